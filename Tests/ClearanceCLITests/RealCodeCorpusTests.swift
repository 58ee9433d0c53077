import Foundation
import Testing

/// The real-code corpus (Tests/RealCode): every file built through `clearance adapt` against the
/// built Clearance modules, as `scripts/real-code-corpus.sh --adapter` does.
@Suite("Real-code corpus through the adapter")
struct RealCodeCorpusTests {
    /// Nightly: type-checking the 68 files twice each (as they are, and with `--apply-renames`)
    /// costs 45 s of CPU since the fourth collection's SwiftUI files, which took `swift test`
    /// past its 150 s on 2 cores; `scripts/real-code-corpus.sh --adapter` measures the same.
    @Test(.enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"))
    func everyEligibleFileCompiles() throws {
        let binaries = CLI.binary.deletingLastPathComponent()
        let result = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["scripts/real-code-corpus.sh", "--adapter", CLI.binary.path, "--modules", binaries.appendingPathComponent("Modules").path],
            in: CLI.packageRoot)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let compiled = lines.filter { $0.hasSuffix(": compiles") && !$0.hasPrefix("with --apply-renames: ") }.map { String($0.dropLast(": compiles".count)) }
        #expect(compiled == [
            "01-underkeyboard-observer", "06-freshos-keyboardlayoutguide", "11-swiftmessages-keyboardtrackingview",
            "13-iqkeyboard-info", "17-scrollingcontent-firstresponder", "23-qademo-keyboard-toolbar",
            "24-hypertrack-ignorekeyboard", "25-swiftsurvey-keyboardinfo", "32-scrollingcontent-keyboardframeevent",
            "36-typist-tableviewcontroller", "42-chatto-inputpositioncontrolling",
            "43-masteringios-keyboardnotification", "44-focusstate-textfieldfocused",
            "45-mattermost-keyboardheight-publisher", "46-psfeedback-keyboarddonebutton",
            "47-lumiere-keyboardconstraint", "51-swiftuifyi-keyboarddismiss",
            "52-swiftprojects-scrollview-keyboard", "53-sceytchat-scrollview-keyboardinsets",
            "56-swiftykeyboardobserver-nextrespondertextfield", "58-echo-keyboardanimation",
            "64-enchanted-keyboardreadable",
        ])
        // The fourth collection (59-68, current apps from a fixed list, selection-59-.md's
        // amendment 3) added 10 files: 64 compiles, 68 needs only its app's types, and 8 stay in
        // the denominator with SDK members the model lacks besides their apps' (README.md), so
        // the rates fell from 21 of 30 (70%) and 21 of 22 (95%); with --apply-renames from
        // 24 of 28 (86%) and 24 of 26 (92%).
        #expect(lines.contains("compiled: 22 of 68"))
        // Two rates: the wording (every file not blocked only by missing app types or
        // third-party modules), and the same without the files that use a pre-Swift-4.2
        // spelling, which fail in today's Xcode too. 48's body, all inside `#if os(iOS)`, is
        // compiled since the adapter answers `os(iOS)` as iOS does; what Linux could not compile in
        // it is closed (below), and what remains is its library's, so it is blocked only by its
        // library, as it was (21 of 31, 68%, and 21 of 23, 91%, while it was not).
        #expect(lines.contains("compiled among files not blocked only by missing app types/modules (the issue's wording): 22 of 39 (56%)"))
        #expect(lines.contains("compiled among those without a pre-4.2 spelling (which fails in today's Xcode too): 22 of 31 (71%)"))
        #expect(lines.contains("files with a pre-4.2 spelling (old-swift), counted in the first rate only: 8"))
        // A file importing a third-party module is probed without it: what remains are the
        // library's types, or gaps in the simulated SDK that real code hits.
        #expect(lines.contains("04-underkeyboard-login: fails: missing-module UnderKeyboard (1 errors: missing-module×1; without the module: missing-app-type×1)"))
        // The SDK gaps those probes found are closed (UIPanGestureRecognizer, UIImageView,
        // UIStatusBarStyle, the text input traits, NSAttributedString.Key.font): what remains
        // in those files is their library's.
        #expect(lines.contains("07-freshos-formsheet: fails: missing-module KeyboardLayoutGuide (1 errors: missing-module×1; without the module: cascade×1, missing-app-type×2)"))
        #expect(lines.contains("41-scrollingcontent-storyboard-signup: fails: missing-module ScrollingContentViewController (1 errors: missing-module×1; without the module: cascade×7, missing-app-type×21)"))
        // No file hits a gap in the simulated SDK. 47 imports nothing, as a pod's file may: the
        // pod's umbrella header imports UIKit for every file of the pod, which its header
        // states (`// adapt: --implicit-import UIKit`, as an app's clearance-adapt.txt would);
        // given that, it compiles: NSLayoutConstraint is subclassable, with NSObject's
        // item-less init() and awakeAfter(using:), as in UIKit.
        #expect(!lines.contains { $0.contains("missing-sdk") && !$0.hasPrefix("with --apply-renames: ") }, "no file hits a gap in the simulated SDK")
        // The files added in the second collection (43-51, Swift 4.2 or later, chosen before any
        // was compiled): 43-46 and 51 compile (51 once `Color.opacity(_:)`, `Color.gradient`
        // and `View.monospaced(_:)` were added); 48's body is all `#if os(iOS)`, which the
        // adapter now answers as iOS does (before, it compiled to nothing and 48 seemed to need
        // only its library): with NSObjectProtocol's `responds(to:)` added, the text-field and
        // scroll-view delegates refining NSObjectProtocol as the SDK's do (so `responds(to:)` on
        // `any UITextFieldDelegate` compiles), and the adapter writing a call of an optional
        // delegate requirement (`_delegate?.textFieldDidBeginEditing?(textField)`: no `@objc
        // optional` on Linux) as a call of the model's defaulted requirement and
        // `override func responds(to:)`/`forwardingTarget(for:)` as methods of the class (NSObject
        // is Foundation's class there), what remains is its library's: `Backport` (and
        // `@Backport.StateObject`), `.sibling(forType:)` and `backportSubmit` (app-declared.txt),
        // and their cascades (with stand-ins for those four, the adapted file compiles); 49 needs only its library's protocols now that the adapter writes a
        // `#selector(backButtonTapped)` inside a nested enum as the enclosing class's method
        // (the type that declares it, as Swift's unqualified lookup finds it) and, where a
        // `Selector` is declared (`var action: Selector`), as a value of the SDK's `Selector`,
        // which `UIBarButtonItem(title:style:target:action:)` takes (it needed
        // `UIBarButtonItem(image:landscapeImagePhone:style:target:action:)`, added);
        // 50 declares its own `keyboardLayoutGuide` on a UIView subclass, which iOS 15's
        // `UIView.keyboardLayoutGuide` makes an invalid override in today's Xcode too (its
        // author renamed it `keyboardLayoutGuideBackport` later; its
        // `requiresConstraintBasedLayout` override needed that class property, added).
        #expect(lines.contains("48-swiftuibackports-viewfocused: fails: missing-module SwiftBackports (1 errors: missing-module×1; without the module: cascade×2, missing-app-type×4)"))
        #expect(lines.contains("49-keyboardsupport-toolbar: fails: missing-app-type KeyboardAccessoryView (3 errors: missing-app-type×3)"))
        #expect(lines.contains("50-kaczmarek-keyboardlayoutguide-view: fails: other: overriding non-open property outside of its defining module (2 errors: other×2)"))
        // The third collection (52-58, any Swift version, chosen before any was compiled by the
        // rule in selection-52-.md): 52, 53, 56 and 58 compile. 54 (FFUIKit) imports the
        // ObjectiveC module for associated objects (`import func ObjectiveC.objc_getAssociatedObject`),
        // which the adapter now names ClearanceUIKit, where they are modelled; it also needed
        // `UIView.AnimationOptions.allowAnimatedContent` and `NSValue(uiEdgeInsets:)`/
        // `uiEdgeInsetsValue`, added. What remains in it and in 57 (passforios: its framework's
        // umbrella header gives it UIKit) is their library's: `UIResponder.firstResponder(in:)`
        // and `UITextField.nextField` (an associated object), listed in app-declared.txt. 55 uses
        // Swift 4.0's `UIKeyboardFrameBeginUserInfoKey`.
        #expect(lines.contains("54-ffuikit-scrollview-keyboard: fails: missing-app-type ffried/FFUIKit Sources/FFUIKit/Extensions/UIResponder+FirstResponder.swift (commit 02f45e417e78c9cb59a0aeab4768cca36e5f8981): extension UIResponder { static func firstResponder(in:) } (1 errors: missing-app-type×1)"))
        #expect(lines.contains("55-lsextensions-nsnotification-keyboardframe: fails: old-swift UIKeyboardFrameBeginUserInfoKey (3 errors: old-swift×3)"))
        #expect(lines.contains("57-passforios-textfieldshouldreturn: fails: missing-app-type mssun/passforios passKit/Extensions/UITextFieldExtension.swift (commit 064ebb0acd9fdc447c04718bcde87c4053b2afe0): extension UITextField { @IBOutlet var nextField: UITextField? } (an associated object) (2 errors: missing-app-type×2)"))
        // Swift 2 spellings fail as in Xcode: a property the SDK declares now, called as Swift 2's
        // method (`NSNotificationCenter.defaultCenter()`), an override's first label, the
        // condition list; none is a missing app type.
        #expect(lines.contains("03-underkeyboard-2015-singleton: fails: other: 'UnderKeyboard' initializer is inaccessible due to 'private' protection level (11 errors: cascade×2, old-swift×8, other×1)"))
        #expect(lines.contains("28-lionheart-testapp-2016: fails: missing-module KeyboardAdjuster (1 errors: missing-module×1; without the module: cascade×1, missing-app-type×3, old-swift×19)"))
        #expect(lines.contains("37-extrakit-scrollview-keyboard: fails: old-swift swift-2-syntax (10 errors: cascade×2, missing-app-type×1, old-swift×7)"))
        // A pre-4.2 spelling fails as in Xcode, naming the new one.
        #expect(lines.contains { $0.hasPrefix("27-lionheart-keyboardadjuster: fails: old-swift UIKeyboardAnimationCurveUserInfoKey (8 errors: old-swift×8)") })

        // The second pass, `clearance adapt --apply-renames`: the fix-its today's Xcode offers
        // (the spellings the SDK declares unavailable and renamed, Swift 4.2's and Swift 2's; the
        // compiler's own for a Swift 2 override label and condition list). 27 and 40 compile (40's
        // other construct, `(x as AnyObject).cgRectValue`, the adapter writes as a cast); 02 and
        // 20 are left with only their library's types (so they leave the denominator). 03, 28
        // and 37 are left with what no fix-it migrates: 03's `private` initializer called from
        // file scope (Swift 3's `private`, SE-0025) and its string selectors (its
        // `UIApplication.delegate?.window??` compiles since the app delegate was added); 37's
        // `#selector` of its own method by its Swift 2 name (SE-0046) and a member of an `Any`
        // (SE-0116); 28's
        // `.active`, `.Grouped`, `CGRectZero`, `NSIndexPath` and Swift 2 data source methods.
        let renamed = lines.filter { $0.hasPrefix("with --apply-renames: ") }.map { String($0.dropFirst("with --apply-renames: ".count)) }
        #expect(renamed.filter { $0.hasPrefix("0") || $0.hasPrefix("1") || $0.hasPrefix("2") || $0.hasPrefix("3") || $0.hasPrefix("4") } == [
            "02-underkeyboard-scrollview: fails: missing-app-type UnderKeyboardObserver (1 errors: missing-app-type×1)",
            "03-underkeyboard-2015-singleton: fails: other: 'UnderKeyboard' initializer is inaccessible due to 'private' protection level (3 errors: objc-syntax×2, other×1)",
            "20-inputbar-nsnotification-2017: fails: missing-app-type KeyboardEvent (1 errors: missing-app-type×1)",
            "27-lionheart-keyboardadjuster: compiles",
            "28-lionheart-testapp-2016: fails: missing-module KeyboardAdjuster (1 errors: missing-module×1; without the module: cascade×1, missing-app-type×3, old-swift×13)",
            "37-extrakit-scrollview-keyboard: fails: missing-app-type associatedDictionary (3 errors: missing-app-type×1, old-swift×2)",
            "40-underkeyboard-keyboardinfo-2017: compiles",
        ])
        // 55's Swift 4.0 keys are renamed, and it compiles.
        #expect(renamed.filter { $0.hasPrefix("5") } == ["55-lsextensions-nsnotification-keyboardframe: compiles"])
        #expect(renamed.contains("compiled: 25 of 68"))
        // (24 of 29, 83%, and 24 of 27, 89%, while 48 was left with what Linux could not compile;
        // see above.) The issue asks ≥ 85 % under its wording.
        #expect(renamed.contains("compiled among files not blocked only by missing app types/modules (the issue's wording): 25 of 37 (68%)"))
        #expect(renamed.contains("compiled among those without a pre-4.2 spelling (which fails in today's Xcode too): 25 of 35 (71%)"))
        #expect(renamed.contains("files with a pre-4.2 spelling (old-swift), counted in the first rate only: 2"))
    }

    /// Tests/RealCode/47 imports nothing: its pod's umbrella header gives every Swift file of the
    /// pod UIKit. Without that stated, its SDK names are not found — the build context is
    /// what makes it compile, not anything else the adapter does.
    @Test func theLumiereConstraintNeedsTheImportItsPodGivesIt() throws {
        let binaries = CLI.binary.deletingLastPathComponent()
        let original = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Tests/RealCode/47-lumiere-keyboardconstraint.swift.txt"), encoding: .utf8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-47-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("47-lumiere-keyboardconstraint.swift.txt")
        let withoutContext = original.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("// adapt: ") }.joined(separator: "\n")
        #expect(withoutContext != original)
        try withoutContext.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["scripts/real-code-corpus.sh", "--adapter", CLI.binary.path, "--modules", binaries.appendingPathComponent("Modules").path, file.path],
            in: CLI.packageRoot)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("47-lumiere-keyboardconstraint: fails: missing-app-type constant (20 errors: cascade×3, missing-app-type×5, missing-sdk×11, other×1)"), "\(result.output)")
    }
}
