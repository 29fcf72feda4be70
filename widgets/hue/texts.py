"""The arrow drawn for each direction on Hue's table; the words (``ui.hue.*``, the direction names with
their arrows among them) are in the catalogues, ``cardlib/text/locale``."""

ARROWS = {"E": "→", "S": "↓", "W": "←", "N": "↑"}
