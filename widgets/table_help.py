"""The Hint and the teacher view of every game table (``widgets.table.GameTable`` inherits them).

- The Hint: what the strongest bot cardlib has for the game (``search``, else ``greedy``) would play
  in the place of the person to move, and its reasons (``bot.explain``: ``i18n.Message`` values with
  the numbers behind the choice), in the table's language; nothing is played. It stays in the
  explanation area until the position changes.
- The teacher view: every seat's hidden cards drawn under the table, under a banner saying so, then
  the stock in the order it will be drawn (Woo, Yoyo, the Yozu deck); never while the pass-the-screen
  panel of hot seat is up.
"""

from html import escape

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n

from .assets import stylesheet
from .hotseat import teacher_html


best_bot = cardbots.best         # the first of the names given that cardlib has for the game, else "random"


class TableHelp:
    """The Hint and the teacher view, for ``GameTable`` (which has the state, the seats and the widgets)."""

    # --- the teacher view ----------------------------------------------------------------------
    def set_teacher_view(self, on=True):
        """Show (or hide) every seat's hand under the table, marked as the teacher's view. Refused while
        the pass-the-screen panel is up."""
        on = bool(on)
        if on and self.handover_pending:
            on = False
            self.message, self.refusal = i18n.Message("ui.hidden_until_shown", n=self.human + 1), True
        changed = on != self.teacher
        self.teacher = on
        if self.teacher_button.value != on:
            self.teacher_button.value = on        # its observer calls back here once more, harmlessly
        if changed:
            self.refresh()

    def hand_markup(self, view, lang):
        """The hidden cards of ``view``'s player (its "hand"), drawn for the teacher view; a game's table
        draws them with its own cards. None when that player holds none."""
        cards = view.get("hand") or []
        return escape(", ".join(map(str, cards))) if cards else None

    def stock_markup(self, full_view, lang):
        """The cards still to be drawn, next first (``view(None)``'s "stock", Yozu's "deck"), drawn as
        the hands are; None in a game or at a moment without them."""
        cards = full_view.get("stock") or full_view.get("deck") or []
        return self.hand_markup({**full_view, "hand": cards}, lang) if cards else None

    def _teacher_markup(self, state, names):
        hands = [(p, self.hand_markup(state.view(p), self.lang)) for p in range(self.players)]
        return teacher_html(hands, self.lang, names, self.stock_markup(state.view(None), self.lang))

    # --- the Hint ------------------------------------------------------------------------------
    def hint_bot_name(self):
        """The bot whose advice the Hint shows: the strongest cardlib has for the game (``search``, else ``greedy``)."""
        return cardbots.hint_bot(self.game)

    def _position(self):
        return id(self.state), len(self.state.moves)

    def _bot_advice(self, name):
        """What bot ``name`` would play in the human's place at the live position, and why: (move,
        its reasons as a list of ``i18n.Message``), or None when no person is to decide. The bot
        explains first, then chooses: the same decision (``cardlib.bots``)."""
        state = self.state
        if state.is_over or state.current_player not in self.humans:
            return None
        bot = cardbots.get(name, self.game, seed=self._bot_seed(len(self._movers)))
        reasons = cardbots.reasons(bot, state)
        return str(bot.choose(state)), reasons

    def hint(self):
        """Show in the explanation area what the strongest bot would play in the place of the person to
        move, and why, until the next move or message; nothing is played."""
        self.play_pending()
        if self.viewing_past:
            self._sync_slider()
        if self.handover_pending:
            self._refuse_hidden()
            return
        self.message = None
        name = self.hint_bot_name()
        move, reasons = self._bot_advice(name) or (None, None)
        self._hint = (name, move, reasons)
        self._hint_at = self._position()
        self.refresh()

    @property
    def hinted_move(self):
        """The move the Hint shown now advises (notation), or None."""
        if self._hint_at is None or self._hint_at != self._position() or self.viewing_past:
            return None
        return self._hint[1]

    def hint_actions(self, move):
        """The ``data-action`` values of the parts of the picture that make ``move`` (notation): the
        move itself; a game whose moves take several clicks names the parts to click."""
        return [move]

    def _mark_hint(self, markup):
        """``markup`` (the live picture) with the parts that make the hinted move marked ``data-hinted``
        (a card, a button, a cell), where the picture has them."""
        move = self.hinted_move
        targets = [f'data-action="{escape(action)}"' for action in self.hint_actions(move)] if move else []
        targets = [target for target in targets if target in markup]
        if not targets:
            return markup
        for target in targets:
            markup = markup.replace(target, f'{target} data-hinted="true"')
        return f'<style>{stylesheet("table.css")}</style>' + markup

    def hint_lines(self, lang):
        """The hint asked for at the live position, in ``lang``, as lines of HTML: the bot's move and its reasons."""
        name, move, reasons = self._hint
        if self.state.is_over:
            lines = [i18n.text("ui.hint_over", lang)]
        elif reasons is None:
            lines = [i18n.text("ui.hint_not_yours", lang)]
        else:
            names = self.names(lang)
            lines = [i18n.text("ui.hint_title", lang, names, bot=name, move=cardlib.move_words(self.game, move))]
            lines += [i18n.translate(m, lang, names) for m in reasons] or [i18n.text("ui.hint_none", lang, bot=name)]
        return [self.note_html(line, lang) for line in lines]
