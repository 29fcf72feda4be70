"""Pictures and controls for the Yoyo lesson "can I play?".

The numbers come from ``cardlib.yoyo.questions`` (whether a card can be laid: ``cardlib.yoyo.cards.can_lay``);
this module only draws them. Figures are matplotlib ``Figure`` objects (PNG in the notebook; the runners give
them as drawings, drawn once the page can: ``widgets.figures``). Every text is in one language, ``lang``: the
page's (``i18n.default_language()`` when the widget is built) unless given.
``chance_lesson`` and ``dealt_lesson`` are ``LessonRunner`` s: the pile's value and direction, the hand
size, the sample counts and seeds are controls with a Run button and a progress bar.

Predict, then check (issue 11, ``widgets.predict``): ``PileQuestion`` asks "can I play?" or "how many cards
before I can?" with the pile (value, direction) and the hand size as controls; the student guesses, checks
the exact answer and watches a simulation converge to it. ``SELF_CHECKS`` close the lesson.
"""

from fractions import Fraction
from html import escape

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.yoyo import questions as lesson
from cardlib.yoyo import cards_words
from cardlib.yoyo.cards import DECK, DOWN, UP

from ..figures import INK, SERIES, LessonRunner, figures_table, new_figure
from ..panel import Panel
from ..predict import Predict, Question, question_key, register_question
from ..selfcheck import Check, SelfCheck
from ..rules_pages import rule_anchor

SIGMAS = 4.0                # standard errors a simulation may stray before a check fails
Z95 = 1.96
WIDE = {"description_width": "initial"}
DIRECTION_NAMES = {UP: "lesson.yoyo.direction.up", DOWN: "lesson.yoyo.direction.down"}   # catalogue keys
ARROWS = {UP: "↑", DOWN: "↓"}


def direction_name(direction, lang=None):
    """A direction's name in ``lang`` (default: the page's language): '↑ up', '↑ monte'."""
    return f"{ARROWS[direction]} {i18n.page_text(DIRECTION_NAMES[direction], lang)}"


def page_language(lang=None):
    """The language a text is written in: ``lang``, else the page's (``i18n.default_language()``)."""
    return lang or i18n.default_language()


def cite(rule, lang=None):
    """The link citing ``rule`` in a text in ``lang`` (default: the page's language), to its row of the rules page
    in that language."""
    return rule_anchor(rule, page_language(lang))


def fraction_text(value, lang=None):
    """An exact value with its decimal, in ``lang`` (default: the page's language): '58/27 ≈ 2,1481' in French,
    '58/27 ≈ 2.1481' in English, or '2'; a long fraction as its decimal only."""
    value, lang = Fraction(value), page_language(lang)
    if value.denominator == 1:
        return i18n.number(value.numerator, lang)
    if value.denominator > 10**9:
        return f"≈ {i18n.number(float(value), lang, 6)}"
    return f"{i18n.decimal(str(value), lang)} ≈ {i18n.number(float(value), lang, 4)}"


class Exact(i18n.Number):
    """An exact value given as a message parameter, written with ``fraction_text`` in each text's language
    ('58/27 ≈ 2,1481' in the French text, '58/27 ≈ 2.1481' in the English one)."""

    __slots__ = ()

    def __init__(self, value):
        super().__init__(Fraction(value))

    def written(self, lang="en"):
        return fraction_text(self.value, lang)

    __str__ = written


def cards_count(n):
    """'7 cartes' / '7 cards' (a count inside a sentence that counts something else)."""
    return i18n.Message("lesson.yoyo.count.cards", n=n)


def pile_words(value, direction):
    """The pile in each text's language: '10 ↑ (monte)' / '10 ↑ (up)'."""
    return i18n.Message("lesson.yoyo.pile", v=value, arrow=ARROWS[direction],
                        direction=i18n.Message(DIRECTION_NAMES[direction]))


def check_line(ok, worst, what, lang=None):
    """A verdict on a simulation check, in ``lang`` (default: the page's language); ``what``: the simulation's
    name (an ``i18n.Message``)."""
    if ok:
        return "<p><b>" + escape(i18n.page_text("lesson.yoyo.the_simulation_confirms_the_exact", lang, what=what,
                                                sigmas=SIGMAS, worst=worst)) + "</b></p>"
    return "<p><b>" + escape(i18n.page_text("lesson.yoyo.the_simulation_strays_standard_errors", lang, what=what,
                                            worst=worst)) + "</b></p>"


# --- can I play? how many cards before I can? ----------------------------------------------------------------

def pile_text(value, direction, lang=None):
    """A pile's name in ``lang`` (default: the page's language): '10 ↑ (up)', '10 ↑ (monte)'."""
    return f"{value} {ARROWS[direction]} ({i18n.page_text(DIRECTION_NAMES[direction], lang)})"


def answer_html(data, lang=None):
    """The answer for the chosen pile in words, the rules cited linked (Y3, Y6, Y7)."""
    v, d, n = data["value"], data["direction"], data["hand"]
    k, total, p, e = data["playable"], len(DECK), data["exact"], data["draws_mean"]
    unseen = total - n
    return i18n.page_text("lesson.yoyo.pile_at_going_of_the", lang, v=v, direction=i18n.Message(DIRECTION_NAMES[d]),
                     rule_y3=cite('Y3', lang), deck=cards_count(total),
                     playable=i18n.Message("lesson.yoyo.count.can_be_laid", n=k), k=k, total=total, n=n,
                     total_k=total - k, chance=Exact(p), rule_y7=cite('Y7', lang), rule_y6=cite('Y6', lang),
                     unseen=unseen, mean=Exact(e))


def exact_table(corner, simulated, chance, sampled, draws, drawn, z, lang=None):
    """An HTML table: an exact chance and an exact draw law (their means) beside their simulations and the gaps
    ``z`` (chance, draws) in standard errors. ``corner``: the top left cell; ``simulated``: the simulation's column head (its 95% interval);
    ``chance``: (row name, exact chance) and ``sampled`` its ``Sampled``; ``drawn``: the simulated draws. The numbers
    are written in ``lang``, else in the page's language."""
    name, p = chance
    error = (float(p) * (1 - float(p)) / sampled.samples) ** 0.5
    mean, sd = lesson.moments(draws)
    written = page_language(lang)

    def number(x, digits):
        return i18n.number(float(x), written, digits)

    rows = ((name, fraction_text(p, written), f"{number(sampled.frequency, 4)} ± {number(Z95 * error, 4)}",
             number(z[0], 2)),
            (i18n.page_text("lesson.yoyo.mean_cards_drawn", lang), fraction_text(mean, written),
             f"{number(sum(drawn) / len(drawn), 3)} ± {number(Z95 * sd / len(drawn) ** 0.5, 3)}", number(z[1], 2)))
    gap = i18n.page_text("lesson.yoyo.gap_standard_errors", lang)
    # An empty corner is a data cell: a header cell needs a text (axe-core's empty-table-header).
    first = f"<th>{escape(corner)}</th>" if corner else "<td></td>"
    head = "<tr>" + first + "".join(f"<th>{escape(cell)}</th>" for cell in ("exact", simulated, gap)) + "</tr>"
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return figures_table(head, body)


def answer_table(data, lang=None):
    """The chosen pile's exact chance and mean draws beside their simulations, as an HTML table."""
    return exact_table(pile_text(data["value"], data["direction"], lang),
                       i18n.page_text("lesson.yoyo.simulation_95", lang),
                       (i18n.page_text("lesson.yoyo.p_can_play", lang), data["exact"]), data["sampled"],
                       data["draws"], data["drawn"], (data["z_hands"], data["z_draws"]), lang)


def piles_figure(data, lang=None):
    """Two panels over the 20 values, up and down, for a fresh deck and the chosen hand size: the exact chance
    that a random hand can lay a card, and the mean cards a stuck player draws before one can be laid; the
    chosen pile's simulation as a dot with its 95% interval."""
    lang = page_language(lang)
    figure = new_figure(figsize=(10, 3.9), dpi=100, layout="constrained", lang=lang)
    chance_axes, draws_axes = figure.subplots(1, 2)
    values = lesson.VALUES
    n = data["hand"]
    panels = ((chance_axes, data["chances"], i18n.page_text("lesson.yoyo.p_a_hand_of_can", lang)),
              (draws_axes, data["means"], i18n.page_text("lesson.yoyo.cards_drawn_before_one_can", lang)))
    for axes, curve, title in panels:
        for i, direction in enumerate(lesson.DIRECTIONS):
            colour, _ = SERIES[i]
            axes.plot(values, [float(curve[(v, direction)]) for v in values], "-", marker="s" if i else "o",
                      markersize=4, color=colour, label=direction_name(direction, lang))
        axes.set_xticks(values)
        axes.set_xlabel(i18n.page_text("lesson.yoyo.the_pile_s_value", lang))
        axes.set_title(title.format(n=n), fontsize=10)
        axes.grid(alpha=0.3)
    hands = data["sampled"]
    p = float(data["exact"])
    chance_axes.errorbar([data["value"]], [hands.frequency], yerr=[Z95 * (p * (1 - p) / hands.samples) ** 0.5],
                         fmt="D", color=INK, capsize=4, label=i18n.page_text("lesson.yoyo.simulation_95", lang))
    _, sd = lesson.moments(data["draws"])
    drawn = data["drawn"]
    draws_axes.errorbar([data["value"]], [sum(drawn) / len(drawn)], yerr=[Z95 * sd / len(drawn) ** 0.5], fmt="D",
                        color=INK, capsize=4, label=i18n.page_text("lesson.yoyo.simulation_95", lang))
    chance_axes.set_ylim(top=1.0)
    chance_axes.legend(fontsize=8, loc="lower center")
    draws_axes.legend(fontsize=8, loc="upper center")
    figure.suptitle(i18n.page_text("lesson.yoyo.fresh_deck_cards_going_up", lang, len_deck=len(DECK)),
                    fontsize=11)
    return figure


def draws_figure(dist, drawn, direction, title, lang=None):
    """The exact distribution ``dist`` of the cards drawn until one can be laid (bars, coloured by the pile's
    ``direction``), beside the share of each count among the simulated ``drawn`` (dots), under ``title``; in
    ``lang`` (default: the page's language)."""
    lang = page_language(lang)
    figure = new_figure(figsize=(10, 3.2), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    shown = max(max(d for d, p in dist.items() if p >= Fraction(1, 1000)), max(drawn))
    counts = range(1, shown + 1)
    colour, hatch = SERIES[0 if direction == UP else 1]
    axes.bar(counts, [float(dist.get(d, 0)) for d in counts], color=colour, hatch=hatch, edgecolor="black",
             label="exact")
    axes.plot(counts, [drawn.count(d) / len(drawn) for d in counts], "o", color=INK, markersize=4,
              label=f"simulation ({len(drawn)})")
    mean, _ = lesson.moments(dist)
    axes.axvline(float(mean), color=INK, linestyle="--", linewidth=1,
                 label=i18n.page_text("lesson.yoyo.exact_mean", lang, float_mean=float(mean)))
    axes.set_xlim(0.4, shown + 0.6)
    from matplotlib.ticker import MaxNLocator          # imported with the first figure, as matplotlib itself
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel(i18n.page_text("lesson.yoyo.cards_drawn_up_to_the", lang))
    axes.set_ylabel(i18n.page_text("lesson.yoyo.probability", lang))
    axes.grid(axis="y", alpha=0.3)
    axes.legend(fontsize=8)
    axes.set_title(title, fontsize=10)
    return figure


def stuck_title(data, lang=None):
    """The title of the draws of a stuck player in ``chance_data``, in ``lang`` (default: the page's language)."""
    v, d, n = data["value"], data["direction"], data["hand"]
    # The catalogues name the pile pile_fr and pile_en, each its own language's.
    return i18n.page_text("lesson.yoyo.stuck_with", lang, n=n, pile_fr=pile_text(v, d, "fr"),
                          pile_en=pile_text(v, d, "en"))


def value_slider(value, lang=None):
    """The pile's value, 1 to 20."""
    return ipw.IntSlider(value=value, min=1, max=20, description=i18n.page_text("lesson.yoyo.pile_value", lang),
                         style=WIDE)


def direction_buttons(direction, lang=None):
    """The pile's direction, up or down (Y3)."""
    return ipw.ToggleButtons(options=[(direction_name(d, lang), d) for d in lesson.DIRECTIONS], value=direction,
                             style={"button_width": "150px"})


def hand_slider(hand, lang=None):
    """The number of cards in hand, 1 to 20 (a stuck hand of 20 still leaves every playable card unseen)."""
    return ipw.IntSlider(value=hand, min=1, max=20, description=i18n.page_text("lesson.yoyo.cards_in_hand", lang),
                         style=WIDE)


def samples_slider(value, description, low=500, high=20_000, step=500):
    """A slider for a number of simulated hands, stocks or games."""
    return ipw.IntSlider(value=value, min=min(low, value), max=max(high, value), step=step,
                         description=description, style=WIDE, layout=ipw.Layout(width="420px"))


def seed_slider(value, lang=None):
    """A slider for a simulation's seed."""
    return ipw.IntSlider(value=value, min=1, max=max(100, value), description=i18n.page_text("lesson.yoyo.seed", lang),
                         style=WIDE)


def chance_data(value, direction, hand, samples, seed, on_step=None):
    """Everything ``chance_lesson`` shows for one choice of the controls: the exact chances and mean draws of
    every pile (fresh deck), and the chosen pile's simulations (hands, then stuck players) with their gaps."""
    def step(offset):
        return None if on_step is None else (lambda done, _total: on_step(offset + done, 2 * samples))

    chances = lesson.fresh_chances(hand)
    counts = lesson.playable_counts()
    means = {pile: lesson.expected_draws(len(DECK) - hand, k) for pile, k in counts.items()}
    exact = chances[(value, direction)]
    sampled = lesson.simulate_hands(DECK, value, direction, hand, samples, seed, on_step=step(0))
    draws = lesson.stuck_draws(value, direction, hand)
    drawn = lesson.simulate_stuck_draws(value, direction, hand, samples, seed, on_step=step(samples))
    z_hands, z_draws = lesson.chance_z(exact, sampled), lesson.mean_z(draws, drawn)
    return {"value": value, "direction": direction, "hand": hand, "playable": counts[(value, direction)],
            "chances": chances, "means": means, "exact": exact, "sampled": sampled, "draws": draws,
            "draws_mean": means[(value, direction)], "drawn": drawn, "z_hands": z_hands, "z_draws": z_draws,
            "ok": max(z_hands, z_draws) < SIGMAS}


def chance_lesson(value=10, direction=UP, hand=lesson.HAND, samples=4000, seed=1, lang=None):
    """"Can I play?" as a ``LessonRunner``: the pile's value and direction and the hand size are controls; each
    Run gives the chosen pile's exact answer in words and in a table beside its simulation, the figure over
    all 20 values up and down, and the distribution of the draws of a stuck player. ``data``: ``chance_data``'s.
    ``lang``: the language of its texts (default: the page's, now)."""
    lang = page_language(lang)

    def compute(values, on_step):
        return chance_data(values["value"], values["direction"], values["hand"], values["samples"], values["seed"],
                           on_step)

    def show(data):
        what = i18n.Message("lesson.yoyo.simulated.hands", n=data["sampled"].samples)
        return [answer_html(data, lang), answer_table(data, lang), lambda: piles_figure(data, lang),
                lambda: draws_figure(data["draws"], data["drawn"], data["direction"], stuck_title(data, lang), lang),
                check_line(data["ok"], max(data["z_hands"], data["z_draws"]), what, lang)]

    controls = {"value": value_slider(value, lang), "direction": direction_buttons(direction, lang),
                "hand": hand_slider(hand, lang),
                "samples": samples_slider(samples, i18n.page_text("lesson.yoyo.simulated_hands", lang)),
                "seed": seed_slider(seed, lang)}
    return LessonRunner(controls, compute, show, lang=lang)


# --- against dealt games ------------------------------------------------------------------------------------------

MIN_CELL = 25               # dealt positions a dot needs before it is drawn
PLAYERS = range(2, 7)


def dealt_figure(positions, lang=None):
    """Two panels against the playable cards among the viewer's unseen ones: the exact chance that the next
    player's 7 cards hold one (curve) beside how often they did in the dealt games (dots, 95%); the exact mean of
    the cards the next player would draw from the real stock until one can be laid, beside the games' mean. In
    ``lang`` (default: the page's language)."""
    lang = page_language(lang)
    figure = new_figure(figsize=(10, 3.9), dpi=100, layout="constrained", lang=lang)
    chance_axes, draws_axes = figure.subplots(1, 2)
    unseen, stock = positions[0].unseen, positions[0].stock
    by_k, by_next = {}, {}
    for pos in positions:
        by_k.setdefault(pos.playable, []).append(pos.next_can_play)
        by_next.setdefault(pos.next_playable, []).append(pos.draws)
    ks = range(min(by_k), max(by_k) + 1)
    chance_axes.plot(ks, [float(lesson.at_least_one(unseen, k, lesson.HAND)) for k in ks], "-", color=SERIES[0][0],
                     label=i18n.page_text("lesson.yoyo.exact_hypergeometric", lang))
    cells = [(k, hits) for k, hits in sorted(by_k.items()) if len(hits) >= MIN_CELL]
    chance_axes.errorbar([k for k, _ in cells], [sum(h) / len(h) for _, h in cells],
                         yerr=[Z95 * (float(p) * (1 - float(p)) / len(h)) ** 0.5
                               for k, h in cells for p in [lesson.at_least_one(unseen, k, lesson.HAND)]],
                         fmt="o", color=INK, capsize=3, label=i18n.page_text("lesson.yoyo.dealt_games_95", lang))
    chance_axes.set_xlabel(i18n.page_text("lesson.yoyo.playable_cards_among_the_unseen", lang, unseen=unseen))
    chance_axes.set_title(i18n.page_text("lesson.yoyo.p_the_next_player_can", lang),
                          fontsize=10)
    next_unseen = positions[0].next_unseen
    ks = range(min(by_next), max(by_next) + 1)
    draws_axes.plot(ks, [float(lesson.mean_draws(next_unseen, k, stock)) for k in ks], "-", color=SERIES[1][0],
                    label=i18n.page_text("lesson.yoyo.exact_n_1_k_1", lang))
    cells = [(k, draws) for k, draws in sorted(by_next.items()) if len(draws) >= MIN_CELL]
    draws_axes.errorbar([k for k, _ in cells], [sum(d) / len(d) for _, d in cells],
                        yerr=[Z95 * lesson.draw_moments(next_unseen, k, stock)[1] / len(d) ** 0.5
                              for k, d in cells],
                        fmt="o", color=INK, capsize=3, label=i18n.page_text("lesson.yoyo.dealt_games_95", lang))
    draws_axes.set_xlabel(i18n.page_text("lesson.yoyo.playable_cards_among_the_unseen_2", lang,
                                    next_unseen=next_unseen))
    draws_axes.set_title(i18n.page_text("lesson.yoyo.cards_drawn_from_the_real", lang, stock=stock), fontsize=10)
    chance_axes.set_ylim(top=1.01)
    for axes in (chance_axes, draws_axes):
        axes.grid(alpha=0.3)
        axes.legend(fontsize=8)
    figure.suptitle(i18n.page_text("lesson.yoyo.games_of_players_seen_after", lang, games=len(positions),
                              table=i18n.Message("lesson.yoyo.players_2", n=positions[0].players)),
                    fontsize=11)
    return figure


def dealt_lesson(games=2000, seed=1, players=4, lang=None):
    """"Against dealt games" as a ``LessonRunner``: ``games`` deals by the engine, their first card laid, the next
    player's hand and the real stock beside the exact chances. ``data``: {"positions", "z" (chance, draws), "ok"}.
    ``lang``: the language of its texts (default: the page's, now)."""
    lang = page_language(lang)

    def compute(values, on_step):
        positions = lesson.dealt_positions(values["games"], values["seed"], values["players"], on_step=on_step)
        z = lesson.dealt_z(positions)
        return {"positions": positions, "z": z, "games": values["games"], "ok": max(map(abs, z)) < SIGMAS}

    def show(data):
        positions = data["positions"]
        could = sum(p.next_can_play for p in positions)
        expected = sum(p.chance for p in positions)
        worst = max(map(abs, data["z"]))
        return [i18n.page_text("lesson.yoyo.in_games_deals_without_those", lang, games=len(positions),
                          deals=i18n.Message("lesson.yoyo.count.deals", n=data["games"]),
                          times=i18n.Message("lesson.yoyo.count.times", n=could), expected=float(expected),
                          rule_y6=cite('Y6', lang)), lambda: dealt_figure(positions, lang),
                check_line(data["ok"], worst, i18n.Message("lesson.yoyo.simulated.games", n=len(positions)), lang)]

    controls = {"games": samples_slider(games, i18n.page_text("lesson.yoyo.games", lang), 200, 10_000, 200),
                "seed": seed_slider(seed, lang),
                "players": ipw.Dropdown(options=[(i18n.page_text("lesson.yoyo.players_2", lang, n=n), n)
                                                 for n in PLAYERS],
                                        value=players, description=i18n.page_text("lesson.yoyo.players", lang),
                                        style=WIDE)}
    return LessonRunner(controls, compute, show, lang=lang)


# --- a position of a real game ------------------------------------------------------------------------------------

def position_html(state, numbers, lang=None):
    """The position in words: who is to lay, their hand, the pile, what they have not seen, the exact answers."""
    view = state.view(numbers.player)
    v, d = numbers.value, numbers.direction
    mean, _ = lesson.moments(numbers.draws)
    me, nxt = numbers.player + 1, numbers.next_player + 1
    return i18n.page_text("lesson.yoyo.a_real_game_of_players", lang,
                     table=i18n.Message("lesson.yoyo.players_2", n=view["players"]), seed=lesson.GAME_SEED,
                     move_number=len(state.moves) + 1, me=me, hand=cards_words(view["hand"]),
                     top=cards_words([view["top"]]), pile=pile_words(v, d), rule_y3=cite('Y3', lang),
                     unseen_cards=cards_count(numbers.unseen),
                     playable_cards=i18n.Message("lesson.yoyo.count.playable", n=numbers.playable), nxt=nxt,
                     next_hand=numbers.next_hand, chance=Exact(numbers.chance), mean=Exact(mean),
                     rule_y6=cite('Y6', lang), stock_cards=cards_count(numbers.stock))


def position_lesson(samples=2000, seed=1, state=None, lang=None):
    """"A position of a real game" as a ``LessonRunner``: the exact answers from the view of the player to move in
    ``state`` (by default ``lesson.game_position()``), beside ``samples`` worlds dealt again by the engine
    (``redeal_hidden``). ``data``: {"numbers", "sampled", "drawn", "z", "ok"}. ``lang``: the language of its texts
    (default: the page's, now)."""
    lang = page_language(lang)
    state = lesson.game_position() if state is None else state
    numbers = lesson.position_numbers(state)

    def compute(values, on_step):
        sampled, drawn = lesson.simulate_position(state, values["samples"], values["seed"], on_step=on_step)
        z = (lesson.chance_z(numbers.chance, sampled), lesson.mean_z(numbers.draws, drawn))
        return {"numbers": numbers, "sampled": sampled, "drawn": drawn, "z": z, "ok": max(z) < SIGMAS}

    def show(data):
        sampled, drawn = data["sampled"], data["drawn"]
        who = numbers.next_player + 1
        table = exact_table("", i18n.page_text("lesson.yoyo.worlds_dealt_again_95", lang),
                            (i18n.page_text("lesson.yoyo.p_player_can_play", lang, who=who), numbers.chance),
                            sampled, numbers.draws, drawn, data["z"], lang)
        title = i18n.page_text("lesson.yoyo.if_player_were_stuck", lang, player=numbers.player + 1,
                               pile_fr=pile_text(numbers.value, numbers.direction, "fr"),
                               pile_en=pile_text(numbers.value, numbers.direction, "en"))
        return [position_html(state, numbers, lang), table,
                lambda: draws_figure(numbers.draws, drawn, numbers.direction, title, lang),
                check_line(data["ok"], max(data["z"]), i18n.Message("lesson.yoyo.simulated.worlds", n=sampled.samples),
                           lang)]

    worlds = i18n.page_text("lesson.yoyo.worlds_dealt_again_2", lang)
    controls = {"samples": samples_slider(samples, worlds, 200, 10_000, 200),
                "seed": seed_slider(seed, lang)}
    return LessonRunner(controls, compute, show, lang=lang)


# --- predict, then check (issue 11) ------------------------------------------------------------------------------

def quantities(lang):
    """What the pile question may ask, as its buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.yoyo.p_can_play", lang), "chance"),
            (i18n.page_text("lesson.yoyo.cards_drawn_when_stuck", lang), "draws"))


DRAWS_GUESS = (1.0, 5.0, 0.05)          # the mean-draws slider: min, max, step
SIMULATED = 4000


def pile_question(value, direction, hand, quantity, lang=None):
    """The ``Question`` for a pile at ``value`` going ``direction`` and a hand of ``hand`` cards from a fresh deck:
    the chance that the hand can lay a card (``quantity`` 'chance'; exact ``can_play_chance``, simulated by
    ``hand_chunks``), or the mean cards a player stuck with that hand draws until one can be laid ('draws'; exact
    (N + 1)/(k + 1), simulated by ``stuck_chunks``). Nothing is computed before Check or Run. Its texts are in
    ``lang`` (default: the page's language)."""
    lang = page_language(lang)
    setting = i18n.page_text("lesson.yoyo.the_pile_is_at_you", lang, pile=pile_words(value, direction),
                             rule_y3=cite('Y3', lang), hand=hand, deck=cards_count(len(DECK)))
    if quantity == "chance":
        ask = i18n.page_text("lesson.yoyo.what_is_the_chance_that", lang)
        return Question(f"<p>{setting}<br><b>{escape(ask)}</b></p>",
                        lambda: lesson.can_play_chance(DECK, value, direction, hand),
                        lambda seed: lesson.hand_chunks(value, direction, hand, seed), games=SIMULATED,
                        key=question_key("yoyo.pile", value, direction, hand, quantity))
    if quantity != "draws":
        raise ValueError(f"quantity is 'chance' or 'draws', not {quantity!r}")
    ask = i18n.page_text("lesson.yoyo.you_are_stuck_none_of", lang, rule_anchor_y6=cite('Y6', lang))
    return Question(f"<p>{setting}<br><b>{ask}</b></p>",
                    lambda: lesson.moments(lesson.stuck_draws(value, direction, hand))[0],
                    lambda seed: lesson.stuck_chunks(value, direction, hand, seed), guess=DRAWS_GUESS,
                    games=SIMULATED, y_label=i18n.page_text("lesson.yoyo.mean_cards_drawn", lang),
                    key=question_key("yoyo.pile", value, direction, hand, quantity))


register_question("yoyo.pile", lambda value, direction, hand, quantity, lang=None:
                  pile_question(int(value), int(direction), int(hand), quantity, lang))


class PileQuestion(Panel):
    """"Can I play?" predict-then-check: the pile's value and direction, the hand size and what to guess are
    controls; a ``Predict`` widget follows them (a change asks the new question, from the guess again).
    ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, value=10, direction=UP, hand=lesson.HAND, quantity="chance", seed=1, pace=None, lang=None):
        self.lang = lang = page_language(lang)
        self.value = value_slider(value, lang)
        self.value.add_class("yoyo-question-value")
        self.value.layout.width = "420px"
        self.direction = direction_buttons(direction, lang)
        self.direction.add_class("yoyo-question-direction")
        self.hand = hand_slider(hand, lang)
        self.hand.add_class("yoyo-question-hand")
        self.hand.layout.width = "420px"
        self.quantity = ipw.ToggleButtons(options=quantities(lang), value=quantity, style={"button_width": "400px"})
        self.quantity.add_class("yoyo-question-quantity")
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        for control in (self.value, self.direction, self.hand, self.quantity):
            control.observe(self._changed, "value")
        self.widget = ipw.VBox([ipw.HBox([self.value, self.direction], layout=ipw.Layout(flex_flow="row wrap")),
                                self.hand, self.quantity, self.predict.widget])
        self.widget.add_class("yoyo-question")

    def question(self):
        """The ``Question`` the controls ask."""
        return pile_question(self.value.value, self.direction.value, self.hand.value, self.quantity.value, self.lang)

    def _changed(self, _change):
        self.predict.set_question(self.question())


# The lesson's closing questions; tests/cardlib/yoyo/test_yoyo_questions.py checks each claim against cardlib.yoyo.questions.
SELF_CHECKS = (
    Check("lesson.yoyo.check.with_7_cards_from_a",
          ("lesson.yoyo.check.10_going_up", "lesson.yoyo.check.20_going_up",
           "lesson.yoyo.check.1_going_up"), 1,
          "lesson.yoyo.check.20_going_up_or_1"),
    Check("lesson.yoyo.check.a_pile_at_10_going",
          ("lesson.yoyo.check.the_10_going_up", "lesson.yoyo.check.the_11_going_down",
           "lesson.yoyo.check.exactly_the_same_chance"), 2,
          "lesson.yoyo.check.the_same_the_deck_holds"),
    Check("lesson.yoyo.check.stuck_with_7_cards_on",
          ("lesson.yoyo.check.about_1_9", "lesson.yoyo.check.about_3",
           "lesson.yoyo.check.about_7"), 0,
          "lesson.yoyo.check.n_1_k_1_57"),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
