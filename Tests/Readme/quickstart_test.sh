#!/usr/bin/env bash
# The README's "Your first component", exactly as written: its files are taken from the README's
# code blocks (each under a line naming its path) into a fresh package beside a link to
# this checkout named `designer`, with the whole-file samples of "Declaring a component" beside
# them (so that they compile as shown), and its commands are run in order. Each must succeed, except the
# first `swift test`, which records the snapshot and must fail saying so; a command whose comment
# quotes a warning must print exactly that.
set -euo pipefail
designer_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
# The project index is kept in the temporary folder, never the home folder.
export DESIGNER_CACHE="$work/cache"
trap 'rm -rf "$work"' EXIT
fail() {
    echo "error: $*" >&2
    exit 1
}

ln -s "$designer_root" "$work/designer"
package="$work/Badges"
mkdir -p "$package"
python3 - "$designer_root/README.md" "$package" "$work/commands" << 'PYTHON'
import os, re, sys
readme, package, commands = sys.argv[1:]
text = open(readme, encoding="utf-8").read()
section = re.search(r"^## Your first component\n(.*?)^## ", text, re.S | re.M)
if not section:
    sys.exit("error: README.md has no section 'Your first component'")
# Each file is a swift block under a line that names its path: `Package.swift`:
files = 0
for path, body in re.findall(r"^`([^`\n]+)`:\n\n```swift\n(.*?)^```", section.group(1), re.S | re.M):
    path = os.path.join(package, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(body)
    files += 1
for body in re.findall(r"^```sh\n(.*?)^```", section.group(1), re.S | re.M):
    open(commands, "w", encoding="utf-8").write(body)
if files < 4 or not os.path.exists(commands):
    sys.exit(f"error: README.md's quick start has {files} files and no commands")
# The samples of "Declaring a component" that are whole files compile in the same module.
declaring = re.search(r"^## Declaring a component\n(.*?)^## ", text, re.S | re.M)
samples = [body for language, body in re.findall(r"^```(\w+)\n(.*?)^```", declaring.group(1), re.S | re.M)
           if language == "swift" and body.startswith("import Inspectable\n")]
if len(samples) < 4:
    sys.exit(f"error: README.md's 'Declaring a component' has {len(samples)} whole samples")
for number, body in enumerate(samples, 1):
    open(os.path.join(package, "Sources", "Badges", f"ReadmeSample{number}.swift"), "w", encoding="utf-8").write(body)
PYTHON

cd "$package"
tests_run=0
while IFS= read -r line; do
    [ -n "$line" ] || continue
    command=${line%% # *}
    comment=
    if [[ $line == *" # "* ]]; then comment=${line#* # }; fi
    echo "\$ $command"
    set +e
    # As on an author's machine: under CI, assertSnapshot never records.
    env -u CI bash -c "$command" > "$work/out" 2> "$work/err"
    status=$?
    set -e
    if [[ $command == "swift test"* ]]; then
        tests_run=$((tests_run + 1))
        if [ $tests_run -eq 1 ]; then
            [ $status -ne 0 ] || fail "the first swift test passed; it must fail, having recorded the snapshot"
            grep -q "run the test again" "$work/out" "$work/err" || fail "the first swift test did not say it recorded"
            continue
        fi
    fi
    if [ $status -ne 0 ]; then
        tail -30 "$work/out" "$work/err" >&2
        fail "'$command' exited $status"
    fi
    if [[ $comment == warning:* ]]; then
        grep -qxF "$comment" "$work/err" || fail "'$command' printed '$(cat "$work/err")', not the README's '$comment'"
    fi
done < "$work/commands"
[ $tests_run -ge 2 ] || fail "the quick start runs swift test $tests_run times"
[ -s badge.png ] || fail "badge.png was not written"
echo "the README's quick start works as written"
