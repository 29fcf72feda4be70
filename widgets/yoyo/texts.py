"""The symbols of Yoyo's front end that are not words (the words are in the catalogues, ``cardlib/text/locale``).

Card names come from the engine's messages (``card.B5`` is "blue 5" / "bleu 5"), so a card is called
the same everywhere.
"""

# What a yellow card does (Y1's decision), as a symbol and a short word on the card.
ACTION_SYMBOLS = {"steal": "+2", "skip": "⊘", "pass": "⇄", "redeal": "♻"}
