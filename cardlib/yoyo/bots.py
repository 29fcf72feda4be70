"""Yoyo's ``greedy`` bot: rules of thumb read from the view alone (``state.view(state.current_player)``).

In order, on its turn to lay:
- lays its last cards when one lay empties its hand (the round is won, Y9);
- answers a steal with a steal card when the variant allows it (Y11): it takes nothing;
- else sheds the most blue and red cards it can in one lay: the longest series (Y7), a yellow inside
  a series only to bridge a gap; among lays of the same length, the cards hardest to lay later (the
  fewest pile positions accept them, ``WORTH``: a low blue, a high red);
- keeps its yellows for when it is stuck: when no blue or red card can be laid it lays one yellow,
  a steal first, then a skip, a pass, a redeal (a redeal first when, the yellow laid, it would still
  hold more cards than the mean hand: an even share is then a gain); among yellows of one action,
  the value fewest unseen cards could follow.
Where Y4 lets it choose the direction, it chooses the one in which more of its own cards could follow
(ties: the one fewer unseen cards follow). Taking the cards of a steal (Y8), it takes from the
players with the fewest cards, never emptying a hand it can avoid emptying (that player would win):
left with fewer cards, they have fewer that may fit the pile.
Passing (Y8), it gives its hardest card to lay: the one the fewest pile positions accept (``WORTH``).

"Unseen" cards are the deck less its own hand and the pile (all face up): the others' hands and
the stock, counted with the doubled cards twice.
"""

from collections import Counter
from itertools import chain

from ..text import i18n
from .rules import move_words
from .cards import ACTION, DECK, DOWN, FACES, IS_YELLOW, PASS, REDEAL, SKIP, STEAL, UP, VALUE, can_lay, parse_card
from .moves import LAYABLE    # Y3: LAYABLE[value][direction], the cards such a pile accepts
from ..bots.generic import Bot
from ..bots.search import Playouts, SearchBot, Settings

DIRECTIONS = {"up": UP, "down": DOWN}
NAMES = {UP: "up", DOWN: "down"}
# How many of the 40 pile positions (20 values, up or down) accept card c alone (Y3): a blue v v + 1,
# a red v 22 - v, a yellow all 40.
WORTH = tuple(sum(can_lay(c, v, d) for v in range(1, 21) for d in (UP, DOWN)) for c in FACES)
# The yellow actions when stuck, best first (a redeal moves up when the hand is larger than the mean).
YELLOW_ORDER = (STEAL, SKIP, PASS, REDEAL)
_DECK_COUNT = Counter(DECK)    # copied by unseen(), the playouts' most frequent call


def unseen(view):
    """Counter of the cards the player to act has not seen: the deck less the hand and the pile."""
    cards = _DECK_COUNT.copy()
    for c in chain(view["hand"], view["pile"]):
        card = parse_card(c)
        cards[card] = cards.get(card, 0) - 1
    return cards


def followers(value, direction, cards):
    """How many of ``cards`` (a Counter) could be laid alone on a pile of ``value`` going ``direction`` (Y3)."""
    return sum(cards[c] for c in LAYABLE[value][direction])


def _direction_reason(best, move, value, mine):
    """Why the direction ``best`` (Y4): how many of its cards could follow either way (``mine``); when none could,
    one sentence says so for both."""
    if mine[best] == 0:
        return i18n.Message("bot.yoyo.direction.none", move=move_words(move), value=value)
    return i18n.Message(f"bot.yoyo.direction.{NAMES[best]}", move=move_words(move), value=value,
                        mine=mine[best], against=mine[-best])


def read_lay(move):
    """('play B5 B6 up' ->) the cards of a lay and its Y4 direction (None without one)."""
    words = move.split()[1:]
    direction = DIRECTIONS.get(words[-1])
    if direction is not None:
        words.pop()
    return [parse_card(w) for w in words], direction


class GreedyBot(Bot):
    """The rule-of-thumb Yoyo player described in the module docstring."""

    name = "greedy"

    def decision(self, view):
        """The move for the current player of ``view`` and the rule of thumb that picked it."""
        legal = view["legal_actions"]
        phase = view["phase"]
        if phase == "pass":
            return self._pass(view, legal)
        if phase == "direction":
            return self._direction(view, legal)
        steals = [m for m in legal if m.startswith("steal")]
        lays = [m for m in legal if m.startswith("play")]
        if phase == "steal" and lays:       # Y11: an answer rather than a take
            card = lays[0].split()[1]
            move, reason = self._oriented(view, [m for m in lays if m.split()[1] == card], [parse_card(card)])
            answer = i18n.Message("bot.yoyo.answer", move=move_words(move))
            return move, [answer, *reason] if reason else answer
        if steals:
            return self._steal(view, steals)
        return self._lay(view, lays)

    # --- laying ----------------------------------------------------------------------------
    def _lay(self, view, lays):
        hand = view["hand"]
        cards = unseen(view)
        read = [(m, *read_lay(m)) for m in lays]
        winning = [m for m, laid, _ in read if len(laid) == len(hand)]
        if winning:
            return winning[0], i18n.Message("bot.yoyo.win", move=move_words(winning[0]), n=len(hand))
        coloured = [(m, laid, d) for m, laid, d in read if not all(IS_YELLOW[c] for c in laid)]
        if not coloured:
            return self._stuck(view, read, cards)
        def key(entry):
            move, laid, _ = entry
            plain = sum(not IS_YELLOW[c] for c in laid)
            return (plain, -(len(laid) - plain), -sum(WORTH[c] for c in laid), -lays.index(move))

        move, laid, _ = max(coloured, key=key)
        if len(laid) > 1:
            yellows = sum(IS_YELLOW[c] for c in laid)
            if yellows:
                return move, i18n.Message("bot.yoyo.series_yellow", move=move_words(move),
                                                  cards=i18n.Message("bot.yoyo.series_cards", n=len(laid)),
                                                  yellows=yellows)
            return move, i18n.Message("bot.yoyo.series", move=move_words(move), n=len(laid))
        playable = len({tuple(laid) for _, laid, _ in coloured if len(laid) == 1})
        return move, i18n.Message("bot.yoyo.single", move=move_words(move), n=playable, states=WORTH[laid[0]])

    def _stuck(self, view, read, cards):
        """Only yellows can be laid: one yellow, the most useful action first."""
        sizes = view["hand_sizes"]
        me = view["current_player"]
        order = list(YELLOW_ORDER)
        if sizes[me] - 1 > (sum(sizes) - 1) / len(sizes):
            order.remove(REDEAL)
            order.insert(0, REDEAL)         # more cards than the mean: an even share is a gain
        singles = [c for _, laid, _ in read if len(laid) == 1 for c in laid]
        direction = DIRECTIONS.get(view["direction"])
        best = min(set(singles), key=lambda c: (order.index(ACTION[c]), followers(VALUE[c], direction, cards)
                                                if direction else 0, c))
        held = sum(IS_YELLOW[parse_card(c)] for c in view["hand"])
        options = [m for m, laid, _ in read if laid == [best]]
        move, extra = self._oriented(view, options, [best])
        reason = i18n.Message(f"bot.yoyo.stuck.{ACTION[best]}", move=move_words(move), n=held)
        return move, [reason, *extra] if extra else reason

    # --- directions (Y4) -------------------------------------------------------------------
    def _direction_counts(self, view, laid):
        """{UP: n, DOWN: n}: the cards left in hand after ``laid`` that could follow its last card's value."""
        hand = Counter(parse_card(c) for c in view["hand"])
        hand.subtract(laid)
        value = VALUE[laid[-1]] if laid else view["value"]
        return value, {d: followers(value, d, hand) for d in (UP, DOWN)}

    def _best_direction(self, view, laid):
        value, mine = self._direction_counts(view, laid)
        cards = unseen(view)
        theirs = {d: followers(value, d, cards) for d in (UP, DOWN)}
        best = max((UP, DOWN), key=lambda d: (mine[d], -theirs[d], d))
        return best, value, mine

    def _oriented(self, view, options, laid):
        """Among lays of the same cards with a Y4 direction (or one without), the direction that suits
        the hand; returns (move, [reason for the direction] or [])."""
        if len(options) == 1:
            return options[0], []
        best, value, mine = self._best_direction(view, laid)
        move = next(m for m in options if m.endswith(" " + NAMES[best]))
        return move, [_direction_reason(best, move, value, mine)]

    def _direction(self, view, legal):
        """After a drawn yellow that Y4 lets it orient: the direction that suits its hand."""
        best, value, mine = self._best_direction(view, [])
        move = NAMES[best]
        return move, _direction_reason(best, move, value, mine)

    # --- steal and pass (Y8) ---------------------------------------------------------------
    def _steal(self, view, steals):
        sizes = view["hand_sizes"]

        def key(move):
            left = list(sizes)
            empties = 0
            taken = 0
            for word in move.split()[1:]:
                v = int(word)
                taken += left[v]
                left[v] -= 1
                empties += left[v] == 0
            return (-empties, -taken, -steals.index(move))

        move = max(steals, key=key)
        victims = sorted({int(w) for w in move.split()[1:]})
        if len({frozenset(m.split()[1:]) for m in steals}) == 1:      # only the order of the takes to choose
            return move, i18n.Message("bot.yoyo.steal_forced", move=move_words(move), players=victims)
        return move, i18n.Message("bot.yoyo.steal", move=move_words(move), players=victims,
                                  sizes=", ".join(str(sizes[v]) for v in victims))

    def _pass(self, view, legal):
        cards = [parse_card(m.split()[1]) for m in legal]
        worst = min(cards, key=lambda c: (WORTH[c], c))
        move = legal[cards.index(worst)]
        return move, i18n.Message("bot.yoyo.pass", move=move_words(move), states=WORTH[worst])


# The search bot's settings (docs/bots.md has the games behind each figure).
# - Budget by player count: a 2-player playout costs about a third of a 4-player one (search_time.py,
#   320 playouts: 0.23 s and 0.78 s at most). Against greedy, on the same 340 games (seats swapped), 1000
#   playouts won 64% (Wilson 59-69%) where 320 won 59% (53-64%): more worlds tell greedy's move from a
#   better one more often.
# - Greedy rollouts: measured stronger against greedy (random rollouts won 47% of 40 games against
#   greedy), and a greedy Yoyo move costs some 60 µs (Hue's and Yozu's cost 3 ms and 0.6 ms: too dear
#   for playouts).
# - Baseline: a game of much luck (greedy wins some 63% against random): the best-measured move was often
#   noise, and search alone won 50% of 30 games against greedy.
SEARCH = Settings(Playouts, budget=320, player_budgets={2: 1000}, greedy_rollouts=True, baseline=True)
BOTS = {"greedy": GreedyBot, "search": SearchBot}
