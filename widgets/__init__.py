"""ipywidgets front ends for the cardlib games (shared pieces, and one sub-package per game).

Shared pieces:
- ``svgcanvas``: one widget showing an SVG/HTML string whose ``data-action`` parts are clickable.
- ``table``: the game-table controller every game reuses (bots, undo, new game, slider, log),
  and ``why`` (a rule, in the page's language).
- ``walkthrough``: Previous / Next over scripted moves with a caption per step, for any game.
- ``scoring``: the type-the-scores exercise, for any game.
- ``figures``: the lessons' palette and PNG output (each figure described in words: its alternative text).
- ``a11y``: page-wide accessibility repairs (``pagefixes.js`` names ipywidgets' slider handles,
  ``a11y.css`` underlines links in text; ``narrow.css`` fits every control to its box, down to a phone's
  390 px), installed by ``svgcanvas`` and by every lesson's Run bar.

- ``assets``: reads the stylesheets shipped beside the modules (package data, see pyproject.toml).
- ``comm_errors``: widget messages the kernel cannot use are answered in one line, without a
  traceback or paths (installed on import).

One sub-package per game (``ohio``, ``yozu``, ``hue``, ``woo``), each with the same pieces:
``render`` (the game's one renderer: pure functions from a view to HTML, reused by every view),
``texts`` (its words in English and French), ``<game>.css`` (its stylesheet), ``table`` (the play
table and teaching pieces, re-exported by the sub-package) and ``lesson`` (the lesson's figures);
Woo adds ``closed_view`` (the closed-phase teaching view: the solver's verdict on each choice).

A renderer is ``render(view, lang, names, *, interactive=True, recent=None)``: its clickable parts
carry ``data-action`` (the move's notation, or a table's own command), it reads notation with the
engine's ``parse_action``, and ``recent`` (``GameTable.since_your_move``) lets it mark what the
others did since the human's last move. The table adds the rest for every game: the box listing
those moves, and the ``data-move``/``data-deal`` position that makes a click on a changed table
play nothing.
"""

from . import comm_errors

comm_errors.install()
