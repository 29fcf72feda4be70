"""A lesson's predict-then-check question (widgets.predict) driven in Chromium, as a student does (issue 11): find it,
move the guess slider with the keyboard, Check, Run to the end, then see it asked again when a control changes.
The pages are in English (?lang=en, or the test server's default language)."""

import re
from typing import NamedTuple

from playwright.sync_api import expect

FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
RUN = 120_000             # ms: a few thousand simulated games, paced and drawn as they go (a few seconds)
LANCER = re.compile("Run")


class Question(NamedTuple):
    """A lesson's question on the page: its panel, the predict widget, the answer line, the run bar, the figure."""

    panel: object
    predict: object
    answer: object
    status: object
    figure: object


def find_question(page, selector):
    """The question ``selector`` of the open page: shown, nothing simulated, Run disabled until a check."""
    panel = page.locator(selector)
    predict = panel.locator(".predict")
    expect(predict).to_be_visible(timeout=FIRST_LOAD)
    question = Question(panel, predict, predict.locator(".predict-answer"), predict.locator(".lesson-run-bar"),
                        predict.locator("img"))
    expect(question.figure).to_be_hidden()                            # nothing simulated before it is asked
    expect(predict.get_by_role("button", name=LANCER)).to_be_disabled()   # guess and check first
    return question


def guess(page, question, key, presses, readout):
    """Move the guess slider ``presses`` times with ``key`` and wait for it to read ``readout``."""
    question.predict.locator(".predict-guess .noUi-handle").focus()
    for _ in range(presses):
        page.keyboard.press(key)
    expect(question.predict.locator(".predict-guess .widget-readout")).to_have_text(readout, timeout=CLICK)


def check(question, exact, timeout=CLICK):
    """Click Check and wait for the exact answer ``exact`` on the answer line."""
    question.predict.get_by_role("button", name=re.compile("Check")).click()
    expect(question.answer).to_contain_text(exact, timeout=timeout)


def drawn(page, image, timeout=CLICK):
    """Wait until ``image`` (a figure's <img>) holds a picture."""
    page.wait_for_function("img => img.naturalWidth >= 700", arg=image.element_handle(), timeout=timeout)


def run_to_the_end(page, question, games, timeout=RUN):
    """Click Run and wait for the ``games`` simulated games and the convergence figure."""
    question.predict.get_by_role("button", name=LANCER).click()
    expect(question.status).to_contain_text(f"✓ {games}", timeout=timeout)
    drawn(page, question.figure)


def asked_again(question, gone):
    """After a control changed: a new question, the previous answer ``gone`` and the figure with it."""
    expect(question.answer).not_to_contain_text(gone, timeout=CLICK)
    expect(question.figure).to_be_hidden()
