"""Hue rules H1-H9 (docs/hue.md#rules), each tested from the leaflet's own wording (seeds/hue.fr.txt).

The French quotations are the leaflet's sentences. Positions are scripted with an explicit
``deck`` in the order of H5 (3 start cards, then from the Oya on each player's poison card and
standard cards, then the cards left out), built by ``hue_deck`` from the cards a test cares
about, and a fixed ``first_player`` (the Oya). With the start cards D1, D2, D3 (the default of
``hue_deck``) the patchwork begins as H5 lays it out:

    x:  0  1  2  3  4          D1 lies E from (0,0): cells (0,0) (1,0) (2,0)
    y=0 D1 D1 D1 .  .          D2 lies E from (1,1): cells (1,1) (2,1) (3,1)
    y=1 .  D2 D2 D2 .          D3 lies E from (2,2): cells (2,2) (3,2) (4,2)
    y=2 .  .  D3 D3 D3

What should happen is worked out by hand from the rules in each test, never read back from
the engine. Scoring on hand-built boards is in ``tests/cardlib/hue/test_hue_scoring.py``.
"""

import json
import re
from collections import Counter

import pytest

import cardlib
from cardlib import hue
from cardlib.text import i18n
from cardlib.hue.board import CARDS, COLOURS, Board, Placement, start_board, start_placements
from cardlib.hue.scoring import score
from rules_helpers import assert_refused, play, snapshot

TOWARDS = {"E": "east", "N": "north", "S": "south", "W": "west"}


def laid(move, player=1, under=None):
    """The English log line of ``move`` (notation) by ``player`` (counted from 1), in words."""
    _, card, cell, direction = move.split()
    x, y = cell.split(",")
    line = f"Player {player} lays card {card} at ({x}, {y}), pointing {TOWARDS[direction]}".replace("-", "\u2212")
    return line + (f", covering a square of card {under}." if under else ".")

START = ("D1", "D2", "D3")


def hue_deck(players, first, starts=START, hands=None):
    """A 30-card deck in the order of H5: ``starts`` first (completed with the other start cards),
    then for each seat from ``first`` on its poison card and standard cards: those given in
    ``hands`` ({seat: [cards]}, any order, poison card optional) completed with the lowest unused
    cards of the right kind; then every card left out."""
    hands = hands or {}
    starts = list(starts) + [c for c in hue.START_CARDS if c not in starts]
    used = set(starts) | {c for cards in hands.values() for c in cards}
    spare_poison = [c for c in hue.POISON_CARDS if c not in used]
    spare_standard = [c for c in hue.STANDARD_CARDS if c not in used]
    each = hue.standard_cards_each(players)
    order = starts[:3]
    for k in range(players):
        given = hands.get((first + k) % players, [])
        poison = [c for c in given if CARDS[c].kind == "poison"] or [spare_poison.pop(0)]
        standard = [c for c in given if CARDS[c].kind in ("plain", "striped")]
        standard += [spare_standard.pop(0) for _ in range(each - len(standard))]
        assert len(poison) == 1 and len(standard) == each, "a hand holds 1 poison card and the standard cards"
        order += poison + standard
    return order + starts[3:] + spare_poison + spare_standard


def game(players, first, starts=START, hands=None, seed=1, **kwargs):
    """A Hue game dealt from ``hue_deck`` whose Oya is ``first``."""
    return cardlib.new_game("hue", players=players, seed=seed, deck=hue_deck(players, first, starts, hands),
                            first_player=first, **kwargs)


def legal(state):
    return [str(a) for a in state.legal_actions()]


def cells(move):
    """The cells a move's card would cover: 'play S1 0,-1 E' -> [(0,-1), (1,-1), (2,-1)]."""
    _, card, position, direction = move.split()
    x, y = map(int, position.split(","))
    return Placement(card, x, y, direction).cells()


def board(state):
    """The patchwork rebuilt from the public view (placements in the order laid)."""
    return Board([Placement(p["card"], p["x"], p["y"], p["direction"]) for p in state.view(0)["board"]])


def grid(state, cell):
    """The visible ninths of ``cell`` as three rows of colour letters, top row first."""
    colours, _ = board(state).visible()
    x, y = cell
    return ["".join(colours[(3 * x + u, 3 * y + v)] for u in range(3)) for v in range(3)]


def finish(state, keep=None):
    """Play to the end: each player lays the first legal card that is not the one ``keep`` names
    for them ({seat: card}), at the first legal place. Returns the moves' players in order."""
    keep = keep or {}
    order = []
    while not state.is_over:
        p = state.current_player
        order.append(p)
        state.apply(next(a for a in state.legal_actions() if a.card != keep.get(p)))
    return order


# --- H1 colours ------------------------------------------------------------------------------------

def test_h1_five_colours_each_with_a_letter_and_its_french_name():
    """H1 (decision). The leaflet's card pictures are missing; five colours, each written with a
    letter so that views stay readable without colour vision."""
    assert COLOURS == ("R", "Y", "G", "B", "P")
    french = {"R": "rouge", "Y": "jaune", "G": "vert", "B": "bleu", "P": "violet"}
    english = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
    for code in COLOURS:
        assert i18n.card_name(code, "fr") == french[code]
        assert i18n.card_name(code, "en") == english[code]
    for card in CARDS.values():
        assert all(colour in COLOURS for square in card.squares for colour in square)


# --- H2, H3 cards --------------------------------------------------------------------------------------

# H3 (docs/hue.md#h3), written out: first square, centre, last square.
TRIPLES = ["RYG", "YRB", "RPY", "RGB", "GRP", "RBP", "GYB", "YGP", "YBP", "GPB"]
POISON_TRIPLES = ["GRB", "BYP", "PGR", "RBY", "YPG"]


def test_h3_the_thirty_cards():
    """H3. « 20 cartes Standard [...] 10 normales 10 à rayures » ; « 5 cartes Départ » ;
    « 5 cartes Poison » ; « Chaque carte est composée de 3 Carrés. Certains Carrés sont composés
    de 3 couleurs différentes (cartes Standard à rayures ou cartes Départ). » The colours are the
    project's decision, listed in docs/hue.md."""
    assert Counter(c.kind for c in CARDS.values()) == {"plain": 10, "striped": 10, "poison": 5, "start": 5}
    assert len(CARDS) == 30
    for k, triple in enumerate(TRIPLES, start=1):
        # plain: each square one colour; striped: the triple as stripes across the whole card
        assert CARDS[f"S{k}"].squares == tuple((c, c, c) for c in triple)
        assert CARDS[f"T{k}"].squares == (tuple(triple),) * 3
        assert CARDS[f"S{k}"].poison is None and CARDS[f"T{k}"].poison is None
    for k, triple in enumerate(POISON_TRIPLES, start=1):
        assert CARDS[f"P{k}"].squares == tuple((c, c, c) for c in triple)
        assert CARDS[f"P{k}"].poison == 1                      # the centre square bears the symbol
    for k in range(1, 6):
        # square j of Dk: colours k+j-1, k+j, k+j+1 (1-based) in the order R, Y, G, B, P, cyclically
        expected = tuple(tuple(COLOURS[(k - 1 + j + i) % 5] for i in range(3)) for j in range(3))
        assert CARDS[f"D{k}"].squares == expected
    assert CARDS["D1"].squares[0] == ("R", "Y", "G")
    assert CARDS["D5"].squares == (("P", "R", "Y"), ("R", "Y", "G"), ("Y", "G", "B"))


def test_h2_a_card_lying_e_has_its_first_square_on_the_left_and_its_first_stripe_on_top():
    """H2. The picture is defined lying E: the first square on the left, the stripes running along
    the card, the first one on top."""
    t1 = Placement("T1", 0, 0, "E")
    assert t1.cells() == [(0, 0), (1, 0), (2, 0)]
    for square in range(3):
        ninths = t1.ninths(square)
        assert [[ninths[(3 * square + u, v)] for u in range(3)] for v in range(3)] == \
            [["R"] * 3, ["Y"] * 3, ["G"] * 3]
    s3 = Placement("S3", 0, 0, "E")                             # R, P, Y from left to right
    assert [set(s3.ninths(k).values()) for k in range(3)] == [{"R"}, {"P"}, {"Y"}]
    # Start cards: stripes within each square. D1 lying E from (0,0).
    d1 = Placement("D1", 0, 0, "E")
    rows = [["".join(d1.ninths(k)[(3 * k + u, v)] for u in range(3)) for v in range(3)] for k in range(3)]
    assert rows == [["RRR", "YYY", "GGG"], ["YYY", "GGG", "BBB"], ["GGG", "BBB", "PPP"]]


# Lying E the first stripe is on top; the picture turns with the card: clockwise a quarter turn
# (S) puts it on the right side, a half turn (W) at the bottom, a quarter turn back (N) on the left.
TURNED = [
    ("play T1 0,-1 E", ["RRR", "YYY", "GGG"]),
    ("play T1 0,1 S", ["GYR", "GYR", "GYR"]),
    ("play T1 -1,0 W", ["GGG", "YYY", "RRR"]),
    ("play T1 0,-1 N", ["RYG", "RYG", "RYG"]),
]


@pytest.mark.parametrize("move, rows", TURNED)
def test_h2_h6_a_striped_card_laid_in_each_direction_turns_its_picture(move, rows):
    """H6. « poser une de ses cartes » in any of the four directions; H2: the card's picture turns
    with it. T1's stripes are R, Y, G (first stripe first). Every square of the laid card shows
    the stripes as drawn here, on the board and in ``Placement.ninths``."""
    state = play(game(2, 0, hands={0: ["T1"]}), move)
    _, card, position, direction = move.split()
    x, y = map(int, position.split(","))
    placement = Placement(card, x, y, direction)
    for k, cell in enumerate(cells(move)):
        assert grid(state, cell) == rows
        ninths = placement.ninths(k)
        assert [[ninths[(3 * cell[0] + u, 3 * cell[1] + v)] for u in range(3)] for v in range(3)] == \
            [list(row) for row in rows]


@pytest.mark.parametrize("move, order", [
    ("play S3 0,-1 E", [(0, -1), (1, -1), (2, -1)]),
    ("play S3 -1,0 W", [(-1, 0), (-2, 0), (-3, 0)]),
    ("play S3 0,-1 N", [(0, -1), (0, -2), (0, -3)]),
    ("play S3 0,1 S", [(0, 1), (0, 2), (0, 3)]),
])
def test_h6_the_first_square_lies_on_the_named_cell_and_the_others_follow_the_direction(move, order):
    """H6. ``play S3 x,y D``: the first square on (x, y), the two others towards D. S3's squares
    are R, P, Y in that order, whichever way it lies."""
    state = play(game(2, 0, hands={0: ["S3"]}), move)
    assert cells(move) == order
    for cell, colour in zip(order, "RPY"):
        assert grid(state, cell) == [colour * 3] * 3


# --- H5 set-up ---------------------------------------------------------------------------------------

def test_h5_three_start_cards_slightly_offset_in_the_middle():
    """H5. « Tirer 3 cartes Départ au hasard et les poser au centre de la table, légèrement
    décalées » (decision: lying E, first squares on (0,0), (1,1), (2,2), in deck order)."""
    state = game(3, 0, starts=("D4", "D2", "D5"))
    assert state.view(1)["board"] == [
        {"card": "D4", "x": 0, "y": 0, "direction": "E"},
        {"card": "D2", "x": 1, "y": 1, "direction": "E"},
        {"card": "D5", "x": 2, "y": 2, "direction": "E"},
    ]
    assert str(state.log[0]) == ("Round 1 of 1: the start cards D4, D2, D5 are laid; "
                                 "Player 1 is the Oya and plays first.")
    assert grid(state, (1, 1)) == ["YYY", "GGG", "BBB"]         # D2's first square
    assert grid(state, (3, 2)) == ["RRR", "YYY", "GGG"]         # D5's centre square


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_h5_each_player_draws_one_poison_card_and_five_standard_cards_four_at_five(players):
    """H5. « Chaque joueur tire une carte Poison et 5 cartes Standard (4 seulement à 5 joueurs)
    qu'il garde en main » ; « Toutes les cartes restantes sont écartées »."""
    each = 4 if players == 5 else 5
    for seed in range(10):
        full = cardlib.new_game("hue", players=players, seed=seed).view(None)
        starts = [p["card"] for p in full["board"]]
        assert len(set(starts)) == 3 and all(CARDS[c].kind == "start" for c in starts)
        for hand in full["hands"]:
            kinds = Counter("standard" if CARDS[c].kind in ("plain", "striped") else CARDS[c].kind
                            for c in hand)
            assert kinds == {"poison": 1, "standard": each}
        dealt = starts + [c for hand in full["hands"] for c in hand]
        assert len(dealt) == len(set(dealt)) == 3 + players * (1 + each)
        assert full["hand_sizes"] == [1 + each] * players
    # The shuffle follows the seed.
    assert cardlib.new_game("hue", players=3, seed=4).view(None) == cardlib.new_game("hue", players=3, seed=4).view(None)


def test_h5_a_scripted_deck_is_dealt_from_the_oya_on():
    """H5 with ``deck``: the 3 start cards, then each player's poison card and standard cards from
    ``first_player`` (the Oya) on, then the cards left out."""
    deck = hue_deck(3, 2, hands={2: ["P5", "T1", "T2", "T3", "T4", "T5"], 0: ["P1", "S1", "S2", "S3", "S4", "S5"]})
    assert deck[3:9] == ["P5", "T1", "T2", "T3", "T4", "T5"]
    assert deck[9:15] == ["P1", "S1", "S2", "S3", "S4", "S5"]
    state = cardlib.new_game("hue", players=3, seed=1, deck=deck, first_player=2)
    full = state.view(None)
    assert full["hands"] == [deck[9:15], deck[15:21], deck[3:9]]
    assert state.view(2)["hand"] == ["P5", "T1", "T2", "T3", "T4", "T5"]
    assert [p["card"] for p in full["board"]] == list(START)


def test_h5_the_oya_is_first_player_or_drawn_by_the_seed():
    """H5. « L'Oya (le joueur qui commence) est celui avec les vêtements les plus colorés. »
    The engine takes ``first_player``, else draws the Oya with the seed."""
    for first in range(4):
        state = cardlib.new_game("hue", players=4, seed=5, first_player=first)
        assert state.current_player == first and state.view(0)["oya"] == first
    drawn = {cardlib.new_game("hue", players=4, seed=seed).current_player for seed in range(40)}
    assert drawn == {0, 1, 2, 3}


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_h5_the_oya_plays_first_then_clockwise(first):
    """H5/H6. « L'Oya (le joueur qui commence) » ; « Chaque joueur à tour de rôle »: from the Oya,
    then the next index (clockwise), five cards each at 4 players."""
    state = game(4, first)
    assert state.current_player == first
    assert str(state.log[0]).endswith(f"Player {first + 1} is the Oya and plays first.")
    order = finish(state)
    assert order == [(first + k) % 4 for k in range(20)]


def test_deck_validation_names_the_faulty_cards():
    """H3/H5: a ``deck`` holds the 30 cards once each, of the right kind at each dealt position."""
    good = hue_deck(3, 0)
    cardlib.new_game("hue", players=3, deck=good, first_player=0)
    cardlib.new_game("hue", players=3, deck=[c.lower() for c in good], first_player=0)   # ids ignore case
    with pytest.raises(ValueError, match=r"not hue cards \(H3\): X9"):
        cardlib.new_game("hue", players=3, deck=good[:-1] + ["X9"], first_player=0)
    with pytest.raises(ValueError, match="repeated S1"):
        cardlib.new_game("hue", players=3, deck=good + ["S1"], first_player=0)
    short = [c for c in good if c != "T7"]
    with pytest.raises(ValueError, match="missing T7"):
        cardlib.new_game("hue", players=3, deck=short, first_player=0)
    twice = [c if c != "T7" else "T8" for c in good]
    with pytest.raises(ValueError) as error:
        cardlib.new_game("hue", players=3, deck=twice, first_player=0)
    assert "repeated T8" in str(error.value) and "missing T7" in str(error.value)
    # A standard card where the first player's poison card belongs (position 3), and back.
    swapped = good.copy()
    swapped[3], swapped[4] = swapped[4], swapped[3]
    with pytest.raises(ValueError, match=f"deck position 3 must be a poison card \\(H5\\), not {good[4]}"):
        cardlib.new_game("hue", players=3, deck=swapped, first_player=0)
    # A poison card among the start cards.
    swapped = good.copy()
    swapped[0], swapped[3] = swapped[3], swapped[0]
    with pytest.raises(ValueError, match=f"deck position 0 must be a start card \\(H5\\), not {good[3]}"):
        cardlib.new_game("hue", players=3, deck=swapped, first_player=0)
    # At 5 players a hand is 1 + 4 cards, so position 8 is the second player's poison card.
    five = hue_deck(5, 0)
    cardlib.new_game("hue", players=5, deck=five, first_player=0)
    with pytest.raises(ValueError, match="deck position 8 must be a poison card"):
        cardlib.new_game("hue", players=5, deck=hue_deck(4, 0), first_player=0)
    with pytest.raises(ValueError, match="deck must be a list"):
        cardlib.new_game("hue", players=3, deck="S1", first_player=0)


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players):
    """« pour 2 à 5 joueurs »."""
    with pytest.raises(ValueError, match="2 to 5"):
        cardlib.new_game("hue", players=players)


# --- H6 placement --------------------------------------------------------------------------------------

@pytest.mark.parametrize("move", [
    "play S1 0,-1 E",       # above D1, sharing three sides
    "play S1 -3,0 E",       # its last square against D1's first square, end to end
    "play S1 -2,1 E",       # (0,1): under D1's first square and beside D2's first (1,1)
    "play S1 5,0 S",        # (5,2) beside D3's last square (4,2)
    "play S1 4,1 N",        # (4,1) above D3's last square and beside D2's (3,1)
    "play S1 2,3 E",        # under D3
])
def test_h6_rule_1_beside_the_patchwork_covering_nothing(move):
    """H6 rule 1. « au moins un côté d'un Carré de la carte posée doit toucher un côté d'un Carré
    d'une carte déjà présente et cela sans recouvrir aucune carte déjà présente. »"""
    state = game(2, 0, hands={0: ["S1"]})
    assert state.explain(move) is None and move in legal(state)
    state = state.apply(move)
    assert str(state.log[-1]) == laid(move)                            # nothing covered
    assert all(state.board.height(cell) == 1 for cell in cells(move))
    assert state.current_player == 1 and state.view(0)["hand_sizes"] == [5, 6]


@pytest.mark.parametrize("move", [
    "play S1 10,10 E",      # far away
    "play S1 -3,-1 E",      # (-1,-1) meets D1's (0,0) at a corner only
    "play S1 5,3 S",        # (5,3) meets D3's (4,2) at a corner only
    "play S1 0,2 W",        # (0,2) meets D2's (1,1) at a corner only
])
def test_h6_a_card_touching_nothing_by_a_side_is_refused(move):
    """H6 rule 1. « au moins un côté d'un Carré [...] doit toucher un côté d'un Carré » : touching
    at a corner, or not at all, is not enough."""
    reason = assert_refused(game(2, 0, hands={0: ["S1"]}), move, "H6")
    assert reason == "Rule H6: this card would touch no square of the patchwork; lay it beside one, or over exactly one."


@pytest.mark.parametrize("move, covered, under", [
    ("play S1 2,0 E", (2, 0), "D1"),      # first square on D1's last, lying E
    ("play S1 0,0 W", (0, 0), "D1"),      # first square on D1's first, lying W
    ("play S1 0,0 N", (0, 0), "D1"),      # lying N
    ("play S1 4,2 S", (4, 2), "D3"),      # lying S, on D3's last square
    ("play S1 0,1 N", (0, 0), "D1"),      # its centre square on D1's first
    ("play S1 -2,0 E", (0, 0), "D1"),     # its last square on D1's first
    ("play S1 1,1 S", (1, 1), "D2"),      # lying S from D2's first square down
])
def test_h6_rule_2_one_square_covers_one_square(move, covered, under):
    """H6 rule 2. « un Carré (et un seul) de la carte posée doit recouvrir un Carré d'une carte
    déjà présente. » in every direction, with any of the card's three squares."""
    state = game(2, 0, hands={0: ["S1"]})
    assert state.explain(move) is None and move in legal(state)
    state = state.apply(move)
    assert str(state.log[-1]) == laid(move, under=under)
    k = cells(move).index(covered)
    assert state.board.height(covered) == 2
    assert grid(state, covered) == [("RYG"[k]) * 3] * 3                # S1's square k now shows
    assert [state.board.height(c) for c in cells(move) if c != covered] == [1, 1]


@pytest.mark.parametrize("move, count", [
    ("play S1 -1,0 E", 2),   # (0,0) and (1,0)
    ("play S1 0,0 E", 3),    # exactly over D1
    ("play S1 3,0 W", 2),    # (2,0) and (1,0)
    ("play S1 1,0 S", 2),    # (1,0) and (1,1)
    ("play S1 2,0 S", 3),    # (2,0), (2,1), (2,2)
    ("play S1 3,2 N", 2),    # (3,2) and (3,1)
    ("play S1 2,2 N", 3),    # (2,2), (2,1), (2,0)
])
def test_h6_covering_two_or_three_squares_is_refused(move, count):
    """H6 rule 2. « un Carré (et un seul) » ; and rule 1 allows no covering at all."""
    reason = assert_refused(game(2, 0, hands={0: ["S1"]}), move, "H6")
    assert reason == f"Rule H6: this card would cover {count} squares; it may cover exactly one."


def test_h6_stacks_of_two_three_and_four_cards_and_never_a_fifth():
    """H6. « (2, 3 ou 4 cartes peuvent ainsi s'empiler sur le même Carré) ». D1's first square
    (0,0) has D1's centre on one side; each card covering it lies from it into a free neighbour
    (W, N, S), so after three of them all four neighbours are taken, and any card over (0,0)
    would cover a second square."""
    state = game(2, 0, hands={0: ["S1", "S2"], 1: ["T1"]})
    state = state.apply("play S1 0,0 W")                          # (0,0) (-1,0) (-2,0)
    assert state.board.height((0, 0)) == 2 and grid(state, (0, 0)) == ["RRR"] * 3
    state = state.apply("play T1 0,0 N")                          # (0,0) (0,-1) (0,-2)
    assert state.board.height((0, 0)) == 3 and grid(state, (0, 0)) == ["RYG"] * 3
    state = state.apply("play S2 0,0 S")                          # (0,0) (0,1) (0,2)
    assert state.board.height((0, 0)) == 4 and grid(state, (0, 0)) == ["YYY"] * 3
    assert state.board.top((0, 0))[0].card == "S2"
    assert str(state.log[-1]) == "Player 1 lays card S2 at (0, 0), pointing south, covering a square of card T1."
    # No fifth: every placement over (0,0) covers one of its four (now occupied) neighbours too.
    assert all(state.board.height(n) >= 1 for n in [(1, 0), (-1, 0), (0, 1), (0, -1)])
    assert "S6" in state.view(1)["hand"]
    over = [f"play S6 {x},{y} {d}" for x in range(-2, 3) for y in range(-2, 3) for d in "ENSW"
            if (0, 0) in Placement("S6", x, y, d).cells()]
    assert len(over) == 12
    for move in over:
        assert state.explain(move).startswith("Rule H6: this card would cover ")
    assert not any((0, 0) in cells(m) for m in legal(state))
    assert_refused(state, "play S6 0,0 E", "H6")


def test_h6_a_square_with_fewer_free_neighbours_holds_fewer_cards():
    """H6: the same count elsewhere. D1's last square (2,0) has two taken neighbours, D1's centre
    (1,0) and D2's centre (2,1): after two covering cards (lying N, then E) it holds three and no
    more. D2's centre (2,1) has all four neighbours taken from the start: it can never be covered."""
    def over(state, cell):
        card = state.view(state.current_player)["hand"][1]
        return [f"play {card} {x},{y} {d}" for x in range(cell[0] - 2, cell[0] + 3)
                for y in range(cell[1] - 2, cell[1] + 3) for d in "ENSW"
                if cell in Placement(card, x, y, d).cells()]

    state = game(2, 0, hands={1: ["T1"]})
    assert all(state.explain(m) is not None for m in over(state, (2, 1)))
    state = play(state, "play S1 2,0 N", "play T1 2,0 E")
    assert state.board.height((2, 0)) == 3                       # D1, S1, T1
    assert grid(state, (2, 0)) == ["RRR", "YYY", "GGG"]          # T1 lying E
    assert all(state.explain(m).startswith("Rule H6: this card would cover ") for m in over(state, (2, 0)))


def test_h6_legal_actions_are_exactly_the_allowed_places_for_every_card_in_hand():
    """H6 looks at cells, not at pictures: every card of the hand may go to the same places, and
    those are exactly the placements ``explain`` accepts (checked over a window around the
    patchwork; nothing legal lies outside it)."""
    state = play(game(2, 0, hands={1: ["T1"]}), "play S1 0,0 W", "play T1 4,2 S")
    hand = state.view(0)["hand"]
    window = [f"play {card} {x},{y} {d}" for card in hand for x in range(-7, 8) for y in range(-6, 10)
              for d in "ENSW"]
    allowed = {m for m in window if state.explain(m) is None}
    assert set(legal(state)) == allowed
    places = {card: {m.split(" ", 2)[2] for m in allowed if m.split()[1] == card} for card in hand}
    assert all(p == places[hand[0]] for p in places.values()) and places[hand[0]]
    assert len(legal(state)) == len(hand) * len(places[hand[0]])


def test_h5_a_card_not_in_hand_is_refused():
    """H6. « doit poser une de ses cartes en main »: not the other player's, not a start card,
    not a card already laid. The hand is H5's (the deal), so the refusal cites H5 (issue 7)."""
    state = game(2, 0, hands={0: ["P1", "S1", "S2", "S3", "S4", "S5"], 1: ["T1"]})
    reason = assert_refused(state, "play T1 0,-1 E", "H5")
    assert reason == "Rule H5: you do not hold card T1; your cards are P1, S1, S2, S3, S4, S5."
    assert_refused(state, "play D4 0,-1 E", "H5")
    state = state.apply("play S1 0,-1 E")
    assert_refused(state, "play S1 3,0 E", "H5")                  # player 2 does not hold S1
    state = state.apply("play T1 3,0 E")
    assert "you do not hold card S1; your cards are P1, S2, S3, S4, S5." in assert_refused(state, "play S1 5,0 E", "H5")


@pytest.mark.parametrize("move", [
    "play S1 0,-1", "play S1 0 -1 E", "play S1 0;-1 E", "play S1 a,b E", "play S1 0,-1 X",
    "play S1 0,-1 NE", "lay S1 0,-1 E", "play", "", "play S1 --1,0 E", "play S1 1,- E",
    "play S1 1.5,0 E", "play S1 ²,0 E",
])
def test_notation_that_is_no_move_is_refused_with_examples(move):
    """Unreadable notation is refused like an illegal move, showing the right forms."""
    state = game(2, 0, hands={0: ["S1"]})
    before = snapshot(state)
    reason = state.explain(move)
    assert reason == (f"“{move}” is not a move of Hue in the engine's notation; in notation, moves are written like "
                      "“play S3 2,-1 E”, “play P1 0,3 N”.")
    with pytest.raises(cardlib.IllegalAction) as refused:
        state.apply(move)
    assert str(refused.value) == reason
    assert snapshot(state) == before


def test_a_card_that_does_not_exist_is_refused_citing_h3():
    """H3: the cards are S1-S10, T1-T10, P1-P5, D1-D5."""
    state = game(2, 0)
    reason = assert_refused(state, "play S11 0,-1 E", "H3")
    assert reason == "Rule H3: there is no card “S11”; the cards are S1 to S10, T1 to T10, P1 to P5 and D1 to D5."
    assert_refused(state, "play X 0,-1 E", "H3")


def test_notation_round_trips_and_ignores_case():
    state = game(3, 1)
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action
    assert str(state.parse_action("  PLAY s1  0,-1 e ")) == "play S1 0,-1 E"
    assert state.parse_action("play T10 -12,7 N") == hue.Action("T10", -12, 7, "N")


# --- H7 end and score cards ------------------------------------------------------------------------------

@pytest.mark.parametrize("players, each", [(2, 5), (3, 5), (4, 5), (5, 4)])
def test_h7_the_round_ends_when_every_player_holds_one_card(players, each):
    """H7. « La partie s'arrête dès que chaque joueur n'a plus qu'une carte en main. » With 1 poison
    card and 5 standard cards (4 at 5 players, H5) each player lays 5 cards (4)."""
    state = game(players, 1)
    moves = players * each
    for k in range(moves):
        assert not state.is_over and state.winners() == []
        assert state.current_player == (1 + k) % players
        state.apply(state.legal_actions()[0])
    assert state.is_over and state.current_player is None and legal(state) == []
    assert len(state.moves) == moves
    laid = [m.params["player"] for m in state.log if m.key in ("hue.play", "hue.play_cover")]
    assert Counter(laid) == {p: each for p in range(players)}
    full = state.view(None)
    assert full["hand_sizes"] == [1] * players
    assert full["score_cards"] == [hand[0] for hand in full["hands"]]
    assert len(full["board"]) == 3 + moves
    assert [m.key for m in state.log[-players - 1:]] == ["hue.score"] * players + ["hue.game_over"]
    reason = assert_refused(state, f"play {full['hands'][0][0]} 0,-1 E", "H7")
    assert reason == "Rule H7: the round is over: every player holds only their score card."


def test_h7_each_player_keeps_their_last_card_as_score_card_even_the_poison_card():
    """H7. « Cette carte est sa carte Score et seules les 3 couleurs présentes dessus lui
    rapportent des points » ; « la couleur du Carré central (avec ou sans poison) ». Here the Oya
    keeps their poison card P1 (G, R, B; R, the poison square, doubled)."""
    state = game(2, 0, hands={0: ["P1", "S1", "S2", "S3", "S4", "S5"], 1: ["P2", "T1", "T2", "T3", "T4", "T5"]})
    finish(state, keep={0: "P1", 1: "T5"})
    full = state.view(None)
    assert full["score_cards"] == ["P1", "T5"]
    final = board(state)
    p1, t5 = score(final, "P1"), score(final, "T5")
    assert [c.colour for c in p1.colours] == ["G", "R", "B"] and [c.doubled for c in p1.colours] == [False, True, False]
    assert [c.colour for c in t5.colours] == ["G", "R", "P"] and [c.doubled for c in t5.colours] == [False, True, False]
    assert state.scores() == [p1.total, t5.total]
    names = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
    detail = ", ".join(f"{names[c.colour]} {c.points}{' (×2)' if c.doubled else ''}" for c in p1.colours)
    assert f"Rule H7: Player 1 keeps card P1 and scores {p1.total} points ({detail})." in state.log


# --- H8 ties ------------------------------------------------------------------------------------------

def tied_game(players, first, keep):
    """A finished game in which ``keep`` ({seat: card}) are the score cards. S1 and T1 have the
    same three colours R, Y, G and the same centre colour Y (H3), so whoever keeps them scores
    the same whatever the patchwork: a tie by construction."""
    hands = {seat: [card] for seat, card in keep.items()}
    state = game(players, first, hands=hands)
    finish(state, keep=keep)
    assert state.view(None)["score_cards"][:len(keep)] == [keep[s] for s in range(len(keep))]
    return state


def test_h8_a_tie_with_the_oya_goes_to_the_oya():
    """H8. « En cas d'égalité, l'Oya [...] l'emporte. » Player 2 is the Oya and ties with player 1."""
    state = tied_game(2, 1, {0: "S1", 1: "T1"})
    scores = state.scores()
    assert scores[0] == scores[1]
    assert state.winners() == [1]
    assert str(state.log[-1]) == "Game over. Winner: Player 2."


@pytest.mark.parametrize("first, winner", [(1, 2), (2, 2), (3, 0), (0, 0)])
def test_h8_otherwise_the_tied_player_nearest_clockwise_from_the_oya_wins(first, winner):
    """H8. « l'Oya, ou le joueur à égalité le plus proche de lui dans le sens du tour l'emporte ».
    Players 0 and 2 tie at the top (S1 and T1); from the Oya, clockwise, the first of them wins,
    which is not always the lower index: exactly one winner."""
    state = tied_game(4, first, {0: "S1", 1: "T6", 2: "T1", 3: "S4"})
    scores = state.scores()
    # The premise, read from the final patchwork: 0 and 2 tie, and 1 and 3 are below them.
    final = board(state)
    assert scores == [score(final, c).total for c in ("S1", "T6", "T1", "S4")]
    assert scores[0] == scores[2] > max(scores[1], scores[3])
    assert state.winners() == [winner]


# --- views ----------------------------------------------------------------------------------------------

def test_views_hide_the_other_hands_and_show_the_patchwork():
    """H5. « qu'il garde en main, visibles de lui seul ». Two games that differ only in one of
    player 1's cards (S5 and T9 trade places between their hand and the cards left out) look the
    same to players 0 and 2, before and after moves that do not use it; everyone sees the board."""
    hand = ["P2", "S1", "S2", "S3", "S4"]
    others = {0: ["P1", "S6", "S7", "S8", "S9", "S10"], 2: ["P3", "T1", "T2", "T3", "T4", "T5"]}
    game_a = game(3, 0, hands={1: hand + ["S5"], **others})
    game_b = game(3, 0, hands={1: hand + ["T9"], **others})
    for move in ("play S6 0,-1 E", "play S1 -1,0 W", "play T1 5,2 E"):
        for p in (0, 2):
            assert game_a.view(p) == game_b.view(p)
            view = game_a.view(p)
            assert "hands" not in view and view["hand_sizes"] == [len(h) for h in game_a.view(None)["hands"]]
            assert "S5" not in json.dumps({k: v for k, v in view.items() if k != "legal_actions"})
        assert game_a.view(1)["hand"] != game_b.view(1)["hand"]
        assert all(game_a.view(p)["board"] == game_a.view(None)["board"] for p in range(3))
        json.dumps(game_a.view(None))
        game_a.apply(move)
        game_b.apply(move)
    assert game_a.view(0)["board"][-3:] == [
        {"card": "S6", "x": 0, "y": -1, "direction": "E"},
        {"card": "S1", "x": -1, "y": 0, "direction": "W"},
        {"card": "T1", "x": 5, "y": 2, "direction": "E"},
    ]
    assert game_a.view(0)["hand_sizes"] == [5, 5, 5]
    # Only the current player's view lists the legal moves, in notation, with their own cards.
    assert "legal_actions" in game_a.view(0) and "legal_actions" not in game_a.view(1)
    assert {m.split()[1] for m in game_a.view(0)["legal_actions"]} == set(game_a.view(0)["hand"])
    full = game_a.view(None)
    assert full["seed"] == 1 and full["first_player"] == 0 and len(full["moves"]) == 3
    with pytest.raises(ValueError, match="player must be None or 0..2"):
        game_a.view(3)


# --- text in French and English -------------------------------------------------------------------------

def plain(text):
    """``text`` with French no-break spaces as plain ones, to compare with a sentence as typed."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_refusals_and_log_in_french():
    state = game(2, 0, hands={0: ["P1", "S1", "S2", "S3", "S4", "S5"], 1: ["T1"]})
    cases = [
        ("play T1 0,-1 E", "Règle H5\u00a0: vous n'avez pas la carte T1\u202f; vos cartes sont P1, S1, S2, S3, S4, S5."),
        ("play S1 0,0 E", "Règle H6 : cette carte recouvrirait 3 carrés ; elle ne peut en recouvrir qu'un seul."),
        ("play S1 9,9 E", "Règle H6 : cette carte ne toucherait aucun carré du patchwork ; posez-la contre un "
                          "carré, ou en recouvrant un seul."),
        ("play Q1 0,-1 E", "Règle H3 : il n'y a pas de carte « Q1 » ; les cartes sont S1 à S10, T1 à T10, P1 à P5 "
                           "et D1 à D5."),
    ]
    for move, french in cases:
        reason = assert_refused(state, move, french[6:8])
        assert i18n.translate(reason, "fr").replace("\u00a0", " ").replace("\u202f", " ") == french.replace(
            "\u00a0", " ").replace("\u202f", " ")
        assert "\u00a0:" in i18n.translate(reason, "fr"), "a no-break space before the colon"
    assert i18n.translate(state.explain("jump"), "fr") == (
        "«\u00a0jump\u00a0» n'est pas un coup du jeu Hue dans la notation du moteur\u202f; en notation, les coups "
        "s'écrivent comme «\u00a0play S3 2,-1 E\u00a0», «\u00a0play P1 0,3 N\u00a0».")
    state = play(state, "play S1 0,-1 E", "play T1 0,0 W")
    assert [plain(i18n.translate(m, "fr")) for m in state.log] == [
        "Manche 1 sur 1 : les cartes Départ D1, D2, D3 sont posées ; Joueur 1 est l'Oya et commence.",
        "Joueur 1 pose la carte S1 en (0 ; −1), orientée vers l'est.",
        "Joueur 2 pose la carte T1 en (0 ; 0), orientée vers l'ouest, et recouvre un carré de la carte D1.",
    ]
    # Words, not notation: no "play", no direction letter, no hyphen for a minus, no decimal point.
    for line in [i18n.translate(m, "fr") for m in state.log]:
        assert "play" not in line and not re.search(r"\b[ENSW]\b", line) and "-" not in line and "." not in line[:-1]
    finish(state)
    assert plain(i18n.translate(state.explain("play S2 0,-1 E"), "fr")) == \
        "Règle H7 : la manche est finie : chaque joueur n'a plus que sa carte Score."
    french = [plain(i18n.translate(m, "fr")) for m in state.log]
    assert plain(french[-1]).startswith("Fin de la partie. Gagnant : Joueur ")
    assert all(line.startswith("Règle H7 : Joueur ") and " garde la carte " in line and " et marque " in line
               for line in french[-3:-1])
    # The score details name the colours in French (issue 7: they kept the English letters).
    names = {"R": "rouge", "Y": "jaune", "G": "vert", "B": "bleu", "P": "violet"}
    for p, line in zip(range(2), french[-3:-1]):
        result = state.final[p]
        detail = ", ".join(f"{names[c.colour]} {c.points}{' (×2)' if c.doubled else ''}" for c in result.colours)
        assert line.endswith(f"({detail}).")
        english_names = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
        english = str(state.log[-3 + p])
        assert english.endswith("(" + ", ".join(f"{english_names[c.colour]} {c.points}{' (×2)' if c.doubled else ''}"
                                                for c in result.colours) + ").")


# --- match (decision, as Ohio's O7) -----------------------------------------------------------------------

def test_match_rounds_add_up_and_the_oya_moves_clockwise():
    """Match mode (decision, like Ohio's O7): ``rounds`` rounds, scores added up, the Oya moving
    one seat clockwise each round; the scripted deck serves the first round only."""
    state = game(3, 2, match=True, rounds=2)
    assert state.view(0)["rounds"] == 2 and state.view(0)["round"] == 1
    for _ in range(15):
        state.apply(state.legal_actions()[0])
    first = [m for m in state.log if m.key == "hue.score"]
    assert [m.params["player"] for m in first] == [0, 1, 2]
    assert not state.is_over and state.winners() == []
    assert state.scores() == [m.params["total"] for m in first]
    assert str(state.log[-1]).startswith("Round 2 of 2: the start cards ")
    assert str(state.log[-1]).endswith("Player 1 is the Oya and plays first.")
    view = state.view(None)
    assert view["round"] == 2 and view["oya"] == 0 and state.current_player == 0
    assert len(view["board"]) == 3 and view["hand_sizes"] == [6, 6, 6]
    order = finish(state)
    assert order == [k % 3 for k in range(15)]
    rounds = [m.params["total"] for m in state.log if m.key == "hue.score"]
    assert state.scores() == [rounds[p] + rounds[3 + p] for p in range(3)]
    assert state.is_over and len(state.winners()) == 1


def test_match_default_is_one_round_per_player_and_options_are_checked():
    assert cardlib.new_game("hue", players=4, seed=1, match=True).view(0)["rounds"] == 4
    assert cardlib.new_game("hue", players=4, seed=1).view(0)["rounds"] == 1
    with pytest.raises(ValueError, match="rounds option goes with match=True"):
        cardlib.new_game("hue", players=3, rounds=2)
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(ValueError, match="rounds must be a whole number"):
            cardlib.new_game("hue", players=3, match=True, rounds=bad)
    with pytest.raises(ValueError, match="unknown hue options: colours"):
        cardlib.new_game("hue", players=3, colours=4)


def test_a_scripted_game_replays_from_its_record():
    """The ``deck`` is part of the record, so a scripted game replays move for move."""
    state = game(3, 1, hands={1: ["S1"]})
    finish(state, keep={1: "S1"})
    again = cardlib.replay(json.loads(json.dumps(state.to_record())))
    assert again.view(None) == state.view(None)


def test_malformed_action_objects_are_refused_as_such():
    """Issue 7: a Hue Action pointing "Q" raised KeyError in hue_board. Actions that are no Hue move
    are refused as not well-formed, citing H3 (the cards) or H6 (cells and directions)."""
    from cardlib.hue import Action
    state = game(2, 0, hands={0: ["P1", "S1", "S2", "S3", "S4", "S5"], 1: ["T1"]})
    for bad, rule in ((Action("S1", 0, -1, "Q"), "H6"), (Action("S1", "0", -1, "E"), "H6"),
                      (Action("S1", 0.0, -1, "E"), "H6"), (Action("S1", 0, None, "E"), "H6"),
                      (Action("X9", 0, -1, "E"), "H3"), (Action(None, 0, -1, "E"), "H3")):
        reason = assert_refused(state, bad, rule)
        assert "is not a well-formed Hue move" in reason and repr(bad) in reason
    assert state.explain(Action("S1", 0, -1, "E")) is None


def test_the_start_board_built_from_the_layout_is_the_board_of_the_three_start_cards():
    # start_board copies the layout's cells and reach instead of laying the cards (H5, speed): the same
    # board, the same places in the same order (the sampler draws from the reach in that order).
    for cards in (["D1", "D2", "D3"], ["D5", "D3", "D1"], ["D4", "D1", "D2"]):
        laid, copied = Board(start_placements(cards)), start_board(cards)
        assert copied.placements == laid.placements and copied.stacks == laid.stacks
        assert copied.reach_order == laid.reach_order and copied.reach == laid.reach
        assert copied.legal_positions() == laid.legal_positions()
        copied.lay(Placement("S1", 0, -1, "E"))
        assert start_board(cards).stacks == laid.stacks         # the layout itself is never laid on
