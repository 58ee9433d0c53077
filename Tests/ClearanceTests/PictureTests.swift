import Clearance
import Testing

/// A screen whose own code puts a view 10³⁰⁰ pt down (a bad frame computation).
struct FarAwayViewStrategy: AvoidanceStrategy {
    var id: String { "far-away-view" }
    var summary: String { "a view placed at y = 1e300" }
    var source: String { "Tests/ClearanceTests/PictureTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = UIViewController()
        screen.view.addSubview(UIView(frame: CGRect(x: 0, y: 1e300, width: 100, height: 1e300)))
        return screen
    }
}

@Suite("Pictures: labels that can be read")
struct PictureTests {
    /// A number too big for an `Int` is written as a number, not a trap (it converted every
    /// coordinate through `Int`, which traps past 9.2e18).
    @Test func aViewFarOffTheScreenIsDrawnWithoutATrap() throws {
        let scenario = try #require(try repositoryCorpus.loadAll().first).entry.scenario
        let svg = Picture.svg(scenario, strategy: FarAwayViewStrategy())
        #expect(svg.contains("e+29"), "the far view is drawn at its scaled coordinate, in exponent form")
    }

    /// View labels never overlap: nested views that start at one corner (window, root view,
    /// scroll view, stack, first item) used to print their names on top of each other.
    @Test func viewLabelsDoNotOverlap() throws {
        let entries = try repositoryCorpus.loadAll().prefix(20)
        try #require(!entries.isEmpty)
        let pattern = try NSRegularExpression(pattern: ##"<text x="([0-9.-]+)" y="([0-9.-]+)" font-size="10" fill="#333">([^<]*)</text>"##)
        for loaded in entries {
            let strategy = try #require(StrategyCatalog.strategy(id: loaded.entry.strategyID))
            let svg = Picture.svg(loaded.entry.scenario, strategy: strategy, invariants: [loaded.entry.invariant])
            let boxes = pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match -> CGRect in
                func group(_ i: Int) -> String { String(svg[Range(match.range(at: i), in: svg)!]) }
                let x = Double(group(1))!, y = Double(group(2))!
                return CGRect(x: x, y: y - 10, width: Double(group(3).count) * 6, height: 11)
            }
            #expect(boxes.count >= 2, "\(loaded.relativePath)")
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] where a.insetBy(dx: 0.5, dy: 0.5).intersects(b.insetBy(dx: 0.5, dy: 0.5)) {
                    Issue.record("\(loaded.relativePath): labels overlap at \(a) and \(b)")
                }
            }
        }
    }
}
