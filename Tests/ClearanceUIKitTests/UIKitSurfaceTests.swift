import ClearanceUIKit
import Testing

/// A screen that records UIKit's callbacks in the order they come.
final class CallbackScreen: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let field = UITextField()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: 100, height: 3_000)
        scrollView.delegate = self
        view.addSubview(scrollView)
        field.frame = CGRect(x: 16, y: 100, width: 200, height: 34)
        scrollView.addSubview(field)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("willTransition \(Int(size.width))×\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { _ in
            self.log.append("alongside at \(Int(self.view.bounds.width))")
        }, completion: { context in
            self.log.append("completion animated=\(context.isAnimated)")
        })
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(Int(scrollView.contentOffset.y))") }
}

@Suite("UIKit's own callbacks and helpers")
struct UIKitSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func viewWillTransitionComesBeforeTheNewLayoutWithAlongsideBlocksAfterIt() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        #expect(screen.log == ["didScroll -59"], "the screen-sized scroll view starts below the status bar (its adjusted inset)")
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(screen.log.filter { !$0.hasPrefix("didScroll") } == ["willTransition 852×393 from 393", "alongside at 852", "completion animated=false"])
        #expect(screen.log.last(where: { $0.hasPrefix("didScroll") }) == "didScroll 0", "no top safe area in landscape")
    }

    @Test func aUserDragTellsTheDelegateAndOnDragDismissesTheKeyboard() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        world.run {
            screen.scrollView.keyboardDismissMode = .onDrag
            _ = screen.field.becomeFirstResponder()
        }
        world.settle()
        let before = Int(screen.scrollView.contentOffset.y)
        world.drag(screen.scrollView, by: 40)
        #expect(screen.log.suffix(2) == ["willBeginDragging", "didScroll \(before + 40)"])
        #expect(!screen.field.isFirstResponder)
        world.drag(screen.scrollView, by: .nan)
        #expect(screen.scrollView.contentOffset.y == CGFloat(before + 40), "a non-finite drag is no drag")
    }

    @Test func endEditingResignsAFirstResponderInsideTheView() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(world.run { screen.scrollView.subviews.first!.endEditing(true) } == true)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(world.run { screen.view.endEditing(true) } == true)
        #expect(!screen.field.isFirstResponder)
        #expect(world.run { screen.view.endEditing(true) } == false)
    }

    @Test func aPropertyAnimatorOnTheKeyboardsCurveMovesViewsOnTheVirtualClock() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        final class Done: @unchecked Sendable { var position: UIViewAnimatingPosition? }
        let done = Done()
        world.run {
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {
                screen.field.frame.origin.y = 300
            }
            animator.addCompletion { done.position = $0 }
            animator.startAnimation()
        }
        #expect(screen.field.frame.minY == 300, "the model value changes at once")
        let start = world.presentationFrameInWindow(screen.field, at: 0).minY
        let halfway = world.presentationFrameInWindow(screen.field, at: 0.125).minY
        let end = world.presentationFrameInWindow(screen.field, at: 0.25).minY
        #expect(end - start == 200)
        #expect(halfway > start && halfway < end)
        world.settle()
        #expect(done.position == .end)
    }
}

@Suite("Scenes and the control hierarchy")
struct ScenesAndControlsTests {
    @Test func theWindowsSceneIsTheAppsOnlyConnectedScene() {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!, orientation: .landscape)
        let screen = CallbackScreen()
        world.present(screen)
        world.run {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene != nil)
            #expect(scene === screen.view.window?.windowScene)
            #expect(scene?.keyWindow === screen.view.window)
            #expect(scene?.interfaceOrientation.isLandscape == true)
        }
    }

    @Test func textFieldsAndButtonsAreControls() {
        #expect((UITextField() as UIView) is UIControl)
        #expect((UIButton() as UIView) is UIControl)
        #expect(!((UILabel() as UIView) is UIControl))
    }
}

@Suite("Table rows by index path")
struct TableRowsTests {
    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.addSubview(UITextField())
            return cell
        }
    }

    @Test func scrollToRowPutsTheRowWhereItsPositionSaysWithinTheVisibleArea() {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!)
        let screen = Rows()
        world.present(screen)
        world.run {
            let table = screen.tableView!
            let row = IndexPath(row: 10, section: 0)
            #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 30)
            #expect(table.indexPath(for: table.cellForRow(at: row)!) == row)
            table.scrollToRow(at: row, at: .top, animated: false)
            #expect(table.rectForRow(at: row).minY == table.visibleContentRect.minY)
            let low = IndexPath(row: 25, section: 0)
            table.scrollToRow(at: low, at: .bottom, animated: false)
            #expect(table.rectForRow(at: low).maxY == table.visibleContentRect.maxY)
            let before = table.contentOffset
            table.scrollToRow(at: row, at: .none, animated: false)
            #expect(table.contentOffset == before, "an already visible row does not move")
            table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == table.maximumContentOffsetY, "the scroll range bounds it")
        }
    }
}

/// A login screen that keeps its button above the keyboard by batching the change in
/// `updateViewConstraints()`, as some screens are written.
final class BatchedConstraintScreen: UIViewController {
    let field = UITextField()
    private var bottom: NSLayoutConstraint!
    private var keyboardHeight: CGFloat = 0
    var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            bottom,
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillChange, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChange(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, let screen = view.window?.screen else { return }
        keyboardHeight = max(0, view.bounds.maxY - view.convert(frame, from: screen.coordinateSpace).minY)
        view.setNeedsUpdateConstraints()
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    override func updateViewConstraints() {
        updates += 1
        bottom.constant = -20 - keyboardHeight
        super.updateViewConstraints()
    }
}

@Suite("The update-constraints phase")
struct UpdateConstraintsTests {
    @Test func setNeedsUpdateConstraintsRunsUpdateViewConstraintsBeforeTheNextLayout() throws {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!)
        let screen = BatchedConstraintScreen()
        world.present(screen)
        #expect(screen.updates == 0)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(screen.updates >= 1)
        let keyboard = try #require(world.keyboard.screenFrame)
        let bottom: CGFloat = screen.field.frameInWindow.maxY
        let expected: CGFloat = keyboard.minY - 20
        #expect(bottom == expected)
        #expect(!screen.view.needsUpdateConstraints())
    }

    @Test func aPlainViewGetsUpdateConstraintsSubviewsFirst() {
        final class Probe: UIView {
            var log: [String]
            init(_ name: String, log: [String]) { self.log = log; super.init(frame: .zero); self.name = name }
            required init?(coder: NSCoder) { nil }
            static var order: [String] = []
            override func updateConstraints() { Probe.order.append(name); super.updateConstraints() }
        }
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!)
        let screen = UIViewController()
        world.present(screen)
        let outer = Probe("outer", log: []), inner = Probe("inner", log: [])
        world.run {
            screen.view.addSubview(outer)
            outer.addSubview(inner)
            outer.setNeedsUpdateConstraints()
            inner.setNeedsUpdateConstraints()
            #expect(outer.needsUpdateConstraints())
        }
        world.layoutIfNeeded()
        #expect(Probe.order == ["inner", "outer"])
        #expect(!inner.needsUpdateConstraints())
    }
}

@Suite("Trait collections: size classes from the window")
struct TraitCollectionTests {
    @Test func anIPhoneIsCompactInWidthAndCompactInHeightOnlyInLandscape() {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!)
        let screen = UIViewController()
        world.present(screen)
        let portrait = world.run { screen.traitCollection }
        #expect(portrait.horizontalSizeClass == .compact)
        #expect(portrait.verticalSizeClass == .regular)
        #expect(portrait.userInterfaceIdiom == .phone)
        #expect(portrait.displayScale == 3)
        world.run { world.keyboardSystem.rotate(to: .landscape) }
        world.settle()
        let landscape = world.run { screen.view.traitCollection }
        #expect(landscape.verticalSizeClass == .compact)
        #expect(landscape.horizontalSizeClass == .compact)
    }

    @Test func anIPadIsRegularFullScreenAndCompactInSlideOver() {
        let pad = DeviceCatalog.device(id: "ipad_air_11")!
        let full = World(device: pad)
        let a = UIViewController()
        full.present(a)
        #expect(full.run { a.traitCollection.horizontalSizeClass } == .regular)
        #expect(full.run { a.traitCollection.verticalSizeClass } == .regular)
        let slideOver = World(device: pad, windowKind: .slideOver(.right))
        let b = UIViewController()
        slideOver.present(b)
        #expect(slideOver.run { b.traitCollection.horizontalSizeClass } == .compact)
        #expect(UIView().traitCollection.horizontalSizeClass == .unspecified)
    }
}

@Suite("UIStackView's arrangement")
struct StackArrangementTests {
    /// UIKit: a view removed from its stack leaves `arrangedSubviews` (it stayed arranged,
    /// and kept taking room, before); `removeArrangedSubview` keeps it as a subview.
    @Test func removingAnArrangedViewTakesItOutOfTheArrangement() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a].map(ObjectIdentifier.init))
        #expect(c.superview === stack)
    }
}
