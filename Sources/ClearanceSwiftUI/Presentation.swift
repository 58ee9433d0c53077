import ClearanceUIKit

// Sheets and full-screen covers: SwiftUI presents a hosting controller of the content
// modally while the binding says so, and dismisses it when the binding goes back.

extension View {
    /// Presents `content` as a sheet while `isPresented` is `true` (a page sheet: a card on
    /// an iPhone, which the system lifts for the keyboard as any sheet), and dismisses it when
    /// it becomes `false`, then runs `onDismiss`. Inside the sheet, `@Environment(\.dismiss)`
    /// sets `isPresented` back to `false`. Presenting and dismissing happen on the main queue
    /// after the layout pass that saw the change, as SwiftUI does them in its update; a swipe
    /// down by the user is not modelled.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .automatic, isPresented: isPresented.wrappedValue, onDismiss: onDismiss,
                                       dismiss: { isPresented.wrappedValue = false }, content: { AnyView(content()) }))
    }

    /// Presents `content` for `item` as a sheet while `item` is not `nil`; a new item's content
    /// replaces the old one's in the same sheet. Inside the sheet, `@Environment(\.dismiss)`
    /// sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        let current = item.wrappedValue
        return modifier(_PresentationModifier(style: .automatic, isPresented: current != nil, onDismiss: onDismiss,
                                              dismiss: { item.wrappedValue = nil },
                                              content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    /// Shows an alert titled `title` with the buttons `actions` builds (an "OK" button when it
    /// builds none) while `isPresented` is `true`. Presenting it ends editing under it
    /// (`presentation-resigns-first-responder`); tapping one of its buttons runs the button's
    /// action and dismisses it, setting `isPresented` back. Its geometry is not modelled: its
    /// title, message and buttons stack in the middle of the window.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert with a message under its title.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                                           @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        let title = String(title)
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(_PresentationModifier(style: .overFullScreen, isPresented: isPresented.wrappedValue, onDismiss: nil, dismiss: dismiss, content: {
            AnyView(AlertContent(title: title, actions: actions, message: message).environment(\.alertDismiss, dismiss))
        }))
    }

    /// The alert `content` makes (the first SwiftUI form, `Alert`), while `isPresented` is `true`.
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> ModifiedContent<Self, _PresentationModifier> {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(_PresentationModifier(style: .overFullScreen, isPresented: isPresented.wrappedValue, onDismiss: nil, dismiss: dismiss, content: {
            let alert = content()
            return AnyView(AlertContent(title: alert.title, actions: {
                ForEach(alert.buttons.indices, id: \.self) { index in
                    SwiftUI_AlertButton(button: alert.buttons[index])
                }
            }, message: { if let message = alert.message { Text(message) } }).environment(\.alertDismiss, dismiss))
        }))
    }

    /// Shows a confirmation dialog (an action sheet on an iPhone, iOS 15) with the buttons
    /// `actions` builds while `isPresented` is `true`
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb).
    /// As for an alert: presenting it ends editing under it (`presentation-resigns-first-responder`),
    /// a tapped button runs its action and dismisses it, setting `isPresented` back; its geometry
    /// is not modelled (title, message and buttons stack in the middle of the window), and
    /// `titleVisibility` changes nothing that keyboard code can observe.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// A confirmation dialog with a message under its title.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                         @ViewBuilder actions: @escaping () -> A,
                                                                         @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title, isPresented: isPresented, actions: actions, message: message)
    }

    /// A confirmation dialog whose buttons are made from `data`, shown while `isPresented` is
    /// `true` and `data` is not `nil`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: @escaping (T) -> A) -> ModifiedContent<Self, _PresentationModifier> {
        let title = String(title)
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(_PresentationModifier(style: .overFullScreen, isPresented: isPresented.wrappedValue && data != nil, onDismiss: nil,
                                              dismiss: dismiss, content: {
            AnyView(AlertContent(title: title, actions: { if let data { actions(data) } }, message: { EmptyView() })
                .environment(\.alertDismiss, dismiss))
        }))
    }

    /// Presents `content` full screen while `isPresented` is `true` (the covered screen
    /// leaves the window until it is dismissed); otherwise as ``sheet(isPresented:onDismiss:content:)``.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .fullScreen, isPresented: isPresented.wrappedValue, onDismiss: onDismiss,
                                       dismiss: { isPresented.wrappedValue = false }, content: { AnyView(content()) }))
    }
}

/// `sheet`/`fullScreenCover`: the content is rendered as is; the presentation is registered
/// with the renderer, which presents or dismisses after the layout pass.
public struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let style: UIModalPresentationStyle
    let isPresented: Bool
    let onDismiss: (() -> Void)?
    let dismiss: () -> Void
    let content: () -> AnyView

    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let dismiss = self.dismiss
        let make = self.content
        context.graph.registerPresentation(PresentationRegistration(
            path: context.path, style: style, isPresented: isPresented, onDismiss: onDismiss,
            make: { make().environment(\.dismiss, DismissAction(dismiss)) }))
        return context.render(content)
    }
}

/// One presentation modifier's wish, from one evaluation.
struct PresentationRegistration {
    /// The modified view's path, then the modifier's place among the presentation modifiers
    /// on that view (a `sheet` and an `alert` on one view are two presentations).
    var path: String
    let style: UIModalPresentationStyle
    let isPresented: Bool
    let onDismiss: (() -> Void)?
    let make: () -> ModifiedContent<AnyView, _EnvironmentModifier>
}

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`): inside a sheet it sets the sheet's binding back; inside a view
/// pushed onto a navigation stack it pops it; elsewhere it does nothing.
public struct DismissAction {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    /// Dismisses.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    private enum DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { DismissAction {} }
    }

    private enum IsPresentedKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Dismisses the presentation this view is in.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set {
            self[DismissKey.self] = newValue
            self[IsPresentedKey.self] = true
        }
    }

    /// Whether the view is in a presentation (a sheet, or a view pushed onto a navigation
    /// stack) — SwiftUI's `var isPresented: Bool { get }`, iOS 15,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// The presentation the view is in (SwiftUI's deprecated `var presentationMode: Binding<PresentationMode> { get }`,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/presentationmode):
    /// `isPresented` and `dismiss()` as ``isPresented`` and ``dismiss`` give them.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss.action)
        return Binding(get: { mode }, set: { _ in })
    }
}

/// An indication whether a view is presented (SwiftUI's deprecated `struct PresentationMode`,
/// https://developer.apple.com/documentation/swiftui/presentationmode).
public struct PresentationMode {
    /// Whether the view is presented (`var isPresented: Bool { get }`).
    public let isPresented: Bool
    let action: () -> Void
    /// Dismisses the view (`mutating func dismiss()`).
    public mutating func dismiss() { action() }
}

/// An alert's content: what the model lays out for it.
struct AlertContent<Actions: View, Message: View>: View {
    let title: String
    let actions: () -> Actions
    let message: () -> Message
    init(title: String, @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message) {
        self.title = title
        self.actions = actions
        self.message = message
    }
    var body: some View {
        VStack {
            Spacer()
            Text(title)
            message()
            if Actions.self == EmptyView.self {
                Button("OK") {}
            } else {
                actions()
            }
            Spacer()
        }
    }
}

/// An alert made the first way (SwiftUI's `Alert`): a title, a message and one or two buttons.
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button (an "OK" when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string
        self.message = message?.string
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string
        self.message = message?.string
        buttons = [primaryButton, secondaryButton]
    }

    /// An alert's button.
    public struct Button {
        let title: String
        let action: (() -> Void)?
        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, action: action) }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(title: "Cancel", action: action) }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, action: action) }
    }
}

/// An `Alert.Button` drawn as a button.
struct SwiftUI_AlertButton: View {
    let button: Alert.Button
    var body: some View {
        let action = button.action
        ClearanceSwiftUI.Button(button.title) { action?() }
    }
}

extension EnvironmentValues {
    private enum AlertDismissKey: EnvironmentKey {
        static var defaultValue: (() -> Void)? { nil }
    }

    /// Inside an alert: what dismisses it (every button calls it after its action).
    var alertDismiss: (() -> Void)? {
        get { self[AlertDismissKey.self] }
        set { self[AlertDismissKey.self] = newValue }
    }
}

/// A height a sheet rests at (SwiftUI's `PresentationDetent`, iOS 16): the sheet's detents
/// are its UIKit sheet's (`UISheetPresentationController`), with their model there.
public struct PresentationDetent: Hashable, Sendable {
    /// A stable name: the UIKit identifier of the detent.
    let identifier: String
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    /// "Approximately half the height of the screen, and inactive in compact height"
    /// (https://developer.apple.com/documentation/swiftui/presentationdetent/medium).
    public static let medium = PresentationDetent(identifier: UISheetPresentationController.Detent.Identifier.medium.rawValue, kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(identifier: UISheetPresentationController.Detent.Identifier.large.rawValue, kind: .large)
    /// A fraction of the large detent's height (``ModelNumber/mediumDetentHeight`` says how
    /// the model reads it).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(identifier: "fraction-\(fraction)", kind: .fraction(fraction))
    }
    /// A height within the sheet's safe area.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(identifier: "height-\(height)", kind: .height(height))
    }

    /// The UIKit detent.
    @MainActor var sheetDetent: UISheetPresentationController.Detent {
        switch kind {
        case .medium: return .medium()
        case .large: return .large()
        case let .fraction(f):
            return .custom(identifier: .init(identifier)) { $0.maximumDetentValue * max(0, min(1, f)) }
        case let .height(h):
            return .custom(identifier: .init(identifier)) { _ in h }
        }
    }
}

extension View {
    /// The heights the sheet this view is the content of rests at; it rests at the smallest
    /// (and expands for the keyboard, ``Assumption/sheetExpandsToLargestDetentForKeyboard``).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(PresentationDetent.modifier(detents, selection: nil)))
    }

    /// The heights the sheet rests at, and the one it rests at now, kept in `selection` both
    /// ways: the keyboard expanding the sheet writes the binding.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, _LayoutModifier> {
        let byIdentifier = Dictionary(detents.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let choice = SwiftUIView.DetentSelection(get: { selection.wrappedValue.identifier },
                                                 set: { identifier in byIdentifier[identifier].map { selection.wrappedValue = $0 } })
        return modifier(_LayoutModifier(PresentationDetent.modifier(detents, selection: choice)))
    }

    /// Accepted: the grabber is not drawn.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

extension PresentationDetent {
    /// The node modifier: the detents in a stable order (a `Set`'s order must reach nothing).
    static func modifier(_ detents: Set<PresentationDetent>, selection: SwiftUIView.DetentSelection?) -> SwiftUIView.Modifier {
        let ordered = detents.sorted { $0.identifier < $1.identifier }
        return .presentationDetents(keys: ordered.map(\.identifier), make: { MainActor.assumeIsolated { ordered.map(\.sheetDetent) } }, selection: selection)
    }
}
