"""Pictures for the Yozu probability lesson: matplotlib figures and small bilingual tables.

The numbers come from ``cardlib.lessons.yozu`` and ``cardlib.yozu_deduction``; this module only
draws them. Figures are returned as PNG images (``IPython.display.Image``), so they show the same
in Jupyter and in Voila whatever the plotting backend. Labels are bilingual, French first.
The ``*_lesson`` functions put each section's model of the Oracle, sample counts and seeds on
controls with a Run button (``LessonRunner``), so the lesson can be varied where code is hidden.
"""

from fractions import Fraction
from html import escape

import ipywidgets as ipw
from IPython.display import HTML

from cardlib import i18n, yozu
from cardlib import yozu_deduction as deduction
from cardlib.lessons import yozu as lesson

from ..figures import INK, SERIES, LessonRunner, figures_table, new_figure

LABELLED_GUESSES = 5    # the scatter names the five likeliest guesses
NEAR = (0.02, 0.1)      # guesses closer than this (hit chance, bits) share one label
COLOURS = {"simulated": INK, "hit": "#228833", "information": "#aa3377"}


def short_name(card):
    """'tiger:summer' as '✚▲ Tigre d'Été · Summer Tiger'-like short label: symbols and the French name."""
    animal, season = card.split(":")
    return f"{yozu.SYMBOLS[animal]}{yozu.SYMBOLS[season]} {i18n.card_name(card, 'fr')}"


def fraction_text(p):
    """An exact probability with its decimal: '7/8 = 0.875'."""
    p = Fraction(p)
    if p.denominator == 1:
        return str(p.numerator)
    return f"{p.numerator}/{p.denominator} ≈ {float(p):.3f}"


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
    axes.set_ylabel("P(carte chez l'Oracle) · P(card held)")
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
    marks = {"hit": ("s", "meilleure chance · best chance"), "information": ("D", "plus d'information · most information")}
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
    axes.set_xlabel("P(trouver une carte) · P(finding a card)")
    axes.set_ylabel("information attendue (bits) · expected information (bits)")
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
ORACLE_OPTIONS = (("« random » : au hasard · at random", "random"),
                  ("« hide » : en dit le moins · gives less away", "hide"))
SIGMAS = 4.5                # standard errors a simulation may stray before a check fails


def samples_slider(value, description="Tirages · Samples", low=500, high=20_000, step=500):
    """A slider for a number of simulated draws, games or turns."""
    return ipw.IntSlider(value=value, min=min(low, value), max=max(high, value), step=step,
                         description=description, style=WIDE, layout=ipw.Layout(width="420px"))


def seed_slider(value):
    """A slider for a simulation's seed."""
    return ipw.IntSlider(value=value, min=1, max=max(100, value), description="Graine · Seed", style=WIDE)


def oracle_dropdown(value):
    """A dropdown for the way the Oracle is assumed to choose (``cardlib.lessons.yozu.ORACLES``)."""
    return ipw.Dropdown(options=ORACLE_OPTIONS, value=value, description="Oracle", style=WIDE,
                        layout=ipw.Layout(width="420px"))


def answer_label(state):
    """The last answer of the turn at ``state``, in both languages: '« Été » · Summer', or 'avant · before'."""
    guesses = state.view(None)["guesses"]
    if not guesses:
        return "avant · before"
    last = guesses[-1]
    if last["answer"] == "reveal":
        element = last["revealed"]
        return f"« {i18n.card_name(element, 'fr')} » · {i18n.card_name(element, 'en')}"
    return "« Rien » · Nothing" if last["answer"] == "nothing" else "« Trouvée » · Found"


def check_line(ok, what):
    """A bilingual verdict line for a simulation check."""
    if ok:
        return f"<p><b>✓ La simulation confirme le calcul exact · The simulation confirms the exact answer ({escape(what)}).</b></p>"
    return f"<p><b>✗ La simulation s'écarte du calcul exact · The simulation strays from the exact answer ({escape(what)}).</b></p>"


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
        return [compare_table([["Z3 (nouveau tirage · redraw)", fraction_text(data["exact"]), f"{data['dealt']:.4f}"],
                               ["sans · without", fraction_text(data["plain"]), f"{data['drawn']:.4f}"]],
                              ["tirage · draw", "exact", f"simulation ({data['draws']})"]).data,
                check_line(data["ok"], f"{SIGMAS:g} σ")]

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
        return [compare_table(rows, ["réponse · answer", "paires possibles · pairs left", "P(Tigre d'Été)",
                                     "P(Panda d'Hiver)"]).data,
                cards_figure({label: d.cards() for label, d in steps}, "Ce que disent les réponses · What the answers say")]

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
        return [cards_figure({"exact": data["exact"], "simulation": data["simulated"]},
                             "Exact et simulé · Exact and simulated"), check_line(data["ok"], f"{data['samples']}")]

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
        table = compare_table([[m, len(d.pairs), fraction_text(d.card("tiger:summer")), fraction_text(d.element("panda"))]
                               for m, d in by_model.items()],
                              ["Oracle", "paires · pairs", "P(Tigre d'Été)", "P(un Panda · a Panda)"]).data
        figure = cards_figure({"random": by_model["random"].cards(), "hide": by_model["hide"].cards(),
                               "simulation": data["worlds"]["hide"]},
                              "Deux Oracles, mêmes réponses (points : monde « hide » simulé) · Two Oracles, same answers")
        return [table, figure, check_line(data["ok"], "random, hide")]

    return LessonRunner({"samples": samples_slider(samples), "seed": seed_slider(seed)}, compute, show)


def information_lesson(deduction):
    """Section 4's figure as a ``LessonRunner`` without controls: each guess allowed by ``deduction`` (a
    ``yozu_deduction`` posterior) by its hit chance and the information it brings, drawn on Run (the figure
    is exact, but drawing it needs matplotlib, which the page does not load before a click).
    ``data``: the deduction."""
    def compute(_values, on_step):
        on_step(1, 1)
        return deduction

    return LessonRunner({}, compute, lambda d: [guesses_figure(d)])


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
        rows = [[s, f"{float(data['expected'][s]):.3f}",
                 f"{runs[s].mean:.3f} ± {1.96 * runs[s].sd / runs[s].turns ** 0.5:.3f}" if runs else "—"]
                for s in lesson.STRATEGIES]
        shown = [compare_table(rows, ["stratégie · strategy", f"exact ({data['label']})",
                                      "simulation (95 %)"]).data]
        if runs:
            shown.append(check_line(data["ok"], f"{next(iter(runs.values())).turns} tours · turns"))
        else:
            shown.append("<p>La simulation joue des tours entiers, depuis le début du tour · The simulation plays whole "
                         "turns, from the start of the turn.</p>")
        return shown

    moment = ipw.Dropdown(options=[(f"{label}", moves) for label, moves in moments], value=(),
                          description="Depuis · From", style=WIDE, layout=ipw.Layout(width="420px"))
    return LessonRunner({"moment": moment, "turns": samples_slider(turns, "Tours · Turns", 100, 5000, 100),
                         "seed": seed_slider(seed)}, compute, show)


def _se(p, n):
    """The standard error of a frequency of chance ``p`` over ``n`` trials."""
    return (float(p) * (1 - float(p)) / n) ** 0.5
