import Foundation
import PackagePlugin

/// Compiles an iOS app's source files, as they are, into the target that uses this plugin:
/// each file listed in the target's `clearance-adapt.txt` (one path a line, relative to the
/// target's directory; `#` starts a comment; LF or CRLF line ends; see ``AdaptList``) goes
/// through `clearance adapt`'s transformation into the build. Exclude the list from the target
/// (`exclude: ["clearance-adapt.txt"]`).
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
        let adaptList: AdaptList
        do {
            adaptList = try AdaptList(data: data, listPath: listPath, directory: target.directoryURL)
        } catch let problem as AdaptList.Problem {
            throw PluginError(message: problem.message)
        }
        for warning in adaptList.warnings { Diagnostics.warning(warning) }
        var commands: [Command] = []
        for entry in adaptList.entries {
            let input = URL(fileURLWithPath: entry.path)
            let output = context.pluginWorkDirectoryURL.appending(path: entry.outputName)
            commands.append(.buildCommand(
                displayName: "Adapting \(input.lastPathComponent) for Linux",
                executable: tool.url,
                arguments: adaptList.options + [entry.path, output.path(percentEncoded: false)],
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
