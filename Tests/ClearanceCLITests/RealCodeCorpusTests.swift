import Foundation
import Testing

/// The real-code corpus (Tests/RealCode): every file built through `clearance adapt` against the
/// built Clearance modules, as `scripts/real-code-corpus.sh --adapter` does.
@Suite("Real-code corpus through the adapter")
struct RealCodeCorpusTests {
    @Test func everyEligibleFileCompiles() throws {
        let binaries = CLI.binary.deletingLastPathComponent()
        let result = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["scripts/real-code-corpus.sh", "--adapter", CLI.binary.path, "--modules", binaries.appendingPathComponent("Modules").path],
            in: CLI.packageRoot)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let compiled = lines.filter { $0.hasSuffix(": compiles") }.map { String($0.dropLast(": compiles".count)) }
        #expect(compiled == [
            "01-underkeyboard-observer", "06-freshos-keyboardlayoutguide", "11-swiftmessages-keyboardtrackingview",
            "13-iqkeyboard-info", "17-scrollingcontent-firstresponder", "23-qademo-keyboard-toolbar",
            "24-hypertrack-ignorekeyboard", "25-swiftsurvey-keyboardinfo", "32-scrollingcontent-keyboardframeevent",
            "36-typist-tableviewcontroller", "42-chatto-inputpositioncontrolling",
        ])
        #expect(lines.contains("compiled: 11 of 42"))
        #expect(lines.contains("compiled among eligible files (not blocked only by missing app types/modules, no pre-4.2 spelling): 11 of 11"))
        // A pre-4.2 spelling fails as in Xcode, naming the new one.
        #expect(lines.contains { $0.hasPrefix("27-lionheart-keyboardadjuster: fails: old-swift UIKeyboardAnimationCurveUserInfoKey (8 errors: old-swift×8)") })
    }
}
