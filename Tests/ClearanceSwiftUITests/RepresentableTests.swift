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

/// A UIKit login controller (its field pinned to the bottom of its safe area) wrapped for
/// SwiftUI, recording what UIKit calls on it.
final class WrappedLoginController: UIViewController {
    let field = UITextField(frame: .zero)
    var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("viewDidAppear") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); calls.append("didMove") }
}

struct WrappedLogin: UIViewControllerRepresentable {
    let probe: RepresentableProbe
    let controller: WrappedLoginController

    func makeUIViewController(context: Context) -> WrappedLoginController {
        probe.views += 1
        return controller
    }

    func updateUIViewController(_ uiViewController: WrappedLoginController, context: Context) {
        probe.updates += 1
    }
}

struct WrappedLoginScreen: View {
    let probe: RepresentableProbe
    let controller: WrappedLoginController
    @State private var title = "Sign in"
    var body: some View {
        let _ = probe.setFocus = { title = $0 ? "Signing in" : "Sign in" }
        VStack {
            Text(title)
            WrappedLogin(probe: probe, controller: controller)
        }
    }
}

@Suite("UIViewControllerRepresentable: a UIKit controller in a SwiftUI screen")
@MainActor
struct ControllerRepresentableTests {
    @Test func theControllerIsAChildMadeOnceAndItsFieldIsLiftedBySwiftUI() throws {
        let probe = RepresentableProbe()
        let controller = WrappedLoginController()
        let (world, host) = World.hosting(WrappedLoginScreen(probe: probe, controller: controller))
        #expect(controller.parent === host)
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "didMove", "viewDidAppear"])
        let fieldBottom: CGFloat = controller.field.frameInWindow.maxY
        let safeBottom: CGFloat = 812 - 34
        #expect(fieldBottom == safeBottom)

        world.act { probe.setFocus?(true) }
        #expect(probe.views == 1, "the same controller is kept across evaluations")
        #expect(probe.updates >= 2)
        #expect(controller.calls.filter { $0 == "viewDidAppear" }.count == 1)

        world.focusAndSettle(controller.field)
        let keyboard = try #require(world.keyboard.screenFrame)
        let lifted: CGFloat = controller.field.frameInWindow.maxY
        #expect(lifted == keyboard.minY)
    }
}
