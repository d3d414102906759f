"""The browser tests of the inspector's controls: Escape, reset, Ctrl-Z, the class menu, the slider
and the color well. Run by serve_test.py."""

import subprocess
import time

from browser_support import Server, open_page, wait_for_canvas, click_view, set_field, expect


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
        # The page has the undo's answer before the color is picked: a picture answered later
        # would otherwise stand over the color's.
        page.wait_for_function("() => ui.pending === 0")

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
