"""What a game table shows when several people share one screen, and the teacher's view of every hand.

- Hot seat (``GameTable(humans=(0, 1))``): between the turns of two different people the table hides
  every hand behind a "Pass the screen to Player N" panel (``handover_html``) until that player clicks
  "I am Player N: show my cards" (the panel's button carries ``data-action="show-hand"``).
- Teacher view: every seat's hand drawn under the table (``teacher_html``), under a banner saying so,
  then the cards still to be drawn, next first, in a game with a stock.

Only markup and texts live here; ``widgets.table.GameTable`` decides when they are shown.
"""

from html import escape

from cardlib.text import i18n

from .assets import stylesheet

SHOW_HAND = "show-hand"       # the panel's button: the player named on it takes the screen


def handover_html(player, lang, move, deal):
    """The panel hiding the table until ``player`` (a seat) takes the screen: no card of any hand in it.
    It carries the position's ``data-move`` and ``data-deal``, as the picture it replaces does, so that
    the front end's "drawn" message and the button's click are checked against the live position."""
    title = escape(i18n.text("ui.pass_screen", lang, n=player + 1))
    detail = escape(i18n.text("ui.pass_screen_detail", lang, n=player + 1))
    button = escape(i18n.text("ui.show_my_cards", lang, n=player + 1))
    return (f'<style>{stylesheet("table.css")}</style>'
            f'<div class="cardgames-position" data-move="{move}" data-deal="{deal}">'
            f'<section class="cardgames-handover" lang="{lang}" data-player="{player}" aria-label="{title}">'
            f'<h2>{title}</h2><p>{detail}</p>'
            f'<button type="button" class="cardgames-show-hand" data-action="{SHOW_HAND}">{button}</button>'
            f'</section></div>')


def teacher_html(hands, lang, names, stock=None):
    """The teacher's view: ``hands`` is one (seat, markup of that seat's hidden cards or None) per seat,
    shown under a banner saying that every hand is shown; ``stock``, the markup of the cards still to
    be drawn (next first), follows them when given."""
    banner = escape(i18n.text("ui.teacher_banner", lang))
    rows = []
    for seat, cards in hands:
        who = escape(names[seat])
        body = cards if cards else f'<span class="cardgames-teacher-none">{escape(i18n.text("ui.teacher_no_cards", lang))}</span>'
        rows.append(f'<div class="cardgames-teacher-seat" data-seat="{seat}"><div class="cardgames-teacher-name">{who}</div>'
                    f'{body}</div>')
    if stock is not None:
        title = escape(i18n.text("ui.teacher_stock", lang))
        rows.append(f'<div class="cardgames-teacher-seat" data-seat="stock"><div class="cardgames-teacher-name">'
                    f'{title}</div>{stock}</div>')
    return (f'<style>{stylesheet("table.css")}</style>'
            f'<section class="cardgames-teacher" lang="{lang}" aria-label="{banner}">'
            f'<div class="cardgames-teacher-banner">{banner}</div>{"".join(rows)}</section>')
