import Foundation

/// `clearance-bench <area>…`: release-build benchmarks, one `area.figure: value unit` line per
/// figure. With no area, every area runs.
let areas: [(name: String, run: () -> Void)] = [
    ("engine", EngineBench.run),
    ("solver", SolverBench.run),
    ("core", CoreBench.run),
    ("harness", HarnessBench.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
// Used by the engine's tests: runs a fixed failing property in this (separate) process and
// prints the counterexample, to show that results do not depend on the process.
if requested == ["--probe-solver"] {
    SolverBench.probe()
    exit(0)
}
if requested.first == "--probe-engine", requested.count == 3, let seed = UInt64(requested[1]), let jobs = Int(requested[2]) {
    EngineBench.probe(seed: seed, jobs: jobs)
    exit(0)
}
if requested.contains("--help") || requested.contains("-h") {
    print("usage: clearance-bench [\(areas.map(\.name).joined(separator: "|"))]…")
    exit(0)
}
let unknown = requested.filter { name in !areas.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("error: unknown area \(unknown.joined(separator: ", ")); areas: \(areas.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for area in areas where requested.isEmpty || requested.contains(area.name) {
    area.run()
}
