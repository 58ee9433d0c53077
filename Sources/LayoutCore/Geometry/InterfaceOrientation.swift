/// The interface orientation. Since iOS 8 screen and window coordinates follow it
/// (`UICoordinateSpace`, `UIScreen.coordinateSpace`, keyboard-platform.md §3.1): the screen's
/// x axis is the interface's horizontal, y grows down from the top of the interface.
public enum InterfaceOrientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait
    case landscape

    /// The other orientation.
    public var rotated: InterfaceOrientation { self == .portrait ? .landscape : .portrait }
}
