"""ipywidgets front ends for the cardlib games (one module per game, shared pieces apart).

Shared pieces:
- ``svgcanvas``: one widget showing an SVG/HTML string whose ``data-action`` parts are clickable.
- ``table``: the game-table controller every game reuses (bots, undo, new game, slider, log, language),
  and ``why`` (a rule in both languages).
- ``walkthrough``: Previous / Next over scripted moves with a caption per step, for any game.
- ``scoring``: the type-the-scores exercise, for any game.
- ``figures``: the lessons' palette and PNG output.

Per game, a renderer (``<game>_render``: pure functions from a view to HTML), a table and teaching
pieces (``<game>``), and the lesson's figures (``<game>_lesson``): Ohio, Yozu and Hue.
"""
