import ClearanceUIKit
import Testing

/// A view that logs UIKit's hierarchy callbacks.
final class HierarchyLoggingView: UIView {
    var log: [String] = []
    let label: String

    init(_ label: String) {
        self.label = label
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(label) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { log.append("\(label) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(label) willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log.append("\(label) didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { log.append("\(label) didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(label) willRemoveSubview") }
}

/// Chatto's keyboard tracking view (Tests/RealCode/09): observes its superview's `center` by
/// key-value observing from `didMoveToSuperview()`.
final class CenterTrackingView: UIView {
    var centers: [String] = []
    private var observed: UIView?

    override func didMoveToSuperview() {
        observed?.removeObserver(self, forKeyPath: "center")
        observed = nil
        if let superview {
            superview.addObserver(self, forKeyPath: "center", options: [.new, .old], context: nil)
            observed = superview
        }
        super.didMoveToSuperview()
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard let change, let old = change[.oldKey] as? NSValue, let new = change[.newKey] as? NSValue else { return }
        centers.append("\(keyPath ?? "?") \(Int(old.cgPointValue.y))→\(Int(new.cgPointValue.y))")
    }
}

/// freshOS's KeyboardLayoutGuide (Tests/RealCode/06): a guide subclass whose own designated
/// initializer calls `super.init()`.
final class NamedGuide: UILayoutGuide {
    let tag: Int
    init(tag: Int) {
        self.tag = tag
        super.init()
    }
}

@Suite("UIKit's older and lower-level surface")
struct LegacyUIKitSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    final class Log: @unchecked Sendable { var entries: [String] = [] }

    // MARK: - Imported C enums

    @Test func animationCurveIsAnImportedOpenCEnum() {
        // As on iOS: any raw value makes a curve (the keyboard's is 7), and a switch needs
        // `@unknown default` for the values it does not name (it did not compile before: the
        // curve was a struct, and a switch over a struct must have a plain `default`).
        func name(_ curve: UIView.AnimationCurve) -> String {
            switch curve {
            case .easeInOut: return "easeInOut"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .linear: return "linear"
            @unknown default: return "unknown \(curve.rawValue)"
            }
        }
        let keyboard = UIView.AnimationCurve(rawValue: 7)
        #expect(keyboard?.rawValue == 7)
        #expect(keyboard.map(name) == "unknown 7")
        #expect(UIView.AnimationCurve(rawValue: 3).map(name) == "linear")
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
    }

    // MARK: - Core Animation transactions

    @Test func aTransactionsCompletionBlockWaitsForTheAnimationsAddedAfterIt() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let log = Log()
        let t0 = world.now
        world.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.entries.append("completion at \(Int(((world.now - t0) * 1000).rounded())) ms") }
            UIView.animate(withDuration: 0.3, animations: { screen.field.frame.origin.y += 50 })
            CATransaction.commit()
        }
        #expect(log.entries.isEmpty)
        world.settle()
        #expect(log.entries == ["completion at 300 ms"])
    }

    @Test func aCompletionBlockSetAfterTheAnimationsOrWithNoneRunsAtOnce() {
        // Apple: "If no animations are added before the current transaction group is committed
        // … the block will be invoked immediately" (Chatto sets its block after the animation).
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let log = Log()
        world.run {
            CATransaction.begin()
            UIView.animate(withDuration: 0.3, animations: { screen.field.frame.origin.y += 50 })
            CATransaction.setCompletionBlock { log.entries.append("after the animation") }
            log.entries.append("before commit")
            CATransaction.commit()
            log.entries.append("after commit")
        }
        #expect(log.entries == ["before commit", "after the animation", "after commit"])
    }

    @Test func transactionSettingsAreKeptAndTimingFunctionsHaveTheirControlPoints() {
        let world = World(device: Self.phone)
        world.run {
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.6)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
            CATransaction.setDisableActions(true)
            #expect(CATransaction.animationDuration() == 0.6)
            #expect(CATransaction.disableActions())
            var point: [Float] = [0, 0]
            CATransaction.animationTimingFunction()?.getControlPoint(at: 2, values: &point)
            #expect(point == [0.58, 1])
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        CAMediaTimingFunction(controlPoints: 0.2, 0.3, 0.4, 0.5).getControlPoint(at: 2, values: &point)
        #expect(point == [0.4, 0.5])
    }

    // MARK: - beginAnimations / commitAnimations

    @Test func aBeginCommitBlockAnimatesWhatChangesInItWithItsDurationAndCurve() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let t0 = world.now
        let start = world.presentationFrameInWindow(screen.field, at: t0).minY
        world.run {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.4)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationBeginsFromCurrentState(true)
            screen.field.frame.origin.y += 100
            UIView.commitAnimations()
        }
        #expect(screen.field.frame.minY == 200, "the model value changes at once")
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.1).minY == start + 25)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.2).minY == start + 50)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.4).minY == start + 100)
    }

    @Test func aBeginCommitBlockLastsTwoTenthsOfASecondByDefault() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let t0 = world.now
        let start = world.presentationFrameInWindow(screen.field, at: t0).minY
        world.run {
            UIView.beginAnimations("move", context: nil)
            UIView.setAnimationDelay(0.1)
            screen.field.frame.origin.y += 100
            UIView.commitAnimations()
        }
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.1).minY == start)
        // Ease-in-out is symmetric: halfway through its time, halfway there.
        #expect(abs(world.presentationFrameInWindow(screen.field, at: t0 + 0.2).minY - (start + 50)) < 0.01)
        #expect(world.presentationFrameInWindow(screen.field, at: t0 + 0.3).minY == start + 100)
        // Outside a block the setters do nothing, and a stray commit is ignored.
        world.run {
            UIView.setAnimationDuration(5)
            UIView.commitAnimations()
            screen.field.frame.origin.y += 10
        }
        #expect(world.presentationFrameInWindow(screen.field, at: world.now).minY == start + 110)
    }

    // MARK: - Hierarchy callbacks

    @Test func hierarchyCallbacksComeInUIKitsOrder() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let parent = HierarchyLoggingView("parent")
        let child = HierarchyLoggingView("child")
        parent.addSubview(child)
        #expect(child.log == ["child willMoveToSuperview view", "child didMoveToSuperview"], "no window yet: no window callbacks")
        #expect(parent.log == ["parent didAddSubview"])
        child.log = []
        parent.log = []
        world.run { screen.view.addSubview(parent) }
        #expect(parent.log == ["parent willMoveToSuperview view", "parent willMoveToWindow window", "parent didMoveToWindow window", "parent didMoveToSuperview"])
        #expect(child.log == ["child willMoveToWindow window", "child didMoveToWindow window"])
        child.log = []
        parent.log = []
        world.run { parent.removeFromSuperview() }
        #expect(parent.log == ["parent willMoveToSuperview nil", "parent willMoveToWindow nil", "parent didMoveToWindow nil", "parent didMoveToSuperview"])
        #expect(child.log == ["child willMoveToWindow nil", "child didMoveToWindow nil"])
        child.log = []
        parent.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["parent willRemoveSubview"])
        #expect(child.log == ["child willMoveToSuperview nil", "child didMoveToSuperview"])
    }

    // MARK: - Key-value observing

    @Test func keyValueObserversHearTheObservedViewsGeometryChange() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(screen)
        let host = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 40))
        let tracker = CenterTrackingView()
        world.run {
            screen.view.addSubview(host)
            host.addSubview(tracker)
            host.frame.origin.y = 400
            host.bounds.origin.y = 5
        }
        #expect(tracker.centers == ["center 520→420"], "scrolling the host leaves its centre alone: only changes are reported")
        world.run { tracker.removeFromSuperview() }
        world.run { host.center.y = 300 }
        #expect(tracker.centers.count == 1, "removed from the superview, the tracker stopped observing it")
    }

    @Test func observeReportsChangesUntilItsObservationIsInvalidated() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = Log()
        let observation = view.observe(\.frame, options: [.initial, .new, .old]) { observed, change in
            log.entries.append("\(observed === view) \(change.oldValue.map { "\(Int($0.minY))" } ?? "-")→\(change.newValue.map { "\(Int($0.minY))" } ?? "-")")
        }
        view.frame.origin.y = 5
        view.frame.origin.y = 5
        view.bounds.size.height = 20
        observation.invalidate()
        view.frame.origin.y = 9
        #expect(log.entries == ["true -→0", "true 0→5", "true 5→5"])
    }

    // MARK: - Constraints a view holds

    @Test func aViewHoldsTheConstraintsWhoseItemsItIsTheNearestCommonAncestorOf() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        let guide = NamedGuide(tag: 3)
        child.addLayoutGuide(guide)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let pin = grandchild.topAnchor.constraint(equalTo: root.topAnchor)
        let height = guide.heightAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([width, pin, height])
        #expect(child.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width), ObjectIdentifier(height)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(pin)])
        #expect(guide.tag == 3)
        // freshOS's lookup of a guide's height constraint.
        let found = guide.owningView?.constraints.first { $0.firstItem as? UILayoutGuide == guide && $0.firstAttribute == .height }
        #expect(found === height)
        // The first API installs where it is told, and removes only what the view holds.
        let added = grandchild.heightAnchor.constraint(equalToConstant: 8)
        root.addConstraint(added)
        #expect(root.constraints.count == 2)
        grandchild.removeConstraint(added)
        #expect(added.isActive)
        root.removeConstraints([added, pin])
        #expect(!added.isActive && !pin.isActive)
        #expect(root.constraints.isEmpty)
    }

    // MARK: - Top and bottom layout guides

    @Test func topAndBottomLayoutGuidesAreTheSafeAreasBands() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        let bar = UIView()
        world.run {
            screen.loadViewIfNeeded()
            bar.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.bottomAnchor.constraint(equalTo: screen.bottomLayoutGuide.topAnchor),
                bar.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
                bar.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        world.present(screen)
        let insets = screen.view.safeAreaInsets
        #expect(insets.top > 0 && insets.bottom > 0, "a phone with a notch and a home indicator")
        #expect(screen.topLayoutGuide.length == insets.top)
        #expect(screen.bottomLayoutGuide.length == insets.bottom)
        #expect(bar.frame.minY == insets.top)
        #expect(bar.frame.maxY == screen.view.bounds.height - insets.bottom)
        #expect(screen.view.layoutGuides.isEmpty, "UIKit's bars are not added guides")
        #expect(screen.transitionCoordinator == nil, "no transition is in progress (none is animated in the model)")
    }

    // MARK: - Members with no modelled effect

    @Test func aCellsBuiltInLabelsAndAnItemsPromptExist() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.textLabel === cell.textLabel)
        #expect(cell.detailTextLabel?.text == "Detail")
        let item = UINavigationItem(title: "Typist")
        item.prompt = "Keyboard frame"
        #expect(item.prompt == "Keyboard frame")
    }
}
