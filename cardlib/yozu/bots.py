"""Yozu bots. Everything they know comes from the view: displays, answers, and the deduction.

The greedy bot, in each of the three roles:
- as a guesser, it names the allowed card most likely to be in the Oracle's hand (exact
  posterior of ``cardlib.yozu.deduction``, Oracle revealing at random), preferring among equals
  a card its own display lacks for a YOZUKA or YOZUMI, then the most informative one;
- as the Oracle (Z5), it gives its only possible answer, or with a choice reveals the element that
  leaves more pairs possible, giving the guessers as little as it can (the deduction's "hide" model);
- as the finder (Z6), it keeps the card or swaps it, whichever leaves its own display closest to
  a YOZUKA or YOZUMI and its best rival furthest from one (a completed display wins at once).
"""

from ..text import i18n
from . import rules as yozu
from . import deduction
from ..bots.generic import Bot
from ..bots.search import SearchBot, Settings
from .search import WIN, YozuSearch


def progress(display):
    """How near a display is to winning (Z7): the most animals of one season or seasons of one animal (0-4)."""
    _, by_season, _, by_animal = yozu.closest(display)
    return max(by_season, by_animal)


def useful(display, card):
    """True when ``card`` would raise the display's progress."""
    return progress(display + [card]) > progress(display)


def placement_score(displays, me):
    """My progress (a win counts ``WIN``) minus the best rival's."""
    def worth(display):
        p = progress(display)
        return WIN if p == 4 else p
    mine = worth(displays[me])
    rivals = max((worth(d) for p, d in enumerate(displays) if p != me), default=0)
    return mine - rivals


def percent(p):
    """A probability as a whole number of percent, written in the language a reason is shown in."""
    return i18n.Message("format.percent", value=round(100 * float(p)))


class GreedyBot(Bot):
    """The rule-of-thumb Yozu player described in the module docstring."""

    name = "greedy"

    def decision(self, view):
        """The move for the current player of ``view``, and why."""
        if view["phase"] == "guess":
            return self._guess(view)
        if view["phase"] == "answer":
            return self._answer(view)
        return self._place(view)

    def _guess(self, view):
        d = deduction.posterior(view, "random")
        cards = d.cards()
        mine = view["displays"][view["current_player"]]
        best = max(d.allowed(), key=lambda card: (cards[card], useful(mine, card), d.information(card)))
        move = f"guess {best}"
        return move, i18n.Message("bot.yozu.guess", move=yozu.move_words(move), percent=percent(cards[best]))

    def _answer(self, view):
        if len(view["legal_actions"]) == 1:
            move = view["legal_actions"][0]              # a forced answer (Z5): the only move
            return move, i18n.Message("bot.yozu.forced", move=yozu.move_words(move))
        chances = deduction.reveal_chances(view, "hide")
        best = max(chances.values())
        element = self.rng.choice([e for e, p in chances.items() if p == best])
        move = f"reveal {element}"
        return move, i18n.Message("bot.yozu.hide", move=yozu.move_words(move), percent=percent(best))

    def _place(self, view):
        me = view["current_player"]
        found = view["found"]
        options = []
        for move in view["legal_actions"]:
            displays = [list(d) for d in view["displays"]]
            if move == "keep":
                displays[me].append(found)
            else:
                _, player, taken = move.split()
                other = displays[int(player)]
                other[other.index(taken)] = found
                displays[me].append(taken)
            options.append((placement_score(displays, me), move == "keep", move, displays))
        score, _, move, displays = max(options)
        words = yozu.move_words(move)
        if progress(displays[me]) == 4:
            return move, i18n.Message("bot.yozu.place_win", move=words)
        rival = max((progress(d) for p, d in enumerate(displays) if p != me), default=0)
        return move, i18n.Message("bot.yozu.place", move=words, mine=progress(displays[me]), rival=rival)


# The search bot: Yozu's own playouts (``cardlib.yozu.search``); a playout lasts some 170 moves. Baseline:
# where its random playouts still decide (the Oracle's answers; more than two players), 16 guesses share
# 240 long random playouts, fewer than tell them apart (search alone: 40% of 20 games against greedy).
SEARCH = Settings(YozuSearch, budget=240, baseline=True)
BOTS = {"greedy": GreedyBot, "search": SearchBot}
