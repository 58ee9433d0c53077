#!/usr/bin/env bash
# A nightly fuzz run: builds in release, turns the time budget into a case count (measured
# here, at the start), fuzzes every built-in strategy for that many cases, and writes the
# reports, the failures that are new to the repository's Corpus/ and their pictures.
#
#   scripts/nightly-fuzz.sh [TIME] [OUT_DIR]        TIME defaults to 10m, OUT_DIR to fuzz-out
#
# OUT_DIR is relative to the directory you run the script from.
#
# Environment:
#   CLEARANCE_SHARD   K/N: this machine's part of the case space (a CI matrix job each)
#   CLEARANCE_SEED    the seed, a whole number (default: today's UTC date, YYYYMMDD, so every
#                     shard of a night shares it)
#   CLEARANCE_CASES   cases per strategy; skips the measurement (what the report's "repeat"
#                     line prints, to rerun a night exactly)
#   CLEARANCE_JOBS    threads (default 0: all cores); the results do not depend on it
#   CLEARANCE_BIN     a built clearance binary to use instead of building one
#   CLEARANCE_NIGHTLY_TESTS
#                     1 (default): after fuzzing, run `swift test` with CLEARANCE_NIGHTLY=1,
#                     which adds the tests too long for every push; 0 skips that step
#
# The nightly tests (enabled by CLEARANCE_NIGHTLY=1, skipped by a plain `swift test`; each
# checks at length what `swift test` checks at smaller scale elsewhere):
#   ClearanceCLITests  theNightlyScriptWritesWhereItIsCalledAndKeepsOnlyNewFindings (this script)
#                      theSameSeedGivesTheSameReportWithOneOrTwoJobs
#                      theArticlesFuzzReportIsTheRunItNames (FailuresAndVerdicts.md's excerpt)
#                      shardsBreakExactlyTheCellsTheWholeRunBreaks
#                      BaselineCommandTests: 150 cases (20 in `swift test`)
#                      RealCodeCorpusTests.everyEligibleFileCompiles (the real-code corpus's
#                      compile rates, Tests/RealCode; 45 s of CPU)
#   ClearanceTests     VerdictTableTests: the keeps cells over 2,000 cases (1,000 in `swift test`)
#                      BugZooTests "the fixed twin keeps every invariant" (19 twins)
#                      CleanSetTests: all 24 clean strategies, 100,000 cases on each of three
#                      seeds (CLEARANCE_NIGHTLY_CLEAN_CASES; hours in debug: CI's .ci/nightly
#                      runs them in release)
# CI runs .ci/nightly (this script, then those tests in release) every night: README, "Nightly".
#
# Writes OUT_DIR/report.txt, report.json, junit.xml, summary.md, tests.txt (the nightly
# tests' output), corpus/ (only the failures
# Corpus/ does not hold yet, ready for `clearance corpus merge OUT_DIR/corpus --into Corpus`)
# and svg/. Exits 0 when nothing failed, 1 when something did, 2 on bad usage, 3 when
# something could not be written (the report is then on standard output).
set -euo pipefail

usage() { echo "usage: scripts/nightly-fuzz.sh [TIME] [OUT_DIR]" >&2; echo "nightly-fuzz.sh: $1" >&2; exit 2; }

budget="${1:-10m}"
out_arg="${2:-fuzz-out}"
# Paths are the caller's: resolve before changing directory.
case "$out_arg" in /*) out="$out_arg" ;; *) out="$PWD/$out_arg" ;; esac
repo="$(cd "$(dirname "$0")/.." && pwd)"

seed="${CLEARANCE_SEED:-$(date -u +%Y%m%d)}"
[[ "$seed" =~ ^[0-9]+$ ]] || usage "CLEARANCE_SEED must be a whole number, not '$seed'"
shard=()
if [[ -n "${CLEARANCE_SHARD:-}" ]]; then
  [[ "$CLEARANCE_SHARD" =~ ^[0-9]+/[0-9]+$ ]] || usage "CLEARANCE_SHARD must be K/N such as 2/8, not '$CLEARANCE_SHARD'"
  shard=(--shard "$CLEARANCE_SHARD")
fi
jobs="${CLEARANCE_JOBS:-0}"
[[ "$jobs" =~ ^[0-9]+$ ]] || usage "CLEARANCE_JOBS must be a whole number, not '$jobs'"
nightly_tests="${CLEARANCE_NIGHTLY_TESTS:-1}"
[[ "$nightly_tests" =~ ^[01]$ ]] || usage "CLEARANCE_NIGHTLY_TESTS must be 0 or 1, not '$nightly_tests'"
[[ "$budget" =~ ^([0-9]+(ms|s|m|h))+$ ]] || usage "TIME must be a duration such as 30s, 10m or 1h, not '$budget'"

if [[ -n "${CLEARANCE_BIN:-}" ]]; then
  [[ -x "$CLEARANCE_BIN" ]] || usage "CLEARANCE_BIN must be an executable clearance binary, not '$CLEARANCE_BIN'"
  bin="$CLEARANCE_BIN"
else
  (cd "$repo" && swift build -c release --product clearance >&2)
  bin="$(cd "$repo" && swift build -c release --show-bin-path)/clearance"
fi

# The budget becomes a case count, measured now: a case count gives the same report on any
# machine and with any --jobs, so the night can be repeated (a time budget cannot).
cases="${CLEARANCE_CASES:-}"
if [[ -z "$cases" ]]; then
  # The careful strategy finds nothing, so its 5 s are all cases (no shrinking): the rate.
  probe=$("$bin" fuzz --time 5s --seed "$seed" --jobs "$jobs" --no-corpus --strategy keyboard-guide-careful --report text || true)
  measured=$(printf '%s\n' "$probe" | sed -n 's/.* \([0-9][0-9]*\) cases run.*/\1/p' | head -n 1)
  strategies=$("$bin" list strategies | grep -c .)
  seconds=$(printf '%s' "$budget" | awk '{ t = 0; s = $0
    while (match(s, /^[0-9]+(ms|s|m|h)/)) { part = substr(s, 1, RLENGTH); s = substr(s, RLENGTH + 1)
      n = part + 0; if (part ~ /ms$/) t += n / 1000; else if (part ~ /h$/) t += n * 3600; else if (part ~ /m$/) t += n * 60; else t += n }
    printf "%d", t }')
  [[ -n "$measured" && "$measured" -gt 0 ]] || measured=1000
  # Half the budget for cases, half for shrinking what they find and the slower strategies.
  cases=$(( measured * seconds / 5 / strategies / 2 ))
  (( cases >= 100 )) || cases=100
fi
[[ "$cases" =~ ^[0-9]+$ ]] || usage "CLEARANCE_CASES must be a whole number, not '$cases'"

mkdir -p "$out/svg"
# Findings go into a copy of the repository's corpus, so that only the new ones are kept.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -d "$repo/Corpus" ]] && cp -R "$repo/Corpus/." "$work/"

echo "repeat: CLEARANCE_SEED=$seed CLEARANCE_CASES=$cases${CLEARANCE_SHARD:+ CLEARANCE_SHARD=$CLEARANCE_SHARD} scripts/nightly-fuzz.sh $budget $out_arg" >&2
status=0
"$bin" fuzz --cases "$cases" --seed "$seed" --jobs "$jobs" "${shard[@]}" \
  --corpus "$work" --svg "$out/svg" \
  --report text --out "$out/report.txt" \
  --also json="$out/report.json" --also junit="$out/junit.xml" --also markdown="$out/summary.md" || status=$?

# The entries Corpus/ does not hold yet.
rm -rf "$out/corpus"
mkdir -p "$out/corpus"
(cd "$work" && find . -name '*.json' -type f) | while read -r entry; do
  if [[ ! -f "$repo/Corpus/$entry" ]]; then
    mkdir -p "$out/corpus/$(dirname "$entry")"
    cp "$work/$entry" "$out/corpus/$entry"
  fi
done

# The nightly tests: the whole suite, with the tests too long for every push.
if [[ "$nightly_tests" == 1 ]]; then
  if (cd "$repo" && CLEARANCE_NIGHTLY=1 swift test) > "$out/tests.txt" 2>&1; then
    echo "nightly tests: passed ($out/tests.txt)" >&2
  else
    echo "nightly tests: FAILED (see $out/tests.txt)" >&2
    (( status != 0 )) || status=1
  fi
fi

[[ -f "$out/report.txt" ]] && cat "$out/report.txt"
echo "repeat: CLEARANCE_SEED=$seed CLEARANCE_CASES=$cases${CLEARANCE_SHARD:+ CLEARANCE_SHARD=$CLEARANCE_SHARD} scripts/nightly-fuzz.sh $budget $out_arg"
exit "$status"
