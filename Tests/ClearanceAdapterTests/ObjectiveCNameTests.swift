@testable import ClearanceAdapter
import Testing

/// The adapted text after the first line (the `#sourceLocation` naming the original file).
private func adapted(_ source: String) -> String {
    let result = SourceAdapter.adapt(fileName: "F.swift", source: source)
    #expect(result.diagnostics == [])
    return String(result.text.drop { $0 != "\n" }.dropFirst())
}

private func refusals(_ source: String) -> [String] {
    SourceAdapter.adapt(fileName: "F.swift", source: source).diagnostics.map(\.description)
}

/// Objective-C names of properties and methods that real keyboard code writes: a property's
/// accessor (`#selector(getter:)`, `#selector(setter:)`; Tests/RealBugs pairs 01, 02, 28), a
/// method named by a string (`Selector("keyboardWillShow:")`, Swift 2; pairs 09, 22) and a key
/// path for key-value observing (`#keyPath(UIScrollView.contentInset)`; pairs 18, 33). Each
/// was refused before.
@Suite struct ObjectiveCNameTests {
    @Test func aPropertysAccessorIsASelectorMadeFromItsKeyPath() {
        // IQKeyboardManager.swift (pair 01): `responds(to:)` a property's setter.
        #expect(adapted("class M {\n  func f(_ t: UITextField) -> Bool { t.responds(to: #selector(setter: UITextField.inputAccessoryView)) }\n}")
                == "class M {\n  func f(_ t: UITextField) -> Bool { t.responds(to: Selector(setter: \\UITextField.inputAccessoryView)) }\n}")
        // Listable's LocalizedItemCollator.swift (pairs 02, 28): a getter passed as an argument.
        #expect(adapted("final class C {\n  let s = #selector(getter: Provider.collationString)\n}")
                == "final class C {\n  let s = Selector(getter: \\Provider.collationString)\n}")
        // Unqualified, or through `self`: the enclosing type's property.
        #expect(adapted("class A {\n  var value = 1\n  let s = #selector(getter: value)\n  let t = #selector(setter: self.value)\n}")
                == "class A {\n  var value = 1\n  let s = Selector(getter: \\A.value)\n  let t = Selector(setter: \\A.value)\n}")
    }

    @Test func aMethodNamedByAStringIsTheMethodOfThatBaseName() {
        let source = """
        class AlertView: UIView {
            func setup() {
                NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"), name: UIResponder.keyboardWillShowNotification, object: nil)
                let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard"))
            }
            func keyboardWillShow(_ notification: Notification) {}
            func dismissKeyboard() {}
        }
        """
        let expected = """
        class AlertView: UIView {
            func setup() {
                NotificationCenter.default.addObserver(self, selector: Selector(AlertView.keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                let tap = UITapGestureRecognizer(target: self, action: Selector(AlertView.dismissKeyboard))
            }
            func keyboardWillShow(_ notification: Notification) {}
            func dismissKeyboard() {}
        }
        """
        #expect(adapted(source) == expected)
        // Declared in an enclosing type: that type's method, as `#selector(name)` finds it.
        #expect(adapted("class Outer {\n  func go() {}\n  class Inner {\n    let s = Selector(\"go\")\n  }\n}")
                == "class Outer {\n  func go() {}\n  class Inner {\n    let s = Selector(Outer.go)\n  }\n}")
    }

    @Test func aKeyPathIsItsStringWithoutTheType() {
        #expect(adapted("let k = #keyPath(UIScrollView.contentInset)") == "let k = \"contentInset\"")
        #expect(adapted("let k = #keyPath(UITextView.layer.bounds)") == "let k = \"layer.bounds\"")
        #expect(adapted("class V: UIView {\n  let k = #keyPath(center)\n}") == "class V: UIView {\n  let k = \"center\"\n}")
        // In an argument list, keeping the line break.
        #expect(adapted("v.addObserver(self, forKeyPath: #keyPath(\n  UIScrollView.contentOffset), options: [], context: nil)")
                == "v.addObserver(self, forKeyPath: \"contentOffset\"\n, options: [], context: nil)")
    }

    @Test func whatCannotBeNamedSoIsRefusedWithWhy() {
        #expect(refusals("class A {\n  func f(_ t: UITextField) { _ = t.responds(to: Selector(\"setInputAccessoryView:\")) }\n}") == [
            "F.swift:2:49: error: Selector(\"setInputAccessoryView:\") names the setter of a property 'inputAccessoryView' by a string, and no method 'setInputAccessoryView' is declared here: write #selector(setter: UITextField.inputAccessoryView) with the property's class",
        ])
        #expect(refusals("class A { let s = Selector(\"go\" + suffix) }") == [
            "F.swift:1:19: error: Selector(…) names a method by a string computed at run time, which cannot be turned into a method reference: write #selector(method) instead",
        ])
        #expect(refusals("let s = Selector(\"go:\")") == [
            "F.swift:1:9: error: Selector(\"go:\") outside a type: write #selector(MyViewController.go) instead",
        ])
        #expect(refusals("let s = #selector(getter: value)") == [
            "F.swift:1:9: error: #selector(getter: value) outside a type: write the property's type (#selector(getter: MyViewController.value))",
        ])
        #expect(refusals("let k = #keyPath(UIScrollView)") == [
            "F.swift:1:9: error: #keyPath(UIScrollView) names a type, not a property: write #keyPath(UIScrollView.property)",
        ])
        #expect(refusals("let k = #keyPath(A.b?.c)") == [
            "F.swift:1:9: error: #keyPath(A.b?.c) is not a chain of property names (optional chaining, subscripts and calls have no key-value coding name): write #keyPath(Type.property.property)",
        ])
    }

    /// SwiftyKeyboardObserver's `class KeyboardLayoutConstraint: NSLayoutConstraint` (pair 24)
    /// declares an `@IBOutlet`: a constraint is no responder, and has no
    /// `setValue(_:forOutletNamed:)` to override (the override did not compile).
    @Test func anOutletOfAClassThatIsNoResponderStaysAPlainProperty() {
        #expect(adapted("class K: NSLayoutConstraint {\n    @IBOutlet weak var container: UIView?\n}")
                == "class K: NSLayoutConstraint {\n    weak var container: UIView?\n}")
        #expect(adapted("class V: UIView {\n    @IBOutlet weak var container: UIView?\n}").contains("override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool"))
    }
}
