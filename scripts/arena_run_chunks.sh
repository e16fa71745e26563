#!/bin/bash
# Run a long arena as seeded chunks that add up across sessions (scripts/arena_chunks.py sums them).
#
#   bash scripts/arena_run_chunks.sh DIR GAME TAG FIRST_SEED LAST_SEED GAMES -- ARENA_ARGS...
#   bash scripts/arena_run_chunks.sh ~/arenas ultraseven normal-random_1cour 101 120 20 -- \
#        --seats normal,random --scenario 1cour
#
# One `sevens arena GAME ARENA_ARGS --games GAMES --seed S --jobs 1 --time-budget none --json` per seed, written
# to DIR/GAME/TAG_sS_nGAMES.json once it has finished (a chunk cut short leaves only its .tmp). A chunk already
# written is skipped, so the same command run again (in another session, or on the other core with other seeds)
# goes on where it stopped. Node budgets by default: the moves do not depend on the machine's load. BUDGET=level
# (or seconds) in the environment plays each level at its own seconds instead, as the page does (the moves then
# depend on the machine and its load: run it on a quiet machine and note the load).
set -euo pipefail
if [ $# -lt 7 ] || [ "$7" != "--" ]; then
  sed -n '2,6p' "$0" >&2
  exit 2
fi
dir=$(realpath -m "$1"); game=$2; tag=$3; first=$4; last=$5; n=$6; shift 7
cd "$(dirname "$0")/.."
mkdir -p "$dir/$game"
for s in $(seq "$first" "$last"); do
  out="$dir/$game/${tag}_s${s}_n${n}.json"
  [ -s "$out" ] && continue
  python -m sevens arena "$game" "$@" --games "$n" --jobs 1 --seed "$s" --time-budget "${BUDGET:-none}" --json \
    > "$out.tmp" 2>> "$dir/$game/errors.log"
  mv "$out.tmp" "$out"
done
