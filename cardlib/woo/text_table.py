"""Woo's table as lines of text, for the terminal's guided game (``cardlib.learn``): whose turn it is and what
they decide, the trumps, the trump card and the stock, the phase, the trick in play, the last trick, each
player's tricks and marriages, the opponent's hand face down (but the cards they showed) and the viewer's
hand. Drawn from one player's view only (W16): never the opponent's hidden cards, the stock's order, nor a
point total (the table's picture shows none either, unless its learning aid is ticked). The same catalogue
entries as the table's picture (``widgets/woo/render.py``); cards in words, trumps marked.

Woo never has more than a dozen legal moves (six cards, two marriages, exchange, close, Victoire), so the
terminal lists them all: no ``choices`` here.
"""

from ..text import i18n
from .cards import RANKS, SUITS, VALUES, parse_card

SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}      # as the table's picture (widgets/woo/texts.py)


def sort_cards(cards, trump):
    """``cards`` (notation) in the picture's order: suits H D C S, trumps last, low to high within a suit."""
    return sorted(cards, key=lambda card: (card[-1] == trump, SUITS.index(card[-1]), RANKS.index(card[:-1])))


def card_words(card, lang, trump):
    """A card in words, '(trump)' after a trump: 'king of spades (trump)' / « le roi de pique (atout) »."""
    if card[-1] == trump:
        return i18n.text("ui.woo.card_trump", lang, card=card)
    return i18n.card_name(card, lang)


def _capital(text):
    """``text`` with its first letter a capital, the rest as it is."""
    return text[:1].upper() + text[1:]


def _status(view, lang, names):
    """The picture's status line: whose turn, and what the viewer decides now (or how the round ended)."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    if view["is_over"]:
        winners = view["winners"]
        return t("ui.woo.round_won", player=winners[0], woo=view["round_woo"][winners[0]]) if winners \
            else t("ui.woo.round_tied")
    if view["current_player"] != view["viewer"]:
        return t("ui.woo.turn_of", player=view["current_player"])
    phase = view["phase"]
    if phase == "lead" and view["marriage_announced"]:
        return t("ui.woo.your_lead_married", suit=i18n.text(f"woo.suit.{view['marriage_announced']}", lang))
    if phase == "follow":
        return t("ui.woo.your_follow_closed" if view["closed"] else "ui.woo.your_follow_open",
                 card=view["trick"][0]["card"])
    return t({"lead": "ui.woo.your_lead", "after_trick": "ui.woo.your_after_trick", "last": "ui.woo.your_last"}[phase])


def table_lines(view, lang, names):
    """The lines that draw ``view`` (``state.view(player)``, a player's view) in ``lang``, players called by
    ``names``."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    trump = view["trump"]
    words = lambda cards: ", ".join(card_words(c, lang, trump) for c in sort_cards(cards, trump))  # noqa: E731
    viewer = view["viewer"]
    opponent = 1 - viewer

    lines = [_status(view, lang, names)]
    stock = i18n.plural("ui.woo.stock", view["stock_size"], lang) if view["stock_size"] else t("ui.woo.stock_empty")
    trump_card = colon(_capital(t("ui.woo.trump_card")), i18n.card_name(view["trump_card"], lang)) \
        if view["trump_card"] is not None else t("ui.woo.trump_taken")
    lines.append(i18n.parts([t("ui.woo.trumps", sym=SUIT_SYMBOLS[trump], suit=t(f"woo.suit.{trump}")), stock,
                             trump_card], lang))
    if view["closer"] is not None:
        lines.append("  " + t("ui.woo.closed_by", player=view["closer"]))
    else:
        lines.append("  " + t("ui.woo.closed_empty" if view["closed"] else "ui.woo.phase_open"))

    if view["trick"]:
        entry = view["trick"][0]
        trick = f"{card_words(entry['card'], lang, trump)}, {t('ui.woo.led_by', player=entry['player'])}"
    elif view["marriage_announced"]:
        trick = t("ui.woo.announced", player=view["oya"], suit=t(f"woo.suit.{view['marriage_announced']}"))
    else:
        trick = t("ui.woo.no_lead")
    lines.append(colon(t("ui.woo.trick"), trick))
    last = view["last_trick"]
    if last is None:
        lines.append(colon(t("ui.woo.last_trick"), t("ui.woo.no_trick_yet")))
    else:
        value = sum(VALUES[parse_card(card)] for card in last["cards"])
        played = ", ".join(f"{names[player]} {card_words(card, lang, trump)}"
                           for player, card in zip((last["leader"], 1 - last["leader"]), last["cards"]))
        won = t("ui.woo.last_trick_won", winner=last["winner"], value=value)
        lines.append(colon(t("ui.woo.last_trick"), f"{played}. {won}"))

    for p in (opponent, viewer):
        said = [t("ui.woo.oya")] if view["oya"] == p and not view["is_over"] else []
        said += [t("ui.woo.closer_tag")] if view["closer"] == p else []
        said.append(f"{t('ui.woo.tricks')} {view['tricks_won'][p]}")
        said += [t("ui.woo.marriage", sym=SUIT_SYMBOLS[m["suit"]], points=m["points"])
                 for m in view["marriages"] if m["player"] == p]
        lines.append("  " + colon(names[p], i18n.parts(said, lang)))
    shown = view["opponent_shown"]
    hidden = view["hand_sizes"][opponent] - len(shown)
    hand = i18n.plural("ui.woo.hidden_cards", hidden, lang)
    if shown:
        hand += " " + t("ui.woo.face_up", cards=words(shown))
    lines.append(colon(t("ui.woo.opponent_hand", player=opponent), hand))
    lines.append(colon(t("ui.woo.your_hand"), words(view["hand"]) or t("ui.woo.no_cards")))
    return lines

