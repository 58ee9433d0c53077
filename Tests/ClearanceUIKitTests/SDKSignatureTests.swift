import ClearanceUIKit
import Testing

// The systematic pass over /work/shared/reference/uikit-surface.md (§2–§13): each declaration
// listed there, written as a reference of exactly the type Apple's page gives it, so that this
// file compiles only while every listed member exists with the SDK's name, labels, parameter
// and result types, optionality and closure attributes. (Selector-taking members —
// `sendAction(_:to:from:for:)`, `addTarget(_:action:)`, `init(target:action:)` — are reached
// through `clearance adapt`, which rewrites `#selector`; they are not listed here.)

@MainActor
private func declarationsAsApplesPagesGiveThem() -> Int {
    var checked = 0
    func check<T>(_ value: T) { checked += 1 }

    // §2 UIView: geometry, hierarchy, layout, conversion.
    check(UIView.init(frame:) as (CGRect) -> UIView)
    check(\UIView.frame as ReferenceWritableKeyPath<UIView, CGRect>)
    check(\UIView.bounds as ReferenceWritableKeyPath<UIView, CGRect>)
    check(\UIView.center as ReferenceWritableKeyPath<UIView, CGPoint>)
    check(\UIView.transform as ReferenceWritableKeyPath<UIView, CGAffineTransform>)
    check(\UIView.superview as KeyPath<UIView, UIView?>)
    check(\UIView.subviews as KeyPath<UIView, [UIView]>)
    check(\UIView.window as KeyPath<UIView, UIWindow?>)
    check(UIView.addSubview as (UIView) -> (UIView) -> Void)
    check(UIView.removeFromSuperview as (UIView) -> () -> Void)
    check(UIView.layoutSubviews as (UIView) -> () -> Void)
    check(UIView.layoutIfNeeded as (UIView) -> () -> Void)
    check(UIView.setNeedsLayout as (UIView) -> () -> Void)
    check(UIView.convert(_:from:) as (UIView) -> (CGRect, UIView?) -> CGRect)
    check(UIView.convert(_:to:) as (UIView) -> (CGRect, UIView?) -> CGRect)
    check(UIView.convert(_:to:) as (UIView) -> (CGPoint, UIView?) -> CGPoint)
    check(UIView.convert(_:from:) as (UIView) -> (CGPoint, UIView?) -> CGPoint)
    check(\UIView.safeAreaInsets as KeyPath<UIView, UIEdgeInsets>)
    check(UIView.safeAreaInsetsDidChange as (UIView) -> () -> Void)
    check(\UIView.safeAreaLayoutGuide as KeyPath<UIView, UILayoutGuide>)
    check(\UIView.layoutMarginsGuide as KeyPath<UIView, UILayoutGuide>)
    check(\UIView.keyboardLayoutGuide as KeyPath<UIView, UIKeyboardLayoutGuide>)
    check(\UIView.translatesAutoresizingMaskIntoConstraints as ReferenceWritableKeyPath<UIView, Bool>)
    check(\UIView.topAnchor as KeyPath<UIView, NSLayoutYAxisAnchor>)
    check(\UIView.bottomAnchor as KeyPath<UIView, NSLayoutYAxisAnchor>)
    check(\UIView.leadingAnchor as KeyPath<UIView, NSLayoutXAxisAnchor>)
    check(\UIView.trailingAnchor as KeyPath<UIView, NSLayoutXAxisAnchor>)
    check(\UIView.heightAnchor as KeyPath<UIView, NSLayoutDimension>)
    check(UIView.endEditing as (UIView) -> (Bool) -> Bool)

    // §3 animation.
    check(UIView.animate(withDuration:delay:options:animations:completion:)
        as (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void)
    check(UIView.animate(withDuration:animations:completion:) as (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void)
    check(UIView.animate(withDuration:animations:) as (TimeInterval, @escaping () -> Void) -> Void)
    check(UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
        as (TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void)
    check(UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
        as (TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void, (@Sendable (Bool) -> Void)?) -> Void)
    check(UIView.performWithoutAnimation as (() -> Void) -> Void)
    check([UIView.AnimationOptions.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear, .allowUserInteraction, .beginFromCurrentState])
    check(UIView.AnimationOptions(rawValue: 7 << 16))
    check([UIView.AnimationOptions.layoutSubviews, .repeat, .autoreverse, .overrideInheritedOptions, .allowAnimatedContent,
           .showHideTransitionViews, .transitionNone, .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp,
           .transitionCurlDown, .transitionCrossDissolve, .transitionFlipFromTop, .transitionFlipFromBottom,
           .preferredFramesPerSecondDefault, .preferredFramesPerSecond60, .preferredFramesPerSecond30])

    // The app delegate and a window of its own (before iOS 13).
    check(\UIApplication.delegate as ReferenceWritableKeyPath<UIApplication, (any UIApplicationDelegate)?>)
    check(UIWindow.init(frame:) as (CGRect) -> UIWindow)

    // The ObjectiveC module's associated objects, which UIKit re-exports on iOS.
    check(objc_setAssociatedObject as (Any, UnsafeRawPointer, Any?, objc_AssociationPolicy) -> Void)
    check(objc_getAssociatedObject as (Any, UnsafeRawPointer) -> Any?)
    check(objc_removeAssociatedObjects as (Any) -> Void)
    check(NSValue.init(uiEdgeInsets:) as (UIEdgeInsets) -> NSValue)
    check(\NSValue.uiEdgeInsetsValue as KeyPath<NSValue, UIEdgeInsets>)
    check(UIView.KeyframeAnimationOptions.allowUserInteraction)
    check([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear])
    check(UIView.beginAnimations(_:context:) as (String?, UnsafeMutableRawPointer?) -> Void)
    check(UIView.commitAnimations as () -> Void)
    check(UIView.setAnimationDuration as (TimeInterval) -> Void)
    check(UIView.setAnimationCurve as (UIView.AnimationCurve) -> Void)
    check(UIView.setAnimationBeginsFromCurrentState as (Bool) -> Void)

    // §4 UIResponder and the keyboard's notifications.
    check(UIResponder.becomeFirstResponder as (UIResponder) -> () -> Bool)
    check(UIResponder.resignFirstResponder as (UIResponder) -> () -> Bool)
    check(\UIResponder.isFirstResponder as KeyPath<UIResponder, Bool>)
    check(\UIResponder.canBecomeFirstResponder as KeyPath<UIResponder, Bool>)
    check([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
           UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification,
           UIResponder.keyboardDidChangeFrameNotification] as [NSNotification.Name])
    check([UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
           UIResponder.keyboardAnimationCurveUserInfoKey, UIResponder.keyboardIsLocalUserInfoKey] as [String])

    // §5 UIScrollView.
    check(\UIScrollView.contentInset as ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets>)
    check(\UIScrollView.adjustedContentInset as KeyPath<UIScrollView, UIEdgeInsets>)
    check(\UIScrollView.contentOffset as ReferenceWritableKeyPath<UIScrollView, CGPoint>)
    check(\UIScrollView.contentSize as ReferenceWritableKeyPath<UIScrollView, CGSize>)
    check(\UIScrollView.contentInsetAdjustmentBehavior as ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior>)
    check(\UIScrollView.scrollIndicatorInsets as ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets>)
    check(\UIScrollView.horizontalScrollIndicatorInsets as ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets>)
    check(\UIScrollView.verticalScrollIndicatorInsets as ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets>)
    check(\UIScrollView.automaticallyAdjustsScrollIndicatorInsets as ReferenceWritableKeyPath<UIScrollView, Bool>)
    check(UIScrollView.scrollRectToVisible as (UIScrollView) -> (CGRect, Bool) -> Void)
    check(UIScrollView.setContentOffset as (UIScrollView) -> (CGPoint, Bool) -> Void)
    check(\UIScrollView.keyboardDismissMode as ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode>)
    check(\UIScrollView.delegate as ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?>)
    check([UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always])
    check([UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive])

    // §6 UITableView, UITableViewController, UIStackView.
    check(UITableView.init(frame:style:) as (CGRect, UITableView.Style) -> UITableView)
    check([UITableView.Style.plain, .grouped, .insetGrouped])
    check(UITableViewController.init(style:) as (UITableView.Style) -> UITableViewController)
    check(\UITableViewController.tableView as ReferenceWritableKeyPath<UITableViewController, UITableView?>)
    check(UIStackView.init(arrangedSubviews:) as ([UIView]) -> UIStackView)
    check(\UIStackView.axis as ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis>)
    check(\UIStackView.spacing as ReferenceWritableKeyPath<UIStackView, CGFloat>)
    check(\UIStackView.distribution as ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution>)
    check(\UITableViewCell.textLabel as KeyPath<UITableViewCell, UILabel?>)
    check(\UITableViewCell.detailTextLabel as KeyPath<UITableViewCell, UILabel?>)

    // §7 text input.
    check(\UITextField.delegate as ReferenceWritableKeyPath<UITextField, (any UITextFieldDelegate)?>)
    check(\UITextField.inputAccessoryView as ReferenceWritableKeyPath<UITextField, UIView?>)
    check(\UITextField.text as ReferenceWritableKeyPath<UITextField, String?>)

    // §8 UIViewController.
    check(\UIViewController.view as ReferenceWritableKeyPath<UIViewController, UIView?>)
    check(UIViewController.loadView as (UIViewController) -> () -> Void)
    check(UIViewController.viewDidLoad as (UIViewController) -> () -> Void)
    check(UIViewController.viewWillAppear as (UIViewController) -> (Bool) -> Void)
    check(UIViewController.viewDidAppear as (UIViewController) -> (Bool) -> Void)
    check(UIViewController.viewWillDisappear as (UIViewController) -> (Bool) -> Void)
    check(UIViewController.viewDidDisappear as (UIViewController) -> (Bool) -> Void)
    check(UIViewController.viewDidLayoutSubviews as (UIViewController) -> () -> Void)
    check(UIViewController.viewSafeAreaInsetsDidChange as (UIViewController) -> () -> Void)
    check(\UIViewController.additionalSafeAreaInsets as ReferenceWritableKeyPath<UIViewController, UIEdgeInsets>)
    check(UIViewController.viewWillTransition(to:with:) as (UIViewController) -> (CGSize, any UIViewControllerTransitionCoordinator) -> Void)
    check(\UIViewController.navigationController as KeyPath<UIViewController, UINavigationController?>)
    check(\UIViewController.presentedViewController as KeyPath<UIViewController, UIViewController?>)
    check(\UIViewController.transitionCoordinator as KeyPath<UIViewController, (any UIViewControllerTransitionCoordinator)?>)
    check(\UIViewController.topLayoutGuide as KeyPath<UIViewController, any UILayoutSupport>)
    check(\UIViewController.bottomLayoutGuide as KeyPath<UIViewController, any UILayoutSupport>)
    check(\UINavigationItem.prompt as ReferenceWritableKeyPath<UINavigationItem, String?>)

    // §9 window, scene, screen, application, device, insets.
    check(\UIWindow.isKeyWindow as KeyPath<UIWindow, Bool>)
    check(\UIWindowScene.windows as KeyPath<UIWindowScene, [UIWindow]>)
    check(\UIWindowScene.interfaceOrientation as KeyPath<UIWindowScene, UIInterfaceOrientation>)
    check(\UIScreen.bounds as KeyPath<UIScreen, CGRect>)
    check(\UIApplication.connectedScenes as KeyPath<UIApplication, Set<UIScene>>)
    check(\UIApplication.keyWindow as KeyPath<UIApplication, UIWindow?>)
    check([UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
           UIDevice.orientationDidChangeNotification] as [NSNotification.Name])
    check(\UIDevice.orientation as KeyPath<UIDevice, UIDeviceOrientation>)
    check(\UIDevice.userInterfaceIdiom as KeyPath<UIDevice, UIUserInterfaceIdiom>)
    check(UIEdgeInsets.init(top:left:bottom:right:) as (CGFloat, CGFloat, CGFloat, CGFloat) -> UIEdgeInsets)
    check(UIEdgeInsets() == UIEdgeInsets.zero)

    // §10 Auto Layout.
    check(NSLayoutConstraint.activate as ([NSLayoutConstraint]) -> Void)
    check(NSLayoutConstraint.deactivate as ([NSLayoutConstraint]) -> Void)
    check(\NSLayoutConstraint.isActive as ReferenceWritableKeyPath<NSLayoutConstraint, Bool>)
    check(\NSLayoutConstraint.priority as ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority>)
    check(\NSLayoutConstraint.constant as ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat>)
    check(\NSLayoutConstraint.identifier as ReferenceWritableKeyPath<NSLayoutConstraint, String?>)
    // The anchors are value types here, not `NSLayoutAnchor<AnchorType>` subclasses, and take
    // `constant:`/`multiplier:` as defaulted arguments: the calls are the SDK's.
    let top = UIView().topAnchor, bottom = UIView().bottomAnchor, height = UIView().heightAnchor
    check(top.constraint(equalTo: bottom) as NSLayoutConstraint)
    check(top.constraint(equalTo: bottom, constant: 1) as NSLayoutConstraint)
    check(top.constraint(lessThanOrEqualTo: bottom, constant: 1) as NSLayoutConstraint)
    check(top.constraint(greaterThanOrEqualTo: bottom, constant: 1) as NSLayoutConstraint)
    check(height.constraint(equalTo: height, multiplier: 2, constant: 1) as NSLayoutConstraint)
    check(height.constraint(equalTo: height, multiplier: 2) as NSLayoutConstraint)
    check(height.constraint(equalToConstant: 1) as NSLayoutConstraint)
    check(NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
        as (Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute, CGFloat, CGFloat) -> NSLayoutConstraint)
    check(\UILayoutGuide.layoutFrame as KeyPath<UILayoutGuide, CGRect>)
    check(\UILayoutGuide.identifier as ReferenceWritableKeyPath<UILayoutGuide, String>)
    check(UILayoutGuide.init as () -> UILayoutGuide)
    check(\UIKeyboardLayoutGuide.followsUndockedKeyboard as ReferenceWritableKeyPath<UIKeyboardLayoutGuide, Bool>)
    check(\UIKeyboardLayoutGuide.usesBottomSafeArea as ReferenceWritableKeyPath<UIKeyboardLayoutGuide, Bool>)
    check(\UIKeyboardLayoutGuide.keyboardDismissPadding as ReferenceWritableKeyPath<UIKeyboardLayoutGuide, CGFloat>)
    check(UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:) as (UITrackingLayoutGuide) -> ([NSLayoutConstraint], NSDirectionalRectEdge) -> Void)
    check(UITrackingLayoutGuide.setConstraints(_:activeWhenAwayFrom:) as (UITrackingLayoutGuide) -> ([NSLayoutConstraint], NSDirectionalRectEdge) -> Void)
    check([UILayoutPriority.required, .defaultHigh, .defaultLow, UILayoutPriority(rawValue: 1), UILayoutPriority(2)])
    check(\UIView.constraints as KeyPath<UIView, [NSLayoutConstraint]>)
    check(UIView.addConstraint as (UIView) -> (NSLayoutConstraint) -> Void)
    check(UIView.removeConstraint as (UIView) -> (NSLayoutConstraint) -> Void)

    // §11 property animator, gestures.
    check(UIViewPropertyAnimator.init(duration:curve:animations:) as (TimeInterval, UIView.AnimationCurve, (() -> Void)?) -> UIViewPropertyAnimator)
    check(UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
        as (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((UIViewAnimatingPosition) -> Void)?) -> UIViewPropertyAnimator)
    check(\UITapGestureRecognizer.numberOfTapsRequired as ReferenceWritableKeyPath<UITapGestureRecognizer, Int>)

    // Touches, events, the responder chain and the gesture delegate (Touches.swift; Tests/RealBugs 04, 17, 24).
    check(UIResponder.touchesBegan(_:with:) as (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void)
    check(UIResponder.touchesMoved(_:with:) as (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void)
    check(UIResponder.touchesEnded(_:with:) as (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void)
    check(UIResponder.touchesCancelled(_:with:) as (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void)
    check(UITouch.location(in:) as (UITouch) -> (UIView?) -> CGPoint)
    check(UITouch.previousLocation(in:) as (UITouch) -> (UIView?) -> CGPoint)
    check(\UITouch.view as KeyPath<UITouch, UIView?>)
    check(\UITouch.window as KeyPath<UITouch, UIWindow?>)
    check(\UITouch.phase as KeyPath<UITouch, UITouch.Phase>)
    check(\UITouch.type as KeyPath<UITouch, UITouch.TouchType>)
    check(\UITouch.tapCount as KeyPath<UITouch, Int>)
    check(\UITouch.timestamp as KeyPath<UITouch, TimeInterval>)
    check([UITouch.Phase.began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited])
    check(\UIEvent.allTouches as KeyPath<UIEvent, Set<UITouch>?>)
    check(\UIEvent.type as KeyPath<UIEvent, UIEvent.EventType>)
    check(\UIEvent.timestamp as KeyPath<UIEvent, TimeInterval>)
    check(UIEvent.touches(for:) as (UIEvent) -> (UIView) -> Set<UITouch>?)
    check(\UIGestureRecognizer.delegate as ReferenceWritableKeyPath<UIGestureRecognizer, (any UIGestureRecognizerDelegate)?>)
    check((any UIGestureRecognizerDelegate).gestureRecognizerShouldBegin(_:) as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer) -> Bool)
    check((any UIGestureRecognizerDelegate).gestureRecognizer(_:shouldReceive:)
        as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer, UITouch) -> Bool)
    check((any UIGestureRecognizerDelegate).gestureRecognizer(_:shouldReceive:)
        as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer, UIEvent) -> Bool)
    check((any UIGestureRecognizerDelegate).gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
        as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer, UIGestureRecognizer) -> Bool)
    check((any UIGestureRecognizerDelegate).gestureRecognizer(_:shouldRequireFailureOf:)
        as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer, UIGestureRecognizer) -> Bool)
    check((any UIGestureRecognizerDelegate).gestureRecognizer(_:shouldBeRequiredToFailBy:)
        as ((any UIGestureRecognizerDelegate)) -> (UIGestureRecognizer, UIGestureRecognizer) -> Bool)

    // §12 Foundation (the world's NotificationCenter).
    check(NotificationCenter.default)
    check(NotificationCenter.addObserver(forName:object:queue:using:)
        as (NotificationCenter) -> (NSNotification.Name?, Any?, OperationQueue?, @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol)
    check(NotificationCenter.removeObserver(_:) as (NotificationCenter) -> (Any) -> Void)
    check(NotificationCenter.post(name:object:userInfo:) as (NotificationCenter) -> (NSNotification.Name, Any?, [AnyHashable: Any]?) -> Void)
    check(NotificationCenter.post(name:object:) as (NotificationCenter) -> (NSNotification.Name, Any?) -> Void)
    check(NotificationCenter.publisher(for:object:) as (NotificationCenter) -> (Notification.Name, AnyObject?) -> NotificationCenter.Publisher)
    check(Notification.init(name:object:userInfo:) as (Notification.Name, Any?, [AnyHashable: Any]?) -> Notification)
    check(NSValue(cgRect: .zero).cgRectValue)
    check(OperationQueue.main)

    // Core Animation and key-value observing, as real keyboard code uses them.
    check(CATransaction.begin as () -> Void)
    check(CATransaction.commit as () -> Void)
    check(CATransaction.setCompletionBlock as ((() -> Void)?) -> Void)
    check(CATransaction.completionBlock as () -> (() -> Void)?)
    check(CATransaction.setAnimationDuration as (CFTimeInterval) -> Void)
    check(CATransaction.animationDuration as () -> CFTimeInterval)
    check(CATransaction.setAnimationTimingFunction as (CAMediaTimingFunction?) -> Void)
    check(CATransaction.setDisableActions as (Bool) -> Void)
    check(CAMediaTimingFunction.init(name:) as (CAMediaTimingFunctionName) -> CAMediaTimingFunction)
    check(CAMediaTimingFunction.init(controlPoints:_:_:_:) as (Float, Float, Float, Float) -> CAMediaTimingFunction)
    check([CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    check(UIView.addObserver(_:forKeyPath:options:context:) as (UIView) -> (NSObject, String, NSKeyValueObservingOptions, UnsafeMutableRawPointer?) -> Void)
    check(UIView.removeObserver(_:forKeyPath:) as (UIView) -> (NSObject, String) -> Void)
    check(UIResponder.observeValue(forKeyPath:of:change:context:)
        as (UIResponder) -> (String?, Any?, [NSKeyValueChangeKey: Any]?, UnsafeMutableRawPointer?) -> Void)
    check([NSKeyValueChangeKey.newKey, .oldKey, .kindKey, .indexesKey, .notificationIsPriorKey])
    check(NSKeyValueObservation.invalidate as (NSKeyValueObservation) -> () -> Void)
    // NSObject's `init()` and `awakeAfter(using:)`, which UIKit's NSLayoutConstraint and
    // UIResponder inherit (https://developer.apple.com/documentation/objectivec/nsobject/1417074-awakeafter:
    // `func awakeAfter(using coder: NSCoder) -> Any?`), and the constraint's optional first item
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem).
    check(NSLayoutConstraint.init as () -> NSLayoutConstraint)
    check(NSLayoutConstraint.awakeAfter(using:) as (NSLayoutConstraint) -> (NSCoder) -> Any?)
    check(UIResponder.awakeAfter(using:) as (UIResponder) -> (NSCoder) -> Any?)
    check(\NSLayoutConstraint.firstItem as KeyPath<NSLayoutConstraint, AnyObject?>)
    // NSObjectProtocol's `responds(to:)`
    // (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:):
    // `func responds(to aSelector: Selector!) -> Bool`), on NSObject and on any NSObjectProtocol.
    check(NSObject.responds(to:) as (NSObject) -> (Selector?) -> Bool)
    check(UIView.responds(to:) as (UIView) -> (Selector?) -> Bool)
    check({ (object: any NSObjectProtocol, selector: Selector?) in object.responds(to: selector) } as (any NSObjectProtocol, Selector?) -> Bool)
    // Issue 51's real-file gaps: `var activationState: UIScene.ActivationState { get }` on
    // UIScene (https://developer.apple.com/documentation/uikit/uiscene/activationstate),
    // `func didReceiveMemoryWarning()`, `var next: UIResponder? { get }`,
    // `var numberOfLines: Int`, `func invalidateIntrinsicContentSize()` (overridable), and
    // the appearance proxies (`static func appearance() -> Self`).
    check(\UIScene.activationState as KeyPath<UIScene, UIScene.ActivationState>)
    check(UIViewController.didReceiveMemoryWarning as (UIViewController) -> () -> Void)
    check(\UIResponder.next as KeyPath<UIResponder, UIResponder?>)
    check(\UILabel.numberOfLines as ReferenceWritableKeyPath<UILabel, Int>)
    check(\UILabel.font as ReferenceWritableKeyPath<UILabel, UIFont?>)
    check(\UILabel.textColor as ReferenceWritableKeyPath<UILabel, UIColor?>)
    check(UIView.invalidateIntrinsicContentSize as (UIView) -> () -> Void)
    check(UITextView.appearance as () -> UITextView)
    check(UITextField.appearance as () -> UITextField)
    check(UILabel.appearance as () -> UILabel)
    check(UINavigationBar.appearance as () -> UINavigationBar)
    return checked
}

/// A controller that frees a cache on a memory warning and a view that re-measures, as apps
/// write them: both overrides compile.
private final class MemoryWarnedController: UIViewController {
    var freed = false
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        freed = true
    }
}

private final class RemeasuringView: UIView {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

@Suite("UIKit's surface as Apple's pages declare it")
struct SDKSignatureTests {
    @MainActor @Test func everyListedDeclarationHasTheSDKsType() {
        // The count pins the list: a declaration removed from this file is noticed.
        #expect(declarationsAsApplesPagesGiveThem() == 210)
    }

    @MainActor @Test func defaultsAreThePagesDefaults() {
        let scroll = UIScrollView()
        #expect(scroll.contentInset == .zero)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.keyboardDismissMode == .none)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.spacing == 0 && stack.distribution == .fill)
        #expect(UITapGestureRecognizer().numberOfTapsRequired == 1)
        #expect(UIView().widthAnchor.constraint(equalToConstant: 1).priority == .required)
        #expect(!UIView().widthAnchor.constraint(equalToConstant: 1).isActive, "new constraints start inactive")
        // UIViewAnimationOptions' values (UIView.h): the curve in bits 16-19, the transition in
        // 20-23, the frame rate in 24-27.
        #expect(UIView.AnimationOptions.allowAnimatedContent.rawValue == 1 << 7)
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        let guide = UIView().keyboardLayoutGuide
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.usesBottomSafeArea)
        #expect(UILabel().numberOfLines == 1, "https://developer.apple.com/documentation/uikit/uilabel/numberoflines: 'The default value for this property is 1'")
        #expect(UITextView.appearance() === UITextView.appearance(), "one proxy per class")
        let view = RemeasuringView()
        view.invalidateIntrinsicContentSize()
        #expect(view.invalidations == 1)
        let controller = MemoryWarnedController()
        controller.didReceiveMemoryWarning()
        #expect(controller.freed)
    }

    /// UIResponder's `next` (https://developer.apple.com/documentation/uikit/uiresponder/next)
    /// as the responder chain the model already followed for `sendAction`: a root view answers
    /// its controller, the controller its view's superview, the window the
    /// application; the scene is always active.
    @MainActor @Test func nextFollowsTheResponderChain() throws {
        let controller = UIViewController()
        let world = World(device: try #require(DeviceCatalog.device(id: "iphone_x_xs_11pro")))
        world.present(controller)
        let field = UITextField()
        world.run { controller.view.addSubview(field) }
        #expect(field.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === controller.view.superview, "the presentation's container view")
        #expect(world.window.next === world.application)
        #expect(world.application.next == nil, "no delegate")
        #expect(UIResponder().next == nil)
        #expect(world.windowScene.activationState == .foregroundActive)
    }

    /// `responds(to:)` answers whether the object implements or inherits the method the selector
    /// names: a selector here holds a method with its class, so an object of that class or a
    /// subclass responds, another does not, and a `nil` selector is answered `false` (as the
    /// Objective-C runtime answers a null selector).
    @MainActor @Test func respondsToAnswersWhetherTheObjectHasTheMethod() {
        let field = UITextField()
        let becomeFirstResponder = Selector(UIResponder.becomeFirstResponder)
        #expect(field.responds(to: becomeFirstResponder), "inherited from UIResponder")
        #expect(UIView().responds(to: becomeFirstResponder))
        let scrollRangeToVisible = Selector(UITextView.scrollRangeToVisible(_:))
        #expect(UITextView().responds(to: scrollRangeToVisible))
        #expect(!field.responds(to: scrollRangeToVisible), "a text field has no text view's method")
        #expect(!NSObject().responds(to: becomeFirstResponder))
        #expect(!field.responds(to: nil))
        let object: any NSObjectProtocol = field
        #expect(object.responds(to: becomeFirstResponder))
    }
}
