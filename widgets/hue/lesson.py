"""Figures for the Hue lesson: the deal's exact chances beside dealt games, and played rounds.

Numbers come from ``cardlib.lessons.hue``; this module only draws them, in the colours of the
cards with a letter under each bar (readable without colour vision). Labels are bilingual.
``poison_lesson`` puts the simulation's player count, rounds and seed on controls with a Run button.
"""

import ipywidgets as ipw
from matplotlib.figure import Figure

from cardlib.hue_board import COLOUR_NAMES, COLOURS
from cardlib.lessons import hue as lesson

from ..figures import INK, SERIES, LessonRunner

LABEL_ROOM = 1.3        # the value axis reaches 30% above the tallest bar: room for its label
CARD_COLOURS = {"R": "#ee6677", "Y": "#ccbb44", "G": "#228833", "B": "#4477aa", "P": "#aa3377"}


def _labels():
    return [f"{code}\n{COLOUR_NAMES[code][1]} · {COLOUR_NAMES[code][0]}" for code in COLOURS]


def deal_figure(exact, simulated, deals):
    """Bars: exact P(a centre colour in hand) per colour; dots: the share in ``deals`` dealt games."""
    figure = Figure(figsize=(8, 3.6), dpi=100, layout="constrained")
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
    figure = Figure(figsize=(8, 3.6), dpi=100, layout="constrained")
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
    figure = Figure(figsize=(7, 3.4), dpi=100, layout="constrained")
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
