"""Yozu's part in teachers' set-ups (``cardlib.deals``): each player's face-up card (Z2), then the first
Oracle's two cards (Z3); the 32 cards of Z1."""

from collections import Counter

from ..deals import Dealing, Slot, notation_parser
from .rules import COPIES, NAMES, parse_card


def _slots(players, pool):
    every = tuple(pool)
    return [*(Slot(f"display {p}", "display", p, 1, every, False, "Z2") for p in range(players)),
            Slot("oracle", "oracle", None, 2, every, False, "Z3")]


def _order(players, first_player):
    return [*(f"display {p}" for p in range(players)), "oracle"]


DEALING = Dealing(cards=lambda: Counter({name: COPIES for name in NAMES}),
                  parse=notation_parser(parse_card, NAMES), slots=_slots, order=_order, deal_rule="Z2",
                  cards_rule="Z1")
