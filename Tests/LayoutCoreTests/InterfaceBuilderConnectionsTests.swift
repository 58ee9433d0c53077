import LayoutCore
import Testing

/// A controller written as `clearance adapt` writes one with `@IBOutlet`s and `@IBAction`s.
private final class ConnectedController: UIViewController {
    weak var email: UITextField!
    var fields: [UITextField]!
    var title2: UILabel = UILabel()
    var log: [String] = []

    func login(_ sender: UIButton) { log.append("login \(sender.tag)") }
    func dismissKeyboard() { log.append("dismiss") }
    func changed(_ sender: Any, forEvent event: UIEvent) { log.append("changed") }

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "email": return connectOutlet(value, to: &email)
        case "fields": return connectOutlet(value, to: &fields)
        case "title2": return connectOutlet(value, to: &title2)
        default: return super.setValue(value, forOutletNamed: name)
        }
    }

    override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {
        switch selector {
        case "login:", "login(_:)": return interfaceBuilderAction(ConnectedController.login(_:))
        case "dismissKeyboard", "dismissKeyboard()": return interfaceBuilderAction(ConnectedController.dismissKeyboard)
        case "changed:forEvent:", "changed(_:forEvent:)": return interfaceBuilderAction(ConnectedController.changed(_:forEvent:))
        default: return super.action(forSelectorNamed: selector)
        }
    }
}

@MainActor
@Suite struct InterfaceBuilderConnectionsTests {
    @Test func outletsAreSetByNameAndCheckedForType() {
        let controller = ConnectedController()
        let field = UITextField()
        let other = UITextField()
        #expect(controller.setValue(field, forOutletNamed: "email"))
        #expect(controller.email === field)
        // A value of the wrong type leaves the outlet as it was.
        #expect(!controller.setValue(UILabel(), forOutletNamed: "email"))
        #expect(controller.email === field)
        #expect(controller.setValue([other, field] as [UIView], forOutletNamed: "fields"))
        #expect(controller.fields.map { ObjectIdentifier($0) } == [ObjectIdentifier(other), ObjectIdentifier(field)])
        #expect(!controller.setValue([UILabel()] as [UIView], forOutletNamed: "fields"))
        #expect(controller.fields.count == 2)
        let label = UILabel()
        #expect(controller.setValue(label, forOutletNamed: "title2"))
        #expect(controller.title2 === label)
        #expect(!controller.setValue(nil, forOutletNamed: "title2"))
        #expect(!controller.setValue(field, forOutletNamed: "nothing"))
        #expect(UIView().setValue(field, forOutletNamed: "email") == false)
        // A weak outlet does not keep its view, as on iOS.
        do {
            let transient = UITextField()
            #expect(controller.setValue(transient, forOutletNamed: "email"))
        }
        #expect(controller.email == nil)
    }

    @Test func actionsAreFoundByObjectiveCAndSwiftSelectorNames() throws {
        let controller = ConnectedController()
        let button = UIButton(type: .system)
        button.tag = 7
        let login = try #require(controller.action(forSelectorNamed: "login:"))
        let swiftLogin = try #require(controller.action(forSelectorNamed: "login(_:)"))
        let dismiss = try #require(controller.action(forSelectorNamed: "dismissKeyboard"))
        let changed = try #require(controller.action(forSelectorNamed: "changed:forEvent:"))
        login(button)
        swiftLogin(button)
        // A sender of another type calls nothing.
        login(UILabel())
        dismiss(nil)
        changed(button)
        #expect(controller.action(forSelectorNamed: "login") == nil)
        #expect(UIView().action(forSelectorNamed: "login:") == nil)
        #expect(controller.log == ["login 7", "login 7", "dismiss", "changed"])
    }

    @Test func anActionDoesNotKeepItsTarget() {
        var controller: ConnectedController? = ConnectedController()
        let action = controller?.action(forSelectorNamed: "dismissKeyboard")
        weak let gone = controller
        controller = nil
        #expect(gone == nil)
        action?(nil)
    }
}
