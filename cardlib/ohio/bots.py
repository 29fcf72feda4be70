"""Ohio bots. In Ohio every hand is public (O8), so a view tells who can still beat a card.

The greedy bot follows a few rules of thumb, checked against the random bot in the tests:
- win a trick only when it is worth something, with the highest card nobody left in the
  trick can undercut (keeping the low cards, which win tricks, for later);
- dump the Ohio card (-10 wherever it ends, O6) into a trick, rather than carry it: someone
  else may take it, and if nobody does the trick's value still makes up for part of it;
- pass rather than feed a trick that someone else will win;
- as the round nears its end (O5), shed high cards, which would count against it in hand;
- lead the highest card nobody can undercut, else the highest card.
"""

from ..text import i18n
from .rules import NO_NUMBER, move_words
from ..bots.generic import Bot
from ..bots.search import Playouts, SearchBot, Settings

OHIO = "ohio"
# Shed high cards once the shortest hand holds at most this many cards, by player count.
# Tuned against the random bot: at 2 players a card given away costs no more than one kept,
# so shedding always pays; with more players it is better to hold on until the end nears.
NEAR_END = {2: 11, 3: 6, 4: 5, 5: 4}


def _numbers(cards):
    return sorted(int(c) for c in cards if c != OHIO)


class GreedyBot(Bot):
    """A rule-of-thumb Ohio player (see the module docstring)."""

    name = "greedy"

    def decision(self, view):
        """The move the rules of thumb pick for the current player of ``view``, and the rule that fired."""
        me = view["current_player"]
        hand = view["cards_left"][me]
        numbers = _numbers(hand)
        has_ohio = OHIO in hand
        limit = view["last_number"] or NO_NUMBER
        value = view["trick_value"]
        rivals = [q for q in view["in_trick"] if q != me]
        # The lowest number a rival still in the trick could play: anything of ours below it stands.
        rival_low = min((n for q in rivals for n in _numbers(view["cards_left"][q])), default=NO_NUMBER)
        playable = [n for n in numbers if n < limit]
        safe = [n for n in playable if n < rival_low]
        near_end = min(len(h) for h in view["cards_left"]) <= NEAR_END[view["players"]]

        if not view["trick"]:
            move = self._lead(numbers, rival_low)
            rule = "lead_safe" if safe_lead(numbers, rival_low) else "lead_high" if numbers else "lead_ohio"
            return move, i18n.Message(f"bot.ohio.{rule}", move=move_words(move))
        if safe and value + safe[-1] > 0:
            move = f"play {safe[-1]}"
            return move, i18n.Message("bot.ohio.win", move=move_words(move), value=value + safe[-1])
        if has_ohio and value >= 0:
            return "play ohio", i18n.Message("bot.ohio.dump", move=move_words("play ohio"), value=value)
        if near_end and playable and len(numbers) + has_ohio > 1:
            move = f"play {playable[-1]}"
            return move, i18n.Message("bot.ohio.shed", move=move_words(move))
        return "pass", i18n.Message("bot.ohio.pass", move=move_words("pass"), value=value)

    @staticmethod
    def _lead(numbers, rival_low):
        safe = [n for n in numbers if n < rival_low]
        if safe:
            return f"play {safe[-1]}"
        if numbers:
            return f"play {numbers[-1]}"
        return "play ohio"


def safe_lead(numbers, rival_low):
    """True when some card of ``numbers`` is below every card a rival could play."""
    return any(n < rival_low for n in numbers)


# The search bot: random playouts (Ohio hides nothing: each world is the position itself); a playout lasts
# 5-30 moves.
SEARCH = Settings(Playouts, budget=1600)
BOTS = {"greedy": GreedyBot, "search": SearchBot}
