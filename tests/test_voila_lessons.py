"""End to end: a lesson's predict-then-check question (widgets.predict) in Voila, in headless Chromium.

The student moves the guess slider, clicks Check and reads the exact answer, clicks Run and sees the
convergence figure drawn; Stop, clicked while a run goes on, ends it part way (the kernel handles the
click while it simulates); a new lead card asks a new question with another exact answer.
"""

import os
import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

APP = "ohio.ipynb"
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
RUN = 120_000             # ms: 4000 simulated tricks, paced and drawn as they go (a few seconds)
QUESTION = ".ohio-question"
PREDICT = ".predict"
SCREENSHOT = os.environ.get("CARDGAMES_LESSON_SCREENSHOT")      # where to save a picture of the run, if set


def test_the_ohio_question_is_guessed_checked_run_stopped_and_follows_its_controls(page, voila):
    page.goto(voila.render_url(APP), wait_until="commit")
    question = page.locator(QUESTION)
    predict = question.locator(PREDICT)
    expect(predict).to_be_visible(timeout=FIRST_LOAD)
    answer, status = predict.locator(".predict-answer"), predict.locator(".lesson-run-bar")
    figure = predict.locator("img")
    expect(answer).to_contain_text("Check")
    expect(figure).to_be_hidden()                                     # nothing simulated before it is asked
    expect(predict.get_by_role("button", name=re.compile("Lancer"))).to_be_disabled()   # guess and check first

    predict.locator(".predict-guess .noUi-handle").focus()
    for _ in range(4):
        page.keyboard.press("ArrowRight")                             # 0.50 -> 0.54
    expect(predict.locator(".predict-guess .widget-readout")).to_have_text("0.54", timeout=CLICK)
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("3/4 = 0.7500", timeout=CLICK)   # leading a 1 at 2 players
    # The slider's last moves may reach the kernel after the click (ipywidgets buffers state updates while one
    # is pending): the guess checked is the kernel's, shown beside the answer with its gap.
    guess, gap = re.search(r"Your guess : ([\d.]+).*Off by : ([\d.]+)", answer.inner_text(), re.S).groups()
    assert 0.5 <= float(guess) <= 0.54 and float(gap) == pytest.approx(0.75 - float(guess), abs=1e-3)
    expect(question.locator(".ohio-lesson")).to_be_visible()          # the exact answers for every lead, after a check

    run = predict.get_by_role("button", name=re.compile("Lancer"))
    run.click()
    expect(status).to_contain_text("✓ 4000", timeout=RUN)
    page.wait_for_function("img => img.naturalWidth >= 700", arg=figure.element_handle(), timeout=CLICK)
    if SCREENSHOT:
        question.screenshot(path=SCREENSHOT)

    run.click()
    stop = predict.get_by_role("button", name=re.compile("Stop"))
    stop.click(timeout=CLICK)                                         # enabled while the run goes on
    expect(status).to_contain_text("Stopped after", timeout=RUN)
    stopped_at = int(re.search(r"Stopped after (\d+)", status.inner_text()).group(1))
    assert stopped_at < 4000, "Stop ended the run part way: the kernel handled the click while it simulated"
    expect(run).to_be_enabled()
    expect(stop).to_be_disabled()

    question.locator(".ohio-question-lead select").select_option(label="2")
    expect(answer).not_to_contain_text("3/4", timeout=CLICK)          # a new question: from the guess again
    expect(figure).to_be_hidden()
    predict.get_by_role("button", name=re.compile("Check")).click()
    expect(answer).to_contain_text("7/12 ≈ 0.5833", timeout=CLICK)
