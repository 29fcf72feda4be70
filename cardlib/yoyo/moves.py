"""Yoyo's moves and the rule tables of the hot path (Y3, Y4, Y7, Y8): the phases, the ``Action``
type with its prebuilt values, and which cards a pile accepts or a series may continue with.
Used by ``cardlib.yoyo`` (the state) and ``cardlib.yoyo.yellows`` (the yellow actions)."""

from functools import cache
from itertools import product
from typing import NamedTuple

from .cards import (BLUE, COLOUR, DIRECTION_NAMES, DOWN, FACES, IS_YELLOW, NOTATION, RED, UP, VALUE, YELLOW, can_lay,
                    card)

# What the player to act is deciding.
PLAY, DIRECTION, STEALING, PASSING, OVER = "play", "direction", "steal", "pass", "over"


class Action(NamedTuple):
    """One Yoyo decision: ``kind`` is play, choose, steal or pass; ``cards`` the card ids laid or
    passed, or the player indices a steal takes from, in order; ``direction`` UP or DOWN for a
    Y4 choice, else None."""

    kind: str
    cards: tuple = ()
    direction: int | None = None

    def __str__(self):
        kind = self.kind
        if kind == "play":
            text = "play " + " ".join(NOTATION[c] for c in self.cards)
            return text if self.direction is None else f"{text} {DIRECTION_NAMES[self.direction]}"
        if kind == "choose":
            return DIRECTION_NAMES[self.direction]
        if kind == "steal":
            return "steal " + " ".join(map(str, self.cards))
        return f"pass {NOTATION[self.cards[0]]}"


PLAY_ONE = tuple(Action("play", (c,)) for c in FACES)
PLAY_UP = tuple(Action("play", (c,), UP) for c in FACES)
PLAY_DOWN = tuple(Action("play", (c,), DOWN) for c in FACES)
PASS_ONE = tuple(Action("pass", (c,)) for c in FACES)
CHOOSE = {UP: Action("choose", (), UP), DOWN: Action("choose", (), DOWN)}
# Steals of one card (2 players) and of one card from each of two players, in order (Y8).
STEALS = {v: Action("steal", v)
          for v in [(x,) for x in range(6)] + [(x, y) for x in range(6) for y in range(6) if x != y]}

# Y3 in tables: LAYABLE[value][direction] is the set of cards a pile of that value going that way
# accepts (index 1 is UP, index -1 DOWN).
LAYABLE = tuple((None, frozenset(c for c in FACES if can_lay(c, v, UP)),
                 frozenset(c for c in FACES if can_lay(c, v, DOWN)))
                if v else None for v in range(21))
# ACCEPTS[top][direction]: LAYABLE for the value of the pile's top card (the value is the top's).
ACCEPTS = tuple(LAYABLE[VALUE[t]] for t in FACES)
# Y7: the cards that may follow card c in a series going up (blue or yellow of the next value) or down.
FOLLOW = {UP: tuple(tuple(n for n in (card(BLUE, VALUE[c] + 1), card(YELLOW, VALUE[c] + 1)) if n is not None)
                    if COLOUR[c] != RED else () for c in FACES),
          DOWN: tuple(tuple(n for n in (card(RED, VALUE[c] - 1), card(YELLOW, VALUE[c] - 1)) if n is not None)
                      if COLOUR[c] != BLUE else () for c in FACES)}
SERIES_COLOUR = {UP: BLUE, DOWN: RED}
WAY = tuple(UP if COLOUR[c] == BLUE else DOWN if COLOUR[c] == RED else 0 for c in FACES)     # Y3; 0: keeps it
YELLOWS = frozenset(c for c in FACES if IS_YELLOW[c])
# Y7: NEXTS[pile direction][c]: the cards that may follow c as the first card of a series (None: the
# empty pile, where a yellow first may go either way).
NEXTS = {d: tuple(frozenset(FOLLOW[WAY[c] or d][c]) for c in FACES) for d in (UP, DOWN)}
NEXTS[None] = tuple(frozenset(FOLLOW[WAY[c]][c] if WAY[c] else FOLLOW[UP][c] + FOLLOW[DOWN][c]) for c in FACES)
# START_WAYS[pile direction][c]: the ways a series that starts with c may go (Y7).
START_WAYS = {None: tuple((WAY[c],) if WAY[c] else (UP, DOWN) for c in FACES),
              UP: tuple((WAY[c] or UP,) for c in FACES), DOWN: tuple((WAY[c] or DOWN,) for c in FACES)}


def _series_upto(length):
    """Every card tuple of 2 to ``length`` cards that follows FOLLOW one way from its first card."""
    found = []
    for c in FACES:
        for way in START_WAYS[None][c]:
            chains = [(c,)]
            while chains:
                chain = chains.pop()
                if len(chain) > 1:
                    found.append(chain)
                if len(chain) < length:
                    chains += [chain + (n,) for n in FOLLOW[way][chain[-1]]]
    return found


# Prebuilt series actions of 2 to 4 cards (844, over 98% of the series random games list), so that
# listing them makes no new Action and ``apply`` knows them well formed; longer ones are built as met.
SERIES = {cards: Action("play", cards) for cards in _series_upto(4)}
_PLAY_OF = PLAY_ONE.__getitem__
# Y4: ORIENTABLE[top] holds the yellows whose player chooses the direction when laid on ``top``.
ORIENTABLE = tuple(frozenset(y for y in FACES if IS_YELLOW[y] and (IS_YELLOW[t] or VALUE[y] == VALUE[t]))
                   for t in FACES)
_DIRECTIONS = {"up": UP, "down": DOWN}
LAY_KEY = {UP: "yoyo.lay.up", DOWN: "yoyo.lay.down"}
DRAWN_KEY = {UP: "yoyo.lay_drawn.up", DOWN: "yoyo.lay_drawn.down"}
LAY_CHOSEN_KEY = {UP: "yoyo.lay_chosen.up", DOWN: "yoyo.lay_chosen.down"}
SERIES_KEY = {UP: "yoyo.series.up", DOWN: "yoyo.series.down"}
CHOOSE_KEY = {UP: "yoyo.choose.up", DOWN: "yoyo.choose.down"}


# Yoyo's events are all stored as ``(key, *values)``, cheaper on the hot path than ``_emit``'s
# ``(key, params)``; EVENT_FIELDS names the values, for ``State._message`` to render them in the log.
EVENT_FIELDS = {
    **{key: ("player", "card") for key in (*LAY_KEY.values(), *DRAWN_KEY.values(), *LAY_CHOSEN_KEY.values(),
                                           "yoyo.lay_drawn_choose")},
    **{key: ("player", "cards") for key in SERIES_KEY.values()},
    **{key: ("player",) for key in (*CHOOSE_KEY.values(), "yoyo.answer", "yoyo.skip", "yoyo.pass_start",
                                    "yoyo.pass_chosen", "yoyo.out")},
    "yoyo.draw": ("player", "stock"), "yoyo.steal": ("player", "count"), "yoyo.take": ("player", "other"),
    "yoyo.pass_done": (), "yoyo.redeal": ("each", "left"), "yoyo.round_start": ("round", "rounds", "stock", "player"),
    "yoyo.points": ("points", "totals"),        # tuples of ints, written "5, -3" in the log
    "yoyo.no_action": (), "yoyo.exhausted": ("stock",), "yoyo.exhausted_again": (),
    "yoyo.match_over": ("winners", "points"),
}


def steal_count(chain, players):
    """Y8, Y11: the cards the taker takes after ``chain`` steal cards in a row: 2 (one from each of
    two players), then as many as steal cards from the third on (Y11); at 2 players one fewer,
    all from the single opponent (Y8: one card)."""
    count = max(2, chain)
    return count - 1 if players == 2 else count


@cache         # a few hundred (taker, count, players) at most; the steal is a frequent move at 6 players
def steal_actions(taker, count, players):
    """The actions of ``steal_choices(taker, count, players)``, in its order, as a tuple."""
    return tuple(STEALS.get(v) or Action("steal", v) for v in steal_choices(taker, count, players))


def steal_choices(taker, count, players):
    """Y8, Y11: every way for ``taker`` to take ``count`` cards: at 2 players all from the opponent;
    else from two other players, at least one from each, in the order of the takes."""
    others = [v for v in range(players) if v != taker]
    if players == 2:
        return [(others[0],) * count]
    if count == 2:
        return [(x, y) for x in others for y in others if x != y]
    return [seq for x in others for y in others if x < y
            for seq in product((x, y), repeat=count) if x in seq and y in seq]
