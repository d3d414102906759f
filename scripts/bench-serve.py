"""How fast `designer serve`'s page answers, measured in headless Chromium.

    swift build -c release --static-swift-stdlib
    python3 scripts/bench-serve.py .build/release/designer

Three rows, each a median over repeated runs:

- a change in the inspector to the file written and the canvas redrawn, for `examples/scene.json`
  (target 30 ms) and for a scene of 1,000 views (target 80 ms): from the control's change event
  to the frame after the new picture is in the page, as the page itself times it;
- a save on disk to the page showing it (target 100 ms): from the rename of the new file over
  the old one to the page's state of it drawn, on the same clock.

Needs Playwright for Python (`pip install playwright`) and Debian's `chromium`. Exits 1 naming
any target missed.
"""

import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
RUNS = 31


def thousand_views():
    """A scene of 1,000 progress bars in cards, 4 attributes a bar, pretty-printed."""
    cards = []
    for card in range(100):
        bars = []
        for bar in range(9):
            bars.append(
                '        { "id": "bar-%d-%d", "class": "MyProgressBar", '
                '"frame": { "x": 8, "y": %d, "width": 184, "height": 12 }, '
                '"attributes": { "percent": %d, "barColor": "#0A84FF", "barBgColor": "#48484A", "cornerRadius": 4 } }'
                % (card, bar, 8 + bar * 16, (card * 9 + bar) % 101))
        cards.append(
            '    { "id": "card-%d", "class": "View", "frame": { "x": %d, "y": %d, "width": 200, "height": 152 },\n'
            '      "attributes": { "backgroundColor": "#2C2C2E", "cornerRadius": 8 },\n'
            '      "subviews": [\n%s\n      ] }' % (card, (card % 10) * 208, (card // 10) * 160, ",\n".join(bars)))
    return ('{\n  "class": "View",\n  "frame": { "x": 0, "y": 0, "width": 2080, "height": 1600 },\n'
            '  "attributes": { "backgroundColor": "#1C1C1E" },\n  "subviews": [\n%s\n  ]\n}\n' % ",\n".join(cards))


class Server:
    def __init__(self, binary, folder, name):
        self.path = os.path.join(folder, name)
        self.process = subprocess.Popen([binary, "serve", "-f", name], cwd=folder, stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        self.url = re.search(r"http://\S+", line).group(0)

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=10)


def round_trips(browser, binary, folder, name, view_id, count):
    """Milliseconds from typing a new percent to the redrawn canvas, `count` times."""
    server = Server(binary, folder, name)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url)
        page.wait_for_selector("#outline li")
        index = page.evaluate("(id) => ui.state.views.find((view) => view.id === id).index", view_id)
        page.click('#outline li[data-index="%d"]' % index)
        page.wait_for_function("(id) => ui.state.selected.id === id", arg=view_id)
        field = page.get_by_label("Percent", exact=True)
        for run in range(count):
            before = page.evaluate("window.designerTimings.length")
            field.fill(str(10 + run % 80))
            field.press("Enter")
            page.wait_for_function("(n) => window.designerTimings.length > n", arg=before)
        timings = page.evaluate("window.designerTimings.map((timing) => timing.milliseconds)")
        saved = page.evaluate("window.designerTimings.every((timing) => timing.saved)")
        assert saved, "a change was not saved"
        page.close()
        return timings[1:]  # the first pays for the page's first layout of the inspector
    finally:
        server.stop()


def disk_changes(browser, binary, folder, name, count):
    """Milliseconds from a save on disk to the page showing it, `count` times."""
    server = Server(binary, folder, name)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url)
        page.wait_for_selector("#outline li")
        with open(server.path, "rb") as file:
            original = file.read()
        timings = []
        for run in range(count):
            version = page.evaluate("ui.state.version")
            text = original.replace(b'"percent": 72', b'"percent": %d' % (run % 70), 1)
            temporary = server.path + ".tmp"
            with open(temporary, "wb") as file:
                file.write(text)
            saved = time.time() * 1000
            os.rename(temporary, server.path)
            page.wait_for_function("(v) => window.designerRendered && window.designerRendered.version > v", arg=version)
            timings.append(page.evaluate("window.designerRendered.at") - saved)
            time.sleep(0.05)
        page.close()
        return timings
    finally:
        server.stop()


def main():
    binary = os.path.abspath(sys.argv[1])
    folder = tempfile.mkdtemp(prefix="designer-bench-serve-")
    try:
        shutil.copy(os.path.join(ROOT, "examples", "scene.json"), folder)
        shutil.copy(os.path.join(ROOT, "examples", "scene.json"), os.path.join(folder, "saved.json"))
        with open(os.path.join(folder, "thousand.json"), "w") as file:
            file.write(thousand_views())
        rows = []
        with sync_playwright() as playwright:
            arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=arguments)
            rows.append(("change to canvas redrawn, examples/scene.json (5 views)",
                         round_trips(browser, binary, folder, "scene.json", "download", RUNS), 30))
            rows.append(("change to canvas redrawn, 1,000-view scene",
                         round_trips(browser, binary, folder, "thousand.json", "bar-0-0", RUNS), 80))
            rows.append(("save on disk to page redrawn, examples/scene.json",
                         disk_changes(browser, binary, folder, "saved.json", RUNS), 100))
            browser.close()
        missed = []
        print("%-56s  %9s  %9s  %9s  %4s  %s" % ("work", "median", "min", "max", "runs", "target"))
        print("%s  %s  %s  %s  %s  %s" % ("-" * 56, "-" * 9, "-" * 9, "-" * 9, "-" * 4, "-" * 14))
        for name, timings, target in rows:
            median = statistics.median(timings)
            met = median <= target
            if not met:
                missed.append(name)
            print("%-56s  %6.1f ms  %6.1f ms  %6.1f ms  %4d  %s %d ms" % (
                name, median, min(timings), max(timings), len(timings), "met   ≤" if met else "MISSED ≤", target))
        if missed:
            print("missed: " + "; ".join(missed))
            sys.exit(1)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
