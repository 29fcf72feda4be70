"""End to end: the Yoyo lesson's predict-then-check question (widgets.yoyo.lesson.PileQuestion) in Voila, in
headless Chromium. The student guesses the chance of being able to play on a 10 going up with 7 cards, checks it
(21407/21594), runs the simulation and sees the convergence figure drawn; moves the pile to 20 and sees the exact
answer change (72861953/77652024); asks the stuck player's draws instead and checks 58/31."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

APP = "yoyo.ipynb"
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
RUN = 120_000             # ms: 4000 simulated hands, paced and drawn as they go (a few seconds)
QUESTION = ".yoyo-question"
PREDICT = ".predict"


def test_the_pile_question_is_guessed_checked_run_and_follows_the_pile(page, voila):
    page.goto(voila.render_url(APP) + "?lang=en", wait_until="commit")
    question = page.locator(QUESTION)
    predict = question.locator(PREDICT)
    expect(predict).to_be_visible(timeout=FIRST_LOAD)
    answer, status = predict.locator(".predict-answer"), predict.locator(".lesson-run-bar")
    figure = predict.locator("img")
    expect(figure).to_be_hidden()                                     # nothing simulated before it is asked
    expect(predict.get_by_role("button", name=re.compile("Lancer"))).to_be_disabled()

    predict.locator(".predict-guess .noUi-handle").focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")                             # 0.50 -> 0.53
    expect(predict.locator(".predict-guess .widget-readout")).to_have_text("0.53", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("21407/21594 ≈ 0.9913", timeout=CLICK)   # 10 going up, 7 cards
    predict.get_by_role("button", name=re.compile("Lancer")).click()
    expect(status).to_contain_text("✓ 4000", timeout=RUN)
    page.wait_for_function("img => img.naturalWidth >= 700", arg=figure.element_handle(), timeout=CLICK)

    question.locator(".yoyo-question-value .noUi-handle").focus()
    for _ in range(10):
        page.keyboard.press("ArrowRight")                             # the pile: 10 -> 20
    expect(question.locator(".yoyo-question-value .widget-readout")).to_have_text("20", timeout=CLICK)
    expect(answer).not_to_contain_text("21407", timeout=CLICK)        # a new question: from the guess again
    expect(figure).to_be_hidden()
    expect(predict).to_contain_text("20 ↑ (monte)", timeout=CLICK)                # the prompt names the new pile
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("72861953/77652024 ≈ 0.9383", timeout=CLICK)

    question.locator(".yoyo-question-quantity").get_by_role("button", name=re.compile("stuck")).click()
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("58/21 ≈ 2.7619", timeout=CLICK)   # (57 + 1)/(20 + 1) on a 20 going up
