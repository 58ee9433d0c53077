import ClearanceUIKit
import Foundation
import Testing

/// Tells when it goes.
private final class Tracker {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// A copyable object that counts its copies.
private final class Draft: NSObject, NSCopying {
    var text: String
    init(_ text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Draft(text) }
}

/// An app's own object, not UIKit's.
private final class Coordinator: NSObject {}

private var nextFieldKey: UInt8 = 0
private var insetsKey: UInt8 = 0
private var draftKey: UInt8 = 0
private var trackerKey: UInt8 = 0

/// The stored property real files add to UIKit's classes (Tests/RealCode 54, 57): a text
/// field's next field, as passforios declares it.
extension UITextField {
    fileprivate var nextField: UITextField? {
        get { objc_getAssociatedObject(self, &nextFieldKey) as? UITextField }
        set { objc_setAssociatedObject(self, &nextFieldKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }
}

/// The Objective-C runtime's associated objects (objc4's runtime/objc-references.mm;
/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)).
@MainActor
@Suite("Associated objects, as the Objective-C runtime keeps them")
struct AssociatedObjectTests {
    @Test func aRetainedValueIsKeptReadBackAndRemovedBySettingNil() {
        let email = UITextField(), password = UITextField()
        #expect(email.nextField == nil)
        email.nextField = password
        #expect(email.nextField === password)
        #expect(password.nextField == nil, "an association belongs to one object")
        email.nextField = nil
        #expect(email.nextField == nil)
        #expect(objc_getAssociatedObject(email, &nextFieldKey) == nil)
    }

    @Test func aValueTypeIsKeptAndKeysAreAddresses() {
        let scrollView = UIScrollView()
        objc_setAssociatedObject(scrollView, &insetsKey, NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(scrollView, &draftKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect((objc_getAssociatedObject(scrollView, &insetsKey) as? NSValue)?.uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(objc_getAssociatedObject(scrollView, &draftKey) as? Bool == true)
        objc_removeAssociatedObjects(scrollView)
        #expect(objc_getAssociatedObject(scrollView, &insetsKey) == nil && objc_getAssociatedObject(scrollView, &draftKey) == nil)
    }

    /// An object's associations go when it does (`object_dispose` removes them).
    @Test func aViewsAssociationsGoWithTheView() {
        var released = false
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &trackerKey, Tracker { released = true }, .OBJC_ASSOCIATION_RETAIN)
        #expect(!released)
        view = nil
        #expect(released, "released with the view, as on iOS")
    }

    @Test func anAppObjectsAssociationsAreKeptBesideIt() {
        var released = false
        var coordinator: Coordinator? = Coordinator()
        objc_setAssociatedObject(coordinator!, &trackerKey, Tracker { released = true }, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(coordinator!, &trackerKey) is Tracker)
        #expect(objc_getAssociatedObject(Coordinator(), &trackerKey) == nil, "another object has none")
        coordinator = nil
        // The table drops a gone object's entries on the next association set.
        objc_setAssociatedObject(Coordinator(), &draftKey, 1, .OBJC_ASSOCIATION_RETAIN)
        #expect(released)
    }

    /// Assign does not retain (on iOS reading it after its value is gone is undefined; here nil).
    @Test func anAssignedValueIsNotRetained() {
        let view = UIView()
        var released = false
        var tracker: Tracker? = Tracker { released = true }
        objc_setAssociatedObject(view, &trackerKey, tracker, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &trackerKey) as? Tracker === tracker)
        tracker = nil
        #expect(released)
        #if !canImport(ObjectiveC)
        // Where the runtime exists this read dangles.
        #expect(objc_getAssociatedObject(view, &trackerKey) == nil)
        #endif
        // A value that is not an object is bridged on iOS to one the runtime never frees — a
        // Boolean singleton, a tagged-pointer number or short string — and is read back
        // (FFUIKit keeps its keyboardVisible flag this way).
        objc_setAssociatedObject(view, &draftKey, true, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &draftKey) as? Bool == true)
        objc_setAssociatedObject(view, &insetsKey, "shown", .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &insetsKey) as? String == "shown")
    }

    @Test func aCopiedValueIsACopy() {
        let view = UIView()
        let draft = Draft("hello")
        objc_setAssociatedObject(view, &draftKey, draft, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        draft.text = "changed"
        let stored = objc_getAssociatedObject(view, &draftKey) as? Draft
        #expect(stored !== draft && stored?.text == "hello")
        objc_setAssociatedObject(view, &insetsKey, "text", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(view, &insetsKey) as? String == "text")
    }

    /// The setter's behaviour is the policy's low byte (`acquireValue`: `policy & 0xFF`), and the
    /// policy is an imported C enum: any raw value is accepted.
    @Test func thePolicyIsAnOpenCEnumReadByItsLowByte() throws {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        let atomicRetain = try #require(objc_AssociationPolicy(rawValue: 0x301))
        let view = UIView()
        var released = false
        objc_setAssociatedObject(view, &trackerKey, Tracker { released = true }, atomicRetain)
        #expect(!released, "0x301's low byte retains")
    }

    /// A replaced or removed value is released after the runtime's lock is let go, so its
    /// `deinit` may use associations (it would deadlock if released under the lock).
    @Test func aReleasedValuesDeinitMayUseAssociations() {
        let view = UIView(), coordinator = Coordinator()
        var seen: [String] = []
        for owner in [view, coordinator] as [AnyObject] {
            objc_setAssociatedObject(owner, &draftKey, "kept", .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &trackerKey, Tracker { seen.append(objc_getAssociatedObject(owner, &draftKey) as? String ?? "none") }, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &trackerKey, nil, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &trackerKey, Tracker { seen.append(objc_getAssociatedObject(owner, &draftKey) as? String ?? "none") }, .OBJC_ASSOCIATION_RETAIN)
            objc_removeAssociatedObjects(owner)
        }
        #expect(seen == ["kept", "none", "kept", "none"])
    }

    /// Copying an object that does not adopt NSCopying stops, as iOS raises an
    /// unrecognized-selector exception (`-copyWithZone:`).
    @Test func copyingAnObjectThatCannotBeCopiedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                objc_setAssociatedObject(UIView(), &draftKey, Tracker {}, .OBJC_ASSOCIATION_COPY)
            }
        }
    }

    @Test func insetsInAValueReadBackAndCompare() {
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 291, right: 0)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets))
        #expect(NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: .zero))
        #expect(NSValue(cgRect: CGRect(x: 0, y: 0, width: 1, height: 2)).uiEdgeInsetsValue == .zero)
    }
}
