"""Hue's drawing pieces, shared by the table (``widgets.hue.render``) and the area-scoring picture
(``widgets.hue.areas``): the palette, squares drawn as their ninths with a letter per colour, the
board's frame with its coordinates, card outlines, stack badges and colour swatches, as SVG strings.
"""

# Paul Tol's "bright" qualitative scheme (colour-blind safe), one colour per Hue colour (H1),
# with the ink (black or white) that reads best on it.
PALETTE = {"R": "#EE6677", "Y": "#CCBB44", "G": "#228833", "B": "#4477AA", "P": "#AA3377"}
INK = {"R": "#111111", "Y": "#111111", "G": "#ffffff", "B": "#ffffff", "P": "#ffffff"}
POISON = "☠"
CELL = 42                                  # board cell, in pixels (a ninth is a third of it)
AREA_CELL = 54                             # cell of the area-scoring view (room for step numbers)
HAND_CELL = 34                             # a square of a card in a hand or a row of cards


def _stripes(ninths):
    """A square's ninths {(u, v): colour} as stripes: [(colour, (i, j, w, h))] in ninths from its corner."""
    u0 = min(u for u, _ in ninths)
    v0 = min(v for _, v in ninths)
    grid = [[ninths[(u0 + i, v0 + j)] for i in range(3)] for j in range(3)]     # grid[row][column]
    if len({c for row in grid for c in row}) == 1:
        return [(grid[0][0], (0, 0, 3, 3))]
    if all(len(set(row)) == 1 for row in grid):
        return [(grid[j][0], (0, j, 3, 1)) for j in range(3)]
    if all(len({grid[j][i] for j in range(3)}) == 1 for i in range(3)):
        return [(grid[0][i], (i, 0, 1, 3)) for i in range(3)]
    return [(grid[j][i], (i, j, 1, 1)) for j in range(3) for i in range(3)]


def _fmt(value):
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _coordinate(value):
    """A coordinate along the board's edges, negatives with a real minus sign ('−5', U+2212), as the
    log's words write them in French; a mathematical minus reads well in English too."""
    return str(value).replace("-", "\u2212")


def _text(x, y, body, size, fill, weight=700, extra=""):
    return (f'<text x="{_fmt(x)}" y="{_fmt(y)}" font-size="{_fmt(size)}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="middle" dominant-baseline="central"{extra}>{body}</text>')


def _square_svg(ninths, px, py, size, poison=False, skip=()):
    """One square (its ninths) at pixel (px, py): coloured stripes, each with its letter; ☠ on a poison square.
    ``skip``: ninths whose stripe gets no letter (they carry a step number instead)."""
    third = size / 3
    parts = []
    stripes = _stripes(ninths)
    u0 = min(u for u, _ in ninths)
    v0 = min(v for _, v in ninths)
    for colour, (i, j, w, h) in stripes:
        parts.append(f'<rect x="{_fmt(px + i * third)}" y="{_fmt(py + j * third)}" width="{_fmt(w * third)}" '
                     f'height="{_fmt(h * third)}" fill="{PALETTE[colour]}" data-colour="{colour}"/>')
    for colour, (i, j, w, h) in stripes:
        cx, cy = px + (i + w / 2) * third, py + (j + h / 2) * third
        if skip and any((u0 + a, v0 + b) in skip for a in range(i, i + w) for b in range(j, j + h)):
            continue
        if poison and len(stripes) == 1:
            parts.append(_text(px + size * 0.18, py + size * 0.19, colour, size * 0.26, INK[colour], extra=' class="letter"'))
            parts.append(_text(cx, cy + size * 0.04, POISON, size * 0.56, INK[colour], 400, ' class="poison"'))
        elif len(stripes) == 1:
            parts.append(_text(cx, cy, colour, size * 0.4, INK[colour], extra=' class="letter"'))
        else:
            parts.append(_text(cx, cy, colour, third * 0.72, INK[colour], extra=' class="letter"'))
    if poison and len(stripes) > 1:
        parts.append(_text(px + size / 2, py + size / 2, POISON, size * 0.5, "#111", 400, ' class="poison"'))
    return "".join(parts)


class _Frame:
    """Pixel geometry of a board picture: cells from (x0, y0) to (x1, y1) inclusive, with edge labels."""

    def __init__(self, cells, margin, cell, pad=24):
        xs = [x for x, _ in cells] or [0]
        ys = [y for _, y in cells] or [0]
        self.x0, self.x1 = min(xs) - margin, max(xs) + margin
        self.y0, self.y1 = min(ys) - margin, max(ys) + margin
        self.cell = cell
        self.pad = pad
        self.width = 2 * pad + (self.x1 - self.x0 + 1) * cell
        self.height = 2 * pad + (self.y1 - self.y0 + 1) * cell

    def px(self, x):
        return self.pad + (x - self.x0) * self.cell

    def py(self, y):
        return self.pad + (y - self.y0) * self.cell

    def cells(self):
        return [(x, y) for y in range(self.y0, self.y1 + 1) for x in range(self.x0, self.x1 + 1)]

    def background(self):
        """The paper, the faint grid and the coordinates along the four edges."""
        c, pad = self.cell, self.pad
        w, h = self.width, self.height
        parts = [f'<rect x="0" y="0" width="{w}" height="{h}" rx="10" fill="#f4f1ea"/>',
                 f'<rect x="{pad}" y="{pad}" width="{w - 2 * pad}" height="{h - 2 * pad}" fill="#ebe6da"/>']
        lines = []
        for x in range(self.x0, self.x1 + 2):
            lines.append(f"M{self.px(x)} {pad}V{h - pad}")
        for y in range(self.y0, self.y1 + 2):
            lines.append(f"M{pad} {self.py(y)}H{w - pad}")
        parts.append(f'<path d="{"".join(lines)}" stroke="#cfc8b6" stroke-width="1" fill="none"/>')
        labels = []
        for x in range(self.x0, self.x1 + 1):
            cx = self.px(x) + c / 2
            labels.append(_text(cx, pad / 2, _coordinate(x), 11, "#5b564b", 600))
            labels.append(_text(cx, h - pad / 2, _coordinate(x), 11, "#5b564b", 600))
        for y in range(self.y0, self.y1 + 1):
            cy = self.py(y) + c / 2
            labels.append(_text(pad / 2, cy, _coordinate(y), 11, "#5b564b", 600))
            labels.append(_text(w - pad / 2, cy, _coordinate(y), 11, "#5b564b", 600))
        parts.append(f'<g class="coords">{"".join(labels)}</g>')
        return "".join(parts)


def _outlines(board, frame, strong=2.6):
    """Card outlines: a dark line where two visible squares belong to different cards (or at the edge), a faint one inside a card."""
    tops = {cell: board.top(cell)[0].card for cell in board.stacks}
    heavy, light = [], []
    c = frame.cell
    for (x, y), card in tops.items():
        px, py = frame.px(x), frame.py(y)
        sides = {(1, 0): f"M{px + c} {py}V{py + c}", (-1, 0): f"M{px} {py}V{py + c}",
                 (0, 1): f"M{px} {py + c}H{px + c}", (0, -1): f"M{px} {py}H{px + c}"}
        for (dx, dy), path in sides.items():
            other = tops.get((x + dx, y + dy))
            if other is None or (other != card and (dx, dy) in ((1, 0), (0, 1))):
                heavy.append(path)
            elif other == card and (dx, dy) in ((1, 0), (0, 1)):
                light.append(path)
    return (f'<path class="square-lines" d="{"".join(light)}" stroke="#ffffff" stroke-opacity=".75" stroke-width="1.2" fill="none"/>'
            f'<path class="card-outlines" d="{"".join(heavy)}" stroke="#1b1b1b" stroke-width="{strong}" '
            'stroke-linecap="square" fill="none"/>')


def _badge(cx, cy, height, r=9, cell=None):
    where = f' data-cell="{cell[0]},{cell[1]}"' if cell else ""
    return (f'<g class="height" data-height="{height}"{where}><circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{r}" fill="#111" '
            f'stroke="#fff" stroke-width="1.6"/>{_text(cx, cy + 0.5, height, r * 1.25, "#fff", 800)}</g>')


def _swatch(code, size=20):
    return (f'<svg width="{size}" height="{size}" viewBox="0 0 {size} {size}" aria-hidden="true">'
            f'<rect x="1" y="1" width="{size - 2}" height="{size - 2}" rx="3" fill="{PALETTE[code]}" stroke="#1b1b1b"/>'
            f'{_text(size / 2, size / 2 + 0.5, code, size * 0.55, INK[code])}</svg>')
