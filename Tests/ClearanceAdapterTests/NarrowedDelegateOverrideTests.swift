@testable import ClearanceAdapter
import Testing

/// UIKit's `UITextView`, `UITableView` and `UICollectionView` declare `delegate` again with a
/// narrower type (`weak var delegate: (any UITextViewDelegate)? { get set }`,
/// https://developer.apple.com/documentation/uikit/uitextview/delegate): an Objective-C
/// redeclaration of the scroll view's property (the same `delegate`/`setDelegate:` accessors, one
/// stored object). Swift cannot redeclare a settable property with another type, so the simulated
/// SDK has the scroll view's one `delegate`; a subclass that overrides the narrower one
/// (IQKeyboardManager's `IQTextView`: `override open var delegate : UITextViewDelegate?`,
/// Tests/RealBugs 01 and 37) gets its override written at the inherited type. Each test failed
/// before the rule.
@Suite struct NarrowedDelegateOverrideTests {
    static func adapt(_ source: String) -> String {
        SourceAdapter.adapt(fileName: "F.swift", source: source).text
    }

    /// The override of a text view's delegate is written at the scroll view's type, its body and
    /// every other byte as they were; the line does not move.
    @Test func aTextViewSubclassOverridesTheDelegateAtTheScrollViewsType() {
        let text = Self.adapt("""
            open class PlaceholderTextView : UITextView {
                override open var delegate : UITextViewDelegate? {
                    get { return super.delegate }
                    set { super.delegate = newValue }
                }
            }
            """)
        #expect(text.contains("""
                override open var delegate : (any UIScrollViewDelegate)? {
                    get { return super.delegate }
                    set { super.delegate = newValue }
                }
            """))
    }

    /// Every spelling of the narrowed type (`any`, parenthesized, implicitly unwrapped) and the
    /// table's and collection view's delegates; an observer-only override too.
    @Test(arguments: [
        ("UITextView", "UITextViewDelegate?", "(any UIScrollViewDelegate)?"),
        ("UITextView", "(any UITextViewDelegate)?", "(any UIScrollViewDelegate)?"),
        ("UITextView", "(UITextViewDelegate)?", "(any UIScrollViewDelegate)?"),
        ("UITextView", "UITextViewDelegate!", "(any UIScrollViewDelegate)!"),
        ("UITableView", "UITableViewDelegate?", "(any UIScrollViewDelegate)?"),
        ("UICollectionView", "(any UICollectionViewDelegate)?", "(any UIScrollViewDelegate)?"),
    ])
    func everySpellingOfTheNarrowedTypeIsWrittenAtTheInheritedType(superclass: String, written: String, inherited: String) {
        let text = Self.adapt("""
            final class Sub: \(superclass) {
                override weak var delegate: \(written) { didSet { print("set") } }
            }
            """)
        #expect(text.contains("    override weak var delegate: \(inherited) { didSet { print(\"set\") } }\n"))
    }

    /// Left as written: a `delegate` that is not an override (a property of the class's own), a
    /// subclass of another class, another property's type, and a delegate type of another class.
    @Test func otherDelegatesAreLeftAlone() {
        let source = """
            final class Own: UITextView {
                var textDelegate: UITextViewDelegate?
            }
            final class Field: UITextField {
                override var delegate: UITextFieldDelegate? { didSet { } }
            }
            final class Mixed: UITableView {
                override var delegate: UITextViewDelegate? { didSet { } }
            }
            final class Plain: NSObject {
                var delegate: UITextViewDelegate?
            }

            """
        #expect(Self.adapt(source).hasSuffix(source))
    }
}
