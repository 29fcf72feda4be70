"""Yoyo's moves written and said: the notation read (``parse_notation``) and a move in words
(``move_words``, ``cards_words``), what every text a person reads shows instead of the notation."""

from ..errors import refusal
from ..text import i18n
from .cards import DIRECTION_NAMES, NOTATION, parse_card
from .moves import _DIRECTIONS, CHOOSE, PASS_ONE, PLAY_DOWN, PLAY_ONE, PLAY_UP, STEALS, Action


def parse_notation(notation, players=None):
    """The action written ``notation`` ('play B5', 'play Y15 up', 'play B5 B6 B7', 'up', 'down', 'steal 1 2',
    'pass B5'), or None when it is no Yoyo move; raises the refusal naming a card that does not exist, or a
    player index not below ``players`` (None: any index)."""
    words = str(notation).strip().lower().split()
    if len(words) == 1 and words[0] in _DIRECTIONS:
        return CHOOSE[_DIRECTIONS[words[0]]]
    if len(words) >= 2 and words[0] in ("play", "pass"):
        direction = None
        if words[0] == "play" and len(words) > 2 and words[-1] in _DIRECTIONS:
            direction = _DIRECTIONS[words.pop()]
        cards = []
        for word in words[1:]:
            c = parse_card(word)
            if c is None:
                raise refusal("yoyo.refuse.no_such_card", typed=word)
            cards.append(c)
        if words[0] == "pass":
            return PASS_ONE[cards[0]] if len(cards) == 1 else None
        if len(cards) == 1:
            return (PLAY_ONE, PLAY_UP, PLAY_DOWN)[direction or 0][cards[0]]
        return Action("play", tuple(cards), direction)
    if len(words) >= 2 and words[0] == "steal":
        victims = []
        for word in words[1:]:
            if not (word.isdigit() and (players is None or int(word) < players)):
                raise refusal("yoyo.refuse.no_such_player", name=word, last=(players or 6) - 1)
            victims.append(int(word))
        victims = tuple(victims)
        return STEALS.get(victims) or Action("steal", victims)
    return None


def cards_words(cards):
    """Cards (notation) in words, an ``i18n.Message``: 'la carte bleue 5, la carte bleue 6 et la carte jaune 7' /
    'the blue 5, the blue 6 and the yellow 7'."""
    cards = [c if isinstance(c, str) else NOTATION[c] for c in cards]
    if len(cards) == 1:
        return i18n.Message("move.yoyo.cards.one", card=cards[0])
    words = i18n.Message("move.yoyo.cards.two", card=cards[-2], last=cards[-1])
    for c in reversed(cards[:-2]):
        words = i18n.Message("move.yoyo.cards.more", card=c, rest=words)
    return words


def _takes_words(victims):
    """The players a steal takes from, in order: 'Joueur 2 puis Joueur 3' / 'Player 2, then Player 3'."""
    words = i18n.Message("move.yoyo.then.two", player=victims[-2], other=victims[-1])
    for v in reversed(victims[:-2]):
        words = i18n.Message("move.yoyo.then.more", player=v, rest=words)
    return words


@i18n.remembered
def move_words(action):
    """A Yoyo move in words, an ``i18n.Message`` (``action``: an Action or its notation): 'poser la carte bleue 5',
    'poser en série la carte bleue 5, la carte bleue 6 et la carte bleue 7', 'poser la carte jaune 15, vers le
    haut', 'monter', 'voler chez Joueur 2 puis Joueur 3' (the notation's player indices count from 0, the words
    from 1), 'passer la carte bleue 5'; in English 'lay the blue 5', 'take from Player 2, then Player 3'..."""
    if not isinstance(action, Action):
        action = parse_notation(action)
        if action is None:
            raise ValueError("not a Yoyo move")
    kind, cards, direction = action
    if kind == "choose":
        return i18n.Message(f"move.yoyo.choose.{DIRECTION_NAMES[direction]}")
    if kind == "pass":
        return i18n.Message("move.yoyo.pass", card=NOTATION[cards[0]])
    if kind == "steal":
        if len(set(cards)) == 1:          # all from one player (2 players, Y8)
            return i18n.Message("move.yoyo.steal_from", player=cards[0], n=len(cards))
        return i18n.Message("move.yoyo.steal", who=_takes_words(cards))
    if len(cards) > 1:
        return i18n.Message("move.yoyo.series", cards=cards_words(cards))
    if direction is None:
        return i18n.Message("move.yoyo.play", card=NOTATION[cards[0]])
    return i18n.Message(f"move.yoyo.play.{DIRECTION_NAMES[direction]}", card=NOTATION[cards[0]])
