"""The Woo lesson's predict-then-check questions (``widgets.predict``, issue 11), with the hand as a control.

``CloseQuestion``: should I close? In the position of ``cardlib.woo.questions.close_position``, one card of
the Oya's hand may be exchanged for one they have not seen; the student guesses what closing or drawing
brings, Check solves the 336 worlds (1 to 4 s, cached per hand) and draws both choices' exact
distributions, Run draws worlds with the engine and solves them. ``TrumpQuestion``: at the deal, with
as many trumps and clubs beside the ace of clubs as the controls say, the chance that the opponent holds
a trump, or would trump the ace if the Oya closed now (hypergeometric, exact at once; the simulation
deals the hidden cards again with the engine). ``SELF_CHECKS`` close the lesson (``widgets.selfcheck``).
Texts are in one language, ``lang``: the page's (when the widget is built) unless given.
"""

import functools
from fractions import Fraction

import ipywidgets as ipw

from cardlib.text import i18n
from cardlib.woo import questions as lesson

from ..figures import FigureImage, figure_note, hide_figure, show_figure
from ..panel import Panel
from ..predict import Predict, Question, question_key, register_question
from ..selfcheck import Check, SelfCheck
from .lesson import CHOICE_NAMES, WIDE, choice_name, choices_figure
from .render import render_cards

# --- should I close? ---------------------------------------------------------------------------------------

CLOSE_QUANTITIES = ("mean", "three", "lose")
WOO_GUESS = (-3.0, 3.0, 0.05)       # the mean Woo slider: min, max, step
SIMULATED_WORLDS = 1000             # each world is solved exactly (a few ms): 1000 take seconds


def card_words(card):
    """A card's name as a message shown in each text's language: « la reine de pique » / "the queen of
    spades" (the catalogue's ``card.QS``; never the notation's letters, which are English)."""
    return i18n.Message(f"card.{card}")


def hand_words(hand):
    """The cards of ``hand`` in words, one message shown in each text's language: « la reine de cœur, …
    et l'as de pique » / "the queen of hearts, … and the ace of spades"."""
    *first, last = [card_words(card) for card in hand]
    return i18n.Message("format.and", items=first, last=last) if first else last


def close_quantities(lang):
    """What the close question may ask, as its buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.woo_questions.mean_woo", lang), "mean"),
            (i18n.page_text("lesson.woo_questions.p_win_3_woo", lang), "three"),
            (i18n.page_text("lesson.woo_questions.p_the_opponent_wins", lang), "lose"))


def card_option(card, lang=None):
    """A card's label in a dropdown: its name in ``lang`` (default: the page's language)."""
    return i18n.page_text(card_words(card), lang)


@functools.lru_cache(maxsize=48)
def exchanged_choices(give, take):
    """The exact ``Choice`` of close and draw in the lesson's position with ``give`` exchanged for ``take``
    (None, None: the real hand): 336 worlds solved, 1 to 4 s; cached."""
    return lesson.exact_choices(lesson.exchanged_position(give, take))


def close_measure(quantity, action):
    """The number one world's values ({action: Woo}) count for: the Woo of ``action``, or 1 or 0 for the event."""
    if quantity == "mean":
        return lambda values: values[action]
    if quantity == "three":
        return lambda values: 1 if values[action] == 3 else 0
    if quantity == "lose":
        return lambda values: 1 if values[action] < 0 else 0
    raise ValueError(f"quantity is one of {', '.join(CLOSE_QUANTITIES)}, not {quantity!r}")


def close_exact(give, take, action, quantity):
    """The exact answer: the mean Woo of ``action``, or the chance of 3 Woo, or of a negative outcome."""
    choice = exchanged_choices(give, take)[action]
    if quantity == "mean":
        return choice.mean
    if quantity == "three":
        return choice.distribution.get(3, Fraction(0))
    close_measure(quantity, action)                 # refuses an unknown quantity
    return sum((p for woo, p in choice.distribution.items() if woo < 0), Fraction(0))


def close_question(give=None, take=None, action="close", quantity="mean", worlds=SIMULATED_WORLDS, lang=None):
    """The ``Question`` "what does ``action`` bring?" in the lesson's position, the Oya's ``give`` exchanged
    for ``take`` (None: the real hand); exact over the 336 worlds at Check, simulated by worlds dealt by the
    engine and solved the same way (``lesson.world_chunks``), ``worlds`` of them. Its texts are in ``lang``
    (default: the page's language)."""
    if action not in lesson.CHOICES:
        raise ValueError(f"action is one of {', '.join(lesson.CHOICES)}, not {action!r}")
    hand = exchanged_hand(give, take)
    setting = i18n.page_text("lesson.woo_questions.player_1_the_oya_holds", lang, cards=hand_words(hand),
                        name=i18n.Message(CHOICE_NAMES[action]))
    asks = {"mean": i18n.page_text("lesson.woo_questions.how_many_woo_do_they", lang),
            "three": i18n.page_text("lesson.woo_questions.what_is_the_chance_that", lang),
            "lose": i18n.page_text("lesson.woo_questions.what_is_the_chance_that_2", lang)}
    if quantity not in asks:
        raise ValueError(f"quantity is one of {', '.join(asks)}, not {quantity!r}")
    prompt = f"<p>{setting}<br><b>{asks[quantity]}</b></p>"

    def exact():                        # 336 worlds solved, at Check
        return close_exact(give, take, action, quantity)

    def simulate(seed):
        return lesson.world_chunks(lesson.exchanged_position(give, take), seed)

    measure = close_measure(quantity, action)
    key = question_key("woo.close", give or "", take or "", action, quantity)
    if quantity == "mean":
        return Question(prompt, exact, simulate, measure, guess=WOO_GUESS, games=worlds,
                        y_label=i18n.page_text("lesson.woo_questions.mean_woo_2", lang), key=key)
    return Question(prompt, exact, simulate, measure, games=worlds, key=key)


register_question("woo.close", lambda give, take, action, quantity, lang=None:
                  close_question(give or None, take or None, action, quantity, lang=lang))


def exchanged_hand(give, take):
    """The Oya's hand in the lesson's position with ``give`` exchanged for ``take`` (None: as dealt)."""
    hand, _unseen = lesson.exchange_options()
    return tuple(take if card == give else card for card in hand)


class CloseQuestion(Panel):
    """"Should I close?" predict-then-check: controls for the Oya's hand (a card given up and the card
    taken in its place, among those they have not seen), the choice (close or draw) and what to guess; a
    ``Predict`` that follows them; after Check, both choices' exact distributions side by side. Nothing is
    computed before a click. ``worlds``: how many worlds a run simulates. ``lang``: the language of its texts
    (default: the page's)."""

    def __init__(self, give=None, take=None, action="close", quantity="mean", seed=1, pace=None,
                 worlds=SIMULATED_WORLDS, lang=None):
        self.lang = lang = lang or i18n.default_language()
        self.worlds = worlds
        hand, unseen = lesson.exchange_options()
        self._trump = lesson.close_position().view(0)["trump"]      # the same whatever card is exchanged
        self.give = ipw.Dropdown(options=[(i18n.page_text("lesson.woo_questions.none_the_real_hand", lang), None)]
                                 + [(card_option(c, lang), c) for c in hand], value=give, style=WIDE,
                                 description=i18n.page_text("lesson.woo_questions.exchange", lang),
                                 layout=ipw.Layout(width="420px"))
        self.give.add_class("woo-question-give")
        self.take = ipw.Dropdown(options=[(card_option(c, lang), c) for c in unseen], value=take or unseen[1],
                                 style=WIDE, description=i18n.page_text("lesson.woo_questions.for", lang),
                                 layout=ipw.Layout(width="360px"))
        self.take.add_class("woo-question-take")
        self.action = ipw.ToggleButtons(options=[(choice_name(a, lang), a) for a in lesson.CHOICES], value=action,
                                        style={"button_width": "220px"})
        self.action.add_class("woo-question-action")
        self.quantity = ipw.ToggleButtons(options=close_quantities(lang), value=quantity,
                                          style={"button_width": "220px"})
        self.quantity.add_class("woo-question-quantity")
        self.hand = ipw.HTML()
        options = {} if pace is None else {"pace": pace}
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        self.figure = FigureImage(format="png", layout=ipw.Layout(max_width="1000px", display="none"))
        self.figure_note = figure_note()
        self.predict.check_button.on_click(lambda _button: self.show_choices())
        for control in (self.give, self.take, self.action, self.quantity):
            control.observe(self._changed, "value")
        self._show_hand()
        self.widget = ipw.VBox([ipw.HBox([self.give, self.take], layout=ipw.Layout(flex_flow="row wrap")), self.hand,
                                self.action, self.quantity, self.predict.widget, self.figure, self.figure_note])
        self.widget.add_class("woo-question")

    @property
    def exchange(self):
        """(card given up, card taken), or (None, None) for the real hand."""
        return (None, None) if self.give.value is None else (self.give.value, self.take.value)

    def question(self):
        """The ``Question`` the controls ask."""
        return close_question(*self.exchange, self.action.value, self.quantity.value, self.worlds, self.lang)

    def _show_hand(self):
        self.take.disabled = self.give.value is None
        hand = exchanged_hand(*self.exchange)
        self.hand.value = render_cards(hand, self.lang, trump=self._trump)

    def _changed(self, _change):
        self._show_hand()
        hide_figure(self.figure, self.figure_note)
        self.predict.set_question(self.question())

    def show_choices(self):
        """Draw both choices' exact distributions (after a check: they give the answer away)."""
        if not self.predict.checked:
            return
        choices = exchanged_choices(*self.exchange)
        show_figure(self.figure, lambda: choices_figure(choices, lang=self.lang), note=self.figure_note)


# --- your hand at the deal: a trump, and your ace ---------------------------------------------------------------


def trump_quantities(lang):
    """What the trump question may ask, as its buttons' options in ``lang``."""
    return ((i18n.page_text("lesson.woo_questions.p_the_opponent_holds_a", lang), "trump"),
            (i18n.page_text("lesson.woo_questions.p_they_would_trump_your", lang), "ace"))


SIMULATED_DEALS = 4000


def trump_exact(trumps, suit_cards, quantity):
    """The exact chance, from the Oya's view of ``lesson.dealt_hand_position`` (``lesson.trump_chance`` or
    ``lesson.ace_trumped_chance``: hypergeometric counts)."""
    view = lesson.dealt_hand_position(trumps, suit_cards).view(0)
    if quantity == "trump":
        return lesson.trump_chance(view)
    if quantity == "ace":
        return lesson.ace_trumped_chance(view, lesson.ACE_SUIT)
    raise ValueError(f"quantity is 'trump' or 'ace', not {quantity!r}")


def trump_question(trumps=0, suit_cards=0, quantity="trump", lang=None):
    """The ``Question`` for the Oya's hand at the deal (``trumps`` trumps, the ace of clubs and ``suit_cards``
    other clubs): the chance that the opponent holds a trump, or would trump the ace if the Oya closed now
    and led it (W5); simulated by dealing the hidden cards again with the engine (``lesson.hidden_hands``). Its
    texts are in ``lang`` (default: the page's language)."""
    state = lesson.dealt_hand_position(trumps, suit_cards)
    trump = state.view(0)["trump"]
    unseen_trumps, unseen_clubs = len(lesson.DEAL_TRUMPS) - trumps, len(lesson.DEAL_SUIT_CARDS) - suit_cards
    setting = i18n.page_text("lesson.woo_questions.at_the_deal_you_are", lang,
                        unseen_trumps=i18n.Message("woo.count.trumps", n=unseen_trumps),
                        unseen_clubs=i18n.Message("woo.count.clubs", n=unseen_clubs))
    if quantity == "trump":
        ask, measure = (i18n.page_text("lesson.woo_questions.what_is_the_chance_that_3", lang),
                        lambda hand: 1 if lesson.holds_trump(hand, trump) else 0)
    elif quantity == "ace":
        ask, measure = (i18n.page_text("lesson.woo_questions.if_you_closed_and_led", lang),
                        lambda hand: 1 if lesson.would_trump_ace(hand, trump, lesson.ACE_SUIT) else 0)
    else:
        raise ValueError(f"quantity is 'trump' or 'ace', not {quantity!r}")
    return Question(f"<p>{setting}<br><b>{ask}</b></p>", lambda: trump_exact(trumps, suit_cards, quantity),
                    lambda seed: lesson.hidden_hands(state, seed), measure, games=SIMULATED_DEALS,
                    key=question_key("woo.trump", trumps, suit_cards, quantity))


register_question("woo.trump", lambda trumps, suit_cards, quantity, lang=None:
                  trump_question(int(trumps), int(suit_cards), quantity, lang))


class TrumpQuestion(Panel):
    """The trump questions at the deal, predict-then-check: the hand as controls (how many trumps, how many
    clubs beside the ace of clubs; the hand is drawn), and what to guess; a ``Predict`` that follows them.
    ``lang``: the language of its texts (default: the page's)."""

    def __init__(self, trumps=0, suit_cards=0, quantity="trump", seed=1, pace=None, lang=None):
        self.lang = lang = lang or i18n.default_language()
        self.trumps = ipw.IntSlider(value=trumps, min=0, max=4,
                                    description=i18n.page_text("lesson.woo_questions.trumps_in_hand", lang),
                                    style=WIDE, layout=ipw.Layout(width="330px"))
        self.trumps.add_class("woo-trump-trumps")
        self.clubs = ipw.IntSlider(value=suit_cards, min=0, max=4, style=WIDE, layout=ipw.Layout(width="380px"),
                                   description=i18n.page_text("lesson.woo_questions.clubs_besides_the_a", lang))
        self.clubs.add_class("woo-trump-clubs")
        self.quantity = ipw.ToggleButtons(options=trump_quantities(lang), value=quantity,
                                          style={"button_width": "260px"})
        self.quantity.add_class("woo-trump-quantity")
        self.hand = ipw.HTML()
        options = {} if pace is None else {"pace": pace}
        self._keep_room()
        self.predict = Predict(self.question(), seed=seed, lang=lang, **options)
        for control in (self.trumps, self.clubs, self.quantity):
            control.observe(self._changed, "value")
        self._show_hand()
        self.widget = ipw.VBox([ipw.HBox([self.trumps, self.clubs], layout=ipw.Layout(flex_flow="row wrap")),
                                self.hand, self.quantity, self.predict.widget])
        self.widget.add_class("woo-trump-question")

    def _keep_room(self):
        """A hand holds 6 cards: the ace of clubs, and trumps and other clubs 5 at most together."""
        self.clubs.value = min(self.clubs.value, 5 - self.trumps.value)
        self.trumps.value = min(self.trumps.value, 5 - self.clubs.value)

    def question(self):
        """The ``Question`` the controls ask."""
        return trump_question(self.trumps.value, self.clubs.value, self.quantity.value, self.lang)

    def _show_hand(self):
        self.hand.value = render_cards(lesson.dealt_hand(self.trumps.value, self.clubs.value), self.lang, trump="H")

    def _changed(self, _change):
        if self.trumps.value + self.clubs.value > 5:
            self._keep_room()                    # its own change comes back here once the sum fits
            return
        self._show_hand()
        self.predict.set_question(self.question())


# The lesson's closing questions; tests/cardlib/woo/test_woo_questions.py checks each claim against cardlib.woo.questions.
SELF_CHECKS = (
    Check("lesson.woo_questions.check.in_the_position_of_section",
          ("lesson.woo_questions.check.close", "lesson.woo_questions.check.draw",
           "lesson.woo_questions.check.it_makes_no_difference"), 0,
          "lesson.woo_questions.check.close_123_56_2_20"),
    Check("lesson.woo_questions.check.by_closing_player_1_sometimes",
          ("lesson.woo_questions.check.1_woo", "lesson.woo_questions.check.2_woo",
           "lesson.woo_questions.check.3_woo"), 2,
          "lesson.woo_questions.check.3_woo_in_1_world"),
    Check("lesson.woo_questions.check.if_player_1_held_the",
          ("lesson.woo_questions.check.yes_closing_is_always_better",
           "lesson.woo_questions.check.no_closing_would_lose_on"), 1,
          "lesson.woo_questions.check.no_closing_would_give_129"),
    Check("lesson.woo_questions.check.at_the_deal_with_no",
          ("lesson.woo_questions.check.less_you_hold_the_suit",
           "lesson.woo_questions.check.more_the_opponent_is_more"), 1,
          "lesson.woo_questions.check.more_with_no_other_club"),
)


def self_check():
    """The lesson's self-check questions as a widget."""
    return SelfCheck(SELF_CHECKS)
