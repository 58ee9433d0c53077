import Clearance
import Strategies
import Testing
@Test func traceTmpH() {
    var total = 0, n = 0
    for s in StrategyCatalog.all {
        var config = HarnessConfig(cases: 300, seed: 11)
        config.readsEnvironment = false
        let r = Clearance.check(strategy: s, config: config)
        let e = r.failures.map(\.shrinkEvaluations).reduce(0, +)
        total += e; n += r.failures.count
        print("TH", s.id, r.failures.count, e)
    }
    print("TH total", n, total)

}
