"""The one Hue renderer: pure functions from ``state.view(player)`` to an HTML string with SVG inside.

The play table, the area-scoring view and the notebook pictures all draw with these functions, so
Hue looks the same everywhere. Nothing relies on colour alone (H1): the five colours come from
Paul Tol's colour-blind-safe "bright" palette AND every plain square or stripe carries its letter
(R, Y, G, B, P: the same letters in French and English, as in the notation); poison squares show ☠;
stacks show a height badge and say their cards in words on hover; the allowed places of a chosen
card are marked on their first squares with an arrow (the whole card shows on hover), whatever
their colour; the cards laid since the viewer's last move are outlined and numbered, with who
laid them said in words.

Geometry and scoring are never recomputed here: squares come from ``Placement.ninths``, stacks
from ``Board``, allowed places from the view's ``legal_actions``, areas and points from
``cardlib.hue.scoring``.

Clickable parts carry ``data-action``, for ``widgets.svgcanvas.SvgCanvas``; the table
(``widgets.hue.HueTable``) interprets them:

- ``select S3``: choose a card of the hand (class ``hue-card playable``, ``selected`` when chosen);
- ``turn``: turn the chosen card a quarter turn clockwise (E → S → W → N → E);
  ``direction S``: point it straight to a direction;
- ``cell x,y``: a board cell, where the chosen card's first square goes; the table plays
  ``play CARD x,y DIR``. Cells where that move is allowed have class ``hue-hit legal`` (a mark on
  the first square, ``data-ghost="x,y,DIR"``, and the whole card previewed on hover); the others
  ``hue-hit refused`` stay clickable so that the table can say why (H6).

Functions:

- ``render(view, lang, names, interactive=True, selected=None, direction="E", recent=None)``: the
  whole table, the cards laid since the viewer's last move (``recent``) outlined and named;
- ``render_score_table(view, lang, names)``: the final breakdown per player;
- ``render_cards(cards, lang)``: a row of cards.

The area-scoring picture is ``widgets.hue.areas.render_areas``; the SVG pieces both draw with
(palette, squares, frame, outlines) are in ``widgets.hue.drawing``; the stylesheet is ``hue.css``
and the words are in the catalogues (``cardlib/text/locale``, keys ``ui.hue.*``).
"""

from functools import cache
from html import escape

import cardlib
from cardlib import hue
from cardlib.text import i18n
from cardlib.hue.board import CARDS, COLOURS, DIRECTIONS, Board, Placement

from ..assets import stylesheet
from ..svgcanvas import part_attributes
from ..table import seat_names
from .drawing import (CELL, HAND_CELL, INK, PALETTE, POISON, _badge, _Frame, _outlines, _square_svg,
                      _swatch, _text)
from .texts import ARROWS

__all__ = ["PALETTE", "TURN_ORDER", "board_of", "board_svg", "card_html", "card_svg", "card_words", "colour_name",
           "ghosts", "legend_html", "next_direction", "parse_move", "render", "render_cards", "render_score_table",
           "style"]

TURN_ORDER = ("E", "S", "W", "N")          # a quarter turn clockwise each time


def colour_name(code, lang="en"):
    """'Red' / 'Rouge' for 'R'."""
    return i18n.text(f"ui.hue.colour.{code}", lang)


def colour_word(code, lang="en"):
    """A colour inside a sentence, in lower case: 'rouge' / 'red' (the catalogue's ``card.R``...)."""
    return str(i18n.card_name(code, lang))


_plural = i18n.plural


def next_direction(direction):
    """The direction after a quarter turn clockwise: E → S → W → N → E."""
    return TURN_ORDER[(TURN_ORDER.index(direction) + 1) % 4]


# --- board model ---------------------------------------------------------------------------
def board_of(board_view):
    """A ``Board`` from a view (a dict with "board"), a list of placements as dicts or ``Placement``s, or a Board."""
    if isinstance(board_view, Board):
        return board_view
    if isinstance(board_view, dict):
        board_view = board_view["board"]
    return Board(p if isinstance(p, Placement) else Placement(p["card"], p["x"], p["y"], p["direction"])
                 for p in board_view)


@cache
def _parser():
    """A Hue state kept only for its ``parse_action``: the engine's own notation parser."""
    return cardlib.new_game("hue", 2, seed=0)


def parse_move(notation):
    """The engine's action (``card``, ``x``, ``y``, ``direction``) for a move's notation ('play S3 2,-1 E'),
    read by cardlib's Hue parser; raises ``IllegalAction`` for notation that is not a Hue move."""
    return _parser().parse_action(notation)


def ghosts(view, card, direction):
    """The (x, y, direction) of every allowed placement of ``card`` pointing ``direction``, from the view's legal actions."""
    found = []
    for move in view.get("legal_actions", ()):
        action = parse_move(move)
        if action.card == card and action.direction == direction:
            found.append((action.x, action.y, direction))
    return found


def recent_placements(view, recent):
    """The cards the other players laid since the viewer's last move, from the table's ``recent`` moves
    (``RecentMove``): [(n, player, Placement)], oldest first, only those on the board shown."""
    laid = {(p["card"], p["x"], p["y"], p["direction"]) for p in view["board"]}
    found = []
    for move in recent or ():
        if move.player == view.get("viewer"):
            continue
        action = parse_move(move.move)
        if (action.card, action.x, action.y, action.direction) in laid:
            found.append((len(found) + 1, move.player, Placement(action.card, action.x, action.y, action.direction)))
    return found


def _square_words(placement, k, lang):
    card = CARDS[placement.card]
    stripes = card.squares[k]
    if len(set(stripes)) == 1:
        key = "ui.hue.square_poison" if card.poison == k else "ui.hue.square_plain"
        return i18n.text(key, lang, colour=colour_name(stripes[0], lang))
    return i18n.text("ui.hue.square_striped", lang, colours="/".join(colour_word(c, lang) for c in stripes))


def _cell_words(board, cell, lang):
    stack = board.stacks.get(cell)
    head = i18n.text("ui.hue.cell", lang, cell=hue.cell_words(*cell))
    if not stack:
        return i18n.colon(head, i18n.text("ui.hue.cell_empty", lang), lang)
    placement, k = stack[-1]
    words = [i18n.colon(head, i18n.text("ui.hue.cell_top", lang, square=_square_words(placement, k, lang), k=k + 1,
                                        card=placement.card), lang)]
    if len(stack) > 1:
        words.append(i18n.text("ui.hue.cell_stack", lang, n=len(stack), cards=", ".join(p.card for p, _ in stack)))
    return i18n.parts(words, lang)


def _placement_svg(placement, frame, opacity=None):
    """A whole card (all three squares, as laid) with its outline: for previews."""
    card = CARDS[placement.card]
    parts = []
    for k, (x, y) in enumerate(placement.cells()):
        parts.append(_square_svg(placement.ninths(k), frame.px(x), frame.py(y), frame.cell, card.poison == k))
    xs = [x for x, _ in placement.cells()]
    ys = [y for _, y in placement.cells()]
    x, y = frame.px(min(xs)), frame.py(min(ys))
    w, h = (max(xs) - min(xs) + 1) * frame.cell, (max(ys) - min(ys) + 1) * frame.cell
    parts.append(f'<rect x="{x - 2}" y="{y - 2}" width="{w + 4}" height="{h + 4}" rx="3" fill="none" stroke="#f2c14e" '
                 f'stroke-width="5"/><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="#111" stroke-width="2"/>')
    style = f' opacity="{opacity}"' if opacity is not None else ""
    return f'<g{style}>{"".join(parts)}</g>'


def _recent_svg(recent, frame):
    """The cards laid since the viewer's last move: a thick outline round each, numbered in the order laid."""
    parts = []
    for n, player, placement in recent:
        cells = placement.cells()
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        x, y = frame.px(min(xs)), frame.py(min(ys))
        w, h = (max(xs) - min(xs) + 1) * frame.cell, (max(ys) - min(ys) + 1) * frame.cell
        fx, fy = frame.px(placement.x) + 10, frame.py(placement.y) + 10
        parts.append(f'<g class="recent" data-recent="{n}" data-card="{placement.card}" data-player="{player}" '
                     f'pointer-events="none"><rect x="{x + 1.5}" y="{y + 1.5}" width="{w - 3}" height="{h - 3}" rx="3" '
                     f'fill="none" stroke="#fff" stroke-width="6"/><rect x="{x + 1.5}" y="{y + 1.5}" width="{w - 3}" '
                     f'height="{h - 3}" rx="3" fill="none" stroke="#d9480f" stroke-width="3"/>'
                     f'<circle cx="{fx}" cy="{fy}" r="9" fill="#d9480f" stroke="#fff" stroke-width="1.6"/>'
                     f'{_text(fx, fy + 0.5, n, 11, "#fff", 800)}</g>')
    return f'<g class="recents">{"".join(parts)}</g>'


def recent_html(recent, lang, names):
    """Who laid which card since the viewer's last move, numbered as on the board (empty if none)."""
    if not recent:
        return ""
    items = "".join(
        f'<li data-recent="{n}">' + escape(i18n.text("ui.hue.recent_card", lang, n=n, player=names[player],
                                                       card=p.card, cell=hue.cell_words(p.x, p.y),
                                                       arrow=ARROWS[p.direction])) + "</li>"
        for n, player, p in recent)
    return (f'<div class="hue-recent"><b>{escape(i18n.text("ui.hue.recent_title", lang))}</b>'
            f'<ul>{items}</ul></div>')


def board_svg(board, lang="en", *, legal=None, card=None, direction="E", clickable=False, margin=1, label=None,
              recent=()):
    """The patchwork as SVG. ``legal``: allowed (x, y, direction) of ``card``, marked on their first
    squares (the whole card shows on hover); ``clickable``: every cell carries ``data-action="cell x,y"``;
    ``recent``: (n, player, Placement) of the cards laid since the viewer's last move, outlined and numbered."""
    legal = list(legal or ())
    # Every allowed place lies within 3 cells of the patchwork (H6), so a margin of 3 holds them all.
    frame = _Frame(list(board.stacks), margin, CELL)
    c = frame.cell
    parts = [frame.background()]
    squares = []
    for cell, stack in board.stacks.items():
        placement, k = stack[-1]
        squares.append(f'<g class="square" data-cell="{cell[0]},{cell[1]}" data-card="{placement.card}">'
                       f'{_square_svg(placement.ninths(k), frame.px(cell[0]), frame.py(cell[1]), c, CARDS[placement.card].poison == k)}</g>')
    parts.append(f'<g class="squares">{"".join(squares)}</g>')
    parts.append(_outlines(board, frame))
    badges = [_badge(frame.px(x) + c - 9, frame.py(y) + 9, board.height((x, y)), cell=(x, y))
              for x, y in board.stacks if board.height((x, y)) > 1]
    parts.append(f'<g class="heights">{"".join(badges)}</g>')
    if recent:
        parts.append(_recent_svg(recent, frame))
    if legal:
        # Only the first squares are marked: outlines of every allowed place would cover the board.
        marks = []
        for x, y, d in legal:
            if (x, y) in board.stacks:      # over a square: in its corner, so that its letters stay readable
                cx, cy, r = frame.px(x) + 9, frame.py(y) + c - 9, 8
            else:
                cx, cy, r = frame.px(x) + c / 2, frame.py(y) + c / 2, 10
            marks.append(f'<g class="ghost" data-ghost="{x},{y},{d}"><circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" '
                         f'fill-opacity=".95" stroke="#1d3557" stroke-width="2"/>'
                         + _text(cx, cy + 0.5, ARROWS[d], r * 1.4, "#1d3557", 800) + "</g>")
        parts.append(f'<g class="marks">{"".join(marks)}</g>')
    hits = []
    legal_first = {(x, y): d for x, y, d in legal}
    for x, y in frame.cells():
        words = _cell_words(board, (x, y), lang)
        rect = (f'<rect class="hue-hitrect" x="{frame.px(x)}" y="{frame.py(y)}" width="{c}" height="{c}" '
                'fill="#000" fill-opacity="0" stroke="none"/>')
        if clickable and card is not None and (x, y) in legal_first:
            move = hue.move_words(Placement(card, x, y, direction))
            words = i18n.parts([words, i18n.text("ui.hue.cell_lay", lang, card=card, move=move)], lang)
            preview = f'<g class="hue-preview" pointer-events="none">{_placement_svg(Placement(card, x, y, direction), frame)}</g>'
            hits.append(f'<g class="hue-hit legal" data-action="cell {x},{y}" aria-label="{escape(words)}">'
                        f'<title>{escape(words)}</title>{preview}{rect}</g>')
        elif clickable:
            if card is not None:
                words = i18n.parts([words, i18n.text("ui.hue.cell_refused", lang, card=card,
                                                     towards=i18n.text(f"ui.hue.towards.{direction}", lang))], lang)
            hits.append(f'<g class="hue-hit refused" data-action="cell {x},{y}" tabindex="-1" aria-label="{escape(words)}">'
                        f'<title>{escape(words)}</title>{rect}</g>')
        elif (x, y) in board.stacks:
            hits.append(f'<g class="hue-cell"><title>{escape(words)}</title>{rect}</g>')
    parts.append(f'<g class="hits">{"".join(hits)}</g>')
    label = label or i18n.text("ui.hue.board_label", lang, n=len(board.placements),
                                cells=i18n.Message("ui.hue.visible_squares", n=len(board.stacks)))
    return (f'<svg class="hue-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {frame.width} {frame.height}" '
            f'width="{frame.width}" height="{frame.height}" role="group" aria-label="{escape(label)}">{"".join(parts)}</svg>')


# --- cards ----------------------------------------------------------------------------------
def card_svg(card, direction="E", size=HAND_CELL):
    """One card drawn on its own, lying ``direction`` (E: first square on the left)."""
    placement = Placement(card, 0, 0, direction)
    cells = placement.cells()
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    w, h = (max(xs) - min(xs) + 1) * size, (max(ys) - min(ys) + 1) * size
    info = CARDS[card]
    parts = []
    for k, (x, y) in enumerate(cells):
        px, py = (x - min(xs)) * size + 1, (y - min(ys)) * size + 1
        parts.append(_square_svg(placement.ninths(k), px, py, size, info.poison == k))
        if k:
            px0, py0 = (cells[k - 1][0] - min(xs)) * size + 1, (cells[k - 1][1] - min(ys)) * size + 1
            if px0 != px:
                edge = max(px, px0)
                parts.append(f'<path d="M{edge} 1V{size + 1}" stroke="#fff" stroke-opacity=".75" stroke-width="1.2"/>')
            else:
                edge = max(py, py0)
                parts.append(f'<path d="M1 {edge}H{size + 1}" stroke="#fff" stroke-opacity=".75" stroke-width="1.2"/>')
    parts.append(f'<rect x="1" y="1" width="{w}" height="{h}" rx="3" fill="none" stroke="#1b1b1b" stroke-width="2"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w + 2}" height="{h + 2}" viewBox="0 0 {w + 2} {h + 2}" '
            f'aria-hidden="true" class="hue-cardsvg" data-direction="{direction}">{"".join(parts)}</svg>')


def card_words(card, lang="en"):
    """A card in words: 'card S3 (plain): Red, Purple, Yellow'."""
    info = CARDS[card]
    squares = []
    placement = Placement(card, 0, 0, "E")
    for k in range(3):
        squares.append(_square_words(placement, k, lang))
    return i18n.text("ui.hue.card_label", lang, card=card, kind=i18n.text(f"ui.hue.kind.{info.kind}", lang),
                     squares=", ".join(squares))


def card_html(card, lang="en", *, action=None, selected=False, small=False, direction="E", label=None, size=None):
    """A card in a frame with its id, kind and centre colour underneath; ``action`` makes it clickable."""
    info = CARDS[card]
    classes = ["hue-card"]
    if action is not None:
        classes.append("playable")
    if selected:
        classes.append("selected")
    if small:
        classes.append("small")
    words = label or card_words(card, lang)
    attrs = part_attributes(classes, words, action, card=card)
    if action is not None:          # the chosen card is a pressed button for screen readers
        attrs += f' aria-pressed="{"true" if selected else "false"}"'
    size = size or (24 if small else HAND_CELL)
    kind = escape(i18n.text(f"ui.hue.kind.{info.kind}", lang))
    centre = escape(i18n.text("ui.hue.centre", lang, colour=colour_name(info.centre, lang)))
    if small:
        cap = f'<span class="cap"><b>{card}</b></span>'
    else:
        cap = f'<span class="cap"><b>{card}</b> · {kind}<br>{centre}</span>'
    chosen = f'<span class="chosen">{escape(i18n.text("ui.hue.chosen", lang))}</span>' if selected else ""
    return f'<div {attrs}>{card_svg(card, direction, size)}{cap}{chosen}</div>'


def style():
    """The renderer's stylesheet, for pictures assembled from its pieces elsewhere."""
    return f'<style>{stylesheet("hue/hue.css")}</style>'


def render_cards(cards, lang="en", size=40):
    """Cards (ids) drawn in a row, lying E, with their kind and centre colour: for the notebook."""
    row = "".join(card_html(card, lang, size=size) for card in cards)
    return f'{style()}<div class="hue-cards"><div class="hue-cardrow">{row}</div></div>'


def legend_html(lang="en", width=None):
    """The colours with their letters, the poison symbol, the stack badge and the ghost marker."""
    items = []
    for code in COLOURS:
        swatch = (f'<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true"><rect x="1" y="1" width="20" height="20" '
                  f'rx="3" fill="{PALETTE[code]}" stroke="#1b1b1b"/>{_text(11, 11.5, code, 12, INK[code])}</svg>')
        items.append(f'<span class="sw" data-colour="{code}">{swatch}{escape(colour_name(code, lang))}</span>')
    items.append(f'<span class="sw"><b style="font-size:17px">{POISON}</b>{escape(i18n.text("ui.hue.legend_poison", lang))}</span>')
    badge = f'<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">{_badge(11, 11, 2)}</svg>'
    items.append(f'<span class="sw">{badge}{escape(i18n.text("ui.hue.legend_stack", lang))}</span>')
    mark = (f'<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="8" fill="#fff" '
            f'stroke="#1d3557" stroke-width="2"/>{_text(12, 12.5, ARROWS["E"], 11, "#1d3557", 800)}</svg>')
    items.append(f'<span class="sw">{mark}{escape(i18n.text("ui.hue.legend_place", lang))}</span>')
    fresh = (f'<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><rect x="2" y="2" width="20" height="20" '
             f'rx="3" fill="none" stroke="#d9480f" stroke-width="3"/>{_text(12, 12.5, 1, 11, "#d9480f", 800)}</svg>')
    items.append(f'<span class="sw">{fresh}{escape(i18n.text("ui.hue.legend_recent", lang))}</span>')
    style = f' style="max-width:{width}px"' if width else ""
    return f'<div class="hue-legend"{style}>{"".join(items)}</div>'


# --- the table ------------------------------------------------------------------------------
def _status(view, lang, names, selected, direction):
    viewer = view.get("viewer")
    current = view["current_player"]
    sub = ""
    if view["is_over"]:
        best = max(view["scores"])
        key = "ui.hue.match_over" if view["match"] else "ui.hue.over"
        line = i18n.text(key, lang, names=names, winners=view["winners"], points=i18n.Message("ui.hue.points", n=best))
    elif current == viewer:
        if selected:
            line = i18n.text("ui.hue.your_turn_card", lang, card=selected)
            sub = i18n.text("ui.hue.pointing", lang, card=selected,
                            towards=i18n.text(f"ui.hue.towards.{direction}", lang))
        else:
            line = i18n.text("ui.hue.your_turn", lang)
            sub = i18n.text("ui.hue.your_turn_sub", lang)
    else:
        line = i18n.text("ui.hue.playing", lang, names=names, player=current)
    if view["rounds"] > 1:
        line = i18n.text("ui.hue.round", lang, round=view["round"], rounds=view["rounds"]) + " · " + line
    sub_html = f'<span class="hue-sub">{escape(sub)}</span>' if sub else ""
    return f'<div class="hue-status" role="status">{escape(line)}{sub_html}</div>'


def _seat(view, p, lang, names):
    tags = []
    if view["oya"] == p:
        tags.append(f'<span class="hue-tag oya">{escape(i18n.text("ui.hue.oya_tag", lang))}</span>')
    if view["current_player"] == p:
        tags.append(f'<span class="hue-tag turn">{escape(i18n.text("ui.hue.to_play", lang))}</span>')
    won = view["is_over"] and p in view["winners"]
    if won:
        tags.append(f'<span class="hue-tag win">{escape(i18n.text("ui.hue.winner_tag", lang))}</span>')
    lines = [_plural("ui.hue.in_hand", view["hand_sizes"][p], lang)]
    if view["is_over"] or view["match"]:
        lines.append(_plural("ui.hue.points", view["scores"][p], lang))
    extra = ""
    if view.get("score_cards") and view["is_over"]:
        extra = f'<div class="hue-cardrow">{card_html(view["score_cards"][p], lang, small=True)}</div>'
    elif "hands" in view and view["hands"][p]:          # the teacher's view
        extra = '<div class="hue-cardrow">' + "".join(card_html(c, lang, small=True) for c in view["hands"][p]) + "</div>"
    classes = "hue-seat" + (" current" if view["current_player"] == p else "") + (" winner" if won else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="what">{escape(" · ".join(lines))}</div>{extra}</div>')


def _hand_zone(view, lang, names, playing, selected):
    hand = view.get("hand")
    if hand is None:
        return ""
    viewer = view["viewer"]
    cards = []
    for card in hand:
        action = f"select {card}" if playing else None
        label = i18n.text("ui.hue.select_tip", lang, card=card_words(card, lang)) if playing else None
        cards.append(card_html(card, lang, action=action, selected=playing and card == selected, label=label))
    title = i18n.text("ui.hue.hand", lang) if playing or viewer is None else \
        i18n.text("ui.hue.hand_of", lang, names=names, player=viewer)
    note = i18n.text("ui.hue.hand_note" if playing else "ui.hue.hand_still", lang)
    return (f'<div class="hue-zone hand-zone"><h3>{escape(title)}</h3><p class="hue-note">{escape(note)}</p>'
            f'<div class="hue-cardrow">{"".join(cards)}</div></div>')


def _control_zone(view, lang, selected, direction, places):
    title = escape(i18n.text("ui.hue.control", lang))
    if selected is None:
        body = f'<p class="hue-note">{escape(i18n.text("ui.hue.pick_prompt", lang))}</p>'
        return f'<div class="hue-zone control-zone"><h3>{title}</h3>{body}</div>'
    words = i18n.text("ui.hue.direction." + direction, lang)
    preview = (f'<div class="hue-preview-card" data-selected="{selected}" data-direction="{direction}">'
               f'{card_svg(selected, direction, 38)}</div>')
    turn = (f'<div class="hue-action" data-action="turn" title="{escape(i18n.text("ui.hue.turn_tip", lang))}" '
            f'aria-label="{escape(i18n.text("ui.hue.turn_tip", lang))}">{escape(i18n.text("ui.hue.turn_button", lang))}</div>')
    dirs = []
    for d in TURN_ORDER:
        name = i18n.text(f"ui.hue.direction.{d}", lang)
        tip = escape(i18n.text("ui.hue.direction_tip", lang, towards=i18n.text(f"ui.hue.towards.{d}", lang)))
        dirs.append(f'<div class="hue-dir{" on" if d == direction else ""}" data-action="direction {d}" title="{tip}" '
                    f'aria-label="{tip}" aria-pressed="{"true" if d == direction else "false"}">{escape(name)}</div>')
    count = escape(_plural("ui.hue.places", places, lang, arrow=ARROWS[direction]))
    return (f'<div class="hue-zone control-zone"><h3>{title}</h3>{preview}'
            f'<p class="hue-note"><b>{selected}</b> · {escape(words)}</p>'
            f'<div class="hue-controls">{turn}{"".join(dirs)}</div><p class="hue-note" style="margin-top:8px">{count}</p></div>')


def _svg_width(svg):
    start = svg.index('width="') + 7
    return int(svg[start:svg.index('"', start)])


def render(view, lang="en", names=None, interactive=True, *, selected=None, direction="E", recent=None):
    """The whole Hue table for ``view`` (from ``state.view(player)``) as HTML.

    When ``interactive`` and it is the viewer's turn: the hand is clickable (``select X``), the chosen
    card ``selected`` can be turned (``turn``, ``direction D``), every board cell is clickable
    (``cell x,y``) and the allowed places of ``selected`` pointing ``direction`` are marked on their
    first squares. ``recent``: the table's moves since the viewer's last move (``GameTable.since_your_move``);
    the cards the others laid among them are outlined, numbered and listed with who laid them.
    """
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be one of E, S, W, N, not {direction!r}")
    names = names or seat_names(view["players"], view.get("viewer"), lang)
    board = board_of(view)
    playing = bool(interactive) and not view["is_over"] and view["current_player"] == view.get("viewer") \
        and view.get("viewer") is not None
    if not playing or selected not in view.get("hand", ()):
        selected = None
    legal = ghosts(view, selected, direction) if playing and selected else []
    laid = recent_placements(view, recent)
    svg = board_svg(board, lang, legal=legal, card=selected, direction=direction, clickable=playing,
                    margin=3 if playing else 1, recent=laid)
    seats = "".join(_seat(view, p, lang, names) for p in range(view["players"]))
    board_zone = (f'<div class="hue-zone board-zone"><h3>{escape(i18n.text("ui.hue.board", lang))}</h3>{svg}'
                  f'{recent_html(laid, lang, names)}{legend_html(lang, _svg_width(svg))}</div>')
    side = _hand_zone(view, lang, names, playing, selected)
    if playing:
        side += _control_zone(view, lang, selected, direction, len(legal))
    side_html = f'<div class="hue-side">{side}</div>' if side else ""
    scores = ""
    if view["is_over"] and view.get("breakdown"):
        scores = f'<div class="hue-zone scores-zone">{render_score_table(view, lang, names, style=False)}</div>'
    return (f'{style()}<div class="hue-table" data-viewer="{view.get("viewer")}">'
            f'{_status(view, lang, names, selected, direction)}<div class="hue-seats">{seats}</div>'
            f'{scores}<div class="hue-row hue-main">{board_zone}{side_html}</div></div>')


# --- scores ---------------------------------------------------------------------------------
def render_score_table(view, lang="en", names=None, style=True):
    """The final breakdown per player: score card, each colour's largest area (×2 for the centre), total (H7)."""
    names = names or seat_names(view["players"], view.get("viewer"), lang)
    css = f'<style>{stylesheet("hue/hue.css")}</style>' if style else ""
    title = f'<h3>{escape(i18n.text("ui.hue.scores_title", lang))}</h3>'
    if not view.get("breakdown"):
        return f'{css}<div class="hue-scoretable">{title}<p class="hue-note">{escape(i18n.text("ui.hue.no_scores", lang))}</p></div>'
    head = [i18n.text("ui.hue.col_player", lang), i18n.text("ui.hue.col_card", lang)]
    head += [i18n.text("ui.hue.col_colour", lang, k=k) for k in (1, 2, 3)] + [i18n.text("ui.hue.col_total", lang)]
    several = view.get("rounds", 1) > 1
    if several:
        title = f'<h3>{escape(i18n.text("ui.hue.scores_round", lang, round=view["round"], rounds=view["rounds"]))}</h3>'
        head.append(i18n.text("ui.hue.col_match", lang))
    rows = ["<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"]
    for p, parts in enumerate(view["breakdown"]):
        cells = []
        for part in parts:
            code = part["colour"]
            times = i18n.text("ui.hue.times_two", lang) if part["doubled"] else ""
            tip = i18n.text("ui.hue.part_title", lang, colour=colour_name(code, lang),
                            area=i18n.Message("ui.hue.points", n=part["area"]), times=times)
            calc = f'{part["area"]} ×2 =' if part["doubled"] else ""
            cells.append(f'<td><span class="hue-part{" doubled" if part["doubled"] else ""}" data-colour="{code}" '
                         f'data-points="{part["points"]}" title="{escape(tip)}">{_swatch(code)}'
                         f'<span>{escape(colour_name(code, lang))}</span><span class="calc">{escape(calc)}</span>'
                         f'<span class="pts">{part["points"]}</span></span></td>')
        total = sum(part["points"] for part in parts)
        won = view["is_over"] and p in view["winners"]
        mark = " ★" if won else ""
        rows.append(f'<tr class="{"winner" if won else ""}" data-seat="{p}"><td class="who">{escape(names[p] + mark)}</td>'
                    f'<td>{card_html(view["score_cards"][p], lang, small=True)}</td>{"".join(cells)}'
                    f'<td class="total" data-total="{total}">{total}</td>'
                    + (f'<td class="total match" data-match="{view["scores"][p]}">{view["scores"][p]}</td>' if several else "")
                    + "</tr>")
    note = f'<p class="hue-note" style="margin-top:6px">{escape(i18n.text("ui.hue.scores_note", lang))}</p>'
    return f'{css}<div class="hue-scoretable">{title}<table class="hue-scores">{"".join(rows)}</table>{note}</div>'
