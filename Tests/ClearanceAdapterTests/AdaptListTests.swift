@testable import ClearanceAdapter
import Foundation
import Testing

/// The plugin's reading of `clearance-adapt.txt` (AdaptList.swift is the plugin's own file,
/// linked into this target): line ends, comments, options, odd paths, and the lines it refuses.
@Suite struct AdaptListTests {
    /// A target folder with a space, holding `Login.swift` and `Forms/Sign Up.swift`.
    static func target() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("App Tests \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Forms"), withIntermediateDirectories: true)
        for file in ["Login.swift", "Forms/Sign Up.swift", "Forms/login.swift", "Forms/Login-1.swift", "Main.storyboard"] {
            try Data("let x = 1\n".utf8).write(to: directory.appendingPathComponent(file))
        }
        return directory
    }

    static func read(_ text: String, in directory: URL) throws -> AdaptList {
        try AdaptList(data: Data(text.utf8), listPath: "clearance-adapt.txt", directory: directory)
    }

    /// CRLF lists failed with "missing inputs" (each path kept its "\r"); a path with a space
    /// was passed percent-encoded. Both are read as written.
    @Test func crlfLinesCommentsAndSpacesAreReadAsWritten() throws {
        let directory = try Self.target()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = try Self.read("\u{FEFF}# screens\r\nLogin.swift\r\n  Forms/Sign Up.swift   # the form\r\n\r\n--apply-renames\r\n--implicit-import\tUIKit\r\n", in: directory)
        #expect(list.entries == [
            AdaptList.Entry(line: 2, path: directory.appendingPathComponent("Login.swift").path, outputName: "Login.adapted.swift"),
            AdaptList.Entry(line: 3, path: directory.appendingPathComponent("Forms/Sign Up.swift").path, outputName: "Sign Up.adapted.swift"),
        ])
        #expect(list.options == ["--apply-renames", "--implicit-import", "UIKit"])
        #expect(list.warnings.isEmpty)
        #expect(!list.entries[1].path.contains("%20"))
        // The same list with LF line ends reads the same.
        let lf = try Self.read("# screens\nLogin.swift\n  Forms/Sign Up.swift   # the form\n\n--apply-renames\n--implicit-import\tUIKit\n", in: directory)
        #expect(lf == list)
    }

    /// A file listed twice, or through a symbolic link to it, was compiled twice (each of its
    /// declarations declared twice); it is compiled once, with a warning naming both lines.
    @Test func aFileListedTwiceIsAdaptedOnce() throws {
        let directory = try Self.target()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Link.swift").path,
                                                   withDestinationPath: directory.appendingPathComponent("Login.swift").path)
        let list = try Self.read("Login.swift\n./Login.swift\nForms/../Login.swift\nLink.swift\n", in: directory)
        #expect(list.entries.map(\.line) == [1])
        #expect(list.warnings == [
            "clearance-adapt.txt:2: './Login.swift' is the file listed on line 1; it is adapted once",
            "clearance-adapt.txt:3: 'Forms/../Login.swift' is the file listed on line 1; it is adapted once",
            "clearance-adapt.txt:4: 'Link.swift' is the file listed on line 1; it is adapted once",
        ])
    }

    /// Files of the same name get outputs that differ whatever the case of their letters, and
    /// never the name another file's output takes (`Login-1.swift`).
    @Test func outputsNeverCollide() throws {
        let directory = try Self.target()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = try Self.read("Login.swift\nForms/login.swift\nForms/Login-1.swift\n", in: directory)
        #expect(list.entries.map(\.outputName) == ["Login.adapted.swift", "login-1.adapted.swift", "Login-1-1.adapted.swift"])
    }

    @Test func badLinesFailNamingTheLine() throws {
        let directory = try Self.target()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, String)] = [
            ("Login.swift\nGone.swift\n", "clearance-adapt.txt:2: 'Gone.swift' does not exist (\(directory.appendingPathComponent("Gone.swift").path)); paths are relative to the target's folder"),
            ("Forms\n", "clearance-adapt.txt:1: 'Forms' is a folder; list each Swift file in it"),
            ("Main.storyboard\n", "clearance-adapt.txt:1: 'Main.storyboard' is not a Swift file; list only .swift files (a storyboard or XIB is loaded by the test, not compiled)"),
            ("Login.swift\r\n--implicit-import AppKit\r\n", "clearance-adapt.txt:2: --implicit-import 'AppKit' is not a module Clearance simulates (UIKit, SwiftUI, Combine or Foundation)"),
            ("--apply-rename\n", "clearance-adapt.txt:1: unknown option '--apply-rename' (the options are --apply-renames and --implicit-import MODULE)"),
        ]
        for (text, message) in cases {
            #expect(throws: AdaptList.Problem(message: message)) { try Self.read(text, in: directory) }
        }
        // An empty list, or one of comments only, adapts nothing.
        #expect(try Self.read("", in: directory).entries.isEmpty)
        #expect(try Self.read("# nothing yet\r\n\r\n", in: directory).entries.isEmpty)
    }

    /// The build plugin checks a list line's module itself (it cannot import this library), so
    /// that the list, not each source, is named: its modules are the adapter's.
    @Test func thePluginsModulesAreTheAdapters() {
        #expect(AdaptList.implicitlyImportable == SourceAdapter.implicitlyImportable)
    }
}
