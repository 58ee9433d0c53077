import Foundation
import Testing

/// `clearance adapt`, run end to end.
@Suite struct AdaptCommandTests {
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-adapt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func adaptsFilesIntoTheOutputDirectory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Screen.swift")
        try Data("import UIKit\nclass Screen: UIViewController {\n    @objc func done() {}\n    func f() { _ = #selector(done) }\n}\n".utf8).write(to: input)
        let result = try CLI.run(["adapt", input.path, "--out", directory.appendingPathComponent("out").path])
        #expect(result.status == 0)
        #expect(result.errors == "")
        let written = try String(contentsOf: directory.appendingPathComponent("out/Screen.swift"), encoding: .utf8)
        #expect(written == "#sourceLocation(file: \"\(input.path)\", line: 1)\nimport ClearanceUIKit\nclass Screen: UIViewController {\n    func done() {}\n    func f() { _ = Screen.done }\n}\n")
    }

    @Test func applyRenamesWritesTheSDKsNewNamesAndPrintsEachRewrite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Old.swift")
        let source = "import UIKit\nlet key = UIKeyboardFrameEndUserInfoKey\nlet name = NSNotification.Name.UIKeyboardWillShow\n"
        try Data(source.utf8).write(to: input)
        // Without the option the old spellings are kept (they fail as in today's Xcode).
        let plain = try CLI.run(["adapt", input.path, "--out", directory.appendingPathComponent("plain").path])
        #expect(plain.status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("plain/Old.swift"), encoding: .utf8).contains("= UIKeyboardFrameEndUserInfoKey\n"))
        let result = try CLI.run(["adapt", input.path, "--out", directory.appendingPathComponent("out").path, "--apply-renames"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("""
        \(input.path):2:11: note: 'UIKeyboardFrameEndUserInfoKey' renamed to 'UIResponder.keyboardFrameEndUserInfoKey' (the SDK declares it unavailable, renamed)
        \(input.path):3:12: note: 'NSNotification.Name.UIKeyboardWillShow' renamed to 'UIResponder.keyboardWillShowNotification' (the SDK declares it unavailable, renamed)
        adapted \(input.path) ->
        """))
        let written = try String(contentsOf: directory.appendingPathComponent("out/Old.swift"), encoding: .utf8)
        #expect(written == "#sourceLocation(file: \"\(input.path)\", line: 1)\nimport ClearanceUIKit\nlet key = UIResponder.keyboardFrameEndUserInfoKey\nlet name = UIResponder.keyboardWillShowNotification\n")
    }

    @Test func applyRenamesAlsoAppliesSwift2NamesAndTheCompilersFixIts() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Swift2.swift")
        let source = "import UIKit\nclass S: UIViewController {\n    override func viewWillAppear(animated: Bool) {\n        if let a = x, b = y { NSNotificationCenter.defaultCenter().post(n) }\n    }\n}\n"
        try Data(source.utf8).write(to: input)
        let result = try CLI.run(["adapt", input.path, "--out", directory.appendingPathComponent("out").path, "--apply-renames"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("""
        \(input.path):3:34: note: 'viewWillAppear(animated:' renamed to 'viewWillAppear(_:' (the compiler's fix-it: the overridden method's first argument has no label)
        \(input.path):4:23: note: 'b' renamed to 'let b' (the compiler's fix-it: each condition clause needs its own binding keyword)
        \(input.path):4:31: note: 'NSNotificationCenter' renamed to 'NotificationCenter' (the SDK declares it unavailable, renamed)
        \(input.path):4:52: note: 'defaultCenter()' renamed to 'default' (the SDK declares it unavailable, renamed)
        adapted \(input.path) ->
        """))
        let written = try String(contentsOf: directory.appendingPathComponent("out/Swift2.swift"), encoding: .utf8)
        #expect(written == "#sourceLocation(file: \"\(input.path)\", line: 1)\nimport ClearanceUIKit\nclass S: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        if let a = x, let b = y { NotificationCenter.default.post(n) }\n    }\n}\n")
    }

    @Test func aRefusedFileIsNotWrittenAndExitsOne() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Bad.swift")
        try Data("class A {\n    let s = NSSelectorFromString(name)\n}\n".utf8).write(to: input)
        let result = try CLI.run(["adapt", input.path, "--out", directory.path + "/out"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(input.path):2:13: error: NSSelectorFromString names a method by a string"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/Bad.swift"))
    }

    @Test func badUsageExitsTwoWithTheReason() throws {
        let noOut = try CLI.run(["adapt", "A.swift"])
        #expect(noOut.status == 2)
        #expect(noOut.errors.hasPrefix("clearance adapt: --out DIR is required"))
        let noFile = try CLI.run(["adapt", "--out", "/tmp/x"])
        #expect(noFile.status == 2)
        #expect(noFile.errors.hasPrefix("clearance adapt: adapt needs at least one FILE"))
        let twice = try CLI.run(["adapt", "a/S.swift", "b/S.swift", "--out", "/tmp/x"])
        #expect(twice.status == 2)
        #expect(twice.errors.hasPrefix("clearance adapt: 'b/S.swift' and 'a/S.swift' would both be written as S.swift in /tmp/x"))
    }
}

/// `clearance adapt --implicit-import MODULE`.
@Suite struct AdaptImplicitImportTests {
    @Test func theModuleATargetGivesEveryFileIsImportedWhereTheFileDoesNot() throws {
        let directory = try AdaptCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Pod.swift")
        try Data("final class Pod: UIView {}\n".utf8).write(to: input)
        let result = try CLI.run(["adapt", input.path, "--out", directory.appendingPathComponent("out").path, "--implicit-import", "UIKit"])
        #expect(result.status == 0)
        let written = try String(contentsOf: directory.appendingPathComponent("out/Pod.swift"), encoding: .utf8)
        #expect(written == "import ClearanceUIKit // implicit in the app's target (--implicit-import)\n#sourceLocation(file: \"\(input.path)\", line: 1)\nfinal class Pod: UIView {}\n")
    }

    @Test func anUnknownModuleIsBadUsageNamingTheFlag() throws {
        let result = try CLI.run(["adapt", "Pod.swift", "--out", "out", "--implicit-import", "MapKit"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--implicit-import 'MapKit' is not a module this package simulates (use one of UIKit, SwiftUI, Combine, Foundation)"))
    }
}
