@testable import ClearanceAdapter
import Foundation
import Testing

/// A Swift file kept as `NAME.swift.txt` — a fixture several targets compile through the plugin,
/// such as a real bug-fix pair's host screen, which SwiftPM must not compile as it is — is
/// adapted as `NAME.swift`; any other `.txt` is still refused.
@Suite struct AdaptListKeptAsTextTests {
    @Test func aSwiftFileKeptAsTextIsAdaptedUnderItsSwiftName() throws {
        let directory = try AdaptListTests.target()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("let host = 1\n".utf8).write(to: directory.appendingPathComponent("Host.swift.txt"))
        try Data("notes\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let list = try AdaptListTests.read("Host.swift.txt\nLogin.swift\n", in: directory)
        #expect(list.entries.map(\.outputName) == ["Host.adapted.swift", "Login.adapted.swift"])
        #expect(list.entries[0].path == directory.appendingPathComponent("Host.swift.txt").path)
        #expect(throws: AdaptList.Problem.self) { try AdaptListTests.read("notes.txt\n", in: directory) }
    }
}
