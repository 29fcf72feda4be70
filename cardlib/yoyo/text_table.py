"""Yoyo's table as lines of text, for the terminal's guided game (``cardlib.learn``): what the viewer is asked to
do, the pile (its top card, who laid it, its direction, the cards below it, what may follow), the stock, every
player's number of cards (Y2: hands are hidden, their sizes public) and the viewer's hand, a yellow card with
its action; the same catalogue entries as the table's picture (``widgets/yoyo/render.py``), without the ones
that say "click". ``choices`` picks the moves offered when there are too many to list (series, Y7).
"""

from ..text import i18n
from .cards import ACTION, parse_card
from .rules import points_words

UNDER = 6               # cards shown below the pile's top, as the table's picture shows them
MOST_CHOICES = 24       # beyond this many legal moves, ``choices`` offers a few (cardlib.learn.MOST_CHOICES)


def card_words(card, lang):
    """A card (notation) in words, a yellow with its action: 'blue 5', 'yellow 9 (pass)' (``ui.yoyo.card_action``,
    as the table's card labels)."""
    action = ACTION[parse_card(card)]
    if action is None:
        return i18n.card_name(card, lang)
    return i18n.text("ui.yoyo.card_action", lang, card=card, action=i18n.text(f"ui.yoyo.action.{action}", lang))


def _status(view, lang, names):
    """The status line of the table's picture (``render._status``), or None: for a pass, whose words say "click"
    (the step's instruction says what to do), and for the viewer's turn on the empty pile (the pile's line says
    that any card goes, Y2)."""
    viewer, current, phase = view.get("viewer"), view["current_player"], view["phase"]
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    if view["is_over"]:
        if view["match"] and view["winners"]:
            line = t("ui.yoyo.match_won", player=view["winners"][0], points=points_words(max(view["totals"])))
        elif 0 in view["hand_sizes"]:
            line = t("ui.yoyo.round_won", player=view["hand_sizes"].index(0))
        else:
            line = t("ui.yoyo.round_exhausted")
    elif current != viewer:
        line = t("ui.yoyo.turn_of", player=current)
    elif phase == "direction":
        line = t("ui.yoyo.your_direction", card=view["top"])
    elif phase == "steal":
        key = "ui.yoyo.your_steal_opponent" if view["players"] == 2 else "ui.yoyo.your_steal"
        line = i18n.plural(key, view["steal_count"], lang, count=view["steal_count"])
    elif phase == "pass" or view["top"] is None:
        return None
    else:
        line = t("ui.yoyo.your_play_free" if view["top_owner"] == viewer else "ui.yoyo.your_play")
    if view["rounds"] > 1:
        line = t("ui.yoyo.round_of", round=view["round"], rounds=view["rounds"]) + " · " + line
    return line


def _pile_lines(view, lang, names):
    """The pile: its top card and who laid it, its direction, the cards below the top, what may follow; the
    stock's size."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    lines = [colon(t("ui.yoyo.pile"), "").rstrip()]
    top, current = view["top"], view["current_player"]
    if top is None:
        lines.append("  " + t("ui.yoyo.pile_empty"))
    else:
        goes = t(f"ui.yoyo.arrow.{view['direction']}")
        laid = f"{card_words(top, lang)}, {t('ui.yoyo.laid_by', player=view['top_owner'])}. {goes}."
        lines.append("  " + laid[:1].upper() + laid[1:])       # a sentence: "La carte bleue 5, posée par..."
        under = view["pile"][-1 - UNDER:-1][::-1]
        if under:
            lines.append("  " + colon(t("ui.yoyo.under"), ", ".join(card_words(card, lang) for card in under)))
        if view["phase"] == "direction":
            lines.append("  " + t("ui.yoyo.choosing_direction", player=current))
        elif current is not None and view["top_owner"] == current:
            if current != view.get("viewer"):       # the viewer's own free play: the status line says it
                lines.append("  " + t("ui.yoyo.accepts.free"))
        elif current is not None:
            lines.append("  " + t(f"ui.yoyo.accepts.{view['direction']}", value=view["value"]))
    stock = i18n.plural("ui.yoyo.stock", view["stock_size"], lang)
    lines.append("  " + stock + (f" {t('ui.yoyo.exhausted_once')}" if view["exhaustions"] else ""))
    return lines


def table_lines(view, lang, names):
    """The lines that draw ``view`` (a player's view: their own hand, every hand's size, the pile face up) in
    ``lang``, players called by ``names``."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    lines = []
    status = _status(view, lang, names)
    if status is not None:
        lines.append(status)
    lines += _pile_lines(view, lang, names)
    lines.append(colon(t("ui.yoyo.players"), "").rstrip())
    for p in range(view["players"]):
        said = [i18n.plural("ui.yoyo.cards", view["hand_sizes"][p], lang)]
        if view["current_player"] == p:
            said.append(t("ui.yoyo.choosing" if view["phase"] == "pass" else "ui.yoyo.to_play"))
        if view["phase"] == "pass" and p in view["passed"]:
            said.append(t("ui.yoyo.has_chosen"))
        if view["is_over"] or view["round"] > 1:
            said.append(t("ui.yoyo.points", points=i18n.number(view["round_points"][p], lang)))
            said.append(t("ui.yoyo.total", points=i18n.number(view["totals"][p], lang)))
        if view["is_over"] and p in view["winners"]:
            said.append(t("ui.yoyo.winner"))
        lines.append("  " + colon(names[p], ", ".join(said)))
    if view.get("viewer") is not None:
        hand = ", ".join(card_words(card, lang) for card in view["hand"]) or t("ui.yoyo.no_cards")
        lines.append(colon(t("ui.yoyo.your_hand"), hand))
        if view.get("pass_choice"):
            lines.append("  " + t("ui.yoyo.pass_mine", card=view["pass_choice"],
                                  player=(view["viewer"] + 1) % view["players"]))
    return lines


def choices(state, suggested):
    """The moves offered at ``state`` (notation), ``suggested`` among them. Every legal move while there are at
    most ``MOST_CHOICES``; beyond (a big hand in free play or on the empty pile, where its series are many, Y7):
    every single card (a yellow that Y4 lets its player orient, both ways) and every decision that is not a lay
    (a direction, a steal's takes, a card to pass), and from each first card its longest series only; the
    suggested move is kept whatever it is. In the engine's order."""
    legal = [str(action) for action in state.legal_actions()]
    if len(legal) <= MOST_CHOICES:
        return legal
    longest = {}                    # first card -> its longest series
    for move in filter(_is_series, legal):
        first = move.split()[1]
        if len(move.split()) > len(longest.get(first, "").split()):
            longest[first] = move
    kept = set(longest.values()) | {suggested}
    return [move for move in legal if move in kept or not _is_series(move)]


def _is_series(move):
    """True for a lay of two cards or more ('play B5 B6'; not 'play Y9 up', one card and its Y4 direction)."""
    words = move.split()
    return words[0] == "play" and len(words) > 2 and words[-1] not in ("up", "down")
