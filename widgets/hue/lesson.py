"""Figures for the Hue lesson: the deal's exact chances beside dealt games, and played rounds.

Numbers come from ``cardlib.lessons.hue``; this module only draws them, in the colours of the
cards with a letter under each bar (readable without colour vision). Labels are bilingual.
``deal_lesson`` and ``poison_lesson`` put the simulations' deals, player counts, rounds and seeds on
controls with a Run button: nothing is simulated until it is clicked. ``example_round`` is the finished
round the page scores, replayed from its moves rather than played again by the bots at load.
"""

import ipywidgets as ipw

from cardlib.hue_board import COLOUR_NAMES, COLOURS
from cardlib.lessons import hue as lesson

from ..figures import INK, SERIES, LessonRunner, new_figure

SIGMAS = 4.5            # standard errors a dealt share may stray from the exact chance before the check fails
EXAMPLE_ROUND = lesson.EXAMPLE_ROUND      # the finished round the page scores (replayed, about a millisecond)
LABEL_ROOM = 1.3        # the value axis reaches 30% above the tallest bar: room for its label
CARD_COLOURS = {"R": "#ee6677", "Y": "#ccbb44", "G": "#228833", "B": "#4477aa", "P": "#aa3377"}


def _labels():
    return [f"{code}\n{COLOUR_NAMES[code][1]} · {COLOUR_NAMES[code][0]}" for code in COLOURS]


def deal_figure(exact, simulated, deals):
    """Bars: exact P(a centre colour in hand) per colour; dots: the share in ``deals`` dealt games."""
    figure = new_figure(figsize=(8, 3.6), dpi=100, layout="constrained")
    axes = figure.subplots()
    xs = range(len(COLOURS))
    axes.bar(xs, [float(exact[c]) for c in COLOURS], color=[CARD_COLOURS[c] for c in COLOURS],
             edgecolor="black", hatch="//", label="exact")
    axes.plot(xs, [simulated[c] for c in COLOURS], "o", color=INK, label=f"{deals} donnes · deals")
    axes.set_xticks(list(xs), _labels())
    axes.set_ylim(0, 1)
    axes.set_ylabel("P(carte au centre de cette couleur)\nP(a card centred on this colour)")
    axes.legend(loc="lower right", fontsize=9)
    axes.grid(axis="y", alpha=0.3)
    return figure


def poison_figure(played):
    """Bars: the share of played rounds that end with an area of each colour poisoned."""
    figure = new_figure(figsize=(8, 3.6), dpi=100, layout="constrained")
    axes = figure.subplots()
    xs = range(len(COLOURS))
    axes.bar(xs, [played.poisoned[c] for c in COLOURS], color=[CARD_COLOURS[c] for c in COLOURS],
             edgecolor="black", hatch="xx")
    axes.set_xticks(list(xs), _labels())
    axes.set_ylim(0, 1)
    axes.set_ylabel("manches avec une zone empoisonnée\nrounds with a poisoned area")
    axes.set_title(f"{played.rounds} manches simulées · simulated rounds", fontsize=11)
    axes.grid(axis="y", alpha=0.3)
    return figure


def kinds_figure(played):
    """Bars: the mean score of a player by the kind of card kept as score card."""
    names = {"plain": "unie · plain", "striped": "à rayures · striped", "poison": "poison"}
    kinds = list(played.by_kind)
    figure = new_figure(figsize=(7, 3.4), dpi=100, layout="constrained")
    axes = figure.subplots()
    for i, kind in enumerate(kinds):
        mean, count = played.by_kind[kind]
        colour, hatch = SERIES[i % len(SERIES)]
        axes.bar(i, mean, color=colour, hatch=hatch, edgecolor="black")
        axes.annotate(f"{mean:.1f}\n({count})", (i, mean), ha="center", va="bottom", xytext=(0, 4),
                      textcoords="offset points")
    # Room above the tallest bar for its two-line label, so no label reaches the title.
    means = [0] + [mean for mean, _ in played.by_kind.values()]
    axes.set_ylim(min(means), max(max(means) * LABEL_ROOM, 1))
    axes.set_xticks(range(len(kinds)), [names.get(k, k) for k in kinds])
    axes.set_ylabel("score moyen · mean score")
    axes.set_title("Selon la carte Score gardée · By the score card kept", fontsize=11)
    axes.grid(axis="y", alpha=0.3)
    return figure


def example_round():
    """The finished 3-player round of ``EXAMPLE_ROUND`` (seed 5, Player 1 first), every move checked by the engine."""
    return lesson.example_position(len(EXAMPLE_ROUND))


def deal_lesson(deals=2000, seed=1):
    """"What the deal gives" as a ``LessonRunner``: the exact chance of a card centred on each colour in a 3-player
    hand beside ``deals`` games dealt by the engine with ``seed``. ``data``: {"exact", "dealt", "deals", "ok"}."""
    wide = {"description_width": "initial"}
    controls = {
        "deals": ipw.IntSlider(value=deals, min=min(200, deals), max=max(10_000, deals), step=200,
                               description="Donnes · Deals", style=wide, layout=ipw.Layout(width="420px")),
        "seed": ipw.IntSlider(value=seed, min=1, max=max(100, seed), description="Graine · Seed", style=wide),
    }

    def compute(values, on_step):
        n = values["deals"]
        exact = {c: lesson.centre_chance(c) for c in COLOURS}
        dealt = {}
        for i, c in enumerate(COLOURS):
            dealt[c] = lesson.simulate_hands(lambda card, c=c: card.centre == c, 3, n, seed=values["seed"],
                                             on_step=lambda done, _total, i=i: on_step(i * n + done, len(COLOURS) * n))
        ok = all(abs(dealt[c] - float(exact[c])) <= SIGMAS * (float(exact[c]) * (1 - float(exact[c])) / n) ** 0.5
                 for c in COLOURS)
        return {"exact": exact, "dealt": dealt, "deals": n, "ok": ok}

    def show(data):
        p = data["exact"][COLOURS[0]]
        mark, fr, en = (("✓", "confirment", "confirm") if data["ok"] else ("✗", "s'écartent de", "stray from"))
        line = (f"<p><b>{mark} exact : {p.numerator}/{p.denominator} ≈ {float(p):.3f} pour chaque couleur ; les "
                f"{data['deals']} donnes {fr} le calcul ({SIGMAS:g} erreurs types). · exact: {p.numerator}/"
                f"{p.denominator} ≈ {float(p):.3f} for every colour; the {data['deals']} deals {en} it "
                f"({SIGMAS:g} standard errors).</b></p>")
        return [line, deal_figure(data["exact"], data["dealt"], data["deals"])]

    return LessonRunner(controls, compute, show)


def poison_lesson(players=3, rounds=120, seed=1):
    """The poison and score-card simulation as a ``LessonRunner``: choose players, rounds and seed, then Run.
    Its ``data`` is the last ``PlayedRounds``; it shows ``poison_figure`` and ``kinds_figure``."""
    wide = {"description_width": "initial"}
    controls = {
        "players": ipw.Dropdown(options=[(f"{n} joueurs · {n} players", n) for n in range(2, 6)], value=players,
                                description="Joueurs · Players", style=wide),
        "rounds": ipw.IntSlider(value=rounds, min=20, max=400, step=20, description="Manches · Rounds", style=wide),
        "seed": ipw.IntSlider(value=seed, min=1, max=100, description="Graine · Seed", style=wide),
    }

    def compute(values, on_step):
        return lesson.play_rounds(players=values["players"], rounds=values["rounds"], seed=values["seed"],
                                  bot="random", on_step=on_step)

    return LessonRunner(controls, compute, lambda played: [poison_figure(played), kinds_figure(played)])
