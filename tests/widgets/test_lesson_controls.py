"""The lessons' controls (issue 7, point 6): every value a lesson invites the reader to change is a widget
with a Run button and a progress bar, so the invitation works in Voila, where code is hidden. Each test
sets the controls, clicks Run, and checks that the results are those of the values chosen."""

from html import unescape

import ipywidgets as ipw
import pytest
from matplotlib.figure import Figure

from cardlib.text import i18n
from cardlib.yozu import questions as lesson
from lesson_runs import click_run
from widgets.figures import LessonRunner, RunBar, failed_text, ready_text
from widgets.yozu import lesson as yozu_lesson


def plain(text):
    """``text`` with French typography's no-break spaces (before « : », inside « ») as plain spaces."""
    return text.replace("\xa0", " ").replace("\u202f", " ")


@pytest.fixture
def french(monkeypatch):
    """A page opened in French (``?lang=fr``)."""
    monkeypatch.setattr(i18n, "_page_language", "fr")


def test_a_lesson_runner_computes_with_its_controls_values_and_shows_figures_and_html(french):
    calls = []

    def compute(values, on_step):
        for done in range(1, values["n"] + 1):
            on_step(done, values["n"])
        calls.append(values)
        return values["n"] * 2

    def show(data):
        figure = Figure(figsize=(2, 1))
        figure.subplots().bar([0], [data])
        return [figure, f"<b>{data}</b>"]

    runner = LessonRunner({"n": ipw.IntSlider(value=3, min=1, max=9)}, compute, show)
    assert calls == [] and runner.data is None and not runner.results.children, "nothing runs before Run (issue 10)"
    assert runner.status.value == ready_text() and not runner.button.disabled
    assert runner.button.description == "▶ Lancer" and plain(ready_text()).startswith("Cliquez sur « Lancer »")
    assert "Run" not in runner.button.description + ready_text(), "the page's language only (issue 34)"
    assert LessonRunner({}, compute, show, lang="en").button.description == "▶ Run"
    disabled_while_running = []
    runner.progress.observe(lambda _change: disabled_while_running.append(runner.button.disabled), "value")
    click_run(runner)
    assert calls == [{"n": 3}] and runner.data == 6 and disabled_while_running == [True, True, True]
    image, html = runner.results.children
    assert bytes(image.value).startswith(b"\x89PNG") and html.value == "<b>6</b>"
    seen = []
    runner.progress.observe(lambda change: seen.append(change["new"]), "value")
    runner.controls["n"].value = 5
    assert runner.data == 6, "a control alone recomputes nothing"
    runner.button.click()
    assert calls[-1] == {"n": 5} and runner.data == 10 and runner.results.children[1].value == "<b>10</b>"
    assert seen == [0, 1, 2, 3, 4, 5] and runner.progress.max == 5 and not runner.button.disabled


def test_the_prior_section_simulates_again_with_the_draws_and_seed_chosen():
    runner = click_run(yozu_lesson.prior_lesson(draws=1000, seed=1))
    runner.controls["draws"].value = 1500
    runner.controls["seed"].value = 5
    runner.button.click()
    assert runner.data["dealt"] == lesson.simulate_first_hands("tiger:summer", games=1500, seed=5)
    assert runner.data["drawn"] == lesson.simulate_plain_draws("tiger:summer", draws=1500, seed=5)
    assert "simulation (1500)" in runner.results.children[0].value and runner.data["ok"]
    assert runner.progress.value == runner.progress.max


def test_the_answers_section_reads_the_example_with_the_oracle_chosen(french):
    """The exercise 'redo section 2 with the hide Oracle' is a dropdown, not a code edit."""
    runner = click_run(yozu_lesson.answers_lesson("random"))
    before = bytes(runner.results.children[1].value)
    runner.controls["oracle"].value = "hide"
    runner.button.click()
    hide = lesson.example_steps("hide")
    assert [d.cards() for _, d in runner.data] == [d.cards() for _, d in hide]
    assert [plain(label) for label, _ in runner.data] == ["avant", "« Été »", "« Tigre »", "« Rien »"]
    assert bytes(runner.results.children[1].value) != before
    assert "P(Panda d'Hiver)" in unescape(runner.results.children[0].value)   # the page's language only
    assert "Winter Panda" not in unescape(runner.results.children[0].value)


def test_the_posterior_check_uses_the_oracle_samples_and_seed_chosen():
    runner = click_run(yozu_lesson.posterior_lesson(samples=1000, seed=1))
    runner.controls["oracle"].value = "hide"
    runner.controls["samples"].value = 1500
    runner.controls["seed"].value = 4
    runner.button.click()
    expected = lesson.simulate_posterior(lesson.example_game(), samples=1500, seed=4, oracle="hide")
    assert runner.data["simulated"] == expected and runner.data["samples"] == 1500 and runner.data["ok"]


def test_the_guesses_section_computes_from_the_moment_chosen(french):
    """The exercise 'compute expected_guesses after « Été »' is a dropdown; the simulation runs from the start only."""
    runner = click_run(yozu_lesson.guesses_lesson(turns=100, seed=3))
    assert runner.data["runs"] is not None and runner.data["ok"]
    moments = {plain(name): value for name, value in runner.controls["moment"].options}
    after_summer = moments["« Été »"]
    runner.controls["moment"].value = after_summer
    runner.button.click()
    state = lesson.example_game(after_summer)
    assert runner.data["expected"] == {s: lesson.expected_guesses(state, s) for s in lesson.STRATEGIES}
    assert runner.data["runs"] is None and "« Été »" in plain(runner.results.children[0].value)


def test_a_run_that_fails_says_so_and_can_be_clicked_again(french):
    """In Voila the traceback is hidden: the status must not stay on "…" with the button disabled."""
    bar = RunBar()

    def work(step):
        step(1, 2)
        raise ValueError("no")

    with pytest.raises(ValueError):
        bar.run(work)
    assert bar.status.value == failed_text() == "✗ Le calcul a échoué" and not bar.button.disabled
    assert failed_text("en") == "✗ The computation failed"
    assert bar.run(lambda step: 7) == 7 and bar.status.value == "✓"


# --- French and English (issue 24) -----------------------------------------------------------------------------------

def test_a_figure_writes_its_axes_numbers_as_its_language_does(monkeypatch):
    """matplotlib writes '0.99' and '−0.5': a French page reads « 0,99 » and « −0,5 » (``widgets.figures.local_ticks``)."""
    from cardlib.text import i18n
    from widgets.figures import new_figure, png_bytes

    def ticks(figure):
        png_bytes(figure)
        axes = figure.axes[0]
        return [t.get_text() for t in axes.get_xticklabels()], [t.get_text() for t in axes.get_yticklabels()]

    def drawn(lang=None, labels=False):
        figure = new_figure(figsize=(3, 2), lang=lang)
        axes = figure.subplots()
        axes.plot([-0.5, 0.25, 1.0], [0.1, 0.55, 0.99])
        if labels:
            axes.set_xticks([0, 1], ["a.1", "b"])
        return figure

    monkeypatch.setattr(i18n, "_page_language", "fr")
    x, y = ticks(drawn())
    assert "−0,5" in x and "0,5" in x and "0,4" in y and not any("." in t for t in x + y)
    x, y = ticks(drawn("en"))
    assert "−0.5" in x and "0.4" in y, "a figure drawn for English keeps the point"
    x, y = ticks(drawn(labels=True))
    assert x == ["a.1", "b"] and "0,4" in y, "labels a lesson chose stay as written"
    monkeypatch.setattr(i18n, "_page_language", "en")
    x, y = ticks(drawn())
    assert "0.4" in y and "−0.5" in x, "the page's language, read when the figure is made"


def test_the_scoring_exercise_writes_a_negative_score_and_its_count_in_french():
    import random

    import cardlib
    from widgets.ohio import OhioScoring

    state = cardlib.new_game("ohio", players=3, seed=4)
    rng = random.Random(4)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    exercise = OhioScoring(state, lang="fr")
    scores = state.scores()
    for box, score in zip(exercise.boxes, scores):
        box.value = score + 1
    exercise.boxes[0].value = -36 if scores[0] != -36 else -37
    exercise.check_button.click()
    assert "pas −" in exercise.marks[0].value and "-3" not in exercise.marks[0].value
    assert exercise.summary.value == "0 réponse juste sur 3."
    exercise.boxes[1].value = scores[1]
    exercise.check_button.click()
    assert exercise.summary.value == "1 réponse juste sur 3."
    exercise.boxes[2].value = scores[2]
    exercise.check_button.click()
    assert exercise.summary.value == "2 réponses justes sur 3."
    exercise.set_language("en")
    assert exercise.summary.value == "2 of 3 right." and "not \u22123" in exercise.marks[0].value
