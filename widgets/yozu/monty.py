"""Monty Hall played with the Oracle as host, for the Yozu probability lesson (issue 11).

Three cards lie face down; one of them is the card sought (``cardlib.yozu.questions.MONTY_CARDS``). The
student picks one; the Oracle turns over one of the two others; the student keeps their card or switches
to the last one, and the cards are shown. The rounds add up in a tally, keeping and switching apart, each
win rate beside its exact value (``monty_exact``). The Oracle's rule is a control: a "hide" Oracle knows
where the card sought is and never shows it (switching wins 2/3); a "random" Oracle turns one at random,
and a round where it shows the card sought does not count (switching then wins 1/2). A predict-then-check
question (``widgets.predict``) asks for the chance that switching wins, and simulates it.
The rules of the game are ``cardlib.yozu.questions``'s; this module lays them out. Texts are in one language,
``lang``: the page's (when the widget is built) unless given.
"""

import random
from html import escape

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.yozu import questions as lesson

from ..assets import stylesheet
from ..figures import figures_table
from ..panel import Panel
from ..predict import Predict, Question, fraction_text, question_key, register_question
from .lesson import card_text, number

LETTERS = "ABC"
AUTO_ROUNDS = 100           # rounds played by each "100 ×" button


def host_options(lang=None):
    """The Oracle's rules, as options in ``lang`` (default: the page's language)."""
    return ((i18n.page_text("lesson.monty.knows_never_shows_it", lang), "hide"),
            (i18n.page_text("lesson.monty.turns_one_at_random", lang), "random"))


def switch_question(host, lang=None):
    """The ``Question``: with this Oracle, how likely is switching to end with the card sought? In ``lang``
    (default: the page's language)."""
    lang = lang or i18n.default_language()
    sought = f"<b>{escape(card_text(lesson.MONTY_CARDS[0], lang))}</b>"
    rule = i18n.page_text("lesson.monty.the_oracle_knows_where_it" if host == "hide"
                          else "lesson.monty.the_oracle_turns_over_one", lang)
    ask = i18n.page_text("lesson.monty.what_is_the_chance_of", lang)
    sought = i18n.colon(escape(i18n.page_text("lesson.monty.card_sought", lang)), sought, lang)
    return Question(f"<p>{sought}. {escape(rule)}<br><b>{escape(ask)}</b></p>", lesson.monty_exact(host, True),
                    lambda seed: lesson.monty_games(host, True, seed), games=3000,
                    key=question_key("yozu.monty", host))


register_question("yozu.monty", switch_question)


class MontyHall(Panel):
    """The game, played round by round (``pick``, then ``keep`` or ``switch``; ``play`` for many rounds at once),
    its tally by strategy beside the exact rates, and the predict-then-check question on switching.

    ``tally``: {"keep": [rounds, wins], "switch": [rounds, wins], "void": rounds a random Oracle spoilt}; it starts
    again when the Oracle's rule or the seed changes. ``rng``: the seeded generator that deals every round.
    ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, host="hide", seed=1, pace=None, lang=None):
        self.lang = lang or i18n.default_language()
        self.host = ipw.ToggleButtons(options=host_options(self.lang), value=host, style={"button_width": "420px"})
        self.host.add_class("yozu-monty-host")
        self.seed_box = ipw.BoundedIntText(value=seed, min=0, max=10**9, description=self._say("lesson.monty.seed"),
                                           style={"description_width": "initial"}, layout=ipw.Layout(width="200px"))
        self.cards = [ipw.Button(layout=ipw.Layout(width="180px", height="110px")) for _ in range(3)]
        for index, button in enumerate(self.cards):
            button.add_class("yozu-monty-card")
            button.on_click(lambda _button, index=index: self.pick(index))
        self.message = ipw.HTML()
        self.message.add_class("yozu-monty-message")
        self.keep_button = ipw.Button(description=self._say("lesson.monty.keep"), button_style="info")
        self.switch_button = ipw.Button(description=self._say("lesson.monty.switch"), button_style="warning")
        self.next_button = ipw.Button(description=self._say("lesson.monty.new_round"),
                                      layout=ipw.Layout(width="auto"))
        self.keep_button.on_click(lambda _button: self.keep())
        self.switch_button.on_click(lambda _button: self.switch())
        self.next_button.on_click(lambda _button: self.new_round())
        self.auto = {switch: ipw.Button(description=f"{AUTO_ROUNDS} × " + self._strategy_name(switch),
                                        tooltip=self._say("lesson.monty.play_rounds_at_once"),
                                        layout=ipw.Layout(width="auto"))
                     for switch in (False, True)}
        for switch, button in self.auto.items():
            button.on_click(lambda _button, switch=switch: self.play(AUTO_ROUNDS, switch))
        self.tally_html = ipw.HTML()
        self.tally_html.add_class("yozu-monty-tally")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(switch_question(host, self.lang), seed=seed, lang=self.lang, **options)
        self.host.observe(self._restart, "value")
        self.seed_box.observe(self._restart, "value")
        self.widget = ipw.VBox([
            ipw.HTML(f'<style>{stylesheet("yozu/lesson.css")}</style>'),
            ipw.HBox([self.host, self.seed_box], layout=ipw.Layout(flex_flow="row wrap")),
            ipw.HBox(self.cards), self.message,
            ipw.HBox([self.keep_button, self.switch_button, self.next_button, *self.auto.values()],
                     layout=ipw.Layout(flex_flow="row wrap")),
            self.tally_html, self.predict.widget])
        self.widget.add_class("yozu-monty")
        self._restart(None)

    def _say(self, key, **params):
        """The text of ``key`` in the widget's language."""
        return i18n.page_text(key, self.lang, **params)

    def _strategy_name(self, switch):
        """"switch" or "keep", in the widget's language."""
        return self._say("lesson.monty.switch_2" if switch else "lesson.monty.keep_2")

    def _restart(self, _change):
        self.rng = random.Random(self.seed_box.value)
        self.tally = {"keep": [0, 0], "switch": [0, 0], "void": 0}
        self.predict.set_question(switch_question(self.host.value, self.lang))
        self.new_round()

    def new_round(self):
        """Deal a new round: the card sought under one of the three backs; the student is to pick."""
        self.prize = self.rng.randrange(3)
        self.chosen = self.shown = None
        self.finished = False
        for index, button in enumerate(self.cards):
            button.description = self._say("lesson.monty.card", letters_index=LETTERS[index])
            button.disabled = False
            for mark in ("shown", "sought", "picked"):
                button.remove_class(mark)
        # The catalogues name the card first_card (French) and first_card_en (English).
        sought = card_text(lesson.MONTY_CARDS[0], self.lang)
        self.message.value = escape(self._say("lesson.monty.one_of_these_cards_is", first_card=sought,
                                              first_card_en=sought))
        self._buttons(decide=False)
        self._show_tally()

    def _buttons(self, decide):
        self.keep_button.disabled = self.switch_button.disabled = not decide
        self.next_button.disabled = not self.finished

    def _name(self, index):
        """The card at place ``index``: the card sought, or one of the two others."""
        others = [i for i in range(3) if i != self.prize]
        return lesson.MONTY_CARDS[0] if index == self.prize else lesson.MONTY_CARDS[1 + others.index(index)]

    def _face_up(self, index):
        button = self.cards[index]
        button.description = card_text(self._name(index), self.lang)
        button.add_class("sought" if index == self.prize else "shown")

    def pick(self, index):
        """The student picks the card at ``index`` (0 to 2); the Oracle turns over another."""
        if self.chosen is not None:
            return
        self.chosen = index
        self.cards[index].add_class("picked")
        for button in self.cards:
            button.disabled = True
        self.shown = lesson.monty_shown(self.prize, index, self.host.value, self.rng)
        self._face_up(self.shown)
        letter = LETTERS[self.shown]
        if self.shown == self.prize:              # only a random Oracle does this: the round does not count
            self.tally["void"] += 1
            self.finished = True
            self.message.value = escape(self._say("lesson.monty.the_oracle_turned_over_card", letter=letter))
            self._buttons(decide=False)
            self._show_tally()
            return
        self.message.value = escape(self._say("lesson.monty.you_picked_card_the_oracle", letters_index=LETTERS[index],
                                              letter=letter, shown=i18n.Message(f"card.{self._name(self.shown)}")))
        self._buttons(decide=True)

    def keep(self):
        """Keep the card picked, and see."""
        self._decide(False)

    def switch(self):
        """Switch to the card neither picked nor shown, and see."""
        self._decide(True)

    def _decide(self, switch):
        if self.chosen is None or self.finished or self.shown == self.prize:
            return
        final = lesson.monty_final(self.chosen, self.shown, switch)
        won = final == self.prize
        self._count(switch, won)
        self.finished = True
        for index in range(3):
            self._face_up(index)
        verdict = "✓ " + self._say("lesson.monty.won") if won else "✗ " + self._say("lesson.monty.lost")
        choice = i18n.Message("lesson.monty.choice.switch" if switch else "lesson.monty.choice.keep")
        self.message.value = escape(f"{verdict} — " + self._say("lesson.monty.card_the", choice=choice,
                                                                letters_final=LETTERS[final],
                                                                final=i18n.Message(f"card.{self._name(final)}")))
        self._buttons(decide=False)
        self._show_tally()

    def _count(self, switch, won):
        entry = self.tally["switch" if switch else "keep"]
        entry[0] += 1
        entry[1] += won

    def play(self, rounds, switch):
        """Play ``rounds`` rounds that count at once, always switching or always keeping (a random Oracle's void
        rounds are dealt again and counted as void)."""
        host = self.host.value
        for _ in range(rounds):
            while True:
                prize, pick = self.rng.randrange(3), self.rng.randrange(3)
                shown = lesson.monty_shown(prize, pick, host, self.rng)
                if shown != prize:
                    break
                self.tally["void"] += 1
            self._count(switch, lesson.monty_final(pick, shown, switch) == prize)
        self.new_round()

    def _show_tally(self):
        head = "<tr>" + "".join(f"<th>{escape(self._say(f'lesson.monty.{column}'))}</th>"
                                for column in ("strategy", "rounds", "won_2", "rate", "exact")) + "</tr>"
        rows = []
        for switch, key in ((False, "keep"), (True, "switch")):
            name = self._strategy_name(switch)
            rounds, won = self.tally[key]
            rate = number(won / rounds, 3, self.lang) if rounds else "—"
            exact = fraction_text(lesson.monty_exact(self.host.value, switch), 3, self.lang)
            rows.append(f'<tr data-strategy="{key}"><td>{escape(name)}</td><td>{rounds}</td><td>{won}</td>'
                        f'<td class="rate">{rate}</td><td>{escape(exact)}</td></tr>')
        void = self.tally["void"]
        note = (f"<p>{escape(self._say('lesson.monty.void_rounds_the_card_sought', void=void))}</p>"
                if self.host.value == "random" else "")
        self.tally_html.value = figures_table(head, "".join(rows)) + note
