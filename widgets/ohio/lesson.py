"""The Ohio probability lesson in a notebook: which card should open the first trick?

``LeadQuestion`` asks it predict-then-check (``widgets.predict``, issue 11): the student picks the card
led, the player count and what to guess (the chance that the leader wins the first trick, or their mean
points), commits to a guess, checks it against the exact answer, then watches a simulation converge to
it; the exact answers for every lead (``LeadLesson``) appear after the first check. ``SELF_CHECKS`` are
the lesson's closing questions (``widgets.selfcheck``).

``LeadLesson`` shows, for 2 or 3 players, the exact chance that the leader wins the first
trick and the points it brings them on average, for every card they may lead, beside a seeded
simulation of the same trick and a verdict on whether the two agree. Nothing is computed before the Run
button is clicked; then the player count switches at once; the number of simulated tricks and the seed are
sliders, applied by the Run button. The numbers come from
``cardlib.ohio.questions``; this module only lays them out (a table and a matplotlib figure).
Texts are in one language, ``lang``: the page's (when the widget is built) unless given.
"""

import functools
import math
from html import escape

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.ohio import questions as lesson

from ..figures import FigureImage, RunBar, figure_note, figures_table, new_figure, show_figure
from ..panel import Panel
from ..predict import Predict, Question, question_key, register_question
from ..selfcheck import Check, SelfCheck

TOLERANCE = 4.0                 # standard errors a simulation may stray before the check fails
Z95 = 1.96                      # half-width of a 95% interval, in standard errors
EXACT_COLOUR = "#4477aa"        # Paul Tol's bright blue: distinct for every colour vision
SIMULATED_COLOUR = "#222222"
GAMES_RANGE = (200, 10_000, 200)        # the simulated tricks per card: min, max, step of the slider
SEED_RANGE = (1, 100)


def card_label(lead):
    """How a lead is written in the table and on the figure's axis."""
    return "Ohio" if lead == "ohio" else lead


def player_options(lang):
    """The player-count buttons' options in ``lang``: 2 players, or 3 (slower)."""
    return ((i18n.page_text("lesson.ohio.2_players", lang), 2), (i18n.page_text("lesson.ohio.3_players_wait", lang), 3))


def fraction_text(value, digits=4, lang=None):
    """A probability or mean as a decimal, with the exact fraction beside it when it is short, in ``lang``
    (default: the page's language; « −17/4 = −4,2500 » in French)."""
    lang = lang or i18n.default_language()
    decimal = i18n.number(float(value), lang, digits)
    if value.denominator == 1:
        return i18n.number(value.numerator, lang)
    if value.denominator <= 10_000:
        return i18n.decimal(f"{value.numerator}/{value.denominator}", lang) + f" = {decimal}"
    return f"≈ {decimal}"


def lead_figure(rows, simulated, lang=None):
    """A two-panel figure: chance of winning the trick, and mean points, by lead card (exact and simulated), in
    ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    labels = [card_label(row.lead) for row in rows]
    x = range(len(rows))
    figure = new_figure(figsize=(10, 3.8), dpi=100, layout="constrained", lang=lang)
    win_axes, points_axes = figure.subplots(1, 2)
    panels = (
        (win_axes, [float(r.win) for r in rows], [s.win for s in simulated],
         [math.sqrt(float(r.win * (1 - r.win)) / s.games) for r, s in zip(rows, simulated)],
         i18n.page_text("lesson.ohio.p_the_leader_wins_the", lang)),
        (points_axes, [float(r.points) for r in rows], [s.points for s in simulated],
         [r.points_sd / math.sqrt(s.games) for r, s in zip(rows, simulated)],
         i18n.page_text("lesson.ohio.leader_s_mean_points", lang)),
    )
    for axes, exact, measured, errors, title in panels:
        axes.bar(x, exact, color=EXACT_COLOUR, edgecolor="black", hatch="//", alpha=0.85,
                 label=i18n.page_text("lesson.ohio.exact", lang))
        axes.errorbar(x, measured, yerr=[Z95 * e for e in errors], fmt="o", color=SIMULATED_COLOUR,
                      markersize=5, capsize=3, label=f"simulation ({i18n.percent(95, lang)})")
        axes.axhline(0, color="black", linewidth=0.8)
        axes.set_xticks(list(x), labels)
        axes.set_xlabel(i18n.page_text("lesson.ohio.card_led", lang))
        axes.set_title(title, fontsize=11)
        axes.grid(axis="y", alpha=0.3)
    win_axes.set_ylim(0, 1)
    points_axes.legend(loc="upper left", fontsize=9)
    return figure


def lead_table(rows, simulated, lang=None):
    """An HTML table: for each lead, the exact chance and mean points beside the simulated ones, in ``lang``
    (default: the page's language)."""
    lang = lang or i18n.default_language()
    head = "<tr>" + "".join(f"<th>{escape(i18n.page_text(f'lesson.ohio.table.{column}', lang))}</th>"
                            for column in ("card", "exact_win", "simulated_win", "exact_points",
                                           "simulated_points")) + "</tr>"
    body = "".join(
        f"<tr><td><b>{escape(card_label(r.lead))}</b></td><td>{escape(fraction_text(r.win, lang=lang))}</td>"
        f"<td>{i18n.number(s.win, lang, 4)}</td><td>{escape(fraction_text(r.points, lang=lang))}</td>"
        f"<td>{i18n.number(s.points, lang, 3, sign=True)}</td></tr>"
        for r, s in zip(rows, simulated))
    return figures_table(head, body)


def verdict(rows, simulated, lang=None):
    """(all agree, sentence in ``lang``, default the page's language) about how far the simulation lies from the
    exact answers."""
    worst = max(abs(z) for r, s in zip(rows, simulated) for z in lesson.z_scores(r, s))
    games = simulated[0].games
    if worst <= TOLERANCE:
        return True, i18n.page_text("lesson.ohio.the_simulation_first_tricks_per", lang,
                                    tolerance=i18n.Number(TOLERANCE, 0), worst=i18n.Number(worst, 1), games=games)
    return False, i18n.page_text("lesson.ohio.the_simulation_strays_standard_errors", lang, worst=i18n.Number(worst, 1))


class LeadLesson(Panel):
    """The lesson as a widget: pick 2 or 3 players; see the exact odds, the simulation, the figure.

    ``games`` first tricks are simulated per card with ``seed``; both are sliders. Nothing is computed
    until the Run button is clicked (issue 10: the page opens at once); after that first run, the
    player toggle switches at once, and Run simulates again with the sliders' values. Exact answers
    are kept per player count and results per (players, games, seed), so switching back is instant.
    ``results(players)`` gives (exact rows, simulated) for the sliders' values. The progress bar
    (the lessons' shared ``RunBar``) follows the exact computation card by card, then the simulation.
    ``lang``: the language of its texts (default: the page's when it is built).
    """

    def __init__(self, players=2, games=2000, seed=1, lang=None):
        self.lang = lang = lang or i18n.default_language()
        if players not in lesson.EXACT_PLAYERS:
            raise ValueError(f"the lesson is for {' or '.join(map(str, lesson.EXACT_PLAYERS))} players, not {players!r}")
        self._exact = {}
        self._results = {}
        self.runs = 0
        self.agrees = None
        self._quiet = False
        wide = {"description_width": "initial"}
        self.choice = ipw.ToggleButtons(options=player_options(lang), value=players, style={"button_width": "230px"})
        self.choice.add_class("ohio-lesson-players")
        low, high, step = GAMES_RANGE
        self.games_slider = ipw.IntSlider(value=games, min=min(low, games), max=max(high, games), step=step,
                                          description=i18n.page_text("lesson.ohio.simulated_tricks_per_card", lang),
                                          style=wide, layout=ipw.Layout(width="520px"))
        self.seed_slider = ipw.IntSlider(value=seed, min=min(SEED_RANGE[0], seed), max=max(SEED_RANGE[1], seed),
                                         description=i18n.page_text("lesson.ohio.seed", lang), style=wide)
        self.bar = RunBar(tooltip=i18n.page_text("lesson.ohio.simulate_with_these_values", lang), width="320px",
                          lang=lang)
        self.run_button, self.progress, self.status = self.bar.button, self.bar.progress, self.bar.status
        self.run_button.on_click(lambda _button: self.show(self.choice.value))
        self.status.add_class("ohio-lesson-status")
        self.table = ipw.HTML()
        self.image = FigureImage(format="png", layout=ipw.Layout(max_width="1000px", display="none"))
        self.note = figure_note()
        self.verdict = ipw.HTML()
        self.verdict.add_class("ohio-lesson-verdict")
        self.widget = ipw.VBox([self.choice, ipw.HBox([self.games_slider, self.seed_slider]), self.bar.widget,
                                self.verdict, self.image, self.note, self.table])
        self.widget.add_class("ohio-lesson")
        self.choice.observe(self._switch, "value")

    @property
    def games(self):
        """First tricks simulated per card (the slider's value)."""
        return self.games_slider.value

    @property
    def seed(self):
        """The simulation's seed (the slider's value)."""
        return self.seed_slider.value

    def _switch(self, change):
        if self.runs and not self._quiet:        # before the first Run, the toggle only sets the player count
            self.show(change["new"])

    def results(self, players):
        """(exact ``LeadOdds`` rows, ``Simulated`` rows) for ``players`` and the sliders' values, computed
        once each, with progress shown."""
        if players not in self._exact:
            self.progress.value = 0
            self._exact[players] = lesson.all_lead_odds(
                players, on_step=lambda done, total: self.bar.step(
                    done, total, i18n.page_text("lesson.ohio.exact_computation", self.lang)))
        key = (players, self.games, self.seed)
        if key not in self._results:
            self.progress.value = 0
            simulated = lesson.simulate_all(players, self.games, self.seed,
                                            on_step=lambda done, total: self.bar.step(done, total, "simulation"))
            self._results[key] = self._exact[players], simulated
        return self._results[key]

    def show(self, players):
        """Compute (if needed) and show the lesson for ``players``."""
        if self.choice.value != players:
            self._quiet = True                   # the toggle follows; its observer must not run a second time
            try:
                self.choice.value = players
            finally:
                self._quiet = False
        rows, simulated = self.bar.run(lambda _step: self.results(players))
        self.runs += 1
        lang = self.lang
        self.status.value = escape(i18n.page_text("lesson.ohio.players", lang, players=players, self_games=self.games,
                                                  len_rows=len(rows)))
        self.agrees, sentence = verdict(rows, simulated, lang)
        self.verdict.value = f"<p><b>{escape(sentence)}</b></p>"
        show_figure(self.image, lambda: lead_figure(rows, simulated, lang), note=self.note)   # shown once drawn
        self.table.value = lead_table(rows, simulated, lang)


def quantities(lang):
    """What the lead question may ask, as its buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.ohio.p_win_the_trick", lang), "win"),
            (i18n.page_text("lesson.ohio.mean_points", lang), "points"))


POINTS_GUESS = (-15.0, 10.0, 0.25)      # the points slider: min, max, step
_lead_odds = functools.lru_cache(maxsize=64)(lesson.lead_odds)     # the exact answer, once per (lead, players)
SIMULATED_GAMES = 4000


def lead_question(lead, players, quantity, lang=None):
    """The ``Question`` for leading ``lead`` with ``players`` players: the chance of winning the first trick
    (``quantity`` 'win') or the leader's mean points from it ('points'); the exact answer is computed at
    Check (seconds for a high card at 3 players), the simulation is ``cardlib.ohio.questions.first_tricks``.
    Its texts are in ``lang`` (default: the page's language)."""
    if quantity not in ("win", "points"):
        raise ValueError(f"quantity is 'win' or 'points', not {quantity!r}")
    card = card_label(lead)
    others = (i18n.Message("lesson.ohio.other_plays") if players == 2
              else i18n.Message("lesson.ohio.others_play", n=players - 1))
    setting = i18n.page_text("lesson.ohio.you_lead_the_first_trick", lang, card=card, others=others)
    if quantity == "win":
        ask = i18n.page_text("lesson.ohio.what_is_the_chance_that", lang)
        return Question(f"<p>{setting}<br><b>{ask}</b></p>", lambda: _lead_odds(lead, players).win,
                        lambda seed: lesson.first_tricks(lead, players, seed), lesson.leader_wins,
                        games=SIMULATED_GAMES, key=question_key("ohio.lead", lead, players, quantity))
    ask = i18n.page_text("lesson.ohio.how_many_points_does_this", lang)
    return Question(f"<p>{setting}<br><b>{ask}</b></p>", lambda: _lead_odds(lead, players).points,
                    lambda seed: lesson.first_tricks(lead, players, seed), lesson.leader_points,
                    guess=POINTS_GUESS, games=SIMULATED_GAMES,
                    y_label=i18n.page_text("lesson.ohio.mean_points_2", lang),
                    key=question_key("ohio.lead", lead, players, quantity))


register_question("ohio.lead", lambda lead, players, quantity, lang=None:
                  lead_question(lead, int(players), quantity, lang))


class LeadQuestion(Panel):
    """The lead question, predict-then-check: controls for the card led, the players and what to guess;
    a ``Predict`` widget that follows them (a change asks the new question, from the guess again); the
    exact answers for every lead (``LeadLesson``, its own Run) shown once a guess has been checked.
    Nothing is computed or simulated before a click. ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, lead="1", players=2, quantity="win", seed=1, pace=None, lang=None):
        self.lang = lang = lang or i18n.default_language()
        if players not in lesson.EXACT_PLAYERS:
            raise ValueError(f"the lesson is for {' or '.join(map(str, lesson.EXACT_PLAYERS))} players, not {players!r}")
        wide = {"description_width": "initial"}
        self.lead = ipw.Dropdown(options=[(card_label(c), c) for c in lesson.LEADS], value=lead,
                                 description=i18n.page_text("lesson.ohio.card_led", lang), style=wide,
                                 layout=ipw.Layout(width="300px"))
        self.lead.add_class("ohio-question-lead")
        self.players = ipw.ToggleButtons(options=player_options(lang), value=players, style={"button_width": "230px"})
        self.players.add_class("ohio-question-players")
        self.quantity = ipw.ToggleButtons(options=quantities(lang), value=quantity, style={"button_width": "300px"})
        self.quantity.add_class("ohio-question-quantity")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        self.all_leads = LeadLesson(players=players, lang=lang)
        self.all_leads.widget.layout.display = "none"
        self.all_leads_title = ipw.HTML()
        self.predict.check_button.on_click(lambda _button: self.reveal_all_leads())
        for control in (self.lead, self.players, self.quantity):
            control.observe(self._changed, "value")
        self.widget = ipw.VBox([ipw.HBox([self.lead, self.players], layout=ipw.Layout(flex_flow="row wrap")),
                                self.quantity, self.predict.widget, self.all_leads_title, self.all_leads.widget])
        self.widget.add_class("ohio-question")

    def question(self):
        """The ``Question`` the controls ask."""
        return lead_question(self.lead.value, self.players.value, self.quantity.value, self.lang)

    def _changed(self, _change):
        self.predict.set_question(self.question())

    def reveal_all_leads(self):
        """Show the exact answers for every lead (after a check: they would give the answer away before)."""
        title = i18n.page_text("lesson.ohio.the_exact_answers_for_every", self.lang)
        self.all_leads_title.value = f"<h4>{escape(title)}</h4>"
        self.all_leads.widget.layout.display = None


# The lesson's closing questions; tests/cardlib/ohio/test_ohio_questions.py checks each claim against cardlib.ohio.questions.
SELF_CHECKS = (
    Check("lesson.ohio.check.with_two_players_which_lead",
          ("lesson.ohio.check.ohio", "lesson.ohio.check.1", "lesson.ohio.check.5",
           "lesson.ohio.check.10"), 1,
          "lesson.ohio.check.the_1_after_a_1"),
    Check("lesson.ohio.check.with_two_players_what_does",
          ("lesson.ohio.check.more_points_than_the_10",
           "lesson.ohio.check.negative_points",
           "lesson.ohio.check.exactly_1_point"), 1,
          "lesson.ohio.check.17_4_4_25_winning"),
    Check("lesson.ohio.check.after_1000_simulated_games_the",
          ("lesson.ohio.check.2000", "lesson.ohio.check.4000",
           "lesson.ohio.check.10_000"), 1,
          "lesson.ohio.check.4000_the_band_s_width"),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
