import ClearanceUIKit
import Testing

/// A sign-up screen written the way real screens are: colours, fonts and layer settings on
/// every field, a "Done" toolbar above the keyboard, return moving to the next field, a
/// button with an action. Only `@objc`/`#selector` are edited (method references).
final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let submitButton = UIButton(type: .system)
    var submitted = 0
    var log: [String] = []
    var allowsEndingEditing = true
    var allowsBeginningEditing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.tintColor = .systemIndigo
        for (field, placeholder) in [(nameField, "Name"), (emailField, "Email")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.textColor = .label
            field.returnKeyType = .next
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.layer.cornerRadius = 8
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor.separator.cgColor
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        emailField.returnKeyType = .done
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.addTarget(self, action: SignUpViewController.emailEditingBegan, for: .editingDidBegin)

        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .done, target: self, action: SignUpViewController.doneTapped)]
        emailField.inputAccessoryView = toolbar

        submitButton.setTitle("Sign up", for: .normal)
        submitButton.setTitleColor(.white, for: .normal)
        submitButton.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        submitButton.layer.cornerRadius = 10
        submitButton.clipsToBounds = true
        submitButton.addAction(UIAction(title: "Sign up") { [weak self] _ in self?.submitted += 1 }, for: .touchUpInside)
        submitButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(submitButton)

        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
            emailField.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),
            submitButton.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 20),
            submitButton.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            submitButton.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),
            submitButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func doneTapped() { view.endEditing(true) }
    func emailEditingBegan() { log.append("editingDidBegin email") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowsBeginningEditing }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEndingEditing }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            emailField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("ended \(textField.placeholder ?? "?") \(reason == .committed ? "committed" : "cancelled")")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        log.append("plain form called")
    }
}

@Suite("Controls, bar button items and appearance compile as UIKit writes them and act as UIKit does")
struct ControlAndAppearanceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func theReturnKeyMovesToTheNextFieldAndTheDoneItemAboveTheKeyboardEndsEditing() throws {
        let world = World(device: Self.phone)
        let screen = SignUpViewController()
        world.present(screen)
        let docked = world.keyboardSystem.dockedHeight()
        world.run { _ = screen.nameField.becomeFirstResponder() }
        world.settle()
        let nameKeyboard = try #require(world.keyboard.screenFrame)
        #expect(nameKeyboard.height == docked)

        world.pressReturnKey()
        world.settle()
        #expect(screen.emailField.isFirstResponder)
        #expect(screen.emailField.isEditing)
        // The toolbar made with sizeToFit() is the device's toolbar height (44 on a portrait
        // iPhone), and it rides on the keyboard.
        let toolbar = try #require(screen.emailField.inputAccessoryView)
        let toolbarHeight: CGFloat = 44
        #expect(toolbar.frame.height == toolbarHeight)
        let emailKeyboard = try #require(world.keyboard.screenFrame)
        #expect(emailKeyboard.height == docked + toolbarHeight)
        #expect(screen.log == ["ended Name committed", "editingDidBegin email"])

        let items = try #require((toolbar as? UIToolbar)?.items)
        #expect(items.first?.systemItem == .flexibleSpace)
        let done = try #require(items.last)
        world.tap(done)
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(world.firstResponder == nil)
        // UIKit calls only the `reason:` form when the delegate has both.
        #expect(screen.log == ["ended Name committed", "editingDidBegin email", "ended Email committed"])
    }

    @Test func theDelegateCanRefuseToBeginOrToEndEditingButNotAForcedEnd() {
        let world = World(device: Self.phone)
        let screen = SignUpViewController()
        world.present(screen)
        screen.allowsBeginningEditing = false
        let began = world.run { screen.nameField.becomeFirstResponder() }
        #expect(!began)
        #expect(!world.keyboard.isOnScreen)

        screen.allowsBeginningEditing = true
        world.run { _ = screen.nameField.becomeFirstResponder() }
        world.settle()
        screen.allowsEndingEditing = false
        let resigned = world.run { screen.nameField.resignFirstResponder() }
        #expect(!resigned)
        let moved = world.run { screen.emailField.becomeFirstResponder() }
        #expect(!moved)
        #expect(screen.nameField.isFirstResponder)
        #expect(world.run { !screen.view.endEditing(false) })
        #expect(world.keyboard.isOnScreen)

        #expect(world.run { screen.view.endEditing(true) })
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(!screen.nameField.isFirstResponder)
    }

    @Test func aFieldThatRefusesToEndEditingStillResignsWhenItLeavesTheWindow() {
        let world = World(device: Self.phone)
        let screen = SignUpViewController()
        world.present(screen)
        world.run { _ = screen.nameField.becomeFirstResponder() }
        world.settle()
        screen.allowsEndingEditing = false
        world.run { screen.nameField.removeFromSuperview() }
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.log == ["ended Name committed"])

        world.run { _ = screen.emailField.becomeFirstResponder() }
        world.settle()
        world.tearDown()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }

    @Test func aTapOnAnEnabledButtonSendsItsActionsAndADisabledOneSendsNothing() {
        let world = World(device: Self.phone)
        let screen = SignUpViewController()
        world.present(screen)
        final class Receiver { var taps: [UIButton] = []; func tapped(_ sender: UIButton) { taps.append(sender) } }
        let receiver = Receiver()
        world.run { screen.submitButton.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside) }
        let center = screen.submitButton.convert(CGPoint(x: 20, y: 20), to: nil)
        world.tap(at: center)
        #expect(screen.submitted == 1)
        #expect(receiver.taps.count == 1 && receiver.taps.first === screen.submitButton)

        world.run { screen.submitButton.isEnabled = false }
        world.tap(at: center)
        #expect(screen.submitted == 1)
        #expect(world.run { screen.submitButton.state.contains(.disabled) })

        // Removing the action by identity stops it; the target's method still runs.
        world.run {
            screen.submitButton.isEnabled = true
            let extra = UIAction { _ in screen.submitted += 100 }
            screen.submitButton.addAction(extra, for: .touchUpInside)
            screen.submitButton.removeAction(extra, for: .touchUpInside)
        }
        world.tap(at: center)
        #expect(screen.submitted == 2)
        #expect(receiver.taps.count == 2)
    }

    @Test func hitTestingSkipsViewsThatIgnoreTouchesOrAreTransparent() {
        let world = World(device: Self.phone)
        let screen = SignUpViewController()
        world.present(screen)
        let point = screen.nameField.convert(CGPoint(x: 10, y: 10), to: nil)
        world.run { screen.nameField.isUserInteractionEnabled = false }
        world.tap(at: point)
        #expect(!screen.nameField.isFirstResponder)
        world.run {
            screen.nameField.isUserInteractionEnabled = true
            screen.nameField.alpha = 0.005
        }
        world.tap(at: point)
        #expect(!screen.nameField.isFirstResponder)
        world.run { screen.nameField.alpha = 1 }
        world.tap(at: point)
        world.settle()
        #expect(screen.nameField.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
    }

    @Test func theReturnKeyInATextViewAsksItsDelegateWhichMayResignInstead() {
        final class NotesScreen: UIViewController, UITextViewDelegate {
            let notes = UITextView()
            var changes = 0
            var resignsOnReturn = true
            override func viewDidLoad() {
                super.viewDidLoad()
                notes.frame = CGRect(x: 16, y: 300, width: 300, height: 120)
                notes.delegate = self
                view.addSubview(notes)
            }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                if text == "\n" && resignsOnReturn {
                    textView.resignFirstResponder()
                    return false
                }
                return true
            }
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let world = World(device: Self.phone)
        let screen = NotesScreen()
        world.present(screen)
        world.run {
            screen.notes.text = "Hello"
            screen.resignsOnReturn = false
            _ = screen.notes.becomeFirstResponder()
        }
        world.settle()
        world.pressReturnKey()
        #expect(screen.notes.text == "Hello\n")
        #expect(screen.changes == 1)
        #expect(world.keyboard.isOnScreen)
        world.run { screen.resignsOnReturn = true }
        world.pressReturnKey()
        world.settle()
        #expect(screen.notes.text == "Hello\n")
        #expect(screen.changes == 1)
        #expect(!world.keyboard.isOnScreen)
    }

    @Test func aToolbarSizedToFitTakesTheDevicesToolbarHeight() throws {
        let pad = try #require(DeviceCatalog.device(id: "ipad_pro_11_m4"))
        let world = World(device: pad)
        let toolbar = world.run { () -> UIToolbar in
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
            toolbar.sizeToFit()
            return toolbar
        }
        let height = toolbar.frame.height
        let padToolbar: CGFloat = 50
        #expect(height == padToolbar)
        #expect(toolbar.frame.width == 300)
    }

    @Test func appearanceIsStoredAndReadBackAsUIKitDoes() {
        let world = World(device: Self.phone)
        world.run {
            let parent = UIView()
            let child = UILabel()
            parent.addSubview(child)
            #expect(child.tintColor == .systemBlue)
            parent.tintColor = .systemRed
            #expect(child.tintColor == .systemRed)
            child.tag = 7
            #expect(parent.viewWithTag(7) === child)
            #expect(UIColor.white.withAlphaComponent(0.5).cgColor.alpha == 0.5)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).weight == .semibold)
            #expect(UIColor(named: "Accent") != nil)
            // A font does not change modelled heights (text metrics are not modelled).
            let field = UITextField()
            let before = field.intrinsicContentSize
            field.font = .systemFont(ofSize: 40)
            #expect(field.intrinsicContentSize == before)
        }
    }
}
