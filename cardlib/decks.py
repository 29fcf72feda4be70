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
    if len(set(wanted.values())) > 1:
        _check_mixed_copies(wanted, held, name, rule)
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


def _check_mixed_copies(wanted, held, name, rule):
    """``read_deck``'s count check for a game whose cards exist in different numbers (Yoyo's 1, 2,
    19 and 20 twice, the others once): the wrong cards each with the number of times given."""
    wrong = [f"{name(card)} {held[card]} times" for card in wanted if held[card] != wanted[card]]
    if not wrong:
        return
    commonest = Counter(wanted.values()).most_common(1)[0][0]
    groups = sorted({n for n in wanted.values() if n != commonest}, reverse=True)
    named = [f"{' '.join(name(card) for card in wanted if wanted[card] == n)} {COPIES_WORDS.get(n, f'{n} times')}"
             for n in groups]
    how = f"{', '.join(named)} and the others {COPIES_WORDS.get(commonest, f'{commonest} times')}"
    raise ValueError(f"the deck must hold the {sum(wanted.values())} cards of {rule}, {how} ({rule}), "
                     f"not {', '.join(wrong)}")
