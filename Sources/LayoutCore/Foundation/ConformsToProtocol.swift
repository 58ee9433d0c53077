#if !canImport(ObjectiveC)
import Foundation

extension NSObjectProtocol {
    /// Whether this object conforms to a protocol (NSObjectProtocol's `func conforms(to aProtocol:
    /// Protocol) -> Bool`, https://developer.apple.com/documentation/objectivec/nsobjectprotocol/conforms(to:):
    /// "YES if the receiver conforms to aProtocol, otherwise NO"; a class conforms to a protocol it
    /// or a superclass adopts, and to the protocols those incorporate,
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/conforms(to:)).
    /// Linux has no Objective-C `Protocol` object, so the protocol is passed as what `P.self` is in
    /// Swift, its metatype (`view.conforms(to: UITextInput.self)`, IQKeyboardManager's
    /// IQUIView+Hierarchy.swift, Tests/RealBugs 37), and the answer is Swift's dynamic cast
    /// `self is P` — the same answer for a protocol the object's class or a superclass adopts,
    /// or one they refine. A `Protocol` held in a variable cannot be passed (there is no such type
    /// here), and a type that is not a protocol is not refused as it is on iOS.
    public func conforms<P>(to aProtocol: P.Type) -> Bool { self is P }
}
#endif
