#!/usr/bin/env bash
# realbugs.sh — runs the real bug-fix pairs of Tests/RealBugs as a user would (issue 50) and
# measures them: is each bug found before its fix, and is the screen quiet after it?
#
#   scripts/realbugs.sh [--only 13,25] [--cases N] [--keep DIR] [--no-build] [--compile-only]
#
# For each pair Tests/RealBugs/NN-name/ and each side (before, after):
#  1. the side's files (`before*.swift.txt`, or `after*.swift.txt`, with the library's files the
#     fix does not change, `support.*.swift.txt`, the same on both sides), copied UNCHANGED under
#     their own names (the header's `path:`), go through the adapter (`clearance adapt`, the build
#     plugin's transformation) with the options the host's `// realbugs-adapt:` line states,
#     and are type-checked together with the pair's Host.swift.txt (one host, byte for byte the
#     same for both sides) and a generated test, against this package's built modules (and the
#     pair's stand-ins, `standin.MODULE.swift.txt`: each compiled first as the module MODULE it
#     stands for, so that the files' `import MODULE` finds it; the same bytes on both sides;
#     Tests/RealBugs/README.md states when a stand-in may be written; and the library's own
#     other modules the files import, `module.MODULE.File.swift.txt`: the library's real files
#     at the pair's parent commit, each module compiled, after the stand-ins and the modules it
#     imports, as the module MODULE, the same bytes on both sides): a side
#     that does not compile is reported with its blockers and not run. A pair with no host yet
#     is compiled alone (with --apply-renames) to name its blockers;
#  2. the sides that compile become test targets (`P13Before`, `P13After`) of ONE temporary
#     consumer package (outside the repository) that depends on this repository by path and
#     compiles the files through ClearanceAdapterPlugin, as an app's test target does (each
#     stand-in, and each of the library's own modules, is a library target of its own, named
#     MODULE, through the same plugin); it is
#     built once and `swift test` runs it: each target's test calls `expectScreen` (UIKit) or
#     `expectView` (SwiftUI) with the host's profile (the app's Info.plist where it has one)
#     and prints one `REALBUGS` line per bug it reports;
#  3. per pair: compiled? found (before reports a bug matching the host's `// realbugs-expect:`
#     tokens — a root cause or an invariant)? quiet (after reports none matching them)? the
#     number of reports, and how many of them the pair's JUDGEMENT.md judges false (a table
#     row `| before | ROOT-CAUSE | false | reason |`); then every blocker (adapter refusals,
#     missing modules and declarations, old-Swift forms) with the pairs it blocks, most first;
#     then the summary line
#       realbugs: found F/N, quiet Q/N, false reports R/T
#     N counts every pair (one that does not compile, or has no host, counts as not found and
#     not quiet); T counts every report of every side that ran.
#
# A pair's host (Tests/RealBugs/NN-name/Host.swift.txt) declares, below its header lines:
#   // realbugs-adapt: --apply-renames --implicit-import UIKit   (the adapter's options)
#   // realbugs-expect: hide-restores,not-restored               (what "found" means)
#   // realbugs-ui: UIKit | SwiftUI
#   // realbugs-swift: 4      (optional: the Swift language mode the project was built in — its
#                             SWIFT_VERSION, podspec swift_version or .swift-version at the commit,
#                             cited in the host's header — one of 4, 4.2, 5, 6; by default the
#                             consumer package's, 5. The side's type-check gets -swift-version N and
#                             its target swiftSettings: [.swiftLanguageMode(.vN)], as Xcode builds a
#                             Swift 4.0 project today)
#   enum RealBugHost { static let profile: AppProfile; static let contract: AvoidanceContract;
#                      static let config: HarnessConfig; @MainActor static func make() -> … }
#
# --only LIST      only these pair numbers (comma-separated)
# --cases N        overrides every host's case count (for a quick run)
# --keep DIR       the work folder (adapted files, logs, the consumer package) is DIR, kept;
#                  a second run with the same DIR reuses the consumer package's build
# --no-build       does not build this package first (its .build/debug must be current)
# --compile-only   stops after step 1
# Exit status: 0 when it ran (whatever it measured), 2 when it could not run.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
only=""; cases=""; keep=""; build=1; compile_only=0
while [ $# -gt 0 ]; do
    case "$1" in
        --only) only="${2:?--only needs pair numbers, e.g. 13,25}"; shift 2 ;;
        --cases) cases="${2:?--cases needs a number}"; shift 2 ;;
        --keep) keep="${2:?--keep needs a directory}"; shift 2 ;;
        --no-build) build=0; shift ;;
        --compile-only) compile_only=1; shift ;;
        -h|--help) sed -n '2,59p' "$0"; exit 0 ;;
        *) echo "realbugs: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
if [ -n "$cases" ] && ! [[ "$cases" =~ ^[1-9][0-9]*$ ]]; then
    echo "realbugs: --cases $cases is not a positive whole number" >&2; exit 2
fi

if [ "$build" -eq 1 ]; then
    echo "realbugs: building the adapter and the modules (swift build --product clearance; --target ClearanceTesting)"
    (cd "$root" && swift build --product clearance >/dev/null && swift build --target ClearanceTesting >/dev/null) || {
        echo "realbugs: this package does not build" >&2; exit 2; }
fi
bin="$root/.build/debug"
modules="$bin/Modules"; [ -d "$modules" ] || modules="$bin"
adapter="$bin/clearance"
for m in ClearanceUIKit ClearanceSwiftUI Clearance ClearanceTesting; do
    [ -e "$modules/$m.swiftmodule" ] || { echo "realbugs: no $m.swiftmodule in $modules (build first, or drop --no-build)" >&2; exit 2; }
done
[ -x "$adapter" ] || { echo "realbugs: no adapter at $adapter" >&2; exit 2; }

work="${keep:-$(mktemp -d)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
[ -z "$keep" ] && trap 'rm -rf "$work"' EXIT

# The pairs with a host, in order.
pairs=()
for dir in "$root"/Tests/RealBugs/[0-9][0-9]-*/; do
    dir="${dir%/}"; num="$(basename "$dir")"; num="${num%%-*}"
    if [ -n "$only" ] && [[ ",$only," != *",$num,"* ]] && [[ ",$only," != *",$((10#$num)),"* ]]; then continue; fi
    pairs+=("$dir")
done
[ ${#pairs[@]} -gt 0 ] || { echo "realbugs: no pair${only:+ among $only}" >&2; exit 2; }

header_value() { # FILE KEY -> the value of `// KEY: value` in FILE's first 20 lines
    sed -n '1,20p' "$1" | sed -n "s#^// $2: *##p" | head -1
}

# The library's own other modules a pair keeps (module.MODULE.File.swift.txt), each after the
# modules of the pair it imports (`import OTHER` in one of its files), so that each is compiled
# after what it needs; a cycle is left in name order (the compiler then names what is missing).
library_modules() { # DIR -> MODULE names, one a line, in build order
    local all=() done=() mod other ready progress
    for f in "$1"/module.*.*.swift.txt; do
        [ -f "$f" ] || continue
        mod="$(basename "$f")"; mod="${mod#module.}"; mod="${mod%%.*}"
        [[ " ${all[*]} " == *" $mod "* ]] || all+=("$mod")
    done
    while [ ${#done[@]} -lt ${#all[@]} ]; do
        progress=0
        for mod in "${all[@]}"; do
            [[ " ${done[*]} " == *" $mod "* ]] && continue
            ready=1
            for other in "${all[@]}"; do
                [ "$other" = "$mod" ] && continue
                [[ " ${done[*]} " == *" $other "* ]] && continue
                grep -qE "^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+$other([[:space:]]|$)" "$1"/module."$mod".*.swift.txt && ready=0
            done
            if [ "$ready" = 1 ]; then done+=("$mod"); echo "$mod"; progress=1; fi
        done
        if [ "$progress" = 0 ]; then
            for mod in "${all[@]}"; do [[ " ${done[*]} " == *" $mod "* ]] || { done+=("$mod"); echo "$mod"; }; done
        fi
    done
}

# The test each target runs (the same for every pair; the host states the rest).
write_test() { # NUM SIDE UI FILE
    local num="$1" side="$2" ui="$3" call
    if [ "$ui" = SwiftUI ]; then call=expectView; else call=expectScreen; fi
    cat >"$4" <<EOF
// Generated by scripts/realbugs.sh: pair $num, the $side side.
import Clearance
import ClearanceTesting
import Foundation
import Testing

@MainActor @Suite struct RealBugP${num}${side^} {
    @Test func screen() {
        let config = { () -> HarnessConfig in
            var config = RealBugHost.config
            if let cases = ProcessInfo.processInfo.environment["REALBUGS_CASES"].flatMap(Int.init) { config.cases = cases }
            return config
        }()
        let outcome = $call(named: "P${num}${side^}", profile: RealBugHost.profile, contract: RealBugHost.contract, config: config) {
            RealBugHost.make()
        }
        print("REALBUGS-RUN P$num $side tested=\(outcome.tested) cases=\(outcome.report.casesRun) bugs=\(outcome.bugs.count)")
        if let problem = outcome.report.problem { print("REALBUGS-PROBLEM P$num $side no verdict: \(problem)") }
        for problem in outcome.fileProblems { print("REALBUGS-PROBLEM P$num $side \(problem.split(separator: "\n").joined(separator: " / "))") }
        for bug in outcome.bugs {
            let failure = bug.representative
            print("REALBUGS-BUG P$num $side \(bug.rootCause) invariants=\(bug.invariants.map(\.rawValue).joined(separator: ",")) property=\(failure.violation.property ?? "-")")
            for line in bug.text(strategyID: "P${num}${side^}").split(separator: "\n") { print("REALBUGS-TEXT P$num $side   \(line)") }
        }
    }
}
EOF
}

# The blockers of one side that does not compile, one a line: an adapter refusal, a missing
# module, a declaration the compiler could not find (an SDK's or a library's), an old-Swift form.
side_blockers() { # SIDE-DIR
    {
        grep -h ': error: ' "$1/adapt.log" 2>/dev/null | sed -E 's/.*: error: //; s/^(.{0,90}).*/adapter refuses: \1/'
        grep -h ': error: ' "$1/typecheck.log" 2>/dev/null | sed 's/.*: error: //' | grep -oE "no such module '[A-Za-z0-9_.]+'|cannot find( type)? '[A-Za-z0-9_]+' in scope|(value of )?type '[A-Za-z0-9_.<>]+' has no member '[A-Za-z0-9_]+'|incorrect argument label in call \(have '[^']*', expected '[^']*'\)|'[A-Za-z]+' has been renamed to '[A-Za-z]+'|type alias is missing an assigned type|expected ',' joining parts of a multi-clause condition|function types cannot have argument labels|cannot convert value of type 'Duration' to expected argument type '[A-Za-z]+'"
    } | sed -E "s/^value of type/type/; s/cannot find type '/cannot find '/" | sort -u
}

# Every blocker, with the pairs it blocks (either side), most pairs first.
print_blockers() {
    local dir num side b
    for dir in "${pairs[@]}"; do
        num="$(basename "$dir")"; num="${num%%-*}"
        for side in before after; do
            [ "${compiled[$num-$side]}" = 1 ] || cat "$work/sides/P$num$side/blockers.txt" 2>/dev/null
        done | sort -u | while read -r b; do printf '%s\t%s\n' "$b" "$num"; done
    done >"$work/blockers.tsv"
    [ -s "$work/blockers.tsv" ] || return 0
    echo "realbugs: what blocks the pairs that do not compile (pairs blocked, blocker, which pairs):"
    cut -f1 "$work/blockers.tsv" | sort | uniq -c | sort -k1,1nr -k2 | head -${REALBUGS_BLOCKERS:-40} | while read -r count rest; do
        printf '  %2d  %s  (%s)\n' "$count" "$rest" "$(awk -F'\t' -v b="$rest" '$1 == b { printf "%s ", $2 }' "$work/blockers.tsv" | sed 's/ $//')"
    done
}

# 1. Adapt and type-check each side.
mkdir -p "$work/sides" "$work/logs"
declare -A compiled blocker ui_of expect_of adapt_of swift_of
for dir in "${pairs[@]}"; do
    num="$(basename "$dir")"; num="${num%%-*}"
    host="$dir/Host.swift.txt"
    if [ -f "$host" ]; then
        adapt_of[$num]="$(header_value "$host" realbugs-adapt)"
        expect_of[$num]="$(header_value "$host" realbugs-expect)"
        ui_of[$num]="$(header_value "$host" realbugs-ui)"; ui_of[$num]="${ui_of[$num]:-UIKit}"
        swift_of[$num]="$(header_value "$host" realbugs-swift)"
        case "${swift_of[$num]}" in
            ""|4|4.2|5|6) ;;
            *) echo "realbugs: ${host#$root/}: '// realbugs-swift: ${swift_of[$num]}' is not a Swift language mode this compiler has; write 4, 4.2, 5 or 6 (the project's SWIFT_VERSION)" >&2; exit 2 ;;
        esac
    else
        # No host yet: the files alone are compiled (with the renames applied), to name what blocks them.
        adapt_of[$num]="--apply-renames"; expect_of[$num]=""; ui_of[$num]=UIKit; swift_of[$num]=""
    fi
    for side in before after; do
        key="$num-$side"; s="$work/sides/P$num$side"
        rm -rf "$s"; mkdir -p "$s/inputs" "$s/adapted"
        for f in "$dir"/$side*.swift.txt; do
            [ -f "$f" ] || continue
            name="$(basename "$(header_value "$f" path)")"
            [ -n "$name" ] || name="$(basename "$f" .txt)"
            cp "$f" "$s/inputs/$name"
        done
        # Files the fix does not change that the library needs (support.*.swift.txt): the same
        # bytes on both sides, as the rest of the app or library is.
        for f in "$dir"/support.*.swift.txt; do
            [ -f "$f" ] || continue
            name="$(basename "$(header_value "$f" path)")"
            cp "$f" "$s/inputs/$name"
        done
        read -r -a opts <<<"${adapt_of[$num]}"
        # The project's language mode (`// realbugs-swift:`), for every compile of this side.
        mode=(); [ -n "${swift_of[$num]}" ] && mode=(-swift-version "${swift_of[$num]}")
        # Stand-ins (standin.MODULE.swift.txt) for a module the files import that cannot be
        # compiled here (an Objective-C pod), written for the corpus with no behaviour: each is
        # adapted and compiled as the module MODULE, the same bytes on both sides.
        standin_problem=""
        for f in "$dir"/standin.*.swift.txt; do
            [ -f "$f" ] || continue
            mod="$(basename "$f" .swift.txt)"; mod="${mod#standin.}"
            m="$s/standin-work/$mod"; mkdir -p "$m/inputs" "$m/adapted" "$s/standins"
            cp "$f" "$m/inputs/$mod.swift"
            if ! { "$adapter" adapt "$m/inputs/$mod.swift" --out "$m/adapted" "${opts[@]}" >"$m/adapt.log" 2>&1 &&
                   swiftc "${mode[@]}" -emit-module -parse-as-library -module-name "$mod" -emit-module-path "$s/standins/$mod.swiftmodule" \
                       -I "$modules" -I "$root/Sources/LayoutCoreC/include" "$m"/adapted/*.swift >"$m/compile.log" 2>&1; }; then
                standin_problem="${standin_problem:+$standin_problem;}the stand-in $mod does not compile: $(cat "$m/adapt.log" "$m/compile.log" 2>/dev/null | grep -m1 ': error: ' | sed 's/.*: error: //')"
            fi
        done
        # The library's own other modules (module.MODULE.File.swift.txt): its real files, kept
        # at the pair's parent commit (not stand-ins), each adapted with the host's options and
        # compiled as the module MODULE (its files under their own names, the header's `path:`),
        # after the stand-ins and the pair's modules it imports; the same bytes on both sides.
        # DEBUG is set, as the consumer package's debug build sets it.
        if [ -z "$standin_problem" ]; then
            for mod in $(library_modules "$dir"); do
                m="$s/module-work/$mod"; mkdir -p "$m/inputs" "$m/adapted" "$s/standins"
                for f in "$dir"/module."$mod".*.swift.txt; do
                    name="$(basename "$(header_value "$f" path)")"
                    [ -n "$name" ] || name="$(basename "$f" .txt)"
                    cp "$f" "$m/inputs/$name"
                done
                if ! { "$adapter" adapt "$m"/inputs/*.swift --out "$m/adapted" "${opts[@]}" >"$m/adapt.log" 2>&1 &&
                       swiftc -emit-module -parse-as-library -D DEBUG -module-name "$mod" -emit-module-path "$s/standins/$mod.swiftmodule" \
                           -I "$modules" -I "$root/Sources/LayoutCoreC/include" -I "$s/standins" "$m"/adapted/*.swift >"$m/compile.log" 2>&1; }; then
                    standin_problem="the library's module $mod does not compile: $(cat "$m/adapt.log" "$m/compile.log" 2>/dev/null | grep -m1 ': error: ' | sed -e "s#^$m/adapted/##" -e "s#^$m/inputs/##" | sed 's/: error: /: /')"
                    break
                fi
            done
        fi
        if [ -n "$standin_problem" ]; then
            compiled[$key]=0; blocker[$key]="$standin_problem"
            echo "$standin_problem" >"$s/blockers.txt"
            continue
        fi
        standin_include=(); [ -d "$s/standins" ] && standin_include=(-I "$s/standins")
        if ! "$adapter" adapt "$s"/inputs/*.swift --out "$s/adapted" "${opts[@]}" >"$s/adapt.log" 2>&1; then
            compiled[$key]=0
            side_blockers "$s" >"$s/blockers.txt"
            blocker[$key]="$(tr '\n' ';' <"$s/blockers.txt" | sed 's/;$//')"
            continue
        fi
        extra=()
        if [ -f "$host" ]; then
            cp "$host" "$s/Host.swift"
            write_test "$num" "$side" "${ui_of[$num]}" "$s/RealBugTest.swift"
            extra=("$s/Host.swift" "$s/RealBugTest.swift")
        fi
        if swiftc "${mode[@]}" -typecheck -I "$modules" -I "$root/Sources/LayoutCoreC/include" "${standin_include[@]}" "$s"/adapted/*.swift "${extra[@]}" >"$s/typecheck.log" 2>&1; then
            if [ -f "$host" ]; then compiled[$key]=1; blocker[$key]=""; else compiled[$key]=0; blocker[$key]="the files compile; no host written yet"; fi
        else
            compiled[$key]=0
            side_blockers "$s" >"$s/blockers.txt"
            if [ -s "$s/blockers.txt" ]; then
                blocker[$key]="$(head -6 "$s/blockers.txt" | tr '\n' ';' | sed 's/;$//')"
            else
                blocker[$key]="$(grep -E ': error: ' "$s/typecheck.log" | sed -e "s#^$s/adapted/##" -e "s#^$s/inputs/##" -e "s#^$s/##" | sort -u -t: -k4 | head -3 | tr '\n' ';' | sed 's/;$//')"
            fi
        fi
        cp "$s/typecheck.log" "$work/logs/P$num$side.typecheck.log" 2>/dev/null
    done
done

if [ "$compile_only" -eq 1 ]; then
    for dir in "${pairs[@]}"; do
        num="$(basename "$dir")"; num="${num%%-*}"
        for side in before after; do
            key="$num-$side"
            if [ "${compiled[$key]}" = 1 ]; then echo "P$num $side: compiles"; else echo "P$num $side: fails: ${blocker[$key]}"; fi
        done
    done
    print_blockers
    exit 0
fi

# 2. The consumer package: one test target per side that compiled.
pkg="$work/consumer"
mkdir -p "$pkg/Inputs" "$pkg/Tests"
targets=()
declare -A standin_of deps_of resources_of settings_of   # MODULE -> the stand-in file it is built from; target -> its stand-in modules, its resources; target or MODULE -> its language mode
declare -A ib_of                               # target -> its Interface Builder folder in exclude:
declare -A libmodule_of libmodule_deps_of    # MODULE -> the pair whose kept files it is built from; MODULE -> the modules it depends on
for dir in "${pairs[@]}"; do
    num="$(basename "$dir")"; num="${num%%-*}"
    for side in before after; do
        key="$num-$side"; s="$work/sides/P$num$side"; t="P$num${side^}"
        [ "${compiled[$key]}" = 1 ] || continue
        targets+=("$t")
        rm -rf "$pkg/Inputs/$t" "$pkg/Tests/$t"; mkdir -p "$pkg/Inputs/$t" "$pkg/Tests/$t"
        cp "$s"/inputs/*.swift "$pkg/Inputs/$t/"
        {
            echo "# The $side side of pair $num, compiled as it is through the plugin."
            for f in "$pkg/Inputs/$t"/*.swift; do echo "../../Inputs/$t/$(basename "$f")"; done
            echo "${adapt_of[$num]}" | sed 's/ --/\n--/g' | grep -- '^--'
        } >"$pkg/Tests/$t/clearance-adapt.txt"
        cp "$s/Host.swift" "$s/RealBugTest.swift" "$pkg/Tests/$t/"
        # The project's language mode (`// realbugs-swift: 4` -> .v4, 4.2 -> .v4_2).
        settings_of[$t]=""
        [ -n "${swift_of[$num]}" ] && settings_of[$t]=", swiftSettings: [.swiftLanguageMode(.v${swift_of[$num]/./_})]"
        # A library that reads `Bundle.module` defines it itself only outside a Swift package
        # (`#if !SWIFT_PACKAGE`): as a package it has resources, for which SwiftPM generates
        # `Bundle.module`. The side's target is given one resource, so that it is generated too.
        resources_of[$t]=""
        if grep -q 'Bundle\.module' "$pkg/Inputs/$t"/*.swift; then
            mkdir -p "$pkg/Tests/$t/Resources"
            echo "A resource, so that SwiftPM generates Bundle.module for this target (scripts/realbugs.sh)." >"$pkg/Tests/$t/Resources/realbugs-resource.txt"
            resources_of[$t]=', resources: [.copy("Resources")]'
        fi
        # The pair's Interface Builder files (`*.storyboard`, `*.xib`, kept byte for byte beside
        # its host), which the host loads from its target's InterfaceBuilder folder.
        ib_of[$t]=""
        if compgen -G "$dir/*.storyboard" >/dev/null || compgen -G "$dir/*.xib" >/dev/null; then
            mkdir -p "$pkg/Tests/$t/InterfaceBuilder"
            cp "$dir"/*.storyboard "$dir"/*.xib "$pkg/Tests/$t/InterfaceBuilder/" 2>/dev/null
            ib_of[$t]=', "InterfaceBuilder"'
        fi
        # The pair's stand-ins: one library target per module, shared by the targets that
        # import it (two pairs standing in for one module with different bytes is refused).
        deps_of[$t]=""
        for f in "$dir"/standin.*.swift.txt; do
            [ -f "$f" ] || continue
            mod="$(basename "$f" .swift.txt)"; mod="${mod#standin.}"
            if [ -z "${standin_of[$mod]:-}" ]; then
                standin_of[$mod]="$f"; settings_of[$mod]="${settings_of[$t]}"
                rm -rf "$pkg/StandIns/$mod" "$pkg/Inputs/StandIn.$mod"; mkdir -p "$pkg/StandIns/$mod" "$pkg/Inputs/StandIn.$mod"
                cp "$f" "$pkg/Inputs/StandIn.$mod/$mod.swift"
                {
                    echo "# The stand-in for $mod ($(basename "$dir")/$(basename "$f")), compiled through the plugin."
                    echo "../../Inputs/StandIn.$mod/$mod.swift"
                    echo "${adapt_of[$num]}" | sed 's/ --/\n--/g' | grep -- '^--'
                } >"$pkg/StandIns/$mod/clearance-adapt.txt"
                echo "// Generated by scripts/realbugs.sh: the stand-in's code comes through the plugin." >"$pkg/StandIns/$mod/StandInTarget.swift"
            elif ! cmp -s "$f" "${standin_of[$mod]}"; then
                echo "realbugs: two stand-ins for $mod differ (${standin_of[$mod]#$root/} and ${f#$root/}): one module, one stand-in" >&2; exit 2
            fi
            deps_of[$t]+=" $mod"
        done
        # The library's own other modules: one library target per module, its kept files through
        # the plugin, depending on the pair's stand-ins and on the pair's modules before it (two
        # pairs keeping one module with different bytes is refused).
        prior=""
        for mod in $(library_modules "$dir"); do
            if [ -z "${libmodule_of[$mod]:-}" ]; then
                libmodule_of[$mod]="$dir"
                rm -rf "$pkg/LibraryModules/$mod" "$pkg/Inputs/Module.$mod"; mkdir -p "$pkg/LibraryModules/$mod" "$pkg/Inputs/Module.$mod"
                for f in "$dir"/module."$mod".*.swift.txt; do
                    name="$(basename "$(header_value "$f" path)")"
                    [ -n "$name" ] || name="$(basename "$f" .txt)"
                    cp "$f" "$pkg/Inputs/Module.$mod/$name"
                done
                {
                    echo "# The library's module $mod, kept by $(basename "$dir") (module.$mod.*.swift.txt), compiled through the plugin."
                    for f in "$pkg/Inputs/Module.$mod"/*.swift; do echo "../../Inputs/Module.$mod/$(basename "$f")"; done
                    echo "${adapt_of[$num]}" | sed 's/ --/\n--/g' | grep -- '^--'
                } >"$pkg/LibraryModules/$mod/clearance-adapt.txt"
                echo "// Generated by scripts/realbugs.sh: the library module's code comes through the plugin." >"$pkg/LibraryModules/$mod/LibraryModuleTarget.swift"
                libmodule_deps_of[$mod]="$(for g in "$dir"/standin.*.swift.txt; do [ -f "$g" ] || continue; g="$(basename "$g" .swift.txt)"; echo -n " ${g#standin.}"; done)$prior"
            elif [ "$(cat "$dir"/module."$mod".*.swift.txt | cksum)" != "$(cat "${libmodule_of[$mod]}"/module."$mod".*.swift.txt | cksum)" ]; then
                echo "realbugs: two pairs keep the module $mod with different files ($(basename "${libmodule_of[$mod]}") and $(basename "$dir")): one module, one set of files" >&2; exit 2
            fi
            prior+=" $mod"
            deps_of[$t]+=" $mod"
        done
    done
done
for d in "$pkg"/LibraryModules/*; do
    [ -d "$d" ] || continue
    [ -n "${libmodule_of[$(basename "$d")]:-}" ] || rm -rf "$d" "$pkg/Inputs/Module.$(basename "$d")"
done
for d in "$pkg"/StandIns/*; do
    [ -d "$d" ] || continue
    [ -n "${standin_of[$(basename "$d")]:-}" ] || rm -rf "$d" "$pkg/Inputs/StandIn.$(basename "$d")"
done
# Remove targets of an earlier run (--keep) that are not in this one.
for d in "$pkg"/Tests/P*; do
    [ -d "$d" ] || continue
    case " ${targets[*]} " in *" $(basename "$d") "*) ;; *) rm -rf "$d" "$pkg/Inputs/$(basename "$d")" ;; esac
done
{
    echo '// swift-tools-version:6.0'
    echo '// Generated by scripts/realbugs.sh: one test target per (pair, side).'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "RealBugsConsumer",'
    echo "    dependencies: [.package(name: \"Clearance\", path: \"$root\")],"
    echo '    targets: ['
    echo '        .target(name: "Placeholder", path: "Sources/Placeholder"),'
    for mod in $(printf '%s\n' "${!standin_of[@]}" | sort); do
        echo "        .target(name: \"$mod\", dependencies: [.product(name: \"ClearanceUIKit\", package: \"Clearance\"), .product(name: \"ClearanceSwiftUI\", package: \"Clearance\")], path: \"StandIns/$mod\", exclude: [\"clearance-adapt.txt\"]${settings_of[$mod]:-}, plugins: [.plugin(name: \"ClearanceAdapterPlugin\", package: \"Clearance\")]),"
    done
    for mod in $(printf '%s\n' "${!libmodule_of[@]}" | sort); do
        module_deps=""
        for other in ${libmodule_deps_of[$mod]:-}; do module_deps+=", .target(name: \"$other\")"; done
        echo "        .target(name: \"$mod\", dependencies: [.product(name: \"ClearanceUIKit\", package: \"Clearance\"), .product(name: \"ClearanceSwiftUI\", package: \"Clearance\")$module_deps], path: \"LibraryModules/$mod\", exclude: [\"clearance-adapt.txt\"], plugins: [.plugin(name: \"ClearanceAdapterPlugin\", package: \"Clearance\")]),"
    done
    for t in "${targets[@]}"; do
        standin_deps=""
        for mod in ${deps_of[$t]:-}; do standin_deps+=", .target(name: \"$mod\")"; done
        echo "        .testTarget(name: \"$t\", dependencies: [.product(name: \"ClearanceTesting\", package: \"Clearance\"), .product(name: \"ClearanceSwiftUI\", package: \"Clearance\"), .product(name: \"Clearance\", package: \"Clearance\")$standin_deps], exclude: [\"clearance-adapt.txt\"${ib_of[$t]:-}]${resources_of[$t]:-}${settings_of[$t]:-}, plugins: [.plugin(name: \"ClearanceAdapterPlugin\", package: \"Clearance\")]),"
    done
    echo '    ],'
    echo '    swiftLanguageModes: [.v5]'
    echo ')'
} >"$pkg/Package.swift"
mkdir -p "$pkg/Sources/Placeholder"
echo '// Generated: SwiftPM wants a package to have a non-test target.' >"$pkg/Sources/Placeholder/Placeholder.swift"

declare -A built
out="$work/test-output.txt"
: >"$out"
if [ ${#targets[@]} -gt 0 ]; then
    echo "realbugs: building the consumer package ($pkg, ${#targets[@]} targets)"
    if (cd "$pkg" && swift build --build-tests >"$work/logs/consumer-build.log" 2>&1); then
        for t in "${targets[@]}"; do built[$t]=1; done
    else
        # One target that does not build stops the package: build each alone to know which.
        for t in "${targets[@]}"; do
            if (cd "$pkg" && swift build --target "$t" >"$work/logs/$t.build.log" 2>&1); then built[$t]=1; else built[$t]=0; fi
        done
    fi
    rm -rf "$pkg"/Tests/*/__Clearance__
    # One `swift test` a target, so that a screen that traps stops only its own run.
    for t in "${targets[@]}"; do
        [ "${built[$t]}" = 1 ] || continue
        echo "realbugs: swift test --filter $t"
        (cd "$pkg" && REALBUGS_CASES="$cases" swift test --skip-build --filter "^$t\\." >"$work/logs/$t.test.log" 2>&1)
        status=$?
        # A marker line the harness's own output ran into (two writers on one stream) is cut
        # back to its marker, so that no report is lost from the count.
        sed -E 's/^.+(REALBUGS-(RUN|BUG|TEXT|PROBLEM) )/\1/' "$work/logs/$t.test.log" >>"$out"
        if ! grep -q "^REALBUGS-RUN" "$work/logs/$t.test.log"; then
            side="${t:3}"; echo "REALBUGS-PROBLEM ${t:0:3} ${side,} the test did not finish (status $status): $(grep -m1 -iE 'fatal|error|signal' "$work/logs/$t.test.log" | cut -c1-200)" >>"$out"
        fi
    done
fi

# 3. Measure.
matches() { # ROOT-CAUSE INVARIANTS TOKENS -> 0 when one token names the root cause or an invariant
    local token
    IFS=',' read -r -a toks <<<"$3"
    for token in "${toks[@]}"; do
        token="$(echo "$token" | tr -d ' ')"
        [ -n "$token" ] || continue
        [ "$1" = "$token" ] && return 0
        [[ "$1" == *"/$token/"* ]] && return 0
        [[ ",$2," == *",$token,"* ]] && return 0
    done
    return 1
}
judged_false() { # DIR SIDE ROOT-CAUSE -> 0 when JUDGEMENT.md judges that report false
    [ -f "$1/JUDGEMENT.md" ] || return 1
    grep -qE "^\| *$2 *\| *\`?$(printf '%s' "$3" | sed 's#[/.]#\\&#g')\`? *\| *false *\|" "$1/JUDGEMENT.md"
}

N=0; F=0; Q=0; R=0; T=0
printf '%-4s %-9s %-6s %-6s %-8s %-6s %s\n' pair compiled found quiet reports false blocker
for dir in "${pairs[@]}"; do
    num="$(basename "$dir")"; num="${num%%-*}"
    N=$((N + 1))
    cb="${compiled[$num-before]}"; ca="${compiled[$num-after]}"
    [ "$cb" = 1 ] && [ "${built[P${num}Before]:-0}" = 1 ] || cb=0
    [ "$ca" = 1 ] && [ "${built[P${num}After]:-0}" = 1 ] || ca=0
    found="-"; quiet="-"; reports=0; false=0; why=""
    ran_b=$(grep -c "^REALBUGS-RUN P$num before tested=true" "$out")
    ran_a=$(grep -c "^REALBUGS-RUN P$num after tested=true" "$out")
    if [ "$cb" = 1 ]; then
        if [ "$ran_b" -gt 0 ]; then
            found=no
            while read -r _ _ _ cause inv _; do
                reports=$((reports + 1))
                matches "$cause" "${inv#invariants=}" "${expect_of[$num]}" && found=yes
                judged_false "$dir" before "$cause" && false=$((false + 1))
            done < <(grep "^REALBUGS-BUG P$num before " "$out")
        else
            found="no"; why="before: no verdict: $(grep -m1 "^REALBUGS-PROBLEM P$num before" "$out" | cut -d' ' -f4- | cut -c1-160)"
        fi
    else
        found=no; why="before: ${blocker[$num-before]:-built alone, did not build (see logs)}"
    fi
    if [ "$ca" = 1 ]; then
        if [ "$ran_a" -gt 0 ]; then
            quiet=yes
            while read -r _ _ _ cause inv _; do
                reports=$((reports + 1))
                matches "$cause" "${inv#invariants=}" "${expect_of[$num]}" && quiet=no
                judged_false "$dir" after "$cause" && false=$((false + 1))
            done < <(grep "^REALBUGS-BUG P$num after " "$out")
        else
            quiet="no"; why="${why:+$why; }after: no verdict: $(grep -m1 "^REALBUGS-PROBLEM P$num after" "$out" | cut -d' ' -f4- | cut -c1-160)"
        fi
    else
        quiet=no
        if [ "$cb" = 0 ] && [ "${blocker[$num-after]}" = "${blocker[$num-before]}" ]; then
            why="both: ${blocker[$num-before]:-built alone, did not build (see logs)}"
        else
            why="${why:+$why; }after: ${blocker[$num-after]:-built alone, did not build (see logs)}"
        fi
    fi
    [ "$found" = yes ] && F=$((F + 1))
    [ "$quiet" = yes ] && Q=$((Q + 1))
    T=$((T + reports)); R=$((R + false))
    comp="$([ "$cb" = 1 ] && echo B)$([ "$ca" = 1 ] && echo A)"
    printf '%-4s %-9s %-6s %-6s %-8s %-6s %s\n' "$num" "${comp:-no}" "$found" "$quiet" "$reports" "$false" "$(echo "$why" | cut -c1-400)"
done
print_blockers
echo "realbugs: found $F/$N, quiet $Q/$N, false reports $R/$T"
[ -n "$keep" ] && echo "realbugs: kept $work (test output: $out)"
exit 0
