"""The one Ohio renderer: pure functions from ``state.view(player)`` to an HTML string.

The play table, the teaching pieces and the notebook pictures all draw with these
functions, so Ohio looks the same everywhere. Nothing relies on colour alone: refused
cards are greyed, hatched and struck through; the player to move is marked by a symbol
and a word; the Ohio card says "OHIO" and "-10".

Clickable parts carry ``data-action`` (the move's notation, e.g. ``play 7``), for
``widgets.svgcanvas.SvgCanvas``. Hand cards have the class ``card playable`` or
``card refused``; refused ones stay clickable so that the reason can be shown.
"""

from functools import cache
from html import escape

import cardlib
from cardlib.text import i18n
from cardlib import ohio

from ..assets import stylesheet
from ..svgcanvas import part_attributes
from ..table import seat_names

OHIO = "ohio"
OHIO_VALUE = ohio.OHIO_VALUE        # O1: Ohio is worth -10 wherever it ends (O6)


# --- pieces ------------------------------------------------------------------------
def _style():
    """The Ohio stylesheet (``ohio.css``) as a ``<style>`` element."""
    return f'<style>{stylesheet("ohio/ohio.css")}</style>'


def card_value(card):
    """The points of a card in notation (O1): its number, or -10 for Ohio (the engine's rule)."""
    return ohio.value(ohio.parse_card(card))


def card_html(card, lang="en", *, status=None, action=None, small=False):
    """One card as HTML. ``status`` 'playable' or 'refused' (hand cards), ``action`` its ``data-action``."""
    classes = ["card"]
    if card == OHIO:
        classes.append("ohio")
    if small:
        classes.append("small")
    if status:
        classes.append(status)
    name = i18n.card_name(card, lang)
    label = i18n.text(f"ui.ohio.{status}", lang, card=card) if status and action is not None else name
    attrs = part_attributes(classes, label, action)
    if card == OHIO:
        face = ('<span class="idx tl" aria-hidden="true">★</span><span class="big">OHIO</span>'
                f'<span class="minus">{i18n.number(OHIO_VALUE, lang)}</span><span class="idx br" aria-hidden="true">★</span>')
    else:
        face = (f'<span class="idx tl" aria-hidden="true">{card}</span><span class="big">{card}</span>'
                f'<span class="idx br" aria-hidden="true">{card}</span>')
    return f'<div {attrs}>{face}</div>'


def _cards(cards, lang, small=True):
    if not cards:
        return f'<span class="ohio-note">{escape(i18n.text("ui.ohio.no_cards", lang))}</span>'
    return '<div class="ohio-cards">' + "".join(card_html(c, lang, small=small) for c in cards) + "</div>"


def _played(entries, lang, names, small=False, new=frozenset()):
    """Cards of a trick in the order played, each with who played it; those in ``new`` (player, card)
    are marked as played since the viewer's last move."""
    parts = []
    for n, entry in enumerate(entries, 1):
        caption = escape(i18n.text("ui.ohio.played_by", lang, names=names, n=n, player=entry["player"]))
        fresh = (entry["player"], entry["card"]) in new
        if fresh:
            tip = escape(i18n.text("ui.ohio.new_tip", lang))
            caption += f' <span class="ohio-new" title="{tip}">● {escape(i18n.text("ui.ohio.new", lang))}</span>'
        parts.append(f'<div class="ohio-played{" recent" if fresh else ""}">'
                     f'{card_html(entry["card"], lang, small=small)}<span>{caption}</span></div>')
    return '<div class="ohio-cards">' + "".join(parts) + "</div>"


@cache
def _parser():
    """An Ohio state kept only for its ``parse_action``: the engine's own notation parser."""
    return cardlib.new_game("ohio", 2, seed=0)


def parse_move(notation):
    """The engine's action (``kind``, ``card``) for a move's notation ('play 7', 'pass'), read by
    cardlib's Ohio parser; raises ``IllegalAction`` for notation that is not an Ohio move."""
    return _parser().parse_action(notation)


def _new_plays(view, recent):
    """The (player, card) of the cards the other players played since the viewer's last move
    (``recent``: the table's ``RecentMove``s), cards in the view's notation. Each player holds one
    card of each kind (O1), so a (player, card) pair names one play of the round."""
    plays = set()
    for move in recent or ():
        if move.player != view.get("viewer"):
            action = parse_move(move.move)
            if action.kind == "play":
                plays.add((move.player, ohio.card_notation(action.card)))
    return frozenset(plays)


def _status(view, lang, names):
    if view["is_over"]:
        line = i18n.text("ui.ohio.over", lang, names=names, winners=view["winners"], n=len(view["winners"]))
    elif view["current_player"] == view.get("viewer"):
        line = i18n.text("ui.ohio.your_lead" if not view["trick"] else "ui.ohio.your_turn", lang)
    else:
        line = i18n.text("ui.ohio.turn_of", lang, names=names, player=view["current_player"])
    if view["match"]:
        line = i18n.text("ui.ohio.round", lang, round=view["round"], rounds=view["rounds"]) + " · " + line
    return f'<div class="ohio-status" role="status">{escape(line)}</div>'


def _seat(view, p, lang, names):
    current = view["current_player"] == p
    out = bool(view["trick"]) and p not in view["in_trick"] and not view["is_over"]
    tags = []
    if current:
        tags.append(f'<span class="ohio-tag turn">{escape(i18n.text("ui.ohio.to_play", lang))}</span>')
    if out:
        tags.append(f'<span class="ohio-tag">{escape(i18n.text("ui.ohio.passed", lang))}</span>')
    if view["is_over"] and p in view["winners"]:
        tags.append(f'<span class="ohio-tag">{escape(i18n.text("ui.ohio.winner", lang))}</span>')
    left = view["cards_left"][p]
    stats = [("ui.ohio.points", view["won_points"][p]), ("ui.ohio.tricks", view["tricks_won"][p]),
             ("ui.ohio.cards_left", len(left))]
    if view["is_over"]:
        stats.append(("ui.ohio.score", view["scores"][p]))
    elif view["match"]:
        stats.append(("ui.ohio.match_points", view["match_points"][p]))
    rows = "".join(f"<span>{escape(i18n.text(key, lang))}</span><b>{i18n.number(number, lang)}</b>" for key, number in stats)
    shown_left = " ".join(i18n.card_name(c, lang) for c in left) or i18n.text("ui.ohio.no_cards", lang)
    classes = "ohio-seat" + (" current" if current else "") + (" out" if out else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="ohio-stats">{rows}</div><div class="ohio-left">{escape(shown_left)}</div></div>')


def _trick_zone(view, lang, names, new=frozenset()):
    notes = []
    if not view["trick"]:
        notes.append(i18n.text("ui.ohio.empty_trick", lang))
    else:
        notes.append(i18n.text("ui.ohio.trick_value", lang, value=i18n.number(view["trick_value"], lang)))
        if view["last_number"] is None:
            notes.append(i18n.text("ui.ohio.only_ohio", lang))
        else:
            notes.append(i18n.text("ui.ohio.limit", lang, last=str(view["last_number"])))
    return (f'<div class="ohio-zone trick" aria-live="polite"><h3>{escape(i18n.text("ui.ohio.trick", lang))}</h3>'
            f'<p class="ohio-note">{escape(" ".join(notes))}</p>{_played(view["trick"], lang, names, new=new)}</div>')


def _last_trick_zone(view, lang, names, new=frozenset(), taken_since=False):
    last = view["last_trick"]
    if last is None:
        body = f'<p class="ohio-note">{escape(i18n.text("ui.ohio.no_trick_yet", lang))}</p>'
    else:
        won = i18n.text("ui.ohio.last_trick_won", lang, names=names, winner=last["winner"],
                         value=i18n.number(last["value"], lang))
        if taken_since:
            won += " " + i18n.text("ui.ohio.taken_since", lang)
        body = f'<p class="ohio-note">{escape(won)}</p>{_played(last["cards"], lang, names, small=True, new=new)}'
    return f'<div class="ohio-zone last"><h3>{escape(i18n.text("ui.ohio.last_trick", lang))}</h3>{body}</div>'


def _hand_zone(view, lang, names, interactive):
    viewer = view["viewer"]
    hand = view["hand"]
    legal = set(view.get("legal_actions", ()))
    to_move = interactive and view["current_player"] == viewer
    parts = []
    for card in hand:
        action = f"play {card}"
        if to_move:
            status = "playable" if action in legal else "refused"
            parts.append(card_html(card, lang, status=status, action=action))
        else:
            parts.append(card_html(card, lang))
    if to_move:
        status = "playable" if "pass" in legal else "refused"
        label = i18n.text("ui.ohio.pass", lang)
        tip = escape(i18n.text(f"ui.ohio.{status}", lang, card=label))
        parts.append(f'<div class="ohio-action pass {status}" data-action="pass" aria-label="{tip}" title="{tip}">'
                     f'{escape(label)}</div>')
    hint = ""
    if to_move and any(f"play {card}" not in legal for card in hand):
        hint = f'<p class="ohio-note">{escape(i18n.text("ui.ohio.hand_hint", lang))}</p>'
    if not hand:
        parts.append(f'<span class="ohio-note">{escape(i18n.text("ui.ohio.no_cards", lang))}</span>')
    return (f'<div class="ohio-zone ohio-hand"><h3>{escape(i18n.text("ui.ohio.your_hand", lang))}</h3>'
            f'{hint}<div class="ohio-cards">{"".join(parts)}</div></div>')


# --- whole pictures ---------------------------------------------------------------
def render(view, lang="en", names=None, *, interactive=True, recent=None):
    """The Ohio table seen in ``view`` (from ``state.view(player)``) as one HTML string.

    With ``interactive`` and the viewer to move, hand cards and Pass carry ``data-action``.
    ``names``: display names per player (default "Player 1"..., the viewer marked "you").
    ``recent``: the moves since the viewer's last move (``GameTable.since_your_move``); the cards
    the others played among them are marked "new", and a trick taken meanwhile says so.
    """
    new = _new_plays(view, recent)
    # The last trick shown is the latest one won: it was taken while the viewer waited if its end is logged since.
    taken_since = any(getattr(entry, "key", None) == "ohio.trick_won" for move in recent or () for entry in move.log)
    if names is None:
        names = seat_names(view["players"], view.get("viewer"), lang)
    seats = "".join(_seat(view, p, lang, names) for p in range(view["players"]))
    parts = [f"{_style()}", _status(view, lang, names),
             f'<div class="ohio-seats" aria-label="{escape(i18n.text("ui.ohio.players", lang))}">{seats}</div>',
             f'<div class="ohio-row">{_trick_zone(view, lang, names, new)}{_last_trick_zone(view, lang, names, new, taken_since)}</div>']
    if view.get("viewer") is not None:
        parts.append(_hand_zone(view, lang, names, interactive))
    return f'<div class="ohio-table" lang="{lang}">{"".join(parts)}</div>'


def render_cards(cards, lang="en", *, small=False):
    """A row of cards (notation strings) alone, e.g. to show the eleven cards of O1."""
    return (f'<div class="ohio-table" lang="{lang}">{_style()}'
            f'<div class="ohio-cards">{"".join(card_html(c, lang, small=small) for c in cards)}</div></div>')


def won_tricks(view):
    """The tricks of the one-round game in ``view`` (its full view, ``state.view(None)``), in the order they
    were won: ``{"number", "winner", "cards", "value"}`` (``number`` from 1, ``cards`` in the order played).
    The view keeps each player's won cards run together (``won_cards``); the tricks are found by replaying
    the view's moves through the engine, from the same seed and first leader."""
    if view.get("moves") is None:
        raise ValueError("won_tricks needs the full view, state.view(None), which holds the moves")
    if view["match"] and view["rounds"] > 1:
        raise ValueError("won_tricks reads one round: give a one-round game, not a match")
    options = {"rounds": view["rounds"]} if view["match"] else {}
    replay = cardlib.new_game("ohio", players=view["players"], seed=view["seed"], match=view["match"],
                              first_player=view["first_player"], **options)
    tricks = []
    for move in view["moves"]:
        shown = replay.apply(move).view(None)
        if sum(shown["tricks_won"]) > len(tricks):            # this move ended a trick (O4)
            last = shown["last_trick"]
            tricks.append({"number": len(tricks) + 1, "winner": last["winner"],
                           "cards": [entry["card"] for entry in last["cards"]], "value": last["value"]})
    return tricks


def breakdown(view, player):
    """The O6 score of ``player`` from a view: won cards, their sum, hand left, its cost, score."""
    won_cards = view["won_cards"][player]
    hand = view["cards_left"][player]
    won = sum(card_value(c) for c in won_cards)
    cost = ohio.hand_penalty([ohio.parse_card(c) for c in hand])
    return {"won_cards": won_cards, "won": won, "hand": hand, "cost": cost, "score": won - cost}


def _term(card, lang):
    """A card's value as a term of a sum: ``7``, or ``(−10)`` for Ohio."""
    value = card_value(card)
    return f"({i18n.number(value, lang)})" if value < 0 else str(value)


def breakdown_lines(view, player, lang="en", tricks=None):
    """The O6 computation of ``player``'s score as three readable lines; the won cards summed trick by
    trick, each trick in brackets when there are several (``tricks``: ``won_tricks(view)``, found from the
    view's moves when not given; a view without moves sums the won cards in one)."""
    b = breakdown(view, player)
    if tricks is None and view.get("moves") is not None:
        tricks = won_tricks(view)
    if tricks is None:
        groups = [b["won_cards"]] if b["won_cards"] else []
    else:
        groups = [trick["cards"] for trick in tricks if trick["winner"] == player]
    sums = [" + ".join(_term(card, lang) for card in cards) for cards in groups]
    won_expr = (" + ".join(f"({part})" for part in sums) if len(sums) > 1 else "".join(sums)) or "0"
    hand_terms = [i18n.text("ui.ohio.sc.ohio_in_hand", lang) if c == OHIO else str(c) for c in b["hand"]]
    if hand_terms:
        hand_line = i18n.text("ui.ohio.sc.hand_line", lang, expr=" + ".join(hand_terms), cost=b["cost"])
    else:
        hand_line = i18n.text("ui.ohio.sc.hand_empty", lang)
    return [
        i18n.text("ui.ohio.sc.won_line", lang, expr=won_expr, won=i18n.number(b["won"], lang)),
        hand_line,
        i18n.text("ui.ohio.sc.total_line", lang, won=i18n.number(b["won"], lang), cost=b["cost"],
                  score=i18n.number(b["score"], lang)),
    ]


def _won_tricks_html(tricks, player, lang, reveal):
    """``player``'s won tricks as one framed group each, in the order won, captioned with the trick's number
    in the round (and, with ``reveal``, its value): where one trick ends and the next begins (O4, O6)."""
    groups = []
    for trick in tricks:
        if trick["winner"] != player:
            continue
        if reveal:
            caption = i18n.text("ui.ohio.sc.trick_value", lang, n=trick["number"], value=trick["value"])
        else:
            caption = i18n.text("ui.ohio.sc.trick", lang, n=trick["number"])
        cards = "".join(card_html(card, lang, small=True) for card in trick["cards"])
        groups.append(f'<div class="ohio-won-trick" role="group" aria-label="{escape(caption)}" '
                      f'data-trick="{trick["number"]}"><span class="ohio-won-caption">{escape(caption)}</span>'
                      f'<div class="ohio-cards">{cards}</div></div>')
    if not groups:
        return _cards([], lang)
    return '<div class="ohio-won-tricks">' + "".join(groups) + "</div>"


def render_scoring_sheet(view, lang="en", names=None, *, reveal=False, tricks=None):
    """A finished round's cards per player: won tricks, one frame per trick (``tricks``: ``won_tricks(view)``,
    found from the full view's moves when not given), and the hand left; with ``reveal``, the O6 breakdown."""
    if names is None:
        names = seat_names(view["players"], None, lang)
    if tricks is None:
        tricks = won_tricks(view)
    head = [i18n.text(k, lang) for k in ("ui.ohio.sc.player", "ui.ohio.sc.won_cards", "ui.ohio.sc.hand")]
    if reveal:
        head.append(i18n.text("ui.ohio.sc.breakdown", lang))
    rows = []
    for p in range(view["players"]):
        cells = [escape(names[p]), _won_tricks_html(tricks, p, lang, reveal), _cards(view["cards_left"][p], lang)]
        if reveal:
            cells.append("<br>".join(escape(line) for line in breakdown_lines(view, p, lang, tricks)))
        rows.append(f'<tr data-seat="{p}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    header = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"
    return (f'<div class="ohio-table" lang="{lang}">{_style()}'
            f'<table class="ohio-score-sheet">{header}{"".join(rows)}</table></div>')
