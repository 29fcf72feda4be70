"""Ohio (Reiner Knizia, Jumbo 1998): rules O1-O8 of docs/ohio.md#rules (ids: docs/ohio.md#o1 ...), 2 to 5 players.

Every player holds the same eleven cards, 1 to 10 and Ohio (O1). A trick goes round
clockwise; each follower plays a number lower than the last number of the trick, plays
Ohio, or passes and leaves the trick (O3). When everyone else has passed, the player of
the last card wins the trick (O4). When someone plays their last card, the trick is
played out and the round ends (O5); scores are the cards of one's tricks minus the cards
left in hand, Ohio counting -10 wherever it ends (O6).

Notation: ``play 7``, ``play ohio``, ``pass``; what people read says a move in words instead
(``move_words``: « jouer le 7 », « jouer la carte Ohio », « passer »).
Options: ``rounds`` (match mode only; default one per player, decision O7).
Cards are the ints 1..10, and ``OHIO`` = 0, which makes "lower than the last number"
one comparison for every card, Ohio included.
"""

from itertools import compress
from operator import add
from typing import NamedTuple

from ..text import i18n
from ..errors import refusal
from ..state import GameInfo, GameState, match_rounds

# At most 11 plays per player and a round, and at most players - 1 passes per trick, a trick
# holding at least one play: 11 n + 11 n (n - 1) = 11 n² moves, 275 at 5 players.
INFO = GameInfo("ohio", min_players=2, max_players=5, default_players=4,
                notation_examples=("play 7", "play ohio", "pass"), version=1, max_moves=11 * 5 ** 2)

OHIO = 0
CARDS = tuple(range(11))            # 0 is Ohio, then 1..10 (O1)
OHIO_VALUE = -10                    # O1, O6
NO_NUMBER = 11                      # the "last number" of a trick holding no number yet: any card may follow


def value(card):
    """The points a card is worth (O1): its number, or -10 for Ohio."""
    return OHIO_VALUE if card == OHIO else card


def card_notation(card):
    """'ohio' or the number as text."""
    return "ohio" if card == OHIO else str(card)


def parse_card(text):
    """The card written ``text`` ('ohio' or '1'..'10'), or None."""
    text = text.strip().lower()
    if text == "ohio":
        return OHIO
    if text.isdigit() and 1 <= int(text) <= 10:
        return int(text)
    return None


class Action(NamedTuple):
    """One Ohio decision: ``play`` a card, or ``pass`` (card is None)."""

    kind: str
    card: int | None = None

    def __str__(self):
        return "pass" if self.kind == "pass" else f"play {card_notation(self.card)}"


def card_words(card):
    """A card as a Message to put in a sentence: « le 7 » / "the 7", « la carte Ohio » / "the Ohio card"."""
    return i18n.Message("ohio.the_ohio_card") if card == OHIO else i18n.Message("ohio.the_card", number=card)


def parse_notation(notation):
    """The action written ``notation`` ('play 7', 'play ohio', 'pass'), or None: what ``State.parse_action``
    reads, and ``move_words`` too."""
    words = str(notation).strip().lower().split()
    if words == ["pass"]:
        return PASS
    if len(words) == 2 and words[0] == "play":
        card = parse_card(words[1])
        if card is not None:
            return PLAY[card]
    return None


@i18n.remembered
def move_words(action):
    """A move said in words (``cardlib.move_words``), from an ``Action`` or its notation: « jouer le 3 »,
    « jouer la carte Ohio », « passer » / "play the 3", "play the Ohio card", "pass"."""
    if not isinstance(action, Action):
        parsed = parse_notation(action)
        if parsed is None:
            raise ValueError(f"not an Ohio move: {action!r}")
        action = parsed
    if action.kind == "pass":
        return i18n.Message("move.ohio.pass")
    return i18n.Message("move.ohio.play", card=card_words(action.card))


# Views write many cards: a table lookup costs less than a call of card_notation or value.
NOTATION = tuple(card_notation(c) for c in CARDS)      # by card: 'ohio', '1', ..., '10'
VALUE = tuple(value(c) for c in CARDS)


class _HandNames(dict):
    """The names of a hand's cards, by the hand as a tuple: views show every hand at every move, and
    a hand is one of at most 2048 subsets of the eleven cards, kept in order."""

    __slots__ = ()

    def __missing__(self, hand):
        if len(self) >= 4096:               # only hands set up out of order could get here
            self.clear()
        names = self[hand] = tuple(NOTATION[c] for c in hand)
        return names


HAND_NAMES = _HandNames()

PASS = Action("pass")
PLAY = {card: Action("play", card) for card in CARDS}
PLAY_NOTATION = tuple(str(PLAY[card]) for card in CARDS)


class State(GameState):
    """An Ohio round, or a whole match (``match=True``)."""

    info = INFO
    Action = Action
    _own_actions = frozenset(map(id, (PASS, *PLAY.values())))

    @classmethod
    def new(cls, players, seed, match, deck, first_player, options):
        """A new game: see ``cardlib.new_game``."""
        if deck is not None:
            raise ValueError("ohio has no deck to order: every player holds the same cards 1 to 10 and ohio (O1)")
        rounds = match_rounds("ohio", players, match, options, "O7")
        state = cls(players, seed, match, deck, first_player, options)
        state.rounds = rounds
        state.round = 0
        state.match_points = [0] * players
        state.first_leader = first_player if first_player is not None else state.rng.randrange(players)
        state._start_round()
        return state

    def _start_round(self):
        n = self.players
        self.hands = [list(CARDS) for _ in range(n)]
        self.won_points = [0] * n
        self.won_cards = [[] for _ in range(n)]
        self.tricks = []                       # completed tricks of this round: (winner, [(player, card), ...])
        self._tricks_seen = None               # see _trick_parts
        self.ending = False                    # O5: someone played their last card
        self.leader = (self.first_leader + self.round) % n      # O7: moves clockwise each round
        self.current_player = self.leader
        self._new_trick()
        self._emit("ohio.round_start", round=self.round + 1, rounds=self.rounds, leader=self.leader)

    def _new_trick(self):
        self.trick = []                        # (player, card) in order played
        self.in_trick = [True] * self.players
        self.last_number = NO_NUMBER
        self.trick_value = 0

    # --- rules -------------------------------------------------------------------
    def legal_actions(self):
        """The actions the current player may take now ([] when the game is over)."""
        p = self.current_player
        if p is None:
            return []
        limit = self.last_number
        plays = [PLAY[c] for c in self.hands[p] if c < limit]
        if self.trick:
            plays.append(PASS)                 # O3: a follower may always pass
        return plays

    def _legal_notations(self):
        """``legal_actions()`` in notation, written straight from the hand: the view's list, which
        bots read at every move (the conformance tests check it equals the actions' notations)."""
        p = self.current_player
        if p is None:
            return []
        limit = self.last_number
        names = [PLAY_NOTATION[c] for c in self.hands[p] if c < limit]
        if self.trick:
            names.append("pass")
        return names

    def _refusal(self, action):
        p = self.current_player
        if p is None:
            return i18n.Message("ohio.refuse.over")
        if action.kind == "pass":
            if not self.trick:
                return i18n.Message("ohio.refuse.leader_pass")
            return None
        card = action.card
        if card not in self.hands[p]:
            if not self.hands[p]:
                return i18n.Message("ohio.refuse.empty_hand")
            return i18n.Message("ohio.refuse.not_in_hand", card=card_words(card))
        if card >= self.last_number:
            return i18n.Message("ohio.refuse.not_lower", card=card_words(card),
                                last=card_notation(self.last_number))
        return None

    def _play(self, action):
        p = self.current_player
        if action.kind == "pass":
            self.in_trick[p] = False
            self._emit("ohio.pass", player=p)
        else:
            card = action.card
            self.hands[p].remove(card)
            self.trick.append((p, card))
            if card != OHIO:
                self.last_number = card
            self.trick_value += value(card)
            self._emit("ohio.play", player=p, card=card, value=self.trick_value)
            if not self.hands[p] and not self.ending:
                self.ending = True
                self._emit("ohio.last_card", player=p)
        self._advance(p)

    def _advance(self, p):
        """Pass the turn clockwise to the next player still in the trick, or end the trick (O4)."""
        n = self.players
        last = self.trick[-1][0]
        nxt = (p + 1) % n
        while nxt != last:
            if self.in_trick[nxt]:
                self.current_player = nxt
                return
            nxt = (nxt + 1) % n
        self._win_trick(last)

    def _win_trick(self, winner):
        cards = self.trick
        self.won_points[winner] += self.trick_value
        self.won_cards[winner].extend(c for _, c in cards)
        self.tricks.append((winner, cards))
        self._emit("ohio.trick_won", winner=winner, value=self.trick_value)
        self._new_trick()
        if self.ending:
            self._end_round()
        else:
            self.current_player = winner
            self.leader = winner

    def _end_round(self):
        points = self.round_scores()
        for p in range(self.players):
            self.match_points[p] += points[p]
            self._emit("ohio.round_score", player=p, won=self.won_points[p],
                       hand=hand_penalty(self.hands[p]), score=points[p])
        self.round += 1
        if self.round < self.rounds:
            self._start_round()
        else:
            self.current_player = None
            winners = self.winners()
            self._emit("ohio.game_over" if len(winners) == 1 else "ohio.game_over_many", winners=winners,
                       scores=list(self.match_points))

    def _message(self, event):
        """The log entry of ``event``: cards said in words (« le 7 », « la carte Ohio »), made when the log
        is read (not at every move of a playout); i18n writes a negative number with the language's minus."""
        key, params = event
        if key == "ohio.play":
            params = dict(params, card=card_words(params["card"]))
        elif key in ("ohio.game_over", "ohio.game_over_many"):
            params = dict(params, scores=[i18n.Message("ohio.score_of", player=p, score=points)
                                          for p, points in enumerate(params["scores"])])
        return i18n.Message(key, **params)

    # --- scores ------------------------------------------------------------------
    def round_scores(self):
        """O6 applied to this round now: points of won tricks minus the cards left in hand."""
        return [self.won_points[p] - hand_penalty(self.hands[p]) for p in range(self.players)]

    def scores(self):
        """Points per player: at the end, the O6 totals (summed over the rounds in match mode);
        during a round, the finished rounds plus the points of the tricks won so far."""
        if self.current_player is None:
            return list(self.match_points)
        return list(map(add, self.match_points, self.won_points))

    def winners(self):
        """The players with the highest score once the game is over (ties all win, O6); [] before."""
        if self.current_player is not None:
            return []
        best = max(self.match_points)
        return [p for p, s in enumerate(self.match_points) if s == best]

    # --- parsing, views, copies --------------------------------------------------
    def parse_action(self, notation):
        """The action written ``notation``: 'play 7', 'play ohio' or 'pass'."""
        action = parse_notation(notation)
        if action is not None:
            return action
        words = str(notation).strip().lower().split()
        if len(words) == 2 and words[0] == "play":
            raise refusal("ohio.refuse.no_such_card", card=words[1])
        raise self._bad_notation(notation)

    def _malformed(self, action):
        """Every well-formed Ohio action is one of the twelve values ``PASS`` and ``PLAY[card]`` (O1)."""
        card = action.card
        if action == PASS or (type(card) is int and PLAY.get(card) == action):
            return None
        return i18n.Message("ohio.refuse.malformed", action=repr(action))

    def _view(self, player):
        """The Ohio part of ``view``. By O8 all hands are public knowledge in Ohio."""
        hands = [list(HAND_NAMES[tuple(h)]) for h in self.hands]
        won_cards, tricks_won, last = self._trick_parts()
        view = {
            "round": min(self.round + 1, self.rounds),
            "rounds": self.rounds,
            "leader": self.leader,
            "trick": [{"player": q, "card": NOTATION[c]} for q, c in self.trick],
            "trick_value": self.trick_value,
            "last_number": None if self.last_number == NO_NUMBER else self.last_number,
            "in_trick": list(compress(range(self.players), self.in_trick)),
            "last_trick": None if last is None else {
                "winner": last[0], "cards": [{"player": q, "card": c} for q, c in last[1]], "value": last[2]},
            "won_points": list(self.won_points),
            "won_cards": [list(w) for w in won_cards],
            "tricks_won": list(tricks_won),
            "cards_left": hands,
            "ending": self.ending,
            "match_points": list(self.match_points),
        }
        if player is not None:
            view["hand"] = hands[player]
        return view

    def _trick_parts(self):
        """What views show of this round's won tricks, as tuples of names: each player's won cards,
        each player's count of tricks, and the last trick (winner, ((player, card), ...), value).
        They change only when a trick ends, so they are built then (at the next view) and kept,
        with the list of tricks and its length they were built from: a clone (which copies the
        list), a new round or a new trick makes the next view build them again."""
        tricks = self.tricks
        seen = self._tricks_seen
        if seen is not None and seen[0] is tricks and seen[1] == len(tricks):
            return seen[2]
        counts = [0] * self.players
        for winner, _ in tricks:
            counts[winner] += 1
        last = None
        if tricks:
            winner, cards = tricks[-1]
            last = (winner, tuple((q, NOTATION[c]) for q, c in cards), sum([VALUE[c] for _, c in cards]))
        parts = (tuple(tuple(NOTATION[c] for c in w) for w in self.won_cards), tuple(counts), last)
        self._tricks_seen = (tricks, len(tricks), parts)
        return parts

    def redeal_hidden(self, player, rng):
        """None: Ohio hides nothing (O8: every card played is public, so every hand is known)."""
        return None

    def _copy_containers(self, new):
        new.hands = [h.copy() for h in self.hands]
        new.won_points = self.won_points.copy()
        new.won_cards = [w.copy() for w in self.won_cards]
        new.tricks = self.tricks.copy()        # the tuples inside are never changed
        new.match_points = self.match_points.copy()
        new.trick = self.trick.copy()
        new.in_trick = self.in_trick.copy()


def hand_penalty(hand):
    """What the cards left in a hand cost at the end (O6): each number its value, each Ohio 10."""
    return sum(-OHIO_VALUE if c == OHIO else c for c in hand)
