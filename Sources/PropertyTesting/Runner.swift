import Foundation

/// What happened to one case.
enum CaseOutcome {
    case passed
    case discarded
    case failed(kind: String, message: String)
    case overBudget(limit: Int)
}

/// Why a block of cases stopped early: the first case in it that ended the run.
struct BlockStop {
    var caseIndex: Int
    var outcome: CaseOutcome
    var choices: [Choice]
    var spans: [Span]
}

/// The cases of one block, tallied.
struct BlockResult {
    var tally = StatisticsTally()
    var discarded = 0
    var stop: BlockStop?
}

/// Runs a property over generated cases, in parallel blocks, then shrinks the first failure.
struct Runner<Value> {
    let generator: Gen<Value>
    let property: (Value) -> Verdict
    let config: CheckConfig

    /// Cases per block. Blocks are the unit of work handed to threads; results are merged in
    /// block order, so the verdict and statistics never depend on the number of threads.
    static var blockSize: Int { 64 }

    init(generator: Gen<Value>, property: @escaping (Value) -> Verdict, config: CheckConfig) {
        self.generator = generator
        self.property = property
        self.config = config
    }

    func run() -> CheckResult<Value> {
        let environment = config.readsEnvironment ? ProcessInfo.processInfo.environment : [:]
        var seedError: PropertyTestingError?
        let seed: UInt64
        do {
            seed = try config.seed ?? environmentSeed(environment) ?? UInt64.random(in: 0...UInt64.max)
        } catch {
            seedError = error as? PropertyTestingError
            seed = 0
        }
        var result = CheckResult<Value>(
            status: .passed, seed: seed, casesRun: 0, casesDiscarded: 0, statistics: Statistics(), counterexample: nil)
        if let seedError {
            result.status = .error(seedError)
            return result
        }

        if let token = config.replayToken ?? environment["CLEARANCE_REPLAY"] {
            return replay(token: token, seed: seed, into: result)
        }
        if let store = config.failureStore, let name = config.propertyName {
            do {
                var remaining: [[UInt64]] = []
                for saved in try store.failures(for: name) {
                    let source = ChoiceSource(replaying: saved, maxChoices: config.maxChoicesPerCase)
                    if case let .failed(kind, _) = caseOutcome(source: source) {
                        result.counterexample = shrink(
                            ShrinkTarget(choices: source.choices, spans: source.spans), kind: kind, seed: seed, caseIndex: nil,
                            origin: .failureStore)
                        result.status = .failed
                        remaining.append(result.counterexample!.choices)
                        try store.save(remaining, for: name)
                        return result
                    }
                }
                try store.save(remaining, for: name)
            } catch let error as PropertyTestingError {
                result.status = .error(error)
                return result
            } catch {
                result.status = .error(.storeNotWritable(path: store.directory.path, reason: "\(error)"))
                return result
            }
        }

        let merged = runBlocks(seed: seed)
        result.casesRun = merged.tally.cases
        result.casesDiscarded = merged.discarded
        result.statistics = merged.tally.statistics
        if let stop = merged.stop {
            switch stop.outcome {
            case let .failed(kind, _):
                result.counterexample = shrink(
                    ShrinkTarget(choices: stop.choices, spans: stop.spans), kind: kind, seed: seed,
                    caseIndex: stop.caseIndex, origin: .generated)
                result.status = .failed
                if let store = config.failureStore, let name = config.propertyName {
                    do { try store.save([result.counterexample!.choices], for: name) } catch let error as PropertyTestingError {
                        result.status = .error(error)
                    } catch {}
                }
            case let .overBudget(limit):
                result.status = .gaveUp(.choiceBudgetExceeded(limit: limit, caseIndex: stop.caseIndex))
            case .passed, .discarded:
                break
            }
            return result
        }
        if merged.discarded >= 50 && merged.discarded > 9 * merged.tally.cases {
            result.status = .gaveUp(.filterTooStrict(rejected: merged.discarded, accepted: merged.tally.cases))
        } else if config.checkCoverage && !result.statistics.unmetCoverage.isEmpty {
            result.status = .coverageNotMet(result.statistics.unmetCoverage)
        }
        return result
    }

    // MARK: - One case

    /// Generates and checks one case; returns only its outcome.
    ///
    /// Callers match on this, never on an element of ``runCase(source:context:)``'s tuple:
    /// with Swift 6.3 on Linux, `guard case .failed(kind, _) = runCase(…).0` leaks the
    /// tuple's other element (the generated value) whenever the expression pattern `kind`
    /// does not match (valgrind: "definitely lost"; reproduced in a 20-line program). Every
    /// shrink evaluation that failed for another reason kept its scenario for good.
    func caseOutcome(source: ChoiceSource, context: CaseContext? = nil) -> CaseOutcome {
        let (outcome, value) = runCase(source: source, context: context)
        withExtendedLifetime(value) {}
        return outcome
    }

    /// Generates and checks one case; returns its outcome and value. The source keeps the
    /// recorded choices and spans.
    func runCase(source: ChoiceSource, context: CaseContext? = nil) -> (CaseOutcome, Value?) {
        let value: Value
        do {
            value = try generator.generate(from: source)
        } catch GenerationStop.rejected {
            source.closeOpenSpans()
            return (.discarded, nil)
        } catch GenerationStop.choiceBudgetExceeded(let limit) {
            source.closeOpenSpans()
            return (.overBudget(limit: limit), nil)
        } catch {
            source.closeOpenSpans()
            return (.failed(kind: "generator threw", message: "generator threw \(error)"), nil)
        }
        let verdict: Verdict
        if let context {
            verdict = CaseContext.$current.withValue(context) { property(value) }
        } else {
            verdict = property(value)
        }
        switch verdict {
        case .pass: return (.passed, value)
        case let .fail(kind, message): return (.failed(kind: kind, message: message), value)
        }
    }

    // MARK: - Blocks of cases

    /// The number of this run's cases (its shard's part of `0..<cases`).
    var logicalCases: Int { config.shard.map { $0.cases(of: config.cases) } ?? config.cases }

    private func runBlock(_ block: Int, seed: UInt64, source: ChoiceSource, context: CaseContext) -> BlockResult {
        var result = BlockResult()
        let start = Swift.max(0, config.firstCase) + block * Self.blockSize
        let end = Swift.min(start + Self.blockSize, logicalCases)
        guard start < end else { return result }
        for logical in start..<end {
            let caseIndex = config.shard.map { $0.caseIndex(logical) } ?? logical
            source.reset(random: SeededRandom(seed: SeededRandom.caseSeed(runSeed: seed, caseIndex: caseIndex)))
            context.reset()
            let outcome = caseOutcome(source: source, context: context)
            switch outcome {
            case .passed:
                result.tally.record(context)
            case .discarded:
                result.discarded += 1
            case .failed, .overBudget:
                result.stop = BlockStop(caseIndex: caseIndex, outcome: outcome, choices: source.choices, spans: source.spans)
                return result
            }
        }
        return result
    }

    /// Runs blocks on `jobs` threads and merges them in block order up to the first stop.
    private func runBlocks(seed: UInt64) -> BlockResult {
        let remaining = logicalCases - Swift.max(0, config.firstCase)
        let blockCount = remaining <= 0 ? 0 : (remaining - 1) / Self.blockSize + 1
        let deadline = config.timeLimit.map { ContinuousClock.now.advanced(by: $0) }
        let state = BlockQueue(blockCount: blockCount, shouldStop: config.shouldStop)
        let jobs = Swift.max(1, Swift.min(config.jobs, Swift.max(blockCount, 1)))
        let work = { (_: Int) in
            let source = ChoiceSource(random: SeededRandom(seed: 0), maxChoices: config.maxChoicesPerCase)
            let context = CaseContext()
            while let block = state.next(deadline: deadline) {
                let result = runBlock(block, seed: seed, source: source, context: context)
                let done = state.finish(block, result)
                config.progress?(done)
            }
        }
        if jobs == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: jobs, execute: work) }
        return state.merged
    }

    // MARK: - Shrinking and replay

    /// Shrinks a recorded failing sequence, or `nil` if it does not fail.
    func shrink(choices: [UInt64]) -> Counterexample<Value>? {
        let source = ChoiceSource(replaying: choices, maxChoices: config.maxChoicesPerCase)
        guard case let .failed(kind, _) = caseOutcome(source: source) else { return nil }
        return shrink(ShrinkTarget(choices: source.choices, spans: source.spans), kind: kind, seed: config.seed ?? 0, caseIndex: nil,
                      origin: .replayToken)
    }

    private func shrink(
        _ target: ShrinkTarget, kind: String, seed: UInt64, caseIndex: Int?, origin: CounterexampleOrigin
    ) -> Counterexample<Value> {
        let started = ContinuousClock.now
        let source = ChoiceSource(replaying: [], maxChoices: config.maxChoicesPerCase)
        let shrinker = Shrinker(target, maxEvaluations: config.maxShrinkEvaluations, timeLimit: config.shrinkTimeLimit,
                                shouldStop: config.shouldStop) { candidate in
            source.reset(replaying: candidate)
            guard case .failed(kind, _) = caseOutcome(source: source) else { return .passed(drawn: source.indices) }
            return .failed(ShrinkTarget(choices: source.choices, spans: source.spans))
        }
        shrinker.shrink()
        let best = shrinker.best
        source.reset(replaying: best.indices)
        let (outcome, value) = runCase(source: source)
        source.reset(replaying: target.indices)
        let original = runCase(source: source).1
        var message = ""
        if case let .failed(_, text) = outcome { message = text }
        return Counterexample(
            value: value!, originalValue: original!, failure: message, failureKind: kind, choices: best.indices,
            originalChoices: target.indices, seed: seed, caseIndex: caseIndex,
            shrinkEvaluations: shrinker.evaluations, shrinkSteps: shrinker.improvements,
            shrinkDuration: ContinuousClock.now - started, origin: origin)
    }

    private func replay(token: String, seed: UInt64, into initial: CheckResult<Value>) -> CheckResult<Value> {
        var result = initial
        let indices: [UInt64]
        do { indices = try ReplayToken.decode(token) } catch let error as PropertyTestingError {
            result.status = .error(error)
            return result
        } catch { return result }
        let source = ChoiceSource(replaying: indices, maxChoices: config.maxChoicesPerCase)
        let context = CaseContext()
        let (outcome, value) = runCase(source: source, context: context)
        let choices = source.choices
        result.casesRun = 1
        switch outcome {
        case .passed:
            result.statistics = { var t = StatisticsTally(); t.record(context); return t.statistics }()
        case .discarded:
            result.casesRun = 0
            result.casesDiscarded = 1
        case let .failed(kind, message):
            let recorded = choices.map(\.index)
            if let value {
                result.counterexample = Counterexample(
                    value: value, originalValue: value, failure: message, failureKind: kind, choices: recorded,
                    originalChoices: recorded, seed: seed, caseIndex: nil, shrinkEvaluations: 0, shrinkSteps: 0,
                    origin: .replayToken)
            }
            result.status = .failed
        case let .overBudget(limit):
            result.status = .gaveUp(.choiceBudgetExceeded(limit: limit, caseIndex: 0))
        }
        return result
    }
}

/// Hands out block indices in increasing order and merges finished blocks in order.
///
/// A block's results are merged only when every block before it has finished, and nothing
/// after the first block that stopped the run is merged; so the merged result is the same
/// whatever the number of threads and their timing.
final class BlockQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let blockCount: Int
    private let shouldStop: (@Sendable () -> Bool)?
    private var casesFinished = 0
    private var nextBlock = 0
    private var mergedUpTo = 0
    private var pending: [Int: BlockResult] = [:]
    private var stopBlock = Int.max
    private(set) var merged = BlockResult()

    init(blockCount: Int, shouldStop: (@Sendable () -> Bool)? = nil) {
        self.blockCount = blockCount
        self.shouldStop = shouldStop
    }

    /// The next block to run, or `nil` when the run is over (all blocks handed out, a
    /// lower block stopped the run, or the deadline passed).
    func next(deadline: ContinuousClock.Instant?) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextBlock < blockCount, nextBlock < stopBlock else { return nil }
        if let deadline, ContinuousClock.now >= deadline { return nil }
        if let shouldStop, shouldStop() { return nil }
        defer { nextBlock += 1 }
        return nextBlock
    }

    /// Records a finished block and merges every block that is now in order; returns the
    /// number of cases finished so far (for progress).
    @discardableResult
    func finish(_ block: Int, _ result: BlockResult) -> Int {
        lock.lock()
        defer { lock.unlock() }
        casesFinished += result.tally.cases + result.discarded
        if result.stop != nil { stopBlock = Swift.min(stopBlock, block) }
        pending[block] = result
        while mergedUpTo <= stopBlock, let ready = pending.removeValue(forKey: mergedUpTo) {
            merged.tally.merge(ready.tally)
            merged.discarded += ready.discarded
            if let stop = ready.stop {
                merged.stop = stop
                stopBlock = mergedUpTo
                mergedUpTo = Int.max
                pending.removeAll()
                return casesFinished
            }
            mergedUpTo += 1
        }
        return casesFinished
    }
}
