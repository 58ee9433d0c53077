import ClearanceUIKit

// Preferences carry values UP the view graph, as SwiftUI's do: "you use preferences to send
// configuration information from subviews toward their container … a single container needs to
// reconcile potentially conflicting preferences flowing up from its many subviews"
// (https://developer.apple.com/documentation/swiftui/preferences). A view sets a value with
// `preference(key:value:)`; an ancestor's `onPreferenceChange(_:perform:)` receives the values its
// subviews set, combined by the key's `reduce(value:nextValue:)`, once the layout pass placed the
// views — so a value a `GeometryReader` sets from its proxy (a frame, a height) arrives as it is
// after layout, and an action that writes `@State` lays the screen out again, as on iOS.

/// A named value produced by a view (SwiftUI's `protocol PreferenceKey`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/preferencekey): "A view with multiple
/// children automatically combines its values for a given preference into a single value visible
/// to its ancestors."
public protocol PreferenceKey {
    /// The type of value produced by this preference (SwiftUI's `associatedtype Value`).
    associatedtype Value
    /// The default value of the preference (`static var defaultValue: Self.Value { get }`):
    /// "Views that have no explicit value for the key produce this default value."
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values (`static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)`):
    /// "This method receives its values in view-tree order."
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    /// Sets a value for the given preference (SwiftUI's `nonisolated func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K : PreferenceKey`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/view/preference(key:value:)).
    /// The value replaces the ones this view's subviews set for the same key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Adds an action to perform when the specified preference key's value changes (SwiftUI's
    /// `nonisolated func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K : PreferenceKey, K.Value : Equatable`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)).
    ///
    /// The value is the key's reduction of what the views inside this one set, in tree order,
    /// taken after each layout pass; the action runs (after the pass, on the main actor) when it
    /// differs from the value it last saw — at first the key's `defaultValue`, the value of "views
    /// that have no explicit value for the key" (https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue),
    /// so a first value equal to the default runs nothing.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier<K>>
        where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

/// Where a view sits among the preference observers and writers above it: the chain of
/// `onPreferenceChange` and `preference(key:value:)` modifiers its render passed through,
/// outermost first (kept in the environment, so a `GeometryReader`'s content, made later in the
/// layout pass, keeps the chain of the place it was written).
struct PreferenceScope {
    enum Kind { case observer, writer }
    let kind: Kind
    let key: ObjectIdentifier
    /// The modifier's identity (its path and its place among the modifiers there).
    let id: String
}

/// A value a `preference(key:value:)` set in the last evaluation or layout pass.
struct PreferenceEntry {
    let key: ObjectIdentifier
    let value: Any
    /// The scopes above the writer (its own not included).
    let chain: [PreferenceScope]
}

/// An `onPreferenceChange` in the last evaluation: reduces the values it is given and runs its
/// action when the result changed.
struct PreferenceObserver {
    let key: ObjectIdentifier
    let id: String
    /// Reduces the values (in tree order) and compares with the last value seen at `id` (kept by
    /// the graph); returns the action to run, or `nil` when nothing changed.
    let deliver: (_ values: [Any], _ last: inout Any?) -> (() -> Void)?
}

extension EnvironmentValues {
    private enum PreferenceScopesKey: EnvironmentKey {
        static var defaultValue: [PreferenceScope] { [] }
    }

    /// The preference observers and writers above the current view, outermost first.
    var preferenceScopes: [PreferenceScope] {
        get { self[PreferenceScopesKey.self] }
        set { self[PreferenceScopesKey.self] = newValue }
    }
}

/// `preference(key:value:)`: records the value for the observers above.
public struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: K.Value
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let id = context.graph.modifierKey(at: context.path)
        let key = ObjectIdentifier(K.self)
        context.graph.registerPreference(PreferenceEntry(key: key, value: value, chain: context.environment.preferenceScopes))
        var inner = context
        inner.environment.preferenceScopes.append(PreferenceScope(kind: .writer, key: key, id: id))
        return inner.render(content)
    }
}

/// `onPreferenceChange(_:perform:)`: an observer of the values set inside its content.
public struct _PreferenceActionModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    public typealias Body = Never
    let action: (K.Value) -> Void
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let id = context.graph.modifierKey(at: context.path)
        let key = ObjectIdentifier(K.self)
        let action = self.action
        context.graph.registerPreferenceObserver(PreferenceObserver(key: key, id: id) { values, last in
            var reduced = K.defaultValue
            for (index, value) in values.enumerated() {
                guard let value = value as? K.Value else { continue }
                if index == 0 { reduced = value } else { K.reduce(value: &reduced, nextValue: { value }) }
            }
            let previous = last as? K.Value ?? K.defaultValue
            last = reduced
            guard reduced != previous else { return nil }
            return { [reduced] in action(reduced) }
        })
        var inner = context
        inner.environment.preferenceScopes.append(PreferenceScope(kind: .observer, key: key, id: id))
        return inner.render(content)
    }
}

extension ViewGraph {
    /// The values `observer` sees among `entries`: those set inside it for its key, less those a
    /// writer of the same key between them replaces (that writer's own value stands for its
    /// subviews'), in the order they were set (tree order).
    static func values(for observer: PreferenceObserver, in entries: [PreferenceEntry]) -> [Any] {
        entries.compactMap { entry -> Any? in
            guard entry.key == observer.key,
                  let index = entry.chain.firstIndex(where: { $0.kind == .observer && $0.id == observer.id }) else { return nil }
            let between = entry.chain[(index + 1)...]
            if between.contains(where: { $0.kind == .writer && $0.key == observer.key }) { return nil }
            return entry.value
        }
    }
}

// MARK: - Backgrounds and overlays

/// The geometry readers of a background (or overlay) of the view tagged `tag`: each is run with
/// that view's frame, grown by `outset` (the padding applied inside the background), after the
/// layout pass that placed it.
struct BackgroundReader {
    let tag: String
    let outset: UIEdgeInsets
    let readers: [(CGSize, UIEdgeInsets, CGRect) -> SwiftUIView]
}

/// `background(_:)`, `overlay(_:)` and their `alignment:`/`content:` forms. A background "is
/// drawn behind" the view and the view "keeps its own size": in the model it is drawing, so it
/// is not laid out and its views are not generated. What it computes still happens: its views
/// are evaluated (the preferences they set reach the observers above), and a `GeometryReader`
/// that is the background (the usual way to read a view's size,
/// `.background(GeometryReader { proxy in Color.clear.preference(…) })`) is read after each
/// layout pass with the frame of the view it is behind (with the padding applied inside the
/// background; a `frame` inside it is not added), its safe-area insets, and that frame in the
/// window as `.global`. A reader nested deeper in the background (inside a stack) is not read.
public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let background: Background
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let id = context.graph.modifierKey(at: context.path)
        let nodes = context.render(content)
        var behind = context
        behind.path = id + "bg"
        let readers = behind.render(background).compactMap { node -> ((CGSize, UIEdgeInsets, CGRect) -> SwiftUIView)? in
            if case let .geometry(make) = node.content { return make }
            return nil
        }
        guard !readers.isEmpty else { return nodes }
        return nodes.enumerated().map { index, node in
            let tag = context.graph.nodeKey(for: "\(id)bg#\(index)")
            var outset = UIEdgeInsets.zero
            for case let .padding(e) in node.modifiers {
                outset.top += e.top
                outset.left += e.left
                outset.bottom += e.bottom
                outset.right += e.right
            }
            context.graph.registerBackgroundReader(BackgroundReader(tag: tag, outset: outset, readers: readers))
            return node.adding(.tag(tag))
        }
    }
}
