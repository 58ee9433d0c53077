import Foundation

// Shared by the plugin and, through a symbolic link, by ClearanceAdapterTests (a plugin's code
// cannot be imported by a test target): keep it free of PackagePlugin.

/// A target's `clearance-adapt.txt`, read and checked: the tool's options and the files to
/// adapt, each with the name of its adapted output. One path a line, relative to the target's
/// folder (or absolute); `#` starts a comment; lines end in LF or CRLF; a UTF-8 byte-order mark
/// is not part of the first line. Lines starting `--` are options: `--apply-renames` and
/// `--implicit-import MODULE`. A Swift file kept as `NAME.swift.txt` (a fixture that several
/// targets compile, which SwiftPM must not compile as it is) is adapted as `NAME.swift`.
struct AdaptList: Equatable {
    /// A listed file.
    struct Entry: Equatable {
        /// The list's line (1-based).
        let line: Int
        /// The file-system path (never percent-encoded).
        let path: String
        /// The adapted output's file name, unique in the list whatever the case of the letters
        /// (`Login.adapted.swift`, `Login-1.adapted.swift` for a second `Login.swift`).
        let outputName: String
    }

    /// A problem with the list: the build fails with it.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The modules `--implicit-import` may name: SourceAdapter.implicitlyImportable's (a plugin
    /// cannot import the package's libraries; a test pins the two lists together).
    static let implicitlyImportable = ["UIKit", "SwiftUI", "Combine", "Foundation"]

    /// The tool's options, in a fixed order.
    var options: [String] = []
    /// The files, in list order, each once.
    var entries: [Entry] = []
    /// What the build should warn about (a file listed twice).
    var warnings: [String] = []

    /// Reads the list at `listPath` whose bytes are `data`; relative paths start at `directory`.
    init(data: Data, listPath: String, directory: URL) throws {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // `\.isNewline` takes "\r\n" (one Character), "\n" and "\r".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)?
                .trimmingCharacters(in: .whitespaces) ?? ""
        }
        var applyRenames = false
        var implicitImports: [String] = []
        for (number, line) in zip(1..., lines) where line.hasPrefix("--") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if parts == ["--apply-renames"] {
                applyRenames = true
            } else if parts.count == 2, parts[0] == "--implicit-import" {
                guard Self.implicitlyImportable.contains(parts[1]) else {
                    throw Problem(message: "\(listPath):\(number): --implicit-import '\(parts[1])' is not a module Clearance simulates (UIKit, SwiftUI, Combine or Foundation)")
                }
                if !implicitImports.contains(parts[1]) { implicitImports.append(parts[1]) }
            } else {
                throw Problem(message: "\(listPath):\(number): unknown option '\(line)' (the options are --apply-renames and --implicit-import MODULE)")
            }
        }
        if applyRenames { options.append("--apply-renames") }
        for module in implicitImports { options += ["--implicit-import", module] }
        var listed: [String: Int] = [:]
        var outputs: Set<String> = []
        for (number, line) in zip(1..., lines) where !line.isEmpty && !line.hasPrefix("--") {
            let input = (line.hasPrefix("/") ? URL(fileURLWithPath: line) : directory.appendingPathComponent(line)).standardizedFileURL
            let path = input.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Problem(message: "\(listPath):\(number): '\(line)' does not exist (\(path)); paths are relative to the target's folder")
            }
            guard !isDirectory.boolValue else {
                throw Problem(message: "\(listPath):\(number): '\(line)' is a folder; list each Swift file in it")
            }
            let keptAsText = input.lastPathComponent.hasSuffix(".swift.txt")
            guard input.pathExtension == "swift" || keptAsText else {
                throw Problem(message: "\(listPath):\(number): '\(line)' is not a Swift file; list only .swift files (a storyboard or XIB is loaded by the test, not compiled)")
            }
            // A file listed twice, or by two paths (a symbolic link), is compiled once (twice,
            // each of its declarations would be declared twice).
            let identity = input.resolvingSymlinksInPath().path
            if let first = listed[identity] {
                warnings.append("\(listPath):\(number): '\(line)' is the file listed on line \(first); it is adapted once")
                continue
            }
            listed[identity] = number
            let base = keptAsText ? input.deletingPathExtension().deletingPathExtension().lastPathComponent
                                  : input.deletingPathExtension().lastPathComponent
            var outputName = "\(base).adapted.swift"
            var count = 0
            while outputs.contains(outputName.lowercased()) {
                count += 1
                outputName = "\(base)-\(count).adapted.swift"
            }
            outputs.insert(outputName.lowercased())
            entries.append(Entry(line: number, path: path, outputName: outputName))
        }
    }
}
