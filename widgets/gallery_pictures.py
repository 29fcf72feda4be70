"""The gallery's pictures: each game's table in the middle of a game, as an SVG image file.

The tables are HTML (the renderers' ``widgets/<game>/render.py``); an SVG file can hold HTML in a
``<foreignObject>``, which browsers draw in an ``<img>`` too, with no script and nothing loaded. The
markup is rewritten as XHTML (an SVG file is XML). An image has a fixed size: each game's height is set
in ``SIZES`` for its position, at the tables' width ``WIDTH``; the file draws scaled to the width it is
given. The stylesheets' rules for narrow screens (``@media (max-width: …)``, issue 34) are left out
(``fixed_width``): inside an SVG image they follow the size the image is drawn at, and a phone would see its own
layout of the table, taller, cut at the picture's fixed height. ``python dev.py gallery-pictures`` writes them to
``notebooks/pictures/<game>-<lang>.svg``.
"""

import html
import re
from html.parser import HTMLParser

import cardlib
from cardlib import bots
from cardlib.text import i18n

GAMES = ("ohio", "yozu", "hue", "woo", "yoyo")
WIDTH = 900
# game: (players, seed, moves the bots play before the picture, height in pixels at WIDTH)
SIZES = {"ohio": (3, 4, 4, 545), "yozu": (3, 2, 5, 535), "hue": (2, 3, 6, 845),
         "woo": (2, 1, 5, 770), "yoyo": (3, 5, 6, 650)}
NARROW = re.compile(r"@media\s*\(\s*max-width\s*:[^)]*\)\s*\{")     # the start of a rule for narrow screens
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def position(game):
    """The seeded position each game's picture shows: a few moves played by greedy bots."""
    players, seed, moves, _ = SIZES[game]
    state = cardlib.new_game(game, players=players, seed=seed, first_player=0)
    seat_bots = [bots.get("greedy", game, seed=seat) for seat in range(players)]
    for _ in range(moves):
        if state.is_over:
            break
        state = state.apply(seat_bots[state.current_player].choose(state))
    return state


def table_html(game, lang):
    """The HTML of the game's table at ``position(game)``, seen by Player 1, in ``lang``."""
    from importlib import import_module

    table = import_module(f"widgets.{game}.table")
    return table.picture(position(game), player=0, lang=lang).data


class _XHTML(HTMLParser):
    """HTML rewritten as well-formed XHTML: void elements closed, text and attributes escaped, every
    open element closed at the end."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.open = [], []

    def _attrs(self, attrs):
        return "".join(f' {name}="{html.escape(value if value is not None else name, quote=True)}"'
                       for name, value in attrs)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            self.parts.append(f"<{tag}{self._attrs(attrs)}/>")
        else:
            self.parts.append(f"<{tag}{self._attrs(attrs)}>")
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.parts.append(f"<{tag}{self._attrs(attrs)}/>")

    def handle_endtag(self, tag):
        if tag in self.open:
            while self.open:
                opened = self.open.pop()
                self.parts.append(f"</{opened}>")
                if opened == tag:
                    break

    def handle_data(self, data):
        inside = self.open[-1] if self.open else ""
        self.parts.append(fixed_width(data).replace("]]>", "]]&gt;") if inside == "style" else html.escape(data, quote=False))

    def text(self):
        self.close()
        return "".join(self.parts) + "".join(f"</{tag}>" for tag in reversed(self.open))


def fixed_width(css):
    """``css`` without its rules for narrow screens (``@media (max-width: …) { … }``, braces balanced)."""
    while (start := NARROW.search(css)) is not None:
        depth, end = 1, start.end()
        while depth and end < len(css):
            depth += {"{": 1, "}": -1}.get(css[end], 0)
            end += 1
        css = css[:start.start()] + css[end:]
    return css


def xhtml(markup):
    """``markup`` (HTML) as XHTML, for an SVG ``<foreignObject>``."""
    parser = _XHTML()
    parser.feed(markup)
    return parser.text()


def picture_svg(game, lang):
    """The SVG file of the game's table in ``lang``: the table's HTML in a foreignObject, WIDTH wide."""
    height = SIZES[game][3]
    title = html.escape(i18n.text("gallery.picture", lang, game=game.capitalize()))
    body = xhtml(table_html(game, lang))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
            f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{title}"><title>{title}</title>'
            f'<foreignObject x="0" y="0" width="{WIDTH}" height="{height}">'
            f'<div xmlns="http://www.w3.org/1999/xhtml" lang="{lang}" '
            f'style="font-family:sans-serif;font-size:14px">{body}</div></foreignObject></svg>\n')
