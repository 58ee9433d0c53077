import Foundation

/// What a transition reports about itself (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`, the modelled part).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// How long it takes.
    var transitionDuration: TimeInterval { get }
    /// Whether it was cancelled (a size change never is).
    var isCancelled: Bool { get }
}

/// The coordinator passed to `viewWillTransition(to:with:)` (UIKit's
/// `UIViewControllerTransitionCoordinator`, uikit-surface.md §1): blocks to run alongside the
/// size change, and after it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether
    /// they were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (UIKit's default `completion: nil`).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a rotation or window resize. The model changes geometry at once (no
/// rotation animation is modelled), so the transition is not animated and lasts 0 s: the
/// alongside blocks run right after the layout for the new size, the completions on the main
/// queue after that.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isAnimated: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var isCancelled: Bool { false }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks now and queues the completions.
    func finish(in world: World) {
        for block in alongside { block(self) }
        alongside.removeAll()
        let pending = completions
        completions.removeAll()
        if !pending.isEmpty { world.schedule(after: 0) { for block in pending { block(self) } } }
    }
}
