"""End to end in headless Chromium at 1366x768: a reloaded guided game (issue 35, widgets.guide) opens at its step.
Each game's guided first game is played to its end in French and in English by tests/notebooks/test_voila_pages.py,
on the page whose first screen it has checked.
"""

import re

import pytest
from playwright.sync_api import expect

from guided_play import AREA_TABLE, CLICK, FIRST_LOAD, GUIDED_CHOICE, HINTED, PANEL, SCREEN, wait_for_step

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_a_reloaded_guided_game_opens_at_its_step(page, voila):
    page.set_viewport_size(SCREEN)
    page.goto(voila.render_url("ohio.ipynb") + "?lang=en", wait_until="commit")
    page.get_by_role("button", name=re.compile(GUIDED_CHOICE["en"])).click(timeout=FIRST_LOAD)
    wait_for_step(page, "en", 1, 15)
    for k in (1, 2, 3):
        page.locator(HINTED).first.click()
        wait_for_step(page, "en", k + 1, 15)
    page.wait_for_url(re.compile(r"guided=\d+"), timeout=CLICK)
    page.reload(wait_until="commit")
    expect(page.locator(PANEL)).to_contain_text("Step 4 of 15", timeout=FIRST_LOAD)
    expect(page.locator(AREA_TABLE)).to_have_count(0)
