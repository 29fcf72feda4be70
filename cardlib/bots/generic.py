"""The base of every bot, and the bots that play any game."""

import random


class Bot:
    """A player deciding from ``state.view(state.current_player)`` and its own seeded RNG.

    Subclasses implement ``decide(view) -> notation``; ``choose`` turns it into an action.
    """

    name = "bot"

    def __init__(self, game, seed=None):
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state):
        """The action this bot takes in ``state`` for the player to move."""
        view = state.view(state.current_player)
        legal = view.get("legal_actions")
        if not legal:
            raise ValueError("the game is over: there is no move to choose")
        return state.parse_action(self.decide(view))

    def decide(self, view):
        """The notation of the chosen move, from the current player's ``view`` alone."""
        raise NotImplementedError

    def __repr__(self):
        return f"<{self.name} bot for {self.game}, seed {self.seed}>"


class RandomBot(Bot):
    """Plays one of the legal moves, each equally likely."""

    name = "random"

    def decide(self, view):
        """A uniformly random legal move."""
        return self.rng.choice(view["legal_actions"])


BOTS = {"random": RandomBot}
