import Foundation

// Interface Builder connections without the Objective-C runtime.
//
// On iOS a storyboard or XIB connects an outlet by key-value coding (`setValue(_:forKey:)` on
// the owner) and an action by selector (`addTarget(_:action:for:)` with the selector IB
// recorded, `loginTapped:`). Neither exists on Linux. The two entry points are the
// `UIResponder` methods `setValue(_:forOutletNamed:)` and `action(forSelectorNamed:)`
// (declared in the class body, in Responder.swift, so that subclasses can override them;
// members of an `NSObject` extension cannot be overridden without `@objc`). A storyboard
// loader calls them; `clearance adapt` writes their overrides in each class that declares
// `@IBOutlet`s or `@IBAction`s, with the helpers below, for example:
//
//     override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
//         switch name {
//         case "email": return connectOutlet(value, to: &self.email)
//         default: return super.setValue(value, forOutletNamed: name)
//         }
//     }
//     override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {
//         switch selector {
//         case "login:", "login(_:)": return interfaceBuilderAction(LoginViewController.login(_:))
//         default: return super.action(forSelectorNamed: selector)
//         }
//     }

extension UIResponder {
    /// Sets an optional (or implicitly unwrapped, or `weak`) outlet to `value`, as the nib
    /// loader's key-value coding does: `nil` clears it; a value of another type leaves it
    /// unchanged and answers `false`.
    public func connectOutlet<Value>(_ value: Any?, to outlet: inout Value?) -> Bool {
        guard let value else {
            outlet = nil
            return true
        }
        guard let typed = value as? Value else { return false }
        outlet = typed
        return true
    }

    /// Sets an outlet collection (`@IBOutlet var fields: [UITextField]!`) to `value`, an array
    /// of the connected objects in Interface Builder's order: `false`, and the collection
    /// unchanged, when one of them is not of the element type.
    public func connectOutlet<Element>(_ value: Any?, to outlet: inout [Element]?) -> Bool {
        guard let value else {
            outlet = nil
            return true
        }
        guard let objects = value as? [Any] else { return false }
        var elements: [Element] = []
        for object in objects {
            guard let element = object as? Element else { return false }
            elements.append(element)
        }
        outlet = elements
        return true
    }

    /// Sets a non-optional outlet (`@IBOutlet var title: UILabel`, set before use) to `value`;
    /// `nil` or a value of another type leaves it unchanged and answers `false`.
    public func connectOutlet<Value>(_ value: Any?, to outlet: inout Value) -> Bool {
        guard let typed = value as? Value else { return false }
        outlet = typed
        return true
    }

    /// An `@IBAction` without arguments (`@IBAction func dismissKeyboard()`), bound to this
    /// object without retaining it, as a control does not retain its target.
    public func interfaceBuilderAction<Target>(_ method: @escaping (Target) -> () -> Void) -> (_ sender: Any?) -> Void {
        { [weak self] _ in
            if let target = self as? Target { method(target)() }
        }
    }

    /// An `@IBAction` taking its sender (`@IBAction func login(_ sender: UIButton)`), bound to
    /// this object without retaining it. A sender that is not of the parameter's type calls
    /// nothing (on iOS such a call would misuse the object).
    public func interfaceBuilderAction<Target, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) -> (_ sender: Any?) -> Void {
        { [weak self] sender in
            if let target = self as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// An `@IBAction` taking its sender and the event (`@IBAction func login(_ sender: Any,
    /// forEvent event: UIEvent)`); the model has no event to pass, so it passes an empty one.
    public func interfaceBuilderAction<Target, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) -> (_ sender: Any?) -> Void {
        { [weak self] sender in
            if let target = self as? Target, let sender = sender as? Sender { method(target)(sender, UIEvent()) }
        }
    }
}
