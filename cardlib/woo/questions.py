"""The Woo lesson: should I close? And what the opponent may hold as the stock shrinks.

Every number is exact (``fractions.Fraction``, ``math.comb``), and each has a seeded simulation
that checks it:

1. **Should I close?** For a position of a real dealt game (``close_position``: the Oya has just
   won a trick and 3 cards are left in the stock), every world consistent with the Oya's view
   (the opponent's hand and the stock's order, ``cardlib.woo.solver.worlds``) is solved exactly
   (``woo_solver.action_values``), which gives the distribution of the Woo won by closing and by
   drawing. Each world is solved with every card known to both players: a model, not the real game
   (where neither sees the other's cards), the same for both choices, and looser for drawing, which
   leaves more unknown (the stock's order). The simulation draws worlds through the engine
   (``state.redeal_hidden``) and solves them the same way.
2. **Trumps and aces as the stock shrinks**: the hypergeometric chance that the opponent holds a
   trump, and that they would trump your ace if you closed now, beside their frequency in dealt games.
3. **How many Woo?** The cases of W12 and W13 (and W14's tie), answered by ``cardlib.woo.round_woo``.
"""

import math
import random
from collections import Counter
from fractions import Fraction
from math import comb
from typing import NamedTuple

from .. import bots
from ..games import new_game
from . import rules as woo, solver as woo_solver
from ..lessons import at_least_one, sample_chunks, z_score
from .cards import HAND_SIZE, NOTATION, SUITS

# --- 1. should I close? -----------------------------------------------------------------------------

# The lesson's position, from a real dealt game: seed 350, Player 1 leads first; both players played
# a card at random from their hand and the winner always drew (the "blind" players of
# ``dealt_positions``), until the Oya had just won a trick with 3 cards left in the stock. Hearts are
# trumps (the K of hearts is face up); Player 1 has won all 5 tricks (29 points), Player 2 none, and
# holds Q♥ Q♣ 10♥ 10♠ A♠.
CLOSE_SEED = 350
CLOSE_MOVES = ("play JH", "play 0H", "draw", "play QS", "play JD", "draw", "play 0S", "play KC", "draw",
               "play JS", "play AC", "draw", "play JC", "play QD")
CHOICES = ("close", "draw")


def close_position(seed=CLOSE_SEED, moves=CLOSE_MOVES):
    """The lesson's position: a round dealt with ``seed`` (player 1 first), then ``moves`` (notation)."""
    state = new_game("woo", seed=seed, first_player=0)
    for move in moves:
        state = state.apply(move)
    return state


def close_deck(seed=CLOSE_SEED):
    """The deal of ``close_position`` as a deck in W2's order (the Oya's 6, the other's 6, the trump card,
    then the stock top first): ``new_game("woo", deck=..., first_player=0)`` deals it again."""
    view = new_game("woo", seed=seed, first_player=0).view(None)
    return [*view["hands"][0], *view["hands"][1], view["trump_card"], *view["stock"]]


def exchange_options(state=None):
    """(the Oya's cards, the cards they have not seen) in ``state`` (by default ``close_position()``): the
    cards ``exchanged_position`` may exchange."""
    state = close_position() if state is None else state
    view = state.view(state.current_player)
    return tuple(view["hand"]), tuple(woo_solver.unseen(view))


def exchanged_position(give=None, take=None):
    """The lesson's position with one card of the Oya's hand, ``give``, exchanged for a card they have not
    seen, ``take`` (the opponent's or the stock's): the round dealt again with the two cards' places swapped
    in the deck (W2), then ``CLOSE_MOVES`` replayed. Neither card was played, and in the open phase any card
    may be played (W4), so every move stays legal and every trick goes the same way. No exchange
    (``give`` None): ``close_position()`` itself."""
    if give is None and take is None:
        return close_position()
    hand, unseen = exchange_options()
    if give not in hand or take not in unseen:
        raise ValueError(f"give one of the Oya's cards {', '.join(hand)} for one they have not seen, "
                         f"{', '.join(unseen)} (W16), not {give!r} for {take!r}")
    deck = [take if card == give else give if card == take else card for card in close_deck()]
    state = new_game("woo", deck=deck, first_player=0)
    for move in CLOSE_MOVES:
        state = state.apply(move)
    return state


class Choice(NamedTuple):
    """The exact outcome of one choice over every world: {Woo won: probability}, its mean and standard deviation."""

    action: str
    distribution: dict
    mean: Fraction
    sd: float
    worlds: int


def _choice(action, counts, total):
    distribution = {value: Fraction(n, total) for value, n in sorted(counts.items())}
    mean = sum(value * p for value, p in distribution.items())
    variance = sum((value - mean) ** 2 * p for value, p in distribution.items())
    return Choice(action, distribution, mean, math.sqrt(variance), total)


def exact_choices(state, choices=CHOICES, on_step=None):
    """{action: Choice} for the player to move in ``state``: every world of their view solved exactly.

    ``on_step(done, total)`` follows the worlds solved. Each world is taken as equally likely: the deal is
    uniform, and what the opponent's choices so far might say of their hand is left out."""
    view = state.view(state.current_player)
    worlds = list(woo_solver.worlds(view))
    counts = {action: Counter() for action in choices}
    solver = woo_solver.Solver(view["trump"])       # one table for every world: they meet once the stock closes
    for done, (hand, stock) in enumerate(worlds, 1):
        values = woo_solver.action_values(view, hand, stock, solver)
        for action in choices:
            counts[action][values[action]] += 1
        if on_step:
            on_step(done, len(worlds))
    return {action: _choice(action, counts[action], len(worlds)) for action in choices}


class Sampled(NamedTuple):
    """A simulation of one choice: its mean Woo over ``samples`` worlds, the standard deviation, how often
    each value came, and the values in the order drawn (to follow the running mean)."""

    action: str
    samples: int
    mean: float
    sd: float
    counts: dict
    values: tuple = ()

    def running_means(self):
        """The mean of the first 1, 2, ..., ``samples`` values."""
        total, means = 0, []
        for n, value in enumerate(self.values, 1):
            total += value
            means.append(total / n)
        return means


def sampled_world(state, rng, view=None, solver=None):
    """{action: Woo won} in one world dealt by the engine with ``rng`` (the opponent's hidden cards and the
    stock reshuffled together, ``state.redeal_hidden``), solved like the exact enumeration. ``view``: the
    player to move's view of ``state``, if already at hand; ``solver``: the table the worlds of one simulation
    share (``woo_solver.action_values``)."""
    player = state.current_player
    view = state.view(player) if view is None else view
    world = state.redeal_hidden(player, rng).view(None)
    return woo_solver.action_values(view, tuple(world["hands"][1 - player]), tuple(world["stock"]), solver)


def world_chunks(state, seed=1):
    """Endless chunks of ``sampled_world`` values for ``state``, seeded: the simulation a predict-then-check
    question draws (``sample_chunks``)."""
    view = state.view(state.current_player)
    solver = woo_solver.Solver(view["trump"])
    return sample_chunks(lambda rng: sampled_world(state, rng, view, solver), seed)


def simulate_choices(state, samples=100, seed=1, choices=CHOICES, on_step=None):
    """{action: Sampled}: ``samples`` worlds dealt by the engine (the opponent's hidden cards and the stock
    reshuffled together, ``state.redeal_hidden``), each solved like the exact enumeration."""
    view = state.view(state.current_player)
    rng = random.Random(seed)
    solver = woo_solver.Solver(view["trump"])
    values = {action: [] for action in choices}
    for done in range(1, samples + 1):
        solved = sampled_world(state, rng, view, solver)
        for action in choices:
            values[action].append(solved[action])
        if on_step:
            on_step(done, samples)
    return {action: _sampled(action, found) for action, found in values.items()}


def _sampled(action, found):
    n = len(found)
    mean = sum(found) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in found) / (n - 1)) if n > 1 else 0.0
    return Sampled(action, n, mean, sd, dict(sorted(Counter(found).items())), tuple(found))


def choice_z(exact, sampled):
    """How many standard errors the simulated mean lies from the exact one (the error from the exact sd)."""
    return z_score(abs(sampled.mean - float(exact.mean)), exact.sd / math.sqrt(sampled.samples))


# --- 2. trumps and aces as the stock shrinks -------------------------------------------------------------

def void_with_trump(unseen, suit_cards, trumps, hand):
    """P(a hand of ``hand`` cards from ``unseen`` holds none of the ``suit_cards`` cards of a suit but at
    least one of the ``trumps``): void in the suit minus void in the suit and in trumps."""
    return Fraction(comb(unseen - suit_cards, hand) - comb(unseen - suit_cards - trumps, hand), comb(unseen, hand))


def _opponent_counts(view, suit):
    """(unseen, hidden cards of the opponent, unseen cards of ``suit``, shown cards of ``suit``)."""
    unseen = woo_solver.unseen(view)
    me = view["current_player"]
    hidden = view["hand_sizes"][1 - me] - len(view["opponent_shown"])
    return (len(unseen), hidden, sum(c[-1] == suit for c in unseen), sum(c[-1] == suit for c in view["opponent_shown"]))


def trump_chance(view):
    """P(the opponent holds at least one trump), exactly, for the player to move in ``view``."""
    unseen, hidden, trumps, shown = _opponent_counts(view, view["trump"])
    return Fraction(1) if shown else at_least_one(unseen, trumps, hidden)


def ace_trumped_chance(view, suit):
    """P(the opponent, made to follow by W5 if you closed now, would trump your ace of ``suit``): they
    hold no card of ``suit`` and at least one trump."""
    unseen, hidden, suit_cards, suit_shown = _opponent_counts(view, suit)
    _, _, trumps, trumps_shown = _opponent_counts(view, view["trump"])
    if suit_shown:
        return Fraction(0)
    if trumps_shown:
        return Fraction(comb(unseen - suit_cards, hidden), comb(unseen, hidden))
    return void_with_trump(unseen, suit_cards, trumps, hidden)


class Position(NamedTuple):
    """One moment of a dealt game: the Oya about to lead with 6 cards each and ``stock`` cards left.

    ``trumps``: trumps the Oya has not seen; ``has_trump``: whether the opponent held one, and ``p_trump``
    its exact chance. ``suit``: the first non-trump suit whose ace the Oya holds (else None), with the
    unseen cards of that suit, whether the opponent could trump that ace, and its exact chance."""

    stock: int
    trumps: int
    has_trump: bool
    p_trump: Fraction
    suit: str | None
    suit_cards: int | None
    ace_trumped: bool | None
    p_ace: Fraction | None


def _position(state):
    me = state.current_player
    view = state.view(me)
    full = state.view(None)
    opponent = full["hands"][1 - me]
    trump = view["trump"]
    unseen = woo_solver.unseen(view)
    has_trump = any(c[-1] == trump for c in opponent)
    suit = next((s for s in SUITS if s != trump and f"A{s}" in view["hand"]), None)
    if suit is None:
        return Position(view["stock_size"], sum(c[-1] == trump for c in unseen), has_trump, trump_chance(view),
                        None, None, None, None)
    void = not any(c[-1] == suit for c in opponent)
    return Position(view["stock_size"], sum(c[-1] == trump for c in unseen), has_trump, trump_chance(view),
                    suit, sum(c[-1] == suit for c in unseen), void and has_trump, ace_trumped_chance(view, suit))


FAST_BOTS = ("random", "greedy")     # the search bot thinks up to half a second a move: too slow for many games


def players_options():
    """The players ``dealt_positions`` offers: ``"blind"``, then the fast Woo bots that ``cardlib.bots`` has."""
    return ("blind", *(name for name in FAST_BOTS if name in bots.names("woo")))


def dealt_positions(games=1000, seed=1, players="blind", on_step=None):
    """[Position] met in ``games`` seeded games, once per stock size and game, while the stock is open.

    ``players``: ``"blind"`` (each plays a card at random from their hand and always draws: no announcement,
    so the opponent's play says nothing about their hand), or a bot name of ``cardlib.bots`` for both."""
    if players not in players_options():
        raise ValueError(f"players is one of {', '.join(players_options())}, not {players!r}")
    rng = random.Random(seed)
    found = []
    for done in range(1, games + 1):
        state = new_game("woo", seed=rng.randrange(2**31), first_player=rng.randrange(2))
        seats = None if players == "blind" else [bots.get(players, "woo", seed=rng.randrange(2**31)) for _ in (0, 1)]
        stocks = set()
        while not state.is_over and not state.closed and state.stock:
            if state.phase == woo.LEAD and [len(h) for h in state.hands] == [HAND_SIZE] * 2 and len(state.stock) not in stocks:
                stocks.add(len(state.stock))
                found.append(_position(state))
            if seats is not None:
                state = state.apply(seats[state.current_player].choose(state))
            elif state.phase == woo.AFTER_TRICK:
                state = state.apply(woo.DRAW)
            else:
                state = state.apply(woo.PLAY[rng.choice(state.hands[state.current_player])])
        if on_step:
            on_step(done, games)
    return found


def exact_curve(stock, trumps, suit_cards=None):
    """The Oya about to lead with 6 cards each and ``stock`` in the stock: the opponent's 6 cards are drawn
    from the 6 + ``stock`` unseen ones. P(a trump), or with ``suit_cards``, P(they would trump your ace)."""
    unseen = HAND_SIZE + stock
    if suit_cards is None:
        return at_least_one(unseen, trumps, HAND_SIZE)
    return void_with_trump(unseen, suit_cards, trumps, HAND_SIZE)


class Cell(NamedTuple):
    """Positions grouped by what the exact chance depends on: how many, how often the event, its exact chance."""

    n: int
    hits: int
    exact: Fraction

    @property
    def frequency(self):
        return self.hits / self.n

    @property
    def error(self):
        """The standard error of the frequency, from the exact chance."""
        p = float(self.exact)
        return math.sqrt(p * (1 - p) / self.n)


def cells(positions, event="trump"):
    """{(stock, trumps) or (stock, trumps, suit cards): Cell} for ``event`` 'trump' or 'ace'."""
    grouped = {}
    for pos in positions:
        if event == "trump":
            key, hit, exact = (pos.stock, pos.trumps), pos.has_trump, pos.p_trump
        elif pos.suit is None:
            continue
        else:
            key, hit, exact = (pos.stock, pos.trumps, pos.suit_cards), pos.ace_trumped, pos.p_ace
        n, hits, _ = grouped.get(key, (0, 0, exact))
        grouped[key] = Cell(n + 1, hits + hit, exact)
    return dict(sorted(grouped.items()))


def z_by_stock(positions, event="trump"):
    """{stock: z}: the gap between the events seen and the sum of their exact chances, in standard errors.

    One position per game and stock size, so the terms are independent; the variance is the sum of
    p(1 - p). A z beyond about 4 would say the exact chances do not describe these games."""
    sums = {}
    for pos in positions:
        hit, p = (pos.has_trump, pos.p_trump) if event == "trump" else (pos.ace_trumped, pos.p_ace)
        if p is None:
            continue
        gap, variance = sums.get(pos.stock, (0.0, 0.0))
        sums[pos.stock] = (gap + hit - float(p), variance + float(p) * (1 - float(p)))
    return {stock: z_score(gap, math.sqrt(var)) for stock, (gap, var) in sorted(sums.items(), reverse=True)}


# --- 2b. your hand at the deal: a trump and your ace, exactly, as a predict-then-check question -------------------

DEAL_TRUMP_CARD = "JH"                          # the face-up trump card of the hands below: hearts are trumps
DEAL_TRUMPS = ("AH", "10H", "KH", "QH", "0H")   # the trumps a hand takes, highest first
ACE_SUIT = "C"                                  # the plain suit whose ace the hand holds ...
DEAL_SUIT_CARDS = ("10C", "KC", "QC", "JC", "0C")   # ... and its other cards, highest first
DEAL_FILLERS = ("AD", "AS", "10D", "10S", "KD", "KS")   # the rest of the hand: diamonds and spades


def dealt_hand(trumps, suit_cards):
    """The Oya's 6 cards at the deal: ``trumps`` trumps (hearts), the ace of clubs and ``suit_cards`` other
    clubs, the rest diamonds and spades. ``trumps + suit_cards`` is at most 5."""
    if not (0 <= trumps <= 4 and 0 <= suit_cards <= 4 and trumps + suit_cards <= HAND_SIZE - 1):
        raise ValueError(f"a hand of {HAND_SIZE} cards holds the ace of clubs, 0 to 4 trumps and 0 to 4 other "
                         f"clubs, at most {HAND_SIZE - 1} in all (W2), not {trumps} trumps and {suit_cards} clubs")
    hand = [*DEAL_TRUMPS[:trumps], "AC", *DEAL_SUIT_CARDS[:suit_cards]]
    return hand + list(DEAL_FILLERS[:HAND_SIZE - len(hand)])


def dealt_hand_position(trumps=1, suit_cards=1):
    """A round dealt (W2) with Player 1, the Oya, holding ``dealt_hand(trumps, suit_cards)``, the jack of
    hearts face up and every other card in the deck's order (the opponent's hand and the stock, hidden from
    the Oya: ``state.redeal_hidden`` deals them again at random)."""
    hand = dealt_hand(trumps, suit_cards)
    rest = [card for card in NOTATION if card not in hand and card != DEAL_TRUMP_CARD]
    return new_game("woo", deck=[*hand, *rest[:HAND_SIZE], DEAL_TRUMP_CARD, *rest[HAND_SIZE:]], first_player=0)


def hidden_hands(state, seed=1):
    """Endless chunks of the opponent's hand (a tuple of notations) in worlds dealt by the engine
    (``state.redeal_hidden`` for the player to move), seeded: the simulation of the trump questions."""
    player = state.current_player
    return sample_chunks(lambda rng: tuple(state.redeal_hidden(player, rng).view(None)["hands"][1 - player]), seed)


def holds_trump(hand, trump):
    """Whether ``hand`` (notations) holds a card of the ``trump`` suit."""
    return any(card[-1] == trump for card in hand)


def would_trump_ace(hand, trump, suit):
    """Whether ``hand``, made to follow ``suit`` if it can (W5), would trump the ace of ``suit``: it holds no
    card of ``suit`` and at least one trump."""
    return not any(card[-1] == suit for card in hand) and holds_trump(hand, trump)


# --- 3. how many Woo? ----------------------------------------------------------------------------------

class WooCase(NamedTuple):
    """A finished round for the exercise: final points and tricks, who closed (and the other's tricks
    then), who called Victoire. ``ended``: the round was played to its last trick (points include W10's bonus)."""

    name: str
    rule: str
    points: tuple
    tricks: tuple
    closer: int | None = None
    opponent_tricks_at_close: int = 0
    caller: int | None = None


WOO_CASES = (
    WooCase("victory_no_trick", "W12", (70, 0), (4, 0), caller=0),
    WooCase("victory_under_33", "W12", (68, 25), (4, 2), caller=0),
    WooCase("victory_over_33", "W12", (66, 40), (4, 3), caller=0),
    WooCase("false_victory", "W12", (60, 45), (4, 3), caller=0),
    WooCase("end_more_points", "W12", (75, 55), (7, 5)),
    WooCase("end_under_33", "W12", (100, 30), (9, 3)),
    WooCase("end_tie", "W14", (65, 65), (6, 6)),
    WooCase("closer_victory_no_trick", "W13", (67, 0), (3, 0), closer=0, caller=0),
    WooCase("closer_victory_under_33", "W13", (71, 20), (4, 2), closer=0, opponent_tricks_at_close=1, caller=0),
    WooCase("closer_victory_over_33", "W13", (70, 40), (5, 3), closer=0, opponent_tricks_at_close=2, caller=0),
    WooCase("closer_silent_no_trick", "W13", (72, 48), (8, 4), closer=0, opponent_tricks_at_close=0),
    WooCase("closer_silent", "W13", (80, 40), (8, 4), closer=0, opponent_tricks_at_close=2),
    WooCase("closer_short_no_trick", "W13", (58, 30), (4, 2), closer=0, opponent_tricks_at_close=0, caller=0),
    WooCase("closer_short", "W13", (58, 30), (4, 2), closer=0, opponent_tricks_at_close=1, caller=0),
    WooCase("other_victory", "W13", (45, 68), (3, 5), closer=0, opponent_tricks_at_close=2, caller=1),
    WooCase("other_short_no_trick", "W13", (40, 50), (3, 4), closer=0, opponent_tricks_at_close=0, caller=1),
    WooCase("other_short", "W13", (40, 50), (3, 4), closer=0, opponent_tricks_at_close=2, caller=1),
)


def woo_answer(case):
    """(winner or None, Woo) of ``case``, from the engine's ``round_woo`` (W12-W14)."""
    winner, won, _ = woo.round_woo(list(case.points), list(case.tricks), case.caller, case.closer,
                                    case.opponent_tricks_at_close)
    return winner, won


def woo_reason(case):
    """The engine's name for the row of W12-W14 that decides ``case`` (e.g. 'closer_failed')."""
    return woo.round_woo(list(case.points), list(case.tricks), case.caller, case.closer,
                         case.opponent_tricks_at_close)[2]


def check_woo(case, winner, won):
    """True when ``winner`` (0, 1 or None for nobody) and ``won`` Woo are the answer of ``case``."""
    return (winner, won) == woo_answer(case)
