import ClearanceUIKit
import Foundation
import Testing

// Issue 50 (pairs 01, 18, 19): real files subclass UIKit's classes and override their members as
// Apple declares them (`open class CALayer`, `open var tintColor`, `init(frame:textContainer:)`).
// These subclasses are written as IQKeyboardManager's IQBarButtonItem and IQToolbar,
// MessageViewController's MessageTextView and WhatToDo's field highlight write theirs; that they
// compile here is the first half of each test.

/// A bar button item that restyles its title when tinted (IQBarButtonItem's form).
final class RetintingItem: UIBarButtonItem {
    var retints = 0
    override init() { super.init() }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    override var tintColor: UIColor? { didSet { retints += 1 } }
    override var title: String? { didSet { retints += 0 } }
    func clear() { target = nil; action = nil }
}

/// A toolbar that passes its tint and style on (IQToolbar's form).
final class RetintingToolbar: UIToolbar {
    var styled = 0
    override var tintColor: UIColor! { didSet { styled += 1 } }
    override var barStyle: UIBarStyle { didSet { styled += 1 } }
}

/// A placeholder text view (MessageTextView's form).
final class PlaceholderTextView: UITextView {
    var changes: [String] = []
    override init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame, textContainer: textContainer) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    override var text: String! { didSet { changes.append("text") } }
    override var attributedText: NSAttributedString! { didSet { changes.append("attributedText") } }
    override var font: UIFont? { didSet { changes.append("font") } }
    override var textColor: UIColor? { didSet { changes.append("textColor") } }
    override var textAlignment: NSTextAlignment { didSet { changes.append("textAlignment") } }
}

/// An app's own layer (a border or gradient layer of its own).
final class BorderLayer: CALayer {
    var copied = false
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer); copied = true }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ItemTarget {
    var taps = 0
    func done(_ sender: UIBarButtonItem) { taps += 1 }
}

@MainActor
@Suite("UIKit's open classes and members can be subclassed and overridden as the SDK declares them")
struct OpenSDKClassesTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func aBarButtonItemSubclassOverridesTintAndKeepsItsTargetAndAction() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let target = ItemTarget()
        let item = world.run { RetintingItem() }
        world.run { item.tintColor = .red }
        #expect(item.retints == 1)
        #expect(world.run { UIBarButtonItem(coder: NSCoder()) } == nil, "archives are not modelled")

        // target and action are UIKit's properties: set after the item is made, a tap sends them.
        world.run {
            item.target = target
            item.action = Selector(ItemTarget.done(_:))
        }
        world.tap(item)
        #expect(target.taps == 1)
        world.run { item.clear() }
        world.tap(item)
        #expect(target.taps == 1, "no target, no action: nothing is sent")

        // An item made with a method reference reads back its target and action.
        let made = world.run { UIBarButtonItem(title: "Done", style: .done, target: target, action: ItemTarget.done) }
        #expect(made.target === target)
        #expect(made.action != nil)
        world.tap(made)
        #expect(target.taps == 2)
    }

    @Test func aToolbarSubclassOverridesTintColorAndBarStyle() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let toolbar = world.run { RetintingToolbar(frame: .zero) }
        world.run {
            toolbar.tintColor = .red
            toolbar.barStyle = .black
        }
        #expect(toolbar.styled == 2)
        #expect(toolbar.tintColor == .red)
    }

    @Test func aTextViewSubclassOverridesItsTextPropertiesAndDesignatedInitializer() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let container = world.run { NSTextContainer() }
        let textView = world.run { PlaceholderTextView(frame: .zero, textContainer: container) }
        #expect(textView.textContainer === container)
        world.run {
            textView.text = "a"
            textView.attributedText = NSAttributedString(string: "styled")
            textView.font = .systemFont(ofSize: 12)
            textView.textColor = .red
            textView.textAlignment = .center
        }
        #expect(textView.changes == ["text", "attributedText", "font", "textColor", "textAlignment"])
        #expect(textView.text == "styled", "setting attributedText sets text to its characters")
        world.run { textView.text = "plain" }
        #expect(textView.attributedText.string == "plain", "setting text replaces the styled text")
        #expect(world.run { UITextView(frame: .zero) }.textContainer !== container)
    }

    @Test func anAppsOwnLayerAndAShapeLayerSubclassCALayer() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let view = world.run { UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50)) }
        let (border, shape, copy) = world.run { () -> (BorderLayer, CAShapeLayer, BorderLayer) in
            let border = BorderLayer()
            border.cornerRadius = 4
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            view.layer.addSublayer(border)
            view.layer.addSublayer(shape)
            return (border, shape, BorderLayer(layer: border))
        }
        #expect(view.layer.sublayers?.count == 2)
        #expect(copy.copied && copy.cornerRadius == 4)
        #expect(shape.fillColor == UIColor.black.cgColor, "a shape layer fills with opaque black by default")
        #expect(shape.strokeColor == nil && shape.lineWidth == 1)
        #expect(border.superlayer === view.layer)
    }

    @Test func aViewsOwnLayerHasTheViewsGeometryAndAStandaloneLayerKeepsItsOwn() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let view = world.run { UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50)) }
        #expect(world.run { view.layer.frame } == CGRect(x: 10, y: 20, width: 100, height: 50))
        world.run {
            view.layer.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
            view.layer.isHidden = true
        }
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.isHidden)
        let layer = world.run { CALayer() }
        world.run { layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(!layer.isHidden)
    }
}

@MainActor
@Suite("The deprecated status bar frame is the window's top safe-area strip")
struct StatusBarFrameTests {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    static let iPhoneSE = DeviceCatalog.device(id: "iphone_se_2_3_and_8")!

    @Test(arguments: [true, false])
    func statusBarFrame(on: Bool) {
        let assumptions = Assumptions().with(.statusBarIsTopSafeArea, on)
        let notched = World(device: Self.iPhoneX, assumptions: assumptions)
        notched.present(UIViewController())
        let notchedFrame = notched.run { UIApplication.shared.statusBarFrame }
        #expect(notchedFrame == (on ? CGRect(x: 0, y: 0, width: 375, height: 44) : .zero))
        #expect(notched.consultedAssumptions.contains(.statusBarIsTopSafeArea))

        let homeButton = World(device: Self.iPhoneSE, assumptions: assumptions)
        homeButton.present(UIViewController())
        #expect(homeButton.run { UIApplication.shared.statusBarFrame } == (on ? CGRect(x: 0, y: 0, width: 375, height: 20) : .zero))

        // An iPhone in landscape before iOS 26 has no top inset: the status bar is hidden.
        let landscape = World(device: Self.iPhoneSE, orientation: .landscape, assumptions: assumptions)
        landscape.present(UIViewController())
        #expect(landscape.run { UIApplication.shared.statusBarFrame } == .zero)
    }
}
