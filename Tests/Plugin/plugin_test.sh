#!/usr/bin/env bash
# `swift package designer` in a package a component author would write: a fresh package in a
# temporary folder that depends on this one by path and holds component files and nothing else.
# It lists the components beside the built-ins, says on standard error that it builds, describes
# attributes from their doc comments (in a target that applies the DesignerDocumentation plugin
# too), renders, edits, checks, refuses bad input with the file unchanged, and reports a component
# that does not compile at the author's own file.
set -euo pipefail
designer_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package="$work/Meter"
mkdir -p "$package/Sources/Meter" "$package/Sources/Gauges"
fail() {
    echo "error: $*" >&2
    exit 1
}

cat > "$package/Package.swift" << MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Meter",
    dependencies: [.package(path: "$designer_root")],
    targets: [
        .target(name: "Meter", dependencies: [.product(name: "Inspectable", package: "$(basename "$designer_root")")]),
        .target(
            name: "Gauges", dependencies: [.product(name: "Inspectable", package: "$(basename "$designer_root")")],
            plugins: [.plugin(name: "DesignerDocumentation", package: "$(basename "$designer_root")")]),
    ]
)
MANIFEST

cat > "$package/Sources/Meter/LevelMeter.swift" << 'SOURCE'
import Inspectable

/// A level meter: a bar filled to its level.
struct LevelMeter: Component {
    @Inspectable(range: 0...100, description: "How full, in percent.")
    var level: Int = 30

    /// The bar's "color",
    /// green by default.
    ///
    /// - Note: The track is not drawn.
    @Inspectable var barColor: Color = .systemGreen

    static var summary: String? { "A bar filled to a level." }

    func draw(in context: inout GraphicsContext) {
        var bar = context.bounds
        bar.width *= Double(level) / 100
        context.fill(bar, color: barColor)
    }
}
SOURCE

# What the scan must find and what it must not: a class, its subclass (a component with its
# superclass's attributes), a conformance by extension; not a private type, a nested or generic
# one, or one in a comment or a string.
cat > "$package/Sources/Meter/More.swift" << 'SOURCE'
import Inspectable

public class Dial: Component, @unchecked Sendable {
    @Inspectable public var angle: Double = 0
    public required init() {}
    class func make() -> Dial { Dial() }
}

final class Knob: Dial, @unchecked Sendable {}

struct Gauge {
    @Inspectable var value: Double = 0
}
extension Gauge: Component {}

private struct Hidden: Component {}
struct Outer { struct Nested: Component {} }
struct Generic<T>: Component { init() {} }
// struct Commented: Component {}
let text = "struct Quoted: Component {}"
let more = #"""
    struct Raw: Component {}
    """#
SOURCE

# A target that applies the DesignerDocumentation plugin itself, for its own designer and tests:
# the host designer builds must not declare its table twice.
cat > "$package/Sources/Gauges/Needle.swift" << 'SOURCE'
import Inspectable

struct Needle: Component {
    /** How far round the needle points, in degrees. */
    @Inspectable(range: 0...360) var angle: Double = 0
}
SOURCE

cat > "$package/meter.json" << 'DOCUMENT'
{"class": "LevelMeter", "frame": {"x": 0, "y": 0, "width": 100, "height": 10}, "attributes": {"level": 60, "barColor": "#FF0000"}}
DOCUMENT

cd "$package"
swift package designer list > list.txt 2> list.err || { cat list.txt list.err >&2; fail "swift package designer list failed"; }
grep -q "Building designer with .*LevelMeter.* (the first build takes a minute or two)" list.err \
    || fail "the first build is not announced on standard error: $(cat list.err)"
if grep -q "Building" list.txt; then fail "the note of the build is in the command's output: $(cat list.txt)"; fi
echo "first build: $(grep -m1 "Building designer" list.err)"
for name in MyProgressBar UILabel LevelMeter Dial Knob Gauge Needle; do
    grep -q "^$name " list.txt || fail "list does not show $name: $(cat list.txt)"
done
for name in Hidden Nested Generic Commented Quoted Raw; do
    if grep -q "^$name " list.txt; then fail "list shows $name, which is no component it can register"; fi
done
grep -q "^LevelMeter .*A bar filled to a level." list.txt || fail "LevelMeter is listed without its summary"
echo "list: LevelMeter, Dial, Knob and Gauge beside the built-ins"

# Descriptions from doc comments: one paragraph, the callout left out, through this plugin alone
# and beside the DesignerDocumentation plugin.
swift package designer inspect -f meter.json --json > inspect.json
grep -q '"name": "barColor", .*"description": "The bar'"'"'s \\"color\\", green by default."' inspect.json \
    || fail "barColor is not described by its doc comment: $(grep barColor inspect.json)"
grep -q '"name": "level", .*"description": "How full, in percent."' inspect.json \
    || fail "level lost its declared description: $(grep '"level"' inspect.json)"
echo '{"class": "Needle", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}}' > needle.json
swift package designer inspect -f needle.json --json > needle.out
grep -q '"name": "angle", .*"description": "How far round the needle points, in degrees."' needle.out \
    || fail "Needle.angle is not described by its doc comment: $(grep angle needle.out)"
echo "descriptions from doc comments: $(grep -o '"description": "The bar[^,]*,[^,]*,' inspect.json)"

swift package designer render -f meter.json -o meter.png --scale 2
python3 - << 'CHECK'
import struct, zlib
data = open("meter.png", "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (200, 20), (width, height)
CHECK
# Binary output through `swift package` to a pipe reaches it whole.
swift package designer render -f meter.json --format png --scale 2 | cmp - meter.png || fail "the PNG piped out differs"
echo "render: a 200 × 20 PNG, the same through a pipe"

# Standard error as designer writes it, to a file opened for appending (SwiftPM writes its own
# last line over the start of one that is not).
swift package designer set level=150 -f meter.json 2>> set.err
grep -q '"level": 100' meter.json || fail "set did not clamp the level: $(cat meter.json)"
grep -q "outside 0...100" set.err || fail "set said nothing of the clamp: $(cat set.err)"
echo "set: clamped to the range, with its warning on standard error"

cp meter.json before.json
if swift package designer set level=lots -f meter.json > bad.out 2>> bad.err; then fail "set level=lots succeeded"; fi
cmp meter.json before.json || fail "a refused set changed the document"
grep -q "level: 'lots' is not an Int" bad.err || fail "the error does not name the attribute: $(cat bad.err)"
echo "bad input: $(head -1 bad.err)"
swift package designer check meter.json

mkdir -p nested/folder
(cd nested/folder && swift package --package-path ../.. designer check ../../meter.json) \
    || fail "check from another folder did not find the document"
echo "from another folder: paths are the shell's"

# A component that does not compile is reported at the author's file, not the plugin's copy.
cat > Sources/Meter/Broken.swift << 'SOURCE'
import Inspectable
struct Broken: Component {
    var value: Int = "no"
}
SOURCE
if swift package designer list > broken.out 2>&1; then fail "a component that does not compile was built"; fi
grep -q "$package/Sources/Meter/Broken.swift:3:" broken.out || fail "the compile error is not at the author's file: $(cat broken.out)"
echo "a compile error: $(grep -m1 'Broken.swift:3:' broken.out)"
