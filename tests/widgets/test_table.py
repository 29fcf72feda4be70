"""What every game table gets from ``widgets.table.GameTable``, checked on all five games: the Hint
(the strongest bot's move and reasons, nothing played), hot seat (several people at one screen, the
pass-the-screen panel hiding every hand between two people's turns), the teacher view (every hand,
marked, never while the panel is up), refusals explained and read out, and the log's accessibility."""

import re
from html import unescape

import pytest

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n
from widgets.hotseat import SHOW_HAND
from widgets.hue.table import HueTable
from widgets.ohio.table import OhioTable
from widgets.table import best_bot
from widgets.woo.table import WooTable
from widgets.yoyo.table import YoyoTable
from widgets.yozu.table import YozuTable

GAMES = ("ohio", "woo", "yoyo", "yozu", "hue")
STYLE = re.compile(r"<style>.*?</style>", re.S)
TEACHER = '<section class="cardgames-teacher"'
PANEL = re.compile(r'<div class="cardgames-position" data-move="\d+" data-deal="\d+">'
                   r'<section class="cardgames-handover"[^>]*>.*</section></div>', re.S)


def make(game, **kwargs):
    """A table of ``game`` in English with a fixed seed; ``kwargs`` go to its class."""
    classes = {"ohio": OhioTable, "woo": WooTable, "yoyo": YoyoTable, "yozu": YozuTable, "hue": HueTable}
    kwargs.setdefault("seed", 11)
    kwargs.setdefault("lang", "en")
    if game != "woo":
        kwargs.setdefault("players", 3)
    table = classes[game](**kwargs)
    table.play_pending()
    return table


def text_of(markup):
    """The words of ``markup``, without style sheets and tags."""
    return unescape(re.sub(r"<[^>]+>", " ", STYLE.sub("", markup)))


def live_picture(table):
    """The picture the table draws for its human at the live position (without the Hint's mark)."""
    return table.render(table.state.view(table.human), table.lang, table.names(), interactive=True,
                        recent=table.since_your_move())


def a_move(table):
    """A legal move of the person to move, in notation."""
    return table.state.view(table.human)["legal_actions"][0]


def assert_hidden(table):
    """The canvas shows the pass-the-screen panel and nothing else: no card, no picture, one button."""
    markup = STYLE.sub("", table.canvas.markup)
    assert PANEL.fullmatch(markup), markup[:300]
    assert re.findall(r'data-action="([^"]*)"', markup) == [SHOW_HAND]
    assert TEACHER not in markup and "cardgames-recent" not in markup
    assert table.hint_button.disabled and table.teacher_button.disabled
    assert table.explanation_text == "" or table.explanation_text.startswith(("⚠ The cards are hidden", "Back to"))


def to_next_person(table):
    """Play the person to move's first legal moves until another person is to move; the bots play between."""
    first = table.human
    while table.human == first and not table.state.is_over:
        if table.handover_pending:
            table.show_hand()
        table.act(a_move(table))
    assert not table.state.is_over, "the game ended before the second person's turn"
    return first, table.human


# --- the Hint -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_hint_shows_the_strongest_bots_move_and_reasons_and_plays_nothing(game):
    table = make(game)
    state, moves = table.state, list(table.moves)
    name = best_bot(game, "search", "greedy")
    assert table.hint_bot_name() == name and name in table.hint_button.tooltip
    table.hint_button.click()
    assert table.state is state and table.moves == moves, "a hint plays nothing"
    bot = cardbots.get(name, game, seed=table._bot_seed(table.move_number))
    said = bot.explain(state)
    said = [m for m in (said if isinstance(said, (list, tuple)) else [said]) if m is not None]
    move = str(bot.choose(state))
    assert said and move in state.view(table.human)["legal_actions"] and table.hinted_move == move
    text = table.explanation_text
    words = i18n.translate(cardlib.move_words(game, move), "en", table.names("en"))
    assert text.startswith(f"Hint from the {name} bot: {words}.")
    for message in said:
        assert i18n.translate(message, "en", table.names("en")) in text
    assert 'class="cardgames-hint-text' in table.explanation.value
    table.set_language("fr")
    text = table.explanation_text
    words = i18n.translate(cardlib.move_words(game, move), "fr", table.names("fr"))
    assert text.startswith(f"Indice du robot {name}\u00a0: {words}.") and table.hint_button.description == "Indice"
    for message in said:
        assert i18n.translate(message, "fr", table.names("fr")) in text
    table.act(move)
    assert table.explanation_text == "" and table.hinted_move is None, "the hint goes once a move is played"


def test_the_hinted_move_is_marked_in_the_picture_until_it_is_played():
    table = make("ohio", first_player=0)
    table.hint()
    move = table.hinted_move
    picture = STYLE.sub("", table.canvas.markup)
    assert f'data-action="{move}" data-hinted="true"' in picture and picture.count("data-hinted") == 1
    table.act(move)
    assert "data-hinted" not in STYLE.sub("", table.canvas.markup)


def test_a_move_made_in_several_clicks_has_its_parts_marked():
    table = make("hue")
    table.hint()
    card = table.hinted_move.split()[1]
    picture = STYLE.sub("", table.canvas.markup)
    assert re.findall(r'data-action="([^"]+)" data-hinted', picture) == [f"select {card}"]
    # The card chosen, the direction to point it and the cell of its first square are marked in turn.
    _, _, cell, direction = table.hinted_move.split()
    table.act(f"select {card}")
    other = next(d for d in "ESWN" if d != direction)
    table.act(f"direction {other}")
    marked = re.findall(r'data-action="([^"]+)" data-hinted', STYLE.sub("", table.canvas.markup))
    assert marked == [f"cell {cell}", f"direction {direction}"] or marked == [f"direction {direction}", f"cell {cell}"]
    table.act(f"direction {direction}")
    assert re.findall(r'data-action="([^"]+)" data-hinted', STYLE.sub("", table.canvas.markup)) == [f"cell {cell}"]
    table.act(f"cell {cell}")
    assert f"play {card} {cell} {direction}" in table.moves
    yoyo = make("yoyo")
    assert yoyo.hint_actions("play B17 B18") == ["select B17", "select B18"]     # tick each card of a series
    yoyo.selection = ("B17",)
    assert yoyo.hint_actions("play B17 B18") == ["select B18"]
    assert yoyo.hint_actions("play Y12 up") == ["orient Y12"] and yoyo.hint_actions("draw") == ["draw"]
    yoyo.pending = "Y12"
    assert yoyo.hint_actions("play Y12 up") == ["play Y12 up"], "then the direction's button"


def test_the_hint_at_the_end_says_there_is_nothing_to_decide():
    table = make("ohio", players=2)
    while not table.state.is_over:
        table.act(a_move(table))
    table.hint()
    assert table.explanation_text == "The game is over: there is nothing left to decide."


# --- hot seat ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_turn_change_between_two_people_hides_every_hand_until_the_player_shows_it(game):
    table = make(game, humans=(0, 1))
    assert table.hot_seat and table.humans == (0, 1)
    assert table.handover_pending, "nobody has the screen yet"
    assert_hidden(table)
    first, second = to_next_person(table)
    assert {first, second} == {0, 1} and table.state.current_player == second
    assert table.handover_pending
    assert_hidden(table)
    assert f"Pass the screen to Player {second + 1}" in text_of(table.canvas.markup)
    assert f"I am Player {second + 1}: show my cards" in text_of(table.canvas.markup)
    table.canvas.click(SHOW_HAND)
    assert not table.handover_pending and table.human == second
    assert live_picture(table) in table.canvas.markup, "drawn from the view of the person to move"
    assert f"{i18n.player_name(second)} (you)" in table.names()


def test_nothing_is_played_or_hinted_while_the_panel_is_up_and_the_refusal_is_read_out():
    table = make("ohio", humans=(0, 1), first_player=0)
    move = a_move(table)
    table.canvas.click(move)
    assert table.moves == [] and table.explanation_text.startswith("⚠ The cards are hidden: Player 1 must first click")
    assert table.canvas.announcements[-1].startswith("The cards are hidden")
    table.hint()
    assert table.hinted_move is None and table.handover_pending
    assert_hidden(table)
    table.canvas.click(SHOW_HAND)
    table.canvas.click(move)
    assert table.moves[0] == move


def test_the_panel_keeps_the_position_so_a_late_click_on_it_is_stale():
    table = make("ohio", humans=(0, 1), first_player=0)
    table.canvas.click(SHOW_HAND)
    table.act(a_move(table))                  # Player 1 played; Player 2 is to take the screen
    table.canvas.click(SHOW_HAND, move=0, deal=1)      # a click on the panel drawn before that move
    assert table.handover_pending and "changed before your click" in table.explanation_text
    position = re.search(r'data-move="(\d+)" data-deal="(\d+)"', table.canvas.markup).groups()
    table.canvas.click(SHOW_HAND, move=int(position[0]), deal=int(position[1]))
    assert not table.handover_pending


def test_bots_fill_the_other_seats_and_play_between_the_people():
    table = make("ohio", players=4, humans=(0, 2), first_player=0)
    assert table.bot_names == [None, "greedy", None, "greedy"]
    table.show_hand()
    table.act(a_move(table))
    assert table._movers[0] == 0 and table.state.current_player in (0, 2)
    assert all(mover not in table.humans for mover in table._movers[1:])


def test_undo_goes_back_to_the_last_decision_of_anyone_at_the_screen_behind_the_panel():
    table = make("ohio", players=3, humans=(0, 1), first_player=0)
    table.show_hand()
    first_move = a_move(table)
    table.act(first_move)
    table.show_hand()                          # Player 2 has the screen
    assert table.human == 1 and table.undo_button.tooltip.startswith("Back to the last decision a person made")
    table.undo_button.click()
    assert table.moves == [] and table.state.current_player == 0
    assert table.handover_pending, "Player 1's hand is not shown to Player 2"
    assert_hidden(table)
    assert table.explanation_text == "Back to the last decision of Player 1."
    table.show_hand()
    assert table.human == 0 and live_picture(table) in table.canvas.markup


def test_what_happened_since_your_move_follows_the_person_to_move():
    table = make("ohio", players=3, humans=(0, 1), first_player=0)
    table.show_hand()
    table.act(a_move(table))
    table.show_hand()
    recent = table.since_your_move()
    assert recent[0].player == 0 and "Since the start" in table.canvas.markup, "Player 2 has not moved yet"
    table.act(a_move(table))                   # Player 2 plays, the bot plays, Player 1 is to move
    table.show_hand()
    recent = table.since_your_move()
    assert table.human == 0 and recent[0].player == 0 and [m.player for m in recent][:2] == [0, 1]
    assert "Since your last move" in table.canvas.markup


def test_the_slider_shows_the_past_for_the_person_who_has_the_screen_and_never_behind_the_panel():
    table = make("ohio", players=3, humans=(0, 1), first_player=0)
    table.show_hand()
    table.act(a_move(table))
    table.show_move(0)
    assert_hidden(table)
    table.show_hand()
    assert table.viewing_past and table.canvas.markup == table.render(
        table.shown_state().view(1), "en", table.names(), interactive=False)


def test_the_people_choice_sets_the_next_game():
    table = make("ohio", players=3)
    assert list(table.humans_box.options) == [1, 2, 3] and table.humans_box.value == 1 and not table.hot_seat
    table.humans_box.value = 2
    assert not table.hot_seat, "the choice is for the next game"
    table.new_button.click()
    assert table.humans == (0, 1) and table.handover_pending
    table.players_box.value = 2
    assert list(table.humans_box.options) == [1, 2] and table.humans_box.value == 2
    table.players_box.value = 4
    table.humans_box.value = 1
    table.new_seed_button.click()
    assert table.players == 4 and table.humans == (0,) and not table.handover_pending
    assert table.humans_box.description == "People"


def test_the_people_seats_are_checked():
    with pytest.raises(ValueError, match="human must be a seat from 0 to 2"):
        make("ohio", humans=(0, 3))
    with pytest.raises(ValueError, match="different seats"):
        make("ohio", humans=(1, 1))
    with pytest.raises(ValueError, match="from 1 to 3 people"):
        make("ohio").new_game(humans=4)


def test_every_seat_may_be_a_person():
    table = make("woo", humans=(0, 1))
    assert table.bot_names == [None, None] and not table.bots_pending
    first, second = to_next_person(table)
    assert first != second


# --- the teacher view ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_teacher_view_shows_every_hand_marked_and_is_off_by_default(game):
    table = make(game)
    assert not table.teacher and TEACHER not in table.canvas.markup
    table.teacher_button.value = True
    markup = table.canvas.markup
    assert "Teacher view: every hand is shown" in text_of(markup)
    stock = table.stock_markup(table.state.view(None), "en")
    assert markup.count('class="cardgames-teacher-seat"') == table.players + (stock is not None)
    assert (stock is not None) == (game in ("woo", "yoyo", "yozu"))          # the games with a stock
    hidden = [p for p in range(table.players) if table.state.view(p).get("hand")]
    assert any(p != table.human for p in hidden), "someone else holds hidden cards"
    for p in hidden:
        assert table.hand_markup(table.state.view(p), "en") in markup
    table.set_language("fr")
    shown = text_of(table.canvas.markup)
    assert "Vue de l'enseignant\u00a0: toutes les mains sont montrées" in shown
    assert not re.search(r"\b[a-z]+:[a-z]+\b", shown), "the teacher sees Yozu's cards by name, never 'tiger:winter'"
    table.teacher_button.value = False
    assert TEACHER not in table.canvas.markup


def test_the_teacher_view_shows_the_other_hands_cards():
    table = make("ohio", players=3, first_player=0)
    table.set_teacher_view(True)
    teacher = table.canvas.markup[table.canvas.markup.index(TEACHER):]
    seats = teacher.split('<div class="cardgames-teacher-seat" data-seat="')[1:]
    assert [int(seat.split('"')[0]) for seat in seats] == [0, 1, 2]
    for p, seat in enumerate(seats):
        shown = re.findall(r'<span class="big">([^<]+)</span>', seat)
        assert sorted(shown) == sorted(c.upper() if c == "ohio" else c for c in table.state.view(p)["hand"])
        assert i18n.player_name(p) in text_of(seat)


@pytest.mark.parametrize("game, key", [("woo", "stock"), ("yoyo", "stock"), ("yozu", "deck")])
def test_the_teacher_view_shows_the_stock_next_card_first(game, key):
    table = make(game)
    table.set_teacher_view(True)
    teacher = table.canvas.markup[table.canvas.markup.index(TEACHER):]
    stock = teacher.split('<div class="cardgames-teacher-seat" data-seat="stock">')[1]
    assert "Stock, next card first" in text_of(stock)
    cards = table.state.view(None)[key]
    assert table.hand_markup({**table.state.view(None), "hand": cards}, "en") in stock
    drawn = table.state
    while drawn.view(None)[key][0] == cards[0]:      # play on until the first card shown leaves the stock
        drawn = drawn.apply(drawn.legal_actions()[0])
    now = drawn.view(None)[key]
    # The cards drawn were the first shown: what is left starts with the rest, in order (cards put
    # back into the stock go to its end).
    assert any(now[:len(cards) - k] == cards[k:] for k in range(1, len(cards)))


def test_the_teacher_view_is_never_on_while_the_panel_is_up():
    table = make("ohio", players=3, humans=(0, 1), first_player=0)
    table.teacher_button.value = True
    assert not table.teacher and not table.teacher_button.value and table.teacher_button.disabled
    assert_hidden(table)
    table.show_hand()
    assert not table.teacher_button.disabled
    table.teacher_button.value = True
    assert table.teacher and TEACHER in table.canvas.markup
    table.act(a_move(table))                   # Player 2's turn: the panel goes up
    assert table.handover_pending and not table.teacher and not table.teacher_button.value
    assert_hidden(table)
    table.show_hand()
    assert TEACHER not in table.canvas.markup, "turned off, not only hidden"


# --- refusals and the log ---------------------------------------------------------------------------
@pytest.mark.parametrize("humans", [(0,), (0, 1)])
def test_a_refused_move_is_explained_with_its_rule_and_read_out(humans):
    table = make("ohio", players=3, humans=humans, first_player=2, moves=["play 7"])
    if table.handover_pending:
        table.show_hand()
    assert table.human == 0
    table.canvas.click("play 8")
    reason = table.state.explain("play 8")
    assert reason is not None and reason.rule == "O3"
    assert table.explanation_text == "⚠ " + i18n.translate(reason, "en", table.names())
    assert table.canvas.announcements[-1] == i18n.translate(reason, "en", table.names())
    assert table.moves == ["play 7"]


def test_a_refusal_is_sent_to_be_shown_beside_the_part_clicked_after_the_redraw():
    """The refusal's bubble (svgcanvas.js) is asked for after the table's redraw, so that it is drawn on
    the picture it is about, and only for refusals."""
    table = make("ohio", players=3, first_player=2, moves=["play 7"])
    sent = []
    table.canvas.send = lambda content, buffers=None: sent.append((content, table.canvas.markup))
    table.canvas.click("play 8")
    bubbles = [content for content, _ in sent if content.get("near")]
    assert [content["text"] for content in bubbles] == [table.canvas.announcements[-1]]
    assert sent[-1][1] == table.canvas.markup, "announced once the picture it is about is drawn"
    table.undo_button.click()
    assert not any(content.get("near") for content, _ in sent[1:])


@pytest.mark.parametrize("game", GAMES)
def test_on_screen_the_humans_move_is_drawn_before_any_bot_thinks(game):
    """Once a front end has drawn the table, a human move is drawn at once with the next bot "thinking"
    (badge over the picture, explanation area); each bot's move comes with the next picture drawn.
    Without a front end the bots answer at once (tests, notebooks run by nbclient)."""
    table = make(game, first_player=0)
    assert table.state.current_player == 0 and not table.bots_pending
    # A move that hands the turn to a bot (Woo's announcements keep it).
    move = next(m for m in table.state.view(0)["legal_actions"] if table.state.clone().apply(m).current_player != 0)
    offscreen = make(game, first_player=0)
    start = offscreen.move_number
    offscreen.act(move)
    assert offscreen.move_number > start + 1 and not offscreen.bots_pending, "without a front end: at once"
    table.canvas.drawn(table.move_number, table._deal)          # the front end has drawn the table
    table.act(move)
    assert table.moves[start:] == [move] and table.move_number == start + 1
    assert table.bots_pending and 'class="cardgames-thinking"' in table.canvas.markup
    assert table.explanation_text.endswith("is thinking…")
    while table.bots_pending:
        before = table.move_number
        table.canvas.drawn(table.move_number, table._deal)
        assert table.move_number == before + 1, "one bot move per picture drawn"
    assert table.moves == offscreen.moves, "the same bots' answers, drawn one by one"
    assert 'class="cardgames-thinking"' not in table.canvas.markup


def test_the_log_can_be_scrolled_with_the_keyboard_and_is_named():
    table = make("ohio")
    assert re.search(r'<div class="cardgames-log-list" tabindex="0" role="group" aria-label="Game log">',
                     table.log_box.value)


def test_a_forced_answer_of_a_person_oracle_is_said_to_the_oracle_only():
    # Player 1 is the Oracle, Player 2 guesses: each answer of Player 1 is forced (Z5), given at once.
    table = make("yozu", players=3, seed=4, humans=(0, 1), first_player=0)
    table.show_hand()
    assert table.human == 1 and table.state.phase == "guess"
    table.act("guess panda:spring")
    assert table.moves == ["guess panda:spring", "nothing", "guess carp:summer", "reveal summer"]
    assert table._forced == {1, 3} and table.human == 1 and not table.handover_pending
    assert "your cards allowed one answer only" not in table.explanation_text, "Player 2 holds no Oracle cards"
    assert "The Oracle reveals Summer." in text_of(table.log_box.value), "the answer is in the log for everyone"


@pytest.mark.parametrize("game", GAMES)
def test_a_compact_table_shows_the_picture_and_the_explanation_only_and_still_plays(game):
    """A step-by-step example's table (``compact()``): no tools, controls, slider, log or share link; clicks
    still play and refusals are still explained."""
    table = make(game, first_player=0)
    full = set(table.widget.children)
    assert table.compact() is table
    assert table.widget.children == (table.canvas, table.explanation)
    assert {table.tools, table.slider, table.log_box} <= full - set(table.widget.children)
    assert "cardgames-compact" in table.widget._dom_classes
    refused = next(m for m in ("play 99", "pass", "draw") if table.state.explain(m) is not None)
    table.canvas.click(refused)
    assert table.explanation_text.startswith("⚠ ")
    move = table.state.view(0)["legal_actions"][0]
    table.canvas.click(move)
    assert move in table.moves
