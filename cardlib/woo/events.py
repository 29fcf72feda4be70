"""Woo's log events as the engine stores them: ``(key, *values)``, one tuple per event, cheaper on a
random playout's hot path than ``GameState._emit``'s ``(key, params)``. ``EVENT_FIELDS`` names each
key's values in order, for ``State._message`` to render the entry only when the log is read."""

from .cards import SUITS

# W12-W14: the cases of a round's result (``rules.round_woo``); each but the tie has a ``.bonus`` form.
RESULT_CASES = ("scale1", "scale2", "scale3", "false_victory", "opponent_victory", "opponent_false_victory",
                "closer_failed")
_RESULT = ("player", "other", "woo", "points", "other_points")
_RESULT_BONUS = ("player", "other", "woo", "bonus", "points", "other_points")

EVENT_FIELDS = {
    "woo.round_start": ("round", "leader", "card"),
    "woo.lead": ("player", "card"),
    "woo.follow": ("player", "card"),
    "woo.trick_won": ("winner", "value"),
    "woo.victory": ("player", "points"),
    "woo.close": ("player", "cards"),
    "woo.exchange": ("player", "card"),
    "woo.draw": ("player", "other", "stock"),
    "woo.stock_exhausted": ("player", "card"),
    **{f"woo.marry.{suit}": ("player", "points") for suit in SUITS},
    **{f"woo.marry_void.{suit}": ("player", "points") for suit in SUITS},
    "woo.last_trick_bonus": ("player",),
    **{f"woo.result.{case}": _RESULT for case in RESULT_CASES},
    **{f"woo.result.{case}.bonus": _RESULT_BONUS for case in RESULT_CASES},
    "woo.result.tie": ("points", "player", "bonus"),
    "woo.match_over": ("player", "other", "woo", "other_woo"),
}

# The events whose ``points`` (an int when stored) the log says in words ('84 points', ``points_words``).
POINTS_IN_WORDS = frozenset(key for key in EVENT_FIELDS if key.startswith("woo.result."))
