"""Hue's area scoring (H4, H7): connected areas of each colour, counted in thirds of squares.

The board is seen as ninths (a cell is 3 × 3 ninths; a stripe is 3 ninths, a plain square 9). An
area is a set of visible ninths of one colour connected edge to edge, across cards; it is worth
its ninths / 3 points. An area is poisoned when it holds part of a visible poison square
(decision H7); a poisoned area is worth nothing. A score card scores, for each of its colours,
that colour's largest non-poisoned area, the card's centre colour counting double.

``best_areas`` finds the same areas' points square by square instead of ninth by ninth: the engine
scores every round with it, ``areas`` gives the ninths themselves, for the pictures and the lessons.
``flood_order``, ``third_order`` and ``step_units`` give the order in which an area is counted
step by step (a flood fill from its smallest ninth), for the pictures that teach the counting.
"""

from collections import deque
from typing import NamedTuple

from .hue_board import CARDS, COLOURS, DIRECTIONS, Board, _square_ninths


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
class _Square(NamedTuple):
    """A square as laid, cut into pieces (its ninths of one colour joined side to side: one for a
    plain square, one per stripe): each piece's colour, number of ninths and poison (the square is a
    poison square), and the number of each of its sides in ``_SIDES`` (which piece and colour the
    side's three ninths show, in order)."""

    colours: tuple
    ninths: tuple
    poisoned: tuple
    east: int
    west: int
    south: int
    north: int


_SQUARES = {}       # (card, square index, direction) -> _Square
_SIDES = {}         # ((piece, colour) of a side's three ninths, in order) -> its number
_JOINS = {}         # (number of a west or north side, of the east or south side it meets) -> piece pairs


def _square(key):
    """The ``_Square`` of square ``key[1]`` of card ``key[0]`` lying ``key[2]``, computed once."""
    found = _SQUARES.get(key)
    if found is not None:
        return found
    card, k, direction = key
    dx, dy = DIRECTIONS[direction]
    bu, bv = 3 * k * dx, 3 * k * dy
    colours = {(u - bu, v - bv): c for (u, v), c in _square_ninths(card, k, 0, 0, direction).items()}
    piece_of, pieces = {}, []
    for start in sorted(colours):
        if start in piece_of:
            continue
        piece_of[start] = len(pieces)
        group, frontier = 1, [start]
        while frontier:
            u, v = frontier.pop()
            for n in ((u + 1, v), (u - 1, v), (u, v + 1), (u, v - 1)):
                if n in colours and n not in piece_of and colours[n] == colours[start]:
                    piece_of[n] = len(pieces)
                    group += 1
                    frontier.append(n)
        pieces.append((colours[start], group))

    def side(ninths):
        signature = tuple((piece_of[n], colours[n]) for n in ninths)
        return _SIDES.setdefault(signature, len(_SIDES))

    found = _SQUARES[key] = _Square(tuple(c for c, _ in pieces), tuple(n for _, n in pieces),
                                    (CARDS[card].poison == k,) * len(pieces),
                                    side([(2, j) for j in range(3)]), side([(0, j) for j in range(3)]),
                                    side([(i, 2) for i in range(3)]), side([(i, 0) for i in range(3)]))
    return found


def _joins(ours, theirs):
    """The (our piece, their piece) pairs of one colour across a shared side: ``ours`` and ``theirs``
    the numbers of the two squares' sides that touch (east and west, or south and north)."""
    found = _JOINS.get((ours, theirs))
    if found is None:
        signatures = {number: signature for signature, number in _SIDES.items()}
        found = _JOINS[ours, theirs] = tuple({(p, q) for (p, a), (q, b) in zip(signatures[ours], signatures[theirs])
                                              if a == b})
    return found


def best_areas(board):
    """{colour: points of its largest non-poisoned area} on ``board`` (colours without one left out):
    ``largest(areas(board), colour).points`` for every colour, without going through the ninths.

    Each visible square's pieces are joined to their own colour across the squares' sides (union-find
    over some 150 pieces instead of a flood over some 500 ninths)."""
    first = {}                          # cell -> (index of its first piece, its visible _Square)
    colour_of, ninths, poisoned = [], [], []
    squares = _SQUARES.get
    for cell, stack in board.stacks.items():
        placement, k = stack[-1]
        key = placement[0], k, placement[3]        # card, square, direction (indexing: no attribute lookups)
        square = squares(key) or _square(key)
        first[cell] = (len(ninths), square)
        colour_of += square[0]
        ninths += square[1]
        poisoned += square[2]
    touching = []                       # (first piece, first piece of its east or south neighbour, their sides)
    get = first.get
    for (x, y), (a, square) in first.items():
        east = get((x + 1, y))
        if east is not None:
            touching.append((a, east[0], square[3], east[1][4]))          # our east side, its west side
        south = get((x, y + 1))
        if south is not None:
            touching.append((a, south[0], square[5], south[1][6]))        # our south side, its north side
    parent = list(range(len(ninths)))
    for a, b, ours, theirs in touching:
        joins = _JOINS.get((ours, theirs))
        if joins is None:
            joins = _joins(ours, theirs)
        for p, q in joins:
            p += a
            q += b
            while parent[p] != p:
                parent[p] = p = parent[parent[p]]
            while parent[q] != q:
                parent[q] = q = parent[parent[q]]
            if p != q:
                parent[q] = p
                ninths[p] += ninths[q]
                poisoned[p] = poisoned[p] or poisoned[q]
    best = {}
    for p, root in enumerate(parent):
        if root == p and not poisoned[p] and ninths[p] > best.get(colour_of[p], 0):
            best[colour_of[p]] = ninths[p]
    return {colour: size // 3 for colour, size in best.items()}


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
