#!/usr/bin/env bash
# `tools/cpuSeconds.sh <command…>`: runs the command, then prints its wall time and the processor time the whole
# machine spent meanwhile (user, nice, system, irq and softirq of /proc/stat), Chromium's renderers included, which
# `/usr/bin/time` does not count (docs/measurements.md#suite-de-tests). Meaningful on an otherwise quiet machine.
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; }
ticks=$(getconf CLK_TCK)
b0=$(busy)
t0=$(date +%s.%N)
"$@"
rc=$?
b1=$(busy)
t1=$(date +%s.%N)
awk -v w="$(echo "$t1 - $t0" | bc)" -v c="$(( b1 - b0 ))" -v t="$ticks" -v rc="$rc" \
  'BEGIN { printf "== exit %d, %.1f s, %.1f s of processor (whole machine)\n", rc, w, c / t }' >&2
exit $rc
