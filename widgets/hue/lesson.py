"""The Hue lesson's questions and figures: the last move, the deal, and played rounds.

``LastMoveQuestion`` and ``DealQuestion`` ask predict-then-check (``widgets.predict``, issue 11): the
last move of the example round, with the cards Player 3 holds and what to guess as controls (the
exact answer enumerates every last move at Check, about 50 ms; the exact score distribution is drawn
after Check), and the deal, with the players, the colour and "centred on" or "showing" as controls.
``SELF_CHECKS`` close the lesson (``widgets.selfcheck``).

Numbers come from ``cardlib.hue.questions``; this module only draws them, in the colours of the
cards with a letter under each bar (readable without colour vision). Texts are in one language, ``lang``:
the page's (when the widget is built) unless given.
``deal_lesson`` and ``poison_lesson`` put the simulations' deals, player counts, rounds and seeds on
controls with a Run button: nothing is simulated until it is clicked. ``example_round`` is the finished
round the page scores, replayed from its moves rather than played again by the bots at load.
"""

import functools
from fractions import Fraction

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.hue.board import COLOURS
from cardlib.hue import questions as lesson

from ..figures import INK, SERIES, FigureImage, LessonRunner, figure_note, hide_figure, new_figure, show_figure
from ..panel import Panel
from ..predict import Predict, Question, question_key, register_question
from ..selfcheck import Check, SelfCheck
from .render import render_cards

SIGMAS = 4.5            # standard errors a dealt share may stray from the exact chance before the check fails
EXAMPLE_ROUND = lesson.EXAMPLE_ROUND      # the finished round the page scores (replayed, about a millisecond)
LABEL_ROOM = 1.3        # the value axis reaches 30% above the tallest bar: room for its label
CARD_COLOURS = {"R": "#ee6677", "Y": "#ccbb44", "G": "#228833", "B": "#4477aa", "P": "#aa3377"}


def colour_name(code, lang):
    """A colour's name in ``lang``, lower case as in a sentence: 'rouge', 'red'."""
    return i18n.text(f"ui.hue.colour.{code}", lang).lower()


def _labels(lang):
    return [f"{code}\n{colour_name(code, lang)}" for code in COLOURS]


def deal_figure(exact, simulated, deals, lang=None):
    """Bars: exact P(a centre colour in hand) per colour; dots: the share in ``deals`` dealt games; in ``lang``
    (default: the page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(8, 3.6), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    xs = range(len(COLOURS))
    axes.bar(xs, [float(exact[c]) for c in COLOURS], color=[CARD_COLOURS[c] for c in COLOURS],
             edgecolor="black", hatch="//", label="exact")
    axes.plot(xs, [simulated[c] for c in COLOURS], "o", color=INK,
              label=i18n.page_text("lesson.hue.deals", lang, deals=deals))
    axes.set_xticks(list(xs), _labels(lang))
    axes.set_ylim(0, 1)
    axes.set_ylabel(i18n.page_text("lesson.hue.p_card_centred_axis", lang))
    axes.legend(loc="lower right", fontsize=9)
    axes.grid(axis="y", alpha=0.3)
    return figure


def poison_figure(played, lang=None):
    """Bars: the share of played rounds that end with an area of each colour poisoned; in ``lang`` (default: the
    page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(8, 3.6), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    xs = range(len(COLOURS))
    axes.bar(xs, [played.poisoned[c] for c in COLOURS], color=[CARD_COLOURS[c] for c in COLOURS],
             edgecolor="black", hatch="xx")
    axes.set_xticks(list(xs), _labels(lang))
    axes.set_ylim(0, 1)
    axes.set_ylabel(i18n.page_text("lesson.hue.poisoned_rounds_axis", lang))
    axes.set_title(i18n.page_text("lesson.hue.simulated_rounds", lang, played_rounds=played.rounds), fontsize=11)
    axes.grid(axis="y", alpha=0.3)
    return figure


def kinds_figure(played, lang=None):
    """Bars: the mean score of a player by the kind of card kept as score card; in ``lang`` (default: the page's
    language)."""
    lang = lang or i18n.default_language()
    names = {"plain": i18n.page_text("lesson.hue.plain", lang), "striped": i18n.page_text("lesson.hue.striped", lang),
             "poison": "poison"}
    kinds = list(played.by_kind)
    figure = new_figure(figsize=(7, 3.4), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    for i, kind in enumerate(kinds):
        mean, count = played.by_kind[kind]
        colour, hatch = SERIES[i % len(SERIES)]
        axes.bar(i, mean, color=colour, hatch=hatch, edgecolor="black")
        axes.annotate(f"{i18n.number(mean, lang, 1)}\n({count})", (i, mean), ha="center", va="bottom",
                      xytext=(0, 4), textcoords="offset points")
    # Room above the tallest bar for its two-line label, so no label reaches the title.
    means = [0] + [mean for mean, _ in played.by_kind.values()]
    axes.set_ylim(min(means), max(max(means) * LABEL_ROOM, 1))
    axes.set_xticks(range(len(kinds)), [names.get(k, k) for k in kinds])
    axes.set_ylabel(i18n.page_text("lesson.hue.mean_score", lang))
    axes.set_title(i18n.page_text("lesson.hue.by_the_score_card_kept", lang), fontsize=11)
    axes.grid(axis="y", alpha=0.3)
    return figure


def example_round():
    """The finished 3-player round of ``EXAMPLE_ROUND`` (seed 5, Player 1 first), every move checked by the engine."""
    return lesson.example_position(len(EXAMPLE_ROUND))


def deal_lesson(deals=2000, seed=1, lang=None):
    """"What the deal gives" as a ``LessonRunner``: the exact chance of a card centred on each colour in a 3-player
    hand beside ``deals`` games dealt by the engine with ``seed``. ``data``: {"exact", "dealt", "deals", "ok"}.
    ``lang``: the language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()
    wide = {"description_width": "initial"}
    controls = {
        "deals": ipw.IntSlider(value=deals, min=min(200, deals), max=max(10_000, deals), step=200,
                               description=i18n.page_text("lesson.hue.deals_2", lang), style=wide,
                               layout=ipw.Layout(width="420px")),
        "seed": ipw.IntSlider(value=seed, min=1, max=max(100, seed),
                              description=i18n.page_text("lesson.hue.seed", lang), style=wide),
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
        mark, verb = ("✓", "lesson.hue.verdict.confirm") if data["ok"] else ("✗", "lesson.hue.verdict.stray")
        line = i18n.page_text("lesson.hue.exact_for_every_colour_the", lang, float_p=i18n.Number(float(p), 3),
                         sigmas=i18n.Number(SIGMAS, 1), p_numerator=p.numerator, p_denominator=p.denominator,
                         data_deals=data['deals'], verb=i18n.Message(verb))
        line = f"<p><b>{mark} {line}</b></p>"
        return [line, lambda: deal_figure(data["exact"], data["dealt"], data["deals"], lang)]

    return LessonRunner(controls, compute, show, lang=lang)


def players_options(lang):
    """The player counts a Hue lesson offers (2 to 5), as a dropdown's options in ``lang``."""
    return [(i18n.page_text("lesson.hue.players_2", lang, n=n), n) for n in range(2, 6)]


def poison_lesson(players=3, rounds=120, seed=1, lang=None):
    """The poison and score-card simulation as a ``LessonRunner``: choose players, rounds and seed, then Run.
    Its ``data`` is the last ``PlayedRounds``; it shows ``poison_figure`` and ``kinds_figure``. ``lang``: the
    language of its texts (default: the page's, now)."""
    lang = lang or i18n.default_language()
    wide = {"description_width": "initial"}
    controls = {
        "players": ipw.Dropdown(options=players_options(lang), value=players,
                                description=i18n.page_text("lesson.hue.players", lang), style=wide),
        "rounds": ipw.IntSlider(value=rounds, min=20, max=400, step=20,
                                description=i18n.page_text("lesson.hue.rounds", lang), style=wide),
        "seed": ipw.IntSlider(value=seed, min=1, max=100, description=i18n.page_text("lesson.hue.seed", lang),
                              style=wide),
    }

    def compute(values, on_step):
        return lesson.play_rounds(players=values["players"], rounds=values["rounds"], seed=values["seed"],
                                  bot="random", on_step=on_step)

    def show(played):
        return [lambda: poison_figure(played, lang), lambda: kinds_figure(played, lang)]

    return LessonRunner(controls, compute, show, lang=lang)


# --- predict, then check (issue 11) ------------------------------------------------------------------------

LAST_PLAYER = 2                 # Player 3 makes the example round's last move
THRESHOLD = 85                  # the score Player 1 may reach or pass, in the "score" question
LAST_MOVE_QUANTITIES = ("keep_poison", "score", "mean")
MEAN_GUESS = (0.0, 120.0, 1.0)      # the mean score slider: min, max, step
SIMULATED_MOVES = 4000


@functools.lru_cache(maxsize=32)
def last_move_endings(poison, other):
    """Every ending of the example round with Player 3 holding ``poison`` and ``other`` (cached: ~50 ms each)."""
    return tuple(lesson.last_move_endings(lesson.last_move_position(poison, other)))


def _keeps(poison):
    return lambda ending: 0 if ending.move.startswith(f"play {poison} ") else 1


def _reaches(ending):
    return 1 if ending.scores[0] >= THRESHOLD else 0


def _last_score(ending):
    return ending.scores[LAST_PLAYER]


def last_move_measure(quantity, poison):
    """The number one ``Ending`` counts for in ``quantity``: 1 or 0 for an event, Player 3's score for the mean."""
    if quantity == "keep_poison":
        return _keeps(poison)
    if quantity == "score":
        return _reaches
    if quantity == "mean":
        return _last_score
    raise ValueError(f"quantity is one of {', '.join(LAST_MOVE_QUANTITIES)}, not {quantity!r}")


def last_move_exact(poison, other, quantity):
    """The exact answer of the last-move question, from every last move (``lesson.last_move_endings``)."""
    endings = last_move_endings(poison, other)
    measure = last_move_measure(quantity, poison)
    return Fraction(sum(measure(e) for e in endings), len(endings))


def last_move_quantities(lang):
    """What the last-move question may ask, as its buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.hue.p_player_3_keeps_their", lang), "keep_poison"),
            (i18n.page_text("lesson.hue.p_player_1_scores_or", lang, threshold=THRESHOLD), "score"),
            (i18n.page_text("lesson.hue.player_3_s_mean_score", lang), "mean"))


def last_move_question(poison="P2", other="T8", quantity="keep_poison", lang=None):
    """The ``Question`` for the example round's last move, Player 3 holding ``poison`` and ``other`` and
    laying one of them at random (each legal move equally likely, the random bot). The exact answer
    enumerates every last move at Check; the simulation draws them (``lesson.ending_chunks``). Its texts are in
    ``lang`` (default: the page's language)."""
    measure = last_move_measure(quantity, poison)
    setting = i18n.page_text("lesson.hue.one_move_is_left_player", lang, poison=poison, other=other)
    asks = {
        "keep_poison": i18n.page_text("lesson.hue.what_is_the_chance_that", lang, poison=poison),
        "score": i18n.page_text("lesson.hue.what_is_the_chance_that_2", lang, threshold=THRESHOLD),
        "mean": i18n.page_text("lesson.hue.what_is_player_3_s", lang),
    }
    prompt = f"<p>{setting}<br><b>{asks[quantity]}</b></p>"

    def exact():                        # computed at Check
        return last_move_exact(poison, other, quantity)

    def simulate(seed):
        return lesson.ending_chunks(lesson.last_move_position(poison, other), seed)

    key = question_key("hue.last_move", poison, other, quantity)
    if quantity == "mean":
        return Question(prompt, exact, simulate, measure, guess=MEAN_GUESS, games=SIMULATED_MOVES,
                        y_label=i18n.page_text("lesson.hue.mean_score", lang), key=key)
    return Question(prompt, exact, simulate, measure, games=SIMULATED_MOVES, key=key)


register_question("hue.last_move", last_move_question)


def score_figure(distribution, player, threshold=None, lang=None):
    """Bars: the exact distribution of ``player``'s final score ({score: Fraction}), the scores at or above
    ``threshold`` (if given) hatched differently; in ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    figure = new_figure(figsize=(7.5, 3.0), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    scores = list(distribution)
    for i, reached in enumerate((False, True)):
        chosen = [s for s in scores if (threshold is not None and s >= threshold) == reached]
        if chosen:
            colour, hatch = SERIES[i]
            axes.bar(chosen, [float(distribution[s]) for s in chosen], color=colour, hatch=hatch, edgecolor="black",
                     label=(i18n.page_text("lesson.hue.or_more", lang, threshold=threshold) if reached else None))
    axes.set_xlabel(i18n.page_text("lesson.hue.player_s_final_score", lang, player_1=player + 1))
    axes.set_ylabel(i18n.page_text("lesson.hue.exact_probability", lang))
    axes.set_title(i18n.page_text("lesson.hue.every_last_move_counted_the", lang), fontsize=10)
    if threshold is not None:
        axes.legend(fontsize=8)
    axes.grid(axis="y", alpha=0.3)
    return figure


class LastMoveQuestion(Panel):
    """The last move of the example round, predict-then-check: controls for Player 3's two cards (the poison
    card and the other, each exchanged with cards left out of the round) and what to guess; a ``Predict`` that
    follows them; after Check, the exact distribution of the score asked about. Nothing runs before a click.
    ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, poison="P2", other="T8", quantity="keep_poison", seed=1, pace=None, lang=None):
        self.lang = lang = lang or i18n.default_language()
        wide = {"description_width": "initial"}
        self.poison = ipw.Dropdown(options=list(lesson.POISON_OPTIONS), value=poison, style=wide,
                                   description=i18n.page_text("lesson.hue.player_3_s_poison_card", lang),
                                   layout=ipw.Layout(width="300px"))
        self.poison.add_class("hue-question-poison")
        self.other = ipw.Dropdown(options=list(lesson.OTHER_OPTIONS), value=other, style=wide,
                                  description=i18n.page_text("lesson.hue.their_other_card", lang),
                                  layout=ipw.Layout(width="260px"))
        self.other.add_class("hue-question-other")
        self.quantity = ipw.ToggleButtons(options=last_move_quantities(lang), value=quantity,
                                          style={"button_width": "330px"})
        self.quantity.add_class("hue-question-quantity")
        self.cards = ipw.HTML()
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        self.distribution = FigureImage(format="png", layout=ipw.Layout(max_width="760px", display="none"))
        self.note = figure_note()
        self.predict.check_button.on_click(lambda _button: self.show_distribution())
        for control in (self.poison, self.other, self.quantity):
            control.observe(self._changed, "value")
        self._show_cards()
        self.widget = ipw.VBox([ipw.HBox([self.poison, self.other], layout=ipw.Layout(flex_flow="row wrap")),
                                self.cards, self.quantity, self.predict.widget, self.distribution, self.note])
        self.widget.add_class("hue-question")

    def question(self):
        """The ``Question`` the controls ask."""
        return last_move_question(self.poison.value, self.other.value, self.quantity.value, self.lang)

    def _show_cards(self):
        self.cards.value = render_cards([self.poison.value, self.other.value], self.lang)

    def _changed(self, _change):
        self._show_cards()
        hide_figure(self.distribution, self.note)
        self.predict.set_question(self.question())

    def show_distribution(self):
        """Draw the exact distribution of the score the question is about (after a check: it gives the answer)."""
        if not self.predict.checked:
            return
        player = 0 if self.quantity.value == "score" else LAST_PLAYER
        threshold = THRESHOLD if self.quantity.value == "score" else None
        endings = last_move_endings(self.poison.value, self.other.value)
        distribution = lesson.score_distribution(endings, player)
        show_figure(self.distribution, lambda: score_figure(distribution, player, threshold, self.lang),
                    note=self.note)


def deal_kinds(lang):
    """"Centred on" or "showing" a colour, as the deal question's buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.hue.centred_on_the_colour", lang), "centre"),
            (i18n.page_text("lesson.hue.showing_the_colour", lang), "shows"))


def deal_exact(colour, players, kind):
    """The exact chance that player 1's hand holds a standard card centred on (``kind`` 'centre') or showing
    ('shows') ``colour``."""
    if kind == "centre":
        return lesson.centre_chance(colour, players)
    if kind == "shows":
        return lesson.colour_chance(colour, players)
    raise ValueError(f"kind is 'centre' or 'shows', not {kind!r}")


def deal_test(colour, kind):
    """The test a dealt standard card passes for the deal question."""
    if kind == "centre":
        return lambda card: card.centre == colour
    return lambda card: colour in card.colours


def deal_question(colour="R", players=3, kind="centre", lang=None):
    """The ``Question`` for the deal: the chance that a hand holds a standard card centred on (or showing)
    ``colour`` at ``players`` players; exact by counting (hypergeometric), simulated by dealing games. Its texts
    are in ``lang`` (default: the page's language)."""
    cards = lesson.standard_cards_each(players)
    what = i18n.Message("lesson.hue.centred_on" if kind == "centre" else "lesson.hue.showing")
    # The catalogues name the colour name_fr and name_en, each its own language's.
    prompt = i18n.page_text("lesson.hue.with_players_each_is_dealt", lang, players=players, cards=cards, what=what,
                            name_fr=colour_name(colour, "fr"), colour=colour, name_en=colour_name(colour, "en"))
    test = deal_test(colour, kind)
    return Question(f"<p><b>{prompt}</b></p>", lambda: deal_exact(colour, players, kind),
                    lambda seed: lesson.dealt_chunks(test, players, seed), int, games=SIMULATED_MOVES,
                    key=question_key("hue.deal", colour, players, kind))


register_question("hue.deal", lambda colour, players, kind, lang=None: deal_question(colour, int(players), kind, lang))


class DealQuestion(Panel):
    """The deal question, predict-then-check: controls for the players, the colour and "centred on" or
    "showing"; a ``Predict`` that follows them. ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, colour="R", players=3, kind="centre", seed=1, pace=None, lang=None):
        self.lang = lang = lang or i18n.default_language()
        wide = {"description_width": "initial"}
        self.players = ipw.Dropdown(options=players_options(lang), value=players,
                                    description=i18n.page_text("lesson.hue.players", lang), style=wide)
        self.players.add_class("hue-deal-players")
        self.colour = ipw.Dropdown(options=[(f"{c} · {colour_name(c, lang)}", c) for c in COLOURS],
                                   value=colour, description=i18n.page_text("lesson.hue.colour", lang), style=wide)
        self.colour.add_class("hue-deal-colour")
        self.kind = ipw.ToggleButtons(options=deal_kinds(lang), value=kind, style={"button_width": "260px"})
        self.kind.add_class("hue-deal-kind")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        for control in (self.players, self.colour, self.kind):
            control.observe(lambda _change: self.predict.set_question(self.question()), "value")
        self.widget = ipw.VBox([ipw.HBox([self.players, self.colour], layout=ipw.Layout(flex_flow="row wrap")),
                                self.kind, self.predict.widget])
        self.widget.add_class("hue-deal-question")

    def question(self):
        """The ``Question`` the controls ask."""
        return deal_question(self.colour.value, self.players.value, self.kind.value, self.lang)


# The lesson's closing questions; tests/cardlib/hue/test_hue_questions.py checks each claim against cardlib.hue.questions.
SELF_CHECKS = (
    Check("lesson.hue.check.player_3_holds_p2_and",
          ("lesson.hue.check.1_4", "lesson.hue.check.1_2",
           "lesson.hue.check.it_depends_on_the_board"), 1,
          "lesson.hue.check.1_2_the_placement_rule"),
    Check("lesson.hue.check.in_this_position_what_does",
          ("lesson.hue.check.nothing_poison_only_counts_on",
           "lesson.hue.check.about_50_points_every_move",
           "lesson.hue.check.exactly_10_points"), 1,
          "lesson.hue.check.keeping_t8_player_3_scores"),
    Check("lesson.hue.check.the_chance_of_holding_a",
          ("lesson.hue.check.higher", "lesson.hue.check.the_same",
           "lesson.hue.check.lower"), 2,
          "lesson.hue.check.lower_at_5_players_each"),
    Check("lesson.hue.check.is_the_chance_of_holding",
          ("lesson.hue.check.yes", "lesson.hue.check.no_purple_is_rarer"), 0,
          "lesson.hue.check.yes_each_colour_is_the"),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
