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

// MARK: - Effects and remote images

/// A geometric angle (SwiftUI's `@frozen struct Angle`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/angle).
@frozen public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// An angle of zero.
    public init() { radians = 0 }
    /// An angle in radians (`init(radians: Double)`).
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees (`init(degrees: Double)`).
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle in radians (`static func radians(_ radians: Double) -> Angle`).
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees (`static func degrees(_ degrees: Double) -> Angle`).
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The zero angle (`static var zero: Angle`).
    public static var zero: Angle { Angle() }
    /// Orders by size.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension View {
    /// Clips the view to its bounding frame (SwiftUI's `nonisolated func clipped(antialiased: Bool = false) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)): drawing only.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Renders the content rotated in three dimensions (SwiftUI's
    /// `nonisolated func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)):
    /// an effect on drawing; the frame does not change.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }

    /// Rotates the rendering (SwiftUI's `nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:): "Rotates
    /// a view's rendered output in two dimensions around the specified point"): an effect on
    /// drawing; the frame does not change. A half turn (180°, give or take whole turns) draws
    /// the view mirrored on both axes across the anchor, as `scaleEffect(x: -1, y: -1)` does —
    /// the inverted-list idiom `.rotationEffect(.degrees(180))` on the list and on each row —
    /// and is modelled; any other angle is not.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        // The angle's distance from a half turn, in whole turns' remainder; 1e-9 rad covers
        // `.pi` and `.degrees(180)` written either way.
        let turns = angle.radians / (2 * .pi)
        guard turns.isFinite, abs(abs(turns - turns.rounded(.down) - 0.5) * 2 * .pi) < 1e-9 else {
            return modifier(_LayoutModifier(modifiers: []))
        }
        return modifier(_LayoutModifier(.flip(x: true, y: true, anchor: CGPoint(x: anchor.x, y: anchor.y))))
    }
}

/// The phase of an asynchronous image load (SwiftUI's `enum AsyncImagePhase`, iOS 15,
/// https://developer.apple.com/documentation/swiftui/asyncimagephase).
public enum AsyncImagePhase {
    /// No image is loaded.
    case empty
    /// An image loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)
    /// The loaded image, if any (`var image: Image? { get }`).
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }
    /// The error, if any (`var error: (any Error)? { get }`).
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// A view that loads and displays an image asynchronously (SwiftUI's
/// `nonisolated struct AsyncImage<Content> where Content : View`, iOS 15,
/// https://developer.apple.com/documentation/swiftui/asyncimage). The model has no network: the
/// load never completes, so the view shows what it shows while loading — "a standard placeholder
/// that fills the available space" (the page), the placeholder given, or the content for
/// `.empty`.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let loading: () -> Content
    func render(_ context: RenderContext) -> [SwiftUIView] { context.child(0).render(loading()) }
}

extension AsyncImage where Content == Color {
    /// An image from `url` (`nonisolated init(url: URL?, scale: CGFloat = 1)`): the standard
    /// placeholder, which fills what it is offered.
    public init(url: URL?, scale: CGFloat = 1) { loading = { Color.gray } }
}

extension AsyncImage {
    /// An image from `url` in phases (`nonisolated init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ContentBuilder content: @escaping (AsyncImagePhase) -> Content)`):
    /// the content for `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        loading = { content(.empty) }
    }

    /// An image from `url` with a placeholder (`nonisolated init<I, P>(url: URL?, scale: CGFloat = 1, @ContentBuilder content: @escaping (Image) -> I, @ContentBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I : View, P : View`):
    /// the placeholder.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        loading = { _ConditionalContent(storage: .falseContent(placeholder())) }
    }
}

// MARK: - Environment writes, size classes, text

/// A modifier that sets a value for an environment key path (SwiftUI's
/// `@frozen struct _EnvironmentKeyWritingModifier<Value> : ViewModifier`, the type the SDK's
/// interface gives `environment(_:_:)` and `lineLimit(_:)`, which real files name — BottomSheet's
/// `ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>`; it has no Apple page).
@frozen public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// The environment key path to set.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value to set for `keyPath`.
    public var value: Value
    /// A modifier setting `value` at `keyPath` (`init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value)`).
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        return inner.render(content)
    }
}

/// A size class (SwiftUI's `enum UserInterfaceSizeClass`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular

    /// UIKit's size class as SwiftUI's (`init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass)`, iOS 14): `nil` for `.unspecified`.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
    }
}

extension EnvironmentValues {
    private enum HorizontalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { nil }
    }
    private enum VerticalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { nil }
    }
    private enum LineLimitKey: EnvironmentKey {
        static var defaultValue: Int? { nil }
    }

    /// The horizontal size class of this environment (SwiftUI's
    /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`,
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass): the
    /// hosting view's window's, as UIKit's trait collection gives it (LayoutCore's
    /// `UITraitCollection`: regular on a regular-width iPad window and on the 414-pt iPhones in
    /// landscape, compact elsewhere); a change (a rotation) evaluates the views again.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment (SwiftUI's
    /// `var verticalSizeClass: UserInterfaceSizeClass? { get set }`): compact for an iPhone in
    /// landscape, regular otherwise (the window's trait collection, as for the horizontal one).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The maximum number of lines text may occupy (SwiftUI's `var lineLimit: Int? { get set }`):
    /// kept; text is one line high in the model whatever it holds.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension Text {
    /// The text in `font` (SwiftUI's `nonisolated func font(_ font: Font?) -> Text`): text
    /// metrics are not modelled.
    public func font(_ font: Font?) -> Text { self }
    /// Bold text (SwiftUI's `nonisolated func bold() -> Text`,
    /// https://developer.apple.com/documentation/swiftui/text/bold()).
    public func bold() -> Text { self }
    /// Bold text or not (SwiftUI's `nonisolated func bold(_ isActive: Bool) -> Text`, iOS 16).
    public func bold(_ isActive: Bool) -> Text { self }
    /// Italic text (SwiftUI's `nonisolated func italic() -> Text`).
    public func italic() -> Text { self }
}

extension View {
    /// Names this view's coordinate space (SwiftUI's deprecated
    /// `nonisolated func coordinateSpace<T>(name: T) -> some View where T : Hashable`,
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:): "Assigns a name
    /// to the view's coordinate space, so other code can operate on dimensions … relative to the
    /// named space"): a `GeometryReader` below reads `frame(in: .named(name))` relative to this
    /// view's frame as the layout pass placed it.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: "\(name)"))
    }
    /// Names this view's coordinate space (SwiftUI's `nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View`,
    /// iOS 17): as ``coordinateSpace(name:)``.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

extension EnvironmentValues {
    private enum NamedCoordinateSpacesKey: EnvironmentKey {
        static var defaultValue: [String: String] { [:] }
    }

    /// The coordinate spaces named above the current view: each name with the tag of the view
    /// that named it (the nearest ancestor wins).
    var namedCoordinateSpaces: [String: String] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// `coordinateSpace(name:)`: tags the view's nodes and names the space for the views below.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: String
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let tag = context.graph.nodeKey(for: context.graph.modifierKey(at: context.path) + "#space")
        var inner = context
        inner.environment.namedCoordinateSpaces[name] = tag
        return inner.render(content).map { $0.adding(.tag(tag)) }
    }
}

// MARK: - Tab view styles and bar backgrounds

/// A style for tab views (SwiftUI's `protocol TabViewStyle`, iOS 14).
public protocol TabViewStyle {}

/// A tab view of pages (SwiftUI's `struct PageTabViewStyle`, iOS 14,
/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle): the model's tab view
/// shows its first view, filling it, whatever the style.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// When the page index shows (SwiftUI's `struct IndexDisplayMode`).
    public struct IndexDisplayMode: Sendable {
        let name: String
        /// Shown when there are several pages.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }
    /// A paging style (`init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)`).
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

/// The platform's tab view style (SwiftUI's `struct DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle, Sendable {
    /// The style (`init()`).
    public init() {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages (`static var page: PageTabViewStyle { get }`).
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with an index display mode (`static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle`).
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style (`static var automatic: DefaultTabViewStyle { get }`).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A bar a toolbar modifier addresses (SwiftUI's `struct ToolbarPlacement`, iOS 16).
public struct ToolbarPlacement: Sendable, Equatable {
    let name: String
    /// The platform's bars (`static var automatic: ToolbarPlacement`).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar (`static var navigationBar: ToolbarPlacement`).
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar (`static var tabBar: ToolbarPlacement`).
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar (`static var bottomBar: ToolbarPlacement`).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// The style of the tab views below (SwiftUI's `nonisolated func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle`):
    /// accepted; the model's tab view shows its first view whatever the style.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Whether bars show their background (SwiftUI's `nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View`,
    /// iOS 16, https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)):
    /// drawing only; the bars are the scenario's and keep their frames.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

extension View {
    /// Hides or shows the status bar (SwiftUI's `nonisolated func statusBarHidden(_ hidden: Bool = true) -> some View`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/view/statusbarhidden(_:)): accepted;
    /// the scenario's status bar and the safe area stay as they are.
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

// MARK: - Masks, scale, compositing, uneven corners

/// A rectangle with a radius of its own at each corner (SwiftUI's `@frozen struct UnevenRoundedRectangle`,
/// iOS 16, https://developer.apple.com/documentation/swiftui/unevenroundedrectangle): fills what
/// it is offered, as every shape in the model; corners are drawing only.
@frozen public struct UnevenRoundedRectangle: InsettableShape, PrimitiveView, Sendable {
    public typealias Body = Never
    /// A rectangle with these corner radii (`init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)`).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    /// The same shape: shapes fill what they are offered in the model.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

extension View {
    /// Masks the view (SwiftUI's `nonisolated func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask : View`,
    /// iOS 15): drawing only — the mask is neither laid out nor evaluated.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
    /// Masks the view (SwiftUI's deprecated `nonisolated func mask<Mask>(_ mask: Mask) -> some View where Mask : View`): drawing only.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Scales the rendering (SwiftUI's `nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)): an effect
    /// on drawing; the frame does not change. A negative scale draws the view mirrored across
    /// the anchor on both axes (a list drawn upside down, its rows flipped back: an inverted
    /// chat); the magnitude is not modelled.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        scaleEffect(x: s, y: s, anchor: anchor)
    }
    /// Scales the rendering (`nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View`):
    /// drawing only; a negative width or height mirrors that axis, as ``scaleEffect(x:y:anchor:)``.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    /// Scales the rendering (`nonisolated func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:): "Scales
    /// this view's rendered output by the given horizontal and vertical amounts, relative to an
    /// anchor point"): drawing only, the frame does not change. A negative amount mirrors that
    /// axis across the anchor — `.scaleEffect(x: 1, y: -1)` draws a view upside down, the
    /// inverted-list idiom of chat screens — and is modelled; the magnitude is not.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> ModifiedContent<Self, _LayoutModifier> {
        let flipsX = x < 0, flipsY = y < 0
        guard flipsX || flipsY else { return modifier(_LayoutModifier(modifiers: [])) }
        return modifier(_LayoutModifier(.flip(x: flipsX, y: flipsY, anchor: CGPoint(x: anchor.x, y: anchor.y))))
    }
    /// Composites the view offscreen before drawing (SwiftUI's `nonisolated func compositingGroup() -> some View`): drawing only.
    public func compositingGroup() -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Luminance as alpha (SwiftUI's `nonisolated func luminanceToAlpha() -> some View`): drawing only.
    public func luminanceToAlpha() -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

// MARK: - Paths

/// The outline of a 2D shape (SwiftUI's `@frozen struct Path`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/path). The model does not draw: a path
/// keeps only the rectangle that bounds what was added to it.
@frozen public struct Path: Equatable, Sendable {
    /// The rectangle containing all of the path's points (`var boundingRect: CGRect { get }`).
    public private(set) var boundingRect: CGRect = .null
    /// Whether the path is empty (`var isEmpty: Bool { get }`).
    public var isEmpty: Bool { boundingRect.isNull }
    /// An empty path (`init()`).
    public init() {}
    /// A rectangular path (`init(_ rect: CGRect)`).
    public init(_ rect: CGRect) { boundingRect = rect }
    /// A rounded rectangle (`init(roundedRect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { boundingRect = rect }
    /// An ellipse inscribed in `rect` (`init(ellipseIn rect: CGRect)`).
    public init(ellipseIn rect: CGRect) { boundingRect = rect }
    /// A path built by `callback` (`init(_ callback: (inout Path) -> ())`).
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// Begins a subpath at `end` (`mutating func move(to end: CGPoint)`).
    public mutating func move(to end: CGPoint) { include(CGRect(origin: end, size: .zero)) }
    /// A line to `end` (`mutating func addLine(to end: CGPoint)`).
    public mutating func addLine(to end: CGPoint) { include(CGRect(origin: end, size: .zero)) }
    /// A rectangle (`mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)`).
    public mutating func addRect(_ rect: CGRect) { include(rect) }
    /// A rounded rectangle (`mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)`).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { include(rect) }
    /// An ellipse (`mutating func addEllipse(in rect: CGRect)`).
    public mutating func addEllipse(in rect: CGRect) { include(rect) }
    /// A quadratic curve (`mutating func addQuadCurve(to end: CGPoint, control: CGPoint)`).
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        include(CGRect(origin: end, size: .zero))
        include(CGRect(origin: control, size: .zero))
    }
    /// Closes the subpath (`mutating func closeSubpath()`).
    public mutating func closeSubpath() {}

    private mutating func include(_ rect: CGRect) {
        boundingRect = boundingRect.isNull ? rect : boundingRect.union(rect)
    }
}

// MARK: - Hit testing, transactions, images

extension View {
    /// Whether the view takes part in hit tests (SwiftUI's `nonisolated func allowsHitTesting(_ enabled: Bool) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)): accepted; the
    /// model's taps hit the generated views as laid out.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Changes the transaction of this view's updates (SwiftUI's `nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View`):
    /// accepted; the view animates as its animation modifiers say.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

extension Image {
    /// How an image is rendered (SwiftUI's `enum Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// As a template (its opaque areas tinted).
        case template
        /// As drawn.
        case original
    }

    /// An image from a bundle's asset catalogue (SwiftUI's `init(_ name: String, bundle: Bundle? = nil)`): laid out as any image.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// The rendering mode (SwiftUI's `func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image`): drawing only.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
}
