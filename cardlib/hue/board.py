"""Hue's geometry: cards of three squares on a square grid, turned four ways, stacked (H2, H6).

A placement is ``(card, x, y, direction)``: the card's first square at cell (x, y) (x to the right,
y downward) and the two others in ``direction`` (E, W, N or S). The card's picture is defined
lying E (first square on the left, stripes top to bottom) and turns with the card.

Each cell is a 3 × 3 grid of ninths (H4); ninth (u, v) lies in cell (u // 3, v // 3). A board is
the placements in the order played; the visible square of a cell is the last card laid on it.
Nothing here knows players or turns: that is ``cardlib.hue``.
"""

import json
from functools import lru_cache
from importlib import resources
from typing import NamedTuple

from .places import (DIRECTION_NAMES, LIMIT, OFFSET, PLACE_OF, ROW, STEPS, OutOfRange, Places, cell_number, cell_xy,
                     place)

DIRECTIONS = {"E": (1, 0), "W": (-1, 0), "N": (0, -1), "S": (0, 1)}


class Card(NamedTuple):
    """One of the 30 cards (H3): ``squares`` are three (top, centre, bottom) stripe colours lying E."""

    id: str
    kind: str                   # "plain", "striped", "poison" or "start"
    squares: tuple
    poison: int | None          # index of the square bearing the poison symbol, or None

    @property
    def colours(self):
        """The colours on the card, in order of first appearance."""
        seen = []
        for square in self.squares:
            for colour in square:
                if colour not in seen:
                    seen.append(colour)
        return seen

    @property
    def centre(self):
        """The centre colour (H7): the centre square's, or the centre stripe's."""
        return self.squares[1][1]


@lru_cache(maxsize=None)
def _data():
    text = resources.files("cardlib.hue").joinpath("cards.json").read_text(encoding="utf-8")
    return json.loads(text)


def load_cards():
    """{id: Card} for the 30 cards of the data file (decision H3)."""
    return {c["id"]: Card(c["id"], c["kind"], tuple(tuple(s) for s in c["squares"]), c.get("poison"))
            for c in _data()["cards"]}


CARDS = load_cards()
COLOURS = tuple(_data()["colours"])                 # "R", "Y", "G", "B", "P" (H1)


class Placement(NamedTuple):
    """A card laid on the board: its first square at (x, y), the others towards ``direction``."""

    card: str
    x: int
    y: int
    direction: str

    def cells(self):
        """The three cells the card covers, first square first."""
        dx, dy = DIRECTIONS[self.direction]
        return [(self.x + k * dx, self.y + k * dy) for k in range(3)]

    def ninths(self, square):
        """{(u, v): colour} of the card's square ``square`` (0, 1, 2) as laid."""
        return _square_ninths(self.card, square, self.x, self.y, self.direction)


@lru_cache(maxsize=None)
def _square_ninths(card, square, x, y, direction):
    dx, dy = DIRECTIONS[direction]
    cx, cy = x + square * dx, y + square * dy
    stripes = CARDS[card].squares[square]
    bu, bv = 3 * cx, 3 * cy
    result = {}
    for r in range(3):                   # r: stripe row across the card (top to bottom lying E)
        for i in range(3):               # i: position along the card
            if direction == "E":
                u, v = bu + i, bv + r
            elif direction == "W":
                u, v = bu + 2 - i, bv + 2 - r
            elif direction == "S":
                u, v = bu + 2 - r, bv + i
            else:                        # N
                u, v = bu + r, bv + 2 - i
            result[(u, v)] = stripes[r]
    return result


def start_placements(start_cards):
    """The three start cards lying E with their first squares at (0,0), (1,1) and (2,2) (decision H5)."""
    return [Placement(card, k, k, "E") for k, card in enumerate(start_cards)]


def start_board(start_cards):
    """``Board(start_placements(start_cards))``, built from a copy of the layout's cells and reach
    (the same every round: only the cards differ), at a fifth of the cost of laying three cards."""
    placements = [_new_tuple(Placement, (card, k, k, "E")) for k, card in enumerate(start_cards)]  # start_placements
    board = Board.__new__(Board)
    board.placements = placements
    board.grid = {cell: [(placements[i], k)] for i, k, cell in _START_CELLS}
    board.reach = _START_LAYOUT.reach.copy()
    board.reach_order = _START_LAYOUT.reach_order.copy()
    board._places = _START_PLACES              # copied when first brought up to date (``places``)
    board._listed = False
    return board


def _number(cell):
    """The number of cell (x, y) (``places.cell_number``), or None beyond the numbering."""
    x, y = cell
    return cell_number(x, y) if -OFFSET < x < OFFSET and -OFFSET < y < OFFSET else None


# The twelve ways a card can lie over a given cell: its direction, and which of its squares is there.
SLOTS = tuple((direction, dx, dy, k) for direction, (dx, dy) in DIRECTIONS.items() for k in range(3))
SLOT_COUNT = len(SLOTS)
# The same on cell numbers: the place's direction rank (``places``), the step to the card's next
# cell, and k, in the order of SLOTS (the sampler's draws name the same places as before).
_SLOT_STEPS = tuple((DIRECTION_NAMES.index(direction) << 28, STEPS[direction], k)
                    for direction, _, _, k in SLOTS)


class Board:
    """The cards laid so far; each cell knows its stack (bottom first) of (placement, square index).

    Cells are kept as ints (``places.cell_number``: the east neighbour of cell c is c + 1, the
    south one c + ROW), so that the moves of a playout test ints, not tuples: ``grid`` maps each
    occupied cell's number to its stack, in the order the cells were first covered; ``stacks`` is
    the same keyed by (x, y), for readers. No card lies beyond LIMIT from the origin (``lay``
    raises ``OutOfRange``); a game's board spans some 50 cells.

    ``reach`` (cell numbers) is kept up to date as cards are laid: the cells that are occupied or
    share a side with an occupied one. Every card H6 allows has a square on one of them, so the
    legal places are found (``legal_positions``) or drawn (``random_place``) from them without
    searching the board. The legal places are listed from a ``places.Places`` index made on
    first use and brought up to date with the cards laid since whenever they are listed again, or
    by ``lay`` when they were listed in the position it changes (a bot reading a view every move
    then finds them ready; a board whose places nobody lists, as in playouts, and a copy never pay
    for it while laying).
    """

    # Slots: the moves of a playout read these every time (a slot is read faster than a dict's entry).
    # _places: the Places index of this board once the places are listed (else None); _listed: the
    # places were listed since the last card, so lay catches up.
    __slots__ = ("placements", "grid", "reach", "reach_order", "_places", "_listed")

    def __init__(self, placements=()):
        self.placements = []
        self.grid = {}
        self.reach = set()
        self.reach_order = []          # the same cells in the order they were reached (drawn by index)
        self._places = None
        self._listed = False
        for placement in placements:
            self.lay(placement)

    @property
    def stacks(self):
        """{(x, y): stack} of the occupied cells, in the order they were first covered (a new dict;
        its stacks are the board's own lists: read them, do not change them)."""
        return {cell_xy(cell): stack for cell, stack in self.grid.items()}

    def copy(self):
        """An independent copy (the stacks' lists are copied; placements are immutable)."""
        new = Board.__new__(Board)
        new.placements = self.placements.copy()
        new.grid = {cell: stack.copy() for cell, stack in self.grid.items()}
        new.reach = self.reach.copy()
        new.reach_order = self.reach_order.copy()
        places = self._places
        new._places = places.copy() if places is not None and places is not _START_PLACES else places
        new._listed = False
        return new

    def lay(self, placement):
        """Put ``placement`` on the board (no rule is checked here); return the id of the card whose
        square it covers (the last one, if it covers several), or None. ``OutOfRange`` for a card
        whose first square lies beyond LIMIT from the origin (the board is then unchanged)."""
        _, x, y, direction = placement
        if not (-LIMIT <= x <= LIMIT and -LIMIT <= y <= LIMIT):
            raise OutOfRange(f"cell {x},{y} lies beyond {LIMIT} cells from the origin")
        self.placements.append(placement)
        grid, reach, order = self.grid, self.reach, self.reach_order
        under = None
        cell = (y + OFFSET) << 14 | (x + OFFSET)       # cell_number(x, y), inlined: every move lays a card
        step = STEPS[direction]
        for k in (0, 1, 2):
            stack = grid.get(cell)
            if stack is not None:
                under = stack[-1][0][0]
                stack.append((placement, k))
            else:
                grid[cell] = [(placement, k)]
                # The cell and its four sides come into reach, in this order: E, W, S, N (the
                # sampler draws by index). Unrolled: a playout lays a card every move.
                if cell not in reach:
                    reach.add(cell)
                    order.append(cell)
                near = cell + 1
                if near not in reach:
                    reach.add(near)
                    order.append(near)
                near = cell - 1
                if near not in reach:
                    reach.add(near)
                    order.append(near)
                near = cell + ROW
                if near not in reach:
                    reach.add(near)
                    order.append(near)
                near = cell - ROW
                if near not in reach:
                    reach.add(near)
                    order.append(near)
            cell += step
        if self._listed:                          # someone reads the places every move: catch up now
            self._listed = False
            self._places.sync(self)
        return under

    def height(self, cell):
        """How many cards lie on ``cell`` ((x, y))."""
        stack = self.grid.get(_number(cell))
        return len(stack) if stack else 0

    def top(self, cell):
        """(placement, square index) visible on ``cell`` ((x, y)), or None."""
        stack = self.grid.get(_number(cell))
        return stack[-1] if stack else None

    def refusal(self, placement):
        """Why ``placement`` (or anything with its ``x``, ``y`` and ``direction``, such as a move of
        ``cardlib.hue``) breaks H6 here (a key and its parameters), or None when it may be laid."""
        x, y = placement.x, placement.y
        if not (-LIMIT - 4 <= x <= LIMIT + 4 and -LIMIT - 4 <= y <= LIMIT + 4):
            return "apart", {}                        # the board's cells all lie within LIMIT + 1
        step = STEPS[placement.direction]
        first = cell_number(x, y)
        occupied = self.grid
        covered = (first in occupied) + (first + step in occupied) + (first + 2 * step in occupied)
        if covered == 1:
            return None                               # rule 2: exactly one square covers a visible one
        if covered > 1:
            return "covers_many", {"count": covered}
        # Covering nothing, a card touches the patchwork exactly when one of its cells is in reach.
        reach = self.reach
        touching = first in reach or first + step in reach or first + 2 * step in reach
        return None if touching else ("apart", {})   # rule 1: beside the patchwork, covering nothing

    def _place_through(self, cell, slot):
        """The place number of the card lying ``SLOTS[slot]`` over ``cell`` (a cell number in reach)
        when H6 allows it and ``cell`` is the first of its cells in reach; else None.

        Counting each place from its first cell in reach only is what lists every place once."""
        rank, step, k = _SLOT_STEPS[slot]
        first = cell - k * step
        reach = self.reach
        if k and (first in reach or (k == 2 and first + step in reach)):
            return None
        occupied = self.grid
        covered = (first in occupied) + (first + step in occupied) + (first + 2 * step in occupied)
        # Covering nothing, the card touches the patchwork through ``cell``, which is in reach.
        return rank + first if covered <= 1 else None

    def legal_numbers(self):
        """The legal places now as sorted ``hue_places`` numbers (direction, then y, then x): the
        board's index, brought up to date. The list is the index's own: do not change it."""
        return self.places().numbers

    def places(self):
        """The board's ``places.Places`` index, brought up to date."""
        places = self._places
        if places is None:
            places = self._places = Places()
        elif places is _START_PLACES:
            places = self._places = places.copy()
        places.sync(self)
        self._listed = True
        return places

    def legal_positions(self):
        """Every (x, y, direction) where H6 allows a card now (the rule looks at cells, not pictures),
        sorted by direction, then y, then x."""
        return list(map(PLACE_OF.__getitem__, self.legal_numbers()))

    def scan_positions(self):
        """``legal_positions()`` found the plain way, by testing every way of lying over every cell in
        reach (the reference the index is tested against)."""
        through = self._place_through
        numbers = sorted(number for cell in self.reach_order for slot in range(SLOT_COUNT)
                         if (number := through(cell, slot)) is not None)
        return list(map(place, numbers))

    def random_position(self, rng):
        """``random_place(rng)`` as (x, y, direction)."""
        number = self.random_place(rng)
        return None if number is None else PLACE_OF[number]

    def random_place(self, rng):
        """The number of one of ``legal_positions()``, each equally likely, drawn with ``rng`` (a
        ``random.Random``) without listing them: (cell in reach, slot) pairs are drawn uniformly
        until one names a legal place from its first cell in reach, which each legal place has
        exactly one of. None when no place is legal (an empty board)."""
        cells = self.reach_order
        count = SLOT_COUNT * len(cells)
        if not count:
            return None
        bits = count.bit_length()
        getrandbits = rng.getrandbits
        reach, occupied = self.reach, self.grid
        while True:
            draw = getrandbits(bits)           # uniform below a power of two; redrawn above count
            if draw >= count:
                continue
            # _place_through, inlined: this loop runs a few times for every move of a playout.
            cell = cells[draw // SLOT_COUNT]
            rank, step, k = _SLOT_STEPS[draw % SLOT_COUNT]
            if not k:                          # the drawn cell is the card's first: up to 3 covered
                if (cell in occupied) + (cell + step in occupied) + (cell + 2 * step in occupied) < 2:
                    return rank + cell
                continue
            # The cells before the drawn one must be out of reach, so they are empty (an occupied
            # cell is in reach): only the cells from the drawn one on may be covered.
            cell -= step
            if cell in reach:
                continue
            if k == 1:
                if (cell + step in occupied) + (cell + 2 * step in occupied) < 2:
                    return rank + cell
                continue
            cell -= step
            if cell not in reach:              # only the drawn cell may be covered: always legal
                return rank + cell

    def candidates(self, card):
        """Every placement of ``card`` that H6 allows here."""
        return [Placement(card, x, y, direction) for x, y, direction in self.legal_positions()]

    def visible(self):
        """({(u, v): colour} of every visible ninth, set of ninths of visible poison squares)."""
        colours = {}
        poison = set()
        for cell, stack in self.stacks.items():
            placement, k = stack[-1]
            ninths = placement.ninths(k)
            colours.update(ninths)
            if CARDS[placement.card].poison == k:
                poison.update(ninths)
        return colours, poison


_new_tuple = tuple.__new__
_START_LAYOUT = Board(start_placements(["D1", "D2", "D3"]))       # its cells and reach, whatever the cards
_START_PLACES = Places()                       # the layout's legal places, copied by each round's board
_START_PLACES.sync(_START_LAYOUT)
_START_CELLS = [(i, k, _number(cell)) for i, placement in enumerate(_START_LAYOUT.placements)
                for k, cell in enumerate(placement.cells())]
