"""The words of Yozu's front end, in English and French (registered with ``cardlib.i18n`` on import).

Kept apart from ``widgets.yozu.render`` so that the renderer holds drawing only.
"""

from cardlib import i18n

i18n.register({
    "ui.yozu.players": {"en": "Players' displays", "fr": "Les cartes posées devant les joueurs"},
    "ui.yozu.oracle_tag": {"en": "☾ Oracle", "fr": "☾ Oracle"},
    "ui.yozu.to_guess": {"en": "▶ to guess", "fr": "▶ propose"},
    "ui.yozu.to_reveal": {"en": "▶ to answer", "fr": "▶ répond"},
    "ui.yozu.to_place": {"en": "▶ to keep or swap", "fr": "▶ garde ou échange"},
    "ui.yozu.winner_tag": {"en": "★ {how}", "fr": "★ {how}"},
    "ui.yozu.match_winner_tag": {"en": "★ Maître du Yozu", "fr": "★ Maître du Yozu"},
    "ui.yozu.rounds_won": {"en": "rounds won: {n}", "fr": "manches gagnées : {n}"},
    "ui.yozu.empty_display": {"en": "no card", "fr": "aucune carte"},
    "ui.yozu.nearest": {
        "en": "Closest: YOZUKA in {season} {ka}/4 · YOZUMI of {animal} {mi}/4",
        "fr": "Au plus près : YOZUKA {season} {ka}/4 · YOZUMI {animal} {mi}/4",
    },
    "ui.yozu.oracle_cards": {"en": "The Oracle's cards", "fr": "Les cartes de l'Oracle"},
    "ui.yozu.your_cards": {"en": "Only you, the Oracle, see them.", "fr": "Vous seul, l'Oracle, les voyez."},
    "ui.yozu.teacher_cards": {"en": "Shown face up for the teacher.", "fr": "Montrées face visible pour l'enseignant."},
    "ui.yozu.hidden_cards": {"en": "{player} holds {n} cards, face down.", "fr": "{player} tient {n} cartes, face cachée."},
    "ui.yozu.hidden_cards.one": {"en": "{player} holds 1 card, face down.", "fr": "{player} tient 1 carte, face cachée."},
    "ui.yozu.no_oracle_cards": {"en": "No card in the Oracle's hand.", "fr": "Aucune carte dans la main de l'Oracle."},
    "ui.yozu.face_down": {"en": "face down", "fr": "face cachée"},
    "ui.yozu.face_down_label": {"en": "a face-down card of the Oracle", "fr": "une carte cachée de l'Oracle"},
    "ui.yozu.deck": {"en": "Deck: {n} cards", "fr": "Pioche : {n} cartes"},
    "ui.yozu.deck.one": {"en": "Deck: 1 card", "fr": "Pioche : 1 carte"},
    "ui.yozu.deck_label": {"en": "the deck, {n} cards", "fr": "la pioche, {n} cartes"},
    "ui.yozu.this_turn": {"en": "This turn", "fr": "Ce tour-ci"},
    "ui.yozu.no_guess_yet": {"en": "No guess yet this turn.", "fr": "Aucune proposition pour l'instant dans ce tour."},
    "ui.yozu.guessed": {"en": "{player} guessed", "fr": "{player} a proposé"},
    "ui.yozu.answer_match": {"en": "✓ found!", "fr": "✓ trouvée !"},
    "ui.yozu.answer_nothing": {"en": "∅ nothing", "fr": "∅ rien"},
    "ui.yozu.answer_reveal": {"en": "★ {sym} {element} revealed", "fr": "★ révélé : {sym} {element}"},
    "ui.yozu.answer_pending": {"en": "the Oracle answers…", "fr": "l'Oracle répond…"},
    "ui.yozu.shown_pairs": {
        "en": "Z3: identical pair shown to all, then shuffled back:",
        "fr": "Z3 : paire identique montrée à tous, puis remélangée :",
    },
    "ui.yozu.barred": {
        "en": "⊘ Next guess may not name {sym} {element} (Z4: it was just revealed).",
        "fr": "⊘ La prochaine proposition ne peut pas citer {sym} {element} (Z4 : c'est l'élément qui vient d'être révélé).",
    },
    "ui.yozu.not_barred": {
        "en": "The next guess may name any animal and any season.",
        "fr": "La prochaine proposition peut citer n'importe quel animal et n'importe quelle saison.",
    },
    # the status line
    "ui.yozu.your_guess": {
        "en": "▶ Your turn: guess one of the Oracle's two cards.",
        "fr": "▶ À vous : devinez une des deux cartes de l'Oracle.",
    },
    "ui.yozu.your_guess_sub": {
        "en": "Click an animal and season in the grid below.",
        "fr": "Cliquez un animal et une saison dans la grille ci-dessous.",
    },
    "ui.yozu.guessing": {"en": "▶ {player} is guessing.", "fr": "▶ {player} fait une proposition."},
    "ui.yozu.your_reveal": {
        "en": "▶ You are the Oracle: {player} guessed {card}; its animal and its season are both on your cards. Choose which to reveal.",
        "fr": "▶ Vous êtes l'Oracle : {player} a proposé {card} ; son animal et sa saison sont tous deux sur vos cartes. Choisissez lequel révéler.",
    },
    "ui.yozu.your_answer": {
        "en": "▶ You are the Oracle: {player} guessed {card}; your cards allow only one answer.",
        "fr": "▶ Vous êtes l'Oracle : {player} a proposé {card} ; vos cartes ne permettent qu'une réponse.",
    },
    "ui.yozu.revealing": {
        "en": "▶ {player} guessed {card}; the Oracle, {other}, answers.",
        "fr": "▶ {player} a proposé {card} ; l'Oracle, {other}, répond.",
    },
    "ui.yozu.your_place": {
        "en": "▶ You found {card}! Keep it, or swap it for a card in another player's display.",
        "fr": "▶ Vous avez trouvé {card} ! Gardez-la, ou échangez-la contre une carte posée devant un autre joueur.",
    },
    "ui.yozu.placing": {
        "en": "▶ {player} found {card} and keeps or swaps it.",
        "fr": "▶ {player} a trouvé {card} et la garde ou l'échange.",
    },
    "ui.yozu.you_oracle_sub": {"en": "You are the Oracle this turn.", "fr": "Vous êtes l'Oracle ce tour-ci."},
    "ui.yozu.over_yozuka": {
        "en": "■ YOZUKA! {winner} has the four animals in {element} and wins the round.",
        "fr": "■ YOZUKA ! {winner} a les quatre animaux de la saison {element} et gagne la manche.",
    },
    "ui.yozu.over_yozumi": {
        "en": "■ YOZUMI! {winner} has the {element} in all four seasons and wins the round.",
        "fr": "■ YOZUMI ! {winner} a {element} dans les quatre saisons et gagne la manche.",
    },
    "ui.yozu.over_draw": {
        "en": "■ Draw: the deck could not give two different cards (Z3), so nobody wins the round.",
        "fr": "■ Égalité : la pioche ne pouvait plus donner deux cartes différentes (Z3), personne ne gagne la manche.",
    },
    "ui.yozu.match_over": {
        "en": "Game over. Maître du Yozu: {winners}.",
        "fr": "Partie finie. Maître du Yozu : {winners}.",
    },
    "ui.yozu.round": {"en": "Round {round}", "fr": "Manche {round}"},
    # the action zone
    "ui.yozu.grid_title": {"en": "Your guess", "fr": "Votre proposition"},
    "ui.yozu.grid_hint": {
        "en": "Grey, hatched, struck-out cells marked ⊘ are not allowed now: click one to see why.",
        "fr": "Les cases grises, hachurées, barrées et marquées ⊘ sont interdites maintenant : cliquez dessus pour savoir pourquoi.",
    },
    "ui.yozu.cell_allowed": {"en": "guess {card}", "fr": "proposer {card}"},
    "ui.yozu.cell_refused": {"en": "{card}: not allowed now", "fr": "{card} : interdit maintenant"},
    "ui.yozu.cell_no": {"en": "⊘ not allowed", "fr": "⊘ interdit"},
    "ui.yozu.asked": {"en": "asked", "fr": "déjà dit"},
    "ui.yozu.asked_title": {"en": "already guessed this turn", "fr": "déjà proposée ce tour-ci"},
    "ui.yozu.barred_header": {"en": "⊘ barred", "fr": "⊘ à ne pas citer"},
    "ui.yozu.reveal_title": {"en": "Your answer", "fr": "Votre réponse"},
    "ui.yozu.reveal_note": {
        "en": "{card} is not one of your cards, but its animal and its season both are. Reveal one of them:",
        "fr": "{card} n'est pas une de vos cartes, mais son animal et sa saison y sont tous les deux. Révélez l'un des deux :",
    },
    "ui.yozu.reveal_button": {"en": "Reveal {element}", "fr": "Révéler {element}"},
    "ui.yozu.answer_note": {
        "en": "{card} is not one of your cards. Your only answer:",
        "fr": "{card} n'est pas une de vos cartes. Votre seule réponse :",
    },
    "ui.yozu.nothing_button": {"en": "Answer: nothing", "fr": "Répondre : rien"},
    "ui.yozu.place_title": {"en": "Your card", "fr": "Votre carte"},
    "ui.yozu.keep": {"en": "Keep it", "fr": "La garder"},
    "ui.yozu.keep_tip": {"en": "Put {card} in your own display", "fr": "Poser {card} devant vous"},
    "ui.yozu.place_note": {
        "en": "Or click a card with a yellow outline in another player's display: {card} takes its place and you get that card.",
        "fr": "Ou cliquez une carte entourée de jaune devant un autre joueur : {card} prend sa place et vous recevez cette carte.",
    },
    "ui.yozu.swap_tip": {"en": "Swap {card} for {other}'s {taken}", "fr": "Échanger {card} contre {taken} de {other}"},
    # the constraint view
    "ui.yozu.c_title": {"en": "What can be deduced about the Oracle's two cards", "fr": "Ce qu'on peut déduire des deux cartes de l'Oracle"},
    "ui.yozu.c_model": {"en": "Oracle model: {model}.", "fr": "Modèle de l'Oracle : {model}."},
    "ui.yozu.model.random": {"en": "random", "fr": "au hasard"},
    "ui.yozu.model.hide": {"en": "hides", "fr": "qui cache"},
    "ui.yozu.model_desc.random": {
        "en": "when both named elements are on the cards, the Oracle reveals one of them at random",
        "fr": "quand les deux éléments proposés sont sur ses cartes, l'Oracle en révèle un au hasard",
    },
    "ui.yozu.model_desc.hide": {
        "en": "when both named elements are on the cards, the Oracle reveals the one that gives away less",
        "fr": "quand les deux éléments proposés sont sur ses cartes, l'Oracle révèle celui qui en dit le moins",
    },
    "ui.yozu.c_count": {"en": "{n} pairs of cards still possible.", "fr": "{n} paires de cartes encore possibles."},
    "ui.yozu.c_count.one": {"en": "Only 1 pair of cards is still possible.", "fr": "Une seule paire de cartes est encore possible."},
    "ui.yozu.c_cell": {
        "en": "{card}: {percent} chance to be in the Oracle's hand (exactly {fraction})",
        "fr": "{card} : {percent} de chances d'être dans la main de l'Oracle (exactement {fraction})",
    },
    "ui.yozu.c_cell_zero": {
        "en": "{card}: impossible, the answers rule it out (0)",
        "fr": "{card} : impossible, les réponses l'excluent (0)",
    },
    "ui.yozu.c_element": {"en": "on a card:", "fr": "sur une carte :"},
    "ui.yozu.c_element_title": {
        "en": "{element} is on one of the Oracle's cards with probability {fraction}",
        "fr": "{element} est sur une des cartes de l'Oracle avec la probabilité {fraction}",
    },
    "ui.yozu.c_revealed": {"en": "★ revealed", "fr": "★ révélé(e)"},
    "ui.yozu.c_barred": {"en": "⊘ barred next", "fr": "⊘ à ne pas citer ensuite"},
    "ui.yozu.c_pairs": {"en": "Pairs still possible", "fr": "Paires encore possibles"},
    "ui.yozu.c_pair_title": {"en": "{a} and {b}: exactly {fraction}", "fr": "{a} et {b} : exactement {fraction}"},
    "ui.yozu.c_legend": {
        "en": "Each number is the chance that this card is one of the Oracle's two (darker: more likely). "
              "✗ struck out: impossible. ★ revealed this turn. ⊘ may not be named by the next guess. "
              "Hover a cell for the exact fraction.",
        "fr": "Chaque nombre est la chance que cette carte soit l'une des deux de l'Oracle (plus foncé : plus probable). "
              "✗ barré : impossible. ★ révélé ce tour-ci. ⊘ ne peut pas être cité par la prochaine proposition. "
              "Survolez une case pour la fraction exacte.",
    },
    "ui.yozu.c_oracle_view": {
        "en": "You are the Oracle: this is what the guessers can deduce from the public answers.",
        "fr": "Vous êtes l'Oracle : voici ce que les autres peuvent déduire des réponses publiques.",
    },
    "ui.yozu.c_none": {
        "en": "No turn in progress: there is nothing to deduce.",
        "fr": "Aucun tour en cours : il n'y a rien à déduire.",
    },
    "ui.yozu.c_contradicted": {
        "en": "An Oracle following this model could not have given these answers: try the other model.",
        "fr": "Un Oracle qui suivrait ce modèle n'aurait pas pu donner ces réponses : essayez l'autre modèle.",
    },
})
