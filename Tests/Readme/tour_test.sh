#!/usr/bin/env bash
# The README's tour, in order, as written: the first shell block of "A tour of the command" is
# run line by line in a copy of the examples, with `swift run designer` as the built designer.
# Every command must succeed; a comment after a command that is a value must be what it prints,
# and a comment line that follows a command (`# warning: …`) must be what it prints on standard
# error.
set -euo pipefail
designer_root=$(cd "$(dirname "$0")/../.." && pwd)
designer=${1:-$designer_root/.build/debug/designer}
work=$(mktemp -d)
# The project index is kept in the temporary folder, never the home folder.
export DESIGNER_CACHE="$work/cache"
trap 'rm -rf "$work"' EXIT
fail() {
    echo "error: $*" >&2
    exit 1
}
[ -x "$designer" ] || fail "no designer at $designer; build it first"
cp -R "$designer_root/examples" "$work/examples"
python3 - "$designer_root/README.md" "$work/tour" << 'PYTHON'
import re, sys
readme, out = sys.argv[1:]
text = open(readme, encoding="utf-8").read()
section = re.search(r"^## A tour of the command\n(.*?)^## ", text, re.S | re.M)
block = section and re.search(r"^```sh\n(.*?)^```", section.group(1), re.S | re.M)
if not block:
    sys.exit("error: README.md's tour has no shell block")
open(out, "w", encoding="utf-8").write(block.group(1))
PYTHON

cd "$work"
last_err=
while IFS= read -r line; do
    [ -n "$line" ] || continue
    if [[ $line == "# "* ]]; then
        expected=${line#\# }
        [ -n "$last_err" ] || fail "a comment line before any command: $line"
        grep -qxF "$expected" "$last_err" || fail "the command printed '$(cat "$last_err")', not the README's '$expected'"
        continue
    fi
    command=${line%% # *}
    comment=
    if [[ $line == *" # "* ]]; then comment=${line#* # }; fi
    command=${command//swift run designer/\"$designer\"}
    echo "\$ $line"
    if [[ $command == cd\ * ]]; then
        eval "$command"
        continue
    fi
    last_err="$work/err.$RANDOM"
    set +e
    bash -c "$command" > "$work/out" 2> "$last_err" < /dev/null
    status=$?
    set -e
    [ $status -eq 0 ] || fail "'$line' exited $status: $(head -5 "$last_err")"
    if [[ -n $comment && $comment != in\ the\ terminal ]]; then
        [ "$(cat "$work/out")" == "$comment" ] || fail "'$line' printed '$(cat "$work/out")', not the README's '$comment'"
    fi
done < "$work/tour"
echo "the README's tour runs as written"
