"""The first screen of a game's app (issue 34): what the reader may do first, in the page's language.

Under the few lines that say what the game is and how one wins, three choices: play the whole game (just below:
the link only scrolls to it), learn the rules step by step (the page's next part, anchored ``rules``), and the
guided first game, whose place is kept here until it exists (issue 35). A notebook shows it with
``start_menu()`` in the cell before its whole game.
"""

from html import escape

from IPython.display import HTML

from cardlib.text import i18n

from .assets import stylesheet

PLAY_ANCHOR = "play"        # the id just above the whole game
RULES_ANCHOR = "rules"      # the id of the notebook's "rules step by step" part (its markdown cells)


def start_menu(lang=None):
    """The three-way choice of the first screen (see the module), in ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    text = lambda key: escape(i18n.text(key, lang))     # noqa: E731
    choices = (
        f'<a class="cardgames-start-choice" href="#{PLAY_ANCHOR}"><b>▶ {text("ui.start.play")}</b>'
        f'<span>{text("ui.start.play_tip")}</span></a>',
        f'<a class="cardgames-start-choice" href="#{RULES_ANCHOR}"><b>{text("ui.start.rules")}</b>'
        f'<span>{text("ui.start.rules_tip")}</span></a>',
        f'<span class="cardgames-start-choice cardgames-start-soon" aria-disabled="true"><b>{text("ui.start.guided")}</b>'
        f'<span>{text("ui.start.guided_soon")}</span></span>',
    )
    # The whole game below has its own headings (h3): a heading of the page's second level comes first, for screen
    # readers only (a visible one would say "Play a game" twice on the first screen); first in the output, where a
    # box taken out of the flow adds nothing to the output's height. The anchor the first choice leads to is last.
    return HTML(f'<style>{stylesheet("start.css")}</style>'
                f'<h2 class="cardgames-start-heading">{text("ui.start.play")}</h2>'
                f'<nav class="cardgames-start" lang="{lang}" aria-label="{text("ui.start.label")}">{"".join(choices)}</nav>'
                f'<a id="{PLAY_ANCHOR}"></a>')
