import ClearanceAdapter
import Foundation

// The build plugin's tool: `ClearanceAdaptTool [--apply-renames] [--implicit-import MODULE]…
// INPUT OUTPUT` adapts one file. Diagnostics go to standard error as `file:line:column: error:
// …`, which SwiftPM and editors show at the original line; a refused file fails the build
// (exit 1); bad usage exits 2. INPUT and OUTPUT are file-system paths, taken as they are
// (spaces included); OUTPUT is never INPUT.
let usage = "usage: ClearanceAdaptTool [--apply-renames] [--implicit-import MODULE]… INPUT.swift OUTPUT.swift\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var applyRenames = false
var implicitImports: [String] = []
while let first = arguments.first, first.hasPrefix("--") {
    arguments.removeFirst()
    if first == "--apply-renames" {
        applyRenames = true
    } else if first == "--implicit-import", let module = arguments.first {
        arguments.removeFirst()
        implicitImports.append(module)
    } else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let input = arguments[0], output = arguments[1]
do {
    let adapted = try SourceAdapter.adaptFile(atPath: input, toPath: output,
                                              options: AdapterOptions(applyRenames: applyRenames, implicitImports: implicitImports))
    for diagnostic in adapted.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    if adapted.isRefused { exit(1) }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
