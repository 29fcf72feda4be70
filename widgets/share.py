"""Links to a table's position: "Copy a link to this position", and tables opened from such a link.

- ``ShareLink``: the button under a table (``ShareLink.attach(table)``). Python keeps its ``query``
  the live position's (``cardlib.links``) plus the table's language; the front end (``share.js``)
  builds ``location.origin + location.pathname + "?" + query`` (keeping the page's other
  parameters), copies it with the clipboard API and shows it in a text field, selected, to copy by
  hand where copying is refused (a page served over plain http on a school network has no
  clipboard API).
- ``table_from_page(table_class, **defaults)``: the app's table, at the position the page's query
  string carries (``?position=...``, read from Voila's ``QUERY_STRING``), else as ``defaults`` say;
  a link that cannot be opened gives the default table with the reason in its explanation area
  (in the table's language), never a traceback. The bots are always the ``defaults``' ones.

A preheated kernel ran its notebook before any page asked for it, so it cannot see a page's
position: the gallery server gives a page carrying one a kernel started for it
(``gallery_server.kernels``), as it does for a page asking for another language.
"""

import inspect
import os
import pathlib

import traitlets

import cardlib
from cardlib.text import i18n
from cardlib import links

from .listening import ListeningWidget, listening_script

_HERE = pathlib.Path(__file__).parent


LABELS = ("button", "tip", "field", "copied", "refused")


def position_query(table):
    """The query string of ``table``'s live position and language: ``position=...&lang=fr``."""
    return f"{links.query(table.state, table.human, getattr(table, 'humans', None))}&lang={table.lang}"


class ShareLink(ListeningWidget):
    """The "Copy a link to this position" button, its text field and its status line (see the module)."""

    _esm = listening_script("share.js")
    _css = _HERE / "share.css"
    query = traitlets.Unicode("").tag(sync=True)       # the position's query string, without '?'
    labels = traitlets.Dict({}).tag(sync=True)         # LABELS in the table's language
    scroll = traitlets.Bool(False).tag(sync=True)      # bring the table into view once drawn

    @classmethod
    def attach(cls, table):
        """A ShareLink following ``table`` (a ``GameTable``), shown right under its row of buttons."""
        share = cls()
        share.add_class("cardgames-share")
        share.follow(table)
        children = list(table.widget.children)
        row = next((k for k, child in enumerate(children)
                    if table.new_button in getattr(child, "children", ())), len(children) - 1)
        table.widget.children = tuple(children[:row + 1] + [share] + children[row + 1:])
        return share

    def follow(self, table):
        """Keep ``query`` and ``labels`` those of ``table``'s live position and language: the table
        redraws its picture after every move, new game, undo and language change. A table whose position may
        not be shared (``shareable`` false: a seat at a class's table) keeps no query."""
        def update(_change=None):
            if getattr(table, "state", None) is not None and getattr(table, "shareable", True):
                self.query = position_query(table)
                self.labels = {key: i18n.text(f"ui.share.{key}", table.lang) for key in LABELS}
        table.canvas.observe(update, "markup")
        update()


def _game_of(table_class, defaults):
    """The game a table class plays: its ``game`` default, else the package it lives in (widgets.ohio...)."""
    if "game" in defaults:
        return defaults["game"]
    parts = table_class.__module__.split(".")
    return next((part for part in parts if part in cardlib.GAMES), None)


def _arguments(table_class, position, defaults):
    """The keyword arguments building ``table_class`` at ``position``, over ``defaults``: the seed,
    players, deck, options and moves of the link, the human's seat; the rest from ``defaults``."""
    accepted = inspect.signature(table_class).parameters
    record = position.record
    arguments = dict(defaults)
    arguments.update(seed=record["seed"], human=position.human, moves=list(record["moves"]),
                     first_player=record["first_player"])
    if "humans" in accepted:
        arguments["humans"] = position.humans if len(position.humans) > 1 else None
    elif len(position.humans) > 1:
        raise ValueError(f"this table seats one person, not {len(position.humans)}")
    fixed = {"players": cardlib.game_module(position.game).INFO.default_players, "match": False, "deck": None}
    for name, value_when_absent in fixed.items():
        if name in accepted:
            arguments[name] = record[name]
        elif record[name] != value_when_absent:
            raise ValueError(f"this table has no {name} to set (the link's is {record[name]!r})")
    options = dict(record["options"])
    for name in [name for name in options if name in accepted]:
        arguments[name] = options.pop(name)
    if options:
        if "options" not in accepted:
            raise ValueError(f"this table takes no options (the link asks for {', '.join(sorted(options))})")
        arguments["options"] = {**(arguments.get("options") or {}), **options}
    return arguments


def page_position(query_string=None):
    """The ``position`` value of the page's query string (default: Voila's ``QUERY_STRING``), or None."""
    if query_string is None:
        query_string = os.environ.get("QUERY_STRING", "")
    return links.query_position(query_string)


def table_from_page(table_class, query_string=None, **defaults):
    """``table_class(**defaults)``, at the position the page's link carries if it carries one (see
    the module). ``query_string``: the page's (default: Voila's ``QUERY_STRING``)."""
    value = page_position(query_string)
    if value is None:
        return _shared(table_class(**defaults))
    game = _game_of(table_class, defaults)
    try:
        position = links.decode(value)
        if game is not None and position.game != game:
            raise links.LinkError("link.other_game", game=position.game.capitalize(), app=game.capitalize())
        try:
            table = table_class(**_arguments(table_class, position, defaults))
        except links.LinkError:
            raise
        except ValueError as refused:            # a bot list for another player count, a table without decks
            raise links.LinkError("link.table", reason=str(refused).rstrip(". ")) from None
    except links.LinkError as refused:
        table = _shared(table_class(**defaults))
        table._say(i18n.Message("link.refused", reason=[refused.message]), refusal=True)
        return table
    played = len(position.record["moves"])
    table._say(i18n.Message("link.opened", n=played))
    _shared(table).share.scroll = True
    return table


def _shared(table):
    """``table``, given its ShareLink if its class did not (every GameTable builds one)."""
    if getattr(table, "share", None) is None:
        table.share = ShareLink.attach(table)
    return table
