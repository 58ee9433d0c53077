import ClearanceUIKit
import Testing

/// SDK members the real-code corpus (Tests/RealCode) uses that the mirrored SDK lacked.
@Suite("Real code's SDK surface")
struct RealCodeSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    final class Flag: @unchecked Sendable { var done = false }

    @Test func aKeyframeMovesOnlyDuringItsPartOfTheOverallDuration() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let flag = Flag()
        let t0 = world.now
        let start = world.presentationFrameInWindow(screen.field, at: t0).minY
        world.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    screen.field.frame.origin.y += 200
                }
            }, completion: { _ in flag.done = true })
        }
        #expect(screen.field.frame.minY == 300, "the model value changes at once")
        // Apple: a start time of 0.5 of a 2 s animation begins 1 s after the start.
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.25).minY == start)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.5).minY == start)
        // calculationModeLinear (the default): halfway through the keyframe is halfway there.
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.75).minY == start + 100)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 1).minY == start + 200)
        #expect(!flag.done)
        world.settle()
        #expect(flag.done)
    }

    @Test func aChangeOutsideAnyKeyframeMovesLinearlyOverTheWholeDuration() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let t0 = world.now
        let start = world.presentationFrameInWindow(screen.field, at: t0).minY
        world.run {
            UIView.animateKeyframes(withDuration: 0.4, delay: 0.1, animations: {
                screen.field.frame.origin.y += 100
            })
        }
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.1).minY == start)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.3).minY == start + 50)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.5).minY == start + 100)
    }

    @Test func aZeroDurationKeyframeAnimationChangesAtOnce() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let t0 = world.now
        let start = world.presentationFrameInWindow(screen.field, at: t0).minY
        world.run {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { screen.field.frame.origin.y += 40 }
            })
        }
        #expect(world.presentationFrameInWindow(screen.field, at: t0).minY == start + 40)
    }

    @Test func layoutGuidesListsTheAddedGuidesInOrder() {
        let view = UIView()
        let first = UILayoutGuide()
        let second = UILayoutGuide()
        #expect(view.layoutGuides.isEmpty)
        view.addLayoutGuide(first)
        view.addLayoutGuide(second)
        view.addLayoutGuide(first)
        #expect(view.layoutGuides.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        view.removeLayoutGuide(first)
        #expect(view.layoutGuides.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(first.owningView == nil)
        #expect(second.owningView === view)
    }

    @Test func aButtonFromAConfigurationTakesItsTitle() {
        let filled = UIButton(configuration: .filled())
        #expect(filled.configuration == .filled())
        #expect(filled.currentTitle == nil)
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Send"
        let send = UIButton(configuration: configuration, primaryAction: nil)
        #expect(send.currentTitle == "Send")
        #expect(send.buttonType == .system)
    }

    @Test func theWorldsSceneIsForegroundActive() {
        let world = World(device: Self.phone)
        world.present(CallbackScreen())
        let state = world.run { (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.activationState }
        #expect(state == .foregroundActive)
        #expect(UIScene.ActivationState(rawValue: -1) == .unattached)
    }

    @Test func aMapTableDropsAnEntryWhoseWeakKeyIsGone() {
        let table = NSMapTable<UIView, UIView>.weakToStrongObjects()
        let value = UIView()
        var key: UIView? = UIView()
        table.setObject(value, forKey: key)
        #expect(table.object(forKey: key) === value)
        #expect(table.count == 1)
        key = nil
        #expect(table.count == 0)
        let strong = NSMapTable<NSString, NSString>.strongToStrongObjects()
        strong.setObject("a", forKey: "k")
        strong.setObject("b", forKey: "k")
        #expect(strong.count == 1)
        #expect(strong.object(forKey: "k") == "b")
        strong.removeObject(forKey: "k")
        #expect(strong.object(forKey: "k") == nil)
    }

    @Test func coreGraphicsAndValueHelpers() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 0)))
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        let interval: CFTimeInterval = 0.25
        #expect(interval == 0.25)
    }
}

/// Seed 002's keyboard-layout-guide login screen, character for character (inside a namespace:
/// the test target has another `LoginViewController`). Its `UIButton(configuration: .filled())`
/// did not compile before `UIButton.Configuration`.
enum Seed002 {
final class LoginViewController: UIViewController {
    private let emailField = UITextField()
    private let loginButton = UIButton(configuration: .filled()) // iOS 15+

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        loginButton.configuration?.title = "Sign in"

        let stack = UIStackView(arrangedSubviews: [emailField, loginButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            // The whole trick: sit 16 points above the keyboard (or the safe area).
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16)
        ])

        // iPad: also follow a floating or undocked keyboard (iOS 15+).
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
    }
}
}

@Suite("Seed 002's login screen")
struct Seed002LoginScreenTests {
    @Test func itsFilledButtonTakesTheTitleSetThroughItsConfiguration() throws {
        let world = World(device: RealCodeSurfaceTests.phone)
        let screen = Seed002.LoginViewController()
        world.present(screen)
        let stack = try #require(screen.view.subviews.first as? UIStackView)
        let button = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(button.currentTitle == "Sign in")
        #expect(button.configuration?.title == "Sign in")
        let guideTop = world.run { screen.view.keyboardLayoutGuide.layoutFrame.minY }
        #expect(stack.frame.maxY == guideTop - 16)
    }
}

@Suite("A constraint's items")
struct ConstraintItemsTests {
    @Test func aConstraintNamesItsItemsAndAttributes() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let toGuide = guide.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5)
        #expect(toGuide.firstItem === guide)
        #expect(toGuide.secondItem === view)
        #expect(toGuide.firstAttribute == .height)
        #expect(toGuide.secondAttribute == .height)
        let fixed = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(fixed.firstItem === view)
        #expect(fixed.secondItem == nil)
        #expect(fixed.secondAttribute == .notAnAttribute)
    }
}
