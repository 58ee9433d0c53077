#!/usr/bin/env bash
# Replays every saved failure and checks that each gives the verdict it expects (`fail` for a
# known bug kept as a regression test, `pass` for a fixed one).
#
#   scripts/replay-corpus.sh [CORPUS_DIR]           CORPUS_DIR defaults to Corpus
#
# Exits 0 when every entry is as expected, 1 when one is not, 2 for a malformed entry (its
# file and field are named).
set -euo pipefail

corpus="${1:-Corpus}"
cd "$(dirname "$0")/.."
swift build -c release --product clearance
"$(swift build -c release --show-bin-path)/clearance" replay --check "$corpus"
