import LayoutCore
import Testing

/// The seeds' `LoginViewController`: a stack pinned 16 pt above the keyboard layout guide.
final class GuidePinnedScreen: UIViewController {
    let fields: [UITextField]
    let stack = UIStackView(name: "stack")
    var follows = false
    var usesBottomSafeArea = true

    init(count: Int = 2) {
        fields = (0..<count).map { UITextField(name: "field\($0)") }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        for field in fields { stack.addArrangedSubview(field) }
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        view.keyboardLayoutGuide.followsUndockedKeyboard = follows
        view.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
    }
}

@Suite("Constraints and the keyboard layout guide")
struct ConstraintsAndGuidesTests {
    /// keyboard-platform.md §3.3: off screen, the guide's top is the safe-area bottom
    /// (height = safeAreaInsets.bottom); with `usesBottomSafeArea == false`, the view's bottom.
    @Test func theGuideRestsAtTheSafeAreaBottomOrTheViewBottom() {
        let screen = GuidePinnedScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        #expect(screen.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 778, 375, 34))
        #expect(screen.stack.frameInWindow == CGRect(16, 762 - 80, 343, 80))

        let flush = GuidePinnedScreen()
        flush.usesBottomSafeArea = false
        let flushWorld = World(device: Devices.iPhoneX).showing(flush)
        #expect(flush.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 812, 375, 0))
        #expect(flush.stack.frameInWindow.maxY == 796)
        withExtendedLifetime((world, flushWorld)) {}
    }

    /// The guide's top follows a docked keyboard; the pinned stack moves with it.
    @Test func theGuideCoversWhatADockedKeyboardCovers() {
        let screen = GuidePinnedScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.focusAndSettle(screen.fields[0])
        #expect(screen.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 476, 375, 336))
        #expect(screen.stack.frameInWindow.maxY == 460)
    }

    /// keyboard-platform.md §3.3: `followsUndockedKeyboard` is false by default, and then a
    /// floating keyboard counts as dismissed; when true the guide is the keyboard's frame.
    @Test func aFloatingKeyboardIsIgnoredUnlessTheGuideFollowsIt() {
        let config = KeyboardConfiguration(placement: .floating(x: 200, y: 400))
        let ignoring = GuidePinnedScreen()
        let world = World(device: Devices.iPadAir11).showing(ignoring)
        world.keyboardSystem.setConfiguration(config)
        world.focusAndSettle(ignoring.fields[0])
        #expect(world.keyboard.mode == .floating)
        #expect(ignoring.view.keyboardLayoutGuide.layoutFrame == CGRect(0, 1160, 820, 20))

        let following = GuidePinnedScreen()
        following.follows = true
        let world2 = World(device: Devices.iPadAir11).showing(following)
        world2.keyboardSystem.setConfiguration(config)
        world2.focusAndSettle(following.fields[0])
        #expect(following.view.keyboardLayoutGuide.layoutFrame == CGRect(200, 400, 320, 254))
        #expect(following.stack.frameInWindow.maxY == 384)
    }

    /// Tracking constraints apply only while following an undocked keyboard.
    @Test func trackedConstraintsApplyOnlyWhenFollowingAnUndockedKeyboard() {
        let screen = GuidePinnedScreen()
        screen.follows = true
        let world = World(device: Devices.iPadAir11).showing(screen)
        var nearTop: NSLayoutConstraint!
        world.run {
            nearTop = screen.stack.topAnchor.constraint(equalTo: screen.view.keyboardLayoutGuide.bottomAnchor, constant: 8)
            nearTop.priority = UILayoutPriority(999)
            screen.view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
            world.layoutIfNeeded()
        }
        #expect(!nearTop.isActive)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 100, y: 60)))
        world.focusAndSettle(screen.fields[0])
        #expect(nearTop.isActive)
        world.keyboardSystem.dragFloatingKeyboard(toX: 100, y: 800)
        world.settle()
        #expect(!nearTop.isActive)
        screen.follows = false
        world.run { screen.view.keyboardLayoutGuide.followsUndockedKeyboard = false }
        world.keyboardSystem.dragFloatingKeyboard(toX: 100, y: 60)
        world.settle()
        #expect(!nearTop.isActive)
    }

    /// reference/solver-kiwi.md §7–8: a conflicting required constraint is broken, UIKit's
    /// "Unable to simultaneously satisfy constraints" diagnostic is recorded, layout goes on.
    @Test func aConflictingRequiredConstraintIsBrokenAndLayoutCompletes() {
        let screen = GuidePinnedScreen(count: 8)
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.run {
            screen.stack.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
            screen.stack.heightAnchor.constraint(equalToConstant: 400).isActive = true
            world.layoutIfNeeded()
        }
        #expect(world.conflicts.count == 1)
        let diagnostic = world.conflicts[0]
        #expect(diagnostic.description.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(diagnostic.broken.name == "stack.height == 400")
        #expect(diagnostic.description.contains("Will attempt to recover by breaking constraint\nstack.height == 400"))
        // Layout completed with the broken constraint left out: top at 64, bottom on the guide.
        #expect(screen.stack.frameInWindow == CGRect(16, 64, 343, 762 - 64))
    }

    /// A logged conflict names each constraint as its description read when layout took it
    /// up (an unnamed view by its type and number, a guide by its owner, multiplier, priority
    /// and identifier included), and later changes to the constraint do not rewrite the log.
    @Test func aConflictNamesEachConstraintAsItWasWhenLaidOut() throws {
        let screen = GuidePinnedScreen(count: 2)
        let world = World(device: Devices.iPhoneX).showing(screen)
        let box = UIView()
        var described: [String] = []
        var height: NSLayoutConstraint?
        world.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(box)
            let width = box.widthAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.widthAnchor, multiplier: 0.5, constant: -8)
            width.identifier = "half"
            let top = box.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor)
            let bottom = box.bottomAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 100)
            let tall = box.heightAnchor.constraint(equalToConstant: 300)
            let low = box.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 4)
            low.priority = UILayoutPriority(rawValue: 250)
            for c in [width, top, bottom, tall, low] { c.isActive = true }
            world.layoutIfNeeded()
            described = [width, top, bottom, tall, low].map(\.description)
            height = tall
        }
        #expect(described[0].hasPrefix("'half' UIView#") && described[0].contains(".width == 0.5·") && described[0].hasSuffix(".safeAreaLayoutGuide.width - 8"), "\(described[0])")
        #expect(described[4].hasSuffix(".leading + 4 @250"), "\(described[4])")
        let diagnostic = try #require(world.conflicts.last)
        #expect(described.contains(try #require(diagnostic.broken.name)))
        #expect(diagnostic.conflicting.compactMap(\.name).allSatisfy(described.contains))
        // The app changes the constraint afterwards: the log keeps what layout saw.
        let before = diagnostic.description
        world.run { height?.identifier = "renamed"; height?.constant = 280 }
        #expect(world.conflicts.last?.description == before)
    }

    @Test func aConflictNamesTheSystemsOwnConstraintsByTheirItems() throws {
        // A view laid out by its frame (autoresizing) that the app also constrains: the log
        // names the frame's constraint after the view, as the engine wrote it when laying out.
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        let plate = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40), name: "plate")
        world.run {
            screen.view.addSubview(plate)
            plate.widthAnchor.constraint(equalToConstant: 50).isActive = true
            world.layoutIfNeeded()
        }
        let diagnostic = try #require(world.conflicts.last)
        let names = diagnostic.conflicting.compactMap(\.name)
        #expect(names.contains("NSAutoresizingMaskLayoutConstraint plate.width"), "\(names)")
        #expect(diagnostic.description.contains("\"NSAutoresizingMaskLayoutConstraint plate.width (active)\""), "\(diagnostic)")
    }

    /// Changing `constant` re-solves incrementally: no rebuild of the solver.
    @Test func changingAConstantIsIncremental() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        let box = UIView(name: "box")
        var top: NSLayoutConstraint!
        world.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(box)
            top = box.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 100)
            NSLayoutConstraint.activate([
                top, box.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalTo: screen.view.widthAnchor, multiplier: 0.5),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                { let c = box.heightAnchor.constraint(equalToConstant: 30); c.priority = .defaultHigh; return c }(),
            ])
            world.layoutIfNeeded()
        }
        // The required minimum beats the optional preference.
        #expect(box.frame == CGRect(10, 100, 187.5, 44))
        #expect(world.conflicts.isEmpty)
        let rebuilds = world.layoutEngineRebuilds
        world.run {
            top.constant = 250
            world.layoutIfNeeded()
        }
        #expect(box.frame.minY == 250)
        #expect(world.layoutEngineRebuilds == rebuilds)
    }

    /// reference/solver-kiwi.md §7: switching an installed constraint between required and
    /// optional raises NSInternalInconsistencyException in UIKit; here it is refused and
    /// recorded.
    @Test func switchingAnInstalledConstraintBetweenRequiredAndOptionalIsRefused() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let box = UIView(name: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(box)
            let height = box.heightAnchor.constraint(equalToConstant: 40)
            height.isActive = true
            height.priority = .defaultHigh
            #expect(height.priority == .required)
            #expect(world.exceptions.count == 1)
            #expect(world.exceptions[0].hasPrefix("Mutating a priority from required to not on an installed constraint"))
            let optional = box.widthAnchor.constraint(equalToConstant: 40)
            optional.priority = .defaultLow
            optional.isActive = true
            optional.priority = .defaultHigh
            #expect(optional.priority == .defaultHigh)
            #expect(world.exceptions.count == 1)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints == true` turns a frame into constraints:
    /// others can refer to it, and it stays where code put it.
    @Test func autoresizingFramesTakePartInConstraints() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let fixed = UIView(frame: CGRect(20, 300, 100, 50), name: "fixed")
            let follower = UIView(name: "follower")
            follower.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(fixed)
            screen.view.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 10),
                follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalToConstant: 20),
            ])
            world.layoutIfNeeded()
            #expect(fixed.frame == CGRect(20, 300, 100, 50))
            #expect(follower.frame == CGRect(20, 360, 100, 20))
            fixed.frame.origin.y = 400
            world.layoutIfNeeded()
            #expect(follower.frame.minY == 460)
        }
    }

    /// A scroll view pinned to the keyboard guide, its content as wide as its frame guide.
    final class PinnedScrollScreen: UIViewController {
        let scrollView = UIScrollView(name: "scrollView")
        let field = UITextField(name: "field")
        var layouts = 0

        override func viewDidLoad() {
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            field.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(field)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                field.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                field.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                field.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                field.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                field.heightAnchor.constraint(equalToConstant: 34),
            ])
        }

        override func viewDidLayoutSubviews() { layouts += 1 }
    }

    /// A keyboard that moves the keyboard guide is one layout pass, as UIKit's top-down pass
    /// is: the frames the solution gives are laid out in that pass, and a frame guide is its
    /// scroll view's size in the same solve (it once lagged a pass behind, and every keyboard
    /// event took two passes and two `viewDidLayoutSubviews`).
    @Test func aKeyboardEventIsOneLayoutPass() {
        let screen = PinnedScrollScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        let passes = world.layoutPasses
        let layouts = screen.layouts
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(world.layoutPasses - passes == 1)
        #expect(screen.layouts - layouts == 1)
        #expect(screen.scrollView.frameLayoutGuide.layoutFrame.size == screen.scrollView.bounds.size)
        #expect(screen.scrollView.frameInWindow.maxY == 476)
        // A keyboard that does not move lays nothing out.
        let settled = world.layoutPasses
        world.run { world.keyboardSystem.setConfiguration(world.keyboardSystem.configuration) }
        #expect(world.layoutPasses == settled)
    }
}
