import ClearanceUIKit

// SDK declarations real screens use that change nothing the model lays out, focuses or lifts:
// colour spaces, colour schemes, gradients, fill styles, button styles and border shapes,
// help tags, accessibility labels, symbol rendering, the old navigation style and
// autocapitalisation. Each keeps the SDK's signature (the page beside it) and is listed in
// ClearanceUIKit's NoModelledEffect.md (section SwiftUI).

// MARK: - Colour

extension Color {
    /// A profile that specifies how to interpret a color value for display (SwiftUI's
    /// `enum Color.RGBColorSpace`, iOS 13, https://developer.apple.com/documentation/swiftui/color/rgbcolorspace).
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// A constant color from red, green, and blue component values (SwiftUI's
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`,
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init("rgb \(colorSpace) \(red) \(green) \(blue) \(opacity)")
    }

    /// A constant grayscale color (SwiftUI's
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`,
    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init("white \(colorSpace) \(white) \(opacity)")
    }
}

/// The possible color schemes (SwiftUI's `enum ColorScheme`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/colorscheme).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

extension EnvironmentValues {
    private enum ColorSchemeKey: EnvironmentKey {
        static var defaultValue: ColorScheme { .light }
    }

    /// The color scheme of this environment (SwiftUI's `var colorScheme: ColorScheme { get set }`,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme): `.light`
    /// unless a view sets it (the model's screens have one appearance; nothing it lays out depends on it).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the preferred color scheme (SwiftUI's `nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View`):
    /// accepted; the views below read it as their `colorScheme`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}

extension Font {
    /// Adds bold or emphasized styling to the font (SwiftUI's `func bold() -> Font`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/font/bold()).
    public func bold() -> Font { weight(.bold) }
    /// Adds italics to the font (SwiftUI's `func italic() -> Font`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/font/italic()).
    public func italic() -> Font { Font(name: "\(name) italic") }
}

// MARK: - Gradients, fill styles, shapes

/// A color gradient (SwiftUI's `@frozen struct Gradient`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/gradient).
@frozen public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient (SwiftUI's `@frozen struct Stop`).
    @frozen public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop.
        public var location: CGFloat
        /// A color stop (`init(color: Color, location: CGFloat)`).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    /// The array of color stops.
    public var stops: [Gradient.Stop]
    /// A gradient from color stops (`init(stops: [Gradient.Stop])`).
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    /// A gradient from colors, evenly spaced (`init(colors: [Color])`).
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Gradient.Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

/// A linear gradient (SwiftUI's `@frozen nonisolated struct LinearGradient`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/lineargradient): as a view it fills what it
/// is offered, as `Color` does; as a style it paints nothing in the model.
@frozen public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient
    /// A linear gradient from a base gradient (`nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)`).
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    /// A linear gradient from colors (`nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)`).
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    /// A linear gradient from color stops (`nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)`).
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (`static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient`).
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient (`static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient`).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A style for rasterizing vector shapes (SwiftUI's `@frozen struct FillStyle`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/fillstyle).
@frozen public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// Whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool
    /// A fill style (`init(eoFill: Bool = false, antialiased: Bool = true)`).
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape type that is able to inset itself (SwiftUI's `protocol InsettableShape : Shape`,
/// iOS 13, https://developer.apple.com/documentation/swiftui/insettableshape).
public protocol InsettableShape: Shape {
    /// The type of the inset shape (`associatedtype InsetShape : InsettableShape`).
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount` (`nonisolated func inset(by amount: CGFloat) -> Self.InsetShape`).
    func inset(by amount: CGFloat) -> Self.InsetShape
}

extension Rectangle: InsettableShape {
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

extension RoundedRectangle: InsettableShape {
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

extension Capsule: InsettableShape {
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> Capsule { self }
}

extension Circle: InsettableShape {
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// The background style in the current context (SwiftUI's `@frozen struct BackgroundStyle`,
/// iOS 15, https://developer.apple.com/documentation/swiftui/backgroundstyle).
@frozen public struct BackgroundStyle: ShapeStyle, Sendable {
    /// The background style (`init()`).
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context (SwiftUI's `static var background: BackgroundStyle { get }`,
    /// https://developer.apple.com/documentation/swiftui/shapestyle/background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Sets the view's background to an insettable shape filled with a style (SwiftUI's
    /// `nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : InsettableShape`,
    /// iOS 15, https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-20tq5):
    /// drawing only.
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// Sets the view's background to a shape filled with a style (SwiftUI's
    /// `nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape`,
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j): drawing only.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// An insettable shape filled with the background style behind the view (SwiftUI's
    /// `nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : InsettableShape`,
    /// https://developer.apple.com/documentation/swiftui/view/background(in:fillstyle:)-61m9r): drawing only.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// A shape filled with the background style behind the view (SwiftUI's
    /// `nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : Shape`,
    /// https://developer.apple.com/documentation/swiftui/view/background(in:fillstyle:)-96bda): drawing only.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

// MARK: - Buttons

/// The properties of a button (SwiftUI's `struct ButtonStyleConfiguration`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration).
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button (SwiftUI's `ButtonStyleConfiguration.Label`).
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: AnyView
        func render(_ context: RenderContext) -> [SwiftUIView] { context.render(content) }
    }
    /// A view that describes the effect of pressing the button (`let label: ButtonStyleConfiguration.Label`).
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button (`let isPressed: Bool`): never, in the model.
    public let isPressed: Bool
    /// An optional semantic role (`let role: ButtonRole?`, iOS 15).
    public let role: ButtonRole?
}

/// A custom appearance for buttons (SwiftUI's `@MainActor @preconcurrency protocol ButtonStyle`,
/// iOS 13, https://developer.apple.com/documentation/swiftui/buttonstyle). Accepted: the model
/// lays a styled button out as the plain button (`makeBody(configuration:)` is not called).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button (`typealias Configuration = ButtonStyleConfiguration`).
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button
    /// (`@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`).
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension View {
    /// Sets a custom button style (SwiftUI's `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle`):
    /// accepted, buttons are laid out as without it.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Sets the border shape for buttons (SwiftUI's `nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View`,
    /// iOS 15, https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)): drawing only.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

/// A shape used to draw a button's border (SwiftUI's `struct ButtonBorderShape`, iOS 15,
/// https://developer.apple.com/documentation/swiftui/buttonbordershape).
public struct ButtonBorderShape: InsettableShape, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    let name: String
    /// A shape the system chooses (`static let automatic: ButtonBorderShape`).
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule shape (`static let capsule: ButtonBorderShape`).
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A circular shape (`static let circle: ButtonBorderShape`, iOS 17).
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle shape (`static let roundedRectangle: ButtonBorderShape`).
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A rounded rectangle shape (`static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape`).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle \(radius)") }
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> ButtonBorderShape { self }
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

// MARK: - Help, accessibility, symbols, navigation style, autocapitalisation, images

extension View {
    /// Adds help text (SwiftUI's `nonisolated func help<S>(_ text: S) -> some View where S : StringProtocol`,
    /// iOS 14, https://developer.apple.com/documentation/swiftui/view/help(_:)): shown by a pointer's hover, not modelled.
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Adds help text (`nonisolated func help(_ text: Text) -> some View`).
    public func help(_ text: Text) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Adds help text (`nonisolated func help(_ textKey: LocalizedStringKey) -> some View`).
    public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Adds a label to the view that describes its contents (SwiftUI's
    /// `nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol`,
    /// iOS 14, https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)): VoiceOver is not modelled.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Adds a label (`accessibilityLabel(_ label: Text)`).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Adds a label (`accessibilityLabel(_ labelKey: LocalizedStringKey)`).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// How typed text is capitalised (SwiftUI's deprecated
    /// `nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View`,
    /// iOS 13–16, https://developer.apple.com/documentation/swiftui/view/autocapitalization(_:)): typing is not modelled.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// The rendering mode of symbol images (SwiftUI's `nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View`, iOS 15): drawing only.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// The style of navigation views (SwiftUI's deprecated
    /// `nonisolated func navigationViewStyle<S>(_ style: S) -> some View where S : NavigationViewStyle`,
    /// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:)): the model's
    /// navigation view is a stack whatever the style (its bars are the scenario's).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

/// A symbol rendering mode (SwiftUI's `struct SymbolRenderingMode`, iOS 15,
/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode).
public struct SymbolRenderingMode: Equatable, Sendable {
    let name: String
    /// One color (`static let monochrome: SymbolRenderingMode`).
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Several colors (`static let multicolor: SymbolRenderingMode`).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers of one color (`static let hierarchical: SymbolRenderingMode`).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Two or more colors by layer (`static let palette: SymbolRenderingMode`).
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
    /// An image from a UIKit image (SwiftUI's `init(uiImage: UIImage)`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:)): laid out as any image.
    public init(uiImage: UIImage) { self.init("uiImage") }

    /// The image's symbol rendering mode (SwiftUI's `func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image`,
    /// iOS 15, https://developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:)): drawing only.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A navigation view style (SwiftUI's deprecated `protocol NavigationViewStyle`).
public protocol NavigationViewStyle {}

/// A navigation view style that shows one view at a time (SwiftUI's `struct StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The style (`init()`).
    public init() {}
}

/// The default navigation view style (SwiftUI's `struct DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The style (`init()`).
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time (`static var stack: StackNavigationViewStyle { get }`).
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default (`static var automatic: DefaultNavigationViewStyle { get }`).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
