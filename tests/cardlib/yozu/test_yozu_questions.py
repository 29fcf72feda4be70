"""The Yozu probability lesson (cardlib.yozu.questions): each exact figure, worked by hand where it can
be, and checked against its seeded simulation with a stated statistical bound."""

import math
import re
from fractions import Fraction

import pytest

from cardlib.text import i18n
from cardlib.yozu import deduction
from cardlib.yozu import questions as lesson


def z(measured, p, n):
    """Standard errors between a measured frequency and a probability ``p`` over ``n`` trials."""
    return abs(measured - float(p)) / math.sqrt(float(p) * (1 - float(p)) / n)


def test_the_prior_by_hand_and_by_simulation():
    # Z3: the hand is two different kinds; by symmetry each of the 16 kinds is in it with chance 2/16.
    assert lesson.prior_card_chance() == Fraction(1, 8)
    # Without the redraw: 1 - C(30,2)/C(32,2) = 1 - 435/496.
    assert lesson.plain_draw_chance() == Fraction(61, 496) == 1 - Fraction(435, 496)
    assert z(lesson.simulate_first_hands("tiger:summer", games=4000, seed=3), Fraction(1, 8), 4000) < 4.5
    assert z(lesson.simulate_plain_draws("tiger:summer", draws=4000, seed=3), Fraction(61, 496), 4000) < 4.5


def test_the_example_steps_condition_on_each_answer():
    steps = lesson.example_steps("random")
    assert [len(moves) for moves, _ in steps] == [0, 2, 4, 6]          # odd moves: guesses awaiting an answer
    assert [len(d.pairs) for _, d in steps] == sorted((len(d.pairs) for _, d in steps), reverse=True)
    final = steps[-1][1]
    assert final.card("tiger:summer") == Fraction(7, 8)
    assert lesson.example_steps("hide")[-1][1].card("tiger:summer") == Fraction(8, 9)


@pytest.mark.parametrize("oracle", lesson.ORACLES)
def test_each_oracle_is_checked_by_its_own_simulation(oracle):
    state = lesson.example_game()
    exact = deduction.posterior(state.view(1), oracle).cards()
    measured = lesson.simulate_posterior(state, samples=3000, seed=11, oracle=oracle)
    assert lesson.within(exact, measured, 3000)
    assert measured["tiger:summer"] > 0.8


def test_a_simulation_of_the_other_oracle_is_told_apart():
    # The Monty Hall point: the same answers, read with the wrong model of the Oracle, mislead.
    state = lesson.example_game(lesson.EXAMPLE_TURN[:4])
    random_exact = deduction.posterior(state.view(1), "random").cards()
    hide_exact = deduction.posterior(state.view(1), "hide").cards()
    assert random_exact != hide_exact
    hiding_world = lesson.simulate_posterior(state, samples=20000, seed=2, oracle="hide")
    assert lesson.within(hide_exact, hiding_world, 20000)
    assert not lesson.within(random_exact, hiding_world, 20000)


def test_within_rejects_a_clear_miss_and_a_nonzero_impossible_card():
    exact = {"a": Fraction(1, 2), "b": Fraction(0)}
    assert lesson.within(exact, {"a": 0.51, "b": 0.0}, 1000)
    assert not lesson.within(exact, {"a": 0.6, "b": 0.0}, 1000)
    assert not lesson.within(exact, {"a": 0.5, "b": 0.001}, 1000)


@pytest.mark.slow
def test_guessing_by_information_needs_fewer_guesses_here_exactly_and_by_simulation():
    start = lesson.example_game(moves=[])
    exact = {s: lesson.expected_guesses(start, s) for s in lesson.STRATEGIES}
    assert exact["information"] < exact["hit"]
    for strategy, value in exact.items():
        run = lesson.simulate_guesses(start, strategy, turns=600, seed=4)
        assert run.turns == 600 and run.strategy == strategy
        assert abs(run.mean - float(value)) <= 4.5 * run.sd / math.sqrt(run.turns), (strategy, float(value), run)


def test_a_sure_card_is_found_at_the_first_guess_and_bad_strategies_are_refused():
    # Once the answers leave a card certain, the hit strategy names it: exactly one guess is needed.
    state = lesson.example_game(hand=("panda:winter", "tiger:summer"),
                                moves=lesson.EXAMPLE_TURN + ("guess tiger:summer", "keep"))
    assert state.phase == "guess"              # the next turn has begun: nothing known yet
    found = lesson.example_game(moves=lesson.EXAMPLE_TURN)
    d = deduction.posterior(found.view(1))
    assert d.best_guess("hit") == ("tiger:summer", Fraction(7, 8))
    assert lesson.expected_guesses(found, "hit") > 1
    with pytest.raises(ValueError, match="strategy"):
        lesson.expected_guesses(found, "luck")


def test_every_label_of_the_guesses_scatter_sits_beside_a_visible_dot():
    """Issue 7: labels of the 'information vs chance' scatter were stacked under points hidden by the
    big marks, so some labels had no visible dot. Each label must start beside a dot drawn on top."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from widgets.yozu.lesson import guesses_figure

    after_tiger = deduction.posterior(lesson.example_game(lesson.EXAMPLE_TURN[:4]).view(1), "random")
    figure = guesses_figure(after_tiger)
    renderer = FigureCanvasAgg(figure).get_renderer()
    figure.draw(renderer)
    axes = figure.axes[0]
    top = max(axes.collections, key=lambda collection: collection.get_zorder())
    assert all(c.get_zorder() < top.get_zorder() for c in axes.collections if c is not top), "dots on top"
    dots = {tuple(point) for point in top.get_offsets().tolist()}
    assert len(dots) == len(after_tiger.allowed())
    named = []
    for label in axes.texts:
        assert tuple(label.xy) in dots, f"{label.get_text()!r} names no plotted dot"
        dot = axes.transData.transform(label.xy)
        box = label.get_window_extent(renderer)
        assert abs(box.x0 - dot[0]) < 15 and abs(box.y1 - dot[1]) < 15, f"{label.get_text()!r} is far from its dot"
        named += label.get_text().split("\n")
    assert len(named) == 5 and len(set(named)) == 5, named


# --- predict, then check (issue 11) ---------------------------------------------------------------------------

def outcomes(chunks, count):
    """The first ``count`` outcomes of a chunked simulation."""
    seen = []
    while len(seen) < count:
        seen += next(chunks)
    return seen[:count]


def test_answers_a_class_sets_are_replayed_by_the_engine_and_refused_with_their_rule():
    example = lesson.answered_game([("panda:summer", "summer"), ("tiger:spring", "tiger"), ("dragonfly:autumn", "nothing")])
    assert example.view(None)["guesses"] == lesson.example_game().view(None)["guesses"]
    assert deduction.posterior(example.view(1)).card("tiger:summer") == Fraction(7, 8)
    assert lesson.answered_game([]).view(None)["guesses"] == []
    with pytest.raises(ValueError, match="^Rule Z4"):                 # Summer was just revealed
        lesson.answered_game([("panda:summer", "summer"), ("tiger:summer", "tiger")])
    with pytest.raises(ValueError, match="^Z5"):                 # no Panda, then a Panda
        lesson.answered_game([("panda:summer", "nothing"), ("panda:spring", "panda")])
    # Every hand the engine accepts is one the posterior keeps, and the other way round.
    answers = [("carp:winter", "winter"), ("panda:autumn", "nothing")]
    state = lesson.answered_game(answers)
    possible = {tuple(sorted(pair)) for pair in deduction.posterior(state.view(1)).pairs}
    accepted = {hand for hand in lesson.candidate_hands() if lesson.answers_chance(state, hand)}
    assert possible == accepted and len(possible) < len(lesson.candidate_hands())


def test_the_chunked_simulations_converge_to_their_exact_answers():
    prior = outcomes(lesson.first_hands("tiger:summer", seed=5), 3000)
    assert z(sum(prior) / 3000, Fraction(1, 8), 3000) < 4.5
    state = lesson.example_game(lesson.EXAMPLE_TURN[:4])
    for oracle, exact in (("random", Fraction(3, 4)), ("hide", Fraction(10, 13))):
        assert deduction.posterior(state.view(1), oracle).card("tiger:summer") == exact
        drawn = outcomes(lesson.posterior_samples(state, "tiger:summer", seed=6, oracle=oracle), 3000)
        assert z(sum(drawn) / 3000, exact, 3000) < 4.5
    assert outcomes(lesson.first_hands(seed=7), 50) == outcomes(lesson.first_hands(seed=7), 50)


def test_the_hand_drawer_is_the_posterior_simulation_and_says_when_no_hand_fits():
    state = lesson.example_game()
    draw = lesson.hand_drawer(state, "random")
    rng = __import__("random").Random(3)
    hands = [draw(rng) for _ in range(500)]
    counts = {card: sum(card in hand for hand in hands) / 500 for card in lesson.yozu.NAMES}
    assert counts == lesson.simulate_posterior(state, samples=500, seed=3)
    assert all(lesson.answers_chance(state, hand) > 0 for hand in hands)
    # Answers a hiding Oracle never gives: no hand is ever kept, and the simulation says so instead of looping.
    never = lesson.answered_game([("panda:summer", "summer"), ("tiger:spring", "nothing"), ("carp:summer", "carp")])
    with pytest.raises(ValueError, match="cannot give these answers"):
        lesson.hand_drawer(never, "hide")(__import__("random").Random(1))


def test_monty_hall_worked_by_hand_and_by_simulation():
    # A knowing Oracle: switching loses only when the first pick was right (1/3).
    assert lesson.monty_exact("hide", switch=True) == Fraction(2, 3)
    assert lesson.monty_exact("hide", switch=False) == Fraction(1, 3)
    # A random Oracle shows the card sought 1/3 of the time; in the other rounds, keeping and switching win alike.
    assert lesson.monty_exact("random", switch=True) == lesson.monty_exact("random", switch=False) == Fraction(1, 2)
    for host in lesson.MONTY_HOSTS:
        for switch in (False, True):
            won = outcomes(lesson.monty_games(host, switch, seed=2), 4000)
            assert z(sum(won) / 4000, lesson.monty_exact(host, switch), 4000) < 4.5
    rng = __import__("random").Random(1)
    assert all(lesson.monty_shown(prize, pick, "hide", rng) not in (prize, pick)
               for prize in range(3) for pick in range(3) for _ in range(5))
    with pytest.raises(ValueError, match="hide"):
        lesson.monty_exact("kind", True)


def lesson_example_answers():
    """The leaflet's example answers, as the answers question sets them."""
    from widgets.yozu.lesson import EXAMPLE_ANSWERS
    return EXAMPLE_ANSWERS


def test_the_answers_question_computes_nothing_before_a_click_and_follows_its_controls():
    from widgets.yozu.lesson import AnswersQuestion

    shown = AnswersQuestion(pace=0, lang="en")
    predict = shown.predict
    assert predict.exact is None and predict.runs == 0 and predict.curve == [] and predict.run_button.disabled
    assert not shown.show_grid.value and "after your first check" in shown.grid.value, "the grid would give it away"
    predict.guess_control.value = 0.5
    predict.check_button.click()
    assert predict.exact == Fraction(7, 8) and "7/8" in predict.answer.value
    assert shown.show_grid.value and 'data-card="tiger:summer" data-p="7/8"' in shown.grid.value
    predict.run_button.click()
    assert predict.curve[-1].games == 3000 and abs(predict.curve[-1].estimate - 7 / 8) <= predict.curve[-1].half
    shown.model.value = "hide"
    assert not predict.checked and 'data-p="8/9"' in shown.grid.value      # the grid follows at once
    predict.check_button.click()
    assert predict.exact == Fraction(8, 9)
    shown.count.value = 2
    predict.check_button.click()
    assert predict.exact == Fraction(10, 13)
    shown.guesses[1].value = "tiger:summer"
    assert shown.refusal.value.startswith("✗ Rule Z4") and predict.widget.layout.display == "none" and shown.grid.value == ""
    assert "Summer was just revealed" in shown.refusal.value and "Été" not in shown.refusal.value
    shown.guesses[1].value = "tiger:spring"
    assert shown.refusal.value == "" and predict.widget.layout.display is None and shown.answers[1].value == "tiger"
    shown.answers[0].value = "nothing"                           # no Summer, yet the first answer was Summer...
    shown.guesses[1].value, shown.answers[1].value = "panda:spring", "panda"     # ...and no Panda, then a Panda
    assert "Z5" in shown.refusal.value and "no pair of cards" in shown.refusal.value
    answers = [("panda:summer", "summer"), ("tiger:spring", "nothing"), ("carp:summer", "carp")]
    shown.count.value, shown.model.value = 3, "random"
    for guess, answer, (g, a) in zip(shown.guesses, shown.answers, answers):
        guess.value, answer.value = g, a
    assert shown.refusal.value == "", "a random Oracle may give them"
    shown.model.value = "hide"                                   # where it chose, a hiding Oracle never answers so
    assert "Z5" in shown.refusal.value and "an Oracle that hides would never" in shown.refusal.value
    with pytest.raises(ValueError, match="impossible"):
        deduction.posterior(lesson.answered_game(answers).view(1), "hide")
    shown.model.value = "random"
    for guess, answer, (g, a) in zip(shown.guesses, shown.answers, lesson_example_answers()):
        guess.value, answer.value = g, a
    shown.count.value = 2
    shown.model.value = "hide"
    predict.check_button.click()
    assert predict.exact == Fraction(10, 13)
    shown.count.value = 0
    shown.card.value = "panda:winter"
    predict.check_button.click()
    # Before any answer the three cards on the table already count: 18/131, not the fresh deck's 1/8.
    assert predict.exact == deduction.posterior(lesson.example_game(()).view(1)).card("panda:winter") == Fraction(18, 131)
    assert "Winter Panda" in predict.prompt.value


def test_monty_hall_is_played_round_by_round_and_tallied_beside_the_exact_rates():
    from widgets.yozu.monty import MontyHall

    game = MontyHall(pace=0)
    assert game.predict.exact is None and game.predict.runs == 0 and game.keep_button.disabled
    game.pick(0)
    assert game.shown not in (0, game.prize) and not game.keep_button.disabled
    won = lesson.monty_final(0, game.shown, True) == game.prize
    game.switch()
    assert game.tally["switch"] == [1, int(won)] and game.finished and game.keep_button.disabled
    game.keep()                                                   # a decided round is not counted twice
    assert game.tally["switch"] == [1, int(won)]
    game.play(300, switch=True)
    game.play(300, switch=False)
    switched, kept = game.tally["switch"], game.tally["keep"]
    assert switched[0] == 301 and kept[0] == 300 and game.tally["void"] == 0
    assert z(switched[1] / switched[0], Fraction(2, 3), switched[0]) < 4.5 and z(kept[1] / 300, Fraction(1, 3), 300) < 4.5
    assert "2/3" in game.tally_html.value and "1/3" in game.tally_html.value
    game.host.value = "random"
    assert game.tally == {"keep": [0, 0], "switch": [0, 0], "void": 0} and not game.predict.checked
    game.play(300, switch=True)
    assert game.tally["switch"][0] == 300 and game.tally["void"] > 0 and "Cancelled rounds" in game.tally_html.value
    game.predict.check_button.click()
    assert game.predict.exact == Fraction(1, 2)


def test_the_self_check_answers_are_what_the_lesson_computes():
    from widgets.yozu.lesson import SELF_CHECKS, self_check

    prior, oracles, monty = SELF_CHECKS

    def english(key):
        return i18n.page_text(key, "en")

    assert english(prior.options[prior.answer]) == str(lesson.prior_card_chance()) == "1/8"
    assert str(lesson.plain_draw_chance()) in english(prior.explanation)
    state = lesson.example_game(lesson.EXAMPLE_TURN[:4])
    by_model = {m: deduction.posterior(state.view(1), m).card("tiger:summer") for m in lesson.ORACLES}
    assert by_model["random"] != by_model["hide"] and english(oracles.options[oracles.answer]).startswith("changes")
    assert f"{by_model['random']} (at random) to {by_model['hide']} (hides)" in english(oracles.explanation)
    assert english(monty.options[monty.answer]) == "2 times in 3" and lesson.monty_exact("hide", True) == Fraction(2, 3)
    assert lesson.monty_exact("random", True) == Fraction(1, 2) and "only half the time" in english(monty.explanation)
    shown = self_check()
    shown.questions[2].answer(2)
    assert "✓" in shown.questions[2].feedback.value and shown.score == (1, 1)


@pytest.mark.slow
def test_the_guesses_question_checks_each_strategys_exact_mean_and_simulates_whole_turns():
    from widgets.yozu.lesson import GuessesQuestion

    start = lesson.example_game(())
    # The turns played one at a time are simulate_guesses's (same generator, same order).
    play, rng = lesson.turn_player(start, "hit"), __import__("random").Random(4)
    counts = [play(rng) for _ in range(50)]
    run = lesson.simulate_guesses(start, "hit", turns=50, seed=4)
    assert run.mean == sum(counts) / 50
    shown = GuessesQuestion(pace=0)
    predict = shown.predict
    assert predict.exact is None and predict.runs == 0
    predict.check_button.click()
    assert predict.exact == lesson.expected_guesses(start, "hit") == Fraction(1837, 524)
    shown.strategy.value = "information"
    assert not predict.checked and "teaches most" in predict.prompt.value
    predict.check_button.click()
    assert predict.exact == lesson.expected_guesses(start, "information") == Fraction(885, 262)
    predict.run_button.click()
    last = predict.curve[-1]
    assert last.games == 1000 and abs(last.estimate - 885 / 262) <= 2.3 * last.half    # within 4.5 standard errors


def test_the_lesson_checks_are_whole_in_each_language_with_the_page_s_numbers(monkeypatch):
    """Issue 24: a check line opens and closes its markup in one place (not « <p><b>✓ La simulation … » in French
    and "… .</b></p>" in English), counts its turns and draws ('1 tour', '600 tours'), names the Oracle's models
    in words (never « random » / « hide » in French), and writes numbers the page's way (0,1250 in French)."""
    from widgets.yozu import lesson as yozu_lesson
    turns = i18n.Message("lesson.yozu.turns_2", n=600)
    french, english = (yozu_lesson.check_line(True, turns, lang) for lang in ("fr", "en"))
    assert french.startswith("<p><b>✓ La simulation confirme le calcul exact (600 tours).") and "turns" not in french
    assert english == "<p><b>✓ The simulation confirms the exact answer (600 turns).</b></p>"
    assert french.count("<p>") == french.count("</p>") == 1
    assert i18n.text("lesson.yozu.turns_2", "fr", n=1) == "1 tour"
    monkeypatch.setattr(i18n, "_page_language", "fr")
    assert yozu_lesson.fraction_text(Fraction(1, 8)) == "1/8 ≈ 0,125" and yozu_lesson.number(0.125, 4) == "0,1250"
    monkeypatch.setattr(i18n, "_page_language", "en")
    assert yozu_lesson.fraction_text(Fraction(1, 8)) == "1/8 ≈ 0.125"
    assert yozu_lesson.model_words("hide") == "that hides" and yozu_lesson.model_words("hide", "fr") == "qui cache"
    for key in ("lesson.yozu.at_random", "lesson.yozu.gives_less_away", "lesson.yozu.check.in_the_example_after_summer",
                "lesson.yozu.check.it_goes_from_3_4", "lesson.monty.knows_never_shows_it",
                "lesson.monty.turns_one_at_random"):
        assert not re.search(r"\b(random|hide)\b", i18n.text(key, "fr")), key
