"""Pictures for the Yozu probability lesson: matplotlib figures and small bilingual tables.

The numbers come from ``cardlib.lessons.yozu`` and ``cardlib.yozu_deduction``; this module only
draws them. Figures are returned as PNG images (``IPython.display.Image``), so they show the same
in Jupyter and in Voila whatever the plotting backend. Labels are bilingual, French first.
"""

from fractions import Fraction
from html import escape

from IPython.display import HTML
from matplotlib.figure import Figure

from cardlib import i18n, yozu

from ..figures import INK, SERIES

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
    figure = Figure(figsize=(10, 3.8), dpi=100, layout="constrained")
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
    figure = Figure(figsize=(8, 4.5), dpi=100, layout="constrained")
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
    return HTML('<table class="yozu-lesson-table" style="border-collapse:collapse;font-size:14px">'
                '<style>.yozu-lesson-table td,.yozu-lesson-table th{border:1px solid #bbb;padding:3px 8px}</style>'
                f"<tr>{head}</tr>{body}</table>")
