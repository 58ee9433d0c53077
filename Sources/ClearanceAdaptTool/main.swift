import ClearanceAdapter
import Foundation

// The build plugin's tool: `ClearanceAdaptTool [--apply-renames] INPUT OUTPUT` adapts one
// file. Diagnostics go to standard error as `file:line:column: error: …`, which SwiftPM and
// editors show at the original line; a refused file fails the build (exit 1); bad usage exits 2.
var arguments = Array(CommandLine.arguments.dropFirst())
let applyRenames = arguments.first == "--apply-renames"
if applyRenames { arguments.removeFirst() }
guard arguments.count == 2, !arguments[0].hasPrefix("--") else {
    FileHandle.standardError.write(Data("usage: ClearanceAdaptTool [--apply-renames] INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[0], output = arguments[1]
guard let data = FileManager.default.contents(atPath: input), let source = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("\(input): error: cannot read the file as UTF-8\n".utf8))
    exit(1)
}
let adapted = SourceAdapter.adapt(fileName: input, source: source, options: AdapterOptions(applyRenames: applyRenames))
for diagnostic in adapted.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
if adapted.isRefused { exit(1) }
do {
    try Data(adapted.text.utf8).write(to: URL(fileURLWithPath: output))
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write the adapted file: \(error.localizedDescription)\n".utf8))
    exit(1)
}
