@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// The pre-iOS 15 way to focus a field from SwiftUI: a `UITextField` wrapped in a
/// representable, its coordinator the delegate, focus asked for on the main queue.
struct FirstResponderTextField: UIViewRepresentable {
    @Binding var text: String
    var isFirstResponder: Bool
    let probe: RepresentableProbe

    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }

    func makeCoordinator() -> Coordinator {
        probe.coordinators += 1
        return Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextField {
        probe.views += 1
        let field = UITextField(frame: .zero)
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        probe.updates += 1
        uiView.text = text
        if isFirstResponder && !uiView.isFirstResponder {
            DispatchQueue.main.async { uiView.becomeFirstResponder() }
        }
    }
}

/// What the representable was asked to do.
final class RepresentableProbe {
    var coordinators = 0
    var views = 0
    var updates = 0
    var setFocus: ((Bool) -> Void)?
}

/// A login screen whose field sits at the bottom, focused by a flag.
struct WrappedFieldScreen: View {
    let probe: RepresentableProbe
    @State private var text = ""
    @State private var focus = false
    var body: some View {
        let _ = probe.setFocus = { focus = $0 }
        VStack {
            Spacer()
            FirstResponderTextField(text: $text, isFirstResponder: focus, probe: probe)
                .padding(.horizontal)
        }
    }
}

@Suite("UIViewRepresentable: a UIKit view in a SwiftUI screen")
@MainActor
struct RepresentableTests {
    @Test func theWrappedFieldIsMadeOnceUpdatedOnEachEvaluationAndAvoidsTheKeyboard() throws {
        let probe = RepresentableProbe()
        let (world, host) = World.hosting(WrappedFieldScreen(probe: probe))
        #expect(probe.coordinators == 1)
        #expect(probe.views == 1)
        let field = try #require(host.view.subtree.compactMap { $0 as? UITextField }.first)
        // A UITextField's intrinsic height (34 pt) is the leaf's height, at the bottom of the
        // safe area.
        #expect(field.frame.height == 34)
        let fieldBottom: CGFloat = field.frameInWindow.maxY
        let safeBottom: CGFloat = 812 - 34
        #expect(fieldBottom == safeBottom)

        world.act { probe.setFocus?(true) }
        #expect(field.isFirstResponder)
        #expect(probe.views == 1, "the same view is kept across evaluations")
        #expect(probe.coordinators == 1)
        #expect(probe.updates >= 2)
        let keyboard = try #require(world.keyboard.screenFrame)
        // SwiftUI's keyboard safe area lifts the wrapped field as any SwiftUI view.
        let lifted: CGFloat = field.frameInWindow.maxY
        #expect(lifted == keyboard.minY)

        world.pressReturnKey()
        world.settle()
        #expect(!field.isFirstResponder)
    }
}
