import ClearanceAdapter
import Testing

/// A `#selector` passed to a function or type the file does not declare: the SDK's
/// target/action APIs take a method reference; any other parameter a `#selector` is passed to
/// was declared `Selector` (it is one on iOS), so the value is written `Selector(Type.method)`.
@Suite struct SelectorArgumentTests {
    /// Tests/RealBugs/01's IQKeyboardManager.swift passes `#selector`s to its library's
    /// `IQBarButtonItemConfiguration(image:action:)` and `addDoneOnKeyboardWithTarget(_:action:)`,
    /// declared `action: Selector` in another file.
    @Test func anArgumentOfTheLibrarysOwnCallIsASelector() {
        let source = """
        final class Manager: NSObject {
            func doneAction(_ item: UIBarButtonItem) {}
            func setUp(_ field: UITextField, image: UIImage) {
                let done = IQBarButtonItemConfiguration(image: image, action: #selector(self.doneAction(_:)))
                field.addDoneOnKeyboardWithTarget(nil, action: #selector(doneAction(_:)), titleText: nil)
                field.addPreviousNextDoneOnKeyboardWithTarget(nil, previousAction: #selector(doneAction(_:)), nextAction: #selector(Manager.doneAction(_:)))
                _ = field.responds(to: #selector(Manager.doneAction(_:)))
                field.addTarget(self, action: #selector(doneAction(_:)), for: .editingChanged)
                let tap = UITapGestureRecognizer(target: self, action: #selector(doneAction(_:)))
                NotificationCenter.default.addObserver(self, selector: #selector(doneAction(_:)), name: nil, object: nil)
                let item = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneAction(_:)))
                _ = (done, tap, item)
            }
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "M.swift", source: source)
        #expect(adapted.diagnostics.isEmpty)
        #expect(adapted.text == "#sourceLocation(file: \"M.swift\", line: 1)\n" + """
        final class Manager: NSObject {
            func doneAction(_ item: UIBarButtonItem) {}
            func setUp(_ field: UITextField, image: UIImage) {
                let done = IQBarButtonItemConfiguration(image: image, action: Selector(Manager.doneAction(_:)))
                field.addDoneOnKeyboardWithTarget(nil, action: Selector(Manager.doneAction(_:)), titleText: nil)
                field.addPreviousNextDoneOnKeyboardWithTarget(nil, previousAction: Selector(Manager.doneAction(_:)), nextAction: Selector(Manager.doneAction(_:)))
                _ = field.responds(to: Selector(Manager.doneAction(_:)))
                field.addTarget(self, action: Manager.doneAction(_:), for: .editingChanged)
                let tap = UITapGestureRecognizer(target: self, action: Manager.doneAction(_:))
                NotificationCenter.default.addObserver(self, selector: Manager.doneAction(_:), name: nil, object: nil)
                let item = UIBarButtonItem(title: "Done", style: .done, target: self, action: Manager.doneAction(_:))
                _ = (done, tap, item)
            }
        }
        """)
    }

    /// Not an argument of a call: an array element, a parenthesized value after `return`.
    @Test func otherPlacesKeepTheMethodReference() {
        let source = """
        final class Screen: UIViewController {
            func done() {}
            func actions() -> Any { return (#selector(done)) }
            let all = [#selector(Screen.done)]
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "S.swift", source: source)
        #expect(adapted.text.contains("return (Screen.done)"))
        #expect(adapted.text.contains("let all = [Screen.done]"))
    }
}
