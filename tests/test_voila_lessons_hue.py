"""End to end: Hue's last-move question, predict then check (widgets.predict), in Voila, in headless Chromium.

The student moves the guess slider, clicks Check and reads the exact answer (every last move enumerated),
sees the exact score distribution drawn, clicks Run and sees the convergence figure drawn; then changes
Player 3's other card and the question, and the exact answer changes with them.
"""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

APP = "hue.ipynb"
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip through the kernel
RUN = 120_000             # ms: 4000 random last moves, paced and drawn as they go
QUESTION = ".hue-question"
PREDICT = ".predict"


def test_the_hue_last_move_is_guessed_checked_run_and_follows_its_controls(page, voila):
    page.goto(voila.render_url(APP), wait_until="commit")
    question = page.locator(QUESTION)
    predict = question.locator(PREDICT)
    expect(predict).to_be_visible(timeout=FIRST_LOAD)
    answer, status = predict.locator(".predict-answer"), predict.locator(".lesson-run-bar")
    figure = predict.locator("img")
    expect(answer).to_contain_text("Check")
    expect(figure).to_be_hidden()                                     # nothing simulated before it is asked
    expect(predict.get_by_role("button", name=re.compile("Lancer"))).to_be_disabled()

    predict.locator(".predict-guess .noUi-handle").focus()
    for _ in range(3):
        page.keyboard.press("ArrowLeft")                              # 0.50 -> 0.47
    expect(predict.locator(".predict-guess .widget-readout")).to_have_text("0.47", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("1/2 = 0.5000", timeout=CLICK)    # P2 kept by half of the 596 moves (H6)
    distribution = question.locator("img").last
    page.wait_for_function("img => img.naturalWidth >= 700", arg=distribution.element_handle(), timeout=CLICK)

    run = predict.get_by_role("button", name=re.compile("Lancer"))
    run.click()
    expect(status).to_contain_text("✓ 4000", timeout=RUN)
    page.wait_for_function("img => img.naturalWidth >= 700", arg=figure.element_handle(), timeout=CLICK)

    question.locator(".hue-question-quantity").get_by_role("button", name=re.compile("Player 1 scores 85")).click()
    expect(answer).not_to_contain_text("1/2", timeout=CLICK)          # a new question: from the guess again
    expect(figure).to_be_hidden()
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("499/596", timeout=CLICK)
    question.locator(".hue-question-poison select").select_option("P5")
    question.locator(".hue-question-other select").select_option("S6")
    expect(predict.locator("p").first).to_contain_text("S6", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("495/596", timeout=CLICK)
