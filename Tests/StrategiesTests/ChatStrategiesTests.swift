import LayoutCore
import Strategies
import Testing

/// The chat pair's screen, shown: a list of messages resting at its newest one above an input
/// bar on the keyboard guide.
@Suite("Chat strategies")
struct ChatStrategiesTests {
    static let form = GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.label), GeneratedForm.Item(.textField)])

    func messages(_ shown: Shown) -> UIScrollView { shown.world.view(named: "messages") as! UIScrollView }

    /// At rest both rest at their end, the form's other items the newest messages and its
    /// last text input the composer, in the bar on the guide.
    @Test(arguments: [true, false])
    func restsAtTheNewestMessage(careful: Bool) {
        let strategy: any AvoidanceStrategy = careful ? ChatScrollsToNewest() : ChatKeepsOffset()
        let shown = Shown(strategy, Self.form, device: "iphone_x_xs_11pro")
        let list = messages(shown)
        #expect(list.contentOffset.y == list.maximumContentOffsetY)
        #expect(shown.world.view(named: "item0") is UILabel)
        #expect(shown.world.view(named: "item1")?.superview?.name == "inputBar")
        // The bar sits on the safe area's bottom (812 − 34 on an iPhone X).
        #expect(shown.world.view(named: "inputBar")?.frameInWindow.maxY == 778)
    }

    /// The keyboard shrinks the list; the careful chat scrolls to the new end and back, the
    /// twin keeps the offset it rested at.
    @Test func theCarefulChatFollowsItsEndAndTheTwinKeepsItsOffset() {
        for careful in [true, false] {
            let shown = Shown(careful ? ChatScrollsToNewest() : ChatKeepsOffset(), Self.form, device: "iphone_x_xs_11pro")
            let list = messages(shown)
            let rest = list.contentOffset.y
            shown.focus(1)
            #expect(shown.world.view(named: "inputBar")?.frameInWindow.maxY == CGFloat(812 - 336))
            #expect(list.contentOffset.y == (careful ? list.maximumContentOffsetY : rest))
            #expect(careful ? list.contentOffset.y > rest : list.contentOffset.y < list.maximumContentOffsetY)
            shown.resign()
            #expect(list.contentOffset.y == rest)
        }
    }

    /// A user who scrolled up to read older messages keeps their place: the careful chat
    /// scrolls back only from its end.
    @Test func theCarefulChatLeavesAUserWhoScrolledAway() {
        let shown = Shown(ChatScrollsToNewest(), Self.form, device: "iphone_x_xs_11pro")
        let list = messages(shown)
        shown.world.run { list.contentOffset.y -= 300 }
        _ = shown.world.settle()
        let reading = list.contentOffset.y
        shown.focus(1)
        #expect(list.contentOffset.y == reading)
    }
}
