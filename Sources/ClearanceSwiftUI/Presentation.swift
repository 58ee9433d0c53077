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
    let path: String
    let style: UIModalPresentationStyle
    let isPresented: Bool
    let onDismiss: (() -> Void)?
    let make: () -> ModifiedContent<AnyView, _EnvironmentModifier>
}

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`): inside a sheet it sets the sheet's binding back; elsewhere it
/// does nothing (navigation pops are not modelled).
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

    /// Dismisses the presentation this view is in.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
