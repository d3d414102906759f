"""`designer serve` in a real browser: headless Chromium, driven by Playwright.

    python3 Tests/Browser/serve_test.py .build/debug/designer [--screenshot docs/serve.png]

Each test starts `designer serve` on a copy of an example (`examples/scene.json`, or the ProgressDemo
storyboard with its project) in a temporary folder, opens
the address it prints, and works the page as a user would: clicks the canvas, types in the
inspector's controls, presses Ctrl-Z. It checks the file on disk byte for byte after every step,
and runs axe-core (through axe-playwright-python) over the page in light and dark: any violation
fails. Exits 1 naming each test that failed, or when Playwright or axe-playwright-python is missing.

The tests are in editing_tests.py, controls_tests.py and page_tests.py; what they share in
browser_support.py.
"""

import os
import sys
import time
import traceback

# The tests' own modules are read from here; nothing is written beside them.
sys.dont_write_bytecode = True

from browser_support import CHROMIUM, Server, open_page, click_view, sync_playwright
from editing_tests import (
    test_select_change_undo, test_bad_value_is_refused_next_to_its_control,
    test_a_clamped_value_shows_the_value_used_and_says_so, test_groups_and_descriptions_are_shown,
    test_changes_on_disk_reach_the_page, test_what_is_typed_is_never_saved_by_a_change_from_elsewhere,
    test_typing_on_while_a_change_is_saved_keeps_every_key, test_an_animated_attribute_plays_its_transition,
    test_the_server_refuses_what_is_not_the_page, test_the_size_inspector_saves_what_is_typed)
from controls_tests import (
    test_escape_abandons_what_is_typed, test_escape_abandons_what_is_typed_in_a_text_attribute,
    test_reset_shows_the_default_at_once, test_the_first_ctrl_z_after_enter_undoes_the_change,
    test_the_class_menu_changes_the_class_only_when_chosen,
    test_a_slider_and_the_color_well_are_followed_live_and_saved_once, test_undo_shows_the_scene_of_its_change)
from page_tests import (
    test_the_page_works_from_a_phone_to_a_wide_screen, test_long_text_wraps_in_its_pane,
    test_the_last_view_selected_stays_selected_whatever_answers_first, test_the_outline_is_a_tree,
    test_the_page_has_no_accessibility_violations, test_a_stopped_server_is_said_at_once,
    test_text_is_shown_with_the_escapes_of_the_command_line, test_the_device_menu_lays_the_scene_out_on_another_screen,
    test_the_text_size_and_language_menus_redraw_the_scene)


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
             test_a_stopped_server_is_said_at_once, test_text_is_shown_with_the_escapes_of_the_command_line,
             test_the_device_menu_lays_the_scene_out_on_another_screen,
             test_the_text_size_and_language_menus_redraw_the_scene]
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
