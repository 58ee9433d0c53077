import ClearanceUIKit

// The SwiftUI declarations the real-code corpus's fourth collection (Tests/RealCode 59-68,
// chosen from dkhamsing/open-source-ios-apps) reached and the model lacked, each with SwiftUI's
// exact signature and Apple's page. None changes where a view is laid out, what is focused or
// what the keyboard does in the model; each is listed in ClearanceUIKit's NoModelledEffect.md.

extension Color {
    /// SwiftUI's `static let cyan: Color`, iOS 15
    /// (https://developer.apple.com/documentation/swiftui/color/cyan).
    public static let cyan = Color("cyan")
    /// SwiftUI's `static let teal: Color`, iOS 15
    /// (https://developer.apple.com/documentation/swiftui/color/teal).
    public static let teal = Color("teal")
    /// SwiftUI's `static let mint: Color`, iOS 15
    /// (https://developer.apple.com/documentation/swiftui/color/mint).
    public static let mint = Color("mint")
    /// SwiftUI's `static let indigo: Color`, iOS 15
    /// (https://developer.apple.com/documentation/swiftui/color/indigo).
    public static let indigo = Color("indigo")
    /// SwiftUI's `static let brown: Color`, iOS 15
    /// (https://developer.apple.com/documentation/swiftui/color/brown).
    public static let brown = Color("brown")
}

extension ShapeStyle where Self == Color {
    /// SwiftUI's `.cyan` as a shape style.
    public static var cyan: Color { Color.cyan }
    /// SwiftUI's `.teal` as a shape style.
    public static var teal: Color { Color.teal }
    /// SwiftUI's `.mint` as a shape style.
    public static var mint: Color { Color.mint }
    /// SwiftUI's `.indigo` as a shape style.
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's `.brown` as a shape style.
    public static var brown: Color { Color.brown }
}

extension Font {
    /// A dynamic type style (SwiftUI's `enum Font.TextStyle`, iOS 14,
    /// https://developer.apple.com/documentation/swiftui/font/textstyle): the styles iOS has
    /// (visionOS's `extraLargeTitle`, `extraLargeTitle2` are not iOS's). Text is not measured
    /// by its style in the model.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

/// A numeric value scaled with the user's Dynamic Type size (SwiftUI's
/// `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`, iOS 14,
/// https://developer.apple.com/documentation/swiftui/scaledmetric). The model's text size is
/// iOS's default (Large), at which the metric is its unscaled value: `wrappedValue` is the
/// value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    /// The metric scaled with the default text style (SwiftUI's `init(wrappedValue: Value)`).
    public init(wrappedValue: Value) { base = wrappedValue }
    /// The metric scaled relative to `textStyle` (SwiftUI's
    /// `init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)`).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    /// The value at the model's (default) text size: the unscaled value.
    public var wrappedValue: Value { base }
}

/// How an accessibility element treats its children (SwiftUI's
/// `struct AccessibilityChildBehavior`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children become hidden (SwiftUI's `static let ignore: AccessibilityChildBehavior`).
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children's properties merge into the element (`static let combine`).
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// Children become the element's children (`static let contain`).
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
    /// Sets the space between lines of text (SwiftUI's
    /// `nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)): text is not
    /// measured in lines in the model, so it is laid out as without it.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Brightens the view (SwiftUI's `nonisolated func brightness(_ amount: Double) -> some View`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/view/brightness(_:)): drawing only.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Adjusts the colours' saturation (SwiftUI's
    /// `nonisolated func saturation(_ amount: Double) -> some View`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/view/saturation(_:)): drawing only.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Sets the colours' contrast (SwiftUI's
    /// `nonisolated func contrast(_ amount: Double) -> some View`, iOS 13,
    /// https://developer.apple.com/documentation/swiftui/view/contrast(_:)): drawing only.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Makes or changes an accessibility element (SwiftUI's
    /// `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)):
    /// VoiceOver is not modelled.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// Hides the view from assistive technologies (SwiftUI's
    /// `nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`,
    /// iOS 14, https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)):
    /// VoiceOver is not modelled; the view is laid out and hit as before.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }

    /// A focus scope for default focus (SwiftUI's
    /// `nonisolated func focusScope(_ namespace: Namespace.ID) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/focusscope(_:)): macOS 12, tvOS 14
    /// and watchOS 7 only; iOS's SDK does not offer it, so it is declared unavailable, as an iOS
    /// build finds it.
    @available(*, unavailable, message: "focusScope(_:) is available on macOS, tvOS and watchOS, not iOS")
    public func focusScope(_ namespace: Namespace.ID) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}
