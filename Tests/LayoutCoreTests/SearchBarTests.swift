import LayoutCore
import Testing

/// A list screen with a search bar at the top, as apps make one: the controller is the bar's
/// delegate and ends the search on the keyboard's Search key.
final class SearchScreen: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar()
    var events: [String] = []
    var allowsEditing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        searchBar.placeholder = "Search"
        searchBar.sizeToFit()
        searchBar.frame.origin.y = 44
        searchBar.frame.size.width = view.bounds.width
        view.addSubview(searchBar)
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        events.append("shouldBegin")
        return allowsEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        events.append("didBegin")
        searchBar.setShowsCancelButton(true, animated: true)
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        events.append("search")
        searchBar.resignFirstResponder()
    }
}

@Suite("A search bar edits in its own text field")
final class SearchBarTests {
    /// The recorders observe with `unowned self`: each lives as long as its test.
    private var recorders: [NotificationRecorder] = []

    func setUp() -> (World, SearchScreen, NotificationRecorder) {
        let screen = SearchScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.settle()
        let recorder = NotificationRecorder(world)
        recorders.append(recorder)
        return (world, screen, recorder)
    }

    /// 56 pt tall from iOS 11 (Esri/maps-app-ios#67), its field 36 pt (simplenote-ios PR #941)
    /// and centred; 44 pt before iOS 11.
    @Test func theBarIsFiftySixPointsTallWithItsFieldCentred() {
        let (world, screen, _) = setUp()
        world.layoutIfNeeded()
        #expect(screen.searchBar.frame == CGRect(0, 44, 375, 56))
        #expect(screen.searchBar.searchTextField.frameInWindow == CGRect(8, 54, 359, 36))
        let old = World(device: Devices.iPhoneX, iOSVersion: 10)
        let bar = UISearchBar()
        old.run { old.window.addSubview(bar) }
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
    }

    /// `becomeFirstResponder()` on the bar edits in its field: the delegate hears it before the
    /// keyboard's willShow, and the bar says it is first responder.
    @Test func becomingFirstResponderEditsInTheField() {
        let (world, screen, recorder) = setUp()
        world.run { recorder.lines.append(screen.searchBar.becomeFirstResponder() ? "became" : "refused") }
        world.settle()
        #expect(world.firstResponder === screen.searchBar.searchTextField)
        #expect(screen.searchBar.isFirstResponder)
        #expect(screen.events == ["shouldBegin", "didBegin"])
        #expect(recorder.lines.prefix(3) == ["TextDidBeginEditing @0.0", "WillChangeFrame (0, 812, 375×336)→(0, 476, 375×336) @0.0",
                                             "WillShow (0, 812, 375×336)→(0, 476, 375×336) @0.0"])
        #expect(screen.searchBar.showsCancelButton)
    }

    /// The keyboard's Search key is `searchBarSearchButtonClicked(_:)`; resigning the bar
    /// takes the keyboard down.
    @Test func theSearchKeyEndsTheSearch() {
        let (world, screen, recorder) = setUp()
        world.run { _ = screen.searchBar.becomeFirstResponder() }
        world.settle()
        recorder.lines.removeAll()
        world.pressReturnKey()
        world.settle()
        #expect(screen.events == ["shouldBegin", "didBegin", "search", "didEnd"])
        #expect(!screen.searchBar.isFirstResponder)
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide (0, 476, 375×336)→(0, 812, 375×336)") })
    }

    /// A delegate that refuses keeps the keyboard away.
    @Test func aDelegateThatRefusesKeepsTheKeyboardAway() {
        let (world, screen, _) = setUp()
        screen.allowsEditing = false
        var became = true
        world.run { became = screen.searchBar.becomeFirstResponder() }
        #expect(!became)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.events == ["shouldBegin"])
    }

    /// The bar's text traits and accessory are its field's.
    @Test func theBarsTraitsAreItsFields() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.text = "pizza"
        bar.keyboardType = .webSearch
        bar.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.searchTextField.text == "pizza")
        #expect(bar.searchTextField.keyboardType == .webSearch)
        #expect(bar.searchTextField.inputAccessoryView === bar.inputAccessoryView)
        #expect(bar.returnKeyType == .search)
    }
}
