"""The first screen of a game's app (issues 34, 35): what the reader may do first, in the page's language.

Under the few lines that say what the game is and how one wins, three choices: play the whole game (just below:
the link only scrolls to it), learn the rules step by step (the page's next part, anchored ``rules``), and the
guided first game (``widgets.guide``), which opens in the whole game's place. A notebook shows the menu in the
cell before its whole game, then the whole game in the menu's play area::

    menu = start_menu()
    menu
    ...
    menu.play_area(table_from_page(OhioTable, players=3))

The page's address keeps how far a guided game is (``?guided=12``, ``cardlib.guide.QUERY_KEY``): a reload opens
it at the same step, as a position link opens its position.
"""

import os
import pathlib
from html import escape

import ipywidgets as ipw
import traitlets

from cardlib import guide as cardguide
from cardlib.text import i18n

from .assets import stylesheet
from .classroom.lobby import class_tables
from .guide import GuidedGame
from .listening import ListeningWidget, listening_script
from .panel import Panel
from .static import static_bundle

_HERE = pathlib.Path(__file__).parent
PLAY_ANCHOR = "play"        # the id just above the whole game
RULES_ANCHOR = "rules"      # the id of the notebook's "rules step by step" part (its markdown cells)
GUIDED = "guided"           # the guided choice's data-choice


def menu_html(lang):
    """The menu's markup in ``lang``: a hidden heading, the three choices, the anchor of the whole game."""
    text = lambda key: escape(i18n.text(key, lang))     # noqa: E731
    choices = (
        f'<a class="cardgames-start-choice" href="#{PLAY_ANCHOR}"><b>▶ {text("ui.start.play")}</b>'
        f'<span>{text("ui.start.play_tip")}</span></a>',
        f'<a class="cardgames-start-choice" href="#{RULES_ANCHOR}"><b>{text("ui.start.rules")}</b>'
        f'<span>{text("ui.start.rules_tip")}</span></a>',
        f'<button type="button" class="cardgames-start-choice cardgames-start-guided" data-choice="{GUIDED}">'
        f'<b>{text("ui.start.guided")}</b><span>{text("ui.start.guided_tip")}</span></button>',
    )
    # The whole game below has its own headings (h3): a heading of the page's second level comes first, for screen
    # readers only (a visible one would say "Play a game" twice on the first screen); first in the output, where a
    # box taken out of the flow adds nothing to the output's height. The anchor the first choice leads to is last.
    return (f'<style>{stylesheet("start.css")}</style>'
            f'<h2 class="cardgames-start-heading">{text("ui.start.play")}</h2>'
            f'<nav class="cardgames-start" lang="{lang}" aria-label="{text("ui.start.label")}">{"".join(choices)}</nav>'
            f'<a id="{PLAY_ANCHOR}"></a>')


class StartMenu(ListeningWidget):
    """The first screen's menu (see the module): ``markup`` drawn by ``start.js``, which sends ``{"choice":
    "guided"}`` or ``{"choice": "play"}`` when clicked and keeps ``guided`` (moves played into the guided game,
    -1 for none) in the page's address."""

    _esm = listening_script("start.js")
    markup = traitlets.Unicode("").tag(sync=True)
    guided = traitlets.Int(-1).tag(sync=True)

    def __init__(self, lang=None):
        super().__init__()
        self.lang = lang or i18n.default_language()
        self.markup = menu_html(self.lang)
        self.area = None
        self.on_msg(self._clicked)

    def _clicked(self, _widget, content, _buffers):
        if self.area is None or not isinstance(content, dict):
            return
        if content.get("choice") == GUIDED:
            self.area.show_guided()
        elif content.get("choice") == "play":
            self.area.show_table()

    def play_area(self, table, query_string=None):
        """The whole game's place, holding ``table`` (a game's table), where the menu's guided game opens; opened
        on the guided game when the page's address carries one (``query_string``, default Voila's)."""
        if query_string is None:
            query_string = os.environ.get("QUERY_STRING", "")
        self.area = PlayArea(table, self, cardguide.query_moves(query_string))
        return self.area

    def __repr__(self):
        # The display's text/plain: the same at every run (a saved notebook's outputs must not change).
        return f"StartMenu(lang={self.lang!r})"

    def _repr_mimebundle_(self, **kwargs):
        """The live menu, and its still picture for pages without a kernel (widgets.static)."""
        return static_bundle(super()._repr_mimebundle_(**kwargs), self)


def start_menu(lang=None):
    """The first screen's menu (``StartMenu``) in ``lang`` (default: the page's language)."""
    return StartMenu(lang)


class PlayArea(Panel):
    """The whole game's place: the game's ``table``, or in its place its guided first game, opened from the
    ``menu`` (``moves``: opened at once, that many moves into the script, as a reloaded page asks)."""

    def __init__(self, table, menu, moves=None):
        self.table = table
        self.menu = menu
        self.lang = table.lang
        self.guided = None
        self.widget = ipw.VBox([table.widget])
        self.widget.add_class("cardgames-play-area")
        self.lobby = class_tables(type(table), table.game, self.lang, self.show_shared, self.show_table)
        self._place(table.widget)
        if moves is not None:
            self.show_guided(moves)

    def _place(self, shown):
        """Show ``shown`` in the whole game's place, the class's tables (in a class) under it."""
        self.widget.children = (shown,) + ((self.lobby.widget,) if self.lobby is not None else ())

    def show_shared(self, shared):
        """Show ``shared``, the student's seat at a class's table (``widgets.classroom.lobby``), in the game's place."""
        self._place(shared.widget)

    def show_guided(self, moves=0):
        """Show the guided first game in the table's place (the one under way, if any, else a new one)."""
        if self.guided is None or self.guided.over:
            self.guided = GuidedGame(type(self.table), self.table.game, self.lang, moves,
                                     on_real_game=self.real_game, on_step=self._step)
        self._place(self.guided.widget)
        self._step(len(self.guided.table.moves))

    def show_table(self):
        """Show the whole game again (the guided game kept, to go back to)."""
        self._place(self.table.widget)
        self.menu.guided = -1

    def real_game(self):
        """The guided game is over: a real game, a fresh deal on the whole game's table."""
        self.guided = None
        self.table.new_game()
        self.show_table()

    def _step(self, played):
        if self.guided is not None and self.widget.children and self.widget.children[0] is self.guided.widget:
            self.menu.guided = played
