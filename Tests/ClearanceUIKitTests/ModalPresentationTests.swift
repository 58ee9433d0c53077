import ClearanceUIKit
import Testing

/// A screen that presents an editor, recording its appearance callbacks.
final class ListScreen: UIViewController {
    let searchField = UITextField()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchField)
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            searchField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    func addItem(style: UIModalPresentationStyle) -> EditorScreen {
        let editor = EditorScreen()
        editor.modalPresentationStyle = style
        present(editor, animated: true)
        return editor
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

/// A presented editor with a field pinned above the keyboard and a Save button that
/// dismisses it, as such screens are written.
final class EditorScreen: UIViewController {
    let noteField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: EditorScreen.save)
        noteField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(noteField)
        NSLayoutConstraint.activate([
            noteField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            noteField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            noteField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    func save() { dismiss(animated: true) }
}

@Suite("present(_:animated:completion:) and dismiss(animated:completion:) show a screen over another and come back")
struct ModalPresentationTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!
    static let pad = DeviceCatalog.device(id: "ipad_pro_11_m4")!

    @Test func onAnIPhoneTheDefaultStyleIsACardOverTheScreenWhichStaysWithoutDisappearing() throws {
        let world = World(device: Self.phone)
        let list = ListScreen()
        world.present(list)
        list.log.removeAll()
        var completed = false
        let editor = world.run { () -> EditorScreen in
            let editor = EditorScreen()
            list.present(editor, animated: true) { completed = true }
            return editor
        }
        #expect(completed)
        #expect(list.presentedViewController === editor)
        #expect(editor.presentingViewController === list)
        #expect(world.rootViewController === editor)
        // The card: 10 pt below the 59 pt status bar, to the bottom; its safe area keeps the
        // home indicator only.
        let statusBar: CGFloat = 59, gap: CGFloat = 10, screenHeight: CGFloat = 852
        #expect(editor.view.frameInWindow == CGRect(x: 0, y: statusBar + gap, width: 393, height: screenHeight - statusBar - gap))
        #expect(editor.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(list.view.window != nil)
        #expect(list.log.isEmpty)
        #expect(world.consultedAssumptions.contains(.compactWidthSheetIsCard))

        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        let keyboard = try #require(world.keyboard.screenFrame)
        #expect(editor.noteField.frameInWindow.maxY <= keyboard.minY)

        world.tap(try #require(editor.navigationItem.rightBarButtonItem))
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(editor.view.window == nil)
        #expect(list.presentedViewController == nil)
        #expect(editor.presentingViewController == nil)
        #expect(world.rootViewController === list)
        #expect(list.log.isEmpty)
    }

    @Test func aFullScreenPresentationTakesTheCoveredScreenOutOfTheWindowUntilItIsDismissed() {
        let world = World(device: Self.phone)
        let list = ListScreen()
        world.present(list)
        list.log.removeAll()
        let editor = world.run { list.addItem(style: .fullScreen) }
        #expect(editor.view.frameInWindow == world.window.bounds)
        #expect(editor.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(list.view.window == nil)
        #expect(list.log == ["willDisappear", "didDisappear"])
        world.run { list.dismiss(animated: true) }
        #expect(list.view.window != nil)
        #expect(list.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(world.rootViewController === list)
        let fieldTop: CGFloat = 59 + 8
        #expect(list.searchField.frameInWindow.minY == fieldTop)
    }

    @Test func onAnIPadAFormSheetIsCentredAndTheSystemLiftsItForTheKeyboard() throws {
        let world = World(device: Self.pad, orientation: .landscape)
        let list = ListScreen()
        world.present(list)
        let editor = world.run { list.addItem(style: .formSheet) }
        let sheet = editor.view.frameInWindow
        #expect(sheet.size == CGSize(width: 540, height: 620))
        #expect(sheet.midX == world.window.bounds.midX)
        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        let keyboard = try #require(world.keyboard.screenFrame)
        let lifted = editor.view.frameInWindow
        #expect(lifted.minY < sheet.minY)
        #expect(world.consultedAssumptions.contains(.systemLiftsSheets))
        #expect(editor.noteField.frameInWindow.maxY <= keyboard.minY)
        world.run { editor.dismiss(animated: false) }
        world.settle()
        #expect(world.rootViewController === list)
        #expect(!world.keyboard.isOnScreen)
        #expect(list.view.frameInWindow == world.window.bounds)
    }

    @Test func presentingEndsEditingUnderItAndAPresenterThatIsAlreadyPresentingIsRefused() {
        let world = World(device: Self.phone)
        let list = ListScreen()
        world.present(list)
        world.run { _ = list.searchField.becomeFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen)
        let editor = world.run { list.addItem(style: .automatic) }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(world.consultedAssumptions.contains(.presentationResignsFirstResponder))

        let second = world.run { list.addItem(style: .automatic) }
        #expect(list.presentedViewController === editor)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(world.exceptions.last?.contains("which is already presenting") == true)

        // Presenting from the presented screen stacks a second sheet; dismissing from the list
        // takes both away.
        let third = world.run { () -> EditorScreen in
            let third = EditorScreen()
            editor.present(third, animated: true)
            return third
        }
        #expect(world.rootViewController === third)
        world.run { list.dismiss(animated: true) }
        #expect(world.rootViewController === list)
        #expect(third.view.window == nil && editor.view.window == nil)
    }

    @Test func withTheCardAssumptionOffACompactSheetFillsTheWindow() {
        let world = World(device: Self.phone, assumptions: Assumptions().with(.compactWidthSheetIsCard, false))
        let list = ListScreen()
        world.present(list)
        let editor = world.run { list.addItem(style: .pageSheet) }
        #expect(editor.view.frameInWindow == world.window.bounds)
        #expect(list.view.window != nil)
    }

    @Test func aNavigationControllerPresentedModallyIsDismissedByItsScreenAndTornDownWithTheWorld() {
        let world = World(device: Self.phone)
        let list = ListScreen()
        world.present(UINavigationController(rootViewController: list))
        let editor = EditorScreen()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .fullScreen
        world.run { list.present(navigation, animated: true) }
        #expect(world.rootViewController === editor)
        #expect(editor.presentingViewController === list)
        // Status bar 59 + navigation bar 44 in the presented navigation controller.
        #expect(editor.view.safeAreaInsets.top == 103)
        world.run { editor.save() }
        #expect(world.rootViewController === list)
        #expect(list.view.safeAreaInsets.top == 103)

        world.run { list.present(EditorScreen(), animated: false) }
        world.tearDown()
        #expect(world.rootViewController == nil)
        #expect(world.window.subviews.count == 1)
    }
}

@Suite("A view loaded before any world runs, as a unit test loads one")
struct ViewLoadedOutsideAWorldTests {
    @Test func itsConstraintsWaitAndTakePartOnceItIsShown() throws {
        let phone = try #require(DeviceCatalog.device(id: "iphone_14pro_15_15pro_16"))
        // Loading the view runs viewDidLoad, which activates constraints: UIKit allows this
        // for a view in no window. It used to stop the whole test process.
        let early = EditorScreen()
        let earlyConstraint = early.noteField.heightAnchor.constraint(equalToConstant: 44)
        _ = early.view
        earlyConstraint.isActive = true
        #expect(earlyConstraint.isActive)

        let world = World(device: phone)
        world.present(early)
        #expect(earlyConstraint.isActive)
        #expect(early.noteField.frame.height == 44)

        // Laid out exactly as the same screen loaded inside the world.
        let inside = World(device: phone)
        let late = EditorScreen()
        inside.present(late)
        for w in [world, inside] {
            w.run { _ = (w === world ? early : late).noteField.becomeFirstResponder() }
            w.settle()
        }
        #expect(early.noteField.frameInWindow.minX == late.noteField.frameInWindow.minX)
        #expect(early.noteField.frameInWindow.width == late.noteField.frameInWindow.width)
        let keyboard = try #require(world.keyboard.screenFrame)
        let fieldBottom = early.noteField.frameInWindow.maxY
        #expect(fieldBottom == keyboard.minY - 8)
    }

    @Test func aWaitingConstraintCanBeDeactivatedBeforeItIsShown() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        height.isActive = true
        #expect(height.isActive)
        NSLayoutConstraint.deactivate([height])
        #expect(!height.isActive)
        let world = World(device: try #require(DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")))
        let screen = UIViewController()
        world.present(screen)
        world.run { screen.view.addSubview(view) }
        world.layoutIfNeeded()
        #expect(!height.isActive)
        #expect(child.frame.height != 40)
    }
}

/// A sign-up screen that checks its field and shows an alert, and asks for a code in an
/// alert with a text field — as such screens are written.
final class SignUpScreen: UIViewController {
    let emailField = UITextField()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(emailField)
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    func showInvalidEmail() {
        let alert = UIAlertController(title: "Invalid email", message: "Check the address.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in self?.log.append("ok") })
        present(alert, animated: true)
    }

    func askForCode() -> UIAlertController {
        let alert = UIAlertController(title: "Verification", message: "Enter the code we sent.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "123456"
            field.keyboardType = .numberPad
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Verify", style: .default) { [weak self, weak alert] _ in
            self?.log.append("code \(alert?.textFields?.first?.text ?? "")")
        })
        present(alert, animated: true)
        return alert
    }
}

@Suite("UIAlertController takes the keyboard and gives it back")
struct AlertControllerTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    static func tap(_ title: String, in alert: UIAlertController, _ world: World) throws {
        let button = try #require(alert.view.subtree.compactMap { $0 as? UIButton }.first { $0.currentTitle == title })
        world.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        world.settle()
    }

    @Test func anAlertOverAFieldHidesTheKeyboardAndTheFieldGetsItBackAfterOK() throws {
        let world = World(device: Self.phone)
        let screen = SignUpScreen()
        world.present(screen)
        world.run { _ = screen.emailField.becomeFirstResponder() }
        world.settle()
        world.run { screen.showInvalidEmail() }
        world.settle()
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(!world.keyboard.isOnScreen)
        #expect(alert.actions.map(\.title) == ["OK"])
        try Self.tap("OK", in: alert, world)
        #expect(screen.log == ["ok"])
        #expect(screen.presentedViewController == nil)
        #expect(screen.emailField.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
        #expect(world.consultedAssumptions.contains(.alertTakesAndGivesBackTheKeyboard))
    }

    @Test func anAlertWithATextFieldFocusesItAboveTheKeyboard() throws {
        let world = World(device: Self.phone)
        let screen = SignUpScreen()
        world.present(screen)
        let alert = world.run { screen.askForCode() }
        world.settle()
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        #expect(field.keyboardType == .numberPad)
        let keyboard = try #require(world.keyboard.screenFrame)
        let fieldBottom: CGFloat = field.frameInWindow.maxY
        #expect(fieldBottom <= keyboard.minY)
        world.run { field.text = "4711" }
        try Self.tap("Verify", in: alert, world)
        #expect(screen.log == ["code 4711"])
        #expect(!world.keyboard.isOnScreen, "nothing had the keyboard before the alert")
    }

    @Test func withTheAssumptionOffAnAlertNeitherFocusesNorGivesBack() throws {
        let world = World(device: Self.phone, assumptions: Assumptions().with(.alertTakesAndGivesBackTheKeyboard, false))
        let screen = SignUpScreen()
        world.present(screen)
        world.run { _ = screen.emailField.becomeFirstResponder() }
        world.settle()
        let alert = world.run { screen.askForCode() }
        world.settle()
        #expect(alert.textFields?.first?.isFirstResponder == false)
        try Self.tap("Cancel", in: alert, world)
        #expect(!screen.emailField.isFirstResponder)
    }

    @Test func anActionSheetRefusesATextField() {
        let world = World(device: Self.phone)
        let sheet = world.run { () -> UIAlertController in
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
            return sheet
        }
        #expect(sheet.textFields == nil)
        #expect(world.exceptions.count == 1)
    }
}
