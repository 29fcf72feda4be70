"""Hue scoring H4 and H7 (docs/hue.md) on hand-built patchworks, from the leaflet's wording.

Boards are built directly with ``cardlib.hue.board.Board`` and ``Placement`` (no turn order, no
placement rule: only what the scoring sees). Every expected number is worked out by hand in the
comments, in ninths: a cell (x, y) is the 3 x 3 ninths u = 3x..3x+2, v = 3y..3y+2 (v downward);
a stripe is 3 ninths, a plain square 9, and an area's points are its ninths / 3 (H4).
Cards used (H3, docs/hue.md#h3; first square, centre, last square):

    S1 R Y G   S3 R P Y   S4 R G B   S5 G R P   S6 R B P   S7 G Y B   S9 Y B P
    T1, T3, T4, T5, T7: the same triples as stripes, top to bottom lying E
    P1 G R B, the centre square (R) bearing the poison symbol
    D1: squares R Y G | Y G B | G B P, stripes top to bottom lying E
"""

import random

import pytest

import cardlib
from cardlib.hue.board import CARDS, Board, Placement
from cardlib.hue.places import cell_number
from cardlib.hue.scoring import (Area, areas, best_areas, best_points, flood_order, largest, score, step_units,
                                 third_order)


def board(*placements):
    """A board from 'T1 0,0 E'-style placements, laid in the order given (later ones on top)."""
    laid = []
    for text in placements:
        card, position, direction = text.split()
        x, y = map(int, position.split(","))
        laid.append(Placement(card, x, y, direction))
    return Board(laid)


def points(found, colour):
    """The points of every area of ``colour``, largest first, with poisoned ones marked."""
    return [(a.points, a.poisoned) for a in found if a.colour == colour]


def breakdown(result):
    """A Score as {colour: (points scored, doubled)}."""
    return {c.colour: (c.points, c.doubled) for c in result.colours}


# --- H4: a stripe is 1 point, a plain square 3 -------------------------------------------------------------

def test_h4_a_plain_square_is_three_points():
    """H4. « un Carré rapporte trois points » : S1 alone is three plain squares R, Y, G of 9 ninths."""
    found = areas(board("S1 0,0 E"))
    assert [(a.colour, a.points, a.cells()) for a in found] == [
        ("R", 3, [(0, 0)]), ("Y", 3, [(1, 0)]), ("G", 3, [(2, 0)])]
    assert all(len(a.ninths) == 9 and not a.poisoned for a in found)


def test_h4_a_stripe_is_one_point_and_corners_do_not_join():
    """H4. « Chaque tiers de Carré rapporte un point ». D1 alone: each square has three stripes of
    3 ninths, and the same colour in the next square sits one stripe lower, so the stripes of one
    colour meet only at corners: nine areas of one stripe, 1 point each.

        v=0  R R R | Y Y Y | G G G      R: 1 area; Y: 2 (square 1 top, square 0 centre);
        v=1  Y Y Y | G G G | B B B      G: 3; B: 2; P: 1
        v=2  G G G | B B B | P P P
    """
    found = areas(board("D1 0,0 E"))
    assert len(found) == 9 and all(a.points == 1 and len(a.ninths) == 3 for a in found)
    assert {c: len(points(found, c)) for c in "RYGBP"} == {"R": 1, "Y": 2, "G": 3, "B": 2, "P": 1}
    # S1 (R, Y, G; the centre Y doubled) scores 1 + 1 x 2 + 1 = 4 here.
    assert score(board("D1 0,0 E"), "S1").total == 4
    assert breakdown(score(board("D1 0,0 E"), "S1")) == {"R": (1, False), "Y": (2, True), "G": (1, False)}


def test_h4_a_stripe_runs_along_the_whole_striped_card():
    """H2/H4. T1 lying E: its top stripe R crosses the three squares, 3 stripes of one point joined
    end to end: 9 ninths, 3 points; the same for Y and G."""
    found = areas(board("T1 0,0 E"))
    assert [(a.colour, a.points, a.cells()) for a in found] == [
        ("R", 3, [(0, 0), (1, 0), (2, 0)]), ("Y", 3, [(0, 0), (1, 0), (2, 0)]), ("G", 3, [(0, 0), (1, 0), (2, 0)])]
    assert sorted(next(a for a in found if a.colour == "R").ninths) == [(u, 0) for u in range(9)]


# --- areas across cards --------------------------------------------------------------------------------------

# S1 above T1, T3 to the right of T1:
#   v=-3..-1  R R R | Y Y Y | G G G                         (S1, plain)
#   v=0       R R R   R R R   R R R | R R R   R R R   R R R (T1 top stripe | T3 top stripe)
#   v=1       Y Y Y   Y Y Y   Y Y Y | P P P   P P P   P P P
#   v=2       G G G   G G G   G G G | Y Y Y   Y Y Y   Y Y Y
# R: S1's plain square touches T1's top stripe, which continues into T3's: 9 + 9 + 9 = 27 ninths,
#    9 points, one area.
# Y: S1's square (9 ninths, below it R), T1's centre stripe (9, between R and G, P to its right),
#    T3's bottom stripe (9; T1's Y meets it only at a corner): three areas of 3 points.
# G: S1's square (3) and T1's bottom stripe (3). P: T3's centre stripe (3). B: none.
JOINED = ("S1 0,-1 E", "T1 0,0 E", "T3 3,0 E")


def test_h4_stripes_and_squares_of_one_colour_join_across_cards():
    """H4 (docs/hue.md#h4): "an area is a set of same-coloured ninths connected edge to edge, across
    cards"; the leaflet's « surface » of a colour. The red area above is one area of 9 points."""
    found = areas(board(*JOINED))
    assert points(found, "R") == [(9, False)]
    assert next(a for a in found if a.colour == "R").cells() == [(0, -1), (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)]
    assert points(found, "Y") == [(3, False)] * 3
    assert points(found, "G") == [(3, False)] * 2
    assert points(found, "P") == [(3, False)]
    assert points(found, "B") == []
    assert largest(found, "R").points == 9 and largest(found, "B") is None


def test_h7_each_colour_of_the_score_card_scores_its_largest_area_the_centre_double():
    """H7. « Chaque couleur rapporte autant de points que la plus grande surface non-empoisonnée de
    cette couleur » ; « la couleur au centre de la carte Score compte double (la couleur du Carré
    central [...] ou la couleur de la rayure centrale) ». On the board above (R 9, Y 3, G 3, P 3):
      S1 R, Y, G (Y centre): 9 + 3 x 2 + 3 = 18
      S5 G, R, P (R centre): 3 + 9 x 2 + 3 = 24
      S3 R, P, Y (P centre): 9 + 3 x 2 + 3 = 18
    A striped card's centre stripe is the same colour as the plain card's centre square with the
    same triple (H3), so T1, T5, T3 score like S1, S5, S3."""
    joined = board(*JOINED)
    expected = {"S1": 18, "S5": 24, "S3": 18}
    for plain, total in expected.items():
        striped = "T" + plain[1:]
        assert CARDS[plain].centre == CARDS[striped].centre
        assert score(joined, plain).total == score(joined, striped).total == total
    assert breakdown(score(joined, "S5")) == {"G": (3, False), "R": (18, True), "P": (3, False)}
    assert breakdown(score(joined, "T5")) == {"G": (3, False), "R": (18, True), "P": (3, False)}
    assert [c.colour for c in score(joined, "T3").colours] == ["R", "P", "Y"]      # each colour once


def test_h7_the_centre_colour_of_each_kind_of_card():
    """H7. « la couleur du Carré central (avec ou sans poison) ou la couleur de la rayure centrale »."""
    assert CARDS["S5"].centre == "R"          # plain: the centre square, G R P
    assert CARDS["T5"].centre == "R"          # striped: the centre stripe, G R P top to bottom
    assert CARDS["T7"].centre == "Y"          # G Y B
    assert CARDS["P1"].centre == "R"          # poison: the centre square, which bears the poison
    assert CARDS["S1"].colours == ["R", "Y", "G"] and CARDS["T1"].colours == ["R", "Y", "G"]


def test_h7_a_colour_absent_from_the_patchwork_scores_nothing():
    """H7: on the board above there is no blue.
      T4 R, G, B (G centre): 9 + 3 x 2 + 0 = 15
      S9 Y, B, P (B centre, absent): 3 + 0 x 2 + 3 = 6"""
    joined = board(*JOINED)
    assert breakdown(score(joined, "T4")) == {"R": (9, False), "G": (6, True), "B": (0, False)}
    assert score(joined, "T4").total == 15
    s9 = score(joined, "S9")
    assert breakdown(s9) == {"Y": (3, False), "B": (0, True), "P": (3, False)} and s9.total == 6
    assert next(c for c in s9.colours if c.colour == "B").area is None


# --- covering cards -------------------------------------------------------------------------------------------

def test_h4_a_covering_card_splits_an_area_and_joins_others():
    """H6 + H4: only visible squares count. T1 lying E has a red top stripe of 9 ninths (3 points).
    S7 (G, Y, B) laid N from (1,0) covers T1's centre square with its plain G square:

        v=-6..-4            B B B                 (S7's last square)
        v=-3..-1            Y Y Y                 (S7's centre square)
        v=0        R R R  | G G G |  R R R
        v=1        Y Y Y  | G G G |  Y Y Y
        v=2        G G G  | G G G |  G G G

    R: two stripes of 3 ninths, 1 point each (split). Y: two stripes (1 each) and S7's square (3;
    below it G, beside it nothing). G: T1's two bottom stripes join S7's square: 3 + 9 + 3 = 15
    ninths, 5 points. B: 3.
      before: S1 R, Y, G (Y centre): 3 + 3 x 2 + 3 = 12;  T4 R, G, B (G centre): 3 + 3 x 2 + 0 = 9
      after:  S1: 1 + 3 x 2 + 5 = 12;                     T4: 1 + 5 x 2 + 3 = 14;
              T7 G, Y, B (Y centre): 5 + 3 x 2 + 3 = 14"""
    before = board("T1 0,0 E")
    after = board("T1 0,0 E", "S7 1,0 N")
    assert points(areas(before), "R") == [(3, False)]
    found = areas(after)
    assert points(found, "R") == [(1, False), (1, False)]
    assert sorted(len(a.ninths) for a in found if a.colour == "R") == [3, 3]
    assert points(found, "Y") == [(3, False), (1, False), (1, False)]
    assert points(found, "G") == [(5, False)]
    assert next(a for a in found if a.colour == "G").cells() == [(0, 0), (1, 0), (2, 0)]
    assert points(found, "B") == [(3, False)]
    assert (score(before, "S1").total, score(before, "T4").total) == (12, 9)
    assert breakdown(score(after, "S1")) == {"R": (1, False), "Y": (6, True), "G": (5, False)}
    assert (score(after, "S1").total, score(after, "T4").total, score(after, "T7").total) == (12, 14, 14)


# --- poison (H7, decision) -------------------------------------------------------------------------------------

# P1 (G, R*, B) lying E from (0,0); S3 (R, P, Y) E from (1,1), its R square under P1's poison
# square; S6 (R, B, P) E from (3,0), its R square away from any other red:
#
#   y=0   G  | R* | B  | R | B | P        (P1 | S6)
#   y=1        R  | P  | Y                (S3)
#
# R: P1's poison square with S3's R square below it: 18 ninths, 6 points, poisoned; S6's R
#    square alone (beside B, B, Y): 3 points. G: 3 (P1). Y: 3 (S3). B: two squares of 3 (P1's,
#    S6's). P: two of 3 (S3's, S6's).
POISONED = ("P1 0,0 E", "S3 1,1 E", "S6 3,0 E")


def test_h7_an_area_touching_a_visible_poison_square_is_worth_nothing():
    """H7. « la plus grande surface non-empoisonnée » (decision: an area is poisoned when it
    contains part of a visible poison square). The largest red area (6) is poisoned, so red
    scores the other one (3).
      S1 R, Y, G (Y centre): 3 + 3 x 2 + 3 = 12
      P1 kept as score card, G, R, B (R centre, « avec ou sans poison »): 3 + 3 x 2 + 3 = 12
      T5 G, R, P (R centre): 3 + 3 x 2 + 3 = 12"""
    found = areas(board(*POISONED))
    assert points(found, "R") == [(6, True), (3, False)]
    poisoned = next(a for a in found if a.poisoned)
    assert poisoned.cells() == [(1, 0), (1, 1)]
    assert [a for a in found if a.poisoned] == [poisoned]          # P1's G and B squares are fine
    assert largest(found, "R").cells() == [(3, 0)]
    assert points(found, "G") == [(3, False)] and points(found, "B") == [(3, False), (3, False)]
    poisoned_board = board(*POISONED)
    assert breakdown(score(poisoned_board, "S1")) == {"R": (3, False), "Y": (6, True), "G": (3, False)}
    assert breakdown(score(poisoned_board, "P1")) == {"G": (3, False), "R": (6, True), "B": (3, False)}
    assert score(poisoned_board, "T5").total == 12


def test_h7_a_poisoned_area_spreads_along_the_stripes_it_touches():
    """H7 (decision): the whole connected area is poisoned, across cards. P1 (G, R*, B) lying E from
    (0,0) and T1 (R, Y, G stripes) lying E from (1,1): T1's top red stripe (v=3, u=3..11) runs
    under P1's poison square (v=0..2, u=3..5): one red area of 9 + 9 ninths, poisoned, and no
    other red: red scores 0.
      S1 R, Y, G (Y centre): 0 + 3 x 2 + 3 = 9 (Y: T1's centre stripe; G: P1's square or T1's
      bottom stripe, 3 each)"""
    touching = board("P1 0,0 E", "T1 1,1 E")
    found = areas(touching)
    assert points(found, "R") == [(6, True)]
    assert largest(found, "R") is None
    result = score(touching, "S1")
    assert breakdown(result) == {"R": (0, False), "Y": (6, True), "G": (3, False)} and result.total == 9
    assert result.colours[0].area is None


def test_h7_a_covered_poison_square_poisons_nothing():
    """H7 (decision): only a visible poison square poisons. S4 (R, G, B) laid N from (1,0) covers
    P1's poison square with its own (harmless) R square:

        y=-2       B               (S4's last square)
        y=-1       G               (S4's centre square)
        y=0   G  | R  | B  | R | B | P
        y=1        R  | P  | Y

    R: S4's R square over S3's R square: 18 ninths, 6 points, not poisoned; S6's: 3. G: P1's (3)
    and S4's (3; beside it nothing, below it R). B: three squares of 3.
      S1 R, Y, G (Y centre): 6 + 3 x 2 + 3 = 15 (12 while the poison showed)
      P1 G, R, B (R centre): 3 + 6 x 2 + 3 = 18 (12 while the poison showed)"""
    covered = board(*POISONED, "S4 1,0 N")
    found = areas(covered)
    assert not any(a.poisoned for a in found)
    assert points(found, "R") == [(6, False), (3, False)]
    assert largest(found, "R").cells() == [(1, 0), (1, 1)]
    assert points(found, "G") == [(3, False), (3, False)]
    assert points(found, "B") == [(3, False)] * 3
    assert breakdown(score(covered, "S1")) == {"R": (6, False), "Y": (6, True), "G": (3, False)}
    assert score(covered, "S1").total == 15 and score(covered, "P1").total == 18


def test_areas_take_a_board_or_its_placements():
    laid = board(*POISONED)
    assert areas(laid.placements) == areas(laid)
    assert all(isinstance(a, Area) for a in areas(laid))
    assert score(laid, "S1", areas(laid)) == score(laid, "S1")


# --- counting an area step by step (the pictures that teach H4) ----------------------------------------------

def test_flood_order_is_breadth_first_from_the_smallest_ninth_east_south_west_north():
    # an L of five ninths: (0,0) (1,0) (2,0) then down from (0,0): (0,1) (0,2)
    ell = {(2, 0), (0, 2), (1, 0), (0, 0), (0, 1)}
    assert flood_order(ell) == [(0, 0), (1, 0), (0, 1), (2, 0), (0, 2)]
    assert flood_order(set()) == []
    laid = board(*JOINED)
    for area in areas(laid):
        order = flood_order(area.ninths)
        assert order[0] == min(area.ninths) and sorted(order) == sorted(area.ninths)
        for k in range(1, len(order)):          # each ninth touches one counted before it
            u, v = order[k]
            assert {(u + 1, v), (u - 1, v), (u, v + 1), (u, v - 1)} & set(order[:k])


def test_third_order_groups_an_area_into_its_stripes_in_flood_fill_order():
    laid = board(*JOINED)
    for area in areas(laid):
        thirds = third_order(area.ninths, laid)
        assert all(len(t) == 3 for t in thirds) and len(thirds) == area.points
        assert [n for t in thirds for n in t] != [] and {n for t in thirds for n in t} == set(area.ninths)
        # a stripe of a card lying E or W is a row of one cell: three ninths with the same v
        for t in thirds:
            cells = {(u // 3, v // 3) for u, v in t}
            assert len(cells) == 1
            placement, _ = laid.top(cells.pop())
            along = {v for _, v in t} if placement.direction in ("E", "W") else {u for u, _ in t}
            assert len(along) == 1
        assert third_order(area.ninths, laid.placements) == thirds


def test_step_units_count_the_largest_area_of_each_colour_asked():
    laid = board(*JOINED)
    found = areas(laid)
    for colour in "RYGBP":
        best = largest(found, colour)
        ninths = step_units(laid, colour)
        assert ninths == ([[n] for n in flood_order(best.ninths)] if best else [])
        assert step_units(laid, colour, by="third") == (third_order(best.ninths, laid) if best else [])
    card = "S1"
    expected = [u for c in CARDS[card].colours for u in step_units(laid, c)]
    assert step_units(laid, score_card=card) == expected == step_units(laid.placements, score_card=card, found=found)
    assert len(step_units(laid)) == sum(len(largest(found, c).ninths) for c in "RYGBP" if largest(found, c))
    with pytest.raises(ValueError, match="ninth"):
        step_units(laid, "R", by="half")


# --- whole games -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_h7_a_finished_game_scores_each_score_card_on_the_final_patchwork(players):
    """H7. « La partie s'arrête dès que chaque joueur n'a plus qu'une carte en main. Cette carte est
    sa carte Score »: ``scores()``, the view's ``breakdown`` and the log agree with ``score`` of each
    player's last card on the final board (random legal games, several seeds)."""
    for seed in range(4):
        state = cardlib.new_game("hue", players=players, seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            state.apply(chooser.choice(state.legal_actions()))
        full = state.view(None)
        final = Board([Placement(p["card"], p["x"], p["y"], p["direction"]) for p in full["board"]])
        assert len(final.placements) == len(full["board"]) == 3 + len(state.moves)
        results = [score(final, hand[0]) for hand in full["hands"]]
        assert state.scores() == [r.total for r in results]
        assert full["score_cards"] == [r.card for r in results]
        assert full["breakdown"] == [
            [{"colour": c.colour, "points": c.points, "doubled": c.doubled, "area": c.area.points if c.area else 0}
             for c in r.colours] for r in results]
        for row in full["breakdown"]:
            assert [e["points"] for e in row] == [e["area"] * (2 if e["doubled"] else 1) for e in row]
            assert sum(e["doubled"] for e in row) == 1
        assert [m.params["total"] for m in state.log if m.key == "hue.score"] == state.scores()
        best = max(state.scores())
        assert len(state.winners()) == 1 and state.scores()[state.winners()[0]] == best


def ninth_by_ninth(laid):
    """{colour: points of its largest non-poisoned area} as ``areas`` and ``largest`` find them."""
    found = areas(laid)
    return {c: largest(found, c).points for c in "RYGBP" if largest(found, c)}


def test_best_areas_square_by_square_agree_with_the_ninths_on_every_board_of_random_games():
    """The engine scores with ``best_points`` (squares cut into pieces, joined across their sides); it
    must give every colour's largest non-poisoned area exactly as ``areas`` does ninth by ninth, on
    boards with covered squares, visible and covered poison squares, and every turn of the cards."""
    chooser = random.Random(12)
    checked = 0
    for seed in range(60):
        state = cardlib.new_game("hue", players=2 + seed % 4, seed=seed)
        while True:
            expected = ninth_by_ninth(state.board)
            assert best_points(state.board.grid) == expected
            assert best_areas(state.board) == expected
            checked += 1
            if state.is_over:
                break
            state.apply(state.random_action(chooser))
    assert checked > 800
    hand_built = board("P1 0,0 E", "S5 0,1 E", "T4 3,0 S", "S1 1,-1 S")
    assert best_areas(hand_built) == ninth_by_ninth(hand_built)


def test_best_points_agree_with_the_ninths_on_random_patchworks_thick_with_poison():
    """Random patchworks, legal or not (any card anywhere in a small box, any direction, cards laid
    twice, poison cards drawn often): several poisoned areas of one colour, poisoned areas that take
    in the only plain square of their colour, squares covered two or three deep."""
    rng = random.Random(5)
    cards = sorted(CARDS) + ["P1", "P2", "P3", "P4", "P5"] * 4
    for n in range(400):
        laid = Board([Placement(rng.choice(cards), rng.randrange(-3, 4), rng.randrange(-3, 4), rng.choice("EWNS"))
                      for _ in range(rng.randrange(1, 4 + n % 24))])
        grid = {cell_number(x, y): stack for (x, y), stack in laid.stacks.items()}
        assert best_points(grid) == ninth_by_ninth(laid), [tuple(p) for p in laid.placements]
    assert best_points({}) == {} == ninth_by_ninth(Board())


def test_best_points_when_poison_spoils_the_areas_met_before():
    """Hand-built cases of H7's poison (decision: an area holding part of a visible poison square is
    worth nothing) that the square-by-square count must see through, worked out in ninths:

    1. P1 (G, R*, B) E from (0,0), S3 (R, P, Y) E from (1,1): S3's R square under the poison square,
       18 poisoned ninths; T2 (Y, R, B stripes) E from (0,3): a red centre stripe of 9 ninths alone.
       Red scores the stripe, 3 (the only plain red square lies in the poisoned area).
    2. The same with S6 (R, B, P) E from (4,0) too: its R square alone, 9 ninths, ties the stripe: 3.
    3. P1 laid twice (a hand-built board): E from (0,0) and E from (0,2), with S3 E from (1,1)
       joining both poison squares through its R square: one poisoned area of 27 ninths; T2 E
       from (0,4), apart: its red stripe alone. Red: 3.
    4. Two poisoned red areas apart (P1 E from (0,0) above S3 E from (1,1); P1 E from (5,0) above
       S3 E from (6,1)) and a red area of S4's R square N from (3,3) with T3's red stripes (R, P, Y)
       E from (4,3) -- S4's R square (9) meets T3's top stripe (9): 18 ninths, 6 points."""
    cases = {
        ("P1 0,0 E", "S3 1,1 E", "T2 0,3 E"): 3,
        ("P1 0,0 E", "S3 1,1 E", "T2 0,3 E", "S6 4,0 E"): 3,
        ("P1 0,0 E", "P1 0,2 E", "S3 1,1 E", "T2 0,4 E"): 3,
        ("P1 0,0 E", "S3 1,1 E", "P1 5,0 E", "S3 6,1 E", "S4 3,3 N", "T3 4,3 E"): 6,
    }
    for placements, red in cases.items():
        laid = board(*placements)
        found = areas(laid)
        assert any(a.poisoned and a.colour == "R" for a in found)
        assert ninth_by_ninth(laid)["R"] == red
        assert best_areas(laid) == ninth_by_ninth(laid)
