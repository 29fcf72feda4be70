"""Yozu's search: worlds of the Oracle's cards drawn from the answers, played out by finders who see them.

At two players the guesser always finds a card, however many guesses it takes (nobody else guesses),
and the Oracle places the other: what a turn decides is *which* of the two cards each player gets
and where it goes. ``YozuSearch`` therefore searches the guesser's two decisions at two players:

- **Guess.** The candidates are the cards that may be in the Oracle's hand, plus, while more than one
  pair is possible, the safe question: the allowed card in neither possible pair whose answer tells
  most (``cardlib.yozu.deduction``'s expected information), at most ``PROBES`` guesses a turn. A world
  is a pair drawn from the exact posterior of the answers (the Oracle revealing at random) and a
  shuffled deck; in it a candidate that names one of the pair takes that card, and one that misses
  (the safe question always) lets the guesser take the better card of the two, as in the playouts,
  so the safe question comes first among equals. The pair known, no question is asked (unless the
  answer just given bars one of its cards, Z4): a card of the pair is named at once.
- **Keep or swap.** Every placement, in worlds where the Oracle's other card is drawn from the
  posterior (the pairs holding the card found).

Each world is played to the end of the round on plain lists (``play_round``), both players following
``choose_take``: the finder sees the Oracle's two cards and takes the card and placement after which
its display is nearest a YOZUKA or YOZUMI against its rival's (the greedy bot's ``placement_score``
with the Oracle's card placed too). That is how a guesser plays who asks safe questions until it
knows the pair; random play-outs of some 170 moves cost too much to tell sixteen guesses apart.
A candidate's value is the win share of the round (1 a win, 0 a loss or a round nobody wins), ties
broken by the margin (+1, 0, -1), then by the turns lasted before a loss. The Oracle's answers, and every decision at more than two players, keep the
random play-outs of ``YozuPlayouts`` (greedy's move unless another is clearly better).
"""

from ..text import i18n
from . import deduction
from ..state import seeded_random
from .rules import KIND_OF, KINDS, bits_words
from ..bots.search import MIN_WORLDS, Playouts, Rank, default_budget, standard_error

PROBES = 12           # a guesser's guesses in one turn after which it asks no more safe questions
BIT = [1 << k for k in KINDS]
WIN = 100          # a completed display outweighs any amount of progress (the greedy bot weighs it so too)
# The eight ways to win (Z7): a season's four animals, an animal's four seasons, as bit masks of kinds.
LINES = ([sum(BIT[a * 4 + s] for a in range(4)) for s in range(4)]
         + [sum(BIT[a * 4 + s] for s in range(4)) for a in range(4)])


class YozuPlayouts(Playouts):
    """Yozu by random play-outs: a guesser's worlds hold an Oracle hand drawn from the answers' posterior."""

    def world(self, state, player, rng):
        world = super().world(state, player, rng)
        if player == world.oracle or len(world.hand) != 2 or world.found is not None:
            return world
        view = state.view(player)
        if not view["guesses"]:
            return world                                 # no answer yet: the blind deal is exact
        pairs = deduction.posterior(view, "random").pairs          # {(name, name): chance}
        chosen = rng.choices(list(pairs), weights=[float(p) for p in pairs.values()])[0]
        pool = world.pile + world.hand
        chosen = [KIND_OF[name] for name in chosen]
        for kind in chosen:
            pool.remove(kind)
        hand = list(chosen)
        rng.shuffle(hand)
        world.hand, world.pile = hand, pool
        return world


def progress(mask):
    """The most cards of one winning line a display (bit mask of kinds) holds, 0 to 4: the greedy bot's
    ``progress`` and the engine's ``completed`` (Z7) on bits, for the play-outs' inner loop."""
    return max((mask & line).bit_count() for line in LINES)


def mask_of(display):
    """The bit mask of the kinds in ``display`` (a list of kinds)."""
    mask = 0
    for kind in display:
        mask |= BIT[kind]
    return mask


def placements(displays, finder, card):
    """Every placement of ``card`` by ``finder``: (None, None) to keep it, or (player, kind) to swap."""
    yield None, None
    for p, display in enumerate(displays):
        if p != finder:
            for kind in set(display):
                yield p, kind


def placed(displays, finder, card, where):
    """(finder's new display, the other changed player or None, their new display)."""
    p, kind = where
    if p is None:
        return displays[finder] + [card], None, None
    other = list(displays[p])
    other[other.index(kind)] = card
    return displays[finder] + [kind], p, other


def judge(displays, finder, oracle, card, where, other_card):
    """Z7 after ``finder`` places ``card`` at ``where`` and the Oracle adds ``other_card`` (None: not yet
    known): (winner or None, the finder's score: its progress minus its best rival's, a win ``WIN``)."""
    mine, p, theirs = placed(displays, finder, card, where)
    masks = [mask_of(d) for d in displays]
    masks[finder] = mask_of(mine)
    if p is not None:
        masks[p] = mask_of(theirs)
    if progress(masks[finder]) == 4:
        return finder, WIN
    if p is not None and progress(masks[p]) == 4:
        return p, -WIN
    if other_card is not None:
        masks[oracle] |= BIT[other_card]
        if progress(masks[oracle]) == 4:
            return oracle, -WIN
    rival = max(progress(m) for q, m in enumerate(masks) if q != finder)
    return None, progress(masks[finder]) - rival


def best_placement(displays, finder, oracle, card, other_card):
    """The finder's placement of ``card`` with the best ``judge`` score (the first of equals)."""
    best = None
    for where in placements(displays, finder, card):
        score = judge(displays, finder, oracle, card, where, other_card)[1]
        if best is None or score > best[0]:
            best = (score, where)
    return best[1]


def choose_take(displays, finder, oracle, hand):
    """The finder who sees the Oracle's ``hand``: (card, placement) with the best ``judge`` score."""
    best = None
    for i, card in enumerate(hand):
        other = hand[1 - i] if len(hand) == 2 else None
        for where in placements(displays, finder, card):
            score = judge(displays, finder, oracle, card, where, other)[1]
            if best is None or score > best[0]:
                best = (score, card, where)
    return best[1], best[2]


def finish_turn(displays, finder, oracle, card, where, other_card):
    """Apply a placement and the Oracle's card (Z6, Z7) to ``displays`` in place: the winner or None."""
    mine, p, theirs = placed(displays, finder, card, where)
    displays[finder] = mine
    if p is not None:
        displays[p] = theirs
    for q in (finder, p):
        if q is not None and progress(mask_of(displays[q])) == 4:
            return q
    displays[oracle] = displays[oracle] + [other_card]
    return oracle if progress(mask_of(displays[oracle])) == 4 else None


def play_round(displays, pile, oracle, rng):
    """Play the round from a new turn to its end: (the winner, or None when the deck runs out (Z3), the
    turns played). ``pile``'s top is its end; identical pairs go back and the pile is shuffled with ``rng``."""
    players = len(displays)
    turns = 0
    while True:
        turns += 1
        oracle = (oracle + 1) % players
        while True:
            if len(set(pile)) < 2:
                return None, turns
            first, second = pile.pop(), pile.pop()
            if first != second:
                break
            pile += [first, second]
            rng.shuffle(pile)
        finder = (oracle + 1) % players
        hand = (first, second)
        card, where = choose_take(displays, finder, oracle, hand)
        winner = finish_turn(displays, finder, oracle, card, where, hand[1] if card == hand[0] else hand[0])
        if winner is not None:
            return winner, turns


def kinds(names):
    """Kinds of a list of notations."""
    return [KIND_OF[name] for name in names]


class YozuSearch(YozuPlayouts):
    """Yozu's search (see the module docstring); random play-outs where it does not apply."""

    def applies(self, view):
        """True for the decisions searched here: the guesser's guess and placement at two players."""
        return view["players"] == 2 and view["phase"] in ("guess", "place")

    def baseline(self, view):
        """Whether the bot keeps greedy's move unless another is clearly better (the random play-outs)."""
        return not self.applies(view)

    def evaluate(self, state, view, rng, budget=None):
        """(ranks in the order of the candidates, header messages) for the player to move."""
        self._asked, self._several, self._lasted = None, False, {}
        if not self.applies(view):
            return super().evaluate(state, view, rng, budget)
        budget = default_budget(self.game, view["players"]) if budget is None else budget
        me = view["current_player"]
        d = deduction.posterior(view, "random")
        pairs = [tuple(kinds(pair)) for pair in d.pairs]
        self._several = len(pairs) > 1
        weights = [float(p) for p in d.pairs.values()]
        unseen = deduction.unseen_copies(view)
        displays = [kinds(display) for display in view["displays"]]
        if view["phase"] == "place":
            found = KIND_OF[view["found"]]
            unseen[found] -= 1
            moves = list(view["legal_actions"])
            header = [i18n.Message("bot.search.yozu.place_worlds", n=max(MIN_WORLDS, budget // len(moves)),
                                   cards=i18n.Message("bot.search.yozu.pairs_possible", n=len(pairs)))]
        else:
            found = None
            cards = d.cards()
            moves = [f"guess {name}" for name in d.allowed() if cards[name] > 0]
            probe = self._probe(view, d, cards)
            header = [i18n.Message("bot.search.yozu.worlds", n=max(MIN_WORLDS, budget // 2),
                                   pairs=i18n.Message("bot.search.yozu.pairs_allowed", n=len(pairs)))]
            if probe:
                self._asked = f"guess {probe[0]}"
                moves.append(self._asked)
                header.append(i18n.Message("bot.search.yozu.probe", card=probe[0], bits=bits_words(probe[1])))
        if found is None:
            ranks = self._guesses(displays, unseen, view["oracle"], me, pairs, weights, moves, budget, rng)
        else:
            ranks = self._placements(displays, unseen, view["oracle"], me, pairs, weights, found, moves, budget, rng)
        return ranks, header

    def order(self, rank):
        """Best first: win share, then margin, then the turns lasted before losing (a lost position is
        lost as late as can be, in case the rival errs); among equals, the safe question first while
        several pairs are possible, else last (a card known to be there is taken at once)."""
        asked_first = self._several
        return (-rank.value, -rank.margin, -self._lasted.get(rank.move, 0),
                (rank.move != self._asked) == asked_first)

    def _ranks(self, sums, worlds):
        """Ranks from the sums; the turns lasted before a loss or draw kept for ``order``."""
        self._lasted = {m: s[3] / worlds for m, s in sums.items()}
        return [Rank(m, s[0] / worlds, worlds, s[0] / worlds, s[2] / worlds, standard_error(s[0], s[1], worlds))
                for m, s in sums.items()]

    @staticmethod
    def _rest(displays, pile, oracle, seed, winner):
        """(winner, turns): the round after this turn, played out from ``seed`` unless ``winner`` ended it."""
        if winner is not None:
            return winner, 0
        rest = list(pile)
        roll = seeded_random(seed)
        roll.shuffle(rest)
        return play_round(displays, rest, oracle, roll)

    def _worlds(self, pairs, weights, unseen, found, rng):
        """One world: (the Oracle's pair, the deck shuffled later from the seed drawn here)."""
        pair = rng.choices(pairs, weights=weights)[0]
        pile = [k for k in KINDS for _ in range(unseen[k])]
        for k in pair:
            if k != found:
                pile.remove(k)
        return pair, pile, rng.getrandbits(64)

    def _guesses(self, displays, unseen, oracle, me, pairs, weights, moves, budget, rng):
        """Each guess's ranks: in a world, a guess naming a card of the pair takes it; any other (the safe
        question always) goes on to take the card of the two that plays out better. Two play-outs a world."""
        worlds = max(MIN_WORLDS, budget // 2)
        sums = {m: [0.0, 0.0, 0.0, 0] for m in moves}    # share, share², margin, turns until a loss or draw
        guessed = {m: KIND_OF[m.split()[1]] for m in moves}
        for _ in range(worlds):
            pair, pile, seed = self._worlds(pairs, weights, unseen, None, rng)
            taken = {}
            for i, card in enumerate(pair):
                other = pair[1 - i]
                copy = [list(d) for d in displays]
                where = best_placement(copy, me, oracle, card, other)
                winner = finish_turn(copy, me, oracle, card, where, other)
                winner, turns = self._rest(copy, pile, oracle, seed, winner)
                taken[card] = (winner == me, 0 if winner is None else (1 if winner == me else -1), turns)
            better = max(taken.values())
            for m in moves:
                won, margin, turns = taken.get(guessed[m], better)
                s = sums[m]
                s[0] += won
                s[1] += won
                s[2] += margin
                s[3] += 0 if won else turns
        return self._ranks(sums, worlds)

    def _placements(self, displays, unseen, oracle, me, pairs, weights, found, moves, budget, rng):
        """Each placement's ranks, played out in the same worlds (the Oracle's other card drawn)."""
        worlds = max(MIN_WORLDS, budget // len(moves))
        sums = {m: [0.0, 0.0, 0.0, 0] for m in moves}
        for _ in range(worlds):
            pair, pile, seed = self._worlds(pairs, weights, unseen, found, rng)
            other = pair[1] if pair[0] == found else pair[0]
            for m in moves:
                where = (None, None) if m == "keep" else (int(m.split()[1]), KIND_OF[m.split()[2]])
                copy = [list(d) for d in displays]
                winner = finish_turn(copy, me, oracle, found, where, other)
                winner, turns = self._rest(copy, pile, oracle, seed, winner)
                won = winner == me
                s = sums[m]
                s[0] += won
                s[1] += won
                s[2] += 0 if winner is None else (1 if won else -1)
                s[3] += 0 if won else turns
        return self._ranks(sums, worlds)

    @staticmethod
    def _probe(view, d, cards):
        """(card, bits): the safe question, the allowed card in no possible pair that tells most, or None.
        Asked while more than one pair is possible and it tells something, or, the pair known, while the
        answer just given bars one of its cards (Z4: the next answer lifts that bar); never after
        ``PROBES`` guesses this turn."""
        if len(view["guesses"]) >= PROBES:
            return None
        allowed = d.allowed()
        safe = [name for name in allowed if cards[name] == 0]
        if not safe:
            return None
        best = max(safe, key=lambda name: (d.information(name), -KIND_OF[name]))
        if len(d.pairs) > 1:
            bits = d.information(best)
            return (best, bits) if bits > 1e-9 else None
        barred = any(p > 0 and name not in allowed for name, p in cards.items())
        return (best, 0.0) if barred else None
