// Interface Builder outlets and actions without the Objective-C runtime.
//
// UIKit connects an outlet with key-value coding and an action with a selector; Swift on
// Linux has neither. A class loaded from a storyboard or a XIB names its outlets and actions
// by overriding two methods of `UIResponder` (declared in its class body, in Responder.swift,
// because a method declared in an extension cannot be overridden):
//
//     open func setValue(_ value: Any?, forOutletNamed name: String) -> Bool   // base: false
//     open func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)?   // base: nil
//
// `clearance adapt` generates the overrides from `@IBOutlet` and `@IBAction`; a test may write
// them by hand. The storyboard loader (Views/InterfaceBuilder) calls them: an outlet the
// class does not take is UIKit's "not key value coding-compliant for the key" error, an
// action it does not answer is "unrecognized selector".
