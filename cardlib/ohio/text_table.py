"""Ohio's table as lines of text, for the terminal's guided game (``cardlib.learn``): the trick in play, the last
trick, each player's points and cards left (O8: all public), and the hand; the same catalogue entries as the
table's picture (``widgets/ohio/render.py``)."""

from ..text import i18n


def table_lines(view, lang, names):
    """The lines that draw ``view`` (a player's view) in ``lang``, players called by ``names``."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    cards = lambda notations: " ".join(i18n.card_name(card, lang) for card in notations)  # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    lines = [colon(t("ui.ohio.trick"), "").rstrip()]
    if view["trick"]:
        played = ", ".join(f"{names[entry['player']]} {i18n.card_name(entry['card'], lang)}" for entry in view["trick"])
        lines.append(f"  {played}. {t('ui.ohio.trick_value', value=view['trick_value'])}")
        only_ohio = view["last_number"] is None
        lines.append("  " + (t("ui.ohio.only_ohio") if only_ohio else t("ui.ohio.limit", last=view["last_number"])))
    else:
        lines.append("  " + t("ui.ohio.empty_trick"))
    last = view["last_trick"]
    lines.append(colon(t("ui.ohio.last_trick"), t("ui.ohio.last_trick_won", winner=last["winner"], value=last["value"])
                                                if last else t("ui.ohio.no_trick_yet")))
    for p in range(view["players"]):
        out = view["trick"] and p not in view["in_trick"]
        status = f" ({t('ui.ohio.passed')})" if out else ""
        left = colon(t("ui.ohio.cards_left"), cards(view["cards_left"][p]) or t("ui.ohio.no_cards"))
        lines.append("  " + colon(names[p] + status, f"{t('ui.ohio.points')} {i18n.number(view['won_points'][p], lang)}, "
                                                     f"{t('ui.ohio.tricks')} {view['tricks_won'][p]}, {left}"))
    lines.append(colon(t("ui.ohio.your_hand"), cards(view["hand"]) or t("ui.ohio.no_cards")))
    return lines
