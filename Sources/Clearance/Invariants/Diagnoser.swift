import Foundation

/// Matches a violation's numbers against known causes (the design's §9): an amount that
/// equals the bottom safe area, the keyboard's covered height, the keyboard frame's full
/// height, the window's offset from the screen, or the tab bar's height.
struct Diagnoser {
    /// The root view's bottom safe area (home indicator, bars).
    let safeBottom: CGFloat
    /// The window's own bottom safe area (home indicator only).
    let windowSafeBottom: CGFloat
    /// The height the keyboard covers in the window.
    let coveredHeight: CGFloat
    /// The keyboard's frame (screen space) and mode.
    let keyboardFrame: CGRect?
    let keyboardMode: KeyboardMode
    let windowFrame: CGRect
    let screenSize: CGSize
    let hasTabBar: Bool
    let rotatedWhileShown: Bool
    /// Whether the strategy follows undocked keyboards (their frames are then legitimate).
    let followsUndocked: Bool

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { b > 0.5 && abs(a - b) <= 1 }

    /// The diagnosis for an amount that is `excess` beyond what was allowed, where the
    /// offending value itself was `value`.
    func diagnose(invariant: InvariantID, excess: CGFloat, value: CGFloat?) -> Diagnosis? {
        let amounts = [abs(excess)] + (value.map { [abs($0)] } ?? [])
        if invariant == .hideRestores && rotatedWhileShown { return .notRestoredAfterRotation }
        // The keyboard's frame is not what it covers (a hardware bar, a floating keyboard, a
        // window that does not reach the bottom): amounts equal to the frame's height, or to
        // the distance from its top to the screen's bottom, point to using the frame.
        if let frame = keyboardFrame, !(followsUndocked && keyboardMode.isUndocked), abs(frame.height - coveredHeight) > 0.5 {
            let candidates = [frame.height, frame.height - safeBottom, screenSize.height - frame.minY,
                              screenSize.height - frame.minY - safeBottom]
            if amounts.contains(where: { a in candidates.contains { near(a, $0) } }) { return .keyboardFrameHeightUsed }
        }
        // The window is not where the screen is: amounts equal to its offset point to a
        // conversion from the wrong space.
        let windowOffsets = [windowFrame.minY, screenSize.height - windowFrame.maxY, windowFrame.minY + (screenSize.height - windowFrame.maxY), windowFrame.minX]
            .filter { $0 > 0.5 }
        if !windowOffsets.isEmpty, amounts.contains(where: { a in windowOffsets.contains { near(a, $0) } }) { return .coordinatesMixed }
        if hasTabBar, amounts.contains(where: { near($0, Chrome.tabBarHeight) || near($0, Chrome.tabBarHeight + windowSafeBottom) }) {
            return .tabBarIgnored
        }
        if near(abs(excess), safeBottom) || near(abs(excess), windowSafeBottom) { return .safeAreaCountedTwice }
        if coveredHeight > 0.5, near(abs(excess), coveredHeight) || near(abs(excess), coveredHeight - safeBottom) || near(abs(excess), coveredHeight - windowSafeBottom) {
            return .shiftedTwice
        }
        return nil
    }
}
