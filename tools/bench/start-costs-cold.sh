#!/bin/bash
# The router built once, cold, in fresh processes: main's way and ADR 130's in turns (A B B A …), PAIRS pairs per path.
cd "$(dirname "$0")/../.."
for path in /home /findpolicy/DeclarationProject /findpolicy/policyNoticeDetails/447; do
  for pair in $(seq 1 "${PAIRS:-4}"); do
    if [ $((pair % 2)) = 1 ]; then order="main adr130"; else order="adr130 main"; fi
    for way in $order; do
      START_COLD=$way START_PATH=$path npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/start-costs.ts
    done
  done
done
