"""The browser tests of changes: a value typed, refused, clamped or changed on disk, and what the server
refuses. Run by serve_test.py."""

import json
import re
import subprocess
import time
import urllib.error
import urllib.request

from browser_support import Server, open_page, canvas_svg, wait_for_canvas, click_view, set_field, axe_violations, expect


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
