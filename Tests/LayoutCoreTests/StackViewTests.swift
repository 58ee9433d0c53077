import LayoutCore
import Testing

/// A view with an intrinsic size, as a label or a button has one on iOS.
private final class Sized: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        self.name = name
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView lays out through Auto Layout, with UIKit's defaults (uikit-surface.md §6).
@Suite("UIStackView's layout")
struct StackViewTests {
    /// Shows `stack` in a screen, pinned by `pin`, and returns the world after layout.
    private func laidOut(_ stack: UIStackView, pin: (UIStackView, UIView) -> [NSLayoutConstraint]) -> World {
        let screen = UIViewController()
        let world = World(device: Devices.iPhone15Pro)
        world.present(screen)
        world.run {
            stack.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(stack)
            NSLayoutConstraint.activate(pin(stack, screen.view))
            screen.view.layoutIfNeeded()
        }
        return world
    }

    private func topLeft(_ stack: UIStackView, _ view: UIView) -> [NSLayoutConstraint] {
        [stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100), stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)]
    }

    @Test func aStackIsHorizontalByDefaultAndAsLargeAsItsViews() {
        let a = Sized(100, 30, name: "a"), b = Sized(50, 40, name: "b")
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        stack.spacing = 8
        _ = laidOut(stack, pin: topLeft)
        #expect(a.frame == CGRect(0, 0, 100, 40), "alignment .fill stretches a across the axis")
        #expect(b.frame == CGRect(108, 0, 50, 40))
        #expect(stack.frame == CGRect(20, 100, 158, 40))
        #expect(!a.translatesAutoresizingMaskIntoConstraints, "the stack positions its views by constraints")
    }

    /// An arranged view's own height constraint is honoured (the model used to give a view
    /// without an intrinsic height none at all).
    @Test func aVerticalStackHonoursAnArrangedViewsOwnHeight() {
        let field = UITextField(name: "field")
        let button = UIButton(name: "button")
        let spacer = UIView(name: "spacer")
        let stack = UIStackView(arrangedSubviews: [field, spacer, button])
        stack.axis = .vertical
        stack.spacing = 12
        let world = laidOut(stack) { stack, view in
            topLeft(stack, view) + [stack.widthAnchor.constraint(equalToConstant: 300), spacer.heightAnchor.constraint(equalToConstant: 50)]
        }
        _ = world
        #expect(field.frame == CGRect(0, 0, 300, field.intrinsicContentSize.height))
        #expect(spacer.frame.height == 50)
        #expect(spacer.frame.minY == field.frame.maxY + 12)
        #expect(button.frame.minY == spacer.frame.maxY + 12)
        #expect(stack.frame.height == button.frame.maxY)
    }

    @Test func aHiddenViewCollapsesAndTakesNoSpacing() {
        let a = Sized(10, 30, name: "a"), b = Sized(10, 40, name: "b"), c = Sized(10, 50, name: "c")
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        let world = laidOut(stack, pin: topLeft)
        #expect(abs(stack.frame.height - (30 + 40 + 50 + 20)) < 1e-9)
        world.run {
            b.isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(b.frame.height == 0)
        #expect(abs(c.frame.minY - 40) < 1e-9)
        #expect(abs(stack.frame.height - (30 + 10 + 50)) < 1e-9)
    }

    /// UIStackView.Distribution.fill: "If the arranged views do not fit within the stack view,
    /// it shrinks the views according to their compression resistance priority" — the one
    /// that resists least gives way.
    @Test func aStackTooShortCompressesTheViewThatResistsLeast() {
        let a = Sized(10, 100, name: "a"), b = Sized(10, 100, name: "b")
        b.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        _ = laidOut(stack) { stack, view in topLeft(stack, view) + [stack.heightAnchor.constraint(equalToConstant: 150)] }
        #expect(a.frame.height == 100)
        #expect(b.frame == CGRect(0, 100, 10, 50))
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(b.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let a = Sized(10, 20, name: "a"), b = Sized(10, 60, name: "b")
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 10
        _ = laidOut(stack) { stack, view in topLeft(stack, view) + [stack.heightAnchor.constraint(equalToConstant: 210)] }
        #expect(a.frame.height == 100 && b.frame.height == 100)
        #expect(b.frame.minY == 110)
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = [Sized(10, 20, name: "a"), Sized(10, 40, name: "b"), Sized(10, 20, name: "c")]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        _ = laidOut(stack) { stack, view in topLeft(stack, view) + [stack.heightAnchor.constraint(equalToConstant: 200)] }
        #expect(views.map(\.frame.height) == [20, 40, 20])
        #expect(views[1].frame.minY == 80 && views[2].frame.minY == 180, "two gaps of 60")
    }

    @Test func alignmentAndLayoutMarginsPlaceViewsAcrossTheAxis() {
        let a = Sized(100, 30, name: "a")
        let stack = UIStackView(arrangedSubviews: [a])
        stack.axis = .vertical
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        _ = laidOut(stack) { stack, view in topLeft(stack, view) + [stack.widthAnchor.constraint(equalToConstant: 300)] }
        #expect(a.frame == CGRect(100, 10, 100, 30))
        #expect(stack.frame.height == 50)
    }

    /// A non-finite spacing (an app's division by zero) must not reach the solver, where it
    /// made every frame in the window NaN: the gap counts as none.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteSpacingIsNoSpacing(_ spacing: CGFloat) {
        let a = UITextField(name: "a"), b = UITextField(name: "b")
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = spacing
        stack.setCustomSpacing(spacing, after: b)
        _ = laidOut(stack, pin: topLeft)
        #expect(b.frame.minY == a.frame.maxY)
        #expect(stack.frame.height.isFinite)
    }
}
