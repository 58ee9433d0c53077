import ClearanceUIKit
import Testing

/// `PlaceholderTextView` overrides `delegate` at UIKit's narrower `UITextViewDelegate?`, which the
/// simulated text view does not declare (Swift cannot redeclare the scroll view's property with
/// another type); the adapter writes the override at the inherited type. On iOS the override
/// replaces the one pair of accessors (`delegate`/`setDelegate:`) that every caller reaches,
/// whether it holds the view as a text view or as a scroll view. This target failed to compile
/// before the rule.
@MainActor
@Suite("A text view's narrowed delegate override")
struct NarrowedDelegateOverrideScreenTests {
    @Test func theOverrideIsReachedThroughTheTextViewAndTheScrollViewAndTheDelegateHearsEditing() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = UIViewController()
        let textView = PlaceholderTextView(frame: CGRect(x: 16, y: 120, width: 300, height: 120))
        let log = EditingLog()
        world.present(screen)
        world.run {
            screen.view.addSubview(textView)
            textView.delegate = log
            let asScrollView: UIScrollView = textView
            #expect(asScrollView.delegate === log)
            asScrollView.delegate = log
        }
        #expect(textView.delegateWrites == 2)
        #expect(textView.delegateReads >= 1)
        world.run { _ = textView.becomeFirstResponder() }
        world.settle()
        #expect(log.events == ["begin"])
    }
}
