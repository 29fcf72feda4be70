"""The one Woo renderer: pure functions from ``state.view(player)`` to an HTML string.

The play table (``widgets.woo.table``), the closed-phase teaching view (``widgets.woo.closed_view``)
and the notebook pictures all draw with these functions, so Woo looks the same everywhere.
Nothing relies on colour alone: every card shows its rank and its suit's symbol (♥ ♦ ♣ ♠, red or
black), trumps carry a ★ and the word "trump" in their name; cards that may not be played now
are greyed, hatched and struck through; the player to move is marked by a symbol and a word.

Clickable parts carry ``data-action`` (a move's notation), for ``widgets.svgcanvas.SvgCanvas``:

- hand cards: ``<div class="woo-card ... playable|refused" data-card="QS" data-action="play QS">``;
  refused ones stay clickable so that the table can say which rule refuses them (W5, W8, W4, W10);
- announcements legal now, and only those: ``<div class="woo-action" data-action="close">`` (and
  ``draw``, ``exchange``, ``marry H``, ``victory``, ``end``).

The opponent's cards are drawn as backs (``woo-card back``), except those they showed and still
hold (``view["opponent_shown"]``): the view has nothing else to draw (W16).
"""

import re
from functools import cache
from html import escape

import cardlib
from cardlib.text import i18n
from cardlib.woo.cards import RANKS, SUITS, VALUES, parse_card

from ..assets import stylesheet
from .. import rules_pages
from ..svgcanvas import part_attributes
from ..table import seat_names
from .texts import SUIT_SYMBOLS, suit_name

__all__ = ["action_label", "back_html", "card_html", "card_label", "cards_row", "link_rules", "parse_move", "plural",
           "render", "render_cards", "sort_cards", "split", "style"]

RED_SUITS = ("H", "D")
RULE_ID = re.compile(r"\bW\d{1,2}b?\b")
# The announcements in the order their buttons are drawn.
ANNOUNCEMENTS = ("draw", "close", "exchange", "marry", "victory", "end")


# --- small pieces -------------------------------------------------------------------------------
def style():
    """The Woo stylesheet (``woo.css``) as a ``<style>`` element."""
    return f'<style>{stylesheet("woo/woo.css")}</style>'


def link_rules(text, lang):
    """``text`` (in ``lang``) escaped for HTML, each Woo rule id in it (W5, W6b) a link to its row of the rules
    page in ``lang`` (``rules/woo.fr.html#w5``, opened in a new tab), as the notebooks cite rules."""
    return rules_pages.link_rules(text, RULE_ID, lang)


plural = i18n.plural


def split(card):
    """(rank, suit) of a card in notation: '10D' -> ('10', 'D')."""
    return card[:-1], card[-1]


def sort_cards(cards, trump=None):
    """``cards`` (notation) in suit order H D C S, trumps last, low to high within a suit."""
    def key(card):
        rank, suit = split(card)
        return (suit == trump, SUITS.index(suit), RANKS.index(rank))
    return sorted(cards, key=key)


def card_label(card, lang="en", trump=None):
    """A card's accessible name: 'Q of spades', with '(trump)' for a trump."""
    name = i18n.card_name(card, lang)
    if trump is not None and split(card)[1] == trump:
        name = i18n.text("ui.woo.card_trump", lang, card=card)
    return name


def card_html(card, lang="en", *, trump=None, status=None, action=None, small=False, recent=False, label=None):
    """One face-up card (notation) as HTML: rank and suit symbol in two corners and the symbol large
    in the middle, red or black; a trump (suit ``trump``) marked ★. ``status`` 'playable' or
    'refused' (hand cards), ``action`` its ``data-action``; ``label`` replaces its tooltip."""
    rank, suit = split(card)
    classes = ["woo-card", "red" if suit in RED_SUITS else "black"]
    is_trump = trump is not None and suit == trump
    if is_trump:
        classes.append("trump")
    if small:
        classes.append("small")
    if status:
        classes.append(status)
    if recent:
        classes.append("recent")
    if label is None:
        label = card_label(card, lang, trump)
        if status and action is not None:
            label = i18n.text(f"ui.woo.{status}", lang, card=label)
    sym = SUIT_SYMBOLS[suit]
    mark = ""
    if is_trump:
        word = escape(i18n.text("ui.woo.trump_mark", lang))
        mark = f'<span class="woo-trump-mark" aria-hidden="true">★ {word}</span>'
    face = (f'<span class="idx tl" aria-hidden="true">{rank}<br>{sym}</span>'
            f'<span class="pip" aria-hidden="true">{sym}</span>'
            f'<span class="idx br" aria-hidden="true">{rank}<br>{sym}</span>{mark}')
    return f'<div {part_attributes(classes, label, action, card=card)}>{face}</div>'


def back_html(label, *, small=False):
    """A face-down card with the accessible name ``label``."""
    classes = ["woo-card", "back"] + (["small"] if small else [])
    return f'<div {part_attributes(classes, label)}><span class="woo-back-mark" aria-hidden="true">WOO</span></div>'


def cards_row(cards, lang="en", trump=None, *, small=False, recent=frozenset()):
    """A row of face-up cards (notation), those in ``recent`` outlined; 'no card' when empty."""
    if not cards:
        return f'<span class="woo-note">{escape(i18n.text("ui.woo.no_cards", lang))}</span>'
    return ('<div class="woo-cards">'
            + "".join(card_html(c, lang, trump=trump, small=small, recent=c in recent) for c in cards) + "</div>")


@cache
def _parser():
    """A Woo state kept only for its ``parse_action``: the engine's own notation parser."""
    return cardlib.new_game("woo", 2, seed=0, first_player=0)


def parse_move(notation):
    """The engine's action (``kind``, ``arg``) for a move's notation ('play QS', 'marry H', 'close'),
    read by cardlib's Woo parser; raises ``IllegalAction`` for notation that is not a Woo move."""
    return _parser().parse_action(notation)


def action_label(action, view, lang="en", points=True):
    """The words on an announcement's button (``action`` in notation: 'close', 'marry H', ...); with
    ``points``, Victoire's says the caller's points (« Victoire ! (44 points) »), else not (W16)."""
    words = action.split()
    if words[0] == "marry":
        suit = words[1].upper()
        return i18n.text("ui.woo.action.marry", lang, sym=SUIT_SYMBOLS[suit], suit=suit_name(suit, lang))
    if words[0] == "victory":
        if not points:
            return i18n.text("ui.woo.action.victory_plain", lang)
        player = view.get("viewer", view.get("current_player"))
        points = view["points"][player] if player is not None else 0
        return i18n.text("ui.woo.action.victory", lang, points=points)
    return i18n.text(f"ui.woo.action.{words[0]}", lang)


def _action_tip(action, lang):
    words = action.split()
    if words[0] == "marry":
        return i18n.text("ui.woo.action_tip.marry", lang, suit=suit_name(words[1].upper(), lang))
    return i18n.text(f"ui.woo.action_tip.{words[0]}", lang)


def _new_cards(view, recent):
    """The cards the other player played since the viewer's last move (``recent``: the table's ``RecentMove``s)."""
    cards = set()
    for move in recent or ():
        if move.player != view.get("viewer"):
            action = parse_move(move.move)
            if action.kind == "play":
                cards.add(cardlib.woo.cards.NOTATION[action.arg])
    return frozenset(cards)


# --- the parts of the table ---------------------------------------------------------------------
def _status(view, lang, names):
    viewer, current = view.get("viewer"), view["current_player"]
    if view["is_over"]:
        woo = view["woo"] if view["match"] else view["round_woo"]
        winners = view["winners"]
        if view["match"] and winners:
            w = winners[0]
            line = i18n.text("ui.woo.match_won", lang, names=names, player=w, woo=woo[w], other_woo=woo[1 - w])
        elif winners:
            line = i18n.text("ui.woo.round_won", lang, names=names, player=winners[0], woo=woo[winners[0]])
        else:
            line = i18n.text("ui.woo.round_tied", lang)
    elif current == viewer:
        phase = view["phase"]
        if phase == "lead" and view["marriage_announced"]:
            line = i18n.text("ui.woo.your_lead_married", lang, suit=suit_name(view["marriage_announced"], lang))
        elif phase == "follow":
            key = "ui.woo.your_follow_closed" if view["closed"] else "ui.woo.your_follow_open"
            line = i18n.text(key, lang, card=view["trick"][0]["card"])
        else:
            line = i18n.text({"lead": "ui.woo.your_lead", "after_trick": "ui.woo.your_after_trick",
                              "last": "ui.woo.your_last"}[phase], lang)
    else:
        line = i18n.text("ui.woo.turn_of", lang, names=names, player=current)
    extra = []
    if view["match"]:
        line = i18n.text("ui.woo.round_of_match", lang, round=view["round"]) + " · " + line
        if view["round"] > 1 and not view["is_over"]:
            given = view["round_woo"]
            if max(given) > 0:
                w = given.index(max(given))
                extra.append(i18n.text("ui.woo.last_round", lang, names=names, player=w, woo=given[w]))
            else:
                extra.append(i18n.text("ui.woo.last_round_tied", lang))
    if view["bonus_pending"] and not view["is_over"]:
        extra.append(i18n.text("ui.woo.bonus_pending", lang, n=view["bonus_pending"]))
    sub = "".join(f'<div class="woo-substatus">{link_rules(e, lang)}</div>' for e in extra)
    return f'<div class="woo-status" role="status">{link_rules(line, lang)}{sub}</div>'


def _seat(view, p, lang, names, points):
    current = view["current_player"] == p
    tags = []
    if view["oya"] == p and not view["is_over"]:
        tip = escape(i18n.text("ui.woo.oya_tip", lang))
        tags.append(f'<span class="woo-tag oya" title="{tip}">{escape(i18n.text("ui.woo.oya", lang))}</span>')
    if current:
        tags.append(f'<span class="woo-tag turn">{escape(i18n.text("ui.woo.to_play", lang))}</span>')
    if view["closer"] == p:
        tags.append(f'<span class="woo-tag">{escape(i18n.text("ui.woo.closer_tag", lang))}</span>')
    if view["victory_caller"] == p and view["is_over"]:
        tags.append(f'<span class="woo-tag">{escape(i18n.text("ui.woo.victory_tag", lang))}</span>')
    if view["is_over"] and p in view["winners"]:
        tags.append(f'<span class="woo-tag win">{escape(i18n.text("ui.woo.winner", lang))}</span>')
    woo_key = "ui.woo.woo_match" if view["match"] else "ui.woo.woo_round"
    stats = [("ui.woo.tricks", "tricks", view["tricks_won"][p])]
    if points:                 # W16: the treasure is a face-down pile; its total only as a learning aid
        stats.append(("ui.woo.points", "points", view["points"][p]))
    stats.append((woo_key, "woo", view["woo"][p]))
    rows = "".join(f'<span>{escape(i18n.text(key, lang))}</span><b data-stat="{stat}">{number}</b>'
                   for key, stat, number in stats)
    badges = []
    for m in view["marriages"]:
        if m["player"] == p:
            sym = SUIT_SYMBOLS[m["suit"]]
            tip = escape(i18n.text("ui.woo.marriage_tip", lang, suit=suit_name(m["suit"], lang), points=m["points"]))
            colour = "red" if m["suit"] in RED_SUITS else "black"
            badges.append(f'<span class="woo-marriage {colour}" data-suit="{m["suit"]}" title="{tip}">'
                          f'{escape(i18n.text("ui.woo.marriage", lang, sym=sym, points=m["points"]))}</span>')
    marriages = f'<div class="woo-marriages">{"".join(badges)}</div>' if badges else ""
    classes = "woo-seat" + (" current" if current else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="woo-stats">{rows}</div>{marriages}</div>')


def _opponent_zone(view, opponent, lang, names):
    shown = view.get("opponent_shown", [])
    hidden = view["hand_sizes"][opponent] - len(shown)
    label = i18n.text("ui.woo.back_label", lang, names=names, player=opponent)
    backs = "".join(back_html(label, small=True) for _ in range(hidden))
    trump = view["trump"]
    faces = []
    for c in sort_cards(shown, trump):
        tip = i18n.text("ui.woo.shown_tip", lang, names=names, player=opponent, card=card_label(c, lang, trump))
        faces.append(f'<div class="woo-shown">{card_html(c, lang, trump=trump, small=True, label=tip)}'
                     f'<span>{escape(i18n.text("ui.woo.shown", lang))}</span></div>')
    note = plural("ui.woo.hidden_cards", hidden, lang)
    title = i18n.text("ui.woo.opponent_hand", lang, names=names, player=opponent)
    return (f'<div class="woo-zone opponent" data-seat="{opponent}"><h3>{escape(title)}</h3>'
            f'<p class="woo-note">{link_rules(note, lang)}</p>'
            f'<div class="woo-cards">{backs}{"".join(faces)}</div></div>')


def _stock_zone(view, lang, names):
    trump = view["trump"]
    n = view["stock_size"]
    heading = escape(i18n.text("ui.woo.stock_zone", lang))
    trumps = escape(i18n.text("ui.woo.trumps", lang, sym=SUIT_SYMBOLS[trump], suit=suit_name(trump, lang)))
    pile = ""
    if n:
        count = escape(plural("ui.woo.stock", n, lang))
        label = plural("ui.woo.stock_label", n, lang)
        badge = ""
        if view["closed"]:
            badge = f'<span class="woo-closed-badge">{escape(i18n.text("ui.woo.closed_badge", lang))}</span>'
        pile = (f'<div class="woo-stock{" closed" if view["closed"] else ""}" data-stock="{n}">'
                f'{back_html(label)}<span class="woo-count">{n}</span>{badge}</div>'
                f'<div class="woo-caption">{count}</div>')
    else:
        pile = f'<div class="woo-caption">{escape(i18n.text("ui.woo.stock_empty", lang))}</div>'
    if view["trump_card"] is not None:
        tcard = (f'<div class="woo-trump-card">{card_html(view["trump_card"], lang, trump=trump)}'
                 f'<div class="woo-caption">{escape(i18n.text("ui.woo.trump_card", lang))}</div></div>')
    else:
        tcard = f'<p class="woo-note">{link_rules(i18n.text("ui.woo.trump_taken", lang), lang)}</p>'
    if view["closer"] is not None:
        phase = i18n.text("ui.woo.closed_by", lang, names=names, player=view["closer"])
    elif view["closed"]:
        phase = i18n.text("ui.woo.closed_empty", lang)
    else:
        phase = i18n.text("ui.woo.phase_open", lang)
    closed = " closed" if view["closed"] else ""
    return (f'<div class="woo-zone stock{closed}"><h3>{heading}</h3><div class="woo-trumps">{trumps}</div>'
            f'<div class="woo-pile">{pile}{tcard}</div>'
            f'<p class="woo-note woo-phase">{link_rules(phase, lang)}</p></div>')


def _played(card, player, lang, names, trump, new, small=False):
    fresh = card in new
    caption = escape(i18n.text("ui.woo.played_by", lang, names=names, player=player))
    if fresh:
        tip = escape(i18n.text("ui.woo.new_tip", lang))
        caption += f' <span class="woo-new" title="{tip}">● {escape(i18n.text("ui.woo.new", lang))}</span>'
    return (f'<div class="woo-played{" recent" if fresh else ""}" data-player="{player}">'
            f'{card_html(card, lang, trump=trump, small=small, recent=fresh)}<span>{caption}</span></div>')


def _trick_zone(view, lang, names, new):
    trump = view["trump"]
    notes, cards = [], ""
    if view["trick"]:
        entry = view["trick"][0]
        notes.append(i18n.text("ui.woo.led_by", lang, names=names, player=entry["player"]))
        cards = _played(entry["card"], entry["player"], lang, names, trump, new)
    elif not view["is_over"]:
        notes.append(i18n.text("ui.woo.no_lead", lang))
    if view["marriage_announced"] and not view["trick"]:
        notes.append(i18n.text("ui.woo.announced", lang, names=names, player=view["oya"],
                               suit=suit_name(view["marriage_announced"], lang)))
    body = "".join(f'<p class="woo-note">{link_rules(n, lang)}</p>' for n in notes)
    return (f'<div class="woo-zone trick" aria-live="polite"><h3>{escape(i18n.text("ui.woo.trick", lang))}</h3>'
            f'{body}<div class="woo-cards">{cards}</div></div>')


def _last_trick_zone(view, lang, names, new, taken_since):
    last = view["last_trick"]
    title = escape(i18n.text("ui.woo.last_trick", lang))
    if last is None:
        return (f'<div class="woo-zone last"><h3>{title}</h3>'
                f'<p class="woo-note">{escape(i18n.text("ui.woo.no_trick_yet", lang))}</p></div>')
    value = sum(VALUES[parse_card(c)] for c in last["cards"])
    won = i18n.text("ui.woo.last_trick_won", lang, names=names, winner=last["winner"], value=value)
    if taken_since:
        won += " " + i18n.text("ui.woo.taken_since", lang)
    leader = last["leader"]
    cards = "".join(_played(c, q, lang, names, view["trump"], new, small=True)
                    for c, q in zip(last["cards"], (leader, 1 - leader)))
    return (f'<div class="woo-zone last" data-winner="{last["winner"]}"><h3>{title}</h3>'
            f'<p class="woo-note">{escape(won)}</p><div class="woo-cards">{cards}</div></div>')


def _actions(view, lang, points):
    """The buttons of the announcements legal now (none when the viewer is not to move); Victoire's says
    the viewer's points only with ``points``."""
    legal = [a for a in view.get("legal_actions", ()) if not a.startswith("play ")]
    legal.sort(key=lambda a: ANNOUNCEMENTS.index(a.split()[0]))
    buttons = []
    for action in legal:
        kind = action.split()[0]
        extra = {"suit": action.split()[1]} if kind == "marry" else {}
        words = action_label(action, view, lang, points)
        attrs = part_attributes(["woo-action", kind], i18n.colon(words, _action_tip(action, lang), lang), action, **extra)
        buttons.append(f'<div {attrs}>{escape(words)}</div>')
    if not buttons:
        return ""
    title = escape(i18n.text("ui.woo.announcements", lang))
    return f'<div class="woo-actions" aria-label="{title}">{"".join(buttons)}</div>'


def _hand_zone(view, lang, names, interactive, points):
    viewer = view["viewer"]
    trump = view["trump"]
    hand = sort_cards(view["hand"], trump)
    to_move = interactive and view["current_player"] == viewer
    legal = set(view.get("legal_actions", ())) if to_move else set()
    parts = []
    for card in hand:
        if to_move:
            action = f"play {card}"
            status = "playable" if action in legal else "refused"
            parts.append(card_html(card, lang, trump=trump, status=status, action=action))
        else:
            parts.append(card_html(card, lang, trump=trump))
    if not hand:
        parts.append(f'<span class="woo-note">{escape(i18n.text("ui.woo.no_cards", lang))}</span>')
    hint = ""
    if to_move and any(f"play {card}" not in legal for card in hand):
        hint = f'<p class="woo-note">{link_rules(i18n.text("ui.woo.hand_hint", lang), lang)}</p>'
    title = i18n.text("ui.woo.your_hand", lang)
    actions = _actions(view, lang, points) if to_move else ""
    return (f'<div class="woo-zone woo-hand" data-seat="{viewer}"><h3>{escape(title)}</h3>{hint}'
            f'<div class="woo-cards">{"".join(parts)}</div>{actions}</div>')


# --- whole pictures ---------------------------------------------------------------------------
def render(view, lang="en", names=None, *, interactive=True, recent=None, points=False):
    """The Woo table seen in ``view`` (``state.view(player)``) as one HTML string.

    ``points``: show both players' point totals beside their names and the viewer's on the Victoire
    button. Off by default, as the leaflet plays it: the treasure is a face-down pile that nobody may
    look through, and knowing when one has 66 is the game's skill (W16); the table's « Afficher les
    points » learning aid turns it on.

    With ``interactive`` and the viewer to move, hand cards and the legal announcements carry
    ``data-action``. ``names``: display names per player (default "Player 1"..., the viewer marked
    "you"). ``recent``: the moves since the viewer's last move (``GameTable.since_your_move``); the
    cards the opponent played among them are outlined and marked "new".
    """
    viewer = view.get("viewer")
    if names is None:
        names = seat_names(2, viewer, lang)
    new = _new_cards(view, recent)
    taken_since = any(getattr(entry, "key", None) == "woo.trick_won" for move in recent or () for entry in move.log)
    order = (1 - viewer, viewer) if viewer is not None else (0, 1)
    seats = "".join(_seat(view, p, lang, names, points) for p in order)
    parts = [style(), _status(view, lang, names),
             f'<div class="woo-seats" aria-label="{escape(i18n.text("ui.woo.players", lang))}">{seats}</div>']
    if viewer is not None:
        parts.append(_opponent_zone(view, 1 - viewer, lang, names))
    parts.append(f'<div class="woo-row">{_stock_zone(view, lang, names)}{_trick_zone(view, lang, names, new)}'
                 f'{_last_trick_zone(view, lang, names, new, taken_since)}</div>')
    if viewer is not None:
        parts.append(_hand_zone(view, lang, names, interactive, points))
    else:
        for p in (0, 1):
            hand = sort_cards(view["hands"][p], view["trump"])
            title = escape(i18n.text("ui.woo.hand_of", lang, names=names, player=p))
            parts.append(f'<div class="woo-zone woo-hand" data-seat="{p}"><h3>{title}</h3>'
                         f'{cards_row(hand, lang, view["trump"])}</div>')
    return f'<div class="woo-table" lang="{lang}">{"".join(parts)}</div>'


def render_cards(cards, lang="en", *, trump=None, small=False):
    """A row of cards (notation) alone, e.g. the 24 cards of W1, trumps marked if ``trump`` is given."""
    row = cards_row(list(cards), lang, trump, small=small)
    return f'<div class="woo-table plain" lang="{lang}">{style()}{row}</div>'
