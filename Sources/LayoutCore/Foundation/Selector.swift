#if !canImport(ObjectiveC)
/// A method to send to a target (the Objective-C runtime's `Selector`,
/// https://developer.apple.com/documentation/objectivec/selector), where there is no
/// Objective-C runtime: it holds a method reference (`Selector(KeyboardToolbar.doneTapped)`)
/// in place of a method's name, so that a selector can be kept in a variable, returned from a
/// property (`var action: Selector { … }`) and passed on to the target/action APIs
/// (`UIBarButtonItem(title:style:target:action:)`, `UIControl.addTarget(_:action:for:)`,
/// `UIGestureRecognizer(target:action:)`, `NotificationCenter.addObserver(_:selector:name:object:)`,
/// `UIApplication.sendAction(_:to:from:for:)`), which send it to their target as UIKit sends
/// an action: the target's method is called, with the sender when the method takes one.
///
/// `clearance adapt` writes `#selector(method)` as `Selector(Type.method)` where the value is
/// declared a `Selector` (`var action: Selector { return #selector(done) }`,
/// `let action: Selector = #selector(done)`), and as the bare method reference elsewhere.
///
/// A selector sent to a target of another class than the method's, or with an argument the
/// method cannot take, is not performed (`send(to:with:)` answers `false`), as the method
/// reference overloads do; on iOS an unrecognized selector stops the app.
@preconcurrency @MainActor
public struct Selector: CustomStringConvertible {
    /// The class the method belongs to, as written.
    private let owner: String
    private let accepts: @MainActor (AnyObject) -> Bool
    private let perform: @MainActor (AnyObject, Any?) -> Bool

    /// A method that takes no argument (`func done()`); a sender is not passed.
    public init<Target>(_ method: @escaping (Target) -> () -> Void) {
        owner = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { object, _ in
            guard let target = object as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A method that takes no argument and answers something (`resignFirstResponder()`); the
    /// answer is dropped, as an action's is.
    public init<Target, Result>(_ method: @escaping (Target) -> () -> Result) {
        owner = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { object, _ in
            guard let target = object as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A method that takes the sender, or a notification (`func doneTapped(_ sender: UIBarButtonItem)`).
    public init<Target, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
        owner = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { object, argument in
            guard let target = object as? Target, let argument = argument as? Argument else { return false }
            method(target)(argument)
            return true
        }
    }

    /// Whether `target` is of the method's class (UIKit's `responds(to:)` for this selector).
    public func canBeSent(to target: AnyObject) -> Bool { accepts(target) }

    /// Calls the method on `target` with `argument` (the sender); `false` when `target` is not
    /// of the method's class or the method cannot take `argument`.
    @discardableResult
    public func send(to target: AnyObject, with argument: Any?) -> Bool { perform(target, argument) }

    public nonisolated var description: String { "Selector(a method of \(owner))" }
}
#endif
