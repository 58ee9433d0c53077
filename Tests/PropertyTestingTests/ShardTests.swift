import PropertyTesting
import Testing

@Suite("Shards and resuming: parts of a run's case space")
struct ShardTests {
    let gen = Gen.int(in: 0...1_000)
    func failingCase(_ configure: (inout CheckConfig) -> Void) -> Int? {
        var config = CheckConfig(cases: 2_000, seed: 77, maxShrinkEvaluations: 10, readsEnvironment: false)
        configure(&config)
        return check(gen, config: config) { $0 < 990 }.counterexample?.caseIndex
    }

    @Test func theShardsOfARunPartitionItsCases() {
        #expect(Shard(index: 1, count: 3).cases(of: 10) == 3)
        #expect((0..<3).map { Shard(index: $0, count: 3).cases(of: 10) }.reduce(0, +) == 10)
        #expect((0..<4).map { Shard(index: $0, count: 4).caseIndex(2) } == [8, 9, 10, 11])
        let passing = (0..<3).map { index in
            check(gen, config: CheckConfig(cases: 1_000, seed: 1, readsEnvironment: false).sharded(Shard(index: index, count: 3))) { _ in true }.casesRun
        }
        #expect(passing == [334, 333, 333])
    }

    @Test func theEarliestFailureOverTheShardsIsTheWholeRunsFailure() throws {
        let whole = try #require(failingCase { _ in })
        var parts: [Int] = []
        for index in 0..<3 {
            let found = try #require(failingCase { $0.shard = Shard(index: index, count: 3) })
            #expect(found % 3 == index, "shard \(index) ran case \(found)")
            parts.append(found)
        }
        #expect(parts.min() == whole)
    }

    @Test func resumingAfterAFailureFindsTheNextOne() throws {
        let first = try #require(failingCase { _ in })
        let next = try #require(failingCase { $0.firstCase = first + 1 })
        #expect(next > first)
    }
}

extension CheckConfig {
    func sharded(_ shard: Shard) -> CheckConfig {
        var copy = self
        copy.shard = shard
        return copy
    }
}
