"""The peer of `designer layout` in `designer-bench layout`: the same scene's Auto Layout system
solved by kiwisolver (`pip install kiwisolver`), the Cassowary solver Python programs use.

    python3 scripts/bench-layout-kiwi.py SCENE.json [--lines] > frames.json

SCENE.json is what designer-bench writes beside the storyboard it measures `designer layout` on:
the screen, each item (its parent, whether it is the safe area guide, its layout margins) and
each constraint as the storyboard writes it:
`[first, attribute, relation, second or null, attribute, multiplier, constant, priority]`.

What it does, as designer does it for the storyboard: reads the file; gives each item four
variables (its left, top, width and height, in the root's coordinates); fixes the root to the
screen and the safe area guide to the screen less its insets (required); turns each constraint
into `first (relation) second × multiplier + constant` of those variables (a margin attribute is
the edge moved in by the item's margin), required at priority 1000 and otherwise of strength
priority × kiwisolver's `medium`; solves; and writes every view's frame in its parent's
coordinates as JSON on standard output (with `--lines`, as `x y width height` a line instead,
for designer-bench to compare with designer's frames). What it leaves out, and designer does too on this scene:
intrinsic sizes, hugging and compression resistance (every view of the scene is a plain view),
and rounding to pixels (designer rounds; the script does not).
"""

import json
import sys

import kiwisolver as kiwi

EDGES = {
    "left": ("x", 0.0),
    "leading": ("x", 0.0),
    "right": ("x", 1.0),
    "trailing": ("x", 1.0),
    "centerX": ("x", 0.5),
    "top": ("y", 0.0),
    "bottom": ("y", 1.0),
    "centerY": ("y", 0.5),
    "firstBaseline": ("y", 1.0),
    "lastBaseline": ("y", 1.0),
}
MARGINS = {
    "leftMargin": ("x", 0.0),
    "leadingMargin": ("x", 0.0),
    "rightMargin": ("x", 1.0),
    "trailingMargin": ("x", 1.0),
    "centerXWithinMargins": ("x", 0.5),
    "topMargin": ("y", 0.0),
    "bottomMargin": ("y", 1.0),
    "centerYWithinMargins": ("y", 0.5),
}


def attribute(frame, margins, name):
    """The expression of an item's attribute, of its frame's variables."""
    left, top, width, height = frame
    if name == "width":
        return 1.0 * width
    if name == "height":
        return 1.0 * height
    if name in EDGES:
        axis, fraction = EDGES[name]
        return left + fraction * width if axis == "x" else top + fraction * height
    axis, fraction = MARGINS[name]
    before, after = (margins[1], margins[3]) if axis == "x" else (margins[0], margins[2])
    start, length = (left, width) if axis == "x" else (top, height)
    return start + before + fraction * (length - before - after)


def solve(scene):
    items = scene["items"]
    screen = scene["screen"]
    solver = kiwi.Solver()
    frames = [
        tuple(kiwi.Variable(f"{index}.{part}") for part in ("left", "top", "width", "height"))
        for index in range(len(items))
    ]
    top, left, bottom, right = screen["safeArea"]
    root = frames[0]
    for variable, value in zip(root, (0, 0, screen["width"], screen["height"])):
        solver.addConstraint(variable == value)
    for frame, item in zip(frames, items):
        if item["guide"]:
            solver.addConstraint(frame[0] == left)
            solver.addConstraint(frame[1] == top)
            solver.addConstraint(frame[2] == screen["width"] - left - right)
            solver.addConstraint(frame[3] == screen["height"] - top - bottom)
    for first, first_attribute, relation, second, second_attribute, multiplier, constant, priority in scene[
        "constraints"
    ]:
        lhs = attribute(frames[first], items[first]["margins"], first_attribute)
        rhs = constant
        if second is not None:
            rhs = attribute(frames[second], items[second]["margins"], second_attribute) * multiplier + constant
        if relation == "==":
            constraint = lhs == rhs
        elif relation == "<=":
            constraint = lhs <= rhs
        else:
            constraint = lhs >= rhs
        strength = kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, priority, 0)
        solver.addConstraint(constraint | strength)
    solver.updateVariables()
    views = []
    for frame, item in zip(frames, items):
        if item["guide"]:
            continue
        x, y = frame[0].value(), frame[1].value()
        if item["parent"] is not None:
            parent = frames[item["parent"]]
            x, y = x - parent[0].value(), y - parent[1].value()
        views.append(
            {"name": item["name"], "frame": {"x": x, "y": y, "width": frame[2].value(), "height": frame[3].value()}}
        )
    return {"views": views}


def main():
    with open(sys.argv[1]) as file:
        scene = json.load(file)
    frames = solve(scene)
    if "--lines" in sys.argv[2:]:
        for view in frames["views"]:
            frame = view["frame"]
            print(frame["x"], frame["y"], frame["width"], frame["height"])
    else:
        json.dump(frames, sys.stdout, indent=1)
        sys.stdout.write("\n")


if __name__ == "__main__":
    main()
