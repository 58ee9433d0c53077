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
    private let accepts: @Sendable (AnyObject) -> Bool
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

    /// A property's getter (`#selector(getter: Provider.collationString)`, which
    /// `clearance adapt` writes `Selector(getter: \Provider.collationString)`): sent to an object
    /// of the property's class, it reads the property (the value is dropped, as an action's
    /// answer is). The Swift compiler accepts `#selector(getter:)` of an `@objc` property
    /// (SE-0064, https://github.com/apple/swift-evolution/blob/main/proposals/0064-property-selectors.md).
    public init<Target, Value>(getter property: KeyPath<Target, Value>) {
        owner = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { object, _ in
            guard let target = object as? Target else { return false }
            _ = target[keyPath: property]
            return true
        }
    }

    /// A property's setter (`#selector(setter: UITextField.inputAccessoryView)`, written
    /// `Selector(setter: \UITextField.inputAccessoryView)`): sent to an object of the property's
    /// class with a value of the property's type, it sets the property (SE-0064). A property
    /// that cannot be set does not compile, as `#selector(setter:)` of it does not.
    public init<Target, Value>(setter property: ReferenceWritableKeyPath<Target, Value>) {
        owner = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { object, argument in
            guard let target = object as? Target, let value = argument as? Value else { return false }
            target[keyPath: property] = value
            return true
        }
    }

    /// Whether `target` is of the method's class (UIKit's `responds(to:)` for this selector).
    public nonisolated func canBeSent(to target: AnyObject) -> Bool { accepts(target) }

    /// Calls the method on `target` with `argument` (the sender); `false` when `target` is not
    /// of the method's class or the method cannot take `argument`.
    @discardableResult
    public func send(to target: AnyObject, with argument: Any?) -> Bool { perform(target, argument) }

    public nonisolated var description: String { "Selector(a method of \(owner))" }
}

extension NSObjectProtocol {
    /// Whether this object implements or inherits the method `aSelector` names (NSObjectProtocol's
    /// `func responds(to aSelector: Selector!) -> Bool`,
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:):
    /// "YES if the receiver implements or inherits a method that can respond to aSelector,
    /// otherwise NO"). A selector here holds a method reference with its class, so the answer
    /// is whether this object is of that class (or a subclass, which inherits the method, or
    /// conforms to that protocol): `Selector(UITextField.becomeFirstResponder)` answers `true`
    /// for a text field and `false` for a label. A `nil` selector answers `false`, as the
    /// runtime does (Apple's objc4, runtime/objc-class.mm, `class_respondsToSelector_inst`:
    /// `return sel && cls && lookUpImpOrNil(…)`). Where the model cannot
    /// tell as the runtime does, it answers as listed in ClearanceUIKit's "No modelled effect":
    /// an optional requirement of a delegate protocol (which the model declares with a default
    /// implementation, Linux having no `@objc optional`) answers `true` for every conforming
    /// object, implemented or not, and a method of the same name in an unrelated class answers
    /// `false` (on iOS a selector is a name, and any class with a method of that name responds).
    /// NSObject is Foundation's class on Linux, so this cannot be overridden in Swift here (in an
    /// adapted file, `clearance adapt` drops the `override` of `responds(to:)` and
    /// `forwardingTarget(for:)`: ClearanceAdapter's article), and nothing the model sends asks it.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canBeSent(to: self)
    }
}
#endif
