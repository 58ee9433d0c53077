/// The built-in strategies, in a stable order (ids are part of the interface).
public enum StrategyCatalog {
    /// Every built-in strategy.
    public static let all: [any AvoidanceStrategy] = [
        GuidePinnedStack(),
        ScrollViewPinnedToGuide(),
        InsetOnChangeFrame(),
        NaiveInsetOnShow(),
        AdjustScrollForKeyboard(),
        ConstraintConstant(),
        SwiftUIKeyboardSafeArea(),
        SwiftUIIgnoresKeyboard(),
        SwiftUIOffsetByHeight(),
        GuidePlusInsetHandler(),
        TableViewControllerStrategy(),
        RootViewShift(),
        AvoidingScrollView(),
        KeyboardGuideCareful(),
        SwiftUIScrollToFocused(),
        ChatScrollsToNewest(),
        ChatKeepsOffset(),
    ]

    /// The strategy with `id`.
    public static func strategy(id: String) -> (any AvoidanceStrategy)? {
        all.first { $0.id == id }
    }

    /// Every id, in order.
    public static var ids: [String] { all.map(\.id) }
}
