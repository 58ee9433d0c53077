import Clearance
import ClearanceSwiftUI
import Testing

/// A test file that imports both `Clearance` and `ClearanceSwiftUI`, as an app's test target
/// does: SwiftUI's `Form` and Clearance's `GeneratedForm` are both written unqualified.
/// (Until Clearance's generated form was renamed, `Form { … }` here did not compile: it was
/// ambiguous with `Strategies.Form`, from a module that is not a product.)
@Suite struct FormNameTests {
    struct Settings: View {
        @State var name = ""
        var body: some View {
            Form { TextField("Name", text: $name) }
        }
    }

    @Test func swiftUIsFormAndTheGeneratedFormAreBothUnqualified() {
        let generated = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)])
        #expect(generated.items.map(\.kind) == [.textField])
        let host = UIHostingController(rootView: Settings())
        #expect(host.rootView.name == "")
    }
}
