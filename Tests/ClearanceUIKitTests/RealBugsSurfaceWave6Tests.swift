import ClearanceUIKit
import Foundation
import Testing

// The declarations the real bug-fix pairs 05 (BottomSheet), 18 (MessageViewController) and 01
// (IQKeyboardManager) needed, each as a reference of exactly the type Apple's page gives it (the
// SDKSignatureTests pattern), then the ones whose effect is modelled, by behaviour.

@MainActor
private func wave6DeclarationsAsApplesPagesGiveThem() -> Int {
    var checked = 0
    func check<T>(_ value: T) { checked += 1 }

    // 05: paths.
    check(UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:) as (CGRect, UIRectCorner, CGSize) -> UIBezierPath)
    check(UIBezierPath.init(roundedRect:cornerRadius:) as (CGRect, CGFloat) -> UIBezierPath)
    check(UIBezierPath.init(rect:) as (CGRect) -> UIBezierPath)
    check(UIBezierPath.init(ovalIn:) as (CGRect) -> UIBezierPath)
    check(UIBezierPath.init(cgPath:) as (CGPath) -> UIBezierPath)
    check(\UIBezierPath.cgPath as ReferenceWritableKeyPath<UIBezierPath, CGPath>)
    check(\UIBezierPath.bounds as KeyPath<UIBezierPath, CGRect>)
    check(\CGPath.boundingBox as KeyPath<CGPath, CGRect>)
    check(\CGPath.isEmpty as KeyPath<CGPath, Bool>)
    let mutable: CGPath = CGMutablePath()
    check(mutable)
    check(CADisplayLink.init(target:selector:) as (Any, Selector) -> CADisplayLink)
    check(CADisplayLink.add(to:forMode:) as (CADisplayLink) -> (RunLoop, RunLoop.Mode) -> Void)
    check(CADisplayLink.invalidate as (CADisplayLink) -> () -> Void)
    check(\CADisplayLink.timestamp as KeyPath<CADisplayLink, CFTimeInterval>)
    check(UIScrollView.DecelerationRate.init(rawValue:) as (CGFloat) -> UIScrollView.DecelerationRate)
    check(\UIScrollView.decelerationRate as ReferenceWritableKeyPath<UIScrollView, UIScrollView.DecelerationRate>)

    // 18: text styles, typing attributes, sublayers.
    check(NSMutableParagraphStyle() as NSParagraphStyle)
    check(\NSMutableParagraphStyle.paragraphSpacingBefore as ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)
    check(\NSMutableParagraphStyle.lineHeightMultiple as ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)
    check(\NSMutableParagraphStyle.lineSpacing as ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)
    check(\NSMutableParagraphStyle.alignment as ReferenceWritableKeyPath<NSMutableParagraphStyle, NSTextAlignment>)
    check(NSParagraphStyle.default)
    check(NSAttributedString.Key.paragraphStyle)
    check(\UITextView.typingAttributes as ReferenceWritableKeyPath<UITextView, [NSAttributedString.Key: Any]>)
    check(CALayer.addSublayer(_:) as (CALayer) -> (CALayer) -> Void)
    check(\CALayer.sublayers as ReferenceWritableKeyPath<CALayer, [CALayer]?>)
    check(\CALayer.superlayer as KeyPath<CALayer, CALayer?>)
    check(CALayer.removeFromSuperlayer as (CALayer) -> () -> Void)

    // 01: the keyboard's appearance and Core Animation's clock.
    check([UIKeyboardAppearance.default, .dark, .light, .alert])
    check(\UITextField.keyboardAppearance as ReferenceWritableKeyPath<UITextField, UIKeyboardAppearance>)
    check(\UITextView.keyboardAppearance as ReferenceWritableKeyPath<UITextView, UIKeyboardAppearance>)
    check(CACurrentMediaTime as () -> CFTimeInterval)
    check(CGPoint.equalTo as (CGPoint) -> (CGPoint) -> Bool)
    check(CGSize.equalTo as (CGSize) -> (CGSize) -> Bool)
    check(UIImage.init as () -> UIImage)
    check(UIImage.imageFlippedForRightToLeftLayoutDirection as (UIImage) -> () -> UIImage)
    check([UIControl.State.application, .reserved])
    check(\UILabel.lineBreakMode as ReferenceWritableKeyPath<UILabel, NSLineBreakMode>)
    check(\UILabel.attributedText as ReferenceWritableKeyPath<UILabel, NSAttributedString?>)
    check(UIDevice.playInputClick as (UIDevice) -> () -> Void)
    check(\UIToolbar.isTranslucent as ReferenceWritableKeyPath<UIToolbar, Bool>)
    check(\UINavigationController.interactivePopGestureRecognizer as KeyPath<UINavigationController, UIGestureRecognizer?>)
    check(\UIBarButtonItem.accessibilityLabel as ReferenceWritableKeyPath<UIBarButtonItem, String?>)
    check(UIApplication.willChangeStatusBarOrientationNotification as NSNotification.Name)
    check([UIBarPosition.any, .bottom, .top, .topAttached])
    check([UIBarMetrics.default, .compact, .defaultPrompt, .compactPrompt])
    check(UIOffset.init(horizontal:vertical:) as (CGFloat, CGFloat) -> UIOffset)
    check(UIBarButtonItem.appearance as () -> UIBarButtonItem)
    check(UIBarButtonItem.setBackgroundImage(_:for:barMetrics:) as (UIBarButtonItem) -> (UIImage?, UIControl.State, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setBackgroundImage(_:for:style:barMetrics:) as (UIBarButtonItem) -> (UIImage?, UIControl.State, UIBarButtonItem.Style, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setBackButtonBackgroundImage(_:for:barMetrics:) as (UIBarButtonItem) -> (UIImage?, UIControl.State, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setTitlePositionAdjustment(_:for:) as (UIBarButtonItem) -> (UIOffset, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setBackgroundVerticalPositionAdjustment(_:for:) as (UIBarButtonItem) -> (CGFloat, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setBackButtonBackgroundVerticalPositionAdjustment(_:for:) as (UIBarButtonItem) -> (CGFloat, UIBarMetrics) -> Void)
    check(UIBarButtonItem.setTitleTextAttributes(_:for:) as (UIBarButtonItem) -> ([NSAttributedString.Key: Any]?, UIControl.State) -> Void)
    check(UIBarButtonItem.titleTextAttributes(for:) as (UIBarButtonItem) -> (UIControl.State) -> [NSAttributedString.Key: Any]?)
    check(UIToolbar.appearance as () -> UIToolbar)
    check(UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:) as (UIToolbar) -> (UIImage?, UIBarPosition, UIBarMetrics) -> Void)
    check(UIToolbar.setShadowImage(_:forToolbarPosition:) as (UIToolbar) -> (UIImage?, UIBarPosition) -> Void)
    check(UIImage.init(named:in:compatibleWith:) as (String, Bundle?, UITraitCollection?) -> UIImage?)

    // 19: Foundation's predicate format (unavailable in Foundation on Linux).
    check(NSPredicate.init(format:_:) as (String, CVarArg...) -> NSPredicate)
    return checked
}

@MainActor @Suite struct RealBugsSurfaceWave6Tests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func theDeclarationsHaveTheSDKsTypes() {
        #expect(wave6DeclarationsAsApplesPagesGiveThem() == 61)
    }

    /// CACurrentMediaTime() is the running world's virtual clock: a time taken with it moves as the
    /// world's animations and scheduled work do, and two runs give the same numbers.
    @Test func currentMediaTimeIsTheWorldsVirtualClock() {
        let world = World(device: Self.phone)
        let start = world.run { CACurrentMediaTime() }
        world.advance(by: 0.25)
        let later = world.run { CACurrentMediaTime() }
        #expect(later - start == 0.25)
        #expect(start == world.run { World.current!.now } - 0.25)
        #expect(CACurrentMediaTime() == 0)
    }

    /// A sublayer is appended (the array made on the first one, as Core Animation's page says), and
    /// adding it to another layer moves it there.
    @Test func addSublayerAppendsAndMovesALayer() {
        let host = UIView(), other = UIView(), border = UIView(), line = UIView()
        #expect(host.layer.sublayers == nil)
        host.layer.addSublayer(border.layer)
        host.layer.addSublayer(line.layer)
        #expect(host.layer.sublayers?.map(ObjectIdentifier.init) == [ObjectIdentifier(border.layer), ObjectIdentifier(line.layer)])
        #expect(border.layer.superlayer === host.layer)
        other.layer.addSublayer(border.layer)
        #expect(host.layer.sublayers?.map(ObjectIdentifier.init) == [ObjectIdentifier(line.layer)])
        #expect(border.layer.superlayer === other.layer)
        line.layer.removeFromSuperlayer()
        #expect(host.layer.sublayers?.isEmpty == true)
        #expect(line.layer.superlayer == nil)
    }

    /// A path keeps the rectangle bounding it, through its Core Graphics form.
    @Test func aBezierPathIsBoundedByItsRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 390, height: 200)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        #expect(path.bounds == rect)
        #expect(path.cgPath.boundingBox == rect)
        #expect(UIBezierPath(cgPath: path.cgPath).bounds == rect)
        #expect(UIBezierPath().cgPath.isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    /// Values kept on text inputs read back; the keyboard's look defaults to `.default`.
    @Test func textInputValuesAreKept() {
        let field = UITextField(), textView = UITextView()
        #expect(field.keyboardAppearance == .default)
        field.keyboardAppearance = .dark
        textView.keyboardAppearance = .alert
        #expect(field.keyboardAppearance == .dark && textView.keyboardAppearance == .dark)
        let style = NSMutableParagraphStyle()
        style.paragraphSpacingBefore = 2
        textView.typingAttributes = [.paragraphStyle: style]
        #expect((textView.typingAttributes[.paragraphStyle] as? NSParagraphStyle)?.paragraphSpacingBefore == 2)
    }

    /// `SELF MATCHES %@` matches the whole string against the regular expression (ICU's MATCHES,
    /// as Apple's Predicate Programming Guide states), `[c]` without case; another format is false.
    @Test func aMatchesPredicateMatchesTheWholeString() {
        let email = #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"#
        let predicate = NSPredicate(format: "SELF MATCHES %@", email)
        #expect(predicate.evaluate(with: "ada@example.org"))
        #expect(!predicate.evaluate(with: "ada@example"))
        #expect(!predicate.evaluate(with: ""))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[a-z]+").evaluate(with: "abc1"))
        #expect(NSPredicate(format: "SELF MATCHES[c] %@", "[a-z]+").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[a-z]+").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF BEGINSWITH %@", "a").evaluate(with: "abc"))
        #expect(!predicate.evaluate(with: 42))
    }

    /// A display link never calls its target: the model has no display refresh.
    @Test func aDisplayLinkNeverFires() {
        final class Step { var frames = 0; func step(_ link: CADisplayLink) { frames += 1 } }
        let world = World(device: Self.phone)
        let step = Step()
        let link = world.run { () -> CADisplayLink in
            let link = CADisplayLink(target: step, selector: Step.step)
            link.add(to: .main, forMode: .common)
            return link
        }
        world.advance(by: 1)
        #expect(step.frames == 0)
        link.invalidate()
        #expect(UIScrollView().decelerationRate == .normal && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    /// A label's attributed text sets its text, as UIKit's does; the pop gesture never begins.
    @Test func aLabelsAttributedTextSetsItsTextAndThePopGestureNeverBegins() {
        let label = UILabel()
        #expect(label.lineBreakMode == .byTruncatingTail)
        label.attributedText = NSAttributedString(string: "Notes")
        #expect(label.text == "Notes" && label.attributedText?.string == "Notes")
        label.text = "Other"
        #expect(label.attributedText?.string == "Other")
        label.attributedText = nil
        #expect(label.text == nil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let pop = navigation.interactivePopGestureRecognizer
        #expect(pop != nil && pop === navigation.interactivePopGestureRecognizer && pop?.state == .possible)
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(UIImage().size == .zero && UIControl.State.application.rawValue == 0x00FF_0000)
        let item = UIBarButtonItem()
        #expect(item.titleTextAttributes(for: .normal) == nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance() && UIImage(named: "x", in: nil, compatibleWith: nil) == nil)
    }
}
