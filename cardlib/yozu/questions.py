"""The Yozu probability lesson: what do the Oracle's answers say about its two hidden cards?

Every number is exact (``fractions.Fraction``, from ``cardlib.yozu.deduction`` or by counting),
and each has a seeded simulation that checks it:

1. the prior: how likely is a given card to be in the Oracle's hand before any answer? (1/8,
   because identical pairs are redrawn; 61/496 for two plain draws);
2. conditioning on each answer of the leaflet's example turn;
3. the Oracle's way of choosing (the Monty Hall lesson): the same answers mean different things
   when the Oracle reveals at random or hides as much as it can;
4. the best guess by chance against the best guess by information: how many guesses each
   strategy needs on average to find a card, exactly and by simulation.

For the lesson's predict-then-check questions (``widgets.predict``): ``answered_game`` replays answers a
class chooses through the engine (a refusal names its rule), ``first_hands``, ``posterior_samples`` and
``monty_games`` give the seeded simulations in chunks (``cardlib.lessons.sample_chunks``), and the Monty
Hall game with three face-down cards (``monty_exact``, ``monty_shown``, ``monty_play``) is played with
the Oracle as its host.
"""

import math
import random
from fractions import Fraction
from typing import NamedTuple

from ..games import new_game
from . import rules as yozu
from . import deduction
from ..errors import IllegalAction
from .rules import deck_with
from ..lessons import sample_chunks

# The leaflet's example turn (« Panda d'Hiver » and « Tigre d'Été »), with three players whose
# displays hold a Spring Carp, a Summer Carp and a Winter Dragonfly; player 1 is the Oracle.
EXAMPLE_DISPLAYS = ("carp:spring", "carp:summer", "dragonfly:winter")
EXAMPLE_HAND = ("panda:winter", "tiger:summer")
# Every guess that finds no card is answered by the Oracle as its own move (Z5), forced or not.
EXAMPLE_TURN = ("guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger",
                "guess dragonfly:autumn", "nothing")
ORACLES = ("random", "hide")


def example_game(moves=EXAMPLE_TURN, hand=EXAMPLE_HAND, displays=EXAMPLE_DISPLAYS):
    """The example position after ``moves`` (notation), the Oracle (player 1) holding ``hand``."""
    state = new_game("yozu", players=len(displays), seed=1, deck=deck_with(*displays, *hand), first_player=0)
    for move in moves:
        state = state.apply(move)
    return state


# --- 1. the prior --------------------------------------------------------------------------
def prior_card_chance():
    """P(a given card is in the Oracle's first hand): the hand is two different kinds, all alike (Z3)."""
    kinds = len(yozu.KINDS)
    return Fraction(2, kinds)


def plain_draw_chance():
    """P(a given card is among two cards drawn from the 32 with no redraw): 1 - C(30,2)/C(32,2)."""
    total = len(yozu.KINDS) * yozu.COPIES
    return 1 - Fraction(math.comb(total - yozu.COPIES, 2), math.comb(total, 2))


def simulate_first_hands(card="tiger:summer", games=4000, seed=1):
    """How often ``card`` is in the first Oracle's hand over ``games`` seeded new games (the engine deals)."""
    rng = random.Random(seed)
    hits = sum(card in new_game("yozu", players=3, seed=rng.randrange(2**31)).view(None)["hand"]
               for _ in range(games))
    return hits / games


def first_hands(card="tiger:summer", seed=1):
    """Endless seeded chunks of booleans: is ``card`` in the first Oracle's hand of a new game the engine deals?"""
    return sample_chunks(lambda rng: card in new_game("yozu", players=3, seed=rng.randrange(2**31)).view(None)["hand"],
                         seed)


def simulate_plain_draws(card="tiger:summer", draws=4000, seed=1):
    """How often ``card`` is among the top two of a shuffled 32-card deck (no redraw)."""
    rng = random.Random(seed)
    deck = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    hits = 0
    for _ in range(draws):
        rng.shuffle(deck)
        hits += card in deck[:2]
    return hits / draws


# --- 2. and 3. conditioning, and the Oracle's way of choosing -------------------------------------
def example_steps(model="random"):
    """[(moves so far, Deduction)] after each answered guess of the example turn, starting before any."""
    steps = []
    for k in range(len(EXAMPLE_TURN) + 1):
        state = example_game(EXAMPLE_TURN[:k])
        if state.phase == "guess":                    # skip the moments the Oracle is answering
            steps.append((EXAMPLE_TURN[:k], deduction.posterior(state.view(1), model)))
    return steps


def answers_chance(state, hand, oracle="random"):
    """The chance that the engine, dealt ``hand`` for the Oracle, gives the answers seen in ``state``,
    the Oracle choosing as ``oracle`` does where it may choose (Z5); 0 if the answers cannot come."""
    view = state.view(None)
    displays = [card for display in view["displays"] for card in display]
    game = new_game("yozu", players=state.players, seed=1, deck=deck_with(*displays, *hand),
                    first_player=view["oracle"])
    chance = Fraction(1)
    for entry in view["guesses"]:
        if game.phase != "guess":
            return 0
        game = game.apply(f"guess {entry['guess']}")
        if game.phase == "answer":                     # the Oracle answers every guess that found no card (Z5)
            answer = "nothing" if entry["answer"] == "nothing" else f"reveal {entry['revealed']}"
            possible = [str(a) for a in game.legal_actions()]
            if answer not in possible:
                return 0
            if len(possible) > 1:                      # the Oracle's choice
                chance *= deduction.reveal_chances(game.view(view["oracle"]), oracle)[entry["revealed"]]
            game = game.apply(answer)
    return chance if game.view(None)["guesses"] == view["guesses"] else 0


MAX_REJECTIONS = 100_000     # hands drawn in a row without one kept: the answers cannot come under that Oracle


def hand_drawer(state, oracle="random"):
    """``draw(rng)``: one hand of the Oracle drawn given the answers seen in ``state`` (rejection sampling).

    Two cards are drawn from the unseen ones (again while identical, Z3); the deal is kept with the chance
    that the engine, dealt them, answers the same guesses the same way when the Oracle chooses as ``oracle``
    does (``answers_chance``, computed once per hand). ValueError when no hand is kept in ``MAX_REJECTIONS``.
    """
    view = state.view(None)
    unseen = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    for display in view["displays"]:
        for card in display:
            unseen.remove(card)
    chances = {}

    def draw(rng):
        for _ in range(MAX_REJECTIONS):
            hand = tuple(sorted(rng.sample(unseen, 2)))
            if hand[0] == hand[1]:
                continue                               # shown, shuffled back, drawn again (Z3)
            if hand not in chances:
                chances[hand] = float(answers_chance(state, hand, oracle))
            if rng.random() < chances[hand]:
                return hand
        raise ValueError(f"no hand kept in {MAX_REJECTIONS} draws: the {oracle!r} Oracle cannot give these answers")
    return draw


def simulate_posterior(state, samples=2000, seed=1, oracle="random"):
    """Card frequencies in the Oracle's hand over ``samples`` deals that give the answers seen in ``state``
    (``hand_drawer``'s rejection sampling)."""
    draw = hand_drawer(state, oracle)
    rng = random.Random(seed)
    counts = dict.fromkeys(yozu.NAMES, 0)
    for _ in range(samples):
        for card in draw(rng):
            counts[card] += 1
    return {card: n / samples for card, n in counts.items()}


def posterior_samples(state, card, seed=1, oracle="random"):
    """Endless seeded chunks of booleans: is ``card`` in a hand drawn given the answers in ``state`` (``hand_drawer``)?"""
    draw = hand_drawer(state, oracle)
    return sample_chunks(lambda rng: card in draw(rng), seed)


# --- answers a class chooses -------------------------------------------------------------------------------
def answer_moves(answers):
    """The engine's moves for ``answers``: [(guess card, answer)], the answer an element revealed or "nothing"."""
    moves = []
    for guess, answer in answers:
        moves += [f"guess {guess}", "nothing" if answer == "nothing" else f"reveal {answer}"]
    return tuple(moves)


def candidate_hands(displays=EXAMPLE_DISPLAYS):
    """Every hand the Oracle may hold beside ``displays``: two different kinds with a copy left (Z3), in kind order."""
    left = [yozu.COPIES - list(displays).count(name) for name in yozu.NAMES]
    return [(a, b) for i, a in enumerate(yozu.NAMES) for j, b in enumerate(yozu.NAMES)
            if i < j and left[i] and left[j]]


def answered_game(answers, displays=EXAMPLE_DISPLAYS):
    """The example's turn after ``answers`` (see ``answer_moves``), replayed by the engine with the first hand
    (``candidate_hands``) that gives them, so that every rule is the engine's. ValueError naming the rule:
    a guess the engine refuses whatever the hand (Z4: the element just revealed; its ``reason`` is the engine's
    message), or answers no hand gives (Z5)."""
    moves = answer_moves(answers)
    for hand in candidate_hands(displays):
        state = example_game((), hand=hand, displays=displays)
        try:
            for move in moves:
                if move.startswith("guess") and state.phase == "guess":
                    try:
                        state = state.apply(move)
                    except IllegalAction as refusal:          # a guess's legality does not depend on the hand
                        error = ValueError(str(refusal))
                        error.reason = refusal.reason             # the engine's message, for a page to translate
                        raise error from None
                else:
                    state = state.apply(move)
        except IllegalAction:
            continue                                          # this hand cannot give these answers
        if state.phase == "guess" and len(state.view(None)["guesses"]) == len(answers):
            return state
    raise ValueError("Z5: no pair of cards the Oracle may hold gives these answers")


def within(exact, measured, samples, sigmas=4.5):
    """True when every frequency is within ``sigmas`` standard errors of its exact probability (0 stays 0)."""
    for card, p in exact.items():
        if p == 0:
            if measured[card] != 0:
                return False
        elif abs(measured[card] - float(p)) > sigmas * math.sqrt(float(p) * (1 - float(p)) / samples):
            return False
    return True


# --- 4. by chance or by information -----------------------------------------------------------------
STRATEGIES = ("hit", "information")


def expected_guesses(state, strategy="hit"):
    """Exact expected number of guesses until a card is found, from ``state``, always guessing by ``strategy``.

    The Oracle reveals at random when it may choose. Each answer's probability comes from the exact
    posterior, so the expectation is over the Oracle's hand and its choices.
    """
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy is one of {', '.join(STRATEGIES)}, not {strategy!r}")
    return _expected(state.view(None), strategy, {}, 0)


MAX_DEPTH = 40      # no strategy here needs so many guesses: a guard against a loop, not a limit of the game


def _expected(view, strategy, memo, depth):
    key = tuple((g["guess"], g["answer"], g["revealed"]) for g in view["guesses"])
    if key not in memo:
        if depth > MAX_DEPTH:
            raise RuntimeError(f"the {strategy} strategy does not find a card within {MAX_DEPTH} guesses")
        d = deduction.posterior(view, "random")
        guess, _ = d.best_guess(strategy)
        total = Fraction(1)
        for answer, p in d.answers(guess).items():
            if answer != "match":
                entry = {"player": view["current_player"], "guess": guess,
                         "answer": "nothing" if answer == "nothing" else "reveal",
                         "revealed": None if answer == "nothing" else answer}
                after = dict(view, guesses=view["guesses"] + [entry], restriction=entry["revealed"])
                total += p * _expected(after, strategy, memo, depth + 1)
        memo[key] = total
    return memo[key]


class GuessRun(NamedTuple):
    """What a simulation of ``turns`` turns measured: the mean number of guesses and its standard deviation."""

    strategy: str
    turns: int
    mean: float
    sd: float


def simulate_guesses(state, strategy="hit", turns=1000, seed=1):
    """``GuessRun`` over ``turns`` fresh deals from the start of ``state``'s turn (same displays, ``turn_player``)."""
    play = turn_player(state, strategy)
    rng = random.Random(seed)
    counts = [play(rng) for _ in range(turns)]
    mean = sum(counts) / turns
    sd = math.sqrt(sum((c - mean) ** 2 for c in counts) / (turns - 1)) if turns > 1 else 0.0
    return GuessRun(strategy, turns, mean, sd)


def turn_player(state, strategy="hit"):
    """``play(rng)``: one turn dealt afresh from the start of ``state``'s turn (same displays) and played by the
    engine, every guess the best by ``strategy``, the Oracle choosing at random when it may; returns the number
    of guesses until a card was found."""
    view = state.view(None)
    if view["guesses"]:
        raise ValueError("simulate from the start of a turn")
    displays = [card for display in view["displays"] for card in display]
    unseen = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    for card in displays:
        unseen.remove(card)

    def play(rng):
        rng.shuffle(unseen)
        game = new_game("yozu", players=state.players, seed=rng.randrange(2**31), deck=displays + unseen,
                        first_player=view["oracle"])
        guesses = 0
        while game.phase != "place":
            if game.phase == "answer":
                answers = game.legal_actions()
                # The Oracle chooses at random when it may (a forced answer draws nothing from rng).
                game = game.apply(answers[0] if len(answers) == 1 else rng.choice(answers))
                continue
            guess, _ = deduction.posterior(game.view(game.current_player), "random").best_guess(strategy)
            game = game.apply(f"guess {guess}")
            guesses += 1
        return guesses
    return play


def guess_counts(state, strategy="hit", seed=1):
    """Endless seeded chunks of ``turn_player`` outcomes: the guesses each fresh turn needed to find a card."""
    return sample_chunks(turn_player(state, strategy), seed)


# --- Monty Hall, with the Oracle as the host ------------------------------------------------------------------
# Three cards face down, one of them the card sought (``MONTY_CARDS[0]``). The student picks one; the Oracle turns
# over one of the two others; the student keeps their card or switches to the last one. A "hide" Oracle knows where
# the card sought is and never turns it over; a "random" Oracle turns one of the two others at random, and a game
# where it shows the card sought is void (not counted): what the turned card says depends on the host's rule.
MONTY_CARDS = ("tiger:summer", "carp:autumn", "dragonfly:spring")
MONTY_HOSTS = ("hide", "random")


def _monty_choices(prize, pick, host):
    """The cards the Oracle may turn over, each equally likely."""
    if host not in MONTY_HOSTS:
        raise ValueError(f"the Oracle is {' or '.join(map(repr, MONTY_HOSTS))}, not {host!r}")
    others = [card for card in range(3) if card != pick]
    return [card for card in others if card != prize] if host == "hide" else others


def monty_shown(prize, pick, host, rng):
    """The card (0 to 2) the Oracle turns over when the card sought is at ``prize`` and the student picked ``pick``."""
    return rng.choice(_monty_choices(prize, pick, host))


def monty_final(pick, shown, switch):
    """The card the student ends with: ``pick`` kept, or the one card neither picked nor shown."""
    return (3 - pick - shown) if switch else pick


def monty_exact(host, switch):
    """Exact P(the student ends with the card sought | the Oracle showed another), keeping or switching: every
    place of the card sought and every pick (1/3 each), every card the Oracle may turn (equally likely)."""
    won = shown_other = Fraction(0)
    for prize in range(3):
        for pick in range(3):
            choices = _monty_choices(prize, pick, host)
            for shown in choices:
                p = Fraction(1, 9 * len(choices))
                if shown != prize:
                    shown_other += p
                    won += p * (monty_final(pick, shown, switch) == prize)
    return won / shown_other


def monty_play(host, switch, rng):
    """One game that counts: True when the student, keeping or switching, ends with the card sought (void games,
    where a "random" Oracle shows it, are dealt again)."""
    while True:
        prize, pick = rng.randrange(3), rng.randrange(3)
        shown = monty_shown(prize, pick, host, rng)
        if shown != prize:
            return monty_final(pick, shown, switch) == prize


def monty_games(host, switch, seed=1):
    """Endless seeded chunks of ``monty_play`` outcomes."""
    return sample_chunks(lambda rng: monty_play(host, switch, rng), seed)
