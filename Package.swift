// swift-tools-version:6.0
import PackageDescription

/// The real bug-fix pairs of Tests/RealBugs that compile and run fast (Tests/RealBugs/RESULTS.md;
/// 10, 16 and 39, 3 to 9 s a side in a debug build, and 06, 07 and 25, 2 to 3 s a side and
/// the slowest to compile and run of the rest, run in the nightly job only, to keep `swift test`
/// within its 150 s on 2 cores):
/// `swift test` runs both sides of each, a test target per side written by
/// scripts/realbugs-targets.sh, and prints the corpus's summary line; the nightly job runs
/// every pair with scripts/realbugs.sh. RealBugs.inSwiftTest (Tests/RealBugs/Support) lists the same.
/// The pairs' files are other people's code, kept unchanged, with the warnings of their day (a
/// `class`-constrained protocol); those are not this package's warnings, so they are not shown.
/// (Test targets are part of no product: a package that depends on Clearance never builds them.)
let realBugsInSwiftTest = ["04", "13", "14", "17", "24", "40"]
let realBugTargets: [Target] = realBugsInSwiftTest.flatMap { pair in
    ["Before", "After"].map { side in
        .testTarget(name: "RealBug\(pair)\(side)", dependencies: ["RealBugsSupport", "Clearance", "ClearanceUIKit", "ClearanceSwiftUI"],
                    path: "Tests/RealBugs/Runs/P\(pair)\(side)", exclude: ["clearance-adapt.txt"], swiftSettings: [.unsafeFlags(["-suppress-warnings"])],
                    plugins: ["ClearanceAdapterPlugin"])
    }
}

let package = Package(
    name: "Clearance",
    products: [
        .library(name: "Clearance", targets: ["Clearance"]),
        .library(name: "ClearanceUIKit", targets: ["ClearanceUIKit"]),
        .library(name: "ClearanceCombine", targets: ["ClearanceCombine"]),
        .library(name: "ClearanceSwiftUI", targets: ["ClearanceSwiftUI"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "ClearanceTesting", targets: ["ClearanceTesting"]),
        .executable(name: "clearance", targets: ["ClearanceCLI"]),
        .executable(name: "clearance-bench", targets: ["ClearanceBench"]),
        .library(name: "ClearanceAdapter", targets: ["ClearanceAdapter"]),
        .plugin(name: "ClearanceAdapterPlugin", targets: ["ClearanceAdapterPlugin"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PropertyTesting"),
        .target(name: "LayoutSolver"),
        // UIKit's imported C enums, declared in C so that Swift imports them as it does on iOS.
        .target(name: "LayoutCoreC"),
        .target(name: "LayoutCore", dependencies: ["LayoutSolver", "LayoutCoreC"]),
        .target(name: "ClearanceCombine", dependencies: ["LayoutCore"]),
        .target(name: "ClearanceUIKit", dependencies: ["LayoutCore", "ClearanceCombine"]),
        .target(name: "ClearanceSwiftUI", dependencies: ["ClearanceUIKit"]),
        .target(name: "Strategies", dependencies: ["ClearanceUIKit", "ClearanceSwiftUI"]),
        .target(name: "Clearance", dependencies: ["PropertyTesting", "LayoutSolver", "LayoutCore", "Strategies", "ClearanceSwiftUI"]),
        .target(name: "ClearanceTesting", dependencies: ["PropertyTesting", "Clearance"]),
        .target(name: "ClearanceAdapter"),
        .executableTarget(name: "ClearanceAdaptTool", dependencies: ["ClearanceAdapter"]),
        .plugin(name: "ClearanceAdapterPlugin", capability: .buildTool(), dependencies: ["ClearanceAdaptTool"]),
        .executableTarget(name: "ClearanceCLI", dependencies: ["Clearance", "ClearanceAdapter"]),
        .executableTarget(name: "ClearanceBench", dependencies: ["PropertyTesting", "LayoutSolver", "LayoutCore", "Clearance"]),
        .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ClearanceBench"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "PropertyTesting", "ClearanceBench"]),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutSolver"]),
        .testTarget(name: "StrategiesTests", dependencies: ["Strategies", "LayoutCore"]),
        .testTarget(name: "ClearanceTests", dependencies: ["Clearance"]),
        .testTarget(name: "ClearanceUIKitTests", dependencies: ["ClearanceUIKit", "Clearance"],
                    // Real storyboards the Interface Builder tests read from their folder.
                    exclude: ["Storyboards"]),
        .testTarget(name: "ClearanceSwiftUITests", dependencies: ["ClearanceSwiftUI", "Clearance"]),
        .testTarget(name: "ClearanceSwift6Tests", dependencies: ["ClearanceUIKit", "Clearance"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "ClearanceAdapterTests", dependencies: ["ClearanceAdapter"]),
        .testTarget(name: "AdaptedScreensTests", dependencies: ["ClearanceUIKit", "ClearanceSwiftUI", "Clearance", "ClearanceTesting"],
                    exclude: ["clearance-adapt.txt"], plugins: ["ClearanceAdapterPlugin"]),
        .testTarget(name: "ClearanceCLITests", dependencies: ["ClearanceCLI", "Clearance"]),
        .testTarget(name: "ClearanceTestingTests", dependencies: ["ClearanceTesting", "PropertyTesting", "Clearance"]),
        // What the real bug-fix pairs' test targets share: running a side, the summary line.
        .target(name: "RealBugsSupport", dependencies: ["Clearance"], path: "Tests/RealBugs/Support"),
    ] + realBugTargets,
    swiftLanguageModes: [.v5]
)
