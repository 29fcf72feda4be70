"""Woo's part in teachers' set-ups (``cardlib.deals``): each hand, the trump card, the stock top first
(W2); the 24 cards of W1."""

from collections import Counter

from ..deals import Dealing, Slot, notation_parser, seats_from
from .cards import HAND_SIZE, NOTATION, parse_card


def _slots(players, pool):
    every = tuple(pool)
    return [*(Slot(f"hand {p}", "hand", p, HAND_SIZE, every, False, "W2") for p in range(players)),
            Slot("trump", "trump", None, 1, every, False, "W2"),
            Slot("stock", "stock", None, len(every) - 2 * HAND_SIZE - 1, every, True, "W2")]


def _order(players, first_player):
    return [*(f"hand {p}" for p in seats_from(first_player, players)), "trump", "stock"]


DEALING = Dealing(cards=lambda: Counter(NOTATION), parse=notation_parser(parse_card, NOTATION), slots=_slots,
                  order=_order, deal_rule="W2", cards_rule="W1")
