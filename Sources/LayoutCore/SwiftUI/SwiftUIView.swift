import Foundation

/// Safe-area regions (SwiftUI's `SafeAreaRegions`): `.container` is the device and bar
/// insets, `.keyboard` the software keyboard's extent (iOS 14+), `.all` both.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Edges (SwiftUI's `Edge.Set`).
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// How a SwiftUI scroll view dismisses the keyboard (`scrollDismissesKeyboard`, iOS 16+).
public enum ScrollDismissesKeyboardMode: Sendable {
    case automatic, immediately, interactively, never
}

/// The layout core's SwiftUI node tree: what `ClearanceSwiftUI`'s views (`VStack`,
/// `TextField`, `.padding()`, …) render into, laid out into ordinary views by a
/// ``HostingController``. (Its static builders and modifiers, the first release's look-alike
/// surface, were deprecated for one release and are gone — write SwiftUI.)
///
/// Modelled facts (keyboard-platform.md §3.6): the keyboard is a safe-area region from
/// iOS 14 (not on 13); `ignoresSafeArea(.keyboard)` takes effect only on a view whose frame
/// reaches the safe area's edge (a flexible container that fills the area) and does nothing
/// on a fixed-size view that does not; `offset` moves drawing, not layout.
public struct SwiftUIView {
    package indirect enum Content {
        case vStack(spacing: CGFloat, [SwiftUIView])
        /// Children side by side: fixed-width children take their width, the rest share what
        /// is left equally; as tall as the tallest, each placed vertically by `alignment`
        /// (`HStack(alignment:)`).
        case hStack(spacing: CGFloat, alignment: VerticalPlacement, [SwiftUIView])
        /// A `GeometryReader`: fills what it is offered; its content is made at placement from
        /// the size, the safe-area insets and the window frame it is given.
        case geometry((CGSize, UIEdgeInsets, CGRect) -> SwiftUIView)
        /// Children on top of each other, each placed vertically by `alignment` (the vertical
        /// part of `ZStack(alignment:)`; widths follow the container, so the horizontal part moves nothing).
        case zStack(alignment: VerticalPlacement, [SwiftUIView])
        case scrollView(SwiftUIView)
        case spacer(minLength: CGFloat)
        case textField(title: String, secure: Bool, height: CGFloat)
        case textEditor(title: String, height: CGFloat)
        /// A button; its action runs when the generated button is tapped (``World/tap(at:)``).
        case button(title: String, height: CGFloat, action: (() -> Void)?)
        case text(String, height: CGFloat)
        case color
        /// A UIKit view placed as a leaf (`UIViewRepresentable`): as tall as its intrinsic
        /// height, or flexible without one.
        case hosted(UIView)
    }

    package enum Modifier {
        case padding(UIEdgeInsets)
        case offset(x: CGFloat, y: CGFloat)
        /// A flip of the drawing (`scaleEffect` with a negative scale): the view and what it
        /// contains are drawn mirrored across the line through `anchor` (a unit point of the
        /// view's frame) on each flipped axis; layout does not change.
        case flip(x: Bool, y: Bool, anchor: CGPoint)
        /// A frame; `alignment` is where content shorter than the frame sits vertically
        /// (`frame(width:height:alignment:)`; `.center` keeps the content on the whole frame).
        case frame(width: CGFloat?, height: CGFloat?, maxWidth: CGFloat?, maxHeight: CGFloat?, alignment: VerticalPlacement = .center)
        /// A flexible frame's height limits and where the content sits in it vertically.
        case heightLimits(min: CGFloat?, max: CGFloat?, alignment: VerticalPlacement)
        /// `safeAreaInset(edge:)`: `inset` sits on that edge; the content is laid out in what
        /// remains.
        case safeAreaInset(bottom: Bool, spacing: CGFloat, inset: SwiftUIView)
        /// Reports the generated view under this key (``HostingController/taggedView(_:)``).
        case tag(String)
        case ignoresSafeArea(SafeAreaRegions, EdgeSet)
        case focused(String)
        case scrollDismissesKeyboard(ScrollDismissesKeyboardMode)
        case animation(TimingCurve, duration: TimeInterval)
        case name(String)
        /// A `.toolbar` with items placed on the keyboard: the hosting view's text inputs
        /// show a toolbar above the keyboard (``Assumption/swiftUIKeyboardToolbarIsAccessory``).
        case keyboardToolbar
        /// `onTapGesture`: a tap on the view (or on what it contains) runs the action.
        case tapAction(() -> Void)
        /// `onSubmit(of: .text)`: the return key in a text field in this view runs the action.
        case submitAction(() -> Void)
        /// `submitScope()`: submit actions set above this view do not hear its fields.
        case submitScope
        /// `layoutPriority(_:)`: the order in which a `VStack` gives its flexible children
        /// the room beyond their minimums.
        case layoutPriority(Double)
        /// `fixedSize(horizontal:vertical:)`: the view takes its ideal size in the fixed
        /// dimensions whatever it is offered. Widths follow the container here (text widths
        /// are not modelled), so only `vertical` changes the layout.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `presentationDetents(_:selection:)` on a sheet's content: the sheet's detents
        /// (named by `keys`, made by `make`) and, with a selection, how to read and write it.
        case presentationDetents(keys: [String], make: () -> [UISheetPresentationController.Detent], selection: DetentSelection?)
        /// `transition(_:)`: where the view is drawn when it is inserted by an animated change,
        /// from which it animates to its place (removal is not animated: the view goes at once).
        case transition(TransitionOffset)

        /// Whether it names the view (`accessibilityIdentifier`).
        package var isName: Bool {
            if case .name = self { return true }
            return false
        }
    }

    /// How far a transition displaces an inserted view: a fixed offset plus multiples of the
    /// view's own size (`move(edge:)` and `slide` move it by its width or height).
    package struct TransitionOffset: Equatable, Sendable {
        package var x: CGFloat = 0
        package var y: CGFloat = 0
        package var widths: CGFloat = 0
        package var heights: CGFloat = 0
        package init(x: CGFloat = 0, y: CGFloat = 0, widths: CGFloat = 0, heights: CGFloat = 0) {
            self.x = x
            self.y = y
            self.widths = widths
            self.heights = heights
        }
        /// Both displacements at once (`combined(with:)`).
        package static func + (a: TransitionOffset, b: TransitionOffset) -> TransitionOffset {
            TransitionOffset(x: a.x + b.x, y: a.y + b.y, widths: a.widths + b.widths, heights: a.heights + b.heights)
        }
        /// The displacement of a view of `size`.
        package func displacement(for size: CGSize) -> CGPoint {
            CGPoint(x: x + widths * size.width, y: y + heights * size.height)
        }
    }

    /// A selection binding of sheet detents, by detent identifier.
    package struct DetentSelection {
        package let get: () -> String
        package let set: (String) -> Void
        package init(get: @escaping () -> String, set: @escaping (String) -> Void) {
            self.get = get
            self.set = set
        }
    }

    /// Where content sits vertically in a taller frame.
    package enum VerticalPlacement: Sendable { case top, center, bottom }

    package let content: Content
    package var modifiers: [Modifier] = []

    /// Whether it is a stack: a container of other views, with no content or title of its own.
    package var isContainer: Bool {
        switch content {
        case .vStack, .hStack, .zStack: return true
        default: return false
        }
    }
    /// The node's identity across re-evaluations (the SwiftUI view's structural path); the
    /// generated view is kept while the key stays, whatever moves around it.
    package var key: String?

    package init(_ content: Content, key: String? = nil) {
        self.content = content
        self.key = key
    }

    /// This node with `modifier` applied after its others.
    package func adding(_ modifier: Modifier) -> SwiftUIView {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

