"""Teachers' set-ups: choose the cards dealt, and get the ``deck`` a game's ``new_game`` takes.

Each game deals from an explicit deck order (its module and RULES give it: Hue H5, Woo W2, Yoyo Y2,
Yozu Z2-Z3). This module names the parts of that deal a teacher may choose, as **slots**, and builds
the whole deck from a choice::

    from cardlib import deals
    deals.slots("woo", 2)                   # hand 0, hand 1, trump, stock: sizes and allowed cards
    deck = deals.deck_from_choice("woo", 2, {"hand 0": ["AH", "10H"], "trump": ["0S"]}, seed=4)
    state = cardlib.new_game("woo", 2, seed=4, deck=deck, first_player=0)
    state = deals.deal("woo", 2, {"trump": ["0S"]}, seed=4)      # the same in one call

A choice maps slot names to card notations (any case). A slot may be left short or out: the cards
nobody chose are shuffled with ``random.Random(seed)`` and fill the rest. A slot whose order matters
(a stock, top first) keeps the order given. Ohio deals no cards to choose (O1: every player holds
the same eleven), so it has no slots and no deck.

Mistakes raise ``DealError`` (a ``ValueError``) whose ``reason`` is an ``i18n.Message`` naming the
rule: an unknown slot, an unknown card, a card chosen more often than the game has it, a card its
slot may not hold, a slot over-full, the Oracle's two cards identical.
"""

import random
from collections import Counter
from typing import NamedTuple

from .games import game_module
from .text import i18n

__all__ = ["DealError", "Dealing", "Slot", "cards", "chosen_cards", "deal", "deck_from_choice", "notation_parser",
           "seats_from", "slots"]


class Slot(NamedTuple):
    """A part of the deal a teacher may choose.

    ``name``: its key in a choice ("hand 0", "trump"...); ``kind``: what it is ("hand", "start",
    "poison", "trump", "stock", "display", "oracle"); ``player``: whose it is, or None;
    ``size``: how many cards it holds; ``cards``: the notations it may hold, each once, in the game's
    order; ``ordered``: True when the order given is the order dealt (a stock, top first);
    ``rule``: the rule that deals it.
    """

    name: str
    kind: str
    player: int | None
    size: int
    cards: tuple
    ordered: bool
    rule: str

    def label(self, lang="en"):
        """The slot's name for people, in ``lang`` ("Player 2's hand", "La carte d'atout")."""
        return i18n.translate(self.message(), lang)

    def message(self):
        """The slot's name as an ``i18n.Message``."""
        return i18n.Message(f"deals.slot.{self.kind}", player=self.player)


class DealError(ValueError):
    """A choice of cards that cannot be dealt; ``reason`` is the ``i18n.Message`` (with its rule)."""

    def __init__(self, key, **params):
        self.reason = i18n.Message(key, **params)
        self.rule = self.reason.rule
        super().__init__(str(self.reason))


class Dealing(NamedTuple):
    """What a game gives this module (its package's ``DEALING``): how its cards are written and dealt.

    ``cards()``: every card in notation, as often as the game has it, in the game's order (a Counter);
    ``parse(text)``: the notation of a card a person wrote (any case), or None; ``slots(players, pool)``:
    the slots at ``players`` players, ``pool`` being ``cards()``; ``order(players, first_player)``: the slot
    names in the order the game's ``deck`` lists their cards (the rest follows); ``deal_rule`` and
    ``cards_rule``: the rule ids of the deal and of the cards, which the refusals name.
    """

    cards: object
    parse: object
    slots: object
    order: object
    deal_rule: str
    cards_rule: str


def notation_parser(parse_card, notation):
    """A ``Dealing.parse`` for a game whose ``parse_card(text)`` gives a card's number (or None) and whose
    ``notation[card]`` writes it."""

    def parse(text):
        card = parse_card(text)
        return None if card is None else notation[card]

    return parse


def seats_from(first_player, players):
    """The seats in dealing order, from ``first_player`` round the table."""
    return [(first_player + k) % players for k in range(players)]


def _dealing(game):
    return game_module(game).DEALING


def cards(game):
    """Every card of ``game`` in notation, as often as the game has it."""
    return _dealing(game).cards()


def _parse(game, text):
    """The notation of the card written ``text`` in ``game``, or None."""
    if not isinstance(text, str):
        return None
    return _dealing(game).parse(text)


def _order_key(counter):
    """A sort key putting cards in the order ``counter`` first met them (the game's own order)."""
    order = {card: i for i, card in enumerate(counter)}
    return order.__getitem__


def slots(game, players):
    """The slots a teacher may choose in ``game`` at ``players`` players, in the order of the form.

    Ohio: none (O1). Hue: the 3 start cards, then per player a poison card and the standard cards
    (H5). Woo: each hand, the trump card, the stock top first (W2). Yoyo: each hand, the stock top
    first (Y2). Yozu: each player's face-up card, then the first Oracle's two cards (Z2, Z3).
    """
    players = game_module(game).INFO.check_players(players)
    return _dealing(game).slots(players, cards(game))


def _deal_order(game, players, first_player):
    """The slot names in the order the game's ``deck`` lists their cards (the rest follows)."""
    return _dealing(game).order(players, first_player)


def chosen_cards(game, players, choice):
    """The choice checked and written in canonical notation: {slot name: [notations]}; DealError
    for an unknown slot or card, a card its slot may not hold, a slot over-full, or a card chosen
    more often than the game has it (the same card in two slots, or twice in one)."""
    by_name = {slot.name: slot for slot in slots(game, players)}
    rule = _cards_rule(game)
    if not isinstance(choice, dict):
        raise DealError(f"deals.not_a_choice.{_deal_rule(game)}", game=game)
    if choice and not by_name:
        raise DealError("deals.no_slots")
    read = {}
    for name, given in choice.items():
        slot = by_name.get(name)
        if slot is None:
            raise DealError(f"deals.unknown_slot.{_deal_rule(game)}", slot=str(name),
                            slots=[s.message() for s in by_name.values()])
        if isinstance(given, str):
            given = given.replace(",", " ").split()
        notes = []
        for text in given:
            card = _parse(game, text)
            if card is None:
                raise DealError(f"deals.unknown_card.{rule}", card=str(text), slot=[slot.message()])
            if card not in slot.cards:
                raise DealError(f"deals.wrong_kind.{slot.rule}", card=card, slot=[slot.message()],
                                allowed=", ".join(slot.cards))
            notes.append(card)
        if len(notes) > slot.size:
            raise DealError(f"deals.over_full.{slot.rule}", slot=[slot.message()], size=slot.size, n=len(notes))
        if slot.kind == "oracle" and len(notes) == 2 and notes[0] == notes[1]:
            raise DealError("deals.oracle_pair", card=notes[0])
        read[name] = notes
    pool = cards(game)
    used = Counter(card for notes in read.values() for card in notes)
    for card, n in used.items():
        if n > pool[card]:
            where = [by_name[name].message() for name, notes in read.items() if card in notes]
            raise DealError(f"deals.too_often.{rule}", card=card, n=n, most=pool[card], slots=where)
    return read


def _deal_rule(game):
    return _dealing(game).deal_rule


def _cards_rule(game):
    return _dealing(game).cards_rule


def deck_from_choice(game, players, choice, seed=0, first_player=0):
    """The whole deck (notations, in the order ``new_game(game, ..., deck=...)`` takes) that deals
    ``choice`` when the game begins with ``first_player`` (the Oya, the leader, the first Oracle).

    The cards nobody chose are shuffled with ``random.Random(seed)``; each slot left short takes the
    next ones its kind allows (the Oracle never two identical: Z3). Ohio: None (it has no deck, O1),
    and any choice is a DealError.
    """
    players = game_module(game).INFO.check_players(players)
    read = chosen_cards(game, players, choice)
    all_slots = slots(game, players)
    if not all_slots:
        return None
    if isinstance(first_player, bool) or not isinstance(first_player, int) or not 0 <= first_player < players:
        raise ValueError(f"first_player must be a player index from 0 to {players - 1}, not {first_player!r}")
    rest = cards(game)
    rest.subtract(Counter(card for notes in read.values() for card in notes))
    left = sorted(rest.elements(), key=_order_key(cards(game)))
    random.Random(seed).shuffle(left)
    by_name = {slot.name: slot for slot in all_slots}
    deck = []
    for name in _deal_order(game, players, first_player):
        slot = by_name[name]
        dealt = list(read.get(name, ()))
        while len(dealt) < slot.size:
            card = next(c for c in left if c in slot.cards and not (slot.kind == "oracle" and c in dealt))
            left.remove(card)
            dealt.append(card)
        deck.extend(dealt)
    return deck + left


def deal(game, players, choice, seed=0, first_player=0, **options):
    """A new game of ``game`` dealt as ``choice`` says (``deck_from_choice``), with ``seed`` for
    everything random afterwards; ``options``: the game's own (``match``, ``variant``...)."""
    from .games import new_game
    deck = deck_from_choice(game, players, choice, seed, first_player)
    return new_game(game, players, seed, deck=deck, first_player=first_player, **options)

