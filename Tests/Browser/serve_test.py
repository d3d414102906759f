"""`designer serve` in a real browser: headless Chromium, driven by Playwright.

    python3 Tests/Browser/serve_test.py .build/debug/designer [--screenshot docs/serve.png]

Each test starts `designer serve` on a copy of an example (`examples/scene.json`, or the ProgressDemo
storyboard with its project) in a temporary folder, opens
the address it prints, and works the page as a user would: clicks the canvas, types in the
inspector's controls, presses Ctrl-Z. It checks the file on disk byte for byte after every step,
and runs axe-core (through axe-playwright-python) over the page in light and dark: any violation
fails. Exits 1 naming each test that failed, or when Playwright or axe-playwright-python is missing.
"""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request

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


def test_select_change_undo(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        expect(page.get_by_label("Percent", exact=True)).to_have_value("72")
        set_field(page, "Percent", "50")
        percent = server.original.replace(b'"percent": 72', b'"percent": 50', 1)
        server.wait_for_file(percent)
        expect(page.locator("#status")).to_have_text("saved: percent = 50")
        wait_for_canvas(page, server.render_svg(binary))
        assert ">50%<" in page.inner_html("#picture"), "the canvas does not show 50%"

        # The color well: its value as #RRGGBB, written where the old color was.
        page.get_by_label("Bar Color", exact=True).fill("#ff3b30")
        colored = percent.replace(b'"barColor": "#0A84FF"', b'"barColor": "#FF3B30"', 1)
        server.wait_for_file(colored)
        wait_for_canvas(page, server.render_svg(binary))
        assert 'fill="#FF3B30"' in page.inner_html("#picture"), "the canvas does not show the new color"

        # Undo by the keyboard, outside any field: the exact bytes come back.
        page.locator("#scroller").click(position={"x": 5, "y": 5})
        page.keyboard.press("Control+z")
        server.wait_for_file(percent)
        page.keyboard.press("Control+z")
        server.wait_for_file(server.original)
        expect(page.get_by_label("Percent", exact=True)).to_have_value("72")
        page.keyboard.press("Control+Shift+z")
        server.wait_for_file(percent)
        page.click("#undo")
        server.wait_for_file(server.original)
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_bad_value_is_refused_next_to_its_control(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "upload")
        page.get_by_label("Bar Color value", exact=True).fill("not-a-color")
        page.get_by_label("Bar Color value", exact=True).press("Enter")
        error = page.locator('.row[data-key="barColor"] .error')
        expect(error).to_contain_text("not-a-color")
        assert server.read() == server.original, "a refused value changed the file"
        # A value outside the range is clamped, and said so.
        set_field(page, "Percent", "250")
        server.wait_for_file(server.original.replace(b'"percent": 35', b'"percent": 100', 1))
        expect(page.locator("#status")).to_contain_text("250")
    finally:
        server.stop()


def test_a_clamped_value_shows_the_value_used_and_says_so(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        field = page.get_by_label("Percent", exact=True)
        note = page.locator('.row[data-key="percent"] .note')
        # Enter keeps the focus in the field: it shows the value the file now has, not what was typed.
        for typed, used in [("150", "100"), ("-20", "0"), ("300", "100"), ("400", "100")]:
            field.fill(typed)
            field.press("Enter")
            expect(note).to_have_text("Clamped: %s is outside 0...100; using %s" % (typed, used))
            expect(field).to_have_value(used)
            expect(field).to_be_focused()
            assert page.locator("#attr-percent-slider").input_value() == used
            server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": ' + used.encode(), 1))
        # The note describes the field, so that a screen reader says it too.
        assert "percent-note" in " ".join(field.get_attribute("aria-describedby").split())
        # A value in range says nothing of clamping.
        set_field(page, "Percent", "40")
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": 40', 1))
        expect(field).to_have_value("40")
        expect(note).to_have_text("")
        # So does a field left with Tab.
        field.fill("1000")
        field.press("Tab")
        expect(field).to_have_value("100")
        expect(note).to_have_text("Clamped: 1000 is outside 0...100; using 100")
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_groups_and_descriptions_are_shown(browser, binary):
    server = Server(binary, example="ring.json")
    try:
        page = open_page(browser, server)
        click_view(page, "progress")
        # A group is a group of rows under its title, as assistive technology names it.
        ring = page.get_by_role("group", name="Ring", exact=True)
        expect(ring).to_be_visible()
        names = ring.locator(".row").evaluate_all("(rows) => rows.map((row) => row.dataset.key)")
        assert names == ["trackColor", "progressColor", "lineWidth", "startAngle", "clockwise", "roundedCaps"], names
        label = page.get_by_role("group", name="Label", exact=True)
        assert label.locator(".row").evaluate_all("(rows) => rows.map((row) => row.dataset.key)") == [
            "showsLabel", "labelColor", "fontSize"]
        # An attribute of no group stays in its section, before the groups, as declared.
        assert page.locator('.row[data-key="progress"]').evaluate("(row) => row.closest('[role=group]')") is None
        # Each row's description is shown beneath it and describes its control.
        expect(page.locator('.row[data-key="lineWidth"] .help')).to_contain_text("Width of the track and the arc")
        expect(page.get_by_label("Line Width", exact=True)).to_have_accessible_description(
            re.compile("Width of the track and the arc, in points"))
        found = axe_violations(page)
        assert not found, "\n".join(found)
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_changes_on_disk_reach_the_page(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        server.save(server.original.replace(b'"percent": 72', b'"percent": 10', 1))
        expect(page.get_by_label("Percent", exact=True)).to_have_value("10", timeout=2000)
        expect(page.locator('#outline li[aria-selected="true"] > .item')).to_contain_text("download")
        good = canvas_svg(page)

        # A broken save keeps the last good picture, with the error and its position.
        server.save(b'{\n  "class": "View",\n  "frame": \n}\n')
        expect(page.locator("#problems li").first).to_contain_text("scene.json:4:1: error", timeout=2000)
        expect(page.locator("#stale")).to_be_visible()
        assert canvas_svg(page) == good
        server.save(server.original)
        expect(page.locator("#problems li")).to_have_count(0, timeout=2000)
        expect(page.get_by_label("Percent", exact=True)).to_have_value("72")
    finally:
        server.stop()


def test_what_is_typed_is_never_saved_by_a_change_from_elsewhere(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        # Typed, not committed: another program's save redraws the inspector under it.
        page.get_by_label("Bar Color value", exact=True).fill("#FF00")
        subprocess.run([binary, "set", "-f", server.path, "upload.percent=11"], check=True, capture_output=True)
        edited = server.original.replace(b'"percent": 35', b'"percent": 11', 1)
        server.wait_for_file(edited)
        page.wait_for_function("() => ui.state.views.length === 5 && ui.state.version > 1")
        # The selected view is removed while a value is typed for it: nothing reaches another view.
        click_view(page, "download")
        page.get_by_label("Percent", exact=True).fill("5")
        start = edited.index(b'        {\n          "id": "download"')
        end = edited.index(b"        },\n", start) + len(b"        },\n")
        removed = edited[:start] + edited[end:]
        server.save(removed)
        expect(page.locator("#outline li")).to_have_count(4, timeout=2000)
        page.locator("#scroller").click(position={"x": 5, "y": 5})
        time.sleep(0.5)
        assert server.read() == removed, "typed text was saved:\n" + server.read().decode()
    finally:
        server.stop()


def test_typing_on_while_a_change_is_saved_keeps_every_key(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        field = page.get_by_label("Percent", exact=True)
        field.click()
        # As a person types, each value committed with Enter before the last is answered.
        for value in ["11", "22", "33"]:
            page.keyboard.press("Control+a")
            page.keyboard.type(value, delay=30)
            page.keyboard.press("Enter")
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": 33', 1))
        page.wait_for_function("() => ui.pending === 0")
        time.sleep(0.3)
        assert server.read() == server.original.replace(b'"percent": 72', b'"percent": 33', 1)
        expect(field).to_have_value("33")
        # Arrow keys on the slider: every step counts.
        slider = page.get_by_label("Percent slider", exact=True)
        slider.focus()
        for _ in range(10):
            page.keyboard.press("ArrowRight")
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": 43', 1))
    finally:
        server.stop()


def test_an_animated_attribute_plays_its_transition(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "sync")
        set_field(page, "Progress", "0.9")
        server.wait_for_file(server.original.replace(b'"progress": 0.5', b'"progress": 0.9', 1))
        # The transition plays as SVG animation, then the canvas is the picture of the file.
        page.wait_for_function("() => document.querySelector('#picture svg set') !== null", timeout=5000)
        wait_for_canvas(page, server.render_svg(binary))
        page.wait_for_function("() => document.querySelector('#picture svg set') === null", timeout=5000)
    finally:
        server.stop()


def test_the_server_refuses_what_is_not_the_page(browser, binary):
    server = Server(binary)
    try:
        def status(path, headers=None, data=None, method=None):
            request = urllib.request.Request(server.base + path, data=data, headers=headers or {}, method=method)
            try:
                with urllib.request.urlopen(request, timeout=5) as response:
                    return response.status
            except urllib.error.HTTPError as error:
                return error.code

        cookie = {"Cookie": "designer-token-%d=%s" % (server.port, server.token)}
        assert status("/") == 403
        assert status("/api/state") == 403
        assert status("/?token=" + "0" * 32) == 403
        assert status("/api/state", cookie) == 200
        assert status("/api/state", dict(cookie, Host="attacker.example:%d" % server.port)) == 421
        change = json.dumps({"change": "set", "key": "percent", "value": "1", "view": 2}).encode()
        json_type = {"Content-Type": "application/json"}
        assert status("/api/change", dict(cookie, **json_type), change) == 403
        form = {"Content-Type": "application/x-www-form-urlencoded", "X-Designer-Token": server.token}
        assert status("/api/change", dict(cookie, **form), change) == 415
        token = dict(cookie, **json_type, **{"X-Designer-Token": server.token})
        assert status("/api/change", dict(token, Origin="http://attacker.example"), change) == 403
        assert status("/api/change", token, b"{not json") == 400
        assert status("/files/../scene.json", cookie) == 404
        assert status("/files/%2e%2e/%2e%2e/etc/passwd", cookie) == 404
        assert status("/api/state", cookie, method="DELETE") == 405
        assert server.read() == server.original
        assert status("/api/change", token, change) == 200
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": 1', 1))
    finally:
        server.stop()


def test_the_size_inspector_saves_what_is_typed(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        x = page.get_by_label("X", exact=True)
        x.fill("30")
        x.press("Enter")
        moved = server.original.replace(b'"x": 20, "y": 30, "width": 280', b'"x": 30, "y": 30, "width": 280', 1)
        server.wait_for_file(moved)
        page.wait_for_function("() => ui.pending === 0")
        # The field keeps the focus and the caret where it was, after the save has been shown.
        x.press("Backspace")
        x.press("5")
        x.press("Enter")
        moved = server.original.replace(b'"x": 20, "y": 30, "width": 280', b'"x": 35, "y": 30, "width": 280', 1)
        server.wait_for_file(moved)
        # What is being typed survives a save from elsewhere, and is saved as typed.
        width = page.get_by_label("Width", exact=True)
        width.click()
        page.keyboard.press("Control+a")
        page.keyboard.type("200")
        subprocess.run([binary, "set", "-f", server.path, "upload.percent=11"], check=True, capture_output=True)
        page.wait_for_function("() => ui.state.views.find((view) => view.id === 'upload') && "
                               "document.querySelector('#picture').innerHTML.includes('11%')", timeout=5000)
        expect(width).to_have_value("200")
        expect(width).to_be_focused()
        page.keyboard.type("1")
        page.keyboard.press("Enter")
        typed = moved.replace(b'"percent": 35', b'"percent": 11', 1).replace(
            b'"x": 35, "y": 30, "width": 280', b'"x": 35, "y": 30, "width": 2001', 1)
        server.wait_for_file(typed)
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_escape_abandons_what_is_typed(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        page.locator('#outline li[data-index="2"] > .item').click()
        page.wait_for_function("() => ui.state.selected.id === 'download'")
        # Typed, then another program saves: Escape shows the file's value, and leaving saves nothing.
        percent = page.get_by_label("Percent", exact=True)
        percent.click()
        percent.fill("33")
        subprocess.run([binary, "set", "-f", server.path, "download.percent=10"], check=True, capture_output=True)
        changed = server.original.replace(b'"percent": 72', b'"percent": 10', 1)
        server.wait_for_file(changed)
        page.wait_for_function("() => ui.state.selected.sections.some((s) => s.attributes.some((a) => a.name === 'percent' && a.value === 10))")
        expect(percent).to_have_value("33")
        percent.press("Escape")
        expect(percent).to_have_value("10")
        expect(page.get_by_label("Percent slider", exact=True)).to_have_value("10")
        page.locator("#identity-id").click()
        time.sleep(0.5)
        assert server.read() == changed, "an abandoned value was saved:\n" + server.read().decode()
        assert page.evaluate("ui.posted") == 0, "a change was sent: " + page.inner_text("#status")
        # The same in each kind of field: a color's text, a size's field, the Size inspector's frame.
        width_of = b'"x": 20, "y": 30, "width": 280'
        for label, typed, edit in [
                ("Bar Color value", "#FF0000", (b'"barColor": "#0A84FF"', b'"barColor": "#30D158"')),
                ("Shadow Offset", "7", None),
                ("Width", "200", (width_of, b'"x": 20, "y": 30, "width": 250'))]:
            field = page.get_by_label(label, exact=True)
            shown = field.input_value()
            field.click()
            field.fill(typed)
            if edit:
                changed = changed.replace(edit[0], edit[1], 1)
                server.save(changed)
                page.wait_for_function("(v) => ui.state.version >= v", arg=page.evaluate("ui.state.version") + 1, timeout=3000)
                expect(field).to_have_value(typed)
            field.press("Escape")
            expect(field).not_to_have_value(typed)
            assert field.input_value() != shown or not edit, "%s: still %r" % (label, shown)
            page.locator("#identity-id").click()
            time.sleep(0.5)
            assert server.read() == changed, "%s: an abandoned value was saved:\n%s" % (label, server.read().decode())
            assert page.evaluate("ui.posted") == 0, "%s: a change was sent: %s" % (label, page.inner_text("#status"))
        expect(page.get_by_label("Bar Color value", exact=True)).to_have_value("#30D158")
        expect(page.get_by_label("Width", exact=True)).to_have_value("250")
        # Escape with nothing typed changes nothing; what is typed after it is saved as usual.
        percent.click()
        percent.press("Escape")
        percent.fill("20")
        percent.press("Enter")
        server.wait_for_file(changed.replace(b'"percent": 10', b'"percent": 20', 1))
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_escape_abandons_what_is_typed_in_a_text_attribute(browser, binary):
    server = Server(binary, "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard", project="ProgressDemo")
    try:
        page = open_page(browser, server)
        page.select_option("#scene", "1")
        page.wait_for_function("() => ui.state.scene === 1")
        label = page.evaluate("ui.state.views.find((view) => view.class === 'UILabel').index")
        page.locator('#outline li[data-index="%d"] > .item' % label).click()
        page.wait_for_function("() => ui.state.selected.class === 'UILabel'")
        field = page.get_by_label("Text", exact=True)
        posted = page.evaluate("ui.posted")
        field.click()
        field.fill("Typed and abandoned")
        changed = server.original.replace(b'text="Downloading photos"', b'text="Saved elsewhere"', 1)
        assert changed != server.original
        server.save(changed)
        page.wait_for_function("(v) => ui.state.version >= v", arg=page.evaluate("ui.state.version") + 1, timeout=3000)
        expect(field).to_have_value("Typed and abandoned")
        field.press("Escape")
        expect(field).to_have_value("Saved elsewhere")
        page.locator("#identity-id").click()
        time.sleep(0.5)
        assert server.read() == changed, "an abandoned value was saved:\n" + server.read().decode()
        assert page.evaluate("ui.posted") == posted, "a change was sent: " + page.inner_text("#status")
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_reset_shows_the_default_at_once(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        reset = page.get_by_role("button", name="Reset Percent", exact=True)
        reset.click()
        server.wait_for_file(server.original.replace(b'"percent": 72, ', b"", 1))
        # The row shows the default while the focus is still on its button.
        expect(page.get_by_label("Percent", exact=True)).to_have_value("0")
        expect(page.get_by_label("Percent slider", exact=True)).to_have_value("0")
        expect(reset).to_be_disabled()
        expect(page.locator('.row[data-key="percent"] .badge')).to_have_text("default")
    finally:
        server.stop()


def test_the_first_ctrl_z_after_enter_undoes_the_change(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        percent = page.get_by_label("Percent", exact=True)
        percent.fill("50")
        percent.press("Enter")
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": 50', 1))
        page.wait_for_function("() => ui.pending === 0")
        percent.press("Control+z")
        server.wait_for_file(server.original)
        expect(percent).to_have_value("72")
        expect(percent).to_be_focused()
        # Text typed and not committed is still undone in the field, as in any text field.
        percent.press("Control+a")
        page.keyboard.type("9")
        percent.press("Control+z")
        time.sleep(0.3)
        assert server.read() == server.original
    finally:
        server.stop()


def test_the_class_menu_changes_the_class_only_when_chosen(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        menu = page.get_by_label("Class", exact=True)
        menu.focus()
        menu.press("ArrowDown")
        expect(page.locator("#identity-class-note")).to_contain_text("Enter makes the view a")
        time.sleep(0.3)
        assert server.read() == server.original, "an arrow key changed the class"
        menu.press("Escape")
        expect(menu).to_have_value("MyProgressBar")
        menu.press("ArrowDown")
        chosen = menu.input_value()
        menu.press("Enter")
        page.wait_for_function("(name) => ui.state.selected.class === name", arg=chosen, timeout=5000)
        assert ('"class": "%s"' % chosen).encode() in server.read()
        # Leaving the menu while going through it keeps the class.
        menu.press("ArrowDown")
        page.locator("#scroller").focus()
        expect(menu).to_have_value(chosen)
        time.sleep(0.3)
        assert ('"class": "%s"' % chosen).encode() in server.read()
    finally:
        server.stop()


def test_a_slider_and_the_color_well_are_followed_live_and_saved_once(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        slider = page.get_by_label("Percent slider", exact=True)
        box = slider.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] * 0.72, y)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] * 0.4, y, steps=8)
        dragged = slider.input_value()
        assert dragged != "72", "the drag did not move the slider"
        # The canvas shows the value under the pointer before it is let go; the file is as it was.
        page.wait_for_function("(value) => document.querySelector('#picture').innerHTML.includes('>' + value + '%<')",
                               arg=dragged, timeout=5000)
        assert server.read() == server.original, "a drag saved before it was let go"
        page.mouse.up()
        server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": ' + dragged.encode(), 1))
        wait_for_canvas(page, server.render_svg(binary))
        page.wait_for_function("() => ui.pending === 0")
        # One save, one undo step.
        page.get_by_role("button", name="Undo").click()
        server.wait_for_file(server.original)

        # The color well's value is drawn as it is picked, and saved when the picker closes.
        well = page.get_by_label("Bar Color", exact=True)
        well.evaluate("(well) => { well.value = '#ff3b30'; well.dispatchEvent(new Event('input', { bubbles: true })); }")
        page.wait_for_function("() => document.querySelector('#picture').innerHTML.includes('fill=\"#FF3B30\"')",
                               timeout=5000)
        assert server.read() == server.original, "picking a color saved before the picker closed"
        well.evaluate("(well) => well.dispatchEvent(new Event('change', { bubbles: true }))")
        server.wait_for_file(server.original.replace(b'"barColor": "#0A84FF"', b'"barColor": "#FF3B30"', 1))
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_undo_shows_the_scene_of_its_change(browser, binary):
    server = Server(binary, "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard", project="ProgressDemo")
    try:
        page = open_page(browser, server)
        page.select_option("#scene", "1")
        page.wait_for_function("() => ui.state.scene === 1")
        bar = page.evaluate("ui.state.views.find((view) => view.class === 'MyProgressBar').index")
        page.locator('#outline li[data-index="%d"] > .item' % bar).click()
        page.wait_for_function("() => ui.state.selected.class === 'MyProgressBar'")
        set_field(page, "Percent", "10")
        server.wait_for_file(server.original.replace(b'<integer key="value" value="64"/>', b'<integer key="value" value="10"/>', 1))
        page.select_option("#scene", "2")
        page.wait_for_function("() => ui.state.scene === 2")
        page.locator("#scroller").click(position={"x": 5, "y": 5})
        page.keyboard.press("Control+z")
        server.wait_for_file(server.original)
        expect(page.locator("#scene")).to_have_value("1")
        expect(page.locator("#status")).to_have_text("undone: percent back to 64")
        assert not page.errors, page.errors
    finally:
        server.stop()


def page_overflow(page):
    return page.evaluate("""() => {
        const aside = document.querySelector("aside").getBoundingClientRect();
        const scroller = document.querySelector("#scroller").getBoundingClientRect();
        return { scrollWidth: document.documentElement.scrollWidth, width: innerWidth,
                 scrollHeight: document.documentElement.scrollHeight, height: innerHeight,
                 asideLeft: aside.left, asideRight: aside.right, canvasWidth: scroller.width,
                 canvasHeight: scroller.height };
    }""")


def test_the_page_works_from_a_phone_to_a_wide_screen(browser, binary):
    server = Server(binary)
    try:
        # 400 % zoom of a 1280 × 800 window is a window of 320 × 200 CSS pixels.
        for width, height in [(1280, 800), (600, 800), (390, 844), (320, 200)]:
            page = open_page(browser, server, width, height)
            click_view(page, "download")
            size = page_overflow(page)
            assert size["scrollWidth"] <= size["width"], "%d px wide scrolls sideways: %r" % (width, size)
            assert size["asideLeft"] >= 0 and size["asideRight"] <= size["width"], "%d px: %r" % (width, size)
            assert size["canvasWidth"] >= min(300, width - 20), "%d px: the canvas is %r" % (width, size)
            assert size["canvasHeight"] >= 150, "%d px: the canvas is %r" % (width, size)
            if width >= 1000:
                assert size["scrollHeight"] <= size["height"], "the wide page scrolls: %r" % size
            # Every control of the inspectors can be reached and used.
            set_field(page, "Percent", str(width % 100))
            server.wait_for_file(server.original.replace(b'"percent": 72', b'"percent": %d' % (width % 100), 1))
            page.close()
            server.pages.remove(page)
        # The canvas is fitted again when the window changes size.
        page = open_page(browser, server)
        fitted = page.evaluate("ui.zoom")
        page.set_viewport_size({"width": 700, "height": 500})
        page.wait_for_function("(zoom) => ui.zoom < zoom", arg=fitted, timeout=3000)
    finally:
        server.stop()


def test_long_text_wraps_in_its_pane(browser, binary):
    # The card's attribute is declared in a file whose path, in a temporary folder, is one long word:
    # without its doc comment, its description says where it is declared.
    def undocument(project):
        path = os.path.join(project, "ProgressDemo", "UIView+Border.swift")
        with open(path, encoding="utf-8") as file:
            lines = [line for line in file if not line.lstrip().startswith("///")]
        with open(path, "w", encoding="utf-8") as file:
            file.writelines(lines)

    server = Server(
        binary, "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard", project="ProgressDemo", prepare=undocument)
    try:
        for width, height, scale in [(1280, 800, 1), (600, 800, 1), (390, 844, 1), (320, 200, 4)]:
            page = open_page(browser, server, width, height, scale=scale)
            page.select_option("#scene", "1")
            page.wait_for_function("() => ui.state.scene === 1")
            card = page.evaluate("ui.state.views.find((view) => view.title === 'card').index")
            page.locator('#outline li[data-index="%d"] > .item' % card).click()
            page.wait_for_function("() => ui.state.selected.class === 'RoundedCard'")
            expect(page.locator("#attributes .help", has_text="UIView+Border.swift").first).to_contain_text(server.folder)
            size = page.evaluate("""() => {
                const aside = document.querySelector("aside"), box = aside.getBoundingClientRect();
                const outside = [...aside.querySelectorAll("*")].filter((node) => {
                    const rect = node.getBoundingClientRect();
                    return rect.width > 0 && rect.right > box.right + 0.5;
                }).map((node) => node.className || node.tagName);
                return { scrollWidth: document.documentElement.scrollWidth, width: innerWidth,
                         asideScrollWidth: aside.scrollWidth, asideWidth: aside.clientWidth, outside: outside };
            }""")
            assert size["scrollWidth"] <= size["width"], "%d px wide scrolls sideways: %r" % (width, size)
            assert size["asideScrollWidth"] <= size["asideWidth"], "%d px: the inspectors scroll sideways: %r" % (width, size)
            assert not size["outside"], "%d px: cut at the inspectors' edge: %r" % (width, size)
            page.close()
            server.pages.remove(page)
    finally:
        server.stop()


def test_the_last_view_selected_stays_selected_whatever_answers_first(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        # The state for the upload bar is answered late, after the one for the sync bar asked next.
        page.evaluate("""() => {
            const fetched = window.fetch;
            window.fetch = (url, options) => String(url).includes("id=upload")
                ? fetched(url, options).then((response) => new Promise((done) => setTimeout(() => done(response), 500)))
                : fetched(url, options);
        }""")
        page.locator('#outline li[data-index="3"] > .item').click()
        page.locator('#outline li[data-index="4"] > .item').click()
        time.sleep(1)
        expect(page.locator('#outline li[aria-selected="true"] > .item')).to_contain_text("sync")
        expect(page.get_by_label("Identifier", exact=True)).to_have_value("sync")
    finally:
        server.stop()


def test_the_outline_is_a_tree(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        levels = page.eval_on_selector_all("#outline li", "(items) => items.map((item) => item.getAttribute('aria-level'))")
        assert levels == ["1", "2", "3", "3", "3"], levels
        click_view(page, "upload")
        page.locator('#outline li[aria-selected="true"]').focus()
        selected = page.locator('#outline li[aria-selected="true"]')
        page.keyboard.press("Home")
        expect(selected).to_have_attribute("data-index", "0")
        expect(selected).to_have_attribute("aria-level", "1")
        expect(selected).to_be_focused()
        page.keyboard.press("End")
        expect(selected).to_have_attribute("data-index", "4")
        page.keyboard.press("ArrowLeft")
        expect(selected).to_have_attribute("data-index", "1")
        page.keyboard.press("ArrowLeft")
        expect(selected).to_have_attribute("aria-expanded", "false")
        expect(page.locator('#outline li[data-index="2"]')).to_be_hidden()
        page.keyboard.press("ArrowUp")
        expect(selected).to_have_attribute("data-index", "0")
        page.keyboard.press("ArrowDown")
        expect(selected).to_have_attribute("data-index", "1")
        page.keyboard.press("ArrowRight")
        expect(selected).to_have_attribute("aria-expanded", "true")
        page.keyboard.press("ArrowRight")
        expect(selected).to_have_attribute("data-index", "2")
        expect(selected).to_be_focused()
        assert not page.errors, page.errors
    finally:
        server.stop()


def axe_violations(page):
    results = Axe().run(page)
    return ["%s (%s): %s" % (violation["id"], violation["impact"],
                             "; ".join(node["failureSummary"].replace("\n", " ") + " at " + " ".join(node["target"])
                                       for node in violation["nodes"]))
            for violation in results.response["violations"]]


def test_the_page_has_no_accessibility_violations(browser, binary):
    # A clamped and an invalid value, so that their badges and notes are shown.
    text = open(os.path.join(ROOT, "examples", "scene.json"), "rb").read().replace(
        b'"percent": 72, "barColor": "#0A84FF"', b'"percent": 250, "barColor": "nonsense"', 1)
    server = Server(binary, text=text)
    try:
        found = []
        for scheme in ["light", "dark"]:
            page = open_page(browser, server, color_scheme=scheme)
            click_view(page, "download")
            expect(page.locator(".badge.clamped")).to_be_visible()
            expect(page.locator(".badge.invalid")).to_be_visible()
            found += ["%s: %s" % (scheme, violation) for violation in axe_violations(page)]
            # A refusal and the warning banner of a file that does not read.
            page.get_by_label("Bar Color value", exact=True).fill("not-a-color")
            page.get_by_label("Bar Color value", exact=True).press("Enter")
            expect(page.locator('.row[data-key="barColor"] .error')).to_contain_text("not-a-color")
            server.save(b'{\n  "class": "View",\n  "frame": \n}\n')
            expect(page.locator("#stale")).to_be_visible(timeout=3000)
            found += ["%s, broken: %s" % (scheme, violation) for violation in axe_violations(page)]
            server.save(text)
            expect(page.locator("#stale")).to_be_hidden(timeout=3000)
            # The selection is said by the outline, not announced by the Identifier at each move.
            assert page.get_by_label("Identifier", exact=True).get_attribute("aria-live") is None
            assert page.eval_on_selector("#identity-id", "(field) => field.closest('[aria-live], [role=status], output')") is None
            # The badge, the help with the range and the note describe the control.
            described = page.get_by_label("Percent", exact=True).get_attribute("aria-describedby").split()
            said = " ".join(page.eval_on_selector("#" + id, "(node) => node.textContent") for id in described)
            assert "clamped" in said and "0...100" in said and "250" in said, said
            page.close()
            server.pages.remove(page)
        assert not found, "\n".join(found)
    finally:
        server.stop()


def test_a_stopped_server_is_said_at_once(browser, binary):
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        server.process.send_signal(signal.SIGTERM)
        server.process.wait(timeout=10)
        expect(page.locator("#offline")).to_be_visible(timeout=3000)
        expect(page.locator("#offline")).to_contain_text("stopped")
    finally:
        server.stop()


def test_text_is_shown_with_the_escapes_of_the_command_line(browser, binary):
    text = open(os.path.join(ROOT, "examples", "scene.json"), "rb").read().replace(
        b'"id": "upload"', b'"id": "up\\u202Eload"', 1).replace(
        b'"id": "card",\n      "class": "View"', b'"id": "card",\n      "class": "NoSuchCard"', 1)
    server = Server(binary, text=text)
    try:
        page = open_page(browser, server)
        # A view of an unknown class says so in the outline; the views in it do not.
        unknown = "(index) => getComputedStyle(document.querySelector('#outline li[data-index=\"' + index + '\"] > .item .kind'), '::after').content"
        assert page.evaluate(unknown, 1) == '" (unknown class)"', page.evaluate(unknown, 1)
        assert page.evaluate(unknown, 2) == "none", page.evaluate(unknown, 2)
        item = page.locator('#outline li[data-index="3"]')
        expect(item).to_contain_text("up\\u{202E}load")
        assert "\u202e" not in page.inner_text("#outline")
        item.locator(".item").click()
        expect(page.get_by_label("Identifier", exact=True)).to_have_value("up\\u{202E}load")
    finally:
        server.stop()


def screenshot(browser, binary, path):
    """The page as the README shows it: the example's first bar selected."""
    server = Server(binary)
    try:
        page = open_page(browser, server)
        click_view(page, "download")
        page.evaluate("document.activeElement && document.activeElement.blur()")
        time.sleep(0.2)
        page.screenshot(path=path)
    finally:
        server.stop()


def main():
    binary = os.path.abspath(sys.argv[1])
    shot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    tests = [test_select_change_undo, test_bad_value_is_refused_next_to_its_control,
             test_a_clamped_value_shows_the_value_used_and_says_so, test_groups_and_descriptions_are_shown,
             test_changes_on_disk_reach_the_page, test_what_is_typed_is_never_saved_by_a_change_from_elsewhere,
             test_typing_on_while_a_change_is_saved_keeps_every_key, test_an_animated_attribute_plays_its_transition,
             test_the_server_refuses_what_is_not_the_page, test_the_size_inspector_saves_what_is_typed,
             test_escape_abandons_what_is_typed, test_escape_abandons_what_is_typed_in_a_text_attribute,
             test_reset_shows_the_default_at_once, test_the_first_ctrl_z_after_enter_undoes_the_change,
             test_the_class_menu_changes_the_class_only_when_chosen,
             test_a_slider_and_the_color_well_are_followed_live_and_saved_once, test_undo_shows_the_scene_of_its_change,
             test_the_page_works_from_a_phone_to_a_wide_screen,
             test_long_text_wraps_in_its_pane,
             test_the_outline_is_a_tree, test_the_last_view_selected_stays_selected_whatever_answers_first,
             test_the_page_has_no_accessibility_violations,
             test_a_stopped_server_is_said_at_once, test_text_is_shown_with_the_escapes_of_the_command_line]
    failed = []
    with sync_playwright() as playwright:
        arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=arguments)
        for test in tests:
            try:
                test(browser, binary)
                print("✔ %s" % test.__name__)
            except Exception:
                failed.append(test.__name__)
                print("✘ %s\n%s" % (test.__name__, traceback.format_exc()))
        if shot and not failed:
            screenshot(browser, binary, shot)
            print("wrote %s" % shot)
        browser.close()
    if failed:
        print("error: %d of %d browser tests failed: %s" % (len(failed), len(tests), ", ".join(failed)))
        sys.exit(1)
    print("✔ %d browser tests passed" % len(tests))


if __name__ == "__main__":
    main()
