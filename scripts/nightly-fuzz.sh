#!/usr/bin/env bash
# A nightly fuzz run: builds in release, fuzzes every built-in strategy for a time budget,
# and writes the reports, the new minimal failures and their pictures into an output folder.
#
#   scripts/nightly-fuzz.sh [TIME] [OUT_DIR]        TIME defaults to 10m, OUT_DIR to fuzz-out
#
# Environment:
#   CLEARANCE_SHARD   K/N: this machine's part of the case space (a CI matrix job each)
#   CLEARANCE_SEED    the seed (default: today's UTC date, YYYYMMDD, so every shard of a night
#                     shares it and the run can be repeated)
#   CLEARANCE_JOBS    threads (default 0: all cores)
#
# Writes OUT_DIR/report.txt, report.json, junit.xml, summary.md, corpus/, svg/.
# Exits 1 when something failed (as `clearance fuzz` does), 2 on bad usage.
set -euo pipefail

budget="${1:-10m}"
out="${2:-fuzz-out}"
cd "$(dirname "$0")/.."

swift build -c release --product clearance
bin="$(swift build -c release --show-bin-path)/clearance"

seed="${CLEARANCE_SEED:-$(date -u +%Y%m%d)}"
shard=()
if [[ -n "${CLEARANCE_SHARD:-}" ]]; then shard=(--shard "$CLEARANCE_SHARD"); fi
mkdir -p "$out/corpus" "$out/svg"

status=0
"$bin" fuzz --time "$budget" --seed "$seed" --jobs "${CLEARANCE_JOBS:-0}" "${shard[@]}" \
  --corpus "$out/corpus" --svg "$out/svg" \
  --report text --out "$out/report.txt" \
  --also json="$out/report.json" --also junit="$out/junit.xml" --also markdown="$out/summary.md" || status=$?

cat "$out/report.txt"
exit "$status"
