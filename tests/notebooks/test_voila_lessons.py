"""End to end: every game's lesson asks a predict-then-check question (widgets.predict) in Voila, in headless
Chromium (issue 11; tests/lesson_questions.py drives one).

In each app the student finds the question with nothing simulated and Run disabled, moves the guess slider
with the keyboard, clicks Check and reads the exact answer, clicks Run and sees the convergence figure drawn,
then changes a control and sees another exact answer. Hue's and the Yozu lesson's are here; Ohio's (with Stop
clicked while a run goes on), Woo's and Yoyo's are asked on the page their game's tests share
(test_voila.py, test_voila_woo.py, test_voila_yoyo.py): a page load each fewer. The Yozu lesson's also checks that
the grid of possibilities follows the Oracle's model and that a barred guess is refused with its rule, and Monty
Hall is played, on one load of the lesson's page with its other checks (its runners' figures, accessibility).
"""

import re

import pytest
from playwright.sync_api import expect

from lesson_questions import CLICK, FIRST_LOAD, RUN, asked_again, check, drawn, find_question, guess, run_to_the_end
from test_voila import LESSON_RUN, YOZU_LESSON
from test_voila_a11y import axe_violations, check_page

pytestmark = pytest.mark.browser


def open_question(page, voila, app, selector, query="?lang=en"):
    """Open ``app`` in English and find its question (``selector``): shown, nothing simulated, Run disabled until a check."""
    page.goto(voila.render_url(app) + query, wait_until="commit")
    return find_question(page, selector)


@pytest.mark.slow
def test_hue_the_last_move_is_guessed_checked_run_and_follows_its_controls(page, voila):
    question = open_question(page, voila, "hue.ipynb", ".hue-question")
    expect(question.answer).to_contain_text("Check")
    guess(page, question, "ArrowLeft", 3, "0.47")                     # 0.50 -> 0.47
    check(question, "1/2 = 0.5000")                                   # P2 kept by half of the 596 moves (H6)
    drawn(page, question.panel.locator("img").last)                   # the exact score distribution
    run_to_the_end(page, question, 4000)

    question.panel.locator(".hue-question-quantity").get_by_role("button", name=re.compile("Player 1 scores 85")).click()
    asked_again(question, "1/2")
    check(question, "499/596")
    question.panel.locator(".hue-question-poison select").select_option("P5")
    question.panel.locator(".hue-question-other select").select_option("S6")
    expect(question.predict.locator("p").first).to_contain_text("S6", timeout=CLICK)
    check(question, "495/596")


def the_lesson_runs_draw_their_figures(page):
    """The lesson's runners (prior and posterior, exact against simulated, two Oracles, the guesses' information,
    the strategies): nothing drawn before its Run is clicked (issue 10), then each Run draws its section (four of
    them with a figure). The predict-then-check questions (.predict) are the Oracle's question's."""
    figures = page.locator(".jp-OutputArea-output :not(.predict) > img")
    assert figures.count() == 0, "no lesson runs before its Run button is clicked (issue 10)"
    runs = page.locator(f":not(.predict) > {LESSON_RUN}")
    for k in range(runs.count()):
        runs.nth(k).click()
    expect(figures.nth(3)).to_be_visible(timeout=RUN)
    expect(page.locator(".lesson-run-bar").get_by_text("✓")).to_have_count(runs.count(), timeout=RUN)
    for k in range(figures.count()):
        assert figures.nth(k).evaluate("img => img.naturalWidth") >= 600
    expect(page.get_by_text("7/8 ≈ 0.875").first).to_be_visible()
    assert "Error" not in page.locator("body").inner_text()


@pytest.mark.slow
def test_the_yozu_lesson_read_run_monty_hall_played_and_the_oracles_answers_guessed_checked_and_run(page, voila):
    """The Yozu lesson in English, one page load for what a class does on it: its first screen and whole page as
    read (``test_voila_a11y.check_page``: the loading message first, no source, the page's language, axe-core),
    its runners' figures, Monty Hall, the Oracle's question; then axe-core again, every figure drawn (each image
    has its alternative text)."""
    check_page(page, voila, YOZU_LESSON, "en")
    the_lesson_runs_draw_their_figures(page)
    monty_hall_is_played_against_the_oracle(page)
    the_oracles_answers_are_guessed_checked_run_and_follow_the_oracles_model(page)
    found = axe_violations(page)
    assert not found, "\n".join(map(str, found))


def the_oracles_answers_are_guessed_checked_run_and_follow_the_oracles_model(page):
    """The Oracle's question: guessed, checked (7/8), run (its figure titled with what it shows), then asked again
    with the Oracle's model changed (8/9); a guess the rules bar is refused with its rule (Z4)."""
    question = find_question(page, ".yozu-question")
    expect(question.panel.locator(".yz-cgrid")).to_have_count(0)      # the grid would give the answer away
    guess(page, question, "ArrowRight", 3, "0.53")                    # 0.50 -> 0.53
    check(question, "7/8 = 0.8750")                                   # the example's answers, a random Oracle
    grid = question.panel.locator(".yz-cgrid")
    expect(grid).to_be_visible(timeout=CLICK)                         # shown by the check
    expect(grid.locator("td[data-card='tiger:summer']")).to_have_attribute("data-p", "7/8")
    run_to_the_end(page, question, 3000)                              # hands drawn by rejection sampling
    expect(question.figure).to_have_attribute("title", re.compile(r"Estimate after \d+ simulations.*exact answer"))

    question.panel.locator(".yozu-question-oracle").get_by_role("button", name=re.compile("hide")).click()
    asked_again(question, "7/8")
    expect(grid.locator("td[data-card='tiger:summer']")).to_have_attribute("data-p", "8/9", timeout=CLICK)
    check(question, "8/9 ≈ 0.8889")

    # A guess the rules bar is refused with its rule: after « Summer », Summer may not be named (Z4).
    question.panel.locator(".yozu-question-guess select").nth(1).select_option(label="Summer Tiger")
    expect(question.panel.locator(".yozu-question-refusal")).to_contain_text("Z4", timeout=CLICK)
    expect(question.predict).to_be_hidden()


def monty_hall_is_played_against_the_oracle(page):
    """Monty Hall: a card chosen, the Oracle's « Keep or switch? », a switch tallied, then 100 keeps at once."""
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
    monty.get_by_role("button", name=re.compile("100 × keep")).click()
    expect(monty.locator(".yozu-monty-tally tr[data-strategy='keep'] td").nth(1)).to_have_text("100", timeout=CLICK)
