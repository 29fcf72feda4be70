"""ipywidgets front ends for the cardlib games (one module per game, shared pieces apart).

- ``svgcanvas``: one widget showing an SVG/HTML string whose ``data-action`` parts are clickable.
- ``table``: the game-table controller every game reuses (bots, undo, new game, slider, log, language).
- ``ohio_render`` / ``ohio``: the Ohio renderer, the Ohio table and its teaching pieces.
"""
