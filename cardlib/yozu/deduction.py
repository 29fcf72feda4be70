"""Yozu deduction: what the public information says about the Oracle's two hidden cards, exactly.

From a view of the game (public fields only: every display, the deck's known composition, this
turn's guesses and answers, the restriction in force), ``posterior(view, model)`` gives the
probability of each unordered pair of card kinds the Oracle may hold, as ``fractions.Fraction``.

The model:
- The Oracle's two cards are the top two of a well-shuffled deck, redrawn while identical (Z3).
  The cards not in any display are the deck plus the Oracle's hand, so a pair of different kinds
  a, b has prior weight ``copies_a * copies_b`` (copies not yet seen, 0 to 2).
- Each answer is certain given the hand (Z5), except when both named elements are present:
  then the Oracle chooses, and the model says how.
  ``"random"``: either element with probability 1/2.
  ``"hide"``: the element that leaves more pairs consistent with the answer, among the pairs
  still possible before it (1/2 each on a tie): the Oracle giving away as little as it can.
  Or any function ``model(pair, guess, possible) -> probability of revealing the guess's animal``
  (``pair``: the two notations; ``possible``: the frozenset of pairs possible before this answer).
- A hit ends the turn and the Oracle then places its other card face up, so after a hit
  nothing about this hand is left unknown (used by ``information``).

The Oracle answers every guess that finds no card as its own move, forced or not (decision Z5),
so a view waiting for an answer says nothing about the hand; this module uses answers only.
"""

import math
from fractions import Fraction

from .rules import ANIMALS, COPIES, ELEMENTS, KIND_OF, KINDS, NAMES, SEASONS

MODELS = ("random", "hide")
HALF = Fraction(1, 2)

_ANIMAL = [k // 4 for k in KINDS]
_SEASON = [k % 4 for k in KINDS]
_PAIRS = [(a, b) for a in KINDS for b in KINDS if a < b]
_ELEMENT_INDEX = {**{e: ("animal", i) for i, e in enumerate(ANIMALS)},
                  **{e: ("season", i) for i, e in enumerate(SEASONS)}}


def _has(pair, element):
    """True when one of the two kinds carries ``element``."""
    which, index = _ELEMENT_INDEX[element]
    table = _ANIMAL if which == "animal" else _SEASON
    return table[pair[0]] == index or table[pair[1]] == index


def unseen_copies(view):
    """Copies of each kind not in any display (the deck plus the Oracle's hand), by kind index."""
    counts = [COPIES] * len(KINDS)
    for display in view["displays"]:
        for card in display:
            counts[KIND_OF[card]] -= 1
    return counts


def _answer_factor(pair, guess, answer, revealed, p_animal):
    """P(this answer | the Oracle holds ``pair``); ``p_animal(pair)``: the chance of revealing the animal
    when both named elements are present (the Oracle's choice, Z5)."""
    a, b = pair
    hit = guess in (a, b)
    if answer == "match":
        return 1 if hit else 0
    if hit:
        return 0
    has_animal = _ANIMAL[a] == _ANIMAL[guess] or _ANIMAL[b] == _ANIMAL[guess]
    has_season = _SEASON[a] == _SEASON[guess] or _SEASON[b] == _SEASON[guess]
    if answer == "nothing":
        return 0 if has_animal or has_season else 1
    animal_named = revealed == ANIMALS[_ANIMAL[guess]]
    if not (has_animal if animal_named else has_season):
        return 0
    if not (has_animal and has_season):
        return 1
    p = p_animal(pair)
    return p if animal_named else 1 - p


def _random_model(guess, possible):
    return lambda pair: HALF


def _hide_model(guess, possible):
    # Pairs consistent with each answer as a fact: the element is there, the guess missed.
    animal_left = season_left = 0
    for other in possible:
        if guess in other:
            continue
        if _ANIMAL[other[0]] == _ANIMAL[guess] or _ANIMAL[other[1]] == _ANIMAL[guess]:
            animal_left += 1
        if _SEASON[other[0]] == _SEASON[guess] or _SEASON[other[1]] == _SEASON[guess]:
            season_left += 1
    p = HALF if animal_left == season_left else Fraction(int(animal_left > season_left))
    return lambda pair: p


def _caller_model(function):
    """A caller's ``function(pair, guess, possible)`` over notations, as a model over kind indices."""
    def prepare(guess, possible):
        named = frozenset((NAMES[a], NAMES[b]) for a, b in possible)

        def p_animal(pair):
            p = Fraction(function((NAMES[pair[0]], NAMES[pair[1]]), NAMES[guess], named))
            if not 0 <= p <= 1:
                raise ValueError(f"the model gave {p} as a probability for {NAMES[pair[0]]}+{NAMES[pair[1]]}")
            return p
        return p_animal
    return prepare


def _model_function(model):
    """(name, prepare): ``prepare(guess, possible)`` gives the ``p_animal(pair)`` of one answer."""
    if model == "random":
        return "random", _random_model
    if model == "hide":
        return "hide", _hide_model
    if callable(model):
        return getattr(model, "__name__", "custom"), _caller_model(model)
    raise ValueError(f"unknown Oracle model {model!r}; choose {' or '.join(map(repr, MODELS))}, or pass a function")


def posterior(view, model="random"):
    """The ``Deduction`` about the Oracle's hand in ``view`` (any player's view, or None's) under ``model``."""
    if view.get("game") != "yozu":
        raise ValueError("posterior needs a view of a yozu game")
    if view["is_over"] or view["phase"] == "over" or view["oracle_cards"] == 0 and view["found"] is None:
        raise ValueError("no turn is in progress: the Oracle holds no hidden cards")
    name, choose = _model_function(model)
    copies = unseen_copies(view)
    if view["found"] is not None:
        copies[KIND_OF[view["found"]]] += 1          # the found card left the hand but is in no display yet
    weights = {}
    for pair in _PAIRS:
        w = copies[pair[0]] * copies[pair[1]]
        if w:
            weights[pair] = Fraction(w)
    for entry in view["guesses"]:
        guess = KIND_OF[entry["guess"]]
        p_animal = choose(guess, frozenset(weights))
        updated = {}
        for pair, w in weights.items():
            factor = _answer_factor(pair, guess, entry["answer"], entry["revealed"], p_animal)
            if factor:
                updated[pair] = w if factor == 1 else w * factor
        weights = updated
    total = sum(weights.values())
    if not total:
        raise ValueError("these answers are impossible under the model; no pair of cards explains them")
    pairs = {pair: w / total for pair, w in weights.items()}
    revealed = [g["revealed"] for g in view["guesses"] if g["answer"] == "reveal"]
    return Deduction(name, pairs, revealed, view["restriction"], choose)


def reveal_chances(view, model="random"):
    """{answer: probability} for the guess the Oracle must answer now (view["pending_guess"], Z5).

    Where the view shows the Oracle's cards (its own view, or None's), the answer is exact: a
    forced answer has probability 1 (``{"tiger": 1}`` or ``{"nothing": 1}``), and a choice between
    the two named elements follows ``model``. Where it does not, the chances are the model's for
    an Oracle that has the choice. A caller's model needs the Oracle's cards, else ValueError.
    """
    pending = view.get("pending_guess")
    if pending is None:
        raise ValueError("the Oracle has no guess to answer now")
    guess = KIND_OF[pending]
    hand = view.get("hand")
    if hand and len(hand) == 2:
        forced = _forced_answer(tuple(KIND_OF[c] for c in hand), guess)
        if forced is not None:
            return {forced: Fraction(1)}
    if model == "random":
        return {ANIMALS[_ANIMAL[guess]]: HALF, SEASONS[_SEASON[guess]]: HALF}
    _, choose = _model_function(model)
    support = posterior(view, model)._pairs
    if hand and len(hand) == 2:
        pair = tuple(sorted(KIND_OF[c] for c in hand))
    elif callable(model) and model not in MODELS:
        raise ValueError("a caller's model needs the Oracle's view, which shows its cards")
    else:
        pair = next(iter(support))
    p_animal = Fraction(choose(guess, frozenset(support))(pair))
    return {ANIMALS[_ANIMAL[guess]]: p_animal, SEASONS[_SEASON[guess]]: 1 - p_animal}


def _forced_answer(pair, guess):
    """The only answer the Oracle holding ``pair`` may give to ``guess`` (an element, or "nothing"),
    or None when both named elements are present and it chooses (Z5)."""
    has_animal = _ANIMAL[pair[0]] == _ANIMAL[guess] or _ANIMAL[pair[1]] == _ANIMAL[guess]
    has_season = _SEASON[pair[0]] == _SEASON[guess] or _SEASON[pair[1]] == _SEASON[guess]
    if has_animal and has_season:
        return None
    if has_animal:
        return ANIMALS[_ANIMAL[guess]]
    return SEASONS[_SEASON[guess]] if has_season else "nothing"


class Deduction:
    """The exact posterior over the Oracle's pair, and what follows from it (see the module docstring)."""

    def __init__(self, model, pairs, revealed, restriction, choose):
        self.model = model
        self._pairs = pairs                       # {(kind a, kind b): Fraction}, a < b, p > 0
        self.pairs = {(NAMES[a], NAMES[b]): p for (a, b), p in pairs.items()}
        self.revealed = list(revealed)
        self.restriction = restriction
        self._choose = choose
        self._floats = {pair: float(p) for pair, p in pairs.items()}
        self._cards = None
        self._entropy = None

    def __repr__(self):
        return f"<yozu deduction ({self.model}): {len(self.pairs)} pairs possible>"

    def cards(self):
        """{notation: P(that card is in the Oracle's hand)} for the 16 kinds."""
        if self._cards is None:
            totals = [Fraction(0)] * len(KINDS)
            for (a, b), p in self._pairs.items():
                totals[a] += p
                totals[b] += p
            self._cards = {NAMES[k]: totals[k] for k in KINDS}
        return dict(self._cards)

    def card(self, name):
        """P(the card ``name`` is in the Oracle's hand)."""
        return self.cards()[_notation(name)]

    def elements(self):
        """{element: P(one of the Oracle's cards carries it)} for the 4 animals and 4 seasons."""
        return {e: sum((p for pair, p in self._pairs.items() if _has(pair, e)), Fraction(0)) for e in ELEMENTS}

    def element(self, element):
        """P(one of the Oracle's cards carries ``element``)."""
        if element not in _ELEMENT_INDEX:
            raise ValueError(f"unknown element {element!r}; the elements are {', '.join(ELEMENTS)}")
        return sum((p for pair, p in self._pairs.items() if _has(pair, element)), Fraction(0))

    def hit(self, guess):
        """P(guessing ``guess`` finds one of the Oracle's cards)."""
        return self.card(guess)

    def allowed(self):
        """The guesses allowed now: every card not naming the element just revealed (Z4)."""
        barred = self.restriction
        return [name for name in NAMES if barred is None or barred not in name.split(":")]

    def entropy(self):
        """The uncertainty left about the pair, in bits."""
        if self._entropy is None:
            self._entropy = _entropy(self._floats.values())
        return self._entropy

    def answers(self, guess):
        """{answer: exact probability} for ``guess``: 'match', 'nothing', or the element revealed."""
        kind = KIND_OF[_notation(guess)]
        p_animal = self._choose(kind, frozenset(self._pairs))
        animal, season = ANIMALS[_ANIMAL[kind]], SEASONS[_SEASON[kind]]
        chances = {}
        for pair, p in self._pairs.items():
            for answer, revealed in (("match", None), ("nothing", None), ("reveal", animal), ("reveal", season)):
                factor = _answer_factor(pair, kind, answer, revealed, p_animal)
                if factor:
                    chances[revealed or answer] = chances.get(revealed or answer, 0) + p * factor
        return chances

    def _split(self, kind):
        """The posterior split by the answer ``kind`` would get: {answer: {pair: joint probability}}, in floats.

        The same case analysis as ``_answer_factor``, done in one pass per pair (it runs for every
        guess on every redraw)."""
        p_animal = self._choose(kind, frozenset(self._pairs))
        animal, season = ANIMALS[_ANIMAL[kind]], SEASONS[_SEASON[kind]]
        a_index, s_index = _ANIMAL[kind], _SEASON[kind]
        groups = {"match": {}, "nothing": {}, animal: {}, season: {}}
        match, nothing, by_animal, by_season = (groups[k] for k in ("match", "nothing", animal, season))
        for pair, p in self._floats.items():
            a, b = pair
            if a == kind or b == kind:
                match[pair] = p
                continue
            has_animal = _ANIMAL[a] == a_index or _ANIMAL[b] == a_index
            has_season = _SEASON[a] == s_index or _SEASON[b] == s_index
            if has_animal and has_season:
                q = float(p_animal(pair))
                if q:
                    by_animal[pair] = p * q
                if q != 1:
                    by_season[pair] = p * (1 - q)
            elif has_animal:
                by_animal[pair] = p
            elif has_season:
                by_season[pair] = p
            else:
                nothing[pair] = p
        return {answer: group for answer, group in groups.items() if group}

    def information(self, guess):
        """The expected drop of uncertainty (bits) from asking ``guess``; a hit leaves none (see the module)."""
        after = 0.0
        for answer, group in self._split(KIND_OF[_notation(guess)]).items():
            mass = sum(group.values())
            if answer != "match" and mass > 0:
                after += mass * _entropy(p / mass for p in group.values())
        return max(0.0, self.entropy() - after)

    def best_guess(self, by="hit"):
        """(guess, value): the allowed guess with the highest hit chance (``by="hit"``) or information."""
        if by == "hit":
            score = self.cards().__getitem__
        elif by == "information":
            score = self.information
        else:
            raise ValueError(f"best_guess by 'hit' or 'information', not {by!r}")
        cards = self.cards()
        # Ties go to the likelier hit (with nothing left to learn, the sure card), then notation order.
        best = max(self.allowed(), key=lambda name: (score(name), cards[name], -KIND_OF[name]))
        return best, score(best)


def _entropy(probabilities):
    return -sum(p * math.log2(p) for p in probabilities if p > 0)


def _notation(name):
    key = str(name).strip().lower()
    if key not in KIND_OF:
        raise ValueError(f"unknown card {name!r}; cards are written animal:season, e.g. tiger:summer")
    return key
