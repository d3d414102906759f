#!/usr/bin/env bash
# The clean build time of an author's package whose test target uses assertSnapshot, as
# BENCHMARKS.md's "A test target's build" reports it:
#
#     scripts/bench-test-build.sh [--rounds N] LABEL=CHECKOUT...
#     scripts/bench-test-build.sh --rounds 2 before=../designer-old after=.
#
# Each checkout is copied (without its .build) into a temporary folder as `designer`, beside a
# fresh package of one component and one test of it that depends on it by path. The rounds take
# the checkouts in turn, so a machine's load falls on all of them alike; each build starts from
# an empty .build. It prints each build's wall time and CPU time (user + system, which a loaded
# machine disturbs less), then each checkout's medians and the load average.
set -euo pipefail
rounds=2
if [ "${1:-}" = "--rounds" ]; then
    rounds=$2
    shift 2
fi
[ $# -ge 1 ] || { echo "usage: $0 [--rounds N] LABEL=CHECKOUT..." >&2; exit 64; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

labels=()
for pair in "$@"; do
    label=${pair%%=*}
    checkout=${pair#*=}
    [ -f "$checkout/Package.swift" ] || { echo "error: $checkout holds no Package.swift" >&2; exit 1; }
    labels+=("$label")
    mkdir -p "$work/$label/designer" "$work/$label/Badges/Sources/Badges" "$work/$label/Badges/Tests/BadgesTests"
    tar -C "$checkout" --exclude=./.build --exclude=./.swiftpm -cf - . | tar -C "$work/$label/designer" -xf -
    cat > "$work/$label/Badges/Package.swift" << 'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Badges",
    dependencies: [.package(path: "../designer")],
    targets: [
        .target(name: "Badges", dependencies: [.product(name: "Inspectable", package: "designer")]),
        .testTarget(
            name: "BadgesTests",
            dependencies: ["Badges", .product(name: "DesignerTesting", package: "designer")]),
    ]
)
SWIFT
    cat > "$work/$label/Badges/Sources/Badges/Badge.swift" << 'SWIFT'
import Inspectable

/// A count in a pill, as an app icon's badge shows it.
public struct Badge: Component {
    @Inspectable(range: 0..<100) public var count: Int = 3
    @Inspectable public var fill: Color = .systemRed

    public init() {}
    public static var defaultSize: Size { Size(width: 44, height: 28) }

    public func draw(in context: inout GraphicsContext) {
        guard count > 0 else { return }
        context.fill(context.bounds, cornerRadius: context.size.height / 2, color: fill)
        context.draw("\(count)", in: context.bounds, font: .system(size: 15, weight: .semibold), color: .white)
    }
}
SWIFT
    cat > "$work/$label/Badges/Tests/BadgesTests/BadgeTests.swift" << 'SWIFT'
import Badges
import DesignerTesting
import Testing

@Test func twelve() {
    var badge = Badge()
    badge.count = 12
    assertSnapshot(of: badge, as: .png(scale: 2))
}
SWIFT
done

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime)"
for round in $(seq 1 "$rounds"); do
    for label in "${labels[@]}"; do
        package="$work/$label/Badges"
        rm -rf "$package/.build"
        TIMEFORMAT='%R %U %S'
        if ! { time (cd "$package" && swift build --build-tests > "$work/$label.log" 2>&1); } 2> "$work/time"; then
            tail -20 "$work/$label.log" >&2
            echo "error: the build against $label failed" >&2
            exit 1
        fi
        read -r wall user system < "$work/time"
        cpu=$(echo "$user + $system" | bc)
        echo "$wall" >> "$work/$label.times"
        echo "$cpu" >> "$work/$label.cpu"
        printf 'round %d  %-10s %7.1f s wall  %7.1f s CPU\n' "$round" "$label" "$wall" "$cpu"
    done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime)"
median() {
    sort -n "$1" | awk '{ times[NR] = $1 } END {
        print (NR % 2 ? times[(NR + 1) / 2] : (times[NR / 2] + times[NR / 2 + 1]) / 2) }'
}
for label in "${labels[@]}"; do
    printf 'median     %-10s %7.1f s wall  %7.1f s CPU  (%d builds)\n' "$label" "$(median "$work/$label.times")" \
        "$(median "$work/$label.cpu")" "$(wc -l < "$work/$label.times")"
done
