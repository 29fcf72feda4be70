"""The one Yozu renderer: pure functions from ``state.view(player)`` to an HTML string.

The play table, the constraint view and the notebook pictures all draw with these functions,
so Yozu looks the same everywhere. Nothing relies on colour alone: every card shows its animal
symbol above its season symbol, as on the real cards (panda ◆, carp ●, dragonfly ✿, tiger ✚;
spring ♣, summer ▲, autumn ♥, winter ▦), and both words; guesses barred by Z4 are hatched,
struck out and marked ⊘ with the words "not allowed"; the Oracle, the player to act, the
revealed and barred elements and impossible cards are all said in words.

Clickable parts carry ``data-action`` (the move's notation), for ``widgets.svgcanvas.SvgCanvas``:
the guess grid's cells (``guess tiger:summer``, class ``playable`` or ``refused``: refused cells
stay clickable so the table can say why), ``keep``, the other players' display cards
(``swap 2 carp:autumn``) and the Oracle's answers (``reveal X``, ``nothing``).

- ``render(view, lang, names, interactive=True, recent=None)``: the whole table.
- ``render_constraints(deduction, view, lang)``: what can be deduced about the Oracle's two cards,
  from a ``cardlib.yozu.deduction.posterior``.
- ``render_cards(cards, lang)``: a row of cards in notation.

The stylesheet is ``yozu.css`` beside this module, the words are in the catalogues (``cardlib/text/locale``), and
moves are read with the engine's parser (``parse_move``).
"""

from fractions import Fraction
from functools import cache
from html import escape

import cardlib
from cardlib.text import i18n
from cardlib.yozu import (ANIMALS, FR_FEMININE_ENDING, KIND_OF, NAMES, SEASONS, SYMBOLS, closest, completed, completed_words,
                         elements, parse_card)

from ..assets import stylesheet
from ..svgcanvas import part_attributes
from ..table import seat_names

IMPOSSIBLE_MARK = "✗"      # on a cell of the constraint view that the answers rule out, beside "0%"


# --- words and numbers ------------------------------------------------------------------
def _style():
    """The Yozu stylesheet (``yozu.css``) as a ``<style>`` element."""
    return f'<style>{stylesheet("yozu/yozu.css")}</style>'


def parse_move(notation):
    """The engine's action for a move's notation ('reveal summer', 'guess tiger:summer'), read by
    cardlib's Yozu parser; raises ``IllegalAction`` for notation that is not a Yozu move."""
    return _parser().parse_action(notation)


@cache
def _parser():
    """A Yozu state kept only for its ``parse_action``: the engine's own notation parser."""
    return cardlib.new_game("yozu", 2, seed=0)


def element_name(element, lang="en"):
    """An animal's or season's name: 'Tiger' / 'Tigre'."""
    return i18n.card_name(element, lang)


def with_symbol(element, lang="en"):
    """An element's symbol and name: '✚ Tiger'."""
    return f"{SYMBOLS[element]} {element_name(element, lang)}"


plural = i18n.plural


def split(card):
    """The (animal, season) of a card in notation, read by the engine (``cardlib.yozu.elements``)."""
    kind = parse_card(card)
    if kind is None:
        raise ValueError(f"not a Yozu card: {card!r}")
    return elements(kind)


def percent(p, lang="en"):
    """A probability as a short percentage: '30%' / '30 %'; '<1%' and '>99%' near the ends, never rounded to 0 or 100."""
    p = Fraction(p)
    if p == 0:
        text = "0"
    elif p == 1:
        text = "100"
    elif p < Fraction(1, 200):
        text = "<1"
    elif p > Fraction(199, 200):
        text = ">99"
    else:
        text = str(round(float(p) * 100))
    return i18n.percent(text, lang)


def fraction_text(p):
    """An exact probability as 'a/b' ('0', '1' at the ends)."""
    p = Fraction(p)
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


# --- pieces -------------------------------------------------------------------------
def card_html(card, lang="en", *, status=None, action=None, small=False, label=None):
    """One card as HTML: animal symbol above season symbol in the corner, big animal symbol, both words.

    ``status`` 'playable' adds a highlight; ``action`` makes it clickable (``data-action``);
    ``label`` replaces the card's name as its accessible label and tooltip.
    """
    animal, season = split(card)
    classes = ["yz-card", f"s-{season}"]
    if small:
        classes.append("small")
    if status:
        classes.append(status)
    name = i18n.card_name(card, lang)
    label = label or name
    attrs = part_attributes(classes, label, action, card=card)
    face = (f'<span class="yz-corner" aria-hidden="true"><span>{SYMBOLS[animal]}</span><span>{SYMBOLS[season]}</span></span>'
            f'<span class="yz-big" aria-hidden="true">{SYMBOLS[animal]}</span>'
            f'<span class="yz-words" aria-hidden="true"><b>{escape(element_name(animal, lang))}</b>'
            f'<span>{escape(element_name(season, lang))}</span></span>')
    return f'<div {attrs}>{face}</div>'


def back_html(lang="en", *, small=False):
    """A face-down card (the Oracle's, seen by the others)."""
    label = escape(i18n.text("ui.yozu.face_down_label", lang))
    classes = "yz-card back" + (" small" if small else "")
    return (f'<div class="{classes}" role="img" aria-label="{label}" title="{label}">'
            f'<span class="yz-big" aria-hidden="true">?</span>'
            f'<span class="yz-words" aria-hidden="true">{escape(i18n.text("ui.yozu.face_down", lang))}</span></div>')


def chip_html(card, lang="en"):
    """A card as a small inline label: its two symbols stacked, then its name."""
    animal, season = split(card)
    name = escape(i18n.card_name(card, lang))
    return (f'<span class="yz-chip s-{season}" data-card="{escape(card)}"><span class="sym" aria-hidden="true">'
            f'<span>{SYMBOLS[animal]}</span><span>{SYMBOLS[season]}</span></span>{name}</span>')


def _cards_row(cards, lang, small=True):
    return '<div class="yz-cards">' + "".join(card_html(c, lang, small=small) for c in cards) + "</div>"


def _status(view, lang, names):
    viewer = view.get("viewer")
    current = view["current_player"]
    phase = view["phase"]
    sub = ""
    if view["is_over"]:
        result = view["round_result"] or {"draw": True}
        if result["draw"]:
            line = i18n.text("ui.yozu.over_draw", lang)
        else:
            line = i18n.text(f"ui.yozu.over_{result['how']}", lang, names=names, winner=result["winner"],
                             **completed_words(result["how"], result["element"]))
        if view["match"] and max(view["rounds_won"]) == 0:
            sub = i18n.text("yozu.game_over_draw", lang)      # the engine's own sentence
        elif view["match"]:
            sub = i18n.text("ui.yozu.match_over", lang, names=names, winners=view["winners"], n=len(view["winners"]))
    elif phase == "guess":
        if current == viewer:
            line = i18n.text("ui.yozu.your_guess", lang)
            sub = i18n.text("ui.yozu.your_guess_sub", lang)
        else:
            line = i18n.text("ui.yozu.guessing", lang, names=names, player=current)
    elif phase == "answer":
        guesser = view["pending_guesser"]
        if current == viewer:
            key = "ui.yozu.your_reveal" if len(view.get("legal_actions", ())) > 1 else "ui.yozu.your_answer"
            line = i18n.text(key, lang, names=names, player=guesser, card=view["pending_guess"])
        else:
            line = i18n.text("ui.yozu.revealing", lang, names=names, player=guesser, card=view["pending_guess"],
                             other=view["oracle"])
    else:
        if current == viewer:
            line = i18n.text("ui.yozu.your_place", lang, card=view["found"])
        else:
            line = i18n.text("ui.yozu.placing", lang, names=names, player=current, card=view["found"])
    if not view["is_over"] and viewer == view["oracle"] and phase != "answer":
        sub = (sub + " " if sub else "") + i18n.text("ui.yozu.you_oracle_sub", lang)
    if view["match"]:
        line = i18n.text("ui.yozu.round", lang, round=view["round"]) + " · " + line
    sub_html = f'<span class="yz-sub">{escape(sub)}</span>' if sub else ""
    return f'<div class="yz-status" role="status">{escape(line)}{sub_html}</div>'


def _seat(view, p, lang, names, swap_card):
    """One player's display. ``swap_card``: the found card when the viewer may swap (cards become clickable)."""
    current = view["current_player"] == p
    oracle = view["oracle"] == p and not view["is_over"]
    tags = []
    if oracle:
        tags.append(f'<span class="yz-tag oracle">{escape(i18n.text("ui.yozu.oracle_tag", lang))}</span>')
    if current:
        key = {"guess": "ui.yozu.to_guess", "answer": "ui.yozu.to_reveal", "place": "ui.yozu.to_place"}[view["phase"]]
        tags.append(f'<span class="yz-tag turn">{escape(i18n.text(key, lang))}</span>')
    result = view["round_result"]
    if result and not result["draw"] and result["winner"] == p:
        tags.append(f'<span class="yz-tag win">{escape(i18n.text("ui.yozu.winner_tag", lang, how=result["how"].upper()))}</span>')
    if view["match"]:
        tags.append(f'<span class="yz-tag">{escape(i18n.text("ui.yozu.rounds_won", lang, n=view["rounds_won"][p]))}</span>')
        if view["is_over"] and max(view["rounds_won"]) > 0 and p in view["winners"]:
            tags.append(f'<span class="yz-tag win">{escape(i18n.text("ui.yozu.match_winner_tag", lang))}</span>')
    display = view["displays"][p]
    parts = []
    for card in display:
        if swap_card is not None and p != view.get("viewer"):
            tip = i18n.text("ui.yozu.swap_tip", lang, names=names, card=swap_card, other=p, taken=card)
            parts.append(card_html(card, lang, small=True, status="playable", action=f"swap {p} {card}", label=tip))
        else:
            parts.append(card_html(card, lang, small=True))
    if not parts:
        parts.append(f'<span class="yz-note">{escape(i18n.text("ui.yozu.empty_display", lang))}</span>')
    near = ""
    season, ka, animal, mi = closest(display)
    if max(ka, mi) >= 2 and completed_display(display) is None:
        near = (f'<div class="yz-near">{escape(i18n.text("ui.yozu.nearest", lang, season=season, ka=ka, animal=animal, mi=mi))}'
                "</div>")
    won = bool(result) and not result["draw"] and result["winner"] == p
    classes = "yz-seat" + (" oracle" if oracle else "") + (" current" if current else "") + (" winner" if won else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who"><span class="name" title="{escape(names[p])}">'
            f'{escape(names[p])}</span>{"".join(tags)}</div>'
            f'<div class="yz-cards">{"".join(parts)}</div>{near}</div>')


def completed_display(display):
    """What a display (notation) completes (Z7): ('yozuka', season), ('yozumi', animal), or None."""
    return completed([KIND_OF[c] for c in display])


def _oracle_zone(view, lang, names):
    title = escape(i18n.text("ui.yozu.oracle_cards", lang))
    deck = plural("ui.yozu.deck", view["deck_size"], lang)
    deck_label = escape(plural("ui.yozu.deck_label", view["deck_size"], lang))
    deck_html = (f'<div class="yz-deck"><div class="yz-card back small" role="img" aria-label="{deck_label}" '
                 f'title="{deck_label}"><span class="yz-big" aria-hidden="true">{view["deck_size"]}</span></div>'
                 f'<b>{escape(deck)}</b></div>')
    if view["is_over"]:
        note, cards = "", ""
    elif "hand" in view:
        key = "ui.yozu.your_cards" if view.get("viewer") is not None else "ui.yozu.teacher_cards"
        note = f'<p class="yz-note">{escape(i18n.text(key, lang))}</p>'
        cards = _cards_row(view["hand"], lang, small=False)
    else:
        n = view["oracle_cards"]
        note = f'<p class="yz-note">{escape(plural("ui.yozu.hidden_cards", n, lang, names=names, player=view["oracle"]))}</p>'
        cards = '<div class="yz-cards">' + "".join(back_html(lang) for _ in range(n)) + "</div>"
    if not view["is_over"] and not view["oracle_cards"]:
        note = f'<p class="yz-note">{escape(i18n.text("ui.yozu.no_oracle_cards", lang))}</p>'
        cards = ""
    return f'<div class="yz-zone oracle-zone"><h3>{title}</h3>{note}{cards}{deck_html}</div>'


def _answer_html(guess, lang):
    if guess["answer"] == "match":
        return f'<span class="yz-answer match">{escape(i18n.text("ui.yozu.answer_match", lang))}</span>'
    if guess["answer"] == "nothing":
        return f'<span class="yz-answer nothing">{escape(i18n.text("ui.yozu.answer_nothing", lang))}</span>'
    element = guess["revealed"]
    text = i18n.text("ui.yozu.answer_reveal", lang, sym=SYMBOLS[element], element=element)
    return f'<span class="yz-answer reveal" data-revealed="{element}">{escape(text)}</span>'


def _turn_zone(view, lang, names):
    rows = []
    for n, guess in enumerate(view["guesses"], 1):
        who = escape(i18n.text("ui.yozu.guessed", lang, names=names, player=guess["player"]))
        rows.append(f'<li data-answer="{guess["answer"]}"><span class="n">{n}.</span><span>{who}</span>'
                    f'{chip_html(guess["guess"], lang)}{_answer_html(guess, lang)}</li>')
    if view["phase"] == "answer" and view["pending_guess"]:
        who = escape(i18n.text("ui.yozu.guessed", lang, names=names, player=view["pending_guesser"]))
        rows.append(f'<li data-answer="pending"><span class="n">{len(rows) + 1}.</span><span>{who}</span>'
                    f'{chip_html(view["pending_guess"], lang)}'
                    f'<span class="yz-answer pending">{escape(i18n.text("ui.yozu.answer_pending", lang))}</span></li>')
    if rows:
        body = f'<ol class="yz-guesses">{"".join(rows)}</ol>'
    else:
        body = f'<p class="yz-note">{escape(i18n.text("ui.yozu.no_guess_yet", lang))}</p>'
    if view["shown_pairs"]:
        pairs = " ".join(chip_html(c, lang) + " " + chip_html(c, lang) for c in view["shown_pairs"])
        body += f'<p class="yz-note">{escape(i18n.text("ui.yozu.shown_pairs", lang))} {pairs}</p>'
    if not view["is_over"]:
        body += restriction_html(view.get("restriction"), lang)
    return f'<div class="yz-zone turn-zone" aria-live="polite"><h3>{escape(i18n.text("ui.yozu.this_turn", lang))}</h3>{body}</div>'


def restriction_html(element, lang="en"):
    """The element barred from the next guess (Z4), in words, or that nothing is barred."""
    if element is None:
        return f'<p class="yz-note yz-free">{escape(i18n.text("ui.yozu.not_barred", lang))}</p>'
    text = i18n.text("ui.yozu.barred", lang, sym=SYMBOLS[element], element=element)
    return f'<p class="yz-barred" data-barred="{element}">{escape(text)}</p>'


def guess_grid(view, lang="en"):
    """The 4×4 guess grid (animals × seasons): every cell clickable, ``playable`` or ``refused`` from the view's legal actions."""
    legal = set(view.get("legal_actions", ()))
    barred = view.get("restriction")
    asked = {g["guess"] for g in view["guesses"]}
    no = escape(i18n.text("ui.yozu.barred_header", lang))
    head = ['<th aria-hidden="true"></th>']
    for season in SEASONS:
        cls = ' class="barred"' if season == barred else ""
        why = f'<span class="why">{no}</span>' if season == barred else ""
        head.append(f'<th scope="col"{cls}><span class="sym" aria-hidden="true">{SYMBOLS[season]}</span>'
                    f'{escape(element_name(season, lang))}{why}</th>')
    rows = ["<tr>" + "".join(head) + "</tr>"]
    for animal in ANIMALS:
        cls = "row barred" if animal == barred else "row"
        why = f'<span class="why">{no}</span>' if animal == barred else ""
        cells = [f'<th scope="row" class="{cls}"><span class="sym" aria-hidden="true">{SYMBOLS[animal]}</span>'
                 f'{escape(element_name(animal, lang))}{why}</th>']
        for season in SEASONS:
            card = f"{animal}:{season}"
            action = f"guess {card}"
            status = "playable" if action in legal else "refused"
            key = "ui.yozu.cell_allowed" if status == "playable" else "ui.yozu.cell_refused"
            label = i18n.text(key, lang, card=card)
            extra = ""
            if card in asked:
                label += " (" + i18n.text("ui.yozu.asked_title", lang) + ")"
                extra += f'<span class="asked">{escape(i18n.text("ui.yozu.asked", lang))}</span>'
            if status == "refused":
                extra += f'<span class="no" aria-hidden="true">{escape(i18n.text("ui.yozu.cell_no", lang))}</span>'
            cells.append(
                f'<td><div class="yz-cell s-{season} {status}" data-action="{action}" aria-label="{escape(label)}" '
                f'title="{escape(label)}"><span class="sym" aria-hidden="true"><span>{SYMBOLS[animal]}</span>'
                f'<span>{SYMBOLS[season]}</span></span><span class="words" aria-hidden="true">'
                f'<b>{escape(element_name(animal, lang))}</b><span>{escape(element_name(season, lang))}</span></span>'
                f'{extra}</div></td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f'<table class="yz-grid" role="grid">{"".join(rows)}</table>'


def _action_zone(view, lang, names):
    phase = view["phase"]
    if phase == "guess":
        hint = ""
        if any(f"guess {c}" not in set(view.get("legal_actions", ())) for c in NAMES):
            hint = f'<p class="yz-note">{escape(i18n.text("ui.yozu.grid_hint", lang))}</p>'
        return (f'<div class="yz-zone act guess-zone"><h3>{escape(i18n.text("ui.yozu.grid_title", lang))}</h3>'
                f'{hint}{guess_grid(view, lang)}</div>')
    if phase == "answer":
        legal = view.get("legal_actions", ())
        buttons = []
        for action in legal:
            if action == "nothing":
                text = escape(i18n.text("ui.yozu.nothing_button", lang))
                buttons.append(f'<div class="yz-action reveal playable" data-action="nothing" aria-label="{text}" '
                               f'title="{text}">{text}</div>')
                continue
            element = parse_move(action).element
            text = escape(i18n.text("ui.yozu.reveal_button", lang, element=element))
            buttons.append(f'<div class="yz-action reveal playable" data-action="{escape(action)}" aria-label="{text}" '
                           f'title="{text}"><span class="sym" aria-hidden="true">{SYMBOLS[element]}</span>{text}</div>')
        note_key = "ui.yozu.reveal_note" if len(legal) > 1 else "ui.yozu.answer_note"
        note = escape(i18n.text(note_key, lang, card=view["pending_guess"]))
        return (f'<div class="yz-zone act reveal-zone"><h3>{escape(i18n.text("ui.yozu.reveal_title", lang))}</h3>'
                f'<p class="yz-note">{note}</p><div class="yz-found">{chip_html(view["pending_guess"], lang)}'
                f'<div class="yz-actions">{"".join(buttons)}</div></div></div>')
    found = view["found"]
    keep = escape(i18n.text("ui.yozu.keep", lang))
    tip = escape(i18n.text("ui.yozu.keep_tip", lang, card=found))
    return (f'<div class="yz-zone act place-zone"><h3>{escape(i18n.text("ui.yozu.place_title", lang))}</h3>'
            f'<div class="yz-found">{card_html(found, lang)}<div class="yz-actions">'
            f'<div class="yz-action keep playable" data-action="keep" aria-label="{tip}" title="{tip}">{keep}</div></div>'
            f'<p class="yz-note" style="flex:1 1 300px">{escape(i18n.text("ui.yozu.place_note", lang, card=found))}</p>'
            f'</div></div>')


# --- whole pictures -------------------------------------------------------------------
def render(view, lang="en", names=None, *, interactive=True, recent=None):
    """The Yozu table seen in ``view`` (from ``state.view(player)``) as one HTML string.

    With ``interactive`` and the viewer to act, the guess grid, ``keep``, the swappable cards or
    the ``reveal`` choices carry ``data-action``. ``names``: display names per player (default
    "Player 1"..., the viewer marked "you"). ``recent``: the moves since the viewer's last move
    (``GameTable.since_your_move``), whose answers and finds the table lists above this picture.
    """
    if names is None:
        names = seat_names(view["players"], view.get("viewer"), lang)
    viewer = view.get("viewer")
    to_act = interactive and viewer is not None and not view["is_over"] and view["current_player"] == viewer
    swap_card = view["found"] if to_act and view["phase"] == "place" else None
    seats = "".join(_seat(view, p, lang, names, swap_card) for p in range(view["players"]))
    parts = [f"{_style()}", _status(view, lang, names),
             f'<div class="yz-zone seats-zone"><h3>{escape(i18n.text("ui.yozu.players", lang))}</h3>'
             f'<div class="yz-seats">{seats}</div></div>',
             f'<div class="yz-row">{_oracle_zone(view, lang, names)}{_turn_zone(view, lang, names)}</div>']
    if to_act:
        parts.append(_action_zone(view, lang, names))
    return f'<div class="yozu-table" lang="{lang}">{"".join(parts)}</div>'


def render_cards(cards, lang="en", *, small=False):
    """A row of cards (notation strings) alone, e.g. the sixteen kinds of Z1."""
    return (f'<div class="yozu-table" lang="{lang}">{_style()}'
            f'<div class="yz-cards">{"".join(card_html(c, lang, small=small) for c in cards)}</div></div>')


def model_label(model, lang="en"):
    """The name of an Oracle model in ``lang`` ('random' → 'au hasard'); other names as they are."""
    key = f"ui.yozu.model.{model}"
    return i18n.text(key, lang) if i18n.has(key) else str(model)


def _shade(p):
    """Background and text colour for probability ``p``: one hue, lighter to darker (the number is written too)."""
    lightness = 97 - 60 * float(p)
    text = "#fff" if lightness < 62 else "#141a24"
    return f"background:hsl(216,58%,{lightness:.0f}%);color:{text}"


def render_constraints(deduction, view, lang="en"):
    """The constraint view: a 4×4 grid (animals × seasons) of P(card in the Oracle's hand), and the pairs still possible.

    ``deduction``: ``cardlib.yozu.deduction.posterior(view, model)``. Each cell is shaded by its
    probability and shows it in percent (exact fraction in its title); impossible cells are crossed
    out; revealed elements and the element barred from the next guess are marked on their row or column.
    """
    cards = deduction.cards()
    elements = deduction.elements()
    revealed = set(deduction.revealed)
    barred = deduction.restriction
    model = deduction.model

    def header(element, row):
        classes = ["row"] if row else []
        marks = []
        if element in revealed:
            classes.append("revealed")
            marks.append(i18n.text("ui.yozu.c_revealed", lang, e=FR_FEMININE_ENDING.get(element, "")))
        if element == barred:
            classes.append("barred")
            marks.append(i18n.text("ui.yozu.c_barred", lang))
        p = elements.get(element, Fraction(0))
        title = i18n.text("ui.yozu.c_element_title", lang, element=element, fraction=fraction_text(p))
        mark = "".join(f'<span class="mark">{escape(m)}</span>' for m in marks)
        cls = f' class="{" ".join(classes)}"' if classes else ""
        scope = "row" if row else "col"
        return (f'<th scope="{scope}"{cls} data-element="{element}" title="{escape(title)}">'
                f'<span class="sym" aria-hidden="true">{SYMBOLS[element]}</span> {escape(element_name(element, lang))}'
                f'<span class="pe">{escape(i18n.text("ui.yozu.c_element", lang))} <b>{percent(p, lang)}</b></span>{mark}</th>')

    rows = ['<tr><th aria-hidden="true"></th>' + "".join(header(s, False) for s in SEASONS) + "</tr>"]
    for animal in ANIMALS:
        cells = [header(animal, True)]
        for season in SEASONS:
            card = f"{animal}:{season}"
            p = cards.get(card, Fraction(0))
            rv = " rv" if animal in revealed or season in revealed else ""
            if p == 0:
                title = i18n.text("ui.yozu.c_cell_zero", lang, card=card)
                cells.append(f'<td class="zero{rv}" data-card="{card}" data-p="0" title="{escape(title)}" '
                             f'aria-label="{escape(title)}"><span class="pc">{IMPOSSIBLE_MARK} {percent(0, lang)}</span>'
                             f'<span class="nm" aria-hidden="true">{SYMBOLS[animal]}{SYMBOLS[season]}</span></td>')
            else:
                title = i18n.text("ui.yozu.c_cell", lang, card=card, percent=percent(p, lang), fraction=fraction_text(p))
                cells.append(f'<td class="p{rv}" data-card="{card}" data-p="{fraction_text(p)}" style="{_shade(p)}" '
                             f'title="{escape(title)}" aria-label="{escape(title)}"><span class="pc">{percent(p, lang)}</span>'
                             f'<span class="nm" aria-hidden="true">{SYMBOLS[animal]}{SYMBOLS[season]}</span></td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    grid = f'<table class="yz-cgrid">{"".join(rows)}</table>'

    order = {name: i for i, name in enumerate(NAMES)}
    pairs = sorted(deduction.pairs.items(), key=lambda item: (-item[1], order[item[0][0]], order[item[0][1]]))
    top = max((p for _, p in pairs), default=Fraction(1)) or Fraction(1)
    rows = []
    for (a, b), p in pairs:
        title = i18n.text("ui.yozu.c_pair_title", lang, a=i18n.card_name(a, lang), b=i18n.card_name(b, lang),
                          fraction=fraction_text(p))
        width = max(2, round(50 * float(p / top)))
        exact = fraction_text(p) if p.denominator < 1000 else ""
        rows.append(f'<tr data-pair="{a} {b}" title="{escape(title)}"><td class="pp">{percent(p, lang)}</td>'
                    f'<td><span class="yz-bar" style="width:{width}px" aria-hidden="true"></span></td>'
                    f'<td class="two">{chip_html(a, lang)} {chip_html(b, lang)}</td><td class="pf">{exact}</td></tr>')
    pairs_title = escape(i18n.text("ui.yozu.c_pairs", lang))
    # A scrolling list: focusable (tabindex) so that a keyboard can scroll it, named for screen readers;
    # a group, not a region landmark, as every Yozu table on a page has one (axe: landmark-unique).
    pair_list = (f'<div class="yz-pairs" tabindex="0" role="group" aria-label="{pairs_title}"><h4>{pairs_title}</h4>'
                 f'<table class="yz-ptable">{"".join(rows)}</table></div>')

    desc_key = f"ui.yozu.model_desc.{model}"
    desc = (" — " + i18n.text(desc_key, lang)) if i18n.has(desc_key) else ""
    intro = [i18n.text("ui.yozu.c_model", lang, model=model_label(model, lang) + desc),
             plural("ui.yozu.c_count", len(deduction.pairs), lang)]
    notes = f'<p class="yz-note">{escape(" ".join(intro))}</p>'
    if view.get("viewer") is not None and view.get("viewer") == view.get("oracle"):
        notes += f'<p class="yz-note"><b>{escape(i18n.text("ui.yozu.c_oracle_view", lang))}</b></p>'
    barred_line = restriction_html(barred, lang)
    return (f'<div class="yozu-table yz-constraints" lang="{lang}" data-model="{escape(str(model))}">{_style()}'
            f'<div class="yz-zone"><h3>{escape(i18n.text("ui.yozu.c_title", lang))}</h3>{notes}'
            f'<div class="yz-cview">{grid}{pair_list}</div>{barred_line}'
            f'<p class="yz-legend">{escape(i18n.text("ui.yozu.c_legend", lang))}</p></div></div>')


def render_no_constraints(lang="en", contradicted=False):
    """The constraint view's place when nothing can be deduced: no turn in progress, or (``contradicted``)
    answers that the chosen Oracle model could not have given."""
    key = "ui.yozu.c_contradicted" if contradicted else "ui.yozu.c_none"
    return (f'<div class="yozu-table yz-constraints" lang="{lang}">{_style()}'
            f'<div class="yz-zone"><h3>{escape(i18n.text("ui.yozu.c_title", lang))}</h3>'
            f'<p class="yz-note">{escape(i18n.text(key, lang))}</p></div></div>')
