import Foundation
import Testing

// The real bug-fix pairs 08 (IHKeyboardAvoiding) and 18 (MessageViewController) are Swift 4.0
// code, built in the Swift 4 language mode (their projects' SWIFT_VERSION = 4.0): the SDK's
// pre-4.2 names (RenamedInSwift42.swift) are usable in that mode and renamed-errors after it.

/// The pre-4.2 names in the Swift 4 language mode and after: a file of 2017 Swift 4.0 compiles
/// against ClearanceUIKit with `-swift-version 4`, as it does in Xcode with SWIFT_VERSION = 4.0,
/// and the same file in the Swift 5 mode fails with Xcode's messages ("has been renamed to", and
/// the note "was obsoleted in Swift 4.2"). Each runs `swiftc -typecheck` against this build's
/// modules (a few seconds).
@Suite struct SwiftRenameModeTests {
    static let swift4File = """
    import UIKit
    final class Screen: UIViewController {
        let textView = UITextView()
        func observe() {
            NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
                let curve = note.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? Int
                _ = (end, curve, UIViewAnimationOptions.curveEaseOut, UIEdgeInsetsZero, NSLayoutAttribute.bottom)
            }
            _ = UIInterfaceOrientationIsPortrait(.portrait)
            _ = [NSAttributedStringKey.font: UIFont.systemFont(ofSize: 12)]
            var typing = [String: Any]()
            typing[NSAttributedStringKey.font.rawValue] = UIFont.systemFont(ofSize: 12)
            textView.typingAttributes = typing
            let state: UIControlState = .normal
            _ = state
        }
    }
    """

    /// Type-checks `source` as the file `Old.swift` in `mode`, after `clearance adapt`'s import
    /// rewrite (`import UIKit` → `import ClearanceUIKit`), against the built modules.
    static func typecheck(_ source: String, mode: String) throws -> (status: Int32, errors: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var modules = products.appendingPathComponent("Modules")
        if !FileManager.default.fileExists(atPath: modules.appendingPathComponent("ClearanceUIKit.swiftmodule").path) { modules = products }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Old.swift")
        try Data(source.replacingOccurrences(of: "import UIKit", with: "import ClearanceUIKit").utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", mode, "-typecheck", "-I", modules.path,
                             "-I", root.appendingPathComponent("Sources/LayoutCoreC/include").path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aSwift40FileTypeChecksInTheSwift4Mode() throws {
        let result = try Self.typecheck(Self.swift4File, mode: "4")
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
    }

    @Test func theSameFileFailsInTheSwift5ModeWithXcodesMessages() throws {
        let result = try Self.typecheck(Self.swift4File, mode: "5")
        #expect(result.status != 0)
        #expect(result.errors.contains("error: 'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'"), "\(result.errors)")
        #expect(result.errors.contains("'UIKeyboardFrameEndUserInfoKey' was obsoleted in Swift 4.2"), "\(result.errors)")
        #expect(result.errors.contains("error: 'UIInterfaceOrientationIsPortrait' has been replaced by property 'UIInterfaceOrientation.isPortrait'"), "\(result.errors)")
        #expect(result.errors.contains("cannot assign value of type '[String : Any]' to type '[NSAttributedString.Key : Any]'"), "\(result.errors)")
    }
}
