import ClearanceUIKit
import Foundation
import Testing

// What the real bug-fix pair 18 (MessageViewController, a 2018 chat input bar) needed of UIKit,
// TextKit and Foundation — each declaration as a reference of exactly the type Apple's page gives
// it (the SDKSignatureTests pattern), then the modelled ones by behaviour.

@MainActor
private func chatBarDeclarationsAsApplesPagesGiveThem() -> Int {
    var checked = 0
    func check<T>(_ value: T) { checked += 1 }

    check(\UIFont.ascender as KeyPath<UIFont, CGFloat>)
    check(\UIFont.descender as KeyPath<UIFont, CGFloat>)
    check(\UIFont.leading as KeyPath<UIFont, CGFloat>)
    check(\UIFont.lineHeight as KeyPath<UIFont, CGFloat>)
    check(\UIButton.contentEdgeInsets as ReferenceWritableKeyPath<UIButton, UIEdgeInsets>)
    check(\UIButton.titleEdgeInsets as ReferenceWritableKeyPath<UIButton, UIEdgeInsets>)
    check(\UIButton.imageEdgeInsets as ReferenceWritableKeyPath<UIButton, UIEdgeInsets>)
    check(\UIButton.imageView as KeyPath<UIButton, UIImageView?>)
    check(\UIView.accessibilityLabel as ReferenceWritableKeyPath<UIView, String?>)
    check(\UIImage.accessibilityIdentifier as ReferenceWritableKeyPath<UIImage, String?>)
    check(\NSTextContainer.exclusionPaths as ReferenceWritableKeyPath<NSTextContainer, [UIBezierPath]>)
    check(\UITextView.layoutManager as KeyPath<UITextView, NSLayoutManager>)
    check(\NSLayoutManager.allowsNonContiguousLayout as ReferenceWritableKeyPath<NSLayoutManager, Bool>)
    check(\NSLayoutManager.hyphenationFactor as ReferenceWritableKeyPath<NSLayoutManager, CGFloat>)
    check(\NSLayoutManager.showsInvisibleCharacters as ReferenceWritableKeyPath<NSLayoutManager, Bool>)
    check(\NSLayoutManager.showsControlCharacters as ReferenceWritableKeyPath<NSLayoutManager, Bool>)
    check(\NSLayoutManager.usesFontLeading as ReferenceWritableKeyPath<NSLayoutManager, Bool>)
    check(\UIResponder.keyCommands as KeyPath<UIResponder, [UIKeyCommand]?>)
    check(UIKeyCommand.init(input:modifierFlags:action:) as (String, UIKeyModifierFlags, Selector) -> UIKeyCommand)
    check(\UIKeyCommand.input as KeyPath<UIKeyCommand, String?>)
    check(\UIKeyCommand.modifierFlags as KeyPath<UIKeyCommand, UIKeyModifierFlags>)
    check(\UIScrollView.isDragging as KeyPath<UIScrollView, Bool>)
    check(NSHashTable<AnyObject>.weakObjects as () -> NSHashTable<AnyObject>)
    check(NSHashTable<AnyObject>.add(_:) as (NSHashTable<AnyObject>) -> (AnyObject?) -> Void)
    check(NSHashTable<AnyObject>.remove(_:) as (NSHashTable<AnyObject>) -> (AnyObject?) -> Void)
    check(NSHashTable<AnyObject>.objectEnumerator as (NSHashTable<AnyObject>) -> () -> NSEnumerator)
    check(\NSHashTable<AnyObject>.allObjects as KeyPath<NSHashTable<AnyObject>, [AnyObject]>)
    check(NSAttributedString())
    return checked
}

@MainActor @Suite struct ChatBarSurfaceTests {
    @Test func everyDeclarationHasTheSDKsType() {
        #expect(chatBarDeclarationsAsApplesPagesGiveThem() == 28)
    }

    /// The system font's metrics, as logged on devices: 15 pt is 17.900391 pt a line, 20 pt
    /// has ascender 19.04… and descender −4.82….
    @Test func theSystemFontsLineMetricsAreTheLoggedOnes() {
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 17.900390625)
        #expect(UIFont.systemFont(ofSize: 20).ascender == 19.04296875)
        #expect(UIFont.systemFont(ofSize: 20).descender == -4.82421875)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.lineHeight == body.ascender - body.descender + body.leading)
        #expect(body.lineHeight == 20.287109375)
    }

    /// A self-sizing chat input reads its text view's content height (MessageView:
    /// `textView.contentSize.height`): it is the container inset's top and bottom plus a line
    /// height a line, once the text, font or inset is set. Before, it stayed zero, so the bar
    /// had no height.
    @Test func aTextViewsContentHeightFollowsItsTextFontAndInset() {
        let untouched = UITextView()
        #expect(untouched.contentSize == .zero)

        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        #expect(textView.contentSize.height == 16 + 20.287109375)
        textView.textContainerInset = .zero
        #expect(textView.contentSize.height == 20.287109375)
        textView.text = "one\ntwo\nthree"
        #expect(textView.contentSize.height == 3 * 20.287109375)
        textView.attributedText = NSAttributedString(string: "one")
        #expect(textView.contentSize.height == 20.287109375)
        textView.font = .systemFont(ofSize: 15)
        #expect(textView.contentSize.height == 17.900390625)
    }

    /// "The button uses this property to determine intrinsicContentSize and sizeThatFits(_:)";
    /// a button with a configuration ignores it.
    @Test func contentEdgeInsetsSizeTheButton() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize.height == 34)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 8)
        #expect(button.intrinsicContentSize.height == 44)
        button.sizeToFit()
        #expect(button.bounds.height == 44)
        button.contentEdgeInsets = UIEdgeInsets(top: -20, left: 0, bottom: -20, right: 0)
        #expect(button.intrinsicContentSize.height == 0)
        let configured = UIButton(configuration: .plain())
        configured.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        #expect(configured.intrinsicContentSize.height == 34)
    }

    private final class DragWatcher: NSObject, UIScrollViewDelegate {
        var seenWhileScrolling: [Bool] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { seenWhileScrolling.append(scrollView.isDragging) }
    }

    /// `isDragging` is true while a drag moves the content, false at rest and for an offset set
    /// in code.
    @Test func isDraggingIsTrueOnlyWhileTheUserDrags() {
        let world = World(device: DeviceCatalog.all[0])
        let screen = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        screen.view.addSubview(scrollView)
        world.present(screen)
        world.settle()
        let watcher = DragWatcher()
        scrollView.delegate = watcher
        #expect(!scrollView.isDragging)
        scrollView.contentOffset.y = 10
        world.drag(scrollView, by: 100)
        #expect(watcher.seenWhileScrolling == [false, true])
        #expect(!scrollView.isDragging)
    }

    private final class ChatBar: UIView {
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "\r", modifierFlags: .command, action: Selector(ChatBar.send))]
        }
        func send() {}
    }

    @Test func keyCommandsAreNoneByDefaultAndOverridable() {
        #expect(UIView().keyCommands == nil)
        let commands = ChatBar().keyCommands
        #expect(commands?.count == 1)
        #expect(commands?.first?.input == "\r")
        #expect(commands?.first?.modifierFlags == .command)
    }

    /// `weakObjects()` holds its members weakly, as the SDK's table does, and enumerates them in
    /// the order they were added.
    @Test func aWeakHashTableForgetsAMemberThatIsGone() {
        let table = NSHashTable<AnyObject>.weakObjects()
        let first = NSObject()
        var second: NSObject? = NSObject()
        table.add(first)
        table.add(second)
        table.add(first)
        #expect(table.count == 2)
        #expect(table.objectEnumerator().map { $0 as AnyObject }.first === first)
        second = nil
        #expect(table.allObjects.count == 1)
        #expect(table.contains(first))
        table.remove(first)
        #expect(table.count == 0)
        let strong = NSHashTable<AnyObject>()
        strong.add(NSObject())
        #expect(strong.count == 1)
    }

    @Test func keptValuesReadBack() {
        let button = UIButton(type: .custom)
        let image = UIImage(size: CGSize(width: 20, height: 20))
        image.accessibilityIdentifier = "send"
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image === image)
        #expect(button.imageView === button.imageView)
        button.titleEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(button.imageEdgeInsets == .zero)
        button.accessibilityLabel = image.accessibilityIdentifier
        #expect(button.accessibilityLabel == "send")
        let textView = UITextView()
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: .zero)]
        #expect(textView.textContainer.exclusionPaths.count == 1)
        textView.layoutManager.usesFontLeading = false
        #expect(textView.layoutManager.usesFontLeading == false)
        #expect(NSAttributedString().length == 0)
    }
}
