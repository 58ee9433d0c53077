@testable import ClearanceAdapter
import Testing

/// The adapted text after the first line (the `#sourceLocation` naming the original file).
private func body(_ source: String, file: String = "Login.swift") -> String {
    let adapted = SourceAdapter.adapt(fileName: file, source: source)
    #expect(adapted.diagnostics == [])
    #expect(adapted.text.hasPrefix("#sourceLocation(file: \"\(file)\", line: 1)\n"))
    return String(adapted.text.drop { $0 != "\n" }.dropFirst())
}

private func refusals(_ source: String) -> [String] {
    SourceAdapter.adapt(fileName: "F.swift", source: source).diagnostics.map(\.description)
}

@Suite struct SourceAdapterTests {
    @Test func aFileWithoutObjectiveCIsKeptByteForByte() {
        let source = """
        import Foundation
        // @objc in a comment, #selector(x) too /* nested /* @IBOutlet */ */
        let s = "@objc #selector(foo) \\(value + "@IBAction") end"
        let raw = #"@objc "#selector(x)" \\#(1)"#
        let multi = \"\"\"
            @IBOutlet #Preview { }
            \"\"\"
        struct A { var b = 1 }
        """
        #expect(body(source) == source)
    }

    @Test func foundationBesideUIKitIsLeftToTheClearanceModules() {
        // Without this, `NotificationCenter.default` is ambiguous between Foundation's and the
        // world's (a file importing Foundation itself sees both).
        let source = "import Foundation\nimport UIKit\nlet center = NotificationCenter.default\n"
        #expect(body(source) == "/* import Foundation: re-exported by the Clearance modules */\nimport ClearanceUIKit\nlet center = NotificationCenter.default\n")
        // Alone, Foundation stays.
        #expect(body("import Foundation\nlet x = 1\n") == "import Foundation\nlet x = 1\n")
    }

    /// The Objective-C runtime's module (associated objects) is ClearanceUIKit's here, and a
    /// scoped import of an SDK module imports the whole of its Clearance module, on the same line.
    @Test func coreGraphicsAndQuartzCoreNameTheUIKitModule() {
        // UIKit re-exports both on iOS; a file may import them alone (Tests/RealBugs 05, 13, 14).
        #expect(body("import CoreGraphics\nimport QuartzCore\nlet t = CATransaction.self\n")
                == "import ClearanceUIKit\nimport ClearanceUIKit\nlet t = CATransaction.self\n")
        #expect(body("import UIKit\nimport class QuartzCore.CALayer\n") == "import ClearanceUIKit\nimport ClearanceUIKit\n")
    }

    /// `simd` (vectors and matrices, which Linux lacks) is ClearanceUIKit's matrix type: square/
    /// Blueprint's BlueprintUI imports it beside QuartzCore (Tests/RealBugs 26).
    @Test func simdNamesTheUIKitModule() {
        #expect(body("import QuartzCore\nimport simd\nlet m = double4x4()\n")
                == "import ClearanceUIKit\nimport ClearanceUIKit\nlet m = double4x4()\n")
    }

    /// `View(frame:)` with `View` a type parameter constrained to UIView (an Objective-C
    /// initializer a metatype may call on iOS; a Swift designated one here) becomes
    /// `UIView.makeView(ofType:frame:)`; a view of the same name outside that scope is left.
    /// square/Blueprint's `ViewDescription.Configuration<View: UIView>` (Tests/RealBugs 26).
    @Test func aViewMadeFromATypeParameterIsMadeByTheModel() {
        let source = """
            import UIKit
            struct Configuration<View: UIView> {
                var builder: () -> View
                init() { builder = { View(frame: .zero) } }
            }
            struct Other<Model> where Model: UIView {
                func make() -> Model { Model(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
            }
            let plain = View(frame: .zero)

            """
        #expect(body(source) == """
            import ClearanceUIKit
            struct Configuration<View: UIView> {
                var builder: () -> View
                init() { builder = { UIView.makeView(ofType: View.self, frame: .zero) } }
            }
            struct Other<Model> where Model: UIView {
                func make() -> Model { UIView.makeView(ofType: Model.self, frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
            }
            let plain = View(frame: .zero)

            """)
    }

    /// A final class that declares `override init(frame: CGRect)` adopts FrameConstructibleView
    /// (at the end of the file), so that the model can make it from its type; one that is not
    /// final, has no such initializer, or is public with an initializer that is not, does not.
    @Test func aFinalViewWithItsOwnFrameInitializerIsMadeConstructible() {
        let source = """
            import UIKit
            fileprivate final class CallbackTextField: UITextField {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Open: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Plain: UIView {}
            public final class Bar: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            public final class Field: UIView {
                public override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let adapted = body(source)
        #expect(adapted.hasSuffix("""
            // Added by clearance adapt: the class is made from its type (UIView.makeView(ofType:frame:)).
            extension CallbackTextField: FrameConstructibleView {}
            extension Field: FrameConstructibleView {}

            """))
        #expect(!adapted.contains("extension Open") && !adapted.contains("extension Plain"))
        // A public class whose initializer is internal could not meet a public protocol's
        // requirement ("initializer 'init(frame:)' must be declared public"; GitHawk's
        // MessageView, real bug 18, stopped compiling).
        #expect(!adapted.contains("extension Bar"))
    }

    @Test func objectiveCAndScopedImportsNameTheClearanceModules() {
        let source = """
            import enum ObjectiveC.objc_AssociationPolicy
            import func ObjectiveC.objc_getAssociatedObject
            import Foundation
            import class UIKit.UIResponder
            @preconcurrency import struct SwiftUI.Color
            import ObjectiveC.runtime
            import ObjectiveC
            let policy = objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN

            """
        #expect(body(source) == """
            import ClearanceUIKit
            import ClearanceUIKit
            /* import Foundation: re-exported by the Clearance modules */
            import ClearanceUIKit
            @preconcurrency import ClearanceSwiftUI
            import ClearanceUIKit
            import ClearanceUIKit
            let policy = objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN

            """)
        // Beside the runtime's module alone, Foundation is re-exported too.
        #expect(body("import ObjectiveC\nimport Foundation\n") == "import ClearanceUIKit\n/* import Foundation: re-exported by the Clearance modules */\n")
        // A scoped import of another module is left alone.
        #expect(body("import struct Foundation.Date\nimport class Other.Thing\n") == "import struct Foundation.Date\nimport class Other.Thing\n")
    }

    @Test func selectorsBecomeMethodReferencesOnTheEnclosingType() {
        let source = """
        class LoginViewController: UIViewController {
            override func viewDidLoad() {
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismissKeyboard))
                button.addTarget(self, action: #selector( LoginViewController.login ), for: .touchUpInside)
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {}
            @objc private func dismissKeyboard() {}
        }
        extension Forms.Screen {
            func f() { view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing))) }
        }
        """
        let expected = """
        class LoginViewController: UIViewController {
            override func viewDidLoad() {
                NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
                let tap = UITapGestureRecognizer(target: self, action: LoginViewController.dismissKeyboard)
                button.addTarget(self, action: LoginViewController.login, for: .touchUpInside)
                UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
            }
            func keyboardWillShow(_ note: Notification) {}
            private func dismissKeyboard() {}
        }
        extension Forms.Screen {
            func f() { view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Forms.Screen.endEditing)) }
        }
        """
        #expect(body(source) == expected)
    }

    @Test func objectiveCAttributesGoAndDynamicStays() {
        let source = """
        @objcMembers @IBDesignable
        final class Badge: UIView {
            @IBInspectable var radius: CGFloat = 4
            @objc dynamic var count = 0
            @objc(refreshWithSender:)
            func refresh(_ sender: Any) {}
            @nonobjc func local() {}
        }
        @objc protocol Listener: AnyObject {}
        """
        let expected = """

        final class Badge: UIView {
            var radius: CGFloat = 4
            dynamic var count = 0
            
            func refresh(_ sender: Any) {}
            func local() {}
        }
        protocol Listener: AnyObject {}
        """
        #expect(body(source) == expected)
    }

    @Test func outletsAndActionsAreRegisteredInTheClassBody() {
        let source = """
        class LoginViewController: UIViewController {
            @IBOutlet weak var email: UITextField!
            @IBOutlet private var fields: [UITextField]!
            @IBAction func login(_ sender: UIButton) {}
            override func viewDidLoad() {}
        }
        extension LoginViewController {
            @IBAction func dismissKeyboard() {}
            @IBAction func changed(sender: UITextField, forEvent event: UIEvent) {}
        }
        """
        let expected = """
        class LoginViewController: UIViewController {
            weak var email: UITextField!
            private var fields: [UITextField]!
            func login(_ sender: UIButton) {}
            override func viewDidLoad() {}
        #sourceLocation(file: "Login.swift", line: 6)
            override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
                switch name {
                case "email": return connectOutlet(value, to: &self.email)
                case "fields": return connectOutlet(value, to: &self.fields)
                default: return super.setValue(value, forOutletNamed: name)
                }
            }
            override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {
                switch selector {
                case "login:", "login(_:)": return interfaceBuilderAction(LoginViewController.login(_:))
                case "dismissKeyboard", "dismissKeyboard()": return interfaceBuilderAction(LoginViewController.dismissKeyboard)
                case "changedWithSender:forEvent:", "changed(sender:forEvent:)": return interfaceBuilderAction(LoginViewController.changed(sender:forEvent:))
                default: return super.action(forSelectorNamed: selector)
                }
            }
        #sourceLocation(file: "Login.swift", line: 6)
        }
        extension LoginViewController {
            func dismissKeyboard() {}
            func changed(sender: UITextField, forEvent event: UIEvent) {}
        }
        """
        #expect(body(source) == expected)
    }

    @Test func aPublicClassGetsPublicOverridesAndAnExplicitSelectorIsKept() {
        let source = """
        public class Cell: UITableViewCell {
            @IBOutlet public var label: UILabel?
            @IBAction @objc(tapped:) func handle(_ sender: Any) {} }
        """
        let expected = """
        public class Cell: UITableViewCell {
            public var label: UILabel?
            func handle(_ sender: Any) {} 
        #sourceLocation(file: "Login.swift", line: 3)
            public override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
                switch name {
                case "label": return connectOutlet(value, to: &self.label)
                default: return super.setValue(value, forOutletNamed: name)
                }
            }
            public override func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? {
                switch selector {
                case "tapped:", "handle:", "handle(_:)": return interfaceBuilderAction(Cell.handle(_:))
                default: return super.action(forSelectorNamed: selector)
                }
            }
        #sourceLocation(file: "Login.swift", line: 3)
        }
        """
        #expect(body(source) == expected)
    }

    @Test func previewsAreRemovedKeepingTheirLines() {
        let source = """
        struct FormView: View { var body: some View { Text("x") } }
        #if DEBUG
        @available(iOS 13, *)
        struct FormView_Previews: PreviewProvider {
            static var previews: some View { FormView() }
        }
        #endif
        #Preview("Dark") {
            FormView()
        }
        #Preview { FormView() }
        let after = 1
        """
        let expected = """
        struct FormView: View { var body: some View { Text("x") } }
        #if DEBUG



        
        #endif


        
        
        let after = 1
        """
        #expect(body(source) == expected)
    }

    @Test func linesMapBackAfterAnInsertedBlock() {
        let source = "class A: UIView {\n    @IBOutlet var b: UIView!\n}\nlet x: Int = \"late\"\n"
        let text = SourceAdapter.adapt(fileName: "/app/A.swift", source: source).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The mapped line of each output line: a directive sets the next line's number.
        var mapped: [String: Int] = [:]
        var next = 0
        for line in lines {
            if line.hasPrefix("#sourceLocation(file: \"/app/A.swift\", line: ") {
                next = Int(line.dropFirst("#sourceLocation(file: \"/app/A.swift\", line: ".count).dropLast())!
                continue
            }
            mapped[line] = next
            next += 1
        }
        #expect(mapped["let x: Int = \"late\""] == 4)
        #expect(mapped["}"] == 3)
        #expect(mapped["    var b: UIView!"] == 2)
    }

    /// (Property accessors, string selectors and key paths: ObjectiveCNameTests.)
    @Test func whatCannotBeRewrittenIsRefusedWithFileLineAndWhy() {
        #expect(refusals("let s = #selector(foo)") == [
            "F.swift:1:9: error: #selector(foo) outside a type: write the method's type (#selector(MyViewController.foo))",
        ])
        #expect(refusals("class A { func f() { _ = #selector(field.becomeFirstResponder) } }") == [
            "F.swift:1:26: error: #selector(field.becomeFirstResponder) names a method through an instance ('field'); write its type instead (#selector(UITextField.becomeFirstResponder))",
        ])
        #expect(refusals("@objc protocol P {\n    @objc optional func f()\n}") == [
            "F.swift:2:11: error: an optional protocol requirement needs the Objective-C runtime: make it a requirement with a default implementation in a protocol extension",
        ])
        #expect(refusals("class A { let s = NSSelectorFromString(name) }") == [
            "F.swift:1:19: error: NSSelectorFromString names a method by a string, which cannot be turned into a method reference: write #selector(method) instead",
        ])
        #expect(refusals("class M: NSManagedObject { @NSManaged var name: String }") == [
            "F.swift:1:28: error: @NSManaged needs Core Data's Objective-C runtime, which Linux does not have",
        ])
        #expect(refusals("extension Elsewhere {\n    @IBAction func go() {}\n}") == [
            "F.swift:2:5: error: @IBAction in an extension of 'Elsewhere', a class not declared in this file: the adapter registers actions in the class's body; move the action into the class's file",
        ])
        #expect(refusals("struct S {\n    @IBOutlet var v: UIView!\n}") == [
            "F.swift:2:5: error: @IBOutlet outside a class body: outlets are connected on a class (a view controller, a view, a cell)",
        ])
        #expect(refusals("class A { @IBOutlet var a, b: UIView! }") == [
            "F.swift:1:11: error: @IBOutlet on several variables in one declaration: declare each outlet on its own",
        ])
        #expect(refusals("let s = \"open") == ["F.swift:1:9: error: unterminated string literal or comment: the file cannot be read safely"])
    }

    @Test func nestedTypesAndGenericsUseTheInnermostType() {
        let source = """
        class Outer<T> {
            class Inner: NSObject {
                func f() { _ = #selector(go) }
            }
            func g() { _ = #selector(go) }
        }
        """
        let expected = """
        class Outer<T> {
            class Inner: NSObject {
                func f() { _ = Inner.go }
            }
            func g() { _ = Outer.go }
        }
        """
        #expect(body(source) == expected)
    }

    /// Swift resolves `#selector(name)` by unqualified lookup from where it is written, which
    /// finds the methods of the enclosing types too (Tests/RealCode/49: a nested enum's
    /// `#selector(backButtonTapped)` names its enclosing class's method, declared in an
    /// extension at the end of the file).
    @Test func anUnqualifiedSelectorNamesTheEnclosingTypeThatDeclaresTheMethod() {
        let source = """
        open class KeyboardToolbar: UIToolbar {
            public enum ButtonNavigationType {
                case back
                func f() { _ = #selector(backButtonTapped) }
                func g() { _ = #selector(describe) }
                func h() { _ = #selector(self.backButtonTapped) }
                func describe() {}
                enum Deeper {
                    func k() { _ = #selector(describe); _ = #selector(doneButtonTapped(_:)) }
                }
            }
            func add() { _ = #selector(backButtonTapped) }
        }
        extension Forms.Screen {
            struct Row { func r() { _ = #selector(save) } }
            func save() {}
        }
        public extension KeyboardToolbar {
            @objc func backButtonTapped(_ sender: UIBarButtonItem) {}
            @objc func doneButtonTapped(_ sender: UIBarButtonItem) {}
        }
        """
        let expected = """
        open class KeyboardToolbar: UIToolbar {
            public enum ButtonNavigationType {
                case back
                func f() { _ = KeyboardToolbar.backButtonTapped }
                func g() { _ = ButtonNavigationType.describe }
                func h() { _ = ButtonNavigationType.backButtonTapped }
                func describe() {}
                enum Deeper {
                    func k() { _ = KeyboardToolbar.ButtonNavigationType.describe; _ = KeyboardToolbar.doneButtonTapped(_:) }
                }
            }
            func add() { _ = KeyboardToolbar.backButtonTapped }
        }
        extension Forms.Screen {
            struct Row { func r() { _ = Forms.Screen.save } }
            func save() {}
        }
        public extension KeyboardToolbar {
            func backButtonTapped(_ sender: UIBarButtonItem) {}
            func doneButtonTapped(_ sender: UIBarButtonItem) {}
        }
        """
        #expect(body(source) == expected)
    }

    /// A `Selector` kept in a variable (Tests/RealCode/49: `var action: Selector { … return
    /// #selector(backButtonTapped) }`, passed on as `action: type.action`): where a `Selector`
    /// value is declared, `#selector` becomes a value of the SDK's `Selector`, which the
    /// target/action APIs take; elsewhere it stays a bare method reference.
    @Test func aSelectorWrittenWhereASelectorIsDeclaredBecomesASelectorValue() {
        let source = """
        class Bar: UIToolbar {
            enum Kind {
                case done
                var action: Selector {
                    switch self {
                    case .done: return #selector(doneTapped)
                    }
                }
            }
            let stored: Selector = #selector(doneTapped), other = 1
            var optional: Selector? = #selector(UIResponder.resignFirstResponder)
            let list: [Selector] = [#selector(doneTapped), #selector(self.doneTapped)]
            func make() -> Selector { #selector(doneTapped) }
            func add(action: Selector = #selector(doneTapped), flag: Bool) {
                addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
                let item = UIBarButtonItem(title: "Done", style: .plain, target: self, action: Kind.done.action)
            }
            func doneTapped() {}
        }
        """
        let expected = """
        class Bar: UIToolbar {
            enum Kind {
                case done
                var action: Selector {
                    switch self {
                    case .done: return Selector(Bar.doneTapped)
                    }
                }
            }
            let stored: Selector = Selector(Bar.doneTapped), other = 1
            var optional: Selector? = Selector(UIResponder.resignFirstResponder)
            let list: [Selector] = [Selector(Bar.doneTapped), Selector(Bar.doneTapped)]
            func make() -> Selector { Selector(Bar.doneTapped) }
            func add(action: Selector = Selector(Bar.doneTapped), flag: Bool) {
                addTarget(self, action: Bar.doneTapped, for: .touchUpInside)
                let item = UIBarButtonItem(title: "Done", style: .plain, target: self, action: Kind.done.action)
            }
            func doneTapped() {}
        }
        """
        #expect(body(source) == expected)
    }

    /// `responds(to:)` (NSObjectProtocol's) takes a `Selector`: a `#selector` passed to it is
    /// written as one, and so is one passed to a function the SDK does not declare (the app's
    /// `move(to:)`: on iOS its parameter is a `Selector`).
    @Test func aSelectorAskedOfRespondsToIsASelectorValue() {
        let source = """
        class Bar: UIView {
            func check(_ field: UITextField) -> Bool {
                field.responds(to: #selector(UITextField.becomeFirstResponder)) && responds(to: #selector(done)) && move(to: #selector(done))
            }
            func done() {}
        }
        """
        #expect(body(source) == """
        class Bar: UIView {
            func check(_ field: UITextField) -> Bool {
                field.responds(to: Selector(UITextField.becomeFirstResponder)) && responds(to: Selector(Bar.done)) && move(to: Selector(Bar.done))
            }
            func done() {}
        }
        """)
    }

    @Test func anOverrideInAnExtensionMovesIntoItsClassKeepingItsLines() {
        // Typist's demo (Tests/RealCode/36): UITableViewController's data source methods
        // overridden in an extension, which Swift allows on iOS only because they are @objc.
        let source = """
        class Screen: UITableViewController {
            let id = 1
        }

        extension Screen {
            override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }
            func helper() { _ = #selector(go) }
            @objc override var title: String? {
                get { "x" }
                set {}
            }
        }
        """
        // The members' lines in the extension keep their indentation and line breaks.
        let expected = [
            "class Screen: UITableViewController {",
            "    let id = 1",
            "#sourceLocation(file: \"Login.swift\", line: 6)",
            "override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }",
            "#sourceLocation(file: \"Login.swift\", line: 3)",
            "#sourceLocation(file: \"Login.swift\", line: 8)",
            "override var title: String? {",
            "        get { \"x\" }",
            "        set {}",
            "    }",
            "#sourceLocation(file: \"Login.swift\", line: 3)",
            "}",
            "",
            "extension Screen {",
            "    ",
            "    func helper() { _ = Screen.go }",
            "    ",
            "",
            "",
            "",
            "}",
        ].joined(separator: "\n")
        #expect(body(source) == expected)
        #expect(refusals("extension Elsewhere {\n    override func viewDidLoad() {}\n}\n") == [
            "F.swift:2:5: error: override in an extension of 'Elsewhere', a class not declared in this file: Swift on Linux overrides from an extension only an @objc member (UIKit's are @objc on iOS); the adapter moves such an override into the class's body when the class is in the same file, and keeps one of a responder event the model never sends (motionBegan, motionCancelled, motionEnded) under another name",
        ])
    }

    /// Wormholy's WHBaseViewController.swift (Tests/RealBugs/41) overrides a shake in an
    /// extension of UIViewController, a class of the SDK, which iOS allows for an Objective-C
    /// method and Linux refuses. The model sends no motion event: the adapter keeps the method
    /// without `override`, renamed, and the class adopts the SDK's protocol through which
    /// UIResponder's default runs it (as iOS runs the extension's method for any controller).
    @Test func anUnsentEventOverriddenInAnExtensionOfAnotherFilesClassIsKeptUnderAnotherName() {
        let source = """
        extension UIViewController{
            open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                next?.motionBegan(motion, with: event)
            }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "F.swift", source: source)
        #expect(adapted.diagnostics == [])
        #expect(adapted.text == """
        #sourceLocation(file: "F.swift", line: 1)
        extension UIViewController{
            open func __clearanceExtension_motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                next?.motionBegan(motion, with: event)
            }
            func __clearanceExtension_motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        }; extension UIViewController: __ClearanceExtensionMotionBegan {}; extension UIViewController: __ClearanceExtensionMotionEnded {}
        """)
        #expect(adapted.renames.map(\.description) == [
            "F.swift:2:24: note: 'motionBegan' renamed to '__clearanceExtension_motionBegan' (an override in an extension of a class declared in another file, which Linux cannot make: kept without override, run by UIResponder's default motionBegan(_:with:) as iOS runs it; the model sends no motion event)",
            "F.swift:5:19: note: 'motionEnded' renamed to '__clearanceExtension_motionEnded' (an override in an extension of a class declared in another file, which Linux cannot make: kept without override, run by UIResponder's default motionEnded(_:with:) as iOS runs it; the model sends no motion event)",
        ])
        // A call to super would reach UIResponder's default, which runs the method again.
        #expect(refusals("extension UIView {\n    override func motionBegan(_ m: UIEvent.EventSubtype, with e: UIEvent?) { super.motionBegan(m, with: e) }\n}\n") == [
            "F.swift:2:78: error: override of 'motionBegan' in an extension of 'UIView', a class not declared in this file, calls super: the adapter keeps such an override under another name, run by UIResponder's default 'motionBegan', which a call to super would reach, running the method again; forward the event with `next?.motionBegan(…)` instead, as UIResponder's default does",
        ])
        #expect(refusals("extension UIView where Self: P {\n    override func motionEnded(_ m: UIEvent.EventSubtype, with e: UIEvent?) {}\n}\n") == [
            "F.swift:2:5: error: override of 'motionEnded' in a constrained extension of 'UIView' (with a where clause): the adapter makes the extended class adopt a protocol for it, which a constrained extension of a class cannot state",
        ])
    }
}
