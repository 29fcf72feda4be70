"""End to end: Woo's "should I close?", predict then check (widgets.predict), in Voila, in headless Chromium.

The student moves the guess slider, clicks Check and reads the exact answer (336 worlds solved), sees both
choices' exact distributions drawn, clicks Run and sees the convergence figure drawn; then exchanges a card
of the Oya's hand, and the exact answer changes with it.
"""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

APP = "woo.ipynb"
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 60_000            # ms: a click's round trip through the kernel; Check solves 336 worlds (1 to 4 s)
RUN = 180_000             # ms: 1000 worlds, each solved exactly, paced and drawn as they go
QUESTION = ".woo-question"
PREDICT = ".predict"


def test_the_woo_close_question_is_guessed_checked_run_and_follows_the_hand(page, voila):
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
    for _ in range(4):
        page.keyboard.press("ArrowRight")                             # 0.00 -> 0.20
    expect(predict.locator(".predict-guess .widget-readout")).to_have_text("0.20", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("123/56 ≈ 2.1964", timeout=CLICK)   # closing, with the real hand
    choices = question.locator("img").last
    page.wait_for_function("img => img.naturalWidth >= 700", arg=choices.element_handle(), timeout=CLICK)

    run = predict.get_by_role("button", name=re.compile("Lancer"))
    run.click()
    expect(status).to_contain_text("✓ 1000", timeout=RUN)
    page.wait_for_function("img => img.naturalWidth >= 700", arg=figure.element_handle(), timeout=CLICK)

    question.locator(".woo-question-give select").select_option(label="A♠")
    question.locator(".woo-question-take select").select_option(label="0♦")
    expect(answer).not_to_contain_text("123/56", timeout=CLICK)       # a new question: from the guess again
    expect(figure).to_be_hidden()
    expect(predict.locator("p").first).to_contain_text("0♦", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("-129/56", timeout=CLICK)         # without the ace, closing loses on average
