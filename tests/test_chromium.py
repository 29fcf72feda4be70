"""How the tests and the benchmarks start Chromium (``dev.chromium_launch_options``): Playwright's own disabled
features kept, in one switch with ours, and no renderer for the omnibox's popup in a new browser context."""

import psutil
import pytest

from conftest import CHROMIUM, load_dev

pytestmark = pytest.mark.browser

dev = load_dev()
OMNIBOX_POPUP = "chrome://omnibox-popup.top-chrome/"


def browser_processes():
    """The Chromium browser processes (not their renderers, GPU or utility processes) this test process started."""
    found = {}
    for process in psutil.Process().children(recursive=True):
        try:
            command = process.cmdline()
        except psutil.Error:
            continue
        if command and command[0].endswith("chromium") and not any(part.startswith("--type=") for part in command):
            found[process.pid] = command
    return found


def launched(playwright, **options):
    """Launch Chromium with ``options``, open a page in a new context: (its browser's command line, the URLs of
    every target the browser then holds, the WebUI of its windows included)."""
    before = browser_processes()
    browser = playwright.chromium.launch(**options)
    try:
        page = browser.new_context().new_page()
        page.goto("about:blank")
        page.wait_for_timeout(1000)           # the window's WebUI is loaded as the window opens, not later
        targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
        (command,) = [command for pid, command in browser_processes().items() if pid not in before]
        return command, [target["url"] for target in targets]
    finally:
        browser.close()


def disabled_features(command):
    """The features a browser's command line disables, from each of its --disable-features switches."""
    return [part.split("=", 1)[1].split(",") for part in command if part.startswith("--disable-features=")]


def test_chromium_keeps_playwright_s_disabled_features_and_loads_no_omnibox_popup():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        command, targets = launched(playwright, executable_path=CHROMIUM, headless=True)
        assert disabled_features(command) == [dev.PLAYWRIGHT_DISABLED_FEATURES], \
            "Playwright's own --disable-features changed: copy its list to dev.PLAYWRIGHT_DISABLED_FEATURES"
        assert any(url.startswith(OMNIBOX_POPUP) for url in targets), \
            f"Chromium no longer loads {OMNIBOX_POPUP}: dev.UNUSED_CHROMIUM_FEATURES may go ({targets})"

        command, targets = launched(playwright, **dev.chromium_launch_options(CHROMIUM))
        assert disabled_features(command) == [dev.PLAYWRIGHT_DISABLED_FEATURES + dev.UNUSED_CHROMIUM_FEATURES]
        assert not [url for url in targets if url.startswith(OMNIBOX_POPUP)], targets
        assert "--headless" in command and "--disable-gpu" in command
