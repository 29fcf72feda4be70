"""The base of every bot, and the bots that play any game."""

import random

from ..text import i18n
from ..games import move_words


class Bot:
    """A player deciding from ``state.view(state.current_player)`` and its own seeded RNG.

    Subclasses implement ``decision(view) -> (notation, reason)``: the move and why, where the
    reason is a ``cardlib.text.i18n.Message`` or a list of them (French and English, with the numbers
    behind the choice). ``choose`` plays the move and ``explain`` gives the reason of the same
    decision: whichever is called first decides once, the other reuses that decision, so the two
    never draw from the RNG separately.
    """

    name = "bot"

    def __init__(self, game, seed=None):
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)
        # (view, notation, reason, RNG state after deciding or None once played, played?)
        self._last = None

    def words(self, move):
        """``move`` (an action or its notation) said in words, for a reason's ``{move}``: what the
        player reads ('piocher', 'draw'), never the notation."""
        return move_words(self.game, move)

    def _view(self, state):
        view = state.view(state.current_player)
        if not view.get("legal_actions"):
            raise ValueError("the game is over: there is no move to choose")
        return view

    # The last decision is kept with the view it was made from, and a later call reuses it when its
    # view is equal (a comparison that stops at the first difference; bots never change a view).
    # A decision already played is never compared: playing bots (simulate) pay nothing for this.

    def choose(self, state):
        """The action this bot takes in ``state`` for the player to move."""
        view = self._view(state)
        last = self._last
        if last is not None and not last[4] and last[0] == view:
            self.rng.setstate(last[3])               # explain decided it already: play that decision
            notation = last[1]
            self._last = (*last[:4], True)
        else:
            notation, reason = self.decision(view)
            # The RNG is already where this decision left it: only explain's entry needs its state
            # (a copy of the whole generator, the dearest step of a move).
            self._last = (view, notation, reason, None, True)
        return state.parse_action(notation)

    def explain(self, state):
        """Why this bot plays (or played) what it does in ``state``: a ``Message`` or a list of them."""
        view = self._view(state)
        last = self._last
        if last is not None and last[0] == view:
            return last[2]
        before = self.rng.getstate()
        notation, reason = self.decision(view)
        self._last = (view, notation, reason, self.rng.getstate(), False)
        self.rng.setstate(before)                    # explaining alone consumes no randomness
        return reason

    def decide(self, view):
        """The notation of the chosen move, from the current player's ``view`` alone."""
        return self.decision(view)[0]

    def decision(self, view):
        """(notation, reason) for the current player of ``view``. A subclass that only writes
        ``decide`` gets a reason saying no more than the move."""
        if type(self).decide is Bot.decide:
            raise NotImplementedError(f"{type(self).__name__} must implement decision(view)")
        move = self.decide(view)
        return move, i18n.Message("bot.plain", move=self.words(move))

    def __repr__(self):
        return f"<{self.name} bot for {self.game}, seed {self.seed}>"


class RandomBot(Bot):
    """Plays one of the legal moves, each equally likely.

    It draws with ``state.random_action(self.rng)``, the protocol's sampler (which in Hue does not
    list the thousand moves of a turn), and reads nothing else of the state but the current player's
    view, for its explanation (how many moves there were). The draw depends only on what that view
    shows and on the bot's RNG, so explaining then choosing plays the move explained; explaining
    after choosing, before the move is played, explains the move chosen."""

    name = "random"
    # (state, player to move, action) of the last choose: Bot's _last (a decision from a view) is unused here.
    _chosen = None

    def choose(self, state):
        """A uniformly random legal action for the player to move."""
        action = state.random_action(self.rng)
        if action is None:
            raise ValueError("the game is over: there is no move to choose")
        self._chosen = (state, state.current_player, action)
        return action

    def explain(self, state):
        """Why ``choose`` plays (or played, in this position) its move: drawn at random among n."""
        legal = self._view(state)["legal_actions"]
        chosen = self._chosen
        if chosen is not None and chosen[0] is state and chosen[1] == state.current_player and str(chosen[2]) in legal:
            action = chosen[2]                       # chosen here and not played yet
        else:
            before = self.rng.getstate()
            action = state.random_action(self.rng)
            self.rng.setstate(before)                # explaining alone consumes no randomness
        return i18n.Message("bot.random", move=self.words(action), n=len(legal))

    def decision(self, view):
        """A uniformly random move of ``view``'s list (for callers that hold a view and no state)."""
        legal = view["legal_actions"]
        move = self.rng.choice(legal)
        return move, i18n.Message("bot.random", move=self.words(move), n=len(legal))


BOTS = {"random": RandomBot}
