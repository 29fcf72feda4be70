"""ipywidgets front ends for the cardlib games (shared pieces, and one sub-package per game).

Shared pieces:
- ``svgcanvas``: one widget showing an SVG/HTML string whose ``data-action`` parts are clickable.
- ``table``: the game-table controller every game reuses (bots, undo, new game, slider, log, language),
  and ``why`` (a rule in both languages).
- ``walkthrough``: Previous / Next over scripted moves with a caption per step, for any game.
- ``scoring``: the type-the-scores exercise, for any game.
- ``figures``: the lessons' palette and PNG output.

One sub-package per game (``ohio``, ``yozu``, ``hue``), each with the same three modules:
``render`` (the game's one renderer: pure functions from a view to HTML, reused by every view),
``table`` (the play table and teaching pieces, re-exported by the sub-package) and ``lesson``
(the lesson's figures).
"""
