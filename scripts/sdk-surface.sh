#!/usr/bin/env bash
# sdk-surface.sh — which of the SDK's SwiftUI and Combine declarations (the rows of
# swiftui-combine-surface.md §1–§11) exist here with their exact signature.
#
#   scripts/sdk-surface.sh [--modules DIR] [--verbose]
#
# Type-checks Tests/ClearanceSwiftUITests/SDKSurface.swift alone against the built modules,
# with CLEARANCE_SURFACE_GAPS defined (the checks the test build leaves out), and prints one
# line per `// surface:` marker: `present`, or `missing` with the first error on its lines.
# Then the count. Build first: `swift build --target ClearanceSwiftUI`.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
modules=""; verbose=0
while [ $# -gt 0 ]; do
    case "$1" in
        --modules) modules="${2:?--modules needs a directory}"; shift 2 ;;
        --verbose) verbose=1; shift ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "sdk-surface: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "$modules" ]; then
    if [ -f "$root/.build/debug/Modules/ClearanceSwiftUI.swiftmodule" ]; then modules="$root/.build/debug/Modules"
    else modules="$root/.build/debug"; fi
fi
[ -e "$modules/ClearanceSwiftUI.swiftmodule" ] || { echo "sdk-surface: no ClearanceSwiftUI.swiftmodule in $modules" >&2; exit 2; }
file="$root/Tests/ClearanceSwiftUITests/SDKSurface.swift"
log="$(mktemp)"; trap 'rm -f "$log"' EXIT
swiftc -typecheck -parse-as-library -D CLEARANCE_SURFACE_GAPS -I "$modules" "$file" >"$log" 2>&1
[ "$verbose" = 1 ] && cat "$log" >&2
# line -> first error message on it
awk -v errlog="$log" -v base="$(basename "$file")" '
    BEGIN {
        while ((getline l < errlog) > 0) {
            if (index(l, base ":") && index(l, ": error: ")) {
                split(l, p, ":"); n = p[2] + 0
                msg = substr(l, index(l, ": error: ") + 9)
                if (!(n in err)) err[n] = msg
            }
        }
    }
    /\/\/ support: / { if (name != "") report(); name = ""; next }
    /\/\/ surface: / { if (name != "") report(); name = substr($0, index($0, "surface: ") + 9); start = NR; bad = ""; next }
    { if (name != "" && (NR in err) && bad == "") bad = err[NR] }
    function report() { total++; if (bad == "") { ok++; print "present  " name } else print "missing  " name "  (" bad ")" }
    END { if (name != "") report(); print "---"; printf "present: %d of %d reference declarations\n", ok, total }
' "$file"
