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
        guard let data = FileManager.default.contents(atPath: list.path()) else {
            Diagnostics.warning("ClearanceAdapterPlugin: \(target.name) has no clearance-adapt.txt listing the files to adapt")
            return []
        }
        let tool = try context.tool(named: "ClearanceAdaptTool")
        var commands: [Command] = []
        var seen: [String: Int] = [:]
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
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
                    throw PluginError(message: "\(list.path()): --implicit-import '\(parts[1])' is not a module Clearance simulates (UIKit, SwiftUI, Combine or Foundation)")
                }
                if !implicitImports.contains(parts[1]) { implicitImports.append(parts[1]) }
            } else {
                throw PluginError(message: "\(list.path()): unknown option '\(line)' (the options are --apply-renames and --implicit-import MODULE)")
            }
        }
        for module in implicitImports { options += ["--implicit-import", module] }
        for line in lines where !line.isEmpty && !line.hasPrefix("--") {
            let listed = line.hasPrefix("/") ? URL(filePath: line) : target.directoryURL.appending(path: line)
            let input = listed.standardized
            // Two files of the same name get different outputs.
            let base = input.deletingPathExtension().lastPathComponent
            let count = seen[base, default: 0]
            seen[base] = count + 1
            let output = context.pluginWorkDirectoryURL.appending(path: "\(base)\(count == 0 ? "" : "-\(count)").adapted.swift")
            commands.append(.buildCommand(
                displayName: "Adapting \(input.lastPathComponent) for Linux",
                executable: tool.url,
                arguments: options + [input.path(), output.path()],
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
