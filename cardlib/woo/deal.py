"""Woo's part in teachers' set-ups (``cardlib.deals``): each hand, the trump card, the stock top first
(W2); the 24 cards of W1."""

from collections import Counter

from ..deals import Dealing, Slot
from .cards import HAND_SIZE, NOTATION, parse_card


def _parse(text):
    card = parse_card(text)
    return None if card is None else NOTATION[card]


def _slots(players, pool):
    every = tuple(pool)
    return [*(Slot(f"hand {p}", "hand", p, HAND_SIZE, every, False, "W2") for p in range(players)),
            Slot("trump", "trump", None, 1, every, False, "W2"),
            Slot("stock", "stock", None, len(every) - 2 * HAND_SIZE - 1, every, True, "W2")]


def _order(players, first_player):
    seats = [(first_player + k) % players for k in range(players)]
    return [*(f"hand {p}" for p in seats), "trump", "stock"]


DEALING = Dealing(cards=lambda: Counter(NOTATION), parse=_parse, slots=_slots, order=_order,
                  deal_rule="W2", cards_rule="W1")
