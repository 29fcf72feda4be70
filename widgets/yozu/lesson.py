"""Pictures for the Yozu probability lesson: matplotlib figures and small tables.

The numbers come from ``cardlib.yozu.questions`` and ``cardlib.yozu.deduction``; this module only
draws them. Figures are returned as PNG images (``IPython.display.Image``), so they show the same
in Jupyter and in Voila whatever the plotting backend. Every text is in one language, ``lang``: the page's
(``i18n.default_language()`` when the widget is built) unless given.
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
from ..panel import Panel
from ..predict import Predict, Question, question_key, register_question
from ..selfcheck import Check, SelfCheck
from .table import constraints_html

LABELLED_GUESSES = 5    # the scatter names the five likeliest guesses
NEAR = (0.02, 0.1)      # guesses closer than this (hit chance, bits) share one label
COLOURS = {"simulated": INK, "hit": "#228833", "information": "#aa3377"}


def short_name(card, lang=None):
    """A card's short label in ``lang`` (default: the page's language): its symbols and its name, '✚▲ Summer Tiger'
    for 'tiger:summer' ('✚▲ Tigre d'Été' in French)."""
    animal, season = card.split(":")
    return f"{yozu.SYMBOLS[animal]}{yozu.SYMBOLS[season]} {i18n.card_name(card, lang or i18n.default_language())}"


def number(x, digits, lang=None):
    """``x`` with ``digits`` decimals, written ``lang``'s way (default: the page's; '0,875' in French, '0.875' in
    English)."""
    return i18n.number(float(x), lang or i18n.default_language(), digits)


def fraction_text(p, lang=None):
    """An exact probability with its decimal, in ``lang`` (default: the page's language): '7/8 ≈ 0.875'
    ('7/8 ≈ 0,875' in French)."""
    p = Fraction(p)
    if p.denominator == 1:
        return str(p.numerator)
    return f"{p.numerator}/{p.denominator} ≈ {number(p, 3, lang)}"


def model_words(model, lang=None):
    """An Oracle model in words, in ``lang`` (default: the page's language): 'that hides' (the lessons never show
    the code's names 'random' and 'hide')."""
    return i18n.page_text(f"lesson.yozu.model.{model}", lang)


def cards_figure(series, title, top=8, lang=None):
    """Bars of P(card in the Oracle's hand) for the ``top`` likeliest cards of the last series;
    ``series``: {label: {card: p}}, in order, with optional simulated dots under the label 'simulation'; in
    ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    exact = {label: cards for label, cards in series.items() if label != "simulation"}
    last = list(exact.values())[-1]
    chosen = sorted(last, key=lambda card: (-last[card], yozu.KIND_OF[card]))[:top]
    figure = new_figure(figsize=(10, 3.8), dpi=100, layout="constrained", lang=lang)
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
    axes.set_xticks(range(len(chosen)), [short_name(card, lang) for card in chosen], rotation=25, ha="right")
    axes.set_ylabel(i18n.page_text("lesson.yozu.p_card_held", lang))
    axes.set_ylim(0, 1)
    axes.set_title(title, fontsize=11)
    axes.legend(fontsize=9)
    axes.grid(axis="y", alpha=0.3)
    return figure


def guesses_figure(deduction, lang=None):
    """Each allowed guess placed by its hit chance (x) and the information it brings (y); in ``lang`` (default: the
    page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(8, 4.5), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    cards = deduction.cards()
    allowed = deduction.allowed()
    xs = [float(cards[g]) for g in allowed]
    ys = [deduction.information(g) for g in allowed]
    marks = {"hit": ("s", i18n.page_text("lesson.yozu.best_chance", lang)),
             "information": ("D", i18n.page_text("lesson.yozu.most_information", lang))}
    for by, (marker, label) in marks.items():
        best, _ = deduction.best_guess(by)
        axes.scatter([float(cards[best])], [deduction.information(best)], s=160, marker=marker,
                     color=COLOURS[by], edgecolor="black", zorder=2,
                     label=i18n.colon(label, short_name(best, lang), lang))
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
        names = "\n".join(short_name(g, lang).split(" ", 1)[1] for g in members)
        axes.annotate(names, (x, y), fontsize=8, xytext=(8, 4), textcoords="offset points", va="top")
    axes.set_xlabel(i18n.page_text("lesson.yozu.p_finding_a_card", lang))
    axes.set_ylabel(i18n.page_text("lesson.yozu.expected_information_bits", lang))
    axes.legend(fontsize=8, loc="lower right")
    axes.grid(alpha=0.3)
    return figure


def compare_table(rows, headers):
    """A small HTML table: ``rows`` of cells (strings) under ``headers``."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return HTML(figures_table(f"<tr>{head}</tr>", body))


# --- the lesson's controls: every value the lesson invites the reader to change ------------------------

WIDE = {"description_width": "initial"}
SIGMAS = 4.5                # standard errors a simulation may stray before a check fails


def oracle_options(lang=None):
    """The ways the Oracle may be assumed to choose, as options in ``lang`` (default: the page's language)."""
    return ((i18n.page_text("lesson.yozu.at_random", lang), "random"),
            (i18n.page_text("lesson.yozu.gives_less_away", lang), "hide"))


def samples_slider(value, description=None, low=500, high=20_000, step=500, lang=None):
    """A slider for a number of simulated draws, games or turns (``description`` None: "samples", in ``lang``)."""
    if description is None:
        description = i18n.page_text("lesson.yozu.samples", lang)
    return ipw.IntSlider(value=value, min=min(low, value), max=max(high, value), step=step,
                         description=description, style=WIDE, layout=ipw.Layout(width="420px"))


def seed_slider(value, lang=None):
    """A slider for a simulation's seed, described in ``lang`` (default: the page's language)."""
    return ipw.IntSlider(value=value, min=1, max=max(100, value), description=i18n.page_text("lesson.yozu.seed", lang),
                         style=WIDE)


def oracle_dropdown(value, lang=None):
    """A dropdown for the way the Oracle is assumed to choose (``cardlib.yozu.questions.ORACLES``), in ``lang``."""
    return ipw.Dropdown(options=oracle_options(lang), value=value, description="Oracle", style=WIDE,
                        layout=ipw.Layout(width="420px"))


def answer_label(state, lang=None):
    """The last answer of the turn at ``state``, in ``lang`` (default: the page's language): 'Summer' (« Été » in
    French), or 'before'."""
    guesses = state.view(None)["guesses"]
    if not guesses:
        return i18n.page_text("lesson.yozu.before", lang)
    last = guesses[-1]
    if last["answer"] == "reveal":
        element = last["revealed"]
        return i18n.page_text("lesson.yozu.revealed", lang, element=i18n.Message(f"card.{element}"))
    return i18n.page_text("lesson.yozu.nothing" if last["answer"] == "nothing" else "lesson.yozu.found", lang)


def check_line(ok, what, lang=None):
    """A verdict line for a simulation check (HTML), in ``lang`` (default: the page's language): ``what`` is what
    was checked, a text or a ``Message``."""
    key = "lesson.yozu.the_simulation_confirms_the_exact" if ok else "lesson.yozu.the_simulation_strays_from_the"
    return f"<p><b>{escape(i18n.page_text(key, lang, what=what))}</b></p>"


def prior_lesson(draws=4000, seed=1, card="tiger:summer", lang=None):
    """Section 1 as a ``LessonRunner``: P(``card`` in the Oracle's hand) with and without the Z3 redraw, exact
    beside seeded simulations of ``draws`` draws. ``data``: {"exact", "plain", "dealt", "drawn", "ok"}. ``lang``:
    the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()

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
        rows = [[i18n.page_text("lesson.yozu.z3_redraw", lang), fraction_text(data["exact"], lang),
                 number(data["dealt"], 4, lang)],
                [i18n.page_text("lesson.yozu.without", lang), fraction_text(data["plain"], lang),
                 number(data["drawn"], 4, lang)]]
        heads = [i18n.page_text("lesson.yozu.draw", lang), "exact", f"simulation ({data['draws']})"]
        return [compare_table(rows, heads).data, check_line(data["ok"], f"{number(SIGMAS, 1, lang)} σ", lang)]

    return LessonRunner({"draws": samples_slider(draws, lang=lang), "seed": seed_slider(seed, lang)}, compute, show,
                        lang=lang)


def answers_lesson(oracle="random", lang=None):
    """Section 2 as a ``LessonRunner``: what each answer of the leaflet's example says of the Oracle's cards,
    for the chosen model of the Oracle. ``data``: [(label, deduction)] from before any answer. ``lang``: the
    language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()

    def compute(values, on_step):
        steps = lesson.example_steps(values["oracle"])
        on_step(1, 1)
        return [(answer_label(lesson.example_game(moves), lang), d) for moves, d in steps]

    def show(steps):
        rows = [[label, len(d.pairs), fraction_text(d.card("tiger:summer"), lang),
                 fraction_text(d.card("panda:winter"), lang)] for label, d in steps]
        heads = [i18n.page_text("lesson.yozu.answer", lang), i18n.page_text("lesson.yozu.pairs_left", lang),
                 f"P({card_text('tiger:summer', lang)})", f"P({card_text('panda:winter', lang)})"]
        return [compare_table(rows, heads).data,
                lambda: cards_figure({label: d.cards() for label, d in steps},
                                     i18n.page_text("lesson.yozu.what_the_answers_say", lang), lang=lang)]

    return LessonRunner({"oracle": oracle_dropdown(oracle, lang)}, compute, show, lang=lang)


def posterior_lesson(samples=3000, seed=1, oracle="random", lang=None):
    """Section 2's check as a ``LessonRunner``: the exact posterior after the example's answers beside
    rejection sampling. ``data``: {"exact", "simulated", "samples", "ok"}. ``lang``: the language of its texts
    (default: the page's, now)."""
    lang = lang or i18n.default_language()

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
                                     i18n.page_text("lesson.yozu.exact_and_simulated", lang), lang=lang),
                check_line(data["ok"], i18n.Message("lesson.yozu.samples_n", n=data["samples"]), lang)]

    return LessonRunner({"oracle": oracle_dropdown(oracle, lang), "samples": samples_slider(samples, lang=lang),
                         "seed": seed_slider(seed, lang)}, compute, show, lang=lang)


def oracles_lesson(samples=3000, seed=2, moves=None, lang=None):
    """Section 3 as a ``LessonRunner``: the two models of the Oracle read the same answers (after ``moves``,
    by default the example up to the answer « Tigre »), each checked by its own simulated world.
    ``data``: {"by_model", "worlds", "ok"}. ``lang``: the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()
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
        rows = [[model_words(m, lang), len(d.pairs), fraction_text(d.card("tiger:summer"), lang),
                 fraction_text(d.element("panda"), lang)] for m, d in by_model.items()]
        heads = ["Oracle", i18n.page_text("lesson.yozu.pairs", lang), f"P({card_text('tiger:summer', lang)})",
                 i18n.page_text("lesson.yozu.p_a_panda", lang)]
        table = compare_table(rows, heads).data

        def figure():
            return cards_figure({"random": by_model["random"].cards(), "hide": by_model["hide"].cards(),
                                 "simulation": data["worlds"]["hide"]},
                                i18n.page_text("lesson.yozu.two_oracles_same_answers", lang), lang=lang)

        return [table, figure, check_line(data["ok"], " / ".join(model_words(m, lang) for m in lesson.ORACLES), lang)]

    return LessonRunner({"samples": samples_slider(samples, lang=lang), "seed": seed_slider(seed, lang)}, compute, show,
                        lang=lang)


def information_lesson(deduction, lang=None):
    """Section 4's figure as a ``LessonRunner`` without controls: each guess allowed by ``deduction`` (a
    ``yozu_deduction`` posterior) by its hit chance and the information it brings, drawn on Run (the figure
    is exact, but drawing it needs matplotlib, which the page does not load before a click).
    ``data``: the deduction. ``lang``: the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()

    def compute(_values, on_step):
        on_step(1, 1)
        return deduction

    return LessonRunner({}, compute, lambda d: [lambda: guesses_figure(d, lang)], lang=lang)


def guesses_lesson(turns=600, seed=3, lang=None):
    """Section 4 as a ``LessonRunner``: the expected number of guesses to find a card for each strategy, exact
    from the chosen moment of the example's turn, and simulated over ``turns`` turns from its start.
    ``data``: {"label", "expected", "runs", "ok"} (``runs`` and ``ok`` only from the start of the turn).
    ``lang``: the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()
    moments = [(answer_label(lesson.example_game(moves), lang), tuple(moves))
               for moves, _ in lesson.example_steps("random")]

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
        rows = [[i18n.page_text(STRATEGY_PHRASES[s], lang), number(data["expected"][s], 3, lang),
                 f"{number(runs[s].mean, 3, lang)} ± {number(1.96 * runs[s].sd / runs[s].turns ** 0.5, 3, lang)}"
                 if runs else "—"] for s in lesson.STRATEGIES]
        shown = [compare_table(rows, [i18n.page_text("lesson.yozu.strategy", lang), f"exact ({data['label']})",
                                      f"simulation ({i18n.percent(95, lang)})"]).data]
        if runs:
            turns = next(iter(runs.values())).turns
            shown.append(check_line(data["ok"], i18n.Message("lesson.yozu.turns_2", n=turns), lang))
        else:
            shown.append(f'<p>{escape(i18n.page_text("lesson.yozu.the_simulation_plays_whole_turns", lang))}</p>')
        return shown

    moment = ipw.Dropdown(options=[(f"{label}", moves) for label, moves in moments], value=(),
                          description=i18n.page_text("lesson.yozu.from", lang), style=WIDE,
                          layout=ipw.Layout(width="420px"))
    turns_slider = samples_slider(turns, i18n.page_text("lesson.yozu.turns", lang), 100, 5000, 100)
    return LessonRunner({"moment": moment, "turns": turns_slider, "seed": seed_slider(seed, lang)}, compute, show,
                        lang=lang)


def _se(p, n):
    """The standard error of a frequency of chance ``p`` over ``n`` trials."""
    return (float(p) * (1 - float(p)) / n) ** 0.5


# --- predict, then check (issue 11) ------------------------------------------------------------------------------

def card_text(card, lang=None):
    """A card's name in ``lang`` (default: the page's language): 'Summer Tiger', « Tigre d'Été »."""
    return i18n.page_text(i18n.Message(f"card.{card}"), lang)


def prior_question(card="tiger:summer", lang=None):
    """The ``Question``: before any answer, how likely is ``card`` among the Oracle's two? Exact 1/8 (Z3),
    simulated on new games the engine deals (``cardlib.yozu.questions.first_hands``). Its texts are in ``lang``
    (default: the page's language)."""
    ask = i18n.page_text("lesson.yozu.before_any_answer_what_is", lang, card=i18n.Message(f"card.{card}"))
    return Question(f"<p><b>{escape(ask)}</b></p>", lesson.prior_card_chance(),
                    lambda seed: lesson.first_hands(card, seed), guess=(0.0, 0.5, 0.01),
                    key=question_key("yozu.prior", card))


register_question("yozu.prior", prior_question)


def prior_predict(card="tiger:summer", seed=1, lang=None):
    """``prior_question`` as a ``Predict`` widget, in ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    return Predict(prior_question(card, lang), seed=seed, lang=lang)


ANSWER_ROWS = 3             # the answers the class may set (a fourth would rarely leave anything unknown)
EXAMPLE_ANSWERS = (("panda:summer", "summer"), ("tiger:spring", "tiger"), ("dragonfly:autumn", "nothing"))


def answer_options(guess, lang=None):
    """The answers the Oracle may give to ``guess`` that found no card (Z5): its animal, its season, or nothing; in
    ``lang`` (default: the page's language)."""
    animal, season = guess.split(":")
    return [(i18n.page_text("lesson.yozu.revealed", lang, element=i18n.Message(f"card.{e}")), e)
            for e in (animal, season)] + [(i18n.page_text("lesson.yozu.nothing", lang), "nothing")]


def posterior_question(state, model, card, lang=None, answers=None):
    """The ``Question``: after the answers in ``state``, read with the ``model`` Oracle, how likely is ``card`` in the
    Oracle's hand? Exact from ``cardlib.yozu.deduction.posterior``, simulated by rejection sampling through the
    engine (``cardlib.yozu.questions.posterior_samples``). Its texts are in ``lang`` (default: the page's language).
    ``answers``: the [(guess, answer)] that made ``state`` (``answered_game``), which the question's id in a class
    carries (without them, the class does not pool it)."""
    ask = i18n.page_text("lesson.yozu.with_these_answers_and_a", lang,
                         model=i18n.Message(f"lesson.yozu.model.{model}"), card=i18n.Message(f"card.{card}"))
    said = ",".join(f"{guess}={answer}" for guess, answer in answers) if answers is not None else None
    return Question(f"<p><b>{escape(ask)}</b></p>", lambda: deduction.posterior(state.view(1), model).card(card),
                    lambda seed: lesson.posterior_samples(state, card, seed, model), games=3000,
                    key=question_key("yozu.posterior", model, card, said) if said is not None else "")


def _posterior_from_key(model, card, said, lang=None):
    answers = [tuple(pair.split("=")) for pair in said.split(",") if pair]
    return posterior_question(lesson.answered_game(answers), model, card, lang, answers)


register_question("yozu.posterior", _posterior_from_key)


class AnswersQuestion(Panel):
    """The leaflet's example with the answers the class sets: how many answers the Oracle gave, each guess and
    its answer, the Oracle's model and the card asked about are controls. The turn is replayed by the engine
    (``cardlib.yozu.questions.answered_game``: a refused guess or impossible answers are said, with their rule);
    the grid of possibilities (the exact posterior of every card and the pairs left) follows at once once shown
    (it shows by itself at the first Check: before, it would give the answer away); the ``Predict`` question
    asks the chance of the card chosen. ``state``, ``deduction``: the turn and its posterior (None after a refusal).
    ``lang``: the language of its texts and its grid (default: the page's)."""

    def __init__(self, answers=EXAMPLE_ANSWERS, model="random", card="tiger:summer", seed=1, lang=None, pace=None):
        self.lang = lang = lang or i18n.default_language()
        wide = {"description_width": "initial"}
        self._quiet = False
        self.count = ipw.IntSlider(value=len(answers), min=0, max=ANSWER_ROWS,
                                   description=i18n.page_text("lesson.yozu.the_oracle_s_answers", lang), style=wide,
                                   layout=ipw.Layout(width="420px"))
        self.count.add_class("yozu-question-count")
        names = [(card_text(name, lang), name) for name in yozu.NAMES]
        filled = list(answers) + list(EXAMPLE_ANSWERS[len(answers):])
        self.guesses, self.answers, self.rows = [], [], []
        for number, (guess, answer) in enumerate(filled[:ANSWER_ROWS], 1):
            guess_box = ipw.Dropdown(options=names, value=guess, style=wide, layout=ipw.Layout(width="470px"),
                                     description=i18n.page_text("lesson.yozu.guess", lang, number=number))
            guess_box.add_class("yozu-question-guess")
            answer_box = ipw.Dropdown(options=answer_options(guess, lang), value=answer, description="→",
                                      style={"description_width": "20px"}, layout=ipw.Layout(width="260px"))
            answer_box.add_class("yozu-question-answer")
            guess_box.observe(lambda change, box=answer_box: self._guess_changed(change, box), "value")
            answer_box.observe(self._changed, "value")
            self.guesses.append(guess_box)
            self.answers.append(answer_box)
            self.rows.append(ipw.HBox([guess_box, answer_box]))
        self.model = ipw.ToggleButtons(options=oracle_options(lang), value=model, style={"button_width": "300px"})
        self.model.add_class("yozu-question-oracle")
        self.card = ipw.Dropdown(options=names, value=card, style=wide, layout=ipw.Layout(width="470px"),
                                 description=i18n.page_text("lesson.yozu.card_asked_about", lang))
        self.card.add_class("yozu-question-card")
        self.refusal = ipw.HTML()
        self.refusal.add_class("yozu-question-refusal")
        self.show_grid = ipw.ToggleButton(value=False, description=i18n.page_text("lesson.yozu.show_the_grid", lang),
                                          tooltip=i18n.page_text("lesson.yozu.the_grid_gives_the_answer", lang),
                                          layout=ipw.Layout(width="auto"))
        self.show_grid.add_class("yozu-question-show-grid")
        self.grid = ipw.HTML()
        self.grid.add_class("yozu-question-grid")
        options = {} if pace is None else {"pace": pace}
        self.state = self.deduction = None
        self.predict = Predict(prior_question(card, lang), seed=seed, lang=lang, **options)      # replaced by _update
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
            answer_box.options = answer_options(change["new"], self.lang)
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
        self.predict.set_question(posterior_question(self.state, self.model.value, self.card.value, self.lang,
                                                     self.chosen_answers()))
        self._draw_grid()

    def _refusal_text(self, refusal):
        """Why these answers are refused, with the rule, in the widget's language."""
        lang = self.lang
        reason = getattr(refusal, "reason", None)
        if reason is not None:                  # the engine refused a guess (Z4)
            return i18n.page_text(reason, lang)
        if self.state is None:                  # no hand the Oracle may hold gives these answers
            return i18n.page_text("lesson.yozu.z5_no_pair_of_cards", lang)
        model = i18n.Message(f"lesson.yozu.model.{self.model.value}")
        return i18n.page_text("lesson.yozu.z5_a_oracle_would_never", lang, model=model)

    def _draw_grid(self):
        if not self.show_grid.value:
            self.grid.value = escape(i18n.page_text("lesson.yozu.the_grid_of_possibilities_shows", self.lang))
        elif self.state is None:
            self.grid.value = ""
        else:
            self.grid.value = constraints_html(self.state.view(1), self.model.value, self.lang)


def strategy_options(lang=None):
    """The guessing strategies, as options in ``lang`` (default: the page's language)."""
    return ((i18n.page_text("lesson.yozu.the_likeliest_card", lang), "hit"),
            (i18n.page_text("lesson.yozu.the_guess_that_teaches_most", lang), "information"))


STRATEGY_PHRASES = {strategy: f"lesson.yozu.strategy.{strategy}" for strategy in ("hit", "information")}   # keys
GUESS_TURNS = 1000          # turns simulated per run: each is a whole turn played by the engine (about 5 ms)
_start_expected = functools.lru_cache(maxsize=4)(lambda strategy: lesson.expected_guesses(lesson.example_game(()), strategy))


def guesses_question(strategy, lang=None):
    """The ``Question``: from the start of the example's turn, always guessing by ``strategy``, how many guesses
    find a card on average? Exact by ``expected_guesses`` (every answer walked, at Check), simulated on whole turns
    dealt afresh and played by the engine (``guess_counts``). Its texts are in ``lang`` (default: the page's)."""
    ask = i18n.page_text("lesson.yozu.from_the_start_of_the", lang, strategy=i18n.Message(STRATEGY_PHRASES[strategy]))
    return Question(f"<p><b>{escape(ask)}</b></p>", lambda: _start_expected(strategy),
                    lambda seed: lesson.guess_counts(lesson.example_game(()), strategy, seed),
                    guess=(1.0, 6.0, 0.05), games=GUESS_TURNS,
                    y_label=i18n.page_text("lesson.yozu.mean_guesses", lang), key=question_key("yozu.guesses", strategy))


register_question("yozu.guesses", guesses_question)


class GuessesQuestion(Panel):
    """Section 4's question, predict-then-check: the strategy is a control, the ``Predict`` widget follows it.
    ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, strategy="hit", seed=3, pace=None, lang=None):
        self.lang = lang = lang or i18n.default_language()
        self.strategy = ipw.ToggleButtons(options=strategy_options(lang), value=strategy,
                                          style={"button_width": "380px"})
        self.strategy.add_class("yozu-question-strategy")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(guesses_question(strategy, lang), seed=seed, lang=lang, **options)
        self.strategy.observe(lambda change: self.predict.set_question(guesses_question(change["new"], lang)), "value")
        self.widget = ipw.VBox([self.strategy, self.predict.widget])
        self.widget.add_class("yozu-guesses-question")


# The lesson's closing questions; tests/cardlib/yozu/test_yozu_questions.py checks each claim against cardlib.
SELF_CHECKS = (
    Check("lesson.yozu.check.before_any_answer_what_is",
          ("lesson.yozu.check.1_16", "lesson.yozu.check.1_8",
           "lesson.yozu.check.1_4"), 1,
          "lesson.yozu.check.1_8_the_oracle_holds"),
    Check("lesson.yozu.check.in_the_example_after_summer",
          ("lesson.yozu.check.stays_the_same_the_answers",
           "lesson.yozu.check.changes_what_an_answer_teaches"), 1,
          "lesson.yozu.check.it_goes_from_3_4"),
    Check("lesson.yozu.check.monty_hall_the_oracle_knows",
          ("lesson.yozu.check.1_time_in_3", "lesson.yozu.check.1_time_in_2",
           "lesson.yozu.check.2_times_in_3"), 2,
          "lesson.yozu.check.2_3_switching_loses_only"),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
