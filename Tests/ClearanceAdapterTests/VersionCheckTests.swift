@testable import ClearanceAdapter
import Testing

/// `#available`/`#unavailable` and `ProcessInfo`'s operating-system version in adapted files
/// become LayoutCore's run-time checks of the running world's iOS version (Swift decides
/// `#available` when it compiles, and on Linux every iOS check is true).
@Suite struct VersionCheckTests {
    /// The adapted text after the `#sourceLocation` line.
    static func body(_ source: String) -> String {
        let adapted = SourceAdapter.adapt(fileName: "V.swift", source: source)
        #expect(adapted.diagnostics == [])
        return String(adapted.text.split(separator: "#sourceLocation(file: \"V.swift\", line: 1)\n", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
    }

    @Test func availableBecomesARunTimeCheckOfTheIOSVersion() {
        let source = """
            import UIKit
            func f() {
                if #available(iOS 15, *) { a() } else { b() }
                guard #available(iOS 15.4, *) else { return }
                while #available(iOS 16.1.2, *), x { }
                if #unavailable(iOS 14) { c() }
                if #available(iOS 17.0, macOS 14, *), let y = z { }
                if #available(macOS 12, iOS 13, *) { }
            }
            """
        #expect(Self.body(source) == """
            import ClearanceUIKit
            func f() {
                if __clearanceIOSAvailable(15, 0) { a() } else { b() }
                guard __clearanceIOSAvailable(15, 4) else { return }
                while __clearanceIOSAvailable(16, 1, 2), x { }
                if !__clearanceIOSAvailable(14, 0) { c() }
                if __clearanceIOSAvailable(17, 0), let y = z { }
                if __clearanceIOSAvailable(13, 0) { }
            }
            """)
    }

    /// A list without iOS is left to Swift, which on Linux evaluates it as iOS would (the `*`
    /// matches); `@available` on declarations, comments and strings are not touched.
    @Test func listsWithoutIOSAttributesCommentsAndStringsAreKept() {
        let source = """
            import UIKit
            @available(iOS 15, *)
            final class Guide {}
            @available(iOS, introduced: 13, deprecated: 15)
            func old() {
                if #available(macOS 12, *) { }
                if #unavailable(watchOS 8) { }
                // if #available(iOS 15, *) {
                let s = "#available(iOS 15, *)"
            }
            """
        #expect(Self.body(source) == source.replacingOccurrences(of: "import UIKit", with: "import ClearanceUIKit"))
    }

    /// The condition keeps its line breaks: every later line keeps its number.
    @Test func aConditionOverSeveralLinesKeepsItsLines() {
        let source = "import UIKit\nif #available(\n    iOS 15,\n    *\n) { a() }\nlet b = 1\n"
        #expect(Self.body(source) == "import ClearanceUIKit\nif __clearanceIOSAvailable(15, 0)\n\n\n { a() }\nlet b = 1\n")
    }

    @Test func processInfosVersionIsTheWorlds() {
        let source = """
            import UIKit
            let major = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
            let new = ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 15, minorVersion: 0, patchVersion: 0))
            let chained = ProcessInfo.processInfo
                .operatingSystemVersion
            let name = ProcessInfo.processInfo.processName
            """
        #expect(Self.body(source) == """
            import ClearanceUIKit
            let major = __clearanceOperatingSystemVersion().majorVersion
            let new = __clearanceIsOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 15, minorVersion: 0, patchVersion: 0))
            let chained = __clearanceOperatingSystemVersion()

            let name = ProcessInfo.processInfo.processName
            """)
    }

    /// A file that checks a version but imports no SDK module gets ClearanceUIKit (which
    /// re-exports LayoutCore's checks and Foundation) before its first line, so the check is in
    /// scope and no line moves; its own `import Foundation` is then left to ClearanceUIKit, as
    /// beside `import UIKit`.
    @Test func aFileWithoutAnSDKImportGetsTheChecksImport() {
        let adapted = SourceAdapter.adapt(fileName: "V.swift", source: "import Foundation\nlet ok = ProcessInfo.processInfo.isOperatingSystemAtLeast(v)\n")
        #expect(adapted.text == """
            import ClearanceUIKit // the run-time version checks (#available, ProcessInfo's version)
            #sourceLocation(file: "V.swift", line: 1)
            /* import Foundation: re-exported by the Clearance modules */
            let ok = __clearanceIsOperatingSystemAtLeast(v)

            """)
        // A file with neither a check nor an SDK import gets nothing.
        #expect(SourceAdapter.adapt(fileName: "V.swift", source: "import Foundation\nlet x = 1\n").text == "#sourceLocation(file: \"V.swift\", line: 1)\nimport Foundation\nlet x = 1\n")
        // Nor does one whose only check names no iOS version.
        #expect(SourceAdapter.adapt(fileName: "V.swift", source: "if #available(macOS 12, *) {}\n").text == "#sourceLocation(file: \"V.swift\", line: 1)\nif #available(macOS 12, *) {}\n")
    }

    @Test func anIOSVersionThatIsNotANumberIsRefused() {
        let adapted = SourceAdapter.adapt(fileName: "V.swift", source: "import UIKit\nif #available(iOS 15.x, *) {}\n")
        #expect(adapted.diagnostics.map(\.description) == [
            "V.swift:2:15: error: #available(…) names iOS without a version the adapter can read (write it as iOS 15 or iOS 15.4)",
        ])
    }
}
