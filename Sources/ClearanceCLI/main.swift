import Clearance
import Foundation

/// `clearance`: nightly fuzzing, replaying saved failures, pictures and CI reports.
let usage = """
usage: clearance <command> [options]

commands:
  fuzz       run random scenarios through the strategies and report what breaks
  replay     rerun a saved failure (corpus file or directory, or a replay token)
  shrink     shrink a corpus entry further
  matrix     the strategy × invariant table
  render     draw a failure as SVG
  list       list strategies, invariants, devices or assumptions
  corpus     change a corpus on purpose: merge DIRs, update an entry, prune stale ones
  baseline   record or check a known-failures file (fail only on new bugs)
  bench      run the benchmarks
  adapt      rewrite iOS files' Objective-C-only syntax so they compile here (adapt FILE… --out DIR)

Run 'clearance <command> --help' for a command's options. 'clearance --version' prints the version.
"""

let commands: [String: ([String]) throws -> Int32] = [
    "fuzz": FuzzCommand.run, "replay": ReplayCommand.run, "shrink": ShrinkCommand.run, "matrix": MatrixCommand.run,
    "render": RenderCommand.run, "list": ListCommand.run, "corpus": CorpusCommand.run, "bench": BenchCommand.run,
    "baseline": BaselineCommand.run,
    "adapt": AdaptCommand.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
var status: Int32 = 0
switch arguments.first {
case nil:
    printError(usage)
    status = ExitStatus.usage
case "--help", "-h":
    print(usage)
case "help":
    // `clearance help fuzz` is `clearance fuzz --help`.
    if arguments.count > 1, let command = commands[arguments[1]] {
        status = (try? command(["--help"])) ?? 0
    } else if arguments.count > 1 {
        printError("clearance: unknown command '\(arguments[1])'\n\n\(usage)")
        status = ExitStatus.usage
    } else {
        print(usage)
    }
case "--version":
    print("clearance \(Clearance.version)")
case let name?:
    if let command = commands[name] {
        do {
            status = try command(Array(arguments.dropFirst()))
        } catch let error as UsageError {
            printError("clearance \(name): \(error.message)\n\n\(error.usage)")
            status = ExitStatus.usage
        } catch let error as CommandError {
            printError("clearance \(name): \(error.message)")
            status = error.status
        } catch {
            printError("clearance \(name): \(error)")
            status = 1
        }
    } else {
        printError("clearance: unknown command '\(name)'\n\n\(usage)")
        status = ExitStatus.usage
    }
}
exit(status)
