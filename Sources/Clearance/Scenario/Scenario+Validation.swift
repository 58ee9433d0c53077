import Foundation

/// The ranges a scenario's numbers must lie in. A saved or hand-edited scenario outside them
/// is refused when it is read, with the field named, instead of producing a verdict about a
/// situation that cannot exist (or trapping on `inf`).
public enum ScenarioLimits {
    /// A form holds 1 to 200 items.
    public static let items: ClosedRange<Int> = 1...200
    /// An item's height, points.
    public static let itemHeight: ClosedRange<Double> = 1...10_000
    /// A form's spacing and margin, points.
    public static let spacing: ClosedRange<Double> = 0...1_000
    /// A scroll view's own content inset and an input accessory's height, points.
    public static let inset: ClosedRange<Double> = 0...10_000
    /// A third-party keyboard's height and an undocked keyboard's lift, points.
    public static let keyboardLength: ClosedRange<Double> = 1...2_000
    /// Fractions of the screen (floating keyboard, Stage Manager window, drags, dismissals).
    public static let fraction: ClosedRange<Double> = 0...1
    /// A user's scroll, points.
    public static let scroll: ClosedRange<Double> = -100_000...100_000
    /// The time before an event, milliseconds (a day).
    public static let gap: ClosedRange<Int> = 0...86_400_000
    /// A focus event's field number.
    public static let focus: ClosedRange<Int> = 0...10_000
    /// A custom device's point size.
    public static let screenLength: ClosedRange<Double> = 100...5_000
    /// A custom device's scale.
    public static let scale: ClosedRange<Double> = 1...4
    /// A custom device's safe-area insets and keyboard measurements, points.
    public static let deviceLength: ClosedRange<Double> = 0...2_000
    /// A presented sheet's custom detent, points.
    public static let detentHeight: ClosedRange<Double> = 1...5_000
}

/// A number out of its range: the field (a dotted path inside the scenario) and why.
public struct ScenarioProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    public var message: String
    public var description: String { "\(field): \(message)" }
}

extension Scenario {
    /// The first field whose value is outside ``ScenarioLimits``, or `nil`.
    public var problem: ScenarioProblem? {
        func check(_ value: Double, _ range: ClosedRange<Double>, _ field: String, _ what: String) -> ScenarioProblem? {
            guard value.isFinite else { return ScenarioProblem(field: field, message: "\(what) must be a finite number, not \(value)") }
            guard range.contains(value) else {
                return ScenarioProblem(field: field, message: "\(what) \(value) is outside \(fmt(CGFloat(range.lowerBound)))…\(fmt(CGFloat(range.upperBound)))")
            }
            return nil
        }
        if !ScenarioLimits.items.contains(form.items.count) {
            return ScenarioProblem(field: "form.items", message: "a form holds \(ScenarioLimits.items.lowerBound) to \(ScenarioLimits.items.upperBound) items, not \(form.items.count)")
        }
        for (i, item) in form.items.enumerated() {
            if let p = check(Double(item.height), ScenarioLimits.itemHeight, "form.items[\(i)].height", "an item's height") { return p }
        }
        if let p = check(Double(form.spacing), ScenarioLimits.spacing, "form.spacing", "the spacing") { return p }
        if let p = check(Double(form.margin), ScenarioLimits.spacing, "form.margin", "the margin") { return p }
        if let p = check(Double(form.scrollContentInset), ScenarioLimits.inset, "form.scrollContentInset", "the content inset") { return p }
        if let p = check(Double(form.inputAccessoryHeight), ScenarioLimits.inset, "form.inputAccessoryHeight", "the accessory's height") { return p }
        if case let .catalog(id) = device, let catalogDevice = DeviceCatalog.device(id: id), !catalogDevice.runs(iOS: iOSVersion) {
            return ScenarioProblem(field: "device", message: "no model of \(id) (\(catalogDevice.models.joined(separator: ", "))) runs iOS \(iOSVersion): choose another device or version")
        }
        if keyboard.minimizedToolbar && iOSVersion < 15 {
            return ScenarioProblem(field: "keyboard.minimizedToolbar", message: "the minimised hardware-keyboard toolbar arrived in iPadOS 15, not iOS \(iOSVersion)")
        }
        // iPadOS 26 removed Split View and Slide Over: side by side is window tiling, windows
        // are resized freely (macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over;
        // heise.de/-10440801). 26.1 brought back a Slide Over that is one resizable floating
        // window (macstories, "Reports of Slide Over's Death Were Greatly Exaggerated",
        // quoted at feedman.me/posts/2LDZO; MacRumors via eamvisiondirect.com), not the
        // classic fixed-width panel this window kind is. Both are written as a Stage Manager
        // window there (a resizable window anywhere on the screen).
        let classic: String?
        switch window {
        case .splitView: classic = "Split View"
        case .slideOver: classic = "Slide Over"
        default: classic = nil
        }
        if iOSVersion >= 26, let classic {
            return ScenarioProblem(field: "window", message: "iPadOS 26 has no classic \(classic) (side by side is window tiling, a resizable window), so not on iOS \(iOSVersion): write a Stage Manager window such as 'stage manager 0 0 0.5 1', or choose iOS 18 or earlier")
        }
        if case .stageManager = window, iOSVersion < 16 {
            return ScenarioProblem(field: "window", message: "Stage Manager arrived in iPadOS 16, not iOS \(iOSVersion): choose another window or version")
        }
        if case .stageManager = window, !device.device.offersStageManager(onIOS: iOSVersion) {
            let from = device.device.stageManagerFrom.map { "only from iPadOS \($0)" } ?? "on no version"
            return ScenarioProblem(field: "window", message: "\(device.device.id) (\(device.device.models.joined(separator: ", "))) offers Stage Manager \(from), not on iOS \(iOSVersion): choose another window, device or version")
        }
        if case let .custom(device) = device {
            if let p = check(Double(device.portraitSize.width), ScenarioLimits.screenLength, "device.portraitSize.width", "the width") { return p }
            if let p = check(Double(device.portraitSize.height), ScenarioLimits.screenLength, "device.portraitSize.height", "the height") { return p }
            if let p = check(Double(device.scale), ScenarioLimits.scale, "device.scale", "the scale") { return p }
            let lengths: [(String, CGFloat)] = [
                ("safeAreaPortrait.top", device.safeAreaPortrait.top), ("safeAreaPortrait.bottom", device.safeAreaPortrait.bottom),
                ("safeAreaPortrait.left", device.safeAreaPortrait.left), ("safeAreaPortrait.right", device.safeAreaPortrait.right),
                ("safeAreaLandscape.top", device.safeAreaLandscape.top), ("safeAreaLandscape.bottom", device.safeAreaLandscape.bottom),
                ("safeAreaLandscape.left", device.safeAreaLandscape.left), ("safeAreaLandscape.right", device.safeAreaLandscape.right),
                ("keyboard.portrait.keyArea", device.keyboard.portrait.keyArea), ("keyboard.portrait.bar", device.keyboard.portrait.bar),
                ("keyboard.portrait.bottomExtra", device.keyboard.portrait.bottomExtra),
                ("keyboard.landscape.keyArea", device.keyboard.landscape.keyArea), ("keyboard.landscape.bar", device.keyboard.landscape.bar),
                ("keyboard.landscape.bottomExtra", device.keyboard.landscape.bottomExtra),
            ] + [device.slideOverWidth.map { ("slideOverWidth", $0) }].compactMap { $0 }
            for (name, value) in lengths {
                if let p = check(Double(value), ScenarioLimits.deviceLength, "device.\(name)", "a length") { return p }
            }
            if let split = device.splitView {
                for (name, value) in [("landscapeOneThird", split.landscapeOneThird), ("landscapeHalf", split.landscapeHalf),
                                      ("landscapeTwoThirds", split.landscapeTwoThirds), ("portraitOneThird", split.portraitOneThird),
                                      ("portraitTwoThirds", split.portraitTwoThirds)] {
                    if let p = check(Double(value), ScenarioLimits.screenLength.lowerBound / 2...ScenarioLimits.screenLength.upperBound,
                                     "device.splitView.\(name)", "a width") { return p }
                }
            }
        }
        if case let .presented(style, detents) = window {
            if style == .popover {
                if !detents.isEmpty { return ScenarioProblem(field: "window", message: "a popover has no detents: write 'presented popover'") }
                if device.device.idiom == .pad {
                    return ScenarioProblem(field: "window", message: "a popover on an iPad is a panel anchored to a view, which the model does not have (on an iPhone it is a card): choose an iPhone or a sheet")
                }
            } else if detents.isEmpty {
                return ScenarioProblem(field: "window", message: "a presented sheet needs at least one detent (medium, large or a height): write 'large' for a sheet without detents")
            }
            for detent in detents {
                if case let .height(height) = detent, let p = check(height, ScenarioLimits.detentHeight, "window.detents", "a detent's height") { return p }
                if iOSVersion >= 15, detent.introducedIn > iOSVersion {
                    return ScenarioProblem(field: "window.detents", message: "the \(detent) detent arrived in iOS \(detent.introducedIn), not iOS \(iOSVersion): choose other detents or version")
                }
            }
            if iOSVersion < 15, detents != [.large], style != .popover {
                return ScenarioProblem(field: "window.detents", message: "sheet detents arrived in iOS 15, not iOS \(iOSVersion): a sheet there is 'large' only")
            }
        }
        if case let .stageManager(x, y, w, h) = window {
            for (name, value) in [("x", x), ("y", y), ("width", w), ("height", h)] {
                if let p = check(value, ScenarioLimits.fraction, "window.\(name)", "a fraction of the screen") { return p }
            }
            if w <= 0 || h <= 0 { return ScenarioProblem(field: "window", message: "a Stage Manager window needs a width and a height above 0") }
        }
        if let p = keyboardProblem(keyboard.kind, "keyboard.kind") ?? placementProblem(keyboard.placement, "keyboard.placement") { return p }
        for (i, timed) in events.enumerated() {
            let field = "events[\(i)]"
            if !ScenarioLimits.gap.contains(timed.afterMilliseconds) {
                return ScenarioProblem(field: "\(field).after", message: "\(timed.afterMilliseconds) ms is outside 0…\(ScenarioLimits.gap.upperBound) ms")
            }
            switch timed.event {
            case let .focus(n) where !ScenarioLimits.focus.contains(n):
                return ScenarioProblem(field: "\(field).event", message: "focus \(n) is outside 0…\(ScenarioLimits.focus.upperBound)")
            case let .switchKeyboard(kind):
                if let p = keyboardProblem(kind, "\(field).event") { return p }
            case let .placeKeyboard(placement):
                if let p = placementProblem(placement, "\(field).event") { return p }
            case let .dragFloatingKeyboard(x, y):
                if let p = check(x, ScenarioLimits.fraction, "\(field).event", "a drag's x") ?? check(y, ScenarioLimits.fraction, "\(field).event", "a drag's y") { return p }
            case let .userScroll(dy):
                if let p = check(Double(dy), ScenarioLimits.scroll, "\(field).event", "a scroll") { return p }
            case let .interactiveDismiss(fraction, _):
                if let p = check(fraction, ScenarioLimits.fraction, "\(field).event", "a dismissal's fraction") { return p }
            default:
                break
            }
        }
        return nil

        func keyboardProblem(_ kind: KeyboardSetup.Kind, _ field: String) -> ScenarioProblem? {
            guard case let .thirdParty(height) = kind else { return nil }
            return check(Double(height), ScenarioLimits.keyboardLength, field, "a keyboard's height")
        }
        func placementProblem(_ placement: KeyboardSetup.Placement, _ field: String) -> ScenarioProblem? {
            switch placement {
            case let .floating(x, y):
                return check(x, ScenarioLimits.fraction, field, "a floating keyboard's x") ?? check(y, ScenarioLimits.fraction, field, "a floating keyboard's y")
            case let .undocked(lift):
                return check(Double(lift), ScenarioLimits.keyboardLength, field, "an undocked keyboard's lift")
            case .split:
                // Only an iPad whose keyboard splits under either reading of
                // ``Assumption/splitKeyboardOnlyOnHomeButtonIPads`` (``Device/hasSplitKeyboard(_:)``):
                // a scenario generated with it switched off stays valid.
                guard !device.device.hasSplitKeyboard(Assumptions().with(.splitKeyboardOnlyOnHomeButtonIPads, false)) else { return nil }
                return ScenarioProblem(field: field, message: "\(device.device.id) (\(device.device.models.joined(separator: ", "))) has no split keyboard: choose another placement or device")
            case .docked:
                return nil
            }
        }
    }
}
