"""Yozu (Arnaud Ladagnous, Capsicum Games 2020): rules Z1-Z9 of docs/yozu.md#rules (ids: docs/yozu.md#z1 ...),
3 to 6 players (2 to learn).

32 cards: four animals in four seasons, two copies of each (Z1). Each player starts with one
card face up (Z2). The Oracle secretly draws two different cards (an identical pair is shown
and shuffled back, Z3); the other players, from the Oracle's left, take turns guessing one of
them by naming an animal and a season, never the element revealed by the previous answer (Z4).
An exact guess wins the card; otherwise the Oracle answers, as its own move, by revealing a named
element that is present (choosing when both are), or by saying "nothing" (Z5). The Oracle answers
every such guess, even when only one answer is possible, so that nobody learns from the turn order
whether it had a choice (decision Z5). The finder keeps the card or swaps it with a
card of another display; the Oracle places the other card; the Oracle's left neighbour becomes
the Oracle (Z6). Four animals of one season (YOZUKA) or one animal in four seasons (YOZUMI) in a
display wins at once (Z7). A match is won by the first to win two rounds (Z8).

Notation: ``guess tiger:summer``, ``reveal summer``, ``nothing``, ``keep``, ``swap 2 carp:autumn``
(player index from 0, then the card taken from that player's display).

Project decisions beyond the leaflet (named constants below; docs/yozu.md#z3, #z8): a round that ends with no YOZUKA or
YOZUMI (Z3) has no winner: ``winners()`` is ``[]``, everyone at 0; in a match each
round's first Oracle is the left neighbour of the previous round's first Oracle, a drawn round
counts for nobody, and a match stops after ``MATCH_ROUND_LIMIT`` rounds, won by the most round wins
(ties all win, so a match always names its winners).
"""

from collections import Counter
from typing import NamedTuple

from ..text import i18n
from ..decks import read_deck
from ..errors import refusal
from ..state import GameInfo, GameState

# Version 2: the Oracle's answers are moves (decision Z5). No bound on moves: the rules set no
# limit on wrong guesses in a turn. A round the deck ends has no winner (Z3).
INFO = GameInfo("yozu", min_players=2, max_players=6, default_players=4,
                notation_examples=("guess tiger:summer", "reveal summer", "nothing", "keep", "swap 2 carp:autumn"),
                version=2, max_moves=None, no_winner_rule="Z3")

ANIMALS = ("panda", "carp", "dragonfly", "tiger")           # Z1, in the leaflet's order
SEASONS = ("spring", "summer", "autumn", "winter")
ELEMENTS = ANIMALS + SEASONS
COPIES = 2                                                   # Z1: each of the 16 cards twice
KINDS = tuple(range(16))                                     # kind = animal index * 4 + season index
NAMES = tuple(f"{a}:{s}" for a in ANIMALS for s in SEASONS)  # notation of each kind
KIND_OF = {name: k for k, name in enumerate(NAMES)}
MATCH_WINS = 2                                               # Z8: "Maître du Yozu" wins twice
MATCH_ROUND_LIMIT = 12                                       # decision: a match of drawn rounds must end

# French agreement with an element: Carpe and Libellule are feminine; Panda, Tigre and the seasons masculine.
FR_FEMININE_ENDING = {"carp": "e", "dragonfly": "e"}

# Symbols printed on the cards (Z1), for pictures readable without colour.
SYMBOLS = {"panda": "◆", "carp": "●", "dragonfly": "✿", "tiger": "✚",
           "spring": "♣", "summer": "▲", "autumn": "♥", "winter": "▦"}


def animal(kind):
    """The animal of a card kind."""
    return ANIMALS[kind // 4]


def season(kind):
    """The season of a card kind."""
    return SEASONS[kind % 4]


def elements(kind):
    """The (animal, season) of a card kind."""
    return ANIMALS[kind // 4], SEASONS[kind % 4]


def parse_card(text):
    """The kind written ``text`` ('tiger:summer'), or None."""
    return KIND_OF.get(text.strip().lower())


def full_deck():
    """The 32 cards (kinds), two of each, in notation order."""
    return [k for k in KINDS for _ in range(COPIES)]


def deck_with(*top):
    """A whole deck for ``new_game(..., deck=...)``: the cards ``top`` (notation) first, in order, then the
    rest of the 32: first one copy of each card left in notation order, then the second copies (so no
    two identical cards meet unless only one kind is left). For teachers' set-ups: the first cards go
    face up to players 0, 1, ..., the next two to the first Oracle (Z2, Z3)."""
    left = Counter({name: COPIES for name in NAMES})
    left.subtract(Counter(card.strip().lower() for card in top))
    unknown = [card for card in top if parse_card(card) is None]
    if unknown:
        raise ValueError(f"not yozu cards (Z1: animal:season): {', '.join(map(repr, unknown))}")
    extra = sorted(name for name, n in left.items() if n < 0)
    if extra:
        raise ValueError(f"each card exists twice (Z1): more than {COPIES} of {', '.join(extra)}")
    return [card.strip().lower() for card in top] + [name for copy in range(COPIES) for name in NAMES
                                                     if left[name] > copy]


def completed(display):
    """What a display completes (Z7): ('yozuka', season), ('yozumi', animal), or None."""
    held = set(display)
    for s in range(4):
        if all(a * 4 + s in held for a in range(4)):
            return "yozuka", SEASONS[s]
    for a in range(4):
        if all(a * 4 + s in held for s in range(4)):
            return "yozumi", ANIMALS[a]
    return None


def completed_words(how, element):
    """The element a YOZUKA or YOZUMI completes (Z7), as its sentence says it: ``the_animal`` ('le Panda', 'the
    Panda') for a YOZUMI, ``of_season`` ('de l'Hiver', 'in Winter') for a YOZUKA; message parameters."""
    if how == "yozumi":
        return {"the_animal": i18n.Message(f"yozu.the_animal.{element}")}
    return {"of_season": i18n.Message(f"yozu.of_season.{element}")}


def closest(display):
    """How near a display (notation) is to Z7: (season, its animals held, animal, its seasons held),
    the best season for a YOZUKA and the best animal for a YOZUMI (the first of equals)."""
    held = {parse_card(card) for card in display}
    by_season = [(sum(a * 4 + s in held for a in range(4)), -s) for s in range(4)]
    by_animal = [(sum(a * 4 + s in held for s in range(4)), -a) for a in range(4)]
    season_count, season_index = max(by_season)
    animal_count, animal_index = max(by_animal)
    return SEASONS[-season_index], season_count, ANIMALS[-animal_index], animal_count


class Action(NamedTuple):
    """One Yozu decision: ``guess`` a card, answer by ``reveal`` of an element or ``nothing``, ``keep``,
    or ``swap`` with ``player``'s ``card``."""

    kind: str
    card: int | None = None
    element: str | None = None
    player: int | None = None

    def __str__(self):
        if self.kind == "guess":
            return f"guess {NAMES[self.card]}"
        if self.kind == "reveal":
            return f"reveal {self.element}"
        if self.kind == "swap":
            return f"swap {self.player} {NAMES[self.card]}"
        return self.kind


GUESS = {k: Action("guess", card=k) for k in KINDS}
REVEAL = {e: Action("reveal", element=e) for e in ELEMENTS}
# The guesses open after each answer (Z4: not the element just revealed; None: any card), in KINDS order.
GUESSES = {barred: tuple(GUESS[k] for k in KINDS if barred not in elements(k)) for barred in (None, *ELEMENTS)}
KEEP = Action("keep")
NOTHING = Action("nothing")

# A guess's answer as ``guesses`` stores it ("match", an element revealed, None for nothing), as the
# view writes it: its ``answer`` and its ``revealed`` element.
ANSWER_NAMES = {"match": "match", None: "nothing", **{e: "reveal" for e in ELEMENTS}}
REVEALED = {"match": None, None: None, **{e: e for e in ELEMENTS}}

# The phases of a turn: who decides what. ANSWERING follows every guess that found no card (Z5).
GUESSING, ANSWERING, PLACING, OVER = "guess", "answer", "place", "over"


class State(GameState):
    """A Yozu round, or a whole match (``match=True``)."""

    info = INFO
    Action = Action
    _own_actions = frozenset(map(id, (*GUESS.values(), *REVEAL.values(), KEEP, NOTHING)))

    @classmethod
    def new(cls, players, seed, match, deck, first_player, options):
        """A new game: see ``cardlib.new_game``. ``deck``: the 32 cards in notation, top first."""
        if options:
            raise ValueError(f"unknown yozu options: {', '.join(sorted(options))} (yozu has none)")
        order = None if deck is None else check_deck(deck)
        state = cls(players, seed, match, deck, first_player, options)
        state.round = 0
        state.rounds_won = [0] * players
        state.match_over = False
        state.first_oracle = first_player if first_player is not None else state.rng.randrange(players)
        state._start_round(order)
        return state

    # --- dealing --------------------------------------------------------------------
    def _start_round(self, order=None):
        if order is None:
            order = full_deck()
            self.rng.shuffle(order)
        self.pile = order[::-1]                  # the top of the deck is the end of the list
        self.displays = [[self.pile.pop()] for _ in range(self.players)]        # Z2: player 0 upward
        self.round_result = None                 # ('yozuka'|'yozumi', what, winner) or ('draw',)
        self.oracle = (self.first_oracle + self.round) % self.players
        self._emit("yozu.round_start", round=self.round + 1, player=self.oracle)
        self._start_turn()

    def _start_turn(self):
        """The Oracle draws two different cards (Z3); the player on the Oracle's left guesses first (Z4)."""
        self.hand = []
        self.guesses = []                        # this turn: (player, kind, answer); answer None = nothing
        self.restriction = None                  # the element the next guess may not name (Z4)
        self.pending = None                      # (guesser, kind): a guess that found no card, for the Oracle to answer (Z5)
        self.found = None                        # the card a guesser found, to keep or swap (Z6)
        self.shown_pairs = []
        while True:
            if len(set(self.pile)) < 2:          # decision Z3: no two different cards can come
                self._emit("yozu.deck_out", cards=len(self.pile))
                self._end_round(("draw",))
                return
            first, second = self.pile.pop(), self.pile.pop()
            if first != second:
                break
            self.shown_pairs.append(first)
            self.pile += [first, second]
            self.rng.shuffle(self.pile)
            self._emit("yozu.identical_pair", card=NAMES[first])
        self.hand = [first, second]
        self._emit("yozu.oracle_draws", player=self.oracle, cards=len(self.pile))
        self.phase = GUESSING
        self.current_player = self._next_guesser(self.oracle)

    def _next_guesser(self, after):
        nxt = (after + 1) % self.players
        return (nxt + 1) % self.players if nxt == self.oracle else nxt

    # --- rules -------------------------------------------------------------------------
    def legal_actions(self):
        """The actions the current player may take now ([] when the game is over)."""
        if self.current_player is None:
            return []
        if self.phase == GUESSING:
            return list(GUESSES[self.restriction])
        if self.phase == ANSWERING:
            return self._answers(self.pending[1])
        me = self.current_player
        swaps = [Action("swap", card=k, player=p) for p in range(self.players) if p != me
                 for k in sorted(set(self.displays[p]))]
        return [KEEP, *swaps]

    def _answers(self, kind):
        """The answers the Oracle may give to a guess of ``kind`` that found no card (Z5): each named
        element on its cards (both: its choice), else ``nothing``."""
        a, s = elements(kind)
        present = [REVEAL[e] for e, found in ((a, any(animal(k) == a for k in self.hand)),
                                               (s, any(season(k) == s for k in self.hand))) if found]
        return present or [NOTHING]

    def _refusal(self, action):
        if self.current_player is None:
            # The rule that ended the game: Z8 for a match, Z3 for a round the deck ended, else Z7.
            ended = "match" if self.match else ("draw" if self.round_result[0] == "draw" else "won")
            return i18n.Message(f"yozu.refuse.over_{ended}")
        phase = self.phase
        if action.kind == "guess":
            if phase == ANSWERING:
                return i18n.Message("yozu.refuse.oracle_answers", card=NAMES[self.pending[1]])
            if phase == PLACING:
                return i18n.Message("yozu.refuse.place_first", card=NAMES[self.found])
            if self.restriction is not None and self.restriction in elements(action.card):
                which = "animal" if self.restriction in ANIMALS else "season"
                return i18n.Message(f"yozu.refuse.restricted_{which}", element=self.restriction,
                                    e=FR_FEMININE_ENDING.get(self.restriction, ""))
            return None
        if action.kind in ("reveal", "nothing"):
            if phase != ANSWERING:
                return i18n.Message("yozu.refuse.no_question")
            a, s = elements(self.pending[1])
            answers = self._answers(self.pending[1])
            if action.kind == "nothing":
                if answers != [NOTHING]:
                    return i18n.Message("yozu.refuse.nothing_present", element=answers[0].element)
                return None
            if action.element not in (a, s):
                return i18n.Message("yozu.refuse.reveal_named", element=action.element, animal=a, season=s)
            if action not in answers:
                return i18n.Message("yozu.refuse.reveal_absent", element=action.element)
            return None
        if phase != PLACING:
            return i18n.Message("yozu.refuse.nothing_found")
        if action.kind == "swap":
            if action.player == self.current_player or not 0 <= action.player < self.players:
                return i18n.Message("yozu.refuse.swap_other")
            if action.card not in self.displays[action.player]:
                return i18n.Message("yozu.refuse.swap_missing", player=action.player, card=NAMES[action.card])
        return None

    def _play(self, action):
        me = self.current_player
        if action.kind == "guess":
            self._guess(me, action.card)
        elif action.kind in ("reveal", "nothing"):
            self._answer(*self.pending, action.element)
        else:
            self._place(me, action)

    def _guess(self, player, kind):
        self._emit("yozu.guess", player=player, card=NAMES[kind])
        if kind in self.hand:                                           # Z5: an exact match
            self.hand.remove(kind)
            self.found = kind
            self.guesses.append((player, kind, "match"))
            self._emit("yozu.found", player=player, card=NAMES[kind])
            self.phase = PLACING
            return
        # Z5 (decision): the Oracle answers as its own move, even when only one answer is possible.
        self.pending = (player, kind)
        self.phase = ANSWERING
        self.current_player = self.oracle

    def _answer(self, guesser, kind, element):
        """The answer to ``guesser``'s guess: ``element`` revealed, or None for nothing; then the next guesser."""
        self.guesses.append((guesser, kind, element))
        self.restriction = element
        self.pending = None
        if element is None:
            self._emit("yozu.nothing", player=self.oracle)
        else:
            self._emit("yozu.reveal", player=self.oracle, element=element)
        self.phase = GUESSING
        self.current_player = self._next_guesser(guesser)

    def _place(self, player, action):
        found = self.found
        changed = [player]
        if action.kind == "keep":
            self.displays[player].append(found)
            self._emit("yozu.keep", player=player, card=NAMES[found])
        else:
            other = self.displays[action.player]
            other[other.index(action.card)] = found
            self.displays[player].append(action.card)
            changed.append(action.player)
            self._emit("yozu.swap", player=player, card=NAMES[found], other=action.player,
                       taken=NAMES[action.card])
        self.found = None
        if self._check_win(changed):
            return
        oracle_card = self.hand.pop()
        self.displays[self.oracle].append(oracle_card)                 # Z6: the Oracle places the other card
        self._emit("yozu.oracle_places", player=self.oracle, card=NAMES[oracle_card])
        if self._check_win([self.oracle]):
            return
        self.oracle = (self.oracle + 1) % self.players
        self._start_turn()

    def _check_win(self, changed):
        """Z7: the first changed display (the guesser's before the other's) that completes wins."""
        for p in changed:
            done = completed(self.displays[p])
            if done is not None:
                self._emit(f"yozu.{done[0]}", player=p, element=done[1], **completed_words(*done))
                self._end_round((done[0], done[1], p))
                return True
        return False

    def _end_round(self, result):
        self.round_result = result
        self.hand = []
        self.phase = OVER
        if result[0] != "draw":
            self.rounds_won[result[2]] += 1
        self.round += 1
        if self.match and max(self.rounds_won) < MATCH_WINS and self.round < MATCH_ROUND_LIMIT:
            self._start_round()
            return
        self.current_player = None
        self.match_over = True
        if max(self.rounds_won) == 0:
            self._emit("yozu.game_over_draw")             # nobody won a round: all tied at 0
        else:
            winners = self.winners()
            self._emit("yozu.game_over" if len(winners) == 1 else "yozu.game_over_many", winners=winners)

    # --- scores --------------------------------------------------------------------
    def scores(self):
        """Rounds won per player (one round: 1 for the winner, 0 for everyone else and in a draw)."""
        return list(self.rounds_won)

    def winners(self):
        """Once over: the players with the most rounds won; [] before, and after a round nobody won (Z3).
        A match always names its winners (after only drawn rounds, everyone, tied at 0)."""
        if self.current_player is not None:
            return []
        best = max(self.rounds_won)
        if best == 0 and not self.match:
            return []
        return [p for p, wins in enumerate(self.rounds_won) if wins == best]

    # --- parsing, views, copies ------------------------------------------------------
    def parse_action(self, notation):
        """The action written ``notation``: 'guess tiger:summer', 'reveal summer', 'nothing', 'keep',
        'swap 2 carp:autumn'."""
        action = parse_notation(notation)
        if action is None:
            raise self._bad_notation(notation)
        return action

    def _malformed(self, action):
        """None for a well-formed Yozu action (Z1 cards and elements, in the fields each kind uses)."""
        kind, card, element, player = action
        if kind == "guess":
            ok = type(card) is int and 0 <= card < len(KINDS) and element is None and player is None
        elif kind == "reveal":
            ok = type(element) is str and element in REVEAL and card is None and player is None
        elif kind == "keep" or kind == "nothing":
            ok = card is None and element is None and player is None
        elif kind == "swap":
            ok = type(card) is int and 0 <= card < len(KINDS) and type(player) is int and element is None
        else:
            ok = False
        return None if ok else i18n.Message("yozu.refuse.malformed", action=repr(action))

    def _view(self, player):
        """The Yozu part of ``view`` (Z9): every display, every answer, the shown pairs, the deck size;
        the Oracle also sees their two cards. A guess waiting for the Oracle's answer looks the same
        whether or not the Oracle has a choice (only the Oracle's own view lists its possible answers)."""
        result = self.round_result
        view = {
            "round": self.round + (0 if self.current_player is None else 1),
            "rounds_won": list(self.rounds_won),
            "oracle": self.oracle,
            "phase": self.phase,
            "displays": [[NAMES[k] for k in d] for d in self.displays],
            "deck_size": len(self.pile),
            "oracle_cards": len(self.hand),
            "guesses": [{"player": p, "guess": NAMES[k], "answer": ANSWER_NAMES[a], "revealed": REVEALED[a]}
                        for p, k, a in self.guesses],
            "pending_guess": None if self.pending is None else NAMES[self.pending[1]],
            "pending_guesser": None if self.pending is None else self.pending[0],
            "found": None if self.found is None else NAMES[self.found],
            "restriction": self.restriction,
            "shown_pairs": [NAMES[k] for k in self.shown_pairs],
            "round_result": None if result is None else (
                {"draw": True} if result[0] == "draw" else
                {"draw": False, "how": result[0], "element": result[1], "winner": result[2]}),
        }
        if player is None:
            view.update(hand=[NAMES[k] for k in self.hand], deck=[NAMES[k] for k in reversed(self.pile)])
        elif player == self.oracle and self.current_player is not None:
            view["hand"] = [NAMES[k] for k in self.hand]
        return view

    def redeal_hidden(self, player, rng):
        """A clone whose deck is reshuffled (its order is hidden from everyone) and, for anyone but
        the Oracle, whose Oracle's hidden cards are exchanged with deck cards (Z9); the hand stays
        two different cards (Z3)."""
        twin = self.clone()
        if player != self.oracle and twin.hand:
            pool = sorted(twin.pile + twin.hand)    # sorted: the deal drawn depends only on the view and rng
            size = len(twin.hand)
            while True:
                rng.shuffle(pool)
                if size < 2 or pool[0] != pool[1] or len(set(pool)) < 2:
                    break
            twin.hand, twin.pile = pool[:size], pool[size:]
        else:
            twin.pile.sort()
            rng.shuffle(twin.pile)
        return twin

    def _copy_containers(self, new):
        new.pile = self.pile.copy()
        new.displays = [d.copy() for d in self.displays]
        new.hand = self.hand.copy()
        new.guesses = self.guesses.copy()           # the tuples inside are never changed
        new.shown_pairs = self.shown_pairs.copy()
        new.rounds_won = self.rounds_won.copy()


def parse_notation(notation):
    """The action written ``notation`` ('guess tiger:summer', 'reveal summer', 'nothing', 'keep',
    'swap 2 carp:autumn'), or None when it is no Yozu move at all; ``IllegalAction`` for an unknown card
    or element, or a swap whose player is no number."""
    words = str(notation).strip().lower().split()
    if words == ["keep"]:
        return KEEP
    if words == ["nothing"]:
        return NOTHING
    if len(words) == 2 and words[0] == "guess":
        return GUESS[_card(words[1])]
    if len(words) == 2 and words[0] == "reveal":
        if words[1] in REVEAL:
            return REVEAL[words[1]]
        raise refusal("yozu.refuse.no_such_element", element=words[1])
    if len(words) == 3 and words[0] == "swap":
        if not words[1].isdigit():
            raise refusal("yozu.refuse.swap_other")
        return Action("swap", card=_card(words[2]), player=int(words[1]))
    return None


def _card(text):
    kind = parse_card(text)
    if kind is None:
        raise refusal("yozu.refuse.no_such_card", card=text)
    return kind


@i18n.remembered
def move_words(action):
    """A move said in words, an ``i18n.Message`` in the words of the table's buttons and the leaflet:
    'proposer Libellule de Printemps' / 'guess the Spring Dragonfly', 'révéler Été', 'répondre « Rien »',
    'garder la carte trouvée', 'l'échanger contre Carpe d'Automne de Joueur 3'. ``action``: an
    ``Action`` or its notation (ValueError for notation that is no Yozu move)."""
    if not isinstance(action, Action):
        parsed = parse_notation(action)
        if parsed is None:
            raise ValueError(f"not a yozu move: {action!r}")
        action = parsed
    if action.kind == "guess":
        return i18n.Message("move.yozu.guess", card=NAMES[action.card])
    if action.kind == "reveal":
        return i18n.Message("move.yozu.reveal", element=action.element)
    if action.kind == "swap":
        return i18n.Message("move.yozu.swap", taken=NAMES[action.card], other=action.player)
    return i18n.Message(f"move.yozu.{action.kind}")


def bits_words(bits):
    """An amount of information with two decimals, in words that each language writes its own way: an
    ``i18n.Message`` ('1,58 bit', '2,00 bits' / '1.58 bits')."""
    whole, part = f"{bits:.2f}".split(".")
    return i18n.Message("ui.yozu.bits", whole=int(whole), part=part)


def check_deck(deck):
    """The kinds of ``deck`` (notation, top first), which must be the 32 cards of Z1; ValueError naming any fault."""
    return read_deck(deck, parse_card, full_deck(), NAMES.__getitem__, "yozu", "Z1",
                     "['tiger:summer', 'panda:winter', ...]")
