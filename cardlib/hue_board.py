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

from .hue_places import PLACE_OF as _PLACE_OF, OutOfRange, Places

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
    text = resources.files("cardlib").joinpath("data/hue_cards.json").read_text(encoding="utf-8")
    return json.loads(text)


def load_cards():
    """{id: Card} for the 30 cards of the data file (decision H3)."""
    return {c["id"]: Card(c["id"], c["kind"], tuple(tuple(s) for s in c["squares"]), c.get("poison"))
            for c in _data()["cards"]}


CARDS = load_cards()
COLOURS = tuple(_data()["colours"])                 # "R", "Y", "G", "B", "P" (H1)
COLOUR_NAMES = {code: tuple(names) for code, names in _data()["colours"].items()}   # (English, French)


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
    placements = start_placements(start_cards)
    board = Board.__new__(Board)
    board.placements = placements
    board.stacks = {cell: [(placements[i], k)] for i, k, cell in _START_CELLS}
    board.reach = _START_LAYOUT.reach.copy()
    board.reach_order = _START_LAYOUT.reach_order.copy()
    board._places = _START_PLACES              # copied when first brought up to date (``legal_numbers``)
    return board


_SIDES = {}         # cell -> its four neighbours, E, W, S, N (made once: lay meets the same cells game after game)


def _sides(cell):
    """The cells beside ``cell``, east, west, south, north (remembered in _SIDES, emptied when large)."""
    if len(_SIDES) >= 65536:
        _SIDES.clear()
    x, y = cell
    found = _SIDES[cell] = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
    return found


# The twelve ways a card can lie over a given cell: its direction, and which of its squares is there.
SLOTS = tuple((direction, dx, dy, k) for direction, (dx, dy) in DIRECTIONS.items() for k in range(3))
SLOT_COUNT = len(SLOTS)


class Board:
    """The cards laid so far; each cell knows its stack (bottom first) of (placement, square index).

    ``reach`` is kept up to date as cards are laid: the cells that are occupied or share a side with
    an occupied one. Every card H6 allows has a square on one of them, so the legal places are found
    (``legal_positions``) or drawn (``random_position``) from them without searching the board.
    The legal places are listed from a ``hue_places.Places`` index made on first use and brought up
    to date with the cards laid since whenever they are listed again, or by ``lay`` when they were
    listed in the position it changes (a bot reading a view every move then finds them ready; a
    board whose places nobody lists, as in playouts, and a copy never pay for it while laying).
    """

    _places = None                     # the Places index of this board, once the places are listed
    _listed = False                    # the places were listed since the last card: lay catches up

    def __init__(self, placements=()):
        self.placements = []
        self.stacks = {}
        self.reach = set()
        self.reach_order = []          # the same cells in the order they were reached (drawn by index)
        for placement in placements:
            self.lay(placement)

    def copy(self):
        """An independent copy (the stacks' lists are copied; placements are immutable)."""
        new = Board.__new__(Board)
        new.placements = self.placements.copy()
        new.stacks = {cell: stack.copy() for cell, stack in self.stacks.items()}
        new.reach = self.reach.copy()
        new.reach_order = self.reach_order.copy()
        places = self._places
        if places is not None and places is not _START_PLACES:
            new._places = places.copy()
        elif places is not None:
            new._places = places
        return new

    def lay(self, placement):
        """Put ``placement`` on the board (no rule is checked here); return the id of the card whose
        square it covers (the last one, if it covers several), or None."""
        self.placements.append(placement)
        stacks, reach, order = self.stacks, self.reach, self.reach_order
        under = None
        _, x, y, direction = placement
        dx, dy = DIRECTIONS[direction]
        sides = _SIDES.get
        for k in (0, 1, 2):
            cell = (x, y)
            stack = stacks.get(cell)
            if stack is not None:
                under = stack[-1][0][0]
                stack.append((placement, k))
            else:
                stacks[cell] = [(placement, k)]
                # The cell and its four sides come into reach, in this order (the sampler draws by index).
                if cell not in reach:
                    reach.add(cell)
                    order.append(cell)
                for near in sides(cell) or _sides(cell):
                    if near not in reach:
                        reach.add(near)
                        order.append(near)
            x += dx
            y += dy
        if self._listed:                          # someone reads the places every move: catch up now
            self._listed = False
            try:
                self._places.sync(self)
            except OutOfRange:                    # listed by the scan when read (legal_positions)
                pass
        return under

    def height(self, cell):
        """How many cards lie on ``cell``."""
        return len(self.stacks.get(cell, ()))

    def top(self, cell):
        """(placement, square index) visible on ``cell``, or None."""
        stack = self.stacks.get(cell)
        return stack[-1] if stack else None

    def refusal(self, placement):
        """Why ``placement`` (or anything with its ``x``, ``y`` and ``direction``, such as a move of
        ``cardlib.hue``) breaks H6 here (a key and its parameters), or None when it may be laid."""
        x, y = placement.x, placement.y
        dx, dy = DIRECTIONS[placement.direction]
        cells = (x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
        occupied = self.stacks
        covered = (cells[0] in occupied) + (cells[1] in occupied) + (cells[2] in occupied)
        if covered == 1:
            return None                               # rule 2: exactly one square covers a visible one
        if covered > 1:
            return "covers_many", {"count": covered}
        # Covering nothing, a card touches the patchwork exactly when one of its cells is in reach.
        reach = self.reach
        touching = cells[0] in reach or cells[1] in reach or cells[2] in reach
        return None if touching else ("apart", {})   # rule 1: beside the patchwork, covering nothing

    def _position_through(self, cell, slot):
        """The place (x, y, direction) of the card lying ``SLOTS[slot]`` over ``cell`` (a cell in
        reach) when H6 allows it and ``cell`` is the first of its cells in reach; else None.

        Counting each place from its first cell in reach only is what lists every place once."""
        direction, dx, dy, k = SLOTS[slot]
        x, y = cell[0] - k * dx, cell[1] - k * dy
        reach = self.reach
        if k and ((x, y) in reach or (k == 2 and (x + dx, y + dy) in reach)):
            return None
        occupied = self.stacks
        covered = ((x, y) in occupied) + ((x + dx, y + dy) in occupied) + ((x + 2 * dx, y + 2 * dy) in occupied)
        # Covering nothing, the card touches the patchwork through ``cell``, which is in reach.
        return (x, y, direction) if covered <= 1 else None

    def legal_numbers(self):
        """The legal places now as sorted ``hue_places`` numbers (direction, then y, then x): the
        board's index, brought up to date. Raises ``hue_places.OutOfRange`` for a board reaching
        beyond the numbering (no game's board does). The list is the index's own: do not change it."""
        return self.places().numbers

    def places(self):
        """The board's ``hue_places.Places`` index, brought up to date (OutOfRange as ``legal_numbers``)."""
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
        try:
            numbers = self.legal_numbers()
        except OutOfRange:
            return self.scan_positions()
        return list(map(_PLACE_OF.__getitem__, numbers))

    def scan_positions(self):
        """``legal_positions()`` found the plain way, by testing every way of lying over every cell in
        reach (the reference the index is tested against, and the way for boards it cannot hold)."""
        through = self._position_through
        legal = [place for cell in self.reach_order for slot in range(SLOT_COUNT)
                 if (place := through(cell, slot)) is not None]
        legal.sort(key=lambda t: (t[2], t[1], t[0]))
        return legal

    def random_position(self, rng):
        """One of ``legal_positions()``, each equally likely, drawn with ``rng`` (a ``random.Random``)
        without listing them: (cell in reach, slot) pairs are drawn uniformly until one names a legal
        place from its first cell in reach, which each legal place has exactly one of. None when no
        place is legal (an empty board)."""
        cells = self.reach_order
        count = SLOT_COUNT * len(cells)
        if not count:
            return None
        bits = count.bit_length()
        getrandbits = rng.getrandbits
        reach, occupied = self.reach, self.stacks
        while True:
            draw = getrandbits(bits)           # uniform below a power of two; redrawn above count
            if draw >= count:
                continue
            # _position_through, inlined: this loop runs a few times for every move of a playout.
            x, y = cells[draw // SLOT_COUNT]
            direction, dx, dy, k = SLOTS[draw % SLOT_COUNT]
            if not k:                          # the drawn cell is the card's first: up to 3 covered
                if ((x, y) in occupied) + ((x + dx, y + dy) in occupied) + ((x + 2 * dx, y + 2 * dy) in occupied) < 2:
                    return x, y, direction
                continue
            # The cells before the drawn one must be out of reach, so they are empty (an occupied
            # cell is in reach): only the cells from the drawn one on may be covered.
            x -= dx
            y -= dy
            if (x, y) in reach:
                continue
            if k == 1:
                if ((x + dx, y + dy) in occupied) + ((x + 2 * dx, y + 2 * dy) in occupied) < 2:
                    return x, y, direction
                continue
            x -= dx
            y -= dy
            if (x, y) not in reach:            # only the drawn cell may be covered: always legal
                return x, y, direction

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


_START_LAYOUT = Board(start_placements(["D1", "D2", "D3"]))       # its cells and reach, whatever the cards
_START_PLACES = Places()                       # the layout's legal places, copied by each round's board
_START_PLACES.sync(_START_LAYOUT)
_START_CELLS = [(i, k, cell) for i, placement in enumerate(_START_LAYOUT.placements)
                for k, cell in enumerate(placement.cells())]
