"""A lesson page of the static site offline (issue 26, ``widgets.browser``): the default build names matplotlib at
the Pyodide distribution online, and every host but 127.0.0.1 is blocked here, as on a laptop serving an offline
class. The page shows its exact answers and self-checks, and a Run that needs a figure says, in the page's
language, that the live figures need the online page or the full build; the simulation still gives its numbers.
The English visit starts from the snapshot of Python the French one kept (the warm start): the same holds there.

The site is the ``static_site`` fixture of conftest.py (built once per test run, served by http.server).
"""

import re

import pytest
from playwright.sync_api import expect

from cardlib.text import i18n
from conftest import record_foreign_requests
from test_static_site import ONLINE, WARM, holds_one_language  # the lock's matplotlib; warm start lines

PAGE_LOAD = 120_000     # ms: a cold page downloads the runtime and its wheels, then runs the whole notebook
ANSWER = 30_000         # ms


STOPPED = {"fr": re.compile(r"■ Arrêtée après \d+ simulations?"), "en": re.compile(r"■ Stopped after \d+ simulations?")}


def unavailable(lang):
    """The message about figures as the page writes it (French no-break spaces as the browser gives them)."""
    return i18n.text("lesson.figure.unavailable", lang)


@pytest.mark.browser
def test_offline_a_lesson_page_shows_its_exact_answers_and_says_why_it_draws_no_figure(static_site, chromium):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})     # one cache for both pages
    foreign = record_foreign_requests(context)
    said = []
    context.on("console", lambda message: said.append(message.text))
    page = context.new_page()
    try:
        for lang, decimal in (("fr", ","), ("en", ".")):
            page.goto(static_site.page_url("yozu_probability", f"lang={lang}"))
            selfcheck = page.locator(".selfcheck")
            expect(selfcheck).to_be_visible(timeout=PAGE_LOAD)              # the notebook's last cell has run
            # A self-check answers.
            first = selfcheck.locator(".widget-radio-box").first
            first.locator("input").nth(1).check()
            expect(selfcheck).to_contain_text("✓", timeout=ANSWER)
            # A predict-then-check question gives its exact answer; its simulation runs, says why it draws no curve,
            # and Stop ends it with its numbers.
            question = page.locator(".predict").first
            question.get_by_role("button", name=i18n.text("lesson.predict.check", lang)).click()
            expect(question.locator(".predict-exact")).to_have_text(f"1/8 = 0{decimal}1250", timeout=ANSWER)
            question.get_by_role("button", name=i18n.text("lesson.figure.run", lang)).click()
            expect(question).to_contain_text(unavailable(lang), timeout=ANSWER)
            question.get_by_role("button", name=re.compile(i18n.text("lesson.predict.stop", lang))).click()
            expect(question.locator(".lesson-run-bar")).to_contain_text(STOPPED[lang], timeout=ANSWER)
            # A lesson's Run: its table of exact answers, and the message where its figure would be.
            runner = page.locator(".lesson-runner").nth(1)                  # what each answer says (section 2)
            runner.locator(".lesson-run-bar button").click()
            expect(runner).to_contain_text(unavailable(lang), timeout=ANSWER)
            expect(runner).to_contain_text(f"3/4 ≈ 0{decimal}750")
            expect(runner.locator(".lesson-run-bar")).to_contain_text("✓")
            assert runner.locator("img").count() == 0
            assert page.evaluate("() => document.documentElement.lang") == lang
            holds_one_language(page, lang, "yozu_probability.ipynb")    # prose, questions, tables, the message
    finally:
        context.close()
    # The English visit started from the snapshot of Python the French one kept (staticsite.warmstart).
    assert sum(f"{WARM} Python started from this browser's snapshot" in text for text in said) == 1, said
    assert foreign and all(url.startswith(ONLINE) for url in foreign), sorted(set(foreign))
