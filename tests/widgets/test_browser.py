"""The lessons in a static-site page (issue 26, ``widgets.browser``): matplotlib is loaded when a lesson first draws.

The page is simulated: ``in_browser`` says True, matplotlib cannot be imported (its modules are blocked) until a
stand-in for Pyodide's ``pyodide_js.loadPackage`` has "loaded" it (it unblocks them) or has failed to (offline:
Pyodide then only logs the failure). What the student sees is asserted: the exact answers and self-checks at
once, the figures drawn after a load that succeeds, the plain message in the page's language after one that
fails, and never a run stopped without a word.
"""

import asyncio
import importlib
import re
import sys
import types
from html import unescape

import ipywidgets as ipw
import pytest

from cardlib.text import i18n
from widgets import browser, figures
from widgets.figures import FigureImage, LessonRunner, figure_note, new_figure, show_figure
from widgets.predict import Predict
from widgets.yozu import lesson as yozu_lesson

MESSAGE = {"fr": "Les graphiques de cette leçon ont besoin d'Internet (ou d'une version du site qui les contient) et "
                 "n'ont pas pu se charger ici. Le reste de la page marche sans eux : les réponses exactes, les nombres "
                 "simulés et les questions de la leçon.",
           "en": "This lesson's figures need the internet (or a version of the site that includes them) and could not "
                 "be loaded here. The rest of the page works without them: the exact answers, the simulated numbers "
                 "and the lesson's questions."}
LOADING = {"fr": "Chargement des graphiques…", "en": "Loading the figures…"}


def plain(text):
    """``text`` unescaped, French typography's no-break spaces as plain spaces."""
    return unescape(text).replace("\xa0", " ").replace("\u202f", " ")


def seen(widget):
    """What the page shows of ``widget``: the texts of its visible HTML parts, in order, and its visible images'
    first bytes."""
    if widget.layout.display == "none":
        return []
    if isinstance(widget, ipw.Image):
        return [bytes(widget.value)[:4]]
    if isinstance(widget, ipw.HTML):
        words = re.sub(r"<[^>]*>", "", re.sub(r"<style>.*?</style>", "", widget.value, flags=re.S)).strip()
        return [plain(words)] if words else []
    return [part for child in getattr(widget, "children", ()) for part in seen(child)]


def text_of(widget):
    """The visible texts of ``widget``, one a line."""
    return "\n".join(part for part in seen(widget) if isinstance(part, str))


def pictures(widget):
    """The first bytes of each visible image of ``widget`` (b"\\x89PNG" for a figure drawn)."""
    return [part for part in seen(widget) if isinstance(part, bytes)]


class Page:
    """A simulated static-site page in ``lang``, whose load of matplotlib ``succeeds`` or not: the packages it was asked
    for (``asked``); a ``held`` load waits, once begun, until its event ``released`` is set."""

    def __init__(self, monkeypatch, lang, succeeds, held=False):
        self.asked = []
        self.succeeds = succeeds
        importlib.import_module("matplotlib.figure")         # imported now, so that blocking it blocks all of it
        self._real = {name: module for name, module in sys.modules.items()
                      if name == "matplotlib" or name.startswith("matplotlib.")}
        monkeypatch.setattr(browser, "in_browser", lambda: True)
        monkeypatch.setattr(browser, "_LOAD", browser.FigureLoad())
        monkeypatch.setattr(i18n, "_page_language", lang)
        for name in self._real:
            monkeypatch.setitem(sys.modules, name, None)     # `import matplotlib` fails, as in a page before its load
        monkeypatch.setitem(sys.modules, "pyodide_js", types.SimpleNamespace(loadPackage=self.load_package))
        self.held = held
        self.released = None

    async def load_package(self, name):
        """Pyodide's loadPackage: on success matplotlib becomes importable; on failure it logs, and raises nothing."""
        self.asked.append(name)
        if self.held:
            self.released = asyncio.Event()
            await self.released.wait()
        if self.succeeds:
            sys.modules.update(self._real)

    def blocked(self):
        """True while matplotlib cannot be imported in the page."""
        return sys.modules.get("matplotlib") is None


async def until(condition, turns=1000):
    """Let the event loop turn until ``condition()`` holds (a test that would wait for ever fails instead)."""
    for _ in range(turns):
        if condition():
            return
        await asyncio.sleep(0)
    pytest.fail("the page waited for ever")


@pytest.fixture
def offline_fr(monkeypatch):
    """A French page whose load of matplotlib fails (offline)."""
    return Page(monkeypatch, "fr", succeeds=False)


@pytest.fixture
def offline_en(monkeypatch):
    """An English page whose load of matplotlib fails (offline)."""
    return Page(monkeypatch, "en", succeeds=False)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_offline_message_is_in_a_students_words(lang):
    """Issue 34: a student reads that the figures need the internet, not how the site was built."""
    said = i18n.text("lesson.figure.unavailable", lang).lower()
    assert "pyodide" not in said and "distribution" not in said and "build" not in said
    assert "internet" in said


def test_outside_the_browser_figures_are_drawn_at_once_and_pyodide_is_never_imported():
    assert not browser.in_browser() and browser.figures_ready() and not browser.figures_pending()
    runner = yozu_lesson.information_lesson(yozu_lesson.deduction.posterior(
        yozu_lesson.lesson.example_game(yozu_lesson.lesson.EXAMPLE_TURN[:4]).view(1), "random"))
    runner.button.click()
    assert pictures(runner.results) == [b"\x89PNG"] and runner.status.value == "✓"
    assert "pyodide_js" not in sys.modules and "pyodide" not in sys.modules


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_offline_a_lesson_run_shows_its_exact_answers_and_says_why_there_is_no_figure(monkeypatch, lang):
    page = Page(monkeypatch, lang, succeeds=False)
    runner = yozu_lesson.answers_lesson("random")
    runner.button.click()                                # no event loop here: the load ends within the click
    shown = text_of(runner.results)
    assert page.asked == ["matplotlib"] and page.blocked() and browser.figures_failed()
    card = {"fr": "P(Tigre d'Été)", "en": "P(Summer Tiger)"}
    assert "3/4" in shown and card[lang] in shown, "the table of exact answers is shown"
    assert card["en" if lang == "fr" else "fr"] not in shown, "in the page's language only (issue 34)"
    assert MESSAGE[lang] in shown and MESSAGE["en" if lang == "fr" else "fr"] not in shown
    assert plain(browser.unavailable_text()) == MESSAGE[lang]
    assert pictures(runner.results) == [] and runner.status.value == "✓" and not runner.button.disabled
    again = yozu_lesson.posterior_lesson(samples=500)
    again.button.click()
    assert page.asked == ["matplotlib"], "a page tries to load matplotlib once"
    assert MESSAGE[lang] in text_of(again.results) and "500" in text_of(again.results), "the check line stays"
    check = yozu_lesson.self_check()
    question = check.questions[0]
    question.answer(question.check.answer)
    assert question.right and "✓" in question.feedback.value and check.score == (1, 1), "the self-check answers"


def test_offline_a_predict_question_checks_then_simulates_to_the_end_and_says_why_there_is_no_curve(offline_fr):
    shown = Predict(yozu_lesson.prior_question(), pace=0)
    shown.check()
    assert "1/8" in text_of(shown.widget), "the exact answer needs no figure"
    shown.run()
    assert offline_fr.asked == ["matplotlib"]
    assert shown.curve and shown.curve[-1].games == 4000, "the simulation runs to its end"
    assert "4000 simulations : estimation 0,1" in plain(shown.status.value), "its numbers, not 'simulation: 10/4000'"
    assert MESSAGE["fr"] in text_of(shown.widget) and pictures(shown.widget) == []
    assert not shown.run_button.disabled and shown.stop_button.disabled


def test_a_load_that_succeeds_shows_that_it_loads_then_draws_the_run_s_figures(monkeypatch):
    page = Page(monkeypatch, "fr", succeeds=True, held=True)

    async def in_the_page():
        runner = yozu_lesson.posterior_lesson(samples=500)
        runner.button.click()                            # the kernel's loop runs: the load waits for it
        await asyncio.sleep(0)
        loading = text_of(runner.results)
        assert page.asked == ["matplotlib"] and browser.figures_pending() and pictures(runner.results) == []
        assert LOADING["fr"] in loading and "500" in loading, "the check line is shown while the figure loads"
        page.released.set()
        await until(lambda: not browser.figures_pending())
        return runner

    runner = asyncio.run(in_the_page())
    assert browser.figures_ready() and not page.blocked()
    assert pictures(runner.results) == [b"\x89PNG"], "the run goes on: its figure is drawn"
    assert LOADING["fr"] not in text_of(runner.results) and MESSAGE["fr"] not in text_of(runner.results)
    assert "500" in text_of(runner.results) and runner.status.value == "✓"


def test_a_load_that_never_ends_gives_up_and_says_why_there_is_no_figure(monkeypatch):
    page = Page(monkeypatch, "en", succeeds=True, held=True)        # held: the network neither answers nor fails
    monkeypatch.setattr(browser, "LOAD_TIMEOUT", 0.05)

    async def in_the_page():
        runner = yozu_lesson.posterior_lesson(samples=500)
        runner.button.click()
        await asyncio.sleep(0)
        assert LOADING["en"] in text_of(runner.results)
        await asyncio.sleep(0.2)
        await until(lambda: not browser.figures_pending())
        return runner

    runner = asyncio.run(in_the_page())
    assert browser.figures_failed() and page.blocked()
    assert MESSAGE["en"] in text_of(runner.results) and LOADING["en"] not in text_of(runner.results)
    assert "500" in text_of(runner.results) and pictures(runner.results) == []


def test_a_predict_curve_waits_for_the_load_and_is_drawn_once_it_ends(monkeypatch):
    page = Page(monkeypatch, "en", succeeds=True, held=True)
    shown = Predict(yozu_lesson.prior_question(), pace=0)
    shown.check()

    async def in_the_page():
        task = shown.run()
        await until(lambda: page.released)
        assert LOADING["en"] in text_of(shown.widget) and pictures(shown.widget) == []
        await task
        assert LOADING["en"] in text_of(shown.widget), "the simulation ended before the load"
        page.released.set()
        await until(lambda: not browser.figures_pending())

    asyncio.run(in_the_page())
    assert pictures(shown.widget) == [b"\x89PNG"] and LOADING["en"] not in text_of(shown.widget)
    assert "4000" in shown.image.tooltip.replace(",", ""), "the last curve is the one drawn"


def test_a_show_that_makes_its_figures_itself_waits_for_the_load_then_shows_all(monkeypatch):
    page = Page(monkeypatch, "en", succeeds=True, held=True)

    def show(n):
        figure = new_figure(figsize=(2, 1))
        figure.subplots().bar([0], [n])
        return [figure, f"<b>{n}</b>"]

    async def in_the_page():
        runner = LessonRunner({}, lambda values, step: 7, show)
        runner.button.click()
        await asyncio.sleep(0)
        assert text_of(runner.results) == LOADING["en"]
        page.released.set()
        await until(lambda: not browser.figures_pending())
        return runner

    runner = asyncio.run(in_the_page())
    assert pictures(runner.results) == [b"\x89PNG"] and text_of(runner.results) == "7"


def test_offline_a_figure_shown_after_a_click_leaves_its_place_to_the_message(offline_en):
    image, note = FigureImage(format="png"), figure_note()
    assert show_figure(image, lambda: pytest.fail("nothing is drawn offline"), note=note) is False
    assert image.layout.display == "none" and text_of(note) == MESSAGE["en"]
    assert note.layout.display is None and offline_en.asked == ["matplotlib"]
    figures.hide_figure(image, note)
    assert note.layout.display == "none" and not note.value
    with pytest.raises(figures.FiguresUnavailable):
        new_figure()
