/// A modelled behaviour that Apple does not document: a named, switchable assumption.
///
/// Every such behaviour the layout core relies on is listed in ``Assumption/all`` with what
/// it states, where the statement comes from and how sure we are. A run can switch any of
/// them (``Assumptions``), and the harness reports the assumptions a verdict depends on.
public struct Assumption: Hashable, Sendable, CustomStringConvertible {
    /// How well a statement is supported.
    public enum Confidence: String, Hashable, Sendable, Codable, CaseIterable {
        /// Apple documents it.
        case documented
        /// Seen on devices and reported with evidence (logs, bug threads, library code).
        case observed
        /// Derived from other facts.
        case inferred
        /// Plausible, not confirmed by any source found.
        case unverified
    }

    /// A stable name, used on the command line (`--assume NAME=on|off`).
    public let name: String
    /// What the model does when the assumption is on.
    public let statement: String
    /// Where the statement comes from.
    public let source: String
    public let confidence: Confidence
    /// Whether the model assumes it unless told otherwise.
    public let defaultValue: Bool

    public var description: String { "\(name) (\(confidence.rawValue), default \(defaultValue ? "on" : "off"))" }

    /// Two assumptions are the same when their names are (every registered name is unique,
    /// ``all``): the model compares them at every consultation, and the name says it all.
    public static func == (lhs: Assumption, rhs: Assumption) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Assumption {
    /// A text field that becomes first responder inside a scroll view is scrolled into view
    /// (minimal scroll) once the keyboard has settled, if the app left it hidden.
    public static let textFieldScrollsIntoView = Assumption(
        name: "text-field-scrolls-into-view",
        statement: "UIKit scrolls a first-responder text field inside a UIScrollView minimally into the scroll view's visible area (bounds minus adjustedContentInset): when it becomes first responder, also while the keyboard is already up (focus moving between fields), and after the keyboard moves",
        source: "lionheart/openradar-mirror#1322 (rdar 20798351, iOS 8+: 'UITextField gained the ability to scroll its scroller (parent scroll view) in order to make the text view visible when gaining first responder status … using its scrollRectToVisible:animated: method'; nothing on iOS 7); woelmer/UIScrollViewWithAutoLayout PR #4 (2018, iOS 11: 'UITextFields seem to scroll themselves into view automatically when they are activated. Just doing activeField.becomeFirstResponder() seems to achieve the same scrolling result'); both tie the scroll to becoming first responder, not to a keyboard notification, so it happens when focus moves with the keyboard up. That the visible area is bounds minus adjustedContentInset (so a keyboard the app did not inset for still hides the field: AlphaWallet/alpha-wallet-ios PR #3474 scrolls such a field itself) is inferred; no Apple documentation",
        confidence: .observed, defaultValue: true)

    /// A SwiftUI `ScrollView` scrolls to the focused `TextField` (or `SecureField`) when the
    /// keyboard appears or the focus moves.
    public static let swiftUIScrollsToFocusedField = Assumption(
        name: "swiftui-scrollview-scrolls-to-focused-field",
        statement: "From iOS 14, a SwiftUI ScrollView scrolls minimally so that the focused TextField or SecureField is visible above the keyboard safe area (a TextEditor: swiftui-scrollview-scrolls-to-focused-text-editor); when off it does not scroll",
        source: "for: stevengharris/MarkupEditor#89 (iOS 16.2, 2023: in a ScrollView a TextField avoids the keyboard where an embedded editor does not); ralfebert/KeyboardAwareSwiftUI#2 (iOS 16: the focused TextField is brought to the keyboard's edge, with no margin: a minimal scroll); V8tr/KeyboardAvoidanceSwiftUI#8 (iOS 14 added SwiftUI's own keyboard avoidance; iOS 13 had none, below the model's versions). Against: VakhoKontridze/VComponents#6 (iOS 16, 2022: vertical-axis TextFields low in a ScrollView stay under the keyboard, 'an issue with SwiftUI'); keyboard-platform.md §3.6 found no Apple documentation. iOS 14 and 15 are inferred from iOS 16",
        confidence: .observed, defaultValue: true)

    /// A SwiftUI `ScrollView` scrolls to the focused `TextEditor` (off by default: every
    /// report found says it does not).
    public static let swiftUIScrollsToFocusedTextEditor = Assumption(
        name: "swiftui-scrollview-scrolls-to-focused-text-editor",
        statement: "From iOS 14, a SwiftUI ScrollView scrolls minimally so that a focused TextEditor (its caret line when it is taller than the visible band) is visible above the keyboard safe area, as it does for a TextField; when off (the default) it does not scroll for a TextEditor, on any iOS version, and an app that wants it scrolls itself (ScrollViewReader, scrollTo on focus)",
        source: "against (default off): BlockchainCommons/GordianSeedTool-iOS#1 ('a known issue with the SwiftUI TextEditor view', stackoverflow.com/a/63489512, iOS 14; 'not fixed in the first beta release of iOS 15'); SOLPLY/SOLPLY-iOS PR #306 (October 2025, iPhone 13 mini and iPhone 17 Pro: keyboard avoidance does not apply to a TextEditor in a ScrollView, 'many posts' say so; fixed with ScrollViewReader scrolling on the focus change); kenmueller/TextView#20 (2020: a text view in a form is not scrolled above the keyboard where a TextField is). For: none found for any iOS version; it was the model's behaviour for every input until issue 35 split the assumption, and was on by default until the evidence above turned it off (issue 35 #5)",
        confidence: .observed, defaultValue: false)

    /// The system moves iPad form and page sheets up when the keyboard would cover them.
    public static let systemLiftsSheets = Assumption(
        name: "system-lifts-sheets",
        statement: "When a docked keyboard covers part of an iPad form or page sheet, the system moves the sheet up by the covered height, at most up to the top safe area, animated with the keyboard",
        source: "keyboard-platform.md §3.5 (InputBarAccessoryView PR #244: the page sheet 'will move up a little too'); amount inferred",
        confidence: .observed, defaultValue: true)

    /// How far the system lifts a sheet: by the covered height, or all the way up.
    public static let sheetLiftCoversOverlapOnly = Assumption(
        name: "sheet-lift-covers-overlap-only",
        statement: "The system lifts a covered iPad sheet by the height the keyboard covers (at most up to the top safe area); when off it lifts the sheet's top to just below the status bar whenever the keyboard covers it",
        source: "for: InputBarAccessoryView PR #244 (the page sheet 'will move up a little too'); against: FinalCAD/iOS-KeyboardManager#2 and freshOS/KeyboardLayoutGuide PR #43 (older reports: the sheet moves up to just below the status bar); no Apple documentation",
        confidence: .unverified, defaultValue: true)

    /// The iPad keyboard frame includes the home-indicator inset and the system inset.
    public static let iPadKeyboardIncludesHomeIndicator = Assumption(
        name: "ipad-keyboard-includes-home-indicator",
        statement: "On Face ID iPads the docked keyboard's frame is taller than Keyman's key area plus the 55 pt bar by the 20 pt bottom safe area and the 5 pt system inset Keyman subtracts (820×1180 portrait: 257 + 5 + 55 + 20 = 337); when off it is key area + bar (312)",
        source: "keyboard-platform.md §3.1: the one logged iPad end frame, {{0,843},{820,337}} on an 820×1180 iPad Air in portrait (gist matkuznik/1955cc4156b2cf0d223190ac2aef5ab4), equals exactly 257 + 5 + 55 + 20; device-geometry.md §4 (keyman_ios18 subtracts a 5 pt 'negative system inset' on Face ID iPads; the 20 pt inset is 'not established')",
        confidence: .observed, defaultValue: true)

    /// Moving focus to another field posts willShow/didShow again with the same frame.
    public static let focusChangeRepostsShow = Assumption(
        name: "focus-change-reposts-show",
        statement: "Moving first responder between text fields with the keyboard up and its frame unchanged posts willChangeFrame, willShow, didChangeFrame and didShow again, with begin == end; when off (the default) nothing is posted unless the frame changes (another accessory, another keyboard)",
        source: "against (default off): openradar 34432484 (lionheart/openradar-mirror#18382: 'In iOS 11 these notifications are no longer sent if a keyboard is already visible'), freshOS/KeyboardLayoutGuide PR #9 (iOS 11: keyboardWillChangeFrame not called while the keyboard stays shown); for: keyboard-platform.md §3.1 ('for most libraries also willShow again' — observed where the height changes) and michaeltyson/TPKeyboardAvoiding PR #8 (a willShow arrives when the new field has another input view: a frame change, modelled either way)",
        confidence: .observed, defaultValue: false)

    /// A programmatic resign first posts a show-like willChangeFrame.
    public static let resignPostsShowLikeChangeFrame = Assumption(
        name: "resign-posts-show-like-change-frame",
        statement: "A programmatic resignFirstResponder first delivers a willChangeFrame whose end frame is still the shown keyboard, before the hide's willChangeFrame and willHide",
        source: "keyboard-platform.md §3.1 (TPKeyboardAvoiding PR #233)",
        confidence: .observed, defaultValue: false)

    /// Rotating with the keyboard up hides the keyboard, then shows it again.
    public static let rotationHidesAndReshowsKeyboard = Assumption(
        name: "rotation-hides-and-reshows-keyboard",
        statement: "Rotating with the keyboard up posts willChangeFrame, willHide, didChangeFrame and didHide before the interface rotates (the field stays first responder), then willChangeFrame and willShow for the new orientation, and didChangeFrame and didShow when the keyboard's animation ends",
        source: "mozilla-mobile/firefox-ios#31622 (January 2026: 'iOS dismisses the keyboard on rotation and then re shows after the rotation has finished') and #31738; RxSwiftCommunity/RxKeyboard#46; Apple Developer Forums thread 5706; apontious.com 'keyboard-schmeeboard' (2013); hackiftekhar/IQKeyboardManager#1480 (log: 'the kb is hidden … but is then re-shown')",
        confidence: .observed, defaultValue: true)

    /// During rotation a willChangeFrame carries a frame of the old width first.
    public static let rotationPostsWrongWidthFrame = Assumption(
        name: "rotation-posts-wrong-width-frame",
        statement: "With rotation-hides-and-reshows-keyboard off: rotating with the keyboard up first posts a willChangeFrame whose end frame keeps the old orientation's width, then the correct willChangeFrame and willShow",
        source: "one code comment: keyboard-platform.md §3.1 and keyboard-libraries.md §1.5 (KeyboardGuide ignores frames whose width differs from the screen's during screen-bounds changes); contradicted by the hide-and-reshow sequence reported from iOS 5 to iOS 26",
        confidence: .unverified, defaultValue: false)

    /// Dragging a floating keyboard posts degenerate frames.
    public static let floatingDragPostsDegenerateFrames = Assumption(
        name: "floating-drag-posts-degenerate-frames",
        statement: "While a floating keyboard is dragged, willChangeFrame/didChangeFrame arrive with CGRect.zero or a frame at minY == 0",
        source: "keyboard-platform.md §3.2 (freshOS/KeyboardLayoutGuide #37, KeyboardGuide comment)",
        confidence: .observed, defaultValue: true)

    /// An iPhone with a hardware keyboard shows no keyboard bar.
    public static let iPhoneHardwareKeyboardHidesKeyboard = Assumption(
        name: "iphone-hardware-keyboard-hides-keyboard",
        statement: "Attaching a hardware keyboard to an iPhone hides the software keyboard completely (no shortcut bar stays on screen)",
        source: "device-geometry.md §6: no published value for an iPhone bar",
        confidence: .unverified, defaultValue: true)

    /// An interrupted keyboard animation does not post its did-notification.
    public static let interruptedAnimationSkipsDidNotification = Assumption(
        name: "interrupted-animation-skips-did-notification",
        statement: "When a keyboard animation is interrupted by the next keyboard change, its didShow/didHide/didChangeFrame is not posted",
        source: "no source found",
        confidence: .unverified, defaultValue: true)

    /// UITableViewController adjusts for the keyboard itself.
    public static let tableViewControllerAdjustsForKeyboard = Assumption(
        name: "table-view-controller-adjusts-for-keyboard",
        statement: "UITableViewController adds to its table's bottom inset what the keyboard's overlap exceeds of the inset it already has (safe area and the app's own), and scrolls the first responder's cell minimally into view",
        source: "keyboard-platform.md §3.4 (since iOS 3.0, techtakes; IQKeyboardManager #646 cites Apple's 'Managing the Keyboard')",
        confidence: .observed, defaultValue: true)

    /// The keyboard's animation curve 7 follows a fast-start ease.
    public static let keyboardCurveIsFastEaseOut = Assumption(
        name: "keyboard-curve-is-fast-ease-out",
        statement: "The keyboard's undocumented animation curve 7 progresses like the cubic Bézier (0.38, 0.7, 0.125, 1.0); when off, like UIKit's easeInOut",
        source: "keyboard-platform.md §3.1 (curve 7 is undocumented); the control points are a widely used approximation",
        confidence: .inferred, defaultValue: true)

    /// A Slide Over window does not reach the screen's bottom.
    public static let slideOverFloatsAboveBottom = Assumption(
        name: "slide-over-floats-above-bottom",
        statement: "A Slide Over window starts at the top safe area, 10 pt from the screen's side, and stops 20 pt above the screen's bottom; when off (the default) it spans the full height at the screen's edge",
        source: "for: keyboard-platform.md §3.2 (Kofktu/KUIKeyboard#6/#7: 'leaves a floating area at bottom', no sizes); against (default off): device-geometry.md §5, the measured Slide Over windows are full height (chromium_multitask, gist_sgl0v: 320×768, 320×1024, 375×1366)",
        confidence: .unverified, defaultValue: false)

    /// Emoji keyboard height without the predictive bar.
    public static let emojiKeyboardKeepsBar = Assumption(
        name: "emoji-keyboard-keeps-bar",
        statement: "With predictive text off, the emoji keyboard is taller than the letters by the bar's height (it keeps its own top strip)",
        source: "device-geometry.md §6 (ionic204, qualitative)",
        confidence: .inferred, defaultValue: true)

    /// A third-party keyboard in landscape shrinks with the system keyboard where that one
    /// shrinks (phones) and otherwise keeps its portrait height.
    public static let thirdPartyKeyboardKeepsHeightWhereSystemGrows = Assumption(
        name: "third-party-keyboard-keeps-height-where-system-grows",
        statement: "In landscape a third-party keyboard scales by the system keyboard's landscape/portrait ratio when it is below 1 (phones) and keeps its portrait height otherwise (iPad); off: it always scales by that ratio",
        source: "device-geometry.md (kk971) gives portrait heights only; no source for landscape",
        confidence: .inferred, defaultValue: true)

    /// Apps receive no keyboard notifications while in the background.
    public static let backgroundSuppressesNotifications = Assumption(
        name: "background-suppresses-notifications",
        statement: "While the app is in the background no keyboard notifications are delivered; on return the keyboard is shown again with willShow if a field is still first responder",
        source: "keyboard-platform.md §3.1 and keyboard-libraries.md §1.5 (KeyboardGuide code comment)",
        confidence: .observed, defaultValue: true)

    /// Keyboard will-notifications are delivered inside the keyboard's animation block.
    public static let notificationsInsideKeyboardAnimation = Assumption(
        name: "notifications-inside-keyboard-animation",
        statement: "Keyboard will-notifications are delivered inside the keyboard's animation block: what an observer changes synchronously, and UIView.animate blocks it runs without override options, animate with the keyboard's duration and curve",
        source: "UIView.AnimationOptions docs (nested blocks inherit duration and curve unless overrideInheritedDuration/Curve); widely observed implicit animation in keyboard handlers",
        confidence: .observed, defaultValue: true)

    /// A scroll view moves an out-of-range offset back into range when its size changes.
    public static let scrollViewClampsOffsetAfterResize = Assumption(
        name: "scroll-view-clamps-offset-after-resize",
        statement: "When a scroll view's bounds change size (a view pinned to the keyboard guide growing back), UIKit moves a contentOffset that is now past the content back into range; changing contentInset alone does not",
        source: "That a resize moves the offset back: slackhq/SlackTextViewController PR #539 (merged, 2016): 'When increasing the height constraint of a scrollview and calling layout on it, _adjustContentOffsetIfNecessary is called which adjusts the content offset so that there's no blank space at the bottom' (the library then based its own adjustment on the offset before layout, as it was applied twice); not documented by Apple. That contentInset alone does not: TPKeyboardAvoiding#18 (merged, 2012): 'the content needs to scroll when the keyboard appears, but it is not scrolled back when it disappears. The result is a white band on the bottom' — restoring the inset left the offset past the content until the library set it back itself",
        confidence: .observed, defaultValue: true)

    /// A navigation or tab bar controller adjusts the insets of the scroll view that is its
    /// screen's view's first subview, as it does the screen's view's own.
    public static let barControllerAdjustsFirstSubviewScrollView = Assumption(
        name: "bar-controller-adjusts-first-subview-scroll-view",
        statement: "Under contentInsetAdjustmentBehavior .automatic, a screen shown in a navigation or tab bar controller has the top and bottom safe area (bars included) added to the adjusted content inset, whether or not it scrolls, of its view when that is a scroll view (documented, every iOS version the model runs) and also of its view's first subview when that is a scroll view (it then rests at contentOffset.y = -inset, its content below the bar: measured on iOS 9 to 11 only, carried to iOS 13 to 26 by inference). When off, only a scroll view that is the screen's view itself is; its first subview is adjusted only where it scrolls (.scrollableAxes)",
        source: "The screen's own view: Apple's current .automatic page, 'Content is always adjusted vertically when the scroll view is the content view of a view controller that is currently displayed by a navigation or tab bar controller' (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic, iOS 11 and later); UIScrollView.h on .automatic: 'will also adjust the top & bottom contentInset when the scroll view is owned by a view controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of whether the scroll view is scrollable'. Neither names a subview: 'the content view' is the controller's view. The first subview: measured only on iOS 9 to 11 — greatytc.com/p/42c9fbc03396 (Xcode 11.3, iOS 9/10/11: a plain root view whose first subview is a UIScrollView at y < 64 shows contentOffset.y -64 and adjustedContentInset.top 64 in viewDidAppear; 'other versions not tested'); zoukankan.com rainySue (the scroll view at the lowest subview index is adjusted, root view or not; no version given); IB's frames for kharrison/CodeExamples' Validate storyboard (the content's first view 8 pt from the content's top, read as content coordinates under the bar) agree, but they are Interface Builder's design-time frames, not a measurement on any iOS version. No measurement on iOS 13 to 26 (the versions the model runs) was found, for or against; a 2023 question (devhide.com/…-77431769: a view controller's only subview, a UIScrollView pinned to the screen's edges, keeps its content under the status bar while the content fits) concerns a screen outside any bar controller, which this rule leaves to scroll-view-adds-safe-area-only-when-scrollable. So the first-subview half is inferred for the model's versions. On by default since it has a source; turning it on changed catalog verdicts (inset-on-change-frame, naive-inset-on-show, adjust-scroll-for-keyboard, root-view-shift, avoiding-scroll-view), each explained in the commit that did so",
        confidence: .inferred, defaultValue: true)

    /// From iPadOS 18 a tab bar controller in a regular-width window shows its tabs at the top.
    public static let iPadTabBarAtTop = Assumption(
        name: "ipad-tab-bar-at-top",
        statement: "From iPadOS 18, in a regular-width window, a tab bar sits at the top in the navigation bar's row (adding nothing at the bottom; a 50 pt row at the top when there is no navigation bar); when off it stays a 50 pt bar at the bottom",
        source: "gamery.app/blog/about-the-new-tabs (iPadOS 18: 'the tab bar floats at the top of the screen … essentially placed in the navigation bar's title view area'); WWDC24 'Elevate your tab and sidebar experience in iPadOS'; the 50 pt row without a navigation bar is inferred from the iPad bar height",
        confidence: .observed, defaultValue: true)

    /// A hosting controller's keyboard region does not follow a UIKit avoider's root shift.
    public static let hostingRegionIgnoresRootShift = Assumption(
        name: "hosting-region-ignores-root-shift",
        statement: "When a UIKit avoider moves the screen's root view (an IQKeyboardManager-style shift), a UIHostingController inside it keeps the keyboard region it had for the unmoved view, so both lift the content; when off, the region shrinks by the shift and the two cancel",
        source: "keyboard-platform.md §3.6 ('a hosted SwiftUI subtree inside a UIKit avoider is a double-shift generator'; UIHostingController avoids the keyboard itself even when embedded: airbnb/epoxy-ios PR #170 overrides its keyboard notification handler, steipete 'Disabling keyboard avoidance in SwiftUI UIHostingController', FB8176223); that the region ignores the shift is inferred from the reported double shift",
        confidence: .inferred, defaultValue: true)

    /// A sheet in a compact-width window is a card below the status bar.
    public static let compactWidthSheetIsCard = Assumption(
        name: "compact-width-sheet-is-card",
        statement: "From iOS 13 a page or form sheet presented in a compact-width, regular-height window (every iPhone in portrait, narrow iPad windows) is a card spanning the window's width from 10 pt below the top safe area to the bottom (in compact height, where a sheet is full screen unless prefersEdgeAttachedInCompactHeight, an edge-attached sheet is that card as wide as the safe area); when off it fills the window, as the modalPresentationStyle header documentation says ('adapted to full screen')",
        source: "for: hacknicity 'View Controller Presentation Changes in iOS 13' (screenshots: an Xcode 11 build on iOS 13 shows a card on iPhone), WWDC19 'Modernizing Your UI for iOS 13' (cards) and hacknicity 'View Controller Presentation Changes in iOS and iPadOS 16' (in compact width 'a form sheet presentation will adapt and fill the width, just like on iPhone'); against: the header documentation quoted in the same article; the 10 pt gap is not measured (ModelNumber compact-sheet-top-gap)",
        confidence: .observed, defaultValue: true)

    /// Presenting a controller ends editing in the screen under it.
    public static let presentationResignsFirstResponder = Assumption(
        name: "presentation-resigns-first-responder",
        statement: "Presenting a view controller modally makes the current first responder resign (the keyboard hides) before the presented screen appears; when off, it stays first responder and the keyboard stays up over the presented screen",
        source: "commonly observed (the keyboard goes down when a sheet or alert comes up); no Apple documentation found, and UIKit's restoring of the first responder after the dismissal is not modelled",
        confidence: .unverified, defaultValue: true)

    /// SwiftUI's keyboard toolbar is part of the keyboard's frame.
    public static let swiftUIKeyboardToolbarIsAccessory = Assumption(
        name: "swiftui-keyboard-toolbar-is-accessory",
        statement: "Items a SwiftUI screen places with .toolbar { ToolbarItemGroup(placement: .keyboard) } show in a bar of the device's toolbar height above the keyboard that is part of the keyboard's frame, as a UIKit inputAccessoryView is (the notifications' frames and SwiftUI's keyboard safe area include it); when off the bar is not modelled",
        source: "ToolbarItemPlacement.keyboard (iOS 15): items 'placed in the keyboard section'; the bar appears above the keyboard with it (hackiftekhar/IQKeyboardManager#2002, oscbyspro/DiffableTextViews#66: SwiftUI has it where UIKit needs an inputAccessoryView; feedback-assistant/reports#815: a safeAreaInset clashes with it); its height and its being in the keyboard's frame are inferred",
        confidence: .inferred, defaultValue: true)

    /// The return key ends editing in a SwiftUI text field, after its submit actions.
    public static let swiftUIReturnEndsEditing = Assumption(
        name: "swiftui-return-ends-editing",
        statement: "The return key in a SwiftUI TextField or SecureField runs every onSubmit(of: .text) action in force on it (the innermost first), then the field resigns and the keyboard hides, unless an action moved @FocusState to another field, which then takes the focus without the keyboard hiding; when off the field keeps the focus",
        source: "onSubmit(of:_:) documentation: the action runs 'when the user hits the hardware or software return key' and may be set on a whole hierarchy (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)); oscbyspro/DiffableTextViews#85: 'SwiftUI.TextField always resigns first responder status on submit' and every stacked onSubmit runs; permissionlesstech/bitchat#457: 'return sends and drops the keyboard', fixed by refocusing in onSubmit. The order of stacked actions and the keyboard staying up when focus moves are inferred",
        confidence: .observed, defaultValue: true)

    /// An alert takes the keyboard and gives it back.
    public static let alertTakesAndGivesBackTheKeyboard = Assumption(
        name: "alert-takes-and-gives-back-the-keyboard",
        statement: "A UIAlertController ends editing under it when presented (with presentation-resigns-first-responder); with text fields it focuses the first when it appears and is centred in the room above the keyboard; when it is dismissed, the responder it took the keyboard from becomes first responder again. When off, an alert focuses nothing and gives nothing back",
        source: "dinhquan/SwiftAlertView PR #6: 'Hide and restore keyboard when alert is shown as native UIAlertViewController behavior'; sberrevoets/SDCAlertView#108: the UIAlertController look-alike focuses its first text field on layout, which its maintainer calls 'the expected behavior'; Apple documents neither",
        confidence: .observed, defaultValue: true)

    /// A GeometryReader inside the safe area reports the safe area's insets at its edges.
    public static let geometryReaderReportsContainerInsets = Assumption(
        name: "geometry-reader-reports-container-insets",
        statement: "A SwiftUI GeometryReader whose frame reaches an edge of the safe area it is laid out in (keyboard region included from iOS 14) reports as that edge's safeAreaInsets the whole unsafe band beyond it (the status bar and notch, the home indicator, the keyboard's overlap), although its size already excludes the band; an edge that does not reach the safe area's reports only how far the reader extends past it. When off, every edge reports only how far the reader extends past the safe area (0 inside it)",
        source: "GeometryProxy.safeAreaInsets: 'The safe area inset of the container view' (https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets); SwiftUIX/SwiftUIX#165 (iOS 14, a keyboard-padding modifier's reader): 'keyboardHeight == 336.0 and geometry.safeAreaInsets.bottom == 336.0'; the 2020 keyboard-adaptive modifier (V8tr/KeyboardAvoidanceSwiftUI) subtracts geometry.safeAreaInsets.bottom from a reader inside the safe area to allow for the home indicator. What a reader that touches no edge reports is inferred",
        confidence: .observed, defaultValue: true)

    /// A keyboard layout guide that follows undocked keyboards follows one over another app.
    public static let keyboardGuideFollowsKeyboardOutsideWindow = Assumption(
        name: "keyboard-guide-follows-keyboard-outside-window",
        statement: "A UIKeyboardLayoutGuide with followsUndockedKeyboard = true follows a floating or undocked keyboard wherever it is on screen, also where it is not over the app's window (Slide Over, Split View: over the other app). When off (the default), the guide follows it only while it overlaps the window, and otherwise rests at the safe-area bottom as for a dismissed keyboard",
        source: "against (the default): useyourloaf.com/blog/keyboard-layout-guide: 'The layout frame of the keyboard guide matches the area of its owning view covered by the keyboard'; cogwheel0/conduit PR #740 (a summary of Apple's material): with followsUndockedKeyboard 'the layout guide will follow the keyboard as long as it remains over your app's window'. For: Apple's followsUndockedKeyboard page says only 'follow all keyboard anchors even when undocked or floating' (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard). No source shows a guide following a keyboard over another app",
        confidence: .inferred, defaultValue: false)

    /// A responder that is not a text input (a chat screen's view controller) shows its input
    /// accessory view alone, docked at the screen's bottom, while it is first responder.
    public static let responderAccessoryDocksAlone = Assumption(
        name: "responder-accessory-docks-alone",
        statement: "A first responder that is not a text input but returns an inputAccessoryView (a view controller overriding inputAccessoryView and canBecomeFirstResponder, as chat screens do) shows that view alone, full width at the screen's bottom, as a docked keyboard of the view's height: keyboardWillShow/didShow with that frame when it docks, the bar above the keyboard (the keyboard's frame includes it) while a text input inside it edits, and keyboardWillHide/didHide with the bar's frame as the end frame when the keyboard goes back down to the bar. The bar's height is its intrinsic height when Auto Layout sizes it, else its frame's. When off, such a responder brings up nothing",
        source: "Apple's inputAccessoryView page ('the responder infrastructure attaches the accessory view to the appropriate input view before displaying it', https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview); thoughtbot 'Input Accessorizing with UIViewController' (the controller places the view at the bottom of the screen and animates it with the keyboard); MessageKit/MessageKit#977 (keyboardWillShow when the screen loads with no keyboard; keyboardWillHide after closing the keyboard); slackhq/SlackTextViewController PR #41 (the notification includes the accessory's height); nathantannar4/InputBarAccessoryView#21, #29 (the bar shows only while the controller is first responder; endEditing on the screen has no effect on it); ruslanskorb/RSKGrowingTextView#16 (the height comes from intrinsicContentSize). The begin and end frames' exact values are inferred",
        confidence: .observed, defaultValue: true)

    /// When a text input inside a docked bar stops editing, the bar's owner is first responder
    /// again and the bar stays docked.
    public static let accessoryOwnerRegainsFirstResponder = Assumption(
        name: "accessory-owner-regains-first-responder",
        statement: "When a text input inside the input accessory view docked by another responder (a chat screen's text view in its controller's bar) resigns or is dismissed interactively, the owner becomes first responder again if it still can, so the bar stays docked at the bottom. When off, the bar leaves with the keyboard until the app makes its owner first responder again",
        source: "for: the pattern's purpose, 'when the keyboard is hidden, the toolbar stays docked at the bottom' (stackoverflow.com/questions/19764293, solved by the controller's inputAccessoryView); nathantannar4/InputBarAccessoryView#130 (closing the keyboard with inputTextView.resignFirstResponder() or the controller's becomeFirstResponder() leaves the bar); wikimedia/wikipedia-ios PR #2848 ('the system goes up the responder chain looking for a UIResponder subclass which wants to become 1st responder'). Against: nathantannar4/InputBarAccessoryView#21 and #96, where the bar is gone until the controller becomes first responder again (after another field or a sheet's drag)",
        confidence: .inferred, defaultValue: true)

    /// An input accessory view shows at the screen's bottom where a hardware keyboard leaves
    /// no keyboard on screen.
    public static let accessoryShowsWithoutOnScreenKeyboard = Assumption(
        name: "accessory-shows-without-on-screen-keyboard",
        statement: "Where a hardware keyboard leaves no software keyboard or shortcut bar on screen (an iPhone, or the minimised toolbar outside Stage Manager), the first responder's input accessory view still shows at the screen's bottom, as a keyboard frame of the full keyboard's height of which only the accessory is on screen (as the 55 pt bar is). When off, nothing shows",
        source: "migueldeicaza/SwiftTermApp#13 ('accessory input view is displayed even if the keyboard is not present', with a hardware keyboard); hackiftekhar/IQKeyboardManager#469 (its toolbar, an inputAccessoryView, shows with a hardware keyboard on iPad); keyboard-platform.md §3.2 (the frame is the full keyboard's, mostly below the screen). That the frame is reported this way with only an accessory on screen is inferred",
        confidence: .observed, defaultValue: true)

    /// A first responder's input view replaces the keyboard, docked at the screen's bottom,
    /// whatever keyboard the user has.
    public static let inputViewDocksWhateverTheKeyboard = Assumption(
        name: "input-view-docks-whatever-the-keyboard",
        statement: "A first responder's inputView (a date picker, a custom number pad) replaces the software keyboard: the keyboard's frame is the input view's height plus its accessory's, full width, docked at the screen's bottom, with no predictive bar and no home-indicator area added (the view reaches the screen's bottom and minds the safe area itself), whatever keyboard the user has set — floating, undocked, split, or a hardware keyboard attached. The height is the view's frame height, or its intrinsic height where the frame has none or Auto Layout sizes it. When off, the input view only takes the key area's place: its height for the docked keyboard, hidden behind a hardware keyboard (the accessory or the shortcut bar remains), the floating keyboard's frame while floating",
        source: "Apple's inputView pages ('typically used to provide a view to replace the system-supplied keyboard', https://developer.apple.com/documentation/uikit/uiresponder/inputview; 'causes that view to be presented instead', https://developer.apple.com/documentation/uikit/uitextview/inputview); Apple's 'Custom Views for Data Input' (the accessory runs along the top of the input view); isaced/ISEmojiView PR #9 (a custom input view applies safeAreaInsets.bottom itself on iPhone X); archagon/tasty-imitation-keyboard#137 (an in-app keyboard attaches to the screen's bottom, over the safe area); lyxia/react-native-yusha-customKeyboard#2 (the app sets the input view's frame height); matmartinez/MMNumberKeyboard#33 (a custom number pad on iPad spans the width at the bottom). That a hardware or floating keyboard leaves it docked is inferred",
        confidence: .inferred, defaultValue: true)

    /// `reloadInputViews()` that changes the keyboard's height posts a show without animation.
    public static let reloadInputViewsPostsFrameChange = Assumption(
        name: "reload-input-views-posts-frame-change",
        statement: "reloadInputViews() on the first responder, when its input views then give the keyboard another frame (a custom inputView set or cleared, another accessory), moves the keyboard at once and posts keyboardWillChangeFrame and keyboardWillShow, then didChangeFrame and didShow, with begin and end frames both the new frame. When off it moves the keyboard and posts nothing",
        source: "slackhq/SlackTextViewController PR #416 ('the value of UIKeyboardFrameBeginUserInfoKey and UIKeyboardFrameEndUserInfoKey are the same when reloadInputViews is called after setting a custom inputView', so its willShow handler saw no change); slackhq/SlackTextViewController#276 (reloadInputViews on the text view brings repeated willShow/didShow); Apple's reloadInputViews page ('the views are replaced immediately, without animating them into place', https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews())",
        confidence: .observed, defaultValue: true)

    /// What `fixedSize()` gives the flexible views whose ideal height no source states.
    public static let fixedSizeIdealHeights = Assumption(
        name: "fixed-size-ideal-heights",
        statement: "A view under fixedSize(horizontal:vertical: true) takes its ideal height, offered no height: a vertical ScrollView the height of its content, a Spacer its minimum length, a GeometryReader (and a UIKit view with no intrinsic height) the 10 pt platform default. When off, the scroll view and the spacer take the 10 pt default too",
        source: "for: a vertical ScrollView proposes nil for the height to its children, which become their ideal height, and 'all the built-in shapes have an ideal size of 10×10, which is a platform default for many views' (https://www.swiftuifieldguide.com/layout/scrollview/, https://www.swiftuifieldguide.com/layout/ideal-size/); fixedSize proposes nil in its dimensions (the same page). That a ScrollView's own ideal height is its content's, and a Spacer's its minimum length, is inferred; no Apple documentation states either",
        confidence: .inferred, defaultValue: true)

    /// A sheet resting at a smaller detent expands to its largest when the keyboard comes up
    /// for a text input in it.
    public static let sheetExpandsToLargestDetentForKeyboard = Assumption(
        name: "sheet-expands-to-largest-detent-for-keyboard",
        statement: "When a text input in a sheet (a compact-width card with detents) becomes first responder and the keyboard comes up, the sheet moves to its largest active detent, with the keyboard, and its selectedDetentIdentifier and delegate say so; it stays there when the keyboard goes. When off, the sheet keeps its detent and the keyboard covers its bottom",
        source: "For (default on): feedback-assistant/reports#669 (FB17890661, iOS 26: 'when the sheet is minimized and I focus the text field, the sheet automatically expands to the largest possible detent'), a custom detent hugging the text field, which the keyboard would cover whole; lodev09/react-native-true-sheet#588 (2026: a sheet 'at a smaller detent (e.g. 0.5)' whose TextInput receives focus — 'the keyboard opens and iOS auto-expands the sheet to the largest detent'), confirmed by the maintainer's fix PR #592 ('when a sheet auto-expands from a smaller detent (e.g. 0.5 → 1)', its test plan: detents [0.5, 1], tap a TextInput) — the library's keyboard observer only insets and scrolls its scroll view (TrueSheetContentView.mm keyboardWillShow) and never sets selectedDetentIdentifier for the keyboard, so the expansion is UIKit's, and for a half-height detent, not only a tiny one. Against: duckduckgo/apple-browsers PR #4049 (2026: its sheet's web view 'in medium detent' was shrunk 'to ~120pt during keyboard animation', so the system kept the medium detent with the keyboard up, and the fix 'auto-expands the sheet to large detent when the keyboard appears' itself); a 2023 sheet library (SheetInteraction+Keyboard.swift, Bosco Ho) adds its own full-height keyboard detent on keyboardWillShow, which a system expansion would make needless; the issue-52 audit counts three public app changes describing a medium sheet that stays at medium with the keyboard up. Weighed (issue 52, round 4): two independent reports, one with a maintainer's reproduction, see the expansion for a custom tiny detent and for a half-height one; the DuckDuckGo sheet's first responder is inside a WKWebView (its shrink happened 'during keyboard animation', which an expansion still under way would also show), and the 2023 library predates both reports, so neither says a plain UIKit text field leaves a medium sheet at medium; the default stays on. The versions before 26 are inferred from the one iOS 26 report, which the counter-evidence contradicts for the medium detent. That the delegate is told is unsourced: Apple's page says the system calls sheetPresentationControllerDidChangeSelectedDetentIdentifier 'in response to user interaction' and not after a programmatic change (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)); an expansion for the user's tap in a field is taken as the former. That it stays expanded after the keyboard goes follows from selectedDetentIdentifier being 'the most recent detent that the user selects or that you set' (…/uisheetpresentationcontroller/selecteddetentidentifier). No Apple documentation of the expansion itself",
        confidence: .inferred, defaultValue: true)

    /// An animated scroll keeps its own timing inside an animation block.
    public static let animatedScrollKeepsOwnTiming = Assumption(
        name: "animated-scroll-keeps-own-timing",
        statement: "setContentOffset(_:animated: true) and scrollRectToVisible(_:animated: true) scroll at a constant rate over their own duration even when called inside an animation block (a keyboard will-notification's), so the keyboard can overtake the field; when off (the default), inside a block they take the block's duration and curve, as a plain contentOffset change does, and outside any block they run on their own",
        source: "For: Apple's Scroll View Programming Guide ('at a constant rate', 'at a constant pace'; quoted at itecnote.com, 'UIScrollView: difference between setContentOffset:animated and scrollRectToVisible:animated'); a jianshu measurement (39.103.169.235/p/4f4d1ba5268c): an animated setContentOffset reads the old offset right after the call and sends a series of scrollViewDidScroll, while an offset set in UIView.animate reads the new one at once and sends one — the animated scroll is UIScrollView's own, not a UIView animation; ioscraft.wiki 'keyboard animations': an animation on any other curve 'drifts away mid-flight'. Against: nobody measured the call inside a keyboard notification, and scrollRectToVisible(_:animated: true) in keyboardWillShow is the tutorials' careful code (seeds 000-002, Hacking with Swift), not a reported lag. Off by default until a device measurement settles it: with it on, such screens trail the keyboard (moves-with-keyboard, trails-keyboard)",
        confidence: .inferred, defaultValue: false)

    /// iOS 26's landscape safe area on the iPhones that predate it.
    public static let iOS26LandscapeSafeAreaOnEveryIPhone = Assumption(
        name: "ios26-landscape-safe-area-on-every-iphone",
        statement: "On iOS 26 every iPhone with a home indicator reports a landscape safe area of 20 pt at the top (the status bar, now shown in landscape) and 20 pt at the bottom, its side insets unchanged — older iPhones running iOS 26 included; when off, only the iPhone 17 family and iPhone Air do, and older iPhones keep iOS 18's (top 0, bottom 21)",
        source: "For (default on): device-geometry.md §7 lists it among iOS 26's changes ('iPhone landscape now reports top 20 / bottom 20 safe area'), as a property of the version, with the status bar shown in landscape. Against: its one measurement (snap_fork, iOS 26 simulators) covers only the iPhone 17 family and iPhone Air; no reading of an older iPhone on iOS 26 was found",
        confidence: .inferred, defaultValue: true)

    /// A split keyboard counts as dismissed for the keyboard layout guide and the checks.
    public static let splitKeyboardCountsAsDismissed = Assumption(
        name: "split-keyboard-counts-as-dismissed",
        statement: "Where a split keyboard is on screen is not known: a keyboard layout guide rests at the safe-area bottom as for a dismissed keyboard even with followsUndockedKeyboard = true, and the checks count the keyboard as covering nothing, whatever the contract; the notifications still carry the logged frame (ModelNumber split-keyboard-y). When off, the guide of a screen that follows undocked keyboards, and the checks, take that frame as where the keyboard is",
        source: "for (default on): the one logged split frame, {0, −264, 768, 304} in willChangeFrame, is not a position — the same notification's UIKeyboardCenterEndUserInfoKey puts the keyboard below the screen ({384, 1136} on a 1024 pt screen), the same frame arrives when the keyboard is only undocked from the menu, and didChangeFrame then carries another (stackoverflow.com/questions/10749311); its two halves leave the middle of the screen free, which no one rectangle says; Apple's followsUndockedKeyboard page names only undocked and floating keyboards ('follow all keyboard anchors even when undocked or floating', https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard). Also for: danielamitay/DAKeyboardControl#48 (2013: when undocked or split, handlers received degenerate frames such as {{0, −64}, {0, 0}}); escoz/QuickDialog PR #444 (2013: a split keyboard posts only keyboardWillChangeFrame, no show or hide). Against: the split keyboard is an undocked keyboard (themainthread.com, 'The iPad Split-Keyboard and (Missing) Notifications': 'undock the full size keyboard … or slide it up and split it'), so a guide that follows undocked keyboards would follow it, to a place no source gives",
        confidence: .inferred, defaultValue: true)

    /// A sheet resting at its largest detent rides above the keyboard.
    public static let sheetAtLargestDetentRidesAboveKeyboard = Assumption(
        name: "sheet-at-largest-detent-rides-above-keyboard",
        statement: "A compact-width card sheet with detents that rests at its largest active detent (a custom detent smaller than large included) moves up with the keyboard so that its bottom sits on the keyboard's top, its height kept, at most until its top reaches the large card's top; it goes back down when the keyboard does. When off, the keyboard covers the sheet's bottom",
        source: "feedback-assistant/reports#669 (FB17890661, iOS 26: a sheet whose detent hugs its text field 'should resize to accommodate the keyboard'); lodev09/react-native-true-sheet PR #604 (2026: when the keyboard hides, UISheetPresentationController 'recalculates the custom detent position', so the sheet at a custom detent was riding on the keyboard); hackiftekhar/IQKeyboardManager#1994 (iOS 17, iPhone 15: 'UISheetPresentationController supports automatic keyboard avoidance', and a library lifting the content too raises it twice). How far the sheet rises relative to the home-indicator area is inferred; no Apple documentation",
        confidence: .observed, defaultValue: true)

    /// The hardware keyboard's shortcut bar is 55 pt on screen on every iPad and iPadOS.
    public static let hardwareBarIs55PointsEverywhere = Assumption(
        name: "hardware-bar-is-55-points-everywhere",
        statement: "With a hardware keyboard attached, the full shortcut bar shows 55 pt of the keyboard's frame on screen on every iPad and every iPadOS version (the minimised toolbar is modelled apart); when off, on Face ID iPads the on-screen part also takes the bottom safe area (55 + 20), as the docked keyboard's frame does (ipad-keyboard-includes-home-indicator)",
        source: "for (default on): ionic-team/ionic-plugin-keyboard PR #273 (2017, simulators of Home-button iPads on iOS 10: 'keyboardHeight now returns 55, which is the actual height of the hardware keyboard bar alone'); device-geometry.md §4 (keyman_ios18: the same 55 pt shortcuts-and-predictions bar tops the software keyboard on every iPad, Face ID iPads and iPadOS 18 included); wwdc23_10281 (iPadOS 17: the full assistant toolbar acts as a keyboard). Against: the one logged Face ID iPad frame reaches the screen's bottom through the 20 pt home-indicator area (gist matkuznik/1955cc4156b2cf0d223190ac2aef5ab4, 337 = 257 + 5 + 55 + 20), so a bar there may report 75; hackiftekhar/IQKeyboardManager#924 logs a 44 pt bar (device and version not given); no measurement on a Face ID iPad or on iPadOS 15 and later",
        confidence: .inferred, defaultValue: true)

    /// An interactive dismissal that the user abandons posts no notification.
    public static let cancelledInteractiveDismissalPostsNothing = Assumption(
        name: "cancelled-interactive-dismissal-posts-nothing",
        statement: "When the user drags the keyboard down with an interactive keyboardDismissMode and lets go before it is dismissed, the keyboard springs back and no keyboard notification is posted (none was posted during the drag either). When off, letting go posts keyboardWillChangeFrame and keyboardWillShow from the dragged frame to the shown one, and the did-notifications after the keyboard's animation",
        source: "for (default on): lionheart/openradar-mirror#4307 (rdar 15341512, iOS 7: during the drag 'no notification is being triggered until the keyboard is dragged completely off screen'); lionheart/openradar-mirror#4551 (rdar 14847817: the frame notifications 'are only sent when the keyboard is displayed and dismissed'); freshOS/KeyboardLayoutGuide#17 (iOS 9–12: nothing until the pan ends). Against: freshOS/KeyboardLayoutGuide#35 (2022: 'keyboardWillChangeFrameNotification is only called after we let go of the scroll', not saying whether the keyboard was dismissed). No source logs a drag that was let go short of dismissal",
        confidence: .inferred, defaultValue: true)

    /// A pan recognizer an app adds where a scroll view is dragged fails unless a delegate lets
    /// it recognize with the scroll view's own pan.
    public static let scrollViewPanWinsOverAddedPan = Assumption(
        name: "scroll-view-pan-wins-over-added-pan",
        statement: "When the user drags a scroll view, the scroll view's own pan (UIScrollView.panGestureRecognizer) recognizes the drag; a pan recognizer the app added to the scroll view or to a view around it hears the same drag only if its delegate, or the scroll view's pan's, allows simultaneous recognition, and otherwise fails (its targets are not called). When off, every added pan whose delegate lets it see the touch and begin hears the drag too",
        source: "for (default on): Apple's gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) page ('The default implementation returns false—no two gestures can be recognized simultaneously', https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)); libraries that add a pan to a scroll view for interactive keyboard dismissal return true there for it (nathantannar4/InputBarAccessoryView's KeyboardManager: 'Only recognice simultaneous gestures when its the panGesture'). Which of two pans that may not recognize together wins is not documented: that it is the scroll view's, whose drag the keyboard follows, is inferred",
        confidence: .inferred, defaultValue: true)

    /// The first keyboard a screen with a SwiftUI keyboard toolbar brings up arrives without
    /// the toolbar, which a frame change adds.
    public static let swiftUIKeyboardToolbarJoinsAfterFirstShow = Assumption(
        name: "swiftui-keyboard-toolbar-joins-after-first-show",
        statement: "From iOS 17, the first time a text input under a SwiftUI keyboard toolbar brings the keyboard up, the keyboard comes up without the toolbar (willChangeFrame and willShow carry the keyboard's frame alone), and when its animation ends a frame change adds the toolbar (willChangeFrame and willShow again, the frame taller by the bar); later shows carry the bar from the start. When off (the default) the bar comes with the keyboard every time",
        source: "for: hackiftekhar/IQKeyboardManager#2002 (iOS 17.0.1, iPhone 15 Pro simulator, SwiftUI: 'the first time the keyboard appears on the page, the toolbar only appears after the keyboard pops up … It is normal on iOS 15', labelled iOS Bug/Limitation). Against (default off): the bar there is the library's own input accessory view, set when editing begins, not SwiftUI's ToolbarItemPlacement.keyboard bar, and its maintainer reports it fixed by restructuring the library (2024), which points at the library; hackiftekhar/IQKeyboardManager#1326 (iOS 11, UIKit) reports the opposite order, the bar in the first show's frame only",
        confidence: .unverified, defaultValue: false)

    /// A keyboard layout guide that follows an undocked or floating keyboard is the part of
    /// its owning view the keyboard covers.
    public static let keyboardGuideClampedToOwningView = Assumption(
        name: "keyboard-guide-clamped-to-owning-view",
        statement: "A UIKeyboardLayoutGuide with followsUndockedKeyboard = true, following a floating or undocked keyboard over the window, is the part of its owning view the keyboard covers (the keyboard's rectangle clamped to the view's bounds); a keyboard over none of the view (above or beside a form sheet) covers nothing of it, and the guide rests at the safe-area bottom as for a dismissed keyboard. When off, the guide is the keyboard's whole rectangle in the view's coordinates, also past the view's edges (a stack pinned to its top in a form sheet below a floating keyboard is pushed above the sheet)",
        source: "for (default on): useyourloaf.com/blog/keyboard-layout-guide ('The layout frame of the keyboard guide matches the area of its owning view covered by the keyboard'); the docked guide is clamped to its view (keyboard-platform.md §3.3). Against: Apple's followsUndockedKeyboard page says only that the guide will 'follow all keyboard anchors even when undocked or floating' (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard); Apple's sample 'Adjusting your layout with keyboard layout guide' pins views below the guide's bottom when the keyboard nears the top, in a full-screen view where both readings agree. That a keyboard over none of the view leaves the guide at rest is inferred (the area it covers is empty); no source measures a guide in a sheet",
        confidence: .inferred, defaultValue: true)

    /// A form sheet adapted to an iPhone's card (or full screen) keeps the keyboard when its
    /// text input resigns, as the iPad's form sheet does.
    public static let adaptedFormSheetKeepsKeyboard = Assumption(
        name: "adapted-form-sheet-keeps-keyboard",
        statement: "A controller presented as a form sheet that is not shown as the iPad's centred form sheet — adapted to a card in a compact-width, regular-height window (an iPhone in portrait, a narrow iPad window) or to full screen in compact height (an iPhone in landscape) — keeps the keyboard on screen when its text input resigns and no other takes its place, as disablesAutomaticKeyboardDismissal's default says for the form-sheet style; when off, only the iPad's form sheet keeps it and an adapted one lets the keyboard go as a page sheet does",
        source: "for (default on): Apple's disablesAutomaticKeyboardDismissal page ties the default to the style, not the idiom or the adaptation ('returns YES when the modal presentation style of the view controller is set to UIModalPresentationFormSheet', https://developer.apple.com/documentation/uikit/uiviewcontroller/disablesautomatickeyboarddismissal), and an adapted controller's modalPresentationStyle stays .formSheet. Against: every report of the kept keyboard is an iPad's (stackoverflow.com/questions/3372333, hackiftekhar/IQKeyboardManager#86, lionheart/openradar-mirror#12518; mullvad/mullvadvpn-app PR #2706: 'on iPad, the form sheet presentation (by default) prevents the keyboard dismissal'); no report on an iPhone either way was found",
        confidence: .inferred, defaultValue: true)

    /// A scroll view adds the safe area to its vertical insets, under `.scrollableAxes` (and
    /// `.automatic` outside a bar controller's content scroll view), only while its content
    /// is taller than its bounds.
    public static let scrollViewAddsSafeAreaOnlyWhenScrollable = Assumption(
        name: "scroll-view-adds-safe-area-only-when-scrollable",
        statement: "Under contentInsetAdjustmentBehavior .scrollableAxes, and .automatic for a scroll view no bar controller adjusts regardless (bar-controller-adjusts-first-subview-scroll-view), adjustedContentInset adds the top and bottom safe area only while contentSize.height > bounds.height (or alwaysBounceVertical): a form whose content fits, or fits once the keyboard's inset is set, gets no safe area, and an inset of the keyboard's overlap less the safe area falls short by it. When off, such a scroll view adds the safe area whether or not its content scrolls",
        source: "documented: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes ('The top and bottom insets include the safe area inset values when the vertical content size is greater than the height of the scroll view itself. The top and bottom insets are also adjusted when the alwaysBounceVertical property is true'); .automatic is 'similar to .scrollableAxes' (…/automatic; keyboard-platform.md §3.4). Observed: square/Blueprint PR #283 (2021: 'if the scroll view wasn't adjusting the content inset for the safe area (because the content wasn't tall enough) then the inset for the keyboard wasn't large enough') and PR #297 (the applied safe area is adjustedContentInset − contentInset). Registered although documented because verdicts turn on it (issue 48 #9); that 'the height of the scroll view' is its bounds' (not the bounds less contentInset) is the model's reading",
        confidence: .documented, defaultValue: true)

    /// A `UIHostingController`'s view reports its SwiftUI content's ideal height as its
    /// intrinsic content size.
    public static let hostingViewReportsIdealSize = Assumption(
        name: "hosting-view-reports-ideal-size",
        statement: "A UIHostingController's view reports its SwiftUI content's ideal height (what it takes when offered no height: the fixed-size-ideal-heights measure) as its intrinsicContentSize height, with no intrinsic width (text widths are not modelled), so that Auto Layout sizes a hosted bar pinned only at its top or bottom to its content. With an empty sizingOptions (the default, and on every iOS before 16) the height is the one measured when the view was first laid out and changes only when the app calls invalidateIntrinsicContentSize(); with .intrinsicContentSize the view invalidates it whenever the content's ideal height changes; with .preferredContentSize the controller's preferredContentSize tracks it (width 0). When off, the view has no intrinsic size, and a hosted view whose height nothing else sets is 0 pt tall",
        source: "for (default on): Apple's sizingOptions page ('The default value is the empty set', https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions) and its .intrinsicContentSize option ('The hosting controller's view automatically invalidate its intrinsic content size when its ideal size changes', https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize), which presumes an intrinsic size the option only keeps current; woocommerce/woocommerce-ios PR #9121 (2023: before iOS 16 a child hosting controller's view is sized by Auto Layout to its content once the app invalidates its intrinsic content size after the content changes; sizingOptions from iOS 16); microsoft/fluentui-apple PR #759 (iOS 15: the hosting controller 'does not automatically resize to hug subviews if they are dynamically changing'); square/workflow-swift PR #277 (2024: without the .preferredContentSize option the preferredContentSize is never updated). That the first measure happens at the view's first layout, not at its first Auto Layout query, is the model's (the passes settle before anything is observed); no Apple page states the default's intrinsic size",
        confidence: .observed, defaultValue: true)

    /// The status bar is as tall as the window's top safe-area inset (what the deprecated
    /// `UIApplication.statusBarFrame` answers).
    public static let statusBarIsTopSafeArea = Assumption(
        name: "status-bar-is-top-safe-area",
        statement: "UIApplication.statusBarFrame (deprecated in iOS 13, still declared) is the screen-wide strip at the top of the window as tall as the window's top safe-area inset: 20 pt on a Home-button iPhone in portrait, the notch's inset on a Face ID iPhone, and CGRect.zero where that inset is 0 (an iPhone in landscape before iOS 26), as for a hidden status bar; when off it is always CGRect.zero (read as hidden)",
        source: "for: Apple's statusBarFrame page ('The frame rectangle defining the area of the status bar … CGRectZero if the status bar is hidden', https://developer.apple.com/documentation/uikit/uiapplication/statusbarframe); device-geometry.md §2 (Home-button iPhones: 'portrait top 20 = status bar; status bar hidden in landscape on iPhone'; iPhone 17: 'landscape now reports a 20 pt top inset (status bar shown in landscape)'). That a Face ID device's status bar is exactly its top inset is inferred: no source in the reference gives a status bar's height apart from the inset, and on some notched iPhones it is said to be a few points shorter",
        confidence: .inferred, defaultValue: true)

    /// Every assumption, in a stable order.
    public static let all: [Assumption] = [
        .textFieldScrollsIntoView, .swiftUIScrollsToFocusedField, .systemLiftsSheets, .sheetLiftCoversOverlapOnly,
        .iPadKeyboardIncludesHomeIndicator, .focusChangeRepostsShow, .resignPostsShowLikeChangeFrame,
        .rotationHidesAndReshowsKeyboard, .rotationPostsWrongWidthFrame, .floatingDragPostsDegenerateFrames, .iPhoneHardwareKeyboardHidesKeyboard,
        .interruptedAnimationSkipsDidNotification, .tableViewControllerAdjustsForKeyboard,
        .keyboardCurveIsFastEaseOut, .slideOverFloatsAboveBottom, .emojiKeyboardKeepsBar, .thirdPartyKeyboardKeepsHeightWhereSystemGrows,
        .backgroundSuppressesNotifications, .notificationsInsideKeyboardAnimation, .scrollViewClampsOffsetAfterResize,
        .iPadTabBarAtTop, .hostingRegionIgnoresRootShift, .compactWidthSheetIsCard, .presentationResignsFirstResponder,
        .swiftUIKeyboardToolbarIsAccessory, .swiftUIReturnEndsEditing, .alertTakesAndGivesBackTheKeyboard,
        .geometryReaderReportsContainerInsets, .keyboardGuideFollowsKeyboardOutsideWindow,
        .responderAccessoryDocksAlone, .accessoryOwnerRegainsFirstResponder, .accessoryShowsWithoutOnScreenKeyboard,
        .inputViewDocksWhateverTheKeyboard, .reloadInputViewsPostsFrameChange, .fixedSizeIdealHeights,
        .sheetExpandsToLargestDetentForKeyboard, .animatedScrollKeepsOwnTiming, .iOS26LandscapeSafeAreaOnEveryIPhone,
        .swiftUIScrollsToFocusedTextEditor, .splitKeyboardCountsAsDismissed, .sheetAtLargestDetentRidesAboveKeyboard,
        .hardwareBarIs55PointsEverywhere, .cancelledInteractiveDismissalPostsNothing, .swiftUIKeyboardToolbarJoinsAfterFirstShow,
        .barControllerAdjustsFirstSubviewScrollView, .keyboardGuideClampedToOwningView,
        .adaptedFormSheetKeepsKeyboard, .mediumDetentIsHalfTheScreen, .tallRectScrollsToItsEnd,
        // Issue 48 (verdicts): rules verdicts rest on, registered.
        .scrollViewAddsSafeAreaOnlyWhenScrollable,
        .hostingViewReportsIdealSize,
        // Issue 52 item 6: which iPads' keyboard splits, read by the scenario generator.
        .splitKeyboardOnlyOnHomeButtonIPads,
        // Issue 50 (pairs 04, 17): the pans of an interactive keyboard dismissal.
        .scrollViewPanWinsOverAddedPan,
        // Issue 50 (pair 01): the deprecated status bar frame IQKeyboardManager reads.
        .statusBarIsTopSafeArea,
        // Issue 50 (pair 10): the input accessory view's superview.
        .accessorySuperviewSpansKeyboard,
        // Issue 51: UIHostingConfiguration in table and collection view cells.
        .hostingConfigurationIgnoresSafeArea, .hostingConfigurationDefaultMargins, .hostingConfigurationDefaultMinHeight,
        // Issue 51: UIListContentConfiguration's presets.
        .listContentDefaultMargins, .listContentDefaultText, .listContentMinimumHeight,
        // Cells of a list inside the safe area: what a scroll view clips is not covered.
        .scrollContentPastAnUncoveredEdgeIsSafe,
        // A screen covered by a full-screen presentation is not laid out out of the window.
        .coveredScreenKeepsItsLayout,
        // Issue 51: collection view lists (UICollectionViewCompositionalLayout.list(using:)).
        .collectionListInsetGroupedSideInset, .collectionListGroupedSectionSpacing,
    ]

    /// The assumption named `name`, if any.
    public static func named(_ name: String) -> Assumption? {
        all.first { $0.name == name }
    }
}

/// The assumptions of one run: each one's default, unless switched.
public struct Assumptions: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Switched assumptions by name (only those that differ from their default matter).
    public private(set) var overrides: [String: Bool] = [:]

    /// Every assumption at its default.
    public init() {}

    /// The value of an assumption in this run.
    public subscript(_ assumption: Assumption) -> Bool {
        get { overrides.isEmpty ? assumption.defaultValue : overrides[assumption.name] ?? assumption.defaultValue }
        set { overrides[assumption.name] = newValue == assumption.defaultValue ? nil : newValue }
    }

    /// A copy with one assumption switched.
    public func with(_ assumption: Assumption, _ value: Bool) -> Assumptions {
        var copy = self
        copy[assumption] = value
        return copy
    }

    /// The switched assumptions, sorted by name, as `name=on|off`.
    public var description: String {
        overrides.keys.sorted().map { "\($0)=\(overrides[$0]! ? "on" : "off")" }.joined(separator: " ")
    }
}

// Issue 52, round 4 (items 6 and 7).
extension Assumption {
    /// The system's medium sheet detent is half the screen's height.
    public static let mediumDetentIsHalfTheScreen = Assumption(
        name: "medium-detent-is-half-the-screen",
        statement: "UISheetPresentationController.Detent.medium() (and SwiftUI's PresentationDetent.medium) resolves to half the screen's height, as a value within the sheet's safe area, at most the large detent's; inactive in compact height. When off, it resolves to half the large detent's value (the fully expanded sheet's height within its safe area): on an iPhone 15 Pro in portrait 374.5 pt instead of 426, the sheet 51.5 pt lower",
        source: "For (default on): Apple's two API pages word it from the screen: UIKit's medium() 'Creates a system detent for a sheet that's approximately half the height of the screen, and is inactive in compact height' (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()) and SwiftUI's PresentationDetent.medium the same. Against: Apple's Human Interface Guidelines word it from the sheet: 'large is the height of a fully expanded sheet and medium is about half the fully expanded height' (https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/). All three say 'approximately' or 'about'; no measured medium-detent height was found, so neither reading is confirmed and the API pages, which describe the value the code gets, are kept by default",
        confidence: .inferred, defaultValue: true)

    /// scrollRectToVisible(_:animated:) shows the end of a rectangle taller than the visible
    /// area.
    public static let tallRectScrollsToItsEnd = Assumption(
        name: "tall-rect-scrolls-to-its-end",
        statement: "scrollRectToVisible(_:animated:) given a rectangle taller than the scroll view's visible area (bounds less adjustedContentInset) scrolls so that the rectangle's bottom is at the visible area's bottom, its top above the visible area — UIKit's own scroll of a first-responder text field included, so a field taller than the room left to it shows its bottom, not its top. A rectangle that fits is scrolled minimally, as documented. When off, a tall rectangle is aligned at its top",
        source: "lionheart/openradar-mirror#1322 (rdar 20798351, PSPDFKit, iOS 8 to 8.3, with a sample project): UITextField scrolls its scroll view with scrollRectToVisible:animated: and the field's frame, and 'due to how scrollRectToVisible:animated: behaves … the scroll view scrolls to the very end of the text view, moving the input caret offscreen', for a field wider than the view or a zoomed-in one — the rectangle larger than the visible area, on the horizontal axis; blog.s21g.com/articles/1007 (2008, iPhone OS 2, the vertical axis): 'when a large CGRect that sticks out of the visible area is given, the CGRect's bottom edge is shown first' (可視領域からはみ出すような大きなCGRectを指定した場合は、CGRectの下端が優先的に表示される), and to show its top the rectangle must first be cut to the visible area's size. Apple documents only that the area is made 'just visible' and nothing happens when it already is (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)). So each axis has one report (vertical on iPhone OS 2, horizontal on iOS 8); that today's UIKit still shows a tall rectangle's end is inferred; no report of a tall rectangle aligned at its top was found (re-searched for issue 52 item 7: none; Cappuccino's and SproutCore's scroll-to-rect changes are about their own frameworks, not UIKit). Against turning it on: the careful code that scrolls a focused input's whole frame into view (the clean set's independent screens, Apple's 'Managing the Keyboard' pattern) has no report of a tall text view's caret scrolled away vertically; switched on (issue 52, measured at 300 cases × 3 seeds), every independent clean-set screen breaks field-visible ('no known cause'; presumably a focused input's frame taller than the band shown from its end, not traced), the verdict table's table-view-controller field-visible cell and swiftui-scroll-to-focused's keeps cell move, and table-view-controller/field-visible-e160f096 no longer reproduces. Off by default until a vertical measurement settles it (issue 52 item 7 hands the decision to the lead)",
        confidence: .inferred, defaultValue: false)

    /// Only the Home-button iPads' keyboard splits: none of the iPads with a home indicator.
    public static let splitKeyboardOnlyOnHomeButtonIPads = Assumption(
        name: "split-keyboard-only-on-home-button-ipads",
        statement: "The on-screen keyboard can be split on every iPad with a Home button and on none with a home indicator, so the scenario generator draws a split keyboard (initial placement or a placeKeyboard event) only on the Home-button iPads. When off, the iPads with a home indicator other than the Face ID iPad Pros (iPad Air 4th gen and later, the 13-inch Air, iPad mini 6 and A17 Pro, iPad 10th gen and A16) split too. The iPad Pros with Face ID (11-inch, 12.9-inch 3rd gen and later, 13-inch M4) never do, either way. Read where the generator draws placements (ScenarioGenerator, under the run's assumptions), not by the world: a scenario that states a split keyboard is run as stated, and validation accepts one on any iPad but the Face ID Pros",
        source: "For the Face ID iPad Pros: Apple's support document, as reported at https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard (2018: 'Apple's support document confirming that the split keyboard is not available on 11-inch or bigger iPad Pros') and https://www.macsparky.com/blog/2018/12/what-happened-to-the-ipad-split-keyboard/ ('never made it to the 11 and 12.9 inch iPads Pro'); Automattic/simplenote-ios#64 (2019, iOS 12.2 simulator: 'the iPad pros … keyboards do not split'). For the other iPads with a home indicator only indirect reports: straight-tamago/misakaX#125 (2024: 'I want the split keyboard feature from the non-full-screen era of the iPad', i.e. the full-screen iPads lack it), straight-tamago/misaka26#347 (2026: 'a split keyboard on an iPad that doesn't support it'), KeyboardKit/KeyboardKit#912 (2025: the split option 'was once removed from the default iPadOS keyboard'); none names the iPad Air 4+, the iPad mini 6 or the iPad 10th gen, and Apple's iPad User Guide page for splitting the keyboard was not found in the stored sources. That those iPads behave as the Pros is inferred from the shared edge-to-edge design (the model's rule since the generator had split keyboards)",
        confidence: .inferred, defaultValue: true)
}

// Issue 50 (pair 10).
extension Assumption {
    /// An input accessory view's superview (UIKit's private input-set host view) spans the
    /// accessory and the keyboard below it, and moves with the keyboard.
    public static let accessorySuperviewSpansKeyboard = Assumption(
        name: "accessory-superview-spans-keyboard",
        statement: "An input accessory view shown above the keyboard is a subview of a system host view (UIKit's private input-set host view) whose frame, in the app's window coordinates, is the keyboard's whole frame: the accessory at its top, the keyboard (or, from iOS 9, the keyboard's placeholder) below it — with a hardware keyboard the full keyboard's height, running below the screen, of which only the accessory shows; a bar docked alone (no keyboard) spans only the bar. The host moves with the keyboard: into place along the keyboard's show animation (its model frame set once, at the animation's start, so a key-value observer of its center or frame hears the end frame then), with the finger through an interactive dismissal (heard at every move), and down below the screen along the hide, the accessory leaving it (willMove(toSuperview: nil)) when the hide's animation ends. When off, the host is only the accessory's height and the accessory leaves it as soon as its responder stops showing it",
        source: "For: danielamitay/DAKeyboardControl#95 (2015: before iOS 9 the keyboard view 'used to be a subview of inputAccesoryView.superview', from iOS 9 'you'll find a _keyboardPlaceholderView in its place', the keyboard itself in the UIRemoteKeyboardWindow's UIInputSetHostView); stackoverflow.com/questions/19709749 (answer, 2013: 'iOS will parent your inputAccessoryView to the view that also parents the keyboard and animate them in together', https://devpeace.com/ios/19709749/animate-uiview-along-keyboard-appear-animation); YuAo/WUEmoticonsKeyboard#13 (2015: an input view 'is contained (a subview) of UIInputSetHostView and we can easily read the actual size of the keyboard from' it); brynbodayle/BABFrameObservingInputAccessoryView (iOS 7 and 8, 'Tested on iOS 7, iOS 8, iPhone & iPad'; Pod/Classes/BABFrameObservingInputAccessoryView.m: KVO of the superview's frame and center, the keyboard's frame taken as the superview's frame less the accessory's height at its top, and 'keyboardVisible' while the superview's minY is above the screen's bottom, so it hears frames at or below it; http://www.brynbodayle.com/messages-style-input-view-in-ios-8/: the observed position follows an interactive dismissal); wix-incubator/react-native-keyboard-tracking-view lib/ObservingInputAccessoryView.m (2016 onwards, KVO of the superview's center: keyboard height = window height − the superview's top − the accessory's own height, at least 0); AlexLittlejohn/ALTextInputBar#36 and its fix e6ff256 (2017, a hardware keyboard in the simulator: the superview's frame height is wrong until intersected with the screen's bounds, i.e. it runs below the screen); keyboard-platform.md §3.2 (with a hardware keyboard the keyboard's frame keeps the full keyboard's height, most of it below the screen). The host's exact frame during a hide, and when the accessory leaves it, are inferred from the last two library files (heights clamped at 0, a visibility flag read from the frame); no Apple documentation (the view is private)",
        confidence: .observed, defaultValue: true)
}
