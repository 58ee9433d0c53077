import LayoutSolver

/// `solver`: kiwi's `benchmarks/enaml_like_benchmark.cpp`, re-created.
///
/// The scene is an Enaml-style form: a window (`left`, `top`, `width`, `height`, the last two
/// edit variables at strong strength), content margins of 10, three label/field rows aligned
/// on a shared `midline`, and a container below them, with kiwi's mix of required, strong,
/// "smedium" (`create(0, 100, 0)`), medium and weak constraints: 35 variables plus the two
/// edit variables, and exactly 111 constraints, as in kiwi's file. The constraint list itself
/// is rebuilt from that description (`reference/solver-kiwi.md` §5), not copied.
enum SolverBench {
    struct Scene {
        var solver: Solver
        var width: Variable
        var height: Variable
        var constraintCount: Int
    }

    static func build() -> Scene {
        let solver = Solver()
        let smedium = Strength.create(0, 100, 0)
        let (req, strong, medium, weak) = (Strength.required, Strength.strong, Strength.medium, Strength.weak)
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
        let contentsTop = Variable("contents_top"), contentsBottom = Variable("contents_bottom")
        let contentsLeft = Variable("contents_left"), contentsRight = Variable("contents_right")
        let midline = Variable("midline")
        struct Box { var left, top, width, height: Variable }
        func box(_ name: String) -> Box {
            Box(left: Variable("\(name)left"), top: Variable("\(name)top"), width: Variable("\(name)width"), height: Variable("\(name)height"))
        }
        let labels = (1...3).map { box("lb\($0)") }
        let fields = (1...3).map { box("fl\($0)") }
        let ct = box("ct")

        try! solver.addEditVariable(width, strength: strong)
        try! solver.addEditVariable(height, strength: strong)

        var constraints: [Constraint] = []
        func add(_ c: Constraint, _ strength: Double) { constraints.append(c | strength) }

        // The window (6).
        add(left >= 0, req); add(top >= 0, req); add(width >= 0, req); add(height >= 0, req)
        add(height == 0, medium); add(width == 0, medium)
        // Content margins (4).
        add(contentsTop - top == 10, req); add(contentsLeft - left == 10, req)
        add(left + width - contentsRight == 10, req); add(top + height - contentsBottom == 10, req)
        // Every widget has a non-negative frame (7 × 4 = 28).
        for b in labels + fields + [ct] {
            add(b.left >= 0, req); add(b.top >= 0, req); add(b.width >= 0, req); add(b.height >= 0, req)
        }
        // Labels: preferred and minimum sizes (3 × 4 = 12).
        for (i, b) in labels.enumerated() {
            let intrinsic = Double([67, 66, 71][i])
            add(b.width == intrinsic, weak); add(b.width >= intrinsic, strong)
            add(b.height == 16, strong); add(b.height >= 16, strong)
        }
        // Fields: preferred and minimum sizes (3 × 4 = 12).
        for b in fields {
            add(b.height == 21, strong); add(b.height >= 21, strong)
            add(b.width >= 100, strong); add(b.width == 200, weak)
        }
        // The container's size (3).
        add(ct.height >= 24, smedium); add(ct.height <= 24, smedium); add(ct.width <= 16_777_215, smedium)
        // Rows: labels at the content's left, fields on the midline, each row below the last,
        // labels centred on their fields, fields reaching the content's right (3 × 8 = 24).
        for i in 0..<3 {
            let (lb, fl) = (labels[i], fields[i])
            add(lb.left == contentsLeft, req)
            add(fl.left == midline, req)
            add(midline >= lb.left + lb.width + 10, req)
            add(2.0 * lb.top + lb.height == 2.0 * fl.top + fl.height, strong)
            add(fl.left + fl.width == contentsRight, req)
            add(lb.top >= (i == 0 ? LinearExpression(contentsTop) : fields[i - 1].top + fields[i - 1].height + 10), req)
            add(fl.top == (i == 0 ? LinearExpression(contentsTop) : fields[i - 1].top + fields[i - 1].height + 10), req)
            add(lb.top + lb.height <= fl.top + fl.height, req)
        }
        // The container below the rows (6).
        add(ct.top == fields[2].top + fields[2].height + 10, req)
        add(ct.left == contentsLeft, req)
        add(ct.left + ct.width == contentsRight, req)
        add(ct.top + ct.height <= contentsBottom, req)
        add(ct.top + ct.height == contentsBottom, medium)
        add(midline == contentsLeft + 100, weak)
        // Preferences that keep the solution unique (16).
        add(contentsRight - midline >= 100, strong)
        add(midline - contentsLeft <= 200, medium)
        for b in labels {
            add(b.top - contentsTop >= 0, req)
            add(b.left + b.width <= contentsRight, req)
        }
        for b in fields {
            add(b.top + b.height <= contentsBottom, req)
            add(b.width - 100 >= 0, medium)
        }
        add(ct.width >= 100, strong)
        add(ct.height >= 0, weak)
        for c in constraints { try! solver.addConstraint(c) }
        return Scene(solver: solver, width: width, height: height, constraintCount: constraints.count)
    }

    static func run() {
        var scene = build()
        precondition(scene.constraintCount == 111, "the scene must have 111 constraints, has \(scene.constraintCount)")
        let builds = 400
        let buildSeconds = Figures.median(runs: 7) {
            for _ in 0..<builds { scene = build() }
        }
        Figures.print("solver.build_us", buildSeconds / Double(builds) * 1e6, "us")

        // As kiwi measures it: for each of six window sizes, the same two suggestions and an
        // update, repeated; the figure is the mean over the sizes.
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        let rounds = 20_000
        var total = 0.0
        for (w, h) in sizes {
            total += Figures.median(runs: 5) {
                for _ in 0..<rounds {
                    try! scene.solver.suggestValue(scene.width, w)
                    try! scene.solver.suggestValue(scene.height, h)
                    scene.solver.updateVariables()
                }
            }
        }
        Figures.print("solver.resolve_us", total / Double(sizes.count * rounds) * 1e6, "us", decimals: 2)
        // A harder figure than kiwi's: the size changes every time, so each re-solve pivots.
        let changing = Figures.median(runs: 5) {
            for round in 0..<rounds {
                let (w, h) = sizes[round % sizes.count]
                try! scene.solver.suggestValue(scene.width, w)
                try! scene.solver.suggestValue(scene.height, h)
                scene.solver.updateVariables()
            }
        }
        Figures.print("solver.resolve_changing_us", changing / Double(rounds) * 1e6, "us", decimals: 2)
    }

    /// The scene's dump after two suggestions, for the cross-process determinism test.
    static func probe() {
        let scene = build()
        try! scene.solver.suggestValue(scene.width, 640)
        try! scene.solver.suggestValue(scene.height, 480)
        scene.solver.updateVariables()
        print(scene.solver.dump())
    }
}
