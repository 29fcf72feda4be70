"""The Hue probability lesson: what the deal gives you, and what the patchwork does to colours.

1. Exact, by counting, checked by dealing real games: how likely a hand is to hold a card whose
   centre (the colour that counts double, H7) is a given colour, or any card showing that colour.
2. Exact, by enumerating every move, checked by playing it at random: in a round one move from its
   end (``example_position``: the last player holds two cards), what the random bot's last move
   does to each player's final score and to who wins (``last_move_endings``, ``score_distribution``,
   ``chance``; ``sample_endings`` for the simulation).
3. By simulation only (no exact answer is within reach): over many played rounds, how often each
   colour ends with a poisoned area, and how much a score card brings depending on its kind.
"""

import math
import random
from collections import Counter
from fractions import Fraction
from typing import NamedTuple

from .. import bots
from ..games import new_game
from ..lessons import sample_chunks
from .rules import POISON_CARDS, STANDARD_CARDS, standard_cards_each
from .board import CARDS, COLOURS
from .scoring import areas

STEP_EVERY = 100            # simulate_hands reports its progress every 100 deals
# A 3-player round (seed 5, Player 1 first) as three "greedy" bots played it (cardlib.bots.play_out, seeds 0-2).
EXAMPLE_ROUND = ("play S5 1,0 N", "play T9 2,-4 S", "play T10 0,1 S", "play S3 0,-1 N", "play T5 3,-1 W",
                 "play S9 3,-4 S", "play T7 4,1 N", "play T1 4,-2 E", "play S7 6,-1 S", "play S8 -1,4 E",
                 "play S1 1,6 N", "play T4 3,3 W", "play T3 0,-5 S", "play P4 9,1 W", "play P2 1,-5 S")
EXAMPLE_GAME = {"players": 3, "seed": 5, "first_player": 0}


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


def dealt_hit(test, players, rng):
    """Deal one game through the engine (its seed drawn from ``rng``): does player 1's hand hold a standard
    card passing ``test``? One outcome of the deal question's simulation."""
    hand = new_game("hue", players=players, seed=rng.randrange(2**31)).view(0)["hand"]
    return any(CARDS[card].kind in ("plain", "striped") and test(CARDS[card]) for card in hand)


def dealt_chunks(test, players=3, seed=1):
    """Endless chunks of deals (``dealt_hit``: True or False), seeded: the simulation a predict-then-check
    question draws (``sample_chunks``)."""
    return sample_chunks(lambda rng: dealt_hit(test, players, rng), seed)


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


# --- the last move, exactly ----------------------------------------------------------------------
class Ending(NamedTuple):
    """How a round ends after one last move: the move (notation), every player's score, the winners."""

    move: str
    scores: tuple
    winners: tuple


def example_position(moves=len(EXAMPLE_ROUND) - 1):
    """The example round (``EXAMPLE_ROUND``, ``EXAMPLE_GAME``) after its first ``moves`` moves: by
    default one move from its end, Player 3 holding P2 and T8."""
    if not 0 <= moves <= len(EXAMPLE_ROUND):
        raise ValueError(f"moves is 0 to {len(EXAMPLE_ROUND)}, not {moves!r}")
    state = new_game("hue", **EXAMPLE_GAME)
    for move in EXAMPLE_ROUND[:moves]:
        state.apply(move)
    return state


def example_deck():
    """The example round's deal as a deck in the order of H5 (start cards, then from the Oya each hand,
    then the cards left out): ``new_game("hue", players=3, deck=..., first_player=0)`` deals it again."""
    state = new_game("hue", **EXAMPLE_GAME)
    view = state.view(None)
    starts = [placement.card for placement in state.board.placements]
    hands = [view["hands"][(state.oya + k) % state.players] for k in range(state.players)]
    dealt = set(starts).union(*map(set, hands))
    return starts + [card for hand in hands for card in hand] + [card for card in CARDS if card not in dealt]


def _left_out(kinds):
    deck = example_deck()
    dealt = 3 + EXAMPLE_GAME["players"] * (1 + standard_cards_each(EXAMPLE_GAME["players"]))
    return tuple(card for card in deck[dealt:] if card in kinds)


LAST_HAND = ("P2", "T8")                          # Player 3's two cards, one move from the end of the example
POISON_OPTIONS = ("P2", *_left_out(POISON_CARDS))         # P2, or a poison card left out of the round (H5)
OTHER_OPTIONS = ("T8", *_left_out(STANDARD_CARDS))        # T8, or a standard card left out of the round


def last_move_position(poison="P2", other="T8"):
    """The example round one move from its end, Player 3 holding ``poison`` and ``other`` instead of P2 and
    T8: the round dealt again (``example_deck``) with those cards exchanged for cards left out of it (H5),
    then its moves replayed. P2 and T8 are never laid before the last move, so every move stays legal.
    ``poison`` is one of ``POISON_OPTIONS``, ``other`` one of ``OTHER_OPTIONS``."""
    if poison not in POISON_OPTIONS or other not in OTHER_OPTIONS:
        raise ValueError(f"Player 3 holds a poison card of {', '.join(POISON_OPTIONS)} and a standard card of "
                         f"{', '.join(OTHER_OPTIONS)} (H5: the cards left out of the round), not {poison!r} and {other!r}")
    deck = example_deck()
    swap = {LAST_HAND[0]: poison, poison: LAST_HAND[0], LAST_HAND[1]: other, other: LAST_HAND[1]}
    state = new_game("hue", players=EXAMPLE_GAME["players"], deck=[swap.get(card, card) for card in deck],
                     first_player=EXAMPLE_GAME["first_player"])
    for move in EXAMPLE_ROUND[:-1]:
        state.apply(move)
    return state


def _check_last_move(state):
    """ValueError unless ``state`` is one move from the end of its round (H7: the round ends when
    every player holds one card, so the player to move holds two and every other one)."""
    if state.game != "hue" or state.match:
        raise ValueError("the position must be a Hue round, not a match")
    if state.is_over:
        raise ValueError("the round is over: there is no last move left (H7)")
    hands = state.view(None)["hands"]
    if len(hands[state.current_player]) != 2 or any(len(h) != 1 for p, h in enumerate(hands) if p != state.current_player):
        raise ValueError("the position must be one move from the end of the round (H7): the player to move "
                         f"holding two cards and every other player one, not hands of {[len(h) for h in hands]}")


def last_move_endings(state):
    """Every way the round of ``state`` can end, one ``Ending`` per legal move of the player to move
    (a random bot's last move makes each equally likely). ``state`` must be one move from the end."""
    _check_last_move(state)
    return [_ending(state, action) for action in state.legal_actions()]


def _ending(state, action):
    """The ``Ending`` of the round of ``state`` after its last move ``action`` (played on a copy)."""
    end = state.clone().apply(action)
    return Ending(str(action), tuple(end.scores()), tuple(end.winners()))


def chance(endings, event):
    """The exact share of ``endings`` for which ``event(ending)`` is true."""
    return Fraction(sum(1 for ending in endings if event(ending)), len(endings))


def score_distribution(endings, player):
    """{final score of ``player``: exact probability} over ``endings``, scores in increasing order."""
    counts = Counter(ending.scores[player] for ending in endings)
    return {score: Fraction(counts[score], len(endings)) for score in sorted(counts)}


def random_ending(state, rng):
    """The ``Ending`` after a last move of ``state`` drawn by ``state.random_action(rng)`` (the random bot's draw)."""
    return _ending(state, state.random_action(rng))


def ending_chunks(state, seed=1):
    """Endless chunks of ``random_ending`` values of ``state`` (one move from its end), seeded: the
    simulation a predict-then-check question draws (``sample_chunks``)."""
    _check_last_move(state)
    return sample_chunks(lambda rng: random_ending(state, rng), seed)


def sample_endings(state, seed=1):
    """Endless ``Ending`` values of the round of ``state`` (one move from its end), each after a
    last move drawn by ``state.random_action`` (the random bot's draw) with ``random.Random(seed)``:
    the simulation that checks ``last_move_endings``."""
    _check_last_move(state)
    rng = random.Random(seed)
    while True:
        yield random_ending(state, rng)
