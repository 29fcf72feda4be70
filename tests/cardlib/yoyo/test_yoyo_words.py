"""Yoyo in words (issue 24): every text a person reads says moves, cards and players in words, in correct French
and English: the moves (``cardlib.move_words``), the log, the refusals, the bots' reasons and the Hint. The
notation ('play B5', 'steal 1 2', players from 0) stays the engine's and the command line's."""

import random
import re

import pytest

import cardlib
from cardlib import bots, yoyo
from cardlib.text import i18n
from rules_helpers import play
from test_yoyo_rules import deal, log

# Card notation (B16, R3, Y8) in a text; "règle Y8" / "rule Y8" is a rule, not a card.
NOTATION_WORD = re.compile(r"(?<![Rr]ègle )(?<![Rr]ule )(?<!ègles )(?<!ules )(?<!Y\d, )(?<!Y\d\d, )\b[BRY]\d{1,2}\b")
ENGLISH_IN_FRENCH = re.compile(r"\b(play|steal|pass|up|down|card|cards|the)\b")
FAULTS = re.compile(r"\(s\)|\(nt\)|\b1 cartes\b|\b0 cartes\b|(?<![\w−])-\d|\d\.\d|\b(le|un|du|au) (bleu|rouge|jaune) \d")


def french_faults(text):
    """The faults found in a French text: notation, English words, "(s)", "1 cartes", a hyphen as minus..."""
    return [m.group(0) for pattern in (NOTATION_WORD, ENGLISH_IN_FRENCH, FAULTS) for m in pattern.finditer(text)]


@pytest.mark.parametrize("notation, french, english", [
    ("play B5", "poser la carte bleue 5", "lay the blue 5"),
    ("play Y15 up", "poser la carte jaune 15, vers le haut", "lay the yellow 15, going up"),
    ("play Y15 down", "poser la carte jaune 15, vers le bas", "lay the yellow 15, going down"),
    ("play B5 B6 Y7", "poser en série la carte bleue 5, la carte bleue 6 et la carte jaune 7",
     "lay the blue 5, the blue 6 and the yellow 7 as a series"),
    ("play R9 R8", "poser en série la carte rouge 9 et la carte rouge 8", "lay the red 9 and the red 8 as a series"),
    ("up", "monter", "go up"),
    ("down", "descendre", "go down"),
    ("steal 1 2", "voler chez Joueur 2 puis Joueur 3", "take from Player 2, then Player 3"),
    ("steal 1 2 1", "voler chez Joueur 2, Joueur 3 puis Joueur 2", "take from Player 2, Player 3, then Player 2"),
    ("steal 0", "voler 1 carte chez Joueur 1", "take 1 card from Player 1"),
    ("steal 1 1", "voler 2 cartes chez Joueur 2", "take 2 cards from Player 2"),
    ("pass B5", "passer la carte bleue 5", "pass the blue 5"),
])
def test_every_kind_of_move_in_words(notation, french, english):
    """The words of the leaflet and of the table's buttons (« Vers le haut », « Joueur 2 puis Joueur 3 »); the
    notation's player indices count from 0, the words from 1."""
    words = cardlib.move_words("yoyo", notation)
    assert i18n.translate(words, "fr") == french and i18n.translate(words, "en") == english
    state = yoyo.State.new(3, 1, False, None, 0, {})
    if notation.startswith(("play", "pass")) or notation in ("up", "down"):
        assert cardlib.move_words("yoyo", state.parse_action(notation)) == words


def test_the_hint_of_a_steal_at_3_players_says_the_buttons_words():
    """The Hint said « steal 1 2 » beside buttons « Joueur 2 puis Joueur 3 »: it now says what the buttons say."""
    from widgets.yoyo.table import YoyoTable
    from widgets.yoyo.render import render
    p0 = ("Y15", "B3", "B4", "B5", "R6", "R19", "R20")
    p1 = ("Y7", "B6", "B7", "R5", "R9", "R10", "B8")
    p2 = ("R8", "R11", "R12", "R13", "B13", "B14", "B16")
    dealt = [*p0, *p1, *p2]
    table = YoyoTable.from_deck(dealt + [c for c in deal(p0, p1, p2).view(None)["stock"]], ["play Y15 up"],
                                players=3, first_player=0, human=1, bots="greedy", lang="fr")
    assert table.state.phase == "steal" and table.state.current_player == 1
    table.hint_button.click()
    hint = table.explanation_text
    assert hint.startswith("Indice du robot ") and "voler chez Joueur 1 puis Joueur 3" in hint, hint
    buttons = render(table.state.view(1), "fr")
    assert ">Joueur 1 puis Joueur 3<" in buttons
    assert not french_faults(hint), hint


def test_the_steal_sentence_fits_two_players():
    """« doit tirer 1 carte(s) au hasard chez d'autres joueurs » at two players: one opponent, and a plural entry."""
    state = play(deal(("Y3", "R10", "R11", "R12", "R13", "R14", "R15"), ("B5", "B6", "B7", "B8", "B9", "B10", "B11")),
                 "play Y3 up")
    french = log(state, "fr")
    assert "Règle Y8\u00a0: Joueur 2 doit tirer 1 carte au hasard chez son adversaire." in french
    assert "Rule Y8: Player 2 must take 1 card at random from their opponent." in log(state)
    four = play(deal(("Y7", "B3", "B4", "B5", "B6", "B8", "B9"), ("B10", "B11", "B12", "B13", "B14", "B15", "B16"),
                     ("R10", "R11", "R12", "R13", "R14", "R15", "R16"), ("R3", "R4", "R5", "R6", "R7", "R8", "R9")),
                "play Y7 up")
    assert ("Règle Y8\u00a0: Joueur 2 doit prendre 2 cartes au hasard, au moins une à chacun de deux autres joueurs de "
            "son choix.") in log(four, "fr")


def _yoyo_catalogue(lang):
    """The Yoyo messages of a catalogue (yoyo.*, ui.yoyo.*, bot.yoyo.*, lesson.yoyo.*, move.yoyo.*): key -> text."""
    from cardlib.text.po import parse_po
    entries = parse_po((i18n.LOCALE_DIR / f"{lang}.po").read_text(encoding="utf-8")).entries
    return {key: entry.msgstr for key, entry in entries.items()
            if key.startswith(("yoyo.", "ui.yoyo.", "bot.yoyo.", "lesson.yoyo.", "move.yoyo."))}


def test_a_steal_says_one_card_from_each_of_two_other_players():
    """Issue 25: « prend une carte au hasard à deux autres joueurs » reads as one card in all, where the English
    said "from each of two". RULES.md Y8: « the next player takes one random card from each of two other players of
    their choice »; the French says « à chacun de deux autres joueurs » wherever it names the two players."""
    four = play(deal(("Y7", "B3", "B4", "B5", "B6", "B8", "B9"), ("B10", "B11", "B12", "B13", "B14", "B15", "B16"),
                     ("R10", "R11", "R12", "R13", "R14", "R15", "R16"), ("R3", "R4", "R5", "R6", "R7", "R8", "R9")),
                "play Y7 up")
    assert ("Rule Y8: Player 2 must take 2 cards at random, at least one from each of two other players of their "
            "choice.") in log(four)
    refusal = four.explain("steal 2 2")
    assert i18n.translate(refusal, "fr") == ("Règle Y8\u00a0: prenez 2 cartes, au moins une à chacun de deux autres "
                                            "joueurs, par exemple\u00a0: voler chez Joueur 1 puis Joueur 3.")
    assert refusal == "Rule Y8: take 2 cards, at least one from each of two other players, e.g. take from Player 1, then Player 3."
    french, english = _yoyo_catalogue("fr"), _yoyo_catalogue("en")
    two = {key for key, text in french.items() if "deux autres joueurs" in text}
    assert two == {"yoyo.steal", "ui.yoyo.your_steal", "yoyo.refuse.victims"}
    for key in two:
        assert all("à chacun de deux autres joueurs" in form for form in french[key].split("\x00")[1:]), french[key]
        assert "from each of two other players" in english[key], english[key]


def test_the_left_neighbour_is_said_to_be_the_next_player_in_turn_order():
    """Issue 25: "left neighbour" in the pass action (Y8: « chaque joueur passe une de ses cartes à son voisin de
    gauche ») left readers asking who that is on a screen: every text that says it adds that it is the next player
    in turn order, the one who plays after you."""
    french, english = _yoyo_catalogue("fr"), _yoyo_catalogue("en")
    said = {key for key, text in english.items() if "left neighbour" in text}
    assert said == {"yoyo.pass_start", "yoyo.pass_done", "yoyo.refuse.pass_first", "ui.yoyo.your_pass"}
    for key in said:
        assert "left neighbour, the next player in turn order" in english[key], english[key]
        assert "voisin de gauche, le joueur suivant dans l'ordre du jeu" in french[key], french[key]
    state = play(deal(("Y5", "B3", "B4", "B5", "B6", "B7", "B8"), ("R3", "R4", "R5", "R6", "R7", "R8", "R9"),
                      ("B10", "B11", "B12", "B13", "B14", "B15", "B16")), "play Y5 up", "pass R3", "pass B16", "pass B8")
    assert ("Règle Y8\u00a0: À partir de Joueur 2, chaque joueur choisit une carte à passer à son voisin de gauche, le "
            "joueur suivant dans l'ordre du jeu.") in log(state, "fr")
    assert ("Règle Y8\u00a0: Chaque joueur passe la carte choisie à son voisin de gauche, le joueur suivant dans l'ordre "
            "du jeu.") in log(state, "fr")


@pytest.mark.parametrize("stock, french, english", [
    (1, "il reste 1 carte dans la pioche.", "(1 card left in the stock)."),
    (0, "il reste 0 carte dans la pioche.", "(0 cards left in the stock)."),
    (2, "il reste 2 cartes dans la pioche.", "(2 cards left in the stock)."),
])
def test_a_draw_counts_the_stock_in_good_french_and_english(stock, french, english):
    """« (1 cartes dans la pioche) », « (0 cartes …) »: a plural entry (French: 0 and 1 singular)."""
    message = i18n.Message("yoyo.draw", player=1, stock=stock)
    assert i18n.translate(message, "fr") == f"Règle Y6\u00a0: Joueur 2 ne peut pas poser de carte et pioche\u202f; {french}"
    assert i18n.translate(message, "en") == f"Rule Y6: Player 2 cannot lay a card and draws one {english}"


def test_points_and_the_match_winner_read_well():
    assert i18n.translate(yoyo.points_words(1), "fr") == "1 point"
    assert i18n.translate(yoyo.points_words(-3), "fr") == "−3 points"
    assert i18n.translate(yoyo.points_words(-3), "en") == "\u22123 points"
    tie = i18n.Message("yoyo.match_over.tie", winners=[0, 2], points=yoyo.points_words(4))
    assert i18n.translate(tie, "fr") == "Règle Y10\u00a0: La partie est finie\u00a0: Joueur 1 et Joueur 3 gagnent ex æquo avec 4 points."


def test_no_yoyo_text_shows_notation_or_a_fault_in_french():
    """Random games at 2 to 6 players, with and without the variant: every log line, every refusal of a
    tried move and every bot reason, in French, holds no card notation, English word, "(s)", "1 cartes" or
    hyphen for minus; the draws count the stock down to 1 and 0 card."""
    rng = random.Random(24)
    tried = ["play B5", "play Y15", "play Y15 up", "play B5 B7", "play B5 R6", "play B6 B5", "play Y9 Y10",
             "up", "steal 0 1", "steal 0", "pass B5", "play R20 R19", "play R20 R19 up", "play B20"]
    seen = set()
    for seed, variant, players in ((1, False, 2), (2, True, 2), (3, True, 4), (4, False, 6), (5, True, 3),
                                   (6, False, 5)):
        state = cardlib.new_game("yoyo", players=players, seed=seed, variant=variant, match=True)
        greedy = bots.get("greedy", "yoyo", seed=seed)
        while not state.is_over:
            for move in tried:
                reason = state.explain(move)
                if reason is not None:
                    french = i18n.translate(reason, "fr")
                    assert not french_faults(french), french
            reason = greedy.explain(state)
            for part in reason if isinstance(reason, list) else [reason]:
                french = i18n.translate(part, "fr")
                assert not french_faults(french), french
            state.apply(rng.choice(state.legal_actions()) if rng.random() < 0.5 else greedy.choose(state))
        for line in state.log:
            french = i18n.translate(line, "fr")
            assert not french_faults(french), french
            seen.add(line.key)
    assert {"yoyo.draw", "yoyo.series.up", "yoyo.steal", "yoyo.steal_opponent", "yoyo.points"} <= seen


def test_a_match_ends_with_its_winners_and_points_in_words():
    rng = random.Random(5)
    state = cardlib.new_game("yoyo", players=2, seed=5, match=True)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    last = state.log[-1]
    assert last.key in ("yoyo.match_over", "yoyo.match_over.tie")
    french = i18n.translate(last, "fr")
    assert french.startswith("Règle Y10\u00a0: La partie est finie\u00a0: Joueur ") and french.endswith(("point.", "points."))
    assert not french_faults(french), french


def test_a_card_typed_in_notation_that_does_not_exist_is_refused_saying_it_is_notation():
    state = yoyo.State.new(2, 1, False, None, 0, {})
    reason = state.explain("play Y19")
    assert i18n.translate(reason, "fr") == ("Règle Y1\u00a0: en notation, les cartes s'écrivent B1 à B20 (bleues), R1 à R20 "
                                            "(rouges) et Y3 à Y18 (jaunes)\u202f; «\u00a0y19\u00a0» n'en est pas une.")
