"""The words of Yoyo's front end, in English and French (registered with ``cardlib.i18n`` on import).

Kept apart from ``widgets.yoyo.render`` so that the renderer holds drawing only. Card names come
from the engine's texts (``card.B5`` is "blue 5" / "bleu 5"), so a card is called the same everywhere.
"""

from cardlib import i18n

# What a yellow card does (Y1's decision), as a symbol and a short word on the card.
ACTION_SYMBOLS = {"steal": "+2", "skip": "⊘", "pass": "⇄", "redeal": "♻"}

i18n.register({
    # the status line
    "ui.yoyo.your_play": {"en": "▶ Your turn: lay a card, or a series, on the pile.",
                          "fr": "▶ À vous : posez une carte, ou une série, sur la pile."},
    "ui.yoyo.your_play_empty": {"en": "▶ Your turn: the pile is empty, any card may be laid (Y2).",
                                "fr": "▶ À vous : la pile est vide, toute carte peut être posée (Y2)."},
    "ui.yoyo.your_play_free": {
        "en": "▶ Your turn: your own card came back round, so any card may be laid (free play, Y5).",
        "fr": "▶ À vous : votre propre carte est revenue jusqu'à vous, toute carte peut donc être posée (jeu libre, Y5).",
    },
    "ui.yoyo.your_direction": {
        "en": "▶ You drew the {card} and laid it: choose the direction the pile goes (Y4).",
        "fr": "▶ Vous avez pioché le {card} et l'avez posé : choisissez le sens de la pile (Y4).",
    },
    "ui.yoyo.your_steal": {
        "en": "▶ A steal card: take {count} card(s) at random from other players of your choice (Y8).",
        "fr": "▶ Une carte de vol : tirez {count} carte(s) au hasard chez d'autres joueurs de votre choix (Y8).",
    },
    "ui.yoyo.your_pass": {
        "en": "▶ A pass card: click the card you give to {player}, your left neighbour (Y8).",
        "fr": "▶ Une carte « passer » : cliquez sur la carte que vous donnez à {player}, votre voisin de gauche (Y8).",
    },
    "ui.yoyo.turn_of": {"en": "▶ {player} to play.", "fr": "▶ À {player} de jouer."},
    "ui.yoyo.round_won": {"en": "■ The round is over: {player} has no card left and wins it (Y9).",
                          "fr": "■ La manche est finie : {player} n'a plus de carte et la gagne (Y9)."},
    "ui.yoyo.round_exhausted": {
        "en": "■ The round is over: the stock ran out for the second time (Y9).",
        "fr": "■ La manche est finie : la pioche s'est épuisée pour la deuxième fois (Y9).",
    },
    "ui.yoyo.match_won": {"en": "■ The match is over: {player} wins with {points} points (Y10).",
                          "fr": "■ La partie est finie : {player} gagne avec {points} points (Y10)."},
    "ui.yoyo.round_of": {"en": "Round {round} of {rounds}", "fr": "Manche {round} sur {rounds}"},
    # the pile
    "ui.yoyo.pile": {"en": "Pile", "fr": "Pile"},
    "ui.yoyo.pile_empty": {"en": "The pile is empty: the first card may be any card (Y2).",
                           "fr": "La pile est vide : la première carte peut être n'importe laquelle (Y2)."},
    "ui.yoyo.value": {"en": "Value {value}", "fr": "Valeur {value}"},
    "ui.yoyo.goes.up": {"en": "goes up", "fr": "monte"},
    "ui.yoyo.goes.down": {"en": "goes down", "fr": "descend"},
    "ui.yoyo.arrow.up": {"en": "The pile goes up", "fr": "La pile monte"},
    "ui.yoyo.arrow.down": {"en": "The pile goes down", "fr": "La pile descend"},
    "ui.yoyo.accepts.up": {"en": "Next: a blue of {value} or more, a red {value}, or a yellow (Y3).",
                           "fr": "Ensuite : un bleu de {value} ou plus, un rouge {value}, ou un jaune (Y3)."},
    "ui.yoyo.accepts.down": {"en": "Next: a red of {value} or less, a blue {value}, or a yellow (Y3).",
                             "fr": "Ensuite : un rouge de {value} ou moins, un bleu {value}, ou un jaune (Y3)."},
    "ui.yoyo.laid_by": {"en": "laid by {player}", "fr": "posée par {player}"},
    "ui.yoyo.new": {"en": "{n} new", "fr": "{n} nouvelles"},
    "ui.yoyo.new.one": {"en": "new", "fr": "nouvelle"},
    "ui.yoyo.under": {"en": "Below it", "fr": "En dessous"},
    "ui.yoyo.stock": {"en": "Stock: {n} cards", "fr": "Pioche : {n} cartes"},
    "ui.yoyo.stock.one": {"en": "Stock: 1 card", "fr": "Pioche : 1 carte"},
    "ui.yoyo.exhausted_once": {
        "en": "The stock has run out once already: the next time, the round ends (Y9).",
        "fr": "La pioche s'est déjà épuisée une fois : la prochaine fois, la manche s'arrête (Y9).",
    },
    # the seats
    "ui.yoyo.players": {"en": "Players, in turn order", "fr": "Joueurs, dans l'ordre du jeu"},
    "ui.yoyo.cards": {"en": "{n} cards", "fr": "{n} cartes"},
    "ui.yoyo.cards.one": {"en": "1 card", "fr": "1 carte"},
    "ui.yoyo.backs": {"en": "{player} holds {n} card(s), face down", "fr": "{player} a {n} carte(s), face cachée"},
    "ui.yoyo.to_play": {"en": "to play", "fr": "joue"},
    "ui.yoyo.has_chosen": {"en": "has chosen", "fr": "a choisi"},
    "ui.yoyo.choosing": {"en": "chooses", "fr": "choisit"},
    "ui.yoyo.winner": {"en": "winner", "fr": "gagnant"},
    "ui.yoyo.points": {"en": "points {points}", "fr": "points {points}"},
    "ui.yoyo.total": {"en": "total {points}", "fr": "total {points}"},
    # the hand
    "ui.yoyo.your_hand": {"en": "Your hand", "fr": "Votre main"},
    "ui.yoyo.hand_of": {"en": "Hand of {player}", "fr": "Main de {player}"},
    "ui.yoyo.no_cards": {"en": "no card", "fr": "aucune carte"},
    "ui.yoyo.hand_hint": {
        "en": "Greyed, hatched cards cannot be laid now: click one to see the rule that says why.",
        "fr": "Les cartes grisées et hachurées ne peuvent pas être posées : cliquez-en une pour voir la règle qui l'interdit.",
    },
    "ui.yoyo.tip.playable": {"en": "{card}: lay it", "fr": "{card} : la poser"},
    "ui.yoyo.tip.orient": {"en": "{card}: lay it and choose the direction (Y4)",
                           "fr": "{card} : la poser et choisir le sens (Y4)"},
    "ui.yoyo.tip.refused": {"en": "{card}: cannot be laid now; click to see why",
                            "fr": "{card} : ne peut pas être posée ; cliquez pour savoir pourquoi"},
    "ui.yoyo.tip.pass": {"en": "{card}: give it to {player}", "fr": "{card} : la donner à {player}"},
    "ui.yoyo.select": {"en": "+ series", "fr": "+ série"},
    "ui.yoyo.selected": {"en": "✓ series", "fr": "✓ série"},
    "ui.yoyo.tip.select": {"en": "Add the {card} to the series you are making",
                           "fr": "Ajouter le {card} à la série que vous formez"},
    "ui.yoyo.tip.unselect": {"en": "Take the {card} out of the series", "fr": "Retirer le {card} de la série"},
    # the series panel
    "ui.yoyo.series": {"en": "Series (Y7)", "fr": "Série (Y7)"},
    "ui.yoyo.series_empty": {
        "en": "To lay a series, tick “+ series” under two or more cards, then lay it.",
        "fr": "Pour poser une série, cochez « + série » sous deux cartes ou plus, puis posez-la.",
    },
    "ui.yoyo.series_one": {"en": "A series has two or more cards: tick another one.",
                           "fr": "Une série a deux cartes ou plus : cochez-en une autre."},
    "ui.yoyo.series_legal": {"en": "This series may be laid now.", "fr": "Cette série peut être posée maintenant."},
    "ui.yoyo.series_refused": {"en": "This series may not be laid now:", "fr": "Cette série ne peut pas être posée maintenant :"},
    "ui.yoyo.series_order": {"en": "(laid in this order)", "fr": "(posée dans cet ordre)"},
    "ui.yoyo.lay_series": {"en": "Lay the series", "fr": "Poser la série"},
    "ui.yoyo.clear_series": {"en": "Clear", "fr": "Effacer"},
    # the choices of the yellows
    "ui.yoyo.choose_title": {"en": "Lay the {card} and choose the direction (Y4):",
                             "fr": "Posez le {card} et choisissez le sens (Y4) :"},
    "ui.yoyo.direction_title": {"en": "Choose the direction the pile goes after the {card} (Y4):",
                                "fr": "Choisissez le sens de la pile après le {card} (Y4) :"},
    "ui.yoyo.button.up": {"en": "↑ Up: blue cards next", "fr": "↑ Vers le haut : des bleues ensuite"},
    "ui.yoyo.button.down": {"en": "↓ Down: red cards next", "fr": "↓ Vers le bas : des rouges ensuite"},
    "ui.yoyo.cancel": {"en": "Cancel", "fr": "Annuler"},
    "ui.yoyo.steal_title": {"en": "Take {count} card(s) at random: choose from whom, in the order of the takes (Y8).",
                            "fr": "Tirez {count} carte(s) au hasard : choisissez chez qui, dans l'ordre des tirages (Y8)."},
    "ui.yoyo.steal_answer": {"en": "Or answer with a steal card from your hand: you then take nothing (Y11).",
                             "fr": "Ou répondez par une carte de vol de votre main : vous ne tirez alors rien (Y11)."},
    "ui.yoyo.then": {"en": "then", "fr": "puis"},
    "ui.yoyo.steal_tip": {"en": "Take a card at random from {who}", "fr": "Tirer une carte au hasard chez {who}"},
    "ui.yoyo.pass_title": {
        "en": "Click the card you give to {player} (Y8). Nobody sees your choice before everyone has chosen.",
        "fr": "Cliquez sur la carte que vous donnez à {player} (Y8). Personne ne voit votre choix avant que tous aient choisi.",
    },
    "ui.yoyo.pass_mine": {"en": "You give the {card} to {player}.", "fr": "Vous donnez le {card} à {player}."},
    "ui.yoyo.pass_waiting": {"en": "Waiting for the others' choices.", "fr": "En attente des choix des autres."},
    # the yellow cards
    "ui.yoyo.action.steal": {"en": "steal", "fr": "vol"},
    "ui.yoyo.action.skip": {"en": "skip", "fr": "saut"},
    "ui.yoyo.action.pass": {"en": "pass", "fr": "échange"},
    "ui.yoyo.action.redeal": {"en": "redeal", "fr": "redonne"},
    "ui.yoyo.card_action": {"en": "{card} ({action})", "fr": "{card} ({action})"},
    # the controls
    "ui.yoyo.hint_button": {"en": "Hint", "fr": "Indice"},
    "ui.yoyo.hint_tip": {"en": "What the {bot} bot would do in your place, and why",
                         "fr": "Ce que le robot {bot} ferait à votre place, et pourquoi"},
    "ui.yoyo.hint_title": {"en": "Hint from the {bot} bot: {move}.", "fr": "Indice du robot {bot} : {move}."},
    "ui.yoyo.hint_not_yours": {"en": "A hint is for your turn: ask for one when you have a decision to make.",
                               "fr": "Un indice sert à votre tour : demandez-le quand vous avez une décision à prendre."},
    "ui.yoyo.bot_label": {"en": "Bots", "fr": "Robots"},
    "ui.yoyo.bot_tip": {"en": "The bot that plays every other seat", "fr": "Le robot qui joue toutes les autres places"},
    "ui.yoyo.bot_changed": {"en": "The other seats are now played by the {bot} bot.",
                            "fr": "Les autres places sont maintenant jouées par le robot {bot}."},
    "ui.yoyo.match_label": {"en": "Match (Y10)", "fr": "Partie longue (Y10)"},
    "ui.yoyo.match_tip": {"en": "From the next new game: twice as many rounds as players (Y10)",
                          "fr": "À partir de la prochaine partie : deux fois plus de manches que de joueurs (Y10)"},
    "ui.yoyo.variant_label": {"en": "Variant: chained steals (Y11)", "fr": "Variante : vols en chaîne (Y11)"},
    "ui.yoyo.variant_tip": {"en": "From the next new game: a steal may be answered with another steal card (Y11)",
                            "fr": "À partir de la prochaine partie : on peut répondre à un vol par une autre carte de vol (Y11)"},
})
