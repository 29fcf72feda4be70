"""Hue's area-scoring picture (H4, H7): the patchwork with the areas of a colour or a score card
outlined, the largest non-poisoned one labelled with its points, poisoned ones crossed, and a flood
fill counting the largest area step by step.

Areas, points and the counting order come from ``cardlib.hue.scoring``; the drawing pieces
(squares, frame, outlines) from ``widgets.hue.render``, so that this picture matches the table's.
"""

from html import escape

from cardlib.text import i18n
from cardlib.hue.board import CARDS, COLOURS
from cardlib.hue.scoring import areas, largest, score, step_units

from .drawing import AREA_CELL, INK, POISON, _fmt, _Frame, _outlines, _square_svg, _swatch, _text
from .render import board_of, colour_name, style

__all__ = ["render_areas"]


def _boundary(ninths, frame):
    """The outline of a set of ninths as one SVG path (every side that faces a ninth outside the set)."""
    t = frame.cell / 3
    segments = []
    for u, v in ninths:
        x, y = frame.pad + (u - 3 * frame.x0) * t, frame.pad + (v - 3 * frame.y0) * t
        if (u + 1, v) not in ninths:
            segments.append(f"M{_fmt(x + t)} {_fmt(y)}V{_fmt(y + t)}")
        if (u - 1, v) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y)}V{_fmt(y + t)}")
        if (u, v + 1) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y + t)}H{_fmt(x + t)}")
        if (u, v - 1) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y)}H{_fmt(x + t)}")
    return "".join(segments)


def _ninth_xy(ninth, frame):
    t = frame.cell / 3
    return frame.pad + (ninth[0] - 3 * frame.x0) * t, frame.pad + (ninth[1] - 3 * frame.y0) * t


def _tag_xy(ninths, frame):
    """Where an area's label goes: just above its top row, over the middle of that row (never on the area)."""
    top = min(v for _, v in ninths)
    row = sorted(u for u, v in ninths if v == top)
    u = row[len(row) // 2]
    x, y = _ninth_xy((u, top), frame)
    t = frame.cell / 3
    return x + t / 2, y - 12


def _tag(x, y, text, attrs=""):
    width = 8 + 7.4 * len(text)
    return (f'<g class="area-tag"{attrs}><rect x="{_fmt(x - width / 2)}" y="{_fmt(y - 11)}" width="{_fmt(width)}" height="22" '
            f'rx="11" fill="#111" stroke="#fff" stroke-width="2"/>{_text(x, y + 0.5, escape(text), 13, "#fff", 800)}</g>')


def render_areas(board_view, lang="en", colour=None, score_card=None, step=None, by="ninth"):
    """The area-scoring view (H4, H7) of the patchwork ``board_view`` (a view, its "board" list, or a Board).

    ``colour``: show that colour's areas; ``score_card``: the three colours of that card (with the
    centre doubled); neither: every colour. Every area of a shown colour is outlined; the largest
    non-poisoned one keeps its colour and is labelled with its points (``data-points``); the others
    are paler, poisoned ones are crossed and marked ☠. ``step`` k shows only the first k ninths
    (``by="ninth"``) or thirds (``by="third"``) of the largest area(s) in flood-fill order, numbered.
    """
    if by not in ("ninth", "third"):
        raise ValueError(f"by must be 'ninth' or 'third', not {by!r}")
    board = board_of(board_view)
    found = areas(board)
    if score_card is not None:
        if score_card not in CARDS:
            raise ValueError(f"unknown card {score_card!r}")
        shown = list(CARDS[score_card].colours)
        if colour is not None and colour not in shown:
            raise ValueError(f"{colour} is not a colour of {score_card} ({', '.join(shown)})")
        result = score(board, score_card, found)
        parts = {part.colour: part for part in result.colours}
    else:
        if colour is not None and colour not in COLOURS:
            raise ValueError(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}")
        shown = [colour] if colour is not None else list(COLOURS)
        result, parts = None, {}
    best = {c: largest(found, c) for c in shown}
    units = step_units(board, colour, score_card, by, found)
    total_units = len(units)
    if step is not None:
        step = max(0, min(int(step), total_units))
    counted = {} if step is None else {n: k + 1 for k, unit in enumerate(units[:step]) for n in unit}
    pending = set() if step is None else {n for unit in units[step:] for n in unit}

    frame = _Frame(list(board.stacks), 1, AREA_CELL)
    t = frame.cell / 3
    colours, poison = board.visible()
    parts_svg = [frame.background()]
    squares = []
    for cell, stack in board.stacks.items():
        placement, k = stack[-1]
        squares.append(_square_svg(placement.ninths(k), frame.px(cell[0]), frame.py(cell[1]), frame.cell,
                                   CARDS[placement.card].poison == k, skip=counted))
    parts_svg.append(f'<g class="squares">{"".join(squares)}</g>')
    # pale veil over what is not in a shown colour's largest area (or not yet counted)
    veil_strong, veil_light = [], []
    best_ninths = set().union(*(best[c].ninths for c in shown if best[c] is not None)) if any(best.values()) else set()
    for ninth, c in colours.items():
        x, y = _ninth_xy(ninth, frame)
        rect = f"M{_fmt(x)} {_fmt(y)}h{_fmt(t)}v{_fmt(t)}h{_fmt(-t)}z"
        if c not in shown or ninth in pending:
            veil_strong.append(rect)
        elif ninth not in best_ninths:
            veil_light.append(rect)
    parts_svg.append(f'<path class="veil" d="{"".join(veil_strong)}" fill="#f4f1ea" fill-opacity=".82"/>'
                     f'<path class="veil-light" d="{"".join(veil_light)}" fill="#f4f1ea" fill-opacity=".6"/>')
    parts_svg.append(_outlines(board, frame, strong=1.4).replace('stroke="#1b1b1b"', 'stroke="#6f6a5e"'))
    # every area of a shown colour, outlined; poisoned ones crossed
    outlines = []
    for area in found:
        if area.colour not in shown:
            continue
        path = _boundary(area.ninths, frame)
        is_best = best[area.colour] is not None and area.ninths == best[area.colour].ninths
        cls = "area best" if is_best else ("area poisoned" if area.poisoned else "area")
        attrs = (f' data-colour="{area.colour}" data-ninths="{len(area.ninths)}" data-area-points="{area.points}"'
                 f' data-poisoned="{str(area.poisoned).lower()}"')
        if area.poisoned:
            cross = []
            for ninth in area.ninths:
                x, y = _ninth_xy(ninth, frame)
                cross.append(f"M{_fmt(x + 2)} {_fmt(y + 2)}L{_fmt(x + t - 2)} {_fmt(y + t - 2)}"
                             f"M{_fmt(x + t - 2)} {_fmt(y + 2)}L{_fmt(x + 2)} {_fmt(y + t - 2)}")
            lx, ly = _tag_xy(area.ninths, frame)
            outlines.append(f'<g class="{cls}"{attrs}><path class="cross" d="{"".join(cross)}" stroke="#111" '
                            f'stroke-opacity=".7" stroke-width="1.6"/><path d="{path}" stroke="#111" stroke-width="2.4" '
                            f'stroke-dasharray="5 3" fill="none"/>{_tag(lx, ly, POISON + " 0")}</g>')
        elif is_best:
            outlines.append(f'<g class="{cls}"{attrs}><path d="{path}" stroke="#fff" stroke-width="6" fill="none" '
                            f'stroke-linecap="round"/><path d="{path}" stroke="#111" stroke-width="3.2" fill="none" '
                            'stroke-linecap="round"/></g>')
        else:
            outlines.append(f'<g class="{cls}"{attrs}><path d="{path}" stroke="#111" stroke-width="1.6" fill="none"/></g>')
    parts_svg.append(f'<g class="areas">{"".join(outlines)}</g>')
    # the flood fill's numbers
    if step is not None:
        numbers = []
        for k, unit in enumerate(units[:step]):
            anchor = unit[len(unit) // 2]
            x, y = _ninth_xy(anchor, frame)
            c = colours[anchor]
            numbers.append(_text(x + t / 2, y + t / 2, k + 1, t * (0.5 if k + 1 < 100 else 0.4), INK[c], 800,
                                 f' class="step" data-step="{k + 1}"'))
        if step and step < total_units:
            numbers.append(f'<path class="frontier" d="{_boundary(set(units[step - 1]), frame)}" fill="none" '
                           'stroke="#f2c14e" stroke-width="3"/>')
        parts_svg.append(f'<g class="steps">{"".join(numbers)}</g>')
    # labels of the largest areas
    tags = []
    for c in shown:
        area = best[c]
        if area is None:
            continue
        x, y = _tag_xy(area.ninths, frame)
        if c in parts and parts[c].doubled:
            text = i18n.text("ui.hue.area_tag_double", lang, area=area.points, points=parts[c].points)
            points = parts[c].points
        else:
            points = parts[c].points if c in parts else area.points
            text = i18n.text("ui.hue.area_tag", lang, points=points)
        tags.append(_tag(x, y, f"{c} {text}",
                         f' data-colour="{c}" data-points="{points}" data-area-points="{area.points}"'))
    parts_svg.append(f'<g class="labels">{"".join(tags)}</g>')
    label = i18n.text("ui.hue.areas_label", lang)
    svg = (f'<svg class="hue-board hue-areas-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {frame.width} {frame.height}" '
           f'width="{frame.width}" height="{frame.height}" role="img" aria-label="{escape(label)}">{"".join(parts_svg)}</svg>')

    # the caption: each colour's areas in words, the score card's sum, the flood fill's progress
    lines = []
    for c in shown:
        mine = [a for a in found if a.colour == c]
        poisoned = sum(a.poisoned for a in mine)
        name = colour_name(c, lang)
        if best[c] is None:
            line = i18n.text("ui.hue.area_none", lang, colour=name)
        else:
            line = i18n.text("ui.hue.area_line", lang, colour=name, count=len(mine), ninths=i18n.Message("ui.hue.ninths", n=len(best[c].ninths)),
                             points=i18n.Message("ui.hue.points", n=best[c].points))
        if poisoned:
            line += i18n.text("ui.hue.area_poisoned", lang, n=poisoned)
        lines.append(f'<li data-colour="{c}">{_swatch(c, 16)} {escape(line)}</li>')
    caption = f'<ul class="cap">{"".join(lines)}</ul>'
    if result is not None:
        bits = []
        for part in result.colours:
            area = part.area.points if part.area else 0
            bits.append(f"{part.colour} {area}×2" if part.doubled else f"{part.colour} {area}")
        caption += (f'<p class="cap" data-total="{result.total}"><b>'
                    f'{escape(i18n.text("ui.hue.area_card", lang, card=score_card, parts=" + ".join(bits), total=i18n.Message("ui.hue.points", n=result.total)))}'
                    f'</b></p>')
    if step is not None:
        if by == "ninth":
            progress = i18n.text("ui.hue.steps_ninth", lang, k=step, n=total_units)
        else:
            progress = i18n.text("ui.hue.steps_third", lang, k=step, n=total_units)
        caption += f'<p class="steps" data-step="{step}" data-of="{total_units}">{escape(progress)}</p>'
    return f'{style()}<div class="hue-areas">{svg}{caption}</div>'

