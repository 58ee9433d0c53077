import Foundation

/// The invariants checked after every settled event (the design's §9). Ids are part of the
/// interface (corpus paths, `--invariant`).
public enum InvariantID: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// While the keyboard is shown, the active field (or, when taller than the free band, its
    /// caret line) is inside the window, below the top safe area and bars, not clipped by a
    /// scroll view, and clear of the keyboard.
    case fieldVisible = "field-visible"
    /// Nothing is lifted by more than the keyboard covers plus the strategy's padding; a lifted
    /// field or a pinned container ends no more than the padding above the keyboard; no scroll
    /// view is inset by more than the keyboard covers of it (or its reference inset) plus the
    /// padding; an identical repeated notification changes nothing.
    case noDoubleShift = "no-double-shift"
    /// Every view inside the safe area in the reference layout stays reachable, and nothing
    /// outside a scroll view is pushed above the window's top safe area.
    case nothingOffscreen = "nothing-offscreen"
    /// When the keyboard is hidden again, frames, insets and constraint constants equal the
    /// reference layout's, and scroll offsets are within their valid range.
    case hideRestores = "hide-restores"
    /// While the keyboard shows, every interactive element can be scrolled or is already
    /// into the part of the window the keyboard leaves free.
    case reachable = "reachable"
    /// Along the keyboard's animation, the active field is covered for at most one frame
    /// (1/60 s).
    case movesWithKeyboard = "moves-with-keyboard"
    /// No constraint had to be broken.
    case constraintsSatisfiable = "constraints-satisfiable"
    /// No observer the screen registered is left after it is torn down.
    case noObserverLeak = "no-observer-leak"
    /// Every layout settles within a bounded number of passes, and deferred work settles.
    case noLayoutLoop = "no-layout-loop"
    /// Every frame, offset and inset stays finite.
    case finiteGeometry = "finite-geometry"
    /// Content anchored at its newest item — a scroll view (a chat's message list) whose
    /// content is taller than it and that rests scrolled to its end in the reference layout —
    /// still shows the item that was at its bottom edge at rest after the keyboard shows,
    /// hides or changes height, unless the user scrolled since.
    case keepsNewestVisible = "keeps-newest-visible"

    /// The four core invariants.
    public static let core: [InvariantID] = [.fieldVisible, .noDoubleShift, .nothingOffscreen, .hideRestores]

    public var description: String { rawValue }
}

/// A known cause that a violation's numbers point to (the design's §9 diagnoses). Each is
/// computed from the numbers by ``Diagnoser``; a violation whose numbers match none has no
/// diagnosis, reported as "no known cause" — never a wrong label.
public enum Diagnosis: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case safeAreaCountedTwice = "safe-area-counted-twice"
    case shiftedTwice = "shifted-twice"
    case keyboardFrameHeightUsed = "keyboard-frame-height-used"
    case coordinatesMixed = "coordinates-mixed"
    case notRestoredAfterRotation = "not-restored-after-rotation"
    case tabBarIgnored = "tab-bar-ignored"
    case barCountedTwice = "bar-counted-twice"
    case notCoveredButMoved = "moved-where-keyboard-does-not-cover"
    case reactsAfterKeyboard = "reacts-after-keyboard"
    case trailsKeyboard = "trails-keyboard"
    case notRestored = "not-restored"
    case restoredToStaleValue = "restored-to-stale-value"
    case accumulates = "accumulates-on-repeated-notifications"
    case observersLeaked = "observers-leaked"
    case undockedTreatedAsDocked = "undocked-treated-as-docked"
    case constraintConflictWithKeyboardGuide = "constraint-conflict-with-keyboard-guide"
    case onlyCaretLineShown = "only-caret-line-shown"
    case pinnedTallerThanFreeBand = "pinned-view-taller-than-free-band"
    case accessoryCountedTwice = "input-accessory-counted-twice"
    case overlapNotIntersected = "overlap-not-intersected-with-view"
    case notAvoided = "not-avoided"
    case staleKeyboardFrame = "stale-keyboard-frame"
    case textEditorNotScrolledTo = "text-editor-not-scrolled-to"
    case scrolledUnderTopBars = "scrolled-under-top-bars"
    case shortBySafeArea = "short-by-safe-area"
    case liftedByKeyboardHeight = "lifted-by-keyboard-height"
    case offsetKeptWhileShrunk = "offset-kept-while-visible-band-shrank"
    case ridesTheKeyboard = "rides-the-keyboard"

    /// The explanation in domain words.
    public var explanation: String {
        switch self {
        case .safeAreaCountedTwice:
            return "safe area counted twice: the excess equals the bottom safe area, which UIKit already adds (adjustedContentInset, safe-area guides)"
        case .shiftedTwice:
            return "shifted twice: two mechanisms (the app and UIKit, SwiftUI, the system's sheet lift, or two handlers) each moved the content"
        case .keyboardFrameHeightUsed:
            return "keyboard frame height used instead of its on-screen overlap (a hardware-keyboard bar, a frame that reaches below the screen, or a window — a sheet, Stage Manager, Slide Over — that ends above the keyboard's bottom)"
        case .coordinatesMixed:
            return "screen and window coordinates mixed: the keyboard's screen-space frame (or the screen's height) was used as if in the window, which is not at the screen's origin"
        case .notRestoredAfterRotation:
            return "not restored after rotation: state saved before a rotation was put back in the new orientation"
        case .tabBarIgnored:
            return "tab bar ignored: the field is short of clear by the tab bar's height"
        case .barCountedTwice:
            return "bar counted twice: the excess equals a bottom bar's height, which the keyboard already covers"
        case .notCoveredButMoved:
            return "moved where the keyboard does not cover the view: a lift or inset was applied to a view (or a sheet) that the keyboard does not reach"
        case .reactsAfterKeyboard:
            return "reacts after the keyboard: the content moves only once the keyboard's animation is over (keyboardDidShow, or deferred work)"
        case .trailsKeyboard:
            return "trails the keyboard: the content starts moving with the keyboard but on a slower timeline of its own, so the keyboard overtakes the field — an animated scroll (setContentOffset or scrollRectToVisible with animated: true runs UIScrollView's own constant-rate animation, not the keyboard's), or an animation with its own duration; set the offset without animation inside the keyboard notification, and it moves with the keyboard"
        case .notRestored:
            return "not restored: the adjustment made for the keyboard is still there after it hid"
        case .restoredToStaleValue:
            return "restored to a stale value: what was put back is not what was there before the keyboard showed"
        case .accumulates:
            return "accumulates on repeated notifications: the adjustment for each keyboard notification is added to the last one's (+= instead of =)"
        case .observersLeaked:
            return "observers leaked: the screen's keyboard observers outlive it"
        case .undockedTreatedAsDocked:
            return "floating or undocked keyboard treated as docked: the app moved content for a keyboard that does not cover it"
        case .constraintConflictWithKeyboardGuide:
            return "constraint conflict with the keyboard guide: when the guide moved, required constraints could no longer all hold"
        case .onlyCaretLineShown:
            return "only the caret line shown: the line being edited is clear, but the rest of a multi-line input, which would fit, stays hidden (typical of relying on UIKit's own caret scrolling, or of a cell scrolled to its top)"
        case .accessoryCountedTwice:
            return "input accessory counted twice: the excess equals the height of the first responder's inputAccessoryView, which the keyboard's frame already includes"
        case .notAvoided:
            return "not avoided: nothing moved for the keyboard — every view, inset and scroll position is where it is with no keyboard (no observer ran; an early return or a cap; a keyboard it does not recognise; an inset taken back on keyboardWillHide although the end frame, a controller's docked input bar, still covers the view; SwiftUI's keyboard region ignored, or content that does not fit the room it leaves)"
        case .staleKeyboardFrame:
            return "stale keyboard frame: the amount is what the keyboard covered before its last change of height (predictive bar, another keyboard, a custom inputView, an accessory, a hardware keyboard), not what it covers now — a later keyboardWillShow or willChangeFrame was ignored (a \"keyboard is shown\" flag, a frame kept from the first notification)"
        case .overlapNotIntersected:
            return "keyboard overlap not intersected with the view: the excess equals the distance from the view's bottom to its window's, so the keyboard was measured against the window (or screen) the view does not reach down to (freshOS/KeyboardLayoutGuide#33: a sheet is moved although the keyboard covers less of it)"
        case .textEditorNotScrolledTo:
            return "TextEditor not scrolled to: a focused TextEditor in a SwiftUI ScrollView is left under the keyboard, where a TextField would have been scrolled into view — SwiftUI's keyboard avoidance shrinks the scroll view but does not scroll to a TextEditor (GordianSeedTool-iOS#1, SOLPLY-iOS PR #306; assumption swiftui-scrollview-scrolls-to-focused-text-editor); scroll to it yourself (ScrollViewReader, scrollTo on the focus change)"
        case .scrolledUnderTopBars:
            return "scrolled under the top bars: the field was scrolled (not moved) to where the status bar or navigation bar covers it — inside the window, above the content area — as a scroll that takes the scroll view's frame, not its adjusted inset's top, for the top of what it shows (setContentOffset(y: field.minY), a scroll that ignores adjustedContentInset.top)"
        case .shortBySafeArea:
            return "short by the safe area: the inset falls short of what the keyboard covers by exactly the bottom safe area — the app subtracted the safe area because UIKit adds it to adjustedContentInset, which UIKit does here only for a scroll view whose content scrolls (contentInsetAdjustmentBehavior .automatic or .scrollableAxes; assumption scroll-view-adds-safe-area-only-when-scrollable)"
        case .liftedByKeyboardHeight:
            return "lifted by the keyboard's height where it covers less: the view rose by the keyboard's whole covered height, which the keyboard does not cover of it (a root view or a form moved up by the keyboard's height whatever field is focused, so a field high on the screen goes under the top bars); lift by what the keyboard covers of the field, or scroll"
        case .offsetKeptWhileShrunk:
            return "offset kept while the visible band shrank: the list kept the scroll offset it rested at while the keyboard (or what rides on it) took the bottom of its visible band, so its newest items went out of view — a UIScrollView keeps its contentOffset when its bounds shrink or an inset grows, and neither UIKit nor a SwiftUI ScrollView without an anchor scrolls to the bottom; move the offset by what the band lost in the keyboard notification (or scroll to the last row), or use .defaultScrollAnchor(.bottom) in SwiftUI"
        case .ridesTheKeyboard:
            return "rides the keyboard: a view the contract keeps behind the keyboard (a bottom tab bar of the app's own, as UIKit's UITabBar stays behind it) moved up with it — it is in a container that SwiftUI's keyboard safe-area region, a keyboard guide or a handler lifts; keep that container out of the keyboard's region (.ignoresSafeArea(.keyboard) on it, or pin it to the safe area, not the keyboard guide)"
        case .pinnedTallerThanFreeBand:
            return "pinned view taller than the free band: the view pinned above the keyboard (an input bar, a form's stack) is taller than the room between the top bars and where it is pinned, so its top goes under them or past the window's (SwiftUI centres a stack that does not fit, so it runs past the keyboard's top as well); cap its height to that room, or let it scroll"
        }
    }

    public var description: String { rawValue }
}

/// The one rule every invariant uses to decide whether a situation can be handled at all:
/// the free band the keyboard leaves (between the top bars and the keyboard) must have room
/// for what field-visible asks — the field, or its caret line when the field is taller.
/// Where it has not, no strategy can keep the field clear and none is blamed.
///
/// The caret line is the input's own (`caretRect`): a text view's first line
/// (``UITextView/caretLineHeight``), but a text field's whole height — field-visible asks to
/// see all of a single-line field, so a 44 pt field in a 40–43 pt band is as impossible as a
/// text view in a 30 pt one (issue 35 #10: such fields were reported "below the band").
public enum Feasibility {
    /// What field-visible asks to see of a field of `fieldHeight` whose caret line is
    /// `lineHeight` tall: the whole field, or its caret line when it is taller.
    public static func required(fieldHeight: CGFloat, lineHeight: CGFloat = UITextView.caretLineHeight) -> CGFloat {
        min(fieldHeight, lineHeight)
    }

    /// Whether a free band of `freeBand` points can show what field-visible asks.
    public static func canAvoid(freeBand: CGFloat, fieldHeight: CGFloat, lineHeight: CGFloat = UITextView.caretLineHeight) -> Bool {
        freeBand >= required(fieldHeight: fieldHeight, lineHeight: lineHeight)
    }
}

/// An invariant that did not hold: where, why, with the numbers and a diagnosis when the
/// numbers match a known cause.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var invariant: InvariantID
    /// The index of the event after which it was seen (`-1`: when the screen appeared).
    public var eventIndex: Int
    /// What went wrong, in a sentence.
    public var message: String
    /// The view concerned, if any.
    public var viewName: String?
    /// The numbers, in a stable order (`covered`, `excess`, `gap`, `limit`, …).
    public var numbers: [Number]
    /// Rectangles that matter (window space), in a stable order.
    public var rects: [NamedRect]
    public var diagnosis: Diagnosis?
    /// What is at fault, in a word that survives shrinking (`lift`, `gap`, `contentInset`,
    /// `frame`, `covered`, …): part of the signature.
    public var property: String?
    /// What the screen set wrong, where the check can tell, and when: `shown: contentInset`
    /// (a scroll view's bottom inset while the keyboard shows), `shown: position` (a view's
    /// frame, constraint constant, transform or SwiftUI offset), `shown: contentOffset`,
    /// `shown: nothing moved` (the keyboard covers the screen and nothing on it moved), or
    /// the same after the keyboard hid (`hidden: …`). Failures whose causes are amounts (a
    /// safe area, a frame's height, no known cause) and which share it are one bug: the same
    /// value, wrong in several situations (``Bug``).
    public var fault: String?

    /// What makes two failures the same bug: invariant, diagnosis (or `no-known-cause`) and
    /// the property at fault. Shrinking keeps it, runs report each distinct one, and the
    /// corpus keeps one entry per signature.
    public var signature: String {
        "\(invariant.rawValue)/\(diagnosis?.rawValue ?? "no-known-cause")" + (property.map { "/\($0)" } ?? "")
    }

    public struct Number: Hashable, Sendable, Codable {
        public var name: String
        public var value: Double
    }

    public struct NamedRect: Hashable, Sendable, Codable {
        public var name: String
        public var x: Double, y: Double, width: Double, height: Double
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        init(_ name: String, _ rect: CGRect) {
            self.name = name
            x = Double(rect.minX); y = Double(rect.minY); width = Double(rect.width); height = Double(rect.height)
        }
    }

    init(_ invariant: InvariantID, event: Int, _ message: String, view: String? = nil, property: String? = nil, fault: String? = nil,
         numbers: [(String, CGFloat)] = [], rects: [(String, CGRect)] = []) {
        self.invariant = invariant
        eventIndex = event
        self.message = message
        viewName = view
        self.property = property
        self.fault = fault
        self.numbers = numbers.map { Number(name: $0.0, value: Double(($0.1 * 100).rounded() / 100)) }
        self.rects = rects.map { NamedRect($0.0, $0.1) }
    }

    /// A number by name.
    public func number(_ name: String) -> CGFloat? {
        numbers.first { $0.name == name }.map { CGFloat($0.value) }
    }

    /// Where it happened, in words.
    public var when: String {
        eventIndex < 0 ? "when the screen appeared" : "after event \(eventIndex + 1)"
    }

    public var description: String {
        var text = "\(invariant) \(when): \(message)"
        if !numbers.isEmpty { text += " [" + numbers.map { "\($0.name) \(fmt(CGFloat($0.value)))" }.joined(separator: ", ") + "]" }
        text += " — " + (diagnosis?.explanation ?? "no known cause")
        return text
    }
}
