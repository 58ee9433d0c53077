#!/usr/bin/env bash
# real-code-corpus.sh — type-checks every real file in Tests/RealCode against this package's
# simulated SDK, as an app's test package would compile it, and says why each one fails.
#
#   scripts/real-code-corpus.sh [--adapter PATH-TO-clearance] [--modules DIR] [--keep DIR] [FILE…]
#
# Each `Tests/RealCode/NN-name.swift.txt` is compiled as it is: nothing is stripped, nothing is
# prepended (its header is a comment), except, through the adapter, the module its header says its
# target gives it (`// adapt: --implicit-import UIKit`, passed to `clearance adapt`). Its own `import UIKit`, `import SwiftUI` and
# `import Combine` resolve to `ClearanceUIKit`, `ClearanceSwiftUI` and `ClearanceCombine` through
# the compiler's module aliases (`-module-alias UIKit=ClearanceUIKit` …), which is what a test
# target whose sources are an app's files does; `import Foundation` stays Foundation.
#
# --adapter PATH   first runs `PATH adapt FILE --out DIR` (the source adapter, which rewrites
#                  @objc, #selector, @IBOutlet/@IBAction and previews) and compiles its output;
#                  then does it all again with `adapt --apply-renames` (which also applies the
#                  fix-its today's Xcode offers for old spellings: the names the SDK declares
#                  unavailable and renamed, Swift 4.2's and Swift 2's, and the compiler's own for
#                  a Swift 2 override label and `if let a = x, b = y`) and prints that pass's
#                  results and rates after the first's.
# --modules DIR    where the built .swiftmodule files are (default: .build/debug/Modules, else
#                  .build/debug). Build first: `swift build --target ClearanceSwiftUI`.
# --keep DIR       keeps the compiled copies and each file's full diagnostics in DIR.
#
# Prints one line per file — `compiles`, or `fails` with the first error's category:
#   objc-syntax              @objc, #selector, @IBOutlet/@IBAction/@IBInspectable, string selectors,
#                            AnyObject's dynamic member lookup, a `Selector` kept in a variable, a
#                            #selector the adapter wrote as another type's member
#   preview                  PreviewProvider / #Preview
#   missing-module X         `import X` of a third-party module
#   missing-app-type X       a type or function the app or library defines in another file
#   missing-sdk X            an SDK type or member the simulated SDK lacks
#   ambiguity X              an ambiguous name (e.g. NotificationCenter.default)
#   old-swift X              a pre-Swift-4.2 SDK spelling (UIKeyboardFrameEndUserInfoKey …),
#                            Swift 2 syntax, or a Swift 3 change no fix-it makes (a first
#                            parameter's label, SE-0046; id imported as Any, SE-0116)
#   cascade                  a type the compiler could not infer because of another error in the
#                            file ('nil' requires a contextual type, cannot infer contextual base…)
#   other                    anything else (the message is printed)
# then every category the file's errors fall into, and a summary with the compile rate overall
# and among the eligible files. Files are checked in parallel, one per core (each file on its
# own: a compiler run per file), and printed in the corpus's order.
#
# Two rates. The issue's: among the files whose problem is not only missing app types and
# third-party modules (and the errors that follow from them). A file that imports a missing
# module is probed with that import commented out, since `no such module` stops the compiler
# before anything else: what remains says whether it also hits a gap in the simulated SDK.
# The second rate also leaves out the files with a pre-4.2 spelling (old-swift): such a
# spelling is an error in the Swift 5 and 6 language modes on today's iOS SDK too
# (unavailable, "renamed to UIResponder.keyboardFrameEndUserInfoKey"), and the adapter
# rewrites only what Linux cannot compile, not what Xcode's migrator would.
# Tests/RealCode/app-declared.txt lists, with where the app declares them, the app-declared
# names the compiler's message does not show as such (an initializer label, a member of a type
# spelled through an alias).
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
adapter=""
modules=""
keep=""
files=()
while [ $# -gt 0 ]; do
    case "$1" in
        --adapter) adapter="${2:?--adapter needs the path of the clearance executable}"; shift 2 ;;
        --modules) modules="${2:?--modules needs a directory}"; shift 2 ;;
        --keep) keep="${2:?--keep needs a directory}"; shift 2 ;;
        -h|--help) sed -n '2,38p' "$0"; exit 0 ;;
        -*) echo "real-code-corpus: unknown option $1" >&2; exit 2 ;;
        *) files+=("$1"); shift ;;
    esac
done
if [ ${#files[@]} -eq 0 ]; then
    for f in "$root"/Tests/RealCode/*.swift.txt; do files+=("$f"); done
fi
if [ -z "$modules" ]; then
    if [ -f "$root/.build/debug/Modules/ClearanceUIKit.swiftmodule" ]; then modules="$root/.build/debug/Modules"
    else modules="$root/.build/debug"; fi
fi
for m in ClearanceUIKit ClearanceSwiftUI ClearanceCombine; do
    if [ ! -e "$modules/$m.swiftmodule" ]; then
        echo "real-code-corpus: no $m.swiftmodule in $modules (run: swift build --target ClearanceSwiftUI)" >&2
        exit 2
    fi
done
if [ -n "$adapter" ] && [ ! -x "$adapter" ]; then
    echo "real-code-corpus: --adapter $adapter is not an executable" >&2; exit 2
fi

work="${keep:-$(mktemp -d)}"
mkdir -p "$work"
[ -z "$keep" ] && trap 'rm -rf "$work"' EXIT

# Names that belong to an SDK (so a missing one is a gap in the simulated SDK, not an app type).
is_sdk_name() {
    case "$1" in
        UI*|NS*|CA*|CG*|CF*|Notification|NotificationCenter|DispatchQueue|Publishers|AnyPublisher|AnyCancellable|\
        Published|ObservableObject|Just|PassthroughSubject|CurrentValueSubject|Subscribers|Cancellable|\
        View|ViewModifier|Text|TextField|SecureField|Button|VStack|HStack|ZStack|ScrollView|ScrollViewReader|\
        GeometryReader|GeometryProxy|Spacer|Form|Section|List|ForEach|NavigationView|NavigationStack|\
        Binding|State|StateObject|ObservedObject|EnvironmentObject|Environment|FocusState|FocusedValue|\
        Animation|Color|Image|Font|EdgeInsets|Edge|Alignment|Group|EmptyView|AnyView|ViewBuilder|\
        TextEditor|Toggle|Picker|Label|ToolbarItem|ToolbarItemGroup|SafeAreaRegions|PresentationDetent|\
        withAnimation|Scene|WindowGroup|App|UIViewRepresentable|UIViewControllerRepresentable|\
        PreferenceKey|Capsule|RoundedRectangle|Circle|Rectangle|Divider|LazyVStack|ContentView)
            return 0 ;;
    esac
    return 1
}

# Whether a corpus file declares `member` in an extension of `owner` (a library's extension
# that the app's other files see).
declared_in_extension() { # owner member
    local f
    for f in "$root"/Tests/RealCode/*.swift.txt; do
        grep -qE "extension ([A-Za-z0-9_]+\.)?${1##*.}\b" "$f" && grep -qE "(var|func|let) $2\b" "$f" && return 0
    done
    return 1
}

classify() { # one error message line -> "category detail" (the file's stem is in $stem)
    local msg="$1" name line
    while IFS= read -r line; do
        case "$line" in "#"*|"") continue ;; esac
        local file="${line%% | *}" rest="${line#* | }"
        local text="${rest%% | *}"
        if [ "$file" = "$stem" ] && [[ "$msg" == *"$text"* ]]; then echo "missing-app-type ${rest#* | }"; return; fi
    done <"$root/Tests/RealCode/app-declared.txt"
    # In a file that misses an app type or module, what follows from a missing superclass or
    # protocol is a cascade too (the class has no superclass, so nothing it overrides exists; an
    # extension of a missing generic type, `extension Backport where Wrapped: View`, has no
    # generic parameters for its `where` clause).
    if [ "${app_missing:-0}" -eq 1 ]; then
        case "$msg" in
            *"because it has no superclass"*|*"does not override any"*|*"does not conform to protocol"*|*"could not be inferred"*|\
            *"enum with raw type cannot have cases with arguments"*|*"no exact matches in call to initializer"*|\
            *"'where' clause cannot be applied to a non-generic top-level declaration"*)
                echo "cascade"; return ;;
            *"unknown attribute '"*)
                # An attribute macro or property wrapper the library declares (`@Reducer`).
                name="${msg#*unknown attribute \'}"; name="${name%%\'*}"
                echo "missing-app-type @$name"; return ;;
        esac
    fi
    case "$msg" in
        *"requires a contextual type"*|*"cannot infer contextual base"*|*"cannot infer type of closure parameter"*|\
        *"cannot be resolved without a contextual type"*|*"'@escaping' only applies to function types"*)
            echo "cascade"; return ;;
        *"cannot find operator"*)
            # The SDKs declare no custom operator: it is the app's.
            name="${msg#*cannot find operator \'}"; name="${name%%\'*}"
            echo "missing-app-type $name"; return ;;
        *"value of type 'AnyObject' has no member"*)
            # AnyObject's dynamic member lookup (`(x as AnyObject).cgRectValue`) needs the
            # Objective-C runtime.
            echo "objc-syntax"; return ;;
        *"expected 'let' in conditional"*|*"expected 'var' in conditional"*)
            # Swift 2's `if let a = x, b = y`.
            echo "old-swift swift-2-syntax"; return ;;
        *"cannot call value of non-function type"*)
            # A Swift 2 call of what the SDK declares as a property now
            # (`UIApplication.sharedApplication()`, `value.CGRectValue()`).
            echo "old-swift swift-2-call-of-property"; return ;;
        *"do not match those of overridden method"*|*"has different argument labels from those required by protocol"*)
            # A Swift 2 method whose first parameter had no label (Swift 3 gave it one, SE-0046):
            # `override func viewWillAppear(animated: Bool)`, `func tableView(tableView: …)`.
            echo "old-swift swift-2-first-label"; return ;;
        *"'NSIndexPath' is not implicitly convertible to 'IndexPath'"*)
            # Swift 2's NSIndexPath where Swift 3 imports IndexPath (SE-0069).
            echo "old-swift NSIndexPath"; return ;;
        *"value of type 'Any' has no member"*)
            # Swift 2 imported `id` as AnyObject, whose members are looked up dynamically; Swift 3
            # imports it as Any (SE-0116), which has none (`userInfo?[key]?.CGRectValue()`).
            echo "old-swift id-as-Any"; return ;;
        *"no exact matches in call to instance method 'addObserver'"*)
            # A string as the selector (`selector: "keyboardDidShow:"`), Swift 2's spelling.
            if grep -qE 'selector: *"' "$src"; then echo "objc-syntax"; return; fi ;;
    esac
    case "$msg" in
        *"Objective-C interoperability is disabled"*|*"#selector"*|*"IBOutlet"*|*"IBAction"*|*"IBInspectable"*|*"IBDesignable"*|*"@objc"*|*"objcMembers"*)
            echo "objc-syntax"; return ;;
        *"Selector"*"string literal"*|*"cannot convert value of type 'String' to expected argument type 'Selector'"*)
            echo "objc-syntax"; return ;;
        *"cannot find type 'Selector' in scope"*)
            # A selector kept in a variable (`var action: Selector`): the Objective-C runtime's
            # type, which the adapter rewrites only inside `#selector(…)`.
            echo "objc-syntax"; return ;;
        *"PreviewProvider"*|*"#Preview"*|*"macro 'Preview'"*)
            echo "preview"; return ;;
        *"no such module '"*)
            name="${msg#*no such module \'}"; name="${name%%\'*}"
            echo "missing-module $name"; return ;;
        *"ambiguous"*)
            name="$(sed -n "s/.*'\([^']*\)'.*/\1/p" <<<"$msg")"
            echo "ambiguity ${name:-?}"; return ;;
    esac
    if [[ "$msg" =~ cannot\ find\ (type\ )?\'([A-Za-z0-9_]+)\'\ in\ scope ]]; then
        name="${BASH_REMATCH[2]}"
        case "$name" in
            UIKeyboard*Key|UIKeyboard*Notification|UIEdgeInsetsZero|UIEdgeInsetsMake|UIApplicationDidBecomeActiveNotification|UIViewAnimation*|CGRectMake|CGPointMake|CGSizeMake|CGRectZero|CGPointZero|CGSizeZero|UITableViewAutomaticDimension|NSNotificationCenter)
                echo "old-swift $name"; return ;;
        esac
        if [[ "$name" == PreviewProvider ]]; then echo "preview"; return; fi
        if is_sdk_name "$name"; then echo "missing-sdk $name"; else echo "missing-app-type $name"; fi
        return
    fi
    # A type spelled through an alias is the aliased one: 'X.Output' (aka 'Notification').
    msg="$(sed -E "s/'[A-Za-z0-9_.<>]+' \(aka '([A-Za-z0-9_.<>]+)'\)/'\1'/" <<<"$msg")"
    if [[ "$msg" =~ (value\ of\ type|type)\ \'([A-Za-z0-9_.<>]+)\'\ has\ no\ member\ \'([A-Za-z0-9_]+)\' ]]; then
        local owner="${BASH_REMATCH[2]}" member="${BASH_REMATCH[3]}"
        owner="${owner##*.}"; owner="${owner%%<*}"
        case "$member" in
            UIKeyboard*|sharedApplication|defaultCenter|mainScreen|CGRectValue|addObserverForName) echo "old-swift $owner.$member"; return ;;
            # Swift 2's Objective-C-shaped names (Swift 3 renamed them: constraint(equalTo:),
            # dequeueReusableCell(withIdentifier:), register(_:forCellReuseIdentifier:), isActive).
            constraintEqualTo*|constraintGreaterThanOrEqualTo*|constraintLessThanOrEqualTo*|*AtIndexPath|*WithIdentifier|registerClass|active|Grouped|Plain)
                echo "old-swift $owner.$member"; return ;;
        esac
        # A method the file declares itself under another name: Swift 2's, whose first
        # parameter had no label (`#selector(keyboardWillShow(_:))` of
        # `func keyboardWillShow(note: NSNotification)`; Swift 3 gave it one, SE-0046).
        # Only a first parameter with a label qualifies: `func backButtonTapped(_ sender:)` is
        # Swift 3's own spelling, and its `#selector` the adapter's to resolve (below).
        if ! is_sdk_name "$owner" && grep -qE "func $member\([A-Za-z][A-Za-z0-9]*( [A-Za-z_][A-Za-z0-9_]*)?:" "$src"; then
            echo "old-swift swift-2-first-label $owner.$member"; return
        fi
        # A method of the file's own that a `#selector` names, which the adapter wrote as a
        # member of another type (a nested type's, where the selector sits).
        if ! is_sdk_name "$owner" && grep -qE "#selector\(([A-Za-z0-9_]+\.)?$member\b" "$src" && grep -qE "func $member\(" "$src"; then
            echo "objc-syntax"; return
        fi
        # A type nested in an SDK type (NSAttributedString.Key) is the SDK's.
        local full="${BASH_REMATCH[2]%%<*}"
        if [[ "$full" == *.* ]] && is_sdk_name "${full%%.*}"; then owner="${full%%.*}.$owner"; fi
        # A member some corpus file declares in an extension of that type (a library's
        # extension in another file) is the app's.
        if is_sdk_name "${owner%%.*}" && ! declared_in_extension "$owner" "$member"; then
            echo "missing-sdk $owner.$member"
        else
            echo "missing-app-type $owner.$member"
        fi
        return
    fi
    if [[ "$msg" =~ has\ been\ renamed\ to|is\ unavailable:|has\ been\ replaced\ by|was\ obsoleted ]]; then
        echo "old-swift $(sed -n "s/^[^']*'\([^']*\)'.*/\1/p" <<<"$msg" | head -1)"; return
    fi
    echo "other"
}

# One file: its line, then what it counts for, in $work/$stem.result (files are checked in
# parallel, each in its own files, and printed in order afterwards).
check_file() {
    local src="$1" mode="${2:-}" base stem copy status errors first firstcat kinds n cats only_app old_swift key
    local app_missing probe probe_errors modules_missing probe_kinds probe_note gaps m
    # Each pass in its own directory: the --apply-renames pass in $work/renames.
    local work="$work${mode:+/$mode}"
    mkdir -p "$work"
    local adapt_options=()
    [ "$mode" = renames ] && adapt_options=(--apply-renames)
    # The file's build context, stated in its header (`// adapt: --implicit-import UIKit`: what
    # its target's bridging or umbrella header gives every file), as the app's
    # clearance-adapt.txt would state it.
    local line
    while IFS= read -r line; do
        local words=()
        read -ra words <<<"$line"
        adapt_options+=("${words[@]}")
    done < <(sed -n '1,/^\/\/ ---- original file below/p' "$src" | sed -n 's#^// adapt: \(--implicit-import [A-Za-z]*\).*#\1#p')
    base="$(basename "$src")"; base="${base%.txt}"; stem="${base%.swift}"
    local result="$work/$stem.result"
    copy="$work/$stem.swift"
    cp "$src" "$copy"
    if [ -n "$adapter" ]; then
        mkdir -p "$work/adapted"
        if ! "$adapter" adapt "$copy" --out "$work/adapted" "${adapt_options[@]}" >"$work/$stem.adapt.log" 2>&1; then
            printf '%s\n' "$stem: fails: adapter-refused: $(grep -m1 ': error: ' "$work/$stem.adapt.log")" "compiled 0" "eligible 1" "old 0" "first adapter-refused" >"$result"
            return
        fi
        copy="$work/adapted/$stem.swift"
        [ -f "$copy" ] || { printf '%s\n' "$stem: fails: adapter wrote no $copy" "compiled 0" "eligible 0" "old 0" >"$result"; return; }
    fi
    # The adapter rewrites the imports itself; without it, the compiler's aliases stand in.
    local aliases=(-module-alias UIKit=ClearanceUIKit -module-alias SwiftUI=ClearanceSwiftUI -module-alias Combine=ClearanceCombine)
    [ -n "$adapter" ] && aliases=()
    # LayoutCoreC's module map: UIKit's imported C enums, which LayoutCore's module imports.
    swiftc -typecheck -I "$modules" -I "$root/Sources/LayoutCoreC/include" "${aliases[@]}" "$copy" >"$work/$stem.log" 2>&1
    status=$?
    errors="$(grep -E '^[^ ].*: error: ' "$work/$stem.log" | sed 's/.*: error: //')"
    if [ $status -eq 0 ] && [ -z "$errors" ]; then
        printf '%s\n' "$stem: compiles" "compiled 1" "eligible 1" "old 0" >"$result"
        return
    fi
    [ -z "$errors" ] && errors="$(head -1 "$work/$stem.log")"
    app_missing=0
    grep -qE "no such module|cannot find (type )?'" <<<"$errors" && app_missing=1
    first="$(head -1 <<<"$errors")"
    firstcat="$(classify "$first")"
    kinds="$(while IFS= read -r e; do classify "$e" | cut -d' ' -f1; done <<<"$errors" | sort | uniq -c | awk '{printf "%s%s×%s", (NR>1?", ":""), $2, $1}')"
    n="$(grep -c . <<<"$errors")"
    # `no such module` stops the compiler before it checks anything else, so a file importing a
    # third-party module says nothing yet about the SDK. Probe: compile a copy with those
    # imports commented out (repeatedly, as each run names the next missing module) and classify
    # what remains; the file still fails, but only the probe says whether its only problem is
    # the missing module and the app's types.
    probe_note=""
    if grep -q "no such module" <<<"$errors"; then
        probe="$work/probe/$stem.swift"; mkdir -p "$work/probe"; cp "$copy" "$probe"
        probe_errors="$errors"
        for _ in 1 2 3 4; do
            modules_missing="$(sed -n "s/.*no such module '\([^']*\)'.*/\1/p" <<<"$probe_errors" | sort -u)"
            [ -z "$modules_missing" ] && break
            for m in $modules_missing; do sed -i -E "s/^([[:space:]]*)(@testable[[:space:]]+)?import[[:space:]]+$m\b/\1\/\/ probe: import $m/" "$probe"; done
            swiftc -typecheck -I "$modules" -I "$root/Sources/LayoutCoreC/include" "${aliases[@]}" "$probe" >"$work/$stem.probe.log" 2>&1
            probe_errors="$(grep -E '^[^ ].*: error: ' "$work/$stem.probe.log" | sed 's/.*: error: //')"
        done
        if [ -n "$probe_errors" ]; then
            errors="$(printf '%s\n%s' "$errors" "$(grep -v 'no such module' <<<"$probe_errors")")"
            app_missing=1
            probe_kinds="$(while IFS= read -r e; do classify "$e" | cut -d' ' -f1; done <<<"$(grep -v 'no such module' <<<"$probe_errors")" | sort | uniq -c | awk '{printf "%s%s×%s", (NR>1?", ":""), $2, $1}')"
            probe_note="; without the module: ${probe_kinds:-nothing}"
            gaps="$(while IFS= read -r e; do classify "$e"; done <<<"$probe_errors" | grep -E '^(missing-sdk|other|ambiguity)' | sort -u | tr '\n' ';' | sed 's/;$//; s/;/; /g')"
            [ -n "$gaps" ] && probe_note="$probe_note ($gaps)"
        fi
    fi
    # A file is "eligible" under the issue's wording (the denominator) unless every error is a
    # missing app type or module (or a cascade of one); the second rate also leaves out the
    # files with a pre-4.2 spelling (see the header).
    cats="$(while IFS= read -r e; do classify "$e" | cut -d' ' -f1; done <<<"$errors")"
    only_app="$(grep -vcE '^(missing-app-type|missing-module|cascade)$' <<<"$cats")"
    old_swift="$(grep -c '^old-swift$' <<<"$cats")"
    local is_eligible=0 is_old=0
    if [ "$only_app" -gt 0 ]; then
        is_eligible=1
        [ "$old_swift" -gt 0 ] && is_old=1
    fi
    if [ "${firstcat%% *}" = other ]; then firstcat="other: $first"; fi
    key="${firstcat%% *}"; key="${key%:}"
    printf '%s\n' "$stem: fails: $firstcat ($n errors: $kinds$probe_note)" "compiled 0" "eligible $is_eligible" "old $is_old" "first $key" >"$result"
}

# As many files at a time as there are cores (each is one adapter run and one swiftc).
jobs="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)"
modes=("")
[ -n "$adapter" ] && modes+=(renames)
running=0
for mode in "${modes[@]}"; do
    for src in "${files[@]}"; do
        if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
        check_file "$src" "$mode" &
        running=$((running + 1))
    done
done
wait

# The summary of one pass ("" the adapter as it is, "renames" with --apply-renames). The
# second prints only the files whose line differs from the first pass's.
summarize() {
local mode="$1" dir="$work${1:+/$1}"
total=0; compiled=0; eligible=0; eligible_compiled=0; old_files=0
declare -A firstcats=()
for src in "${files[@]}"; do
    base="$(basename "$src")"; base="${base%.txt}"; stem="${base%.swift}"
    total=$((total + 1))
    result="$dir/$stem.result"
    [ -f "$result" ] || { echo "$stem: fails: not checked (see $dir/$stem.log)"; continue; }
    if [ -z "$mode" ]; then head -1 "$result"
    elif [ "$(head -1 "$result")" != "$(head -1 "$work/$stem.result")" ]; then echo "with --apply-renames: $(head -1 "$result")"; fi
    file_compiled="$(sed -n 's/^compiled //p' "$result")"
    file_eligible="$(sed -n 's/^eligible //p' "$result")"
    file_old="$(sed -n 's/^old //p' "$result")"
    key="$(sed -n 's/^first //p' "$result")"
    compiled=$((compiled + file_compiled)); eligible=$((eligible + file_eligible)); old_files=$((old_files + file_old))
    [ "$file_compiled" = 1 ] && eligible_compiled=$((eligible_compiled + 1))
    [ -n "$key" ] && firstcats[$key]=$(( ${firstcats[$key]:-0} + 1 ))
done
local prefix="${mode:+with --apply-renames: }"
echo "---"
echo "${prefix}compiled: $compiled of $total"
echo "${prefix}compiled among files not blocked only by missing app types/modules (the issue's wording): $eligible_compiled of $eligible ($(rate "$eligible_compiled" "$eligible"))"
echo "${prefix}compiled among those without a pre-4.2 spelling (which fails in today's Xcode too): $eligible_compiled of $((eligible - old_files)) ($(rate "$eligible_compiled" $((eligible - old_files))))"
echo "${prefix}files with a pre-4.2 spelling (old-swift), counted in the first rate only: $old_files"
for k in $(printf '%s\n' "${!firstcats[@]}" | sort); do echo "${prefix}first error $k: ${firstcats[$k]}"; done
}
rate() { [ "$2" -gt 0 ] && echo "$(( ($1 * 100 + $2 / 2) / $2 ))%" || echo "-"; }
summarize ""
[ -n "$adapter" ] && summarize renames
