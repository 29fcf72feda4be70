"""Yoyo (Hanno & Wilfried Kuhn, Amigo 1998): rules Y1-Y11 (docs/yoyo.md#rules), 2 to 6 players.

Players shed their 7 cards (Y2) onto one pile that goes up after a blue card and down after a red
one (Y3); yellows may always be laid and act: steal, skip, pass, redeal (Y1, Y8). Free play after
one's own card came back round (Y5), automatic drawing (Y6), series (Y7), two exhaustions of the
stock (Y9), a match of twice as many rounds as players (Y10) and the chained steals of the variant
(``variant=True``, Y11).

A **move** is one decision of the player to act: lay one card (``play B5``; ``play Y15 up`` where
Y4 gives the choice), lay a series (``play B5 B6 B7``), choose the direction after a drawn yellow
that Y4 lets its player orient (``up``, ``down``), take the cards of a steal (``steal 1 2``: player
indices from 0, in the order of the takes; ``steal 1`` at 2 players), or choose the card to pass
(``pass B5``). Drawing when unable (Y6), laying a drawn card that fits, skips, redeals and the
takes of a 2-player steal outside the variant are not decisions: they happen inside ``apply``.

Cards are ints (``cardlib.yoyo.cards``); the pile's direction is ``UP`` (1) or ``DOWN`` (-1), None
on the empty pile. Readings of the rules beyond RULES.md are in docs/yoyo.md#readings.
"""

import bisect

from ..text import i18n
from ..state import GameInfo, GameState, random_below, remembered_random_action, shuffle
from .cards import (ACTION, DIRECTION_NAMES, DOUBLED_IDS, DOWN, FACES, HAND_SIZE, IS_YELLOW, NOTATION, UP, VALUE,
                    WIN_POINTS, COLOUR, can_lay, check_deck, shuffled_deck)
from .moves import (ACCEPTS, CHOOSE, CHOOSE_KEY, DIRECTION, DRAWN_KEY, EVENT_FIELDS, FOLLOW, LAY_CHOSEN_KEY, LAY_KEY,
                    NEXTS, ORIENTABLE, OVER, PASS_ONE, PASSING, PLAY, PLAY_DOWN, PLAY_ONE, PLAY_UP, SERIES,
                    SERIES_COLOUR, SERIES_KEY, START_WAYS, STEALING, STEALS, WAY, YELLOWS, _PLAY_OF, Action,
                    steal_count)
from .notation import cards_words, move_words, parse_notation  # noqa: F401  (the protocol's)
from .yellows import YellowActions

_SERIES_KEYS = frozenset(SERIES_KEY.values())

# Each card is laid at most twice (the pile goes back into the stock once, Y9): 128 lays; at most
# 16 yellows x 2 direction choices, 8 steal cards x 1 steal decision (the variant's answers are
# lays), and 8 pass cards x 6 choices.
INFO = GameInfo("yoyo", min_players=2, max_players=6, default_players=4,
                notation_examples=("play B5", "play Y15 up", "play B5 B6 B7", "up", "steal 1 2", "pass B5"),
                version=1, max_moves=128 + 32 + 8 + 48)
# The hot paths of ``apply``: the engine's own single-card lays (card, Y4 direction) and passes (card).
_SINGLE_LAYS = {id(a): (a.cards[0], a.direction) for a in (*PLAY_ONE, *PLAY_UP, *PLAY_DOWN)}
_PASS_CARDS = {id(a): a.cards[0] for a in PASS_ONE}
_UNDRAWN = object()     # State._drawn before a draw: no action, not even None, is this object


class State(YellowActions, GameState):
    """A Yoyo round, or a match of twice as many rounds as players (``match=True``, Y10)."""

    info = INFO
    Action = Action
    _own_actions = frozenset(map(id, (*PLAY_ONE, *PLAY_UP, *PLAY_DOWN, *PASS_ONE, *CHOOSE.values(), *STEALS.values(),
                                      *SERIES.values())))

    @classmethod
    def new(cls, players, seed, match, deck, first_player, options):
        """A new game: see ``cardlib.new_game``. ``deck``: the 64 cards in notation, in Y2's order
        (7 for each player from the first player on, then the stock top first). Option:
        ``variant`` (bool, Y11: chained steals)."""
        unknown = set(options) - {"variant"}
        if unknown:
            raise ValueError(f"unknown yoyo options: {', '.join(sorted(unknown))} (yoyo has: variant)")
        variant = options.get("variant", False)
        if not isinstance(variant, bool):
            raise ValueError(f"variant must be True or False, not {variant!r} (Y11)")
        order = None if deck is None else check_deck(deck)
        state = cls(players, seed, match, deck, first_player, options)
        state.round = 0
        state.totals = [0] * players
        state.round_points = [0] * players
        state.history = []                                  # finished rounds: (first player, points)
        state._drawn = _UNDRAWN                             # the action random_action drew last in this position
        state.starter = first_player if first_player is not None else random_below(state.rng, players)
        state._start_round(order)
        return state

    def _start_round(self, order=None):
        if order is None:
            order = shuffled_deck(self.rng)
        n, first = self.players, self.starter
        self.hands = [None] * n
        for i in range(n):
            self.hands[(first + i) % n] = sorted(order[i * HAND_SIZE:(i + 1) * HAND_SIZE])
        self.stock = order[:n * HAND_SIZE - 1:-1]          # Y2: the top of the stock is the end of the list
        self.pile = []
        self.top = None                                     # the pile's top card, None while empty
        self.direction = None
        self.top_owner = None                               # Y5: who laid the top card
        self.exhaustions = 0                                # Y9
        self.steal_chain = 0                                # Y8, Y11: steal cards in a row
        self.passers = []                                   # Y8: who passes, in the order asked
        self.pass_choices = [None] * n
        self.phase = PLAY
        self.current_player = first
        self._events.append(("yoyo.round_start", self.round + 1, self.rounds, len(self.stock), first))

    # Derived from other fields, not stored: a state keeps at most 29 attributes, beyond which
    # CPython 3.11 gives each instance its own dict and every attribute access gets slower.
    @property
    def value(self):
        """The value of the pile's top card (Y3), None on the empty pile."""
        top = self.top
        return None if top is None else VALUE[top]

    @property
    def rounds(self):
        """The rounds of the game: twice as many as players in a match (Y10), else 1."""
        return 2 * self.players if self.match else 1

    @property
    def variant(self):
        """True when the variant's chained steals are played (Y11)."""
        return self.options.get("variant", False)

    # --- legal moves -------------------------------------------------------------------
    def legal_actions(self):
        """The actions the current player may take now ([] when the game is over): in play, the
        single cards and series of Y3-Y5 and Y7 (hands are sorted); else the decision's answers."""
        p = self.current_player
        if p is None:
            return []
        phase = self.phase
        hand = self.hands[p]
        if phase != PLAY:
            if phase == DIRECTION:
                return [CHOOSE[UP], CHOOSE[DOWN]]
            if phase == PASSING:
                return [PASS_ONE[c] for c in (hand if DOUBLED_IDS.isdisjoint(hand) else dict.fromkeys(hand))]  # one of each
            return self._steal_actions(p, hand)
        # In play (most calls, so written inline): the first cards the pile accepts, then the series.
        top = self.top
        if top is None or self.top_owner == p:
            firsts = hand if DOUBLED_IDS.isdisjoint(hand) else list(dict.fromkeys(hand))   # one of each card (Y1)
        else:
            accepts = ACCEPTS[top][self.direction]
            firsts = [c for c in hand if c in accepts]
            if len(firsts) > 1 and not DOUBLED_IDS.isdisjoint(firsts):
                firsts = list(dict.fromkeys(firsts))        # both copies of a doubled card (Y1)
        orientable = YELLOWS if top is None else ORIENTABLE[top]
        if orientable.isdisjoint(firsts):
            actions = list(map(_PLAY_OF, firsts))
        else:
            actions = []
            for c in firsts:
                actions += (PLAY_UP[c], PLAY_DOWN[c]) if c in orientable else (PLAY_ONE[c],)
        if len(hand) > 1:
            pile_way = self.direction
            nexts, start_ways = NEXTS[pile_way], START_WAYS[pile_way]
            for c in firsts:
                if nexts[c].isdisjoint(hand):
                    continue                        # no series starts with c: the usual case
                for way in start_ways[c]:
                    follow = FOLLOW[way]
                    stack = [(c,)]
                    while stack:
                        chain = stack.pop()
                        for n in follow[chain[-1]]:
                            if n in hand:
                                longer = chain + (n,)
                                actions.append(SERIES.get(longer) or Action("play", longer))
                                stack.append(longer)
        return actions

    # --- refusals ------------------------------------------------------------------------
    def _refusal(self, action):
        p = self.current_player
        if p is None:
            return i18n.Message("yoyo.refuse.over")
        kind, phase = action.kind, self.phase
        if kind == "pass" and phase == PASSING:
            c = action.cards[0]
            return None if c in self.hands[p] else i18n.Message("yoyo.refuse.pass_not_in_hand", card=NOTATION[c])
        if phase == DIRECTION:
            return None if kind == "choose" else i18n.Message("yoyo.refuse.direction_first")
        if kind == "choose":
            return i18n.Message("yoyo.refuse.no_direction_now")
        if phase == PASSING:
            return i18n.Message("yoyo.refuse.pass_first")
        if kind == "pass":
            return i18n.Message("yoyo.refuse.no_pass_now")
        if phase == STEALING:
            return self._steal_refusal(p, action)
        if kind == "steal":
            return i18n.Message("yoyo.refuse.no_steal_now")
        return self._lay_refusal(p, action.cards, action.direction)

    def _lay_refusal(self, p, cards, direction):
        """Y3, Y4, Y7: why ``p`` may not lay ``cards`` (with the Y4 ``direction``) now, or None."""
        if len(cards) > 1:
            if direction is not None:
                return i18n.Message("yoyo.refuse.series_choice")
            fault = self._series_fault(cards)
            if fault is not None:
                return fault
        hand = self.hands[p]
        for c in cards:
            if c not in hand:
                return i18n.Message("yoyo.refuse.not_in_hand", card=NOTATION[c])
        first, top = cards[0], self.top
        if top is not None and self.top_owner != p and not can_lay(first, self.value, self.direction):
            return i18n.Message(f"yoyo.refuse.pile.{DIRECTION_NAMES[self.direction]}",
                                card=NOTATION[top], value=self.value)
        if len(cards) == 1:
            choice = IS_YELLOW[first] and (top is None or IS_YELLOW[top] or VALUE[top] == VALUE[first])
            if choice and direction is None:
                key = "yoyo.refuse.choose_empty" if top is None else "yoyo.refuse.choose"
                return i18n.Message(key, card=NOTATION[first])
            if not choice and direction is not None:
                return i18n.Message("yoyo.refuse.no_choice")
        return None

    def _series_fault(self, cards):
        """Y7 (decision): values follow by exactly 1, all one way, one colour plus yellows; the way
        is the direction after the first card (a yellow first keeps the pile's)."""
        way = WAY[cards[0]] or self.direction
        for a, b in zip(cards, cards[1:]):
            step = VALUE[b] - VALUE[a]
            if way is None and step in (UP, DOWN):
                way = step                  # a yellow first on the empty pile: the series sets the way
            if step == way and (IS_YELLOW[b] or COLOUR[b] == SERIES_COLOUR[way]):
                continue
            pair = {"card": NOTATION[a], "last": NOTATION[b]}     # in words: "la carte bleue 5"
            if step not in (UP, DOWN):
                return i18n.Message("yoyo.refuse.series_step", **pair)
            if step != way:
                return i18n.Message(f"yoyo.refuse.series_way.{DIRECTION_NAMES[way]}", **pair)
            return i18n.Message("yoyo.refuse.series_colour", **pair)
        return None

    # --- playing -------------------------------------------------------------------------
    random_action = remembered_random_action     # what it draws, ``apply`` plays unchecked

    def apply(self, action):
        """As ``GameState.apply``, with the hot paths of playouts and bots inline: the action
        ``random_action`` has just drawn in this very position (legal by construction) is played
        unchecked; one of the engine's own single-card lays, legal in play (Y3, Y4), or a card to
        pass (Y8), is checked here."""
        lay = _SINGLE_LAYS.get(id(action))
        drawn = action is self._drawn
        self._drawn = _UNDRAWN
        if lay is None or self.phase != PLAY:
            if drawn:
                self._moves.append(action)
                self._play(action)
                return self
            if self.phase == PASSING:
                c = _PASS_CARDS.get(id(action))
                p = self.current_player
                if c is not None and c in self.hands[p]:
                    self._moves.append(action)
                    self._choose_pass(p, c)
                    return self
            return GameState.apply(self, action)
        c, chosen = lay
        p = self.current_player
        hand = self.hands[p]
        if not drawn:
            top = self.top
            if not (c in hand and (top is None or self.top_owner == p or c in ACCEPTS[top][self.direction])
                    and (IS_YELLOW[c] if top is None else c in ORIENTABLE[top]) == (chosen is not None)):
                return GameState.apply(self, action)
        # What _lay and _after_lay do for one card, inline.
        self._moves.append(action)
        hand.remove(c)
        self.pile.append(c)
        if chosen is None:
            direction = self.direction = WAY[c] or self.direction
            self._events.append((LAY_KEY[direction], p, NOTATION[c]))
        else:
            direction = self.direction = chosen
            self._events.append((LAY_CHOSEN_KEY[chosen], p, NOTATION[c]))
        self.top, self.top_owner = c, p
        self.steal_chain = 1
        if hand and ACTION[c] is None:
            q = (p + 1) % self.players
            if ACCEPTS[c][direction].isdisjoint(self.hands[q]):
                self._run(q)
            else:
                self.current_player = q     # the next player can lay: no draw (Y6)
        else:
            self._run(self._after_lay(p, c))
        return self

    def _play(self, action):
        p = self.current_player
        kind = action.kind
        if kind == "play":
            if self.phase == STEALING:           # Y11: an answer to a steal
                self.steal_chain += 1
                self._events.append(("yoyo.answer", p))
            else:
                self.steal_chain = 1
            self._run(self._lay(p, action.cards, action.direction))
        elif kind == "pass":
            self._choose_pass(p, action.cards[0])
        elif kind == "choose":
            self.direction = action.direction
            self._events.append((CHOOSE_KEY[action.direction], p))
            self.steal_chain = 1
            self._run(self._after_lay(p, self.top))
        else:
            if self._take(p, action.cards):
                self._run(p)

    def _lay(self, p, cards, chosen):
        """Lay ``cards`` from ``p``'s hand (Y3, Y4, Y7); return the next player to act, or None."""
        hand = self.hands[p]
        for c in cards:
            hand.remove(c)
        self.pile += cards
        last = cards[-1]
        if len(cards) == 1:
            if chosen is None:
                direction = self.direction = WAY[last] or self.direction
                self._events.append((LAY_KEY[direction], p, NOTATION[last]))
            else:
                self.direction = chosen
                self._events.append((LAY_CHOSEN_KEY[chosen], p, NOTATION[last]))
        else:
            way = WAY[cards[0]] or self.direction or (VALUE[cards[1]] - VALUE[cards[0]])
            self.direction = way
            self._events.append((SERIES_KEY[way], p, " ".join([NOTATION[c] for c in cards])))
        self.top = last
        self.top_owner = p
        return self._after_lay(p, last)

    def _after_lay(self, p, last):
        """After ``p`` laid ``last`` (the direction settled): the end of the round if the hand is
        empty, else the yellow's action (Y8); return the next player to act, or None."""
        if not self.hands[p]:
            if IS_YELLOW[last]:
                self._events.append(("yoyo.no_action",))
            self._end_round(p)
            return None
        return self._yellow_action(p, (p + 1) % self.players, last)

    def _run(self, q):
        """Start the turn of ``q`` (None: a decision is pending or the round is over): Y6's
        automatic drawing, and laying the drawn card at once when it fits, turn after turn."""
        hands = self.hands
        while q is not None:
            hand = hands[q]
            if self.top_owner == q or self.top is None:
                break
            accepts = ACCEPTS[self.top][self.direction]
            if not accepts.isdisjoint(hand):
                break
            stock = self.stock
            if len(stock) > 1:
                c = stock.pop()
                fits = c in accepts
                if not fits:
                    bisect.insort(hand, c)  # (a card that fits is laid at once: it need not enter the hand)
            else:
                c = self._draw(q)           # the last card: Y9's exhaustion
                if c is None:
                    return
                fits = c in accepts
                if fits:
                    hand.remove(c)
            if fits:
                top = self.top
                self.pile.append(c)
                self.top, self.top_owner = c, q
                if IS_YELLOW[c] and (IS_YELLOW[top] or VALUE[top] == VALUE[c]):     # Y4: its player chooses
                    self._events.append(("yoyo.lay_drawn_choose", q, NOTATION[c]))
                    self.phase = DIRECTION
                    self.current_player = q
                    return
                direction = self.direction = WAY[c] or self.direction
                self._events.append((DRAWN_KEY[direction], q, NOTATION[c]))
                self.steal_chain = 1
                q = self._after_lay(q, c)
            else:
                self._events.append(("yoyo.draw", q, len(self.stock)))
                q = (q + 1) % self.players
        else:
            return
        self.phase = PLAY
        self.current_player = q

    def _draw(self, q):
        """Y6, Y9: ``q`` draws the top of the stock; on its exhaustion the pile but its top becomes
        the new stock, or (the second time) the drawn card is laid if it fits and the round ends.
        Returns the card, or None if the round ended."""
        stock = self.stock
        c = stock.pop()
        bisect.insort(self.hands[q], c)
        if stock:
            return c
        self.exhaustions += 1
        if self.exhaustions == 1:
            rest = self.pile[:-1]
            del self.pile[:-1]
            shuffle(self.rng, rest)
            self.stock = rest
            if rest:
                self._events.append(("yoyo.exhausted", len(rest)))
                return c
            self.exhaustions = 2
        if can_lay(c, self.value, self.direction):     # the draw completes normally (Y6), without action
            self.hands[q].remove(c)
            self.pile.append(c)
            self.top, self.top_owner = c, q
            self.direction = WAY[c] or self.direction
            self._events.append((DRAWN_KEY[self.direction], q, NOTATION[c]))
        else:
            self._events.append(("yoyo.draw", q, 0))
        self._events.append(("yoyo.exhausted_again",))
        self._end_round(None)
        return None

    # --- the end of a round and of a match ---------------------------------------------
    def _end_round(self, winner):
        """Y9: +5 to ``winner`` (None after the second exhaustion), -1 per card to the others; then
        the next round of a match (Y10) or the end."""
        if winner is not None:
            self._events.append(("yoyo.out", winner))
        points = [-len(h) for h in self.hands]
        if winner is not None:
            points[winner] = WIN_POINTS
        self.round_points = points
        self.totals = [t + x for t, x in zip(self.totals, points)]
        self.history.append((self.starter, points))
        self._events.append(("yoyo.points", tuple(points), tuple(self.totals)))
        self.phase = OVER
        self.current_player = None
        if self.round + 1 < self.rounds:
            self.round += 1
            self.starter = match_starter(self.totals, self.starter)
            self._start_round()
        elif self.match:
            self._events.append(("yoyo.match_over", self.winners(), max(self.totals)))

    def scores(self):
        """Points (Y9): of the finished rounds, added up over a match (0 while the first round is played)."""
        return list(self.totals)

    def winners(self):
        """Once over: the players with the most points (Y9, Y10): the round's or the match's."""
        if self.current_player is not None:
            return []
        best = max(self.totals)
        return [p for p, t in enumerate(self.totals) if t == best]

    # --- parsing, views, copies ----------------------------------------------------------
    def parse_action(self, notation):
        """The action written ``notation``: 'play B5', 'play Y15 up', 'play B5 B6 B7', 'up',
        'down', 'steal 1 2', 'pass B5'."""
        action = parse_notation(notation, self.players)
        if action is None:
            raise self._bad_notation(notation)
        return action

    def _message(self, event):
        """The log entry of ``event``, stored as ``(key, *values)``, the values named by EVENT_FIELDS: the
        cards and players in words, the points with each language's minus sign."""
        key = event[0]
        params = dict(zip(EVENT_FIELDS[key], event[1:]))
        if key == "yoyo.points":            # the points and totals, tuples of ints
            params = {name: [score_words(x) for x in values] for name, values in params.items()}
        elif key in _SERIES_KEYS:           # the cards in words, and how many (widgets.yoyo.render counts them)
            cards = params["cards"].split()
            params.update(cards=cards_words(cards), n=len(cards))
        elif key == "yoyo.steal" and self.players == 2:
            key = "yoyo.steal_opponent"     # one opponent: "from other players" would be wrong (Y8)
        elif key == "yoyo.match_over":
            params["points"] = points_words(params["points"])
            if len(params["winners"]) > 1:
                key = "yoyo.match_over.tie"
        return i18n.Message(key, **params)

    def _malformed(self, action):
        """A well-formed Yoyo action: a known kind, a tuple of ints that are cards (players for a
        steal), and a direction only where the kind takes one."""
        kind, cards, direction = action
        if (type(kind) is str and type(cards) is tuple and cards and all(type(x) is int for x in cards)
                and (direction is None or (type(direction) is int and direction in (UP, DOWN)))):
            if kind == "play" and all(0 <= x < len(FACES) for x in cards):
                return None
            if direction is None and kind == "pass" and len(cards) == 1 and 0 <= cards[0] < len(FACES):
                return None
            if direction is None and kind == "steal" and all(0 <= x < self.players for x in cards):
                return None
        if kind == "choose" and cards == () and type(direction) is int and direction in (UP, DOWN):
            return None
        return i18n.Message("yoyo.refuse.malformed", action=repr(action))

    def _view(self, player):
        """The Yoyo part of ``view``: one's own hand and pass choice, the pile, every hand's size,
        the stock's size; never another hand, the stock's order or another's pass choice."""
        view = {
            "round": self.round + 1,
            "rounds": self.rounds,
            "variant": self.variant,
            "phase": self.phase,
            "starter": self.starter,
            "pile": [NOTATION[c] for c in self.pile],
            "top": None if self.top is None else NOTATION[self.top],
            "value": self.value,
            "direction": None if self.direction is None else DIRECTION_NAMES[self.direction],
            "top_owner": self.top_owner,
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "exhaustions": self.exhaustions,
            "steal_count": steal_count(self.steal_chain, self.players) if self.phase == STEALING else None,
            "passers": list(self.passers),
            "passed": [q for q in self.passers if self.pass_choices[q] is not None],
            "round_points": list(self.round_points),
            "totals": list(self.totals),
            "history": [{"starter": first, "points": list(points)} for first, points in self.history],
        }
        if player is None:
            view["hands"] = [[NOTATION[c] for c in h] for h in self.hands]
            view["stock"] = [NOTATION[c] for c in reversed(self.stock)]
            view["pass_choices"] = [None if c is None else NOTATION[c] for c in self.pass_choices]
        else:
            view["hand"] = [NOTATION[c] for c in self.hands[player]]
            mine = self.pass_choices[player]
            view["pass_choice"] = None if mine is None else NOTATION[mine]
        return view

    def redeal_hidden(self, player, rng):
        """A clone in which the other hands and the stock are dealt again from their cards (sizes
        kept), and the others' pending pass choices follow their new hands."""
        twin = self.clone()
        others = [q for q in range(self.players) if q != player]
        pool = sorted([c for q in others for c in twin.hands[q]] + twin.stock)
        rng.shuffle(pool)          # sorted first: the deal drawn depends only on the view and rng
        k = 0
        for q in others:
            size = len(twin.hands[q])
            twin.hands[q] = sorted(pool[k:k + size])
            k += size
            if twin.pass_choices[q] is not None:
                twin.pass_choices[q] = twin.hands[q][0]
        twin.stock = pool[k:]
        return twin

    def _copy_containers(self, new):
        new._drawn = _UNDRAWN               # a copy checks every move (redeal_hidden changes hands)
        new.hands = [h.copy() for h in self.hands]
        new.stock = self.stock.copy()
        new.pile = self.pile.copy()
        new.passers = self.passers.copy()
        new.pass_choices = self.pass_choices.copy()
        new.totals = self.totals.copy()
        new.round_points = self.round_points.copy()
        new.history = self.history.copy()


def match_starter(totals, previous):
    """Y10: the first player of the next round: the fewest points, ties broken by the first tied
    player clockwise after ``previous`` (the previous round's first player)."""
    n = len(totals)
    low = min(totals)
    for i in range(1, n + 1):
        q = (previous + i) % n
        if totals[q] == low:
            return q
    raise AssertionError("unreachable")


def score_words(points):
    """A number of points as the log shows it, an ``i18n.Message``: '5', '−3' in French, '-3' in English."""
    if points < 0:
        return i18n.Message("yoyo.score.minus", n=-points)
    return i18n.Message("yoyo.score", n=points)


def points_words(points):
    """'5 points', '1 point', '−3 points' in French ('1 point', '-3 points' in English): an ``i18n.Message``."""
    if points < 0:
        return i18n.Message("yoyo.point_count.minus", n=-points)
    return i18n.Message("yoyo.point_count", n=points)
