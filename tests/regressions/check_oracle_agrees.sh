#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_oracle_agrees.sh EXACTPRED_ORACLE QUERY_FILE
# Succeeds when exactpred-oracle answers every query of QUERY_FILE and its answers equal those
# of `exactpred-oracle --reference cgal`, line by line.
set -eu
oracle=$1
file=$2
ours=$("$oracle" "$file") || { echo "exactpred-oracle failed on $file:"; echo "$ours"; exit 1; }
cgal=$("$oracle" --reference cgal "$file") || { echo "the CGAL reference failed on $file"; exit 1; }
if [ "$ours" != "$cgal" ]; then
  tmp=$(mktemp -d)
  grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$file" >"$tmp/queries" || true
  echo "$ours" >"$tmp/ours"
  echo "$cgal" >"$tmp/cgal"
  paste -d '|' "$tmp/ours" "$tmp/cgal" "$tmp/queries" |
    awk -F '|' '$1 != $2 { print "exactpred " $1 ", cgal " $2 ": " $3 }'
  rm -rf "$tmp"
  exit 1
fi
echo "$(printf '%s\n' "$ours" | grep -c .) regression queries agree with CGAL"
