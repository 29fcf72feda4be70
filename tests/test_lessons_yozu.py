"""The Yozu probability lesson (cardlib.lessons.yozu): each exact figure, worked by hand where it can
be, and checked against its seeded simulation with a stated statistical bound."""

import math
from fractions import Fraction

import pytest

from cardlib import yozu_deduction as deduction
from cardlib.lessons import yozu as lesson


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
