import ClearanceUIKit

/// A cell's content as SwiftUI (SwiftUI's `struct UIHostingConfiguration<Content, Background> where Content : View, Background : View`,
/// iOS 16, https://developer.apple.com/documentation/swiftui/uihostingconfiguration): set as a
/// `UITableViewCell`'s or `UICollectionViewCell`'s `contentConfiguration`.
///
/// Its content view lays the SwiftUI content out with a hosting controller's machinery (a
/// field in it is a text input like any SwiftUI field: it takes focus and the keyboard, and
/// the checks see it), inset by the margins, in the whole cell with no safe area
/// (``Assumption/hostingConfigurationIgnoresSafeArea``). A self-sizing row or item is the
/// content's ideal height plus the top and bottom margins, at least the minimum height. The
/// defaults Apple calls "the system default values" are assumptions:
/// ``Assumption/hostingConfigurationDefaultMargins`` (8 pt) and
/// ``Assumption/hostingConfigurationDefaultMinHeight`` (a 44 pt table row). The background is
/// drawn behind the content and changes no geometry; swipe actions and separator alignment
/// are not modelled.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins set by `margins(_:_:)`, by edge (`nil`: the default).
    var margins = HostingConfigurationMargins()
    /// The minimum size set by `minSize(width:height:)` (`nil`: the default).
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    init(content: Content, background: Background, margins: HostingConfigurationMargins, minWidth: CGFloat?, minHeight: CGFloat?) {
        self.content = content
        self.background = background
        self.margins = margins
        self.minWidth = minWidth
        self.minHeight = minHeight
    }

    /// The content view: a view that hosts the SwiftUI content (UIKit's
    /// `@MainActor func makeContentView() -> any UIView & UIContentView`).
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIHostingContentView(self)
    }

    /// The configuration as it is: its content reads the cell's state itself (UIKit's
    /// `@MainActor func updated(for state: any UIConfigurationState) -> Self`).
    @MainActor public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }

    /// The configuration with `insets` on `edges` (SwiftUI's `func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background>`,
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)):
    /// "Any edges not specified will use the system default values".
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }

    /// The configuration with `length` on `edges` (SwiftUI's `func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background>`,
    /// the same page's other overload: Apple's example is `.margins(.horizontal, 20.0)`).
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with a minimum size (SwiftUI's `func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background>`,
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/minsize(width:height:)):
    /// "A value of nil indicates that the system default should be used"; `.minSize(width: 0, height: 0)`
    /// lets the cell shrink to its content. The width changes nothing (a row is as wide as its table).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        copy.minWidth = width
        copy.minHeight = height
        return copy
    }

    /// The configuration with `content` behind the cell's content (SwiftUI's
    /// `func background<B>(@ContentBuilder content: () -> B) -> UIHostingConfiguration<Content, B> where B : View`,
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(content:)).
    public func background<B: View>(@ContentBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins, minWidth: minWidth, minHeight: minHeight)
    }

    /// The configuration with `style` behind the cell's content (SwiftUI's
    /// `func background<S>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> where S : ShapeStyle`,
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(_:)).
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
            content: content, background: _UIHostingConfigurationBackgroundView(style: style), margins: margins, minWidth: minWidth, minHeight: minHeight)
    }
}

extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration showing `content` (SwiftUI's `init(@ContentBuilder content: () -> Content)`,
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)).
    public init(@ContentBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView(), margins: HostingConfigurationMargins(), minWidth: nil, minHeight: nil)
    }
}

/// The view a hosting configuration's `background(_:)` draws (SwiftUI's
/// `struct _UIHostingConfigurationBackgroundView<S> where S : ShapeStyle`): the style filling
/// the cell; drawing is not modelled.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    /// Nothing with a size: the background changes no geometry.
    public var body: some View { EmptyView() }
}

/// A hosting configuration's margins by edge; `nil` is the default.
struct HostingConfigurationMargins: Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// The margins with `fallback` on every edge left to the default.
    func resolved(_ fallback: CGFloat) -> EdgeInsets {
        EdgeInsets(top: top ?? fallback, leading: leading ?? fallback, bottom: bottom ?? fallback, trailing: trailing ?? fallback)
    }
}

/// What the content view's hosting controller shows: the content inset by the margins, at
/// least the minimum height, over the background.
struct HostingConfigurationRoot<Content: View, Background: View>: View {
    let content: Content
    let background: Background
    let margins: EdgeInsets
    let minHeight: CGFloat?

    var body: some View {
        content
            .padding(margins)
            .frame(minHeight: minHeight)
            .background(background)
    }
}

/// The content view a hosting configuration makes: a hosting controller's view filling it,
/// showing the configuration laid out as ``HostingConfigurationRoot``. The defaults are
/// resolved in each layout pass, where the world (and its assumptions) and the cell are known.
final class UIHostingContentView<Content: View, Background: View>: UIView, UIContentView {
    private let host: UIHostingController<HostingConfigurationRoot<Content, Background>>
    private var current: UIHostingConfiguration<Content, Background>

    /// The configuration shown; a hosting configuration of the same type replaces it.
    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? UIHostingConfiguration<Content, Background> else { return }
            current = configuration
            host.rootView = root(in: world)
        }
    }

    /// Only hosting configurations of this view's content and background types.
    func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIHostingConfiguration<Content, Background>
    }

    init(_ configuration: UIHostingConfiguration<Content, Background>) {
        current = configuration
        host = UIHostingController(rootView: HostingConfigurationRoot(content: configuration.content, background: configuration.background,
                                                                      margins: configuration.margins.resolved(0), minHeight: configuration.minHeight))
        // The cell resizes when the content's ideal height changes (iOS 16's self-sizing
        // invalidation, on by default: https://developer.apple.com/documentation/uikit/uitableview/selfsizinginvalidation-swift.enum/disabled
        // describes what turning it off stops).
        host.sizingOptions = .intrinsicContentSize
        host.hostsCellContent = true
        super.init(frame: .zero)
        let hosted = host.view!
        hosted.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hosted)
        NSLayoutConstraint.activate([
            hosted.topAnchor.constraint(equalTo: topAnchor),
            hosted.leadingAnchor.constraint(equalTo: leadingAnchor),
            hosted.trailingAnchor.constraint(equalTo: trailingAnchor),
            hosted.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    required init?(coder: NSCoder) { return nil }

    /// The root for the current configuration, its defaults resolved in `world` for the cell
    /// this view is in.
    private func root(in world: World?) -> HostingConfigurationRoot<Content, Background> {
        let margins = current.margins.resolved(world?.assume(.hostingConfigurationDefaultMargins) ?? true ? 8 : 0)
        var minHeight = current.minHeight
        if minHeight == nil, superview is UITableViewCell, world?.assume(.hostingConfigurationDefaultMinHeight) ?? true { minHeight = UITableView.standardRowHeight }
        return HostingConfigurationRoot(content: current.content, background: current.background, margins: margins, minHeight: minHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let wanted = root(in: world), shown = host.rootView
        if wanted.margins != shown.margins || wanted.minHeight != shown.minHeight { host.rootView = wanted }
    }
}
