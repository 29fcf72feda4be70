"""Every lesson, table and panel speaks the page's language only (issue 34): built on a French page, then on an
English one, each widget is driven as a reader drives it (Run, Check, an answer, a refused move), and every text
it shows is collected: HTML values, descriptions, tooltips, options, the texts of every figure drawn. None may hold
a fragment of the other language's catalogue (``one_language.messages_of``: four words or more that the page
language's text of the same key does not hold); each must hold some of its own, so that a collection that finds
nothing cannot pass. And no widget offers a language switch: the page's link chooses the language."""

import re
from html import unescape

import ipywidgets as ipw
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

import cardlib
from cardlib.text import i18n
from cardlib.yozu import deduction
from cardlib.yozu import questions as yozu_questions
from one_language import messages_of, normal
from widgets import figures

LANGUAGES = ("fr", "en")


def other(lang):
    """The other language of the two."""
    return "en" if lang == "fr" else "fr"


def shown_text(html):
    """The words of an HTML value: without its style sheets and tags, entities read."""
    return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", " ", html, flags=re.S)))


def widget_texts(widget):
    """Every text ``widget`` (an ipywidget, or a panel with ``widget``) and its children show: values, descriptions,
    tooltips, placeholders, options' labels, an SVG canvas's markup."""
    texts, seen = [], set()

    def walk(item):
        if id(item) in seen:
            return
        seen.add(id(item))
        for name in ("value", "description", "tooltip", "placeholder", "markup"):
            value = getattr(item, name, None)
            if isinstance(value, str):
                texts.append(shown_text(value))
        texts.extend(getattr(item, "_options_labels", ()) or ())
        texts.extend(getattr(item, "tooltips", ()) or ())
        for child in getattr(item, "children", ()):
            walk(child)

    walk(getattr(widget, "widget", widget))
    return texts


@pytest.fixture
def page(monkeypatch):
    """``page(lang)``: open the page in ``lang`` (what ``?lang=`` does); the figures drawn from then on are kept in
    ``page.figures`` as their texts (titles, axes, ticks, legends)."""
    drawn = []
    draw = figures.png_bytes

    def kept(figure):
        FigureCanvasAgg(figure).draw()
        drawn.append(" ".join(t.get_text() for t in figure.findobj(lambda artist: hasattr(artist, "get_text"))))
        return draw(figure)

    monkeypatch.setattr(figures, "png_bytes", kept)

    def open_page(lang):
        monkeypatch.setattr(i18n, "_page_language", lang)
        drawn.clear()
        return lang

    open_page.figures = drawn
    return open_page


def foreign(texts, lang):
    """The fragments of the other language's catalogue that ``texts`` hold."""
    text = normal(" ".join(texts))
    return [fragment for fragment in messages_of(other(lang), lang) if fragment in text]


def own(texts, lang):
    """The fragments of ``lang``'s catalogue that ``texts`` hold."""
    text = normal(" ".join(texts))
    return [fragment for fragment in messages_of(lang, other(lang)) if fragment in text]


def assert_one_language(texts, lang, least=1):
    """``texts`` hold at least ``least`` fragments of ``lang``'s catalogue and none of the other language's."""
    assert foreign(texts, lang) == [], f"{lang} page shows {other(lang)}: {foreign(texts, lang)[:5]}"
    assert len(own(texts, lang)) >= least, f"too few {lang} texts collected: {own(texts, lang)}"


def answered(check):
    """A ``SelfCheck`` with each question answered, the explanations shown."""
    for question in check.questions:
        question.answer(0)
    return check


def predicted(panel):
    """A lesson question (or a ``Predict``) with its guess checked and its simulation run (``pace=0``)."""
    predict = getattr(panel, "predict", panel)
    predict.pace = 0
    predict.check()
    predict.run()
    return panel


def run(runner):
    """A ``LessonRunner`` after a click on Run."""
    runner.button.click()
    return runner


# Each lesson, as a reader drives it; the small sample counts keep the runs short.
def woo_lessons():
    from widgets.woo import lesson, questions
    exercise = lesson.WooCountExercise()
    exercise.answer(0, 1)
    exercise.check()
    close = questions.CloseQuestion(pace=0, worlds=20)
    predicted(close).show_choices()
    return [run(lesson.close_lesson(samples=20)), run(lesson.trumps_lesson(games=200, players="greedy")), exercise,
            close, predicted(questions.TrumpQuestion(pace=0)), answered(questions.self_check())]


def yoyo_lessons():
    from widgets.yoyo import lesson
    return [run(lesson.chance_lesson(samples=500)), run(lesson.dealt_lesson(games=200)),
            run(lesson.position_lesson(samples=200)), predicted(lesson.PileQuestion(pace=0, quantity="draws")),
            answered(lesson.self_check())]


def hue_lessons():
    from widgets.hue import lesson
    last = lesson.LastMoveQuestion(pace=0, quantity="score")
    predicted(last).show_distribution()
    return [run(lesson.deal_lesson(deals=200)), run(lesson.poison_lesson(rounds=20)), last,
            predicted(lesson.DealQuestion(pace=0)), answered(lesson.self_check())]


def ohio_lessons():
    from widgets.ohio import lesson
    question = lesson.LeadQuestion(pace=0, quantity="points")
    predicted(question).reveal_all_leads()
    question.all_leads.show(2)
    return [question, answered(lesson.self_check())]


def yozu_lessons():
    from widgets.yozu import lesson
    from widgets.yozu.monty import MontyHall
    answers = lesson.AnswersQuestion(pace=0)
    predicted(answers)
    refused = lesson.AnswersQuestion(answers=(("panda:summer", "summer"), ("tiger:summer", "tiger")), pace=0)  # Z4
    monty = MontyHall(pace=0)
    monty.pick(0)
    monty.switch()
    monty.play(10, True)
    predicted(monty)
    final = yozu_questions.example_game()
    return [run(lesson.prior_lesson(draws=500)), run(lesson.answers_lesson()),
            run(lesson.posterior_lesson(samples=300)), run(lesson.oracles_lesson(samples=300)),
            run(lesson.information_lesson(deduction.posterior(final.view(1), "random"))),
            run(lesson.guesses_lesson(turns=100)), predicted(lesson.prior_predict()), answers, refused,
            predicted(lesson.GuessesQuestion(pace=0)), monty, answered(lesson.self_check())]


LESSONS = {"woo": woo_lessons, "yoyo": yoyo_lessons, "hue": hue_lessons, "ohio": ohio_lessons, "yozu": yozu_lessons}


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_each_lesson_shows_the_page_s_language_only(game, lang, page):
    page(lang)
    shown = LESSONS[game]()
    texts = [text for widget in shown for text in widget_texts(widget)]
    assert page.figures, "the lessons drew their figures"
    assert_one_language(texts + page.figures, lang, least=20)
    for widget in shown:                       # each widget alone, for a failure that names it
        assert foreign(widget_texts(widget), lang) == [], type(widget).__name__


# The tables and the other panels, as a reader drives them.
def tables():
    from widgets.hue import HueTable
    from widgets.ohio import OhioScoring, OhioTable
    from widgets.puzzle import Puzzle
    from widgets.setup_form import SetupForm
    from widgets.walkthrough import Walkthrough
    from widgets.woo import WooTable
    from widgets.yoyo.table import YoyoTable
    from widgets.yozu import YozuTable
    from widgets.ohio import render as ohio_render

    shown = []
    for table_class in (HueTable, OhioTable, WooTable, YoyoTable, YozuTable):
        table = table_class(seed=3)
        table.play_pending()
        table.hint()
        table.act("no such move")                 # refused: the reason in the explanation area
        shown.append(table)
    ohio = cardlib.new_game("ohio", players=2, seed=1)
    while not ohio.is_over:
        ohio = ohio.apply(ohio.legal_actions()[0])
    scoring = OhioScoring(ohio)
    scoring.check()
    walk = Walkthrough(cardlib.new_game("ohio", players=2, seed=0, first_player=0),
                       [(None, {"fr": "Début.", "en": "Start."}), ("play 9", "9")], ohio_render.render)
    puzzle = Puzzle(cardlib.new_game("ohio", players=2, seed=1), bot="greedy")
    puzzle.answer(str(puzzle.state.legal_actions()[0]))
    form = SetupForm("woo")
    form.set_choice({next(iter(form.slot_inputs)): ["AS", "AS"]})
    form.deal()                                   # refused: a card twice, its rule said
    return shown + [scoring, walk, puzzle, form]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_and_panels_show_the_page_s_language_only(lang, page):
    page(lang)
    shown = tables()
    assert_one_language([text for widget in shown for text in widget_texts(widget)], lang, least=20)
    for widget in shown:
        assert foreign(widget_texts(widget), lang) == [], type(widget).__name__
        assert widget.lang == lang, "built in the page's language"


def test_a_walkthrough_step_s_caption_is_in_the_walkthrough_s_language():
    from widgets.ohio import render as ohio_render
    from widgets.walkthrough import Walkthrough, caption_in

    start = cardlib.new_game("ohio", players=2, seed=0, first_player=0)
    walk = Walkthrough(start, [(None, {"fr": "Début.", "en": "Start."})], ohio_render.render, lang="fr")
    assert "Début." in walk.caption.value and "Start." not in walk.caption.value
    walk.set_language("en")
    assert "Start." in walk.caption.value and "Début." not in walk.caption.value
    assert caption_in({"fr": "Début.", "en": "Start."}, "de") == "Start." and caption_in("9", "fr") == "9"


def language_switches(widget):
    """The widgets of ``widget`` that offer a choice of language (their options name the catalogues' languages)."""
    names = {name for name, _code in i18n.language_options()}
    found, seen = [], set()

    def walk(item):
        if id(item) in seen:
            return
        seen.add(id(item))
        if names & set(getattr(item, "_options_labels", ()) or ()):
            found.append(item)
        for child in getattr(item, "children", ()):
            walk(child)

    walk(getattr(widget, "widget", widget))
    return found


def test_no_table_or_panel_offers_a_language_switch(page):
    from widgets.hue import AreaView
    from widgets.woo.lesson import WooCountExercise

    page("fr")
    shown = tables() + [WooCountExercise(), AreaView(cardlib.new_game("hue", 3, seed=0))]
    assert [type(widget).__name__ for widget in shown if language_switches(widget)] == []
    fake = ipw.VBox([ipw.ToggleButtons(options=i18n.language_options())])
    assert language_switches(fake), "a switch is found"


def test_a_table_keeps_its_language_in_its_position_link_and_can_still_change_it_from_python(page):
    from widgets.ohio import OhioTable
    from widgets.share import position_query

    page("fr")
    table = OhioTable(seed=3)
    assert table.lang == "fr" and position_query(table).endswith("&lang=fr")
    assert "Annuler" in table.undo_button.description
    table.set_language("en")          # a teacher in JupyterLab; nothing on the page calls it
    assert position_query(table).endswith("&lang=en") and table.undo_button.description == "Undo"
    with pytest.raises(ValueError, match="xx"):
        table.set_language("xx")


def test_a_lesson_s_panel_is_written_once_in_its_language(page):
    from widgets.selfcheck import SelfCheck
    from widgets.yoyo.lesson import SELF_CHECKS

    page("en")
    check = SelfCheck(SELF_CHECKS, lang="fr")
    assert check.lang == "fr" and "Testez-vous" in check.widget.children[0].value
    with pytest.raises(NotImplementedError, match="lang='en'"):
        check.set_language("en")
    assert check.lang == "fr"
