"""What a game table shows when several people share one screen, and the teacher's view of every hand.

- Hot seat (``GameTable(humans=(0, 1))``): between the turns of two different people the table hides
  every hand behind a "Pass the screen to Player N" panel (``handover_html``) until that player clicks
  "I am Player N: show my cards" (the panel's button carries ``data-action="show-hand"``).
- Teacher view: every seat's hand drawn under the table (``teacher_html``), under a banner saying so.

Only markup and texts live here; ``widgets.table.GameTable`` decides when they are shown.
"""

from html import escape

from cardlib import i18n

from .assets import stylesheet

SHOW_HAND = "show-hand"       # the panel's button: the player named on it takes the screen

i18n.register({
    "ui.humans": {"en": "People", "fr": "Personnes"},
    "ui.humans_tip": {
        "en": "How many players are people sharing this screen in the next new game (the others are bots)",
        "fr": "Combien de joueurs sont des personnes qui partagent cet écran à la prochaine partie (les autres sont des robots)",
    },
    "ui.pass_screen": {"en": "Pass the screen to Player {n}", "fr": "Passez l'écran au joueur {n}"},
    "ui.pass_screen_detail": {
        "en": "Every hand is hidden until Player {n} clicks the button below.",
        "fr": "Toutes les mains sont cachées jusqu'à ce que le joueur {n} clique sur le bouton ci-dessous.",
    },
    "ui.show_my_cards": {"en": "I am Player {n}: show my cards", "fr": "Je suis le joueur {n} : montrer mes cartes"},
    "ui.hidden_until_shown": {
        "en": "The cards are hidden: Player {n} must first click “I am Player {n}: show my cards”.",
        "fr": "Les cartes sont cachées : le joueur {n} doit d'abord cliquer sur « Je suis le joueur {n} : montrer mes cartes ».",
    },
    "ui.undo_tip_people": {
        "en": "Back to the last decision a person made at this screen, whoever made it",
        "fr": "Revenir à la dernière décision prise par une personne devant cet écran, quelle qu'elle soit",
    },
    "ui.undone_of": {"en": "Back to the last decision of Player {n}.", "fr": "Retour à la dernière décision du joueur {n}."},
    "ui.teacher_view": {"en": "Teacher view", "fr": "Vue du professeur"},
    "ui.teacher_view_tip": {
        "en": "Show every player's hand, to explain the position to a class (never while the screen is being passed)",
        "fr": "Montrer la main de chaque joueur, pour expliquer la position à une classe (jamais pendant qu'on se passe l'écran)",
    },
    "ui.teacher_banner": {"en": "Teacher view: every hand is shown", "fr": "Vue du professeur : toutes les mains sont montrées"},
    "ui.teacher_no_cards": {"en": "no hidden card", "fr": "aucune carte cachée"},
})


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


def teacher_html(hands, lang, names):
    """The teacher's view: ``hands`` is one (seat, markup of that seat's hidden cards or None) per seat,
    shown under a banner saying that every hand is shown."""
    banner = escape(i18n.text("ui.teacher_banner", lang))
    rows = []
    for seat, cards in hands:
        who = escape(names[seat])
        body = cards if cards else f'<span class="cardgames-teacher-none">{escape(i18n.text("ui.teacher_no_cards", lang))}</span>'
        rows.append(f'<div class="cardgames-teacher-seat" data-seat="{seat}"><div class="cardgames-teacher-name">{who}</div>'
                    f'{body}</div>')
    return (f'<style>{stylesheet("table.css")}</style>'
            f'<section class="cardgames-teacher" lang="{lang}" aria-label="{banner}">'
            f'<div class="cardgames-teacher-banner">{banner}</div>{"".join(rows)}</section>')
