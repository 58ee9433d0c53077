import Foundation

/// Whether the nightly tests run: `CLEARANCE_NIGHTLY=1`, which `scripts/nightly-fuzz.sh` sets
/// for its `swift test`, as CI's `.ci/nightly` does every night (Clearance.docc/CommandLine.md,
/// "Testing", lists them). A nightly test checks at length, or end to end
/// through the debug binary, what `swift test` checks at smaller scale elsewhere; each one
/// says so in its trait, and the script's header lists them.
let runsNightlyTests = ProcessInfo.processInfo.environment["CLEARANCE_NIGHTLY"] == "1"
