import ClearanceUIKit
import Testing

/// square/Listable's `KVOContext` (Tests/RealBugs/38, Binding.swift), reduced: an observation
/// of any `NSObject` through a key path, made in code generic over the observed type.
final class GenericKeyPathObserver<Observed: NSObject, Value>: @unchecked Sendable {
    private(set) var changes: [NSKeyValueObservedChange<Value>] = []
    private var observation: NSKeyValueObservation?

    init(_ observed: Observed, _ keyPath: KeyPath<Observed, Value>, options: NSKeyValueObservingOptions) {
        observation = observed.observe(keyPath, options: options) { [weak self] _, change in
            self?.changes.append(change)
        }
    }

    func invalidate() { observation?.invalidate() }
    func release() { observation = nil }
}

/// A scroll view subclass, as an app observes its own (the key path's root is the subclass).
final class AppScrollView: UIScrollView {}

/// An app's own object that is not a view.
final class AppModel: NSObject {
    var count = 1
}

@Suite("Swift key-path KVO: observe(_:options:changeHandler:)")
struct KeyPathObservingTests {
    @Test func theSDKsSignatureOnEveryNSObject() {
        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
        let observe: (UIScrollView) -> (KeyPath<UIScrollView, CGSize>, NSKeyValueObservingOptions,
                                        @escaping @Sendable (UIScrollView, NSKeyValueObservedChange<CGSize>) -> Void) -> NSKeyValueObservation
            = UIScrollView.observe(_:options:changeHandler:)
        let onModel: (AppModel) -> (KeyPath<AppModel, Int>, NSKeyValueObservingOptions,
                                    @escaping @Sendable (AppModel, NSKeyValueObservedChange<Int>) -> Void) -> NSKeyValueObservation
            = AppModel.observe(_:options:changeHandler:)
        _ = (observe, onModel)
        let all: NSKeyValueObservingOptions = [.new, .old, .initial, .prior]
        #expect(all.rawValue == 0x0F)
    }

    @Test func codeGenericOverNSObjectObservesAScrollViewsContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let observer = GenericKeyPathObserver(scroll, \UIScrollView.contentSize, options: [.old, .new])
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentSize = CGSize(width: 100, height: 500)
        #expect(observer.changes.map { "\(Int($0.oldValue?.height ?? -1))→\(Int($0.newValue?.height ?? -1))" } == ["0→300", "300→500"],
                "each change once, with its old and new values; setting the same size again is no change")
        #expect(observer.changes.allSatisfy { $0.kind == .setting && $0.indexes == nil && !$0.isPrior })
    }

    @Test func aScrollViewsContentKeyPathsAreNotified() {
        let scroll = AppScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let log = LegacyUIKitSurfaceTests.Log()
        let offset = scroll.observe(\.contentOffset, options: [.new]) { _, change in log.entries.append("offset \(Int(change.newValue?.y ?? -1))") }
        let inset = scroll.observe(\.contentInset, options: [.old, .new]) { _, change in
            log.entries.append("inset \(Int(change.oldValue?.bottom ?? -1))→\(Int(change.newValue?.bottom ?? -1))")
        }
        let bounds = scroll.observe(\.bounds) { _, change in
            log.entries.append("bounds \(change.oldValue == nil && change.newValue == nil ? "no values" : "values")")
        }
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentInset.bottom = 300
        #expect(log.entries == ["offset 40", "bounds no values", "inset 0→300"],
                "a scroll moves the bounds too; with no options a change comes without values")
        _ = (offset, inset, bounds)
    }

    @Test func aViewsFrameBoundsAndCenterAreNotified() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = LegacyUIKitSurfaceTests.Log()
        let center = view.observe(\.center, options: [.old, .new]) { _, change in
            log.entries.append("center \(Int(change.oldValue?.y ?? -1))→\(Int(change.newValue?.y ?? -1))")
        }
        let bounds = view.observe(\.bounds, options: [.new]) { _, change in log.entries.append("bounds \(Int(change.newValue?.height ?? -1))") }
        view.frame.origin.y = 20
        view.bounds.size.height = 30
        #expect(log.entries == ["center 5→25", "center 25→35", "bounds 30"])
        _ = (center, bounds)
    }

    @Test func initialSendsTheCurrentValueAsNewAndNoOldValue() {
        // "a notification should be sent to the observer immediately, before the observer
        // registration method even returns ... will always contain an newKey entry if new is
        // also specified but will never contain an oldKey entry"
        // (https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial).
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset.bottom = 34
        let withNew = GenericKeyPathObserver(scroll, \.contentInset, options: [.initial, .old, .new])
        #expect(withNew.changes.count == 1)
        #expect(withNew.changes.first?.newValue?.bottom == 34)
        #expect(withNew.changes.first?.oldValue == nil)
        let withoutNew = GenericKeyPathObserver(scroll, \.contentInset, options: [.initial])
        #expect(withoutNew.changes.count == 1)
        #expect(withoutNew.changes.first?.newValue == nil)
    }

    @Test func anInvalidatedOrReleasedObservationHearsNoMore() {
        // "when the returned NSKeyValueObservation is deinited or invalidated, it will stop observing"
        // (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)).
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let invalidated = GenericKeyPathObserver(scroll, \.contentOffset, options: [.new])
        let released = GenericKeyPathObserver(scroll, \.contentOffset, options: [.new])
        scroll.contentOffset.y = 10
        invalidated.invalidate()
        released.release()
        scroll.contentOffset.y = 20
        #expect(invalidated.changes.map { $0.newValue?.y } == [10])
        #expect(released.changes.map { $0.newValue?.y } == [10])
    }

    @Test func aKeyPathTheModelDoesNotNotifyIsNeverNotifiedOfAChange() {
        // Another property of a view, or of an object that is not a view, has no modelled KVO
        // (NoModelledEffect.md): not even when the view's geometry changes later.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = LegacyUIKitSurfaceTests.Log()
        let alpha = view.observe(\.alpha, options: [.new]) { _, change in log.entries.append("alpha \(change.newValue ?? -1)") }
        view.alpha = 0.5
        view.frame.origin.y = 3
        #expect(log.entries.isEmpty)
        let model = AppModel()
        let count = GenericKeyPathObserver(model, \AppModel.count, options: [.initial, .new])
        model.count = 2
        #expect(count.changes.map(\.newValue) == [1], "only the initial notification")
        _ = alpha
    }
}
