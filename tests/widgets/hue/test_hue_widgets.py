"""The Hue widgets driven from Python (no browser): choosing a card, turning it, clicking a cell,
H6 refusals, ghosts of the allowed places, undo, new game, slider, French, the renderer's marks
(letters, poison symbol, stack heights), the area view and its flood-fill steps, the score table.
Assertions read the real outputs: the table's markup, the record, the explanation area, the pictures;
numbers are checked against ``cardlib.hue.scoring``.

Positions are dealt from a scripted deck (H5 order: the 3 start cards, then each player's poison
card and 5 standard cards from the first player on, then the cards left out).
"""

import random
import re
from html import unescape

import pytest

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.hue import scoring as hue_scoring
from cardlib.hue.board import COLOURS
from widgets.hue import render as hue_render
from widgets.hue.areas import render_areas
from widgets.table import seat_names
from widgets.hue import DEFAULT_BOTS, AreaView, HueTable, areas_picture, cards_picture, picture, scores_picture, why
from layout_helpers import pressed

# Start cards D1, D2, D3 at (0,0), (1,1), (2,2) lying E; player 1 (seat 0, the human) holds P1 S1 S2 S3 T1 T2.
DECK = ["D1", "D2", "D3",
        "P1", "S1", "S2", "S3", "T1", "T2",
        "P2", "S4", "S5", "S6", "T3", "T4",
        "P3", "S7", "S8", "S9", "T5", "T6",
        "D4", "D5", "P4", "P5", "S10", "T7", "T8", "T9", "T10"]

HAND = re.compile(r'<div class="(hue-card[^"]*)" data-card="(\w+)" data-action="select \2"')
GHOST = re.compile(r'data-ghost="(-?\d+),(-?\d+),([ESWN])"')
HIT = re.compile(r'<g class="hue-hit (legal|refused)" data-action="cell (-?\d+),(-?\d+)"')
ACTIONS = re.compile(r'data-action="([^"]+)"')


TOWARDS = {"E": "east", "N": "north", "S": "south", "W": "west"}


def in_words(card, x, y, d):
    """A move as the English log and tips say it (words, not notation): 'lay card S1 at (0, −2), pointing south'."""
    return f"card {card} at ({x}, {y}), pointing {TOWARDS[d]}".replace("-", "\u2212")


def log_text(t):
    """The log's entries (not its stylesheet), one per line."""
    return "\n".join(unescape(e) for e in re.findall(r"<li>(.*?)</li>", t.log_box.value))


def table(**kwargs):
    """The human (seat 0) plays first against two random bots, from the scripted deck."""
    kwargs.setdefault("lang", "en")
    kwargs.setdefault("bots", "random")
    return HueTable(players=3, seed=1, first_player=0, deck=DECK, **kwargs)


def hand(markup):
    """{card: class} of the clickable cards of the hand."""
    return {card: cls for cls, card in HAND.findall(markup)}


def same_picture(one, other):
    """Whether two tables' markups draw the same picture (their ``data-deal`` counts which game of each table it is)."""
    return re.sub(r'data-deal="\d+"', "", one) == re.sub(r'data-deal="\d+"', "", other)


def ghosts(markup):
    """The allowed places drawn as ghost outlines: {(x, y, direction)}."""
    return {(int(x), int(y), d) for x, y, d in GHOST.findall(markup)}


def hits(markup):
    """{(x, y): 'legal' | 'refused'} of the clickable board cells."""
    return {(int(x), int(y)): status for status, x, y in HIT.findall(markup)}


def legal(state, card, direction):
    """The allowed places of ``card`` pointing ``direction``, from the engine."""
    return {(a.x, a.y, a.direction) for a in state.legal_actions() if a.card == card and a.direction == direction}


def finished(seed=3, players=3):
    """A round played to its end by random moves."""
    state = cardlib.new_game("hue", players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def group(markup, start_pattern):
    """The text of the SVG group that starts at the first match of ``start_pattern`` (up to its </g>)."""
    start = re.search(start_pattern, markup).start()
    return markup[start:markup.index("</g>", start)]


# --- playing by clicking ----------------------------------------------------------------------
def test_select_turn_and_click_a_legal_cell_plays_the_move_and_the_bots_answer():
    t = table()
    assert t.state.current_player == 0 and t.moves == []
    assert set(hand(t.canvas.markup)) == {"P1", "S1", "S2", "S3", "T1", "T2"}
    assert all(cls == "hue-card playable" for cls in hand(t.canvas.markup).values())
    t.canvas.click("select S1")
    assert t.selected == "S1" and hand(t.canvas.markup)["S1"] == "hue-card playable selected"
    assert "✓ chosen" in t.canvas.markup
    t.canvas.click("turn")
    assert t.direction == "S"
    assert 'data-selected="S1" data-direction="S"' in t.canvas.markup
    x, y, d = sorted(t.ghosts())[0]
    assert d == "S" and hits(t.canvas.markup)[(x, y)] == "legal"
    t.canvas.click(f"cell {x},{y}")
    assert t.moves[0] == f"play S1 {x},{y} S"
    assert len(t.moves) == 3, "both bots laid a card before the human's next decision"
    assert t.state.current_player == 0
    assert t.selected is None and "S1" not in hand(t.canvas.markup), "the card left the hand"
    assert t.direction == "S", "the table keeps the direction"
    assert t.explanation_text == ""
    log = log_text(t)
    assert f"Player 1 (you) lays {in_words('S1', x, y, 'S')}." in log
    assert "Player 2 lays card " in log and "Player 3 lays card " in log and "play " not in log
    assert t.record["moves"] == t.moves


def test_turn_cycles_east_south_west_north_and_direction_points_straight():
    t = table()
    t.canvas.click("select T1")
    seen = [t.direction]
    for _ in range(4):
        t.canvas.click("turn")
        seen.append(t.direction)
    assert seen == ["E", "S", "W", "N", "E"]
    t.canvas.click("direction W")
    assert t.direction == "W" and 'class="hue-dir on" data-action="direction W"' in t.canvas.markup
    with pytest.raises(ValueError, match="direction"):
        t.set_direction("up")
    assert t.moves == [], "turning is no move"


def test_an_illegal_cell_shows_the_h6_reason_and_changes_nothing():
    t = table()
    t.canvas.click("select S1")
    before_markup, before_record = t.canvas.markup, t.record
    assert hits(before_markup)[(0, 0)] == "refused"
    t.canvas.click("cell 0,0")              # S1 lying E on D1's three squares
    text = t.explanation_text
    move = "play S1 0,0 E"
    assert "Rule H6: this card would cover 3 squares; it may cover exactly one." in text
    assert str(t.state.explain(move)) in text
    assert t.record == before_record and t.canvas.markup == before_markup
    assert t.selected == "S1" and t.direction == "E"
    t.canvas.click("cell 6,6")               # far from the patchwork
    assert "Rule H6: this card would touch no square of the patchwork" in t.explanation_text
    assert t.record == before_record
    x, y, _ = t.ghosts()[0]
    t.canvas.click(f"cell {x},{y}")
    assert t.moves[0] == f"play S1 {x},{y} E" and t.explanation_text == ""


def test_a_cell_before_a_card_or_a_card_not_held_is_explained():
    t = table()
    t.canvas.click("cell 0,-1")
    assert "Choose a card in your hand first" in t.explanation_text and t.moves == []
    assert t.move_for(0, -1) is None
    t.canvas.click("select S4")              # Player 2's card
    # the engine's refusal, with the rule it cites (tests/cardlib/hue/test_hue_rules.py checks which rule that is)
    refusal = str(i18n.Message("hue.refuse.not_in_hand", card="S4", hand="P1, S1, S2, S3, T1, T2"))
    assert refusal.endswith(": you do not hold card S4; your cards are P1, S1, S2, S3, T1, T2.")
    assert refusal in t.explanation_text
    assert t.selected is None


def test_ghosts_are_the_legal_placements_of_the_selected_card_and_direction():
    t = table()
    assert not ghosts(t.canvas.markup), "no ghost before a card is chosen"
    assert set(hits(t.canvas.markup).values()) == {"refused"}, "every cell clickable, to explain why"
    t.canvas.click("select T2")
    for direction in ("E", "S", "W", "N"):
        t.set_direction(direction)
        markup = t.canvas.markup
        expected = legal(t.state, "T2", direction)
        assert expected, direction
        assert ghosts(markup) == expected == set(t.ghosts())
        assert {cell for cell, status in hits(markup).items() if status == "legal"} == {(x, y) for x, y, _ in expected}
        assert set(hue_render.ghosts(t.state.view(0), "T2", direction)) == expected
    # every allowed place is inside the clickable area (within 3 cells of the patchwork, H6)
    every = {(a.x, a.y) for a in t.state.legal_actions()}
    assert every <= set(hits(t.canvas.markup))
    # the ghosts follow the card: P1 (another picture, same cells) has the same places, another preview
    t.canvas.click("select P1")
    assert ghosts(t.canvas.markup) == legal(t.state, "P1", t.direction)


def test_a_chosen_card_marks_only_the_first_squares_and_shows_the_whole_card_on_hover():
    t = table()
    t.canvas.click("select T2")
    markup = t.canvas.markup
    places = legal(t.state, "T2", t.direction)
    marks = re.findall(r'<g class="ghost" data-ghost="(-?\d+),(-?\d+),([ESWN])"><circle ', markup)
    assert {(int(x), int(y), d) for x, y, d in marks} == places and len(marks) == len(places)
    board = re.search(r'<svg class="hue-board".*?</svg>', markup, re.S).group(0)
    assert "stroke-dasharray" not in board, "no dashed outline of every allowed place over the board"
    for x, y, d in places:       # the whole card, outlined, appears only while its first square is pointed at
        cell = markup[markup.index(f'<g class="hue-hit legal" data-action="cell {x},{y}"'):]
        preview = cell[:cell.index("</g></g>")]
        assert 'class="hue-preview"' in preview
        assert 'stroke="#f2c14e"' in preview, "the preview carries the card's outline"
    css = t.canvas.markup
    assert ".hue-hit .hue-preview{opacity:0" in css and ".hue-hit.legal:hover .hue-preview" in css
    assert "first squares are marked" in unescape(markup) and "dashed" not in unescape(markup)


def test_the_cards_the_bots_laid_since_your_move_are_outlined_and_named():
    t = table()
    t.canvas.click("select S1")
    x, y, d = sorted(t.ghosts())[0]
    t.canvas.click(f"cell {x},{y}")
    recent = t.since_your_move()
    assert [m.player for m in recent] == [0, 1, 2] and recent[0].move == f"play S1 {x},{y} {d}"
    markup = t.canvas.markup
    box = re.search(r'<div class="cardgames-recent".*?</ol></div>', markup, re.S).group(0)
    lines = [unescape(e) for e in re.findall(r"<li>(.*?)</li>", box)]
    assert lines[0] == f"Player 1 (you) lays {in_words('S1', x, y, d)}.", "your move first, not the deal before it"
    assert lines == [i18n.translate(m, "en", t.names()) for move in recent for m in move.log]
    outlined = re.findall(r'<g class="recent" data-recent="(\d)" data-card="(\w+)" data-player="(\d)"', markup)
    laid = [hue_render.parse_move(m.move) for m in recent[1:]]
    assert outlined == [(str(n), a.card, str(m.player)) for n, (a, m) in enumerate(zip(laid, recent[1:]), 1)]
    listed = [unescape(i) for i in re.findall(r'<li data-recent="\d">(.*?)</li>', markup)]
    arrows = {"E": "→", "S": "↓", "W": "←", "N": "↑"}
    assert listed == [f"{n}. Player {m.player + 1}: card {a.card} at ({a.x}, {a.y}) {arrows[a.direction]}".replace("-", "\u2212")
                      for n, (a, m) in enumerate(zip(laid, recent[1:]), 1)]
    assert "Laid since your last move:" in markup and "laid since your last move" in markup   # the list, the legend
    t.set_language("fr")
    assert "Posées depuis votre dernier coup\u00a0:" in t.canvas.markup and "Joueur 2\u00a0:" in unescape(t.canvas.markup)
    first = HueTable(players=3, seed=1, first_player=1, deck=DECK, bots="random", lang="en")
    first.play_pending()              # as when the front end has drawn the table
    assert len(re.findall(r'<g class="recent"', first.canvas.markup)) == 2, "the bots who began before you"
    assert not re.findall(r'<g class="recent"', hue_render.render(first.state.view(0), "en")), "only a table shows it"


def test_a_stale_cell_click_plays_nothing_even_with_a_card_chosen():
    t = table()
    t.canvas.click("select S1")
    move = t.move_number
    x, y, d = sorted(t.ghosts())[0]
    t.canvas.click(f"cell {x},{y}", move, 1)
    played = t.moves
    assert played[0] == f"play S1 {x},{y} {d}" and len(played) == 3
    t.canvas.click("select S2", move, 1)             # clicks made on the first picture, after the bots played
    t.canvas.click("cell 0,0", move, 1)
    assert t.moves == played and t.selected is None
    assert "The table changed before your click arrived" in t.explanation_text
    t.canvas.click("select S2", t.move_number, 1)
    assert t.selected == "S2" and t.explanation_text == ""


def test_hue_moves_are_read_by_the_engine_parser():
    action = hue_render.parse_move("play S3 2,-1 E")
    assert (action.card, action.x, action.y, action.direction) == ("S3", 2, -1, "E")
    from cardlib.errors import IllegalAction
    with pytest.raises(IllegalAction):
        hue_render.parse_move("play S3 2,Q E")


def test_a_legal_cell_previews_the_card_and_says_the_move():
    t = table()
    t.canvas.click("select P1")
    x, y, d = t.ghosts()[0]
    cell = group(t.canvas.markup, rf'<g class="hue-hit legal" data-action="cell {x},{y}"')
    assert f"click to lay {in_words('P1', x, y, d)}" in unescape(cell) and "play" not in unescape(cell)
    assert 'class="hue-preview" pointer-events="none"' in cell
    refused = group(t.canvas.markup, r'<g class="hue-hit refused" data-action="cell 0,0"')
    assert 'tabindex="-1"' in refused and "may not start here (click to see why)" in unescape(refused)


def test_undo_goes_back_to_the_humans_previous_move():
    t = table()
    assert t.undo_button.disabled
    t.canvas.click("select S2")
    x, y, _ = t.ghosts()[0]
    t.canvas.click(f"cell {x},{y}")
    assert len(t.moves) == 3
    t.undo_button.click()
    assert t.moves == [] and t.state.current_player == 0
    assert "Back to your previous decision." in t.explanation_text
    assert "S2" in hand(t.canvas.markup)
    assert t.undo_button.disabled
    t.canvas.click("select S2")
    t.canvas.click(f"cell {x},{y}")
    assert t.moves[0] == f"play S2 {x},{y} E"


def test_new_game_with_a_seed_shows_the_seed_and_is_reproducible():
    t = table()
    t.canvas.click("select S1")
    t.seed_box.value = 1234
    t.new_button.click()
    assert t.state.seed == 1234 and t.record["seed"] == 1234 and t.seed_box.value == 1234
    assert t.record["deck"] is None, "the scripted deck dealt the first game only"
    assert "New game, seed 1234." in t.explanation_text
    assert t.selected is None
    again = HueTable(seed=1234, bots="random", lang="en", first_player=0)
    assert again.moves == t.moves == [] and same_picture(again.canvas.markup, t.canvas.markup)
    free = HueTable(seed=7, bots="random", lang="en")          # the seed draws the Oya: the bots may begin
    assert free.moves == HueTable(seed=7, bots="random", lang="en").moves
    free.new_game(99, players=4)
    assert free.players == 4 and free.state.seed == 99 and len(free.state.view(0)["hand_sizes"]) == 4


def test_the_slider_shows_a_past_position_without_controls():
    t = table()
    t.canvas.click("select S1")
    x, y, _ = t.ghosts()[0]
    t.canvas.click(f"cell {x},{y}")
    n = len(t.moves)
    t.show_move(0)
    assert t.viewing_past and "data-action" not in t.canvas.markup
    assert f"after move 0 of {n}" in t.explanation_text
    t.canvas.click("select S2")             # a click on the old picture brings the live table back
    assert not t.viewing_past and len(t.moves) == n and hits(t.canvas.markup)


def test_french_labels_table_and_log():
    t = table(lang="fr")
    assert t.undo_button.description == "Annuler"
    markup = unescape(t.canvas.markup)
    assert "À vous\u00a0: choisissez une carte à poser." in markup
    assert "Le patchwork" in markup and "Vos cartes" in markup and "Cliquez d'abord sur une carte de votre main." in markup
    assert "Rouge" in markup and "Violet" in markup and "à rayures" in markup
    t.canvas.click("select S1")
    t.canvas.click("turn")
    markup = unescape(t.canvas.markup)
    assert "La carte S1 est orientée vers le sud ↓\u00a0: son premier carré va là où vous cliquez" in markup
    assert "Tourner" in markup and "Ouest ←" in markup and "places permises (règle H6)" in markup
    tips = re.findall(r'aria-label="([^"]*cliquez pour poser[^"]*)"', markup)
    assert tips and all("poser la carte S1 en (" in tip and ", orientée vers le sud" in tip for tip in tips)
    assert not any(re.search(r"play|\d,-?\d| -\d|\(-", tip) for tip in tips)
    t.canvas.click("cell 1,0")              # S1 pointing S over D1 and D2
    assert "Règle H6\u00a0: cette carte recouvrirait 2 carrés\u202f; elle ne peut en recouvrir qu'un seul." in t.explanation_text
    x, y, _ = t.ghosts()[0]
    t.canvas.click(f"cell {x},{y}")
    french_y = str(y).replace("-", "−")
    log = log_text(t)
    assert f"Joueur 1 (vous) pose la carte S1 en ({x}\u202f; {french_y}), orientée vers le sud." in log
    assert "play" not in log and not re.search(r"\b[NESW]\b|-\d", log)
    t.set_language("en")
    assert "Your cards" in unescape(t.canvas.markup) and t.undo_button.description == "Undo"


def test_a_whole_game_can_be_played_by_clicking_until_the_scores():
    t = HueTable(players=3, seed=5, bots="random", lang="en")
    t.play_pending()                  # the bots may begin: as when the front end has drawn the table
    rng = random.Random(5)
    for _ in range(30):
        if t.state.is_over:
            break
        cards = sorted(hand(t.canvas.markup))
        t.canvas.click(f"select {rng.choice(cards)}")
        for _ in range(rng.randrange(4)):
            t.canvas.click("turn")
        x, y, _ = rng.choice(sorted(t.ghosts()))
        t.canvas.click(f"cell {x},{y}")
        assert t.explanation_text == ""
    assert t.state.is_over
    markup = unescape(t.canvas.markup)
    assert "data-action" not in markup
    view = t.state.view(0)
    best = max(view["scores"])
    assert "■ The round is over. Winner: " in markup and f"with {best} points (rules H7, H8)." in markup
    assert "Scores (rule H7)" in markup
    for p, total in enumerate(view["scores"]):
        assert re.search(rf'<tr class="[^"]*" data-seat="{p}">.*?data-total="{total}"', markup)


def test_default_bots_are_greedy_when_cardlib_has_them():
    expected = "greedy" if "greedy" in cardbots.names("hue") else "random"
    assert DEFAULT_BOTS == expected
    t = HueTable(seed=2, lang="en", first_player=0)
    assert t.bot_names == [None, expected, expected]


def test_table_checks_its_arguments():
    with pytest.raises(ValueError, match="unknown bot"):
        HueTable(bots="nobody")
    with pytest.raises(ValueError, match="2 to 5"):
        HueTable(players=6)


# --- the renderer -------------------------------------------------------------------------------
def stacked():
    """A position with a visible poison square (P1's centre at (1,-1)) and stacks of 2 and 3 cards."""
    state = cardlib.new_game("hue", players=3, seed=0, deck=DECK, first_player=0)
    for move in ("play P1 0,-1 E", "play S4 3,1 E", "play S7 4,1 N", "play T1 3,1 N"):
        state = state.apply(move)
    return state


def test_the_renderer_marks_colours_with_letters_shows_poison_and_stack_heights():
    state = stacked()
    markup = hue_render.render(state.view(1), "en", interactive=False)
    assert "data-action" not in markup
    # colour-blind-safe palette AND a letter per plain square or stripe
    assert hue_render.PALETTE == {"R": "#EE6677", "Y": "#CCBB44", "G": "#228833", "B": "#4477AA", "P": "#AA3377"}
    plain = group(markup, r'<g class="square" data-cell="0,-1" data-card="P1">')     # P1's first square: green
    assert plain.count('data-colour="G"') == 1 and re.search(r'class="letter">G</text>', plain)
    striped = group(markup, r'<g class="square" data-cell="3,-1" data-card="T1">')  # T1 pointing N: stripes R, Y, G
    assert [c for c in re.findall(r'data-colour="(\w)"', striped)] == ["R", "Y", "G"]
    assert re.findall(r'class="letter">(\w)</text>', striped) == ["R", "Y", "G"]
    start = group(markup, r'<g class="square" data-cell="1,0" data-card="D1">')
    assert len(re.findall(r'class="letter">\w</text>', start)) == 3
    # the poison symbol on the visible poison square only
    poison = group(markup, r'<g class="square" data-cell="1,-1" data-card="P1">')
    assert "☠" in poison and re.search(r'class="letter">R</text>', poison)
    board = markup[markup.index('<svg class="hue-board"'):markup.index("</svg>")]
    assert board.count('class="poison"') == 1
    # stack heights: a badge and the height in words on hover
    badges = {cell: h for h, cell in re.findall(r'<g class="height" data-height="(\d)" data-cell="(-?\d+,-?\d+)">', board)}
    assert badges == {"3,1": "3", "4,1": "2"}
    titles = [unescape(t) for t in re.findall(r"<title>([^<]*)</title>", markup)]
    assert any("Cell (3, 1):" in t and "stack of 3 cards (bottom to top: D2, S4, T1)" in t for t in titles)
    assert any("Cell (4, 1):" in t and "stack of 2 cards (bottom to top: S4, S7)" in t for t in titles)
    assert any("Cell (1, \u22121): Red with ☠, square 2 of P1" in t for t in titles)
    assert any("Cell (3, 1): stripes red/yellow/green, " in t for t in titles), "colours inside a sentence: lower case"
    # the legend says every letter in words, the poison square and the badge
    legend = unescape(markup[markup.index('<div class="hue-legend"'):])
    for code, name in zip("RYGBP", ("Red", "Yellow", "Green", "Blue", "Purple")):
        assert f'data-colour="{code}"' in legend and name in legend
    assert "poison square" in legend and "cards in the stack" in legend
    # grid coordinates along the edges
    coords = group(markup, r'<g class="coords">')
    assert ">\u22121</text>" in coords and ">5</text>" in coords, "a real minus sign (U+2212)"


def test_only_the_player_to_act_gets_controls():
    state = stacked()             # seat 1 is to play
    assert state.current_player == 1
    assert "data-action" not in hue_render.render(state.view(0), "en", selected="S1")
    markup = hue_render.render(state.view(1), "en", selected="S5", direction="W")
    assert ghosts(markup) == legal(state, "S5", "W")
    assert 'data-action="turn"' in markup
    assert not ghosts(hue_render.render(state.view(1), "en", selected="S1")), "a card not held is not chosen"


def test_still_pictures_cards_and_why():
    state = stacked()
    teacher = picture(state, None, "en").data
    assert "data-action" not in teacher
    for seat_hand in state.view(None)["hands"]:
        assert all(f'data-card="{card}"' in teacher for card in seat_hand), "the teacher sees every hand"
    cards = cards_picture(lang="en").data
    assert cards.count('<div class="hue-card"') == 30
    assert cards.count(">☠</text>") == 5 and "poison ☠" in cards and "striped" in cards and "start" in cards
    assert "à rayures" in cards_picture(["T3"], lang="fr").data and "centre ×2\u00a0: Violet" in cards_picture(["T3"], lang="fr").data
    t3 = cards_picture(["T3"], lang="en").data
    assert re.findall(r'class="letter">(\w)</text>', t3) == ["R", "P", "Y"] * 3
    refused = unescape(why(state, "play S5 3,1 E", "fr").data)
    assert "Règle H6\u00a0: cette carte recouvrirait 3 carrés" in refused and "Rule H6" not in refused
    assert "Rule H6: this card would cover 3 squares" in unescape(why(state, "play S5 3,1 E", "en").data)


def test_still_pictures_and_compact_tables_are_wide_the_full_table_keeps_its_layout():
    """Issue 25 (shorter pages): a still picture is wrapped in ``cardgames-still`` and a compact table carries
    ``cardgames-compact``; hue.css lays the patchwork beside the status, seats and hand in those only (a grid in a
    container query: the stacked layout in a narrow box); the full table has neither class."""
    state = stacked()
    markup = picture(state, 0, "en").data
    assert markup.startswith('<div class="cardgames-still">') and markup.endswith("</div></div>")
    assert markup[len('<div class="cardgames-still">'):-len("</div>")] == hue_render.render(
        state.view(0), "en", seat_names(state.players, 0, "en"), interactive=False), "the same markup, only wrapped"
    compact = HueTable(players=2, seed=3, first_player=0).compact()
    assert "cardgames-compact" in compact.widget._dom_classes and 'class="cardgames-still"' not in compact.canvas.markup
    full = HueTable(players=2, seed=3, first_player=0)
    assert "cardgames-compact" not in full.widget._dom_classes and 'class="cardgames-still"' not in full.canvas.markup
    css = hue_render.style()
    assert "@container (min-width:" in css and ".cardgames-still .hue-main,.cardgames-compact .hue-main{display:contents}" in css
    assert ".cardgames-still .board-zone,.cardgames-compact .board-zone{grid-column:1" in css
    areas = areas_picture(state, lang="en").data            # the area picture too: its caption beside the patchwork
    assert areas == f'<div class="cardgames-still">{render_areas(state.view(None), "en")}</div>'
    assert ".cardgames-still .hue-areas{display:grid" in css


# --- areas and scores -------------------------------------------------------------------------------
def test_the_area_view_outlines_every_area_and_labels_the_largest_with_its_points():
    state = finished()
    found = hue_scoring.areas(state.board)
    view = AreaView(state, lang="en")
    for colour in COLOURS:
        view.colour_buttons.value = colour
        assert view.colour == colour and view.seat is None
        markup = view.html
        mine = [a for a in found if a.colour == colour]
        outlined = re.findall(rf'<g class="(area[^"]*)" data-colour="{colour}" data-ninths="(\d+)"', markup)
        assert len(outlined) == len(mine)
        assert sorted(int(n) for _, n in outlined) == sorted(len(a.ninths) for a in mine)
        assert sum(cls == "area poisoned" for cls, _ in outlined) == sum(a.poisoned for a in mine)
        best = hue_scoring.largest(found, colour)
        labels = re.findall(r'<g class="area-tag" data-colour="(\w)" data-points="(\d+)"', markup)
        if best is None:
            assert labels == []
        else:
            assert labels == [(colour, str(best.points))]
            assert f"{colour} {best.points} pts" in markup
            assert sum(cls == "area best" for cls, _ in outlined) == 1
    poisoned = [a for a in found if a.poisoned]
    if poisoned:
        view.set_colour(poisoned[0].colour)
        assert 'class="cross"' in view.html and "☠ 0" in view.html


def test_a_score_cards_labels_equal_hue_scoring_score():
    state = finished()
    found = hue_scoring.areas(state.board)
    final = state.view(0)
    view = AreaView(state, lang="en")
    assert [o[1] for o in view.card_buttons.options] == [0, 1, 2]
    for seat, card in enumerate(final["score_cards"]):
        view.card_buttons.value = seat
        assert view.score_card == card and view.colour is None and view.colour_buttons.value is None
        result = hue_scoring.score(state.board, card, found)
        labels = dict(re.findall(r'<g class="area-tag" data-colour="(\w)" data-points="(\d+)"', view.html))
        expected = {part.colour: str(part.points) for part in result.colours if part.area is not None}
        assert labels == expected
        assert f'data-total="{result.total}"' in view.html and result.total == final["scores"][seat]
        doubled = [part for part in result.colours if part.doubled][0]
        if doubled.area is not None:
            assert f"{doubled.area.points} ×2 = {doubled.points} pts" in view.html
    assert "Scores (rule H7)" in view.scores.value


def test_the_step_slider_shows_the_first_k_ninths_in_flood_fill_order():
    state = finished()
    found = hue_scoring.areas(state.board)
    colour = max(COLOURS, key=lambda c: len(hue_scoring.largest(found, c).ninths) if hue_scoring.largest(found, c) else 0)
    best = hue_scoring.largest(found, colour)
    view = AreaView(state, lang="en", colour=colour)
    n = len(best.ninths)
    assert view.step_slider.max == n and view.step_slider.value == n
    order = hue_scoring.flood_order(best.ninths)
    assert order[0] == min(best.ninths) and set(order) == set(best.ninths) and len(order) == n
    for k in range(1, n):          # breadth first: each ninth touches one counted before it
        u, v = order[k]
        assert {(u + 1, v), (u - 1, v), (u, v + 1), (u, v - 1)} & set(order[:k])
    for k in (0, 1, n // 2, n):
        view.set_step(k)
        steps = [int(s) for s in re.findall(r'class="step" data-step="(\d+)"', view.html)]
        assert steps == list(range(1, k + 1))
        assert f"{k} of {n} ninths counted" in unescape(view.html)
    # third by third: the slider counts points
    view.by_buttons.value = "third"
    assert view.step_slider.max == n // 3 == best.points
    thirds = hue_scoring.third_order(best.ninths, state.board)
    assert all(len(t) == 3 for t in thirds) and {x for t in thirds for x in t} == set(best.ninths)
    view.set_step(2)
    assert re.findall(r'class="step" data-step="(\d+)"', view.html) == ["1", "2"]
    assert f"2 of {n // 3} thirds of a square counted, 1 point each." in unescape(view.html)


def test_area_view_in_french_and_before_the_end():
    state = stacked()
    view = AreaView(state, lang="fr")
    assert view.colour_buttons.description == "Couleur" and view.step_slider.description == "Étape"
    assert [label for label, _ in view.colour_buttons.options] == ["Rouge (R)", "Jaune (Y)", "Vert (G)", "Bleu (B)", "Violet (P)"]
    assert view.colour_buttons.tooltips[0] == "Montrer les surfaces de couleur rouge", "a colour in a sentence: lower case"
    assert view.card_buttons.layout.display == "none", "no score card before the end"
    assert view.scores.value == ""
    assert "Rouge\u00a0:" in unescape(view.html) and "neuvièmes" in unescape(view.html)
    with pytest.raises(ValueError, match="score cards exist once the round is over"):
        view.set_card(0)
    view.set_language("en")
    assert view.colour_buttons.value == "R" and view.colour_buttons.options[0] == ("Red (R)", "R")
    assert view.colour_buttons.tooltips[0] == "Show the red areas"


def test_render_areas_from_a_list_of_placements_and_its_checks():
    state = stacked()
    board = state.view(None)["board"]
    markup = areas_picture(board, colour="G", lang="en").data
    best = hue_scoring.largest(hue_scoring.areas(state.board), "G")
    assert f'data-colour="G" data-points="{best.points}"' in markup
    with pytest.raises(ValueError, match="colour"):
        render_areas(board, "en", colour="X")
    with pytest.raises(ValueError, match="not a colour of S1"):
        render_areas(board, "en", colour="B", score_card="S1")
    with pytest.raises(ValueError, match="by must be"):
        render_areas(board, "en", by="half")


def test_the_score_table_matches_the_breakdown():
    state = finished(seed=8, players=4)
    view = state.view(2)
    markup = unescape(scores_picture(state, 2, "fr").data)
    assert "Carte Score" in markup and "Couleur 1" in markup and "Joueur 3 (vous)" in markup
    for p, parts in enumerate(view["breakdown"]):
        row = re.search(rf'<tr class="[^"]*" data-seat="{p}">(.*?)</tr>', markup).group(1)
        assert f'data-card="{view["score_cards"][p]}"' in row
        shown = re.findall(r'data-colour="(\w)" data-points="(\d+)"', row)
        assert shown == [(part["colour"], str(part["points"])) for part in parts]
        assert f'data-total="{sum(part["points"] for part in parts)}"' in row
        assert view["scores"][p] == sum(part["points"] for part in parts)
    winner = view["winners"][0]
    assert re.search(rf'<tr class="winner" data-seat="{winner}">', markup)
    assert "Les cartes Score sont montrées" in unescape(
        hue_render.render_score_table(stacked().view(0), "fr"))


def test_the_score_this_board_exercise_checks_against_the_engine():
    import random as _random

    from widgets.hue import HueScoring

    state = cardlib.new_game("hue", players=3, seed=4)
    rng = _random.Random(4)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    exercise = HueScoring(state, lang="en")
    assert exercise.expected == state.scores()
    assert "H7" in exercise.prompt.value
    assert all(card in exercise.sheet.value for card in state.view(None)["score_cards"])
    assert 'class="hue-scores"' not in exercise.sheet.value, "the score table is not given away before Check"
    for box, right in zip(exercise.boxes, state.scores()):
        box.value = right
    exercise.boxes[1].value = state.scores()[1] + 1
    assert exercise.check() == [True, False, True]
    assert "✗ wrong" in exercise.marks[1].value and "2 of 3 right." in exercise.summary.value
    assert 'class="hue-scores"' in exercise.sheet.value
    with pytest.raises(ValueError, match="finished Hue round"):
        HueScoring(cardlib.new_game("hue", players=3, seed=4))


def test_the_tables_area_view_follows_every_move_and_shows_the_score_cards_at_the_end():
    from cardlib.hue.scoring import areas, largest

    t = table()
    before = t.areas.picture.value
    t.areas.set_colour("G")
    labelled = re.findall(r'data-points="(\d+)"', t.areas.picture.value)
    best = largest(areas(t.state.board), "G")
    assert labelled and int(labelled[0]) == best.points
    t.select("S1")
    x, y, _ = sorted(t.ghosts())[0]
    t.click_cell(x, y)
    assert t.areas.picture.value != before, "the area view shows the new board"
    assert t.areas.view["board"] == t.state.view(0)["board"]
    assert t.areas.card_buttons.layout.display == "none", "no score cards before the end"
    rng = random.Random(2)
    while not t.state.is_over:
        t.select(sorted(t.hand())[0])
        gx, gy, _ = rng.choice(sorted(t.ghosts()))
        t.click_cell(gx, gy)
    assert t.areas.card_buttons.layout.display is None and t.areas.score_cards == t.state.view(0)["score_cards"]
    t.areas.set_card(0)
    assert t.areas.score_card == t.state.view(0)["score_cards"][0]


def test_the_cells_labels_are_punctuated_in_french():
    """A screen reader reads each cell's label: « Case (0 ; −1) : vide ; cliquez pour poser … », with the no-break
    spaces French sets before « : » and « ; », not "Case (0 ; −1): vide; cliquez" (issue 24)."""
    from cardlib.text import language_check

    t = table(lang="fr")
    t.canvas.click("select S1")
    labels = [unescape(label) for label in re.findall(r'aria-label="([^"]*)"', t.canvas.markup)]
    cells = [label for label in labels if label.startswith("Case")]
    assert any("cliquez pour poser la carte S1" in label for label in cells)
    assert [f.pattern for label in cells for f in language_check.text_faults(label, "fr")
            if f.kind == "punctuation"] == []
    assert all("\u00a0:" in label for label in cells)


# --- what hue.ipynb shows (issue 25), read from its saved outputs ---------------------------------------------

def saved_outputs(cell_id):
    """The HTML of each output of a cell of the saved hue.ipynb, unescaped, French no-break spaces read as spaces
    (the notebook test checks the saved outputs are those the code makes)."""
    from pathlib import Path

    import nbformat
    nb = nbformat.read(Path(__file__).resolve().parents[3] / "notebooks" / "hue.ipynb", as_version=4)
    cell = next(cell for cell in nb.cells if cell.get("id") == cell_id)
    return [unescape(out.get("data", {}).get("text/html", "")).replace("\u00a0", " ").replace("\u202f", " ")
            for out in cell.outputs]


def test_the_notebook_refuses_a_card_touching_only_at_a_corner():
    """The five tries of section 3: the third touches the patchwork at a corner only, and the page says H6
    refuses it, in the page's language (saved in French; the cell also asserts that one cell lower, sharing a side,
    it is allowed)."""
    shown = saved_outputs("hue-07")
    assert len(shown) == 5
    assert "Règle H6 : cette carte ne toucherait aucun carré du patchwork ; posez-la contre un carré" in shown[2]


def test_the_notebook_shows_a_pile_that_can_grow_no_more():
    """Section 3's pile of 3 on (2, 0): its four neighbours taken, the page shows a card over it refused (it would
    cover 3 squares), before the picture of the pile."""
    refusal, pile = saved_outputs("hue-09")
    assert "Règle H6 : cette carte recouvrirait 3 carrés ; elle ne peut en recouvrir qu'un seul." in refusal
    assert "Règle H6" not in pile and "Rule H6" not in pile


def test_the_notebook_shows_stripes_joining_squares_into_one_area():
    """Section 4: T1 above D1 and S4 west of it; the picture labels the largest area of each of S4's colours with
    the points cardlib.hue.scoring finds: red 4 (a square at a stripe's end), green 4 doubled (a stripe along a
    stripe), blue 3."""
    (picture_html,) = saved_outputs("hue-12-stripes-code")
    game = cardlib.new_game("hue", players=2, seed=3, first_player=0)
    joined = game.apply("play T1 0,-1 E").apply("play S4 -1,0 W")
    expected = hue_scoring.score(joined.board, "S4")
    assert [part.points for part in expected.colours] == [4, 8, 3]
    assert re.findall(r'data-points="(\d+)"', picture_html) == [str(part.points) for part in expected.colours]


def test_a_chosen_hue_card_is_a_pressed_button():
    """Screen readers hear which card is chosen: aria-pressed."""
    hue = table()
    cards = re.findall(r'data-action="(select \w+)"', hue.canvas.markup)
    assert [pressed(hue.canvas.markup, c) for c in cards] == ["false"] * len(cards)
    hue.canvas.click(cards[1])
    assert [pressed(hue.canvas.markup, c) for c in cards] == ["false", "true"] + ["false"] * (len(cards) - 2)
