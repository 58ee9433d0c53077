@testable import ClearanceAdapter
import Foundation
import Testing

/// The adapter as a user meets it: its files, odd paths and odd inputs (issue 49's probes and
/// the next ones), through the library, the plugin's tool and `clearance adapt`.
@Suite struct AdapterReliabilityTests {
    static func temporaryDirectory(_ name: String = "clearance adapter") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name) \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static let screen = "import UIKit\nclass Screen: UIViewController {\n    @objc func done() {}\n    func f() { _ = #selector(done) }\n}\n"
    static func adapted(_ path: String) -> String {
        "#sourceLocation(file: \"\(path)\", line: 1)\nimport ClearanceUIKit\nclass Screen: UIViewController {\n    func done() {}\n    func f() { _ = Screen.done }\n}\n"
    }

    // MARK: Outlets (issue 49, item 20)

    /// `setValue(_ value:forOutletNamed name:)`'s parameters shadowed outlets named `name` or
    /// `value`: `&name` was the (immutable) parameter, and the file did not compile.
    @Test func outletsNamedLikeTheParametersAreReachedThroughSelf() {
        let source = "class Profile: UIViewController {\n    @IBOutlet var name: UITextField!\n    @IBOutlet weak var value: UILabel!\n}\n"
        let text = SourceAdapter.adapt(fileName: "P.swift", source: source).text
        #expect(text.contains("    case \"name\": return connectOutlet(value, to: &self.name)\n"))
        #expect(text.contains("    case \"value\": return connectOutlet(value, to: &self.value)\n"))
        #expect(text.contains("default: return super.setValue(value, forOutletNamed: name)\n"))
    }

    // MARK: #selector in a protocol's extension (issue 51, item 4)

    /// In `extension KeyboardHandling where Self: UIViewController`, `self` is of type `Self`:
    /// the selector names `Self`'s method, not the protocol's (no type a method reference can be
    /// made on).
    @Test func aSelectorInAConstrainedProtocolExtensionNamesSelf() {
        let source = """
            protocol KeyboardHandling: AnyObject {
                func keyboardWillShow(_ note: Notification)
            }
            extension KeyboardHandling where Self: UIViewController {
                func startObserving() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismissKeyboard))
                    view.addGestureRecognizer(tap)
                }
                func dismissKeyboard() { view.endEditing(true) }
            }
            extension Listening where Self: UIViewController {
                var action: Selector { #selector(heard) }
            }
            extension Form {
                func f() { _ = #selector(done) }
            }
            """
        let text = SourceAdapter.adapt(fileName: "K.swift", source: source).text
        #expect(text.contains("addObserver(self, selector: Self.keyboardWillShow(_:), name:"))
        #expect(text.contains("UITapGestureRecognizer(target: self, action: Self.dismissKeyboard)"))
        #expect(text.contains("var action: Selector { Selector(Self.heard) }"))
        // An extension of a type (no `Self` constraint, not a protocol of this file) names the type.
        #expect(text.contains("func f() { _ = Form.done }"))
    }

    /// An unconstrained extension of a protocol declared in the same file names `Self` too.
    @Test func aSelectorInAnExtensionOfThisFilesProtocolNamesSelf() {
        let source = "protocol Dismissing: UIViewController {}\nextension Dismissing {\n    func add() { _ = #selector(close) }\n    func close() {}\n}\n"
        #expect(SourceAdapter.adapt(fileName: "D.swift", source: source).text.contains("func add() { _ = Self.close }"))
    }

    // MARK: Files: never over the input (item 18), paths as they are (item 19), odd inputs

    @Test func theAdapterNeverWritesOverItsInput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Login.swift").path
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: input))
        let link = directory.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        let hard = directory.appendingPathComponent("Hard.swift").path
        try FileManager.default.linkItem(atPath: input, toPath: hard)
        for output in [input, directory.path + "/./Login.swift", directory.path + "/sub/../Login.swift", link, hard] {
            #expect(throws: AdapterFileError(file: input, kind: .wouldOverwriteInput,
                                             message: "the adapted file would be written over this file, its input ('\(output)'); write it to another folder")) {
                try SourceAdapter.adaptFile(atPath: input, toPath: output)
            }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == Self.screen)
    }

    @Test func pathsWithSpacesAndOtherCharactersAreTakenAsTheyAre() throws {
        let directory = try Self.temporaryDirectory("My App %20 ü")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Log in #1.swift").path
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: input))
        let output = directory.appendingPathComponent("Log in #1.adapted.swift").path
        try SourceAdapter.adaptFile(atPath: input, toPath: output)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.adapted(input))
    }

    @Test func unreadableInputsAreNamedWithWhatToDo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.swift").path
        #expect(throws: AdapterFileError(file: missing, kind: .unreadable, message: "no such file (check the path; a relative path starts at the current directory)")) {
            try SourceAdapter.readSource(atPath: missing)
        }
        #expect(throws: AdapterFileError(file: directory.path, kind: .unreadable, message: "a directory, not a Swift file (name the .swift files in it)")) {
            try SourceAdapter.readSource(atPath: directory.path)
        }
        let latin1 = directory.appendingPathComponent("Latin1.swift").path
        try Data("// ok\n// caf".utf8 + [0xE9] + Array("\nlet x = 1\n".utf8)).write(to: URL(fileURLWithPath: latin1))
        #expect(throws: AdapterFileError(file: latin1, kind: .notUTF8,
                                         message: "not UTF-8 text (line 2 has bytes that are not UTF-8); Swift reads only UTF-8 source: convert it (for Latin-1, iconv -f ISO-8859-1 -t UTF-8)")) {
            try SourceAdapter.readSource(atPath: latin1)
        }
        let utf16 = directory.appendingPathComponent("UTF16.swift").path
        try "let x = 1\n".data(using: .utf16LittleEndian).map { Data([0xFF, 0xFE]) + $0 }?.write(to: URL(fileURLWithPath: utf16))
        #expect(throws: AdapterFileError(file: utf16, kind: .notUTF8, message: "UTF-16 text; Swift reads only UTF-8 source: save it as UTF-8")) {
            try SourceAdapter.readSource(atPath: utf16)
        }
        // A dangling symbolic link is a missing file.
        let dangling = directory.appendingPathComponent("Dangling.swift").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing)
        #expect(throws: AdapterFileError.self) { try SourceAdapter.readSource(atPath: dangling) }
    }

    /// A byte-order mark (Xcode never writes one; Windows editors do) is not part of the text:
    /// left in, it followed the first `#sourceLocation` directive, where the compiler rejects it.
    @Test func aByteOrderMarkIsNotPartOfTheText() throws {
        let adapted = SourceAdapter.adapt(fileName: "B.swift", source: "\u{FEFF}import UIKit\nlet a = 1\n")
        #expect(adapted.text == "#sourceLocation(file: \"B.swift\", line: 1)\nimport ClearanceUIKit\nlet a = 1\n")
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("BOM.swift").path
        try Data([0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8)).write(to: URL(fileURLWithPath: input))
        #expect(try SourceAdapter.readSource(atPath: input) == "let a = 1\n")
    }

    /// CRLF line ends are kept, and lines are counted as the compiler counts them.
    @Test func crlfSourcesKeepTheirLineNumbers() {
        let source = "import UIKit\r\nclass A {\r\n    @IBOutlet var name: UILabel!\r\n}\r\n"
        let adapted = SourceAdapter.adapt(fileName: "C.swift", source: source)
        #expect(adapted.diagnostics.isEmpty)
        #expect(adapted.text.hasPrefix("#sourceLocation(file: \"C.swift\", line: 1)\nimport ClearanceUIKit\r\nclass A {\r\n    var name: UILabel!\r\n#sourceLocation(file: \"C.swift\", line: 4)\n"))
        #expect(adapted.text.hasSuffix("#sourceLocation(file: \"C.swift\", line: 4)\n}\r\n"))
        #expect(SourceAdapter.adapt(fileName: "C.swift", source: "class A {\r\n  @NSManaged var x: Int\r\n}\r\n").diagnostics.map(\.line) == [2])
    }

    /// A file cut inside a string interpolation or right after a backslash (a truncated copy,
    /// a file being saved) trapped the tokenizer (it stepped past the last byte): it is refused
    /// as unterminated. Found by adapting every prefix of this package's own files (16,748
    /// cuts of 408 files) and 43,079 insertions of odd text into the real-code corpus.
    @Test func aFileCutInsideAStringIsRefusedNotATrap() {
        for source in ["let s = \".\\(url.lastPathCompon", "let s = \"a\\", "let s = #\"a\\#", "let s = \"\"\"\n\\(x", "let s = \"\\(\"\\(a"] {
            let adapted = SourceAdapter.adapt(fileName: "T.swift", source: source)
            #expect(adapted.diagnostics.map(\.message) == ["unterminated string literal or comment: the file cannot be read safely"], "\(source)")
        }
    }

    @Test func emptyAndWhitespaceFilesAdaptToNothing() {
        #expect(SourceAdapter.adapt(fileName: "E.swift", source: "").text == "#sourceLocation(file: \"E.swift\", line: 1)\n")
        #expect(SourceAdapter.adapt(fileName: "E.swift", source: "\n\n  \n").text == "#sourceLocation(file: \"E.swift\", line: 1)\n\n\n  \n")
    }

    @Test func aVeryLongLineIsAdapted() {
        let long = "let a = [" + Array(repeating: "1", count: 200_000).joined(separator: ", ") + "]\n"
        let adapted = SourceAdapter.adapt(fileName: "L.swift", source: "import UIKit\n" + long + "class A { @objc func f() {} }\n")
        #expect(adapted.diagnostics.isEmpty)
        #expect(adapted.text.hasSuffix(long + "class A { func f() {} }\n"))
    }

    // MARK: The built tools, end to end

    /// The built products' folder (the test bundle is built beside the tools).
    static func product(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = product(tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both outputs are short: read one, then the other.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    /// `clearance adapt Login.swift --out .` wrote the adapted text over the user's own file.
    /// It is refused before anything is written, naming the file.
    @Test func clearanceAdaptRefusesAnOutputFolderHoldingItsInput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.screen.utf8).write(to: directory.appendingPathComponent("Login.swift"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(Self.screen.utf8).write(to: directory.appendingPathComponent("sub/Other.swift"))
        for out in [".", directory.path, "sub/.."] {
            let result = try Self.run("clearance", ["adapt", "sub/Other.swift", "Login.swift", "--out", out], in: directory)
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("clearance adapt: 'Login.swift' would be overwritten: --out '\(out)' holds it (or a link to it), and the adapter never writes over its input; choose another folder (for example --out Adapted)\n"), "\(result.errors)")
            #expect(try String(contentsOf: directory.appendingPathComponent("Login.swift"), encoding: .utf8) == Self.screen)
            // Nothing was written, not even the other file.
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Other.swift").path))
        }
        // Nor is a folder created for nothing.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: directory.path)
        let result = try Self.run("clearance", ["adapt", "Login.swift", "--out", "link/new/.."], in: directory)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new").path))
    }

    /// A file named twice (`clearance adapt *.swift Login.swift`) was refused as two files
    /// written to one name; it is adapted once.
    @Test func clearanceAdaptAdaptsAFileNamedTwiceOnce() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.screen.utf8).write(to: directory.appendingPathComponent("Login.swift"))
        let result = try Self.run("clearance", ["adapt", "Login.swift", "./Login.swift", "Login.swift", "--out", "out dir"], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "adapted Login.swift -> \(directory.appendingPathComponent("out dir/Login.swift").path)\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("out dir/Login.swift"), encoding: .utf8) == Self.adapted("Login.swift"))
    }

    /// An output that is a symbolic link to another file is replaced, never written through
    /// (the write followed the link onto the file it named).
    @Test func anOutputThatIsALinkIsReplacedNotFollowed() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Login.swift").path
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: input))
        let other = directory.appendingPathComponent("Notes.txt").path
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: other))
        let output = directory.appendingPathComponent("Adapted.swift").path
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: other)
        try SourceAdapter.adaptFile(atPath: input, toPath: output)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "mine\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.adapted(input))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: output)) == nil)
    }

    /// The plugin's tool, given paths with spaces (the plugin passes file-system paths).
    @Test func thePluginsToolTakesPathsWithSpacesAndNeverItsInput() throws {
        let directory = try Self.temporaryDirectory("My App")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Log in.swift").path
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: input))
        let output = directory.appendingPathComponent("Log in.adapted.swift").path
        let result = try Self.run("ClearanceAdaptTool", [input, output], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.adapted(input))
        let over = try Self.run("ClearanceAdaptTool", [input, input], in: directory)
        #expect(over.status == 1)
        #expect(over.errors.hasPrefix("\(input): error: the adapted file would be written over this file"))
        #expect(try String(contentsOfFile: input, encoding: .utf8) == Self.screen)
        let missing = try Self.run("ClearanceAdaptTool", [directory.appendingPathComponent("Gone.swift").path, output], in: directory)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("Gone.swift: error: no such file"))
    }
}
