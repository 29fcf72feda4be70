"""The Yoyo lesson "can I play?" (cardlib.yoyo.questions, widgets.yoyo.lesson): the exact chance that a random hand
can lay a card matches a brute-force enumeration and seeded simulations, and a wrong formula is caught; the deck
of Y1 makes a pile at v going up and at 21 - v going down alike; the expected draws (N + 1) / (k + 1) and their
distribution match an enumeration of every stock order; the lesson's controls redraw it in French and English."""

import math
import random
import re
from collections import Counter
from fractions import Fraction
from itertools import combinations, permutations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

import cardlib
from cardlib.yoyo import questions as lesson
from cardlib.yoyo.cards import BLUE, COLOUR, DECK, DOWN, RED, UP, VALUE, YELLOW, can_lay, card, parse_card
from cardlib.text import i18n
from widgets import rules_pages
from widgets.yoyo import lesson as yoyo_lesson
from lesson_runs import click_run

SIGMAS = 4.0
PILES = [(value, direction) for direction in (UP, DOWN) for value in range(1, 21)]


def cards(*names):
    return [parse_card(name) for name in names]


# A small unseen set with a doubled card, yellows, and blues and reds around the middle values.
SMALL = cards("B1", "B1", "B9", "B10", "B12", "R8", "R10", "R10", "R15", "Y4", "Y11")


def brute_chance(unseen, value, direction, hand):
    """The share of the hands of ``hand`` of the ``unseen`` cards (each copy its own card) holding a card that
    ``can_lay`` accepts: every hand enumerated."""
    hands = list(combinations(range(len(unseen)), hand))
    return Fraction(sum(any(can_lay(unseen[i], value, direction) for i in h) for h in hands), len(hands))


# --- the exact chance -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("value,direction", PILES)
def test_the_exact_chance_matches_an_enumeration_of_every_hand(value, direction):
    for hand in range(0, 5):
        assert lesson.can_play_chance(SMALL, value, direction, hand) == brute_chance(SMALL, value, direction, hand)


def test_the_playable_cards_are_those_of_y3_worked_by_hand():
    # Y3: on 10 going up, B10..B20 (with B19 and B20 twice), R10 and every yellow: 13 + 1 + 16 = 30.
    up = Counter(lesson.playable_cards(DECK, 10, UP))
    assert sum(up.values()) == 30 and up[card(RED, 10)] == 1 and up[card(BLUE, 9)] == 0 and up[card(RED, 11)] == 0
    assert sum(COLOUR[c] == YELLOW for c in up.elements()) == 16
    # On 1 going down: R1 twice, B1 twice, the yellows.
    assert sorted(lesson.playable_cards(DECK, 1, DOWN)) == sorted(cards("R1", "R1", "B1", "B1") + [
        c for c in DECK if COLOUR[c] == YELLOW])
    # 1 - C(34, 7) / C(64, 7) for the lesson's first answer, and a hand of one card: k / N.
    assert lesson.fresh_chances()[(10, UP)] == 1 - Fraction(math.comb(34, 7), math.comb(64, 7)) == Fraction(21407, 21594)
    assert lesson.fresh_chances(1)[(20, UP)] == Fraction(20, 64)


def test_the_deck_of_y1_is_symmetric_so_up_from_v_is_down_from_21_minus_v():
    deck = Counter((COLOUR[c], VALUE[c]) for c in DECK)
    assert all(deck[(BLUE, v)] == deck[(RED, 21 - v)] for v in range(1, 21))
    counts = lesson.playable_counts()
    for hand in (1, 3, 7, 12):
        chances = lesson.fresh_chances(hand)
        assert all(chances[(v, UP)] == chances[(21 - v, DOWN)] for v in range(1, 21)), hand
        assert chances[(1, UP)] > chances[(1, DOWN)], "the mirror is 21 - v, not v itself"
    assert all(counts[(v, UP)] == counts[(21 - v, DOWN)] for v in range(1, 21))
    # The higher the pile going up, the fewer cards can follow it, never more.
    assert all(counts[(v, UP)] >= counts[(v + 1, UP)] for v in range(1, 20))
    # The symmetry is the deck's: one more blue 5 breaks it.
    lopsided = DECK + (card(BLUE, 5),)
    assert lesson.fresh_chances(3, lopsided)[(4, UP)] != lesson.fresh_chances(3, lopsided)[(17, DOWN)]


def test_a_hand_too_big_or_a_count_out_of_range_is_refused():
    with pytest.raises(ValueError, match="hand <= unseen"):
        lesson.at_least_one(5, 2, 6)
    with pytest.raises(ValueError, match="playable <= unseen"):
        lesson.at_least_one(5, 6, 2)
    assert lesson.at_least_one(5, 0, 3) == 0 and lesson.at_least_one(5, 3, 3) == 1


def test_the_simulated_hands_agree_with_the_exact_chance_and_a_wrong_formula_is_caught():
    value, direction, hand = 19, DOWN, 2
    exact = lesson.can_play_chance(DECK, value, direction, hand)
    sampled = lesson.simulate_hands(DECK, value, direction, hand, samples=8000, seed=4)
    assert sampled.samples == 8000 and lesson.chance_z(exact, sampled) < SIGMAS
    assert lesson.chance_z(exact, sampled) == pytest.approx(
        abs(sampled.frequency - float(exact)) / math.sqrt(float(exact * (1 - exact)) / 8000))
    # Forgetting Y3's colour switch (the two blue 19s on a red pile at 19) strays.
    k = len(lesson.playable_cards(DECK, value, direction))
    assert k == 40 and lesson.chance_z(lesson.at_least_one(64, k - 2, hand), sampled) > SIGMAS


# --- the expected draws ----------------------------------------------------------------------------------------

def enumerated_draws(pool, value, direction, stock=None):
    """{d: probability} of the cards drawn until ``can_lay`` accepts one (or ``stock`` are drawn), over every
    order of ``pool`` (each copy its own card)."""
    stock = len(pool) if stock is None else stock
    counts = Counter()
    for order in permutations(pool):
        drawn = next((i for i, c in enumerate(order[:stock], 1) if can_lay(c, value, direction)), stock)
        counts[drawn] += 1
    total = sum(counts.values())
    return {d: Fraction(n, total) for d, n in counts.items()}


@pytest.mark.parametrize("pool,value,direction", [
    (cards("B3", "R5", "R9", "B12", "Y7", "B1", "B1"), 10, UP),      # 2 playable of 7
    (cards("B3", "R5", "R9", "B12", "Y7", "B1", "B1"), 9, DOWN),     # 6 playable of 7
    (cards("B3", "R5", "R9", "B12", "R20", "B1", "B1"), 20, UP),     # 1 playable of 7
])
def test_the_draw_law_matches_every_order_of_the_stock(pool, value, direction):
    n, k = len(pool), len(lesson.playable_cards(pool, value, direction))
    enumerated = enumerated_draws(pool, value, direction)
    assert lesson.draw_distribution(n, k) == enumerated
    assert lesson.expected_draws(n, k) == Fraction(n + 1, k + 1) == lesson.moments(enumerated)[0]
    assert lesson.mean_draws(n, k) == lesson.expected_draws(n, k)
    for stock in (1, 2, 4):                    # the stock runs out before the playable cards come, sometimes
        limited = enumerated_draws(pool, value, direction, stock)
        assert lesson.draw_distribution(n, k, stock) == limited
        assert lesson.mean_draws(n, k, stock) == lesson.moments(limited)[0]


def test_the_closed_form_is_the_mean_of_the_law_for_every_pool_size():
    for n in range(1, 40):
        for k in range(1, n + 1):
            dist = lesson.draw_distribution(n, k)
            assert sum(dist.values()) == 1 and max(dist) == n - k + 1
            assert lesson.moments(dist)[0] == lesson.expected_draws(n, k) == Fraction(n + 1, k + 1)
    with pytest.raises(ValueError, match="none playable"):
        lesson.expected_draws(10, 0)
    assert lesson.draw_distribution(10, 0, 4) == {4: 1}, "with none playable, the whole stock is drawn"


def test_a_stuck_player_draws_as_the_law_says_and_drawing_with_replacement_is_caught():
    # A fresh deck, stuck with 7 cards on 20 going up: 57 unseen, the 20 playable cards all among them.
    dist = lesson.stuck_draws(20, UP, 7)
    assert dist == lesson.draw_distribution(57, 20) and lesson.moments(dist)[0] == Fraction(58, 21)
    drawn = lesson.simulate_stuck_draws(20, UP, 7, samples=3000, seed=2)
    assert len(drawn) == 3000 and lesson.mean_z(dist, drawn) < SIGMAS
    # Few playable cards make the mistake visible: 2 playable among 30, N / k = 15 against (N + 1) / (k + 1) = 31/3.
    pool = [c for c in DECK if not can_lay(c, 20, UP)][:28] + cards("B20", "R20")
    drawn = lesson.simulate_draws(pool, 20, UP, samples=3000, seed=3)
    exact = lesson.draw_distribution(30, 2)
    assert lesson.moments(exact)[0] == Fraction(31, 3) and lesson.mean_z(exact, drawn) < SIGMAS
    geometric = {d: Fraction(28, 30) ** (d - 1) * Fraction(2, 30) for d in range(1, 400)}   # as if put back
    assert lesson.mean_z(geometric, drawn) > SIGMAS
    with pytest.raises(ValueError, match="cannot be stuck"):
        lesson.stuck_draws(1, UP, 23)              # only 22 cards of the deck are unplayable on 1 going up


# --- the widgets --------------------------------------------------------------------------------------------------

def figure_text(figure):
    FigureCanvasAgg(figure).draw()
    return " ".join(t.get_text() for t in figure.findobj(lambda artist: hasattr(artist, "get_text")))


def test_the_chance_lesson_redraws_for_the_value_direction_and_hand_chosen():
    runner = click_run(yoyo_lesson.chance_lesson(samples=1000, seed=1))
    assert runner.data["ok"] and runner.data["value"] == 10 and runner.data["direction"] == UP
    first_figure = bytes(runner.results.children[2].value)
    runner.controls["value"].value = 17
    runner.controls["direction"].value = DOWN
    runner.controls["hand"].value = 3
    runner.controls["seed"].value = 5
    runner.button.click()
    data = runner.data
    assert data["exact"] == lesson.can_play_chance(DECK, 17, DOWN, 3) and data["playable"] == 36
    assert data["sampled"] == lesson.simulate_hands(DECK, 17, DOWN, 3, samples=1000, seed=5)
    assert data["draws_mean"] == Fraction(62, 37) and data["ok"]
    answer, table, figure, draws, verdict = runner.results.children
    assert "1 − C(28, 3) / C(64, 3)" in answer.value and "(61 + 1) / (36 + 1)" in answer.value
    page = rules_pages.page_language(i18n.default_language())     # the page's language: its rules page
    assert f'href="rules/yoyo.{page}.html#y3"' in answer.value and f'href="rules/yoyo.{page}.html#y7"' in answer.value
    assert 'class="cardgames-lesson-table"' in table.value and "17 ↓" in table.value
    assert bytes(figure.value).startswith(b"\x89PNG") and bytes(figure.value) != first_figure
    assert verdict.value.startswith("<p><b>✓") and runner.progress.value == runner.progress.max


@pytest.mark.parametrize("lang, page", [("fr", "en"), ("en", "fr"), (None, "fr"), (None, "en")])
def test_the_chance_lesson_speaks_the_language_given_else_the_page_s(lang, page, monkeypatch):
    monkeypatch.setattr(i18n, "_page_language", page)
    shown = lang or page
    runner = click_run(yoyo_lesson.chance_lesson(samples=500, lang=lang))
    answer, table, *_, verdict = runner.results.children
    for html, french, english in ((answer.value, "jeu neuf", "fresh deck"), (table.value, "pouvoir jouer", "can play"),
                                  (verdict.value, "confirme", "confirms")):
        assert (french in html) == (shown == "fr") and (english in html) == (shown == "en"), (lang, html[:200])
    # Its rules are linked in the rules page of its language (issue 34).
    assert set(re.findall(r'href="rules/yoyo\.(\w+)\.html#y\d"', answer.value)) == {rules_pages.page_language(shown)}
    descriptions = " ".join(str(c.description) for c in runner.controls.values())
    assert ("Valeur de la pile" in descriptions) == (shown == "fr") and ("Pile value" in descriptions) == (shown == "en")
    assert runner.button.description == ("▶ Lancer" if shown == "fr" else "▶ Run")
    data = runner.data
    for figure, french, english in ((yoyo_lesson.piles_figure(data, lang), "valeur de la pile", "the pile's value"),
                                    (yoyo_lesson.draws_figure(data["draws"], data["drawn"], data["direction"],
                                                             yoyo_lesson.stuck_title(data, lang), lang),
                                     "cartes piochées", "cards drawn")):
        text = figure_text(figure)
        assert (french in text) == (shown == "fr") and (english in text) == (shown == "en"), (lang, text[:300])
    with pytest.raises(ValueError, match="xx"):
        yoyo_lesson.chance_lesson(lang="xx")


def test_a_failed_check_is_said_in_each_language():
    games = cardlib.text.i18n.Message("lesson.yoyo.simulated.games", n=100)
    french, english = (yoyo_lesson.check_line(False, 6.2, games, lang) for lang in ("fr", "en"))
    assert french.startswith("<p><b>✗") and "6,2 erreurs types" in french and "simulation (100 donnes)" in french
    assert english.startswith("<p><b>✗") and "strays 6.2 standard errors" in english
    assert "simulation (100 deals)" in english and "donnes" not in english and "deals" not in french


# --- against the engine's games ----------------------------------------------------------------------------------

def random_states(games, seed, players=3):
    """Every state of ``games`` games played at random (each legal move equally likely), seeded."""
    rng = random.Random(seed)
    for _ in range(games):
        state = cardlib.new_game("yoyo", players=players, seed=rng.randrange(2**31))
        while not state.is_over:
            yield state
            state = state.clone().apply(rng.choice(state.legal_actions()))


def test_a_series_adds_no_way_to_play_the_engine_s_series_start_with_a_legal_single():
    """Y7: the first card of a series must be legal on the pile, so "can lay a single or a series" is "holds a card
    can_lay accepts": checked on the engine's own legal moves wherever a player is to lay outside free play."""
    seen_series = 0
    for state in random_states(60, seed=4):
        view = state.view(state.current_player)
        if view["phase"] != "play" or view["top"] is None or view["top_owner"] == view["viewer"]:
            continue
        value, direction = lesson.pile_of(view)
        hand = [parse_card(name) for name in view["hand"]]
        actions = [a for a in state.legal_actions() if a.kind == "play"]
        singles = {a.cards[0] for a in actions if len(a.cards) == 1}
        assert singles == set(lesson.playable_cards(hand, value, direction))
        series = [a for a in actions if len(a.cards) > 1]
        seen_series += len(series)
        assert {a.cards[0] for a in series} <= singles
    assert seen_series > 50


def test_the_unseen_cards_of_a_view_are_those_the_engine_deals_again():
    """The hands of the others and the stock, before and after the stock's first exhaustion (Y9)."""
    exhausted = 0
    for state in random_states(12, seed=6, players=6):
        player = state.current_player
        full = state.view(None)
        pool = Counter(parse_card(name) for q, hand in enumerate(full["hands"]) if q != player for name in hand)
        pool += Counter(parse_card(name) for name in full["stock"])
        assert Counter(lesson.unseen_cards(state.view(player))) == pool
        exhausted += full["exhaustions"] > 0
    assert exhausted > 0


def test_dealt_games_agree_with_the_exact_chances_and_the_engine_s_own_draws():
    for players, seed in ((2, 1), (6, 3)):
        positions = lesson.dealt_positions(games=2500, seed=seed, players=players)
        assert 0.7 * 2500 < len(positions) < 0.8 * 2500, "a yellow is picked a quarter of the time"
        assert all(p.unseen == 57 and p.next_unseen == 56 and p.stock == 64 - 7 * players for p in positions)
        assert all(abs(z) < SIGMAS for z in lesson.dealt_z(positions)), (players, lesson.dealt_z(positions))
        assert 0 < sum(not p.next_can_play for p in positions) < 100


def test_the_next_player_drew_exactly_when_their_hand_held_no_playable_card_and_laid_the_stock_top_if_it_could():
    """The engine's own Y6 beside the lesson's reading of a deal: the next player's hand and the stock, top first."""
    rng = random.Random(8)
    stuck = laid = 0
    for _ in range(1500):
        found = lesson.first_lay(rng.randrange(2**31), 2, rng)
        if found is None:
            continue
        before, after, card_laid = found
        full = before.view(None)
        hand = [parse_card(name) for name in full["hands"][1]]
        top = parse_card(full["stock"][0])
        pos = lesson.dealt_position(2, before, after, card_laid)
        can = any(can_lay(c, VALUE[card_laid], pos.direction) for c in hand)
        assert pos.next_can_play == can
        if not can:
            stuck += 1
            # At 2 players, a drawn card not laid leaves the first player in free play (Y5): nothing more is laid.
            drew_and_laid = len(after.view(None)["pile"]) >= 2
            assert drew_and_laid == can_lay(top, VALUE[card_laid], pos.direction) == (pos.draws == 1)
            laid += drew_and_laid
    assert stuck > 10 and 0 < laid < stuck


def test_wrong_formulas_are_told_apart_by_the_dealt_games():
    """The check has teeth: chances computed as if the next player held 6 cards, and draws counted without the
    card that can be laid (an off-by-one: (N - k) / (k + 1)), both stray."""
    positions = lesson.dealt_positions(games=6000, seed=5, players=4)
    assert all(abs(z) < SIGMAS for z in lesson.dealt_z(positions))
    gap = variance = draw_gap = draw_variance = 0.0
    for p in positions:
        wrong = float(lesson.at_least_one(p.unseen, p.playable, 6))
        gap += p.next_can_play - wrong
        variance += wrong * (1 - wrong)
        mean, sd = lesson.draw_moments(p.next_unseen, p.next_playable, p.stock)
        draw_gap += p.draws - (float(mean) - 1)
        draw_variance += sd * sd
    assert gap / variance ** 0.5 > SIGMAS and draw_gap / draw_variance ** 0.5 > SIGMAS


def test_the_lesson_position_is_read_from_the_view_of_the_player_to_move():
    state = lesson.game_position()
    numbers = lesson.position_numbers(state)
    view = state.view(state.current_player)
    assert view["phase"] == "play" and view["top_owner"] != view["viewer"] and len(state.moves) >= lesson.GAME_MOVES
    # 64 cards minus the hand and the pile; on 15 going up: B15..B20 (B19, B20 twice), R15 and the yellows.
    assert numbers.unseen == 64 - len(view["hand"]) - len(view["pile"])
    assert numbers.playable == len(lesson.playable_cards(lesson.unseen_cards(view), numbers.value, numbers.direction))
    assert (numbers.value, numbers.direction, numbers.unseen, numbers.playable, numbers.next_hand) == (15, UP, 48, 17, 2)
    assert numbers.chance == 1 - Fraction(math.comb(31, 2), math.comb(48, 2)) == Fraction(221, 376)
    assert lesson.moments(numbers.draws)[0] == Fraction(49, 18), "the stock of 44 outlasts the 31 unplayable cards"
    # Only the view counts: the same position with the hidden cards dealt again gives the same numbers.
    twin = state.redeal_hidden(state.current_player, random.Random(1))
    assert lesson.position_numbers(twin) == numbers
    sampled, drawn = lesson.simulate_position(state, samples=1500, seed=2)
    assert lesson.chance_z(numbers.chance, sampled) < SIGMAS and lesson.mean_z(numbers.draws, drawn) < SIGMAS
    # ... and a chance computed as if the next player held 3 cards strays.
    assert lesson.chance_z(lesson.at_least_one(48, 17, 3), sampled) > SIGMAS


def test_the_dealt_lesson_runs_again_with_the_players_games_and_seed_chosen():
    runner = click_run(yoyo_lesson.dealt_lesson(games=400, seed=1, players=4))
    assert runner.data["ok"]
    runner.controls["players"].value = 2
    runner.controls["games"].value = 600
    runner.controls["seed"].value = 3
    runner.button.click()
    assert runner.data["positions"] == lesson.dealt_positions(600, 3, 2) and runner.data["ok"]
    text, figure, verdict = runner.results.children
    assert "2 joueurs" not in text.value and f"In {len(runner.data['positions'])} deals" in text.value
    page = rules_pages.page_language(i18n.default_language())
    assert f'href="rules/yoyo.{page}.html#y6"' in text.value and bytes(figure.value).startswith(b"\x89PNG")
    assert verdict.value.startswith("<p><b>✓")


@pytest.mark.parametrize("lang, page", [("fr", "en"), ("en", "fr"), (None, "fr")])
def test_the_real_game_lessons_speak_the_language_given_else_the_page_s(lang, page, monkeypatch):
    monkeypatch.setattr(i18n, "_page_language", page)
    shown = lang or page
    position = click_run(yoyo_lesson.position_lesson(samples=400, seed=1, lang=lang))
    text, table, figure, verdict = position.results.children
    for html, french, english in ((text.value, "Une vraie partie", "A real game"), (table.value, "cas redistribués",
                                                                                 "worlds dealt again")):
        assert (french in html) == (shown == "fr") and (english in html) == (shown == "en"), (lang, html[:200])
    assert "221/376" in text.value and "49/18" in text.value and position.data["ok"]
    dealt = click_run(yoyo_lesson.dealt_lesson(games=200, lang=lang))
    text = figure_text(yoyo_lesson.dealt_figure(dealt.data["positions"], lang))
    assert ("donnes distribuées" in text) == (shown == "fr") and ("dealt deals" in text) == (shown == "en")
    options = " ".join(name for name, _ in dealt.controls["players"].options)
    assert ("4 joueurs" in options) == (shown == "fr") and ("4 players" in options) == (shown == "en")



# --- French and English, counts and numbers (issue 24) --------------------------------------------------------------

def language_faults(html, lang):
    """The language check's faults (decimal points and minus signs in French, « 1 cartes », "1 cards", markup...)."""
    from cardlib.text import language_check
    return [f"{fault.kind}: {fault.pattern}" for fault in language_check.text_faults(html, lang)]


def test_the_answers_write_their_fractions_and_counts_in_each_language():
    data = yoyo_lesson.chance_data(10, UP, 1, 200, 1)
    french, english = (yoyo_lesson.answer_html(data, lang) for lang in ("fr", "en"))
    assert "Une main de 1 carte tirée" in french and "Bloqué avec cette carte" in french
    assert "A hand of 1 card drawn" in english and "Stuck with this card" in english
    assert "sur les 64 cartes d'un jeu neuf, 30 peuvent y être posées" in french
    assert "of the 64 cards of a fresh deck, 30 can be laid on it" in english
    # (N + 1)/(k + 1) counts the playable card itself (64/31 here, a hand of 1 card): the texts say so
    assert "le nombre moyen de cartes piochées, la première carte posable comprise, serait (63 + 1) / (30 + 1)" in french
    assert "the mean number of cards drawn, the first playable one included, would be (63 + 1) / (30 + 1)" in english
    assert "15/32 = 0,4688" not in french and "15/32 ≈ 0,4688" in french and "15/32 ≈ 0.4688" in english
    assert language_faults(french, "fr") == [] and language_faults(english, "en") == []
    assert french.count("(règle <a") == 3 and english.count("(rule <a") == 3, "a rule id alone reads as a card (Y3)"
    table = yoyo_lesson.answer_table(data, "fr")
    cells = table.split("</style>")[1].replace("\u202f", " ")
    assert "15/32 ≈ 0,4688" in cells and "(95 %)" in cells and language_faults(cells, "fr") == []
    assert "(95%)" in yoyo_lesson.answer_table(data, "en") and "0.4688" in yoyo_lesson.answer_table(data, "en")
    assert yoyo_lesson.fraction_text(Fraction(58, 27), "fr") == "58/27 ≈ 2,1481"
    assert yoyo_lesson.fraction_text(Fraction(-1, 3), "fr") == "−1/3 ≈ −0,3333"


def test_the_real_game_names_its_counts_in_words_and_its_numbers_per_language():
    state = lesson.game_position()
    numbers = lesson.position_numbers(state)
    french, english = (yoyo_lesson.position_html(state, numbers, lang) for lang in ("fr", "en"))
    assert "Une vraie partie à 3 joueurs" in french and "A real game with 3 players" in english
    assert f"Il n'a pas vu {numbers.unseen} cartes" in french and f"dont {numbers.playable} posables" in french
    assert f"{numbers.playable} of them playable" in english
    assert "221/376 ≈ 0,5878" in french and "221/376 ≈ 0.5878" in english and "49/18 ≈ 2,7222" in french
    assert "la pile montre la carte" in french and "(monte)" in french or "(descend)" in french
    assert language_faults(french, "fr") == [] and language_faults(english, "en") == []


def test_a_single_dealt_game_is_counted_in_the_singular():
    positions = lesson.dealt_positions(3, 1, 2)[:1]
    runner = yoyo_lesson.dealt_lesson(games=200, lang="fr")
    data = {"positions": positions, "z": (0.5, 0.25), "games": 1, "ok": True}
    text, figure, verdict = runner.show(data)          # the figure as a drawing (widgets.figures.is_drawing)
    could = positions[0].next_can_play
    assert f"Sur 1 donne (1 donne en tout, moins celles" in text and f"a pu jouer {int(could)} fois" in text
    assert "1 donne à 2 joueurs, vue après la première carte" == figure().get_suptitle()
    assert language_faults(text, "fr") == [] and "0,5" in verdict
    english, figure, _ = yoyo_lesson.dealt_lesson(games=200, lang="en").show(data)
    assert "In 1 deal (1 deal in all, less" in english and ("1 time;" in english or "0 times;" in english)
    assert figure().get_suptitle() == "1 deal with 2 players, seen after the first card"
    assert language_faults(english, "en") == []


def test_the_figures_write_their_axes_numbers_in_the_page_language():
    from widgets.figures import png_bytes
    data = yoyo_lesson.chance_data(10, UP, 7, 200, 1)
    for lang, point in (("fr", ","), ("en", ".")):
        figure = yoyo_lesson.piles_figure(data, lang)
        png_bytes(figure)
        ticks = [t.get_text() for axes in figure.axes for t in axes.get_yticklabels()]
        decimals = [t for t in ticks if "," in t or "." in t]
        assert decimals and all(point in t for t in decimals), (lang, ticks)
        legend = " ".join(t.get_text() for t in figure.axes[0].get_legend().get_texts())
        assert ("simulation (95 %)" if lang == "fr" else "simulation (95%)") in legend.replace("\u202f", " ")
    figure = yoyo_lesson.draws_figure(data["draws"], data["drawn"], UP, yoyo_lesson.stuck_title(data), "fr")
    png_bytes(figure)
    legend = " ".join(t.get_text() for t in figure.axes[0].get_legend().get_texts())
    assert "moyenne exacte 1,871" in legend and language_faults(legend, "fr") == []


# --- predict, then check (issue 11) ---------------------------------------------------------------------------

def first_outcomes(chunks, count):
    """The first ``count`` outcomes of a chunked simulation."""
    seen = []
    while len(seen) < count:
        seen += next(chunks)
    return seen[:count]


def test_the_chunked_simulations_converge_to_the_exact_answers_and_are_the_lessons_own():
    for value, direction, hand in ((20, UP, 7), (10, UP, 3), (5, DOWN, 12)):
        hands = first_outcomes(lesson.hand_chunks(value, direction, hand, seed=3), 4000)
        exact = lesson.can_play_chance(DECK, value, direction, hand)
        assert lesson.chance_z(exact, lesson.Sampled(4000, sum(hands))) < 4
        draws = first_outcomes(lesson.stuck_chunks(value, direction, hand, seed=3), 4000)
        assert lesson.mean_z(lesson.stuck_draws(value, direction, hand), draws) < 4
    # A stuck player drawn one at a time is the same as simulate_stuck_draws's (same generator, same order).
    draw, rng = lesson.stuck_player(10, UP, 7), random.Random(5)
    assert tuple(draw(rng) for _ in range(300)) == lesson.simulate_stuck_draws(10, UP, 7, samples=300, seed=5)
    assert first_outcomes(lesson.hand_chunks(10, UP, seed=9), 70) == first_outcomes(lesson.hand_chunks(10, UP, seed=9), 70)
    with pytest.raises(ValueError, match="cannot be stuck"):
        lesson.stuck_chunks(1, UP, hand=30)


def test_the_pile_question_computes_nothing_before_a_click_and_follows_the_pile():
    from widgets.yoyo.lesson import PileQuestion

    shown = PileQuestion(pace=0)
    predict = shown.predict
    assert predict.exact is None and predict.runs == 0 and predict.curve == [] and predict.run_button.disabled
    assert "10 ↑" in predict.prompt.value
    predict.guess_control.value = 0.9
    predict.check_button.click()
    assert predict.exact == Fraction(21407, 21594) and "21407/21594" in predict.answer.value
    predict.run_button.click()
    assert predict.curve[-1].games == 4000 and abs(predict.curve[-1].estimate - 21407 / 21594) <= predict.curve[-1].half
    shown.value.value = 20
    assert not predict.checked and predict.curve == [] and "20 ↑" in predict.prompt.value
    predict.check_button.click()
    assert predict.exact == Fraction(72861953, 77652024)
    shown.direction.value = DOWN
    shown.value.value = 1
    predict.check_button.click()
    assert predict.exact == Fraction(72861953, 77652024)           # the symmetry: 20 up is 1 down
    shown.hand.value = 1
    predict.check_button.click()
    assert predict.exact == Fraction(20, 64)
    shown.quantity.value = "draws"
    shown.hand.value = 7
    shown.direction.value = UP
    shown.value.value = 10
    assert predict.guess_control.min == 1 and not predict.checked
    predict.check_button.click()
    assert predict.exact == Fraction(58, 31) == lesson.expected_draws(57, 30)
    predict.run_button.click()
    assert abs(predict.curve[-1].estimate - 58 / 31) <= predict.curve[-1].half


def test_the_self_check_answers_are_what_the_lesson_computes():
    from widgets.yoyo.lesson import SELF_CHECKS, fraction_text, self_check

    worst, symmetry, draws = SELF_CHECKS
    chances = lesson.fresh_chances(7)
    lowest = min(chances.values())
    assert {pile for pile, p in chances.items() if p == lowest} == {(20, UP), (1, DOWN)}
    def english(key):
        return i18n.page_text(key, "en")

    assert english(worst.options[worst.answer]) == "20 going up" and lesson.playable_counts()[(20, UP)] == 20
    assert f"{lowest.numerator}/{lowest.denominator}" in english(worst.explanation)
    ten = chances[(10, UP)]
    assert f"{ten.numerator}/{ten.denominator}" in english(worst.explanation)
    assert fraction_text(ten, "en").endswith("0.9913")
    assert chances[(10, UP)] == chances[(11, DOWN)]
    assert english(symmetry.options[symmetry.answer]) == "Exactly the same chance"
    k = lesson.playable_counts()[(10, UP)]
    assert k == 30 and lesson.expected_draws(64 - 7, k) == Fraction(58, 31)
    assert english(draws.options[draws.answer]) == f"About {float(Fraction(58, 31)):.1f}"
    assert "58/31" in english(draws.explanation)
    shown = self_check()
    shown.questions[1].answer(0)
    assert "✗" in shown.questions[1].feedback.value and shown.score == (0, 1)


def test_a_table_without_a_corner_title_has_no_empty_header_cell():
    """axe-core's empty-table-header: the position question's table has nothing to say in its corner."""
    from fractions import Fraction
    table = yoyo_lesson.exact_table("", "worlds", ("P(can play)", Fraction(1, 2)), lesson.Sampled(100, 48),
                                    {1: Fraction(1)}, [1, 1], (0.4, 0.0), "en")
    assert "<th></th>" not in table and table.count("<th>") == 3
    titled = yoyo_lesson.exact_table("10 ↑", "worlds", ("P(can play)", Fraction(1, 2)), lesson.Sampled(100, 48),
                                     {1: Fraction(1)}, [1, 1], (0.4, 0.0), "en")
    assert "<th>10 ↑</th>" in titled and titled.count("<th>") == 4
