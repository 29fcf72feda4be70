"""The Hue lesson (cardlib.hue.questions): exact chances of the deal, worked by hand, checked by dealing."""

import itertools
import math
from fractions import Fraction

import pytest

from cardlib.hue.board import COLOURS
from cardlib.hue.scoring import areas, score
from cardlib.hue import questions as lesson
from cardlib.text import i18n
from lesson_runs import click_run


def test_every_colour_is_the_centre_of_four_standard_cards_and_shows_on_twelve():
    for colour in COLOURS:
        assert lesson.standard_with(lambda card: card.centre == colour) == 4
        assert lesson.standard_with(lambda card: colour in card.colours) == 12


def test_the_chance_of_a_centre_colour_in_hand_worked_by_hand():
    # 5 standard cards out of 20, 4 of which have the colour at their centre: 1 - C(16,5)/C(20,5).
    assert lesson.centre_chance("R", players=3) == 1 - Fraction(4368, 15504) == Fraction(232, 323)
    # At 5 players, 4 cards each: 1 - C(16,4)/C(20,4).
    assert lesson.centre_chance("R", players=5) == 1 - Fraction(1820, 4845)
    # Any card showing red: 12 of 20: 1 - C(8,5)/C(20,5).
    assert lesson.colour_chance("R") == 1 - Fraction(math.comb(8, 5), math.comb(20, 5))


def test_dealing_real_games_agrees_with_the_exact_chance():
    deals = 3000
    for colour in ("R", "P"):
        exact = float(lesson.centre_chance(colour))
        measured = lesson.simulate_hands(lambda card, c=colour: card.centre == c, 3, deals, seed=7)
        assert abs(measured - exact) <= 4.5 * math.sqrt(exact * (1 - exact) / deals), (colour, measured, exact)


def test_played_rounds_count_poisoned_colours_and_scores_by_kind():
    played = lesson.play_rounds(players=2, rounds=12, seed=3, bot="random")
    assert played.rounds == 12 and set(played.poisoned) == set(COLOURS)
    assert all(0 <= share <= 1 for share in played.poisoned.values())
    assert sum(count for _, count in played.by_kind.values()) == 2 * 12
    assert set(played.by_kind) <= {"plain", "striped", "poison"}
    assert played == lesson.play_rounds(players=2, rounds=12, seed=3, bot="random"), "seeded"


def test_the_score_card_figure_keeps_its_bar_labels_off_the_title():
    """Issue 7: the two-line labels over the bars ('21.4 (155)') printed over the chart's title."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from widgets.hue.lesson import kinds_figure

    played = lesson.PlayedRounds(120, dict.fromkeys(COLOURS, 0.0),
                                 {"plain": (21.4, 155), "poison": (22.0, 61), "striped": (21.0, 144)})
    figure = kinds_figure(played)
    renderer = FigureCanvasAgg(figure).get_renderer()
    figure.draw(renderer)          # lays out the constrained figure, as saving it does
    axes = figure.axes[0]
    title = axes.title.get_window_extent(renderer)
    plot_area = axes.get_window_extent(renderer)
    labels = [text.get_window_extent(renderer) for text in axes.texts]
    assert len(labels) == 3
    for label in labels:
        assert not label.overlaps(title), (label, title)
        assert plot_area.y0 <= label.y0 and label.y1 <= plot_area.y1, "a label leaves the plot area"


def test_the_poison_lesson_reruns_with_the_values_chosen_on_its_controls():
    """Issue 7: the lesson said 'run again with another seed or more rounds' to Voila visitors who see no code."""
    from widgets.hue.lesson import poison_lesson

    runner = click_run(poison_lesson(players=3, rounds=20, seed=1))
    assert runner.data.rounds == 20 and runner.progress.value == runner.progress.max == 20
    before = [bytes(image.value) for image in runner.results.children]
    assert len(before) == 2 and all(png.startswith(b"\x89PNG") for png in before)
    seen = []
    runner.progress.observe(lambda change: seen.append(change["new"]), "value")
    runner.controls["players"].value = 2
    runner.controls["rounds"].value = 40
    runner.controls["seed"].value = 9
    runner.button.click()
    assert runner.data == lesson.play_rounds(players=2, rounds=40, seed=9, bot="random")
    assert seen[0] == 0 and 20 in seen and seen[-1] == runner.progress.max == 40, "the bar went round by round"
    after = [bytes(image.value) for image in runner.results.children]
    assert after != before and not runner.button.disabled


def test_the_deal_lesson_deals_on_run_and_checks_the_exact_chance():
    """Issue 10: the page no longer deals 10,000 games at load; the Run button deals them, colour by colour."""
    from widgets.hue.lesson import deal_lesson

    runner = deal_lesson(deals=400, seed=2)
    seen = []
    runner.progress.observe(lambda change: seen.append(change["new"]), "value")
    click_run(runner)
    assert runner.data["exact"] == {c: Fraction(232, 323) for c in COLOURS}
    assert runner.data["dealt"]["R"] == lesson.simulate_hands(lambda card: card.centre == "R", 3, 400, seed=2)
    assert runner.data["ok"] and seen[-1] == runner.progress.max == 5 * 400 and 400 in seen
    line, figure = runner.results.children
    assert "232/323" in line.value and line.value.startswith("<p><b>✓")
    assert bytes(figure.value).startswith(b"\x89PNG")


def test_the_example_round_is_a_finished_three_player_round_checked_move_by_move():
    from widgets.hue.lesson import EXAMPLE_ROUND, example_round

    state = example_round()
    assert state.is_over and state.players == 3 and [str(move) for move in state.moves] == list(EXAMPLE_ROUND)
    assert state.view(None) == example_round().view(None), "the same board on every page"


# --- the last move, exactly (issue 11: an exact question beside the simulations) ------------------

def test_the_example_position_is_one_move_from_the_end_of_the_round():
    state = lesson.example_position()
    hands = state.view(None)["hands"]
    assert state.current_player == 2 and sorted(hands[2]) == ["P2", "T8"] and hands[0] == ["P3"] and hands[1] == ["S10"]
    assert lesson.example_position(len(lesson.EXAMPLE_ROUND)).is_over


def test_every_last_move_is_enumerated_and_scored_as_the_ninth_by_ninth_count_scores_it():
    # H7: each score card's colours score their largest non-poisoned area, the centre doubled. The
    # engine scores square by square; here every ending is scored again ninth by ninth (areas/score).
    state = lesson.example_position()
    endings = lesson.last_move_endings(state)
    assert [e.move for e in endings] == [str(a) for a in state.legal_actions()]
    for ending in endings[::7]:
        end = state.clone().apply(ending.move)
        found = areas(end.board)
        assert ending.scores == tuple(score(end.board, card, found).total for card in end.score_cards)
    for player in range(3):
        distribution = lesson.score_distribution(endings, player)
        assert sum(distribution.values()) == 1 and list(distribution) == sorted(distribution)


def test_which_card_is_kept_decides_the_last_players_score_and_each_is_kept_half_the_time():
    # H6 looks at cells, not pictures: P2 and T8 have the same places, so a random last move keeps
    # each card exactly half the time; keeping the poison card P2 costs Player 3 about 50 points.
    endings = lesson.last_move_endings(lesson.example_position())
    lays_t8 = [e for e in endings if e.move.startswith("play T8")]
    assert len(lays_t8) * 2 == len(endings)
    assert lesson.chance(endings, lambda e: e.move.startswith("play P2")) == Fraction(1, 2)
    assert max(e.scores[2] for e in lays_t8) < min(e.scores[2] for e in endings if e not in lays_t8)


def test_random_last_moves_agree_with_the_exact_chances():
    state = lesson.example_position()
    endings = lesson.last_move_endings(state)
    exact = float(lesson.chance(endings, lambda e: e.scores[0] >= 85))
    draws = list(itertools.islice(lesson.sample_endings(state, seed=4), 2000))
    measured = sum(e.scores[0] >= 85 for e in draws) / len(draws)
    assert abs(measured - exact) <= 4.5 * math.sqrt(exact * (1 - exact) / len(draws))
    assert draws[:50] == list(itertools.islice(lesson.sample_endings(state, seed=4), 50)), "seeded"
    assert set(draws) <= set(endings)


def test_a_position_that_is_not_one_move_from_the_end_is_refused_with_the_rule():
    for moves in (0, 10, len(lesson.EXAMPLE_ROUND)):
        with pytest.raises(ValueError, match="H7"):
            lesson.last_move_endings(lesson.example_position(moves))
    with pytest.raises(ValueError, match="moves is 0 to 15"):
        lesson.example_position(16)


# --- predict, then check (issue 11): the last move and the deal as questions ----------------------------------

def test_player_3s_cards_can_be_exchanged_with_cards_left_out_of_the_round():
    deck = lesson.example_deck()
    assert new_game_view(deck) == lesson.example_position(0).view(None)["hands"]
    assert lesson.POISON_OPTIONS == ("P2", "P1", "P5") and lesson.OTHER_OPTIONS == ("T8", "S2", "S4", "S6", "T2", "T6")
    default = lesson.last_move_position()
    assert default.view(None)["hands"] == lesson.example_position().view(None)["hands"]
    assert default.board.stacks == lesson.example_position().board.stacks
    swapped = lesson.last_move_position("P5", "S6")
    assert swapped.view(None)["hands"] == [["P3"], ["S10"], ["P5", "S6"]]
    assert swapped.board.stacks == default.board.stacks, "the same board: P2 and T8 were never laid before"
    with pytest.raises(ValueError, match="H5"):
        lesson.last_move_position("P3", "T8")             # Player 1's card, not one left out


def new_game_view(deck):
    from cardlib import new_game

    return new_game("hue", players=3, deck=deck, first_player=0).view(None)["hands"]


def test_whichever_two_cards_player_3_holds_they_keep_the_poison_card_exactly_half_the_time():
    # H6 looks at cells, not pictures: both cards have the same places, whatever they are.
    for poison in lesson.POISON_OPTIONS:
        for other in lesson.OTHER_OPTIONS:
            endings = lesson.last_move_endings(lesson.last_move_position(poison, other))
            assert len(endings) == 596
            assert lesson.chance(endings, lambda e: not e.move.startswith(f"play {poison} ")) == Fraction(1, 2)


def test_the_random_last_moves_come_in_seeded_growing_chunks():
    state = lesson.example_position()
    chunks = lesson.ending_chunks(state, seed=3)
    sizes = [len(next(chunks)) for _ in range(5)]
    assert sizes == [10, 20, 40, 80, 100]
    again = lesson.ending_chunks(state, seed=3)
    assert next(again) == next(lesson.ending_chunks(state, seed=3))
    assert set(next(again)) <= set(lesson.last_move_endings(state))
    with pytest.raises(ValueError, match="H7"):
        next(lesson.ending_chunks(lesson.example_position(3), seed=1))


def test_the_last_move_question_checks_the_exact_answers_and_follows_its_controls():
    from widgets.hue.lesson import LastMoveQuestion, last_move_endings

    last_move_endings.cache_clear()
    question = LastMoveQuestion(pace=0)
    assert last_move_endings.cache_info().currsize == 0, "nothing enumerated before Check"
    predict = question.predict
    assert predict.run() is None and not predict.curve, "no simulation before a check"
    assert question.distribution.layout.display == "none"
    predict.check_button.click()
    assert predict.exact == Fraction(1, 2)
    assert question.distribution.layout.display is None and bytes(question.distribution.value).startswith(b"\x89PNG")
    predict.run()
    last = predict.curve[-1]
    assert last.games == 4000 and abs(last.estimate - 0.5) <= 4.5 * last.half / 1.96
    question.quantity.value = "score"
    assert not predict.checked and question.distribution.layout.display == "none", "a new question: guess again"
    predict.check_button.click()
    assert predict.exact == Fraction(499, 596)
    question.quantity.value = "mean"
    predict.check_button.click()
    assert predict.exact == Fraction(17291, 298)
    predict.run()
    assert abs(predict.curve[-1].estimate - 17291 / 298) <= 4.5 * predict.curve[-1].half / 1.96
    question.poison.value, question.other.value, question.quantity.value = "P5", "S6", "score"
    assert "P5" in question.cards.value and "S6" in predict.prompt.value
    predict.check_button.click()
    assert predict.exact == Fraction(495, 596)


def test_the_deal_question_follows_players_colour_and_kind():
    from widgets.hue.lesson import DealQuestion

    question = DealQuestion(pace=0)
    predict = question.predict
    predict.check()
    assert predict.exact == Fraction(232, 323)
    predict.run()
    last = predict.curve[-1]
    assert last.games == 4000 and abs(last.estimate - 232 / 323) <= 4.5 * last.half / 1.96
    question.colour.value = "P"
    predict.check()
    assert predict.exact == Fraction(232, 323), "every colour is the centre of 4 standard cards"
    question.players.value = 5
    predict.check()
    assert predict.exact == 1 - Fraction(math.comb(16, 4), math.comb(20, 4)) == Fraction(605, 969)
    question.kind.value = "shows"
    predict.check()
    assert predict.exact == 1 - Fraction(math.comb(8, 4), math.comb(20, 4))
    draws = [x for chunk in itertools.islice(lesson.dealt_chunks(lambda card: card.centre == "R", 3, 5), 3) for x in chunk]
    assert draws == [x for chunk in itertools.islice(lesson.dealt_chunks(lambda card: card.centre == "R", 3, 5), 3)
                     for x in chunk], "seeded"


def test_the_self_check_explanations_say_what_cardlib_computes():
    from widgets.hue.lesson import SELF_CHECKS, self_check

    keep_poison, cost, five_players, purple = SELF_CHECKS
    state = lesson.example_position()
    endings = lesson.last_move_endings(state)
    # 1: P2 and T8 have the same 298 places; 298 of the 596 moves lay P2.
    places = {card: {(a.x, a.y, a.direction) for a in state.legal_actions() if a.card == card} for card in ("P2", "T8")}
    assert len(places["P2"]) == 298 and places["P2"] == places["T8"] and len(endings) == 596
    assert i18n.page_text(keep_poison.options[keep_poison.answer], "en") == "1/2"
    assert lesson.chance(endings, lambda e: e.move.startswith("play P2 ")) == Fraction(1, 2)
    # 2: keeping T8 scores 56 to 87 (82.5 on average), keeping P2 26 to 45 (33.5).
    keep_t8 = [e.scores[2] for e in endings if e.move.startswith("play P2 ")]
    keep_p2 = [e.scores[2] for e in endings if e.move.startswith("play T8 ")]
    assert (min(keep_t8), max(keep_t8), round(sum(keep_t8) / len(keep_t8), 1)) == (56, 87, 82.5)
    assert (min(keep_p2), max(keep_p2), round(sum(keep_p2) / len(keep_p2), 1)) == (26, 45, 33.5)
    assert min(keep_t8) > max(keep_p2) and cost.answer == 1
    # 3: 605/969 at 5 players, lower than 232/323 at 2, 3 or 4.
    assert lesson.centre_chance("R", 5) == Fraction(605, 969) < Fraction(232, 323)
    assert all(lesson.centre_chance("R", n) == Fraction(232, 323) for n in (2, 3, 4))
    assert i18n.page_text(five_players.options[five_players.answer], "en") == "Lower"
    # 4: the same for every colour (4 centres, 12 showings each: the first test of this file).
    assert {lesson.centre_chance(c) for c in COLOURS} == {Fraction(232, 323)} and purple.answer == 0
    widget = self_check()
    widget.questions[0].answer(1)
    assert widget.score == (1, 1) and "298" in widget.questions[0].feedback.value
