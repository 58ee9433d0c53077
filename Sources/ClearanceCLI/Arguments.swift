import Clearance
import Foundation

/// Bad usage: printed with the command's usage on standard error, exit status 2.
struct UsageError: Error {
    let message: String
    let usage: String
}

/// A command-line failure that is not bad usage (an unreadable file, an unwritable
/// directory): printed on standard error, with its own exit status.
struct CommandError: Error {
    let message: String
    var status: Int32 = 1
}

/// The options a command accepts.
struct OptionSpec {
    /// Options that take a value (`--seed 7` or `--seed=7`), by name without dashes.
    var valued: Set<String> = []
    /// Of those, the ones that may be repeated.
    var repeatable: Set<String> = []
    /// Options that are switches.
    var flags: Set<String> = []
}

/// Parsed arguments: option values in the order given, switches, and the rest.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Hand-rolled parsing: `--name value`, `--name=value`, switches, positionals, `--` ends options.
func parse(_ arguments: [String], spec: OptionSpec, usage: String) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" { optionsEnded = true; continue }
        if argument == "-h", spec.flags.contains("help") { parsed.flags.insert("help"); continue }
        guard argument.hasPrefix("--") else { throw UsageError(message: "unknown option '\(argument)'", usage: usage) }
        var name = String(argument.dropFirst(2))
        var inline: String?
        if let equals = name.firstIndex(of: "=") {
            inline = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        if spec.flags.contains(name) {
            guard inline == nil else { throw UsageError(message: "--\(name) takes no value", usage: usage) }
            parsed.flags.insert(name)
        } else if spec.valued.contains(name) {
            let value: String
            if let inline { value = inline } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(message: "--\(name) needs a value", usage: usage)
                }
                value = arguments[index]
                index += 1
            }
            if parsed.values[name] != nil && !spec.repeatable.contains(name) {
                throw UsageError(message: "--\(name) given twice", usage: usage)
            }
            parsed.values[name, default: []].append(value)
        } else {
            throw UsageError(message: "unknown option '--\(name)'", usage: usage)
        }
    }
    return parsed
}

// MARK: - Values

/// `30s`, `10m`, `1h`, `1h30m`, `500ms`: strictly a sequence of whole numbers with units.
/// The longest `--time`: 30 days.
let maximumDurationSeconds = 30 * 24 * 3600

func parseDuration(_ text: String, usage: String) throws -> Duration {
    var total: Duration = .zero
    var totalSeconds = 0.0
    func tooLong() -> UsageError {
        UsageError(message: "bad duration '\(text)': at most 30 days (720h)", usage: usage)
    }
    var digits = ""
    var rest = Substring(text)
    guard !text.isEmpty else { throw UsageError(message: "--time needs a duration such as 30s, 10m or 1h", usage: usage) }
    while let ch = rest.first {
        if ch.isASCII && ch.isNumber {
            digits.append(ch)
            rest = rest.dropFirst()
            continue
        }
        guard !digits.isEmpty else { throw UsageError(message: "bad duration '\(text)': expected a number before '\(ch)' (30s, 10m, 1h)", usage: usage) }
        // Whole numbers adding up to at most 30 days: larger ones are refused, never wrapped.
        guard let number = Int(digits) else { throw tooLong() }
        digits = ""
        let seconds: Double
        if rest.hasPrefix("ms") { seconds = Double(number) / 1000; rest = rest.dropFirst(2) }
        else if rest.hasPrefix("s") { seconds = Double(number); rest = rest.dropFirst() }
        else if rest.hasPrefix("m") { seconds = Double(number) * 60; rest = rest.dropFirst() }
        else if rest.hasPrefix("h") { seconds = Double(number) * 3600; rest = rest.dropFirst() }
        else { throw UsageError(message: "bad duration '\(text)': unknown unit at '\(rest)' (use ms, s, m or h)", usage: usage) }
        totalSeconds += seconds
        guard totalSeconds <= Double(maximumDurationSeconds) else { throw tooLong() }
    }
    total = .milliseconds(Int64((totalSeconds * 1000).rounded()))
    guard digits.isEmpty else { throw UsageError(message: "bad duration '\(text)': a unit is needed after \(digits) (30s, 10m, 1h)", usage: usage) }
    guard total > .zero else { throw UsageError(message: "bad duration '\(text)': it must be longer than zero", usage: usage) }
    return total
}

/// `K/N` with 1 ≤ K ≤ N, one-based.
func parseShard(_ text: String, usage: String) throws -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k),
          parts[0].allSatisfy(\.isNumber), parts[1].allSatisfy(\.isNumber) else {
        throw UsageError(message: "bad shard '\(text)': expected K/N with 1 ≤ K ≤ N, such as 2/8", usage: usage)
    }
    return Shard(index: k - 1, count: n)
}

func parsePositive(_ name: String, _ text: String, usage: String, allowZero: Bool = false) throws -> Int {
    if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
        throw UsageError(message: "--\(name) is too large: at most \(Int.max), not '\(text)'", usage: usage)
    }
    guard let value = Int(text), text.allSatisfy(\.isNumber), value > 0 || (allowZero && value == 0) else {
        throw UsageError(message: "--\(name) must be a \(allowZero ? "non-negative" : "positive") whole number, not '\(text)'", usage: usage)
    }
    return value
}

func parseSeed(_ text: String, usage: String) throws -> UInt64 {
    guard let value = UInt64(text) else { throw UsageError(message: "--seed must be a whole number from 0 to \(UInt64.max), not '\(text)'", usage: usage) }
    return value
}

/// Strategy ids, comma-separated or repeated, each once, in the order first given. An empty
/// value (an unset CI variable) is an error, not "nothing to run".
func parseStrategies(_ names: [String], usage: String, extra: [any AvoidanceStrategy] = [], option: String = "strategy") throws -> [any AvoidanceStrategy] {
    let catalog = StrategyCatalog.all + extra
    if names.isEmpty || names.contains("all") { return catalog }
    let ids = names.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
    if ids.contains("") {
        throw UsageError(message: "--\(option) needs a strategy id (or all); an empty value was given", usage: usage)
    }
    var result: [any AvoidanceStrategy] = []
    for name in ids {
        guard let strategy = catalog.first(where: { $0.id == name }) else {
            throw UsageError(message: "unknown strategy '\(name)'; strategies: \(catalog.map(\.id).joined(separator: ", "))", usage: usage)
        }
        if !result.contains(where: { $0.id == strategy.id }) { result.append(strategy) }
    }
    return result
}

func parseInvariants(_ names: [String], default defaults: [InvariantID], usage: String) throws -> [InvariantID] {
    if names.isEmpty { return defaults }
    if names.contains("all") { return InvariantID.allCases }
    if names.contains("core") { return InvariantID.core }
    var result: [InvariantID] = []
    let ids = names.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
    if ids.contains("") { throw UsageError(message: "--invariant needs an invariant id (or core, all); an empty value was given", usage: usage) }
    for name in ids {
        guard let invariant = InvariantID(rawValue: name) else {
            throw UsageError(message: "unknown invariant '\(name)'; invariants: \(InvariantID.allCases.map(\.rawValue).joined(separator: ", ")) (or core, all)", usage: usage)
        }
        if !result.contains(invariant) { result.append(invariant) }
    }
    return result
}

func parseAssumptions(_ pairs: [String], usage: String) throws -> Assumptions {
    var set = Assumptions()
    for pair in pairs {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw UsageError(message: "--assume expects NAME=on|off, not '\(pair)'", usage: usage) }
        guard let assumption = Assumption.named(parts[0]) else {
            throw UsageError(message: "unknown assumption '\(parts[0])'; assumptions: \(Assumption.all.map(\.name).joined(separator: ", "))", usage: usage)
        }
        let value: Bool
        switch parts[1].lowercased() {
        case "on", "true", "yes", "1": value = true
        case "off", "false", "no", "0": value = false
        default: throw UsageError(message: "--assume \(parts[0]) must be on or off, not '\(parts[1])'", usage: usage)
        }
        set = set.with(assumption, value)
    }
    return set
}

func parseFormat(_ text: String?, allowed: [ReportFormat] = ReportFormat.allCases, usage: String) throws -> ReportFormat {
    guard let text else { return .text }
    guard let format = ReportFormat(rawValue: text), allowed.contains(format) else {
        throw UsageError(message: "--report must be one of \(allowed.map(\.rawValue).joined(separator: ", ")), not '\(text)'", usage: usage)
    }
    return format
}
