import ClearanceUIKit
import Foundation
import Testing

/// A screen that keeps its actions as `Selector`s, as `clearance adapt` writes a `#selector`
/// where a `Selector` is declared (`var action: Selector { #selector(save) }` →
/// `Selector(SelectorScreen.save)`), and passes them to every target/action API.
private final class SelectorScreen: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)
    let field = UITextField()

    enum Kind {
        case save, tap
        var action: Selector {
            switch self {
            case .save: return Selector(SelectorScreen.save(_:))
            case .tap: return Selector(SelectorScreen.tapped)
            }
        }
    }

    func save(_ sender: UIButton) { log.append("save from \(sender === button ? "button" : "?")") }
    func tapped() { log.append("tap") }
    func barTapped(_ item: UIBarButtonItem) { log.append("bar \(item.title ?? "")") }
    func keyboardWillShow(_ note: Notification) { log.append("note \(note.name.rawValue)") }
    func keyboardDidShow(_ note: NSNotification) { log.append("nsnote") }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        field.frame = CGRect(x: 20, y: 200, width: 200, height: 34)
        view.addSubview(button)
        view.addSubview(field)
        button.addTarget(self, action: Kind.save.action, for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Kind.tap.action))
        let willShow: Selector = Selector(SelectorScreen.keyboardWillShow(_:))
        NotificationCenter.default.addObserver(self, selector: willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(SelectorScreen.keyboardDidShow(_:)),
                                               name: UIResponder.keyboardDidShowNotification, object: nil)
    }
}

@MainActor
@Suite("A Selector kept in a variable is sent to its target, as UIKit sends an action")
struct SelectorTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func everyTargetActionAPISendsTheSelectorToItsTarget() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = SelectorScreen()
        world.present(screen)
        world.run { screen.button.sendActions(for: .touchUpInside) }
        #expect(screen.log == ["save from button"])
        world.tap(at: CGPoint(x: 300, y: 600))
        #expect(screen.log.last == "tap")
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(screen.log.contains("note \(UIResponder.keyboardWillShowNotification.rawValue)"))
        #expect(screen.log.contains("nsnote"), "a method taking an NSNotification gets one")
        let item = world.run { UIBarButtonItem(title: "Done", style: .plain, target: screen, action: Selector(SelectorScreen.barTapped(_:))) }
        world.tap(item)
        #expect(screen.log.last == "bar Done")
        let none = world.run { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
        world.tap(none)
        #expect(screen.log.last == "bar Done", "an item without an action sends nothing")
    }

    @Test func sendActionWithANilTargetGoesUpTheResponderChain() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = SelectorScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        let sent = world.run { UIApplication.shared.sendAction(Selector(SelectorScreen.tapped), to: nil, from: nil, for: nil) }
        #expect(sent, "the field's controller, up the chain, is a SelectorScreen")
        #expect(screen.log.last == "tap")
        let resigned = world.run { UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }
        world.settle()
        #expect(resigned && world.firstResponder == nil)
        // A selector of another class than the target's is not performed.
        let other = Selector(UITextField.becomeFirstResponder)
        #expect(!other.send(to: screen, with: nil))
        #expect(other.description.hasPrefix("Selector(a method of "))
    }
}
