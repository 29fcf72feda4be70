"""The guided first game on a game's own table (issue 35): the script of ``cardlib.guide`` played by clicks.

``guided_table(table_class, script, lang, moves)`` is the game's table (its own class, so its own clicks: a Hue
card chosen, turned, then laid) made to follow the script: the other players' moves are the script's replies,
drawn one by one as the bots' are; the suggested move's parts are marked as a Hint's are; a move the rules refuse
gets the usual rule explanation beside the click; a legal move the guide does not follow here is answered with
the step's sentence and not played. Undo goes back one step. Above the table, ``GuidedGame``'s panel says the
step, its instruction with its rules' links, and what just happened; at the end, the summary, the student's result
and « Jouer une vraie partie ».
"""

import inspect
from html import escape

import ipywidgets as ipw

from cardlib import guide as cardguide
from cardlib.text import i18n

from .assets import stylesheet
from .panel import Panel
from .rules_pages import rule_anchor


class GuidedPlay:
    """Put before a game's table class (``guided_table``): the table of a guided game. ``script`` is set on the
    class; ``on_change(played)`` is called after each redraw with how many of the script's moves are played."""

    script = None
    _moves = ()             # the script's moves and its steps' starts, worked out once (``guided_table``)
    _starts = ()
    on_change = None

    @property
    def step_index(self):
        """The index of the step the student is at or in (``len(steps)`` once every step is played)."""
        return cardguide.step_at(self._starts, len(self._movers))

    def _next_decision(self):
        """How many moves are played when the student next decides (the end of the script after the last)."""
        played = len(self._movers)
        return next((start for start in self._starts if start >= played), len(self._moves))

    @property
    def deciding(self):
        """True when the live position waits for the student's move of a step."""
        return len(self._movers) in self._starts and not self.viewing_past

    @property
    def bots_pending(self):
        """True while moves of the script's replies (or its opening) are still to be played."""
        return not self.state.is_over and len(self._movers) < self._next_decision()

    def _play_bot(self):
        """The script's next move, whoever makes it (a reply; a move of the student's that leaves no choice)."""
        self._play(self._moves[len(self._movers)])

    def declined(self, action):
        """The guide's sentence when ``action`` (legal) is not the step's move, else None (``GameTable.act``)."""
        if not self.deciding:
            return None
        step = self.script.steps[self.step_index]
        if str(self.state.parse_action(action)) == step.move:
            return None
        return cardguide.other_text(self.script, step)

    @property
    def hinted_move(self):
        """The step's move, marked on the picture as a Hint's is, while the student is to make it."""
        if self.deciding:
            return self.script.steps[self.step_index].move
        return super().hinted_move

    def refresh(self):
        """Redraw the table, then tell ``on_change`` how far the guided game is."""
        super().refresh()
        if self.on_change is not None:
            self.on_change(len(self._movers))


def guided_table(table_class, script, lang=None, moves=0):
    """``table_class`` (a game's ``GameTable``) following ``script`` (``cardlib.guide.Script``), in ``lang``,
    started ``moves`` moves into the script (rounded down to a step's start, as a reload gives it)."""
    starts, played = tuple(script.step_starts()), tuple(script.moves())
    cls = type(f"Guided{table_class.__name__}", (GuidedPlay, table_class),
               {"script": script, "_moves": played, "_starts": starts})
    start = max([len(script.opening)] + [s for s in starts if s <= moves])
    parameters = inspect.signature(table_class).parameters
    arguments = {"seed": script.seed, "human": script.human, "first_player": script.first_player, "lang": lang,
                 "moves": list(played[:start]), ("bots" if "bots" in parameters else "bot"): script.bots}
    if "players" in parameters:
        arguments["players"] = script.players
    if script.deck is not None:
        arguments["deck"] = list(script.deck)
    arguments.update(script.options)            # a game's own options (Ohio's rounds, Yoyo's variant)
    return cls(**arguments)


class GuidedGame(Panel):
    """The guided first game of ``game`` (its script, ``cardlib.guide.load``) on its ``table_class``: the guide's
    panel above the guided table; at the end, a « play a real game » button that calls ``on_real_game()``.
    ``on_step(played)``: called as the student goes on (the page keeps it in its address)."""

    def __init__(self, table_class, game, lang=None, moves=0, on_real_game=None, on_step=None):
        self.lang = lang or i18n.default_language()
        self.script = cardguide.load(game)
        self.on_real_game = on_real_game
        self.on_step = on_step
        self.panel = ipw.HTML()
        self.panel.add_class("cardgames-guide")
        self.real_button = ipw.Button(description=i18n.text("guide.play_real", self.lang), button_style="success",
                                      tooltip=i18n.text("guide.play_real_tip", self.lang),
                                      layout=ipw.Layout(width="auto"))
        self.real_button.add_class("cardgames-guide-real")
        self.real_button.on_click(lambda _button: self.on_real_game and self.on_real_game())
        self.table = guided_table(table_class, self.script, self.lang, moves)
        self.table.widget.children = (self.table.canvas, self.table.explanation, self.table.undo_button)
        self.table.widget.add_class("cardgames-guided")
        self.widget = ipw.VBox([self.panel, self.table.widget])      # « play a real game » joins them at the end
        self.widget.add_class("cardgames-guided-game")
        self.table.on_change = lambda played: self.refresh()
        self.refresh()

    @property
    def over(self):
        """True once the guided game is played to its end."""
        return self.table.state.is_over

    def _rules_html(self, rules):
        if not rules:
            return ""
        links = [rule_anchor(rule, self.lang) for rule in rules]
        return f'<div class="cardgames-guide-rules">{cardguide.rules_text(links, self.lang)}</div>'

    def _say(self, message):
        return escape(i18n.translate(message, self.lang, self.table.names()))

    def refresh(self):
        """Write the guide's panel for the table's position: what just happened, the step and its instruction
        with its rules; at the end the summary, the result and the rules met."""
        table, script, lang = self.table, self.script, self.lang
        index = table.step_index
        parts = []
        last = script.steps[index - 1] if index else None        # the step whose move was played last
        if last is not None and last.after and not table.bots_pending:
            parts.append(f'<p class="cardgames-guide-after">✓ {self._say(cardguide.after_text(script, last))}</p>')
        elif index == 0:
            parts.append(f'<p class="cardgames-guide-intro">{self._say(cardguide.intro_text(script))}</p>')
        if table.state.is_over:
            said = cardguide.summary(script, table.state)
            parts += [f'<p class="cardgames-guide-summary">{self._say(message)}</p>' for message in said]
            parts.append(self._rules_html(script.rules_met()))
        elif table.deciding:
            step = script.steps[index]
            heading = escape(i18n.text("learn.step", lang, k=index + 1, n=len(script.steps)))
            parts.append(f'<p class="cardgames-guide-step"><b>{heading}</b> · '
                         f'{self._say(cardguide.instruction_text(script, step))}</p>')
            parts.append(self._rules_html(step.rules))
        self.panel.value = (f'<style>{stylesheet("guide.css")}</style>'
                            f'<div class="cardgames-guide-box" lang="{lang}" aria-live="polite">{"".join(parts)}</div>')
        children = (self.panel, table.widget) + ((self.real_button,) if table.state.is_over else ())
        if self.widget.children != children:
            self.widget.children = children
        if self.on_step is not None:
            self.on_step(len(table._movers))
