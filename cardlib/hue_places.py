"""The places H6 allows on a Hue board, kept up to date between moves, and their notations.

``Board.legal_positions`` used to test every (cell in reach, way of lying over it) pair of the
board at every call: some 600 tests, about 300 µs, in every view and every ``legal_actions()``.
A ``Places`` index remembers the legal places of the board it was last brought up to date with,
and catches up with the cards laid since (``sync``): a place's legality (H6) depends only on
whether its three cells are occupied and whether they are in reach, so only the places through
a cell newly occupied or newly reached are tested again (some 50 a move). Nothing is done while
cards are laid: the index catches up only when a list of places is asked for, so playouts that
never list the moves (``random_action``) pay nothing for it.

Cells and places are small ints here, so that the tests are set lookups of ints, not tuples:
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
LIMIT = OFFSET - 8                   # a board with a card beyond this is not indexed (never in a game)
_ROW = 1 << 14                       # the step from a cell to the one below it
_MASK = _ROW - 1
DIRECTION_NAMES = ("E", "N", "S", "W")          # the directions' order in legal_actions() (sorted names)
_STEPS = {"E": 1, "N": -_ROW, "S": _ROW, "W": -1}
# Per direction: its rank << 28, the step to a card's next cell, and the three (cell - first cell)
# of the places of that direction whose cells include a given cell.
_RANKS = tuple((rank << 28, _STEPS[name], (0, _STEPS[name], 2 * _STEPS[name]))
               for rank, name in enumerate(DIRECTION_NAMES))
MEMO_SIZE = 2048                     # the most places a card's memo of notations or actions holds


def cell_number(x, y):
    """The int standing for cell (x, y) (|x|, |y| at most LIMIT)."""
    return (y + OFFSET) << 14 | (x + OFFSET)


def place_number(x, y, direction):
    """The int standing for the place (x, y, direction); their order is the order of legal_actions()."""
    return DIRECTION_NAMES.index(direction) << 28 | cell_number(x, y)


def place(number):
    """The (x, y, direction) of a place number."""
    return ((number & _MASK) - OFFSET, ((number >> 14) & _MASK) - OFFSET, DIRECTION_NAMES[number >> 28])


class OutOfRange(ValueError):
    """A board reaching beyond LIMIT cells from the origin, which the numbering cannot hold."""


class Places:
    """The legal places of one board as sorted place numbers, brought up to date by ``sync``.

    ``occupied`` holds the board's occupied cells as numbers, as far as its ``stacks`` had them at
    the last ``sync`` (the first ``seen_occupied`` cells, in the order laid; ``seen_reached``: how
    much of its ``reach_order`` was seen); ``legal`` is the set of legal place numbers then,
    ``numbers`` the same sorted, and ``pick`` their ``itemgetter`` once made (``picker``).
    """

    __slots__ = ("occupied", "legal", "numbers", "seen_occupied", "seen_reached", "pick")

    def __init__(self):
        self.occupied = set()
        self.legal = set()
        self.numbers = []
        self.seen_occupied = 0
        self.seen_reached = 0
        self.pick = None

    def copy(self):
        """An independent copy."""
        new = Places.__new__(Places)
        new.occupied = self.occupied.copy()
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
        do not change it). OutOfRange if a card lies beyond LIMIT."""
        stacks, order = board.stacks, board.reach_order
        occupied = self.occupied
        fresh = set()                                # cells newly occupied or newly in reach
        if len(stacks) > self.seen_occupied:
            for x, y in islice(stacks, self.seen_occupied, None):
                if not (-LIMIT <= x <= LIMIT and -LIMIT <= y <= LIMIT):
                    raise OutOfRange(f"cell {x},{y} lies beyond {LIMIT} cells from the origin")
                cell = (y + OFFSET) << 14 | (x + OFFSET)
                occupied.add(cell)
                fresh.add(cell)
            self.seen_occupied = len(stacks)
        if len(order) > self.seen_reached:
            # A cell in reach is occupied or beside an occupied one, so within LIMIT + 1.
            fresh.update([(y + OFFSET) << 14 | (x + OFFSET) for x, y in order[self.seen_reached:]])
            self.seen_reached = len(order)
        if not fresh:
            return self.numbers
        # A place's legality (H6) depends on whether its cells are occupied and whether they are in
        # reach, so only places through a fresh cell can have changed. Those are in reach now (the
        # board puts the cells it occupies in reach too), so each is legal exactly when it covers at
        # most one occupied cell: over one visible square, or over none and beside the patchwork.
        legal_now, illegal_now = [], []
        for rank, step, back in _RANKS:
            twice = step + step
            for first in {cell - k for cell in fresh for k in back}:
                if (first in occupied) + (first + step in occupied) + (first + twice in occupied) < 2:
                    legal_now.append(rank | first)
                else:
                    illegal_now.append(rank | first)
        legal = self.legal
        added = set(legal_now).difference(legal)
        removed = legal.intersection(illegal_now)
        numbers = self.numbers
        if removed or added:
            self.pick = None
        if removed:
            legal -= removed
            for number in removed:
                del numbers[bisect_left(numbers, number)]     # list.remove would compare half the list
        if added:
            legal |= added
            numbers += added
            numbers.sort()                           # a sorted run and a short tail: nearly linear
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
                found += [self._memo(card, numbers)[number] for number in numbers]
            return found
        for card in hand:
            try:
                found += pick(memos[card])
            except KeyError:                             # a card or a place met for the first time
                found += pick(self._memo(card, numbers))
        return found

    def _memo(self, card, numbers):
        """``card``'s memo, holding every place of ``numbers`` (emptied first if it would grow
        beyond MEMO_SIZE places, to bound memory)."""
        memo = self.memos.get(card)
        if memo is None or len(memo) + len(numbers) > MEMO_SIZE:
            memo = self.memos[card] = {}
        make = self.make
        for number in numbers:
            if number not in memo:
                x, y, direction = place(number)
                memo[number] = make(card, x, y, direction)
        return memo
