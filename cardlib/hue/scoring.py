"""Hue's area scoring (H4, H7): connected areas of each colour, counted in thirds of squares.

The board is seen as ninths (a cell is 3 × 3 ninths; a stripe is 3 ninths, a plain square 9). An
area is a set of visible ninths of one colour connected edge to edge, across cards; it is worth
its ninths / 3 points. An area is poisoned when it holds part of a visible poison square
(decision H7); a poisoned area is worth nothing. A score card scores, for each of its colours,
that colour's largest non-poisoned area, the card's centre colour counting double.

``best_points`` finds the same areas' points square by square instead of ninth by ninth (a union-find
over the visible squares' pieces, with tables made once at import): the engine scores every round
with it (``best_areas``); ``areas`` gives the ninths themselves, for the pictures and the lessons.
``flood_order``, ``third_order`` and ``step_units`` give the order in which an area is counted
step by step (a flood fill from its smallest ninth), for the pictures that teach the counting.
"""

from collections import deque
from typing import NamedTuple

from .board import CARDS, COLOURS, DIRECTIONS, Board, _square_ninths
from .places import ROW


class Area(NamedTuple):
    """A connected area of one colour: its ninths, whether it is poisoned, and its points."""

    colour: str
    ninths: frozenset
    poisoned: bool

    @property
    def points(self):
        """Its thirds of squares: ninths / 3 (a stripe 1, a plain square 3)."""
        return len(self.ninths) // 3

    def cells(self):
        """The board cells the area touches."""
        return sorted({(u // 3, v // 3) for u, v in self.ninths})


class ColourScore(NamedTuple):
    """One colour of a score card: its best area (None if there is none), points, doubled or not."""

    colour: str
    area: Area | None
    doubled: bool
    points: int


class Score(NamedTuple):
    """A score card's breakdown and total."""

    card: str
    colours: tuple
    total: int


def areas(board):
    """Every connected area of the visible board (a ``Board`` or its placements), largest first per colour."""
    if not isinstance(board, Board):
        board = Board(board)
    colours, poison = board.visible()
    seen = set()
    found = []
    for start, colour in colours.items():
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        frontier = [start]
        while frontier:
            u, v = frontier.pop()
            for n in ((u + 1, v), (u - 1, v), (u, v + 1), (u, v - 1)):
                if n not in seen and colours.get(n) == colour:
                    seen.add(n)
                    group.append(n)
                    frontier.append(n)
        found.append(Area(colour, frozenset(group), not poison.isdisjoint(group)))
    found.sort(key=lambda a: (COLOURS.index(a.colour), -len(a.ninths), min(a.ninths)))
    return found


def largest(found, colour):
    """The largest non-poisoned area of ``colour`` among ``found`` (None if there is none)."""
    best = None
    for area in found:
        if area.colour == colour and not area.poisoned and (best is None or len(area.ninths) > len(best.ninths)):
            best = area
    return best


def score(board, card, found=None):
    """The ``Score`` of score card ``card`` (its id) on ``board``; ``found``: its areas, if already computed."""
    if found is None:
        found = areas(board)
    entry = CARDS[card]
    parts = []
    for colour in entry.colours:
        area = largest(found, colour)
        doubled = colour == entry.centre
        points = (area.points if area else 0) * (2 if doubled else 1)
        parts.append(ColourScore(colour, area, doubled, points))
    return Score(card, tuple(parts), sum(p.points for p in parts))


# --- the same areas square by square, for the engine -------------------------------------------
# A visible square is cut into pieces: its ninths of one colour joined side to side (a plain square
# is one piece of 9 ninths, a striped one three stripes of 3). On every card a colour makes at most
# one piece of a square (``_pieces`` checks it), so a piece is named by its square and its colour.
# Squares that look the same (same ninths, both poison squares or neither) share a number, a
# "look": 66 looks for the 360 ways a card's square can lie.
POISON = 1 << 40            # added to a poison square's piece: any area holding one is worth less than -POISON
_SLOTS = 1 + len(COLOURS)   # a square's row in best_points: its look, then one slot per colour
DIRTY = float("-inf")      # below every count: a colour's best area met so far, spoiled by poison


def _pieces(ninths):
    """{colour: number of ninths} of a square (``ninths``: {(u, v): colour}); ValueError if a
    colour's ninths are not one piece (the engine names a piece by its colour)."""
    pieces = {}
    for start, colour in ninths.items():
        if colour in pieces:
            continue
        seen, frontier = {start}, [start]
        while frontier:
            u, v = frontier.pop()
            for n in ((u + 1, v), (u - 1, v), (u, v + 1), (u, v - 1)):
                if n not in seen and ninths.get(n) == colour:
                    seen.add(n)
                    frontier.append(n)
        if len(seen) != sum(c == colour for c in ninths.values()):
            raise ValueError(f"the {colour} ninths of a square are not one piece: {sorted(ninths.items())}")
        pieces[colour] = len(seen)
    return pieces


def _looks():
    """The squares' looks: ({(u, v): colour} within the cell, poisoned) per look, and for each card
    and direction the rows (look, then per colour of COLOURS: minus its ninths, minus POISON more
    on a poison square, 0 if absent) of its squares 0, 1, 2 as ``best_points`` copies them."""
    looks, number, rows = [], {}, {}
    laid = {}                   # (stripes, poisoned, direction) -> row: many cards share their squares
    for card, entry in CARDS.items():
        rows[card] = {}
        for direction, (dx, dy) in DIRECTIONS.items():
            squares = []
            for k, stripes in enumerate(entry.squares):
                poisoned = entry.poison == k
                row = laid.get((stripes, poisoned, direction))
                if row is None:
                    u0, v0 = 3 * k * dx, 3 * k * dy
                    ninths = {(u - u0, v - v0): c for (u, v), c in _square_ninths(card, k, 0, 0, direction).items()}
                    key = (tuple(sorted(ninths.items())), poisoned)
                    row = number.get(key)
                    if row is None:
                        pieces = _pieces(ninths)
                        poison = POISON if poisoned else 0
                        row = number[key] = (len(looks),) + tuple(-pieces[c] - poison if c in pieces else 0
                                                                   for c in COLOURS)
                        looks.append((ninths, poisoned))
                    laid[stripes, poisoned, direction] = row
                squares.append(row)
            rows[card][direction] = tuple(squares)
    return looks, rows


def _joins(looks, ours, theirs):
    """[look a][look b] -> the slots (1 + colour index) of the colours whose pieces join when a square
    of look b lies beyond a square of look a: the ninths ``ours`` of a's side and ``theirs`` of b's
    (three each, in the same order along the side) show that colour at the same place."""
    slot = {colour: 1 + n for n, colour in enumerate(COLOURS)}
    facing = [tuple(ninths[n] for n in theirs) for ninths, _ in looks]
    kinds = list(dict.fromkeys(facing))         # the 66 looks show far fewer sides
    rows = {}                                   # a's side -> its row (shared by the looks with that side)
    table = []
    for ninths, _ in looks:
        side = tuple(ninths[n] for n in ours)
        row = rows.get(side)
        if row is None:
            joined = {other: tuple(dict.fromkeys(slot[x] for x, y in zip(side, other) if x == y)) for other in kinds}
            row = rows[side] = [joined[other] for other in facing]
        table.append(row)
    return table


_LOOKS, _ROWS = _looks()
_EAST = _joins(_LOOKS, [(2, i) for i in range(3)], [(0, i) for i in range(3)])     # b east of a
_SOUTH = _joins(_LOOKS, [(i, 2) for i in range(3)], [(i, 0) for i in range(3)])    # b south of a


def best_areas(board):
    """``best_points`` of a ``Board``'s cells: {colour: points of its largest non-poisoned area}."""
    return best_points(board.grid)


def best_points(grid):
    """{colour: points of its largest non-poisoned area} (colours without one left out) of a board's
    ``grid`` ({cell number (``places.cell_number``): its stack, bottom first}):
    ``largest(areas(board), colour).points`` for every colour, without going through the ninths.

    A union-find over the visible squares' pieces, in one list: each square has a row of _SLOTS
    slots (its look, then one per colour); a piece's slot holds minus its area's ninths (minus
    POISON more if the area is poisoned) while it is the root of its area, else the slot of a piece
    of the same area. Pieces are joined across each pair of touching squares, the joining colours
    read from _EAST or _SOUTH by the two looks."""
    rows = _ROWS
    index = grid.copy()                 # cell -> the slot of its square's look (a copy: no resizing)
    slots = [0] * _SLOTS                # a first row of nothing: the columns read at the end are never empty
    i = _SLOTS
    for cell, stack in grid.items():
        placement, k = stack[-1]
        slots += rows[placement[0]][placement[3]][k]        # card, direction (indexing: no attribute lookups)
        index[cell] = i
        i += _SLOTS
    # best[slot of a colour]: the largest area met joining pieces (as minus its ninths), DIRTY once a
    # poisoned area took in another: the areas met before may be part of a poisoned one now.
    best = [0] * _SLOTS
    east, south = _EAST, _SOUTH
    beyond = index.get
    for cell, i in index.items():
        a = slots[i]
        j = beyond(cell + 1)
        if j is not None:
            joins = east[a][slots[j]]
            if joins:
                for s in joins:
                    p = i + s
                    x = slots[p]
                    while x >= 0:
                        p = x
                        x = slots[p]
                    q = j + s
                    y = slots[q]
                    while y >= 0:
                        q = y
                        y = slots[q]
                    if p != q:
                        slots[q] = p
                        slots[p] = x = x + y
                        if x < best[s]:
                            best[s] = x if x > -POISON else DIRTY
        j = beyond(cell + ROW)
        if j is not None:               # as east, for the square south (inlined: a loop over both is 20% slower)
            joins = south[a][slots[j]]
            if joins:
                for s in joins:
                    p = i + s
                    x = slots[p]
                    while x >= 0:
                        p = x
                        x = slots[p]
                    q = j + s
                    y = slots[q]
                    while y >= 0:
                        q = y
                        y = slots[q]
                    if p != q:
                        slots[q] = p
                        slots[p] = x = x + y
                        if x < best[s]:
                            best[s] = x if x > -POISON else DIRTY
    found = {}
    s = 0
    for colour in COLOURS:
        s += 1
        m = best[s]
        # An area of 9 ninths or more beats any piece left alone (a plain square is 9); otherwise,
        # or when poison spoiled the count, the colour's slots give it: roots below 0, poisoned ones
        # below -POISON (taken out), pointers and absent colours 0 or more.
        if not -POISON < m <= -9:
            column = slots[s::_SLOTS]
            m = min(column)
            while m <= -POISON:
                column.remove(m)
                m = min(column)
        if m < 0:
            found[colour] = -m // 3
    return found


def colour_points(card, best):
    """Score card ``card``'s colours as ``score`` counts them, from ``best_areas``: a tuple of
    (colour, its best area's points, doubled (the centre colour), points) per colour of the card."""
    return tuple([(colour, best.get(colour, 0), doubled, best.get(colour, 0) * factor)
                  for colour, doubled, factor in _SCORED_COLOURS[card]])


# Per card: (colour, doubled, factor) for each of its colours in order, the centre colour doubled (H7).
_SCORED_COLOURS = {card: tuple((colour, colour == entry.centre, 2 if colour == entry.centre else 1)
                               for colour in entry.colours) for card, entry in CARDS.items()}


# --- counting an area step by step ---------------------------------------------------------------
def flood_order(ninths):
    """The ninths of an area in the order a flood fill counts them: breadth first from its smallest ninth
    (the leftmost of the top row... in (u, v) order), neighbours taken E, S, W, N."""
    ninths = set(ninths)
    if not ninths:
        return []
    start = min(ninths)
    order, seen, queue = [], {start}, deque([start])
    while queue:
        u, v = queue.popleft()
        order.append((u, v))
        for n in ((u + 1, v), (u, v + 1), (u - 1, v), (u, v - 1)):
            if n in ninths and n not in seen:
                seen.add(n)
                queue.append(n)
    return order


def _stripe_key(board, ninth):
    """Which third of a square ``ninth`` belongs to: its cell, and the row or column of the stripe
    (a card lying E or W has its stripes as rows)."""
    u, v = ninth
    cell = (u // 3, v // 3)
    placement, _ = board.top(cell)
    if placement.direction in ("E", "W"):
        return cell, "row", v % 3
    return cell, "column", u % 3


def third_order(ninths, board):
    """The area counted third by third (stripe by stripe): lists of 3 ninths, in the order the flood fill
    of ``flood_order`` first reaches each stripe. ``board``: a ``Board`` or its placements."""
    if not isinstance(board, Board):
        board = Board(board)
    groups = {}
    for ninth in flood_order(ninths):
        groups.setdefault(_stripe_key(board, ninth), []).append(ninth)
    return list(groups.values())


def step_units(board, colour=None, score_card=None, by="ninth", found=None):
    """What a step-by-step count of ``board`` (a ``Board`` or its placements) counts, in order: lists
    of ninths (one ninth each, or the three ninths of a third). The largest non-poisoned area of
    ``colour`` (else of each colour of ``score_card``, one after the other; else of every colour) in
    flood-fill order. ``found``: the board's areas, if already computed."""
    if by not in ("ninth", "third"):
        raise ValueError(f"by must be 'ninth' or 'third', not {by!r}")
    if not isinstance(board, Board):
        board = Board(board)
    found = areas(board) if found is None else found
    if colour is not None:
        colours = [colour]
    elif score_card is not None:
        colours = list(CARDS[score_card].colours)
    else:
        colours = list(COLOURS)
    units = []
    for c in colours:
        area = largest(found, c)
        if area is None:
            continue
        if by == "ninth":
            units += [[n] for n in flood_order(area.ninths)]
        else:
            units += third_order(area.ninths, board)
    return units
