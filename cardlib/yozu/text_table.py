"""Yozu's table as lines of text, for the terminal's guided game (``cardlib.learn``): who acts now, every
player's display (with how near it is to a YOZUKA or YOZUMI), the Oracle's cards (face down, or the viewer's own
when the viewer is the Oracle) and the deck, this turn's guesses with their answers, the identical pairs shown
and the element the next guess may not name (Z9: all public); the same catalogue entries as the table's picture
(``widgets/yozu/render.py``).

At most 16 guesses, or a keep and a swap for each card of the other displays, are legal at a time: the terminal
lists them all (no ``choices``)."""

from ..text import i18n
from .rules import SYMBOLS, closest, completed, completed_words, parse_card

ARROW = "→"               # between a guess and its answer: the French answers have a colon of their own


def _status(view, lang, names):
    """The line saying who acts now and what they do, or how the round ended."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    viewer, current, phase = view["viewer"], view["current_player"], view["phase"]
    if view["is_over"]:
        result = view["round_result"] or {"draw": True}
        if result["draw"]:
            return t("ui.yozu.over_draw")
        return t(f"ui.yozu.over_{result['how']}", winner=result["winner"],
                 **completed_words(result["how"], result["element"]))
    if phase == "guess":
        line = t("ui.yozu.your_guess") if current == viewer else t("ui.yozu.guessing", player=current)
    elif phase == "answer":
        guesser, card = view["pending_guesser"], view["pending_guess"]
        if current == viewer:
            key = "ui.yozu.your_reveal" if len(view.get("legal_actions", ())) > 1 else "ui.yozu.your_answer"
            line = t(key, player=guesser, card=card)
        else:
            line = t("ui.yozu.revealing", player=guesser, card=card, other=view["oracle"])
    elif current == viewer:
        line = t("ui.yozu.your_place", card=view["found"])
    else:
        line = t("ui.yozu.placing", player=current, card=view["found"])
    if viewer == view["oracle"] and phase != "answer":
        line += " " + t("ui.yozu.you_oracle_sub")
    return line


def _answer(guess, lang):
    """A guess's answer as the table's picture writes it: found, nothing, or the element revealed."""
    if guess["answer"] == "match":
        return i18n.text("ui.yozu.answer_match", lang)
    if guess["answer"] == "nothing":
        return i18n.text("ui.yozu.answer_nothing", lang)
    element = guess["revealed"]
    return i18n.text("ui.yozu.answer_reveal", lang, sym=SYMBOLS[element], element=element)


def table_lines(view, lang, names):
    """The lines that draw ``view`` (a player's view: only what that player may see) in ``lang``, players
    called by ``names``."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    cards = lambda notations: ", ".join(i18n.card_name(card, lang) for card in notations)  # noqa: E731
    over = view["is_over"]
    lines = [_status(view, lang, names), colon(t("ui.yozu.players"), "").rstrip()]
    for p, display in enumerate(view["displays"]):
        head = names[p] + (f" {t('ui.yozu.oracle_tag')}" if view["oracle"] == p and not over else "")
        line = "  " + colon(head, cards(display) or t("ui.yozu.empty_display"))
        season, ka, animal, mi = closest(display)
        if max(ka, mi) >= 2 and completed([parse_card(card) for card in display]) is None:
            line += f" ({t('ui.yozu.nearest', season=season, ka=ka, animal=animal, mi=mi)})"
        lines.append(line)
    if not over:
        if "hand" in view:
            held = f"{cards(view['hand'])}. {t('ui.yozu.your_cards')}"
        elif view["oracle_cards"]:
            held = i18n.plural("ui.yozu.hidden_cards", view["oracle_cards"], lang, names=names, player=view["oracle"])
        else:
            held = t("ui.yozu.no_oracle_cards")
        lines.append(colon(t("ui.yozu.oracle_cards"), held))
    lines.append(i18n.plural("ui.yozu.deck", view["deck_size"], lang))
    lines.append(colon(t("ui.yozu.this_turn"), "").rstrip())
    asked = [(g["player"], g["guess"], _answer(g, lang)) for g in view["guesses"]]
    if view["phase"] == "answer" and view["pending_guess"]:
        asked.append((view["pending_guesser"], view["pending_guess"], t("ui.yozu.answer_pending")))
    for number, (player, card, answer) in enumerate(asked, 1):
        lines.append(f"  {number}. {t('ui.yozu.guessed', player=player)} {i18n.card_name(card, lang)} {ARROW} {answer}")
    if not asked:
        lines.append("  " + t("ui.yozu.no_guess_yet"))
    if view["shown_pairs"]:
        pairs = ", ".join(f"{i18n.card_name(card, lang)} ×2" for card in view["shown_pairs"])
        lines.append(f"  {t('ui.yozu.shown_pairs')} {pairs}")
    if not over:
        barred = view["restriction"]
        lines.append("  " + (t("ui.yozu.not_barred") if barred is None
                             else t("ui.yozu.barred", sym=SYMBOLS[barred], element=barred)))
    return lines
