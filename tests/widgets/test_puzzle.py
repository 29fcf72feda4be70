"""widgets.puzzle: "What is the best move here?" judged against the search bot, with its reasons in the puzzle's
language (the page's)."""

from typing import NamedTuple

import pytest

import cardlib
from cardlib import bots
from cardlib.text import i18n
from widgets.puzzle import Puzzle, judge, rank_moves


class Rank(NamedTuple):
    """A stand-in for the search bot's ranks: the fields the puzzle reads."""

    move: str
    value: float
    samples: int
    stderr: float


RANKING = [Rank("play 10", 0.50, 100, 0.03), Rank("play 9", 0.46, 100, 0.03), Rank("play 2", 0.20, 100, 0.03)]


def test_the_best_move_and_a_move_within_the_sampling_error_are_right():
    best = judge("ohio", RANKING, "play 10")
    assert best.right and best.gap == 0.0
    assert str(best.message) == "Right: play the 10 is the bot's best move (wins 50% of 100 playouts)."
    close = judge("ohio", RANKING, "play 9")
    assert close.right and close.gap == pytest.approx(0.04)
    assert close.error == pytest.approx(1.96 * (2 * 0.03 ** 2) ** 0.5)
    assert "4.0 percentage points less, inside ±8.3 percentage points" in close.message
    assert "4,0 points de pourcentage de moins" in i18n.translate(close.message, "fr")


def test_a_move_worse_than_the_sampling_error_allows_is_wrong_and_says_how_far():
    worse = judge("ohio", RANKING, "play 2")
    assert not worse.right and worse.best == "play 10"
    assert str(worse.message) == ("Not the best: play the 2 (wins 20% of 100 playouts) is 30.0 percentage points below "
                                  "the bot's best, play the 10 (wins 50% of 100 playouts), more than the sampling error "
                                  "(±8.3 percentage points). It ranks 3rd of 3.")
    french = i18n.translate(worse.message, "fr")
    assert french.startswith("Pas le meilleur\u00a0: jouer le 2 (gagne 20\u202f% de 100 parties simulées)")
    assert french.endswith("Il est classé 3e sur 3."), "a rank, not a bare number (« classé 3 sur 3 »)"
    unranked = judge("ohio", RANKING, "play 1")
    assert not unranked.right and "not among the 3 moves" in unranked.message


def test_woo_values_are_mean_woo():
    ranking = [Rank("play 0C", -0.5, 40, 0.2), Rank("victory", -2.0, 40, 0.0)]
    verdict = judge("woo", ranking, "victory")
    assert not verdict.right
    assert "1.50 Woo below the bot's best, play the zero of clubs (\u22120.50 Woo on average over 40 deals)" in verdict.message


def test_a_forced_move_and_a_bot_without_values():
    assert judge("woo", [Rank("end", 0.0, 0, 0.0)], "end").right
    puzzle = Puzzle(cardlib.new_game("ohio", 3, seed=1, first_player=0), bot="greedy", lang="en")
    move = str(bots.get("greedy", "ohio", seed=0).choose(puzzle.state))
    assert puzzle.answer(move).right
    other = next(m for m in puzzle.moves_box.options if m != move)
    verdict = puzzle.answer(other)
    assert not verdict.right and "only its own move" in verdict.message


@pytest.fixture(scope="module")
def woo_puzzle():
    """The Woo deal of seed 2 before the first lead: calling Victoire now, with no points, loses 2 Woo (W12)."""
    return Puzzle(cardlib.new_game("woo", 2, seed=2, first_player=0), lang="fr")


def test_the_search_bots_move_is_accepted_with_its_reasons_in_its_language(woo_puzzle):
    ranking, reasons, name = woo_puzzle.ranking()
    assert name == "search" and len(ranking) == len(woo_puzzle.state.legal_actions())
    chosen = str(bots.get("search", "woo", seed=0).choose(woo_puzzle.state))
    assert ranking[0].move == chosen
    verdict = woo_puzzle.answer(chosen)
    assert verdict.right and verdict.best == chosen
    shown = woo_puzzle.result_text
    said = {lang: i18n.translate(cardlib.move_words("woo", chosen), lang) for lang in ("fr", "en")}
    assert f"Juste\u00a0: {said['fr']} est le meilleur coup du robot" in shown
    assert "Right:" not in shown and "The bot's reasons:" not in shown, "French only (issue 34)"
    assert "Les raisons du robot\u00a0:" in shown
    for reason in reasons:
        assert i18n.translate(reason, "fr") in shown and i18n.translate(reason, "en") not in shown
    assert woo_puzzle.answer_button.description == "Répondre" and woo_puzzle.moves_box.description == "Coup"


def test_a_clearly_worse_move_is_refused_with_reasons(woo_puzzle):
    verdict = woo_puzzle.answer("victory")
    assert not verdict.right and verdict.gap > verdict.error
    shown = woo_puzzle.result_text
    assert "Pas le meilleur\u00a0: crier «\u00a0Victoire\u202f!\u00a0»" in shown and "Not the best" not in shown
    assert "Les raisons du robot\u00a0:" in shown
    assert 'class="cardgames-note refusal"' in woo_puzzle.result.value


def test_ohio_the_lowest_lead_is_refused_the_best_accepted_by_click():
    state = cardlib.new_game("ohio", 3, seed=2, first_player=0)
    puzzle = Puzzle(state, lang="en")
    assert 'data-action="play 10"' in puzzle.canvas.markup
    puzzle.canvas.click("play 2")
    assert puzzle.verdict is not None and not puzzle.verdict.right
    best = puzzle.ranking()[0][0].move
    puzzle.canvas.click(best)
    assert puzzle.verdict.right and puzzle.moves_box.value == best
    assert state.moves == [] and puzzle.state.moves == []       # the puzzle plays nothing


def test_an_illegal_answer_names_the_rule_and_is_not_judged():
    state = cardlib.new_game("ohio", 3, seed=2, first_player=0)
    state = state.apply("play 5")
    puzzle = Puzzle(state, lang="en")
    assert puzzle.answer("play 7") is None
    assert puzzle.verdict is None and "Rule O3:" in puzzle.result_text and "Règle" not in puzzle.result_text
    puzzle.canvas.click("nonsense")
    assert "finish the move on the picture or pick it in the list" in puzzle.result_text


def test_hue_clicks_build_the_move_then_judge_it():
    state = cardlib.new_game("hue", 2, seed=4, first_player=0)
    puzzle = Puzzle(state, lang="en")
    ranking = puzzle.ranking()[0]
    card, cell, direction = ranking[0].move.split()[1:]
    puzzle.canvas.click(f"select {card}")
    puzzle.canvas.click(f"direction {direction}")
    assert puzzle.verdict is None and puzzle.selected == card
    puzzle.canvas.click(f"cell {cell}")
    assert puzzle.verdict.right and puzzle.verdict.move == ranking[0].move


def test_from_record_and_from_table():
    from widgets.ohio.table import OhioTable
    table = OhioTable(players=3, seed=2, first_player=0, human=0)
    puzzle = Puzzle.from_table(table)
    assert puzzle.state.view(None) == table.state.view(None) and puzzle.player == 0
    assert puzzle.lang == table.lang
    table.act(str(puzzle.ranking()[0][0].move))
    assert len(table.state.moves) > 0 and puzzle.state.moves == []
    record = table.state.to_record()
    again = Puzzle.from_record(record, upto=1)
    assert again.state.moves == record["moves"][:1]
    assert again.player == again.state.current_player


def test_a_finished_game_has_no_puzzle():
    state = bots.play_out(cardlib.new_game("ohio", 2, seed=1), [bots.get("random", "ohio", seed=1)] * 2)
    with pytest.raises(ValueError, match="The game is over"):
        Puzzle(state)


def test_rank_moves_falls_back_to_the_bots_move_without_values():
    ranking, reasons, name = rank_moves(cardlib.new_game("yozu", 3, seed=1, first_player=0), bot="greedy")
    assert name == "greedy" and len(ranking) == 1 and ranking[0].value is None and reasons


def test_yoyo_a_yellows_direction_buttons_answer_and_a_series_is_picked_in_the_list():
    state = cardlib.new_game("yoyo", 2, seed=0)
    puzzle = Puzzle(state, lang="en")
    assert 'data-action="orient Y3"' in puzzle.canvas.markup
    puzzle.canvas.click("orient Y3")
    assert puzzle.pending == "Y3" and 'data-action="play Y3 up"' in puzzle.canvas.markup
    assert puzzle.verdict is None
    puzzle.canvas.click("play Y3 up")
    assert puzzle.verdict is not None and puzzle.verdict.move == "play Y3 up"
    hand = state.view(state.current_player)["hand"]
    puzzle.canvas.click(f"select {hand[0]}")
    assert "pick it in the list" in puzzle.result_text


def test_verdicts_and_refusals_are_read_out():
    puzzle = Puzzle(cardlib.new_game("ohio", 3, seed=2, first_player=0).apply("play 5"), lang="fr")
    puzzle.canvas.click("play 7")
    assert puzzle.canvas.announcements[-1].startswith("Règle O3\u00a0:")
    puzzle.answer("pass")
    assert puzzle.canvas.announcements[-1] == i18n.translate(puzzle.verdict.message, "fr")
