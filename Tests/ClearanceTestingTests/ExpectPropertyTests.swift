import ClearanceTesting
import PropertyTesting
import Testing

@Suite("Failing a test from a property")
struct ExpectPropertyTests {
    @Test func aPassingPropertyRecordsNothing() {
        let result = expectProperty(Gen.int(in: 0...10), config: CheckConfig(cases: 50, seed: 1, readsEnvironment: false)) { $0 <= 10 }
        #expect(result.passed)
    }

    @Test func aFailingPropertyFailsTheTestWithValueSeedAndReplayLine() {
        withKnownIssue {
            expectProperty(Gen.int(in: 0...10_000), config: CheckConfig(cases: 100, seed: 42, readsEnvironment: false)) { $0 < 500 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Shrunk value") && text.contains(": 500") && text.contains("seed 42")
                && text.contains("Replay: CLEARANCE_REPLAY=pt2-")
                && text.contains("swift test --filter aFailingPropertyFailsTheTestWithValueSeedAndReplayLine")
        }
    }
}
