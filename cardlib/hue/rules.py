"""Hue (Chris Handy, Pack O Game, Oya 2019): rules H1-H9 of docs/hue.md#rules (ids: docs/hue.md#h1 ...), 2 to 5 players.

Players build one patchwork of cards of three squares (H2, H3; card pictures: the data file
``cardlib/hue/cards.json``). On their turn a player lays a card from their hand beside the
patchwork covering nothing, or over exactly one visible square (H6). When every player holds one
card, that card is their score card: each of its colours scores its largest non-poisoned area,
the centre colour double (H4, H7). Ties go to the Oya or the tied player nearest after them (H8).

Match (``match=True``, decision as Ohio's O7): ``rounds`` rounds (default one per player), scores
added up, the Oya moving clockwise each round; ties as H8, from the first Oya.

Notation: ``play S3 2,-1 E``: the card, the cell of its first square (x to the right, y downward),
and the direction of the other two squares (E, W, N, S). Geometry: ``cardlib.hue.board``;
scoring: ``cardlib.hue.scoring``. What people read says a move in words instead (``move_words``:
« poser la carte S3 en (2 ; −1), orientée vers l'est » / "lay card S3 at (2, -1), pointing east").
"""

from ..text import i18n
from ..decks import read_deck
from ..errors import refusal
from .board import CARDS, DIRECTIONS, Placement, start_board
from .places import PLACE_OF as _PLACE_OF, HandWriter
from .scoring import areas, best_areas, colour_points, score
from ..state import GameInfo, GameState, match_rounds, random_below, shuffle

# Every move lays a card, and each player keeps one (H5, H7): 4 players x 5 or 5 players x 4 = 20 moves.
INFO = GameInfo("hue", min_players=2, max_players=5, default_players=3,
                notation_examples=("play S3 2,-1 E", "play P1 0,3 N"), version=1, max_moves=20)

START_CARDS = tuple(c for c in CARDS if CARDS[c].kind == "start")
POISON_CARDS = tuple(c for c in CARDS if CARDS[c].kind == "poison")
STANDARD_CARDS = tuple(c for c in CARDS if CARDS[c].kind in ("plain", "striped"))
STARTS_LAID = 3                                          # H5


def standard_cards_each(players):
    """How many standard cards each player is dealt (H5): 5, or 4 at 5 players."""
    return 4 if players == 5 else 5


class Action(Placement):
    """Lay ``card`` with its first square at (x, y), the others towards ``direction``: the
    ``Placement`` it makes, written in notation (so the board keeps the move itself)."""

    __slots__ = ()

    def __str__(self):
        return f"play {self.card} {self.x},{self.y} {self.direction}"

    @property
    def placement(self):
        """The same move as a ``Placement`` of the board."""
        return Placement(self.card, self.x, self.y, self.direction)


class State(GameState):
    """One round of Hue."""

    info = INFO
    Action = Action

    @classmethod
    def new(cls, players, seed, match, deck, first_player, options):
        """A new round (or match): see ``cardlib.new_game``. ``deck``: card ids in the order of H5.
        Option ``rounds`` (match only): how many rounds, default one per player."""
        rounds = match_rounds("hue", players, match, options)
        order = None if deck is None else check_deck(deck, players)
        state = cls(players, seed, match, deck, first_player, options)
        state.rounds = rounds
        state.round = 0
        state.match_points = [0] * players
        state.first_oya = first_player if first_player is not None else random_below(state.rng, players)   # randrange
        state._start_round(order)
        return state

    def _start_round(self, order=None):
        """Deal a round (H5): ``order`` given for the first round only; else the seed shuffles."""
        players = self.players
        self.oya = (self.first_oya + self.round) % players        # decision: the Oya moves clockwise
        each = standard_cards_each(players)
        hands = self.hands = [None] * players
        if order is None:
            rng = self.rng
            starts, poisons, standards = list(START_CARDS), list(POISON_CARDS), list(STANDARD_CARDS)
            shuffle(rng, starts)
            del starts[STARTS_LAID:]
            shuffle(rng, poisons)
            shuffle(rng, standards)
            for k in range(players):            # from the Oya: a poison card, then the standard cards
                hands[(self.oya + k) % players] = [poisons[k], *standards[k * each:(k + 1) * each]]
        else:
            starts = order[:STARTS_LAID]
            position = STARTS_LAID
            for k in range(players):
                hands[(self.oya + k) % players] = order[position:position + 1 + each]
                position += 1 + each
        self.board = start_board(starts)
        self.current_player = self.oya
        self.score_cards = None                  # at the end of the round: each player's score card,
        self.results = None                      # and its (colour, area, doubled, points) per colour
        self._final = None                       # the Score objects, built when first read (``final``)
        self._drawn = None                       # the move random_action drew last in this position
        self._placement_dicts = []               # the board's placements as views show them (_board_view)
        self._emit("hue.start", round=self.round + 1, rounds=self.rounds, player=self.oya,
                   cards=", ".join(starts))

    # --- rules -----------------------------------------------------------------------
    def legal_actions(self):
        """Every card of the current player's hand in every place H6 allows ([] when over): card by
        card, places by direction, then y, then x. Legality under H6 depends on the cells only, not
        on the card's picture, so every card has the same places (the board's ``legal_numbers``)."""
        if self.current_player is None:
            return []
        return _actions(self.hands[self.current_player], self.board.places())

    def _legal_notations(self):
        """``[str(a) for a in self.legal_actions()]``, looked up in per-card memos of notations
        (``places.HandWriter``) for the board's places, which its index keeps up to date."""
        return _notations(self.hands[self.current_player], self.board.places())

    def random_action(self, rng):
        """One of ``legal_actions()``, each equally likely, drawn with ``rng`` without listing them
        (None when over): a card of the hand and a place of H6 drawn from the board's reach
        (``Board.random_place``); every card has the same places."""
        if self.current_player is None:
            return None
        number = self.board.random_place(rng)
        hand = self.hands[self.current_player]
        size = len(hand)                        # random_below(rng, size), inlined: rng.choice(hand)
        bits = size.bit_length()
        index = rng.getrandbits(bits)
        while index >= size:
            index = rng.getrandbits(bits)
        x, y, direction = _PLACE_OF[number]
        action = self._drawn = _new_tuple(Action, (hand[index], x, y, direction))     # Action(...), without its call
        return action

    def apply(self, action):
        """As ``GameState.apply``. The move ``random_action`` has just drawn in this very position
        is legal by construction, so it is played without the checks (the hot path of playouts and
        of the random bot, which plays it here as ``_play`` would); any other action goes through them."""
        drawn = self._drawn
        if drawn is None or action is not drawn:
            return super().apply(action)
        self._moves.append(action)
        self._drawn = None
        p = self.current_player
        hand = self.hands[p]
        hand.remove(action[0])
        under = self.board.lay(action)
        self._events.append(("hue.play", p, action) if under is None else ("hue.play_cover", p, action, under))
        if len(hand) == 1 and all(len(other) == 1 for other in self.hands):
            self._finish()
        else:
            self.current_player = (p + 1) % self.players
        return self

    def _refusal(self, action):
        if self.current_player is None:
            return i18n.Message("hue.refuse.over")
        if action.card not in self.hands[self.current_player]:
            return i18n.Message("hue.refuse.not_in_hand", card=action.card,
                                hand=", ".join(self.hands[self.current_player]))
        reason = self.board.refusal(action)
        if reason is not None:
            key, params = reason
            return i18n.Message(f"hue.refuse.{key}", **params)
        return None

    def _play(self, action):
        p = self.current_player
        hand = self.hands[p]
        hand.remove(action[0])
        under = self.board.lay(action)
        self._drawn = None
        # Stored as (key, player, action[, card covered]) and written out by _message when the log is read.
        self._events.append(("hue.play", p, action) if under is None else ("hue.play_cover", p, action, under))
        if len(hand) == 1 and all(len(other) == 1 for other in self.hands):
            self._finish()
        else:
            self.current_player = (p + 1) % self.players

    def _finish(self):
        best = best_areas(self.board)
        cards = self.score_cards = [hand[0] for hand in self.hands]
        results = self.results = [colour_points(card, best) for card in cards]
        points, events = self.match_points, self._events
        for p, parts in enumerate(results):
            total = sum([part[3] for part in parts])
            points[p] += total
            events.append(("hue.score", p, cards[p], total, parts))      # rendered by _message
        self.round += 1
        if self.round < self.rounds:
            self._start_round()
            return
        self.current_player = None
        self._emit("hue.game_over", winners=self.winners())          # one winner always (H8)

    @property
    def final(self):
        """At the end of the round, one ``scoring.Score`` per player, areas included (None before)."""
        if self.score_cards is not None and self._final is None:
            found = areas(self.board)
            self._final = [score(self.board, card, found) for card in self.score_cards]
        return self._final

    def _message(self, event):
        """The log entry of ``event``: moves are stored as (key, player, action[, card covered]) and the
        scores of H7 as (key, player, card, total, parts); other events as ``_emit`` stores them."""
        key = event[0]
        if key == "hue.play":
            return i18n.Message(key, player=event[1], **_place_words(event[2]))
        if key == "hue.play_cover":
            return i18n.Message(key, player=event[1], under=event[3], **_place_words(event[2]))
        if key != "hue.score":
            return super()._message(event)
        _, p, card, total, parts = event
        detail = [i18n.Message("hue.colour_points_x2" if doubled else "hue.colour_points",
                               code=colour, card=colour, points=points) for colour, _, doubled, points in parts]
        return i18n.Message("hue.score", player=p, card=card, total=total, points=i18n.Message("ui.hue.points", n=total),
                            detail=detail)

    # --- scores ----------------------------------------------------------------------
    def scores(self):
        """Points per player (H7): the finished rounds' scores added up (0 during the first round:
        score cards are secret until the end)."""
        return list(self.match_points)

    def winners(self):
        """Once over: the best total; ties go to the (first) Oya, or the tied player nearest after them (H8)."""
        if self.current_player is not None:
            return []
        best = max(self.match_points)
        for k in range(self.players):
            seat = (self.first_oya + k) % self.players
            if self.match_points[seat] == best:
                return [seat]
        return []

    # --- parsing, views, copies --------------------------------------------------------
    def parse_action(self, notation):
        """The action written ``notation``: 'play S3 2,-1 E'."""
        words = str(notation).strip().split()
        if len(words) == 4 and words[0].lower() == "play":
            card = words[1].upper()
            if card not in CARDS:
                raise refusal("hue.refuse.no_such_card", card=words[1])
            position = words[2].split(",")
            direction = words[3].upper()
            if len(position) == 2 and all(_is_int(part) for part in position) and direction in DIRECTIONS:
                return Action(card, int(position[0]), int(position[1]), direction)
        raise self._bad_notation(notation)

    def _malformed(self, action):
        """None for a well-formed Hue action: a card of H3, whole-number coordinates and a direction of H6."""
        card, x, y, direction = action
        if type(card) is not str or card not in CARDS:
            return i18n.Message("hue.refuse.malformed_card", action=repr(action))
        if type(x) is not int or type(y) is not int or type(direction) is not str or direction not in DIRECTIONS:
            return i18n.Message("hue.refuse.malformed_place", action=repr(action))
        return None

    def _view(self, player):
        """The Hue part of ``view``: the whole patchwork, the player's own hand, the others' hand sizes."""
        view = {
            "round": min(self.round + 1, self.rounds),
            "rounds": self.rounds,
            "oya": self.oya,
            "board": self._board_view(),
            "hand_sizes": list(map(len, self.hands)),
        }
        if self.score_cards is not None:
            view["score_cards"] = list(self.score_cards)
            view["breakdown"] = [[{"colour": colour, "points": points, "doubled": doubled, "area": area}
                                  for colour, area, doubled, points in parts] for parts in self.results]
        if player is None:
            view["hands"] = [list(hand) for hand in self.hands]
        else:
            view["hand"] = list(self.hands[player])
        return view

    def _board_view(self):
        """The view's "board": a new dict per placement, copied from dicts made once per placement
        (``_placement_dicts``, which never leave the state)."""
        made = self._placement_dicts
        placements = self.board.placements
        if len(made) < len(placements):
            made += [{"card": card, "x": x, "y": y, "direction": direction}
                     for card, x, y, direction in placements[len(made):]]
        return list(map(dict.copy, made))

    def redeal_hidden(self, player, rng):
        """A clone in which the cards hidden from ``player`` (the other hands, and the cards left out
        of the round, H5) are exchanged among themselves, poison for poison and standard for
        standard, so every hand keeps its size and its kinds of cards."""
        twin = self.clone()
        others = [q for q in range(self.players) if q != player]
        seen = {p.card for p in self.board.placements}.union(*map(set, self.hands))
        left_out = [c for c in (*POISON_CARDS, *STANDARD_CARDS) if c not in seen]
        for kinds in (POISON_CARDS, STANDARD_CARDS):
            slots = [(q, i) for q in others for i, c in enumerate(twin.hands[q]) if c in kinds]
            pool = sorted([twin.hands[q][i] for q, i in slots] + [c for c in left_out if c in kinds])
            rng.shuffle(pool)      # sorted first: the deal drawn depends only on the view and rng
            for (q, i), card in zip(slots, pool):
                twin.hands[q][i] = card
        return twin

    def _copy_containers(self, new):
        new._drawn = None                        # a copy checks every move (redeal_hidden changes hands)
        new.hands = [hand.copy() for hand in self.hands]
        new.board = self.board.copy()
        new._placement_dicts = self._placement_dicts.copy()
        new._final = None if self._final is None else list(self._final)
        new.match_points = self.match_points.copy()


_new_tuple = tuple.__new__


@i18n.remembered
def move_words(action):
    """A move said in words (``cardlib.move_words``), from an ``Action`` or its notation: « poser la
    carte S4 en (0 ; −5), orientée vers le nord » / "lay card S4 at (0, -5), pointing north"."""
    return i18n.Message("move.hue.play", **_place_words(action))


def cell_words(x, y):
    """A cell's coordinates as a Message: '(0 ; −5)' in French (a real minus sign, a semicolon since the
    comma is the decimal mark), '(0, -5)' in English."""
    return i18n.Message("move.hue.cell", x=x, y=y)


def _place_words(action):
    """The parameters of a move's words (``move.hue.play``, ``hue.play``): the card, its first square's
    cell and the direction of the two others."""
    if not isinstance(action, Action):
        action = _parse(action)
    card, x, y, direction = action
    return {"card": card, "cell": cell_words(x, y), "towards": i18n.Message(f"move.hue.towards.{direction}")}


def _parse(notation):
    """The ``Action`` written ``notation`` ('play S3 2,-1 E'); ValueError if it is not one."""
    if isinstance(notation, Placement):
        return Action(*notation)
    words = str(notation).strip().split()
    if len(words) == 4 and words[0].lower() == "play" and words[1].upper() in CARDS:
        position = words[2].split(",")
        direction = words[3].upper()
        if len(position) == 2 and all(_is_int(part) for part in position) and direction in DIRECTIONS:
            return Action(words[1].upper(), int(position[0]), int(position[1]), direction)
    raise ValueError(f"not a Hue move: {notation!r}")

# Every card's moves and their notations by place, made once and then looked up (views and move lists).
_actions = HandWriter(lambda card, x, y, direction: _new_tuple(Action, (card, x, y, direction)))
_notations = HandWriter(lambda card, x, y, direction: f"play {card} {x},{y} {direction}")   # Action.__str__


def _is_int(text):
    """A whole number in ASCII digits with at most one leading minus ('--1' and '²' are not:
    ``int`` would raise a plain ValueError instead of the notation refusal)."""
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def _card_id(text):
    """The card id written ``text`` (any case), or None."""
    card = text.upper()
    return card if card in CARDS else None


def check_deck(deck, players):
    """The card ids of ``deck`` in the order of H5 (3 start cards, then per player from the Oya a poison
    card and the standard cards, then the cards left out); ValueError naming any fault."""
    order = read_deck(deck, _card_id, list(CARDS), str, "hue", "H3", "['D1', 'D2', 'D3', 'P1', 'S1', ...]")
    each = standard_cards_each(players)
    expected = ["start"] * STARTS_LAID + (["poison"] + ["standard"] * each) * players
    for index, (card, kind) in enumerate(zip(order, expected)):
        actual = "standard" if CARDS[card].kind in ("plain", "striped") else CARDS[card].kind
        if actual != kind:
            raise ValueError(f"deck position {index} must be a {kind} card (H5), not {card}")
    return order
