"""Pictures and controls for the Woo lesson: should I close? trumps as the stock shrinks, how many Woo?

The numbers come from ``cardlib.woo.questions`` (and ``cardlib.woo.round_woo`` for the exercise); this
module only draws them. Figures are matplotlib ``Figure`` objects (PNG in the notebook; the runners give
them as drawings, drawn once the page can: ``widgets.figures``). Every text is in one language, ``lang``: the
page's (``i18n.default_language()`` when the widget is built) unless given. ``close_lesson`` and
``trumps_lesson`` are ``LessonRunner`` s: their sample counts, seeds and players are controls with a Run
button and a progress bar. ``WooCountExercise`` asks who wins how many Woo in each case of W12 and W13 and
checks the answer against the engine. The lesson's predict-then-check questions are in
``widgets.woo.questions``.
"""

from html import escape

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.woo import solver as woo_solver
from cardlib.woo import points_words
from cardlib.woo import questions as lesson

from ..figures import INK, SERIES, LessonRunner, figures_table, new_figure
from ..panel import Panel
from ..rules_pages import link_rule_ids, rule_anchor

SIGMAS = 4.0                # standard errors a simulation may stray before a check fails
Z95 = 1.96
MIN_CELL = 25               # dealt positions a dot needs before it is drawn
TRUMP_LINES = (1, 2, 3, 4)  # unseen trumps, one curve each (the first panel)
ACE_TRUMPS = 3              # the second panel: 3 unseen trumps, ...
ACE_LINES = (1, 2, 3, 4)    # ... and 1 to 4 unseen cards of the ace's suit, one curve each
OUTCOMES = range(-3, 4)
WIDE = {"description_width": "initial"}


CHOICE_NAMES = {action: f"lesson.woo.choice.{action}" for action in ("close", "draw", "victory")}   # catalogue keys


def choice_name(action, lang=None):
    """A choice's name in ``lang`` (default: the page's language): 'close', « fermer (« On ferme ! ») »; an
    action the lesson does not name, as it is written."""
    if action in CHOICE_NAMES:
        return i18n.page_text(CHOICE_NAMES[action], lang)
    return action


def fraction_text(value, lang=None):
    """An exact value with its decimal, as ``lang`` (default: the page's language) writes numbers:
    '−25/14 ≈ −1,786' in French, '-25/14 ≈ -1.786' in English; or '2'."""
    lang = lang or i18n.default_language()
    if value.denominator == 1:
        return i18n.number(value.numerator, lang)
    return (i18n.decimal(f"{value.numerator}/{value.denominator}", lang) + " ≈ "
            + i18n.number(float(value), lang, 3))


# --- 1. should I close? -----------------------------------------------------------------------------------

def choices_figure(exact, sampled=None, lang=None):
    """Left: the exact distribution of the Woo won by each choice (bars) and the simulated shares (dots);
    right: each choice's exact mean (bar) and the simulated mean with its 95% interval; in ``lang`` (default: the
    page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(10, 3.8), dpi=100, layout="constrained", lang=lang)
    dist_axes, mean_axes = figure.subplots(1, 2, width_ratios=(2.2, 1))
    actions = list(exact)
    width = 0.8 / len(actions)
    for i, action in enumerate(actions):
        colour, hatch = SERIES[i % len(SERIES)]
        xs = [x + (i - (len(actions) - 1) / 2) * width for x in OUTCOMES]
        dist = exact[action].distribution
        dist_axes.bar(xs, [float(dist.get(x, 0)) for x in OUTCOMES], width, color=colour, hatch=hatch,
                      edgecolor="black",
                      label=i18n.page_text("lesson.woo.legend.exact", lang,
                                           choice=i18n.Message(CHOICE_NAMES[action])))
        if sampled:
            run = sampled[action]
            dist_axes.plot(xs, [run.counts.get(x, 0) / run.samples for x in OUTCOMES], "o", color=INK,
                           markersize=4, label="simulation" if i == 0 else None)
    dist_axes.set_xticks(list(OUTCOMES))
    dist_axes.set_xlabel(i18n.page_text("lesson.woo.woo_won_negative_the_opponent", lang))
    dist_axes.set_ylabel(i18n.page_text("lesson.woo.probability", lang))
    dist_axes.set_ylim(0, 1)
    dist_axes.legend(fontsize=8, loc="upper left")
    dist_axes.grid(axis="y", alpha=0.3)
    xs = range(len(actions))
    mean_axes.bar(xs, [float(exact[a].mean) for a in actions], color=[SERIES[i][0] for i in xs],
                  hatch="//", edgecolor="black")
    if sampled:
        mean_axes.errorbar(xs, [sampled[a].mean for a in actions],
                           yerr=[Z95 * exact[a].sd / sampled[a].samples ** 0.5 for a in actions],
                           fmt="o", color=INK, capsize=4,
                           label=i18n.page_text("lesson.woo.legend.simulation_95", lang))
        mean_axes.legend(fontsize=8)
    mean_axes.axhline(0, color="black", linewidth=0.8)
    mean_axes.set_xticks(list(xs), [i18n.page_text(CHOICE_NAMES[a], lang) for a in actions], fontsize=8)
    mean_axes.set_ylabel(i18n.page_text("lesson.woo.mean_woo", lang))
    mean_axes.grid(axis="y", alpha=0.3)
    figure.suptitle(i18n.page_text("lesson.woo.close_or_draw_each_world", lang), fontsize=11)
    return figure


def convergence_figure(exact, sampled, lang=None):
    """The running mean of each choice as worlds are drawn, beside its exact mean (dashed) and the band
    where 95% of running means should lie (exact mean ± 1.96 standard errors); in ``lang`` (default: the page's
    language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(10, 3.2), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    for i, (action, choice) in enumerate(exact.items()):
        colour, _ = SERIES[i % len(SERIES)]
        means = sampled[action].running_means()
        ns = range(1, len(means) + 1)
        mean = float(choice.mean)
        axes.fill_between(ns, [mean - Z95 * choice.sd / n ** 0.5 for n in ns],
                          [mean + Z95 * choice.sd / n ** 0.5 for n in ns], color=colour, alpha=0.15)
        axes.axhline(mean, color=colour, linestyle="--", linewidth=1)
        axes.plot(ns, means, color=colour, linewidth=1.5, label=choice_name(action, lang))
    axes.set_xlabel(i18n.page_text("lesson.woo.worlds_drawn", lang))
    axes.set_ylabel(i18n.page_text("lesson.woo.mean_woo_2", lang))
    centres = [float(choice.mean) for choice in exact.values()]
    axes.set_ylim(max(-3.2, min(centres) - 1), min(3.2, max(centres) + 1))     # the band's first steps run off
    axes.grid(alpha=0.3)
    axes.legend(fontsize=8, loc="lower right")
    axes.set_title(i18n.page_text("lesson.woo.the_simulated_mean_closes_in", lang), fontsize=10)
    return figure


def choices_table(exact, sampled, lang=None):
    """An HTML table: each choice's exact distribution and mean beside the simulated mean (± the half-width
    of its 95% interval), in ``lang`` (default: the page's language), numbers written its way: « −3 », « 2,196 »
    in French."""
    lang = lang or i18n.default_language()
    head = "".join(f"<th>{i18n.number(x, lang, sign=True)}</th>" for x in OUTCOMES)
    rows = []
    for action, choice in exact.items():
        cells = "".join(f"<td>{escape(str(choice.distribution.get(x, 0)))}</td>" for x in OUTCOMES)
        run = sampled[action]
        simulated = (f"{i18n.number(run.mean, lang, 3, sign=True)} ± "
                     f"{i18n.number(Z95 * choice.sd / run.samples ** 0.5, lang, 3)}")
        rows.append(f"<tr><td><b>{escape(choice_name(action, lang))}</b></td>{cells}"
                    f"<td>{escape(fraction_text(choice.mean, lang))}</td><td>{escape(simulated)}</td></tr>")
    heads = [escape(i18n.page_text(f"lesson.woo.table.{column}", lang))
             for column in ("choice", "exact_mean", "simulated_mean")]
    return figures_table(f"<tr><th>{heads[0]}</th>{head}<th>{heads[1]}</th><th>{heads[2]}</th></tr>", "".join(rows))


def check_line(ok, worst, what, lang=None):
    """A verdict on a simulation check in ``lang`` (default: the page's language), ``what`` (a count, an
    ``i18n.Message`` such as ``lesson.woo.worlds``) and the numbers written in that language."""
    worst = i18n.Number(worst, 1)
    if ok:
        return i18n.page_text("lesson.woo.the_simulation_confirms_the_exact", lang, what=what, sigmas=f"{SIGMAS:g}",
                              worst=worst)
    return i18n.page_text("lesson.woo.the_simulation_strays_standard_errors", lang, what=what, worst=worst)


def samples_slider(value, description=None, low=20, high=2000, step=20, lang=None):
    """A slider for a number of simulated worlds or games (``description`` None: "worlds drawn", in ``lang``)."""
    if description is None:
        description = i18n.page_text("lesson.woo.worlds_drawn_2", lang)
    return ipw.IntSlider(value=value, min=min(low, value), max=max(high, value), step=step,
                         description=description, style=WIDE, layout=ipw.Layout(width="420px"))


def seed_slider(value, lang=None):
    """A slider for a simulation's seed, described in ``lang`` (default: the page's language)."""
    return ipw.IntSlider(value=value, min=1, max=max(100, value), description=i18n.page_text("lesson.woo.seed", lang),
                         style=WIDE)


def close_lesson(samples=100, seed=1, state=None, lang=None):
    """Section "should I close?" as a ``LessonRunner``: the exact distribution of close and draw over every
    world of ``state`` (by default ``lesson.close_position()``), computed once, beside ``samples`` worlds
    dealt by the engine with ``seed``. ``data``: {"exact", "sampled", "z", "ok"}. ``lang``: the language of its
    texts (default: the page's, now)."""
    lang = lang or i18n.default_language()
    state = lesson.close_position() if state is None else state
    cache = {}

    def compute(values, on_step):
        n = values["samples"]
        if "exact" not in cache:
            worlds = woo_solver.count_worlds(state.view(state.current_player))
            cache["exact"] = lesson.exact_choices(state, on_step=lambda done, _: on_step(done, worlds + n))
        else:
            worlds = 0
        sampled = lesson.simulate_choices(state, n, values["seed"],
                                          on_step=lambda done, _: on_step(worlds + done, worlds + n))
        exact = cache["exact"]
        z = {a: lesson.choice_z(exact[a], sampled[a]) for a in exact}
        return {"exact": exact, "sampled": sampled, "z": z, "ok": max(z.values()) < SIGMAS}

    def show(data):
        exact, sampled = data["exact"], data["sampled"]
        return [choices_table(exact, sampled, lang), lambda: choices_figure(exact, sampled, lang),
                lambda: convergence_figure(exact, sampled, lang),
                check_line(data["ok"], max(data["z"].values()),
                           i18n.Message("lesson.woo.worlds", n=sampled["close"].samples), lang)]

    return LessonRunner({"samples": samples_slider(samples, lang=lang), "seed": seed_slider(seed, lang)}, compute, show,
                        lang=lang)


# --- 2. trumps and aces as the stock shrinks ---------------------------------------------------------------

def trumps_figure(positions, lang=None):
    """Two panels against the stock size (shrinking to the right): the exact chance that the opponent holds
    a trump (one curve per number of unseen trumps), and that they would trump your ace if you closed
    now (3 unseen trumps; one curve per unseen card count of the ace's suit); dots: dealt games. In ``lang``
    (default: the page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(10, 5), dpi=100, layout="constrained", lang=lang)
    trump_axes, ace_axes = figure.subplots(1, 2, sharey=True)
    stocks = sorted({p.stock for p in positions} | {1, 3, 5, 7, 9, 11}, reverse=True)
    panels = (
        (trump_axes, "trump", TRUMP_LINES, lambda s, k: lesson.exact_curve(s, k), lambda s, k: (s, k),
         "lesson.woo.unseen_trumps",
         i18n.page_text("lesson.woo.p_the_opponent_holds_a", lang)),
        (ace_axes, "ace", ACE_LINES, lambda s, k: lesson.exact_curve(s, ACE_TRUMPS, k), lambda s, k: (s, ACE_TRUMPS, k),
         "lesson.woo.unseen_suit_cards",
         i18n.page_text("lesson.woo.p_your_ace_trumped_if", lang, ace_trumps=ACE_TRUMPS)),
    )
    for axes, event, lines, curve, key, line_label, title in panels:
        grouped = lesson.cells(positions, event)
        for i, k in enumerate(lines):
            colour, _ = SERIES[i % len(SERIES)]
            axes.plot(stocks, [float(curve(s, k)) for s in stocks], "-", color=colour, marker="s", markersize=3,
                      label=i18n.page_text(line_label, lang, n=k))
            seen = [(s, grouped[key(s, k)]) for s in stocks if key(s, k) in grouped and grouped[key(s, k)].n >= MIN_CELL]
            if seen:
                axes.errorbar([s for s, _ in seen], [c.frequency for _, c in seen],
                              yerr=[Z95 * c.error for _, c in seen], fmt="o", color=colour,
                              markeredgecolor=INK, capsize=3)
        axes.set_xticks(stocks)
        axes.invert_xaxis()
        axes.set_xlabel(i18n.page_text("lesson.woo.cards_in_the_stock_the", lang))
        axes.set_title(title, fontsize=10)
        axes.set_ylim(0, 1.02)
        axes.grid(alpha=0.3)
        axes.legend(fontsize=8, loc="best")
    figure.suptitle(i18n.page_text("lesson.woo.curves_exact_hypergeometric_dots_dealt", lang), fontsize=10)
    return figure


def player_options(lang=None):
    """The dropdown's choices in ``lang`` (default: the page's language): blind play, then each Woo bot cardlib
    has."""
    return [(i18n.page_text("lesson.woo.blind_no_announcement", lang), "blind")] + [
        (i18n.page_text("lesson.woo.bot", lang, name=name), name) for name in lesson.players_options()[1:]]


def trumps_lesson(games=1000, seed=1, players="blind", lang=None):
    """Section "trumps as the stock shrinks" as a ``LessonRunner``: ``games`` dealt games (players per
    ``lesson.dealt_positions``), the figure, and the check of every stock size. ``data``: {"positions",
    "z" ({event: {stock: z}}), "ok"}. ``lang``: the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()

    def compute(values, on_step):
        positions = lesson.dealt_positions(values["games"], values["seed"], values["players"], on_step=on_step)
        z = {event: lesson.z_by_stock(positions, event) for event in ("trump", "ace")}
        worst = max(abs(v) for by_stock in z.values() for v in by_stock.values())
        return {"positions": positions, "z": z, "worst": worst, "games": values["games"],
                "players": values["players"], "ok": worst < SIGMAS}

    def show(data):
        shown = [lambda: trumps_figure(data["positions"], lang),
                 check_line(data["ok"], data["worst"], i18n.Message("lesson.woo.games_2", n=data["games"]), lang)]
        if data["players"] != "blind":
            shown.append(i18n.page_text("lesson.woo.these_bots_announce_close_or", lang))
        return shown

    controls = {"games": samples_slider(games, i18n.page_text("lesson.woo.games", lang), 200, 5000, 200),
                "seed": seed_slider(seed, lang),
                "players": ipw.Dropdown(options=player_options(lang), value=players,
                                        description=i18n.page_text("lesson.woo.players", lang),
                                        style=WIDE, layout=ipw.Layout(width="420px"))}
    return LessonRunner(controls, compute, show, lang=lang)


# --- 3. how many Woo? ----------------------------------------------------------------------------------------


def case_text(case, lang="en"):
    """The description of a ``WooCase``, in ``lang``."""
    def player(p):
        return i18n.player_name(p, lang)

    parts = []
    if case.closer is None:
        parts.append(i18n.text("woo.lesson.nobody_closed", lang))
    else:
        parts.append(i18n.text("woo.lesson.closed", lang, player=player(case.closer), other=player(1 - case.closer),
                               tricks=case.opponent_tricks_at_close))
    if case.caller is None:
        ended = i18n.text("woo.lesson.played_out", lang)
        parts.append(ended + (i18n.text("woo.lesson.bonus", lang) if case.closer is None else ""))
    else:
        parts.append(i18n.text("woo.lesson.called", lang, player=player(case.caller), points=case.points[case.caller]))
    parts.append(i18n.text("woo.lesson.score", lang, player=player(0), other=player(1), p0=case.points[0],
                           p1=case.points[1], t0=case.tricks[0], t1=case.tricks[1]))
    return " ".join(parts)


def case_reason(case, lang="en"):
    """The engine's own sentence for the row of W12-W14 that decides ``case``; for a tie, as if Player 1 had
    led the round's first trick, with no tie before it (W14: they lead the next round, 1 bonus Woo waits)."""
    winner, won = lesson.woo_answer(case)
    if winner is None:
        params = {"points": points_words(case.points[0]), "player": 0, "bonus": 1}
    else:
        params = {"player": winner, "other": 1 - winner, "woo": won, "points": points_words(case.points[winner]),
                  "other_points": case.points[1 - winner]}
    return i18n.text(f"woo.result.{lesson.woo_reason(case)}", lang, **params)


NOBODY = "nobody"            # the winner buttons' value for "nobody wins" (None is "not chosen yet")


class WooCountExercise(Panel):
    """'How many Woo?': for each case of W12 and W13 (``lesson.WOO_CASES``), choose the winner and the
    Woo, then Check. Nothing is chosen at first (a choice shown before any click was read as the answer):
    Check refuses an answer with a part missing. The answer is the engine's (``cardlib.woo.round_woo``);
    after a check the rule's sentence says why. ``check()`` returns True or False (None for an incomplete
    answer, which is not counted); ``results`` keeps {case name: bool}."""

    def __init__(self, cases=lesson.WOO_CASES, lang=None):
        self.cases = tuple(cases)
        self.lang = lang or i18n.default_language()
        self.index = 0
        self.results = {}
        self.verdict = None           # after check(): True or False for the case shown
        self.case_choice = ipw.Dropdown(options=[(f"{i + 1}", i) for i in range(len(self.cases))], value=0,
                                        layout=ipw.Layout(width="140px"))
        self.case_choice.observe(lambda change: self.show_case(change["new"]), "value")
        self.description = ipw.HTML()
        self.description.add_class("woo-count-case")
        self.prompt = ipw.HTML()
        self.missing = False          # after check(): the answer had a part not chosen
        self.winner = ipw.ToggleButtons(options=[("1", 0), ("2", 1), ("-", NOBODY)], value=None)
        self.winner.add_class("woo-count-winner")
        self.woo = ipw.ToggleButtons(options=[(str(n), n) for n in range(4)], value=None, style={"button_width": "48px"})
        self.woo.add_class("woo-count-woo")
        self.check_button = ipw.Button(button_style="primary")
        self.check_button.add_class("cardgames-check")
        self.check_button.on_click(lambda _: self.check())
        self.next_button = ipw.Button()
        self.next_button.on_click(lambda _: self.show_case((self.index + 1) % len(self.cases)))
        self.feedback = ipw.HTML()
        self.feedback.add_class("woo-count-feedback")
        self.summary = ipw.HTML()
        self.widget = ipw.VBox([self.case_choice, self.description, self.prompt, self.winner,
                                ipw.HBox([ipw.HTML("Woo"), self.woo]),
                                ipw.HBox([self.check_button, self.next_button]), self.feedback, self.summary])
        self.widget.add_class("woo-count-exercise")
        self.refresh()

    @property
    def case(self):
        """The case shown."""
        return self.cases[self.index]

    def show_case(self, index):
        """Show case ``index`` (from 0), answer cleared: nothing chosen."""
        self.index = index
        if self.case_choice.value != index:
            self.case_choice.value = index
        self.verdict = None
        self.missing = False
        self.winner.value = self.woo.value = None
        self.refresh()

    def answer(self, winner, woo):
        """Set the answer: ``winner`` 0, 1 or None (nobody), ``woo`` 0 to 3."""
        self.winner.value = NOBODY if winner is None else winner
        self.woo.value = woo

    def check(self):
        """Mark the answer right or wrong, and give the rule's reason; an answer with the winner or the Woo
        not chosen is refused (None, not counted), saying what is missing."""
        winner, woo = self.winner.value, self.woo.value
        self.missing = winner is None or woo is None
        if self.missing:
            self.verdict = None
        else:
            self.verdict = lesson.check_woo(self.case, None if winner == NOBODY else winner, woo)
            self.results[self.case.name] = self.verdict
        self.refresh()
        return self.verdict

    def refresh(self):
        """Redraw the texts in the current language."""
        lang = self.lang
        case = self.case
        self.case_choice.description = i18n.text("woo.lesson.case", lang)
        self.description.value = (f"<p><b>{escape(i18n.text('woo.lesson.case', lang))} {self.index + 1} "
                                  f"({rule_anchor(case.rule, lang)})</b> "
                                  f"{link_rule_ids(escape(case_text(case, lang)), lang)}</p>")
        self.prompt.value = f"<p>{escape(i18n.text('woo.lesson.prompt', lang))}</p>"
        value = self.winner.value
        self.winner.options = [(i18n.player_name(0, lang), 0), (i18n.player_name(1, lang), 1),
                               (i18n.text("woo.lesson.nobody", lang), NOBODY)]
        self.winner.value = value
        self.winner.description = i18n.text("woo.lesson.winner", lang)
        self.check_button.description = i18n.text("woo.lesson.check", lang)
        self.next_button.description = i18n.text("woo.lesson.next", lang)
        right = sum(self.results.values())
        self.summary.value = (escape(i18n.text("woo.lesson.summary", lang, right=right, tried=len(self.results),
                                               total=len(self.cases))) if self.results else "")
        if self.missing:
            part = "both" if self.winner.value is None and self.woo.value is None else (
                "winner" if self.winner.value is None else "woo")
            self.feedback.value = f"<p><b>{escape(i18n.text(f'woo.lesson.unanswered.{part}', lang))}</b></p>"
        elif self.verdict is None:
            self.feedback.value = ""
        else:
            head = i18n.text("woo.lesson.right" if self.verdict else "woo.lesson.wrong", lang)
            self.feedback.value = f"<p><b>{escape(head)}</b> {link_rule_ids(escape(case_reason(case, lang)), lang)}</p>"
