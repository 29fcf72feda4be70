"""The class's pictures (issue 36): its guesses as a histogram, and its pooled simulation as one convergence curve.

Both are drawn from what the hub answered (``class_hub.hub``) and a lesson's ``Question``; the teacher's page and each
student's page (after Reveal) show the same pictures, a student's with their own guess marked. Written in the page's
language, with the lessons' palette (``widgets.figures``).
"""

import math
from fractions import Fraction

from cardlib.text import i18n

from ..figures import INK, SERIES, new_figure
from ..numbers import fraction_text, number_text

BINS = 20            # bars of a slider question's histogram, across its slider's range


def _say(key, lang, **params):
    return i18n.page_text(key, lang, **params)


def guesses_figure(question, guesses, own=None, exact=None, lang=None):
    """The class's ``guesses`` (numbers) at ``question``: a histogram across the question's slider range (or one bar
    per option of a choice), the student's ``own`` guess and the ``exact`` answer marked when given."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(7.5, 3.0), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    colour = SERIES[0][0]
    if question.choices:
        labels = [label for label, _value in question.choices]
        counts = [sum(1 for guess in guesses if math.isclose(guess, float(value), abs_tol=1e-9))
                  for _label, value in question.choices]
        axes.bar(range(len(labels)), counts, color=colour, label=_say("class.figure.guesses", lang, n=len(guesses)))
        axes.set_xticks(range(len(labels)), labels)
        position = {float(value): k for k, (_label, value) in enumerate(question.choices)}
        where = lambda value: position.get(round(float(value), 9), None)      # noqa: E731
    else:
        low, high, _step = question.guess
        axes.hist(guesses, bins=BINS, range=(low, high), color=colour, edgecolor="white",
                  label=_say("class.figure.guesses", lang, n=len(guesses)))
        axes.set_xlim(low, high)
        where = float
    if exact is not None and where(exact) is not None:
        axes.axvline(where(exact), color=SERIES[1][0], linewidth=2, linestyle="--",
                     label=_say("lesson.predict.exact_answer", lang) + f" {fraction_text(exact, 3, lang)}")
    if own is not None and where(own) is not None:
        axes.axvline(where(own), color=SERIES[2][0], linewidth=3, linestyle=":",
                     label=_say("lesson.predict.your_guess", lang) + f" {number_text(own, lang=lang)}")
    axes.yaxis.get_major_locator().set_params(integer=True)
    axes.set_ylabel(_say("class.figure.students", lang))
    axes.set_xlabel(_say("class.figure.guess", lang))
    axes.grid(alpha=0.3, axis="y")
    axes.legend(loc="best", fontsize=8)
    return figure


def pooled_figure(question, pooled, exact=None, lang=None):
    """The class's pooled run (``pooled``: ``{"curve": [(games, total), ...], "curves": [[(games, total), ...], ...]}``
    as the hub gives it): the class's running estimate against the class's games (log scale), each student's own
    faint behind it, and the ``exact`` answer when given."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(7.5, 3.2), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    label = _say("class.figure.each_student", lang)
    for curve in pooled.get("curves", ()):
        points = [(games, total / games) for games, total in curve if games]
        if points:
            axes.plot(*zip(*points), color=SERIES[0][0], alpha=0.3, linewidth=1, label=label)
            label = None                                  # one legend entry for all of them
    class_points = [(games, total / games) for games, total in pooled.get("curve", ()) if games]
    if class_points:
        axes.plot(*zip(*class_points), color=INK, linewidth=2.2, marker="o", markersize=3,
                  label=_say("class.figure.the_class", lang, games=class_points[-1][0]))
        axes.set_xscale("log")
    if exact is not None:
        axes.axhline(float(Fraction(exact)), color=SERIES[1][0], linewidth=2, linestyle="--",
                     label=_say("lesson.predict.exact_answer", lang) + f" {fraction_text(exact, 3, lang)}")
    if not question.choices:
        axes.set_ylim(*question.guess[:2])
    axes.set_xlabel(_say("class.figure.games_of_the_class", lang))
    axes.set_ylabel(_say("lesson.predict.probability", lang) if question.y_label is None else question.y_label)
    axes.grid(alpha=0.3)
    axes.legend(loc="best", fontsize=8)
    return figure
