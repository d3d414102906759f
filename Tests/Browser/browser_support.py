"""What every browser test of `designer serve` uses: the server on a copy of an example, the page
opened in Chromium, and the steps a user takes. Stops at once when Playwright or axe-playwright-python
is missing."""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

try:
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import expect, sync_playwright
except ImportError as error:
    # Required in CI: a missing tool is a failure, never a skip.
    sys.exit("error: %s; install them with: python3 -m pip install playwright axe-playwright-python" % error)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"


class Server:
    """`designer serve` on a copy of an example, in a folder of its own."""

    def __init__(self, binary, example="scene.json", text=None, project=None, prepare=None):
        self.folder = tempfile.mkdtemp(prefix="designer-browser-")
        self.path = os.path.join(self.folder, example)
        if project is not None:
            shutil.copytree(os.path.join(ROOT, "examples", project), os.path.join(self.folder, project))
            if prepare is not None:
                prepare(os.path.join(self.folder, project))
        elif text is None:
            shutil.copy(os.path.join(ROOT, "examples", example), self.path)
        else:
            with open(self.path, "wb") as file:
                file.write(text)
        self.original = self.read()
        self.process = subprocess.Popen(
            [binary, "serve", "-f", example, "--port", "0"], cwd=self.folder,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.fullmatch(r"designer: serving (\S+) at (http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{32}))\n", line)
        if not match:
            self.stop()
            raise AssertionError("unexpected first line: %r; stderr: %s" % (line, self.process.stderr.read()))
        self.url, self.port, self.token = match.group(2), int(match.group(3)), match.group(4)
        self.base = "http://127.0.0.1:%d" % self.port
        self.pages = []

    def read(self):
        with open(self.path, "rb") as file:
            return file.read()

    def save(self, data):
        """Saves as an editor does: a new file renamed over the old one."""
        temporary = self.path + ".tmp"
        with open(temporary, "wb") as file:
            file.write(data)
        os.rename(temporary, self.path)

    def wait_for_file(self, expected, timeout=5):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.read() == expected:
                return
            time.sleep(0.02)
        raise AssertionError("the file is not as expected:\n%s\nexpected:\n%s" % (self.read().decode(), expected.decode()))

    def render_svg(self, binary):
        """What `designer render` draws of the file now, as the canvas must show."""
        return subprocess.run([binary, "render", "-f", self.path, "--format", "svg"], check=True,
                              capture_output=True, text=True).stdout

    def stop(self):
        for page in self.pages:
            page.close()
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            status = self.process.wait(timeout=10)
            assert status == 128 + signal.SIGTERM or status == -signal.SIGTERM, "serve exited with %r" % status
        shutil.rmtree(self.folder, ignore_errors=True)


def open_page(browser, server, width=1280, height=800, color_scheme="light", scale=1):
    page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=color_scheme,
                            device_scale_factor=scale)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    server.pages.append(page)
    page.goto(server.url)
    page.wait_for_selector("#outline li")
    page.errors = errors
    return page


def canvas_svg(page):
    return page.evaluate("ui.state.canvas.svg")


def wait_for_canvas(page, svg):
    """Waits for the page to show `svg`: the file is written before the page hears back."""
    page.wait_for_function("(svg) => ui.state.canvas.svg === svg && ui.shown === svg", arg=svg, timeout=5000)


def click_view(page, view_id):
    """Clicks the middle of the view on the canvas, as a user would."""
    frame = page.evaluate("(id) => ui.state.views.find((view) => view.id === id).frame", view_id)
    zoom = page.evaluate("ui.zoom")
    page.click("#stage", position={"x": (frame["x"] + frame["width"] / 2) * zoom,
                                   "y": (frame["y"] + frame["height"] / 2) * zoom})
    # The selected item's own row: an item's text holds its subviews' too.
    expect(page.locator('#outline li[aria-selected="true"] > .item')).to_contain_text(view_id)


def set_field(page, label, text):
    field = page.get_by_label(label, exact=True)
    field.fill(text)
    field.press("Enter")
    field.blur()


def axe_violations(page):
    """axe-core's violations on the page as it is, one line each."""
    results = Axe().run(page)
    return ["%s (%s): %s" % (violation["id"], violation["impact"],
                             "; ".join(node["failureSummary"].replace("\n", " ") + " at " + " ".join(node["target"])
                                       for node in violation["nodes"]))
            for violation in results.response["violations"]]
