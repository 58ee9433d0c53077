import ClearanceUIKit

// What real SwiftUI screens put around their keyboard code: styles, shapes, dividers and
// labels. Styles change nothing the model lays out (as fonts and colours, `Modifiers.swift`);
// shapes fill what they are offered, as `Color` does; a divider is a hairline.

extension View {
    /// Disables the views below when `disabled` (an ancestor's `true` wins, as in SwiftUI): a
    /// disabled button's action does not run when tapped. Text fields stay focusable in the
    /// model.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Runs `action` when the view (or something in it) is tapped (``World/tap(at:)``): the
    /// usual "tap outside to dismiss the keyboard". Only single taps happen in the model; a
    /// tap on a text field inside still focuses it, after the action.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.tapAction(action)))
    }

    /// Accepted: hit-testing goes by the view's rectangle in the model, whatever its shape.
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Accepted: the model does not draw.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: a button's height does not depend on its style in the model
    /// (`ModelNumber.swiftUIControlHeights`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the model does not draw.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled (a text's width is not measured by glyph) —
    /// SwiftUI's `func monospaced(_ isActive: Bool = true) -> some View`, iOS 16
    /// (https://developer.apple.com/documentation/swiftui/view/monospaced(_:)).
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled (a text is one line high).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled (a text is one line high).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimit, value: number))
    }
    /// Accepted: text metrics are not modelled (a text, or a vertical text field, is one line
    /// high whatever lines it would reserve; iOS 16).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled (iOS 16).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled (iOS 16).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled, so no space is reserved (iOS 16).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the model does not draw. A style painted behind the view extends into the
    /// safe area by default, as drawing only (SwiftUI's `background(_:ignoresSafeAreaEdges:)`,
    /// iOS 15); it moves nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// Accepted: the model does not draw.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// A view layered in front of this one (SwiftUI's `overlay(_:alignment:)`): drawing only,
    /// not laid out, but a `GeometryReader` in it reads this view's frame (``_BackgroundModifier``).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: overlay))
    }
    /// Views layered in front of this one (SwiftUI's `overlay(alignment:content:)`, iOS 15): as
    /// ``overlay(_:alignment:)``.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: content()))
    }
    /// Views layered behind this one (SwiftUI's `background(alignment:content:)`, iOS 15): as
    /// ``background(_:)``.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: content()))
    }
    /// Accepted: the model does not draw.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the model does not draw.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: what it means to AutoFill does not change the keyboard's height in the model.
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// How the title shows in the screen's navigation bar: `.inline` displays it "within the
    /// standard bounds of the navigation bar"
    /// (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/inline),
    /// so a bar that would show a large title stays standard. It sets the hosting
    /// controller's `navigationItem.largeTitleDisplayMode` (`.inline` is `.never`, `.large`
    /// `.always`), read when the screen is shown or its bars next change.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _TitleDisplayModeModifier> {
        modifier(_TitleDisplayModeModifier(displayMode: displayMode))
    }
    /// The iOS 13 spelling of a title with a display mode (deprecated by Apple for
    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`, which it is here):
    /// `.inline` keeps the bar standard, as ``navigationBarTitleDisplayMode(_:)`` does.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _CosmeticModifier>, _TitleDisplayModeModifier> {
        navigationBarTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The iOS 13 spelling of a localized title with a display mode; see
    /// ``navigationBarTitle(_:displayMode:)``.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _CosmeticModifier>, _TitleDisplayModeModifier> {
        navigationBarTitle(titleKey.key, displayMode: displayMode)
    }
    /// Accepted: a list's rows are laid out the same in every style in the model
    /// (`ModelNumber.swiftUIListRows`).
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the model does not draw.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

/// `navigationBarTitleDisplayMode(_:)`: sets the hosting controller's navigation item.
public struct _TitleDisplayModeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let displayMode: NavigationBarItem.TitleDisplayMode
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        if let host = context.graph.host {
            let mode: UINavigationItem.LargeTitleDisplayMode
            switch displayMode {
            case .automatic: mode = .automatic
            case .inline: mode = .never
            case .large: mode = .always
            }
            if host.navigationItem.largeTitleDisplayMode != mode {
                host.navigationItem.largeTitleDisplayMode = mode
                host.navigationItemDisplayModeDidChange()
            }
        }
        return context.render(content)
    }
}

/// How multi-line text lines up (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Whether something shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// Navigation bar settings (SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    /// How the title shows (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Something to paint with (SwiftUI's `ShapeStyle`): colours and materials, here.
public protocol ShapeStyle {}

/// A translucent background (SwiftUI's `Material`, iOS 15): drawing only.
public struct Material: ShapeStyle, Sendable {
    let name: String
    /// The thinnest material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A thin material.
    public static let thin = Material(name: "thin")
    /// The regular material.
    public static let regular = Material(name: "regular")
    /// A thick material.
    public static let thick = Material(name: "thick")
    /// The thickest material.
    public static let ultraThick = Material(name: "ultraThick")
    /// The material of a system bar.
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// SwiftUI's `.ultraThinMaterial`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// SwiftUI's `.thinMaterial`.
    public static var thinMaterial: Material { .thin }
    /// SwiftUI's `.regularMaterial`.
    public static var regularMaterial: Material { .regular }
    /// SwiftUI's `.thickMaterial`.
    public static var thickMaterial: Material { .thick }
    /// SwiftUI's `.ultraThickMaterial`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// SwiftUI's `.bar`.
    public static var bar: Material { .bar }
}

extension Color: ShapeStyle {}

extension Color {
    /// The colour with its opacity multiplied by `opacity` — SwiftUI's
    /// `func opacity(_ opacity: Double) -> Color`
    /// (https://developer.apple.com/documentation/swiftui/color/opacity(_:)), a colour still, so it
    /// paints as a `ShapeStyle` (`.background(.secondary.opacity(0.5))`). Drawing only: as a
    /// view it fills what it is offered, as any colour does.
    public func opacity(_ opacity: Double) -> Color { Color("\(name) opacity \(opacity)") }

    /// The colour's standard gradient — SwiftUI's `var gradient: AnyGradient { get }`
    /// (https://developer.apple.com/documentation/swiftui/color/gradient, iOS 16). Drawing only.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A colour gradient (SwiftUI's `AnyGradient`, iOS 16,
/// https://developer.apple.com/documentation/swiftui/anygradient), as a colour's `gradient`
/// makes it: something to paint with, which moves nothing in the model.
@frozen public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: Color
}

extension ShapeStyle where Self == Color {
    /// SwiftUI's `.clear`.
    public static var clear: Color { Color.clear }
    /// SwiftUI's `.black`.
    public static var black: Color { Color.black }
    /// SwiftUI's `.white`.
    public static var white: Color { Color.white }
    /// SwiftUI's `.gray`.
    public static var gray: Color { Color.gray }
    /// SwiftUI's `.red`.
    public static var red: Color { Color.red }
    /// SwiftUI's `.green`.
    public static var green: Color { Color.green }
    /// SwiftUI's `.blue`.
    public static var blue: Color { Color.blue }
    /// SwiftUI's `.orange`.
    public static var orange: Color { Color.orange }
    /// SwiftUI's `.yellow`.
    public static var yellow: Color { Color.yellow }
    /// SwiftUI's `.pink`.
    public static var pink: Color { Color.pink }
    /// SwiftUI's `.purple`.
    public static var purple: Color { Color.purple }
    /// SwiftUI's `.primary`.
    public static var primary: Color { Color.primary }
    /// SwiftUI's `.secondary`.
    public static var secondary: Color { Color.secondary }
}

/// A button style (SwiftUI's `PrimitiveButtonStyle`): every style lays a button out alike in
/// the model.
public protocol PrimitiveButtonStyle {}

/// SwiftUI's built-in button styles, by name.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Hashable, Sendable {
    let name: String
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    /// SwiftUI's `.automatic`.
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(name: "automatic") }
    /// SwiftUI's `.plain`.
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(name: "plain") }
    /// SwiftUI's `.borderless`.
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(name: "borderless") }
    /// SwiftUI's `.bordered`.
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(name: "bordered") }
    /// SwiftUI's `.borderedProminent`.
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(name: "borderedProminent") }
}

/// A list style (SwiftUI's `ListStyle`): every style lays rows out alike in the model.
public protocol ListStyle {}

/// SwiftUI's built-in list styles, by name.
public struct BuiltInListStyle: ListStyle, Hashable, Sendable {
    let name: String
}

extension ListStyle where Self == BuiltInListStyle {
    /// SwiftUI's `.automatic`.
    public static var automatic: BuiltInListStyle { BuiltInListStyle(name: "automatic") }
    /// SwiftUI's `.plain`.
    public static var plain: BuiltInListStyle { BuiltInListStyle(name: "plain") }
    /// SwiftUI's `.grouped`.
    public static var grouped: BuiltInListStyle { BuiltInListStyle(name: "grouped") }
    /// SwiftUI's `.inset`.
    public static var inset: BuiltInListStyle { BuiltInListStyle(name: "inset") }
    /// SwiftUI's `.insetGrouped`.
    public static var insetGrouped: BuiltInListStyle { BuiltInListStyle(name: "insetGrouped") }
    /// SwiftUI's `.sidebar`.
    public static var sidebar: BuiltInListStyle { BuiltInListStyle(name: "sidebar") }
}

/// A shape (SwiftUI's `protocol Shape : Sendable, Animatable, View`,
/// https://developer.apple.com/documentation/swiftui/shape): as a view it fills what it is
/// offered, as `Color` does — an app's own shape too (its path is drawing only).
public protocol Shape: View {
    /// Describes this shape as a path within a rectangular frame of reference
    /// (`nonisolated func path(in rect: CGRect) -> Path`).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The built-in shapes' path: their frame (the model does not draw).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Body == _ShapeFill {
    /// An app's own shape as a view: it fills what it is offered.
    public var body: _ShapeFill { _ShapeFill() }
}

/// What an app's own shape renders as: a view that fills what it is offered.
public struct _ShapeFill: View, PrimitiveView {
    public typealias Body = Never
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

extension Shape {
    /// The shape's outline: drawn only, so the same shape to the model.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    /// The shape filled with a style (SwiftUI's `nonisolated func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle`,
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)): drawn only, so the same shape to the model.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> Self { self }
    /// The shape filled with the foreground colour (SwiftUI's `nonisolated func fill(style: FillStyle = FillStyle()) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/shape/fill(style:)): the same shape to the model.
    public func fill(style: FillStyle = FillStyle()) -> Self { self }
}

/// A built-in shape: fills what it is offered.
protocol _FillingShape: Shape, PrimitiveView where Body == Never {}

extension _FillingShape {
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

/// A rectangle (SwiftUI's `Rectangle`).
public struct Rectangle: _FillingShape {
    public init() {}
}

/// A rounded rectangle (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: _FillingShape {
    /// SwiftUI's `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
    /// (https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)):
    /// the corners are drawing only; it fills what it is offered.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// SwiftUI's `init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)`
    /// (https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:)).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}

/// How a rounded rectangle's corners are drawn (SwiftUI's `RoundedCornerStyle`): drawing only.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature (SwiftUI's default for its rounded shapes).
    case continuous
}

/// A capsule (SwiftUI's `Capsule`).
public struct Capsule: _FillingShape {
    public init() {}
    /// SwiftUI's `init(style: RoundedCornerStyle = .continuous)` (drawing only).
    public init(style: RoundedCornerStyle) {}
}

// SwiftUI's shapes as static members where a `Shape` is expected (`.clipShape(.capsule)`,
// `.glassEffect(in: .rect(cornerRadius: 16))`), each `Shape where Self == …` as Apple declares
// them (https://developer.apple.com/documentation/swiftui/shape/circle,
// …/shape/capsule, …/shape/rect, …/shape/rect(cornerradius:style:)).

extension Shape where Self == Circle {
    /// A circle: `Circle()`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `Capsule()`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style` (drawing only).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `Rectangle()`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `RoundedRectangle(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle: `RoundedRectangle(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

/// A circle (SwiftUI's `Circle`).
public struct Circle: _FillingShape {
    public init() {}
}

/// A divider (SwiftUI's `Divider`): a line 1 pt thick across the stack
/// (`ModelNumber.swiftUIDividerThickness`).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.color, key: context.nodeKey).adding(.frame(width: nil, height: 1, maxWidth: nil, maxHeight: nil))]
    }
}

/// A title with an icon (SwiftUI's `Label`): one line, as `Text` is.
public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    /// A label with an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.title = String(title) }
    /// A label with an image from the asset catalogue.
    public init<S: StringProtocol>(_ title: S, image name: String) { self.title = String(title) }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(title, height: 20.5), key: context.nodeKey)]
    }
}
