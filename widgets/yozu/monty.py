"""Monty Hall played with the Oracle as host, for the Yozu probability lesson (issue 11).

Three cards lie face down; one of them is the card sought (``cardlib.lessons.yozu.MONTY_CARDS``). The
student picks one; the Oracle turns over one of the two others; the student keeps their card or switches
to the last one, and the cards are shown. The rounds add up in a tally, keeping and switching apart, each
win rate beside its exact value (``monty_exact``). The Oracle's rule is a control: a "hide" Oracle knows
where the card sought is and never shows it (switching wins 2/3); a "random" Oracle turns one at random,
and a round where it shows the card sought does not count (switching then wins 1/2). A predict-then-check
question (``widgets.predict``) asks for the chance that switching wins, and simulates it.
The rules of the game are ``cardlib.lessons.yozu``'s; this module lays them out. Texts are bilingual.
"""

import random
from html import escape

import ipywidgets as ipw

from cardlib import i18n
from cardlib.lessons import yozu as lesson

from ..assets import stylesheet
from ..figures import figures_table, label
from ..panel import BilingualPanel
from ..predict import Predict, Question, fraction_text

HOST_OPTIONS = ((label("« hide » : sait, ne la montre jamais", "knows, never shows it"), "hide"),
                (label("« random » : retourne au hasard", "turns one at random"), "random"))
LETTERS = "ABC"
AUTO_ROUNDS = 100           # rounds played by each "100 ×" button


def card_text(card):
    """A card's name in both languages: 'Tigre d'Été · Summer Tiger'."""
    return label(i18n.card_name(card, "fr"), i18n.card_name(card, "en"))


def switch_question(host):
    """The ``Question``: with this Oracle, how likely is switching to end with the card sought?"""
    sought = card_text(lesson.MONTY_CARDS[0])
    rule = (label("L'Oracle sait où elle est et retourne toujours une autre carte.",
                  "The Oracle knows where it is and always turns over another card.") if host == "hide"
            else label("L'Oracle retourne une des deux autres cartes au hasard ; si c'est la carte cherchée, la manche ne "
                       "compte pas.", "The Oracle turns over one of the two other cards at random; if it is the card "
                       "sought, the round does not count."))
    ask = label("Quelle est la probabilité de gagner en changeant de carte ?", "What is the chance of winning by switching?")
    return Question(f"<p>{escape(label('Carte cherchée', 'Card sought'))} : <b>{escape(sought)}</b>. {escape(rule)}<br>"
                    f"<b>{escape(ask)}</b></p>", lesson.monty_exact(host, True),
                    lambda seed: lesson.monty_games(host, True, seed), games=3000)


class MontyHall(BilingualPanel):
    """The game, played round by round (``pick``, then ``keep`` or ``switch``; ``play`` for many rounds at once),
    its tally by strategy beside the exact rates, and the predict-then-check question on switching.

    ``tally``: {"keep": [rounds, wins], "switch": [rounds, wins], "void": rounds a random Oracle spoilt}; it starts
    again when the Oracle's rule or the seed changes. ``rng``: the seeded generator that deals every round."""

    def __init__(self, host="hide", seed=1, pace=None):
        self.host = ipw.ToggleButtons(options=HOST_OPTIONS, value=host, style={"button_width": "420px"})
        self.host.add_class("yozu-monty-host")
        self.seed_box = ipw.BoundedIntText(value=seed, min=0, max=10**9, description=label("Graine", "Seed"),
                                           style={"description_width": "initial"}, layout=ipw.Layout(width="200px"))
        self.cards = [ipw.Button(layout=ipw.Layout(width="180px", height="110px")) for _ in range(3)]
        for index, button in enumerate(self.cards):
            button.add_class("yozu-monty-card")
            button.on_click(lambda _button, index=index: self.pick(index))
        self.message = ipw.HTML()
        self.message.add_class("yozu-monty-message")
        self.keep_button = ipw.Button(description=label("Garder", "Keep"), button_style="info")
        self.switch_button = ipw.Button(description=label("Changer", "Switch"), button_style="warning")
        self.next_button = ipw.Button(description=label("Nouvelle manche", "New round"), layout=ipw.Layout(width="auto"))
        self.keep_button.on_click(lambda _button: self.keep())
        self.switch_button.on_click(lambda _button: self.switch())
        self.next_button.on_click(lambda _button: self.new_round())
        self.auto = {switch: ipw.Button(description=f"{AUTO_ROUNDS} × " + (label("changer", "switch") if switch
                                                                             else label("garder", "keep")),
                                        tooltip=label("Jouer des manches d'un coup", "Play rounds at once"),
                                        layout=ipw.Layout(width="auto"))
                     for switch in (False, True)}
        for switch, button in self.auto.items():
            button.on_click(lambda _button, switch=switch: self.play(AUTO_ROUNDS, switch))
        self.tally_html = ipw.HTML()
        self.tally_html.add_class("yozu-monty-tally")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(switch_question(host), seed=seed, **options)
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

    def _restart(self, _change):
        self.rng = random.Random(self.seed_box.value)
        self.tally = {"keep": [0, 0], "switch": [0, 0], "void": 0}
        self.predict.set_question(switch_question(self.host.value))
        self.new_round()

    def new_round(self):
        """Deal a new round: the card sought under one of the three backs; the student is to pick."""
        self.prize = self.rng.randrange(3)
        self.chosen = self.shown = None
        self.finished = False
        for index, button in enumerate(self.cards):
            button.description = label(f"Carte {LETTERS[index]}", f"Card {LETTERS[index]}")
            button.disabled = False
            for mark in ("shown", "sought", "picked"):
                button.remove_class(mark)
        self.message.value = escape(label(f"Une de ces cartes est {card_text(lesson.MONTY_CARDS[0])}. Choisissez-en une.",
                                          f"One of these cards is the {i18n.card_name(lesson.MONTY_CARDS[0], 'en')}. "
                                          f"Pick one."))
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
        button.description = card_text(self._name(index))
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
            self.message.value = escape(label(f"L'Oracle a retourné la carte {letter} : c'est la carte cherchée ! Cette "
                                              "manche ne compte pas.", f"The Oracle turned over card {letter}: it is the "
                                              "card sought! This round does not count."))
            self._buttons(decide=False)
            self._show_tally()
            return
        self.message.value = escape(label(f"Vous avez choisi la carte {LETTERS[index]}. L'Oracle retourne la carte {letter} : "
                                          f"{i18n.card_name(self._name(self.shown), 'fr')}. Garder ou changer ?",
                                          f"You picked card {LETTERS[index]}. The Oracle turns over card {letter}: "
                                          f"{i18n.card_name(self._name(self.shown), 'en')}. Keep or switch?"))
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
        verdict = "✓ " + label("Gagné", "Won") if won else "✗ " + label("Perdu", "Lost")
        self.message.value = escape(f"{verdict} : " + label(
            f"{'vous changez pour' if switch else 'vous gardez'} la carte {LETTERS[final]}, "
            f"{i18n.card_name(self._name(final), 'fr')}.",
            f"{'you switch to' if switch else 'you keep'} card {LETTERS[final]}, the "
            f"{i18n.card_name(self._name(final), 'en')}."))
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
        head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in (
            label("stratégie", "strategy"), label("manches", "rounds"), label("gagnées", "won"),
            label("taux", "rate"), label("exact", "exact"))) + "</tr>"
        rows = []
        for switch, key, name in ((False, "keep", label("garder", "keep")), (True, "switch", label("changer", "switch"))):
            rounds, won = self.tally[key]
            rate = f"{won / rounds:.3f}" if rounds else "—"
            exact = fraction_text(lesson.monty_exact(self.host.value, switch), 3)
            rows.append(f'<tr data-strategy="{key}"><td>{escape(name)}</td><td>{rounds}</td><td>{won}</td>'
                        f'<td class="rate">{rate}</td><td>{escape(exact)}</td></tr>')
        void = self.tally["void"]
        note = (f"<p>{escape(label(f'Manches nulles (la carte cherchée montrée) : {void}', f'Void rounds (the card sought shown): {void}'))}</p>"
                if self.host.value == "random" else "")
        self.tally_html.value = figures_table(head, "".join(rows)) + note
