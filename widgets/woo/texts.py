"""The words of Woo's front end, in English and French (registered with ``cardlib.i18n`` on import).

Kept apart from ``widgets.woo.render`` so that the renderer holds drawing only. Suit names come
from the engine's texts (``cardlib.woo_texts.SUIT_NAMES``), so a suit is called the same everywhere.
"""

from cardlib import i18n
from cardlib.woo_cards import SUITS
from cardlib.woo_texts import SUIT_NAMES

SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}


def suit_name(suit, lang="en"):
    """The name of ``suit`` ('H', 'D', 'C' or 'S') in ``lang``: 'hearts', 'cœur'."""
    return SUIT_NAMES[lang][SUITS.index(suit)]


i18n.register({
    # the status line
    "ui.woo.your_lead": {
        "en": "▶ Your turn: you are the Oya. Lead a card, or make an announcement first.",
        "fr": "▶ À vous : vous êtes l'Oya. Ouvrez le pli avec une carte, ou faites d'abord une annonce.",
    },
    "ui.woo.your_lead_married": {
        "en": "▶ Your turn: you announced the marriage of {suit}, so lead its K or Q (W8).",
        "fr": "▶ À vous : vous avez annoncé le mariage à {suit}, ouvrez donc avec son roi ou sa reine (W8).",
    },
    "ui.woo.your_follow_open": {
        "en": "▶ Your turn: answer the {card}. Open phase: any card may follow (W5).",
        "fr": "▶ À vous : répondez à {card}. Phase ouverte : n'importe quelle carte peut suivre (W5).",
    },
    "ui.woo.your_follow_closed": {
        "en": "▶ Your turn: answer the {card}. Closed phase: follow suit and win if you can, "
              "else play a trump, else any card (W5).",
        "fr": "▶ À vous : répondez à {card}. Phase fermée : fournissez et gagnez si vous le pouvez, "
              "sinon jouez atout, sinon n'importe quelle carte (W5).",
    },
    "ui.woo.your_after_trick": {
        "en": "▶ You won the trick: draw, close the stock, or call Victory (W4, W6, W9).",
        "fr": "▶ Vous avez gagné le pli : piochez, fermez, ou criez « Victoire ! » (W4, W6, W9).",
    },
    "ui.woo.your_last": {
        "en": "▶ You won the last trick: end the round (10 more points if nobody closed, W10) or call Victory.",
        "fr": "▶ Vous avez gagné le dernier pli : terminez la manche (10 points de plus si personne n'a fermé, "
              "W10) ou criez « Victoire ! ».",
    },
    "ui.woo.turn_of": {"en": "▶ {player} to play.", "fr": "▶ À {player} de jouer."},
    "ui.woo.round_won": {
        "en": "■ The round is over: {player} wins {woo} Woo.",
        "fr": "■ La manche est finie : {player} gagne {woo} Woo.",
    },
    "ui.woo.round_tied": {
        "en": "■ The round is over: equal points, no winner (W14).",
        "fr": "■ La manche est finie : égalité de points, pas de gagnant (W14).",
    },
    "ui.woo.match_won": {
        "en": "■ The match is over: {player} wins, {woo} Woo to {other_woo} (W15).",
        "fr": "■ La partie est finie : {player} gagne, {woo} Woo contre {other_woo} (W15).",
    },
    "ui.woo.round_of_match": {"en": "Round {round}", "fr": "Manche {round}"},
    "ui.woo.last_round": {
        "en": "Last round: {player} won {woo} Woo.",
        "fr": "Manche précédente : {player} a gagné {woo} Woo.",
    },
    "ui.woo.last_round_tied": {
        "en": "Last round: a tie; its bonus goes to the next round's winner (W14).",
        "fr": "Manche précédente : égalité ; son bonus ira au gagnant de la manche suivante (W14).",
    },
    "ui.woo.bonus_pending": {
        "en": "Bonus waiting: {n} Woo for the next round's winner (W14).",
        "fr": "Bonus en attente : {n} Woo pour le gagnant de la manche suivante (W14).",
    },
    # the seats
    "ui.woo.players": {"en": "Players", "fr": "Joueurs"},
    "ui.woo.oya": {"en": "Oya", "fr": "Oya"},
    "ui.woo.oya_tip": {"en": "The Oya leads the next trick (W3)", "fr": "L'Oya ouvre le prochain pli (W3)"},
    "ui.woo.to_play": {"en": "▶ to play", "fr": "▶ à jouer"},
    "ui.woo.winner": {"en": "★ winner", "fr": "★ gagnant"},
    "ui.woo.closer_tag": {"en": "closed", "fr": "a fermé"},
    "ui.woo.victory_tag": {"en": "called Victory", "fr": "a crié Victoire"},
    "ui.woo.tricks": {"en": "tricks", "fr": "plis"},
    "ui.woo.points": {"en": "points", "fr": "points"},
    "ui.woo.woo_match": {"en": "Woo (first to 7)", "fr": "Woo (premier à 7)"},
    "ui.woo.woo_round": {"en": "Woo won", "fr": "Woo gagnés"},
    "ui.woo.marriage": {"en": "marriage {sym} {points}", "fr": "mariage {sym} {points}"},
    "ui.woo.marriage_tip": {
        "en": "marriage of {suit} shown: {points} points (W8)",
        "fr": "mariage à {suit} annoncé : {points} points (W8)",
    },
    # the opponent's hand
    "ui.woo.opponent_hand": {"en": "{player}'s hand", "fr": "Main de {player}"},
    "ui.woo.hidden_cards": {
        "en": "{n} cards face down; only the cards shown are face up (W16).",
        "fr": "{n} cartes face cachée ; seules les cartes montrées sont face visible (W16).",
    },
    "ui.woo.hidden_cards.one": {
        "en": "1 card face down; only the cards shown are face up (W16).",
        "fr": "1 carte face cachée ; seules les cartes montrées sont face visible (W16).",
    },
    "ui.woo.back_label": {"en": "a card of {player}, face down", "fr": "une carte de {player}, face cachée"},
    "ui.woo.shown": {"en": "shown", "fr": "montrée"},
    "ui.woo.shown_tip": {
        "en": "{card}: shown by {player} (a marriage, or the trump card taken) and still in their hand",
        "fr": "{card} : montrée par {player} (un mariage, ou la carte d'atout prise) et toujours dans sa main",
    },
    "ui.woo.no_cards": {"en": "no card", "fr": "aucune carte"},
    # the stock and the trump card
    "ui.woo.stock_zone": {"en": "Stock and trumps", "fr": "Pioche et atout"},
    "ui.woo.stock": {"en": "Stock: {n} cards", "fr": "Pioche : {n} cartes"},
    "ui.woo.stock.one": {"en": "Stock: 1 card", "fr": "Pioche : 1 carte"},
    "ui.woo.stock_label": {"en": "the stock, {n} cards face down", "fr": "la pioche, {n} cartes face cachée"},
    "ui.woo.stock_empty": {"en": "Stock exhausted", "fr": "Pioche épuisée"},
    "ui.woo.trumps": {"en": "Trumps: {sym} {suit}", "fr": "Atout : {sym} {suit}"},
    "ui.woo.trump_card": {"en": "trump card", "fr": "carte d'atout"},
    "ui.woo.trump_taken": {
        "en": "The trump card was taken with the last draw (W4).",
        "fr": "La carte d'atout a été prise avec la dernière pioche (W4).",
    },
    "ui.woo.phase_open": {
        "en": "Open phase: after each trick both players draw, the winner first (W4); any card may follow (W5).",
        "fr": "Phase ouverte : après chaque pli, les deux joueurs piochent, le gagnant d'abord (W4) ; "
              "n'importe quelle carte peut suivre (W5).",
    },
    "ui.woo.closed_by": {
        "en": "Closed by {player} (W6): nobody draws any more; follow suit and win if you can (W5).",
        "fr": "Fermé par {player} (W6) : on ne pioche plus ; il faut fournir et gagner si on le peut (W5).",
    },
    "ui.woo.closed_empty": {
        "en": "Closed phase: the stock is exhausted (W4); follow suit and win if you can (W5).",
        "fr": "Phase fermée : la pioche est épuisée (W4) ; il faut fournir et gagner si on le peut (W5).",
    },
    "ui.woo.closed_badge": {"en": "closed", "fr": "fermé"},
    # the tricks
    "ui.woo.trick": {"en": "Trick in play", "fr": "Pli en cours"},
    "ui.woo.no_lead": {"en": "No card led yet: the Oya leads.", "fr": "Aucune carte jouée : l'Oya ouvre."},
    "ui.woo.led_by": {"en": "led by {player}", "fr": "ouvert par {player}"},
    "ui.woo.announced": {
        "en": "{player} announced the marriage of {suit}: the lead is its K or Q (W8).",
        "fr": "{player} a annoncé le mariage à {suit} : l'ouverture est son roi ou sa reine (W8).",
    },
    "ui.woo.last_trick": {"en": "Last trick", "fr": "Dernier pli"},
    "ui.woo.no_trick_yet": {"en": "No trick played yet.", "fr": "Aucun pli joué pour l'instant."},
    "ui.woo.last_trick_won": {
        "en": "Won by {winner}, {value} points.",
        "fr": "Remporté par {winner}, {value} points.",
    },
    "ui.woo.played_by": {"en": "{player}", "fr": "{player}"},
    "ui.woo.new": {"en": "new", "fr": "nouveau"},
    "ui.woo.new_tip": {"en": "played since your last move", "fr": "jouée depuis votre dernier coup"},
    "ui.woo.taken_since": {"en": "Taken since your last move.", "fr": "Remporté depuis votre dernier coup."},
    # your hand
    "ui.woo.your_hand": {"en": "Your hand", "fr": "Votre main"},
    "ui.woo.hand_of": {"en": "{player}'s hand", "fr": "Main de {player}"},
    "ui.woo.hand_hint": {
        "en": "Grey, hatched, struck-out cards may not be played now (W5, W8): click one to see why.",
        "fr": "Les cartes grises, hachurées et barrées ne peuvent pas être jouées maintenant (W5, W8) : "
              "cliquez dessus pour savoir pourquoi.",
    },
    "ui.woo.playable": {"en": "{card}: playable", "fr": "{card} : jouable"},
    "ui.woo.refused": {"en": "{card}: not playable now, click to see why",
                       "fr": "{card} : injouable maintenant, cliquez pour savoir pourquoi"},
    "ui.woo.trump_mark": {"en": "trump", "fr": "atout"},
    "ui.woo.card_trump": {"en": "{card} (trump)", "fr": "{card} (atout)"},
    # the announcements
    "ui.woo.announcements": {"en": "Announcements", "fr": "Annonces"},
    "ui.woo.action.close": {"en": "On ferme ! (close)", "fr": "On ferme !"},
    "ui.woo.action_tip.close": {
        "en": "Close the stock: nobody draws any more and the closed phase begins; you then need 66 points "
              "and must call Victory (W6, W13).",
        "fr": "Fermer la pioche : on ne pioche plus et la phase fermée commence ; il vous faudra 66 points "
              "et crier « Victoire ! » (W6, W13).",
    },
    "ui.woo.action.draw": {"en": "Draw", "fr": "Piocher"},
    "ui.woo.action_tip.draw": {
        "en": "Draw the top card of the stock; then your opponent draws (W4).",
        "fr": "Piocher la carte du dessus de la pioche ; votre adversaire pioche ensuite (W4).",
    },
    "ui.woo.action.exchange": {"en": "Exchange the trump zero", "fr": "Échanger le zéro d'atout"},
    "ui.woo.action_tip.exchange": {
        "en": "Swap your zero of trumps for the trump card on the table (W7).",
        "fr": "Échanger votre zéro d'atout contre la carte d'atout sur la table (W7).",
    },
    "ui.woo.action.marry": {"en": "Marriage {sym} {suit}", "fr": "Mariage à {suit} {sym}"},
    "ui.woo.action_tip.marry": {
        "en": "Show the K and Q of {suit} and lead one of them: 20 points, 40 in trumps, "
              "if you have won a trick and the game is open (W8).",
        "fr": "Montrer le roi et la reine de {suit} et ouvrir avec l'un d'eux : 20 points, 40 à l'atout, "
              "si vous avez gagné un pli et que le jeu est ouvert (W8).",
    },
    "ui.woo.action.victory": {"en": "Victoire ! ({points} points)", "fr": "Victoire ! ({points} points)"},
    "ui.woo.action_tip.victory": {
        "en": "End the round now: with 66 points or more you win the Woo; under 66 your opponent does (W9, W12, W13).",
        "fr": "Arrêter la manche maintenant : avec au moins 66 points vous gagnez les Woo ; "
              "avec moins, c'est votre adversaire (W9, W12, W13).",
    },
    "ui.woo.action.end": {"en": "End the round", "fr": "Terminer la manche"},
    "ui.woo.action_tip.end": {
        "en": "End the round without calling Victory: the points decide (W10, W12).",
        "fr": "Terminer la manche sans crier « Victoire » : les points décident (W10, W12).",
    },
})

# The table's own controls (widgets.woo.table).
i18n.register({
    "ui.woo.hint_button": {"en": "Hint", "fr": "Indice"},
    "ui.woo.hint_tip": {
        "en": "What the {bot} bot would do in your place, and why, with its numbers",
        "fr": "Ce que ferait le robot {bot} à votre place, et pourquoi, avec ses chiffres",
    },
    "ui.woo.hint_title": {
        "en": "Hint: what the {bot} bot would do in your place, and why.",
        "fr": "Indice : ce que ferait le robot {bot} à votre place, et pourquoi.",
    },
    "ui.woo.hint_none": {
        "en": "The {bot} bot cannot explain its choices yet.",
        "fr": "Le robot {bot} ne sait pas encore expliquer ses choix.",
    },
    "ui.woo.hint_not_yours": {
        "en": "A hint is for your decision: ask for one when it is your turn.",
        "fr": "Un indice sert à votre décision : demandez-le quand c'est à vous de jouer.",
    },
    "ui.woo.bot_label": {"en": "Opponent", "fr": "Adversaire"},
    "ui.woo.bot_tip": {
        "en": "The bot you play against: random, greedy (a sensible heuristic) or search (plays exactly once "
              "the stock is closed)",
        "fr": "Le robot contre qui vous jouez : random (au hasard), greedy (une heuristique sensée) ou search "
              "(joue parfaitement une fois la pioche fermée)",
    },
    "ui.woo.bot_changed": {
        "en": "Your opponent is now the {bot} bot, from its next move.",
        "fr": "Votre adversaire est maintenant le robot {bot}, dès son prochain coup.",
    },
    "ui.woo.solver_button": {"en": "Solver's verdict", "fr": "Verdict du solveur"},
    "ui.woo.solver_tip": {
        "en": "Once the stock is closed or exhausted, show the opponent's possible hands and what each of your "
              "choices is worth with perfect play",
        "fr": "Une fois la pioche fermée ou épuisée, montrer les mains possibles de l'adversaire et ce que vaut "
              "chacun de vos choix avec un jeu parfait",
    },
    "ui.woo.match_label": {"en": "Match to 7 Woo", "fr": "Partie en 7 Woo"},
    "ui.woo.match_tip": {
        "en": "Play rounds until a player has 7 Woo (W15); takes effect with the next new game",
        "fr": "Jouer des manches jusqu'à ce qu'un joueur ait 7 Woo (W15) ; s'applique à la prochaine partie",
    },
})

# The closed-phase teaching view (widgets.woo.closed_view).
i18n.register({
    "ui.woo.cv.title": {"en": "Closed phase: what counting tells you",
                        "fr": "Phase fermée : ce que le compte vous apprend"},
    "ui.woo.cv.open": {
        "en": "The stock is still open: {player}'s hand and the stock order are unknown, so nothing can be "
              "solved exactly yet. This view fills in once the stock is closed (W6) or exhausted (W4).",
        "fr": "La pioche est encore ouverte : la main de {player} et l'ordre de la pioche sont inconnus, on ne "
              "peut donc encore rien résoudre exactement. Cette vue se remplit dès que la pioche est fermée (W6) "
              "ou épuisée (W4).",
    },
    "ui.woo.cv.over": {
        "en": "The round is over: there is nothing left to decide.",
        "fr": "La manche est finie : il n'y a plus rien à décider.",
    },
    "ui.woo.cv.known": {
        "en": "Every card is known: the stock is exhausted, so {player} holds exactly the cards you have not "
              "seen (W16):",
        "fr": "Toutes les cartes sont connues : la pioche est épuisée, donc {player} a exactement les cartes que "
              "vous n'avez pas vues (W16) :",
    },
    "ui.woo.cv.possible": {
        "en": "{player} holds {k} of these {m} cards you have not seen; the rest ({s}) stays in the closed stock "
              "(W6). That makes {total} possible hands, each as likely.",
        "fr": "{player} a {k} de ces {m} cartes que vous n'avez pas vues ; le reste ({s}) demeure dans la pioche "
              "fermée (W6). Cela fait {total} mains possibles, toutes aussi probables.",
    },
    "ui.woo.cv.possible_shown": {
        "en": "{player} holds the cards shown and {k} of these {m} cards you have not seen; the rest ({s}) stays "
              "in the closed stock (W6). That makes {total} possible hands, each as likely.",
        "fr": "{player} a les cartes montrées et {k} de ces {m} cartes que vous n'avez pas vues ; le reste ({s}) "
              "demeure dans la pioche fermée (W6). Cela fait {total} mains possibles, toutes aussi probables.",
    },
    "ui.woo.cv.all_solved": {
        "en": "Each of your choices is solved exactly on every possible hand, both players then playing perfectly.",
        "fr": "Chacun de vos choix est résolu exactement sur chaque main possible, les deux joueurs jouant "
              "ensuite parfaitement.",
    },
    "ui.woo.cv.sampled": {
        "en": "Each of your choices is solved exactly, both players then playing perfectly, on {n} of these "
              "hands drawn at random (seed {seed}).",
        "fr": "Chacun de vos choix est résolu exactement, les deux joueurs jouant ensuite parfaitement, sur {n} "
              "de ces mains tirées au hasard (graine {seed}).",
    },
    "ui.woo.cv.waiting": {
        "en": "It is {player}'s turn: the solver's verdict on your choices appears when it is yours.",
        "fr": "C'est à {player} de jouer : le verdict du solveur sur vos choix s'affiche quand c'est votre tour.",
    },
    "ui.woo.cv.choice": {"en": "Your choice", "fr": "Votre choix"},
    "ui.woo.cv.wins": {"en": "Hands you win", "fr": "Mains gagnées"},
    "ui.woo.cv.ties": {"en": "Tied hands", "fr": "Mains à égalité"},
    "ui.woo.cv.losses": {"en": "Hands you lose", "fr": "Mains perdues"},
    "ui.woo.cv.mean": {"en": "Mean Woo", "fr": "Woo en moyenne"},
    "ui.woo.cv.in_hands": {"en": "{k} of {n}", "fr": "{k} sur {n}"},
    "ui.woo.cv.best": {"en": "★ best", "fr": "★ meilleur"},
    "ui.woo.cv.value_note": {
        "en": "Woo for you with perfect play: +2 means you win 2 Woo, −2 that {player} wins 2, 0 a tie (W12-W14).",
        "fr": "Woo pour vous avec un jeu parfait : +2 signifie que vous gagnez 2 Woo, −2 que {player} en gagne 2, "
              "0 une égalité (W12-W14).",
    },
    "ui.woo.cv.hands_title": {"en": "Each possible hand of {player}", "fr": "Chaque main possible de {player}"},
    "ui.woo.cv.hand": {"en": "{player}'s hand", "fr": "Main de {player}"},
    "ui.woo.cv.value_win": {"en": "{action}: you win {n} Woo", "fr": "{action} : vous gagnez {n} Woo"},
    "ui.woo.cv.value_loss": {"en": "{action}: {player} wins {n} Woo", "fr": "{action} : {player} gagne {n} Woo"},
    "ui.woo.cv.value_tie": {"en": "{action}: a tie, no Woo (W14)", "fr": "{action} : égalité, aucun Woo (W14)"},
    "ui.woo.cv.play": {"en": "play {card}", "fr": "jouer {card}"},
})
