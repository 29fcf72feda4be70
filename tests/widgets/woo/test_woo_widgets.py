"""The Woo widgets driven from Python (no browser): clicks, refusals, the announcement buttons,
closing, the Hint, a change of language from Python, undo, the bot and match choices, hidden cards never drawn,
and the closed-phase teaching view against the solver. Assertions read the real outputs: the
table's markup, the record, and the explanation area.

Positions are dealt with ``deck`` in W2's order (the Oya's 6 cards, the other's 6, the trump
card, then the stock top first), as in tests/cardlib/woo/test_woo_rules.py."""

import random
import re
from fractions import Fraction
from html import unescape

import pytest

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.woo import solver as woo_solver
from cardlib.woo.cards import NOTATION
from widgets.woo import ClosedPhaseView, WooTable, cards_picture, closed_view, picture, render

HAND_PART = re.compile(r'<div class="(woo-card [^"]*)" data-card="([^"]+)" data-action="([^"]+)"')
ACTION = re.compile(r'<div class="woo-action [^"]*"(?: data-suit="[A-Z]")? data-action="([^"]+)"')
ANY_ACTION = re.compile(r'data-action="([^"]+)"')
CARD = re.compile(r'data-card="([^"]+)"')

# The Oya (seat 0) and the other (seat 1); trumps are spades (the trump card is the J of spades).
OYA = ("AH", "KH", "QH", "10C", "0S", "QD")
OTHER = ("10H", "JH", "AC", "KS", "KC", "JD")
# Seat 0 wins two tricks, marries hearts, closes and leads the Q of hearts; seat 1 holds no heart
# and must trump (W5): only the K of spades may be played.
TO_CLOSED_FOLLOW = ["play AH", "play 10H", "draw", "marry H", "play KH", "play JH", "close", "play QH"]


def deck(oya=OYA, other=OTHER, trump="JS", stock=("AD", "10D")):
    """The 24 cards in W2's order; the stock's unnamed cards follow ``stock`` in W1 order."""
    named = [*oya, *other, trump, *stock]
    return named + [c for c in NOTATION if c not in named]


def table_at(moves=(), human=0, **kwargs):
    """A table dealt from ``deck()`` with seat 0 the first Oya, after the scripted ``moves``."""
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("bot", "random")
    return WooTable.from_deck(deck(), moves, human=human, **kwargs)


def hand_parts(markup):
    """{card: (classes, action)} of the clickable hand cards."""
    return {card: (classes, action) for classes, card, action in HAND_PART.findall(markup)}


def buttons(markup):
    """The data-action of every announcement button, in order."""
    return ACTION.findall(markup)


def zone(markup, name):
    """The HTML of one zone of the table ('opponent', 'stock', 'trick', 'last', 'woo-hand')."""
    start = markup.index(f'<div class="woo-zone {name}')
    rest = markup[start + 1:]
    end = rest.find('<div class="woo-zone')
    return markup[start:start + 1 + end] if end >= 0 else markup[start:]


def spaced(text):
    """``text`` with the no-break spaces of French typography (« Règle W5 : », « Victoire ! ») as plain spaces."""
    return re.sub("[\u202f\xa0]", " ", text)


def text_of(markup):
    return spaced(unescape(re.sub(r"<[^>]+>", "", re.sub(r"<style>.*?</style>", "", markup, flags=re.S))))


# --- playing by clicking ------------------------------------------------------------------------------
def test_clicking_a_playable_card_plays_it_and_the_bot_answers():
    table = table_at()
    assert hand_parts(table.canvas.markup)["AH"] == ("woo-card red playable", "play AH")
    table.canvas.click("play AH")
    assert table.moves[:2] == ["play AH", table.moves[1]] and table.moves[1].startswith("play ")
    assert table.state.current_player in (0, 1)
    markup = table.canvas.markup
    last = zone(markup, "last")
    assert CARD.findall(last) == ["AH", table.moves[1].split()[1]]
    assert "AH" not in hand_parts(markup)
    assert table.explanation_text == ""
    assert table.record["moves"] == table.moves


def test_a_greyed_card_in_the_closed_phase_shows_the_w5_refusal_and_plays_nothing():
    table = table_at(TO_CLOSED_FOLLOW, human=1)
    parts = hand_parts(table.canvas.markup)
    assert parts["KS"] == ("woo-card black trump playable", "play KS")
    for card in ("AC", "KC", "JD", "10D"):
        assert parts[card][0].endswith(" refused"), card
    assert "W5" in text_of(zone(table.canvas.markup, "woo-hand"))
    before_markup, before_record = table.canvas.markup, table.record
    table.canvas.click("play AC")
    text = table.explanation_text
    assert text.startswith("⚠ Rule W5:") and "you must play a trump (spades): you hold the king of spades" in text
    assert 'href="rules/woo.en.html#w5"' in table.explanation.value, "the rule id links to its row of the rules page"
    assert table.record == before_record and table.canvas.markup == before_markup
    table.canvas.click("play KS")
    assert table.moves[len(TO_CLOSED_FOLLOW)] == "play KS"
    assert table.explanation_text == ""


def test_a_refused_card_after_a_marriage_names_w8():
    table = table_at(["play AH", "play 10H", "draw", "marry H"])
    parts = hand_parts(table.canvas.markup)
    assert parts["KH"][0].endswith("playable") and parts["QH"][0].endswith("playable")
    assert parts["10C"][0].endswith("refused")
    table.canvas.click("play 10C")
    assert table.explanation_text.startswith("⚠ Rule W8:")
    assert len(table.moves) == 4


def test_the_announcement_buttons_are_exactly_the_legal_announcements():
    """Through whole games against the random bot, clicking random legal actions: at every decision
    the buttons drawn are the legal actions that are not plays, and the hand cards the plays."""
    seen = set()
    for seed in range(6):
        table = WooTable(seed=seed, lang="en", bot="random", first_player=seed % 2)
        table.play_pending()             # the bot may begin: as when the front end has drawn the table
        rng = random.Random(seed)
        while not table.state.is_over:
            legal = table.state.view(0)["legal_actions"]
            markup = table.canvas.markup
            announced = [a for a in legal if not a.startswith("play ")]
            assert sorted(buttons(markup)) == sorted(announced)
            playable = {action for classes, action in hand_parts(markup).values() if classes.endswith("playable")}
            assert playable == {a for a in legal if a.startswith("play ")}
            seen.update(a.split()[0] for a in announced)
            table.canvas.click(rng.choice(legal))
        assert buttons(table.canvas.markup) == [] and hand_parts(table.canvas.markup) == {}
    assert {"close", "draw", "victory"} <= seen


def test_every_announcement_has_its_button_when_legal():
    # Seat 0 has won a trick and holds the trump zero and hearts' K and Q: exchange, marry, close, victory.
    table = table_at(["play AH", "play 10H", "draw"])
    assert buttons(table.canvas.markup) == ["close", "exchange", "marry H", "victory"]
    words = text_of(zone(table.canvas.markup, "woo-hand"))
    assert "Exchange the trump zero" in words and "Marriage ♥ hearts" in words and "Victoire!" in words
    assert "(21 points)" not in words, "the Victoire button says no points unless the learning aid is on (W16)"
    table = table_at(["play AH", "play 10H"])
    assert buttons(table.canvas.markup) == ["draw", "close", "victory"]
    table.canvas.click("exchange")          # not legal now: explained, nothing played
    assert table.explanation_text.startswith("⚠ Rule W7:") and len(table.moves) == 2


def test_close_from_the_table():
    table = table_at()
    assert "close" in buttons(table.canvas.markup)
    table.canvas.click("close")
    assert table.moves[0] == "close"
    assert table.state.closed and table.state.view(0)["closer"] == 0
    markup = table.canvas.markup
    stock = text_of(zone(markup, "stock"))
    assert "Closed by Player 1 (you)" in stock and "W6" in stock
    assert 'class="woo-closed-badge"' in markup
    assert "close" not in buttons(markup)
    assert "W6" in text_of(table.log_box.value)


def test_the_exchange_and_marriage_buttons_play_their_announcements():
    table = table_at(["play AH", "play 10H", "draw"])
    table.canvas.click("exchange")
    assert table.moves[-1] == "exchange"
    assert "JS" in table.state.view(0)["hand"] and table.state.view(0)["trump_card"] == "0S"
    table.canvas.click("marry H")
    assert table.moves[-1] == "marry H"
    seat = text_of(re.search(r'<div class="woo-seat[^"]*" data-seat="0">.*?</div></div>', table.canvas.markup,
                             re.S).group(0))
    assert "marriage ♥ 20" in seat


# --- what is drawn ------------------------------------------------------------------------------
def test_the_renderer_never_shows_the_opponents_unshown_cards():
    """Two states differing only in the cards the viewer has not seen (the opponent's unshown cards
    and the stock order) give the same picture, all along whole rounds."""
    checked = 0
    for seed in range(3):
        state = cardlib.new_game("woo", seed=seed, first_player=0)
        rng = random.Random(seed)
        while not state.is_over:
            for viewer in (0, 1):
                twin = state.redeal_hidden(viewer, random.Random(checked))
                for interactive in (True, False):
                    a = render.render(state.view(viewer), "en", interactive=interactive)
                    b = render.render(twin.view(viewer), "en", interactive=interactive)
                    assert a == b
                shown = state.view(viewer)["opponent_shown"]
                hidden = [c for c in state.view(None)["hands"][1 - viewer] if c not in shown]
                assert not set(hidden) & set(CARD.findall(a))
                assert sorted(CARD.findall(zone(a, "opponent"))) == sorted(shown)
                checked += 1
            moves = [a for a in state.legal_actions() if a.kind != "victory"] or state.legal_actions()
            state = state.apply(rng.choice(moves))
    assert checked > 60


def test_the_opponents_shown_cards_are_face_up_and_the_others_are_backs():
    # Seat 0 announces the marriage of hearts and leads the K: the Q stays shown in its hand.
    table = table_at(["play AH", "play 10H", "draw", "marry H", "play KH"], human=1)
    opponent = zone(table.canvas.markup, "opponent")
    assert CARD.findall(opponent) == ["QH"]
    assert opponent.count('class="woo-card back small"') == 4
    assert "shown" in text_of(opponent)


def test_the_stock_trump_card_and_tricks_are_shown():
    table = table_at(["play AH", "play 10H", "draw"])
    markup = table.canvas.markup
    stock = zone(markup, "stock")
    assert 'data-stock="9"' in stock and "Stock: 9 cards" in text_of(stock)
    assert CARD.findall(stock) == ["JS"] and "woo-card black trump" in stock and "Trumps: ♠ spades" in text_of(stock)
    assert re.search(r'data-seat="0">.*?data-stat="tricks">1<', markup, re.S)
    assert re.search(r'data-seat="1">.*?data-stat="tricks">0<', markup, re.S)
    assert "Won by Player 1 (you), 21 points." in text_of(zone(markup, "last"))
    hand = hand_parts(markup)
    assert hand["0S"][0] == "woo-card black trump playable" and "AD" in hand


def seats_of(markup):
    """The HTML of the players' seats (names, tricks, Woo)."""
    return re.search(r'<div class="woo-seats".*?(?=<div class="woo-zone)', markup, re.S).group(0)


def victory_words(markup):
    return text_of(re.search(r'<div class="woo-action victory"[^>]*>.*?</div>', markup, re.S).group(0))


def test_the_table_shows_no_point_total_until_the_learning_aid_is_ticked():
    """W16: « son trésor (une pile face cachée de cartes gagnées que personne ne peut consulter) »: by
    default no point total beside the players nor on the Victoire button; « Afficher les points », off at
    first, shows both players' totals and the caller's on the button, and hides them again."""
    table = table_at(["play AH", "play 10H", "draw"])          # Player 1 has 21 points, Player 2 none
    markup = table.canvas.markup
    assert table.show_points is False and table.points_box.value is False
    assert table.points_box in table.tools.children and table.points_box.description == "Show the points"
    assert 'data-stat="points"' not in markup and "points" not in text_of(seats_of(markup))
    assert victory_words(markup) == "Victoire!"
    assert table.state.view(0)["points"] == [21, 0], "the engine's view keeps the points (W16 decision)"
    table.points_box.value = True                              # the learning aid, ticked
    markup = table.canvas.markup
    assert re.search(r'data-seat="0">.*?data-stat="tricks">1<.*?data-stat="points">21<', markup, re.S)
    assert re.search(r'data-seat="1">.*?data-stat="tricks">0<.*?data-stat="points">0<', markup, re.S)
    assert victory_words(markup) == "Victoire! (21 points)"
    table.set_language("fr")
    assert table.points_box.description == "Afficher les points" and "W16" in table.points_box.tooltip
    assert victory_words(table.canvas.markup) == "Victoire ! (21 points)"
    table.new_game(3)                                          # the aid stays as chosen in the next games
    assert 'data-stat="points"' in table.canvas.markup
    table.set_show_points(False)
    assert table.points_box.value is False and 'data-stat="points"' not in table.canvas.markup


def test_the_points_aid_is_an_option_of_the_table_and_of_the_pictures():
    table = table_at(["play AH", "play 10H", "draw"], show_points=True)
    assert table.points_box.value is True and victory_words(table.canvas.markup) == "Victoire! (21 points)"
    state = table.state
    assert 'data-stat="points"' not in picture(state, 0, lang="en").data
    assert re.search(r'data-stat="points">21<', picture(state, 0, lang="en", points=True).data)


def test_the_stock_exhausted_and_the_trump_card_taken_are_said():
    state = cardlib.new_game("woo", seed=2, first_player=0)
    rng = random.Random(2)
    while not (state.closed and state.view(0)["closer"] is None):
        legal = [a for a in state.legal_actions() if a.kind not in ("close", "victory")]
        state = state.apply(rng.choice(legal))
    markup = render.render(state.view(0), "en")
    stock = text_of(zone(markup, "stock"))
    assert "Stock exhausted" in stock and "taken with the last draw" in stock and "the stock is exhausted (rule W4)" in stock


def test_the_match_woo_and_the_end_of_a_round_are_shown():
    table = table_at(["victory"], match=True)      # victory at 0 points: the other wins 2 Woo (W12)
    markup = table.canvas.markup
    assert table.state.view(0)["woo"] == [0, 2]
    assert "Round 2" in text_of(markup) and "Last round: Player 2 won 2 Woo." in text_of(markup)
    assert re.search(r'data-seat="1">.*?data-stat="woo">2<', markup, re.S)
    table = table_at(["victory"])
    assert "The round is over: Player 2 wins 2 Woo." in text_of(table.canvas.markup)


def test_after_a_tied_round_the_status_gives_the_bonus_to_the_winner_of_the_round_in_play():
    """W14: « un bonus d'un Woo sera donné au gagnant de la manche suivante », said of the tied round: the status
    is shown during that next round, so its bonus goes to the winner of this round, not of the one after."""
    for seed in range(2000):
        state = cardlib.new_game("woo", seed=seed, match=True, first_player=0)
        while state.round == 0:
            actions = state.legal_actions()
            state = state.apply(next((a for a in actions if a.kind in ("draw", "end")), actions[0]))
        if state.rounds[0][0] == [0, 0]:
            break
    assert state.round == 1 and state.view(0)["bonus_pending"] == 1
    french, english = (text_of(render.render(state.view(0), lang)) for lang in ("fr", "en"))
    assert "Manche précédente : égalité ; le gagnant de cette manche recevra le bonus (règle W14)." in french
    assert "Bonus en attente : 1 Woo pour le gagnant de cette manche (règle W14)." in french
    assert "Last round: a tie; the winner of this round gets the bonus (rule W14)." in english
    assert "Bonus waiting: 1 Woo for the winner of this round (rule W14)." in english
    assert "suivante" not in french and "next round" not in english


def test_the_card_the_bot_played_since_your_move_is_marked_new():
    table = table_at(human=1)                 # the bot (seat 0) is the first Oya: it leads (perhaps after announcing)
    table.play_pending()                      # as when the front end has drawn the table
    assert table.state.view(1)["phase"] == "follow"
    led = table.moves[-1].split()[1]
    trick = zone(table.canvas.markup, "trick")
    assert re.search(rf'<div class="woo-played recent" data-player="0">'
                     rf'<div class="woo-card [^"]*recent" data-card="{led}"', trick)
    assert "● new" in text_of(trick) and "led by Player 1" in text_of(trick)
    assert f"Player 1 leads the {i18n.card_name(led)}." in text_of(table.canvas.markup)   # the box above the table
    assert "recent" not in zone(table.canvas.markup, "woo-hand")


def test_rule_ids_link_to_the_rules_page_of_the_text_s_language():
    assert render.link_rules("W5: follow <suit>; W6b too", "en") == (
        '<a href="rules/woo.en.html#w5" target="_blank">W5</a>: follow &lt;suit&gt;; '
        '<a href="rules/woo.en.html#w6b" target="_blank">W6b</a> too')
    assert render.link_rules("Règle W5 : suivre", "fr") == (
        'Règle <a href="rules/woo.fr.html#w5" target="_blank">W5</a> : suivre')


def test_still_pictures_and_cards():
    state = cardlib.new_game("woo", seed=7, first_player=0)
    html = picture(state, 0, lang="fr").data
    assert "Votre main" in html and "data-action" not in html
    teacher = picture(state, None, lang="en").data
    assert set(CARD.findall(teacher)) >= set(state.view(None)["hands"][1])
    cards = cards_picture(lang="en", trump="S").data
    assert CARD.findall(cards) == list(NOTATION) and cards.count("woo-card black trump") == 6


def test_still_pictures_and_compact_tables_are_laid_wide_the_full_table_keeps_its_layout():
    """Issue 25, shorter pages: a still picture (``picture``, ``closed_picture``) is wrapped in
    ``.cardgames-still`` and an example's compact table carries ``.cardgames-compact``; woo.css lays their
    sections side by side on a wide page, under those classes only, so the whole game's full table keeps
    its stacked layout."""
    state = cardlib.new_game("woo", seed=7, first_player=0)
    html = picture(state, 0, lang="en").data
    assert html.startswith('<div class="cardgames-still"><div class="woo-table"') and html.endswith("</div></div>")
    closed = closed_view.closed_picture(state, 0, lang="en").data
    assert closed.startswith('<div class="cardgames-still"><div class="woo-table woo-closed-view"')
    full = table_at()
    assert "cardgames-compact" not in full.widget._dom_classes and 'class="cardgames-still"' not in full.canvas.markup
    compact = table_at().compact()
    assert "cardgames-compact" in compact.widget._dom_classes
    css = render.style()
    wide = css[css.index("@container"):]
    selectors = [s.strip() for rule in re.findall(r"([^{}]+)\{[^{}]*\}", wide.split("{", 1)[1]) for s in rule.split(",")]
    assert selectors and all(s.startswith((".cardgames-still ", ".cardgames-compact ")) for s in selectors)


# --- the table's controls --------------------------------------------------------------------------
def test_the_hint_shows_the_best_bots_reasoning_in_both_languages():
    table = table_at(["play AH", "play 10H"])        # the human won the trick: draw, close or victory
    state = table.state
    table.hint_button.click()
    assert table.state is state and len(table.moves) == 2, "a hint plays nothing"
    bot = cardbots.get(table.hint_bot_name(), "woo", seed=table._bot_seed(table.move_number))
    said = bot.explain(state)
    said = list(said) if isinstance(said, (list, tuple)) else [said]
    assert said and all(isinstance(m, i18n.Message) for m in said)
    text = table.explanation_text
    move = cardlib.move_words("woo", bot.choose(state))       # the move in words, as its button says it
    assert text.startswith(f"Hint from the {table.hint_bot_name()} bot: {i18n.translate(move, 'en')}.")
    for message in said:
        assert i18n.translate(message, "en", table.names("en")) in text
    assert 'class="cardgames-hint-text' in table.explanation.value
    table.set_language("fr")
    text = spaced(table.explanation_text)
    assert text.startswith(f"Indice du robot {table.hint_bot_name()} : {i18n.translate(move, 'fr')}.")
    assert not re.search(r"\b(?:draw|close|victory|play|mean)\b", text), "no notation nor English in the French Hint"
    assert not re.search(r"\d\.\d", text), "French numbers have a decimal comma"
    for message in said:
        assert spaced(i18n.translate(message, "fr", table.names("fr"))) in text
    table.canvas.click("draw")
    assert table.explanation_text == "", "the hint goes away once a move is played"


def test_the_hint_at_the_end_of_the_round_says_there_is_nothing_to_decide():
    table = table_at(["victory"])
    table.hint()
    assert table.explanation_text == "The game is over: there is nothing left to decide."


def test_a_change_of_language_redraws_the_table_the_buttons_and_the_refusal():
    table = table_at(TO_CLOSED_FOLLOW, human=1)
    table.canvas.click("play AC")
    table.set_language("fr")
    assert table.lang == "fr"
    markup = table.canvas.markup
    assert 'lang="fr"' in markup and "Votre main" in markup and "Victoire !" in text_of(markup)
    assert "Fermé par Joueur 1 (règle W6)" in text_of(zone(markup, "stock"))
    assert spaced(table.explanation_text).startswith("⚠ Règle W5 :") and "jouer de l'atout (du pique)" in table.explanation_text
    assert table.hint_button.description == "Indice" and table.undo_button.description == "Annuler"
    assert table.bot_box.description == "Adversaire"
    assert "Journal de la partie" in table.log_box.value and "ouvre avec la reine de cœur" in table.log_box.value
    table.set_language("en")
    assert "Your hand" in table.canvas.markup and "must play a trump" in table.explanation_text


def test_undo_goes_back_to_the_humans_previous_decision():
    table = table_at()
    assert table.undo_button.disabled
    table.canvas.click("play QD")
    after_first = table.moves
    markup_after_first = table.canvas.markup
    legal = table.state.view(0)["legal_actions"]
    table.canvas.click(legal[0])
    assert len(table.moves) > len(after_first)
    table.undo_button.click()
    assert table.moves == after_first and table.canvas.markup == markup_after_first
    table.undo_button.click()
    assert table.moves == [] and table.undo_button.disabled


def test_new_game_with_a_seed_and_the_match_option():
    table = WooTable(seed=3, lang="en", bot="random")
    table.match_box.value = True
    table.seed_box.value = 77
    table.new_button.click()
    assert table.state.seed == 77 and table.state.match
    assert "77" in table.explanation_text
    again = WooTable(seed=77, lang="en", bot="random", match=True)
    assert again.moves == table.moves


def test_the_bot_can_be_chosen():
    table = table_at(bot="random")
    assert list(table.bot_box.options) == cardbots.names("woo")
    assert table.bot == "random"
    other = [name for name in cardbots.names("woo") if name != "random"]
    if other:
        table.bot_box.value = other[0]
        assert table.bot == other[0] and table.bot_names == [None, other[0]]
        assert other[0] in table.explanation_text
    with pytest.raises(ValueError, match="unknown bot"):
        table.set_bot("nobody")


def test_the_default_bot_is_search_when_cardlib_has_it():
    table = WooTable(seed=1, lang="en")
    assert table.bot == ("search" if "search" in cardbots.names("woo") else
                         "greedy" if "greedy" in cardbots.names("woo") else "random")


def test_the_slider_shows_a_past_position_without_controls():
    table = table_at(["play AH", "play 10H", "draw"])
    table.slider.value = 1
    assert "data-action" not in table.canvas.markup
    assert "position after move 1 of 3" in table.explanation_text


# --- the closed-phase teaching view ---------------------------------------------------------------
# Seat 0 closes with one card left in the stock: seat 1 holds 6 of the 7 cards seat 0 has not seen.
LATE_DECK = "QC 0H AC JD 0D AD 10S KS 10D 10H QH QS KH JS AH 0S KD AS KC 10C QD JH JC 0C".split()
LATE_CLOSE = ["play JD", "play 10H", "draw", "play 10D", "play AD", "draw", "play 0D", "play QH", "draw",
              "play QS", "play 0S", "draw", "play AS", "play 0H", "draw", "close"]
ROW = re.compile(r'<tr class="verdict[^"]*" data-choice="([^"]+)">.*?data-wins="(\d+)".*?data-ties="(\d+)"'
                 r'.*?data-losses="(\d+)".*?data-mean="([^"]+)"', re.S)
WORLD = re.compile(r'<tr class="world" data-hand="([^"]+)">(.*?)</tr>', re.S)


def late_closed():
    state = cardlib.new_game("woo", 2, 0, deck=LATE_DECK, first_player=0)
    for move in LATE_CLOSE:
        state = state.apply(move)
    return state


def solver_values(view, worlds):
    """{action: [its Woo on each world]} straight from cardlib.woo.solver."""
    solved = [woo_solver.action_values(view, hand, stock) for hand, stock in worlds]
    return {action: [values[action] for values in solved] for action in view["legal_actions"]}


def test_the_teaching_views_verdicts_match_the_solver_on_every_possible_hand():
    state = late_closed()
    view = state.view(0)
    shown = ClosedPhaseView(state, 0, lang="en")
    analysis = shown.analysis
    worlds = list(woo_solver.worlds(view))
    assert analysis.status == "solved" and analysis.exact and list(analysis.worlds) == worlds
    assert len(worlds) == woo_solver.count_worlds(view) == 7 == analysis.total
    expected = solver_values(view, worlds)
    assert [v.action for v in analysis.verdicts] == view["legal_actions"]
    for v in analysis.verdicts:
        values = expected[v.action]
        assert list(v.values) == values
        assert (v.wins, v.ties, v.losses) == (sum(x > 0 for x in values), values.count(0), sum(x < 0 for x in values))
        assert v.mean == Fraction(sum(values), len(values))
    html = shown.widget.value
    rows = {a: (int(w), int(t), int(l), Fraction(m)) for a, w, t, l, m in ROW.findall(html)}
    assert rows == {a: (sum(x > 0 for x in vs), vs.count(0), sum(x < 0 for x in vs), Fraction(sum(vs), 7))
                    for a, vs in expected.items()}
    best = max(rows.values(), key=lambda r: r[3])[3]
    assert {a for a, r in rows.items() if r[3] == best} == set(analysis.best())
    # Few hands: each is listed with the Woo of every choice on it.
    listed = WORLD.findall(html)
    assert [tuple(h.split()) for h, _ in listed] == [hand for hand, _ in worlds]
    for k, (_, cells) in enumerate(listed):
        values = [int(x) for x in re.findall(r'data-value="(-?\d+)"', cells)]
        assert values == [expected[a][k] for a in view["legal_actions"]]
    text = shown.text
    assert "Player 2 holds 6 of the 7 cards you have not seen;" in text and "7 possible hands" in text
    # Seat 0 closes, then announces hearts and leads the K: the Q it showed is counted as its card.
    shown = table_at(["play AH", "play 10H", "draw", "close", "marry H", "play KH"], human=1)
    view = shown.state.view(1)
    assert view["opponent_shown"] == ["QH"]
    said = text_of(closed_view.render_analysis(closed_view.analyse(view), view, "en"))
    assert "Player 1 holds the cards shown and 4 of the 13 cards you have not seen;" in said


def test_the_teaching_view_shows_the_exact_hand_once_the_stock_is_exhausted():
    state = cardlib.new_game("woo", seed=2, first_player=0)
    rng = random.Random(2)
    while not (state.closed and state.view(0)["closer"] is None):
        legal = [a for a in state.legal_actions() if a.kind not in ("close", "victory")]
        state = state.apply(rng.choice(legal))
    player = state.current_player
    view = state.view(player)
    opponent_hand = state.view(None)["hands"][1 - player]
    shown = ClosedPhaseView(state, player, lang="en")
    analysis = shown.analysis
    assert analysis.exact and analysis.total == 1
    assert sorted(analysis.worlds[0][0]) == sorted(opponent_hand) and analysis.worlds[0][1] == ()
    expected = woo_solver.action_values(view, analysis.worlds[0][0], ())
    assert {v.action: v.values for v in analysis.verdicts} == {a: (x,) for a, x in expected.items()}
    assert "Every card is known" in shown.text
    known = re.search(r"Every card is known.*?</p>(.*?)<p", shown.widget.value, re.S).group(1)
    assert sorted(CARD.findall(known)) == sorted(opponent_hand)


def test_the_teaching_view_samples_when_there_are_too_many_hands():
    state = cardlib.new_game("woo", 2, 0, deck=deck(), first_player=0).apply("close")
    view = state.view(0)
    analysis = closed_view.analyse(view, limit=50, sample=6, seed=3)
    assert not analysis.exact and len(analysis.worlds) == 6 and analysis.total == woo_solver.count_worlds(view)
    assert analysis.worlds == tuple(woo_solver.sample_worlds(view, random.Random(3), 6))
    expected = solver_values(view, analysis.worlds)
    assert {v.action: list(v.values) for v in analysis.verdicts} == expected
    html = closed_view.render_analysis(analysis, view, "en")
    assert "on 6 of these hands drawn at random (seed 3)" in text_of(html)
    assert 'class="world"' not in html


def test_the_teaching_view_outside_the_closed_phase_says_so():
    state = cardlib.new_game("woo", 2, 0, deck=deck(), first_player=0)
    shown = ClosedPhaseView(state, 0, lang="en")
    assert shown.analysis.status == "open" and "The stock is still open" in shown.text
    assert "<table" not in shown.widget.value
    shown.set_language("fr")
    assert "La pioche est encore ouverte" in shown.text
    waiting = ClosedPhaseView(late_closed(), 1, lang="en")
    assert waiting.analysis.status == "waiting" and "It is Player 1's turn" in waiting.text
    assert "Player 1 holds" in waiting.text and "<table" not in waiting.widget.value
    over = ClosedPhaseView(late_closed().apply("victory"), 0, lang="en")
    assert "The round is over" in over.text


def test_the_teaching_view_follows_a_table():
    table = WooTable.from_deck(LATE_DECK, LATE_CLOSE[:-1], lang="en", bot="random")
    shown = ClosedPhaseView(table=table)
    assert shown.analysis.status == "open"
    table.canvas.click("close")
    assert shown.analysis.status == "solved" and shown.analysis.total == 7
    table.set_language("fr")
    assert shown.lang == "fr" and "Phase fermée" in shown.text


def test_a_mean_that_is_not_zero_never_reads_zero():
    view = late_closed().view(0)
    analysis = closed_view.Analysis(0, "solved", ("0C",), 0, 1, ((("10S",), ()),), True, 0,
                                    (closed_view.verdict("victory", [-1] + [0] * 714),))
    html = closed_view.render_analysis(analysis, view, "fr")
    assert re.search(r'data-mean="-1/715"[^>]*>−0,001<', html)


def test_the_tables_solver_button_shows_the_closed_phase_view_and_hides_it():
    table = WooTable.from_deck(LATE_DECK, LATE_CLOSE[:-1], lang="en", bot="random")
    assert table.closed_view is None and table.solver_panel.children == ()
    table.solver_button.value = True
    shown = table.closed_view
    assert table.solver_panel.children == (shown.widget,) and shown.analysis.status == "open"
    table.canvas.click("close")
    assert shown.analysis.status == "solved" and shown.analysis.total == 7
    assert shown.analysis.verdicts == analyse_late_closed().verdicts
    table.set_language("fr")
    assert table.solver_button.description == "Calcul exact des coups" and "Phase fermée" in shown.text
    table.solver_button.value = False
    assert table.closed_view is None and table.solver_panel.children == ()
    before = shown.widget.value
    table.undo()
    assert shown.widget.value == before, "a hidden view no longer follows the table"


def analyse_late_closed():
    return closed_view.analyse(late_closed().view(0))


# --- a bot that moves first waits until the table is on screen (issue 10) -------------------------
def drawn_by_the_front_end(table):
    """What svgcanvas.js sends once it has drawn the table's picture: its data-move and data-deal."""
    move, deal = map(int, re.search(r'data-move="(\d+)" data-deal="(\d+)"', table.canvas.markup).groups())
    table.canvas._receive(table.canvas, {"type": "drawn", "move": float(move), "deal": deal}, [])


def test_a_bot_that_moves_first_plays_once_the_front_end_has_drawn_the_table():
    table = table_at(human=1)                       # the bot (seat 0, Player 1) is the first Oya
    start = table.state.clone()                     # apply changes a state in place
    assert table.bots_pending and table.moves == [] and start.current_player == 0
    assert 'data-move="0" data-deal="1"' in table.canvas.markup
    assert "▶ Player 1 to play." in text_of(table.canvas.markup)
    assert table.explanation_text == "Player 1 is thinking…"
    table.set_language("fr")
    assert table.explanation_text == "Joueur 1 réfléchit…" and table.moves == []
    table.set_language("en")
    # A message about another picture (an earlier deal, another move) plays nothing.
    table.canvas._receive(table.canvas, {"type": "drawn", "move": 0, "deal": 0}, [])
    table.canvas._receive(table.canvas, {"type": "drawn", "move": 3, "deal": 1}, [])
    assert table.moves == [] and table.bots_pending
    drawn_by_the_front_end(table)
    expected = cardbots.get("random", "woo", seed=table._bot_seed(0)).choose(start)
    assert table.moves == [start.apply(expected).moves[0]]
    # One bot move per picture drawn: the marriage is shown (still thinking) before the bot leads.
    assert table.moves == ["marry H"] and table.bots_pending and "Player 1 is thinking…" in table.explanation_text
    assert 'class="cardgames-thinking"' in table.canvas.markup
    drawn_by_the_front_end(table)
    assert len(table.moves) == 2 and table.state.current_player == 1
    assert not table.bots_pending and table.explanation_text == ""
    assert 'class="cardgames-thinking"' not in table.canvas.markup
    assert f'data-move="{table.move_number}" data-deal="1"' in table.canvas.markup
    assert table.slider.max == table.slider.value == table.move_number
    played = table.moves
    drawn_by_the_front_end(table)                   # later redraws play nothing more
    assert table.moves == played


def test_without_a_front_end_play_pending_plays_the_bot_and_a_human_first_table_waits_for_nobody():
    table = table_at(human=1)
    assert table.play_pending() is True and table.state.current_player == 1
    assert table.play_pending() is False
    human_first = table_at(human=0)
    assert not human_first.bots_pending and human_first.play_pending() is False
    drawn_by_the_front_end(human_first)
    assert human_first.moves == []


def test_a_click_before_the_bot_moved_lets_the_bot_play_then_is_refused_as_stale():
    """A click made on the picture drawn before the bot moved: the bot plays first, then the click,
    made on a position that has changed, plays nothing and says so (ui.stale)."""
    table = table_at(human=1)
    table.canvas.click("play KC", 0, 1)
    assert len(table.moves) >= 1 and table.state.current_player == 1
    assert all(player == 0 for player in table._movers), "only the bot played"
    assert "The table changed before your click arrived" in table.explanation_text
    # From Python, without a position: the bot plays first, then the move is judged where it left the game.
    other = table_at(human=1)
    legal_after_bot = table.state.view(1)["legal_actions"]
    other.act(legal_after_bot[0])
    assert other.moves[:len(table.moves)] == table.moves and other.moves[len(table.moves)] == legal_after_bot[0]
    # The hint too: it is asked for the human's decision, after the bot's move.
    hinted = table_at(human=1)
    hinted.hint()
    assert hinted.moves == table.moves and hinted.explanation_text.startswith("Hint from the")


def test_new_game_seed_and_undo_with_a_bot_that_moves_first():
    table = table_at(human=1)
    table.play_pending()
    table.act(table.state.view(1)["legal_actions"][0])
    table.new_game(seed=5)                          # first_player=0 is kept: the bot begins again
    assert table.moves == [] and table.bots_pending and table.seed_box.value == 5
    assert table.explanation_text == "New game, seed 5. Player 1 is thinking…" and table.undo_button.disabled
    table.undo()                                    # nothing of the human's to undo yet
    assert table.moves == [] and table.bots_pending
    drawn_by_the_front_end(table)
    bot_moves = table.moves
    assert bot_moves and table.state.current_player == 1
    assert table.explanation_text == "New game, seed 5.", "the new game's message stays"
    table.act(table.state.view(1)["legal_actions"][0])
    table.undo()
    assert table.moves == bot_moves and table.state.current_player == 1, "undo stops after the bot's first move"
    again = WooTable(seed=5, human=1, bot="random", first_player=0, lang="en")
    again.play_pending()
    assert again.moves == bot_moves, "the same seed gives the same bot moves, played late or not"


# --- a French class reads only French (issue 24) ---------------------------------------------------

def test_the_follow_prompt_contracts_the_article_before_the_card():
    """« répondez à le 10 de trèfle » was shown when the 10 of clubs was led: « au 10 de trèfle »."""
    table = table_at(["play 10C"], human=1, lang="fr")
    status = text_of(table.canvas.markup)
    assert "répondez au 10 de trèfle." in status and "à le " not in status
    table = table_at(["play QH"], human=1, lang="fr")
    assert "répondez à la reine de cœur." in text_of(table.canvas.markup)
    table = table_at(["play AH"], human=1)
    assert "answer the ace of hearts." in text_of(table.canvas.markup)


def test_a_french_game_shows_no_notation_no_english_and_no_decimal_point():
    """A few moves, a refusal and a Hint in French: the table, the log, the refusal and the Hint in words."""
    table = table_at(TO_CLOSED_FOLLOW, human=1, lang="fr", bot="greedy")
    table.canvas.click("play AC")                  # refused: the follower must trump (W5)
    refusal = spaced(table.explanation_text)
    table.hint()
    hint = spaced(table.explanation_text)
    page = " ".join([text_of(table.canvas.markup), text_of(table.log_box.value), refusal, hint])
    assert "Règle W5" in refusal and "jouer de l'atout" in refusal
    assert hint.startswith(f"Indice du robot {table.hint_bot_name()} : jouer le roi de pique.")
    words = r"\b(?:play|draw|close|victory|exchange|marry|end|the|of|wins|mean|points\.\d)\b|\b(?:10|[0AKQJ])[HDCS]\b"
    assert not re.findall(words, page), "notation or English in the French page"
    assert not re.search(r"\d\.\d|\(s\)|\b1 cartes\b", page)


def test_the_closed_phase_prompt_says_a_trump_only_without_the_suit_led():
    """Issue 34: « suivez à la couleur et gagnez le pli si vous le pouvez ; sinon jouez de l'atout » was read as
    "trump when you cannot win in the suit"; W5 asks for a trump only without a card of the suit led."""
    from cardlib.text import i18n

    for lang, without in (("fr", "si vous n'en avez pas, jouez un atout"), ("en", "if you have none, play a trump")):
        prompt = i18n.text("ui.woo.your_follow_closed", lang, card="10C")
        assert without in prompt and "W5" in prompt
        assert "sinon jouez de l'atout" not in prompt and "else play a trump" not in prompt


def test_the_closed_view_of_an_exhausted_stock_counts_the_trump_card_taken_as_shown_not_unseen():
    """Issue 34: once the stock is exhausted, the opponent's hand is the cards one has not seen plus those shown: the
    face-up trump card taken with the last draw was seen, and the view says so instead of calling it unseen."""
    import re
    from html import unescape

    import cardlib
    from cardlib.woo.cards import NOTATION
    from widgets.woo import closed_picture

    deck = ["AH", "KH", "QH", "10C", "0S", "QD", "10H", "JH", "AC", "KS", "KC", "JD", "JS", "AD", "10D"]
    deck += [card for card in NOTATION if card not in deck]
    state = cardlib.new_game("woo", seed=1, deck=deck, first_player=0)
    for move in ["play AH", "play 10H", "draw", "play KH", "play JH", "draw", "play QH", "play AC", "draw",
                 "play 10C", "play KS", "draw", "play KC", "play 0S", "draw", "play QD", "play JD", "draw"]:
        state = state.apply(move)
    assert state.view(0)["stock_size"] == 0 and state.view(0)["opponent_shown"] == ["JS"]
    shown = closed_picture(state, player=0, lang="en")
    text = " ".join(unescape(re.sub(r"<style.*?</style>|<[^>]+>", " ", getattr(shown, "data", str(shown)), flags=re.S)).split())
    assert "holds exactly the cards you have not seen, plus those they have shown" in text
    assert "holds exactly the cards you have not seen (rule W16)" not in text
