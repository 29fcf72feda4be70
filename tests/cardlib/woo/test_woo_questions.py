"""The Woo lesson (cardlib.woo.questions, widgets.woo.lesson): should I close? is exact and its simulation
agrees within a computed standard error; the hypergeometric chances match brute-force enumeration and
dealt games; the "how many Woo?" exercise accepts the right answer and refuses every wrong one in each
case of W12 and W13, answers worked by hand; the figures draw in French or in English, the page's language."""

import itertools
import json
import math
import re
from collections import Counter
from fractions import Fraction
from itertools import combinations
from html import unescape

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from cardlib.text import i18n
from cardlib.woo import solver as woo_solver
from cardlib.woo import questions as lesson
from widgets.woo import lesson as woo_lesson
from conftest import ROOT
from lesson_runs import click_run

SIGMAS = 4.0


def spaced(text):
    """``text`` with its no-break spaces (French typography: « 95 % », « Règle W5 : ») as plain spaces."""
    return re.sub("[\u202f\xa0]", " ", text)


@pytest.fixture(scope="module")
def position():
    return lesson.close_position()


@pytest.fixture(scope="module")
def exact(position):
    return lesson.exact_choices(position)


# --- 1. should I close? ---------------------------------------------------------------------------------

def test_the_lesson_position_is_the_oya_choosing_between_close_and_draw_with_3_cards_in_the_stock(position):
    view = position.view(position.current_player)
    assert view["phase"] == "after_trick" and view["stock_size"] == 3 and not view["closed"]
    assert {"close", "draw"} <= set(view["legal_actions"])
    assert view["oya"] == position.current_player
    # 5 cards in the opponent's hand and 3 in the stock, all unseen: C(8,5) hands, 3! stock orders.
    assert woo_solver.count_worlds(view) == 56 * 6


def test_the_exact_choices_are_distributions_over_every_world(position, exact):
    for action, choice in exact.items():
        assert choice.worlds == 336
        assert sum(choice.distribution.values()) == 1
        assert all(isinstance(p, Fraction) and p > 0 for p in choice.distribution.values())
        assert choice.mean == sum(v * p for v, p in choice.distribution.items())
        assert set(choice.distribution) <= set(range(-3, 4))
    # Closing now, nobody draws again (W6): a world's stock order cannot change the value of close.
    view = position.view(position.current_player)
    by_hand = {}
    for hand, stock in woo_solver.worlds(view):
        by_hand.setdefault(hand, set()).add(woo_solver.action_values(view, hand, stock)["close"])
    assert len(by_hand) == 56 and all(len(values) == 1 for values in by_hand.values())
    counts = Counter(next(iter(values)) for values in by_hand.values())
    assert exact["close"].distribution == {v: Fraction(n, 56) for v, n in counts.items()}


def test_the_simulated_choice_agrees_with_the_exact_one_within_its_standard_error(position, exact):
    sampled = lesson.simulate_choices(position, samples=150, seed=3)
    for action, choice in exact.items():
        run = sampled[action]
        assert run.samples == 150 and sum(run.counts.values()) == 150
        standard_error = choice.sd / 150 ** 0.5            # from the exact distribution, not a constant
        assert abs(run.mean - float(choice.mean)) <= SIGMAS * standard_error, (action, run.mean, float(choice.mean))
        assert lesson.choice_z(choice, run) == pytest.approx(abs(run.mean - float(choice.mean)) / standard_error)
        running = run.running_means()
        assert len(running) == 150 and running[-1] == pytest.approx(run.mean)
        assert Counter(run.values) == run.counts


def test_a_simulation_that_drew_from_the_wrong_worlds_would_be_caught(position, exact):
    """The check has teeth: the same position with the opponent's hand fixed to one bad world strays."""
    view = position.view(position.current_player)
    worst = min(woo_solver.worlds(view), key=lambda w: woo_solver.action_values(view, *w)["draw"])
    value = woo_solver.action_values(view, *worst)["draw"]
    wrong = lesson.Sampled("draw", 150, float(value), 0.0, {value: 150}, (value,) * 150)
    if exact["draw"].sd > 0:
        assert lesson.choice_z(exact["draw"], wrong) > SIGMAS


def test_the_close_lesson_runs_again_with_the_samples_and_seed_chosen(position):
    runner = click_run(woo_lesson.close_lesson(samples=40, seed=1, lang="fr"))
    first = runner.data["exact"]
    # the figures woo.ipynb's prose gives (section 8), checked here since the page computes them on Run only
    assert first["close"].mean == Fraction(123, 56) and first["draw"].mean == Fraction(111, 56)
    assert first["close"].distribution[-3] == Fraction(1, 28) and min(first["draw"].distribution) == 1
    assert runner.data["ok"]
    runner.controls["samples"].value = 60
    runner.controls["seed"].value = 5
    runner.button.click()
    assert runner.data["exact"] is first, "the exact enumeration is computed once"
    assert runner.data["sampled"] == lesson.simulate_choices(position, samples=60, seed=5)
    assert runner.progress.value == runner.progress.max and runner.data["ok"]
    table = runner.results.children[0].value
    assert "<th>moyenne simulée (95 %)</th>" in spaced(table) and "simulated" not in table.split("</style>", 1)[1]
    # styled by the shipped lessons.css, shared by every lesson's table, not by inline CSS
    assert 'class="cardgames-lesson-table"' in table and ".cardgames-lesson-table td" in table
    assert 'style="' not in table


# --- 2. trumps and aces as the stock shrinks --------------------------------------------------------------

def brute_force(unseen, hand, event):
    """The share of the ``hand``-card hands drawn from ``unseen`` for which ``event(hand)`` holds."""
    hands = list(combinations(unseen, hand))
    return Fraction(sum(map(event, hands)), len(hands))


@pytest.mark.parametrize("trumps,suit_cards,hand", [(1, 2, 3), (2, 3, 4), (3, 1, 5), (2, 4, 2), (0, 2, 3)])
def test_the_hypergeometric_chances_match_an_enumeration(trumps, suit_cards, hand):
    unseen = ["T"] * trumps + ["S"] * suit_cards + ["x"] * (9 - trumps - suit_cards)
    labelled = list(enumerate(unseen))
    assert lesson.at_least_one(9, trumps, hand) == brute_force(labelled, hand, lambda h: any(c == "T" for _, c in h))
    assert lesson.void_with_trump(9, suit_cards, trumps, hand) == brute_force(
        labelled, hand, lambda h: all(c != "S" for _, c in h) and any(c == "T" for _, c in h))


def test_the_chances_read_from_a_view_match_the_worlds_of_that_view():
    # The Oya about to lead the trick before the lesson's position: 6 cards each and 3 in the stock,
    # so C(9,6) hands for the opponent (each with the 3! orders of the stock).
    state = lesson.close_position(moves=lesson.CLOSE_MOVES[:-2])
    view = state.view(state.current_player)
    assert view["phase"] == "lead" and view["stock_size"] == 3 and view["hand_sizes"] == [6, 6]
    hands = {hand for hand, _ in woo_solver.worlds(view)}
    assert len(hands) == 84
    trump = view["trump"]
    assert lesson.trump_chance(view) == Fraction(sum(any(c[-1] == trump for c in h) for h in hands), 84)
    for suit in "HDCS":
        if suit != trump:
            void = [h for h in hands if all(c[-1] != suit for c in h) and any(c[-1] == trump for c in h)]
            assert lesson.ace_trumped_chance(view, suit) == Fraction(len(void), 84)


def test_shown_cards_settle_the_chances():
    view = {"current_player": 0, "hand": ["AH", "10H", "KH", "JD", "QD", "KD"], "played": [], "trick": [],
            "opponent_shown": ["KS", "QS"], "trump_card": "0S", "trump": "S", "hand_sizes": [6, 6],
            "stock_size": 11, "closed": False}
    assert lesson.trump_chance(view) == 1                            # a marriage of trumps was shown
    # 15 unseen cards, 6 of them clubs; the opponent's 4 unshown cards must all miss the clubs.
    assert lesson.ace_trumped_chance(view, "C") == Fraction(math.comb(9, 4), math.comb(15, 4))
    view["opponent_shown"] = ["KC", "QC"]
    assert lesson.ace_trumped_chance(view, "C") == 0


def test_the_exact_curve_is_the_chance_at_the_oya_lead():
    # 6 + 11 unseen cards at the deal, 5 unseen trumps when the Oya holds none: 1 - C(12,6)/C(17,6).
    assert lesson.exact_curve(11, 5) == 1 - Fraction(924, 12376)
    assert lesson.exact_curve(1, 1) == Fraction(6, 7)
    assert lesson.exact_curve(1, 3, 2) == 0          # 6 of the 7 unseen cards: the 2 of the suit cannot both be out


def test_dealt_games_agree_with_the_exact_chances_at_every_stock_size():
    positions = lesson.dealt_positions(games=1500, seed=2)
    assert {p.stock for p in positions} == {11, 9, 7, 5, 3, 1}
    assert Counter(p.stock for p in positions)[11] == 1500, "one position per game and stock size"
    for event in ("trump", "ace"):
        z = lesson.z_by_stock(positions, event)
        assert all(abs(v) < 4.5 for v in z.values()), (event, z)
    cells = lesson.cells(positions, "trump")
    big = [cell for cell in cells.values() if cell.n >= 100 and 0 < cell.exact < 1]
    assert big and all(abs(cell.frequency - float(cell.exact)) <= 4.5 * cell.error for cell in big)


def test_a_wrong_formula_is_told_apart_by_the_dealt_games():
    """The check has teeth: chances computed as if the opponent held 5 cards instead of 6 stray."""
    positions = lesson.dealt_positions(games=1500, seed=2)
    gap = variance = 0.0
    for p in positions:
        if p.stock == 3 and 0 < p.trumps:
            wrong = float(lesson.at_least_one(9, p.trumps, 5))
            gap += p.has_trump - wrong
            variance += wrong * (1 - wrong)
    assert gap / variance ** 0.5 > 4.5


def test_players_must_be_named():
    with pytest.raises(ValueError, match="blind"):
        lesson.dealt_positions(games=1, players="clever")


def test_the_trumps_lesson_runs_again_with_the_players_chosen():
    runner = click_run(woo_lesson.trumps_lesson(games=200, seed=1, lang="fr"))
    assert runner.data["ok"] and runner.data["players"] == "blind"
    runner.controls["players"].value = "random"
    runner.controls["games"].value = 400
    runner.button.click()
    assert runner.data["positions"] == lesson.dealt_positions(400, 1, "random")
    assert "robots" in runner.results.children[-1].value and "bots" not in runner.results.children[-1].value.replace(
        "robots", "")


# --- 3. how many Woo? ---------------------------------------------------------------------------------------

# Worked by hand from W12-W14 (Player 1 is 0, Player 2 is 1; None: nobody).
BY_HAND = {
    "victory_no_trick": (0, 3),          # W12: 66+, the opponent has no trick
    "victory_under_33": (0, 2),          # W12: the opponent has under 33
    "victory_over_33": (0, 1),
    "false_victory": (1, 2),             # W12: Victory called under 66: the opponent wins 2
    "end_more_points": (0, 1),           # W12: more points at the end, 55 >= 33
    "end_under_33": (0, 2),
    "end_tie": (None, 0),                # W14
    "closer_victory_no_trick": (0, 3),   # W13: the closer calls with 66+: as W12
    "closer_victory_under_33": (0, 2),
    "closer_victory_over_33": (0, 1),
    "closer_silent_no_trick": (1, 3),    # W13: the closer never calls, though 72: the other wins 3 ...
    "closer_silent": (1, 2),             # ... or 2 when they had a trick at the close
    "closer_short_no_trick": (1, 3),     # W13: the closer calls under 66
    "closer_short": (1, 2),
    "other_victory": (1, 2),             # W13: the other calls with 66+: 2
    "other_short_no_trick": (0, 3),      # W13: the other calls under 66: the closer wins 3 ...
    "other_short": (0, 2),               # ... or 2
}


def test_the_cases_cover_every_row_of_w12_and_w13_and_are_worked_by_hand():
    assert {case.name for case in lesson.WOO_CASES} == set(BY_HAND)
    reasons = {lesson.woo_reason(case) for case in lesson.WOO_CASES}
    assert reasons == {"scale3", "scale2", "scale1", "false_victory", "tie", "opponent_victory",
                       "opponent_false_victory", "closer_failed"}
    for case in lesson.WOO_CASES:
        assert lesson.woo_answer(case) == BY_HAND[case.name], case.name
        if case.caller is None:            # played out: every card point is in a treasure (W10 bonus if nobody closed)
            assert sum(case.points) == 120 + (10 if case.closer is None else 0) and sum(case.tricks) == 12


@pytest.mark.parametrize("index", range(len(lesson.WOO_CASES)), ids=[c.name for c in lesson.WOO_CASES])
def test_the_exercise_accepts_the_right_answer_and_refuses_every_wrong_one(index):
    exercise = woo_lesson.WooCountExercise(lang="en")
    exercise.show_case(index)
    right = BY_HAND[exercise.case.name]
    for winner in (0, 1, None):
        for won in range(4):
            exercise.answer(winner, won)
            assert exercise.check() == ((winner, won) == right)
            assert exercise.feedback.value.startswith("<p><b>✓" if (winner, won) == right else "<p><b>✗")
    exercise.answer(*right)
    assert exercise.check() and exercise.results[exercise.case.name]
    reason_rule = "W14" if right[0] is None else ("W13" if exercise.case.name.startswith(("closer_s", "other")) else "W12")
    assert f'href="rules/woo.en.html#{reason_rule.lower()}"' in exercise.feedback.value, (
        "the engine's reason, its rule linked")


def test_the_exercise_chooses_nothing_for_the_reader_and_refuses_an_unanswered_part():
    """Its buttons showed « Gagnant Joueur 1 Woo 1 » before any click, which a reader took for the answer of
    case 1 (it is 3 Woo): nothing is chosen now, and Check refuses an answer with a part missing."""
    exercise = woo_lesson.WooCountExercise(lang="fr")
    assert exercise.winner.value is None and exercise.winner.index is None
    assert exercise.woo.value is None and exercise.woo.index is None
    assert exercise.check() is None and exercise.results == {} and exercise.verdict is None
    assert "Choisissez d'abord le gagnant et le nombre de Woo" in unescape(exercise.feedback.value)
    exercise.winner.value = 0                                  # Player 1, the Woo still unchosen
    assert exercise.check() is None and exercise.results == {}
    assert "Choisissez d'abord le nombre de Woo" in unescape(exercise.feedback.value)
    exercise.winner.value = None
    exercise.woo.value = 3
    assert exercise.check() is None and "Choisissez d'abord le gagnant (ou" in unescape(exercise.feedback.value)
    exercise.answer(0, 3)
    assert exercise.check() is True and exercise.results == {"victory_no_trick": True}
    exercise.next_button.click()                               # the next case starts with nothing chosen
    assert exercise.winner.value is None and exercise.woo.value is None and exercise.feedback.value == ""
    exercise.show_case(lesson.WOO_CASES.index(next(c for c in lesson.WOO_CASES if c.name == "end_tie")))
    exercise.answer(None, 0)                                   # « Personne », 0 Woo: a tie is an answer
    assert exercise.winner.value == woo_lesson.NOBODY and exercise.check() is True


def test_the_exercise_s_tie_says_who_leads_next_and_the_bonus():
    """W14: the round's Oya, who led its first trick, leads the next round; its winner gets 1 bonus Woo."""
    case = next(c for c in lesson.WOO_CASES if c.name == "end_tie")
    reason = spaced(woo_lesson.case_reason(case, "fr"))
    assert "égalité, 65 points chacun : aucun Woo" in reason
    assert "L'Oya de la manche, Joueur 1, qui en a ouvert le premier pli, ouvre aussi la manche suivante" in reason
    assert "recevra 1 Woo de bonus" in reason
    assert "The round's Oya, Player 1, who led its first trick, also leads the next round" in (
        woo_lesson.case_reason(case, "en"))


def test_the_exercise_speaks_french_and_english():
    exercise = woo_lesson.WooCountExercise(lang="fr")
    exercise.show_case(len(lesson.WOO_CASES) - 1)
    assert "a fermé" in exercise.description.value and "Vérifier" == exercise.check_button.description
    assert exercise.winner.options[2][0] == "Personne"
    exercise.set_language("en")
    assert "closed" in exercise.description.value and exercise.check_button.description == "Check"
    exercise.show_case(0)
    assert exercise.feedback.value == "" and exercise.verdict is None
    assert 'href="rules/woo.en.html#w12"' in exercise.description.value, "the rules page of the exercise's language"
    exercise.set_language("fr")
    assert 'href="rules/woo.fr.html#w12"' in exercise.description.value


# --- the figures -----------------------------------------------------------------------------------------------

def figure_text(figure):
    FigureCanvasAgg(figure).draw()
    texts = [t.get_text() for t in figure.findobj(lambda artist: hasattr(artist, "get_text"))]
    return " ".join(texts)


@pytest.mark.parametrize("lang, page", [("fr", "en"), ("en", "fr"), (None, "fr"), (None, "en")])
def test_the_figures_draw_in_one_language_the_one_given_else_the_page_s(lang, page, position, exact, monkeypatch):
    monkeypatch.setattr(i18n, "_page_language", page)
    sampled = lesson.simulate_choices(position, samples=20, seed=1)
    positions = lesson.dealt_positions(games=100, seed=1)
    figures = ((woo_lesson.choices_figure(exact, sampled, lang), "piocher", "draw"),
               (woo_lesson.convergence_figure(exact, sampled, lang), "cas tirés", "worlds"),
               (woo_lesson.trumps_figure(positions, lang), "atout", "trump"))
    shown = lang or page
    for figure, french, english in figures:
        text = figure_text(figure)
        assert (french in text) == (shown == "fr") and (english in text) == (shown == "en"), (lang, text[:300])
    with pytest.raises(ValueError, match="xx"):
        woo_lesson.choices_figure(exact, sampled, "xx")


def test_the_exercise_moves_to_the_next_case_and_counts_the_answers():
    exercise = woo_lesson.WooCountExercise(lang="en")
    first, second = lesson.WOO_CASES[:2]
    exercise.answer(*BY_HAND[first.name])
    assert exercise.check()
    exercise.next_button.click()
    assert exercise.index == 1 and exercise.case == second and exercise.verdict is None
    exercise.answer(1, 3)
    assert not exercise.check()
    assert exercise.summary.value == "Right on the last try: 1 of the 2 cases tried (17 in all)."
    exercise.show_case(len(lesson.WOO_CASES) - 1)
    exercise.next_button.click()
    assert exercise.index == 0, "after the last case comes the first"


def test_the_exercise_switches_language_from_python_and_refuses_an_unknown_one():
    """The widgets' shared Panel: one set_language for tables, walkthroughs and exercises (no switch on the page)."""
    exercise = woo_lesson.WooCountExercise(lang="en")
    exercise.set_language("fr")
    assert exercise.lang == "fr" and "Vérifier" in exercise.check_button.description
    with pytest.raises(ValueError, match="unknown language 'de'"):
        exercise.set_language("de")
    assert exercise.lang == "fr"


def test_the_players_offered_are_blind_play_and_the_woo_bots():
    from cardlib import bots

    assert lesson.players_options() == ("blind", *(name for name in ("random", "greedy") if name in bots.names("woo")))
    runner_options = [value for _, value in woo_lesson.player_options()]
    assert runner_options == list(lesson.players_options())


# --- should I close? predict, then check, with the hand as a control (issue 11) --------------------------------

def test_a_card_of_the_oyas_hand_can_be_exchanged_for_one_they_have_not_seen():
    from cardlib import new_game

    hand, unseen = lesson.exchange_options()
    assert hand == ("QH", "QC", "10H", "10S", "AS") and len(unseen) == 8 and not set(hand) & set(unseen)
    dealt = new_game("woo", deck=lesson.close_deck(), first_player=0)
    for move in lesson.CLOSE_MOVES:
        dealt = dealt.apply(move)
    real = lesson.close_position().view(None)
    assert {k: v for k, v in dealt.view(None).items() if k != "seed"} == {k: v for k, v in real.items() if k != "seed"}
    assert lesson.exchanged_position().view(None) == real
    swapped = lesson.exchanged_position("AS", "0D")
    view = swapped.view(0)
    assert view["hand"] == ["QH", "QC", "10H", "10S", "0D"] and "AS" in woo_solver.unseen(view)
    assert view["points"] == real["points"] and view["tricks_won"] == real["tricks_won"], "every trick went the same way"
    assert view["legal_actions"] == ["draw", "close", "victory"]
    with pytest.raises(ValueError, match="W16"):
        lesson.exchanged_position("AS", "KH")              # the face-up trump card is seen


def test_the_worlds_of_a_question_come_in_seeded_chunks_that_agree_with_the_exact_means():
    state = lesson.close_position()
    chunks = lesson.world_chunks(state, seed=2)
    worlds = [w for chunk in itertools.islice(chunks, 5) for w in chunk]      # 10 + 20 + 40 + 80 + 100
    assert len(worlds) == 250
    assert worlds[:30] == [w for chunk in itertools.islice(lesson.world_chunks(state, seed=2), 2) for w in chunk]
    exact = lesson.exact_choices(state)
    for action in lesson.CHOICES:
        mean = sum(w[action] for w in worlds) / len(worlds)
        assert abs(mean - float(exact[action].mean)) <= 4 * exact[action].sd / len(worlds) ** 0.5
    assert lesson.simulate_choices(state, 30, 2)["close"].values == tuple(w["close"] for w in worlds[:30]), \
        "the lesson's simulation draws the same worlds"


@pytest.mark.slow
def test_the_close_question_checks_the_exact_answers_and_follows_the_hand():
    from widgets.woo.questions import CloseQuestion, exchanged_choices

    exchanged_choices.cache_clear()
    question = CloseQuestion(pace=0, worlds=200, lang="fr")
    assert exchanged_choices.cache_info().currsize == 0, "nothing solved before Check"
    predict = question.predict
    assert question.take.disabled and question.figure.layout.display == "none"
    predict.check_button.click()
    assert predict.exact == Fraction(123, 56)
    assert question.figure.layout.display is None and bytes(question.figure.value).startswith(b"\x89PNG")
    predict.run()
    last = predict.curve[-1]
    assert last.games == 200 and abs(last.estimate - 123 / 56) <= 4 * last.half / 1.96
    question.quantity.value = "lose"
    assert not predict.checked and question.figure.layout.display == "none"
    predict.check_button.click()
    assert predict.exact == Fraction(1, 28)
    question.action.value = "draw"
    predict.check_button.click()
    assert predict.exact == 0
    question.give.value = "AS"
    assert not question.take.disabled
    assert "le 10 de pique et le zéro de carreau" in predict.prompt.value and "l'as de pique" not in predict.prompt.value
    question.take.value = "0D"
    question.quantity.value, question.action.value = "mean", "close"
    predict.check_button.click()
    assert predict.exact == Fraction(-129, 56)
    question.quantity.value = "three"
    predict.check_button.click()
    assert predict.exact == Fraction(1, 14)


@pytest.mark.slow
def test_the_woo_self_check_explanations_say_what_cardlib_computes(monkeypatch):
    from widgets.woo.questions import SELF_CHECKS, self_check

    better, loss, other_hand, clubs = SELF_CHECKS
    real = lesson.exact_choices(lesson.close_position())
    # 1: close 123/56 ≈ 2.20 against draw 111/56 ≈ 1.98, 3/14 more.
    assert real["close"].mean == Fraction(123, 56) and real["draw"].mean == Fraction(111, 56)
    assert real["close"].mean - real["draw"].mean == Fraction(3, 14) and better.answer == 0
    # 2: closing loses 3 Woo in 1 world in 28 (the opponent had no trick, W13); drawing wins at least 1.
    assert real["close"].distribution[-3] == Fraction(1, 28) and min(real["close"].distribution) == -3
    assert min(real["draw"].distribution) == 1 and i18n.page_text(loss.options[loss.answer], "en") == "3 Woo"
    assert lesson.close_position().view(0)["tricks_won"][1] == 0
    # 3: with 0♦ for A♠, closing gives -129/56 (the opponent wins in 7 worlds in 8), drawing 5/8.
    swapped = lesson.exact_choices(lesson.exchanged_position("AS", "0D"))
    assert swapped["close"].mean == Fraction(-129, 56) and swapped["draw"].mean == Fraction(5, 8)
    assert sum(p for woo, p in swapped["close"].distribution.items() if woo < 0) == Fraction(7, 8)
    assert other_hand.answer == 1
    # 4: the ace of clubs trumped: 131/1768 with no other club, 539/884 with the 4 others (one club unseen).
    assert lesson.ace_trumped_chance(lesson.dealt_hand_position(0, 0).view(0), "C") == Fraction(131, 1768)
    alone = lesson.dealt_hand_position(0, 4).view(0)
    assert sum(card.endswith("C") for card in woo_solver.unseen(alone)) == 1
    assert lesson.ace_trumped_chance(alone, "C") == Fraction(539, 884) and clubs.answer == 1
    monkeypatch.setattr(i18n, "_page_language", "en")
    widget = self_check()
    widget.questions[1].answer(2)
    assert widget.score == (1, 1) and "1 world in 28" in widget.questions[1].feedback.value


def test_the_hand_at_the_deal_gives_the_trump_chances_the_formulas_give():
    for trumps in range(5):
        for clubs in range(5):
            if trumps + clubs > 5:
                continue
            state = lesson.dealt_hand_position(trumps, clubs)
            view = state.view(0)
            assert sorted(view["hand"]) == sorted(lesson.dealt_hand(trumps, clubs)) and view["trump"] == "H"
            assert view["stock_size"] == 11 and view["current_player"] == 0
            assert lesson.trump_chance(view) == lesson.exact_curve(11, 5 - trumps)
            assert lesson.ace_trumped_chance(view, "C") == lesson.exact_curve(11, 5 - trumps, 5 - clubs)
    with pytest.raises(ValueError, match="W2"):
        lesson.dealt_hand(3, 3)


def test_hidden_hands_are_dealt_again_by_the_engine_and_agree_with_the_exact_chances():
    state = lesson.dealt_hand_position(1, 2)
    hands = [h for chunk in itertools.islice(lesson.hidden_hands(state, seed=5), 30) for h in chunk]
    unseen = set(woo_solver.unseen(state.view(0)))
    assert all(len(h) == 6 and set(h) <= unseen for h in hands)
    assert hands[:30] == [h for chunk in itertools.islice(lesson.hidden_hands(state, seed=5), 2) for h in chunk]
    n = len(hands)
    for event, exact in ((lambda h: lesson.holds_trump(h, "H"), lesson.exact_curve(11, 4)),
                         (lambda h: lesson.would_trump_ace(h, "H", "C"), lesson.exact_curve(11, 4, 3))):
        p = float(exact)
        assert abs(sum(map(event, hands)) / n - p) <= SIGMAS * math.sqrt(p * (1 - p) / n)


def test_the_trump_question_follows_the_hand():
    from widgets.woo.questions import TrumpQuestion

    question = TrumpQuestion(pace=0)
    predict = question.predict
    predict.check_button.click()
    assert predict.exact == 1 - Fraction(924, 12376) == Fraction(409, 442)
    predict.run()
    last = predict.curve[-1]
    assert last.games == 4000 and abs(last.estimate - 409 / 442) <= 4 * last.half / 1.96
    question.trumps.value = 2
    assert not predict.checked and re.findall(r"data-card=\"(\w+)\"", question.hand.value) == lesson.dealt_hand(2, 0)
    predict.check_button.click()
    assert predict.exact == lesson.exact_curve(11, 3) == Fraction(103, 136)
    question.quantity.value = "ace"
    question.clubs.value = 3
    predict.check_button.click()
    assert predict.exact == lesson.exact_curve(11, 3, 2)
    question.clubs.value = 4                    # 2 trumps, the ace and 4 clubs: 7 cards, one too many
    assert (question.trumps.value, question.clubs.value) == (2, 3)


# --- each language whole (issue 24) ----------------------------------------------------------------

def test_the_check_line_is_whole_in_its_language_with_its_numbers_and_its_markup():
    """« La simulation (100 mondes · worlds) … (le plus grand : 1.2) » mixed the languages in one sentence,
    opened <p><b> in the French string and closed them in the English one: each language's line is now whole,
    and shown alone."""
    worlds = i18n.Message("lesson.woo.worlds", n=100)
    assert spaced(woo_lesson.check_line(True, 1.234, worlds, "fr")) == (
        "<p><b>✓ La simulation (100 cas) confirme le calcul exact : chaque écart reste sous 4 erreurs types (au "
        "plus 1,2).</b></p>")
    assert woo_lesson.check_line(True, 1.234, worlds, "en") == (
        "<p><b>✓ The simulation (100 worlds) confirms the exact answer: every gap stays under 4 standard errors (at "
        "most 1.2).</b></p>")
    one_round = i18n.Message("lesson.woo.games_2", n=1)
    assert spaced(woo_lesson.check_line(False, 5.06, one_round, "fr")) == (
        "<p><b>✗ La simulation (1 manche) s'écarte du calcul exact de 5,1 erreurs types.</b></p>")
    assert woo_lesson.check_line(False, 5.06, one_round, "en") == (
        "<p><b>✗ The simulation (1 round) strays 5.1 standard errors from the exact answer.</b></p>")
    for lang in ("fr", "en"):
        note = i18n.page_text("lesson.woo.these_bots_announce_close_or", lang)
        assert note.startswith("<p>") and note.endswith("</p>") and " · " not in note


def test_the_legends_count_unseen_cards_with_plural_forms():
    assert [i18n.page_text("lesson.woo.unseen_trumps", "fr", n=k) for k in (1, 2)] == [
        "1 atout non vu", "2 atouts non vus"]
    assert [i18n.page_text("lesson.woo.unseen_trumps", "en", n=k) for k in (1, 2)] == [
        "1 unseen trump", "2 unseen trumps"]
    assert i18n.page_text("lesson.woo.unseen_suit_cards", "fr", n=1) == "1 carte non vue de cette couleur"


def test_the_exercise_s_reason_names_the_players():
    """« l'adversaire a au moins 33 points (84, 46 points) » named nobody."""
    case = next(c for c in lesson.WOO_CASES if lesson.woo_reason(c) == "scale1")
    winner, won = lesson.woo_answer(case)
    reason = spaced(woo_lesson.case_reason(case, "fr"))
    assert f"Joueur {2 - winner} a au moins 33 points : Joueur {winner + 1} gagne {won} Woo (" in reason
    assert f"({case.points[winner]} points contre {case.points[1 - winner]})" in reason


def test_the_choices_table_writes_its_numbers_as_the_page_s_language_does(position, exact, monkeypatch):
    """A French page read « 123/56 ≈ 2.196 », « -3 », « +2.200 ± 0.123 » and a header written in the code,
    « simulation (95 %) »: the numbers are now the page language's, the headers the catalogue's."""
    sampled = lesson.simulate_choices(position, samples=20, seed=1)
    monkeypatch.setattr(i18n, "_page_language", "fr")
    french = woo_lesson.choices_table(exact, sampled)
    assert "<th>−3</th>" in french and "<th>+3</th>" in french and "<th>0</th>" in french
    assert "123/56 ≈ 2,196" in french and "111/56 ≈ 1,982" in french
    assert "<th>moyenne simulée (95 %)</th>" in spaced(french) and "simulated" not in french.split("</style>", 1)[1]
    shown = re.sub(r"<[^>]+>", " ", french.split("</style>", 1)[1])
    assert not re.search(r"\d\.\d", shown) and "-" not in shown, shown
    assert re.search(r"[+−]\d,\d{3} ± \d,\d{3}", shown)
    monkeypatch.setattr(i18n, "_page_language", "en")
    english = woo_lesson.choices_table(exact, sampled)
    assert "<th>\u22123</th>" in english and "123/56 ≈ 2.196" in english and not re.search(r"\d,\d", english)


def test_an_exact_value_is_written_in_each_language():
    assert woo_lesson.fraction_text(Fraction(-25, 14), "fr") == "−25/14 ≈ −1,786"
    assert woo_lesson.fraction_text(Fraction(-25, 14), "en") == "\u221225/14 ≈ \u22121.786"
    assert woo_lesson.fraction_text(Fraction(-2), "fr") == "−2" and woo_lesson.fraction_text(Fraction(2), "en") == "2"


def test_the_close_figure_s_legends_are_in_its_language(position, exact):
    """The legends said « fermer (« On ferme ! ») (exact) » and « simulation (95 %) » in every language."""
    sampled = lesson.simulate_choices(position, samples=20, seed=1)
    for lang, exact_legend, simulated in (("fr", "fermer (« On ferme ! »), calcul exact", "simulation (95 %)"),
                                          ("en", "close, exact", "simulation (95%)")):
        figure = woo_lesson.choices_figure(exact, sampled, lang)
        legends = [[spaced(t.get_text()) for t in axes.get_legend().get_texts()] for axes in figure.axes]
        assert exact_legend in legends[0] and legends[1] == [simulated], legends


def test_the_close_question_names_the_hand_in_words_in_each_language():
    """« Joueur 1, l'Oya, tient Q♥ Q♣ 10♥ 10♠ A♠ » put the notation's English letters in a French sentence."""
    from widgets.woo.questions import CloseQuestion, close_question

    french, english = close_question(lang="fr").prompt, close_question(lang="en").prompt
    assert ("Joueur 1, l'Oya, tient la reine de cœur, la reine de trèfle, le 10 de cœur, le 10 de pique et l'as "
            "de pique") in french and "Player 1" not in french
    assert ("Player 1, the Oya, holds the queen of hearts, queen of clubs, 10 of hearts, 10 of spades and ace of "
            "spades;") in english and "Joueur" not in english
    assert not re.search(r"[♥♦♣♠]", french + english)
    assert "le 10 de pique et le zéro de carreau" in close_question("AS", "0D", lang="fr").prompt
    question = CloseQuestion(pace=0, lang="fr")
    assert ("l'as de pique", "AS") in question.give.options
    assert ("le zéro de carreau", "0D") in question.take.options
    assert ("zero of diamonds", "0D") in CloseQuestion(pace=0, lang="en").take.options


# --- the notebooks cite rules as rules (issue 24) ---------------------------------------------------------

NOTEBOOK_RULES = {"woo.ipynb": "W", "hue.ipynb": "H", "ohio.ipynb": "O"}


def bare_rule_ids(markdown, letter):
    """The rule ids of ``markdown`` not cited after « règle(s) » / "rule(s)" (directly, or in a list after it:
    « règles W5, W6 », « règles W1 à W16 »), each with the text before it."""
    text = re.sub(r"<a [^>]*>(.*?)</a>", r"\1", markdown)            # a link keeps its text
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).replace("*", "")
    bare = []
    for match in re.finditer(rf"\b{letter}\d+b?\b", text):
        before = re.sub(rf"(?:\b{letter}\d+b?(?:,\s+|\s+(?:à|to|et|and)\s+))+$", "", text[:match.start()])
        if not re.search(r"(?i)\b(?:règles?|rules?)\s+$", before):
            bare.append(f"…{before[-40:]}{match.group(0)}")
    return bare


@pytest.mark.parametrize("name", sorted(NOTEBOOK_RULES))
def test_the_notebooks_cite_a_rule_as_a_rule_never_as_a_bare_id(name):
    """« (W3) » or « [O3](…) » read like a card: the notebooks say « règle W3 » / "rule W3" (« règles W6,
    W13 », « règles · *rules* W2, W3 » in a heading in both languages), as Yoyo's and Yozu's do."""
    path = ROOT / "notebooks" / name
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    markdown = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    assert sum(len(re.findall(rf"\b{NOTEBOOK_RULES[name]}\d+b?\b", text)) for text in markdown) > 10
    bare = [found for text in markdown for found in bare_rule_ids(text, NOTEBOOK_RULES[name])]
    assert not bare, bare


def test_a_bare_rule_id_is_found():
    assert bare_rule_ids('au projet (<a href="rules/woo.fr.html#w1" target="_blank">W1</a>).', "W") == ["…au projet (W1"]
    assert bare_rule_ids("le pli ([O3](../docs/ohio.md#o3)), puis (W3, W4)", "O") == ["…le pli (O3"]
    assert bare_rule_ids("(règles W6, W13) · (rules W1 to W16) · (règles · *rules* W2, W3)", "W") == []


# --- the notebook's worked examples (issue 25) ----------------------------------------------------------------

def notebook_cell(marker):
    """The saved code cell of notebooks/woo.ipynb holding ``marker``, and the text it printed or displayed."""
    path = ROOT / "notebooks" / "woo.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and marker in "".join(c["source"]))
    shown = []
    for out in cell["outputs"]:
        shown.append("".join(out.get("text", "")))
        html = "".join(out.get("data", {}).get("text/html", ""))
        shown.append(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))
    return "".join(cell["source"]), spaced(unescape(" ".join(shown)))


def test_the_notebook_plays_a_tied_round_and_says_who_leads_next_and_the_bonus():
    """No reader could answer "who leads after a tie?" (W14): the notebook plays a round of its example deal
    to 65-65 with the engine and prints the tie's line and the next round's first line, then the bonus won."""
    source, shown = notebook_cell("TIED = [")
    assert "assert tied.rounds[0] == ([0, 0], [65, 65])" in source
    assert "i18n.translate(entry, LANG)" in source, "printed in the page's language alone (issue 34)"
    # saved in French (dev.py save-notebooks)
    assert ("Règle W14 : égalité, 65 points chacun : aucun Woo. L'Oya de la manche, Joueur 1, qui en a ouvert le "
            "premier pli, ouvre aussi la manche suivante, dont le gagnant recevra 1 Woo de bonus.") in shown
    assert "La manche 2 commence ; Joueur 1 est l'Oya" in shown
    assert "Joueur 2 gagne 2 Woo" in shown


def test_the_notebook_s_turn_box_is_checked_against_the_engine():
    """The turn in the order the table offers it, each step asserted on a computed position; exchanging the
    trump zero before drawing (a reader's only refusal) is shown refused."""
    source, shown = notebook_cell("def legal(state):")
    for claim in ('assert legal(won) == ["draw", "close", "victory"]', '"victory" in legal(answer)',
                  '"points": 0}]', "assert match.scores() == [0, 8]"):
        assert claim in source, claim
    assert "Règle W7 : l'Oya échange le zéro d'atout avant d'ouvrir le pli, pas maintenant." in shown
