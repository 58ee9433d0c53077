import LayoutCore

/// A UIKit view controller inside a SwiftUI screen (SwiftUI's `UIViewControllerRepresentable`,
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable): the
/// renderer makes the controller once per position (`makeUIViewController(context:)`), keeps it
/// while the position stays, and calls `updateUIViewController(_:context:)` whenever the
/// enclosing body is evaluated again.
///
/// The controller becomes a child of the hosting controller, as view controller containment
/// asks (`addChild`, then `didMove(toParent:)` once its view is in place); its view loads
/// (`viewDidLoad`) when first placed, hears `viewWillAppear` before that pass and
/// `viewDidAppear` after it, and is laid out as a representable view is: as tall as its
/// `intrinsicContentSize` when it has one, filling what it is offered when it has none —
/// inside SwiftUI's keyboard safe area. So a wrapped controller that avoids the keyboard itself
/// moves its content a second time. `dismantleUIViewController(_:coordinator:)` and the
/// controller's disappearance when it leaves the tree are not modelled.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// An object that outlives body evaluations; `Void` when `makeCoordinator()` is not written.
    associatedtype Coordinator = Void
    /// The context the two calls get.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once for this position in the tree.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value of the representable.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator, once, before the controller.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// A representable has no body: the renderer places its controller's view.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }

    /// The node for this position: the controller made once, updated on every evaluation.
    func representedNode(_ context: RenderContext) -> SwiftUIView {
        let box = context.graph.storage(context.path + "|uiViewController") { RepresentedBox<Coordinator, UIViewControllerType>() }
        let representableContext = UIViewControllerRepresentableContext<Self>(coordinator: box.coordinator(makeCoordinator), environment: context.environment)
        let controller: UIViewControllerType
        if let made = box.made {
            controller = made
        } else {
            controller = box.keep(makeUIViewController(context: representableContext))
            if let host = context.graph.host {
                host.addChild(controller)
                controller.loadViewIfNeeded()
                controller.viewWillAppear(false)
                context.graph.afterThisLayout { [weak host, weak controller] in
                    guard let host, let controller else { return }
                    controller.didMove(toParent: host)
                    controller.viewDidAppear(false)
                }
            }
        }
        updateUIViewController(controller, context: representableContext)
        return SwiftUIView(.hosted(controller.view), key: context.nodeKey)
    }
}

/// What `makeUIViewController(context:)` and `updateUIViewController(_:context:)` are given
/// (SwiftUI's `UIViewControllerRepresentableContext`).
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's position.
    public let environment: EnvironmentValues
}
