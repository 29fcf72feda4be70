"""The words of Ohio's front end, in English and French (registered with ``cardlib.i18n`` on import).

Kept apart from ``widgets.ohio.render`` so that the renderer holds drawing only.
"""

from cardlib import i18n

i18n.register({
    "ui.ohio.your_hand": {"en": "Your hand", "fr": "Votre main"},
    "ui.ohio.hand_of": {"en": "Hand of {player}", "fr": "Main de {player}"},
    "ui.ohio.hand_hint": {
        "en": "Grey, hatched, struck-out cards cannot be played now: click one to see why.",
        "fr": "Les cartes grises, hachurées et barrées ne peuvent pas être jouées maintenant : cliquez dessus pour savoir pourquoi.",
    },
    "ui.ohio.no_cards": {"en": "no card", "fr": "aucune carte"},
    "ui.ohio.pass": {"en": "Pass", "fr": "Passer"},
    "ui.ohio.trick": {"en": "Trick in play", "fr": "Pli en cours"},
    "ui.ohio.trick_value": {"en": "Trick worth {value}.", "fr": "Le pli vaut {value}."},
    "ui.ohio.limit": {
        "en": "Next: a number lower than {last}, or Ohio, or pass.",
        "fr": "Ensuite : un nombre plus petit que {last}, ou Ohio, ou passer.",
    },
    "ui.ohio.only_ohio": {
        "en": "Only Ohio so far: any card may follow.",
        "fr": "Seulement Ohio pour l'instant : n'importe quelle carte peut suivre.",
    },
    "ui.ohio.empty_trick": {
        "en": "No card yet: the leader plays any card.",
        "fr": "Pas encore de carte : celui qui ouvre joue la carte de son choix.",
    },
    "ui.ohio.last_trick": {"en": "Last trick", "fr": "Dernier pli"},
    "ui.ohio.last_trick_won": {
        "en": "Won by {winner}, worth {value}.",
        "fr": "Remporté par {winner}, vaut {value}.",
    },
    "ui.ohio.no_trick_yet": {"en": "No trick won yet.", "fr": "Aucun pli remporté pour l'instant."},
    "ui.ohio.taken_since": {"en": "Taken since your last move.", "fr": "Remporté depuis votre dernier coup."},
    "ui.ohio.new": {"en": "new", "fr": "nouveau"},
    "ui.ohio.new_tip": {"en": "played since your last move", "fr": "jouée depuis votre dernier coup"},
    "ui.ohio.players": {"en": "Players", "fr": "Joueurs"},
    "ui.ohio.points": {"en": "points won", "fr": "points gagnés"},
    "ui.ohio.tricks": {"en": "tricks", "fr": "plis"},
    "ui.ohio.cards_left": {"en": "cards left", "fr": "cartes en main"},
    "ui.ohio.score": {"en": "score", "fr": "score"},
    "ui.ohio.match_points": {"en": "match total", "fr": "total du match"},
    "ui.ohio.to_play": {"en": "▶ to play", "fr": "▶ à jouer"},
    "ui.ohio.passed": {"en": "passed", "fr": "a passé"},
    "ui.ohio.winner": {"en": "★ winner", "fr": "★ gagnant"},
    "ui.ohio.your_turn": {"en": "▶ Your turn.", "fr": "▶ À vous de jouer."},
    "ui.ohio.your_lead": {"en": "▶ Your turn: lead any card.", "fr": "▶ À vous d'ouvrir le pli : jouez la carte de votre choix."},
    "ui.ohio.turn_of": {"en": "▶ {player} to play.", "fr": "▶ À {player} de jouer."},
    "ui.ohio.over": {"en": "■ Game over. Winner: {winners}.", "fr": "■ Partie finie. Gagnant : {winners}."},
    "ui.ohio.round": {"en": "Round {round} of {rounds}", "fr": "Manche {round} sur {rounds}"},
    "ui.ohio.playable": {"en": "{card}: playable", "fr": "{card} : jouable"},
    "ui.ohio.refused": {"en": "{card}: not playable now", "fr": "{card} : injouable maintenant"},
    "ui.ohio.played_by": {"en": "{n}. {player}", "fr": "{n}. {player}"},
    "ui.ohio.sc.player": {"en": "Player", "fr": "Joueur"},
    "ui.ohio.sc.won_cards": {"en": "Cards in won tricks", "fr": "Cartes des plis gagnés"},
    "ui.ohio.sc.hand": {"en": "Cards left in hand", "fr": "Cartes restées en main"},
    "ui.ohio.sc.breakdown": {"en": "O6 breakdown", "fr": "Détail (O6)"},
    "ui.ohio.sc.won_line": {"en": "tricks: {expr} = {won}", "fr": "plis : {expr} = {won}"},
    "ui.ohio.sc.hand_line": {"en": "hand: −({expr}) = −{cost}", "fr": "main : −({expr}) = −{cost}"},
    "ui.ohio.sc.total_line": {"en": "score: {won} − {cost} = {score}", "fr": "score : {won} − {cost} = {score}"},
    "ui.ohio.sc.hand_empty": {"en": "hand: empty, 0", "fr": "main : vide, 0"},
    "ui.ohio.sc.ohio_in_hand": {"en": "10 for Ohio", "fr": "10 pour Ohio"},
})
