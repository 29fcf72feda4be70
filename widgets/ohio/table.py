"""Ohio in a notebook or a Voila app: the play table and small teaching pieces.

- ``OhioTable``: one human against 1 to 4 bots, or people sharing the screen (``humans``), with the
  Hint and the teacher view (see ``widgets.table.GameTable``); ``OhioTable.from_moves`` starts from a
  scripted position, e.g. a trick in progress.
- ``OhioScoring``: score a finished round by hand, then check against O6.
- ``picture`` / ``cards_picture``: still pictures drawn by the same renderer.
- ``why``: why a move is refused in a given position, in the page's language.
"""

from IPython.display import HTML

from cardlib.text import i18n

from . import render
from ..scoring import ScoringExercise
from ..table import GameTable, seat_names, still_picture, why

__all__ = ["OhioScoring", "OhioTable", "cards_picture", "picture", "why"]



class OhioTable(GameTable):
    """An Ohio table: the human at seat ``human`` against ``players - 1`` bots (``bots``: a name or one per seat).

    ``first_player`` fixes who leads first (else the seed draws it); ``match`` and ``rounds``
    play a whole match (O7); ``moves`` are played at once at the start.
    """

    def __init__(self, players=3, seed=None, human=0, bots="greedy", lang=None, *, humans=None,
                 first_player=None, match=False, rounds=None, moves=()):
        options = {"rounds": rounds} if rounds is not None else None
        super().__init__("ohio", render.render, players=players, seed=seed, human=human, humans=humans, bots=bots,
                         lang=lang, first_player=first_player, match=match, moves=moves, options=options)

    @classmethod
    def from_moves(cls, moves, players=3, seed=0, first_player=0, human=0, **kwargs):
        """A table after the scripted ``moves`` (notation), e.g. a trick in progress; undo stops there."""
        return cls(players, seed, human, first_player=first_player, moves=list(moves), **kwargs)

    def hand_markup(self, view, lang):
        """The player's hand for the teacher view, drawn small."""
        return render.render_cards(view["hand"], lang, small=True) if view.get("hand") else None


class OhioScoring(ScoringExercise):
    """A scoring exercise on a finished Ohio round: type every player's score, then Check.

    The sheet shows each player's won tricks one frame per trick (where each trick ends, O4) and the
    cards left in hand; Check marks each answer right or wrong and shows the O6 breakdown, trick by
    trick, Ohio counting -10 either way.
    """

    rule = "O6"

    def __init__(self, state, lang=None):
        if state.game != "ohio" or not state.is_over:
            raise ValueError("OhioScoring needs a finished Ohio game")
        if state.match and state.rounds > 1:
            raise ValueError("OhioScoring scores one round: give a one-round game, not a match")
        self.tricks = render.won_tricks(state.view(None))
        super().__init__(state, lang)

    def render_sheet(self, view, lang, names, reveal):
        """The O6 score sheet: won tricks, one frame each, and cards left in hand; the breakdown once checked."""
        return render.render_scoring_sheet(view, lang, names, reveal=reveal, tricks=self.tricks)


def picture(state, player=None, lang=None):
    """A still picture of ``state`` as ``player`` sees it (None: everything but no hand), for a notebook; in the
    wrapper ``cardgames-still``, which lays its sections side by side when there is room (ohio.css)."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    markup = render.render(view, lang, seat_names(state.players, player, lang), interactive=False)
    return HTML(still_picture(markup))


def cards_picture(cards=("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "ohio"), lang=None):
    """The cards (notation) drawn in a row: by default the eleven cards every player holds (O1)."""
    return HTML(render.render_cards(list(cards), lang or i18n.default_language()))

