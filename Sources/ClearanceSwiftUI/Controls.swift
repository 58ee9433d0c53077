import ClearanceUIKit

/// A line of text (SwiftUI's `Text`), 20.5 pt tall (one line of the body font; registered as
/// `ModelNumber.swiftUIControlHeights`, as for `UILabel`).
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let string: String
    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content` as is.
    public init(verbatim content: String) { string = content }
    /// Text showing the string `key` looks up (`Text("Hello")`); the model has no string
    /// tables, so it shows the key itself, as an app without a translation for it does.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.text(string, height: 20.5), key: context.nodeKey)]
    }
}

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal
/// passed to `Text`, `TextField`, `SecureField` or `Button` becomes. The model has no string
/// tables: the string shown is the key, interpolations included.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    let key: String
    /// The key `value`.
    public init(_ value: String) { key = value }
    /// The key written as a literal.
    public init(stringLiteral value: String) { key = value }
}

/// A one-line text input (SwiftUI's `TextField`), 34 pt tall like a rounded-border
/// `UITextField` (`ModelNumber.swiftUIControlHeights`); with `axis: .vertical` a growing
/// multi-line field (modelled as a `UITextView` of the same height).
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let secure: Bool
    let multiline: Bool
    func render(_ context: RenderContext) -> [SwiftUIView] {
        let content: SwiftUIView.Content = multiline ? .textEditor(title: title, height: 34) : .textField(title: title, secure: secure, height: 34)
        return [SwiftUIView(content, key: context.nodeKey)]
    }
}

extension TextField where Label == Text {
    /// A field titled by the string `titleKey` looks up, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text, secure: false, multiline: false)
    }
    /// A field titled by `titleKey`, with a prompt (iOS 15+).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.key, text: text, secure: false, multiline: false)
    }
    /// A field titled by `titleKey` that grows along `axis` (iOS 16+).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.key, text: text, secure: false, multiline: axis == .vertical)
    }
    /// A field titled `title` editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, secure: false, multiline: false)
    }
    /// A field with a prompt (iOS 15+).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), text: text, secure: false, multiline: false)
    }
    /// A field that grows along `axis` (iOS 16+).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, secure: false, multiline: axis == .vertical)
    }
    /// A field with the pre-iOS 15 editing callbacks (not called: typing is not modelled).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title: String(title), text: text, secure: false, multiline: false)
    }
}

/// A field whose text is hidden (SwiftUI's `SecureField`), the same size as a `TextField`.
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.textField(title: title, secure: true, height: 34), key: context.nodeKey)]
    }
}

extension SecureField where Label == Text {
    /// A secure field titled by the string `titleKey` looks up, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.key, text: text)
    }
    /// A secure field titled by `titleKey`, with a prompt (iOS 15+).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.key, text: text)
    }
    /// A secure field titled `title` editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
    /// A secure field with a prompt (iOS 15+).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }
}

/// Multi-line text input (SwiftUI's `TextEditor`, a `UITextView`): 120 pt tall unless
/// framed (the model's `UITextView` default, `ModelNumber.swiftUIControlHeights`).
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        [SwiftUIView(.textEditor(title: "TextEditor", height: 120), key: context.nodeKey)]
    }
}

/// A button (SwiftUI's `Button`), 34 pt tall unless its label is taller; a tap on it
/// (``World/tap(at:)``) runs its action.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let action: () -> Void
    /// A button showing what `label` builds.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        title = "Button"
        self.action = action
    }
    /// A button with a role, showing what `label` builds.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
    func render(_ context: RenderContext) -> [SwiftUIView] {
        var action = self.action
        // In an alert every button also dismisses it.
        if let dismiss = context.environment.alertDismiss {
            let own = action
            action = { own(); dismiss() }
        }
        return [SwiftUIView(.button(title: title, height: 34, action: context.environment.isEnabled ? action : nil), key: context.nodeKey)]
    }
}

extension Button where Label == Text {
    /// A button titled by the string `titleKey` looks up.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.key, action: action)
    }
    /// A button titled by `titleKey`, with a role (drawing only).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.key, action: action)
    }
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.action = action
    }
    /// A button titled `title` with a role (`.cancel`, `.destructive`: drawing only).
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
    }
}

/// What a button does (SwiftUI's `ButtonRole`): it changes how it is drawn, not where.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A colour (SwiftUI's `Color`): as a view it fills what it is offered.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let name: String
    /// A colour by name (from the asset catalogue on iOS).
    public init(_ name: String) { self.name = name }
    // `init(_:white:opacity:)` and `init(_:red:green:blue:opacity:)`, with their colour space: Styles.swift.
    /// A UIKit colour (SwiftUI's `init(_:)` taking a `UIColor`, iOS 13).
    public init(_ color: UIColor) { name = color.description }
    /// A UIKit colour (SwiftUI's `init(uiColor:)`, iOS 15).
    public init(uiColor: UIColor) { self.init(uiColor) }
    public static let clear = Color("clear")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let pink = Color("pink")
    public static let purple = Color("purple")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
    func render(_ context: RenderContext) -> [SwiftUIView] { [SwiftUIView(.color, key: context.nodeKey)] }
}

/// A rectangle's edges (SwiftUI's `Edge`).
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let vertical: Set = [.top, .bottom]
        public static let horizontal: Set = [.leading, .trailing]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        var layoutEdges: EdgeSet {
            var edges: EdgeSet = []
            if contains(.top) { edges.insert(.top) }
            if contains(.leading) { edges.insert(.leading) }
            if contains(.bottom) { edges.insert(.bottom) }
            if contains(.trailing) { edges.insert(.trailing) }
            return edges
        }
    }
}

/// A vertical edge (SwiftUI's `VerticalEdge`), for `safeAreaInset(edge:)`.
public enum VerticalEdge: Sendable {
    case top, bottom
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`), for `safeAreaInset(edge:)`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// Insets on the four edges (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    /// Insets by edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
    var uiEdgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
