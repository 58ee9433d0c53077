import Foundation
import PackagePlugin

/// Compiles an iOS app's source files, as they are, into the target that uses this plugin:
/// each file listed in the target's `clearance-adapt.txt` (one path a line, relative to the
/// target's directory; `#` starts a comment) goes through `clearance adapt`'s transformation
/// into the build. Exclude the list from the target (`exclude: ["clearance-adapt.txt"]`).
/// A line `--apply-renames` (anywhere in the list) turns on `clearance adapt --apply-renames`
/// for every listed file: the SDK's declared renames of pre-Swift-4.2 spellings are applied.
/// A line `--implicit-import UIKit` states a module every file of the app's target sees
/// without importing it (what its bridging header or umbrella header imports, or another file
/// re-exports): a listed file that does not import it gets its import.
@main
struct ClearanceAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let list = target.directoryURL.appending(path: "clearance-adapt.txt")
        // File-system paths, never `path()`: that one is percent-encoded ("My%20App").
        let listPath = list.path(percentEncoded: false)
        guard let data = FileManager.default.contents(atPath: listPath) else {
            Diagnostics.warning("ClearanceAdapterPlugin: \(target.name) has no clearance-adapt.txt listing the files to adapt")
            return []
        }
        let tool = try context.tool(named: "ClearanceAdaptTool")
        var commands: [Command] = []
        var seen: [String: Int] = [:]
        // Lines end in LF or CRLF (a list saved on Windows, or by an editor set to CRLF); a
        // UTF-8 byte-order mark is not part of the first line.
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)?
                .trimmingCharacters(in: .whitespaces) ?? ""
        }
        var options: [String] = []
        var implicitImports: [String] = []
        for line in lines where line.hasPrefix("--") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if parts == ["--apply-renames"] {
                if !options.contains("--apply-renames") { options.append("--apply-renames") }
            } else if parts.count == 2, parts[0] == "--implicit-import" {
                // SourceAdapter.implicitlyImportable's list (a plugin cannot import the package's
                // libraries); checked here so that the list file, not each source, is named.
                guard ["UIKit", "SwiftUI", "Combine", "Foundation"].contains(parts[1]) else {
                    throw PluginError(message: "\(listPath): --implicit-import '\(parts[1])' is not a module Clearance simulates (UIKit, SwiftUI, Combine or Foundation)")
                }
                if !implicitImports.contains(parts[1]) { implicitImports.append(parts[1]) }
            } else {
                throw PluginError(message: "\(listPath): unknown option '\(line)' (the options are --apply-renames and --implicit-import MODULE)")
            }
        }
        for module in implicitImports { options += ["--implicit-import", module] }
        var listed: [String: Int] = [:]
        for (number, line) in zip(1..., lines) where !line.isEmpty && !line.hasPrefix("--") {
            let input = (line.hasPrefix("/") ? URL(filePath: line) : target.directoryURL.appending(path: line)).standardized
            let inputPath = input.path(percentEncoded: false)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: inputPath, isDirectory: &isDirectory) else {
                throw PluginError(message: "\(listPath):\(number): '\(line)' does not exist (\(inputPath)); paths are relative to the target's folder")
            }
            guard !isDirectory.boolValue else {
                throw PluginError(message: "\(listPath):\(number): '\(line)' is a folder; list each Swift file in it")
            }
            guard input.pathExtension == "swift" else {
                throw PluginError(message: "\(listPath):\(number): '\(line)' is not a Swift file; list only .swift files (a storyboard or XIB is loaded by the test, not compiled)")
            }
            // A file listed twice, or by two paths (a symbolic link), is compiled once (twice,
            // each of its declarations would be declared twice).
            let identity = input.resolvingSymlinksInPath().path(percentEncoded: false)
            if let first = listed[identity] {
                Diagnostics.warning("\(listPath):\(number): '\(line)' is the file listed on line \(first); it is adapted once")
                continue
            }
            listed[identity] = number
            // Two files of the same name get different outputs (whatever the case of their
            // names: a case-insensitive volume would give them one file).
            let base = input.deletingPathExtension().lastPathComponent
            let count = seen[base.lowercased(), default: 0]
            seen[base.lowercased()] = count + 1
            let output = context.pluginWorkDirectoryURL.appending(path: "\(base)\(count == 0 ? "" : "-\(count)").adapted.swift")
            commands.append(.buildCommand(
                displayName: "Adapting \(input.lastPathComponent) for Linux",
                executable: tool.url,
                arguments: options + [inputPath, output.path(percentEncoded: false)],
                inputFiles: [input],
                outputFiles: [output]))
        }
        return commands
    }
}

/// A problem with the target's `clearance-adapt.txt`, shown by SwiftPM as the build's error.
struct PluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
