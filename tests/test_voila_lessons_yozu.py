"""End to end: the Yozu probability lesson's predict-then-check questions in Voila, in headless Chromium.

The student guesses the chance of the Summer Tiger after the example's answers, checks it (7/8), runs the
simulation and sees the convergence figure drawn and the grid of possibilities shown; switches the Oracle's
model and sees the exact answer change (8/9) and the grid follow; plays a round of Monty Hall against the Oracle.
"""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

APP = "yozu_probability.ipynb"
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
RUN = 120_000             # ms: 3000 hands drawn by rejection sampling, paced and drawn as they go
QUESTION = ".yozu-question"
PREDICT = ".predict"


def test_the_oracles_answers_are_guessed_checked_run_and_follow_the_oracles_model(page, voila):
    page.goto(voila.render_url(APP) + "?lang=en", wait_until="commit")
    question = page.locator(QUESTION)
    predict = question.locator(PREDICT)
    expect(predict).to_be_visible(timeout=FIRST_LOAD)
    answer, status = predict.locator(".predict-answer"), predict.locator(".lesson-run-bar")
    figure = predict.locator("img")
    expect(figure).to_be_hidden()                                     # nothing simulated before it is asked
    expect(question.locator(".yz-cgrid")).to_have_count(0)            # the grid would give the answer away
    expect(predict.get_by_role("button", name=re.compile("Lancer"))).to_be_disabled()

    predict.locator(".predict-guess .noUi-handle").focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")                             # 0.50 -> 0.53
    expect(predict.locator(".predict-guess .widget-readout")).to_have_text("0.53", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("7/8 = 0.8750", timeout=CLICK)    # the example's answers, a random Oracle
    grid = question.locator(".yz-cgrid")
    expect(grid).to_be_visible(timeout=CLICK)                         # shown by the check
    expect(grid.locator("td[data-card='tiger:summer']")).to_have_attribute("data-p", "7/8")

    predict.get_by_role("button", name=re.compile("Lancer")).click()
    expect(status).to_contain_text("✓ 3000", timeout=RUN)
    page.wait_for_function("img => img.naturalWidth >= 700", arg=figure.element_handle(), timeout=CLICK)

    question.locator(".yozu-question-oracle").get_by_role("button", name=re.compile("hide")).click()
    expect(answer).not_to_contain_text("7/8", timeout=CLICK)          # a new question: from the guess again
    expect(grid.locator("td[data-card='tiger:summer']")).to_have_attribute("data-p", "8/9", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("8/9 ≈ 0.8889", timeout=CLICK)

    # A guess the rules bar is refused with its rule: after « Summer », Summer may not be named (Z4).
    question.locator(".yozu-question-guess select").nth(1).select_option(label="Tigre d'Été · Summer Tiger")
    expect(question.locator(".yozu-question-refusal")).to_contain_text("Z4", timeout=CLICK)
    expect(predict).to_be_hidden()


def test_monty_hall_is_played_against_the_oracle(page, voila):
    page.goto(voila.render_url(APP) + "?lang=en", wait_until="commit")
    monty = page.locator(".yozu-monty")
    expect(monty).to_be_visible(timeout=FIRST_LOAD)
    monty.locator(".yozu-monty-card").first.click()
    message = monty.locator(".yozu-monty-message")
    expect(message).to_contain_text("Keep or switch?", timeout=CLICK)
    monty.get_by_role("button", name=re.compile("Switch")).click()
    expect(message).to_contain_text(re.compile(r"Won|Lost"), timeout=CLICK)
    switched = monty.locator(".yozu-monty-tally tr[data-strategy='switch'] td")
    expect(switched.nth(1)).to_have_text("1")
    expect(switched.nth(4)).to_have_text("2/3 ≈ 0.667")
    monty.get_by_role("button", name=re.compile("100 × garder")).click()
    expect(monty.locator(".yozu-monty-tally tr[data-strategy='keep'] td").nth(1)).to_have_text("100", timeout=CLICK)
