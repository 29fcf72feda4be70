"""Woo (Oya 2019): rules W1-W16 (docs/woo.md#rules), the two-player Sixty-Six-style duel.

A round: 6 cards each, a trump card turned up under an 11-card stock (W2). Tricks of two cards
(W3); in the open phase the winner draws, then the other (W4), and the follower may play any card;
in the closed phase (after ``close`` or once the stock is exhausted) the follower must follow suit
and win if able, else trump (W5). Announcements: ``close`` (W6, W6b), ``exchange`` (W7),
``marry H`` (W8), ``victory`` (W9); ``end`` after the last trick (W10). Woo per W12-W13; a match
is played to 7 Woo (W14, W15).

Notation: ``play QS``, ``play 10D``, ``close``, ``draw``, ``exchange``, ``marry H``, ``victory``, ``end``.
Cards are ints (``cardlib.woo.cards``): ``suit * 6 + rank``.
"""

from typing import NamedTuple

from ..text import i18n
from ..errors import refusal
from ..state import GameInfo, GameState, random_below, remembered_random_action
from .cards import (CARDS, HAND_SIZE, KING, LAST_TRICK_BONUS, MARRIAGE_POINTS, MATCH_TARGET, NOTATION, QUEEN,
                    SCHNEIDER_POINTS, SUITS, TRUMP_MARRIAGE_POINTS, VALUES, VICTORY_POINTS, ZERO, check_deck,
                    parse_card, parse_suit, shuffled_deck)
from .events import EVENT_FIELDS, POINTS_IN_WORDS

# A round: 12 tricks of 2 plays and at most one marriage each, at most 6 draw-or-close choices after
# open-phase tricks, one exchange (there is one trump zero), one close before leading, one victory or end.
INFO = GameInfo("woo", min_players=2, max_players=2, default_players=2,
                notation_examples=("play QS", "play 10D", "close", "draw", "exchange", "marry H", "victory", "end"),
                version=1, max_moves=12 * 3 + 6 + 3, no_winner_rule="W14")

# What the player to act is deciding.
LEAD, FOLLOW, AFTER_TRICK, LAST, OVER = "lead", "follow", "after_trick", "last", "over"


class Action(NamedTuple):
    """One Woo decision: ``kind`` is play, close, draw, exchange, marry, victory or end;
    ``arg`` the card (play) or suit (marry) as an int, else None."""

    kind: str
    arg: int | None = None

    def __str__(self):
        if self.kind == "play":
            return f"play {NOTATION[self.arg]}"
        if self.kind == "marry":
            return f"marry {SUITS[self.arg]}"
        return self.kind


PLAY = tuple(Action("play", c) for c in CARDS)
MARRY = tuple(Action("marry", s) for s in range(4))
CLOSE, DRAW, EXCHANGE, VICTORY, END = (Action(k) for k in ("close", "draw", "exchange", "victory", "end"))
_SIMPLE = {"close": CLOSE, "draw": DRAW, "exchange": EXCHANGE, "victory": VICTORY, "end": END}
_PLAY_OF = PLAY.__getitem__
_MARRIAGES = tuple((s * 6 + QUEEN, s * 6 + KING, MARRY[s]) for s in range(4))   # W8: the pairs, suits in order
_new_object = object.__new__
_UNDRAWN = object()     # State._drawn when random_action has drawn nothing in this position: no action is it


def trick_winner(lead, follow, trump):
    """0 if the leader's card ``lead`` wins against ``follow``, else 1 (W3)."""
    if lead // 6 == follow // 6:
        return 1 if follow > lead else 0
    return 1 if follow // 6 == trump else 0


def closed_follow(hand, lead, trump):
    """The cards of ``hand`` the follower may play on ``lead`` in the closed phase (W5), and the
    obligation that restricts them: None (any card), 'win', 'follow' or 'trump'."""
    suit = lead // 6
    same = [c for c in hand if c // 6 == suit]
    if same:
        higher = [c for c in same if c > lead]
        return (higher, "win") if higher else (same, "follow")
    trumps = [c for c in hand if c // 6 == trump]
    if trumps:
        return trumps, "trump"
    return hand, None


class State(GameState):
    """A Woo round, or a match to 7 Woo (``match=True``)."""

    info = INFO
    Action = Action
    _own_actions = frozenset(map(id, (*PLAY, *MARRY, CLOSE, DRAW, EXCHANGE, VICTORY, END)))
    # Events are stored as ``(key, *values)`` (``events.EVENT_FIELDS``) and rendered by ``_message``.
    # Woo's 26 fields live in slots: with GameState's 11 they would be 37 attributes, and CPython 3.11
    # keeps at most 29 inline in an instance; beyond, each state gets a dict of its own, slower to make
    # and to read (a random playout's round cost about 6% more).
    __slots__ = ("round", "woo", "round_woo", "bonus", "rounds", "oya", "_drawn",     # the match
                 "start_oya", "hands", "trump_card", "trump", "stock", "points", "tricks_won", "marriages", "known",
                 "closed", "closer", "closer_opp_tricks", "victory_caller", "lead", "married", "last_trick",
                 "played", "phase", "current_player")                                  # the round

    @classmethod
    def new(cls, players, seed, match, deck, first_player, options):
        """A new game: see ``cardlib.new_game``. ``deck``: the 24 cards in notation, in W2's order
        (the Oya's 6, the other's 6, the trump card, then the stock top first); Woo has no options."""
        if options:
            raise ValueError(f"unknown woo options: {', '.join(sorted(options))} (woo has none)")
        order = None if deck is None else check_deck(deck)
        state = cls(players, seed, match, deck, first_player, options)
        state.round = 0
        state.woo = [0, 0]                      # W15: Woo of the match so far
        state.round_woo = [0, 0]                # the Woo the last finished round gave
        state.bonus = 0                         # W14: tied rounds waiting for a Woo winner
        state.rounds = []                       # finished rounds: (Woo given, points)
        state._drawn = _UNDRAWN                 # the action random_action drew last in this position
        state.oya = first_player if first_player is not None else random_below(state.rng, 2)
        state._start_round(order)
        return state

    def _start_round(self, order=None):
        if order is None:
            order = shuffled_deck(self.rng)
        oya = self.oya
        self.start_oya = oya
        oya_hand, other_hand = order[:HAND_SIZE], order[HAND_SIZE:2 * HAND_SIZE]
        self.hands = [oya_hand, other_hand] if oya == 0 else [other_hand, oya_hand]
        self.trump_card = order[2 * HAND_SIZE]          # None once taken (W4)
        self.trump = self.trump_card // 6
        self.stock = order[:2 * HAND_SIZE:-1]           # the top of the stock is the end of the list
        self.points = [0, 0]                            # W11: card points and marriages
        self.tricks_won = [0, 0]
        self.marriages = []                             # (player, suit, points) in order shown
        self.known = [[], []]                           # cards seen to be in a hand: marriages, exchange, trump card
        self.closed = False                             # W5: the closed phase has begun
        self.closer = None                              # W6: who closed ...
        self.closer_opp_tricks = 0                      # ... and the opponent's tricks at that moment
        self.victory_caller = None
        self.lead = None                                # the card led in the trick in play
        self.married = None                             # W8: the suit announced for this trick
        self.last_trick = None                          # (leader, lead, follow, winner)
        self.played = []                                # W16 reading: the cards of finished tricks, in order
        self.phase = LEAD
        self.current_player = oya
        self._events.append(("woo.round_start", self.round + 1, oya, NOTATION[self.trump_card]))

    # --- rules -------------------------------------------------------------------
    def legal_actions(self):
        """The actions the current player may take now ([] when the game is over)."""
        p = self.current_player
        if p is None:
            return []
        phase = self.phase
        if phase == LEAD:
            hand = self.hands[p]
            if self.married is not None:
                actions = [PLAY[c] for c in hand if c // 6 == self.married and c % 6 in (QUEEN, KING)]
            else:
                actions = list(map(_PLAY_OF, hand))
                for queen, king, marry in _MARRIAGES:
                    if queen in hand and king in hand:
                        actions.append(marry)
            if not self.closed:
                if self.tricks_won[p] > 0 and self.trump_card is not None and self.trump * 6 + ZERO in hand:
                    actions.append(EXCHANGE)        # W7
                if self.stock:
                    actions.append(CLOSE)
            actions.append(VICTORY)
            return actions
        if phase == FOLLOW:
            hand = self.hands[p]
            actions = list(map(_PLAY_OF, closed_follow(hand, self.lead, self.trump)[0] if self.closed else hand))
            actions.append(VICTORY)
            return actions
        if phase == AFTER_TRICK:
            return [DRAW, CLOSE, VICTORY]
        return [VICTORY, END]

    random_action = remembered_random_action     # what it draws, ``apply`` plays unchecked

    def apply(self, action):
        """As ``GameState.apply``; the action ``random_action`` has just drawn in this very position (legal by
        construction) is played unchecked."""
        if action is self._drawn:
            self._drawn = _UNDRAWN
            self._moves.append(action)
            self._play(action)
            return self
        self._drawn = _UNDRAWN
        return GameState.apply(self, action)

    def _refusal(self, action):
        p = self.current_player
        if p is None:
            return i18n.Message("woo.refuse.over")
        kind = action.kind
        if kind == "play":
            return self._play_refusal(p, action.arg)
        if kind == "victory":
            return None
        phase = self.phase
        if kind == "end":
            return None if phase == LAST else i18n.Message("woo.refuse.end")
        if kind == "draw":
            return None if phase == AFTER_TRICK else i18n.Message("woo.refuse.draw")
        if kind == "close":
            if self.closed:
                return i18n.Message("woo.refuse.close_closed" if self.closer is not None else "woo.refuse.close_empty")
            if phase not in (LEAD, AFTER_TRICK):
                return i18n.Message("woo.refuse.close_not_oya")
            return None
        if phase != LEAD:
            return i18n.Message(f"woo.refuse.{kind}_not_before_lead")
        if kind == "marry":
            suit = action.arg
            if self.married is not None:
                return i18n.Message(f"woo.refuse.marry_twice.{SUITS[self.married]}")
            hand = self.hands[p]
            if suit * 6 + KING not in hand or suit * 6 + QUEEN not in hand:
                return i18n.Message(f"woo.refuse.marry_pair.{SUITS[suit]}")
            return None
        # exchange
        if self.closed:
            return i18n.Message("woo.refuse.exchange_closed")
        if self.trump_card is None:
            return i18n.Message("woo.refuse.exchange_taken")
        if self.tricks_won[p] == 0:
            return i18n.Message("woo.refuse.exchange_no_trick")
        if self.trump * 6 + ZERO not in self.hands[p]:
            return i18n.Message("woo.refuse.exchange_no_zero", card=NOTATION[self.trump * 6 + ZERO])
        return None

    def _play_refusal(self, p, card):
        phase = self.phase
        if phase == AFTER_TRICK:
            return i18n.Message("woo.refuse.play_after_trick")
        if phase == LAST:
            return i18n.Message("woo.refuse.play_last")
        hand = self.hands[p]
        if card not in hand:
            return i18n.Message("woo.refuse.not_in_hand", card=NOTATION[card])
        if phase == LEAD:
            suit = self.married
            if suit is not None and not (card // 6 == suit and card % 6 in (QUEEN, KING)):
                return i18n.Message(f"woo.refuse.marriage_lead.{SUITS[suit]}", card=NOTATION[card])
            return None
        if not self.closed:
            return None
        allowed, duty = closed_follow(hand, self.lead, self.trump)
        if card in allowed:
            return None
        suit = SUITS[self.trump if duty == "trump" else self.lead // 6]
        return i18n.Message(f"woo.refuse.must_{duty}.{suit}", card=NOTATION[allowed[0]])

    def _play(self, action):
        p = self.current_player
        kind = action.kind
        if kind == "play":
            card = action.arg
            self.hands[p].remove(card)
            known = self.known[p]
            if card in known:
                known.remove(card)
            if self.phase == LEAD:
                self.lead = card
                self.married = None
                self.phase = FOLLOW
                self.current_player = 1 - p
                self._events.append(("woo.lead", p, NOTATION[card]))
            else:
                self._events.append(("woo.follow", p, NOTATION[card]))
                self._finish_trick(1 - p, card)
        elif kind == "victory":
            self.victory_caller = p
            self._events.append(("woo.victory", p, self.points[p]))
            self._end_round()
        elif kind == "draw":
            self._draw(p)
        elif kind == "close":
            self.closed = True
            self.closer = p
            self.closer_opp_tricks = self.tricks_won[1 - p]
            self.phase = LEAD
            self._events.append(("woo.close", p, len(self.hands[p])))
        elif kind == "marry":
            self._marry(p, action.arg)
        elif kind == "exchange":
            zero = self.trump * 6 + ZERO
            hand = self.hands[p]
            hand[hand.index(zero)] = self.trump_card
            self.known[p].append(self.trump_card)
            self._events.append(("woo.exchange", p, NOTATION[self.trump_card]))
            self.trump_card = zero
        else:   # end
            self._end_round()

    def _finish_trick(self, leader, follow):
        lead = self.lead
        winner = leader if trick_winner(lead, follow, self.trump) == 0 else 1 - leader
        value = VALUES[lead] + VALUES[follow]
        self.points[winner] += value
        self.tricks_won[winner] += 1
        self.last_trick = (leader, lead, follow, winner)
        self.played += (lead, follow)
        self.lead = None
        self.oya = winner
        self.current_player = winner
        self._events.append(("woo.trick_won", winner, value))
        if not self.hands[winner]:
            self.phase = LAST
        elif self.closed:
            self.phase = LEAD
        else:
            self.phase = AFTER_TRICK

    def _draw(self, p):
        """W4: the winner draws the top stock card, then the other; the last one takes the trump card."""
        stock = self.stock
        self.hands[p].append(stock.pop())
        if stock:
            self.hands[1 - p].append(stock.pop())
            self._events.append(("woo.draw", p, 1 - p, len(stock)))
        else:
            taken = self.trump_card
            self.hands[1 - p].append(taken)
            self.known[1 - p].append(taken)
            self.trump_card = None
            self.closed = True
            self._events.append(("woo.stock_exhausted", 1 - p, NOTATION[taken]))
        self.phase = LEAD

    def _marry(self, p, suit):
        rightful = not self.closed and self.tricks_won[p] > 0
        worth = (TRUMP_MARRIAGE_POINTS if suit == self.trump else MARRIAGE_POINTS) if rightful else 0
        self.married = suit
        self.points[p] += worth
        self.marriages.append((p, suit, worth))
        known = self.known[p]
        for c in (suit * 6 + QUEEN, suit * 6 + KING):
            if c not in known:
                known.append(c)
        self._events.append((f"woo.marry.{SUITS[suit]}" if rightful else f"woo.marry_void.{SUITS[suit]}", p, worth))

    # --- the end of a round and of a match ---------------------------------------------
    def _end_round(self):
        """W10-W15: the last-trick bonus, the Woo of the round, then the next round or the end."""
        caller, closer = self.victory_caller, self.closer
        if caller is None and closer is None:
            last_winner = self.last_trick[3]
            self.points[last_winner] += LAST_TRICK_BONUS
            self._events.append(("woo.last_trick_bonus", last_winner))
        winner, woo, case = round_woo(self.points, self.tricks_won, caller, closer, self.closer_opp_tricks)
        given = [0, 0]
        if winner is not None:
            given[winner] = woo + self.bonus
            bonus, self.bonus = self.bonus, 0
            points, other_points = self.points[winner], self.points[1 - winner]
            if bonus:
                self._events.append((f"woo.result.{case}.bonus", winner, 1 - winner, woo, bonus, points, other_points))
            else:
                self._events.append((f"woo.result.{case}", winner, 1 - winner, woo, points, other_points))
        else:
            self.bonus += 1
            # W14: the round's Oya (who led its first trick) leads the next round; the bonus adds up over ties
            self._events.append(("woo.result.tie", self.points[0], self.start_oya, self.bonus))
        self.round_woo = given
        self.woo = [self.woo[0] + given[0], self.woo[1] + given[1]]
        self.rounds.append((given, list(self.points)))
        self.phase = OVER
        if self.match and max(self.woo) < MATCH_TARGET:
            self.round += 1
            self.oya = self.start_oya if winner is None else winner      # W2, W14
            self._start_round()
        else:
            self.current_player = None
            if self.match:
                winner = self.woo.index(max(self.woo))
                self._events.append(("woo.match_over", winner, 1 - winner, self.woo[winner], self.woo[1 - winner]))

    def _message(self, event):
        """The log entry of ``event``, stored as ``(key, *values)`` (named by ``events.EVENT_FIELDS``); a
        result's points said in words ('84 points') only now, when the log is read."""
        key = event[0]
        params = dict(zip(EVENT_FIELDS[key], event[1:]))
        if key in POINTS_IN_WORDS:
            params["points"] = points_words(params["points"])
        return i18n.Message(key, **params)

    def scores(self):
        """The Woo won: in a round, the Woo it gave (so far 0); in a match, the Woo of the finished rounds."""
        return list(self.woo)

    def winners(self):
        """Once over: the player who won the round's Woo (``[]`` for a tie, W14), or the match's (W15)."""
        if self.current_player is not None:
            return []
        if self.match:
            return [p for p in (0, 1) if self.woo[p] >= MATCH_TARGET]
        return [p for p in (0, 1) if self.round_woo[p] > 0]

    # --- parsing, views, copies --------------------------------------------------
    def parse_action(self, notation):
        """The action written ``notation``: 'play QS', 'close', 'draw', 'exchange', 'marry H', 'victory', 'end'."""
        action = parse_notation(notation)
        if action is None:
            raise self._bad_notation(notation)
        return action

    def _malformed(self, action):
        """Every well-formed Woo action is one of the values of ``PLAY``, ``MARRY`` and the five others."""
        kind, arg = action.kind, action.arg
        if type(kind) is str:
            if kind == "play" and type(arg) is int and 0 <= arg < 24:
                return None
            if kind == "marry" and type(arg) is int and 0 <= arg < 4:
                return None
            if arg is None and kind in _SIMPLE:
                return None
        return i18n.Message("woo.refuse.malformed", action=repr(action))

    def _view(self, player):
        """The Woo part of ``view`` (W16): one's own hand, never the other's nor the stock order."""
        last = self.last_trick
        view = {
            "round": self.round + 1,
            "oya": self.oya,
            "phase": self.phase,
            "trump": SUITS[self.trump],
            "trump_card": None if self.trump_card is None else NOTATION[self.trump_card],
            "stock_size": len(self.stock),
            "closed": self.closed,
            "closer": self.closer,
            "closer_opponent_had_trick": None if self.closer is None else self.closer_opp_tricks > 0,
            "hand_sizes": [len(h) for h in self.hands],
            "tricks_won": list(self.tricks_won),
            "points": list(self.points),
            "marriages": [{"player": q, "suit": SUITS[s], "points": w} for q, s, w in self.marriages],
            "marriage_announced": None if self.married is None else SUITS[self.married],
            "trick": [] if self.lead is None else [{"player": self.oya, "card": NOTATION[self.lead]}],
            "last_trick": None if last is None else {
                "leader": last[0], "cards": [NOTATION[last[1]], NOTATION[last[2]]], "winner": last[3]},
            "played": [NOTATION[c] for c in self.played],
            "victory_caller": self.victory_caller,
            "round_woo": list(self.round_woo),
            "woo": list(self.woo),
            "bonus_pending": self.bonus,
        }
        if player is None:
            view["hands"] = [[NOTATION[c] for c in h] for h in self.hands]
            view["stock"] = [NOTATION[c] for c in reversed(self.stock)]
            view["shown"] = [[NOTATION[c] for c in k] for k in self.known]
        else:
            view["hand"] = [NOTATION[c] for c in self.hands[player]]
            view["opponent_shown"] = [NOTATION[c] for c in self.known[1 - player]]
        return view

    def redeal_hidden(self, player, rng):
        """A clone whose stock is reshuffled with the opponent's unseen cards (every card ``player``
        has not seen: not in their hand, played, face up, or shown in the opponent's hand)."""
        twin = self.clone()
        other = 1 - player
        seen = twin.known[other]
        hidden = [c for c in twin.hands[other] if c not in seen]
        pool = sorted(hidden + twin.stock)
        rng.shuffle(pool)          # sorted first: the deal drawn depends only on the view and rng
        k = 0
        hand = twin.hands[other]
        for i, c in enumerate(hand):
            if c not in seen:
                hand[i] = pool[k]
                k += 1
        twin.stock = pool[k:]
        return twin

    def __copy__(self):
        """A shallow copy, for ``clone``: the instance's dict and its slots (``copy.copy``'s own way with
        slots, through ``__reduce_ex__``, costs twice as much)."""
        new = _new_object(type(self))
        new.__dict__.update(self.__dict__)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    def _copy_containers(self, new):
        new._drawn = _UNDRAWN               # a copy checks every move (redeal_hidden changes hands)
        new.hands = [self.hands[0].copy(), self.hands[1].copy()]
        new.stock = self.stock.copy()
        new.points = self.points.copy()
        new.tricks_won = self.tricks_won.copy()
        new.marriages = self.marriages.copy()
        new.played = self.played.copy()
        new.known = [self.known[0].copy(), self.known[1].copy()]
        new.woo = self.woo.copy()
        new.round_woo = self.round_woo.copy()
        new.rounds = self.rounds.copy()


def parse_notation(notation):
    """The action written ``notation`` ('play QS', 'close', 'marry H', ...), or None when it is no Woo move;
    raises the refusal naming the fault for a card or suit that does not exist ('play 9S', 'marry X')."""
    words = str(notation).strip().lower().split()
    if len(words) == 1 and words[0] in _SIMPLE:
        return _SIMPLE[words[0]]
    if len(words) == 2 and words[0] == "play":
        card = parse_card(words[1])
        if card is None:
            raise refusal("woo.refuse.no_such_card", written=words[1])
        return PLAY[card]
    if len(words) == 2 and words[0] == "marry":
        suit = parse_suit(words[1])
        if suit is None:
            raise refusal("woo.refuse.no_such_suit", name=words[1])
        return MARRY[suit]
    return None


@i18n.remembered
def move_words(action):
    """A Woo move said in words, an ``i18n.Message`` shown in the text's language: 'jouer la reine de pique',
    'piocher', 'annoncer le mariage à cœur' / 'play the queen of spades', 'draw', 'announce the marriage of
    hearts' (keys ``move.woo.<kind>``, the words of the table's buttons). ``action``: an ``Action`` or its
    notation ('play QS'); ValueError for notation that is no Woo move."""
    if not isinstance(action, Action):
        parsed = parse_notation(action)
        if parsed is None:
            raise ValueError(f"{action!r} is not a Woo move; moves are written like {', '.join(INFO.notation_examples)}")
        action = parsed
    if action.kind == "play":
        return i18n.Message("move.woo.play", card=NOTATION[action.arg])
    if action.kind == "marry":
        return i18n.Message("move.woo.marry", suit=suit_words(action.arg))
    return i18n.Message(f"move.woo.{action.kind}")


def suit_words(suit):
    """A suit (index or letter) named in the text's language: 'cœur' / 'hearts' (``woo.suit.H``)."""
    return i18n.Message(f"woo.suit.{SUITS[suit] if isinstance(suit, int) else suit.upper()}")


def points_words(points):
    """'84 points', '0 point' / '0 points' (``woo.count.points``): a count of points inside a sentence."""
    return i18n.Message("woo.count.points", n=points)


def round_woo(points, tricks, caller, closer, closer_opp_tricks):
    """W12-W13: (winner, Woo, case) of a round, winner None for a tie (W14). ``caller``: who called
    victory (or None); ``closer``: who closed (or None); ``closer_opp_tricks``: the closer's
    opponent's tricks at the moment of closing."""
    if closer is None:
        if caller is not None:
            if points[caller] >= VICTORY_POINTS:
                return _scale(caller, points, tricks)
            return 1 - caller, 2, "false_victory"
        if points[0] == points[1]:
            return None, 0, "tie"
        return _scale(0 if points[0] > points[1] else 1, points, tricks)
    opp = 1 - closer
    if caller == closer and points[closer] >= VICTORY_POINTS:
        return _scale(closer, points, tricks)
    if caller == opp:
        if points[opp] >= VICTORY_POINTS:
            return opp, 2, "opponent_victory"
        return closer, (3 if closer_opp_tricks == 0 else 2), "opponent_false_victory"
    return opp, (3 if closer_opp_tricks == 0 else 2), "closer_failed"


def _scale(w, points, tricks):
    """W12's scale for winner ``w``: 3 Woo if the loser won no trick, 2 under 33 points, else 1."""
    o = 1 - w
    if tricks[o] == 0:
        return w, 3, "scale3"
    return (w, 2, "scale2") if points[o] < SCHNEIDER_POINTS else (w, 1, "scale1")
