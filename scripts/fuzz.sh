#!/usr/bin/env bash
# `make fuzz`: builds Fuzz/ with libFuzzer and AddressSanitizer, then fuzzes each target for
# SECONDS (first argument, default 60). A target's corpus is Fuzz/Corpus/TARGET, read only;
# what libFuzzer adds goes to .build/fuzz/TARGET, and a crash to .build/fuzz/crash-*.
# Prints the executions and crashes of each target, and fails if any target crashed. The
# corpus's files named found-* are inputs that crashed a target once, kept as regressions.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "fuzz: seconds must be a positive whole number, got '$seconds'" >&2; exit 2; }
swift build --package-path Fuzz -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
binary=Fuzz/.build/release/GlassFuzz
work=.build/fuzz
mkdir -p "$work"
# Swift's backtracer on a trap confuses AddressSanitizer; libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
failed=0
for target in layout touch-script app-script; do
    mkdir -p "$work/$target"
    log="$work/$target.log"
    rm -f "$work/$target"-crash-* "$work/$target"-timeout-* "$work/$target"-oom-* "$work/$target"-leak-*
    status=0
    "$binary" "$target" "$work/$target" "Fuzz/Corpus/$target" -max_total_time="$seconds" -max_len=65536 \
        -timeout=5 -rss_limit_mb=4096 -artifact_prefix="$work/$target-" -print_final_stats=1 > "$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    crashes=$(find "$work" -maxdepth 1 -name "$target-*" -not -name "*.log" | wc -l)
    echo "fuzz: $target: $runs executions in $seconds s, $crashes crashes, $(find "$work/$target" -type f | wc -l) new inputs (exit $status)"
    if [[ $status -ne 0 ]]; then
        failed=1
        grep -m1 -E 'Fatal error|ERROR: |deadly signal|timeout' "$log" | sed "s/^/fuzz: $target: /" >&2 || true
        for input in $(find "$work" -maxdepth 1 -name "$target-*" -not -name "*.log"); do
            echo "fuzz: $target: replay with: $binary $target $input" >&2
        done
    fi
done
exit $failed
