"""The one Yoyo renderer: pure functions from ``state.view(player)`` to an HTML string.

The play table (``widgets.yoyo.table``) and the notebook's pictures draw with these functions, so
Yoyo looks the same everywhere. Nothing relies on colour alone: every card shows its colour's
letter and word, blue cards a ▲ (the pile goes up after them) and red ones a ▼, yellow cards
their action's symbol and word; the pile's direction is a large arrow with its word; cards that
may not be laid now are greyed, hatched and struck through.

Clickable parts carry ``data-action`` for ``widgets.svgcanvas.SvgCanvas``. Engine moves:

- hand cards: ``<div class="yoyo-card blue playable" data-card="B5" data-action="play B5">``;
  refused ones (``refused``) stay clickable so that the table can say which rule refuses them;
  in a pass round (Y8) every card is ``passable`` with ``data-action="pass B5"``;
- the choice buttons ``<div class="yoyo-choice-button ..." data-action="...">``: a direction
  (``up``, ``down``, or ``play Y15 up`` / ``play Y15 down`` for a yellow being laid, Y4), a steal's
  victims (``steal 1 2``, Y8);
- the series panel's ``yoyo-lay-series`` button: the selected series' move (``play B5 B6 B7``).

Table actions, handled by ``YoyoTable`` and never sent to the engine: ``select B5`` (the
``yoyo-select`` toggle under a card: add it to the series being made, or take it out),
``select clear``, ``orient Y15`` (an orientable yellow clicked: show its direction buttons) and
``orient cancel``.
"""

import re
from html import escape

from cardlib.text import i18n
from cardlib.yoyo import points_words
from cardlib.yoyo.cards import ACTION, parse_card

from ..assets import stylesheet
from .. import rules_pages
from ..svgcanvas import part_attributes
from ..table import seat_names
from .texts import ACTION_SYMBOLS

__all__ = ["arrow_svg", "card_html", "cards_row", "link_rules", "plural", "render", "render_cards", "style"]

SELECT, ORIENT = "select", "orient"          # the table's own actions (see the module's docstring)
CLEAR, CANCEL = "select clear", "orient cancel"
COLOUR_CLASS = {"B": "blue", "R": "red", "Y": "yellow"}
COLOUR_MARK = {"B": "▲", "R": "▼"}
# A rule id as the texts cite it, after the word rule: "Règle Y3 : ...", "(règle Y4)", "rule Y7", "règles Y6, Y7".
# The texts never show a card in notation (cards are in words: "la carte jaune 8"), but the refusal of a card
# typed in notation lists "Y3 à Y18": an id without the word before it is left alone.
RULE_ID = re.compile(r"(?:(?<=[Rr]\u00e8gle )|(?<=[Rr]ule )|(?<=[Rr]\u00e8gles )|(?<=[Rr]ules )|(?<=Y\d, )|(?<=Y\d\d, ))"
                     r"Y(?:1[01]|[1-9])(?![\w])")
UNDER = 6                                   # cards shown below the pile's top


# --- small pieces -------------------------------------------------------------------------------
def style():
    """The Yoyo stylesheet (``yoyo.css``) as a ``<style>`` element."""
    return f'<style>{stylesheet("yoyo/yoyo.css")}</style>'


def link_rules(text, lang):
    """``text`` (in ``lang``) escaped for HTML, each Yoyo rule id it cites ("Y3: ...", "(Y4)") a link to its row
    of the rules page in ``lang`` (``rules/yoyo.fr.html#y3``, opened in a new tab)."""
    return rules_pages.link_rules(text, RULE_ID, lang)


plural = i18n.plural


def card_label(card, lang="en"):
    """A card's accessible name: 'blue 5', 'yellow 15 (steal)'."""
    name = i18n.card_name(card, lang)
    action = ACTION[parse_card(card)]
    if action is None:
        return name
    return i18n.text("ui.yoyo.card_action", lang, card=card, action=i18n.text(f"ui.yoyo.action.{action}", lang))


def card_html(card, lang="en", *, status=None, action=None, size=None, label=None, selected=False, recent=False):
    """One face-up card (notation) as HTML: its value large, its colour's letter in a corner, ▲ on
    blue, ▼ on red, a yellow's action symbol and word. ``status``: 'playable', 'orient', 'refused'
    or 'passable' (hand cards), ``action`` its ``data-action``; ``size`` 'big' or 'small'; ``recent``
    outlines a card laid since the viewer's last decision."""
    colour, value = card[0], card[1:]
    classes = ["yoyo-card", COLOUR_CLASS[colour]]
    for extra in (size, status, "selected" if selected else None, "recent" if recent else None):
        if extra:
            classes.append(extra)
    if label is None:
        label = card_label(card, lang)
        if status in ("playable", "orient", "refused"):
            label = i18n.text(f"ui.yoyo.tip.{status}", lang, card=label)
    kind = ACTION[parse_card(card)]
    if kind is None:
        mark = f'<span class="mark">{COLOUR_MARK[colour]}</span>'
    else:
        word = escape(i18n.text(f"ui.yoyo.action.{kind}", lang))
        mark = f'<span class="mark">{ACTION_SYMBOLS[kind]}</span><span class="word">{word}</span>'
    letter = escape(i18n.text(f"ui.yoyo.colour_letter.{colour}", lang))
    face = (f'<span class="corner" aria-hidden="true">{letter}{value}</span>'
            f'<span class="value" aria-hidden="true">{value}</span><span class="sign" aria-hidden="true">{mark}</span>')
    return f'<div {part_attributes(classes, label, action, card=card)}>{face}</div>'


def cards_row(cards, lang="en", *, size="small"):
    """A row of face-up cards (notation); 'no card' when empty."""
    if not cards:
        return f'<span class="yoyo-note">{escape(i18n.text("ui.yoyo.no_cards", lang))}</span>'
    return f'<div class="yoyo-cards">{"".join(card_html(c, lang, size=size) for c in cards)}</div>'


def arrow_svg(direction, lang="en", *, pending=False):
    """The pile's direction as a large arrow (inline SVG): ``direction`` 'up' (blue, pointing up)
    or 'down' (red, pointing down), with its words as the accessible name; ``pending`` (faded):
    the direction a yellow's player is about to choose (Y4)."""
    label = escape(i18n.text(f"ui.yoyo.arrow.{direction}", lang))
    turn = "" if direction == "up" else ' transform="rotate(180 40 60)"'
    classes = f"yoyo-arrow {direction}" + (" pending" if pending else "")
    return (f'<svg class="{classes}" data-direction="{direction}" viewBox="0 0 80 120" width="80" '
            f'height="120" role="img" aria-label="{label}"><title>{label}</title>'
            f'<g{turn}><polygon points="40,4 76,52 54,52 54,116 26,116 26,52 4,52"/></g></svg>')


# --- the parts of the table ---------------------------------------------------------------------
def _status(view, lang, names):
    viewer, current, phase = view.get("viewer"), view["current_player"], view["phase"]
    if view["is_over"]:
        if view["match"] and view["winners"]:
            line = i18n.text("ui.yoyo.match_won", lang, names=names, player=view["winners"][0],
                             points=points_words(max(view["totals"])))
        elif 0 in view["hand_sizes"]:
            line = i18n.text("ui.yoyo.round_won", lang, names=names, player=view["hand_sizes"].index(0))
        else:
            line = i18n.text("ui.yoyo.round_exhausted", lang)
    elif current == viewer and phase == "direction":
        line = i18n.text("ui.yoyo.your_direction", lang, card=view["top"])
    elif current == viewer and phase == "steal":
        key = "ui.yoyo.your_steal_opponent" if view["players"] == 2 else "ui.yoyo.your_steal"
        line = i18n.text(key, lang, count=view["steal_count"])
    elif current == viewer and phase == "pass":
        line = i18n.text("ui.yoyo.your_pass", lang, names=names, player=(viewer + 1) % view["players"])
    elif current == viewer:
        key = ("ui.yoyo.your_play_empty" if view["top"] is None
               else "ui.yoyo.your_play_free" if view["top_owner"] == viewer else "ui.yoyo.your_play")
        line = i18n.text(key, lang)
    else:
        line = i18n.text("ui.yoyo.turn_of", lang, names=names, player=current)
    if view["rounds"] > 1:
        line = i18n.text("ui.yoyo.round_of", lang, round=view["round"], rounds=view["rounds"]) + " · " + line
    return f'<div class="yoyo-status" role="status">{link_rules(line, lang)}</div>'


def _seat(view, p, lang, names):
    current = view["current_player"] == p
    size = view["hand_sizes"][p]
    tags = []
    if current:
        word = "ui.yoyo.choosing" if view["phase"] == "pass" else "ui.yoyo.to_play"
        tags.append(f'<span class="yoyo-tag turn">{escape(i18n.text(word, lang))}</span>')
    if view["phase"] == "pass" and p in view["passed"]:
        tags.append(f'<span class="yoyo-tag chosen">{escape(i18n.text("ui.yoyo.has_chosen", lang))}</span>')
    if view["is_over"] and p in view["winners"]:
        tags.append(f'<span class="yoyo-tag win">{escape(i18n.text("ui.yoyo.winner", lang))}</span>')
    label = i18n.text("ui.yoyo.backs", lang, names=names, player=p, n=size)
    backs = "".join('<span class="yoyo-back"></span>' for _ in range(min(size, 12)))
    scores = ""
    if view["is_over"] or view["round"] > 1:
        points = i18n.text("ui.yoyo.points", lang, points=i18n.number(view["round_points"][p], lang))
        total = i18n.text("ui.yoyo.total", lang, points=i18n.number(view["totals"][p], lang))
        scores = f'<div class="yoyo-points">{escape(points)} · {escape(total)}</div>'
    classes = "yoyo-seat" + (" current" if current else "") + (" you" if p == view.get("viewer") else "")
    return (f'<div class="{classes}" data-seat="{p}" data-hand-size="{size}">'
            f'<div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="yoyo-count">{escape(plural("ui.yoyo.cards", size, lang))}</div>'
            f'<div class="yoyo-backs" role="img" aria-label="{escape(label)}" title="{escape(label)}">{backs}</div>'
            f'{scores}</div>')


def _pile_zone(view, lang, names, new=0):
    top, direction, value = view["top"], view["direction"], view["value"]
    title = escape(i18n.text("ui.yoyo.pile", lang))
    stock = escape(plural("ui.yoyo.stock", view["stock_size"], lang))
    notes = []
    if top is None:
        empty = link_rules(i18n.text("ui.yoyo.pile_empty", lang), lang)
        body = f'<div class="yoyo-empty-pile"></div><p class="yoyo-note">{empty}</p>'
        attrs = 'data-direction="" data-value="" data-top=""'
    else:
        goes = escape(i18n.text(f"ui.yoyo.goes.{direction}", lang))
        shown = escape(i18n.text("ui.yoyo.value", lang, value=value))
        faded = " pending" if view["phase"] == "direction" else ""
        reading = (f'<div class="yoyo-reading"><div class="yoyo-value">{shown}</div>'
                   f'<div class="yoyo-goes {direction}{faded}">{goes}</div></div>')
        laid = i18n.text("ui.yoyo.laid_by", lang, names=names, player=view["top_owner"])
        fresh = ""
        if new:
            fresh = f' <span class="yoyo-new">● {escape(plural("ui.yoyo.new", new, lang))}</span>'
        body = (f'<div class="yoyo-pile"><div class="yoyo-top">{card_html(top, lang, size="big", recent=new > 0)}'
                f'<div class="yoyo-caption">{escape(laid)}{fresh}</div></div>'
                f'{arrow_svg(direction, lang, pending=view["phase"] == "direction")}{reading}</div>')
        if view["phase"] == "direction":         # Y4: the drawn yellow's player is choosing it now
            notes.append(i18n.text("ui.yoyo.choosing_direction", lang, names=names, player=view["current_player"]))
        elif view["current_player"] is not None and view["top_owner"] == view["current_player"]:
            # Y5: nobody covered the mover's own card: any card goes, whatever the pile's direction says
            notes.append(i18n.text("ui.yoyo.accepts.free", lang))
        else:
            notes.append(i18n.text(f"ui.yoyo.accepts.{direction}", lang, value=value))
        under = view["pile"][-1 - UNDER:-1][::-1]
        if under:
            row = "".join(card_html(c, lang, size="small", recent=k + 1 < new) for k, c in enumerate(under))
            caption = escape(i18n.text("ui.yoyo.under", lang))
            body += (f'<div class="yoyo-under"><span class="yoyo-caption">{caption}</span>'
                     f'<div class="yoyo-cards">{row}</div></div>')
        attrs = f'data-direction="{direction}" data-value="{value}" data-top="{escape(top)}"'
    if view["exhaustions"]:
        notes.append(i18n.text("ui.yoyo.exhausted_once", lang))
    text = "".join(f'<p class="yoyo-note">{link_rules(n, lang)}</p>' for n in notes)
    return (f'<div class="yoyo-zone yoyo-pile-zone" {attrs} aria-live="polite"><h3>{title}</h3>{body}{text}'
            f'<div class="yoyo-stock" data-stock="{view["stock_size"]}"><span class="yoyo-back"></span>{stock}</div>'
            '</div>')


def _new_count(view, recent):
    """How many of the pile's top cards were laid since the viewer's last decision (``recent``: the
    table's ``RecentMove`` s, the viewer's own move first), read from the log entries of the lays."""
    moves = list(recent or ())
    if moves and moves[0].player == view.get("viewer"):
        moves = moves[1:]
    count = 0
    for move in moves:
        for entry in move.log:
            key = getattr(entry, "key", "")
            if key.startswith("yoyo.series."):
                count += entry.params["n"]
            elif key.startswith(("yoyo.lay.", "yoyo.lay_drawn", "yoyo.lay_chosen.")):
                count += 1
            elif key == "yoyo.exhausted":       # Y9: only the top card stays on the pile
                count = min(count, 1)
    return min(count, len(view["pile"]))


def _button(classes, label, action, words, **data):
    return f'<div {part_attributes(["yoyo-choice-button", *classes], label, action, **data)}>{escape(words)}</div>'


def _direction_buttons(lang, move=""):
    prefix = f"{move} " if move else ""
    return "".join(_button([d], i18n.text(f"ui.yoyo.button.{d}", lang), prefix + d,
                           i18n.text(f"ui.yoyo.button.{d}", lang), direction=d) for d in ("up", "down"))


def _choice_zone(view, lang, names, pending):
    """The buttons of the decision a yellow asks of the viewer now (Y4, Y8), or ''."""
    legal = view.get("legal_actions", ())
    phase = view["phase"]
    if phase == "direction":
        title = i18n.text("ui.yoyo.direction_title", lang, card=view["top"])
        buttons = _direction_buttons(lang)
        kind = "direction"
    elif pending is not None:
        title = i18n.text("ui.yoyo.choose_title", lang, card=pending)
        buttons = (_direction_buttons(lang, f"play {pending}")
                   + _button(["cancel"], i18n.text("ui.yoyo.cancel", lang), CANCEL, i18n.text("ui.yoyo.cancel", lang)))
        kind = "orient"
    elif phase == "steal":
        title = i18n.text("ui.yoyo.steal_title", lang, count=view["steal_count"])
        then = f' {i18n.text("ui.yoyo.then", lang)} '
        parts = []
        for move in legal:
            if move.startswith("steal "):
                victims = [int(w) for w in move.split()[1:]]
                words = then.join(names[v] for v in victims)
                tip = i18n.text("ui.yoyo.steal_tip", lang, who=words)
                parts.append(_button(["steal"], tip, move, words, victims=" ".join(map(str, victims))))
        buttons = "".join(parts)
        if any(m.startswith("play ") for m in legal):
            buttons += f'<p class="yoyo-note">{link_rules(i18n.text("ui.yoyo.steal_answer", lang), lang)}</p>'
        kind = "steal"
    elif phase == "pass":
        title = i18n.text("ui.yoyo.pass_title", lang, names=names, player=(view["viewer"] + 1) % view["players"])
        buttons = ""
        kind = "pass"
    else:
        return ""
    return (f'<div class="yoyo-zone yoyo-choice" data-choice="{kind}">'
            f'<p class="yoyo-choice-title">{link_rules(title, lang)}</p>'
            f'<div class="yoyo-buttons">{buttons}</div></div>')


def _series_panel(view, lang, selection, series):
    """The cards ticked for a series, whether they may be laid and why not (the engine's words), and
    the buttons to lay or clear them."""
    title = escape(i18n.text("ui.yoyo.series", lang))
    if not selection:
        body = f'<p class="yoyo-note">{escape(i18n.text("ui.yoyo.series_empty", lang))}</p>'
        verdict = "none"
    elif len(selection) == 1 or series is None:
        one = escape(i18n.text("ui.yoyo.series_one", lang))
        body = f'{cards_row(list(selection), lang)}<p class="yoyo-note">{one}</p>'
        verdict = "short"
    else:
        move, reason = series
        laid = move.split()[1:]
        order = escape(i18n.text("ui.yoyo.series_order", lang))
        if reason is None:
            verdict = "legal"
            said = f'<p class="yoyo-verdict legal">✔ {escape(i18n.text("ui.yoyo.series_legal", lang))}</p>'
        else:
            verdict = "refused"
            said = (f'<p class="yoyo-verdict refused">✘ {escape(i18n.text("ui.yoyo.series_refused", lang))} '
                    f'{link_rules(i18n.translate(reason, lang), lang)}</p>')
        words = i18n.text("ui.yoyo.lay_series", lang)
        lay = f'<div {part_attributes(["yoyo-lay-series", verdict], words, move)}>{escape(words)}</div>'
        body = f'{cards_row(laid, lang)}<span class="yoyo-caption">{order}</span>{said}{lay}'
    clear = ""
    if selection:
        words = i18n.text("ui.yoyo.clear_series", lang)
        clear = f'<div {part_attributes(["yoyo-clear-series"], words, CLEAR)}>{escape(words)}</div>'
    return (f'<div class="yoyo-series" data-verdict="{verdict}" data-selection="{escape(" ".join(selection))}">'
            f'<h3>{title}</h3>{body}{clear}</div>')


def _hand_card(card, view, lang, names, legal, on, twin_on=False):
    """One hand card; ``on``: this copy is ticked for a series; ``twin_on``: the other copy of a doubled
    card is (a series never holds both, Y7: so this copy has no toggle)."""
    phase = view["phase"]
    if phase == "pass":
        label = i18n.text("ui.yoyo.tip.pass", lang, names=names, card=card_label(card, lang),
                          player=(view["viewer"] + 1) % view["players"])
        return card_html(card, lang, status="passable", action=f"pass {card}", label=label)
    if f"play {card}" in legal:
        status, action = "playable", f"play {card}"
    elif f"play {card} up" in legal:
        status, action = "orient", f"{ORIENT} {card}"
    else:
        status, action = "refused", f"play {card}"
    html = card_html(card, lang, status=status, action=action, selected=on)
    if phase != "play":
        return html
    if twin_on:
        return f'<div class="yoyo-slot">{html}</div>'
    words = i18n.text("ui.yoyo.selected" if on else "ui.yoyo.select", lang)
    tip = i18n.text("ui.yoyo.tip.unselect" if on else "ui.yoyo.tip.select", lang, card=card)
    attrs = part_attributes(["yoyo-select"] + (["on"] if on else []), tip, f"{SELECT} {card}", card=card)
    toggle = f'<div {attrs} aria-pressed="{"true" if on else "false"}">{escape(words)}</div>'
    return f'<div class="yoyo-slot">{html}{toggle}</div>'


def _hand_zone(view, lang, names, interactive, selection, series):
    viewer = view["viewer"]
    hand = view["hand"]
    to_move = interactive and view["current_player"] == viewer
    legal = set(view.get("legal_actions", ())) if to_move else set()
    if to_move:
        parts, ticked = [], set()
        for card in hand:           # of a doubled card's two copies (Y1), the first is the one ticked
            on = card in selection and card not in ticked
            parts.append(_hand_card(card, view, lang, names, legal, on, twin_on=card in ticked))
            if on:
                ticked.add(card)
    else:
        parts = [card_html(card, lang) for card in hand]
    if not hand:
        parts.append(f'<span class="yoyo-note">{escape(i18n.text("ui.yoyo.no_cards", lang))}</span>')
    hint, panel = "", ""
    greyed = any(f"play {c}" not in legal and f"play {c} up" not in legal for c in hand)
    if to_move and view["phase"] != "pass" and greyed:
        hint = f'<p class="yoyo-note">{link_rules(i18n.text("ui.yoyo.hand_hint", lang), lang)}</p>'
    if to_move and view["phase"] == "play":
        panel = _series_panel(view, lang, selection, series)
    mine = ""
    if view.get("pass_choice"):
        mine = i18n.text("ui.yoyo.pass_mine", lang, names=names, card=view["pass_choice"],
                         player=(viewer + 1) % view["players"])
        mine = f'<p class="yoyo-note">{escape(mine)} {escape(i18n.text("ui.yoyo.pass_waiting", lang))}</p>'
    title = i18n.text("ui.yoyo.your_hand", lang)
    return (f'<div class="yoyo-zone yoyo-hand" data-seat="{viewer}"><h3>{escape(title)}</h3>{hint}{mine}'
            f'<div class="yoyo-cards">{"".join(parts)}</div>{panel}</div>')


# --- whole pictures ---------------------------------------------------------------------------
def render(view, lang="en", names=None, *, interactive=True, recent=None, selection=(), series=None, pending=None):
    """The Yoyo table seen in ``view`` (``state.view(player)``) as one HTML string.

    With ``interactive`` and the viewer to decide, hand cards, choice buttons and the series panel
    carry ``data-action``. ``names``: display names per seat. ``recent``: the table's moves since
    the viewer's last move: the cards laid since are outlined and counted "new". ``selection``:
    the cards ticked for a series; ``series``: (its move, the engine's refusal or None), decided
    by the table from ``state.explain``; ``pending``: a yellow whose direction is being chosen (Y4).
    """
    viewer = view.get("viewer")
    players = view["players"]
    if names is None:
        names = seat_names(players, viewer, lang)
    seats = "".join(_seat(view, p, lang, names) for p in range(players))
    to_move = interactive and viewer is not None and view["current_player"] == viewer
    choice = _choice_zone(view, lang, names, pending) if to_move else ""
    parts = [style(), _status(view, lang, names),
             f'<div class="yoyo-seats" aria-label="{escape(i18n.text("ui.yoyo.players", lang))}">{seats}</div>',
             f'<div class="yoyo-row">{_pile_zone(view, lang, names, _new_count(view, recent))}{choice}</div>']
    if viewer is not None:
        parts.append(_hand_zone(view, lang, names, interactive, tuple(selection), series))
    else:
        for p in range(players):
            title = escape(i18n.text("ui.yoyo.hand_of", lang, names=names, player=p))
            parts.append(f'<div class="yoyo-zone yoyo-hand" data-seat="{p}"><h3>{title}</h3>'
                         f'{cards_row(view["hands"][p], lang, size=None)}</div>')
    return f'<div class="yoyo-table" lang="{lang}">{"".join(parts)}</div>'


def render_cards(cards, lang="en", *, size=None):
    """A row of cards (notation) alone, e.g. the 56 faces of Y1."""
    row = cards_row(list(cards), lang, size=size)
    return f'<div class="yoyo-table plain" lang="{lang}">{style()}{row}</div>'
