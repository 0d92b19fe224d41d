#!/usr/bin/env bash
# noise-check.sh: does the CI gate stay quiet on noise and fail on a real regression?
#
#   1. RUNS reruns (default 20) of the unchanged shipped scenarios (Scenarios/),
#      each gated against the baseline: every one must pass (exit 0).
#   2. The same RUNS current sets with body_evaluations raised by 10 % (× 1.1,
#      rounded up, in steps.csv and view-types.csv, by awk), each gated with
#      `--current`: every one must fail (exit 2).
#
# The baseline is Baselines/ when the repository has one (what .ci/run gates
# against), else one recorded now into a temporary folder; --baseline DIR
# picks another. Uses the release build. Reruns use --repeat 1 --warmup 0:
# counts come from the counting pass and time is informational, so more timed
# runs would only make the check slower.
#
# Usage: scripts/noise-check.sh [--runs N] [--jobs N] [--baseline DIR] [--keep]
#        (REDRAW=/path/to/redraw skips the build and uses that binary)
# Prints one result line and exits 0 when both halves hold, 1 otherwise.

set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

runs=20
jobs=$(nproc 2>/dev/null || echo 2)
baseline=""
keep=false
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        --baseline) baseline="$2"; shift 2 ;;
        --keep) keep=true; shift ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "noise-check: unknown argument $1" >&2; exit 1 ;;
    esac
done

if [ -n "${REDRAW:-}" ]; then
    redraw="$REDRAW"    # a prebuilt binary, e.g. from another build folder
else
    swift build -c release --product redraw >&2
    redraw="$root/.build/release/redraw"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/redraw-noise.XXXXXX")"
if [ "$keep" = false ]; then trap 'rm -rf "$work"' EXIT; else echo "noise-check: keeping $work" >&2; fi

fast=(--repeat 1 --warmup 0)
if [ -z "$baseline" ]; then
    if [ -d Baselines ]; then
        baseline=Baselines
    else
        baseline="$work/baseline"
        "$redraw" baseline update Scenarios/ --out "$baseline" "${fast[@]}" >&2
    fi
fi

# Half 1: reruns of the unchanged scenarios, JOBS at a time, each into its own folder.
rerun() {
    local i="$1"
    local status=0
    "$redraw" gate Scenarios/ --baseline "$baseline" --current-out "$work/run-$i" "${fast[@]}" \
        > "$work/rerun-$i.txt" 2>&1 || status=$?
    echo "$status" > "$work/rerun-$i.status"
}
export -f rerun
export redraw baseline work
export fast_flags="${fast[*]}"
seq 1 "$runs" | xargs -P "$jobs" -I{} bash -c 'fast=($fast_flags); rerun {}'

rerun_failures=0
for i in $(seq 1 "$runs"); do
    status="$(cat "$work/rerun-$i.status")"
    if [ "$status" != 0 ]; then
        rerun_failures=$((rerun_failures + 1))
        echo "noise-check: rerun $i exited $status:" >&2
        sed -n '1,40p' "$work/rerun-$i.txt" >&2
    fi
done

# Half 2: body_evaluations × 1.1, rounded up, in each rerun's reports; the column found by its header.
inflate() {
    awk '
    # Splits one CSV record into f[1..n], keeping each field raw (quotes included).
    function split_csv(line, f,    n, i, c, q, field) {
        n = 0; q = 0; field = ""
        for (i = 1; i <= length(line); i++) {
            c = substr(line, i, 1)
            if (c == "\"") q = !q
            if (c == "," && !q) { f[++n] = field; field = "" } else field = field c
        }
        f[++n] = field
        return n
    }
    NR == 1 {
        n = split_csv($0, h)
        for (i = 1; i <= n; i++) if (h[i] == "body_evaluations") col = i
        print; next
    }
    {
        n = split_csv($0, f)
        f[col] = int((f[col] * 11 + 9) / 10)    # ceil(x × 1.1) in integers: no 11.000000000000002
        line = f[1]
        for (i = 2; i <= n; i++) line = line "," f[i]
        print line
    }' "$1" > "$1.tmp" && mv "$1.tmp" "$1"
}

injected_passes=0
for i in $(seq 1 "$runs"); do
    [ -d "$work/run-$i" ] || { injected_passes=$((injected_passes + 1)); continue; }
    while IFS= read -r file; do inflate "$file"; done < <(find "$work/run-$i" -name '*.steps.csv' -o -name '*.view-types.csv')
    status=0
    "$redraw" gate --baseline "$baseline" --current "$work/run-$i" > "$work/injected-$i.txt" 2>&1 || status=$?
    if [ "$status" != 2 ]; then
        injected_passes=$((injected_passes + 1))
        echo "noise-check: injected run $i exited $status (expected 2):" >&2
        sed -n '1,20p' "$work/injected-$i.txt" >&2
    fi
done
caught="$(sed -n '1p' "$work/injected-1.txt" 2>/dev/null || true)"

result="PASS"
if [ "$rerun_failures" != 0 ] || [ "$injected_passes" != 0 ]; then result="FAIL"; fi
echo "noise-check: $result: unchanged reruns $((runs - rerun_failures))/$runs passed; +10% body evaluations $((runs - injected_passes))/$runs failed ($caught) [baseline $baseline, $(date -u +%Y-%m-%dT%H:%MZ)]"
[ "$result" = PASS ]
