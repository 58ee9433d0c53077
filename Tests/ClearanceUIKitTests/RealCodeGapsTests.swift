import ClearanceUIKit
import Foundation
import Testing

/// A screen with the gesture and status-bar code real files write (Tests/RealCode 07, 18, 41).
private final class GestureScreen: UIViewController {
    var taps: [String] = []
    var pans = 0
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A method taking its own kind of recognizer, as `#selector(handleTap(_:))` names it.
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GestureScreen.handleTap(_:)))
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GestureScreen.handlePan(_:)))
    }

    func handleTap(_ tap: UITapGestureRecognizer) { taps.append("tap \(tap.numberOfTapsRequired)") }
    func handlePan(_ pan: UIPanGestureRecognizer) { pans += 1 }
}

@MainActor
@Suite("Surface gaps real files hit: gestures, images, text traits, status bar, form-sheet size, dismiss modes")
struct RealCodeGapsTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!
    static let pad = DeviceCatalog.device(id: "ipad_pro_11_m4")!

    @Test func aRecognizersActionMayTakeItsOwnKindAndAPanIsNeverATap() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = GestureScreen()
        world.present(screen)
        world.tap(at: CGPoint(x: 100, y: 300))
        #expect(screen.taps == ["tap 1"])
        #expect(screen.pans == 0, "no pan gesture happens in the model")
        #expect(screen.preferredStatusBarStyle == .lightContent)
        let pan = UIPanGestureRecognizer()
        #expect(pan.translation(in: nil) == .zero)
        pan.setTranslation(CGPoint(x: 0, y: 12), in: nil)
        #expect(pan.translation(in: screen.view) == CGPoint(x: 0, y: 12))
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    }

    @Test func anImageViewIsAsLargeAsItsImage() {
        #expect(UIImage(named: "Lorem-Ipsum-Logo") == nil, "no asset catalog is read")
        let empty = UIImageView(image: nil)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = UIViewController()
        world.present(screen)
        let logo = UIImageView(image: UIImage(size: CGSize(width: 120, height: 40)))
        #expect(logo.frame.size == CGSize(width: 120, height: 40))
        world.run {
            logo.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(logo)
            NSLayoutConstraint.activate([
                logo.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 100),
                logo.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 20),
            ])
        }
        world.settle()
        #expect(logo.frame == CGRect(x: 20, y: 100, width: 120, height: 40))
        world.run { logo.image = UIImage(size: CGSize(width: 60, height: 60)) }
        world.settle()
        #expect(logo.frame == CGRect(x: 20, y: 100, width: 60, height: 60), "a new image resizes it")
    }

    @Test func textInputTraitsAndAttributedStringKeysExist() {
        let field = UITextField()
        #expect(field.smartDashesType == .default && field.smartQuotesType == .default)
        #expect(field.smartInsertDeleteType == .default && field.spellCheckingType == .default)
        #expect(!field.enablesReturnKeyAutomatically)
        field.smartDashesType = .no
        field.smartInsertDeleteType = .no
        field.smartQuotesType = .no
        field.spellCheckingType = .no
        field.enablesReturnKeyAutomatically = true
        let textView = UITextView()
        textView.spellCheckingType = .yes
        #expect(textView.spellCheckingType == .yes)
        let text = NSAttributedString(string: "12:00", attributes: [
            NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .caption1), .foregroundColor: UIColor.red,
        ])
        #expect(text.length == 5)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }

    @Test func aFormSheetTakesThePresentedControllersPreferredContentSize() {
        let world = World(device: Self.pad, orientation: .landscape)
        let list = UIViewController()
        world.present(list)
        let sized = UIViewController()
        sized.modalPresentationStyle = .formSheet
        sized.preferredContentSize = CGSize(width: 500, height: 600)
        world.run { list.present(sized, animated: false) }
        world.settle()
        let frame = sized.view.frameInWindow
        #expect(frame.size == CGSize(width: 500, height: 600))
        #expect(frame.midX == world.window.bounds.midX)
        world.run { sized.preferredContentSize = CGSize(width: 0, height: 300) }
        world.settle()
        #expect(sized.view.frameInWindow.size == CGSize(width: 540, height: 300), "a zero width keeps the default")
    }

    @Test func onDragWithAccessoryEndsEditingWhenADragBegins() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let field = UITextField(frame: CGRect(x: 16, y: 300, width: 300, height: 34))
        world.present(screen)
        world.run {
            scroll.contentSize = CGSize(width: 393, height: 2000)
            scroll.keyboardDismissMode = .onDragWithAccessory
            screen.view.addSubview(scroll)
            scroll.addSubview(field)
            _ = field.becomeFirstResponder()
        }
        #expect(world.firstResponder === field)
        world.drag(scroll, by: 100)
        #expect(world.firstResponder == nil)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == "interactiveWithAccessory")
    }
}

/// A toolbar above the keyboard whose buttons are images, as Tests/RealCode 49's
/// `KeyboardToolbar.addButton(type:image:landscapeImagePhone:width:)` makes them, in a view
/// that says it needs constraint-based layout (Tests/RealCode 50's `View`).
private final class ImageToolbarScreen: UIViewController {
    final class PinnedView: UIView {
        override static var requiresConstraintBasedLayout: Bool { true }
    }
    var log: [String] = []
    let field = UITextField()
    lazy var back = UIBarButtonItem(image: UIImage(size: CGSize(width: 20, height: 20)), style: .plain, target: self, action: ImageToolbarScreen.backTapped)
    lazy var nextItem = UIBarButtonItem(image: UIImage(size: CGSize(width: 20, height: 20)),
                                    landscapeImagePhone: UIImage(size: CGSize(width: 16, height: 16)),
                                    style: .plain, target: self, action: ImageToolbarScreen.nextTapped(_:))
    let spare = UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .done, target: nil, action: nil)

    override func loadView() { view = PinnedView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = UIToolbar()
        toolbar.items = [back, nextItem, spare]
        field.inputAccessoryView = toolbar
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    func backTapped() { log.append("back") }
    func nextTapped(_ item: UIBarButtonItem) { log.append("next \(item === nextItem)") }
}

@MainActor
@Suite("Image bar button items and requiresConstraintBasedLayout (Tests/RealCode 49, 50)")
struct ImageBarButtonItemTests {
    @Test func anImageItemKeepsItsImagesAndCallsItsTargetsMethod() throws {
        let world = World(device: RealCodeGapsTests.phone, iOSVersion: 17)
        let screen = ImageToolbarScreen()
        world.present(screen)
        #expect(screen.back.image?.size == CGSize(width: 20, height: 20))
        #expect(screen.back.landscapeImagePhone == nil, "init(image:style:target:action:) sets no landscape image")
        #expect(screen.nextItem.landscapeImagePhone?.size == CGSize(width: 16, height: 16))
        #expect(screen.back.title == nil && screen.back.style == .plain)
        #expect(screen.spare.style == .done && screen.spare.image == nil)
        world.tap(screen.back)
        world.tap(screen.nextItem)
        world.tap(screen.spare)
        #expect(screen.log == ["back", "next true"], "an item made with action: nil does nothing")
    }

    @Test func requiresConstraintBasedLayoutIsFalseUnlessASubclassSaysSoAndMovesNothing() throws {
        #expect(UIView.requiresConstraintBasedLayout == false)
        #expect(UILabel.requiresConstraintBasedLayout == false)
        #expect(ImageToolbarScreen.PinnedView.requiresConstraintBasedLayout == true)
        let world = World(device: RealCodeGapsTests.phone, iOSVersion: 17)
        let screen = ImageToolbarScreen()
        world.present(screen)
        world.settle()
        let plain = UIViewController()
        let field = UITextField()
        let other = World(device: RealCodeGapsTests.phone, iOSVersion: 17)
        other.present(plain)
        other.run {
            field.translatesAutoresizingMaskIntoConstraints = false
            plain.view.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: plain.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: plain.view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: plain.view.trailingAnchor, constant: -16),
            ])
        }
        other.settle()
        #expect(screen.field.frameInWindow == field.frameInWindow, "every window here already lays out with constraints")
    }
}

@Suite("NSIndexPath's UIKit additions")
struct NSIndexPathAdditionsTests {
    @Test func rowAndSectionAsUIKitAddsThem() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.section == 1)
        #expect((IndexPath(row: 3, section: 1) as NSIndexPath).row == 3)
    }
}
