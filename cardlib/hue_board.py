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

DIRECTIONS = {"E": (1, 0), "W": (-1, 0), "N": (0, -1), "S": (0, 1)}
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


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


class Board:
    """The cards laid so far; each cell knows its stack (bottom first) of (placement, square index)."""

    def __init__(self, placements=()):
        self.placements = []
        self.stacks = {}
        for placement in placements:
            self.lay(placement)

    def copy(self):
        """An independent copy (the stacks' lists are copied; placements are immutable)."""
        new = Board.__new__(Board)
        new.placements = self.placements.copy()
        new.stacks = {cell: stack.copy() for cell, stack in self.stacks.items()}
        return new

    def lay(self, placement):
        """Put ``placement`` on the board (no rule is checked here)."""
        self.placements.append(placement)
        for k, cell in enumerate(placement.cells()):
            self.stacks.setdefault(cell, []).append((placement, k))

    def height(self, cell):
        """How many cards lie on ``cell``."""
        return len(self.stacks.get(cell, ()))

    def top(self, cell):
        """(placement, square index) visible on ``cell``, or None."""
        stack = self.stacks.get(cell)
        return stack[-1] if stack else None

    def refusal(self, placement):
        """Why ``placement`` breaks H6 here (a key and its parameters), or None when it may be laid."""
        cells = placement.cells()
        covered = [cell for cell in cells if cell in self.stacks]
        if len(covered) == 1:
            return None                               # rule 2: exactly one square covers a visible one
        if len(covered) > 1:
            return "covers_many", {"count": len(covered)}
        touching = any((x + dx, y + dy) in self.stacks for x, y in cells for dx, dy in NEIGHBOURS)
        return None if touching else ("apart", {})   # rule 1: beside the patchwork, covering nothing

    def legal_positions(self):
        """Every (x, y, direction) where H6 allows a card now (the rule looks at cells, not pictures).

        The same test as ``refusal``, inlined: it runs for every candidate of every move of a playout."""
        occupied = self.stacks
        anchors = set(occupied)
        for x, y in occupied:
            for dx, dy in NEIGHBOURS:
                anchors.add((x + dx, y + dy))
        firsts = set()
        for x, y in anchors:
            for direction, (dx, dy) in DIRECTIONS.items():
                firsts.add((x, y, direction))
                firsts.add((x - dx, y - dy, direction))
                firsts.add((x - 2 * dx, y - 2 * dy, direction))
        touches = set(anchors)                     # cells that are occupied or beside an occupied one
        legal = []
        for x, y, direction in firsts:
            dx, dy = DIRECTIONS[direction]
            a, b, c = (x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
            covered = (a in occupied) + (b in occupied) + (c in occupied)
            if covered == 1 or (covered == 0 and (a in touches or b in touches or c in touches)):
                legal.append((x, y, direction))
        legal.sort(key=lambda t: (t[2], t[1], t[0]))
        return legal

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
