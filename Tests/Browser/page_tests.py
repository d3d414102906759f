"""The browser tests of the page as a whole: its layout from a phone to a wide screen, the outline,
accessibility, a stopped server, and text as the command line shows it. Run by serve_test.py."""

import os
import signal
import time

from browser_support import ROOT, Server, open_page, click_view, set_field, axe_violations, expect, canvas_svg


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


def test_the_device_menu_lays_the_scene_out_on_another_screen(browser, binary):
    # A JSON document has no layout: no device menu.
    plain = Server(binary)
    try:
        page = open_page(browser, plain)
        expect(page.locator("#device")).to_be_hidden()
        expect(page.locator("#orientation")).to_be_hidden()
    finally:
        plain.stop()
    # The storyboard is saved on an iPhone 15 Pro (retina6_12, 393 × 852), its scene the screen.
    server = Server(binary, "ProgressDemo/ProgressDemo/Base.lproj/Transfers.storyboard", project="ProgressDemo")
    try:
        page = open_page(browser, server)
        expect(page.locator("#device")).to_be_visible()
        expect(page.locator("#device")).to_have_value("")
        assert page.evaluate("ui.state.canvas.width") == 393, page.evaluate("ui.state.canvas.width")
        expect(page.locator("#device option[value='ipad9_7']")).to_have_text("iPad (6th generation) (ipad9_7)")
        page.select_option("#device", "ipad9_7")
        page.wait_for_function("() => ui.state.device === 'ipad9_7' && ui.state.canvas.width === 768")
        # The outline's frames, which the canvas is clicked by, are the laid-out ones too.
        assert page.evaluate("ui.state.views[0].frame.width") == 768
        page.select_option("#orientation", "landscape")
        page.wait_for_function("() => ui.state.orientation === 'landscape' && ui.state.canvas.width === 1024")
        expect(page.locator("#device")).to_have_value("ipad9_7")
        page.select_option("#device", "")
        page.wait_for_function("() => ui.state.device === '' && ui.state.canvas.width === 852")
        # Laying out changes nothing in the file.
        assert server.read() == server.original
        assert not page.errors, page.errors
    finally:
        server.stop()


def test_the_text_size_and_language_menus_redraw_the_scene(browser, binary):
    # A French table beside the example's Base.lproj, written for the test in UTF-16, as Xcode
    # writes them: the title and the button.
    def french(project):
        folder = os.path.join(project, "ProgressDemo", "fr.lproj")
        os.makedirs(folder)
        with open(os.path.join(folder, "Transfers.strings"), "wb") as file:
            file.write('"Trf-Tt-001.text" = "Transferts";\n"Trf-Bt-001.normalTitle" = "Tout suspendre";\n'
                       .encode("utf-16"))
    server = Server(binary, "ProgressDemo/ProgressDemo/Base.lproj/Transfers.storyboard", project="ProgressDemo",
                    prepare=french)
    try:
        page = open_page(browser, server)
        expect(page.locator("#content-size")).to_have_value("L")
        expect(page.locator("#language")).to_have_value("")
        expect(page.locator("#language option")).to_have_text(["As written", "fr", "double", "accented", "bounded", "rtl"])
        written = canvas_svg(page)
        assert ">Transfers<" in written
        page.select_option("#language", "fr")
        page.wait_for_function("() => ui.state.language === 'fr' && ui.shown.includes('>Transferts<')"
                               " && ui.shown.includes('>Tout suspendre<')")
        page.select_option("#language", "accented")
        page.wait_for_function("() => ui.state.language === 'accented' && ui.shown.includes('>Ţřåñšƒéřš<')")
        # A larger text size: the headline and the footnote grow, the language stays.
        page.select_option("#content-size", "AX3")
        page.wait_for_function("(written) => ui.state.contentSize === 'AX3' && ui.state.language === 'accented'"
                               " && ui.shown !== written", arg=written)
        page.select_option("#language", "")
        page.select_option("#content-size", "L")
        page.wait_for_function("(written) => ui.state.contentSize === 'L' && ui.state.language === ''"
                               " && ui.shown === written", arg=written)
        # Choosing changes nothing in the file.
        assert server.read() == server.original
        assert not page.errors, page.errors
    finally:
        server.stop()
