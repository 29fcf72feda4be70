"""The places H6 allows on a Hue board, kept up to date between moves, and their notations.

``Board.legal_positions`` used to test every (cell in reach, way of lying over it) pair of the
board at every call: some 600 tests, about 300 µs, in every view and every ``legal_actions()``.
A ``Places`` index remembers the legal places of the board it was last brought up to date with,
and catches up with the cards laid since (``sync``): a place's legality (H6) depends only on
whether its three cells are occupied and whether they are in reach: a place is legal exactly
when one of its cells is in reach and at most one is occupied. The index keeps the places that
cover two occupied cells or more (``crowded``, which only grows), so a move removes the legal
places through its newly occupied cells that it crowds, and adds the places through the cells
newly in reach that are neither legal already nor crowded: set operations over some 90 places.
The index catches up when a list of places is asked for, or when the board lays a card after one
was asked for in the position before (``Board.lay``), so playouts that never list the moves
(``random_action``) pay nothing for it.

Cells and places are small ints (the board's own cell numbers), so that the tests are set lookups:
a cell (x, y) is ``(y + OFFSET) << 14 | (x + OFFSET)``, and a place (x, y, direction) is its
first cell's number plus the direction's rank (E, N, S, W) ``<< 28``; sorting the numbers sorts
the places by direction, then y, then x, the order of ``legal_actions()``.

A ``HandWriter`` writes a hand's moves (``Action`` values, or their notations) for a list of place
numbers from per-card memos: each card's move at a place is made once, then only looked up.
"""

from bisect import bisect_left
from itertools import islice
from operator import itemgetter

OFFSET = 1 << 13                     # cell numbers hold x and y in 14 bits each, shifted by OFFSET
LIMIT = OFFSET - 8                   # no card lies beyond this on a board (a game's spans some 50 cells)
ROW = 1 << 14                        # the step from a cell to the one below it
MASK = ROW - 1
DIRECTION_NAMES = ("E", "N", "S", "W")          # the directions' order in legal_actions() (sorted names)
STEPS = {"E": 1, "N": -ROW, "S": ROW, "W": -1}   # from a card's cell to its next one
# Per direction: its rank << 28, the step to a card's next cell, and the three (cell - first cell)
# of the places of that direction whose cells include a given cell.
_RANKS = tuple((rank << 28, STEPS[name], (0, STEPS[name], 2 * STEPS[name]))
               for rank, name in enumerate(DIRECTION_NAMES))
AROUND_SIZE = 4096                   # the most cells THROUGH remembers (a game meets some 100, 1000 games 700)


class _Through(dict):
    """The numbers of the twelve places through a cell (a frozenset), by cell number, made on first
    use (``sync`` then only looks them up); emptied when it holds AROUND_SIZE cells."""

    __slots__ = ()

    def __missing__(self, cell):
        if len(self) >= AROUND_SIZE:
            self.clear()
        found = self[cell] = frozenset(rank + cell - k * step for rank, step, _ in _RANKS for k in range(3))
        return found


THROUGH = _Through()
MEMO_SIZE = 2048                     # the most places a card's memo of notations or actions holds


def cell_number(x, y):
    """The int standing for cell (x, y) (|x|, |y| at most LIMIT)."""
    return (y + OFFSET) << 14 | (x + OFFSET)


def cell_xy(number):
    """The (x, y) of a cell number (or of a place number's first cell)."""
    return (number & MASK) - OFFSET, ((number >> 14) & MASK) - OFFSET


def place_number(x, y, direction):
    """The int standing for the place (x, y, direction); their order is the order of legal_actions()."""
    return DIRECTION_NAMES.index(direction) << 28 | cell_number(x, y)


def place(number):
    """The (x, y, direction) of a place number."""
    return (*cell_xy(number), DIRECTION_NAMES[number >> 28])


class OutOfRange(ValueError):
    """A card laid beyond LIMIT cells from the origin, which the numbering cannot hold."""


class Places:
    """The legal places of one board as sorted place numbers, brought up to date by ``sync``.

    ``touched`` holds the numbers of the places through the board's occupied cells, as far as its
    ``grid`` had them at the last ``sync`` (the first ``seen_occupied`` cells, in the order laid;
    ``seen_reached``: how much of its ``reach_order`` was seen); ``crowded`` the numbers of the
    places covering two of those cells or more; ``legal`` the set of legal place numbers then,
    ``numbers`` the same sorted, and ``pick`` their ``itemgetter`` once made (``picker``).
    """

    __slots__ = ("touched", "crowded", "legal", "numbers", "seen_occupied", "seen_reached", "pick")

    def __init__(self):
        self.touched = set()
        self.crowded = set()
        self.legal = set()
        self.numbers = []
        self.seen_occupied = 0
        self.seen_reached = 0
        self.pick = None

    def copy(self):
        """An independent copy."""
        new = Places.__new__(Places)
        new.touched = self.touched.copy()
        new.crowded = self.crowded.copy()
        new.legal = self.legal.copy()
        new.numbers = self.numbers.copy()
        new.seen_occupied = self.seen_occupied
        new.seen_reached = self.seen_reached
        new.pick = self.pick
        return new

    def picker(self):
        """``itemgetter(*numbers)``, made once per list of places (shared by the moves and the view of
        a position), or None for fewer than two places (an itemgetter of one gives no tuple)."""
        if self.pick is None and len(self.numbers) > 1:
            self.pick = itemgetter(*self.numbers)
        return self.pick

    def sync(self, board):
        """Catch up with the cards laid on ``board`` since the last call (``board`` is the board this
        index was made for, or a copy of it); return the sorted place numbers (the index's own list:
        do not change it)."""
        grid, order = board.grid, board.reach_order
        seen_occupied, seen_reached = self.seen_occupied, self.seen_reached
        if len(grid) == seen_occupied and len(order) == seen_reached:
            return self.numbers
        touched, crowded, legal = self.touched, self.crowded, self.legal
        through = THROUGH.__getitem__
        # A place through a newly occupied cell that was already through an occupied one now covers
        # two or more: crowded. Set operations in C, a dozen places each.
        now_crowded = set()
        for cell in islice(grid, seen_occupied, None):
            places = through(cell)
            now_crowded.update(places.intersection(touched))
            touched.update(places)
        self.seen_occupied = len(grid)
        crowded |= now_crowded
        removed = legal.intersection(now_crowded)
        # Places through a cell newly in reach are legal unless crowded (places in reach before were
        # legal unless crowded). difference() tests the few places added, not all of crowded.
        added = set().union(*map(through, order[seen_reached:])).difference(legal).difference(crowded)
        self.seen_reached = len(order)
        numbers = self.numbers
        if removed:
            legal -= removed
            for number in removed:
                del numbers[bisect_left(numbers, number)]     # list.remove would compare half the list
            self.pick = None
        if added:
            legal |= added
            numbers += sorted(added)
            numbers.sort()                           # two sorted runs: merged in linear time
            self.pick = None
        return numbers


class _PlaceMemo(dict):
    """(x, y, direction) by place number, made on first use; emptied when it holds MEMO_SIZE * 16."""

    __slots__ = ()

    def __missing__(self, number):
        if len(self) >= MEMO_SIZE * 16:
            self.clear()
        found = self[number] = place(number)
        return found


PLACE_OF = _PlaceMemo()


class HandWriter:
    """Writes, for a hand and a board's ``Places``, every (card, place) pair in the
    order of ``legal_actions()`` (card by card, places in order) with ``make(card, x, y,
    direction)``, each made once per card and place and then looked up in the card's memo (a
    plain dict: a dict subclass with ``__missing__`` is looked up half as fast)."""

    def __init__(self, make):
        self.make = make
        self.memos = {}

    def __call__(self, hand, places):
        """The list of ``make(card, *place(number))`` for every card of ``hand``, every number of
        ``places`` (a ``Places`` index, brought up to date by the caller)."""
        memos = self.memos
        numbers = places.numbers
        pick = places.picker()                           # a tuple of a memo's values, in C
        found = []
        if pick is None:                                 # no place, or one
            for card in hand:
                found += [self._memo(card, places)[number] for number in numbers]
            return found
        for card in hand:
            try:
                found += pick(memos[card])
            except KeyError:                             # a card or a place met for the first time
                found += pick(self._memo(card, places))
        return found

    def _memo(self, card, places):
        """``card``'s memo, holding every place of ``places`` (a ``Places`` index): only the places it
        lacks are made, found by a set difference in C, not by testing every place in Python
        (emptied first if it would grow beyond MEMO_SIZE places, to bound memory)."""
        memo = self.memos.get(card)
        missing = places.numbers
        if memo is None:
            memo = self.memos[card] = {}
        else:
            missing = places.legal.difference(memo)
            if len(memo) + len(missing) > MEMO_SIZE:
                memo = self.memos[card] = {}
                missing = places.numbers
        make = self.make
        for number in missing:
            x, y, direction = place(number)
            memo[number] = make(card, x, y, direction)
        return memo
