"""The parts of a game's table that make a decision of the person, whatever decision a random deal gives them.

A browser test that deals at random and clicks "the first playable part" must accept every kind of decision the
person can face then, not only the usual one. A fresh deal can ask a Yozu person, as the Oracle, which element
of a guess to reveal (no guess grid on screen then; the answers without a choice the table gives for them); a
Yoyo person may first have a yellow's choice to make (a steal's victims, a direction, the card to pass) or hold
no card to lay but a yellow to orient; later a Woo person who won a trick draws or closes, with no card to play,
and an Ohio person with no card low enough may only pass. ``DECISIONS`` names, per game, every such part by the
classes and ``data-action`` its renderer (widgets/<game>/render.py) gives it; tests/widgets/test_decisions.py checks each
kind on a position that has it. benchmarks/classroom.py keeps the same lists (a benchmark imports no test
module), in the order it tries them; the same test checks that they agree.
"""

# Per game, the selectors of the parts that make the person's decision (or its first click), in the order a
# visitor who clicks "the first legal move" tries them.
DECISIONS = {
    "ohio": (".card.playable[data-action^='play ']",              # a card lower than the last number (O3)
             ".playable[data-action='pass']"),                      # a follower may always pass (O3)
    "yozu": ("[data-action='keep']",                               # the card found: keep it (Z6)...
             ".yz-card.playable[data-action^='swap ']",            # ... or swap it with a card of a display
             ".yz-cell.playable[data-action^='guess ']",           # a guess of the grid (Z4)
             ".yz-action.reveal.playable[data-action]"),           # the Oracle's choice of the element to reveal (Z5)
    "hue": (".hue-hit.legal rect.hue-hitrect",                     # the place of the card chosen (H6)...
            "[data-action^='select ']"),                           # ... chosen first among the hand's cards
    "woo": (".woo-card.playable[data-action^='play ']",            # lead or follow (W5)
            ".woo-action[data-action]"),                           # draw or close after a trick, exchange, marry,
                                                                   # Victoire, end the round (W6-W10)
    "yoyo": (".yoyo-card.playable[data-action^='play ']",          # a card the pile accepts (Y3, Y5)
             ".yoyo-card.passable[data-action^='pass ']",          # the card to pass (Y8)
             ".yoyo-choice-button[data-action]",                   # a direction, a steal's victims (Y4, Y8)
             ".yoyo-card.orient[data-action]"),                    # a yellow whose direction its player chooses (Y4)
}


def decision(game):
    """One CSS selector matching every part of ``game``'s table that makes a decision of the person (or its first
    click); ``.first`` of a locator with it is the first such part in the page's order."""
    return ", ".join(DECISIONS[game])
