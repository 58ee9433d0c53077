@testable import ClearanceAdapter
import Testing

/// `#if`/`#elseif` conditions in adapted files answer as an iOS build answers them: on Linux
/// `os(iOS)` and `canImport(UIKit)` are false, so a screen file wrapped in `#if os(iOS)` compiled
/// to nothing (its tests passed having tested nothing) or compiled its `#else` branch.
@Suite struct CompilationConditionTests {
    /// The adapted text after the `#sourceLocation` line.
    static func body(_ source: String) -> String {
        let adapted = SourceAdapter.adapt(fileName: "I.swift", source: source)
        #expect(adapted.diagnostics == [])
        return String(adapted.text.split(separator: "#sourceLocation(file: \"I.swift\", line: 1)\n", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
    }

    /// `os(iOS)` is true on iOS; every other `os(…)` is false there (macOS, Linux, watchOS, tvOS,
    /// visionOS, Windows…), whatever the host running the tests is.
    @Test func osIsIOS() {
        #expect(Self.body("#if os(iOS)\nlet a = 1\n#endif\n") == "#if true\nlet a = 1\n#endif\n")
        #expect(Self.body("#if os(Linux)\n#elseif os(macOS)\n#elseif os(watchOS)\n#elseif os(tvOS)\n#elseif os(visionOS)\n#elseif os(Windows)\n#endif\n")
            == "#if false\n#elseif false\n#elseif false\n#elseif false\n#elseif false\n#elseif false\n#endif\n")
    }

    /// An iPhone or iPad build is not Mac Catalyst's; the simulator/device distinction is left as
    /// the compiler answers it (false on Linux, as on a device).
    @Test func targetEnvironmentIsNotMacCatalyst() {
        #expect(Self.body("#if targetEnvironment(macCatalyst)\n#elseif targetEnvironment(simulator)\n#endif\n")
            == "#if false\n#elseif targetEnvironment(simulator)\n#endif\n")
    }

    /// `canImport` of an SDK module names the Clearance module an `import` of it becomes (a
    /// submodule's too); AppKit and Cocoa, macOS's, cannot be imported on iOS; other modules are
    /// left to the compiler.
    @Test func canImportNamesTheClearanceModules() {
        #expect(Self.body("""
            #if canImport(UIKit)
            #elseif canImport(SwiftUI)
            #elseif canImport(Combine)
            #elseif canImport(ObjectiveC)
            #elseif canImport(UIKit.UIGestureRecognizerSubclass)
            #elseif canImport(AppKit) || canImport(Cocoa)
            #elseif canImport(MapKit) || canImport(Foundation)
            #endif
            """) == """
            #if canImport(ClearanceUIKit)
            #elseif canImport(ClearanceSwiftUI)
            #elseif canImport(ClearanceCombine)
            #elseif canImport(ClearanceUIKit)
            #elseif canImport(ClearanceUIKit)
            #elseif false || false
            #elseif canImport(MapKit) || canImport(Foundation)
            #endif
            """)
    }

    /// The architecture, the compiler's and language's versions, the runtime and custom flags are
    /// left to the compiler.
    @Test func otherConditionsAreLeft() {
        let source = "#if arch(arm64) || arch(x86_64)\n#elseif compiler(>=5.9) && swift(>=5.0)\n#elseif _runtime(_ObjC) || DEBUG || hasFeature(StrictConcurrency)\n#endif\n"
        #expect(Self.body(source) == source)
    }

    /// Conditions combined with `&&`, `||`, `!` and parentheses, in nested `#if`s and
    /// `#elseif`s, each rewritten in place; a condition in parentheses may continue on the next
    /// line, and no line moves.
    @Test func combinedAndNestedConditions() {
        let source = """
            #if canImport(UIKit) && !os(macOS)
            import UIKit
            #if !targetEnvironment(macCatalyst) && (os(iOS) || os(tvOS))
            let a = 1
            #elseif os(Linux)
            let a = 2
            #else
            let a = 3
            #endif
            #elseif canImport(AppKit)
            import AppKit
            #endif
            #if (os(watchOS) ||
                 os(iOS))
            let b = 1
            #endif
            let c = os(iOS)
            """
        let body = Self.body(source)
        #expect(body == """
            #if canImport(ClearanceUIKit) && !false
            import ClearanceUIKit
            #if !false && (true || false)
            let a = 1
            #elseif false
            let a = 2
            #else
            let a = 3
            #endif
            #elseif false
            import AppKit
            #endif
            #if (false ||
                 true)
            let b = 1
            #endif
            let c = os(iOS)
            """)
        #expect(body.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Comments and strings are never touched, and a directive's condition ends at its line's end.
    @Test func commentsStringsAndTheNextLineAreLeft() {
        #expect(Self.body("#if os(iOS) // os(Linux)\nlet s = \"#if os(iOS)\"\nf(os(iOS))\n#endif\n")
            == "#if true // os(Linux)\nlet s = \"#if os(iOS)\"\nf(os(iOS))\n#endif\n")
        #expect(Self.body("/* #if os(iOS) */\nlet t = 1\n") == "/* #if os(iOS) */\nlet t = 1\n")
    }

    /// A postfix `#if` in a SwiftUI modifier chain answers the same way.
    @Test func postfixIfInAModifierChain() {
        #expect(Self.body("import SwiftUI\nlet v = Text(\"a\")\n    #if os(iOS)\n    .keyboardType(.emailAddress)\n    #endif\n")
            == "import ClearanceSwiftUI\nlet v = Text(\"a\")\n    #if true\n    .keyboardType(.emailAddress)\n    #endif\n")
    }
}
