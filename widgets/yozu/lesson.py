"""Pictures for the Yozu probability lesson: matplotlib figures and small bilingual tables.

The numbers come from ``cardlib.yozu.questions`` and ``cardlib.yozu.deduction``; this module only
draws them. Figures are returned as PNG images (``IPython.display.Image``), so they show the same
in Jupyter and in Voila whatever the plotting backend. Labels are bilingual, French first.
The ``*_lesson`` functions put each section's model of the Oracle, sample counts and seeds on
controls with a Run button (``LessonRunner``), so the lesson can be varied where code is hidden.

Predict, then check (issue 11, ``widgets.predict``): ``prior_question`` asks the chance of a card before any
answer; ``AnswersQuestion`` lets the class set the answers the Oracle gave and its model, the grid of
possibilities and the exact posterior follow at once, and the chance of a card is guessed, checked and
simulated; ``widgets.yozu.monty.MontyHall`` plays the Monty Hall comparison; ``GuessesQuestion`` asks how
many guesses each strategy needs. ``SELF_CHECKS`` close the lesson.
"""

import functools
from fractions import Fraction
from html import escape

import ipywidgets as ipw
from IPython.display import HTML

from cardlib.text import i18n
from cardlib import yozu
from cardlib.yozu import deduction
from cardlib.yozu import questions as lesson

from ..assets import stylesheet
from ..figures import INK, SERIES, LessonRunner, figures_table, new_figure
from ..panel import BilingualPanel, Panel
from ..predict import Predict, Question
from ..selfcheck import Check, SelfCheck
from .table import constraints_html

LABELLED_GUESSES = 5    # the scatter names the five likeliest guesses
NEAR = (0.02, 0.1)      # guesses closer than this (hit chance, bits) share one label
COLOURS = {"simulated": INK, "hit": "#228833", "information": "#aa3377"}


def short_name(card):
    """'tiger:summer' as '✚▲ Tigre d'Été · Summer Tiger'-like short label: symbols and the French name."""
    animal, season = card.split(":")
    return f"{yozu.SYMBOLS[animal]}{yozu.SYMBOLS[season]} {i18n.card_name(card, 'fr')}"


def number(x, digits):
    """``x`` with ``digits`` decimals, written the page's way ('0,875' on a French page, '0.875' in English)."""
    return i18n.number(float(x), i18n.default_language(), digits)


def fraction_text(p):
    """An exact probability with its decimal: '7/8 ≈ 0,875' ('7/8 ≈ 0.875' on an English page)."""
    p = Fraction(p)
    if p.denominator == 1:
        return str(p.numerator)
    return f"{p.numerator}/{p.denominator} ≈ {number(p, 3)}"


def model_words(model):
    """An Oracle model in words, both languages: 'qui cache · that hides' (the lessons never show the
    code's names 'random' and 'hide')."""
    return i18n.both(f"lesson.yozu.model.{model}")


def cards_figure(series, title, top=8):
    """Bars of P(card in the Oracle's hand) for the ``top`` likeliest cards of the last series;
    ``series``: {label: {card: p}}, in order, with optional simulated dots under the label 'simulation'."""
    exact = {label: cards for label, cards in series.items() if label != "simulation"}
    last = list(exact.values())[-1]
    chosen = sorted(last, key=lambda card: (-last[card], yozu.KIND_OF[card]))[:top]
    figure = new_figure(figsize=(10, 3.8), dpi=100, layout="constrained")
    axes = figure.subplots()
    width = 0.8 / len(exact)
    for i, (label, cards) in enumerate(exact.items()):
        colour, hatch = SERIES[i % len(SERIES)]
        xs = [k + (i - (len(exact) - 1) / 2) * width for k in range(len(chosen))]
        axes.bar(xs, [float(cards.get(card, 0)) for card in chosen], width, label=label,
                 color=colour, hatch=hatch, edgecolor="black", alpha=0.9)
    if "simulation" in series:
        axes.plot(range(len(chosen)), [series["simulation"][card] for card in chosen], "o",
                  color=COLOURS["simulated"], label="simulation")
    axes.set_xticks(range(len(chosen)), [short_name(card) for card in chosen], rotation=25, ha="right")
    axes.set_ylabel(i18n.both("lesson.yozu.p_card_held"))
    axes.set_ylim(0, 1)
    axes.set_title(title, fontsize=11)
    axes.legend(fontsize=9)
    axes.grid(axis="y", alpha=0.3)
    return figure


def guesses_figure(deduction):
    """Each allowed guess placed by its hit chance (x) and the information it brings (y)."""
    figure = new_figure(figsize=(8, 4.5), dpi=100, layout="constrained")
    axes = figure.subplots()
    cards = deduction.cards()
    allowed = deduction.allowed()
    xs = [float(cards[g]) for g in allowed]
    ys = [deduction.information(g) for g in allowed]
    marks = {"hit": ("s", i18n.both("lesson.yozu.best_chance")),
             "information": ("D", i18n.both("lesson.yozu.most_information"))}
    for by, (marker, label) in marks.items():
        best, _ = deduction.best_guess(by)
        axes.scatter([float(cards[best])], [deduction.information(best)], s=160, marker=marker,
                     color=COLOURS[by], edgecolor="black", zorder=2, label=f"{label}: {short_name(best)}")
    # Every guess's dot is drawn over the two big marks, so a labelled point is always visible.
    axes.scatter(xs, ys, color="#bbbbbb", edgecolor="black", zorder=3)
    # Name the five likeliest guesses (the others crowd together). Guesses at nearly the same point
    # share one label, beside the dot of the likeliest of them.
    groups = []                 # [(x, y) of the group's labelled dot, [guesses]]
    for g in sorted(allowed, key=lambda g: -cards[g])[:LABELLED_GUESSES]:
        x, y = float(cards[g]), deduction.information(g)
        for (gx, gy), members in groups:
            if abs(gx - x) < NEAR[0] and abs(gy - y) < NEAR[1]:
                members.append(g)
                break
        else:
            groups.append(((x, y), [g]))
    for (x, y), members in groups:
        names = "\n".join(short_name(g).split(" ", 1)[1] for g in members)
        axes.annotate(names, (x, y), fontsize=8, xytext=(8, 4), textcoords="offset points", va="top")
    axes.set_xlabel(i18n.both("lesson.yozu.p_finding_a_card"))
    axes.set_ylabel(i18n.both("lesson.yozu.expected_information_bits"))
    axes.legend(fontsize=8, loc="lower right")
    axes.grid(alpha=0.3)
    return figure


def compare_table(rows, headers):
    """A small HTML table: ``rows`` of cells (strings), ``headers`` bilingual."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return HTML(figures_table(f"<tr>{head}</tr>", body))


# --- the lesson's controls: every value the lesson invites the reader to change ------------------------

WIDE = {"description_width": "initial"}
ORACLE_OPTIONS = ((i18n.both("lesson.yozu.at_random"), "random"),
                  (i18n.both("lesson.yozu.gives_less_away"), "hide"))
SIGMAS = 4.5                # standard errors a simulation may stray before a check fails


def samples_slider(value, description=i18n.both("lesson.yozu.samples"), low=500, high=20_000, step=500):
    """A slider for a number of simulated draws, games or turns."""
    return ipw.IntSlider(value=value, min=min(low, value), max=max(high, value), step=step,
                         description=description, style=WIDE, layout=ipw.Layout(width="420px"))


def seed_slider(value):
    """A slider for a simulation's seed."""
    return ipw.IntSlider(value=value, min=1, max=max(100, value), description=i18n.both("lesson.yozu.seed"), style=WIDE)


def oracle_dropdown(value):
    """A dropdown for the way the Oracle is assumed to choose (``cardlib.yozu.questions.ORACLES``)."""
    return ipw.Dropdown(options=ORACLE_OPTIONS, value=value, description="Oracle", style=WIDE,
                        layout=ipw.Layout(width="420px"))


def answer_label(state):
    """The last answer of the turn at ``state``, in both languages: '« Été » · Summer', or 'avant · before'."""
    guesses = state.view(None)["guesses"]
    if not guesses:
        return i18n.both("lesson.yozu.before")
    last = guesses[-1]
    if last["answer"] == "reveal":
        element = last["revealed"]
        return i18n.both("lesson.yozu.revealed", element=i18n.Message(f"card.{element}"))
    return i18n.both("lesson.yozu.nothing") if last["answer"] == "nothing" else i18n.both("lesson.yozu.found")


def check_line(ok, what):
    """A bilingual verdict line for a simulation check (HTML): ``what`` is what was checked, a text or a
    ``Message`` shown in each language."""
    key = "lesson.yozu.the_simulation_confirms_the_exact" if ok else "lesson.yozu.the_simulation_strays_from_the"
    return f"<p><b>{escape(i18n.both(key, what=what))}</b></p>"


def prior_lesson(draws=4000, seed=1, card="tiger:summer"):
    """Section 1 as a ``LessonRunner``: P(``card`` in the Oracle's hand) with and without the Z3 redraw, exact
    beside seeded simulations of ``draws`` draws. ``data``: {"exact", "plain", "dealt", "drawn", "ok"}."""
    def compute(values, on_step):
        n, seed = values["draws"], values["seed"]
        exact, plain = lesson.prior_card_chance(), lesson.plain_draw_chance()
        on_step(0, 2)
        dealt = lesson.simulate_first_hands(card, games=n, seed=seed)          # real games dealt by the engine
        on_step(1, 2)
        drawn = lesson.simulate_plain_draws(card, draws=n, seed=seed)
        on_step(2, 2)
        ok = all(abs(measured - float(p)) < SIGMAS * _se(p, n) for measured, p in ((dealt, exact), (drawn, plain)))
        return {"exact": exact, "plain": plain, "dealt": dealt, "drawn": drawn, "draws": n, "ok": ok}

    def show(data):
        return [compare_table([[i18n.both("lesson.yozu.z3_redraw"), fraction_text(data["exact"]), number(data["dealt"], 4)],
                               [i18n.both("lesson.yozu.without"), fraction_text(data["plain"]),
                                number(data["drawn"], 4)]],
                              [i18n.both("lesson.yozu.draw"), "exact", f"simulation ({data['draws']})"]).data,
                check_line(data["ok"], f"{number(SIGMAS, 1)} σ")]

    return LessonRunner({"draws": samples_slider(draws), "seed": seed_slider(seed)}, compute, show)


def answers_lesson(oracle="random"):
    """Section 2 as a ``LessonRunner``: what each answer of the leaflet's example says of the Oracle's cards,
    for the chosen model of the Oracle. ``data``: [(label, deduction)] from before any answer."""
    def compute(values, on_step):
        steps = lesson.example_steps(values["oracle"])
        on_step(1, 1)
        return [(answer_label(lesson.example_game(moves)), d) for moves, d in steps]

    def show(steps):
        rows = [[label, len(d.pairs), fraction_text(d.card("tiger:summer")), fraction_text(d.card("panda:winter"))]
                for label, d in steps]
        return [compare_table(rows, [i18n.both("lesson.yozu.answer"), i18n.both("lesson.yozu.pairs_left"),
                                     f"P({card_text('tiger:summer')})",
                                     f"P({card_text('panda:winter')})"]).data,
                lambda: cards_figure({label: d.cards() for label, d in steps},
                                     i18n.both("lesson.yozu.what_the_answers_say"))]

    return LessonRunner({"oracle": oracle_dropdown(oracle)}, compute, show)


def posterior_lesson(samples=3000, seed=1, oracle="random"):
    """Section 2's check as a ``LessonRunner``: the exact posterior after the example's answers beside
    rejection sampling. ``data``: {"exact", "simulated", "samples", "ok"}."""
    def compute(values, on_step):
        final = lesson.example_game()
        exact = deduction.posterior(final.view(1), values["oracle"]).cards()
        on_step(1, 2)
        simulated = lesson.simulate_posterior(final, samples=values["samples"], seed=values["seed"],
                                              oracle=values["oracle"])
        on_step(2, 2)
        return {"exact": exact, "simulated": simulated, "samples": values["samples"],
                "ok": lesson.within(exact, simulated, values["samples"])}

    def show(data):
        return [lambda: cards_figure({"exact": data["exact"], "simulation": data["simulated"]},
                                     i18n.both("lesson.yozu.exact_and_simulated")),
                check_line(data["ok"], i18n.Message("lesson.yozu.samples_n", n=data["samples"]))]

    return LessonRunner({"oracle": oracle_dropdown(oracle), "samples": samples_slider(samples), "seed": seed_slider(seed)},
                        compute, show)


def oracles_lesson(samples=3000, seed=2, moves=None):
    """Section 3 as a ``LessonRunner``: the two models of the Oracle read the same answers (after ``moves``,
    by default the example up to the answer « Tigre »), each checked by its own simulated world.
    ``data``: {"by_model", "worlds", "ok"}."""
    moves = tuple(lesson.EXAMPLE_TURN[:lesson.EXAMPLE_TURN.index("guess dragonfly:autumn")] if moves is None else moves)

    def compute(values, on_step):
        state = lesson.example_game(moves)
        by_model = {m: deduction.posterior(state.view(1), m) for m in lesson.ORACLES}
        worlds = {}
        for done, m in enumerate(lesson.ORACLES, 1):
            worlds[m] = lesson.simulate_posterior(state, samples=values["samples"], seed=values["seed"], oracle=m)
            on_step(done, len(lesson.ORACLES))
        ok = all(lesson.within(by_model[m].cards(), worlds[m], values["samples"]) for m in lesson.ORACLES)
        return {"by_model": by_model, "worlds": worlds, "ok": ok}

    def show(data):
        by_model = data["by_model"]
        table = compare_table([[model_words(m), len(d.pairs), fraction_text(d.card("tiger:summer")), fraction_text(d.element("panda"))]
                               for m, d in by_model.items()],
                              ["Oracle", i18n.both("lesson.yozu.pairs"), f"P({card_text('tiger:summer')})",
                               i18n.both("lesson.yozu.p_a_panda")]).data

        def figure():
            return cards_figure({"random": by_model["random"].cards(), "hide": by_model["hide"].cards(),
                                 "simulation": data["worlds"]["hide"]},
                                i18n.both("lesson.yozu.two_oracles_same_answers"))

        return [table, figure, check_line(data["ok"], " / ".join(model_words(m) for m in lesson.ORACLES))]

    return LessonRunner({"samples": samples_slider(samples), "seed": seed_slider(seed)}, compute, show)


def information_lesson(deduction):
    """Section 4's figure as a ``LessonRunner`` without controls: each guess allowed by ``deduction`` (a
    ``yozu_deduction`` posterior) by its hit chance and the information it brings, drawn on Run (the figure
    is exact, but drawing it needs matplotlib, which the page does not load before a click).
    ``data``: the deduction."""
    def compute(_values, on_step):
        on_step(1, 1)
        return deduction

    return LessonRunner({}, compute, lambda d: [lambda: guesses_figure(d)])


def guesses_lesson(turns=600, seed=3):
    """Section 4 as a ``LessonRunner``: the expected number of guesses to find a card for each strategy, exact
    from the chosen moment of the example's turn, and simulated over ``turns`` turns from its start.
    ``data``: {"label", "expected", "runs", "ok"} (``runs`` and ``ok`` only from the start of the turn)."""
    moments = [(answer_label(lesson.example_game(moves)), tuple(moves)) for moves, _ in lesson.example_steps("random")]

    def compute(values, on_step):
        state = lesson.example_game(values["moment"])
        expected = {s: lesson.expected_guesses(state, s) for s in lesson.STRATEGIES}
        runs, ok = None, None
        if not values["moment"]:                               # simulate_guesses plays whole turns from the start
            runs = {}
            for done, s in enumerate(lesson.STRATEGIES, 1):
                runs[s] = lesson.simulate_guesses(state, s, turns=values["turns"], seed=values["seed"])
                on_step(done, len(lesson.STRATEGIES))
            ok = all(abs(runs[s].mean - float(expected[s])) <= SIGMAS * runs[s].sd / runs[s].turns ** 0.5
                     for s in lesson.STRATEGIES)
        label = dict((m, l) for l, m in moments)[values["moment"]]
        return {"label": label, "expected": expected, "runs": runs, "ok": ok}

    def show(data):
        runs = data["runs"]
        rows = [[i18n.both(STRATEGY_PHRASES[s]), number(data["expected"][s], 3),
                 f"{number(runs[s].mean, 3)} ± {number(1.96 * runs[s].sd / runs[s].turns ** 0.5, 3)}" if runs else "—"]
                for s in lesson.STRATEGIES]
        shown = [compare_table(rows, [i18n.both("lesson.yozu.strategy"), f"exact ({data['label']})",
                                      f"simulation ({i18n.percent(95, i18n.default_language())})"]).data]
        if runs:
            turns = next(iter(runs.values())).turns
            shown.append(check_line(data["ok"], i18n.Message("lesson.yozu.turns_2", n=turns)))
        else:
            shown.append(f'<p>{escape(i18n.both("lesson.yozu.the_simulation_plays_whole_turns"))}</p>')
        return shown

    moment = ipw.Dropdown(options=[(f"{label}", moves) for label, moves in moments], value=(),
                          description=i18n.both("lesson.yozu.from"), style=WIDE, layout=ipw.Layout(width="420px"))
    return LessonRunner({"moment": moment, "turns": samples_slider(turns, i18n.both("lesson.yozu.turns"), 100, 5000,
                                                                   100),
                         "seed": seed_slider(seed)}, compute, show)


def _se(p, n):
    """The standard error of a frequency of chance ``p`` over ``n`` trials."""
    return (float(p) * (1 - float(p)) / n) ** 0.5


# --- predict, then check (issue 11) ------------------------------------------------------------------------------

def card_text(card):
    """A card's name in both languages: 'Tigre d'Été · Summer Tiger'."""
    return i18n.both(i18n.Message(f"card.{card}"))


def prior_question(card="tiger:summer"):
    """The ``Question``: before any answer, how likely is ``card`` among the Oracle's two? Exact 1/8 (Z3),
    simulated on new games the engine deals (``cardlib.yozu.questions.first_hands``)."""
    ask = i18n.both("lesson.yozu.before_any_answer_what_is", card=i18n.Message(f"card.{card}"))
    return Question(f"<p><b>{escape(ask)}</b></p>", lesson.prior_card_chance(),
                    lambda seed: lesson.first_hands(card, seed), guess=(0.0, 0.5, 0.01))


def prior_predict(card="tiger:summer", seed=1):
    """``prior_question`` as a ``Predict`` widget."""
    return Predict(prior_question(card), seed=seed)


ANSWER_ROWS = 3             # the answers the class may set (a fourth would rarely leave anything unknown)
EXAMPLE_ANSWERS = (("panda:summer", "summer"), ("tiger:spring", "tiger"), ("dragonfly:autumn", "nothing"))


def answer_options(guess):
    """The answers the Oracle may give to ``guess`` that found no card (Z5): its animal, its season, or nothing."""
    animal, season = guess.split(":")
    return [(i18n.both("lesson.yozu.revealed", element=i18n.Message(f"card.{e}")), e) for e in (animal, season)] + [
        (i18n.both("lesson.yozu.nothing"), "nothing")]


def posterior_question(state, model, card):
    """The ``Question``: after the answers in ``state``, read with the ``model`` Oracle, how likely is ``card`` in the
    Oracle's hand? Exact from ``cardlib.yozu.deduction.posterior``, simulated by rejection sampling through the
    engine (``cardlib.yozu.questions.posterior_samples``)."""
    ask = i18n.both("lesson.yozu.with_these_answers_and_a", model=i18n.Message(f"lesson.yozu.model.{model}"),
                    card=i18n.Message(f"card.{card}"))
    return Question(f"<p><b>{escape(ask)}</b></p>", lambda: deduction.posterior(state.view(1), model).card(card),
                    lambda seed: lesson.posterior_samples(state, card, seed, model), games=3000)


class AnswersQuestion(Panel):
    """The leaflet's example with the answers the class sets: how many answers the Oracle gave, each guess and
    its answer, the Oracle's model and the card asked about are controls. The turn is replayed by the engine
    (``cardlib.yozu.questions.answered_game``: a refused guess or impossible answers are said, with their rule);
    the grid of possibilities (the exact posterior of every card and the pairs left) follows at once once shown
    (it shows by itself at the first Check: before, it would give the answer away); the ``Predict`` question
    asks the chance of the card chosen. ``state``, ``deduction``: the turn and its posterior (None after a refusal)."""

    def __init__(self, answers=EXAMPLE_ANSWERS, model="random", card="tiger:summer", seed=1, lang=None, pace=None):
        self.grid_lang = lang or i18n.default_language()
        wide = {"description_width": "initial"}
        self._quiet = False
        self.count = ipw.IntSlider(value=len(answers), min=0, max=ANSWER_ROWS,
                                   description=i18n.both("lesson.yozu.the_oracle_s_answers"), style=wide,
                                   layout=ipw.Layout(width="420px"))
        self.count.add_class("yozu-question-count")
        names = [(card_text(name), name) for name in yozu.NAMES]
        filled = list(answers) + list(EXAMPLE_ANSWERS[len(answers):])
        self.guesses, self.answers, self.rows = [], [], []
        for number, (guess, answer) in enumerate(filled[:ANSWER_ROWS], 1):
            guess_box = ipw.Dropdown(options=names, value=guess, description=i18n.both("lesson.yozu.guess",
                                                                                       number=number),
                                     style=wide, layout=ipw.Layout(width="470px"))
            guess_box.add_class("yozu-question-guess")
            answer_box = ipw.Dropdown(options=answer_options(guess), value=answer, description="→",
                                      style={"description_width": "20px"}, layout=ipw.Layout(width="260px"))
            answer_box.add_class("yozu-question-answer")
            guess_box.observe(lambda change, box=answer_box: self._guess_changed(change, box), "value")
            answer_box.observe(self._changed, "value")
            self.guesses.append(guess_box)
            self.answers.append(answer_box)
            self.rows.append(ipw.HBox([guess_box, answer_box]))
        self.model = ipw.ToggleButtons(options=ORACLE_OPTIONS, value=model, style={"button_width": "300px"})
        self.model.add_class("yozu-question-oracle")
        self.card = ipw.Dropdown(options=names, value=card, description=i18n.both("lesson.yozu.card_asked_about"),
                                 style=wide, layout=ipw.Layout(width="470px"))
        self.card.add_class("yozu-question-card")
        self.refusal = ipw.HTML()
        self.refusal.add_class("yozu-question-refusal")
        self.show_grid = ipw.ToggleButton(value=False, description=i18n.both("lesson.yozu.show_the_grid"),
                                          tooltip=i18n.both("lesson.yozu.the_grid_gives_the_answer"),
                                          layout=ipw.Layout(width="auto"))
        self.show_grid.add_class("yozu-question-show-grid")
        self.grid = ipw.HTML()
        self.grid.add_class("yozu-question-grid")
        options = {} if pace is None else {"pace": pace}
        self.state = self.deduction = None
        self.predict = Predict(prior_question(card), seed=seed, **options)      # replaced by _update
        self.predict.check_button.on_click(lambda _button: setattr(self.show_grid, "value", True))
        for control in (self.count, self.model, self.card):
            control.observe(self._changed, "value")
        self.show_grid.observe(lambda _change: self._draw_grid(), "value")
        self.widget = ipw.VBox([ipw.HTML(f'<style>{stylesheet("yozu/lesson.css")}</style>'), self.count, *self.rows,
                                self.model, self.card, self.refusal, self.predict.widget, self.show_grid, self.grid])
        self.widget.add_class("yozu-question")
        self._update()

    def chosen_answers(self):
        """[(guess, answer)] of the rows in use."""
        return [(g.value, a.value) for g, a in zip(self.guesses, self.answers)][:self.count.value]

    def _guess_changed(self, change, answer_box):
        old = answer_box.value
        self._quiet = True                      # the new options may move the answer: one update, after
        try:
            answer_box.options = answer_options(change["new"])
            answer_box.value = "nothing" if old == "nothing" else change["new"].split(":")[0 if old in yozu.ANIMALS else 1]
        finally:
            self._quiet = False
        self._update()

    def _changed(self, _change):
        if not self._quiet:
            self._update()

    def _update(self):
        for number, row in enumerate(self.rows):
            row.layout.display = None if number < self.count.value else "none"
        self.state = self.deduction = None
        try:
            self.state = lesson.answered_game(self.chosen_answers())
            self.deduction = deduction.posterior(self.state.view(1), self.model.value)
        except ValueError as refusal:
            self.refusal.value = "✗ " + escape(self._refusal_text(refusal))
            self.state = self.deduction = None
            self.predict.stop()
            self.predict.widget.layout.display = "none"
            self._draw_grid()
            return
        self.refusal.value = ""
        self.predict.widget.layout.display = None
        self.predict.set_question(posterior_question(self.state, self.model.value, self.card.value))
        self._draw_grid()

    def _refusal_text(self, refusal):
        """Why these answers are refused, with the rule, in both languages."""
        reason = getattr(refusal, "reason", None)
        if reason is not None:                  # the engine refused a guess (Z4)
            return i18n.both(reason)
        if self.state is None:                  # no hand the Oracle may hold gives these answers
            return i18n.both("lesson.yozu.z5_no_pair_of_cards")
        model = self.model.value
        return i18n.both("lesson.yozu.z5_a_oracle_would_never", model=i18n.Message(f"lesson.yozu.model.{model}"))

    def _draw_grid(self):
        if not self.show_grid.value:
            self.grid.value = escape(i18n.both("lesson.yozu.the_grid_of_possibilities_shows"))
        elif self.state is None:
            self.grid.value = ""
        else:
            self.grid.value = constraints_html(self.state.view(1), self.model.value, self.grid_lang)

    def refresh(self):
        """Texts are bilingual, French first; the grid is in the page's language."""


STRATEGY_OPTIONS = ((i18n.both("lesson.yozu.the_likeliest_card"), "hit"),
                    (i18n.both("lesson.yozu.the_guess_that_teaches_most"), "information"))
STRATEGY_PHRASES = {strategy: f"lesson.yozu.strategy.{strategy}" for strategy in ("hit", "information")}   # keys
GUESS_TURNS = 1000          # turns simulated per run: each is a whole turn played by the engine (about 5 ms)
_start_expected = functools.lru_cache(maxsize=4)(lambda strategy: lesson.expected_guesses(lesson.example_game(()), strategy))


def guesses_question(strategy):
    """The ``Question``: from the start of the example's turn, always guessing by ``strategy``, how many guesses
    find a card on average? Exact by ``expected_guesses`` (every answer walked, at Check), simulated on whole turns
    dealt afresh and played by the engine (``guess_counts``)."""
    ask = i18n.both("lesson.yozu.from_the_start_of_the", strategy=i18n.Message(STRATEGY_PHRASES[strategy]))
    return Question(f"<p><b>{escape(ask)}</b></p>", lambda: _start_expected(strategy),
                    lambda seed: lesson.guess_counts(lesson.example_game(()), strategy, seed),
                    guess=(1.0, 6.0, 0.05), games=GUESS_TURNS, y_label=i18n.both("lesson.yozu.mean_guesses"))


class GuessesQuestion(BilingualPanel):
    """Section 4's question, predict-then-check: the strategy is a control, the ``Predict`` widget follows it."""

    def __init__(self, strategy="hit", seed=3, pace=None):
        self.strategy = ipw.ToggleButtons(options=STRATEGY_OPTIONS, value=strategy, style={"button_width": "380px"})
        self.strategy.add_class("yozu-question-strategy")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(guesses_question(strategy), seed=seed, **options)
        self.strategy.observe(lambda change: self.predict.set_question(guesses_question(change["new"])), "value")
        self.widget = ipw.VBox([self.strategy, self.predict.widget])
        self.widget.add_class("yozu-guesses-question")


# The lesson's closing questions; tests/cardlib/yozu/test_yozu_questions.py checks each claim against cardlib.
SELF_CHECKS = (
    Check(i18n.pair("lesson.yozu.check.before_any_answer_what_is"),
          (i18n.pair("lesson.yozu.check.1_16"), i18n.pair("lesson.yozu.check.1_8"),
           i18n.pair("lesson.yozu.check.1_4")), 1,
          i18n.pair("lesson.yozu.check.1_8_the_oracle_holds")),
    Check(i18n.pair("lesson.yozu.check.in_the_example_after_summer"),
          (i18n.pair("lesson.yozu.check.stays_the_same_the_answers"),
           i18n.pair("lesson.yozu.check.changes_what_an_answer_teaches")), 1,
          i18n.pair("lesson.yozu.check.it_goes_from_3_4")),
    Check(i18n.pair("lesson.yozu.check.monty_hall_the_oracle_knows"),
          (i18n.pair("lesson.yozu.check.1_time_in_3"), i18n.pair("lesson.yozu.check.1_time_in_2"),
           i18n.pair("lesson.yozu.check.2_times_in_3")), 2,
          i18n.pair("lesson.yozu.check.2_3_switching_loses_only")),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
