"""The Hue probability lesson: what the deal gives you, and what the patchwork does to colours.

1. Exact, by counting, checked by dealing real games: how likely a hand is to hold a card whose
   centre (the colour that counts double, H7) is a given colour, or any card showing that colour.
2. By simulation only (no exact answer is within reach): over many played rounds, how often each
   colour ends with a poisoned area, and how much a score card brings depending on its kind.
"""

import math
import random
from fractions import Fraction
from typing import NamedTuple

from .. import bots, new_game
from ..hue import STANDARD_CARDS, standard_cards_each
from ..hue_board import CARDS, COLOURS
from ..hue_scoring import areas

STEP_EVERY = 100            # simulate_hands reports its progress every 100 deals


def standard_with(test):
    """How many of the 20 standard cards pass ``test(card)``."""
    return sum(1 for card in STANDARD_CARDS if test(CARDS[card]))


def chance_in_hand(test, players=3):
    """Exact P(at least one of a player's standard cards passes ``test``): 1 - C(20-k, n) / C(20, n)."""
    k = standard_with(test)
    n = standard_cards_each(players)
    total = len(STANDARD_CARDS)
    return 1 - Fraction(math.comb(total - k, n), math.comb(total, n))


def centre_chance(colour, players=3):
    """Exact P(a hand holds a standard card whose centre colour is ``colour``)."""
    return chance_in_hand(lambda card: card.centre == colour, players)


def colour_chance(colour, players=3):
    """Exact P(a hand holds a standard card showing ``colour``)."""
    return chance_in_hand(lambda card: colour in card.colours, players)


def simulate_hands(test, players=3, deals=3000, seed=1, on_step=None):
    """How often player 1's dealt standard cards include one passing ``test``, over seeded deals by the engine;
    ``on_step(done, deals)`` is called every ``STEP_EVERY`` deals and at the end."""
    rng = random.Random(seed)
    hits = 0
    for done in range(1, deals + 1):
        hand = new_game("hue", players=players, seed=rng.randrange(2**31)).view(0)["hand"]
        hits += any(CARDS[card].kind in ("plain", "striped") and test(CARDS[card]) for card in hand)
        if on_step is not None and (done % STEP_EVERY == 0 or done == deals):
            on_step(done, deals)
    return hits / deals


class PlayedRounds(NamedTuple):
    """What ``play_rounds`` measured over ``rounds`` rounds."""

    rounds: int
    poisoned: dict          # colour -> share of rounds ending with an area of that colour poisoned
    by_kind: dict           # kind of score card -> (mean score, how many were kept)


def play_rounds(players=3, rounds=60, seed=1, bot="greedy", on_step=None):
    """Play ``rounds`` rounds with ``bot`` at every seat; measure poisoned colours and scores by score-card kind.
    ``on_step(done, rounds)`` is called after each round."""
    rng = random.Random(seed)
    poisoned = dict.fromkeys(COLOURS, 0)
    kinds = {}
    for done in range(1, rounds + 1):
        seats = [bots.get(bot, "hue", seed=rng.randrange(2**31)) for _ in range(players)]
        state = bots.play_out(new_game("hue", players=players, seed=rng.randrange(2**31)), seats)
        for colour in {area.colour for area in areas(state.board) if area.poisoned}:
            poisoned[colour] += 1
        view = state.view(None)
        for card, total in zip(view["score_cards"], view["scores"]):
            kind = CARDS[card].kind
            count, points = kinds.get(kind, (0, 0))
            kinds[kind] = (count + 1, points + total)
        if on_step is not None:
            on_step(done, rounds)
    return PlayedRounds(rounds, {c: n / rounds for c, n in poisoned.items()},
                        {kind: (points / count, count) for kind, (count, points) in sorted(kinds.items())})
