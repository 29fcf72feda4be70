"""The lessons' controls (issue 7, point 6): every value a lesson invites the reader to change is a widget
with a Run button and a progress bar, so the invitation works in Voila, where code is hidden. Each test
sets the controls, clicks Run, and checks that the results are those of the values chosen."""

from html import unescape

import ipywidgets as ipw
import pytest
from matplotlib.figure import Figure

from cardlib.lessons import yozu as lesson
from lesson_runs import click_run
from widgets.figures import LessonRunner, RunBar, failed_text, ready_text
from widgets.yozu import lesson as yozu_lesson


def test_a_lesson_runner_computes_with_its_controls_values_and_shows_figures_and_html():
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
    assert runner.button.description == "▶ Lancer · Run" and ready_text().startswith("Cliquez sur « Lancer »")
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


def test_the_answers_section_reads_the_example_with_the_oracle_chosen():
    """The exercise 'redo section 2 with the hide Oracle' is a dropdown, not a code edit."""
    runner = click_run(yozu_lesson.answers_lesson("random"))
    before = bytes(runner.results.children[1].value)
    runner.controls["oracle"].value = "hide"
    runner.button.click()
    hide = lesson.example_steps("hide")
    assert [d.cards() for _, d in runner.data] == [d.cards() for _, d in hide]
    assert [label for label, _ in runner.data] == ["avant · before", "« Été » · Summer", "« Tigre » · Tiger",
                                                   "« Rien » · Nothing"]
    assert bytes(runner.results.children[1].value) != before
    assert "P(Panda d'Hiver · Winter Panda)" in unescape(runner.results.children[0].value)   # both languages


def test_the_posterior_check_uses_the_oracle_samples_and_seed_chosen():
    runner = click_run(yozu_lesson.posterior_lesson(samples=1000, seed=1))
    runner.controls["oracle"].value = "hide"
    runner.controls["samples"].value = 1500
    runner.controls["seed"].value = 4
    runner.button.click()
    expected = lesson.simulate_posterior(lesson.example_game(), samples=1500, seed=4, oracle="hide")
    assert runner.data["simulated"] == expected and runner.data["samples"] == 1500 and runner.data["ok"]


def test_the_guesses_section_computes_from_the_moment_chosen():
    """The exercise 'compute expected_guesses after « Été »' is a dropdown; the simulation runs from the start only."""
    runner = click_run(yozu_lesson.guesses_lesson(turns=100, seed=3))
    assert runner.data["runs"] is not None and runner.data["ok"]
    moments = dict(runner.controls["moment"].options)
    after_summer = moments["« Été » · Summer"]
    runner.controls["moment"].value = after_summer
    runner.button.click()
    state = lesson.example_game(after_summer)
    assert runner.data["expected"] == {s: lesson.expected_guesses(state, s) for s in lesson.STRATEGIES}
    assert runner.data["runs"] is None and "« Été » · Summer" in runner.results.children[0].value


def test_a_run_that_fails_says_so_and_can_be_clicked_again():
    """In Voila the traceback is hidden: the status must not stay on "…" with the button disabled."""
    bar = RunBar()

    def work(step):
        step(1, 2)
        raise ValueError("no")

    with pytest.raises(ValueError):
        bar.run(work)
    assert bar.status.value == failed_text() == "✗ Le calcul a échoué · The computation failed" and not bar.button.disabled
    assert bar.run(lambda step: 7) == 7 and bar.status.value == "✓"
