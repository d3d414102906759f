#!/usr/bin/env bash
# The orphans of assertSnapshot tests, end to end on a copy of examples/Scorecard: its tests, run
# with DESIGNER_SNAPSHOT_LEDGER, write the snapshots they assert, XCTest's and Swift Testing's;
# then `designer snapshot --asserted` finds no orphan, finds a stray file of a test that is gone,
# and `--prune` deletes it alone.
set -euo pipefail
designer_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "error: $*" >&2
    exit 1
}

package="$work/Scorecard"
mkdir -p "$package"
cp -R "$designer_root/examples/Scorecard/Package.swift" "$designer_root/examples/Scorecard/Sources" \
    "$designer_root/examples/Scorecard/Tests" "$package/"
# The copy depends on this checkout where it is, not two folders up.
sed -i.orig -e "s|\.package(path: \"\.\./\.\.\")|.package(path: \"$designer_root\")|" \
    -e "s|^let designerFolder = .*|let designerFolder = \"$(basename "$designer_root")\"|" "$package/Package.swift"
rm "$package/Package.swift.orig"

swift build --package-path "$designer_root" --product designer > /dev/null
designer="$(swift build --package-path "$designer_root" --show-bin-path)/designer"
snapshots="Tests/ScorecardTests/__Snapshots__/ScorecardSnapshotTests"
count=$(find "$package/$snapshots" -type f | wc -l | tr -d ' ')

env -u CI DESIGNER_SNAPSHOT_LEDGER="$work/ledger" swift test --package-path "$package" > "$work/test.log" 2>&1 \
    || { cat "$work/test.log" >&2; fail "the Scorecard tests failed"; }
grep -q "testSevenStars" "$work/ledger" || fail "XCTest's assertion is not in the ledger"
grep -q "aDocumentAndItsVariant" "$work/ledger" || fail "Swift Testing's assertions are not in the ledger"

cd "$package"
out=$("$designer" snapshot --asserted "$work/ledger")
[ "$out" = "$count snapshot files of assertSnapshot tests: $count asserted" ] || fail "after the tests: $out"

cp "$snapshots/testSevenStars.seven.png" "$snapshots/old.1.png"
echo "notes" > "$snapshots/NOTES.md"
out=$("$designer" snapshot --asserted "$work/ledger" .)
expected="orphan: $snapshots/old.1.png: no assertSnapshot in the ledger asserted it (--prune deletes it)
not a snapshot: $snapshots/NOTES.md: not a file of its own named <test>.<name>.<ext>; designer leaves it alone
$((count + 1)) snapshot files of assertSnapshot tests: $count asserted; 1 orphan"
[ "$out" = "$expected" ] || fail "with a stray file: $out"

"$designer" snapshot --asserted "$work/ledger" --prune > /dev/null
[ ! -e "$snapshots/old.1.png" ] || fail "--prune left the orphan"
[ -f "$snapshots/NOTES.md" ] || fail "--prune deleted a file that is no snapshot"
[ "$(find "$snapshots" -type f -name '*.*.*' | wc -l | tr -d ' ')" = "$count" ] || fail "--prune deleted a snapshot"

# An empty ledger would make every snapshot an orphan: refused, nothing deleted.
: > "$work/empty"
status=0
"$designer" snapshot --asserted "$work/empty" --prune 2> "$work/err" || status=$?
[ $status -eq 64 ] && grep -q "the ledger is empty" "$work/err" || fail "an empty ledger: status $status"
[ "$(find "$snapshots" -type f -name '*.*.*' | wc -l | tr -d ' ')" = "$count" ] || fail "an empty ledger deleted files"
echo "asserted orphans: ok"
