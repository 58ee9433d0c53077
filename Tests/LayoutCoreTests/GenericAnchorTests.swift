import LayoutCore
import Testing

// An app's own generic pinning helper, of the shape real apps write
// (vovaggri/whattodo_Client's UIView+Pin.swift, Tests/RealBugs/19): one function for every
// axis, over `NSLayoutAnchor<Axis>`.
extension UIView {
    enum PinMode { case equal, lessOrEqual, greaterOrEqual }

    @discardableResult
    func pinConstraint<Axis: AnyObject, AnyAnchor: NSLayoutAnchor<Axis>>(
        mode: PinMode, _ first: AnyAnchor, _ second: AnyAnchor, constant: CGFloat
    ) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint: NSLayoutConstraint
        switch mode {
        case .equal: constraint = first.constraint(equalTo: second, constant: constant)
        case .lessOrEqual: constraint = first.constraint(lessThanOrEqualTo: second, constant: constant)
        case .greaterOrEqual: constraint = first.constraint(greaterThanOrEqualTo: second, constant: constant)
        }
        constraint.isActive = true
        return constraint
    }
}

/// UIKit's anchors are one generic class and three subclasses, each an `NSLayoutAnchor` of
/// itself ("NSObject → NSLayoutAnchor<AnchorType> → NSLayoutXAxisAnchor / NSLayoutYAxisAnchor
/// / NSLayoutDimension", ../shared/reference/uikit-surface.md §1). An app's helper generic over
/// `NSLayoutAnchor<Axis>` compiles and lays out as it does on iOS. (The anchors were three
/// unrelated structs: `cannot find type 'NSLayoutAnchor' in scope`.)
@Suite("NSLayoutAnchor<AnchorType>: the anchors' generic base")
struct GenericAnchorTests {
    @MainActor @Test func anAppsGenericPinningHelperLaysOutAsWritten() {
        let screen = UIViewController()
        let card = UIView(name: "card")
        screen.view.addSubview(card)
        card.pinConstraint(mode: .equal, card.leadingAnchor, screen.view.leadingAnchor, constant: 16)
        card.pinConstraint(mode: .equal, card.trailingAnchor, screen.view.trailingAnchor, constant: -16)
        card.pinConstraint(mode: .equal, card.topAnchor, screen.view.safeAreaLayoutGuide.topAnchor, constant: 20)
        card.pinConstraint(mode: .greaterOrEqual, card.heightAnchor, card.widthAnchor, constant: -243)
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.settle()
        #expect(card.frameInWindow == CGRect(16, 64, 343, 100))
    }

    /// Each kind is its own anchor type, so the SDK's overloads hold: a dimension relates to
    /// another with a multiplier (its own methods), to a constant, or through the base's.
    @MainActor @Test func theSubclassesAreAnchorsOfThemselves() {
        let view = UIView(name: "v")
        let x: NSLayoutAnchor<NSLayoutXAxisAnchor> = view.leadingAnchor
        let y: NSLayoutAnchor<NSLayoutYAxisAnchor> = view.topAnchor
        let d: NSLayoutAnchor<NSLayoutDimension> = view.widthAnchor
        #expect(x.constraint(equalTo: view.trailingAnchor).firstAttribute == .leading)
        #expect(y.constraint(equalTo: view.bottomAnchor, constant: 4).constant == 4)
        #expect(d.constraint(equalTo: view.heightAnchor).multiplier == 1)
        #expect(view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5).multiplier == 0.5)
        #expect(view.widthAnchor.constraint(equalToConstant: 30).constant == 30)
    }
}
