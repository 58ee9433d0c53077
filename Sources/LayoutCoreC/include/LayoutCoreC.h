// UIKit's enums that Swift imports from Objective-C, declared as UIKit's headers declare them
// (`typedef NS_ENUM(NSInteger, …)`, which is an open enum with an `NSInteger` raw type), so that
// Swift imports them exactly as it does on iOS: any raw value is accepted
// (`UIView.AnimationCurve(rawValue: 7)` is not nil: the keyboard's curve is the undocumented 7),
// and the enum is non-frozen (a `switch` over its cases without `@unknown default` is a warning in
// the Swift 5 language mode and an error in Swift 6, as with UIKit's).
//
// Swift code names these types through LayoutCore's typealiases (`UIView.AnimationCurve`); the
// C names here are not UIKit's, so that an old spelling (`UIViewAnimationCurve`) is as unknown
// here as it is in a Swift 5 file on today's SDK.
#ifndef LAYOUTCOREC_H
#define LAYOUTCOREC_H

/// UIKit's `UIViewAnimationCurve` (`UIView.AnimationCurve` in Swift): easeInOut 0, easeIn 1,
/// easeOut 2, linear 3 (UIView.h).
typedef enum __attribute__((enum_extensibility(open))) __ClearanceAnimationCurve : long {
    __ClearanceAnimationCurveEaseInOut = 0,
    __ClearanceAnimationCurveEaseIn = 1,
    __ClearanceAnimationCurveEaseOut = 2,
    __ClearanceAnimationCurveLinear = 3,
} __ClearanceAnimationCurve;

/// The Objective-C runtime's `objc_AssociationPolicy` (objc/runtime.h, `typedef OBJC_ENUM(uintptr_t,
/// objc_AssociationPolicy)`), which Swift imports as an enumeration whose cases keep their C names
/// (https://developer.apple.com/documentation/objectivec/objc_associationpolicy): assign 0,
/// retain-nonatomic 1, copy-nonatomic 3, retain 01401, copy 01403. The Swift names are given
/// explicitly, as the importer leaves them.
typedef enum __attribute__((enum_extensibility(open))) __ClearanceAssociationPolicy : unsigned long {
    __ClearanceAssociationAssign __attribute__((swift_name("OBJC_ASSOCIATION_ASSIGN"))) = 0,
    __ClearanceAssociationRetainNonatomic __attribute__((swift_name("OBJC_ASSOCIATION_RETAIN_NONATOMIC"))) = 1,
    __ClearanceAssociationCopyNonatomic __attribute__((swift_name("OBJC_ASSOCIATION_COPY_NONATOMIC"))) = 3,
    __ClearanceAssociationRetain __attribute__((swift_name("OBJC_ASSOCIATION_RETAIN"))) = 01401,
    __ClearanceAssociationCopy __attribute__((swift_name("OBJC_ASSOCIATION_COPY"))) = 01403,
} __ClearanceAssociationPolicy;

#endif
