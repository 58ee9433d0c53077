import ClearanceUIKit
import Testing

// The declarations current apps' keyboard screens (Tests/RealCode/modern-surface.md m07–m13)
// and the real bug-fix pairs (Tests/RealBugs 02, 07, 08, 10, 13, 14, 19, 28) needed, each as a
// reference of exactly the type Apple's page gives it (the SDKSignatureTests pattern), then the
// ones that are modelled, by behaviour.

@MainActor
private func modernDeclarationsAsApplesPagesGiveThem() -> Int {
    var checked = 0
    func check<T>(_ value: T) { checked += 1 }

    // Labels, buttons, images, colours, layers.
    check(\UILabel.font as ReferenceWritableKeyPath<UILabel, UIFont?>)
    check(\UILabel.textColor as ReferenceWritableKeyPath<UILabel, UIColor?>)
    check(\UILabel.textAlignment as ReferenceWritableKeyPath<UILabel, NSTextAlignment>)
    check(\UIButton.titleLabel as KeyPath<UIButton, UILabel?>)
    check(UIButton.setImage(_:for:) as (UIButton) -> (UIImage?, UIControl.State) -> Void)
    check(UIButton.image(for:) as (UIButton) -> (UIControl.State) -> UIImage?)
    check(\UIButton.currentImage as KeyPath<UIButton, UIImage?>)
    check(\UIButton.Configuration.image as WritableKeyPath<UIButton.Configuration, UIImage?>)
    check(UIButton.Configuration.glass as () -> UIButton.Configuration)
    check(UIButton.Configuration.prominentGlass as () -> UIButton.Configuration)
    check(UIImage.init(systemName:) as (String) -> UIImage?)
    check(UIImage.init(systemName:withConfiguration:) as (String, UIImage.Configuration?) -> UIImage?)
    check(UIImage.SymbolConfiguration.init(pointSize:weight:) as (CGFloat, UIImage.SymbolWeight) -> UIImage.SymbolConfiguration)
    check(UIImage.SymbolConfiguration.init(textStyle:) as (UIFont.TextStyle) -> UIImage.SymbolConfiguration)
    check(UIImage.SymbolConfiguration.init(scale:) as (UIImage.SymbolScale) -> UIImage.SymbolConfiguration)
    check(UIColor.init(cgColor:) as (CGColor) -> UIColor)
    // Mastodon's alt-text screen (modern-surface.md m10) and its UIView extension.
    check(\UITextView.textStorage as KeyPath<UITextView, NSTextStorage>)
    check(NSLayoutManager.boundingRect(forGlyphRange:in:) as (NSLayoutManager) -> (NSRange, NSTextContainer) -> CGRect)
    check(\UIScreen.nativeScale as KeyPath<UIScreen, CGFloat>)
    check(\CALayer.shadowPath as ReferenceWritableKeyPath<CALayer, CGPath?>)
    check(\CALayer.maskedCorners as ReferenceWritableKeyPath<CALayer, CACornerMask>)
    check([CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    check([UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight, .allCorners])

    // Text fields and text input.
    check(\UITextField.leftView as ReferenceWritableKeyPath<UITextField, UIView?>)
    check(\UITextField.leftViewMode as ReferenceWritableKeyPath<UITextField, UITextField.ViewMode>)
    check(\UITextField.rightView as ReferenceWritableKeyPath<UITextField, UIView?>)
    check(\UITextField.rightViewMode as ReferenceWritableKeyPath<UITextField, UITextField.ViewMode>)
    check(UIControl.removeTarget(_:action:for:) as (UIControl) -> (Any?, Selector?, UIControl.Event) -> Void)
    let inputs: [any UITextInput] = [UITextField(), UITextView()]
    check(inputs)
    let keyInput: any UIKeyInput = UITextField()
    check(keyInput.hasText)

    // Views, controllers, traits, presentations.
    check(\UIView.readableContentGuide as KeyPath<UIView, UILayoutGuide>)
    check(\UIView.overrideUserInterfaceStyle as ReferenceWritableKeyPath<UIView, UIUserInterfaceStyle>)
    check(\UIViewController.overrideUserInterfaceStyle as ReferenceWritableKeyPath<UIViewController, UIUserInterfaceStyle>)
    check(UIView.traitCollectionDidChange as (UIView) -> (UITraitCollection?) -> Void)
    check(UIViewController.traitCollectionDidChange as (UIViewController) -> (UITraitCollection?) -> Void)
    check(\UIViewController.popoverPresentationController as KeyPath<UIViewController, UIPopoverPresentationController?>)
    check(UIPresentationController.init(presentedViewController:presenting:) as (UIViewController, UIViewController?) -> UIPresentationController)
    check(\UIPopoverPresentationController.sourceView as ReferenceWritableKeyPath<UIPopoverPresentationController, UIView?>)
    check(\UIPopoverPresentationController.sourceRect as ReferenceWritableKeyPath<UIPopoverPresentationController, CGRect>)
    check(\UIPresentationController.delegate as ReferenceWritableKeyPath<UIPresentationController, (any UIAdaptivePresentationControllerDelegate)?>)

    // Presses, effects, interactions, haptics.
    check(UIResponder.pressesBegan(_:with:) as (UIResponder) -> (Set<UIPress>, UIPressesEvent?) -> Void)
    check(UIResponder.pressesEnded(_:with:) as (UIResponder) -> (Set<UIPress>, UIPressesEvent?) -> Void)
    check(\UIPress.key as KeyPath<UIPress, UIKey?>)
    check(\UIKey.keyCode as KeyPath<UIKey, UIKeyboardHIDUsage>)
    check(\UIKey.modifierFlags as KeyPath<UIKey, UIKeyModifierFlags>)
    check(UIVisualEffectView.init(effect:) as (UIVisualEffect?) -> UIVisualEffectView)
    check(\UIVisualEffectView.contentView as KeyPath<UIVisualEffectView, UIView>)
    check(UIBlurEffect.init(style:) as (UIBlurEffect.Style) -> UIBlurEffect)
    check(UIGlassEffect.init(style:) as (UIGlassEffect.Style) -> UIGlassEffect)
    check(\UIGlassEffect.isInteractive as ReferenceWritableKeyPath<UIGlassEffect, Bool>)
    check(\UIScrollEdgeElementContainerInteraction.edge as ReferenceWritableKeyPath<UIScrollEdgeElementContainerInteraction, UIRectEdge>)
    check(UIView.addInteraction as (UIView) -> (any UIInteraction) -> Void)
    check(UINotificationFeedbackGenerator.notificationOccurred as (UINotificationFeedbackGenerator) -> (UINotificationFeedbackGenerator.FeedbackType) -> Void)
    check(UIFeedbackGenerator.prepare as (UIFeedbackGenerator) -> () -> Void)

    // Old API still in the SDK, the process, the `os` module.
    check(UI_USER_INTERFACE_IDIOM as () -> UIUserInterfaceIdiom)
    check(\UIApplication.statusBarOrientation as KeyPath<UIApplication, UIInterfaceOrientation>)
    check(\ProcessInfo.isiOSAppOnMac as KeyPath<ProcessInfo, Bool>)
    check(OSLog.init(subsystem:category:) as (String, String) -> OSLog)
    check([OSSignpostType.begin, .end, .event])
    check(OSSignpostID.init(log:) as (OSLog) -> OSSignpostID)
    os_signpost(.begin, log: .default, name: "checked")
    os_signpost(.event, log: OSLog(subsystem: "a", category: "b"), name: "checked", "%{public}s", "value")
    os_log("checked", log: .default, type: .info)
    check(os_signpost as (OSSignpostType, UnsafeRawPointer, OSLog, StaticString, OSSignpostID) -> Void)

    // The second layer the pairs and files reached.
    check(UIColor.init(dynamicProvider:) as (@escaping (UITraitCollection) -> UIColor) -> UIColor)
    check(UIColor.resolvedColor(with:) as (UIColor) -> (UITraitCollection) -> UIColor)
    check(UITraitCollection.init(userInterfaceStyle:) as (UIUserInterfaceStyle) -> UITraitCollection)
    check(UIViewPropertyAnimator.init(duration:timingParameters:) as (TimeInterval, any UITimingCurveProvider) -> UIViewPropertyAnimator)
    check(UISpringTimingParameters.init(dampingRatio:initialVelocity:) as (CGFloat, CGVector) -> UISpringTimingParameters)
    check(UICubicTimingParameters.init(animationCurve:) as (UIView.AnimationCurve) -> UICubicTimingParameters)
    check(CGAffineTransform.translatedBy(x:y:) as (CGAffineTransform) -> (CGFloat, CGFloat) -> CGAffineTransform)
    check(UITextView.selectionRects(for:) as (UITextView) -> (UITextRange) -> [UITextSelectionRect])
    check(\UITextSelectionRect.rect as KeyPath<UITextSelectionRect, CGRect>)
    check(UITextView.init(usingTextLayoutManager:) as (Bool) -> UITextView)
    check(\UITextView.textContainer as KeyPath<UITextView, NSTextContainer>)
    check(\NSTextContainer.maximumNumberOfLines as ReferenceWritableKeyPath<NSTextContainer, Int>)
    check(\NSTextContainer.lineBreakMode as ReferenceWritableKeyPath<NSTextContainer, NSLineBreakMode>)
    check(\UITextView.inlinePredictionType as ReferenceWritableKeyPath<UITextView, UITextInlinePredictionType>)
    check(\UITextField.inlinePredictionType as ReferenceWritableKeyPath<UITextField, UITextInlinePredictionType>)
    check(\CALayer.cornerCurve as ReferenceWritableKeyPath<CALayer, CALayerCornerCurve>)
    check(\UITextView.allowsEditingTextAttributes as ReferenceWritableKeyPath<UITextView, Bool>)
    check(\UITextView.supportsAdaptiveImageGlyph as ReferenceWritableKeyPath<UITextView, Bool>)
    return checked
}

/// A screen whose label follows the readable width, as a form on an iPad does.
private final class ReadableScreen: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }
}

/// A bar built in a visual effect view's content view, as chat input bars are.
private final class EffectBarScreen: UIViewController {
    let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.contentView.addSubview(field)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
            field.leadingAnchor.constraint(equalTo: bar.contentView.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: bar.contentView.trailingAnchor, constant: -8),
            field.centerYAnchor.constraint(equalTo: bar.contentView.centerYAnchor),
        ])
    }
}

private final class Receiver: NSObject {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func sent(_ sender: UIControl) { log.append("sent") }
}

@MainActor
@Suite("The modern apps' and real pairs' UIKit surface (issues 50, 51)")
struct ModernSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    static let pad = DeviceCatalog.device(id: "ipad_pro_11_m4")!

    @Test func everyDeclarationHasTheSDKsType() {
        // The count pins the list.
        #expect(modernDeclarationsAsApplesPagesGiveThem() == 79)
    }

    /// Apple: the readable content guide "never extends beyond the view's layout margin guide"
    /// and is at most the readable width (672 pt at the default text size, useyourloaf's
    /// measurement, 176 pt from each edge of a 1024 pt view).
    @Test func theReadableContentGuideIsTheMarginsNarrowedToTheReadableWidth() throws {
        let pad = World(device: Self.pad, orientation: .landscape, iOSVersion: 17)
        let wide = ReadableScreen()
        pad.present(wide)
        pad.settle()
        let margins = wide.view.layoutMarginsGuide.layoutFrame
        let readable = wide.view.readableContentGuide.layoutFrame
        #expect(margins.width > 672, "an iPad in landscape is wider than the readable width")
        #expect(readable.width == 672)
        #expect(readable.midX == margins.midX, "centred between the margins")
        #expect(readable.minY == margins.minY && readable.height == margins.height)
        #expect(wide.label.frame.width == 672, "a label pinned to the guide is as wide as it")
        #expect(wide.label.frame.minX == readable.minX)

        let phone = World(device: Self.phone, iOSVersion: 17)
        let narrow = ReadableScreen()
        phone.present(narrow)
        phone.settle()
        #expect(narrow.view.readableContentGuide.layoutFrame == narrow.view.layoutMarginsGuide.layoutFrame,
                "narrower than the readable width: the margins")
        #expect(narrow.label.frame.minX == narrow.view.layoutMarginsGuide.layoutFrame.minX)
    }

    /// "Add subviews to the visual effect view's contentView": the content view fills the
    /// effect view, so a field built in it sits where it would in a plain bar and rides the
    /// keyboard layout guide.
    @Test func aVisualEffectViewsContentViewFillsItAndCarriesItsSubviews() throws {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = EffectBarScreen()
        world.present(screen)
        world.settle()
        #expect(screen.bar.contentView.superview === screen.bar)
        #expect(screen.bar.contentView.frame == screen.bar.bounds)
        #expect(screen.bar.bounds.height == 52)
        let fieldFrame = screen.field.frameInWindow
        let barFrame = screen.bar.frameInWindow
        #expect(fieldFrame.minX == barFrame.minX + 8 && fieldFrame.maxX == barFrame.maxX - 8)
        #expect(abs(fieldFrame.midY - barFrame.midY) < 0.5)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        let keyboardTop = try #require(world.keyboard.screenFrame).minY
        #expect(abs(screen.field.frameInWindow.midY - (keyboardTop - 26)) < 0.5, "the bar rides the keyboard with its content")
    }

    /// UIKit: "Specify nil to remove the specified control events for all target objects";
    /// a target's actions for other events stay.
    @Test func removeTargetStopsATargetsActionsForThoseEvents() {
        let button = UIButton(type: .system)
        let first = Receiver(), second = Receiver()
        button.addTarget(first, action: Receiver.tapped, for: .touchUpInside)
        button.addTarget(first, action: Receiver.sent(_:), for: .editingDidEnd)
        button.addTarget(second, action: Receiver.tapped, for: .touchUpInside)
        button.removeTarget(first, action: Receiver.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .editingDidEnd)
        #expect(first.log == ["sent"], "only the removed events stop")
        #expect(second.log == ["tapped"], "another target keeps its action")
        button.removeTarget(nil, action: nil, for: [.touchUpInside, .editingDidEnd])
        button.sendActions(for: [.touchUpInside, .editingDidEnd])
        #expect(first.log == ["sent"] && second.log == ["tapped"], "nil removes the events for every target")
        let action = UIAction { _ in first.log.append("action") }
        button.addAction(action, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(first.log.last == "action", "a UIAction is not a target/action pair")
    }

    /// Text fields and text views are `UITextInput`s, found as KeyboardSupport finds them
    /// (`subview as? UIView & UITextInput`); key input edits the text.
    @Test func textFieldsAndTextViewsAreTextInputs() {
        let container = UIView()
        let field = UITextField(), text = UITextView(), label = UILabel()
        [field, text, label].forEach(container.addSubview)
        let found = container.subviews.compactMap { $0 as? UIView & UITextInput }
        #expect(found.count == 2 && found[0] === field && found[1] === text)
        field.text = ""
        #expect(!field.hasText)
        field.insertText("ab")
        field.deleteBackward()
        #expect(field.text == "a" && field.hasText)
        let input: any UITextInput = text
        #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == 0)
    }

    /// The deprecated idiom function and status bar orientation read the world's device and
    /// orientation.
    @Test func theOldIdiomAndOrientationReadTheWorld() {
        let pad = World(device: Self.pad, orientation: .landscape, iOSVersion: 17)
        pad.present(UIViewController())
        pad.run {
            #expect(UI_USER_INTERFACE_IDIOM() == .pad)
            #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        }
        let phone = World(device: Self.phone, iOSVersion: 17)
        phone.present(UIViewController())
        phone.run {
            #expect(UI_USER_INTERFACE_IDIOM() == .phone)
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
        }
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    }

    /// A system symbol's size is not modelled: an image view showing one is sized by its
    /// constraints, not by a made-up size.
    @Test func aSystemSymbolHasNoModelledSize() throws {
        let symbol = try #require(UIImage(systemName: "paperplane.fill"))
        #expect(UIImageView(image: symbol).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let sized = UIImage(size: CGSize(width: 20, height: 20))
        #expect(UIImageView(image: sized).intrinsicContentSize == CGSize(width: 20, height: 20))
        let configured = try #require(UIImage(systemName: "mic", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)))
        #expect(configured.symbolConfiguration?.pointSize == 17)
        let button = UIButton(type: .system)
        button.setImage(symbol, for: .normal)
        button.setTitle("Send", for: .normal)
        #expect(button.currentImage === symbol && button.image(for: .highlighted) === symbol)
        #expect(button.titleLabel?.text == "Send")
        #expect(button.intrinsicContentSize.height == 34, "the control height is kept")
    }

    /// Only a controller presented as a popover has a popover presentation controller
    /// (Apple's `popoverPresentationController` page).
    @Test func onlyAPopoverHasAPopoverPresentationController() {
        let sheet = UIViewController()
        #expect(sheet.popoverPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let controller = popover.popoverPresentationController
        #expect(controller != nil && controller === popover.popoverPresentationController)
        #expect(controller?.presentedViewController === popover)
        let interaction = UIScrollEdgeElementContainerInteraction()
        let view = UIView()
        view.addInteraction(interaction)
        #expect(interaction.view === view && view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil && view.interactions.isEmpty)
    }

    /// The model is always light: a dynamic colour is what its closure gives for light traits
    /// (Apple's `init(dynamicProvider:)` page: the closure is called with the traits to draw for).
    @Test func aDynamicColourIsItsLightColour() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic == .white)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    /// Core Graphics' `translatedBy(x:y:)` applies the translation in the transform's own space.
    @Test func translatedByAddsTheTranslation() {
        let moved = CGAffineTransform.identity.translatedBy(x: 0, y: -120).translatedBy(x: 3, y: 20)
        #expect(moved.tx == 3 && moved.ty == -100)
        #expect(CGAffineTransform(translationX: 5, y: 6).translatedBy(x: 1, y: 1) == CGAffineTransform(translationX: 6, y: 7))
    }

    /// A property animator made with timing parameters runs its animations on the world's clock
    /// for its duration, as one made with the matching curve or damping ratio does.
    @Test func anAnimatorWithTimingParametersRunsItsAnimations() throws {
        let world = World(device: Self.phone, iOSVersion: 17)
        let controller = UIViewController()
        world.present(controller)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [UIViewAnimatingPosition] = []
        world.run {
            controller.view.addSubview(box)
            let spring = UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters())
            spring.addAnimations { box.frame.origin.y = 100 }
            spring.addCompletion { finished.append($0) }
            spring.startAnimation()
            let cubic = UIViewPropertyAnimator(duration: 0.25, timingParameters: UICubicTimingParameters(animationCurve: .easeOut))
            cubic.addAnimations { box.frame.origin.x = 50 }
            cubic.startAnimation()
        }
        world.settle()
        #expect(box.frame.origin == CGPoint(x: 50, y: 100))
        #expect(finished == [.end])
        #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero).dampingRatio == 1,
                "ratio = damping / (2·√(mass·stiffness))")
    }

    /// A text view's selection rectangles are its first line, as `firstRect(for:)` gives it.
    @Test func selectionRectsAreTheFirstLine() throws {
        let text = UITextView(usingTextLayoutManager: false)
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        text.text = "hello"
        let range = try #require(text.selectedTextRange)
        let rects = text.selectionRects(for: range)
        #expect(rects.count == 1 && rects[0].rect == text.firstRect(for: range))
        #expect(text.textContainer.lineFragmentPadding == 5)
    }

    /// The storage holds the text view's text (Apple: "the text storage object holding the text
    /// displayed in this text view"); the app's own edits stay until the text changes.
    @Test func aTextViewsStorageHoldsItsText() {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        text.text = "one\ntwo"
        #expect(text.textStorage.string == "one\ntwo")
        #expect(text.textStorage === text.textStorage)
        text.textStorage.append(NSAttributedString(string: "!"))
        #expect(text.textStorage.string == "one\ntwo!")
        text.text = "three"
        #expect((text.textStorage.string as NSString).length == 5)
    }

    /// Measured without glyphs: the range's lines, one font line each, as wide as the line
    /// fragment (the width less the container inset, less 5 pt of padding at each end).
    @Test func aGlyphRangesBoundingRectIsItsLinesInTheLineFragment() {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        text.font = .systemFont(ofSize: 17)
        text.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        text.text = "one\ntwo\nthree"
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let all = text.layoutManager.boundingRect(forGlyphRange: NSRange(location: 0, length: 13), in: text.textContainer)
        #expect(all == CGRect(x: 5, y: 0, width: 182, height: 3 * line))
        let second = text.layoutManager.boundingRect(forGlyphRange: NSRange(location: 4, length: 3), in: text.textContainer)
        #expect(second == CGRect(x: 5, y: line, width: 182, height: line))
        #expect(text.layoutManager.boundingRect(forGlyphRange: NSRange(location: 99, length: 5), in: text.textContainer).height == 0,
                "a range past the text is empty, never a trap")
    }

    /// Downsampled screens: iPhone 8 Plus (1,080 pixels across 414 points) and 12 mini (2.88).
    @Test func theNativeScaleIsThePhysicalScreens() {
        let plus = World(device: DeviceCatalog.device(id: "iphone_8_plus")!, iOSVersion: 17)
        let mini = World(device: DeviceCatalog.device(id: "iphone_12mini_13mini")!, iOSVersion: 17)
        let x = World(device: Self.phone, iOSVersion: 17)
        #expect(plus.screen.scale == 3 && abs(plus.screen.nativeScale - 2.6087) < 0.0001)
        #expect(abs(mini.screen.nativeScale - 2.88) < 0.0001)
        #expect(x.screen.nativeScale == x.screen.scale)
        let layer = CALayer()
        #expect(layer.shadowPath == nil)
        layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
