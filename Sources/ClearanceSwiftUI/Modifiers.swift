import ClearanceUIKit

/// A change applied to a view (SwiftUI's `ViewModifier`): `body(content:)` wraps the view
/// it is applied to, which appears inside as `content`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body is.
    associatedtype Body: View
    /// The view the modifier is applied to, as it appears in `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the renderer applies them.
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is a built-in modifier and has no body") }
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`. It keeps the
/// identity it had outside the modifier.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    let path: String
    func render(_ context: RenderContext) -> [SwiftUIView] {
        var inner = context
        inner.path = path
        return inner.render(content)
    }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    func render(_ context: RenderContext) -> [SwiftUIView] {
        if let builtIn = TypeFacts.of(Modifier.self, modifier).primitiveModifier {
            return Self.renderBuiltIn(modifier, as: builtIn, content, context)
        }
        return context.graph.render(modifier, appliedTo: content, context)
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Calls a built-in modifier's `render` on `modifier`, whose type is `P`.
    static func renderBuiltIn<P: PrimitiveModifier>(_ modifier: Modifier, as type: P.Type, _ content: Content,
                                                   _ context: RenderContext) -> [SwiftUIView] {
        withUnsafePointer(to: modifier) { $0.withMemoryRebound(to: P.self, capacity: 1) { $0.pointee.render(content, context) } }
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: renders the content itself.
protocol PrimitiveModifier {
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView]
}

/// A modifier the layout core lays out (padding, frames, offsets, safe-area changes…):
/// added to every node the content renders.
public struct _LayoutModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let modifiers: [SwiftUIView.Modifier]
    init(_ modifiers: SwiftUIView.Modifier...) { self.modifiers = modifiers }
    init(modifiers: [SwiftUIView.Modifier]) { self.modifiers = modifiers }
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        context.render(content).map { node in modifiers.reduce(node) { $0.adding($1) } }
    }
}

/// A modifier that changes nothing the model lays out (fonts, colours, styles, titles…):
/// accepted so that screens compile as written.
public struct _CosmeticModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] { context.render(content) }
}

// MARK: - Layout

extension View {
    /// Padding on `edges`, `length` long (16 pt when `nil`: `ModelNumber.swiftUIDefaultSpacing`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier> {
        let l = length ?? 16
        return modifier(_LayoutModifier(.padding(UIEdgeInsets(top: edges.contains(.top) ? l : 0, left: edges.contains(.leading) ? l : 0,
                                                              bottom: edges.contains(.bottom) ? l : 0, right: edges.contains(.trailing) ? l : 0))))
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _LayoutModifier> { padding(.all, length) }

    /// Padding by edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _LayoutModifier> { modifier(_LayoutModifier(.padding(insets.uiEdgeInsets))) }

    /// A fixed frame (a `nil` dimension is the content's); content shorter than the frame sits
    /// at its top or bottom by `alignment`'s vertical part, "the alignment of this view inside
    /// the resulting frame" (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
    /// Centred (the default), the content keeps the whole frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.frame(width: width, height: height, maxWidth: nil, maxHeight: nil, alignment: alignment.vertical.placement)))
    }

    /// A flexible frame: `.infinity` maximums fill what is offered; the content sits at
    /// `alignment` vertically when the frame is taller.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        var modifiers: [SwiftUIView.Modifier] = []
        if maxWidth != nil { modifiers.append(.frame(width: nil, height: nil, maxWidth: maxWidth, maxHeight: nil)) }
        if minHeight != nil || maxHeight != nil {
            modifiers.append(.heightLimits(min: minHeight, max: maxHeight, alignment: alignment.vertical.placement))
        }
        return modifier(_LayoutModifier(modifiers: modifiers))
    }

    /// Moves what is drawn, not the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> { modifier(_LayoutModifier(.offset(x: x, y: y))) }

    /// Moves what is drawn by `offset`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _LayoutModifier> { self.offset(x: offset.width, y: offset.height) }

    /// Extends the view into safe-area `regions` on `edges`, where its frame reaches them
    /// (iOS 14+; keyboard-platform.md §3.6).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.ignoresSafeArea(regions, edges.layoutEdges)))
    }

    /// The iOS 13 spelling of ``ignoresSafeArea(_:edges:)`` with every region: from iOS 14,
    /// when SwiftUI gained its keyboard region, it ignores that region too on the edges given
    /// (Apple's page: deprecated, "Use ignoresSafeArea(_:edges:) instead", whose regions
    /// default to `.all`; lucaszischka/BottomSheet#97 and PR #130: a sheet using
    /// `.edgesIgnoringSafeArea(.bottom)` ignored the keyboard safe area on iOS 15 and 16,
    /// fixed by `.ignoresSafeArea(.container, edges: .bottom)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.ignoresSafeArea(.all, edges.layoutEdges)))
    }

    /// Places `content` on `edge` and lays this view out in what remains (iOS 15+).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(edge: edge, spacing: spacing ?? 0, inset: content()))
    }

    /// Places `content` on a leading or trailing `edge` (iOS 15+). Not modelled: the view keeps
    /// its full width and the inset view is not drawn (side insets do not meet the keyboard;
    /// listed in NoModelledEffect.md).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }

    /// Gives the view its ideal size whatever it is offered: a flexible view (a scroll view,
    /// a colour, a spacer) stops filling its stack. Widths follow the container in the model
    /// (text widths are not modelled), so only the vertical dimension changes the layout;
    /// the ideal heights are ``Assumption/fixedSizeIdealHeights``.
    public func fixedSize() -> ModifiedContent<Self, _LayoutModifier> { fixedSize(horizontal: true, vertical: true) }
    /// Gives the view its ideal size in the dimensions asked for; see ``fixedSize()``.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }
    /// Sets the order in which a `VStack` gives its flexible children (scroll views, spacers,
    /// colours, views with an infinite maximum height) the room beyond their minimums: the
    /// highest priority takes it all, equal priorities share it. An `HStack` shares its width
    /// equally whatever the priorities (text widths are not modelled).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutModifier> { modifier(_LayoutModifier(.layoutPriority(value))) }

    /// Gives the view an explicit identity: a new `id` is a new view (its state starts again),
    /// and ``ScrollViewProxy/scrollTo(_:anchor:)`` finds it.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IDModifier> { modifier(_IDModifier(id: AnyHashable(id))) }

    /// Names the view; Clearance's reports and `World.view(named:)` use the name.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _LayoutModifier> { modifier(_LayoutModifier(.name(identifier))) }

    /// How scrolling dismisses the keyboard in the scroll views in this view (iOS 16+): an
    /// environment value, so it reaches scroll views inside a container it is applied to.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.scrollDismissesKeyboardMode = mode })
    }
}

/// `safeAreaInset(edge:)`: the inset view on an edge, the content in what remains.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let edge: VerticalEdge
    let spacing: CGFloat
    let inset: Inset
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let insetNode = context.descendant("inset").renderOne(inset)
        return context.render(content).map { $0.adding(.safeAreaInset(bottom: edge == .bottom, spacing: spacing, inset: insetNode)) }
    }
}

/// `id(_:)`: a new identity for the content, and a place `ScrollViewProxy` finds.
public struct _IDModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: AnyHashable
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        // (An `Int` id, as `ForEach` indices give, is written without the interpolation's
        // generic printing: the same text, `String(describing:)` of the number.)
        let inner = context.descendant(id.base is Int ? "#" + String(id.base as! Int) : "#\(id)")
        let nodes = inner.render(content)
        let tag = context.graph.nodeKey(for: inner.path + "@id")
        context.graph.register(id: id, tag: tag)
        return nodes.enumerated().map { index, node in index == 0 ? node.adding(.tag(tag)) : node }
    }
}

// MARK: - Cosmetics (accepted, not laid out)

extension View {
    /// Accepted: the navigation bar is the scenario's chrome.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the navigation bar is the scenario's chrome.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the tab bar is the scenario's chrome.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: text metrics are not modelled.
    public func font(_ font: Font?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: colours are not modelled.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// A view layered behind this one (SwiftUI's `background(_:alignment:)`,
    /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:): "Layers the
    /// given view behind this view"): drawing only — it is not laid out and takes no room — but a
    /// `GeometryReader` in it reads the frame of this view once the pass placed it, so that the
    /// preferences it sets (a height, a frame) reach the observers above (``_BackgroundModifier``).
    public func background<V: View>(_ background: V) -> ModifiedContent<Self, _BackgroundModifier<V>> { modifier(_BackgroundModifier(background: background)) }
    /// A view layered behind this one, aligned (SwiftUI's `nonisolated func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View`,
    /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)): as ``background(_:)``
    /// (here the alignment has no default, so that `background(Color.red)` keeps its one reading).
    public func background<V: View>(_ background: V, alignment: Alignment) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: background))
    }
    /// Accepted: drawing is not modelled.
    public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: drawing is not modelled.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the field's size does not depend on its style in the model.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: typing is not modelled.
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: typing is not modelled.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: the return key's title changes no height.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Runs `action` when the return key is pressed (`World.pressReturnKey()`) in a
    /// `TextField` or `SecureField` in this view, then the field ends editing unless an action
    /// moved the focus to another field (``Assumption/swiftUIReturnEndsEditing``). Every
    /// action in force on a field runs, the innermost first. `.search` has no search field in
    /// the model: such an action never runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(modifiers: triggers.contains(.text) ? [.submitAction(action)] : []))
    }
    /// Keeps the submit actions set above this view from hearing its fields (`isBlocking`
    /// `false` lets them through).
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(modifiers: isBlocking ? [.submitScope] : []))
    }
    /// How the view comes in when an animated change inserts it (``AnyTransition``).
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _LayoutModifier> { modifier(_LayoutModifier(.transition(t.insertion))) }
}

/// A font (SwiftUI's `Font`): accepted, not measured.
public struct Font: Hashable, Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    /// SwiftUI's `static let title2: Font`, iOS 14
    /// (https://developer.apple.com/documentation/swiftui/font/title2).
    public static let title2 = Font(name: "title2")
    /// SwiftUI's `static let title3: Font`, iOS 14
    /// (https://developer.apple.com/documentation/swiftui/font/title3).
    public static let title3 = Font(name: "title3")
    /// SwiftUI's `static let caption2: Font`, iOS 14
    /// (https://developer.apple.com/documentation/swiftui/font/caption2).
    public static let caption2 = Font(name: "caption2")
    /// A system font of `size` points.
    public static func system(size: CGFloat) -> Font { Font(name: "system \(size)") }

    /// The font with `weight` (SwiftUI's `func weight(_ weight: Font.Weight) -> Font`,
    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)): text metrics are
    /// not modelled, so the same size to the model.
    public func weight(_ weight: Font.Weight) -> Font { Font(name: "\(name) \(weight.name)") }

    /// A font weight (SwiftUI's `@frozen struct Font.Weight`,
    /// https://developer.apple.com/documentation/swiftui/font/weight): accepted, not measured.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// SwiftUI's `static let ultraLight: Font.Weight`.
        public static let ultraLight = Weight(name: "ultraLight")
        /// SwiftUI's `static let thin: Font.Weight`.
        public static let thin = Weight(name: "thin")
        /// SwiftUI's `static let light: Font.Weight`.
        public static let light = Weight(name: "light")
        /// SwiftUI's `static let regular: Font.Weight`.
        public static let regular = Weight(name: "regular")
        /// SwiftUI's `static let medium: Font.Weight`.
        public static let medium = Weight(name: "medium")
        /// SwiftUI's `static let semibold: Font.Weight`.
        public static let semibold = Weight(name: "semibold")
        /// SwiftUI's `static let bold: Font.Weight`.
        public static let bold = Weight(name: "bold")
        /// SwiftUI's `static let heavy: Font.Weight`.
        public static let heavy = Weight(name: "heavy")
        /// SwiftUI's `static let black: Font.Weight`.
        public static let black = Weight(name: "black")
    }
}

extension View {
    /// Sets the weight of the text in this view (SwiftUI's
    /// `nonisolated func fontWeight(_ weight: Font.Weight?) -> some View`, iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)). Accepted: text
    /// metrics are not modelled (a text is one line high whatever its weight).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}

extension Text {
    /// The text with `weight` (SwiftUI's `nonisolated func fontWeight(_ weight: Font.Weight?) -> Text`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/text/fontweight(_:)): the same
    /// text to the model, so that `Text` concatenation and `Text`-typed properties compile.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
}

/// The return key's title (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let join = SubmitLabel(name: "join")
    public static let next = SubmitLabel(name: "next")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let send = SubmitLabel(name: "send")
    public static let `return` = SubmitLabel(name: "return")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A text field's look (SwiftUI's `TextFieldStyle`): accepted, not drawn.
public protocol TextFieldStyle {}

/// The rounded-border look.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    public init() {}
}

/// The plain look.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// `.textFieldStyle(.roundedBorder)`.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// `.textFieldStyle(.plain)`.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

// MARK: - Text input and toolbars (accepted, not laid out)

extension View {
    /// The keyboard kind: every kind has the same height in the model.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: typing is not modelled.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Toolbar items: those placed `.keyboard` (iOS 15) show in a bar above the keyboard,
    /// part of its frame (``Assumption/swiftUIKeyboardToolbarIsAccessory``); the others sit in
    /// the scenario's bars and are not laid out.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier> {
        modifier(_ToolbarModifier(placesOnKeyboard: _ToolbarModifier.placesOnKeyboard(content())))
    }
}

/// How typed text is capitalised (SwiftUI's `TextInputAutocapitalization`): accepted.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The item for the primary action (SwiftUI's `static let primaryAction: ToolbarItemPlacement`,
    /// iOS 14, https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction):
    /// in the navigation bar on iOS, which is the scenario's chrome (not laid out).
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
}

/// The content of a toolbar (SwiftUI's `@MainActor @preconcurrency protocol ToolbarContent`,
/// iOS 14, https://developer.apple.com/documentation/swiftui/toolbarcontent). Here toolbar items
/// are views (so `toolbar(content:)` takes both), and a toolbar content is a view that
/// `toolbar` looks through for `.keyboard` items.
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Builds toolbar content (SwiftUI's `@resultBuilder struct ToolbarContentBuilder`, iOS 14,
/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder): the view builder,
/// whose results are toolbar content here.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension _ConditionalContent: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: View {}
extension EmptyView: ToolbarContent {}
extension AnyView: ToolbarContent {}
extension Group: ToolbarContent {}

/// Something placed in a toolbar, which may be the keyboard's.
protocol _ToolbarPlaced {
    var placement: ToolbarItemPlacement { get }
}

/// `.toolbar`: marks the content when any item goes on the keyboard.
public struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let placesOnKeyboard: Bool
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let nodes = context.render(content)
        return placesOnKeyboard ? nodes.map { $0.adding(.keyboardToolbar) } : nodes
    }

    /// Whether `content` (items, groups of them, `if`s) holds an item placed on the keyboard.
    static func placesOnKeyboard(_ content: Any) -> Bool {
        if let item = content as? _ToolbarPlaced { return item.placement == .keyboard }
        return Mirror(reflecting: content).children.contains { placesOnKeyboard($0.value) }
    }
}

/// Toolbar items (SwiftUI's `ToolbarItemGroup`): inside `toolbar`; not laid out (a
/// `.keyboard` group's bar is, above the keyboard).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView, _ToolbarPlaced {
    public typealias Body = Never
    let content: Content
    let placement: ToolbarItemPlacement
    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] { [] }
}

/// One toolbar item (SwiftUI's `ToolbarItem`): inside `toolbar`; not laid out (a `.keyboard`
/// item's bar is, above the keyboard).
public struct ToolbarItem<Content: View>: View, PrimitiveView, _ToolbarPlaced {
    public typealias Body = Never
    let content: Content
    let placement: ToolbarItemPlacement
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    func render(_ context: RenderContext) -> [SwiftUIView] { [] }
}

/// An image (SwiftUI's `Image`): a 20.5 pt line like text, or, once `resizable()`, a view
/// that fills what it is offered (as `Color` does).
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    let name: String
    var isResizable = false
    /// An image from the asset catalogue.
    public init(_ name: String) { self.name = name }
    /// An SF Symbol.
    public init(systemName: String) { name = systemName }
    /// An image that stretches to what it is offered.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(isResizable ? .color : .text(name, height: 20.5), key: context.nodeKey)]
    }
}

/// How an image fits (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable {
    case fit, fill
}

extension View {
    /// Accepted: an image's aspect ratio is not modelled.
    public func scaledToFill() -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: an image's aspect ratio is not modelled.
    public func scaledToFit() -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
    /// Accepted: an image's aspect ratio is not modelled.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _CosmeticModifier> { modifier(_CosmeticModifier()) }
}
