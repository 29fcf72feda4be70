"""Predict, then check (widgets.predict) and the self-check questions (widgets.selfcheck), clicked headless."""

import asyncio
import math
import random
import re
from fractions import Fraction

from html import unescape

import pytest

from cardlib.text import i18n
from widgets import predict
from widgets.figures import failed_text
from widgets.predict import Predict, Question, fraction_text
from widgets.selfcheck import Check, SelfCheck


def coin(p=Fraction(3, 10), chunk=50, calls=None):
    """A question on a biased coin: chunks of 0/1 outcomes, seeded; ``calls`` counts the simulations started."""
    def simulate(seed):
        if calls is not None:
            calls.append(seed)
        rng = random.Random(seed)
        while True:
            yield [1 if rng.random() < p else 0 for _ in range(chunk)]
    return Question("<p>P(heads)?</p>", p, simulate, games=3000)


def test_guess_check_then_run_to_the_end_converges_inside_the_band():
    calls = []
    shown = Predict(coin(calls=calls), seed=5, pace=0)
    assert shown.run_button.disabled and not shown.checked and shown.image.layout.display == "none"
    shown.run()
    assert calls == [] and shown.runs == 0, "nothing is simulated before the guess is checked"
    shown.guess_control.value = 0.5
    shown.check_button.click()
    assert shown.guess_control.disabled and shown.check_button.disabled and not shown.run_button.disabled
    assert "3/10 = 0.3000" in shown.answer.value and "0.5" in shown.answer.value and "0.200" in shown.answer.value
    assert calls == [], "checking computes the exact answer, it does not simulate"
    shown.run_button.click()
    assert calls == [5] and shown.runs == 1 and shown.error is None and not shown.stopped
    assert [p.games for p in shown.curve] == list(range(50, 3001, 50))
    last = shown.curve[-1]
    assert abs(last.estimate - 0.3) <= last.half, "the exact answer lies inside the final 95% band"
    assert shown.curve[-1].half < shown.curve[0].half / 5, "the band closes in as games accumulate"
    assert shown.progress.value == shown.progress.max == 3000
    assert bytes(shown.image.value).startswith(b"\x89PNG") and shown.image.layout.display is None
    assert "✓ 3000" in shown.status.value and "inside the band" in shown.status.value
    assert not shown.run_button.disabled and shown.stop_button.disabled


def test_the_same_seed_draws_the_same_curve_and_another_seed_another():
    def curve(seed):
        shown = Predict(coin(), seed=seed, pace=0)
        shown.check()
        shown.run()
        return shown.curve

    assert curve(3) == curve(3)
    assert curve(3) != curve(4)
    again = Predict(coin(), seed=3, pace=0)
    again.check()
    again.run()
    first = list(again.curve)
    again.run()
    assert again.curve == first and again.runs == 2, "running again with the same seed redraws the same curve"


def test_stop_clicked_while_the_task_runs_on_the_event_loop_leaves_a_partial_run():
    shown = Predict(coin(), pace=0)
    shown.check()

    async def click_run_then_stop():
        shown.run_button.click()                 # in a running loop (as in a kernel): a task, not a blocking loop
        assert shown.running and shown.run_button.disabled and not shown.stop_button.disabled
        while len(shown.curve) < 3:
            await asyncio.sleep(0)
        shown.stop_button.click()
        await shown.task

    asyncio.run(click_run_then_stop())
    assert shown.stopped and 3 <= len(shown.curve) < 60 and shown.curve[-1].games < 3000
    assert not shown.running and not shown.run_button.disabled and shown.stop_button.disabled
    assert "Stopped after" in shown.status.value and bytes(shown.image.value).startswith(b"\x89PNG")
    shown.run_button.click()
    assert not shown.stopped and shown.curve[-1].games == 3000, "a new run after Stop goes to the end"


def test_stop_without_an_event_loop_ends_after_the_chunk_in_hand():
    shown = None

    def stopping(seed):
        for n, chunk in enumerate(coin().simulate(seed)):
            if n == 4:
                shown.stop_button.click()
            yield chunk

    shown = Predict(coin()._replace(simulate=stopping), pace=0)
    shown.check()
    shown.run()
    assert shown.stopped and [p.games for p in shown.curve] == [50, 100, 150, 200, 250]
    assert not shown.run_button.disabled


def test_a_failing_simulation_says_so_on_the_status_line_and_can_be_run_again():
    def failing(seed):
        yield [1, 0, 1]
        raise RuntimeError("no legal move")

    shown = Predict(coin()._replace(simulate=failing), pace=0)
    shown.check()
    shown.run()
    assert isinstance(shown.error, RuntimeError) and shown.curve == [predict.Point(3, 2 / 3, shown.curve[0].half)]
    assert shown.status.value.startswith(failed_text()) and "no legal move" in shown.status.value
    assert not shown.run_button.disabled and shown.stop_button.disabled


def test_the_figure_is_redrawn_at_most_every_redraw_seconds_and_always_at_the_end(monkeypatch):
    drawn = []
    monkeypatch.setattr(predict, "REDRAW_SECONDS", 10**9)
    monkeypatch.setattr(predict, "show_figure", lambda image, figure, summary="", note=None: drawn.append(figure))
    shown = Predict(coin(), pace=0)
    shown.check()
    shown.run()
    assert len(shown.curve) == 60 and len(drawn) == 2, "the first chunk, then once at the end"


def test_a_new_question_starts_again_from_the_guess_and_stops_a_run():
    shown = Predict(coin(), pace=0)
    shown.check()

    async def run_then_ask_another():
        shown.run()
        while not shown.curve:
            await asyncio.sleep(0)
        shown.set_question(coin(Fraction(1, 2)))
        await shown.task

    asyncio.run(run_then_ask_another())
    assert not shown.checked and shown.exact is None and shown.curve == []
    assert not shown.guess_control.disabled and not shown.check_button.disabled and shown.run_button.disabled
    assert shown.image.layout.display == "none" and "guess" in shown.answer.value
    shown.check()
    assert "1/2 = 0.5000" in shown.answer.value


def test_a_new_question_checked_before_the_stopped_run_has_ended_can_be_run():
    """A control changed during a run, then Check, both handled by the kernel before the run's task is back from
    its pause between chunks (a kernel busy with a chunk handles the clicks waiting together): Check leaves Run
    disabled while the old run goes on, and once that run has stopped, Run is enabled for the new question."""
    shown = Predict(coin(), pace=0)
    shown.check()

    async def run_then_ask_and_check_another():
        shown.run()
        while not shown.curve:
            await asyncio.sleep(0)
        old = shown.task
        shown.set_question(coin(Fraction(1, 2)))
        shown.check()
        assert shown.checked and shown.run_button.disabled, "no second run while the first goes on"
        await old

    asyncio.run(run_then_ask_and_check_another())
    assert not shown.running and shown.checked and shown.curve == []
    assert not shown.run_button.disabled, "the new question can be run once the stopped run has ended"
    shown.run_button.click()
    assert shown.curve[-1].games == 3000 and abs(shown.curve[-1].estimate - 0.5) <= shown.curve[-1].half


def test_an_exact_answer_given_as_a_function_is_computed_at_check_only():
    asked = []
    question = coin()._replace(exact=lambda: asked.append(1) or Fraction(3, 10))
    shown = Predict(question, pace=0)
    assert asked == []
    shown.check()
    assert asked == [1] and shown.exact == Fraction(3, 10)
    shown.run()
    assert asked == [1], "computed once"


def test_a_choice_question_shows_the_options_and_the_gap():
    question = coin()._replace(choices=(("1/10", Fraction(1, 10)), ("3/10", Fraction(3, 10)), ("1/2", Fraction(1, 2))))
    shown = Predict(question, pace=0)
    assert [label for label, _ in shown.guess_control.options] == ["1/10", "3/10", "1/2"]
    shown.guess_control.value = Fraction(1, 2)
    shown.check()
    assert "0.200" in shown.answer.value and shown.guess_control.disabled


def test_fraction_text_gives_the_fraction_and_its_decimal():
    assert fraction_text(Fraction(3, 4)) == "3/4 = 0.7500"
    assert fraction_text(Fraction(7, 12)) == "7/12 ≈ 0.5833"
    assert fraction_text(Fraction(-61, 36)) == "\u221261/36 ≈ \u22121.6944"
    assert fraction_text(Fraction(-2)) == "\u22122"
    assert fraction_text(Fraction(3, 4), lang="fr") == "3/4 = 0,7500"
    assert fraction_text(Fraction(-61, 36), 3, lang="fr") == "−61/36 ≈ −1,694"
    assert fraction_text(Fraction(-2), lang="fr") == "−2"


@pytest.fixture
def french_page(monkeypatch):
    """A page opened in French (``?lang=fr``): the numbers shown once are written the French way."""
    monkeypatch.setattr(i18n, "_page_language", "fr")


def french_faults(text):
    from cardlib.text import language_check
    return [f"{fault.kind}: {fault.pattern}" for fault in language_check.text_faults(text, "fr")]


def test_a_french_page_writes_the_guess_the_answer_and_the_estimate_the_french_way(french_page, monkeypatch):
    shown = Predict(coin(), seed=5, pace=0)
    readout = shown.guess_box.children[1]
    assert readout.value == "0,50" and not shown.guess_control.readout, "the slider's own readout writes 0.50"
    shown.guess_control.value = 0.25
    assert readout.value == "0,25"
    monkeypatch.setattr(i18n, "_page_language", "en")
    english = Predict(coin(), pace=0)
    assert english.guess_control.readout and len(english.guess_box.children) == 1, "the browser writes 0.50"
    monkeypatch.setattr(i18n, "_page_language", "fr")
    shown.check()
    assert "3/10 = 0,3000" in shown.answer.value and "<b>0,25</b>" in shown.answer.value
    assert "<b>0,050</b>" in shown.answer.value and not re.search(r"\d\.\d", shown.answer.value)
    shown.run()
    french = unescape(shown.status.value).replace("\u202f", " ").replace("\xa0", " ")
    assert french.startswith("✓ 3000 simulations : estimation 0,") and "(95 %) ; la réponse exacte est" in french
    assert french_faults(unescape(shown.status.value)) == []       # its no-break spaces included
    assert "simulations:" not in french and "exact answer" not in french, "French only (issue 34)"
    tooltip = shown.image.tooltip.replace("\xa0", " ")
    assert "Estimation après 3000 simulations : 0," in tooltip and "Estimate" not in tooltip
    assert tooltip.startswith("Estimation après") and "Graphique" in tooltip and "axe horizontal : " in tooltip


@pytest.mark.parametrize("lang, said", [("fr", "1 simulation\u00a0:"), ("en", "1 simulation:")])
def test_an_estimate_of_one_game_has_no_interval_and_a_singular(lang, said):
    shown = Predict(coin()._replace(games=1), pace=0, lang=lang)
    shown.check()
    shown.run()
    assert shown.curve[-1].games == 1 and not math.isfinite(shown.curve[-1].half)
    status = unescape(shown.status.value)
    assert said in status and "inf" not in status and "±" not in status
    assert ("estimate" in status) == (lang == "en") and ("estimation" in status) == (lang == "fr")
    if lang == "en":
        assert "Estimate after 1 simulation: " in shown.image.tooltip


def test_a_stopped_run_says_so_in_its_language(french_page):
    shown = None

    def stopping(seed):
        for n, chunk in enumerate(coin().simulate(seed)):
            if n == 1:
                shown.stop_button.click()
            yield chunk

    shown = Predict(coin()._replace(simulate=stopping), pace=0)
    shown.check()
    shown.run()
    status = unescape(shown.status.value).replace("\xa0", " ")
    assert status.startswith("■ Arrêtée après 100 simulations : estimation ") and "Stopped" not in status
    assert shown.stop_button.description == "■ Arrêter" and shown.check_button.description == "Vérifier"


CHECKS = (Check("lesson.ohio.check.with_two_players_which_lead", ("lesson.ohio.check.ohio", "lesson.ohio.check.1"), 1,
                "lesson.ohio.check.the_1_after_a_1"),
          Check("lesson.yozu.check.monty_hall_the_oracle_knows",
                ("lesson.yozu.check.2_times_in_3", "lesson.yozu.check.1_time_in_2"), 0,
                "lesson.yozu.check.2_3_switching_loses_only"))


def test_self_check_shows_right_or_wrong_and_the_explanation_only_after_an_answer(french_page):
    shown = SelfCheck(CHECKS)
    first, second = shown.questions
    prompt, explanation = (i18n.page_text(key, "fr") for key in (CHECKS[0].prompt, CHECKS[0].explanation))
    assert first.choice.value is None and first.feedback.value == "" and shown.score == (0, 0)
    assert prompt in unescape(first.prompt.value) and i18n.page_text(CHECKS[0].prompt, "en") not in unescape(
        first.prompt.value)
    assert [label for label, _ in first.choice.options] == ["Ohio", i18n.page_text("lesson.ohio.check.1", "fr")]
    assert "Testez-vous" in shown.widget.children[0].value and "Check yourself" not in shown.widget.children[0].value
    first.answer(0)
    feedback = unescape(first.feedback.value)
    assert "✗" in feedback and explanation in feedback and not first.right
    assert i18n.page_text(CHECKS[0].explanation, "en") not in feedback
    first.answer(1)
    assert "✓" in first.feedback.value and explanation in unescape(first.feedback.value) and first.right
    second.answer(0)
    assert shown.score == (2, 2)
    with pytest.raises(ValueError, match="answer 2"):
        SelfCheck([CHECKS[0]._replace(answer=2)])


def test_an_exact_answer_that_fails_says_so_and_leaves_check_enabled():
    def broken():
        raise ValueError("too many players")

    shown = Predict(coin()._replace(exact=broken), pace=0)
    with pytest.raises(ValueError, match="too many players"):
        shown.check()
    assert shown.answer.value == failed_text() and not shown.check_button.disabled and shown.run_button.disabled
