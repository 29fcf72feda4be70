"""The perfect-information search behind ``cardlib.woo.solver``: compact positions and negamax.

A position is a plain tuple (see ``FIELDS``): the phase, the player to act, both hands as 24-bit
masks, the stock top first, the face-up trump card, the closed flag, who closed and whether their
opponent had a trick then, both players' points and tricks, the card led and the marriage
announced for this trick. Cards are ints as in ``cardlib.woo.cards``; -1 stands for "none".

``Solver.value(pos)`` is the exact minimax value in Woo for the player to act, both players seeing
every card: negamax with alpha-beta over a transposition table of bounds, every action the rules
give (W3-W10), and the Woo of ``cardlib.woo.round_woo``. Reductions, each exact:

- Once the stock is closed or exhausted nobody draws or exchanges again (W4, W6, W7), so the
  position forgets the stock and the trump card.
- A marriage that scores nothing (closed phase, or no trick won yet: W8) only restricts the lead,
  so below the root it is not searched: it cannot do better than leading freely.
- "Victoire !" ends the round: its value is computed on the spot (a bound for the player to act).
  A player with 66 or more who closed, or when nobody closed, does best to call it at once: the
  opponent's tricks and points only grow, so any later win scores no more (W12, W13).

``Solver.rollout(pos)`` is minimax only from the moment the stock is closed or exhausted: until then
both players follow fixed rules of thumb, every card known; the search bot uses it before the stock
closes.
"""

from .rules import round_woo
from .cards import (KING, LAST_TRICK_BONUS, MARRIAGE_POINTS, NOTATION, QUEEN, SUITS, TRUMP_MARRIAGE_POINTS, VALUES,
                    VICTORY_POINTS, ZERO, parse_card)

LEAD, FOLLOW, AFTER_TRICK, LAST = 0, 1, 2, 3
PHASES = {"lead": LEAD, "follow": FOLLOW, "after_trick": AFTER_TRICK, "last": LAST}
FIELDS = ("phase", "player", "hand0", "hand1", "stock", "trump_card", "closed", "closer",
          "closer_opp_had_trick", "points0", "points1", "tricks0", "tricks1", "lead", "married")
(PHASE, PLAYER, H0, H1, STOCK, TCARD, CLOSED, CLOSER, COT, P0, P1, T0, T1, LED, MARRIED) = range(len(FIELDS))

# Action codes below the root: a card played (0-23), a marriage (24 + suit), and the others.
MARRY_BASE, CLOSE, DRAW, EXCHANGE, VICTORY, END = 24, 28, 29, 30, 31, 32
INF = 100
SUIT_MASK = tuple(0b111111 << (6 * s) for s in range(4))
# Above each card, the stronger cards of its suit (W3).
ABOVE = tuple(SUIT_MASK[c // 6] & ~((1 << (c + 1)) - 1) for c in range(24))
ACES = sum(1 << (s * 6 + 5) for s in range(4))


_HALF = tuple(tuple(c for c in range(12) if m >> c & 1) for m in range(1 << 12))
_HIGH = tuple(tuple(c + 12 for c in half) for half in _HALF)


def cards_of(mask):
    """The cards of a bitmask, in card order (a new list)."""
    return [*_HALF[mask & 0xFFF], *_HIGH[mask >> 12]]


def mask_of(cards):
    """The bitmask of an iterable of card ints."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def notation_of(code):
    """The notation of an action code."""
    if code < MARRY_BASE:
        return f"play {NOTATION[code]}"
    if code < CLOSE:
        return f"marry {SUITS[code - MARRY_BASE]}"
    return {CLOSE: "close", DRAW: "draw", EXCHANGE: "exchange", VICTORY: "victory", END: "end"}[code]


def code_of(notation):
    """The action code of a notation ('play QS', 'marry H', 'close', ...)."""
    words = notation.split()
    if words[0] == "play":
        return parse_card(words[1])
    if words[0] == "marry":
        return MARRY_BASE + SUITS.index(words[1].upper())
    return {"close": CLOSE, "draw": DRAW, "exchange": EXCHANGE, "victory": VICTORY, "end": END}[words[0]]


def position_from_view(view, opponent_hand, stock):
    """The compact position of ``view`` (the player to act's) completed by the opponent's hand and
    the stock (top first), both in notation."""
    me = view["current_player"]
    hands = [0, 0]
    hands[me] = mask_of(parse_card(c) for c in view["hand"])
    hands[1 - me] = mask_of(parse_card(c) for c in opponent_hand)
    closed = bool(view["closed"])
    stock_cards = () if closed else tuple(parse_card(c) for c in stock)
    tcard = -1 if closed or view["trump_card"] is None else parse_card(view["trump_card"])
    closer = -1 if view["closer"] is None else view["closer"]
    trick = view["trick"]
    married = view["marriage_announced"]
    return (PHASES[view["phase"]], me, hands[0], hands[1], stock_cards, tcard, closed, closer,
            bool(view["closer_opponent_had_trick"]), view["points"][0], view["points"][1],
            view["tricks_won"][0], view["tricks_won"][1],
            parse_card(trick[0]["card"]) if trick else -1, -1 if married is None else SUITS.index(married))


class Solver:
    """Exact minimax over compact positions for one trump suit; keeps its transposition table
    between calls (positions of one round share it)."""

    def __init__(self, trump):
        self.trump = SUITS.index(trump) if isinstance(trump, str) else trump
        self.zero = self.trump * 6 + ZERO
        # Leads are tried cheap cards first in the open phase, strong ones first once closed.
        self._lead_order = tuple(100 * (c // 6 == self.trump) + VALUES[c] for c in range(24)).__getitem__
        self.tt = {}
        self.nodes = 0
        self._woo = {}
        self._victory = {}

    # --- terminal values ----------------------------------------------------------------------
    def _round_value(self, p, points, tricks, caller, closer, cot):
        key = (p, points, tricks, caller, closer, cot)
        v = self._woo.get(key)
        if v is None:
            winner, woo, _ = round_woo(list(points), list(tricks), caller, None if closer < 0 else closer,
                                       1 if cot else 0)
            v = 0 if winner is None else (woo if winner == p else -woo)
            self._woo[key] = v
        return v

    def victory_value(self, pos):
        """The Woo of "Victoire !" called now by the player to act (W9, W12, W13)."""
        key = pos[CLOSER:T1 + 1], pos[PLAYER]       # (closer, cot, points, tricks), the caller
        v = self._victory.get(key)
        if v is None:
            p = pos[PLAYER]
            v = self._victory[key] = self._round_value(p, (pos[P0], pos[P1]), (pos[T0], pos[T1]), p,
                                                       pos[CLOSER], pos[COT])
        return v

    def end_value(self, pos):
        """The Woo of ``end`` after the last trick, with the last-trick bonus when nobody closed (W10)."""
        p = pos[PLAYER]
        points = [pos[P0], pos[P1]]
        if pos[CLOSER] < 0:
            points[p] += LAST_TRICK_BONUS
        return self._round_value(p, tuple(points), (pos[T0], pos[T1]), None, pos[CLOSER], pos[COT])

    # --- moves ---------------------------------------------------------------------------------
    def children(self, pos, root=False):
        """(action code, next position) for each action but victory and end, best guesses first;
        below the root, marriages that score nothing are left out (see the module)."""
        return [(code, self.child(pos, code)) for code in self.moves(pos, root)]

    def moves(self, pos, root=False):
        """The action codes of ``children``, in the same order; the search builds a child only when
        it comes to it, since a cutoff often leaves the rest unvisited."""
        phase = pos[PHASE]
        if phase == FOLLOW:
            return self._follows(pos, pos[PLAYER])
        if phase == AFTER_TRICK:
            return [CLOSE, DRAW]
        if phase == LEAD:
            return self._leads(pos, pos[PLAYER], root)
        return []

    def child(self, pos, code):
        """The position after the player to act in ``pos`` takes action ``code`` (not victory or end)."""
        p = pos[PLAYER]
        if code < MARRY_BASE:
            return self._follow(pos, p, code) if pos[PHASE] == FOLLOW else self._lead(pos, p, code)
        if code < CLOSE:
            return self._marry(pos, p, code - MARRY_BASE, not pos[CLOSED] and pos[T0 + p] > 0)
        if code == CLOSE:
            return self._close(pos, p)
        if code == DRAW:
            return self._draw(pos, p)
        return self._exchange(pos, p)

    def _leads(self, pos, p, root):
        hand = pos[H0 + p]
        closed = pos[CLOSED]
        out = []
        married = pos[MARRIED]
        if married >= 0:
            cards = [c for c in (married * 6 + QUEEN, married * 6 + KING) if hand >> c & 1]
        else:
            cards = cards_of(hand)
            rightful = not closed and pos[T0 + p] > 0
            if rightful or root:
                for s in range(4):
                    if hand >> (s * 6 + QUEEN) & 1 and hand >> (s * 6 + KING) & 1:
                        out.append(MARRY_BASE + s)
        if not closed:
            if pos[TCARD] >= 0 and pos[T0 + p] > 0 and hand >> self.zero & 1:
                out.append(EXCHANGE)
            if pos[STOCK]:
                out.append(CLOSE)
            # Open phase: cheap cards first.
            cards.sort(key=self._lead_order)
        else:
            # Closed phase: strong cards first (they take tricks).
            cards.sort(key=self._lead_order, reverse=True)
        out += cards
        return out

    def _marry(self, pos, p, s, rightful):
        child = list(pos)
        child[MARRIED] = s
        if rightful:
            child[P0 + p] += TRUMP_MARRIAGE_POINTS if s == self.trump else MARRIAGE_POINTS
        return tuple(child)

    def _exchange(self, pos, p):
        child = list(pos)
        child[H0 + p] = pos[H0 + p] & ~(1 << self.zero) | (1 << pos[TCARD])
        child[TCARD] = self.zero
        return tuple(child)

    def _lead(self, pos, p, c):
        child = list(pos)
        child[PHASE] = FOLLOW
        child[PLAYER] = 1 - p
        child[H0 + p] = pos[H0 + p] & ~(1 << c)
        child[LED] = c
        child[MARRIED] = -1
        return tuple(child)

    def _close(self, pos, p):
        child = list(pos)
        child[PHASE] = LEAD
        child[CLOSED] = True
        child[CLOSER] = p
        child[COT] = pos[T1 - p] > 0
        child[STOCK] = ()
        child[TCARD] = -1
        return tuple(child)

    def _draw(self, pos, p):
        stock = pos[STOCK]
        child = list(pos)
        child[PHASE] = LEAD
        child[H0 + p] |= 1 << stock[0]
        if len(stock) > 1:
            child[H1 - p] |= 1 << stock[1]
            child[STOCK] = stock[2:]
        else:
            child[H1 - p] |= 1 << pos[TCARD]
            child[STOCK] = ()
            child[TCARD] = -1
            child[CLOSED] = True
        return tuple(child)

    def _allowed(self, pos, hand):
        """The cards of ``hand`` the follower may play (W5 in the closed phase), as a mask."""
        if not pos[CLOSED]:
            return hand
        lead = pos[LED]
        allowed = hand & SUIT_MASK[lead // 6]
        if allowed:
            return allowed & ABOVE[lead] or allowed
        return hand & SUIT_MASK[self.trump] or hand

    def _follow(self, pos, p, c):
        """The position after the follower ``p`` plays ``c``: the trick is won (W3)."""
        lead = pos[LED]
        wins = c > lead if c // 6 == lead // 6 else c // 6 == self.trump
        winner = p if wins else 1 - p
        child = list(pos)
        child[H0 + p] = pos[H0 + p] & ~(1 << c)
        child[LED] = -1
        child[P0 + winner] += VALUES[lead] + VALUES[c]
        child[T0 + winner] += 1
        child[PLAYER] = winner
        if pos[CLOSED]:
            child[PHASE] = LAST if not child[H0 + winner] else LEAD
        else:
            child[PHASE] = AFTER_TRICK
        return tuple(child)

    def _follows(self, pos, p):
        lead = pos[LED]
        lead_suit = lead // 6
        trump = self.trump
        scored = []
        for c in cards_of(self._allowed(pos, pos[H0 + p])):
            suit = c // 6
            wins = c > lead if suit == lead_suit else suit == trump
            # Cheap wins first, then cheap losses.
            scored.append((VALUES[c] + (10 if suit == trump else 0) + (0 if wins else 100), c))
        scored.sort()
        return [c for _, c in scored]

    # --- search ------------------------------------------------------------------------------
    def value(self, pos, alpha=-INF, beta=INF):
        """The minimax value of ``pos`` in Woo for its player to act (fail-soft within the window)."""
        self.nodes += 1
        p = pos[PLAYER]
        vic = self._victory.get((pos[CLOSER:T1 + 1], p))
        if vic is None:
            vic = self.victory_value(pos)
        if pos[PHASE] == LAST:
            return max(vic, self.end_value(pos))
        if vic == 3 or (pos[P0 + p] >= VICTORY_POINTS and pos[CLOSER] in (-1, p)):
            return vic
        entry = self.tt.get(pos)
        if entry is not None:
            lo, hi, best = entry
            if lo >= beta:
                return lo
            if hi <= alpha or lo == hi:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi, best = -INF, INF, None
        if vic >= beta:
            return vic
        a = max(alpha, vic)
        value, best_code = vic, VICTORY
        codes = self.moves(pos)
        if best is not None and best != VICTORY and codes[0] != best:
            codes.remove(best)
            codes.insert(0, best)
        child_of = self.child
        for code in codes:
            child = child_of(pos, code)
            if child[PLAYER] == p:
                v = self.value(child, a, beta)
            else:
                v = -self.value(child, -beta, -a)
            if v > value:
                value, best_code = v, code
                if v > a:
                    a = v
                    if a >= beta:
                        break
        if value <= alpha:
            hi = min(hi, value)
        elif value >= beta:
            lo = max(lo, value)
        else:
            lo = hi = value
        self.tt[pos] = (lo, hi, best_code)
        return value

    # --- rollouts ------------------------------------------------------------------------------
    def rollout(self, pos):
        """The Woo, for the player to act in ``pos``, of the round played by both players following
        fixed rules of thumb, every card known, while the stock is open, then solved exactly (``value``)
        from the moment it is closed or exhausted. Not minimax before that moment: the exact solve of
        a whole open phase takes seconds in Python. The rules of thumb are the greedy bot's: Victoire
        at 66; exchange; a marriage that scores; close when points plus trumps and aces reach 66,
        else draw; lead the cheapest card (trumps last); win a trick with the cheapest card of its
        suit that wins, trumping only a trick worth 10 points or more, else throw the cheapest card."""
        root = pos[PLAYER]
        while not pos[CLOSED]:
            p = pos[PLAYER]
            if pos[P0 + p] >= VICTORY_POINTS:
                v = self.victory_value(pos)
                return v if p == root else -v
            self.nodes += 1
            pos = self._rule_of_thumb(pos, p, pos[PHASE])
        v = self.value(pos)
        return v if pos[PLAYER] == root else -v

    def _cost(self, c):
        return VALUES[c] + (20 if c // 6 == self.trump else 0)

    def _cheapest(self, mask):
        return min(cards_of(mask), key=lambda c: (self._cost(c), c))

    def _rule_of_thumb(self, pos, p, phase):
        """The position after the choice of ``p`` by the greedy bot's rules (``cardlib.woo.bots``,
        in the same order), open phase only, Victoire at 66 being checked by ``rollout``."""
        hand = pos[H0 + p]
        trump = self.trump
        trumps = SUIT_MASK[trump]
        if phase == FOLLOW:
            lead = pos[LED]
            above = hand & ABOVE[lead]
            good = 0 if lead // 6 == trump else above
            if not good and VALUES[lead] >= 10:
                good = above | (0 if lead // 6 == trump else hand & trumps)
            return self._follow(pos, p, self._cheapest(good or hand))
        married = pos[MARRIED]
        if phase == LEAD:
            if pos[TCARD] >= 0 and pos[T0 + p] > 0 and hand >> self.zero & 1:
                return self._exchange(pos, p)
            if married < 0 and pos[T0 + p] > 0:
                pairs = [s for s in range(4) if hand >> (s * 6 + QUEEN) & 1 and hand >> (s * 6 + KING) & 1]
                if pairs:
                    return self._marry(pos, p, trump if trump in pairs else pairs[0], True)
        if pos[P0 + p] + sum(VALUES[c] for c in cards_of(hand & (trumps | ACES))) >= VICTORY_POINTS:
            return self._close(pos, p)
        if phase == AFTER_TRICK:
            return self._draw(pos, p)
        if married >= 0:
            return self._lead(pos, p, max(c for c in (married * 6 + QUEEN, married * 6 + KING) if hand >> c & 1))
        return self._lead(pos, p, self._cheapest(hand))

    def action_values(self, pos, legal):
        """The exact value, for the player to act, of each action in ``legal`` (notation)."""
        return self._root_values(pos, legal, self.value)

    def rollout_values(self, pos, legal):
        """The value, for the player to act, of each action in ``legal`` followed by a ``rollout``:
        exact for an action that closes the stock or takes its last card."""
        return self._root_values(pos, legal, self.rollout)

    def _root_values(self, pos, legal, evaluate):
        p = pos[PLAYER]
        children = dict(self.children(pos, root=True))
        values = {}
        for notation in legal:
            code = code_of(notation)
            if code == VICTORY:
                values[notation] = self.victory_value(pos)
            elif code == END:
                values[notation] = self.end_value(pos)
            else:
                child = children[code]
                v = evaluate(child)
                values[notation] = v if child[PLAYER] == p else -v
        return values
