import ClearanceUIKit
import Testing

// The declarations the real bug-fix pairs 01 and 37 (IQKeyboardManager) needed after wave 6:
// the window scene's status bar manager (modelled: the same strip as the deprecated
// `UIApplication.statusBarFrame`), the status bar orientation key, a text input's keyboard
// appearance read through `UITextInput`, NSObjectProtocol's `conforms(to:)`, the main operation
// queue, and
// `UISplitViewController` as a type. Each failed to
// compile before its declaration.

@MainActor
@Suite("IQKeyboardManager's status bar, traits and split view surface")
struct IQKeyboardManagerSurfaceTests {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    static let iPhoneSE = DeviceCatalog.device(id: "iphone_se_2_3_and_8")!

    /// Apple's types: `var statusBarManager: UIStatusBarManager? { get }`,
    /// `var statusBarFrame: CGRect { get }`, `class let statusBarOrientationUserInfoKey: String`,
    /// `optional var keyboardAppearance` (optional through a protocol value).
    @Test func theDeclarationsHaveApplesTypes() {
        func check<T>(_ value: T) {}
        check(\UIWindowScene.statusBarManager as KeyPath<UIWindowScene, UIStatusBarManager?>)
        check(\UIStatusBarManager.statusBarFrame as KeyPath<UIStatusBarManager, CGRect>)
        check(UIApplication.statusBarOrientationUserInfoKey as String)
        let input: (any UITextInput)? = nil
        check(input?.keyboardAppearance as UIKeyboardAppearance??)
        #expect(UIApplication.statusBarOrientationUserInfoKey == "UIApplicationStatusBarOrientationUserInfoKey")
    }

    /// The scene's status bar frame is the deprecated application's, on a notched phone, a
    /// Home-button phone and in landscape (where the top inset, and so the frame, is zero), with
    /// the assumption on and off; the scene keeps one manager.
    @Test(arguments: [true, false])
    func theScenesStatusBarFrameIsTheApplications(on: Bool) {
        let assumptions = Assumptions().with(.statusBarIsTopSafeArea, on)
        for (device, orientation, height) in [(Self.iPhoneX, InterfaceOrientation.portrait, 44.0), (Self.iPhoneSE, .portrait, 20), (Self.iPhoneSE, .landscape, 0)] {
            let world = World(device: device, orientation: orientation, assumptions: assumptions)
            world.present(UIViewController())
            let (scene, application) = world.run { (UIApplication.shared.keyWindow?.windowScene, UIApplication.shared.statusBarFrame) }
            let manager = world.run { scene?.statusBarManager }
            #expect(manager != nil)
            #expect(manager === world.run { scene?.statusBarManager })
            let frame = world.run { manager?.statusBarFrame }
            #expect(frame == application)
            #expect(frame?.height == CGFloat(on ? height : 0))
            #expect(world.consultedAssumptions.contains(.statusBarIsTopSafeArea))
        }
    }

    /// Through `UITextInput`, the field's and the text view's own appearance, as an optional; an
    /// app's own adopter reads `nil`.
    @Test func aTextInputsKeyboardAppearanceIsTheViewsOwn() {
        let world = World(device: Self.iPhoneX)
        world.run {
            let field = UITextField()
            field.keyboardAppearance = .dark
            let textView = UITextView()
            let inputs: [any UITextInput] = [field, textView]
            #expect(inputs.map(\.keyboardAppearance) == [.dark, .default])
            switch inputs[0].keyboardAppearance {
            case .dark: break
            default: Issue.record("a dark field reads dark")
            }
        }
    }

    /// `conforms(to:)` answers for a protocol the class adopts, one a superclass adopts, one it
    /// refines, and not for one it does not adopt.
    @Test func anObjectConformsToTheProtocolsItsClassAdopts() {
        let world = World(device: Self.iPhoneX)
        world.run {
            final class Placeholder: UITextView {}
            let field = UITextField(), label = UILabel(), textView = Placeholder()
            #expect(field.conforms(to: UITextInput.self))
            #expect(field.conforms(to: UIKeyInput.self))
            #expect(textView.conforms(to: UITextInput.self))
            #expect(!label.conforms(to: UITextInput.self))
            #expect(!field.conforms(to: UITextFieldDelegate.self))
        }
    }

    /// A bar item's tag is kept, 0 until set (UIBarItem's `var tag: Int { get set }`).
    @Test func aBarItemKeepsItsTag() {
        let world = World(device: Self.iPhoneX)
        world.run {
            let item = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
            #expect(item.tag == 0)
            item.tag = 2
            #expect(item.tag == 2)
            #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).tag == 0)
        }
    }

    /// `OperationQueue.main.addOperation` runs on the world's main queue after the current
    /// event, in order with `DispatchQueue.main.async` (failed before: Foundation's main queue
    /// on Linux never ran the block in a scenario). A queue of the app's own is Foundation's.
    @Test func theMainOperationQueueRunsAfterTheCurrentEvent() {
        let world = World(device: Self.iPhoneX)
        world.present(UIViewController())
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        world.run {
            OperationQueue.main.addOperation { log.entries.append("operation") }
            DispatchQueue.main.async { log.entries.append("dispatch") }
            OperationQueue.main.addOperation(BlockOperation { log.entries.append("block operation") })
            log.entries.append("event")
        }
        world.settle()
        #expect(log.entries == ["event", "operation", "dispatch", "block operation"])
        #expect(OperationQueue.main === OperationQueue.main)
        #expect(type(of: OperationQueue()) == OperationQueue.self)
    }

    /// A type to test against: a plain controller, a navigation controller and a tab bar
    /// controller are not split view controllers.
    @Test func aSplitViewControllerIsATypeToTestAgainst() {
        let world = World(device: Self.iPhoneX)
        world.run {
            for controller in [UIViewController(), UINavigationController(rootViewController: UIViewController()), UITabBarController()] {
                #expect(!controller.isKind(of: UISplitViewController.self))
                #expect(!(controller is UISplitViewController))
            }
        }
    }
}
