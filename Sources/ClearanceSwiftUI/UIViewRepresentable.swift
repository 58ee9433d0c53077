import LayoutCore

/// A UIKit view inside a SwiftUI screen (SwiftUI's `UIViewRepresentable`): the renderer makes
/// the view once per position (`makeUIView(context:)`), keeps it while the position stays,
/// and calls `updateUIView(_:context:)` whenever the enclosing body is evaluated again.
///
/// It is laid out like a SwiftUI leaf: as tall as its `intrinsicContentSize` when it has
/// one, filling what it is offered when it has none (a wrapped `UITextView`, a map). Its
/// own subviews and constraints are UIKit's, in the same world: a wrapped `UITextField` that
/// becomes first responder brings up the keyboard, and the keyboard safe area moves it as it
/// moves any SwiftUI view. `dismantleUIView(_:coordinator:)` is not called (a view that
/// leaves the tree is removed from the window, which is what keyboard code can observe);
/// the context's `transaction` is not modelled.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// An object that outlives body evaluations (a text field's delegate, say); `Void` when
    /// `makeCoordinator()` is not written.
    associatedtype Coordinator = Void
    /// The context the two calls get.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once for this position in the tree.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value of the representable.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator, once, before the view.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// A representable has no body: the renderer places its UIKit view.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }

    /// The node for this position: the view made once, updated on every evaluation.
    func representedNode(_ context: RenderContext) -> SwiftUIView {
        let box = context.graph.storage(context.path + "|uiView") { RepresentedBox<Coordinator, UIViewType>() }
        let representableContext = UIViewRepresentableContext<Self>(coordinator: box.coordinator(makeCoordinator), environment: context.environment)
        let view = box.made ?? box.keep(makeUIView(context: representableContext))
        updateUIView(view, context: representableContext)
        return SwiftUIView(.hosted(view), key: context.nodeKey)
    }
}

/// What `makeUIView(context:)` and `updateUIView(_:context:)` are given (SwiftUI's
/// `UIViewRepresentableContext`).
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's position.
    public let environment: EnvironmentValues
}

/// What one representable position keeps between evaluations: its coordinator and its UIKit
/// view or controller, each made once.
final class RepresentedBox<Coordinator, Made> {
    private var storedCoordinator: Coordinator?
    /// The UIKit view or controller, once made.
    private(set) var made: Made?

    /// The coordinator, made by `make` the first time.
    func coordinator(_ make: () -> Coordinator) -> Coordinator {
        if let storedCoordinator { return storedCoordinator }
        let coordinator = make()
        storedCoordinator = coordinator
        return coordinator
    }

    /// Keeps `made` and returns it.
    func keep(_ made: Made) -> Made {
        self.made = made
        return made
    }
}
