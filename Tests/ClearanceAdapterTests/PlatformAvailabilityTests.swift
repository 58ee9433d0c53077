import ClearanceAdapter
import Testing

/// `@available(iOS, unavailable)`: an iOS app's unavailability on iOS holds in the model, which
/// is iOS; the other platforms' and iOS's version arguments are left as Linux reads them.
@Suite struct PlatformAvailabilityTests {
    static func adapted(_ source: String) -> String {
        let result = SourceAdapter.adapt(fileName: "V.swift", source: source)
        #expect(result.diagnostics.isEmpty)
        return String(result.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n"))
    }

    /// Tests/RealBugs/05's VisualEffectView.swift: the macOS materials are iOS-unavailable cases,
    /// and the iOS `switch` leaves them out, as Swift allows on iOS (on Linux an iOS
    /// availability does not apply, so the switch was not exhaustive).
    @Test func anIOSUnavailableDeclarationIsUnavailableEverywhere() {
        let source = """
        enum Material {
            case thin
            @available(iOS, unavailable)
            case sidebar
            @available(iOS, unavailable, message: "macOS only") @available(macOS 10.14, *)
            case hudWindow
        }
        @available(iOS , unavailable, renamed: "Other") func macOnly() {}
        """
        #expect(Self.adapted(source) == """
        enum Material {
            case thin
            @available(*, unavailable)
            case sidebar
            @available(*, unavailable, message: "macOS only") @available(macOS 10.14, *)
            case hudWindow
        }
        @available(* , unavailable, renamed: "Other") func macOnly() {}
        """)
    }

    /// Another platform's unavailability (the declaration is available to an iOS app, as Linux
    /// reads it), iOS's versions (they depend on the deployment target; the run-time checks
    /// `#available(iOS …)` gate the calls), the shorthand and `*` are kept byte for byte.
    @Test func otherPlatformsAndIOSVersionsAreKept() {
        let source = """
        @available(macOS, unavailable) func a() {}
        @available(tvOS, unavailable) @available(watchOS, unavailable) func b() {}
        @available(macCatalyst, unavailable) func c() {}
        @available(iOSApplicationExtension, unavailable) func d() {}
        @available(iOS, introduced: 13.0, deprecated: 15.0, message: "unavailable") func e() {}
        @available(iOS, obsoleted: 10) func f() {}
        @available(iOS 15, *) func g() {}
        @available(*, unavailable) func h() {}
        @available(iOS, deprecated) func unavailable() {}
        """
        #expect(Self.adapted(source) == source)
    }
}

/// URL loading (`URLSession`, `URLRequest`…) is Foundation's on iOS and FoundationNetworking's
/// on Linux: a file that names it gets that module's import, before its first line.
@Suite struct FoundationNetworkingImportTests {
    /// Tests/RealBugs/19's SignUpService.swift imports only Foundation.
    @Test func aFileThatLoadsURLsImportsFoundationNetworking() {
        let source = """
        import Foundation
        final class SignUpService {
            func send(_ url: URL) {
                var request = URLRequest(url: url)
                request.httpMethod = "POST"
                URLSession.shared.dataTask(with: request) { _, response, _ in _ = response as? HTTPURLResponse }.resume()
            }
        }
        """
        let adapted = SourceAdapter.adapt(fileName: "S.swift", source: source)
        #expect(adapted.diagnostics.isEmpty)
        #expect(adapted.text == """
        #if canImport(FoundationNetworking)
        import FoundationNetworking // URL loading: Foundation's on iOS, its own module on Linux
        #endif
        #sourceLocation(file: "S.swift", line: 1)

        """ + source)
    }

    /// A name in a comment, a string, a member (`.URLSession`) or one the file declares itself
    /// asks for nothing; `URL` and `URLComponents` are Foundation's on Linux too.
    @Test func otherFilesAreLeftAsTheyAre() {
        let source = """
        import Foundation
        // URLSession in a comment; "URLRequest" in a string
        struct URLRequest { let url: URL }
        let parts = URLComponents(string: "https://example.com")
        let request = URLRequest(url: URL(fileURLWithPath: "/"))
        let member = Holder.URLSession
        """
        #expect(SourceAdapter.adapt(fileName: "O.swift", source: source).text == "#sourceLocation(file: \"O.swift\", line: 1)\n" + source)
    }
}
