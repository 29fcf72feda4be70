"""The Yozu widgets driven from Python (no browser): grid clicks, Z4 refusals, keep and swap, the
Oracle's reveal choice, the constraint panel and its Oracle model, the hint, undo, new game, slider,
language, and the renderer. Assertions read the real outputs: the table's markup, the record, the
explanation area and the panel.

Positions are dealt from scripted decks (top first): the first ``players`` cards go face up to
players 0, 1, ...; the Oracle then draws the next two. Tests of the panel against the real
deduction import ``cardlib.yozu.deduction`` lazily and are skipped while it does not exist; the
others use a small stand-in with the same API.
"""

import random
import re
from fractions import Fraction
from html import unescape as html_unescape

import pytest

import cardlib
from layout_helpers import assert_still_and_compact_layout
from cardlib.text import i18n
from cardlib.yozu import NAMES, deck_with
from widgets.yozu import table as yozu_widgets
from widgets.yozu import render as yozu_render
from widgets.yozu import YozuTable, cards_picture, constraints_picture, picture, why
from widgets.table import seat_names


def unescape(markup):
    """The text of ``markup`` with its entities read, and French typography's no-break spaces (before « : »,
    « ; », « ! », « % », inside « ») as plain spaces, for comparing with sentences written plainly here."""
    return html_unescape(markup).replace("\u00a0", " ").replace("\u202f", " ")

CELL = re.compile(r'<div class="yz-cell s-\w+ (playable|refused)" data-action="(guess [a-z]+:[a-z]+)"')
CLICKABLE = re.compile(r'<div class="([^"]*)"(?: data-card="[^"]*")? data-action="([^"]+)"')


# Four players show Spring Panda, Summer Carp, Autumn Dragonfly, Winter Tiger; the Oracle holds
# Winter Panda and Summer Tiger (the leaflet's example of a turn).
DECK4 = deck_with("panda:spring", "carp:summer", "dragonfly:autumn", "tiger:winter", "panda:winter", "tiger:summer")
# Two players (the learning mode): the human guesses every time, the Oracle (player 2) holds the same two cards.
DECK2 = deck_with("panda:spring", "carp:summer", "panda:winter", "tiger:summer")


def cells(markup):
    """{guess action: 'playable' | 'refused'} of the guess grid."""
    return {action: status for status, action in CELL.findall(markup)}


def clickable(markup):
    """{action: class} of every clickable element of the table."""
    return {action: cls for cls, action in CLICKABLE.findall(markup)}


def zone(markup, name):
    """The HTML of one zone of the table ('oracle-zone', 'turn-zone', 'guess-zone', 'seats-zone', ...)."""
    start = markup.index(f'<div class="yz-zone {name}')
    rest = markup[start + 1:]
    end = rest.find('<div class="yz-zone')
    return markup[start:start + 1 + end] if end >= 0 else markup[start:]


def two_player(**kwargs):
    """Two players, the human (seat 0) guessing against the Oracle (seat 1)."""
    kwargs.setdefault("lang", "en")
    return YozuTable.from_deck(DECK2, players=2, first_player=1, **kwargs)


def four_player(moves=(), first_player=3, **kwargs):
    kwargs.setdefault("lang", "en")
    return YozuTable.from_deck(DECK4, moves, players=4, first_player=first_player, **kwargs)


def after(table, k):
    """The teacher's view after the first ``k`` moves of the table's game."""
    return cardlib.replay(table.record, upto=k).view(None)


class FakeDeduction:
    """A stand-in for a ``cardlib.yozu.deduction`` posterior: the Oracle holds one of two pairs."""

    def __init__(self, view, model):
        self.model = model
        self.seen_view = view
        self.pairs = {("panda:winter", "tiger:summer"): Fraction(3, 4), ("carp:winter", "tiger:summer"): Fraction(1, 4)}
        self.revealed = [g["revealed"] for g in view["guesses"] if g["answer"] == "reveal"]
        self.restriction = view["restriction"]

    def cards(self):
        out = {name: Fraction(0) for name in NAMES}
        for pair, p in self.pairs.items():
            for card in pair:
                out[card] += p
        return out

    def card(self, name):
        return self.cards()[name]

    def elements(self):
        out = {}
        for element in ("panda", "carp", "dragonfly", "tiger", "spring", "summer", "autumn", "winter"):
            out[element] = sum((p for pair, p in self.pairs.items()
                                if any(element in card.split(":") for card in pair)), Fraction(0))
        return out

    def hit(self, guess):
        return self.card(guess)

    def information(self, guess):
        return {"tiger:summer": 0.0, "panda:winter": 0.81}.get(guess, 0.1)

    def allowed(self):
        return [n for n in NAMES if self.restriction is None or self.restriction not in n.split(":")]

    def best_guess(self, by="hit"):
        score = self.hit if by == "hit" else self.information
        return max(((n, score(n)) for n in self.allowed()), key=lambda item: item[1])


class FakeModule:
    MODELS = ("random", "hide")

    def __init__(self):
        self.calls = []

    def posterior(self, view, model="random"):
        self.calls.append((view, model))
        if view["is_over"]:
            raise ValueError("no turn in progress")
        return FakeDeduction(view, model)


@pytest.fixture
def fake(monkeypatch):
    """Replace the deduction module by the stand-in (for tests of the widget's wiring, not of the deduction)."""
    module = FakeModule()
    monkeypatch.setattr(yozu_widgets, "deduction_module", lambda: module)
    return module


# --- playing by clicking -----------------------------------------------------------------
def test_clicking_a_grid_cell_plays_the_guess_and_the_bots_answer():
    table = four_player()
    assert table.moves == [] and table.state.current_player == 0
    assert cells(table.canvas.markup)["guess dragonfly:spring"] == "playable"
    assert len(cells(table.canvas.markup)) == 16
    table.canvas.click("guess dragonfly:spring")
    assert table.moves[0] == "guess dragonfly:spring"
    assert len(table.moves) >= 3, "the bots guessed before the human's next decision"
    assert all(m.startswith(("guess", "reveal", "nothing", "keep", "swap")) for m in table.moves[1:])
    assert table.state.current_player in (0, None)
    assert table.moves[1] == "nothing", "the Oracle answers every guess that finds no card (Z5)"
    first = after(table, 2)
    assert first["guesses"] == [{"player": 0, "guess": "dragonfly:spring", "answer": "nothing", "revealed": None}]
    log = unescape(table.log_box.value)
    assert "Player 1 (you) guesses Spring Dragonfly." in log and "The Oracle answers “Nothing”." in log
    assert "Player 2 guesses" in log
    assert table.explanation_text == ""
    assert table.record["moves"] == table.moves


def test_the_turn_zone_lists_the_guesses_with_their_answers():
    table = four_player(["guess panda:summer", "reveal summer", "guess tiger:spring"], first_player=1)
    table.play_pending()              # as when the front end has drawn the table
    turn = unescape(zone(table.canvas.markup, "turn-zone"))
    assert "Player 3 guessed" in turn and 'data-card="panda:summer"' in turn and "★ ▲ Summer revealed" in turn
    assert "Player 4 guessed" in turn and "★ ✚ Tiger revealed" in turn
    assert "⊘ Next guess may not name ✚ Tiger (rule Z4: it was just revealed)." in turn


def test_an_identical_pair_is_shown_in_the_turn_zone():
    table = YozuTable.from_deck(deck_with(*["panda:spring", "carp:summer", "dragonfly:autumn", "tiger:winter",
                                      "carp:autumn", "carp:autumn"]), players=4, first_player=3, lang="en")
    assert table.state.view(0)["shown_pairs"] == ["carp:autumn"]
    turn = unescape(zone(table.canvas.markup, "turn-zone"))
    assert "Z3: identical pair shown to all, then shuffled back:" in turn
    assert turn.count('data-card="carp:autumn"') == 2
    assert "Deck: 26 cards" in zone(table.canvas.markup, "oracle-zone")


def test_what_your_guess_got_and_what_the_others_did_stays_on_the_table():
    """Issue 7 point 8: after the human's guess the bots play on, possibly into the next turn; the
    table still says, above the picture, what the guess got and what everyone did since."""
    table = YozuTable(players=4, seed=5, lang="en", bots="random", first_player=1)
    table.play_pending()              # as when the front end has drawn the table
    keys = set()
    for _ in range(40):
        if table.state.is_over or table.state.current_player != 0 or table.state.phase != "guess":
            break
        guess = sorted(a for a, status in cells(table.canvas.markup).items() if status == "playable")[0]
        table.canvas.click(guess)
        recent = table.since_your_move()
        assert recent[0].player == 0 and recent[0].move == guess
        box = re.search(r'<div class="cardgames-recent".*?</ol></div>', table.canvas.markup, re.S).group(0)
        shown = [unescape(e) for e in re.findall(r"<li>(.*?)</li>", box)]
        assert shown == [i18n.translate(m, "en", table.names()) for move in recent for m in move.log]
        assert shown[0].startswith("Player 1 (you) guesses")
        assert "Since your last move" in box
        answered = [m.key for m in recent[0].log] + [m.key for m in (recent[1].log if len(recent) > 1 else ())]
        assert {"yozu.found", "yozu.nothing", "yozu.reveal"} & set(answered), "what the guess got is listed"
        keys |= {m.key for move in recent[1:] for m in move.log}
        if {"yozu.oracle_places", "yozu.guess"} <= keys and ({"yozu.keep", "yozu.swap"} & keys):
            break
    assert {"yozu.guess", "yozu.oracle_places"} <= keys and ({"yozu.keep", "yozu.swap"} & keys), \
        "others' guesses, finds kept or swapped and the Oracle's placed card were all shown"


def test_a_refused_cell_shows_the_z4_reason_and_changes_nothing():
    table = four_player(["guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger"], first_player=1)
    assert table.state.current_player == 0 and table.state.restriction == "tiger"
    grid = cells(table.canvas.markup)
    assert {a for a, s in grid.items() if s == "refused"} == {f"guess tiger:{s}" for s in
                                                                ("spring", "summer", "autumn", "winter")}
    before_markup, before_record = table.canvas.markup, table.record
    table.canvas.click("guess tiger:summer")
    text = table.explanation_text
    assert "Z4: Tiger was just revealed; name another animal." in text
    assert str(table.state.explain("guess tiger:summer")) in text
    assert table.record == before_record and table.canvas.markup == before_markup
    table.canvas.click("guess carp:winter")
    assert table.moves[4] == "guess carp:winter" and table.explanation_text == ""


def test_keep_puts_the_found_card_in_the_humans_display():
    table = four_player(["guess tiger:summer"])
    markup = table.canvas.markup
    assert "You found Summer Tiger!" in unescape(markup)
    actions = clickable(markup)
    assert actions["keep"] == "yz-action keep playable"
    swaps = sorted(a for a in actions if a.startswith("swap"))
    assert swaps == ["swap 1 carp:summer", "swap 2 dragonfly:autumn", "swap 3 tiger:winter"]
    assert "swap 0 panda:spring" not in actions, "the human's own cards are not swappable"
    assert not cells(markup), "no guess grid while placing"
    table.canvas.click("keep")
    assert table.moves[1] == "keep"
    displays = after(table, 2)["displays"]
    assert displays[0] == ["panda:spring", "tiger:summer"]
    assert displays[3] == ["tiger:winter", "panda:winter"], "the Oracle placed the other card (Z6)"


def test_swap_exchanges_the_found_card_with_another_display():
    table = four_player(["guess tiger:summer"])
    table.canvas.click("swap 0 panda:spring")          # not offered: the reason is shown
    assert "Z6" in table.explanation_text and table.moves == ["guess tiger:summer"]
    table.canvas.click("swap 2 dragonfly:autumn")
    assert table.moves[1] == "swap 2 dragonfly:autumn"
    displays = after(table, 2)["displays"]
    assert displays[0] == ["panda:spring", "dragonfly:autumn"]
    assert displays[2] == ["tiger:summer"]


def test_the_human_oracle_chooses_what_to_reveal():
    table = four_player(["guess panda:summer"], first_player=0)
    markup = table.canvas.markup
    assert table.state.current_player == 0 and table.state.phase == "answer"
    assert set(clickable(markup)) == {"reveal panda", "reveal summer"}
    oracle = zone(markup, "oracle-zone")
    assert 'data-card="panda:winter"' in oracle and 'data-card="tiger:summer"' in oracle    # face up for the Oracle
    assert "Only you, the Oracle, see them." in unescape(oracle)
    assert "You are the Oracle: Player 2 guessed Summer Panda" in unescape(markup)
    table.canvas.click("reveal summer")
    assert table.moves[:2] == ["guess panda:summer", "reveal summer"]
    assert after(table, 2)["restriction"] == "summer"
    assert "The Oracle reveals Summer." in unescape(table.log_box.value)


def test_the_human_oracles_forced_answer_is_given_at_once_and_shown():
    """Z5 (decision): the engine makes every answer the Oracle's move; when the human Oracle's cards
    allow one answer only, the table gives it without a click, says so, and undo goes past it."""
    table = four_player(first_player=0)                 # the human is the Oracle: panda:winter, tiger:summer
    table.play_pending()                                # as when the front end has drawn the table
    moves = table.moves
    answers = [k for k, m in enumerate(moves) if m.startswith(("reveal", "nothing"))]
    assert answers, "the bots guessed and the human's answers were given"
    assert table.state.current_player != 0 or table.state.phase != "answer" or \
        len(table.state.legal_actions()) == 2, "the table waits for the human only for a real choice"
    state = cardlib.replay(table.record, upto=answers[0])
    assert state.current_player == 0 and len(state.legal_actions()) == 1
    assert str(state.legal_actions()[0]) == moves[answers[0]]
    text = table.explanation_text
    assert "your cards allowed one answer only, given at once" in text
    log = unescape(table.log_box.value)
    assert "The Oracle reveals" in log or "The Oracle answers “Nothing”." in log
    table.set_language("fr")
    assert "vos cartes ne permettaient qu'une réponse, donnée aussitôt" in table.explanation_text


def test_on_screen_the_forced_answers_are_still_given_between_the_bots_moves_drawn_one_by_one():
    """With a front end (one bot move per picture drawn), a human Oracle's forced answer is still given
    without a click: the table never waits for a person who has no choice."""
    table = four_player(first_player=0, bots="random")
    for _ in range(60):
        if not table.bots_pending:
            break
        table.canvas.drawn(table.move_number, table._deal)
    assert not table.bots_pending
    assert any(m.startswith(("reveal", "nothing")) for m in table.moves), "an answer was given"
    assert table.state.current_player != 0 or table.state.phase != "answer" or \
        len(table.state.legal_actions()) > 1, "the table waits for the human only for a real choice"


def test_a_forced_answer_is_not_a_decision_for_undo():
    # Player 2 (a bot) names Autumn Dragonfly: neither element is on the human Oracle's cards.
    table = four_player(["guess dragonfly:autumn"], first_player=0, bots="random")
    assert table.moves[:2] == ["guess dragonfly:autumn", "nothing"]
    assert "given at once" in table.explanation_text
    human_moves = [table.moves[k] for k, player in enumerate(table._movers) if player == 0]
    assert human_moves and all(m.startswith(("reveal", "nothing")) for m in human_moves)
    assert table._undo_target() is None, "only forced answers so far: no decision of the human to go back to"


def test_the_oracles_cards_are_face_down_for_the_guessers():
    table = four_player()
    oracle = zone(table.canvas.markup, "oracle-zone")
    assert oracle.count('class="yz-card back"') == 2
    assert "Player 4 holds 2 cards, face down." in unescape(oracle)
    assert "Deck: 26 cards" in oracle
    still = picture(table.state, 0, "en").data
    assert "panda:winter" not in still and "Winter Panda" not in still
    teacher = zone(picture(table.state, None, "en").data, "oracle-zone")
    assert 'data-card="panda:winter"' in teacher and "face up for the teacher" in teacher


# --- the constraint panel, its model and the hint -------------------------------------------
def test_the_panel_is_drawn_from_the_public_view_and_follows_the_model_toggle(fake):
    table = four_player(["guess panda:summer"], first_player=0)        # the human is the Oracle
    view, model = fake.calls[-1]
    assert model == "random" and "hand" not in view, "the panel shows what the guessers can deduce"
    panel = unescape(table.constraints.value)
    assert 'data-model="random"' in panel and "You are the Oracle" in panel
    table.model_buttons.value = "hide"
    assert table.model == "hide" and fake.calls[-1][1] == "hide"
    assert 'data-model="hide"' in table.constraints.value
    assert "reveals the one that gives away less" in unescape(table.constraints.value)
    table.set_model("random")
    assert table.model_buttons.value == "random" and 'data-model="random"' in table.constraints.value
    with pytest.raises(ValueError, match="Oracle model"):
        table.set_model("clairvoyant")


def test_the_panel_changes_after_an_answer():
    deduction = pytest.importorskip("cardlib.yozu.deduction")
    table = two_player()
    before = table.constraints.value
    assert 'data-card="dragonfly:autumn"' in before and "zero" not in re.search(
        r'<td class="([^"]*)" data-card="dragonfly:autumn"', before).group(1)
    table.canvas.click("guess dragonfly:spring")          # neither dragonfly nor spring: "nothing"
    assert table.state.current_player == 0, "at two players the human guesses again"
    panel = table.constraints.value
    assert panel != before
    for card in ("dragonfly:autumn", "carp:spring", "tiger:spring"):
        assert re.search(rf'<td class="zero[^"]*" data-card="{card}"', panel), card
    view = yozu_widgets.public_view(table.state.view(0))
    expected = yozu_render.render_constraints(deduction.posterior(view, model="random"), table.state.view(0), "en")
    assert panel == expected


def test_the_panel_follows_the_model_with_the_real_deduction():
    deduction = pytest.importorskip("cardlib.yozu.deduction")
    assert tuple(deduction.MODELS) == yozu_widgets.MODELS
    table = two_player()
    table.canvas.click("guess panda:summer")      # both on the Oracle's cards: the Oracle bot chooses
    view = table.state.view(0)
    panels = {}
    for model in ("hide", "random"):
        table.model_buttons.value = model
        expected = yozu_render.render_constraints(
            deduction.posterior(yozu_widgets.public_view(view), model=model), view, "en")
        assert table.constraints.value == expected
        panels[model] = table.constraints.value
    assert panels["hide"] != panels["random"]


def test_the_hint_names_an_allowed_guess_and_says_why(fake):
    table = two_player()
    table.canvas.click("guess tiger:spring")        # tiger is on the Oracle's cards, spring is not: tiger revealed
    assert table.state.restriction == "tiger"
    table.hint_button.click()
    text = table.explanation_text
    assert "Tiger may not be named (rule Z4), so only 12 cards may be guessed." in text
    assert "Best chance of finding a card: Winter Panda." in text
    assert "probability 3/4 = 75%: exactly 3 chances in 4." in text
    assert "2 pairs of cards are still possible" in text
    table.set_language("fr")
    french = table.explanation_text
    assert "Plus grande probabilité de trouver une carte : Panda d'Hiver." in unescape(french)
    assert "exactement 3 chances sur 4" in french
    assert "Indice du robot search : proposer " in unescape(french), "the bot's move in words, as the grid says it"
    for notation in ("guess", "reveal", "nothing", "keep", "swap", "dragonfly", "spring", "tiger", "summer"):
        assert not re.search(rf"\b{notation}\b", french), f"notation in the French hint: {notation}"
    assert not re.search(r"\d\.\d", french), "a decimal point in the French hint"
    table.canvas.click("guess panda:spring")
    assert table.explanation_text == "", "the hint goes away once a move is played"


def test_the_hint_with_the_real_deduction_is_an_allowed_guess():
    deduction = pytest.importorskip("cardlib.yozu.deduction")
    table = two_player()
    table.canvas.click("guess tiger:spring")
    table.hint()
    d = deduction.posterior(yozu_widgets.public_view(table.state.view(0)), model="random")
    hit, _ = d.best_guess(by="hit")
    info, _ = d.best_guess(by="information")
    assert hit in d.allowed() and info in d.allowed() and "tiger" not in hit
    text = table.explanation_text
    assert f"Best chance of finding a card: {i18n.card_name(hit, 'en')}." in text
    if info != hit:
        assert f"Most informative guess: {i18n.card_name(info, 'en')}." in text
    assert "bits" in text or "best both ways" in text


def test_the_hint_outside_a_guess_gives_the_bots_advice_only(fake):
    table = four_player(["guess tiger:summer"])       # the human must keep or swap
    table.hint()
    text = table.explanation_text
    assert text.startswith("Hint from the ") and table.hinted_move in table.state.view(0)["legal_actions"]
    assert "pairs of cards are still possible" not in text, "no guess to make: the deduction adds nothing"


def test_the_oracles_hint_says_what_each_answer_gives_away():
    deduction = pytest.importorskip("cardlib.yozu.deduction")
    # Winter was revealed to Player 2; Player 3 names Summer Panda: the Oracle (the human) holds both.
    table = four_player(["guess carp:winter", "reveal winter", "guess panda:summer"], first_player=0)
    assert table.state.phase == "answer" and table.state.current_player == 0
    table.hint_button.click()
    text = table.explanation_text
    assert "If you reveal Panda, 17 pairs of cards stay possible for the guessers." in text
    assert "If you reveal Summer, 9 pairs of cards stay possible for the guessers." in text
    assert "Revealing Panda gives away less" in text
    assert deduction.reveal_chances(table.state.view(0), "hide") == {"panda": 1, "summer": 0}
    table.canvas.click("reveal panda")
    assert table.moves[3] == "reveal panda" and "If you reveal" not in table.explanation_text


def test_the_panel_says_when_the_answers_contradict_the_model(monkeypatch):
    class Contradicted:
        MODELS = ("random", "hide")

        @staticmethod
        def posterior(view, model="random"):
            raise ValueError("these answers are impossible under the model")

    table = two_player()
    assert "could not have given these answers" not in table.constraints.value
    monkeypatch.setattr(yozu_widgets, "deduction_module", lambda: Contradicted)
    table.set_model("hide")
    assert "could not have given these answers: try the other model" in table.constraints.value


# --- undo, new game, slider, language --------------------------------------------------------
def test_undo_goes_back_to_the_humans_previous_guess_and_stops_at_the_scripted_start():
    table = four_player(["guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger"], first_player=1)
    assert table.undo_button.disabled
    table.canvas.click("guess carp:winter")
    assert len(table.moves) > 4
    markup_after = table.canvas.markup
    table.undo_button.click()
    assert table.moves == ["guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger"]
    assert table.state.current_player == 0 and table.state.restriction == "tiger"
    assert "Back to your previous decision." in table.explanation_text
    assert cells(table.canvas.markup)["guess tiger:autumn"] == "refused"
    assert table.canvas.markup != markup_after
    assert table.undo_button.disabled


def test_undo_at_two_players_replays_the_same_deck():
    table = two_player()
    table.canvas.click("guess dragonfly:spring")
    table.canvas.click("guess carp:autumn")
    table.undo()
    assert table.moves[0] == "guess dragonfly:spring" and len(table.moves) == 2    # and the Oracle's answer
    assert table.record["deck"] == DECK2, "the scripted deck is kept in the record, so undo replays it"
    table.undo()
    assert table.moves == []


def test_new_game_with_a_seed_shuffles_and_shows_the_seed():
    table = YozuTable(seed=3, lang="en")
    assert table.players == 4 and table.bot_names == [None, "greedy", "greedy", "greedy"]
    table.seed_box.value = 1234
    table.new_button.click()
    assert table.state.seed == 1234 and table.record["seed"] == 1234 and table.seed_box.value == 1234
    assert "1234" in table.explanation_text
    again = YozuTable(seed=1234, lang="en")
    assert again.moves == table.moves
    assert re.sub(r'data-deal="\d+"', '', again.canvas.markup) == re.sub(r'data-deal="\d+"', '', table.canvas.markup)
    scripted = two_player()
    scripted.new_game(99)
    assert scripted.record["deck"] is None, "the scripted deck dealt the first game only"
    assert scripted.state.seed == 99


def test_the_slider_shows_a_past_position_and_the_panel_follows(fake):
    table = two_player()
    table.canvas.click("guess dragonfly:spring")
    table.canvas.click("guess carp:autumn")
    n = len(table.moves)
    assert table.slider.max == n == table.slider.value
    table.show_move(0)
    assert table.viewing_past
    assert "data-action" not in table.canvas.markup
    assert f"after move 0 of {n}" in table.explanation_text
    assert fake.calls[-1][0]["guesses"] == [], "the panel shows the past position"
    table.show_move(1)
    assert "Player 1 (you) guessed" in unescape(zone(table.canvas.markup, "turn-zone"))
    table.canvas.click("guess tiger:winter")       # a click on an old picture brings the table back
    assert not table.viewing_past and len(table.moves) == n
    assert cells(table.canvas.markup)


def test_french_labels_table_panel_and_log(fake):
    table = two_player()
    table.canvas.click("guess dragonfly:spring")
    table.set_language("fr")
    assert table.hint_button.description == "Indice"
    assert table.model_buttons.description == "Modèle de l'Oracle"
    assert table.model_buttons.options == (("Révèle au hasard", "random"), ("Qui cache", "hide"))
    assert table.model_buttons.value == "random" and table.model == "random"
    assert table.undo_button.description == "Annuler"
    markup = unescape(table.canvas.markup)
    assert "À vous : devinez une des deux cartes de l'Oracle." in markup
    assert "Votre proposition" in markup and "Libellule" in markup and "Printemps" in markup
    assert "Your guess" not in markup
    assert "Ce qu'on peut déduire" in unescape(table.constraints.value)
    assert "Joueur 1 (vous) propose Libellule de Printemps." in unescape(table.log_box.value)
    table.model_buttons.value = "hide"
    table.set_language("en")
    assert table.model_buttons.options == (("Reveals at random", "random"), ("Hides", "hide"))
    assert table.model_buttons.value == "hide" and table.model == "hide"


def test_a_whole_game_can_be_played_by_clicking_until_the_end(fake):
    table = YozuTable(players=3, seed=5, lang="en")
    rng = random.Random(5)
    for _ in range(400):
        if table.state.is_over:
            break
        actions = [a for a, cls in clickable(table.canvas.markup).items() if "playable" in cls.split()]
        assert actions, "the human always has something to click"
        table.canvas.click(rng.choice(actions))
    assert table.state.is_over
    markup = unescape(table.canvas.markup)
    assert "data-action" not in markup
    result = table.state.view(0)["round_result"]
    if result["draw"]:
        assert "■ Draw" in markup
    else:
        assert f"■ {result['how'].upper()}!" in markup
    assert "nothing to deduce" in table.constraints.value
    table.hint()
    assert "The game is over" in table.explanation_text


def test_table_checks_its_arguments():
    with pytest.raises(ValueError, match="unknown bot"):
        YozuTable(bots="nobody")
    with pytest.raises(ValueError, match="2 to 6"):
        YozuTable(players=7)
    with pytest.raises(ValueError, match="Oracle model"):
        YozuTable(model="psychic")
    with pytest.raises(ValueError, match="twice"):
        YozuTable(deck=DECK4[:-1] + ["panda:spring"], first_player=0)


# --- the renderer --------------------------------------------------------------------------------
def test_the_renderer_marks_refused_cells_without_relying_on_colour():
    state = cardlib.new_game("yozu", players=4, seed=0, deck=DECK4, first_player=1)
    for move in ("guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger"):
        state = state.apply(move)
    markup = yozu_render.render(state.view(0), "en")
    refused = re.search(r'<div class="yz-cell s-summer refused" data-action="guess tiger:summer" ([^>]*)>(.*?)</div></td>',
                        markup).group(1, 2)
    assert 'aria-label="Summer Tiger: not allowed now"' in refused[0]          # in words, for screen readers
    assert "⊘ not allowed" in refused[1] and "✚" in refused[1] and "▲" in refused[1]
    assert ".yz-cell.refused .words{text-decoration:line-through" in markup    # struck out ...
    assert "repeating-linear-gradient" in markup and "border-style:dashed" in markup   # ... hatched, dashed
    assert re.search(r'<th scope="row" class="row barred">.*?Tiger<span class="why">⊘ barred</span>', markup)
    playable = re.search(r'data-action="guess carp:winter" ([^>]*)>', markup).group(1)
    assert 'aria-label="guess Winter Carp"' in playable
    assert "click one to see why" in markup
    assert "▶ to guess" in markup and "☾ Oracle" in markup
    assert "data-action" not in yozu_render.render(state.view(0), "en", interactive=False)
    assert "data-action" not in yozu_render.render(state.view(2), "en"), "only the player to act gets controls"


def test_cards_show_the_animal_symbol_above_the_season_symbol_and_both_words():
    markup = cards_picture(["tiger:summer", "dragonfly:winter"], lang="en").data
    corner = re.search(r'data-card="tiger:summer".*?<span class="yz-corner"[^>]*><span>(.)</span><span>(.)</span>',
                       markup).group(1, 2)
    assert corner == ("✚", "▲")
    assert "<b>Tiger</b><span>Summer</span>" in markup and 'aria-label="Summer Tiger"' in markup
    assert "<b>Dragonfly</b><span>Winter</span>" in markup
    french = cards_picture(["tiger:summer"], lang="fr").data
    assert "<b>Tigre</b><span>Été</span>" in french and "Tigre d&#x27;Été" in french
    assert cards_picture(lang="en").data.count('class="yz-card ') == 16


def test_render_constraints_shades_crosses_and_marks():
    state = cardlib.new_game("yozu", players=2, seed=0, deck=DECK2, first_player=1).apply("guess tiger:spring")
    state = state.apply("reveal tiger")
    view = state.view(0)
    markup = yozu_render.render_constraints(FakeDeduction(view, "random"), view, "en")
    cell = re.search(r'<td class="p[^"]*" data-card="panda:winter" data-p="3/4" style="([^"]*)" title="([^"]*)"', markup)
    assert "background:hsl" in cell.group(1)
    assert unescape(cell.group(2)) == "Winter Panda: 75% chance of being in the Oracle's hand (exactly 3/4)"
    assert '<span class="pc">75%</span>' in markup and '<span class="pc">100%</span>' in markup
    zero = re.search(r'<td class="zero[^"]*" data-card="dragonfly:autumn" data-p="0" title="([^"]*)"[^>]*>'
                     r'<span class="pc">([^<]*)</span>', markup)
    assert zero.group(2) == "✗ 0%" and "impossible" in zero.group(1)
    assert ".yz-cgrid td.zero .pc{text-decoration:line-through}" in markup
    tiger = re.search(r'<th scope="row" class="row revealed barred" data-element="tiger"[^>]*>(.*?)</th>', markup).group(1)
    assert "★ revealed" in tiger and "⊘ barred next" in tiger and "100%" in tiger
    pairs = re.findall(r'<tr data-pair="([^"]+)"', markup)
    assert pairs == ["panda:winter tiger:summer", "carp:winter tiger:summer"]
    assert "2 pairs of cards still possible." in unescape(markup)
    assert "Modèle de l'Oracle : au hasard" in unescape(yozu_render.render_constraints(FakeDeduction(view, "random"), view, "fr"))


def test_percent_and_fraction_texts():
    assert yozu_render.percent(Fraction(1, 3)) == "33%" and yozu_render.percent(Fraction(1, 3), "fr") == "33\u202f%"
    assert yozu_render.percent(Fraction(1, 1000)) == "<1%" and yozu_render.percent(Fraction(999, 1000)) == ">99%"
    assert yozu_render.percent(0) == "0%" and yozu_render.percent(1) == "100%"
    assert yozu_render.fraction_text(Fraction(3, 28)) == "3/28" and yozu_render.fraction_text(Fraction(1)) == "1"
    assert yozu_widgets.odds_words(Fraction(1, 4)) == "exactly 1 chance in 4"
    assert yozu_widgets.odds_words(Fraction(3, 10), "fr") == "exactement 3 chances sur 10"
    assert yozu_widgets.odds_words(Fraction(7, 22)) == "about 1 chance in 3"
    assert yozu_widgets.odds_words(Fraction(1)) == "certain: it must be one of them"


def test_the_game_over_status_names_the_result():
    state = cardlib.new_game("yozu", players=4, seed=0, deck=DECK4, first_player=3)
    rng = random.Random(2)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    markup = unescape(yozu_render.render(state.view(0), "en"))
    result = state.view(0)["round_result"]
    if result["draw"]:
        assert "■ Draw: the deck could not give two different cards (rule Z3)" in markup
    else:
        assert f"■ {result['how'].upper()}!" in markup and f"★ {result['how'].upper()}" in markup
        assert 'class="yz-seat winner"' in markup


def test_the_match_status_names_the_maitre_du_yozu_or_a_draw():
    state = cardlib.new_game("yozu", players=3, seed=4, match=True, first_player=0)
    rng = random.Random(4)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    status = unescape(re.search(r'role="status">(.*?)</div>', yozu_render.render(view, "fr")).group(1))
    assert status.startswith(f"Manche {view['round']} · ■ ")
    if max(view["rounds_won"]):
        winners = i18n.join([f"Joueur {w + 1}" + (" (vous)" if w == 0 else "") for w in view["winners"]], "fr")
        assert f"Partie finie. Maître du Yozu : {winners}." in status.replace("\u00a0", " ")
        seats = unescape(yozu_render.render(view, "fr"))
        assert seats.count("★ Maître du Yozu") == len(view["winners"])
    # Z8: after 12 rounds, the most round wins win and ties all win: the title in the plural
    tied = {**view, "rounds_won": [1, 1, 0], "winners": [0, 1]}
    status = unescape(re.search(r'role="status">(.*?)</div>', yozu_render.render(tied, "fr")).group(1))
    assert "Partie finie. 2 Maîtres du Yozu à égalité : Joueur 1 (vous) et Joueur 2." in status.replace("\u00a0", " ")
    assert "Game over. 2 Masters of Yozu, tied: Player 1 (you) and Player 2." in unescape(yozu_render.render(tied, "en"))
    drawn = {**view, "rounds_won": [0, 0, 0], "winners": [0, 1, 2], "round_result": {"draw": True}}
    status = unescape(yozu_render.render(drawn, "en"))
    assert "■ Draw: the deck could not give two different cards (rule Z3)" in status
    assert "Game over: nobody won a round, a draw." in status and "Master of Yozu" not in status


def test_still_pictures_and_why():
    state = cardlib.new_game("yozu", players=4, seed=0, deck=DECK4, first_player=1).apply("guess panda:summer")
    markup = unescape(picture(state, 0, "fr").data)
    assert "Joueur 3 a proposé Panda d'Été ; l'Oracle, Joueur 2, répond." in markup
    assert "data-action" not in markup
    refused = unescape(why(state, "guess tiger:autumn", "fr").data)
    assert "Règle Z5 : l'Oracle doit d'abord répondre à la proposition Panda d'Été." in refused
    assert "Rule Z5" not in refused, "the page's language only (issue 34)"
    assert "Rule Z5: the Oracle must first answer the guess Summer Panda." in unescape(
        why(state, "guess tiger:autumn", "en").data)
    assert "This move is allowed here (reveal Summer)." in unescape(why(state, "reveal summer", "en").data)


def test_still_pictures_and_compact_tables_are_wide_the_full_table_keeps_its_layout():
    """Issue 25 (shorter pages): a still picture is wrapped in ``cardgames-still`` and a compact table carries
    ``cardgames-compact``, both laid side by side by yozu.css; the full table has neither, so it keeps its layout."""
    state = cardlib.new_game("yozu", players=4, seed=0, deck=DECK4, first_player=1).apply("guess panda:summer")
    css = yozu_render._style()
    bare = yozu_render.render(state.view(0), "en", seat_names(4, 0, "en"), interactive=False)
    assert_still_and_compact_layout(picture(state, 0, "en").data, bare, YozuTable(players=3, seed=1, first_player=0).compact(),
                                    YozuTable(players=3, seed=1, first_player=0), css,
                                    (".cardgames-still .yozu-table", ".cardgames-compact .yozu-table", ".cardgames-still .seats-zone",
                                     ".cardgames-compact .yozu-table>.yz-row"))
    assert "flex-wrap:wrap" in css.split(".cardgames-still .yozu-table,")[1].split("}")[0], "stacks on a narrow screen"


def test_constraints_picture_uses_the_public_view(fake):
    state = cardlib.new_game("yozu", players=4, seed=0, deck=DECK4, first_player=1)
    markup = constraints_picture(state, None, "hide", "en").data
    view, model = fake.calls[-1]
    assert model == "hide" and "hand" not in view and "deck" not in view
    assert 'data-model="hide"' in markup


def test_the_lesson_figures_draw_the_lessons_numbers():
    from cardlib.yozu import questions as lesson
    from widgets.yozu import lesson as yozu_lesson

    steps = lesson.example_steps("random")
    figure = yozu_lesson.cards_figure({str(len(m)): d.cards() for m, d in steps}, "title", top=5, lang="fr")
    axes = figure.axes[0]
    labels = [t.get_text() for t in axes.get_xticklabels()]
    assert labels[0] == "✚▲ Tigre d'Été", "the likeliest card after the last answer comes first"
    bars = [b.get_height() for b in axes.patches]
    assert len(bars) == 4 * 5 and bars[15] == float(steps[-1][1].card("tiger:summer")) == 0.875
    from widgets.figures import png
    image = png(figure)
    assert image.data.startswith(b"\x89PNG")
    after_tiger = steps[2][1]
    scatter = yozu_lesson.guesses_figure(after_tiger, "fr")
    legend = [t.get_text() for t in scatter.axes[0].get_legend().get_texts()]
    assert "Libellule d'Été" in legend[0] and "Carpe d'Automne" in legend[1]
    assert yozu_lesson.fraction_text(Fraction(7, 8), "en") == "7/8 ≈ 0.875"
    table = yozu_lesson.compare_table([["a", "1/2"]], ["x · y", "p"]).data
    assert "<th>x · y</th>" in table and "<td>1/2</td>" in table


@pytest.mark.browser
@pytest.mark.parametrize("players", [4, 5])
def test_the_turn_badge_and_the_pairs_chips_do_not_wrap(chromium, players):
    """Issue 7 point 11, measured in Chromium at the apps' width: the "▶ to guess" badge stays on its
    seat's name line, and each possible pair's two chips stay on one line; issue 24: no name in the pair list is
    cut (« Carpe d'Au… » in French at 1280 px): the list has the room its names need."""
    from widgets.yozu.table import constraints_html

    state = cardlib.new_game("yozu", players=players, seed=3, first_player=1)
    for move in ("guess tiger:winter", "reveal tiger", "guess dragonfly:summer"):
        if state.explain(move) is None:
            state = state.apply(move)
    while state.phase != "guess":
        state = state.apply(state.legal_actions()[0])
    page = chromium.new_page(viewport={"width": 940, "height": 1200})
    try:
        for lang in ("en", "fr"):
            table = yozu_render.render(state.view(0), lang, interactive=True)
            panel = constraints_html(state.view(0), "random", lang)
            page.set_content(f'<body style="width:900px;margin:8px">{table}{panel}</body>')
            seats = page.eval_on_selector_all(".yz-seat .who", """whos => whos.map(who => {
                const name = who.querySelector('.name').getBoundingClientRect();
                return [...who.querySelectorAll('.yz-tag')].map(tag => {
                    const box = tag.getBoundingClientRect();
                    return [Math.abs((box.top + box.bottom) - (name.top + name.bottom)) / 2, box.height, name.height];
                });
            })""")
            tags = [t for seat in seats for t in seat]
            assert len(tags) >= 2, "the Oracle's badge and the turn badge are drawn"
            for offset, height, name_height in tags:
                assert offset < 4 and height < 1.6 * 13, f"{lang}: a badge left its name's line ({offset}, {height})"
            pairs = page.eval_on_selector_all(".yz-ptable td.two", """cells => cells.map(cell => {
                const chips = [...cell.querySelectorAll('.yz-chip')].map(c => c.getBoundingClientRect());
                return Math.abs(chips[0].top - chips[1].top);
            })""")
            assert pairs and max(pairs) < 1, f"{lang}: a pair's two chips wrapped onto two lines"
            cut = page.eval_on_selector(".yz-pairs", """list => {
                const edge = list.getBoundingClientRect().right - (list.offsetWidth - list.clientWidth);
                return [list.scrollWidth - list.clientWidth, ...[...list.querySelectorAll('.yz-chip')]
                    .filter(chip => chip.getBoundingClientRect().right > edge + 0.5 || chip.scrollWidth > chip.clientWidth + 0.5)
                    .map(chip => chip.textContent)];
            }""")
            assert cut[0] <= 0 and cut[1:] == [], f"{lang}: the pair list cuts names ({cut})"
    finally:
        page.close()


# --- what yozu.ipynb shows (issue 25), read from its saved outputs ---------------------------------------------

def saved_cell(cell_id):
    """A cell of the saved yozu.ipynb by its id (the notebook test checks the saved outputs are the code's)."""
    from pathlib import Path

    import nbformat
    nb = nbformat.read(Path(__file__).resolve().parents[3] / "notebooks" / "yozu.ipynb", as_version=4)
    return next(cell for cell in nb.cells if cell.get("id") == cell_id)


def saved_html(cell_id):
    return unescape("".join(out.get("data", {}).get("text/html", "") for out in saved_cell(cell_id).outputs))


def test_the_notebook_shows_an_identical_pair_going_back_into_the_deck():
    """The engine deals two Summer Tigers to the example's Oracle: the page shows the log's Z3 line in its language
    (saved in French), and its cell asserts the pair is back in a deck of unchanged size."""
    assert 'shown["deck"].count("tiger:summer") == 2' in saved_cell("yozu-05-pair-code").source
    shown = saved_html("yozu-05-pair-code")
    assert ("Règle Z3 : l'Oracle a tiré deux cartes identiques, Tigre d'Été : il les montre à tous, les remélange "
            "dans la pioche et tire deux nouvelles cartes.") in shown
    assert "message_html(" in saved_cell("yozu-05-pair-code").source, "in the page's language alone (issue 34)"


def test_the_notebook_shows_a_repeated_guess_allowed_and_one_element_on_both_cards_answered_alone():
    """After « Rien » the turn's first guess may come again (computed by the engine in the cell, which also
    asserts the Oracle may then answer otherwise); with Panda on both of the Oracle's cards, « Panda » is
    its one answer, and « Rien » is refused citing Z5."""
    repeated = saved_html("yozu-09")
    assert "Ce coup est permis ici (proposer Panda d'Été)." in repeated        # saved in French
    both = saved_html("yozu-09-both-code")
    assert "Ce coup est permis ici (révéler Panda)." in both
    assert "Règle Z5 : Panda est sur les cartes de l'Oracle : l'Oracle doit révéler cet élément, pas répondre « Rien »." in both


def test_the_notebook_walkthrough_says_the_next_oracle_draws_two_new_cards():
    source = saved_cell("yozu-07").source
    assert "Player 2 becomes the Oracle and draws two new cards from the deck" in source
    assert "Joueur 2 devient l'Oracle et tire deux nouvelles cartes de la" in source
    assert '"fr": ' in source and '"en": ' in source, "a caption per language: the walkthrough shows the page's"
    assert 'next_turn["hand"] == start.view(None)["deck"][:2]' in source
