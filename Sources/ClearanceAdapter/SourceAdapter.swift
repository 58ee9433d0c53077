/// A problem the adapter found in a file: where it is and why the construct cannot be
/// rewritten. Printed as compilers print theirs (`Login.swift:12:5: error: …`), so that
/// editors and CI link it to the line.
public struct AdapterDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// The file is refused: it would not compile, or would not behave as on iOS.
        case error
    }

    /// The file, as named to the adapter.
    public let file: String
    /// The 1-based line in the original file.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) in the original file.
    public let column: Int
    /// How serious it is.
    public let severity: Severity
    /// What the construct is and why it is refused.
    public let message: String

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// One rewrite ``SourceAdapter/adapt(fileName:source:options:)`` made under
/// ``AdapterOptions/applyRenames``: where it was, what was there and what was written.
public struct AppliedRename: Equatable, Sendable, CustomStringConvertible {
    /// Whose fix-it the rewrite is.
    public enum Kind: Equatable, Sendable {
        /// A name the SDK declares unavailable and renamed (``SourceAdapter/sdkRenames``).
        case sdkRename
        /// The compiler's fix-it for an override whose first argument label does not match the
        /// overridden method's (``SourceAdapter/overridableWithUnlabeledFirstArgument``).
        case overrideLabel
        /// The parser's fix-it for a Swift 2 condition clause without its binding keyword.
        case conditionBinding
        /// An `override` of a responder event the model never sends, written in an extension of
        /// a class declared in another file, kept under another name
        /// (``SourceAdapter/unsentEventOverrides``); made with or without ``AdapterOptions/applyRenames``.
        case unsentEventOverride
    }

    /// The file, as named to the adapter.
    public let file: String
    /// The 1-based line in the original file.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) in the original file.
    public let column: Int
    /// The text replaced (`UIKeyboardFrameEndUserInfoKey`, `NSNotification.Name.UIKeyboardWillShow`,
    /// `.UIKeyboardWillShow`, `CGRectValue()`); for a method whose labels change, its old name
    /// with its labels (`constraintEqualToAnchor(_:constant:)`).
    public let original: String
    /// The text written instead (`UIResponder.keyboardFrameEndUserInfoKey`), or the method's new
    /// name (`constraint(equalTo:constant:)`).
    public let replacement: String
    /// Whose fix-it it is.
    public let kind: Kind

    /// A rewrite at `file:line:column`.
    public init(file: String, line: Int, column: Int, original: String, replacement: String, kind: Kind = .sdkRename) {
        self.file = file
        self.line = line
        self.column = column
        self.original = original
        self.replacement = replacement
        self.kind = kind
    }

    /// `file:line:column: note: 'old' renamed to 'new' (whose fix-it)`.
    public var description: String {
        let why: String
        switch kind {
        case .sdkRename: why = "the SDK declares it unavailable, renamed"
        case .overrideLabel: why = "the compiler's fix-it: the overridden method's first argument has no label"
        case .conditionBinding: why = "the compiler's fix-it: each condition clause needs its own binding keyword"
        case .unsentEventOverride:
            why = "an override in an extension of a class declared in another file, which Linux cannot make: kept without override, run by UIResponder's default \(original)(_:with:) as iOS runs it; the model sends no motion event"
        }
        return "\(file):\(line):\(column): note: '\(original)' renamed to '\(replacement)' (\(why))"
    }
}

/// What the adapter does beyond the Objective-C-only constructs.
public struct AdapterOptions: Equatable, Sendable {
    /// Also applies the fix-its today's Xcode offers for old spellings: the names the SDK
    /// declares `@available(*, unavailable, renamed: "…")` (``SourceAdapter/sdkRenames``: Swift
    /// 4.2's and the Swift 2 names of Objective-C declarations) become their new names, as the
    /// fix-it for the compiler's "has been renamed to" error writes them; a Swift 2 override's
    /// first argument label (``SourceAdapter/overridableWithUnlabeledFirstArgument``) and a
    /// Swift 2 condition clause without its `let` get the compiler's own fix-its. Off by
    /// default: such a file does not compile in today's Xcode either.
    public var applyRenames: Bool

    /// Modules every file of the app's target sees without importing them: what the target's
    /// Objective-C bridging header, or a framework's umbrella header, imports
    /// (`#import <UIKit/UIKit.h>` gives every Swift file of the target UIKit's declarations),
    /// or what another file of the target re-exports (`@_exported import UIKit`). A file that
    /// does not import such a module itself gets its import in front of its first line, so its
    /// lines keep their numbers. One of ``SourceAdapter/implicitlyImportable``.
    public var implicitImports: [String]

    /// Options; by default only the Objective-C-only constructs are rewritten.
    public init(applyRenames: Bool = false, implicitImports: [String] = []) {
        self.applyRenames = applyRenames
        self.implicitImports = implicitImports
    }
}

/// A name the iOS SDK declares unavailable and renamed (`@available(*, unavailable, renamed:
/// "UIResponder.keyboardFrameEndUserInfoKey") let UIKeyboardFrameEndUserInfoKey`), which
/// ``AdapterOptions/applyRenames`` rewrites. `ClearanceUIKit` declares each the same way, and a
/// test pins this table against those declarations.
public struct SDKRename: Equatable, Sendable {
    /// How the old name is reached.
    public enum Kind: Equatable, Sendable {
        /// A global constant or type, written without a `.` before it.
        case global
        /// A static member, written qualified by its owner (`UIApplication.sharedApplication`)
        /// or, when its new name is qualified, as an implicit member (`.UIKeyboardWillShow`).
        case staticMember
        /// An instance member, reached through a value whose type the adapter cannot know: only
        /// Objective-C selectors that no other type of the SDK declares.
        case instanceMember
    }

    /// The old name, as declared (`UIKeyboardFrameEndUserInfoKey`, `UIKeyboardWillShow`), with
    /// its argument labels for a method (`constraintEqualToAnchor(_:constant:)`).
    public let oldName: String
    /// The type the old name is a member of (`NSNotification.Name`, `NSLayoutXAxisAnchor`), or
    /// `nil` for a global constant or type.
    public let owner: String?
    /// The new spelling, as the declaration's `renamed:` gives it
    /// (`UIResponder.keyboardFrameEndUserInfoKey`, `constraint(equalTo:constant:)`, `default`).
    public let newName: String
    /// How the old name is reached.
    public let kind: Kind

    /// A rename; `kind` defaults to a global for no owner and a static member otherwise.
    public init(oldName: String, owner: String?, newName: String, kind: Kind? = nil) {
        self.oldName = oldName
        self.owner = owner
        self.newName = newName
        self.kind = kind ?? (owner == nil ? .global : .staticMember)
    }
}

/// The adapter's answer for one file.
public struct AdaptedSource: Equatable, Sendable {
    /// The adapted text: the original with only the Objective-C-only constructs rewritten,
    /// preceded by a `#sourceLocation` directive naming the original file, and with another
    /// after every inserted block, so that the compiler reports the original file and line.
    public let text: String
    /// What was refused (empty when the file is adapted).
    public let diagnostics: [AdapterDiagnostic]
    /// The SDK renames applied (only under ``AdapterOptions/applyRenames``), and the unsent
    /// events' overrides kept under another name (``SourceAdapter/unsentEventOverrides``), in file order.
    public let renames: [AppliedRename]

    /// Whether the file was refused (its text is then not to be compiled).
    public var isRefused: Bool { !diagnostics.isEmpty }
}

/// Rewrites the Objective-C-only constructs of an iOS source file — `@objc`, `#selector`,
/// `@IBOutlet`, `@IBAction`, `@IBDesignable`/`@IBInspectable`, AnyObject's dynamic lookup of a
/// userInfo value, previews, a class-constrained extension used on a composition of the class
/// with an Objective-C protocol of the SDK (``objcProtocols``) — into what compiles
/// against this package on Linux, keeping every other byte. The list of rewrites and
/// refusals is in the ClearanceAdapter article.
public enum SourceAdapter {
    /// The modules ``AdapterOptions/implicitImports`` may name: the SDK modules this package
    /// simulates, and Foundation.
    public static let implicitlyImportable = ["UIKit", "SwiftUI", "Combine", "Foundation"]

    /// Adapts one file. `fileName` is the name the diagnostics and `#sourceLocation`
    /// directives give (pass the path the compiler should report). A leading byte-order mark
    /// is not part of the text, as the compiler reads it (left in, it would follow the first
    /// `#sourceLocation` directive, where the compiler rejects it).
    public static func adapt(fileName: String, source: String, options: AdapterOptions = AdapterOptions()) -> AdaptedSource {
        let text = source.hasPrefix("\u{FEFF}") ? String(source.unicodeScalars.dropFirst()) : source
        var adapter = Adapter(fileName: fileName, source: text, options: options)
        return adapter.run()
    }

    /// The URL-loading types that Foundation declares on iOS and swift-corelibs-foundation
    /// declares in its separate module FoundationNetworking on Linux (its
    /// Sources/FoundationNetworking: URLSession.swift and the task, configuration, delegate and
    /// metrics files, URLRequest.swift, NSURLRequest.swift, URLResponse.swift, URLCache.swift,
    /// URLCredential.swift, URLCredentialStorage.swift, URLProtectionSpace.swift,
    /// URLAuthenticationChallenge.swift, URLProtocol.swift, HTTPCookie.swift,
    /// HTTPCookieStorage.swift; each name checked on this toolchain: with `import Foundation` alone
    /// "cannot find 'URLRequest' in scope", with `import FoundationNetworking` it compiles).
    /// `URL`, `URLComponents`, `URLQueryItem` and `URLError` are Foundation's on Linux too. A
    /// file that names one gets `import FoundationNetworking` (Tests/RealBugs/19, SignUpService.swift).
    public static let foundationNetworkingNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask",
        "URLSessionDownloadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache",
        "CachedURLResponse", "URLCredential", "URLCredentialStorage", "URLProtectionSpace",
        "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtocol", "URLProtocolClient",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey",
    ]

    /// The renamed spellings ``AdapterOptions/applyRenames`` rewrites, exactly the names
    /// `ClearanceUIKit` declares `@available(*, unavailable, renamed: …)` as today's SDK does
    /// (a test pins the table against those declarations, both ways), so that the compiler
    /// rejects the old spelling with "'UIKeyboardFrameEndUserInfoKey' has been renamed to
    /// 'UIResponder.keyboardFrameEndUserInfoKey'" and Xcode offers the new one as a fix-it:
    ///
    /// - Swift 4.2's (RenamedInSwift42.swift): UIKit's keyboard notification names and user-info
    ///   keys, `UIViewAnimationOptions`/`UIViewAnimationCurve`, `UIEdgeInsetsZero` and
    ///   `UITableViewAutomaticDimension`, `NSAttributedStringKey` and `UIControlState`, which
    ///   Swift 4.2 nested in their owners.
    /// - Swift 3's (RenamedInSwift3.swift): the Swift 2 names of Objective-C declarations, which
    ///   the Clang importer still imports as unavailable stubs renamed to today's names
    ///   (swiftlang/swift lib/ClangImporter/ImportName.h imports every older name version down
    ///   to `swift2()`, ImportDecl.cpp's `markAsVariant` marks each unavailable and renamed;
    ///   test/ClangImporter/swift2_warnings.swift pins a type, a method with new labels and a
    ///   property): `NSNotificationCenter`, `UIKeyboardWillShowNotification` and the other
    ///   keyboard notification constants, `defaultCenter()`, `sharedApplication()`,
    ///   `CGRectValue()`/`CGPointValue()`, NSLayoutAnchor's `constraintEqualToAnchor(_:)`
    ///   family and UITableView's `registerClass`, `dequeueReusableCellWithIdentifier`,
    ///   `deselectRowAtIndexPath`.
    ///
    /// Not here, so still failing: a Swift 2 name whose old spelling is too common to rewrite
    /// without knowing the value's type (`NSLayoutConstraint.active`, now `isActive`), an enum
    /// case (`.Grouped`), and `CGRectZero`, which CoreGraphics' API notes make unavailable in
    /// Swift with no new name (swiftlang/swift apinotes/CoreGraphics.apinotes: `Availability:
    /// nonswift`; the compiler says "'CGRectZero' is unavailable in Swift", no fix-it).
    public static let sdkRenames: [SDKRename] = [
        SDKRename(oldName: "UIKeyboardFrameBeginUserInfoKey", owner: nil, newName: "UIResponder.keyboardFrameBeginUserInfoKey"),
        SDKRename(oldName: "UIKeyboardFrameEndUserInfoKey", owner: nil, newName: "UIResponder.keyboardFrameEndUserInfoKey"),
        SDKRename(oldName: "UIKeyboardAnimationDurationUserInfoKey", owner: nil, newName: "UIResponder.keyboardAnimationDurationUserInfoKey"),
        SDKRename(oldName: "UIKeyboardAnimationCurveUserInfoKey", owner: nil, newName: "UIResponder.keyboardAnimationCurveUserInfoKey"),
        SDKRename(oldName: "UIKeyboardIsLocalUserInfoKey", owner: nil, newName: "UIResponder.keyboardIsLocalUserInfoKey"),
        SDKRename(oldName: "UIViewAnimationOptions", owner: nil, newName: "UIView.AnimationOptions"),
        SDKRename(oldName: "UIViewAnimationCurve", owner: nil, newName: "UIView.AnimationCurve"),
        SDKRename(oldName: "UIEdgeInsetsZero", owner: nil, newName: "UIEdgeInsets.zero"),
        SDKRename(oldName: "UITableViewAutomaticDimension", owner: nil, newName: "UITableView.automaticDimension"),
        SDKRename(oldName: "UIKeyboardWillShow", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillShowNotification"),
        SDKRename(oldName: "UIKeyboardDidShow", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidShowNotification"),
        SDKRename(oldName: "UIKeyboardWillHide", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillHideNotification"),
        SDKRename(oldName: "UIKeyboardDidHide", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidHideNotification"),
        SDKRename(oldName: "UIKeyboardWillChangeFrame", owner: "NSNotification.Name", newName: "UIResponder.keyboardWillChangeFrameNotification"),
        SDKRename(oldName: "UIKeyboardDidChangeFrame", owner: "NSNotification.Name", newName: "UIResponder.keyboardDidChangeFrameNotification"),
        SDKRename(oldName: "UIApplicationDidEnterBackground", owner: "NSNotification.Name", newName: "UIApplication.didEnterBackgroundNotification"),
        SDKRename(oldName: "UIApplicationWillEnterForeground", owner: "NSNotification.Name", newName: "UIApplication.willEnterForegroundNotification"),
        SDKRename(oldName: "UIApplicationDidBecomeActive", owner: "NSNotification.Name", newName: "UIApplication.didBecomeActiveNotification"),
        SDKRename(oldName: "UIApplicationWillResignActive", owner: "NSNotification.Name", newName: "UIApplication.willResignActiveNotification"),
        SDKRename(oldName: "UIViewNoIntrinsicMetric", owner: nil, newName: "UIView.noIntrinsicMetric"),
        SDKRename(oldName: "NSLayoutAttribute", owner: nil, newName: "NSLayoutConstraint.Attribute"),
        SDKRename(oldName: "NSLayoutRelation", owner: nil, newName: "NSLayoutConstraint.Relation"),
        SDKRename(oldName: "NSAttributedStringKey", owner: nil, newName: "NSAttributedString.Key"),
        SDKRename(oldName: "UIControlState", owner: nil, newName: "UIControl.State"),
        SDKRename(oldName: "NSNotificationCenter", owner: nil, newName: "NotificationCenter"),
        SDKRename(oldName: "UIKeyboardWillShowNotification", owner: nil, newName: "UIResponder.keyboardWillShowNotification"),
        SDKRename(oldName: "UIKeyboardDidShowNotification", owner: nil, newName: "UIResponder.keyboardDidShowNotification"),
        SDKRename(oldName: "UIKeyboardWillHideNotification", owner: nil, newName: "UIResponder.keyboardWillHideNotification"),
        SDKRename(oldName: "UIKeyboardDidHideNotification", owner: nil, newName: "UIResponder.keyboardDidHideNotification"),
        SDKRename(oldName: "UIKeyboardWillChangeFrameNotification", owner: nil, newName: "UIResponder.keyboardWillChangeFrameNotification"),
        SDKRename(oldName: "UIKeyboardDidChangeFrameNotification", owner: nil, newName: "UIResponder.keyboardDidChangeFrameNotification"),
        SDKRename(oldName: "defaultCenter", owner: "NotificationCenter", newName: "default"),
        SDKRename(oldName: "sharedApplication", owner: "UIApplication", newName: "shared"),
        SDKRename(oldName: "CGRectValue", owner: "NSValue", newName: "cgRectValue", kind: .instanceMember),
        SDKRename(oldName: "CGPointValue", owner: "NSValue", newName: "cgPointValue", kind: .instanceMember),
        SDKRename(oldName: "registerClass(_:forCellReuseIdentifier:)", owner: "UITableView", newName: "register(_:forCellReuseIdentifier:)", kind: .instanceMember),
        SDKRename(oldName: "dequeueReusableCellWithIdentifier(_:)", owner: "UITableView", newName: "dequeueReusableCell(withIdentifier:)", kind: .instanceMember),
        SDKRename(oldName: "dequeueReusableCellWithIdentifier(_:forIndexPath:)", owner: "UITableView", newName: "dequeueReusableCell(withIdentifier:for:)", kind: .instanceMember),
        SDKRename(oldName: "deselectRowAtIndexPath(_:animated:)", owner: "UITableView", newName: "deselectRow(at:animated:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(equalTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:constant:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(equalTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(greaterThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(greaterThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(lessThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutXAxisAnchor", newName: "constraint(lessThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(equalTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:constant:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(equalTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(greaterThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(greaterThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(lessThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutYAxisAnchor", newName: "constraint(lessThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToConstant(_:)", owner: "NSLayoutDimension", newName: "constraint(equalToConstant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:)", owner: "NSLayoutDimension", newName: "constraint(equalTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:constant:)", owner: "NSLayoutDimension", newName: "constraint(equalTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:multiplier:)", owner: "NSLayoutDimension", newName: "constraint(equalTo:multiplier:)", kind: .instanceMember),
        SDKRename(oldName: "constraintEqualToAnchor(_:multiplier:constant:)", owner: "NSLayoutDimension", newName: "constraint(equalTo:multiplier:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToConstant(_:)", owner: "NSLayoutDimension", newName: "constraint(greaterThanOrEqualToConstant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:)", owner: "NSLayoutDimension", newName: "constraint(greaterThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutDimension", newName: "constraint(greaterThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:multiplier:)", owner: "NSLayoutDimension", newName: "constraint(greaterThanOrEqualTo:multiplier:)", kind: .instanceMember),
        SDKRename(oldName: "constraintGreaterThanOrEqualToAnchor(_:multiplier:constant:)", owner: "NSLayoutDimension", newName: "constraint(greaterThanOrEqualTo:multiplier:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToConstant(_:)", owner: "NSLayoutDimension", newName: "constraint(lessThanOrEqualToConstant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:)", owner: "NSLayoutDimension", newName: "constraint(lessThanOrEqualTo:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:constant:)", owner: "NSLayoutDimension", newName: "constraint(lessThanOrEqualTo:constant:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:multiplier:)", owner: "NSLayoutDimension", newName: "constraint(lessThanOrEqualTo:multiplier:)", kind: .instanceMember),
        SDKRename(oldName: "constraintLessThanOrEqualToAnchor(_:multiplier:constant:)", owner: "NSLayoutDimension", newName: "constraint(lessThanOrEqualTo:multiplier:constant:)", kind: .instanceMember),
    ]

    /// The optional requirements of the SDK's delegate protocols that the simulated UIKit
    /// declares, by protocol, each with its argument labels (`textField(_:shouldChangeCharactersIn:replacementString:)`).
    /// On iOS every method of these protocols is optional (`@objc optional`; Apple's pages, e.g.
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate: "A set of optional
    /// methods…", each declared `optional func`), so code that forwards to another delegate calls
    /// them as `delegate?.textFieldDidBeginEditing?(field)`. Linux has no `@objc optional`: the
    /// simulated protocols declare each method as a requirement with a default implementation
    /// (UIKit's behaviour when the delegate does not implement it), and the adapter writes the
    /// call without the requirement's `?` (or `!`). A test pins the table against the simulated
    /// protocols' declarations, both ways.
    public static let optionalDelegateRequirements: [String: [String]] = [
        "UITextFieldDelegate": [
            "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
            "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)", "textFieldShouldReturn(_:)",
            "textFieldShouldClear(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)",
        ],
        "UITextViewDelegate": [
            "textViewShouldBeginEditing(_:)", "textViewDidBeginEditing(_:)", "textViewShouldEndEditing(_:)",
            "textViewDidEndEditing(_:)", "textViewDidChange(_:)", "textView(_:shouldChangeTextIn:replacementText:)",
        ],
        "UIScrollViewDelegate": [
            "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        ],
        "UITableViewDelegate": [
            "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)",
            "tableView(_:didSelectRowAt:)",
        ],
        "UICollectionViewDelegate": ["collectionView(_:didSelectItemAt:)"],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "UISearchBarDelegate": [
            "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)", "searchBarShouldEndEditing(_:)",
            "searchBarTextDidEndEditing(_:)", "searchBar(_:textDidChange:)", "searchBarSearchButtonClicked(_:)",
            "searchBarCancelButtonClicked(_:)",
        ],
        "UIGestureRecognizerDelegate": [
            "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
            "gestureRecognizer(_:shouldReceive:)",
        ],
    ]

    /// NSObject's methods an app overrides that Linux's Foundation `NSObject` does not declare
    /// as overridable, with their first argument label: `responds(to:)` (NSObjectProtocol's, which
    /// the simulated SDK declares in a protocol extension, since Foundation's `NSObject` is not
    /// this package's class) and `forwardingTarget(for:)` (the Objective-C runtime's message
    /// forwarding, which Linux does not have). The adapter writes `override func responds(to:)`
    /// in a class as a method of the class (without `override`).
    public static let nonOverridableObjectMethods: [String: String] = ["responds": "to", "forwardingTarget": "for"]

    /// The SDK's scroll views that declare `delegate` again with a narrower type, with that type:
    /// `weak var delegate: (any UITextViewDelegate)? { get set }`
    /// (https://developer.apple.com/documentation/uikit/uitextview/delegate), `(any
    /// UITableViewDelegate)?` (https://developer.apple.com/documentation/uikit/uitableview/delegate),
    /// `(any UICollectionViewDelegate)?`
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/delegate). Each is an
    /// Objective-C redeclaration of UIScrollView's `delegate` (the same `delegate`/`setDelegate:`
    /// accessors, one stored object: the narrower protocols refine `UIScrollViewDelegate`). Swift
    /// cannot declare a settable property again with another type, so in the simulated SDK the
    /// three have the scroll view's one `delegate`, and an override of it written at the narrower
    /// type in a direct subclass (`override open var delegate : UITextViewDelegate?`,
    /// IQKeyboardManager's `IQTextView`: Tests/RealBugs 01 and 37) is written at the inherited type
    /// `(any UIScrollViewDelegate)?`. It overrides the one pair of accessors every reader goes
    /// through, as on iOS; only the static type of `newValue` and of the getter's result is the
    /// wider one (a body that calls a text-view delegate's method on `newValue` does not compile).
    public static let narrowedDelegates: [String: String] = [
        "UITextView": "UITextViewDelegate",
        "UITableView": "UITableViewDelegate",
        "UICollectionView": "UICollectionViewDelegate",
    ]

    /// The responder events the model never sends (NoModelledEffect.md: no device is shaken),
    /// by method, with the protocol through which UIResponder's default runs an override of it
    /// written in an extension of a class declared in another file (``AppliedRename/Kind/unsentEventOverride``).
    /// An override of any other member there is refused: the model calls it, and Linux would
    /// not call it.
    public static let unsentEventOverrides: [String: String] = [
        "motionBegan": "__ClearanceExtensionMotionBegan",
        "motionEnded": "__ClearanceExtensionMotionEnded",
        "motionCancelled": "__ClearanceExtensionMotionCancelled",
    ]

    /// The methods of the SDK that apps override whose first argument has no label
    /// (`viewWillAppear(_:)`), with that argument's type as declared, for the compiler's fix-it
    /// that ``AdapterOptions/applyRenames`` applies to a Swift 2 override
    /// (`override func viewWillAppear(animated: Bool)` → `viewWillAppear(_ animated: Bool)`):
    /// every `open func` of the simulated UIKit whose first parameter is unlabeled (a test pins
    /// the table against those declarations, both ways). The type keeps the rule to the SDK's
    /// method: an override of an app's own `present(item: Item)` is not touched.
    public static let overridableWithUnlabeledFirstArgument: [String: String] = [
        "addSubview": "UIView",
        "collectionView": "UICollectionView",
        "didAddSubview": "UIView",
        "hasItemConformingToTypeIdentifier": "String",
        "hitTest": "CGPoint",
        "insertSubview": "UIView",
        "motionBegan": "UIEvent.EventSubtype",
        "motionCancelled": "UIEvent.EventSubtype",
        "motionEnded": "UIEvent.EventSubtype",
        "preferredLayoutAttributesFitting": "UICollectionViewLayoutAttributes",
        "pressesBegan": "Set<UIPress>",
        "pressesCancelled": "Set<UIPress>",
        "pressesChanged": "Set<UIPress>",
        "pressesEnded": "Set<UIPress>",
        "present": "UIViewController",
        "pushViewController": "UIViewController",
        "reloadComponent": "Int",
        "scrollViewDidEndDragging": "UIScrollView",
        "scrollViewDidScroll": "UIScrollView",
        "scrollViewWillBeginDragging": "UIScrollView",
        "selectRow": "Int",
        "setDate": "Date",
        "setObject": "ObjectType?",
        "setOn": "Bool",
        "setSelected": "Bool",
        "setShowsCancelButton": "Bool",
        "setTranslation": "CGPoint",
        "setValue": "Any?",
        "show": "UIViewController",
        "sizeThatFits": "CGSize",
        "systemLayoutSizeFitting": "CGSize",
        "tableView": "UITableView",
        "touchesBegan": "Set<UITouch>",
        "touchesCancelled": "Set<UITouch>",
        "touchesEnded": "Set<UITouch>",
        "touchesMoved": "Set<UITouch>",
        "traitCollectionDidChange": "UITraitCollection?",
        "viewDidAppear": "Bool",
        "viewDidDisappear": "Bool",
        "viewWillAppear": "Bool",
        "viewWillDisappear": "Bool",
        "willRemoveSubview": "UIView",
    ]
}

/// An `@IBAction` found in a type.
struct InterfaceBuilderAction {
    /// The Objective-C selector (`login:`), and the Swift one (`login(_:)`).
    let selectors: [String]
    /// The method reference's name part (`login(_:)`, or `login` without arguments).
    let reference: String
}

/// A type declaration's body, or a plain block.
final class TypeScope {
    let kind: String
    let name: String
    let access: String?
    var closeBrace: Int?
    var outlets: [String] = []
    var actions: [InterfaceBuilderAction] = []
    /// The name that reaches the type from file scope (`KeyboardToolbar.ButtonNavigationType`
    /// for a nested type; an extension's name as written).
    var qualifiedName: String
    /// The methods declared directly in this body (`func name`), without backticks.
    var methods: Set<String> = []
    /// Whether this is an extension whose `where` clause constrains `Self`
    /// (`extension KeyboardHandling where Self: UIViewController`), which only a protocol's
    /// extension can do.
    var constrainsSelf = false
    /// Whether this is an extension with a `where` clause.
    var whereClause = false
    /// The first type after `:` in a class's declaration (`NSLayoutConstraint` in
    /// `class KeyboardLayoutConstraint: NSLayoutConstraint`), its superclass when it has one.
    var superclass: String?
    /// The type's generic parameters constrained to `UIView` (`View` in
    /// `struct Configuration<View: UIView>`): a view class only known at run time.
    var viewTypeParameters: Set<String> = []
    /// Whether the class is declared `final`.
    var isFinal = false
    /// Whether the class declares `override init(frame: CGRect)` itself.
    var overridesInitFrame = false
    /// Whether that initializer is declared `public` (or `open`).
    var initFrameIsPublic = false

    init(kind: String, name: String, access: String?) {
        self.kind = kind
        self.name = name
        self.access = access
        qualifiedName = name
    }
}

/// An unqualified `#selector(name)` whose type is chosen once the whole file is read: the
/// method may be declared after it (in an extension at the end of the file).
struct PendingSelector {
    /// The bytes `#selector(…)` spans.
    let start: Int
    let end: Int
    /// The method's name, without backticks (`backButtonTapped`), and the reference as written
    /// (`backButtonTapped(_:)`).
    let name: String
    let expression: String
    /// The enclosing types, innermost first.
    let chain: [TypeScope]
    /// Whether it is written where a `Selector` value is declared (`var action: Selector { … }`).
    let selectorTyped: Bool
    /// `getter` or `setter` for `#selector(getter: name)`, `#selector(setter: name)`: the
    /// property's accessor, written `Selector(getter: \Type.name)`.
    var accessor: String? = nil
    /// The literal of `Selector("name:")`, a method named by its Objective-C name.
    var literal: String? = nil
}

struct Adapter {
    let fileName: String
    let options: AdapterOptions
    let bytes: [UInt8]
    var renames: [AppliedRename] = []
    /// ``AdapterOptions/implicitImports`` the file does not import itself, in order.
    var implicit: [String] = []
    /// Whether the file itself imports UIKit, SwiftUI or Combine.
    var importsSDKExplicitly = false
    /// Whether the file gets ClearanceUIKit's import for its run-time version checks
    /// (``availabilityCondition(at:)``, ``processInfoVersion(at:)``): it checks a version but
    /// imports no SDK module, so `__clearanceIOSAvailable` would not be in scope.
    var importsForVersionChecks = false
    /// Whether the file names a type of ``SourceAdapter/foundationNetworkingNames``: it gets
    /// `import FoundationNetworking` before its first line.
    var importsFoundationNetworking = false
    var tokens: [Token] = []
    var lineStarts: [Int] = [0]
    var edits: [(start: Int, end: Int, text: String)] = []
    var diagnostics: [AdapterDiagnostic] = []
    var types: [TypeScope] = []
    /// Actions found in extensions, by the extended type's name, with where they were.
    var extensionActions: [(name: String, action: InterfaceBuilderAction, offset: Int)] = []
    /// `override func responds(to:)`/`forwardingTarget(for:)` in a class body: the `override`
    /// token, the class and the method's name (``resolveObjectMethodOverrides()``).
    var objectMethodOverrides: [(override: Int, scope: TypeScope, name: String)] = []
    /// `override` members found in extensions, by the extended type's name, with their bytes,
    /// the token of their keyword (`func`) and the extension.
    var extensionOverrides: [(name: String, start: Int, end: Int, keyword: Int, scope: TypeScope)] = []
    /// Unqualified `#selector(name)`s, resolved after the pass (``resolveSelectors()``).
    var pendingSelectors: [PendingSelector] = []
    /// The byte ranges where a `Selector` value is declared: a property's getter or initial
    /// value, a function's body, a parameter's default (``selectorTypedRanges()``).
    var selectorTyped: [(start: Int, end: Int)] = []

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    static let declarationModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "final", "override", "static", "class",
        "weak", "unowned", "lazy", "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience",
        "indirect", "package", "unsafe",
    ]
    /// Attributes dropped without a trace: they only expose a declaration to the Objective-C
    /// runtime or to Interface Builder's canvas.
    static let droppedAttributes: Set<String> = ["@objc", "@objcMembers", "@nonobjc", "@IBDesignable", "@IBInspectable", "@GKInspectable"]
    /// The SDK's modules, and this package's module that stands for each on Linux.
    /// (`ObjectiveC`, the runtime's module, which UIKit re-exports on iOS, is ClearanceUIKit's
    /// associated objects and `Selector` here; `CoreGraphics` and `QuartzCore`, which UIKit
    /// re-exports on iOS too, are its geometry — `CGFloat`, `CGRect`, `CGAffineTransform`, which
    /// Foundation declares on Linux — and its `CALayer`, `CATransaction` and animations. Real
    /// keyboard files import them on their own: Tests/RealBugs pairs 05, 13 and 14. `simd`, the
    /// vector and matrix module that Linux lacks, is ClearanceUIKit's `simd_double4x4`: square/
    /// Blueprint's BlueprintUI converts Core Animation transforms with it, Tests/RealBugs 26.)
    static let modules: [String: String] = [
        "UIKit": "ClearanceUIKit", "SwiftUI": "ClearanceSwiftUI", "Combine": "ClearanceCombine", "ObjectiveC": "ClearanceUIKit",
        "CoreGraphics": "ClearanceUIKit", "QuartzCore": "ClearanceUIKit", "os": "ClearanceUIKit", "OSLog": "ClearanceUIKit",
        "simd": "ClearanceUIKit",
    ]
    /// The kinds a scoped import names (`import func Module.name`).
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The index of the module an `import` at `index` names (after a scoped import's kind), or
    /// `nil` when the token there is not `import`.
    func importedModule(at index: Int) -> Int? {
        guard tokens[index].text == "import", tokens[index].kind == .identifier, index + 1 < tokens.count else { return nil }
        let module = Self.importKinds.contains(tokens[index + 1].text) && index + 2 < tokens.count ? index + 2 : index + 1
        return tokens[module].kind == .identifier ? module : nil
    }

    /// Members read through AnyObject's dynamic lookup (`(userInfo[key] as AnyObject).cgRectValue`)
    /// that the adapter turns into a cast, by the class that declares them: NSValue's geometry
    /// readers and NSNumber's number readers, the values a keyboard notification's userInfo holds.
    static let dynamicLookupOwners: [String: String] = [
        "cgRectValue": "NSValue", "cgPointValue": "NSValue", "cgSizeValue": "NSValue",
        "doubleValue": "NSNumber", "floatValue": "NSNumber", "intValue": "NSNumber", "uintValue": "NSNumber",
        "int32Value": "NSNumber", "uint32Value": "NSNumber", "int64Value": "NSNumber", "uint64Value": "NSNumber",
        "boolValue": "NSNumber", "integerValue": "NSNumber", "unsignedIntegerValue": "NSNumber",
    ]
    /// Classes of the SDK that are not `UIResponder`s: a subclass's `@IBOutlet`s are not
    /// registered (there is no `setValue(_:forOutletNamed:)` to override). Tests/RealBugs 24:
    /// `class KeyboardLayoutConstraint: NSLayoutConstraint` with an `@IBOutlet`.
    static let nonResponderSuperclasses: Set<String> = [
        "NSObject", "NSLayoutConstraint", "UILayoutGuide", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UIBarButtonItem", "UIBarItem",
    ]

    /// Attributes refused, with why.
    static let refusedAttributes: [String: String] = [
        "@NSManaged": "@NSManaged needs Core Data's Objective-C runtime, which Linux does not have",
        "@IBSegueAction": "@IBSegueAction is not supported: segues are not modelled; create the destination in code",
    ]

    init(fileName: String, source: String, options: AdapterOptions = AdapterOptions()) {
        self.fileName = fileName
        self.options = options
        bytes = Array(source.utf8)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    }

    // MARK: Positions

    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    mutating func refuse(at offset: Int, _ message: String) {
        let (line, column) = position(of: offset)
        diagnostics.append(AdapterDiagnostic(file: fileName, line: line, column: column, severity: .error, message: message))
    }

    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// The token after `index` that is `(`'s matching `)`, for a `(` at `index`.
    func matching(_ index: Int) -> Int? {
        let open = tokens[index].text
        let close = open == "(" ? ")" : open == "{" ? "}" : "]"
        var depth = 0
        var current = index
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .punctuation {
                if token.text == open { depth += 1 }
                if token.text == close {
                    depth -= 1
                    if depth == 0 { return current }
                }
            }
            current += 1
        }
        return nil
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    func isIdentifier(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == text
    }

    /// Removes bytes `start..<end`, keeping their line breaks so that no line moves.
    mutating func remove(_ start: Int, _ end: Int) {
        let newlines = bytes[start..<end].filter { $0 == 0x0A }.count
        edits.append((start, end, String(repeating: "\n", count: newlines)))
    }

    /// Removes an attribute token (with its arguments, ending at byte `end`) and the spaces
    /// after it on its line.
    mutating func removeAttribute(start: Int, end: Int) {
        var stop = end
        while stop < bytes.count, bytes[stop] == 0x20 || bytes[stop] == 0x09 { stop += 1 }
        remove(start, stop)
    }

    /// The first token of the declaration whose keyword is at `index`: back over modifiers
    /// and attributes (with their arguments).
    func declarationStart(_ index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier, Self.declarationModifiers.contains(previous.text) {
                start -= 1
            } else if previous.kind == .attribute {
                start -= 1
            } else if isPunctuation(start - 1, ")") {
                // `private(set)` or `@available(…)`.
                var depth = 0
                var open = start - 1
                while open >= 0 {
                    if isPunctuation(open, ")") { depth += 1 }
                    if isPunctuation(open, "(") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    open -= 1
                }
                guard open > 0, tokens[open - 1].kind == .attribute || Self.declarationModifiers.contains(tokens[open - 1].text) else { return start }
                start = open - 1
            } else {
                return start
            }
        }
        return start
    }

    // MARK: The pass

    mutating func run() -> AdaptedSource {
        let scan = Tokenizer.tokenize(bytes)
        tokens = scan.tokens
        if let unterminated = scan.unterminated {
            refuse(at: unterminated, "unterminated string literal or comment: the file cannot be read safely")
            return AdaptedSource(text: text(0, bytes.count), diagnostics: diagnostics, renames: [])
        }
        selectorTyped = selectorTypedRanges()
        var scopes: [TypeScope?] = []
        var pending: TypeScope?
        var pendingExplicitSelector: String?
        let imported = Set(tokens.indices.compactMap { importedModule(at: $0).map { tokens[$0].text } })
        for module in options.implicitImports where !SourceAdapter.implicitlyImportable.contains(module) {
            refuse(at: 0, "--implicit-import \(module): not a module this package simulates (use one of \(SourceAdapter.implicitlyImportable.joined(separator: ", ")))")
        }
        for module in options.implicitImports where SourceAdapter.implicitlyImportable.contains(module) && !imported.contains(module) && !implicit.contains(module) {
            implicit.append(module)
        }
        importsSDKExplicitly = imported.contains { Self.modules[$0] != nil }
        if !importsSDKExplicitly, !implicit.contains(where: { Self.modules[$0] != nil }),
           tokens.indices.contains(where: { iOSAvailabilitySpec(at: $0) != nil || processInfoVersion(at: $0) != nil }) {
            importsForVersionChecks = true
        }
        // URL loading: Foundation's on iOS, FoundationNetworking's on Linux (a name the file
        // declares itself is its own).
        let declared = Set(tokens.indices.filter { $0 > 0 && Self.declaringKeywords.contains(tokens[$0 - 1].text) }.map { tokens[$0].text })
        importsFoundationNetworking = tokens.indices.contains {
            tokens[$0].kind == .identifier && SourceAdapter.foundationNetworkingNames.contains(tokens[$0].text)
                && !declared.contains(tokens[$0].text) && !($0 > 0 && isPunctuation($0 - 1, "."))
        }
        let importsSDK = importsSDKExplicitly || importsForVersionChecks || implicit.contains { Self.modules[$0] != nil }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if Self.typeKeywords.contains(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                   !(token.text == "class" && Self.declarationModifiers.contains(tokens[index + 1].text) || ["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text)) {
                    var name = tokens[index + 1].text
                    var next = index + 2
                    while isPunctuation(next, "."), next + 1 < tokens.count, tokens[next + 1].kind == .identifier {
                        name += "." + tokens[next + 1].text
                        next += 2
                    }
                    let start = declarationStart(index)
                    let access = tokens[start..<index].first { $0.kind == .identifier && ($0.text == "open" || $0.text == "public") }?.text
                    // A preview provider goes, with its attributes.
                    if token.text == "struct" || token.text == "extension", let body = firstBrace(from: next),
                       tokens[next..<body].contains(where: { $0.kind == .identifier && $0.text == "PreviewProvider" }),
                       let end = matching(body) {
                        remove(tokens[start].start, tokens[end].end)
                        index = end + 1
                        continue
                    }
                    pending = TypeScope(kind: token.text, name: name, access: access)
                    if token.text == "class", let body = firstBrace(from: next),
                       let colon = (next..<body).first(where: { isPunctuation($0, ":") }), colon + 1 < body, tokens[colon + 1].kind == .identifier {
                        pending?.superclass = tokens[colon + 1].text
                    }
                    if token.text == "class" {
                        pending?.isFinal = tokens[start..<index].contains { $0.kind == .identifier && $0.text == "final" }
                    }
                    if let body = firstBrace(from: next) { pending?.viewTypeParameters = viewTypeParameters(from: next, to: body) }
                    if token.text == "extension", let body = firstBrace(from: next),
                       let clause = (next..<body).first(where: { isIdentifier($0, "where") }) {
                        pending?.constrainsSelf = (clause..<body).contains { isIdentifier($0, "Self") }
                        pending?.whereClause = true
                    }
                    index = next
                    continue
                }
                // `import Foundation` beside UIKit, SwiftUI or Combine: their Clearance modules
                // re-export Foundation with the world's `NotificationCenter`, and a second,
                // direct import of Foundation makes `NotificationCenter.default` ambiguous
                // (Swift's shadowing does not apply to a module a file imports itself). The
                // line stays, commented, so line numbers do not move.
                if token.text == "import", index + 1 < tokens.count, tokens[index + 1].text == "Foundation", importsSDK {
                    edits.append((token.start, tokens[index + 1].end, "/* import Foundation: re-exported by the Clearance modules */"))
                    index += 2
                    continue
                }
                if let moduleIndex = importedModule(at: index), let module = Self.modules[tokens[moduleIndex].text] {
                    // `import UIKit` names this package's module instead. A scoped import
                    // (`import func ObjectiveC.objc_getAssociatedObject`, `import class
                    // UIKit.UIView`) imports the whole module: some of the SDK's declarations are
                    // declared here as another kind (UIKit's C enums are type aliases), and the
                    // file sees at least what it named.
                    var end = moduleIndex
                    while isPunctuation(end + 1, "."), end + 2 < tokens.count, tokens[end + 2].kind == .identifier,
                          tokens[end + 2].start == tokens[end + 1].end { end += 2 }
                    edits.append((tokens[index + 1].start, tokens[end].end, module))
                    index = end + 1
                    continue
                }
                if let (end, replacement) = processInfoVersion(at: index) {
                    let newlines = bytes[token.start..<tokens[end].end].filter { $0 == 0x0A }.count
                    edits.append((token.start, tokens[end].end, replacement + String(repeating: "\n", count: newlines)))
                    index = end + 1
                    continue
                }
                // `(x as AnyObject).cgRectValue`: AnyObject's dynamic member lookup needs the
                // Objective-C runtime. For the members of the objects a userInfo holds (NSValue's
                // and NSNumber's), the cast it stands for is written out; the result is an
                // optional, as the lookup's is (nil when the object is of another class).
                if token.text == "AnyObject", index > 0, isIdentifier(index - 1, "as"), isPunctuation(index + 1, ")"),
                   isPunctuation(index + 2, "."), index + 3 < tokens.count, tokens[index + 3].kind == .identifier,
                   let owner = Self.dynamicLookupOwners[tokens[index + 3].text] {
                    edits.append((token.end, token.end, " as? \(owner)"))
                    edits.append((tokens[index + 1].end, tokens[index + 1].end, "?"))
                    index += 4
                    continue
                }
                if let end = viewMadeFromTypeParameter(at: index, in: scopes) {
                    index = end
                    continue
                }
                if token.text == "init", index > 0, isIdentifier(index - 1, "override"), isPunctuation(index + 1, "("),
                   isIdentifier(index + 2, "frame"), isPunctuation(index + 3, ":"), isIdentifier(index + 4, "CGRect"),
                   isPunctuation(index + 5, ")"), let innermost = scopes.last, let scope = innermost, scope.kind == "class" {
                    scope.overridesInitFrame = true
                    scope.initFrameIsPublic = (declarationStart(index)..<index).contains { isIdentifier($0, "public") || isIdentifier($0, "open") }
                }
                if token.text == "optional", index + 1 < tokens.count, ["func", "var", "init", "subscript", "static"].contains(tokens[index + 1].text) {
                    refuse(at: token.start, "an optional protocol requirement needs the Objective-C runtime: make it a requirement with a default implementation in a protocol extension")
                } else if token.text == "Selector", isPunctuation(index + 1, "("), index + 2 < tokens.count, tokens[index + 2].kind == .string {
                    index = stringSelector(at: index, in: scopes.reversed().compactMap { $0 })
                    continue
                } else if token.text == "NSSelectorFromString" {
                    refuse(at: token.start, "NSSelectorFromString names a method by a string, which cannot be turned into a method reference: write #selector(method) instead")
                }
            case .punctuation:
                if token.text == "{" {
                    if let pending, pending.kind != "extension", let outer = innermostType(scopes) {
                        pending.qualifiedName = outer.qualifiedName + "." + pending.name
                    }
                    scopes.append(pending)
                    if let pending { types.append(pending) }
                    pending = nil
                } else if token.text == "}" {
                    if let scope = scopes.popLast(), let scope { scope.closeBrace = index }
                }
            case .attribute:
                var end = token.end
                var argumentsEnd = index
                if isPunctuation(index + 1, "("), tokens[index + 1].start == token.end, let close = matching(index + 1) {
                    end = tokens[close].end
                    argumentsEnd = close
                }
                if Self.droppedAttributes.contains(token.text) {
                    if token.text == "@objc", argumentsEnd > index + 1 {
                        pendingExplicitSelector = tokens[(index + 2)..<argumentsEnd].map(\.text).joined()
                    }
                    removeAttribute(start: token.start, end: end)
                } else if let why = Self.refusedAttributes[token.text] {
                    refuse(at: token.start, why)
                } else if token.text == "@IBOutlet" {
                    removeAttribute(start: token.start, end: end)
                    outlet(after: argumentsEnd + 1, at: token.start, in: innermostType(scopes))
                } else if token.text == "@IBAction" {
                    removeAttribute(start: token.start, end: end)
                    action(after: argumentsEnd + 1, at: token.start, in: innermostType(scopes), explicit: &pendingExplicitSelector)
                } else if token.text == "@available", argumentsEnd > index + 1 {
                    iOSUnavailability(open: index + 1, close: argumentsEnd)
                }
                index = argumentsEnd + 1
                continue
            case .pound:
                if token.text == "#selector" {
                    index = selector(at: index, in: scopes.reversed().compactMap { $0 })
                    continue
                } else if token.text == "#Preview" {
                    index = preview(at: index)
                    continue
                } else if token.text == "#if" || token.text == "#elseif" {
                    index = compilationCondition(at: index)
                    continue
                } else if token.text == "#available" || token.text == "#unavailable" {
                    index = availabilityCondition(at: index)
                    continue
                } else if token.text == "#keyPath" {
                    index = keyPath(at: index)
                    continue
                }
            case .string, .other:
                break
            }
            if token.kind == .identifier, token.text == "func" {
                pendingExplicitSelector = nil
                // A method of the type whose body this is (not a function local to a method).
                if let innermost = scopes.last, let scope = innermost, index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    scope.methods.insert(tokens[index + 1].text.trimmingBackticks)
                    if scope.kind == "class" { nonOverridableOverride(at: index, in: scope) }
                }
            }
            if token.kind == .identifier, ["func", "var", "subscript"].contains(token.text),
               let innermost = scopes.last, let scope = innermost, scope.kind == "extension" {
                overrideInExtension(at: index, in: scope)
            }
            if token.kind == .identifier, token.text == "var", let innermost = scopes.last, let scope = innermost,
               scope.kind == "class", let superclass = scope.superclass, let narrowed = SourceAdapter.narrowedDelegates[superclass] {
                narrowedDelegateOverride(at: index, narrowed: narrowed)
            }
            index += 1
        }
        resolveSelectors()
        resolveObjectMethodOverrides()
        rewriteOptionalRequirementCalls()
        // Before the overrides move: a moved member takes the rewrites made inside it.
        if options.applyRenames { applyRenames() }
        moveExtensionOverrides()
        attachExtensionActions()
        for scope in types where !scope.outlets.isEmpty || !scope.actions.isEmpty {
            guard let close = scope.closeBrace else { continue }
            insertConnections(scope, before: close)
        }
        addFrameConstructibleConformances()
        // Last: the forwarding members copy their signatures with the rewrites made in them.
        addObjCCompositionForwarders()
        return AdaptedSource(text: output(), diagnostics: diagnostics, renames: renames)
    }

    func firstBrace(from index: Int) -> Int? {
        var current = index
        while current < tokens.count {
            if isPunctuation(current, "{") { return current }
            if isPunctuation(current, "}") || isPunctuation(current, ";") { return nil }
            current += 1
        }
        return nil
    }

    func innermostType(_ scopes: [TypeScope?]) -> TypeScope? {
        for scope in scopes.reversed() { if let scope { return scope } }
        return nil
    }

    // MARK: A view made from a type parameter

    /// The names of the generic parameters between `from` and `to` (a type's declaration up to
    /// its body) that are constrained to `UIView`, in the parameter list (`<View: UIView>`) or
    /// the `where` clause (`where View: UIView`).
    func viewTypeParameters(from: Int, to: Int) -> Set<String> {
        var names: Set<String> = []
        for index in from..<to where tokens[index].kind == .identifier && isPunctuation(index + 1, ":")
            && isIdentifier(index + 2, "UIView") && index > from
            && (isPunctuation(index - 1, "<") || isPunctuation(index - 1, ",") || isIdentifier(index - 1, "where")) {
            names.insert(tokens[index].text)
        }
        return names
    }

    /// `View(frame: …)` where `View` is a generic parameter of an enclosing type constrained to
    /// `UIView`: on iOS `init(frame:)` is an Objective-C initializer, so a metatype may call it;
    /// the model's is a Swift designated initializer, which only a `required` one could be
    /// (and UIKit's is not, so views override it without `required`). The call becomes
    /// `UIView.makeView(ofType: View.self, frame: …)` (ClearanceUIKit), which makes the class the
    /// parameter names at run time (square/Blueprint's `ViewDescription.Configuration`,
    /// Tests/RealBugs 26). Returns the index after the rewritten `(`, or `nil`.
    mutating func viewMadeFromTypeParameter(at index: Int, in scopes: [TypeScope?]) -> Int? {
        let token = tokens[index]
        guard isPunctuation(index + 1, "("), tokens[index + 1].start == token.end, isIdentifier(index + 2, "frame"),
              isPunctuation(index + 3, ":"), !(index > 0 && isPunctuation(index - 1, ".")),
              scopes.contains(where: { $0?.viewTypeParameters.contains(token.text) == true }) else { return nil }
        edits.append((token.start, tokens[index + 1].end, "UIView.makeView(ofType: \(token.text).self, "))
        return index + 2
    }

    /// A `final` class that declares `override init(frame: CGRect)` adopts
    /// `FrameConstructibleView` (ClearanceUIKit), whose requirement its initializer meets, so
    /// that ``viewMadeFromTypeParameter(at:in:)``'s `UIView.makeView(ofType:frame:)` can make it
    /// (square/Blueprint's `CallbackTextField`, Tests/RealBugs 26). The conformance goes at the
    /// end of the file, on a line of its own. A `public` class whose initializer is not public
    /// is left as it is: its initializer could not meet a public protocol's requirement
    /// (GitHawk's `MessageView`, Tests/RealBugs 18), and making it from its type stops the run
    /// with a message naming it.
    mutating func addFrameConstructibleConformances() {
        let named = types.filter {
            $0.kind == "class" && $0.isFinal && $0.overridesInitFrame && ($0.access != "public" || $0.initFrameIsPublic)
        }.map(\.qualifiedName)
        guard !named.isEmpty else { return }
        let lines = named.map { "extension \($0): FrameConstructibleView {}" }.joined(separator: "\n")
        edits.append((bytes.count, bytes.count, "\n// Added by clearance adapt: the class is made from its type (UIView.makeView(ofType:frame:)).\n" + lines + "\n"))
    }

    // MARK: A delegate the SDK declares again with a narrower type

    /// For `override … var delegate: T?` (the `var` at `index`) in a direct subclass of a class of
    /// ``SourceAdapter/narrowedDelegates`` whose narrowed type `T` is `narrowed` (written `T?`,
    /// `T!`, `(T)?`, `any T` or `(any T)?`): writes the type as the inherited
    /// `(any UIScrollViewDelegate)?` (or `!`), keeping every other byte.
    mutating func narrowedDelegateOverride(at index: Int, narrowed: String) {
        guard isIdentifier(index + 1, "delegate"), isPunctuation(index + 2, ":"),
              (declarationStart(index)..<index).contains(where: { isIdentifier($0, "override") }) else { return }
        var name = index + 3
        var close: Int?
        if isPunctuation(name, "(") {
            close = matching(name)
            name += 1
        }
        if isIdentifier(name, "any") { name += 1 }
        guard isIdentifier(name, narrowed) else { return }
        let sigil = (close ?? name) + 1
        if let close { guard close == name + 1 else { return } }
        guard isPunctuation(sigil, "?") || isPunctuation(sigil, "!") else { return }
        edits.append((tokens[index + 3].start, tokens[sigil].end, "(any UIScrollViewDelegate)" + tokens[sigil].text))
    }

    // MARK: NSObject's methods and optional requirements

    /// Notes `override func responds(to:)` or `override func forwardingTarget(for:)` (the `func`
    /// at `index`) declared in the body of the class `scope`
    /// (``SourceAdapter/nonOverridableObjectMethods``): on iOS they override NSObject's
    /// Objective-C methods; on Linux `NSObject` is Foundation's class, which declares neither, and
    /// the simulated SDK's `responds(to:)` is a protocol extension's method, which a class can
    /// declare again but not override.
    mutating func nonOverridableOverride(at index: Int, in scope: TypeScope) {
        guard index + 3 < tokens.count, let label = SourceAdapter.nonOverridableObjectMethods[tokens[index + 1].text],
              isPunctuation(index + 2, "("), isIdentifier(index + 3, label),
              let keyword = (declarationStart(index)..<index).first(where: { isIdentifier($0, "override") }) else { return }
        objectMethodOverrides.append((keyword, scope, tokens[index + 1].text))
    }

    /// Removes the `override` of each method noted by ``nonOverridableOverride(at:in:)``, unless
    /// a superclass declared in this file (or its superclass, and so on) declares the method
    /// itself: then, once that one is a method of its class, the subclass's does override it.
    mutating func resolveObjectMethodOverrides() {
        var classes: [String: TypeScope] = [:]
        for scope in types where scope.kind == "class" && classes[scope.qualifiedName] == nil { classes[scope.qualifiedName] = scope }
        for (keyword, scope, name) in objectMethodOverrides {
            var superclass = scope.superclass
            var inherited = false
            var seen: Set<String> = []
            while let current = superclass, let declared = classes[current], seen.insert(current).inserted {
                if declared.methods.contains(name) { inherited = true; break }
                superclass = declared.superclass
            }
            if !inherited { removeAttribute(start: tokens[keyword].start, end: tokens[keyword].end) }
        }
    }

    /// `delegate?.textFieldDidBeginEditing?(field)`: a call of an optional requirement of an SDK
    /// delegate protocol (``SourceAdapter/optionalDelegateRequirements``, matched by name and
    /// argument labels), which Linux cannot compile (no `@objc optional`). The simulated protocol
    /// declares the method with a default implementation, so the call is written without the
    /// requirement's `?` (or `!`). In an optional chain (`delegate?.…`, `delegate!?.…`) the result
    /// stays optional; on a value that is not optional (`delegate.textFieldShouldReturn?(field)`)
    /// the call is wrapped in `Optional(…)`, so that `?? true` and `if let` keep compiling. A
    /// name the file declares as a property (a closure `var textFieldShouldReturn: …?`) is left
    /// alone.
    mutating func rewriteOptionalRequirementCalls() {
        var requirements: [String: [[String]]] = [:]
        for name in SourceAdapter.optionalDelegateRequirements.values.joined() {
            let (base, labels) = Self.splitName(name)
            requirements[base, default: []].append(labels ?? [])
        }
        var properties: Set<String> = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier
            && (isIdentifier(index - 1, "var") || isIdentifier(index - 1, "let")) {
            properties.insert(tokens[index].text)
        }
        for index in tokens.indices where index > 0 && index + 2 < tokens.count && tokens[index].kind == .identifier {
            guard let candidates = requirements[tokens[index].text], !properties.contains(tokens[index].text),
                  isPunctuation(index - 1, "."), isPunctuation(index + 1, "?") || isPunctuation(index + 1, "!"),
                  tokens[index + 1].start == tokens[index].end, isPunctuation(index + 2, "("), tokens[index + 2].start == tokens[index + 1].end,
                  let close = matching(index + 2) else { continue }
            let labels = argumentStarts(open: index + 2, close: close).map { start in
                tokens[start].kind == .identifier && isPunctuation(start + 1, ":") ? tokens[start].text : "_"
            }
            guard candidates.contains(labels) else { continue }
            remove(tokens[index + 1].start, tokens[index + 1].end)
            guard tokens[index + 1].text == "?" else { continue }
            // Is the value the member is reached on already in an optional chain?
            var current = index - 2
            var chainStart = index - 1
            var chained = false
            while current >= 0 {
                let token = tokens[current]
                if token.kind == .punctuation, token.text == "?" || token.text == "!", current > 0, tokens[current - 1].end == token.start {
                    if token.text == "?" { chained = true }
                    current -= 1
                } else if token.kind == .punctuation, token.text == ")" || token.text == "]", let open = openingBracket(current) {
                    chainStart = open
                    current = open - 1
                    if current < 0 || tokens[current].end != tokens[open].start { break }
                } else if token.kind == .identifier || token.kind == .string {
                    chainStart = current
                    guard current > 0, isPunctuation(current - 1, ".") else { break }
                    current -= 2
                } else {
                    break
                }
            }
            if chained { continue }
            // A whole statement (`delegate.textFieldDidEndEditing?(field)` on its own line): its
            // result is unused, nothing to keep.
            let startsStatement = chainStart == 0 || ["{", "}", ";"].contains(tokens[chainStart - 1].text) && tokens[chainStart - 1].kind == .punctuation
                || bytes[tokens[chainStart - 1].end..<tokens[chainStart].start].contains(0x0A)
                    && (tokens[chainStart - 1].kind == .identifier && !Self.implicitMemberKeywords.contains(tokens[chainStart - 1].text)
                        || isPunctuation(chainStart - 1, ")") || isPunctuation(chainStart - 1, "]") || tokens[chainStart - 1].kind == .string)
            let endsStatement = close + 1 == tokens.count || isPunctuation(close + 1, "}") || isPunctuation(close + 1, ";")
                || bytes[tokens[close].end..<tokens[close + 1].start].contains(0x0A) && !isPunctuation(close + 1, ".")
            if startsStatement && endsStatement { continue }
            // Not optional: keep the result's type, `Optional(…)` (then `?.` when a member follows).
            let continues = isPunctuation(close + 1, ".") && tokens[close + 1].start == tokens[close].end
            edits.append((tokens[chainStart].start, tokens[chainStart].start, "Optional("))
            edits.append((tokens[close].end, tokens[close].end, continues ? ")?" : ")"))
        }
    }

    /// The `(` or `[` that the `)` or `]` at `index` closes.
    func openingBracket(_ index: Int) -> Int? {
        let close = tokens[index].text
        let open = close == ")" ? "(" : "["
        var depth = 0
        var current = index
        while current >= 0 {
            if tokens[current].kind == .punctuation {
                if tokens[current].text == close { depth += 1 }
                if tokens[current].text == open {
                    depth -= 1
                    if depth == 0 { return current }
                }
            }
            current -= 1
        }
        return nil
    }

    // MARK: #selector

    /// The SDK's target/action APIs that the simulated SDK also declares with a method
    /// reference (`UIControl.addTarget(_:action:for:)`, `removeTarget`,
    /// `UIApplication.sendAction(_:to:from:for:)`, `NotificationCenter.addObserver(_:selector:name:object:)`,
    /// `UIBarButtonItem(…target:action:)`, `CADisplayLink(target:selector:)`, a gesture
    /// recognizer's `init(target:action:)`): a `#selector` passed to one of them is written as a
    /// method reference, which keeps the sender's type checked.
    static let methodReferenceCallees: Set<String> = ["addTarget", "removeTarget", "sendAction", "addObserver", "UIBarButtonItem", "CADisplayLink"]

    /// Whether the `#selector` at `index` is passed directly as an argument (`f(#selector(m))`,
    /// `f(x, action: #selector(m))`) of a call that is not one of ``methodReferenceCallees``
    /// (nor a gesture recognizer's initializer): an app's or a library's own function or type,
    /// `responds(to:)`. On iOS `#selector` is a `Selector`, so such a parameter is declared
    /// `Selector` (Tests/RealBugs/01: `IQBarButtonItemConfiguration(image:action:)`,
    /// `addDoneOnKeyboardWithTarget(_:action:)`), which its declaration, in another file, says
    /// and this file does not: the value is written `Selector(Type.method)`, which every
    /// simulated target/action API takes too.
    func isSelectorArgument(_ index: Int) -> Bool {
        var before = index - 1
        if before >= 1, isPunctuation(before, ":"), tokens[before - 1].kind == .identifier { before -= 2 }
        guard before >= 0, isPunctuation(before, "(") || isPunctuation(before, ",") else { return false }
        var open = before
        if isPunctuation(before, ",") {
            // The `(` of the argument list this comma is in.
            var depth = 0
            var current = before - 1
            while current >= 0 {
                if tokens[current].kind == .punctuation {
                    if [")", "]", "}"].contains(tokens[current].text) { depth += 1 }
                    if ["(", "[", "{"].contains(tokens[current].text) {
                        if depth == 0 { break }
                        depth -= 1
                    }
                }
                current -= 1
            }
            guard current >= 0, isPunctuation(current, "(") else { return false }
            open = current
        }
        // A call: the `(` follows a name (or a `)`, `]`, `?`, `!`, `>` of a longer callee) on its line.
        guard open > 0 else { return false }
        let callee = tokens[open - 1]
        guard callee.end == tokens[open].start || !bytes[callee.end..<tokens[open].start].contains(0x0A) else { return false }
        if callee.kind == .identifier {
            // A parenthesized expression or tuple after a keyword (`return (…)`) is no call.
            if Self.implicitMemberKeywords.contains(callee.text) { return false }
            return !Self.methodReferenceCallees.contains(callee.text) && !callee.text.hasSuffix("GestureRecognizer")
        }
        return callee.kind == .punctuation && [")", "]", "?", "!", ">"].contains(callee.text)
    }

    /// Rewrites `#selector(…)` at `index` into a method reference; returns the index after it.
    /// `chain` is the enclosing types, innermost first. A qualified reference is written at
    /// once; an unqualified one waits for the whole file (``resolveSelectors()``).
    mutating func selector(at index: Int, in chain: [TypeScope]) -> Int {
        let token = tokens[index]
        guard isPunctuation(index + 1, "("), let close = matching(index + 1) else {
            refuse(at: token.start, "#selector without an argument list")
            return index + 1
        }
        guard let first = tokens[(index + 2)..<close].first else {
            refuse(at: token.start, "#selector() names no method")
            return close + 1
        }
        // `#selector(getter: UITextField.inputAccessoryView)`: a property's accessor, written
        // `Selector(getter: \UITextField.inputAccessoryView)` (the model's `Selector` takes the
        // property's key path and reads or sets it when sent).
        var accessor: String?
        var inner = Array(tokens[(index + 2)..<close])
        if (first.text == "getter" || first.text == "setter"), inner.count > 1, inner[1].text == ":" {
            accessor = first.text
            inner.removeFirst(2)
            guard !inner.isEmpty else {
                refuse(at: token.start, "#selector(\(first.text):) names no property")
                return close + 1
            }
            guard inner.allSatisfy({ $0.kind == .identifier || $0.text == "." }) else {
                refuse(at: token.start, "#selector(\(first.text): \(text(inner[0].start, inner[inner.count - 1].end))) is not a property's name: write #selector(\(first.text): Type.property)")
                return close + 1
            }
        }
        if inner.contains(where: { $0.kind == .identifier && $0.text == "as" }) {
            refuse(at: token.start, "#selector(… as …) disambiguates by an Objective-C signature; name the method with its argument labels instead")
            return close + 1
        }
        var expression = text(inner[0].start, inner[inner.count - 1].end)
        var firstIndex = 0
        if inner[0].text == "self", inner.count > 2, inner[1].text == "." {
            firstIndex = 2
            expression = text(inner[2].start, inner[inner.count - 1].end)
        }
        let head = inner[firstIndex]
        let qualified = firstIndex + 1 < inner.count && inner[firstIndex + 1].text == "."
        // `x.responds(to: #selector(…))`: NSObjectProtocol's `responds(to:)` takes a `Selector`,
        // as does every parameter of the app's own functions a `#selector` is passed to.
        let typed = isSelectorTyped(token.start) || isSelectorArgument(index)
        if qualified {
            guard head.kind == .identifier, let letter = head.text.trimmingBackticks.first, letter.isUppercase else {
                refuse(at: token.start, "#selector(\(expression)) names a method through an instance ('\(head.text)'); write its type instead (#selector(UITextField.becomeFirstResponder))")
                return close + 1
            }
            writeSelector(start: token.start, end: tokens[close].end, reference: expression, selectorTyped: typed, accessor: accessor)
            return close + 1
        }
        guard let scope = chain.first else {
            let written = accessor.map { "\($0): " } ?? ""
            refuse(at: token.start, "#selector(\(written)\(expression)) outside a type: write the \(accessor == nil ? "method" : "property")'s type (#selector(\(written)MyViewController.\(expression)))")
            return close + 1
        }
        // `#selector(self.name)` names the innermost type's method; `#selector(name)` is looked
        // up as Swift looks up an unqualified name, outward through the enclosing types.
        let lookup = firstIndex == 0 ? chain : [scope]
        pendingSelectors.append(PendingSelector(start: token.start, end: tokens[close].end, name: head.text.trimmingBackticks,
                                                expression: expression, chain: lookup, selectorTyped: typed, accessor: accessor))
        return close + 1
    }

    /// `Selector("keyboardWillShow:")` at `index` (the `Selector` token, followed by `(`, a
    /// string literal and `)`): a method named by its Objective-C selector, the spelling of
    /// Swift 2 and of code written before `#selector`. The selector's first part is the
    /// method's base name (`keyboardWillShow:` → `keyboardWillShow`, as Swift names an `@objc`
    /// method `keyboardWillShow(_:)`), looked up as `#selector(keyboardWillShow)` is, and
    /// written `Selector(Type.keyboardWillShow)`. A string that is not one literal (`Selector("a" + b)`)
    /// is refused. Returns the index after it.
    mutating func stringSelector(at index: Int, in chain: [TypeScope]) -> Int {
        let token = tokens[index]
        guard let close = matching(index + 1) else {
            refuse(at: token.start, "Selector( without its closing parenthesis")
            return index + 1
        }
        guard close == index + 3 else {
            refuse(at: token.start, "Selector(…) names a method by a string computed at run time, which cannot be turned into a method reference: write #selector(method) instead")
            return close + 1
        }
        let literalText = tokens[index + 2].text
        guard literalText.count >= 2, literalText.hasPrefix("\""), literalText.hasSuffix("\""), !literalText.contains("\\") else {
            refuse(at: token.start, "Selector(\(literalText)) is not a plain string literal naming a method: write #selector(method) instead")
            return close + 1
        }
        let objcName = String(literalText.dropFirst().dropLast())
        let base = objcName.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let head = base.first, head.isLetter || head == "_", base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            refuse(at: token.start, "Selector(\"\(objcName)\") is not an Objective-C method name: write #selector(method) instead")
            return close + 1
        }
        guard !chain.isEmpty else {
            refuse(at: token.start, "Selector(\"\(objcName)\") outside a type: write #selector(MyViewController.\(base)) instead")
            return close + 1
        }
        pendingSelectors.append(PendingSelector(start: token.start, end: tokens[close].end, name: base, expression: base,
                                                chain: chain, selectorTyped: true, literal: objcName))
        return close + 1
    }

    /// `#keyPath(UIScrollView.contentInset)` at `index`: the key path's string, as Swift
    /// writes it (SE-0062, https://github.com/apple/swift-evolution/blob/main/proposals/0062-objc-keypaths.md:
    /// "#keyPath(Person.friends.firstName)" is the string "friends.firstName"): the properties'
    /// names joined by dots, without the leading type (a name starting with a capital letter)
    /// or `self`. The model's key-value observing (`addObserver(_:forKeyPath:options:context:)`)
    /// reports the view geometry keys listed in KeyValueObserving.swift; any other key is
    /// accepted and never reported (ClearanceUIKit's "No modelled effect"). Returns the index
    /// after it.
    mutating func keyPath(at index: Int) -> Int {
        let token = tokens[index]
        guard isPunctuation(index + 1, "("), let close = matching(index + 1), close > index + 2 else {
            refuse(at: token.start, "#keyPath without a property: write #keyPath(Type.property)")
            return index + 1
        }
        let inner = Array(tokens[(index + 2)..<close])
        let written = text(inner[0].start, inner[inner.count - 1].end)
        // Names and dots, alternating: `A.b.c`.
        let wellFormed = inner.indices.allSatisfy { $0 % 2 == 0 ? inner[$0].kind == .identifier : inner[$0].text == "." } && inner.count % 2 == 1
        guard wellFormed else {
            refuse(at: token.start, "#keyPath(\(written)) is not a chain of property names (optional chaining, subscripts and calls have no key-value coding name): write #keyPath(Type.property.property)")
            return close + 1
        }
        var names = stride(from: 0, to: inner.count, by: 2).map { inner[$0].text.trimmingBackticks }
        if let first = names.first, first == "self" || first.first?.isUppercase == true { names.removeFirst() }
        guard !names.isEmpty else {
            refuse(at: token.start, "#keyPath(\(written)) names a type, not a property: write #keyPath(\(written).property)")
            return close + 1
        }
        let newlines = bytes[token.start..<tokens[close].end].filter { $0 == 0x0A }.count
        edits.append((token.start, tokens[close].end, "\"" + names.joined(separator: ".") + "\"" + String(repeating: "\n", count: newlines)))
        return close + 1
    }

    /// Writes each unqualified `#selector(name)` as a reference to the method of the type that
    /// declares it, as Swift resolves the name (unqualified lookup from the expression's
    /// context, which finds the members of the enclosing types too): the innermost enclosing
    /// type whose body, or an extension of it in this file, declares a method of that name.
    /// When none does (the method is inherited, or declared in another file), the innermost
    /// type is named, as before; it must not be a protocol.
    mutating func resolveSelectors() {
        var declared: [String: Set<String>] = [:]
        for scope in types { declared[scope.qualifiedName, default: []].formUnion(scope.methods) }
        for pending in pendingSelectors {
            let owner = pending.chain.first { declared[$0.qualifiedName]?.contains(pending.name) == true }
            if let owner, owner !== pending.chain[0] {
                writeSelector(start: pending.start, end: pending.end, reference: owner.qualifiedName + "." + pending.expression,
                              selectorTyped: pending.selectorTyped, accessor: pending.accessor)
                continue
            }
            // `Selector("setInputAccessoryView:")`: a property's setter by its Objective-C name,
            // of a class the file does not say.
            if let literal = pending.literal, owner == nil, pending.name.count > 3, pending.name.hasPrefix("set"),
               pending.name.dropFirst(3).first?.isUppercase == true, literal.filter({ $0 == ":" }).count == 1 {
                let property = pending.name.dropFirst(3).prefix(1).lowercased() + pending.name.dropFirst(4)
                refuse(at: pending.start, "Selector(\"\(literal)\") names the setter of a property '\(property)' by a string, and no method '\(pending.name)' is declared here: write #selector(setter: UITextField.\(property)) with the property's class")
                continue
            }
            let scope = pending.chain[0]
            guard scope.kind != "protocol" else {
                let written = pending.literal.map { "Selector(\"\($0)\")" } ?? "#selector(\(pending.accessor.map { "\($0): " } ?? "")\(pending.expression))"
                refuse(at: pending.start, "\(written) in a protocol: write the method's class (#selector(MyViewController.\(pending.expression)))")
                continue
            }
            // In a protocol's extension (`extension KeyboardHandling where Self:
            // UIViewController`, or one of a protocol this file declares) `self` is of type
            // `Self`, the conforming type: the protocol's name is no type a method reference
            // can be made on.
            let extendsProtocol = scope.kind == "extension"
                && (scope.constrainsSelf || types.contains { $0.kind == "protocol" && $0.qualifiedName == scope.name })
            writeSelector(start: pending.start, end: pending.end, reference: (extendsProtocol ? "Self" : scope.name) + "." + pending.expression,
                          selectorTyped: pending.selectorTyped, accessor: pending.accessor)
        }
    }

    /// Replaces `#selector(…)` (bytes `start..<end`) by a method reference, wrapped in
    /// `Selector(…)` where a `Selector` value is declared, keeping its line breaks; a
    /// property's accessor is always a `Selector` (`Selector(getter: \Type.property)`).
    mutating func writeSelector(start: Int, end: Int, reference: String, selectorTyped: Bool, accessor: String? = nil) {
        let newlines = bytes[start..<end].filter { $0 == 0x0A }.count
        let value = accessor.map { "Selector(\($0): \\" + reference + ")" }
            ?? (selectorTyped ? "Selector(" + reference + ")" : reference)
        edits.append((start, end, value + String(repeating: "\n", count: newlines)))
    }

    func isSelectorTyped(_ offset: Int) -> Bool {
        selectorTyped.contains { $0.start <= offset && offset < $0.end }
    }

    /// Where a value of type `Selector` is declared, as byte ranges: after `: Selector`,
    /// `: Selector?`, `: [Selector]` or `-> Selector`, the getter or body that follows (`{ … }`)
    /// or the initial value or default (`= …`, to the end of its line or argument). A
    /// `#selector` there is written `Selector(Type.method)`, a value of the SDK's `Selector`,
    /// which the target/action APIs take as they take a method reference.
    func selectorTypedRanges() -> [(start: Int, end: Int)] {
        var ranges: [(start: Int, end: Int)] = []
        for index in tokens.indices where isIdentifier(index, "Selector") && !isPunctuation(index + 1, "(") {
            var before = index - 1
            while before >= 0, isPunctuation(before, "[") { before -= 1 }
            guard before >= 0 else { continue }
            let returned = isPunctuation(before, ">") && before > 0 && isPunctuation(before - 1, "-")
            guard isPunctuation(before, ":") || returned else { continue }
            var after = index + 1
            while after < tokens.count, ["?", "!", "]"].contains(tokens[after].text), tokens[after].kind == .punctuation { after += 1 }
            if returned {
                // `-> Selector … {`: the body, past `throws`, `where` clauses.
                var current = after
                while current < tokens.count, !isPunctuation(current, "{"), !isPunctuation(current, "}"), !isPunctuation(current, "=") { current += 1 }
                if isPunctuation(current, "{"), let close = matching(current) { ranges.append((tokens[current].start, tokens[close].end)) }
            } else if isPunctuation(after, "{"), let close = matching(after) {
                ranges.append((tokens[after].start, tokens[close].end))
            } else if isPunctuation(after, "=") {
                var current = after + 1
                var depth = 0
                while current < tokens.count {
                    let token = tokens[current]
                    if depth == 0, current > after + 1, bytes[tokens[current - 1].end..<token.start].contains(0x0A) { break }
                    if token.kind == .punctuation {
                        if ["(", "[", "{"].contains(token.text) { depth += 1 }
                        if [")", "]", "}"].contains(token.text) {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        if depth == 0, token.text == "," || token.text == ";" { break }
                    }
                    current += 1
                }
                let end = current < tokens.count ? tokens[current].start : bytes.count
                ranges.append((tokens[after].start, end))
            }
        }
        return ranges
    }

    // MARK: SDK renames

    /// Keywords after which an identifier is a name being declared.
    static let declaringKeywords: Set<String> = ["let", "var", "func", "class", "struct", "enum", "typealias", "protocol", "actor", "associatedtype"]
    /// Keywords after which `.name` is an implicit member expression, not a member of a value.
    static let implicitMemberKeywords: Set<String> = ["case", "return", "in", "where", "else", "throw", "try", "await", "is", "as", "if", "guard", "while", "switch"]

    /// A name with its argument labels (`constraint(equalTo:constant:)` → `constraint`,
    /// `["equalTo", "constant"]`); a name without parentheses has no labels (`nil`).
    static func splitName(_ name: String) -> (base: String, labels: [String]?) {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return (name, nil) }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return (String(name[..<open]), inside.split(separator: ":").map(String.init))
    }

    /// Applies the ``AdapterOptions/applyRenames`` rewrites: the SDK's renames
    /// (``SourceAdapter/sdkRenames``), the compiler's fix-it for an override's Swift 2 first
    /// argument label (``SourceAdapter/overridableWithUnlabeledFirstArgument``), and its fix-it
    /// for Swift 2's condition list (`if let a = x, b = y`).
    mutating func applyRenames() {
        applySDKRenames()
        applyOverrideLabels()
        applyConditionBindings()
        renames.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Rewrites each old spelling in ``SourceAdapter/sdkRenames`` into its new one: a global
    /// name not reached through a `.` (`UIKeyboardFrameEndUserInfoKey`, `NSNotificationCenter`);
    /// a static member qualified by its owner (`NSNotification.Name.UIKeyboardWillShow`,
    /// `UIApplication.sharedApplication`) or, for a notification name, written as an implicit
    /// member (`.UIKeyboardWillShow`); an instance member reached through any value
    /// (`anchor.constraintEqualToAnchor(x)`), whose old names are Objective-C selectors no other
    /// type of the SDK declares. A method's arguments get the new labels, as the fix-it writes
    /// them (`constraint(equalTo: x)`), and a call whose arguments do not fit the old name is left
    /// alone; an old class method or method that the SDK declares as a property now
    /// (`sharedApplication()`, `CGRectValue()`) loses its empty `()`, the compiler's fix-it for
    /// "cannot call value of non-function type". A name the file declares itself (a
    /// compatibility shim) is left alone everywhere in the file. Comments and string literals are
    /// never touched.
    mutating func applySDKRenames() {
        var declared: Set<String> = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier
            && tokens[index - 1].kind == .identifier && Self.declaringKeywords.contains(tokens[index - 1].text) {
            declared.insert(tokens[index].text)
        }
        var byBase: [String: [SDKRename]] = [:]
        for rename in SourceAdapter.sdkRenames { byBase[Self.splitName(rename.oldName).base, default: []].append(rename) }
        let edited = edits.map { ($0.start, $0.end) }
        func isEdited(_ start: Int, _ end: Int) -> Bool { edited.contains { $0.0 < end && start < $0.1 } }
        for index in tokens.indices where tokens[index].kind == .identifier && !declared.contains(tokens[index].text) {
            guard let candidates = byBase[tokens[index].text] else { continue }
            let afterDot = index > 0 && isPunctuation(index - 1, ".")
            for rename in candidates {
                guard let rewrite = rewrite(rename, at: index, afterDot: afterDot), !rewrite.edits.contains(where: { isEdited($0.start, $0.end) }) else { continue }
                let (line, column) = position(of: rewrite.start)
                renames.append(AppliedRename(file: fileName, line: line, column: column, original: rewrite.original, replacement: rename.newName))
                for edit in rewrite.edits {
                    let newlines = bytes[edit.start..<edit.end].filter { $0 == 0x0A }.count
                    edits.append((edit.start, edit.end, edit.text + String(repeating: "\n", count: newlines)))
                }
                break
            }
        }
    }

    /// The edits that apply `rename` to the name at token `index`, or `nil` when the spelling
    /// there is not the renamed declaration's.
    func rewrite(_ rename: SDKRename, at index: Int, afterDot: Bool) -> (start: Int, original: String, edits: [(start: Int, end: Int, text: String)])? {
        let token = tokens[index]
        let (_, oldLabels) = Self.splitName(rename.oldName)
        let (newBase, newLabels) = Self.splitName(rename.newName)
        var start = token.start
        var replacement = rename.newName
        switch rename.kind {
        case .global:
            guard !afterDot else { return nil }
        case .staticMember:
            guard afterDot, let owner = rename.owner else { return nil }
            let dot = index - 1
            let parts = owner.split(separator: ".").map(String.init)
            // `Owner.Nested.old`, with the owner's first part also in its Swift 2 (`NS…`) or
            // Swift 3 (`NS` dropped) spelling.
            var qualified = dot >= 2 * parts.count - 1
            if qualified {
                for (offset, part) in parts.reversed().enumerated() {
                    let position = dot - 1 - 2 * offset
                    let isFirst = offset == parts.count - 1
                    let matches = isIdentifier(position, part) || (isFirst && (isIdentifier(position, part.replacingPrefix("NS")) || isIdentifier(position, "NS" + part)))
                    if !matches || (!isFirst && !isPunctuation(position - 1, ".")) { qualified = false; break }
                }
            }
            if qualified && (dot - 2 * parts.count < 0 || !isPunctuation(dot - 2 * parts.count, ".")) {
                // The whole qualified spelling becomes a new qualified name
                // (`UIResponder.keyboardWillShowNotification`); a member's new name alone
                // (`default`) replaces the member.
                if rename.newName.contains(".") { start = tokens[dot - 2 * parts.count + 1].start }
            } else if rename.newName.contains("."), dot == 0 || isImplicitMemberPosition(before: dot) {
                start = tokens[dot].start
            } else {
                return nil
            }
        case .instanceMember:
            guard afterDot, index > 1, !isImplicitMemberPosition(before: index - 1) else { return nil }
        }
        var result: [(start: Int, end: Int, text: String)] = []
        var end = token.end
        var original = text(start, token.end)
        if let oldLabels, let newLabels {
            // A method: its call's arguments must fit the old labels; each argument whose label
            // changes gets the new one.
            guard isPunctuation(index + 1, "("), let close = matching(index + 1) else { return nil }
            let arguments = argumentStarts(open: index + 1, close: close)
            guard arguments.count == oldLabels.count, newLabels.count == oldLabels.count else { return nil }
            replacement = newBase
            for (argument, (old, new)) in zip(arguments, zip(oldLabels, newLabels)) {
                let labelled = tokens[argument].kind == .identifier && isPunctuation(argument + 1, ":")
                guard labelled ? tokens[argument].text == old : old == "_" else { return nil }
                if old == new { continue }
                if labelled {
                    var stop = tokens[argument + 1].end
                    if new == "_" {
                        while stop < bytes.count, bytes[stop] == 0x20 { stop += 1 }
                        result.append((tokens[argument].start, stop, ""))
                    } else {
                        result.append((tokens[argument].start, tokens[argument].end, new))
                    }
                } else {
                    result.append((tokens[argument].start, tokens[argument].start, new + ": "))
                }
            }
            original = rename.oldName
        } else if rename.kind != .global, isPunctuation(index + 1, "("), tokens[index + 1].start == token.end, isPunctuation(index + 2, ")") {
            // An old method that is a property now: `()` goes with the rename.
            end = tokens[index + 2].end
            original = text(start, end)
        }
        result.insert((start, end, replacement), at: 0)
        return (start, original, result)
    }

    /// The first token of each argument in the call whose `(` is at `open` and `)` at `close`.
    func argumentStarts(open: Int, close: Int) -> [Int] {
        guard close > open + 1 else { return [] }
        var starts = [open + 1]
        var depth = 0
        for index in (open + 1)..<close where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: starts.append(index + 1)
            default: break
            }
        }
        return starts
    }

    /// `override func viewWillAppear(animated: Bool)`, Swift 2's spelling of an override whose
    /// first argument has no label: Swift 3 gave a method's first parameter a label (SE-0046), so
    /// today's compiler answers "argument labels for method 'viewWillAppear(animated:)' do not
    /// match those of overridden method 'viewWillAppear'" with the fix-it inserting `_ `
    /// (swiftlang/swift lib/Sema/TypeCheckDeclOverride.cpp, `override_argument_name_mismatch`
    /// and `fixDeclarationName`; this compiler prints the same). The adapter applies that fix-it
    /// to an `override func` of a method the SDK declares with an unlabeled first argument
    /// (``SourceAdapter/overridableWithUnlabeledFirstArgument``), when its first parameter has
    /// the SDK method's type: a single-name first parameter gets `_ ` before it, an explicit
    /// label (`animated animated: Bool`) becomes `_`.
    mutating func applyOverrideLabels() {
        for index in tokens.indices where isIdentifier(index, "func") && index + 3 < tokens.count {
            let name = tokens[index + 1]
            guard name.kind == .identifier, let type = SourceAdapter.overridableWithUnlabeledFirstArgument[name.text],
                  isPunctuation(index + 2, "("), let close = matching(index + 2) else { continue }
            guard tokens[declarationStart(index)..<index].contains(where: { $0.kind == .identifier && $0.text == "override" }) else { continue }
            let first = index + 3
            guard tokens[first].kind == .identifier, tokens[first].text != "_" else { continue }
            // The first parameter's type, as written, must be the SDK method's.
            guard let colon = (first..<close).first(where: { isPunctuation($0, ":") }) else { continue }
            let typeEnd = argumentStarts(open: index + 2, close: close).dropFirst().first.map { $0 - 1 } ?? close
            let written = tokens[(colon + 1)..<typeEnd].map(\.text).joined()
            guard written == String(type.filter { $0 != " " }) else { continue }
            let edit: (start: Int, end: Int, text: String)
            let original: String
            if isPunctuation(first + 1, ":") {
                edit = (tokens[first].start, tokens[first].start, "_ ")
                original = "\(name.text)(\(tokens[first].text):"
            } else if first + 2 < tokens.count, tokens[first + 1].kind == .identifier, isPunctuation(first + 2, ":") {
                edit = (tokens[first].start, tokens[first].end, "_")
                original = "\(name.text)(\(tokens[first].text):"
            } else {
                continue
            }
            guard !edits.contains(where: { $0.start < edit.end && edit.start < $0.end || ($0.start == edit.start && $0.end == edit.end) }) else { continue }
            let (line, column) = position(of: tokens[first].start)
            renames.append(AppliedRename(file: fileName, line: line, column: column, original: original, replacement: "\(name.text)(_:", kind: .overrideLabel))
            edits.append(edit)
        }
    }

    /// Swift 2's condition list, `if let a = x, b = y` (and `guard`, `while`, `var`): Swift 3
    /// requires the binding keyword in every clause (SE-0099), and today's parser answers
    /// "expected 'let' in conditional" with the fix-it inserting the keyword of the clause
    /// before (swiftlang/swift include/swift/AST/DiagnosticsParse.def, `expected_binding_keyword`;
    /// this compiler prints the same). The adapter applies that fix-it: in the condition list of
    /// an `if`, `guard` or `while` that has bound with `let` or `var`, a clause that starts
    /// `name =` gets the keyword.
    mutating func applyConditionBindings() {
        for index in tokens.indices where ["if", "guard", "while"].contains(tokens[index].text) && tokens[index].kind == .identifier {
            if index > 0, isPunctuation(index - 1, ".") { continue }
            var keyword: String?
            var depth = 0
            var current = index + 1
            while current < tokens.count {
                let token = tokens[current]
                if token.kind == .punctuation {
                    if depth == 0, token.text == "{" { break }
                    if ["(", "["].contains(token.text) { depth += 1 }
                    if [")", "]"].contains(token.text) { depth -= 1 }
                    if token.text == "{" || token.text == "}" { depth += token.text == "{" ? 1 : -1 }
                    if depth < 0 { break }
                } else if token.kind == .identifier, depth == 0 {
                    if token.text == "else" { break }
                    let startsClause = current == index + 1 || isPunctuation(current - 1, ",")
                    if startsClause, token.text == "let" || token.text == "var" {
                        keyword = token.text
                    } else if startsClause, let keyword, isPunctuation(current + 1, "="),
                              !(current + 2 < tokens.count && isPunctuation(current + 2, "=") && tokens[current + 2].start == tokens[current + 1].end),
                              !Self.declaringKeywords.contains(token.text), token.text != "case" {
                        let (line, column) = position(of: token.start)
                        renames.append(AppliedRename(file: fileName, line: line, column: column, original: token.text, replacement: "\(keyword) \(token.text)", kind: .conditionBinding))
                        edits.append((token.start, token.start, keyword + " "))
                    }
                }
                current += 1
            }
        }
    }

    /// Whether a `.` at `dot` starts an implicit member expression (`.UIKeyboardWillShow` after
    /// `(`, `,`, `:`, `=`, `case`…) rather than reaching a member of the value before it.
    func isImplicitMemberPosition(before dot: Int) -> Bool {
        let previous = tokens[dot - 1]
        switch previous.kind {
        case .identifier: return Self.implicitMemberKeywords.contains(previous.text)
        case .punctuation: return ["(", ",", ":", "=", "[", "{", ";"].contains(previous.text)
        case .string, .other, .attribute, .pound: return false
        }
    }

    // MARK: Compilation conditions

    /// `canImport` of a module an iOS build cannot import: macOS's AppKit and its umbrella Cocoa
    /// (their documentation lists macOS, and Mac Catalyst for AppKit, but not iOS:
    /// https://developer.apple.com/documentation/appkit).
    static let macOSOnlyModules: Set<String> = ["AppKit", "Cocoa"]

    /// Rewrites the platform tests of the `#if`/`#elseif` condition at `index` so that they answer
    /// as an iPhone or iPad build does, for which the file was written, and returns the index of
    /// the first token after the condition (which ends at the first line break outside
    /// parentheses). On Linux `os(iOS)` and `canImport(UIKit)` are false (there is no UIKit
    /// module), so a file wrapped in `#if os(iOS)` or `#if canImport(UIKit)` compiled to nothing,
    /// or compiled its `#else` branch. `os(iOS)` becomes `true` and every other `os(…)` `false`
    /// (whatever the host is: on a Mac `os(macOS)` is true); `targetEnvironment(macCatalyst)`
    /// `false`; `canImport` of UIKit, SwiftUI, Combine or ObjectiveC (or a submodule) names the
    /// Clearance module an `import` of it becomes, and `canImport(AppKit)`/`canImport(Cocoa)`
    /// becomes `false`. `arch(…)`, `targetEnvironment(simulator)`, `compiler`, `swift`,
    /// `_runtime`, other modules and custom flags are left to the compiler. Each rewrite stays
    /// inside its line, so no line moves.
    mutating func compilationCondition(at index: Int) -> Int {
        var current = index + 1
        var depth = 0
        while current < tokens.count {
            if depth == 0, bytes[tokens[current - 1].end..<tokens[current].start].contains(0x0A) { break }
            if isPunctuation(current, "(") { depth += 1 }
            if isPunctuation(current, ")") { depth -= 1 }
            guard tokens[current].kind == .identifier, isPunctuation(current + 1, "("),
                  let (argument, close) = conditionArgument(at: current + 2) else {
                current += 1
                continue
            }
            let test = tokens[current].text
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if test == "os", !argument.contains(".") {
                edits.append((tokens[current].start, tokens[close].end, argument == "iOS" ? "true" : "false"))
            } else if test == "targetEnvironment", argument == "macCatalyst" {
                edits.append((tokens[current].start, tokens[close].end, "false"))
            } else if test == "canImport", let clearance = Self.modules[module] {
                edits.append((tokens[current + 2].start, tokens[close - 1].end, clearance))
            } else if test == "canImport", Self.macOSOnlyModules.contains(module) {
                edits.append((tokens[current].start, tokens[close].end, "false"))
            } else {
                current += 1
                continue
            }
            current = close + 1
        }
        return current
    }

    /// The argument of a platform test whose `(` is just before `index` — a name, or a dotted
    /// name (`UIKit.UIGestureRecognizerSubclass`) — with the index of its `)`; `nil` for any other
    /// argument (`compiler(>=5.9)`, `canImport(UIKit, _version: 1)`).
    func conditionArgument(at index: Int) -> (String, Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var name = tokens[index].text
        var current = index + 1
        while isPunctuation(current, "."), current + 1 < tokens.count, tokens[current + 1].kind == .identifier {
            name += "." + tokens[current + 1].text
            current += 2
        }
        return isPunctuation(current, ")") ? (name, current) : nil
    }

    // MARK: Version checks

    /// The iOS version an availability condition at `index` names (`#available(iOS 15.4, *)`,
    /// `#unavailable(iOS 15)`, `#available(iOS 15, macOS 12, *)`), as its numbers, with the
    /// index of its `)`; `nil` when the token is no such condition or its list names no iOS
    /// version.
    func iOSAvailabilitySpec(at index: Int) -> (version: [Int], close: Int)? {
        guard tokens[index].kind == .pound, tokens[index].text == "#available" || tokens[index].text == "#unavailable",
              isPunctuation(index + 1, "("), let close = matching(index + 1) else { return nil }
        var current = index + 2
        while current < close {
            // Each spec starts the list or follows a comma: `iOS 15.4`.
            if isIdentifier(current, "iOS"), current == index + 2 || isPunctuation(current - 1, ","),
               current + 1 < close, tokens[current + 1].kind == .other, current + 2 == close || isPunctuation(current + 2, ",") {
                let parts = tokens[current + 1].text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
                guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
                return (parts.compactMap { $0 }, close)
            }
            current += 1
        }
        return nil
    }

    /// Rewrites `#available(iOS N.M, *)` at `index` into `__clearanceIOSAvailable(N, M)` and
    /// `#unavailable(iOS N.M)` into `!__clearanceIOSAvailable(N, M)`: LayoutCore's run-time
    /// check of the running world's iOS version. Swift decides `#available` when it compiles
    /// and on Linux its `*` makes every iOS check true, so without this app code gated on a
    /// version runs its newest branch on every simulated iOS. Only the list's iOS version is read
    /// (the app runs on iOS); a list without one (`#available(macOS 12, *)`) is left as it is,
    /// which Linux evaluates as iOS would (true, and false for `#unavailable`). An `iOS` whose
    /// version is not a number is refused. The condition keeps its line breaks, so no line
    /// moves; `@available` on a declaration is not touched. Returns the index after it.
    mutating func availabilityCondition(at index: Int) -> Int {
        guard isPunctuation(index + 1, "("), let close = matching(index + 1) else { return index + 1 }
        guard let (version, _) = iOSAvailabilitySpec(at: index) else {
            if let spec = (index + 2..<close).first(where: { isIdentifier($0, "iOS") && ($0 == index + 2 || isPunctuation($0 - 1, ",")) }) {
                refuse(at: tokens[spec].start, "\(tokens[index].text)(…) names iOS without a version the adapter can read (write it as iOS 15 or iOS 15.4)")
            }
            return close + 1
        }
        let start = tokens[index].start, end = tokens[close].end
        let newlines = bytes[start..<end].filter { $0 == 0x0A }.count
        let negation = tokens[index].text == "#unavailable" ? "!" : ""
        let arguments = (version + [0]).prefix(max(version.count, 2)).map(String.init).joined(separator: ", ")
        edits.append((start, end, negation + "__clearanceIOSAvailable(" + arguments + ")" + String(repeating: "\n", count: newlines)))
        return close + 1
    }

    /// `@available(iOS, unavailable)` (with or without `message:`/`renamed:`), whose parentheses
    /// are at `open` and `close`: the platform becomes `*`, so that the declaration is
    /// unavailable on Linux as it is on iOS. An availability argument list that names a platform
    /// applies only where that platform is the target ("The `unavailable` argument indicates
    /// that the declaration isn't available on the specified platform", and `*` names every
    /// platform: The Swift Programming Language, Attributes,
    /// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/attributes/#available),
    /// so on Linux an iOS-unavailable declaration is available: an enum's iOS-unavailable case
    /// must then be matched by an iOS `switch` that leaves it out, as Swift allows on iOS
    /// (Tests/RealBugs/05, VisualEffectView.swift). The app is an iOS app, so its iOS
    /// unavailability is everyone's here. Left as written: `introduced:`, `deprecated:` and
    /// `obsoleted:` of iOS (they depend on the app's deployment target, which the files do not
    /// state; Linux ignores them, so the declaration is available, as it is to an app that
    /// compiled against it), and every other platform (`macOS`, `tvOS`, `watchOS`,
    /// `macCatalyst`, `iOSApplicationExtension`: none is an iPhone or iPad app, and Linux ignores
    /// them, so the declaration is available there as on iOS).
    mutating func iOSUnavailability(open: Int, close: Int) {
        guard isIdentifier(open + 1, "iOS"), isPunctuation(open + 2, ",") else { return }
        let unavailable = (open + 3..<close).contains {
            isIdentifier($0, "unavailable") && isPunctuation($0 - 1, ",") && ($0 + 1 == close || isPunctuation($0 + 1, ","))
        }
        if unavailable { edits.append((tokens[open + 1].start, tokens[open + 1].end, "*")) }
    }

    /// `ProcessInfo.processInfo.operatingSystemVersion` and
    /// `ProcessInfo.processInfo.isOperatingSystemAtLeast` at `index`: the index of the member's
    /// token and what replaces the whole expression (LayoutCore's
    /// `__clearanceOperatingSystemVersion()` and `__clearanceIsOperatingSystemAtLeast`, which
    /// answer for the running world's iOS version; Foundation's `ProcessInfo` cannot be
    /// overridden, and on Linux it names the host's kernel). Only this spelling is recognised:
    /// a `ProcessInfo` kept in a variable is read as Foundation's.
    func processInfoVersion(at index: Int) -> (end: Int, replacement: String)? {
        guard isIdentifier(index, "ProcessInfo"), !(index > 0 && isPunctuation(index - 1, ".")),
              isPunctuation(index + 1, "."), isIdentifier(index + 2, "processInfo"), isPunctuation(index + 3, "."),
              index + 4 < tokens.count else { return nil }
        switch tokens[index + 4].text {
        case "operatingSystemVersion": return (index + 4, "__clearanceOperatingSystemVersion()")
        case "isOperatingSystemAtLeast": return (index + 4, "__clearanceIsOperatingSystemAtLeast")
        default: return nil
        }
    }

    // MARK: #Preview

    /// Removes `#Preview(…) { … }` at `index`, with its attributes; returns the index after it.
    mutating func preview(at index: Int) -> Int {
        var next = index + 1
        if isPunctuation(next, "("), let close = matching(next) { next = close + 1 }
        guard isPunctuation(next, "{"), let end = matching(next) else {
            refuse(at: tokens[index].start, "#Preview without a body")
            return index + 1
        }
        let start = declarationStart(index)
        remove(tokens[start].start, tokens[end].end)
        return end + 1
    }

    // MARK: Interface Builder

    /// Skips modifiers and attributes from `index`; returns the first other token's index.
    func skipModifiers(from index: Int) -> Int {
        var current = index
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .attribute || token.kind == .identifier && Self.declarationModifiers.contains(token.text) {
                current += 1
                if isPunctuation(current, "("), let close = matching(current) { current = close + 1 }
            } else {
                return current
            }
        }
        return current
    }

    mutating func outlet(after index: Int, at offset: Int, in scope: TypeScope?) {
        let keyword = skipModifiers(from: index)
        guard isIdentifier(keyword, "var"), keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else {
            refuse(at: offset, "@IBOutlet not followed by a 'var' declaration")
            return
        }
        guard let scope, scope.kind == "class" else {
            refuse(at: offset, "@IBOutlet outside a class body: outlets are connected on a class (a view controller, a view, a cell)")
            return
        }
        if isPunctuation(keyword + 2, ",") {
            refuse(at: offset, "@IBOutlet on several variables in one declaration: declare each outlet on its own")
            return
        }
        scope.outlets.append(tokens[keyword + 1].text)
    }

    mutating func action(after index: Int, at offset: Int, in scope: TypeScope?, explicit: inout String?) {
        // `@IBAction @objc(name:) func` as well as `@objc(name:) @IBAction func`.
        var keyword = index
        while keyword < tokens.count, !isIdentifier(keyword, "func") {
            let token = tokens[keyword]
            guard token.kind == .attribute || token.kind == .identifier && Self.declarationModifiers.contains(token.text) else { break }
            keyword += 1
            if isPunctuation(keyword, "("), let close = matching(keyword) {
                if token.text == "@objc" { explicit = tokens[(keyword + 1)..<close].map(\.text).joined() }
                keyword = close + 1
            }
        }
        guard isIdentifier(keyword, "func"), keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier else {
            refuse(at: offset, "@IBAction not followed by a 'func' declaration")
            return
        }
        let name = tokens[keyword + 1].text
        var open = keyword + 2
        if isPunctuation(open, "<") {
            refuse(at: offset, "@IBAction on a generic method: Interface Builder cannot call it")
            return
        }
        guard isPunctuation(open, "("), let close = matching(open) else {
            refuse(at: offset, "@IBAction '\(name)' without a parameter list")
            return
        }
        // The parameters' external labels.
        var labels: [String?] = []
        var depth = 0
        var names: [Token] = []
        var sawColon = false
        open += 1
        func finish() {
            if let first = names.first { labels.append(first.text == "_" ? nil : first.text) }
            names = []
            sawColon = false
        }
        while open < close {
            let token = tokens[open]
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) || token.text == ">" && !(open > 0 && tokens[open - 1].text == "-" && tokens[open - 1].end == token.start) { depth -= 1 }
                if token.text == ":" && depth == 0 { sawColon = true }
                if token.text == "," && depth == 0 { finish() }
            } else if token.kind == .identifier, depth == 0, !sawColon {
                names.append(token)
            }
            open += 1
        }
        if !names.isEmpty || sawColon { finish() }
        guard labels.count <= 2 else {
            refuse(at: offset, "@IBAction '\(name)' takes \(labels.count) arguments; Interface Builder calls an action with none, the sender, or the sender and the event")
            return
        }
        let bare = name.trimmingBackticks
        var objc = bare
        for (position, label) in labels.enumerated() {
            if position == 0 {
                objc += label.map { "With" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
                objc += ":"
            } else {
                objc += (label ?? "") + ":"
            }
        }
        let swiftLabels = labels.map { ($0 ?? "_") + ":" }.joined()
        let swift = bare + "(" + swiftLabels + ")"
        var selectors = [explicit ?? objc]
        if explicit != nil, objc != explicit { selectors.append(objc) }
        selectors.append(swift)
        if labels.isEmpty, selectors.contains(bare) == false { selectors.insert(bare, at: 0) }
        let reference = labels.isEmpty ? name : name + "(" + swiftLabels + ")"
        explicit = nil
        let action = InterfaceBuilderAction(selectors: selectors, reference: reference)
        guard let scope else {
            refuse(at: offset, "@IBAction outside a type")
            return
        }
        switch scope.kind {
        case "class": scope.actions.append(action)
        case "extension": extensionActions.append((scope.name, action, offset))
        default: refuse(at: offset, "@IBAction in a \(scope.kind): Interface Builder connects actions to a class")
        }
    }

    /// Notes a member declared with `override` directly in an extension: Swift overrides from
    /// an extension only an `@objc` member, which UIKit's are on iOS (`override func
    /// tableView(_:numberOfRowsInSection:)` in an extension of a table view controller) and
    /// none is on Linux.
    mutating func overrideInExtension(at keyword: Int, in scope: TypeScope) {
        let start = declarationStart(keyword)
        guard tokens[start..<keyword].contains(where: { $0.kind == .identifier && $0.text == "override" }) else { return }
        // The body: the first brace outside parentheses (a signature's default values).
        var current = keyword + 1
        while current < tokens.count {
            if isPunctuation(current, "("), let close = matching(current) {
                current = close + 1
                continue
            }
            if isPunctuation(current, "{") || isPunctuation(current, "}") { break }
            current += 1
        }
        guard isPunctuation(current, "{"), let close = matching(current) else { return }
        extensionOverrides.append((scope.name, tokens[start].start, tokens[close].end, keyword, scope))
    }

    /// Keeps an `override func` of ``SourceAdapter/unsentEventOverrides`` (`motionBegan(_:with:)`)
    /// written in an extension of a class declared in another file — an SDK class
    /// (`extension UIViewController`, Tests/RealBugs/41's Wormholy) or the app's — which iOS
    /// allows (UIKit's method is Objective-C's) and Linux refuses: the method loses `override`,
    /// is renamed `__clearanceExtension_NAME`, and the extended class adopts the SDK's protocol
    /// for it (written after the extension's closing brace and a `;`, on its line), through which
    /// UIResponder's default `NAME` runs it, as iOS runs the extension's method. A body that
    /// calls `super` is refused (there `super` would reach UIResponder's default, which would
    /// run the body again), and so is an extension with a `where` clause. Returns whether the
    /// member was kept.
    mutating func keepUnsentEventOverride(name: String, start: Int, end: Int, keyword: Int, in scope: TypeScope) -> Bool {
        guard tokens[keyword].text == "func", keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier,
              let conformance = SourceAdapter.unsentEventOverrides[tokens[keyword + 1].text],
              let extensionClose = scope.closeBrace else { return false }
        let method = tokens[keyword + 1]
        let body = tokens.indices.filter { tokens[$0].start >= start && tokens[$0].end <= end }
        if let superCall = body.first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "super" }) {
            refuse(at: tokens[superCall].start, "override of '\(method.text)' in an extension of '\(name)', a class not declared in this file, calls super: the adapter keeps such an override under another name, run by UIResponder's default '\(method.text)', which a call to super would reach, running the method again; forward the event with `next?.\(method.text)(…)` instead, as UIResponder's default does")
            return true
        }
        if scope.whereClause {
            refuse(at: start, "override of '\(method.text)' in a constrained extension of '\(name)' (with a where clause): the adapter makes the extended class adopt a protocol for it, which a constrained extension of a class cannot state")
            return true
        }
        guard let override = body.first(where: { tokens[$0].start < method.start && tokens[$0].kind == .identifier && tokens[$0].text == "override" }) else { return false }
        removeAttribute(start: tokens[override].start, end: tokens[override].end)
        let renamed = "__clearanceExtension_" + method.text
        edits.append((method.start, method.end, renamed))
        edits.append((tokens[extensionClose].end, tokens[extensionClose].end, "; extension \(scope.qualifiedName): \(conformance) {}"))
        let (line, column) = position(of: method.start)
        renames.append(AppliedRename(file: fileName, line: line, column: column, original: method.text, replacement: renamed, kind: .unsentEventOverride))
        return true
    }

    /// Moves each `override` member of an extension into the body of its class, declared in
    /// this file, where Linux lets it override (it keeps its lines through `#sourceLocation`);
    /// refuses one whose class is declared in another file.
    mutating func moveExtensionOverrides() {
        for (name, start, end, keyword, extensionScope) in extensionOverrides {
            guard let scope = types.first(where: { $0.kind == "class" && $0.name == name }), let close = scope.closeBrace else {
                if keepUnsentEventOverride(name: name, start: start, end: end, keyword: keyword, in: extensionScope) { continue }
                refuse(at: start, "override in an extension of '\(name)', a class not declared in this file: Swift on Linux overrides from an extension only an @objc member (UIKit's are @objc on iOS); the adapter moves such an override into the class's body when the class is in the same file, and keeps one of a responder event the model never sends (\(SourceAdapter.unsentEventOverrides.keys.sorted().joined(separator: ", "))) under another name")
                continue
            }
            // The member's text with the rewrites made inside it, which then leave the list.
            let inner = edits.enumerated().filter { $0.element.start >= start && $0.element.end <= end }
            var member = ""
            var cursor = start
            for (_, edit) in inner.sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) where edit.start >= cursor {
                member += text(cursor, edit.start) + edit.text
                cursor = edit.end
            }
            member += text(cursor, end)
            let moved = Set(inner.map(\.offset))
            edits = edits.enumerated().filter { !moved.contains($0.offset) }.map(\.element)
            remove(start, end)
            let brace = tokens[close].start
            var lineStart = brace
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let startsLine = text(lineStart, brace).allSatisfy { $0 == " " || $0 == "\t" }
            let here = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: start).line))\n"
            let back = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(position(of: brace).line))\n"
            if startsLine {
                edits.append((lineStart, lineStart, here + member + "\n" + back))
            } else {
                edits.append((brace, brace, "\n" + here + member + "\n" + back))
            }
        }
    }

    mutating func attachExtensionActions() {
        for (name, action, offset) in extensionActions {
            if let scope = types.first(where: { $0.kind == "class" && $0.name == name }) {
                scope.actions.append(action)
            } else {
                refuse(at: offset, "@IBAction in an extension of '\(name)', a class not declared in this file: the adapter registers actions in the class's body; move the action into the class's file")
            }
        }
    }

    mutating func insertConnections(_ scope: TypeScope, before close: Int) {
        let brace = tokens[close].start
        let (line, _) = position(of: brace)
        var lineStart = brace
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let before = text(lineStart, brace)
        let indentation = before.allSatisfy { $0 == " " || $0 == "\t" } ? before : ""
        let inner = indentation + "    "
        let access = scope.access.map { $0 + " " } ?? ""
        let directive = "#sourceLocation(file: \(Self.quoted(fileName)), line: \(line))\n"
        var members = ""
        // A class of the SDK that is not a responder (`NSLayoutConstraint`) has no
        // `setValue(_:forOutletNamed:)` to override: its outlets stay plain properties, not
        // connected by a storyboard or a XIB in the model (set them in code).
        if !scope.outlets.isEmpty, !Self.nonResponderSuperclasses.contains(scope.superclass ?? "") {
            members += inner + "\(access)override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {\n"
            members += inner + "    switch name {\n"
            for outlet in scope.outlets {
                members += inner + "    case \(Self.quoted(outlet.trimmingBackticks)): return connectOutlet(value, to: &self.\(outlet))\n"
            }
            members += inner + "    default: return super.setValue(value, forOutletNamed: name)\n"
            members += inner + "    }\n" + inner + "}\n"
        }
        if !scope.actions.isEmpty {
            members += inner + "\(access)override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {\n"
            members += inner + "    switch selector {\n"
            for action in scope.actions {
                let cases = action.selectors.map(Self.quoted).joined(separator: ", ")
                members += inner + "    case \(cases): return interfaceBuilderAction(\(scope.name).\(action.reference))\n"
            }
            members += inner + "    default: return super.action(forSelectorNamed: selector)\n"
            members += inner + "    }\n" + inner + "}\n"
        }
        guard !members.isEmpty else { return }
        if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
            // The brace starts its line: the members go between the line's start and its
            // indentation, and the brace keeps its line number.
            edits.append((lineStart, brace, directive + members + directive + indentation))
        } else {
            edits.append((brace, brace, "\n" + directive + members + directive))
        }
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result + "\""
    }

    // MARK: Output

    func output() -> String {
        let sorted = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var result: [UInt8] = []
        // The target's implicit imports, before the file's first line (so no line moves). The
        // Clearance modules re-export Foundation: with one of them, Foundation is not imported
        // again (a second, direct import makes `NotificationCenter.default` ambiguous).
        let sdk = implicit.compactMap { Self.modules[$0] }
        for module in sdk { result += Array("import \(module) // implicit in the app's target (--implicit-import)\n".utf8) }
        if importsForVersionChecks {
            result += Array("import ClearanceUIKit // the run-time version checks (#available, ProcessInfo's version)\n".utf8)
        }
        if implicit.contains("Foundation") && sdk.isEmpty && !importsSDKExplicitly && !importsForVersionChecks {
            result += Array("import Foundation // implicit in the app's target (--implicit-import)\n".utf8)
        }
        if importsFoundationNetworking {
            result += Array("#if canImport(FoundationNetworking)\nimport FoundationNetworking // URL loading: Foundation's on iOS, its own module on Linux\n#endif\n".utf8)
        }
        result += Array("#sourceLocation(file: \(Self.quoted(fileName)), line: 1)\n".utf8)
        var cursor = 0
        for edit in sorted where edit.start >= cursor {
            result += bytes[cursor..<edit.start]
            result += Array(edit.text.utf8)
            cursor = edit.end
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    /// The string without `prefix` at its start (itself when it does not start with it).
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }

}
