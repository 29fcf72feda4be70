"""The Yoyo lesson: can I play?

Every number is exact (``fractions.Fraction``, ``math.comb``), and each has a seeded simulation that
checks it. Whether a card can be laid is the engine's rule, ``cardlib.yoyo.cards.can_lay`` (Y3), never
written again here.

1. **Can I play?** The pile is at ``value`` going ``direction``; a player has not seen ``unseen`` cards,
   ``playable`` of which ``can_lay`` accepts. A hand of n cards drawn at random from them holds a
   playable card with probability ``1 - C(N - k, n) / C(N, n)`` (N unseen, k playable): the hand misses
   every playable card exactly when all its n cards come from the N - k others. A series (Y7) adds
   nothing: its first card must itself be legal on the pile, so a hand that can start a series holds a
   card it could lay alone, and a card that can be laid alone is a play (Y6). So "a playable card,
   single or start of a series" is "a card ``can_lay`` accepts". Free play (Y5) and the empty pile (Y2)
   accept every card and are left out.
2. **How it changes with the pile**: the same chance for each of the 20 values, up and down, for a
   fresh deck (every card unseen). The deck of Y1 is symmetric (blue v and red 21 - v come in the same
   numbers), so a pile at v going up and at 21 - v going down give the same chance.
3. **How many cards before I can lay one?** A player who cannot lay draws one card a turn (Y6). If the
   pile stayed as it is, the cards drawn until a playable one comes form a hypergeometric waiting time:
   the stock is, from the player's view, a random order of the unseen cards, so the k playable ones
   sit at a uniform k-subset of the N places, the first at place t with probability
   ``C(N - t, k - 1) / C(N, k)``, and ``E[T] = sum_t P(T >= t) = C(N + 1, k + 1) / C(N, k) = (N + 1) / (k + 1)``
   (hockey stick). With a stock of S cards, the draws stop at S: ``E[min(T, S)] = sum_{t < S} C(N - k, t) / C(N, t)``.
4. **Against dealt games**: positions of real games of the engine where the model holds exactly (the
   first card laid, nothing else seen), the events met beside their exact chances; and a position of a real
   game read from the view of the player to move, checked on worlds the engine deals again
   (``redeal_hidden``). Later in a game the model is only a model: a player who drew had no playable card,
   which the exact chances do not take into account.

For the lesson's predict-then-check questions (``widgets.predict``): ``hand_chunks`` and ``stuck_chunks`` give
the simulations of 1. and 3. as seeded chunks of outcomes (``cardlib.lessons.sample_chunks``), one hand or one
stuck player at a time.
"""

import math
import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache, partial
from math import comb
from typing import NamedTuple

from ..games import new_game
from ..lessons import at_least_one as _at_least_one, sample_chunks, z_score
from .bots import unseen
from .cards import COLOUR, DECK, DOWN, UP, VALUE, YELLOW, can_lay, direction_after, parse_card

VALUES = tuple(range(1, 21))
DIRECTIONS = (UP, DOWN)
HAND = 7                    # Y2: 7 cards each
STEP_EVERY = 100            # the simulations report their progress every 100 samples


# --- 1. can I play? ------------------------------------------------------------------------------------------

def playable_cards(cards, value, direction):
    """The cards of ``cards`` that can be laid alone on a pile at ``value`` going ``direction`` (Y3, ``can_lay``)."""
    return [card for card in cards if can_lay(card, value, direction)]


# P(a hand of n of the unseen cards, k of them playable, holds a playable card): 1 - C(N-k, n)/C(N, n).
at_least_one = partial(_at_least_one, marked_name="playable")


def can_play_chance(unseen, value, direction, hand=HAND):
    """Exact P(a hand of ``hand`` cards drawn at random from the cards ``unseen`` can lay a card, alone or
    as the start of a series, on a pile at ``value`` going ``direction``)."""
    return at_least_one(len(unseen), len(playable_cards(unseen, value, direction)), hand)


def fresh_chances(hand=HAND, deck=DECK):
    """{(value, direction): exact chance} for every pile, every card of ``deck`` unseen (a fresh deck)."""
    return {(value, direction): can_play_chance(deck, value, direction, hand)
            for direction in DIRECTIONS for value in VALUES}


def playable_counts(deck=DECK):
    """{(value, direction): how many cards of ``deck`` can be laid on that pile}."""
    return {(value, direction): len(playable_cards(deck, value, direction))
            for direction in DIRECTIONS for value in VALUES}


class Sampled(NamedTuple):
    """A simulation of a yes-or-no event: how often it came in ``samples`` tries."""

    samples: int
    hits: int

    @property
    def frequency(self):
        return self.hits / self.samples


def simulate_hands(unseen, value, direction, hand=HAND, samples=2000, seed=1, on_step=None):
    """``samples`` hands of ``hand`` cards drawn at random from ``unseen`` (seeded): how many could lay a card
    (``can_lay``, card by card: nothing of the exact formula is used)."""
    rng = random.Random(seed)
    cards = list(unseen)
    hits = 0
    for done in range(1, samples + 1):
        hits += any(can_lay(card, value, direction) for card in rng.sample(cards, hand))
        if on_step is not None and (done % STEP_EVERY == 0 or done == samples):
            on_step(done, samples)
    return Sampled(samples, hits)


def chance_z(exact, sampled):
    """How many standard errors the simulated frequency lies from the exact chance (the error from the exact
    chance: sqrt(p(1 - p) / samples))."""
    p = float(exact)
    return z_score(abs(sampled.frequency - p), math.sqrt(p * (1 - p) / sampled.samples))


# --- 3. how many cards before I can lay one? -------------------------------------------------------------------

def expected_draws(unseen, playable):
    """E[T], T the number of cards drawn, one at a time without replacement from ``unseen`` cards of which
    ``playable`` are playable, up to and including the first playable one: (unseen + 1) / (playable + 1)."""
    if not 1 <= playable <= unseen:
        raise ValueError(f"need 1 <= playable <= unseen (with none playable, no draw ever is), "
                         f"not unseen={unseen}, playable={playable}")
    return Fraction(unseen + 1, playable + 1)


def draw_distribution(unseen, playable, stock=None):
    """{d: P(D = d)}: D = min(T, ``stock``), the cards drawn until a playable one comes or the ``stock`` (at
    most ``unseen``; None: no limit) is used up. P(T > t) = C(N - k, t) / C(N, t), the first t all unplayable."""
    stock = unseen if stock is None else stock
    if not 0 <= playable <= unseen or not 1 <= stock <= unseen:
        raise ValueError(f"need 0 <= playable <= unseen and 1 <= stock <= unseen, not unseen={unseen}, "
                         f"playable={playable}, stock={stock}")

    def beyond(t):            # P(T > t)
        return Fraction(comb(unseen - playable, t), comb(unseen, t))

    found = {d: beyond(d - 1) - beyond(d) for d in range(1, stock)}
    found[stock] = beyond(stock - 1)
    return {d: p for d, p in found.items() if p}


def mean_draws(unseen, playable, stock=None):
    """E[min(T, stock)] = sum over t < stock of P(T > t); (unseen + 1) / (playable + 1) without a limit."""
    stock = unseen if stock is None else stock
    return sum((Fraction(comb(unseen - playable, t), comb(unseen, t)) for t in range(stock)), Fraction(0))


@lru_cache(maxsize=4096)
def draw_moments(unseen, playable, stock=None):
    """(mean, standard deviation) of ``draw_distribution(unseen, playable, stock)``, kept: dealt games meet the
    same few counts again and again."""
    return moments(draw_distribution(unseen, playable, stock))


def moments(distribution):
    """(mean, standard deviation) of {value: probability}, the mean exact."""
    mean = sum(value * p for value, p in distribution.items())
    variance = sum((value - mean) ** 2 * p for value, p in distribution.items())
    return mean, math.sqrt(variance)


def simulate_draws(unseen, value, direction, samples=2000, seed=1, stock=None, on_step=None):
    """``samples`` shuffles of ``unseen`` (seeded): in each, the cards drawn from the top until ``can_lay`` accepts
    one or ``stock`` cards are drawn. Returns the counts, in the order drawn."""
    rng = random.Random(seed)
    cards = list(unseen)
    stock = len(cards) if stock is None else stock
    found = []
    for done in range(1, samples + 1):
        rng.shuffle(cards)
        found.append(_draws_until_playable(cards[:stock], value, direction))
        if on_step is not None and (done % STEP_EVERY == 0 or done == samples):
            on_step(done, samples)
    return tuple(found)


def _draws_until_playable(stock, value, direction):
    for drawn, card in enumerate(stock, 1):
        if can_lay(card, value, direction):
            return drawn
    return len(stock)


def mean_z(distribution, draws):
    """How many standard errors the mean of ``draws`` lies from the exact mean of ``distribution``."""
    mean, sd = moments(distribution)
    observed = sum(draws) / len(draws)
    return z_score(abs(observed - float(mean)), sd / math.sqrt(len(draws)))


def stuck_draws(value, direction, hand=HAND, deck=DECK):
    """{d: P(D = d)} for a player stuck with ``hand`` cards on a fresh ``deck``: they have seen only their
    own cards, none playable, so every playable card is among the len(deck) - hand they have not seen."""
    playable = len(playable_cards(deck, value, direction))
    if hand > len(deck) - playable:
        raise ValueError(f"a hand of {hand} cards cannot be stuck on {value} {direction}: only "
                         f"{len(deck) - playable} cards of the deck are unplayable there")
    return draw_distribution(len(deck) - hand, playable)


def simulate_stuck_draws(value, direction, hand=HAND, samples=2000, seed=1, deck=DECK, on_step=None):
    """``samples`` stuck players (seeded, ``stuck_player``). Returns the counts, in the order drawn."""
    rng = random.Random(seed)
    draw = stuck_player(value, direction, hand, deck)
    found = []
    for done in range(1, samples + 1):
        found.append(draw(rng))
        if on_step is not None and (done % STEP_EVERY == 0 or done == samples):
            on_step(done, samples)
    return tuple(found)


def stuck_player(value, direction, hand=HAND, deck=DECK):
    """``draw(rng)``: one stuck player, a hand of ``hand`` cards drawn at random among the unplayable cards of
    ``deck`` (what a hand is, knowing it is stuck), the rest shuffled into a stock, drawn from the top until
    ``can_lay`` accepts a card; returns the cards drawn."""
    unplayable = [i for i, card in enumerate(deck) if not can_lay(card, value, direction)]

    def draw(rng):
        held = set(rng.sample(unplayable, hand))
        stock = [card for i, card in enumerate(deck) if i not in held]
        rng.shuffle(stock)
        return _draws_until_playable(stock, value, direction)
    return draw


def hand_chunks(value, direction, hand=HAND, seed=1, unseen=DECK):
    """Endless seeded chunks of booleans: can a hand of ``hand`` cards drawn at random from ``unseen`` lay a card
    on a pile at ``value`` going ``direction`` (``can_lay``, card by card)?"""
    cards = list(unseen)
    return sample_chunks(lambda rng: any(can_lay(card, value, direction) for card in rng.sample(cards, hand)), seed)


def stuck_chunks(value, direction, hand=HAND, seed=1, deck=DECK):
    """Endless seeded chunks of ``stuck_player`` draws: the cards a stuck player draws until one can be laid."""
    if hand > len(deck) - len(playable_cards(deck, value, direction)):
        raise ValueError(f"a hand of {hand} cards cannot be stuck on {value} {direction}")
    return sample_chunks(stuck_player(value, direction, hand, deck), seed)


# --- 4. against dealt games ------------------------------------------------------------------------------------

def unseen_cards(view):
    """The cards the viewer of ``view`` (a Yoyo view) has not seen where they are now: the deck but their hand
    and the pile (what the pile held before the stock's first exhaustion, Y9, is back in the stock, unseen)."""
    return sorted(unseen(view).elements())


def parse(name):
    """A card id from its notation ('B5')."""
    c = parse_card(name)
    if c is None:
        raise ValueError(f"{name!r} is no Yoyo card (Y1)")
    return c


def pile_of(view):
    """(value, direction) of the pile in ``view``, direction UP or DOWN; None while the pile is empty."""
    if view["value"] is None:
        return None
    return view["value"], UP if view["direction"] == "up" else DOWN


class Dealt(NamedTuple):
    """The first card of a dealt game, laid by its first player (a card of their hand picked at random, not a
    yellow), as two players see it.

    From the first player's view: ``unseen`` cards (all but their 7), ``playable`` of them playable on the pile,
    ``chance``: the exact chance that the next player's 7 cards hold one, ``next_can_play``: whether they did
    (the engine did not make them draw, Y6). From the next player's view: ``next_unseen`` cards (all but their 7
    and the pile's card), ``next_playable`` of them playable, the ``stock`` size, and ``draws``: the cards they
    would draw from the real stock, top first, until one can be laid or the stock is used up."""

    players: int
    value: int
    direction: int
    unseen: int
    playable: int
    chance: Fraction
    next_can_play: bool
    next_unseen: int
    next_playable: int
    stock: int
    draws: int

    def draw_law(self):
        """{d: P(D = d)} for ``draws``: the stock is, to the next player, a random order of their unseen cards."""
        return draw_distribution(self.next_unseen, self.next_playable, self.stock)


def first_lay(seed, players, rng):
    """(state before, state after, card) of a game dealt with ``seed`` where player 1 (index 0) lays a card of
    their hand picked by ``rng`` uniformly (each of the 7 with chance 1/7, whatever the others, so the pick says
    nothing of the rest of the deal); None when that card is a yellow (its action would change the hands)."""
    state = new_game("yoyo", players=players, seed=seed, first_player=0)
    hand = state.view(0)["hand"]
    name = hand[rng.randrange(len(hand))]
    if COLOUR[parse(name)] == YELLOW:
        return None
    before = state.clone()
    return before, state.apply(f"play {name}"), parse(name)


def dealt_positions(games=1000, seed=1, players=2, on_step=None):
    """[Dealt] of ``games`` seeded deals by the engine (fewer: a deal whose picked first card is a yellow gives
    none). Nothing but the first card has been seen, so a hand is a uniform draw from the viewer's unseen cards
    and the stock a uniform order of them: the exact chances describe these positions."""
    rng = random.Random(seed)
    found = []
    for done in range(1, games + 1):
        laid = first_lay(rng.randrange(2**31), players, rng)
        if laid is not None:
            found.append(dealt_position(players, *laid))
        if on_step is not None and (done % STEP_EVERY == 0 or done == games):
            on_step(done, games)
    return found


def dealt_position(players, before, after, laid):
    """The ``Dealt`` of a ``first_lay``: ``before`` and ``after`` the first player laid ``laid``."""
    # The views are read before the lay (``after`` may already hold the next players' automatic draws and lays,
    # Y6): the first player has seen their 7 cards, the next player theirs and the laid card.
    value, direction = VALUE[laid], direction_after(laid, None)
    mine = unseen_cards(before.view(0))
    theirs = Counter(DECK) - Counter(parse(name) for name in before.view(1)["hand"]) - Counter([laid])
    stock = [parse(name) for name in before.view(None)["stock"]]         # the real stock, top first
    # Y6: a next player with a playable card gets the turn on the card just laid; one without draws (and lays the
    # card drawn if it fits), and the turn goes on (the first player's free play, Y5, stops it at the latest).
    drew = not (after.current_player == 1 and len(after.view(None)["pile"]) == 1)
    k = len(playable_cards(mine, value, direction))
    return Dealt(players, value, direction, len(mine), k, at_least_one(len(mine), k, HAND), not drew,
                 sum(theirs.values()), len(playable_cards(theirs.elements(), value, direction)), len(stock),
                 _draws_until_playable(stock, value, direction))


def dealt_z(positions):
    """(z of the next players able to play, z of the draws): the gap between what the games gave and the sum of
    the exact expectations, in standard errors (one position per game: independent terms, variances added).
    A z beyond about 4 would say the exact chances do not describe these games."""
    gap = variance = 0.0
    draw_gap = draw_variance = 0.0
    for pos in positions:
        p = float(pos.chance)
        gap += pos.next_can_play - p
        variance += p * (1 - p)
        mean, sd = draw_moments(pos.next_unseen, pos.next_playable, pos.stock)
        draw_gap += pos.draws - float(mean)
        draw_variance += sd * sd
    return z_score(gap, math.sqrt(variance)), z_score(draw_gap, math.sqrt(draw_variance))


# --- a position of a real game, dealt again by the engine ----------------------------------------------------------

# The lesson's position: a 3-player game dealt with seed 9, Player 1 first, each move picked uniformly among the
# legal ones (a seeded generator), stopped at the first position from move 12 on where a player is to lay on a pile.
GAME_SEED = 9
GAME_PLAYERS = 3
GAME_MOVES = 12


def game_position(seed=GAME_SEED, players=GAME_PLAYERS, moves=GAME_MOVES):
    """A real game, played at random (each legal move equally likely, seeded by ``seed``) for at least ``moves``
    moves, until a player is to lay on a pile that is not theirs (no free play, Y5)."""
    rng = random.Random(seed)
    state = new_game("yoyo", players=players, seed=seed, first_player=0)
    played = 0
    while not state.is_over:
        view = state.view(state.current_player)
        if played >= moves and view["phase"] == "play" and view["top"] is not None and view["top_owner"] != view["viewer"]:
            return state
        state = state.apply(rng.choice(state.legal_actions()))
        played += 1
    raise ValueError(f"the game of seed {seed} ended before a position to lay came after {moves} moves")


class Position(NamedTuple):
    """What the player to move in a real game knows: the pile, their ``unseen`` cards (``playable`` of them
    playable), the next player and their hand size, the stock size; the exact chance that the next player could
    lay on this pile (if it stayed as it is: you drew instead), and the law of the cards you would draw until one
    can be laid (from the stock's ``stock`` cards)."""

    player: int
    value: int
    direction: int
    unseen: int
    playable: int
    next_player: int
    next_hand: int
    stock: int
    chance: Fraction
    draws: dict


def position_numbers(state):
    """The ``Position`` of the player to move in ``state`` (a Yoyo game with a pile), from their view only."""
    view = state.view(state.current_player)
    value, direction = pile_of(view)
    unseen = unseen_cards(view)
    k = len(playable_cards(unseen, value, direction))
    nxt = (view["viewer"] + 1) % view["players"]
    size = view["hand_sizes"][nxt]
    return Position(view["viewer"], value, direction, len(unseen), k, nxt, size, view["stock_size"],
                    at_least_one(len(unseen), k, size), draw_distribution(len(unseen), k, view["stock_size"]))


def simulate_position(state, samples=2000, seed=1, on_step=None):
    """``samples`` worlds of the engine consistent with the view of the player to move (``state.redeal_hidden``:
    the others' hands and the stock dealt again from their cards): (``Sampled`` of the next player able to lay on
    the pile, the cards drawn from each world's stock until one can be laid, in the order drawn)."""
    player = state.current_player
    value, direction = pile_of(state.view(player))
    nxt = (player + 1) % state.players
    rng = random.Random(seed)
    hits, draws = 0, []
    for done in range(1, samples + 1):
        world = state.redeal_hidden(player, rng).view(None)
        hits += any(can_lay(parse(name), value, direction) for name in world["hands"][nxt])
        draws.append(_draws_until_playable([parse(name) for name in world["stock"]], value, direction))
        if on_step is not None and (done % STEP_EVERY == 0 or done == samples):
            on_step(done, samples)
    return Sampled(samples, hits), tuple(draws)
