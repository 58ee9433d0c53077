import Clearance
import struct Clearance.Bug
import ClearanceSwiftUI
import Foundation
import Testing

/// Checks one UIKit screen as it ships, inside your app's world, and fails the running test
/// once per new bug.
///
/// ```swift
/// @MainActor @Test func loginAvoidsTheKeyboard() {
///     expectScreen(profile: .myApp) { LoginViewController() }
/// }
/// ```
///
/// The screen's own text inputs are focused in the order a user tabs through them (top to
/// bottom, then leading to trailing). Each minimal failure is kept beside the test in
/// `__Clearance__/<name>/` with its SVG picture and replayed first on every run; bugs listed in
/// `__Clearance__/known-failures.json` do not fail the test, a bug listed there that no longer
/// occurs does (so the file shrinks). `CLEARANCE_RECORD=1 swift test` writes that file from
/// what the run finds.
///
/// - Parameters:
///   - name: the screen's name in reports and file names (default: the test's name).
///   - profile: the app's world (``AppProfile``): devices, orientations, iOS versions,
///     presentation, multitasking, keyboards.
///   - contract: what the screen promises (default: it lifts the active field just clear of
///     the keyboard).
///   - expectsTextInput: whether the screen shows a text input of its own (default `true`):
///     a screen that shows none fails the test — it most likely did not load — unless this
///     says so.
///   - config: cases, seed (default 0, so that the baseline is stable), invariants.
///
/// A screen that did not load (its storyboard or XIB did not parse, a custom class is not
/// registered, an identifier or outlet is missing) or raises a UIKit exception fails the test
/// with the error: a test of nothing never passes.
@discardableResult
public func expectScreen(
    named name: String? = nil, profile: AppProfile = AppProfile(), contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
    expectsTextInput: Bool = true, config: HarnessConfig = HarnessConfig(cases: 300),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: String = #function,
    _ makeScreen: @escaping @MainActor @Sendable () -> UIViewController
) -> ScreenRun.Outcome {
    let id = name ?? screenName(function: function)
    return expect(UIKitScreen(id: id, source: "\(fileID)", contract: contract, expectsTextInput: expectsTextInput, make: makeScreen),
                  profile: profile, config: config, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// Checks one SwiftUI view as it ships (hosted in a `UIHostingController`, as an app's scene
/// hosts it), inside your app's world; see ``expectScreen(named:profile:contract:config:fileID:filePath:line:column:function:_:)``.
///
/// ```swift
/// @MainActor @Test func signUpAvoidsTheKeyboard() {
///     expectView(profile: .myApp) { SignUpView() }
/// }
/// ```
@discardableResult
public func expectView<Content: View>(
    named name: String? = nil, profile: AppProfile = AppProfile(), contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
    expectsTextInput: Bool = true, config: HarnessConfig = HarnessConfig(cases: 300),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: String = #function,
    _ makeView: @escaping @MainActor @Sendable () -> Content
) -> ScreenRun.Outcome {
    let id = name ?? screenName(function: function)
    return expect(SwiftUIScreen(id: id, source: "\(fileID)", contract: contract, expectsTextInput: expectsTextInput, make: makeView),
                  profile: profile, config: config, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// A SwiftUI view is checked with ``expectView(named:profile:contract:expectsTextInput:config:fileID:filePath:line:column:function:_:)``,
/// which hosts it as an app's scene does: this declaration only turns the compiler's "cannot
/// convert value of type 'SignUpView' to closure result type 'UIViewController'" into a sentence
/// that says so.
@available(*, unavailable, message: "a SwiftUI view is checked with expectView { YourView() }; expectScreen takes a UIViewController")
public func expectScreen<Content: View>(
    named name: String? = nil, profile: AppProfile = AppProfile(), contract: AvoidanceContract = AvoidanceContract(mode: .minimalLift),
    expectsTextInput: Bool = true, config: HarnessConfig = HarnessConfig(cases: 300),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: String = #function,
    _ makeView: @escaping @MainActor @Sendable () -> Content
) -> ScreenRun.Outcome {
    fatalError("unavailable")
}

/// A file-name-safe screen name from a test function's name.
func screenName(function: String) -> String {
    let base = function.split(separator: "(").first.map(String.init) ?? function
    let safe = base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    return safe.isEmpty ? "screen" : String(safe)
}

private func expect(
    _ screen: any ScreenUnderTest, profile: AppProfile, config: HarnessConfig,
    fileID: String, filePath: StaticString, line: UInt, column: UInt, function: String
) -> ScreenRun.Outcome {
    CrashArtifact.install()
    let environment = config.readsEnvironment ? ProcessInfo.processInfo.environment : [:]
    var config = config
    config.profile = profile
    // A fixed seed unless told otherwise: a baseline must mean the same run every time.
    if config.seed == nil, environment["CLEARANCE_SEED"] == nil { config.seed = 0 }
    let records = ["1", "true", "yes"].contains(environment["CLEARANCE_RECORD"]?.lowercased() ?? "")
    let run = ScreenRun(besideTestFile: "\(filePath)", records: records)
    let outcome = run.run(screen, config: config)
    func fail(_ message: String) { reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    let filter = currentTestFilter(function: function)
    for problem in outcome.fileProblems { fail("\(screen.id): \(problem)") }
    if let problem = outcome.report.problem { fail("\(screen.id): no verdict: \(problem)") }
    func message(for bug: Bug, index: Int, of count: Int, known: Bool) -> String {
        let failure = bug.representative
        var lines = bug.text(strategyID: screen.id).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("  replay: clearance replay") }
        lines.insert("  app: \(profile)", at: 1)
        if let flakiness = failure.flakiness { lines.insert("  FLAKY: \(flakiness)", at: 2) }
        var message = lines.joined(separator: "\n")
        if let file = outcome.keptFiles[failure.signature] {
            message += "\n  kept: \(file) (and its .svg picture)"
            attach(svgAt: URL(fileURLWithPath: file).deletingPathExtension().appendingPathExtension("svg"))
        }
        message += "\n  replay: CLEARANCE_REPLAY=\(failure.replayToken) swift test --filter \(filter)"
        if outcome.replayed != nil {
            message += known ? "\n  (replayed; a known bug: \(run.knownFailuresFile.path) lists it)" : "\n  (replayed)"
        } else {
            message += "\n  accept it for now: CLEARANCE_RECORD=1 swift test --filter \(filter) (writes \(run.knownFailuresFile.path))"
            message += "\n  (bug \(index + 1) of \(count) new; seed \(outcome.report.seed), \(outcome.report.casesRun) cases run)"
        }
        return message
    }
    let new = outcome.comparison.new
    for (index, bug) in new.enumerated() { fail(message(for: bug, index: index, of: new.count, known: false)) }
    if outcome.replayed != nil {
        // A replay shows its case even when the baseline accepts the bug (it does not fail).
        for (index, bug) in outcome.comparison.known.enumerated() {
            print(message(for: bug, index: index, of: outcome.comparison.known.count, known: true))
        }
        if outcome.fileProblems.isEmpty, outcome.report.problem == nil, outcome.bugs.isEmpty {
            print("\(screen.id): the replayed case no longer fails (the bug it showed is fixed, or the screen changed)")
        }
        return outcome
    }
    for entry in outcome.comparison.fixed {
        fail("\(screen.id): the known bug \(entry.rootCause) no longer occurs — remove it from \(run.knownFailuresFile.path) "
             + "(CLEARANCE_RECORD=1 swift test --filter \(filter) rewrites it)")
    }
    if !outcome.comparison.known.isEmpty {
        print("\(screen.id): \(outcome.comparison.known.count) known bug(s) still occur: "
              + outcome.comparison.known.map(\.rootCause).joined(separator: ", "))
    }
    if records, outcome.tested, outcome.fileProblems.isEmpty {
        print("\(screen.id): recorded \(outcome.bugs.count) bug(s) in \(run.knownFailuresFile.path)")
    }
    return outcome
}

/// Attaches a kept picture to the running Swift Testing test.
private func attach(svgAt url: URL) {
    guard Test.current != nil, let data = try? Data(contentsOf: url) else { return }
    Attachment.record(Array(data), named: url.lastPathComponent)
}
