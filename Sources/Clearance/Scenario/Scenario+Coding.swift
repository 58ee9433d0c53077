import Foundation

/// Scenarios are stored as readable JSON: enums as short phrases (`"split view half right"`,
/// `"focus 0"`), so a corpus entry reads as a description of the situation and survives
/// changes to the generators.
extension Scenario: Codable {
    enum CodingKeys: String, CodingKey {
        case iOS, device, orientation, window, bars, keyboard, form, events
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        iOSVersion = try c.decode(Int.self, forKey: .iOS)
        guard (13...26).contains(iOSVersion) else {
            throw DecodingError.dataCorruptedError(forKey: .iOS, in: c, debugDescription: "iOS \(iOSVersion) is outside 13…26")
        }
        if let id = try? c.decode(String.self, forKey: .device) {
            guard DeviceCatalog.device(id: id) != nil else {
                throw DecodingError.dataCorruptedError(forKey: .device, in: c,
                    debugDescription: "unknown device '\(id)'; known: \(DeviceCatalog.all.map(\.id).joined(separator: ", "))")
            }
            device = .catalog(id)
        } else {
            device = .custom(try c.decode(Device.self, forKey: .device))
        }
        orientation = try c.decode(InterfaceOrientation.self, forKey: .orientation)
        window = try ScenarioText.window(try c.decode(String.self, forKey: .window), key: .window, in: c)
        bars = try ScenarioText.bars(try c.decode([String].self, forKey: .bars), key: .bars, in: c)
        keyboard = try c.decode(KeyboardSetup.self, forKey: .keyboard)
        form = try c.decode(GeneratedForm.self, forKey: .form)
        events = try c.decode([TimedEvent].self, forKey: .events)
        // Every number within its documented range (``ScenarioLimits``), the field named.
        if let problem {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [FieldKey(problem.field)],
                                                                    debugDescription: problem.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(iOSVersion, forKey: .iOS)
        switch device {
        case let .catalog(id): try c.encode(id, forKey: .device)
        case let .custom(device): try c.encode(device, forKey: .device)
        }
        try c.encode(orientation, forKey: .orientation)
        try c.encode(ScenarioText.text(window), forKey: .window)
        try c.encode(ScenarioText.text(bars), forKey: .bars)
        try c.encode(keyboard, forKey: .keyboard)
        try c.encode(form, forKey: .form)
        try c.encode(events, forKey: .events)
    }
}

extension KeyboardSetup {
    enum CodingKeys: String, CodingKey { case kind, predictive, hardwareKeyboard, minimizedToolbar, placement }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try ScenarioText.kind(try c.decode(String.self, forKey: .kind), key: .kind, in: c)
        predictive = try c.decode(Bool.self, forKey: .predictive)
        hardwareKeyboard = try c.decode(Bool.self, forKey: .hardwareKeyboard)
        minimizedToolbar = try c.decodeIfPresent(Bool.self, forKey: .minimizedToolbar) ?? false
        placement = try ScenarioText.placement(try c.decode(String.self, forKey: .placement), key: .placement, in: c)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ScenarioText.text(kind), forKey: .kind)
        try c.encode(predictive, forKey: .predictive)
        try c.encode(hardwareKeyboard, forKey: .hardwareKeyboard)
        if minimizedToolbar { try c.encode(true, forKey: .minimizedToolbar) }
        try c.encode(ScenarioText.text(placement), forKey: .placement)
    }
}

extension TimedEvent: Codable {
    enum CodingKeys: String, CodingKey { case after, event }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        afterMilliseconds = try c.decode(Int.self, forKey: .after)
        guard afterMilliseconds >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .after, in: c, debugDescription: "a negative time")
        }
        event = try ScenarioText.event(try c.decode(String.self, forKey: .event), key: .event, in: c)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(afterMilliseconds, forKey: .after)
        try c.encode(ScenarioText.text(event), forKey: .event)
    }
}

/// The phrases scenarios are written in, both ways.
enum ScenarioText {
    static func number(_ value: Double) -> String { fmt(CGFloat(value)) }

    /// A detent as read back exactly (a custom height keeps every digit, so a replay shows
    /// the same sheet).
    static func exact(_ detent: WindowKind.SheetDetent) -> String {
        guard case let .height(value) = detent else { return detent.description }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static func text(_ window: WindowKind) -> String {
        switch window {
        case .fullScreen: return "full screen"
        case let .splitView(f, s): return "split view \(f.rawValue) \(s.rawValue)"
        case let .slideOver(s): return "slide over \(s.rawValue)"
        case let .stageManager(x, y, w, h): return "stage manager \(number(x)) \(number(y)) \(number(w)) \(number(h))"
        case .formSheet: return "form sheet"
        case .pageSheet: return "page sheet"
        case let .presented(style, detents):
            return (["presented", style.phrase] + (style == .popover ? [] : detents.map(exact))).joined(separator: " ")
        }
    }

    static func window<K: CodingKey>(_ text: String, key: K, in c: KeyedDecodingContainer<K>) throws -> WindowKind {
        let words = text.split(separator: " ").map(String.init)
        switch words.count {
        case 2 where text == "full screen": return .fullScreen
        case 2 where text == "form sheet": return .formSheet
        case 2 where text == "page sheet": return .pageSheet
        case 4 where words[0] == "split" && words[1] == "view":
            if let f = WindowKind.SplitFraction(rawValue: words[2]), let s = WindowKind.Side(rawValue: words[3]) { return .splitView(f, s) }
        case 3 where words[0] == "slide" && words[1] == "over":
            if let s = WindowKind.Side(rawValue: words[2]) { return .slideOver(s) }
        case 2... where words[0] == "presented":
            if words.count == 2, words[1] == "popover" { return .presented(.popover, detents: []) }
            if words.count >= 4, words[2] == "sheet", let style = WindowKind.PresentedStyle.allCases.first(where: { $0.phrase == "\(words[1]) sheet" }) {
                var detents: [WindowKind.SheetDetent] = []
                for word in words[3...] {
                    switch word {
                    case "medium": detents.append(.medium)
                    case "large": detents.append(.large)
                    default:
                        guard let height = Double(word) else {
                            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(word)' in '\(text)' is not a detent (medium, large, or a height in points)")
                        }
                        detents.append(.height(height))
                    }
                }
                return .presented(style, detents: detents)
            }
        case 6 where words[0] == "stage" && words[1] == "manager":
            let n = words[2...].compactMap(Double.init)
            if n.count == 4 { return .stageManager(x: n[0], y: n[1], width: n[2], height: n[3]) }
        default: break
        }
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
            "'\(text)' is not a window (full screen, split view oneThird|half|twoThirds left|right, slide over left|right, stage manager X Y W H, form sheet, page sheet, presented page|form sheet DETENT…, presented popover)")
    }

    static func text(_ bars: Chrome) -> [String] {
        var result: [String] = []
        if bars.navigationBar == .standard { result.append("navigation bar") }
        if bars.navigationBar == .largeTitle { result.append("large title") }
        if bars.toolbar { result.append("toolbar") }
        if bars.tabBar { result.append("tab bar") }
        return result
    }

    static func bars<K: CodingKey>(_ words: [String], key: K, in c: KeyedDecodingContainer<K>) throws -> Chrome {
        var chrome = Chrome.none
        for word in words {
            switch word {
            case "navigation bar": chrome.navigationBar = .standard
            case "large title": chrome.navigationBar = .largeTitle
            case "toolbar": chrome.toolbar = true
            case "tab bar": chrome.tabBar = true
            default:
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(word)' is not a bar (navigation bar, large title, toolbar, tab bar)")
            }
        }
        return chrome
    }

    static func text(_ kind: KeyboardSetup.Kind) -> String {
        switch kind {
        case .letters: return "letters"
        case .emoji: return "emoji"
        case let .thirdParty(height): return "third-party \(fmt(height))"
        }
    }

    static func kind<K: CodingKey>(_ text: String, key: K, in c: KeyedDecodingContainer<K>) throws -> KeyboardSetup.Kind {
        if text == "letters" { return .letters }
        if text == "emoji" { return .emoji }
        let words = text.split(separator: " ")
        if words.count == 2, words[0] == "third-party", let h = Double(words[1]), h > 0 { return .thirdParty(height: CGFloat(h)) }
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(text)' is not a keyboard (letters, emoji, third-party HEIGHT)")
    }

    static func text(_ placement: KeyboardSetup.Placement) -> String {
        switch placement {
        case .docked: return "docked"
        case let .floating(x, y): return "floating \(number(x)) \(number(y))"
        case let .undocked(lift): return "undocked \(fmt(lift))"
        case .split: return "split"
        }
    }

    static func placement<K: CodingKey>(_ text: String, key: K, in c: KeyedDecodingContainer<K>) throws -> KeyboardSetup.Placement {
        let words = text.split(separator: " ").map(String.init)
        if words == ["docked"] { return .docked }
        if words == ["split"] { return .split }
        if words.count == 3, words[0] == "floating", let x = Double(words[1]), let y = Double(words[2]) { return .floating(x: x, y: y) }
        if words.count == 2, words[0] == "undocked", let lift = Double(words[1]) { return .undocked(lift: CGFloat(lift)) }
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(text)' is not a placement (docked, floating X Y, undocked LIFT, split)")
    }

    static func text(_ event: ScenarioEvent) -> String {
        switch event {
        case let .focus(n): return "focus \(n)"
        case .resign: return "resign"
        case .rotate: return "rotate"
        case .togglePredictive: return "toggle predictive bar"
        case let .switchKeyboard(kind): return "switch keyboard \(text(kind))"
        case let .hardwareKeyboard(attached): return attached ? "attach hardware keyboard" : "detach hardware keyboard"
        case let .dragFloatingKeyboard(x, y): return "drag floating keyboard \(number(x)) \(number(y))"
        case let .placeKeyboard(p): return "place keyboard \(text(p))"
        case let .userScroll(dy): return "scroll \(fmt(dy))"
        case let .interactiveDismiss(f, completes): return "interactive dismiss \(number(f)) \(completes ? "completes" : "cancels")"
        case .backgroundAndReturn: return "background and return"
        case let .otherAppKeyboard(shown): return shown ? "other app keyboard shows" : "other app keyboard hides"
        case .tearDown: return "tear down"
        case .coverAndReturn: return "cover and return"
        }
    }

    static func event<K: CodingKey>(_ text: String, key: K, in c: KeyedDecodingContainer<K>) throws -> ScenarioEvent {
        let words = text.split(separator: " ").map(String.init)
        func fail() -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(text)' is not an event")
        }
        switch text {
        case "resign": return .resign
        case "rotate": return .rotate
        case "toggle predictive bar": return .togglePredictive
        case "attach hardware keyboard": return .hardwareKeyboard(attached: true)
        case "detach hardware keyboard": return .hardwareKeyboard(attached: false)
        case "background and return": return .backgroundAndReturn
        case "other app keyboard shows": return .otherAppKeyboard(shown: true)
        case "other app keyboard hides": return .otherAppKeyboard(shown: false)
        case "tear down": return .tearDown
        case "cover and return": return .coverAndReturn
        default: break
        }
        if words.count == 2, words[0] == "focus", let n = Int(words[1]), n >= 0 { return .focus(n) }
        if words.count == 2, words[0] == "scroll", let dy = Double(words[1]) { return .userScroll(dy: CGFloat(dy)) }
        if words.count >= 3, words[0] == "switch", words[1] == "keyboard" {
            return .switchKeyboard(try kind(words[2...].joined(separator: " "), key: key, in: c))
        }
        if words.count >= 3, words[0] == "place", words[1] == "keyboard" {
            return .placeKeyboard(try placement(words[2...].joined(separator: " "), key: key, in: c))
        }
        if words.count == 5, words[0] == "drag", words[1] == "floating", let x = Double(words[3]), let y = Double(words[4]) {
            return .dragFloatingKeyboard(x: x, y: y)
        }
        if words.count == 4, words[0] == "interactive", words[1] == "dismiss", let f = Double(words[2]), ["completes", "cancels"].contains(words[3]) {
            return .interactiveDismiss(fraction: f, completes: words[3] == "completes")
        }
        throw fail()
    }
}

extension Scenario: CustomStringConvertible {
    /// A few readable lines: device and window, keyboard, form, events.
    public var description: String {
        let device = self.device.device
        var lines: [String] = []
        var first = "\(device.name(onIOS: iOSVersion)) (\(fmt(device.portraitSize.width))×\(fmt(device.portraitSize.height))) \(orientation.rawValue), iOS \(iOSVersion), \(window)"
        let bars = ScenarioText.text(self.bars)
        first += bars.isEmpty ? "" : ", " + bars.joined(separator: " + ")
        lines.append(first)
        var keyboard = "keyboard: \(ScenarioText.text(self.keyboard.kind))"
        keyboard += self.keyboard.predictive ? "" : ", no predictive bar"
        keyboard += self.keyboard.hardwareKeyboard ? (self.keyboard.minimizedToolbar ? ", hardware keyboard (minimised toolbar)" : ", hardware keyboard") : ""
        keyboard += ", \(ScenarioText.text(self.keyboard.placement))"
        lines.append(keyboard)
        lines.append("form: \(form)")
        lines.append("events: " + eventsLine)
        return lines.joined(separator: "\n")
    }

    /// The events on the virtual clock: `1. +1000 ms focus 0; 2. +0 ms resign`.
    public var eventsLine: String {
        events.enumerated().map { "\($0.offset + 1). +\($0.element.afterMilliseconds) ms \(ScenarioText.text($0.element.event))" }
            .joined(separator: "; ")
    }

    /// The scenario as canonical JSON (sorted keys).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

/// A coding key made of a dotted field path, so an error names the field inside a value.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ path: String) { stringValue = path }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
