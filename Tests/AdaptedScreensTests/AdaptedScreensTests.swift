import ClearanceSwiftUI
import Testing

/// `LoginViewController` as a storyboard would load it: the views, then the outlets and the
/// action connected through what the adapter registered.
private final class LoadedLoginViewController: LoginViewController {
    let button = UIButton(type: .system)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        let scroll = UIScrollView(frame: root.bounds)
        let email = UITextField(frame: CGRect(x: 16, y: 500, width: 300, height: 34))
        let password = RoundedField(frame: CGRect(x: 16, y: 550, width: 300, height: 34))
        button.frame = CGRect(x: 16, y: 600, width: 300, height: 44)
        root.addSubview(scroll)
        for subview in [email, password, button] { scroll.addSubview(subview) }
        view = root
        for (name, value) in [("scrollView", scroll), ("emailField", email), ("passwordField", password), ("fields", [email, password] as [UIView])] as [(String, Any)] {
            precondition(setValue(value, forOutletNamed: name), name)
        }
        if let action = action(forSelectorNamed: "loginTapped:") {
            button.addAction(UIAction { [unowned button] _ in action(button) }, for: .touchUpInside)
        }
    }
}

@MainActor
@Suite("Files adapted by the build plugin run in a world")
struct AdaptedScreensTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func selectorObserversFireAndTheTapResignsThroughTheResponderChain() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = LoadedLoginViewController()
        world.present(screen)
        world.run { _ = screen.emailField.becomeFirstResponder() }
        world.settle()
        #expect(screen.log == ["show 336.0"])
        #expect(screen.scrollView.contentInset.bottom == 336)
        // The return key moves to the password field, then resigns it.
        world.pressReturnKey()
        #expect(world.firstResponder === screen.passwordField)
        world.tap(at: CGPoint(x: 200, y: 200))
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(screen.log == ["show 336.0", "hide"])
        #expect(screen.scrollView.contentInset.bottom == 0)
    }

    @Test func theInterfaceBuilderActionIsCalledByItsSelector() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = LoadedLoginViewController()
        world.present(screen)
        world.run { screen.emailField.text = "a@b.c" }
        world.run { screen.button.sendActions(for: .touchUpInside) }
        #expect(screen.log == ["login a@b.c"])
        #expect(screen.action(forSelectorNamed: "loginTapped(_:)") != nil)
        #expect(screen.action(forSelectorNamed: "dismissKeyboard") == nil, "only @IBActions are registered")
    }

    @Test func aSelectorObserverGoesAwayWithItsObject() {
        let world = World(device: Self.phone, iOSVersion: 17)
        world.present(UIViewController())
        weak var gone: LoginViewController?
        world.run {
            let screen = LoadedLoginViewController()
            screen.loadViewIfNeeded()
            gone = screen
            #expect(world.notificationCenter.liveObservers.count == 2)
        }
        #expect(gone == nil)
        #expect(world.notificationCenter.liveObservers.isEmpty)
    }

    @Test func designablesKeepTheirBehaviourAndExplicitSelectorsAreRegistered() {
        let field = RoundedField()
        field.cornerRadius = 12
        #expect(field.layer.cornerRadius == 12)
        field.text = "x"
        field.validate(nil)
        #expect(field.validated)
    }

    /// The SwiftUI file compiled without its `PreviewProvider` and `#Preview` (which do not
    /// exist here), and its form runs: the title field brings up the keyboard.
    @Test func aSwiftUIFileWithPreviewsCompilesWithoutThem() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let host = UIHostingController(rootView: NoteForm())
        world.present(host)
        world.settle()
        #expect(world.rootViewController === host)
        func textField(in view: UIView) -> UITextField? {
            if let field = view as? UITextField { return field }
            return view.subviews.lazy.compactMap(textField(in:)).first
        }
        let field = textField(in: host.view)
        #expect(field?.placeholder == "Title")
        world.run { _ = field?.becomeFirstResponder() }
        #expect(world.firstResponder === field)
    }
}

@MainActor
@Suite("sendAction with a nil target walks the responder chain")
struct ResponderChainActionTests {
    @Test func aControllersMethodIsFoundFromTheFocusedField() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = LoadedLoginViewController()
        world.present(screen)
        world.run { _ = screen.emailField.becomeFirstResponder() }
        // Field → scroll view → root view → controller: the controller's method runs.
        let handled = world.run { UIApplication.shared.sendAction(LoginViewController.dismissKeyboard, to: nil, from: nil, for: nil) }
        #expect(handled)
        #expect(world.firstResponder == nil)
        // With no first responder, nobody handles it.
        let unhandled = world.run { UIApplication.shared.sendAction(LoginViewController.dismissKeyboard, to: nil, from: nil, for: nil) }
        #expect(!unhandled)
        // A target of another class does not handle it.
        let wrongTarget = world.run { UIApplication.shared.sendAction(LoginViewController.dismissKeyboard, to: UIView(), from: nil, for: nil) }
        #expect(!wrongTarget)
        // A sender is passed when the method takes one.
        let button = screen.button
        let sent = world.run { UIApplication.shared.sendAction(LoginViewController.loginTapped(_:), to: nil, from: button, for: nil) }
        #expect(!sent, "no first responder any more")
        world.run { _ = screen.emailField.becomeFirstResponder() }
        let sentAgain = world.run { UIApplication.shared.sendAction(LoginViewController.loginTapped(_:), to: nil, from: button, for: nil) }
        #expect(sentAgain)
        #expect(Array(screen.log.suffix(2)) == ["login ", "hide"], "the action ends editing")
    }

    /// A file importing Foundation, UIKit, SwiftUI and Combine together compiles through the
    /// adapter (its `import Foundation` is left to the Clearance modules, which re-export it)
    /// and runs: the Combine keyboard-height publisher pads the composer up by the keyboard's
    /// 336 pt, measured from the container safe area's bottom (852 − 34 − 336).
    @Test func aFileImportingFoundationUIKitSwiftUIAndCombineRuns() throws {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        world.present(ComposerViewController())
        world.settle()
        let field = try #require(world.view(named: "composer") as? any TextInput)
        #expect(abs(field.frameInWindow.maxY - (852 - 34)) < 1e-6)
        world.run { _ = field.becomeFirstResponder() }
        world.settle()
        #expect(abs(try #require(world.view(named: "composer")).frameInWindow.maxY - (852 - 34 - 336)) < 1e-6)
    }
}

@MainActor
@Suite("Adapted Selectors and constraint subclasses (the shapes of Tests/RealCode 47 and 49)")
struct AdaptedSelectorAndConstraintTests {
    /// NavigationToolbar.swift (the shape of Tests/RealCode/49): a nested enum's
    /// `var action: Selector` returns `#selector(backTapped)`, a method of the enclosing class
    /// declared in an extension; the adapter writes it `Selector(NavigationToolbar.backTapped)`
    /// and the bar button item sends it to its target.
    @Test func aSelectorKeptInANestedEnumIsSentToTheEnclosingClass() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        world.present(UIViewController())
        let delegate = ToolbarLog()
        let toolbar = world.run { () -> NavigationToolbar in
            let toolbar = NavigationToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            toolbar.navigationDelegate = delegate
            toolbar.addButton(type: .back, title: "Back")
            toolbar.addSystemDoneButton()
            return toolbar
        }
        #expect(toolbar.items?.count == 2)
        world.tap(try! #require(toolbar.buttons[NavigationToolbar.ButtonType.back]))
        world.tap(try! #require(toolbar.buttons[NavigationToolbar.ButtonType.done]))
        let done = world.run { UIBarButtonItem(title: "Done", style: .done, target: toolbar, action: NavigationToolbar.ButtonType.done.action) }
        world.tap(done)
        #expect(delegate.log == ["back", "done", "done"])
    }

    /// KeyboardFollowingConstraint.swift (the shape of Tests/RealCode/47): an NSLayoutConstraint
    /// subclass overriding `init()`, `awakeAfter(using:)`, `awakeFromNib()` and `constant`,
    /// observing the keyboard by `#selector`; made with the inherited `init(item:…)`, it is
    /// laid out by the engine and follows the keyboard.
    @Test func anNSLayoutConstraintSubclassFollowsTheKeyboard() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = UIViewController()
        world.present(screen)
        let bar = UIView()
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        let follower = world.run { () -> KeyboardFollowingConstraint in
            bar.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(bar)
            screen.view.addSubview(field)
            let follower = KeyboardFollowingConstraint(item: screen.view!, attribute: .bottom, relatedBy: .equal,
                                                       toItem: bar, attribute: .bottom, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([
                follower,
                bar.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            return follower
        }
        world.settle()
        #expect(abs(bar.frameInWindow.maxY - 852) < 1e-6)
        world.run { _ = field.becomeFirstResponder() }
        world.settle()
        #expect(follower.constant == 336)
        #expect(abs(bar.frameInWindow.maxY - (852 - 336)) < 1e-6)
        #expect(follower.constants.last == 336, "the override of constant saw the change")
        world.run { follower.awakeFromNib() }
        #expect(follower.awoken)
    }

    /// FFUIKit's UIScrollView+Keyboard.swift (Tests/RealCode 54), compiled unchanged by the
    /// plugin: its scoped `import func ObjectiveC.objc_getAssociatedObject` reaches the modelled
    /// associated objects, in which it keeps its observers, the insets it saves and its
    /// `keyboardVisible` flag (a Bool kept with `.OBJC_ASSOCIATION_ASSIGN`, which iOS bridges to
    /// a Boolean singleton): it insets the scroll view by the keyboard's overlap, scrolls the
    /// field into view, and on hide restores the insets it saved.
    @Test func ffuikitsScrollViewInsetsForTheKeyboardAndRestoresWhatItSaved() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = UIViewController()
        world.present(screen)
        let scroll = UIScrollView()
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 34))
        world.run {
            scroll.frame = screen.view.bounds
            screen.view.addSubview(scroll)
            scroll.addSubview(field)
            scroll.contentSize = CGSize(width: 393, height: 900)
            scroll.contentInset.bottom = 20
            scroll.registerForKeyboardNotifications()
            _ = field.becomeFirstResponder()
        }
        world.settle()
        // The keyboard (336 pt) covers the scroll view's bottom 336 pt.
        #expect(scroll.contentInset.bottom == 336)
        #expect(scroll.verticalScrollIndicatorInsets.bottom == 336)
        #expect(field.frameInWindow.maxY <= 852 - 336 + 1e-6, "the field is scrolled above the keyboard")
        world.run { _ = field.resignFirstResponder() }
        world.settle()
        #expect(scroll.contentInset.bottom == 20, "restored from the insets it kept as an associated object")
        world.run { scroll.unregisterFromKeyboardNotifications() }
    }

    /// SignUpFieldChain.swift: its fields know their next field through an associated object
    /// (`import func ObjectiveC.objc_setAssociatedObject`); the return key walks the chain and
    /// the last field dismisses the keyboard, and the form sits on the keyboard meanwhile.
    @Test func fieldsChainedByAnAssociatedObjectWalkOnReturn() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = SignUpViewController()
        world.present(screen)
        world.run { _ = screen.nameField.becomeFirstResponder() }
        world.settle()
        #expect(screen.nameField.nextField === screen.emailField && screen.passwordField.nextField == nil)
        world.pressReturnKey()
        #expect(world.firstResponder === screen.emailField)
        world.pressReturnKey()
        #expect(world.firstResponder === screen.passwordField)
        world.settle()
        #expect(abs(screen.passwordField.frameInWindow.maxY - (852 - 336 - 16)) < 1e-6, "the form sits on the keyboard")
        world.pressReturnKey()
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(abs(screen.passwordField.frameInWindow.maxY - (852 - 34 - 16)) < 1e-6, "and on the safe area once it is gone")
    }
}

private final class ToolbarLog: NavigationToolbarDelegate {
    var log: [String] = []
    func toolbarDidTapBack(_ toolbar: NavigationToolbar) { log.append("back") }
    func toolbarDidTapDone(_ toolbar: NavigationToolbar) { log.append("done") }
}
