"""Yoyo's part in teachers' set-ups (``cardlib.deals``): each hand, the stock top first (Y2); the cards
of Y1, the doubled ones twice."""

from collections import Counter

from ..deals import Dealing, Slot, notation_parser, seats_from
from .cards import DECK, HAND_SIZE, NOTATION, parse_card


def _slots(players, pool):
    every = tuple(pool)
    return [*(Slot(f"hand {p}", "hand", p, HAND_SIZE, every, False, "Y2") for p in range(players)),
            Slot("stock", "stock", None, sum(pool.values()) - HAND_SIZE * players, every, True, "Y2")]


def _order(players, first_player):
    return [*(f"hand {p}" for p in seats_from(first_player, players)), "stock"]


DEALING = Dealing(cards=lambda: Counter(NOTATION[c] for c in DECK),
                  parse=notation_parser(parse_card, NOTATION), slots=_slots, order=_order, deal_rule="Y2",
                  cards_rule="Y1")
