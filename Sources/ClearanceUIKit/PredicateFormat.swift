import Foundation

// `NSPredicate(format:_:)` for the one form keyboard screens' validation uses (Tests/RealBugs 19,
// whattodo's SignUpInteractor and WelcomeInteractor: `NSPredicate(format: "SELF MATCHES %@", emailRegex)`).
// Foundation on Linux declares the initializer unavailable ("Predicate strings and key-value coding
// are not supported in swift-corelibs-foundation"); on iOS it parses the predicate language
// (https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)-5d2ee). This
// one reads `SELF MATCHES %@` (and `[c]`, `[d]`, `[cd]` after MATCHES) with a string argument:
// the object, as a string, matches the regular expression as a whole ("MATCHES: the left-hand
// expression equals the right-hand expression using a regex-style comparison according to ICU v3",
// Apple's Predicate Programming Guide, String Comparisons). Any other format evaluates to `false`
// for every object (NoModelledEffect.md).

extension NSPredicate {
    /// A predicate from a format string (Foundation's `convenience init(format predicateFormat:
    /// String, _ args: any CVarArg...)`): `SELF MATCHES %@` with a regular expression; any other
    /// format is false for every object.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        let parts = predicateFormat.split(separator: " ").map(String.init)
        var options: NSRegularExpression.Options = []
        var matches = parts.count == 3 && parts[0].uppercased() == "SELF" && parts[2] == "%@"
        if matches {
            switch parts[1].uppercased() {
            case "MATCHES": break
            case "MATCHES[C]", "MATCHES[CD]": options.insert(.caseInsensitive)
            case "MATCHES[D]": break
            default: matches = false
            }
        }
        let pattern = args.first as? String
        let expression = matches ? pattern.flatMap { try? NSRegularExpression(pattern: "^(?:\($0))$", options: options) } : nil
        self.init(block: { object, _ in
            guard let expression, let text = object as? String else { return false }
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        })
    }
}
