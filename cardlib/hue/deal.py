"""Hue's part in teachers' set-ups (``cardlib.deals``): the 3 start cards, then per player a poison card
and the standard cards (H5); the cards are those of H3."""

from collections import Counter

from ..deals import Dealing, Slot, seats_from
from .board import CARDS
from .rules import STARTS_LAID, standard_cards_each


def _kinds():
    return {kind: tuple(c for c in CARDS if CARDS[c].kind in kinds)
            for kind, kinds in (("start", ("start",)), ("poison", ("poison",)),
                                ("standard", ("plain", "striped")))}


def _cards():
    return Counter(c for kind in _kinds().values() for c in kind)


def _parse(text):
    card = text.strip().upper()
    return card if card in _cards() else None


def _slots(players, pool):
    kinds = _kinds()
    found = [Slot("start", "start", None, STARTS_LAID, kinds["start"], False, "H5")]
    for p in range(players):
        found.append(Slot(f"poison {p}", "poison", p, 1, kinds["poison"], False, "H5"))
        found.append(Slot(f"hand {p}", "hand", p, standard_cards_each(players), kinds["standard"], False, "H5"))
    return found


def _order(players, first_player):
    return ["start", *(name for p in seats_from(first_player, players) for name in (f"poison {p}", f"hand {p}"))]


DEALING = Dealing(cards=_cards, parse=_parse, slots=_slots, order=_order, deal_rule="H5", cards_rule="H3")
