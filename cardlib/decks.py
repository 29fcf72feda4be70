"""Reading a game's ``deck`` option: a list of cards in notation that must be exactly the game's cards."""

from collections import Counter

COPIES_WORDS = {1: "once", 2: "twice"}


def read_deck(deck, parse, cards, name, game, rule, example):
    """The cards of ``deck`` (notations, in the order the game's rules give) as the game's own values.

    ``parse``: a notation to a card, or None when it is not one; ``cards``: every card of the game,
    each as often as it exists; ``name``: a card back to its notation, for messages; ``rule``: the
    rule that lists the cards; ``example``: a few notations for the message when ``deck`` is no list.
    Raises ValueError naming every fault: not a list, unknown cards, cards too often or missing.
    """
    if isinstance(deck, str) or not hasattr(deck, "__iter__"):
        raise ValueError(f"deck must be a list of the {len(cards)} cards in notation, e.g. {example} ({rule})")
    given = list(deck)
    read = [parse(card) if isinstance(card, str) else None for card in given]
    unknown = [str(card) for card, value in zip(given, read) if value is None]
    if unknown:
        raise ValueError(f"not {game} cards ({rule}): {', '.join(unknown)}; cards are written like {example}")
    wanted, held = Counter(cards), Counter(read)
    extra = sorted(name(card) for card in wanted if held[card] > wanted[card])
    short = sorted(name(card) for card in wanted if held[card] < wanted[card])
    if extra or short:
        copies = max(wanted.values())
        parts = []
        if extra:
            parts.append(f"repeated {', '.join(extra)}" if copies == 1 else f"more than {copies} of {', '.join(extra)}")
        if short:
            parts.append(f"missing {', '.join(short)}" if copies == 1 else f"fewer than {copies} of {', '.join(short)}")
        how_often = COPIES_WORDS.get(copies, f"{copies} times")
        raise ValueError(f"the deck must hold each of the {len(wanted)} cards {how_often} ({rule}): {'; '.join(parts)}")
    return read
