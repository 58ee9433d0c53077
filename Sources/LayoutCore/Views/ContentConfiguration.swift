import Foundation

/// The state a configuration is updated for (UIKit's `@MainActor protocol UIConfigurationState`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uiconfigurationstate): the traits
/// (custom state keys are not modelled).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state for `traitCollection` (UIKit's `init(traitCollection:)`).
    init(traitCollection: UITraitCollection)
    /// The traits the configuration is updated for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations (UIKit's `struct UICellConfigurationState`, iOS 14,
/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate). The model has no
/// selection, highlighting, editing or swiping: a cell's state holds its traits and every
/// flag `false` (NoModelledEffect.md).
public struct UICellConfigurationState: UIConfigurationState {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected (never, in the model).
    public var isSelected = false
    /// Whether the cell is highlighted (never, in the model).
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is focused (focus-engine focus, not the first responder).
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped to show its actions.
    public var isSwiped = false
    /// Whether the cell is expanded (an outline's).
    public var isExpanded = false

    /// A state with `traitCollection` and every flag `false`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// What makes and configures a cell's content view (UIKit's `protocol UIContentConfiguration`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5).
public protocol UIContentConfiguration {
    /// A new content view showing this configuration (`@MainActor func makeContentView() -> any UIView & UIContentView`,
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()).
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration with its defaults for `state` (`@MainActor func updated(for state: any UIConfigurationState) -> Self`).
    @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration (UIKit's `@MainActor protocol UIContentView : NSObjectProtocol`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uicontentview-5fh3z): setting its
/// `configuration` shows the new one.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (UIKit's optional requirement, iOS 16; `true`
    /// unless the view says otherwise).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Every configuration is supported unless the view says otherwise.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

extension UIView {
    /// The content view a cell shows for `configuration`, its content view being `current`.
    ///
    /// "Setting a content configuration replaces the existing contentView of the cell with a
    /// new content view instance from the configuration, or directly applies the configuration
    /// to the existing content view if the configuration is compatible with the existing
    /// content view type. … After you set a content configuration to this property, setting
    /// this property back to nil replaces the current content view with a new, empty content
    /// view" (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k).
    /// Compatible: the same configuration type, which the view `supports(_:)`. The
    /// configuration is applied updated for `state` (UIKit's `automaticallyUpdatesContentConfiguration`,
    /// `true` by default). A replaced content view leaves the cell with its subviews and
    /// their constraints.
    func contentView(for configuration: (any UIContentConfiguration)?, replacing current: UIView,
                     hadConfiguration: Bool, state: UICellConfigurationState) -> UIView {
        let next: UIView
        if let configuration {
            let updated = configuration.updated(for: state)
            if let existing = current as? any UIView & UIContentView,
               type(of: existing.configuration) == type(of: updated), existing.supports(updated) {
                existing.configuration = updated
                return current
            }
            next = updated.makeContentView()
        } else {
            guard hadConfiguration else { return current }
            next = UIView()
        }
        let world = self.world
        current.removeFromSuperview()
        world?.layoutEngine.forgetConstraints(within: current)
        next.translatesAutoresizingMaskIntoConstraints = true
        next.frame = bounds
        addSubview(next)
        return next
    }
}
