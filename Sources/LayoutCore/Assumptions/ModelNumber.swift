/// A number or rule of the model that no source establishes: registered, with what it is
/// used for and the evidence there is, so that a verdict resting on it can be questioned.
///
/// Sourced numbers cite their source beside the code instead; behaviours with conflicting
/// evidence are switchable ``Assumption``s. `clearance list assumptions` prints both lists.
public struct ModelNumber: Hashable, Sendable, CustomStringConvertible {
    /// A stable name.
    public let name: String
    /// The value or rule the model uses.
    public let value: String
    /// Where the model uses it.
    public let usedFor: String
    /// What evidence there is, and what is missing.
    public let evidence: String

    public var description: String { "\(name) = \(value)" }
}

extension ModelNumber {
    /// The iPad form sheet's size.
    public static let formSheetSize = ModelNumber(
        name: "form-sheet-size", value: "540×620 pt on every iOS version",
        usedFor: "the root view's frame in a form-sheet window (WindowKind.formSheet)",
        evidence: "a widely hard-coded constant (device-geometry.md §5, formsheet_540x620_code); iPadOS 16 made form sheets 'slightly bigger' in regular width (hacknicity16) by an amount nobody published")

    /// How long an animated scroll takes.
    public static let animatedScrollDuration = ModelNumber(
        name: "animated-scroll-duration", value: "0.3 s, whatever the distance",
        usedFor: "setContentOffset(_:animated: true), scrollRectToVisible(_:animated: true) and the table's and collection view's animated scrolls (UIScrollView.scrollAnimationDuration); the curve is linear, as Apple's Scroll View Programming Guide says (\"at a constant rate\")",
        evidence: "Apple documents no duration, only the constant rate; the animation is not a UIView animation and cannot be given one (jianshu measurement at 39.103.169.235/p/4f4d1ba5268c; bitlabs506 'Customizing animation speed in UIScrollView' replaces it with a UIView animation to choose a duration); 0.3 s is the figure developers quote, not a measurement found here")

    /// How far SwiftUI's `move(edge:)` and `slide` transitions move an inserted view.
    public static let moveTransitionDistance = ModelNumber(
        name: "move-transition-distance", value: "the view's own height (top, bottom) or width (leading, trailing, slide)",
        usedFor: "where a view inserted by an animated change with transition(.move(edge:)) or .slide starts, before it animates to its place",
        evidence: "Apple says move(edge:) 'moves the view away, towards the specified edge of the view' and slide 'inserts by moving in from the leading edge' (developer.apple.com/documentation/swiftui/anytransition), with no distance; not measured here")

    /// The iPad page sheet's size.
    public static let pageSheetSize = ModelNumber(
        name: "page-sheet-size", value: "min(704, window width − 40) wide, from 20 pt below the top safe area to the window's bottom",
        usedFor: "the root view's frame in a page-sheet window (WindowKind.pageSheet)",
        evidence: "device-geometry.md §5: the iPad page sheet's point size was not found")

    /// The gap above a compact-width sheet.
    public static let compactSheetTopGap = ModelNumber(
        name: "compact-sheet-top-gap", value: "10 pt below the window's top safe area",
        usedFor: "the top of a sheet presented in a compact-width window (Assumption compact-width-sheet-is-card)",
        evidence: "the iOS 13 card's position is only seen in screenshots (hacknicity, 'View Controller Presentation Changes in iOS 13'); no measured value was found")
    /// The gap's value, where the model uses it.
    static let compactSheetTopGapPoints: CGFloat = 10

    /// A half-and-half Split View in portrait.
    public static let portraitHalfSplit = ModelNumber(
        name: "portrait-half-split-view", value: "⌊(screen width − 10) / 2⌋",
        usedFor: "a Split View 1/2 window after rotating to portrait",
        evidence: "the measured portrait sizes are 1/3 and 2/3 only (gist_sgl0v, snap_upstream); what a half split becomes in portrait is not published")

    /// A date picker's height, whatever its style.
    public static let datePickerHeight = ModelNumber(
        name: "date-picker-height", value: "216 pt, 162 pt in a compact vertical size class, in every style",
        usedFor: "UIDatePicker's intrinsic height, and so the keyboard's frame when a date picker is a text field's inputView",
        evidence: "the wheels' heights are sourced (markmeretzky.com picker notes: 216 in portrait, 162 in landscape; squimer/DatePickerDialog-iOS-Swift PR #40); the compact and inline styles (the automatic style from iOS 14) as an input view show a panel with empty space (hackiftekhar/IQKeyboardManager#1760) whose height nobody measured")

    /// Where a search bar's text field sits.
    public static let searchFieldInsets = ModelNumber(
        name: "search-field-insets", value: "8 pt from each side of the bar, vertically centred",
        usedFor: "the frame of a UISearchBar's searchTextField (its height, 36 pt, and the bar's, 56 pt, are sourced beside the code)",
        evidence: "screenshots only (the field's sides line up with the system's 8 pt margins); not measured")
    /// The inset's value, where the model uses it.
    static let searchFieldSideInset: CGFloat = 8

    /// The split keyboard's vertical position.
    public static let splitKeyboardY = ModelNumber(
        name: "split-keyboard-y", value: "−(keyboard height − 40)",
        usedFor: "the frame the notifications report for a split keyboard (KeyboardSystem.shownState); the guide and the checks take it as where the keyboard is only with Assumption split-keyboard-counts-as-dismissed off",
        evidence: "one logged frame, {0, −264, 768, 304} (StackOverflow 10749311), in a willChangeFrame whose centre key puts the keyboard below the screen; generalised from it")

    /// How far a floating keyboard stays above the screen's bottom.
    public static let floatingKeyboardBottomMargin = ModelNumber(
        name: "floating-keyboard-bottom-margin", value: "20 pt: a floating keyboard's frame ends at least 20 pt above the screen's bottom, wherever it is dragged",
        usedFor: "the clamp of a floating keyboard's origin (KeyboardSystem.shownState, placement .floating and dragFloatingKeyboard): its maxY is at most the screen's height less this margin",
        evidence: "keyboard-platform.md §3.2: a floating keyboard is 'a small frame not touching the bottom (width < screenW, maxY < screenH)'; how far above the bottom it stops is not published, and no logged floating frame near the bottom was found (searched: issue threads and pages on iPadOS floating keyboard frames — KeyboardLayoutGuide#37, KUIKeyboard#7, stream-chat-swift#597 give no numbers); 20 pt is the Face ID iPads' home-indicator area (device-geometry.md), which the floating keyboard is taken to stay clear of, as on Home-button iPads")
    /// The margin's value, where the model uses it.
    static let floatingKeyboardBottomMarginPoints: CGFloat = 20

    /// The caret line of a tall text view.
    public static let caretLine = ModelNumber(
        name: "caret-line", value: "36 pt (17 pt text plus 8 pt container insets, rounded up); caretRect(for:) is that line less the insets, 20 pt tall and 2 pt wide, at the first line's start wherever the position is",
        usedFor: "what of a text view must stay visible when the whole view cannot (TextView.caretRect) and the smallest free band an invariant demands (Feasibility)",
        evidence: "derived from UITextView's default textContainerInset (8 pt top and bottom) and the 17 pt body font's line height; not measured")

    /// Table cell geometry.
    public static let tableCellGeometry = ModelNumber(
        name: "table-cell-geometry", value: "row height = item height + max(spacing, 8) + 8; content centred, 16 pt in from the cell's safe area on each side",
        usedFor: "the table-view-controller strategy's rows (its data source's heights and its cell's layout: app code, not UIKit's)",
        evidence: "chosen to resemble a default UITableViewCell; UIKit's self-sizing (automaticDimension) is modelled, but the generated form's items have no constraints to size a cell by")

    /// A rectangle taller than the visible area.
    public static let tallRectScrollsToTop = ModelNumber(
        name: "tall-rect-scrolls-to-top", value: "a rectangle taller than the visible area is aligned at its top (with tall-rect-scrolls-to-its-end on, its bottom at the visible area's bottom)",
        usedFor: "ScrollView.scrollRectToVisible and the system's scroll to the first responder",
        evidence: "Apple documents minimal scrolling only (keyboard-platform.md §3.4); the tall case is not documented, and the one observation found disagrees: on iPhone OS 2 a rectangle larger than the visible area showed its bottom edge first (blog.s21g.com/articles/1007, 2008), and so does rdar 20798351 (iOS 8: a text field's own scroll to visible went 'to the very end' of a field wider than the view), registered as tall-rect-scrolls-to-its-end (off by default: switched on, the careful clean set breaks field-visible)")

    /// The root view's layout margins.
    public static let rootLayoutMargins = ModelNumber(
        name: "root-layout-margins", value: "0 pt top and bottom, 16 pt at the sides (20 pt in regular width); the property leaves the safe area out",
        usedFor: "the root view's layoutMargins (World.positionRootAndBars); layoutMarginsGuide adds the safe area",
        evidence: "Apple's UIView.layoutMargins page (iOS 8 to 10): a root view's top and bottom margins are zero, its sides 16 or 20 pt by size class (useyourloaf, 'Changing Root View Layout Margins': 16 compact, 20 regular); the current page says the root's value 'reflects the system minimum margins and safe area insets', so whether the property itself includes the safe area (IQKeyboardManager reads it for its bottom term) is not settled; was 8 pt top and bottom, UIView's default, until this source was found")

    /// Which constraint breaks in a conflict.
    public static let conflictBreaksLaterConstraint = ModelNumber(
        name: "conflict-breaks-later-constraint", value: "of two conflicting required constraints, the one added later is broken",
        usedFor: "LayoutEngine when required constraints cannot all hold",
        evidence: "UIKit logs 'Will attempt to recover by breaking constraint' and picks one; the rule it uses is not documented")

    /// The details of a stack view's own constraints that UIKit does not document.
    public static let stackViewArrangement = ModelNumber(
        name: "stack-view-arrangement", value: "required UISV constraints (canvas connection, spacing, alignment, fill-equally, hiding); equal-spacing and equal-centering gaps kept equal and compact at priority 50; across the axis a view without an intrinsic size spans the stack at priority 25 and a non-fill stack hugs its views at priority 10; a tie between views of equal hugging or compression priority is left to the solver; arranged views get translatesAutoresizingMaskIntoConstraints = false",
        usedFor: "UIStackView (its constraints in the window's engine and in systemLayoutSizeFitting)",
        evidence: "Apple documents the distributions and alignments in words (the UIStackView.Distribution pages: .fill shrinks by compression resistance, stretches by hugging, and resolves ambiguity 'based on their index', which index is not said); the UISV-spacing, UISV-canvas-connection and UISV-fill-proportionally constraints and their priorities are as UIKit logs them (stackoverflow.com/a/46368061); UISV-hiding is a zero-length constraint (forkingdog/FDStackView#6); the low priorities that keep an unconstrained stack compact, and the span of a view with no intrinsic width (text metrics are not modelled), are the model's")

    /// `.automatic` content inset adjustment.
    public static let automaticAdjustsRootScrollView = ModelNumber(
        name: "automatic-adjusts-controller-scroll-view", value: ".automatic adjusts vertically when the scroll view belongs to a controller in a navigation or tab bar controller, or scrolls vertically",
        usedFor: "ScrollView.adjustedContentInset",
        evidence: "Apple: 'always adjusts vertically when the scroll view is the content view of a view controller that is currently displayed by a navigation or tab bar controller' (keyboard-platform.md §3.4); the model reads 'content view' as any scroll view the controller owns")

    /// Horizontal safe-area adjustment.
    public static let horizontalAdjustmentOnlyAlways = ModelNumber(
        name: "horizontal-inset-adjustment-only-always", value: "only .always adds the left and right safe area to a scroll view's content inset",
        usedFor: "ScrollView.adjustedContentInset in landscape on Face ID iPhones",
        evidence: "Apple: .automatic and .scrollableAxes adjust horizontally only when the content scrolls horizontally; the model's forms never do")

    /// Tracking constraints after re-docking.
    public static let trackingConstraintsKeepLastState = ModelNumber(
        name: "tracking-constraints-keep-last-state", value: "when the keyboard docks again, constraints given to setConstraints(_:activeWhenNearEdge:) keep the state they had while undocked",
        usedFor: "KeyboardLayoutGuide.updateTrackedConstraints",
        evidence: "Apple: tracking applies only while following an undocked keyboard; what happens to the constraints when it stops is not documented")

    /// The wide phones' landscape toolbar.
    public static let wideLandscapeToolbar = ModelNumber(
        name: "wide-phone-landscape-toolbar", value: "44 pt",
        usedFor: "the toolbar of a 414 pt-and-wider iPhone in landscape (BarMetrics)",
        evidence: "inferred from the navigation bar staying 44 on those phones (fluentui-apple PR #1727); not measured")

    /// The begin frame of a show.
    public static let showBeginFrameHeight = ModelNumber(
        name: "show-begin-frame-height", value: "a keyboard shown from hidden begins below the screen with the end frame's height",
        usedFor: "keyboardFrameBeginUserInfoKey of a show",
        evidence: "the one logged iPad show has begin height 279 and end height 337 (keyboard-platform.md §3.1); no rule for the begin height was found")

    /// Minimised hardware-keyboard toolbar.
    public static let minimizedHardwareToolbar = ModelNumber(
        name: "minimized-hardware-toolbar", value: "44 pt, reported full width like the 55 pt bar",
        usedFor: "the iPadOS 15+ minimised hardware-keyboard toolbar in Stage Manager, where it counts as a keyboard (KeyboardSystem.minimizedToolbarHeight)",
        evidence: "the full bar is 55 pt (ionic273); the minimised toolbar's height and width were not found (device-geometry.md §6); that it counts as a keyboard only in Stage Manager is wwdc23_10281")

    /// iPhone 17 family keyboards.
    public static let iOS26KeyboardHeights = ModelNumber(
        name: "ios-26-keyboard-heights", value: "the iOS 18 components of the same-sized phone (iPhone 17/17 Pro as 16 Pro, 17 Pro Max as 16 Pro Max, Air as 16 Plus/Pro Max widths)",
        usedFor: "the iPhone 17 family and iPhone Air, which run iOS 26 only",
        evidence: "device-geometry.md §7–8: iOS 26 reduced the English keyboard's height in a later update; no per-device iOS 26 numbers were found")

    /// Stage Manager window sizes.
    public static let stageManagerWindowSizes = ModelNumber(
        name: "stage-manager-window-sizes", value: "45–100 % of the screen in each direction, anywhere on it",
        usedFor: "generated Stage Manager windows",
        evidence: "device-geometry.md §5: no published minimum window size")

    /// The natural heights of SwiftUI's controls.
    public static let swiftUIControlHeights = ModelNumber(
        name: "swiftui-control-heights",
        value: "Text, Image, Label and ProgressView 20.5 pt, TextField, SecureField, Button, NavigationLink, Picker, DatePicker, Stepper and Slider 34 pt, Toggle 31 pt, TextEditor 120 pt (unless framed)",
        usedFor: "the height a SwiftUI control takes in a stack (ClearanceSwiftUI's controls)",
        evidence: "the model's UIKit defaults for a label, a rounded-rect text field and a text view (Form.Item.defaultHeight); a NavigationLink is laid out as the button it is; a Toggle is a UISwitch, whose frame UIKit logs as 51×31 (c4ios.com, 'Hacking UISwitch'); the pickers, stepper and slider are given a text field's row for want of a published size; reference/ gives SwiftUI's declarations only, not the sizes it lays its controls out at")

    /// SwiftUI's default spacing and padding.
    public static let swiftUIDefaultSpacing = ModelNumber(
        name: "swiftui-default-spacing", value: "8 pt between stack children (spacing: nil), 16 pt for padding() without a length",
        usedFor: "VStack/HStack without spacing, padding(_:_:) without a length",
        evidence: "SwiftUI leaves both to the platform and the neighbouring views; no number in reference/ or the seeds")

    /// List and Form rows.
    public static let swiftUIListRows = ModelNumber(
        name: "swiftui-list-rows", value: "each row at least 44 pt tall, its content centred, no space between rows or sections",
        usedFor: "List, Form and Section in ClearanceSwiftUI",
        evidence: "44 pt is UIKit's default row height (the model's table cells); SwiftUI's grouped insets and separators are not modelled")

    /// HStack widths.
    public static let swiftUIHStackWidths = ModelNumber(
        name: "swiftui-hstack-widths", value: "children with a fixed frame(width:) get it; the others share the rest equally",
        usedFor: "HStack in ClearanceSwiftUI",
        evidence: "SwiftUI sizes by flexibility and priority; horizontal layout does not decide a keyboard verdict, so the model keeps it simple")

    /// SwiftUI's divider.
    public static let swiftUIDividerThickness = ModelNumber(
        name: "swiftui-divider-thickness", value: "1 pt",
        usedFor: "Divider in a ClearanceSwiftUI stack",
        evidence: "SwiftUI draws a hairline whose thickness Apple does not document (one pixel on screen, a fraction of a point on 2× and 3× screens); the model rounds it to a point")

    /// SwiftUI animations without a documented curve or duration.
    public static let swiftUIAnimationApproximations = ModelNumber(
        name: "swiftui-animation-approximations", value: "linear without a duration lasts 0.35 s; the new-style interactiveSpring(duration:extraBounce:blendDuration:) has a base bounce of 0.14; blendDuration has no effect",
        usedFor: "Animation.linear and Animation.interactiveSpring(duration:extraBounce:blendDuration:) in ClearanceSwiftUI",
        evidence: "Apple documents 0.35 s for easeIn/easeOut/easeInOut, not for linear (its page was not found); for the iOS 17 interactiveSpring it gives only the 0.15 s duration, so its bounce is taken from the old interactiveSpring(response:dampingFraction:blendDuration:)'s documented default damping fraction 0.86 (bounce 1 − 0.86); blending between successive springs is not modelled (each animation starts from where the view is drawn, at rest)")

    /// How a SwiftUI spring's parameters become the model's motion, where Apple's pages stop.
    public static let swiftUISpringSettling = ModelNumber(
        name: "swiftui-spring-settling", value: "a spring animation lasts until its position stays within 0.001 of the distance from its end (at most 10 s), computed with the animation's own initial velocity; initialVelocity is in animated distances per second; a negative bounce is a damping ratio of 1 − bounce",
        usedFor: "every SwiftUI spring in ClearanceSwiftUI (spring, interactiveSpring, interpolatingSpring, smooth, snappy, bouncy, Spring, .default from iOS 17): a damped harmonic oscillator (TimingCurve.spring with a frequency) run over that time",
        evidence: "Apple's Spring.settlingDuration is 'the estimated duration required for the spring system to be considered at rest' with 'an epsilon of 0.001' and an initialVelocity of 0 (https://developer.apple.com/documentation/swiftui/spring/settlingduration, …/spring/init(settlingduration:dampingratio:epsilon:)); when SwiftUI ends a spring animation is not documented. interpolatingSpring's initialVelocity is 'a value in the range [0, 1] representing the magnitude of the value being animated' (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)), with no time unit: per second is the model's reading (UIKit's spring velocity is in distances per second too). Spring(duration:bounce:)'s page documents bounce 0 as critically damped and 1 as undamped, and its example (duration 0.5, bounce 0.3: stiffness 157.9, damping 17.6) fits damping ratio 1 − bounce (https://developer.apple.com/documentation/swiftui/spring); below 0 ('overdamped springs with a minimum value of −1.0') no formula is given")

    /// How stiff a UIKit spring is for its duration.
    public static let springTiming = ModelNumber(
        name: "spring-timing", value: "a damped oscillator whose natural frequency is 4 / (ζ · duration), so that it is within 2% of its end when the duration is over; ζ ≥ 1 is critically damped, ζ is clamped to 0.05 or more",
        usedFor: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…) and UIViewPropertyAnimator(duration:dampingRatio:) (TimingCurve.spring)",
        evidence: "Apple's pages define the damping ratio (1 decelerates without oscillation, nearer 0 oscillates more) and the velocity's unit (1 is the whole distance in one second), not how the duration sets the stiffness; 4 / ζω is the textbook 2% settling time of a second-order system")

    /// Where a world runs concurrent work.
    public static let concurrencyOnTheMainQueue = ModelNumber(
        name: "concurrency-on-the-main-queue", value: "a job that leaves the main actor (a nonisolated async call, a task without isolation started in the world) runs on the world's main queue, one job at a time, in the order enqueued, after the work already due",
        usedFor: "WorldConcurrency: the jobs of tasks started in a world",
        evidence: "on iOS main-actor jobs run on the main queue (MainActor's executor is the main dispatch queue) and others on the cooperative pool, concurrently and in no fixed order; the model serialises them so that a scenario is deterministic, which can hide a race between such work and the main queue")

    /// The medium sheet detent's value.
    public static let mediumDetentHeight = ModelNumber(
        name: "medium-detent-height", value: "half the screen's height (half the large detent's value with medium-detent-is-half-the-screen off), as the detent's value (within the sheet's safe area), at most the large detent's; inactive in compact height. A SwiftUI .fraction(f) detent is f times the large detent's value",
        usedFor: "UISheetPresentationController.Detent.medium() and SwiftUI's PresentationDetent.medium and .fraction(_:)",
        evidence: "Apple says only 'approximately half the height of the screen, and is inactive in compact height' (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()) and, for fraction(_:), 'a custom detent with the specified fractional height' (of what is not said; a custom detent's context offers maxDetentValue, https://developer.apple.com/documentation/swiftui/custompresentationdetent); the HIG instead says 'about half the fully expanded height' (https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/), registered as the assumption's other side; no measured value was found")

    /// Every registered number, in a stable order.
    public static let all: [ModelNumber] = [
        .formSheetSize, .animatedScrollDuration, .moveTransitionDistance, .pageSheetSize, .compactSheetTopGap, .portraitHalfSplit, .datePickerHeight, .searchFieldInsets, .splitKeyboardY, .caretLine, .tableCellGeometry,
        .tallRectScrollsToTop, .rootLayoutMargins, .conflictBreaksLaterConstraint, .stackViewArrangement,
        .automaticAdjustsRootScrollView, .horizontalAdjustmentOnlyAlways, .trackingConstraintsKeepLastState,
        .wideLandscapeToolbar, .showBeginFrameHeight, .minimizedHardwareToolbar, .iOS26KeyboardHeights, .stageManagerWindowSizes,
        .swiftUIControlHeights, .swiftUIDefaultSpacing, .swiftUIListRows, .swiftUIHStackWidths, .swiftUIAnimationApproximations,
        .swiftUISpringSettling, .swiftUIDividerThickness, .springTiming, .concurrencyOnTheMainQueue, .mediumDetentHeight,
        .floatingKeyboardBottomMargin,
    ]
}
