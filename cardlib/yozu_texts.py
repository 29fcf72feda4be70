"""Yozu's text: card and element names and every log entry and refusal, in French and English.

Registered in the ``cardlib.i18n`` catalogue when ``cardlib.yozu`` is imported (rules: docs/yozu.md).
"""

from . import i18n
from .yozu import ELEMENTS, NAMES, animal, season

_FR_SEASON = {"spring": "de Printemps", "summer": "d'Été", "autumn": "d'Automne", "winter": "d'Hiver"}
_FR_ANIMAL = {"panda": "Panda", "carp": "Carpe", "dragonfly": "Libellule", "tiger": "Tigre"}
_FR_ELEMENT = {**_FR_ANIMAL, "spring": "Printemps", "summer": "Été", "autumn": "Automne", "winter": "Hiver"}

i18n.register({f"card.{name}": {"en": f"{season(k).capitalize()} {animal(k).capitalize()}",
                                "fr": f"{_FR_ANIMAL[animal(k)]} {_FR_SEASON[season(k)]}"}
               for k, name in enumerate(NAMES)})
i18n.register({f"card.{e}": {"en": e.capitalize(), "fr": _FR_ELEMENT[e]} for e in ELEMENTS})
i18n.register({
    "yozu.round_start": {
        "en": "Round {round} begins; {player} is the Oracle.",
        "fr": "La manche {round} commence ; {player} est l'Oracle.",
    },
    "yozu.oracle_draws": {
        "en": "{player}, the Oracle, secretly draws two cards ({cards} left in the deck).",
        "fr": "{player}, l'Oracle, tire secrètement deux cartes ({cards} restent dans la pioche).",
    },
    "yozu.identical_pair": {
        "rule": "Z3",
        "en": "the Oracle drew two identical cards, {card}: shown to all, shuffled back, two new cards drawn.",
        "fr": "l'Oracle a tiré deux cartes identiques, {card} : montrées à tous, remélangées, deux nouvelles cartes tirées.",
    },
    "yozu.deck_out": {
        "rule": "Z3",
        "en": "the deck cannot give two different cards ({cards} left): the round ends with no winner.",
        "fr": "la pioche ne peut plus donner deux cartes différentes ({cards} restantes) : la manche finit sans gagnant.",
    },
    "yozu.guess": {"en": "{player} guesses {card}.", "fr": "{player} propose {card}."},
    "yozu.found": {
        "rule": "Z5",
        "en": "{card} is one of the Oracle's cards: {player} gets it.",
        "fr": "{card} est une des cartes de l'Oracle : {player} la reçoit.",
    },
    "yozu.reveal": {"en": "The Oracle reveals {element}.", "fr": "L'Oracle révèle {element}."},
    "yozu.nothing": {"en": "The Oracle answers: nothing.", "fr": "L'Oracle répond : rien."},
    "yozu.keep": {"en": "{player} keeps {card}.", "fr": "{player} garde {card}."},
    "yozu.swap": {
        "en": "{player} swaps {card} for {other}'s {taken}.",
        "fr": "{player} échange {card} contre {taken} de {other}.",
    },
    "yozu.oracle_places": {
        "rule": "Z6",
        "en": "the Oracle, {player}, places the other card, {card}.",
        "fr": "l'Oracle, {player}, pose l'autre carte, {card}.",
    },
    "yozu.yozuka": {
        "rule": "Z7",
        "en": "YOZUKA! {player} has the four animals in {element} and wins the round.",
        "fr": "YOZUKA ! {player} a les quatre animaux de la saison {element} et gagne la manche.",
    },
    "yozu.yozumi": {
        "rule": "Z7",
        "en": "YOZUMI! {player} has the {element} in all four seasons and wins the round.",
        "fr": "YOZUMI ! {player} a {element} dans les quatre saisons et gagne la manche.",
    },
    "yozu.game_over": {"en": "Game over. Winner: {winners}.", "fr": "Fin de la partie. Gagnant : {winners}."},
    "yozu.game_over_many": {"en": "Game over. Winners: {winners}.", "fr": "Fin de la partie. Gagnants : {winners}."},
    "yozu.game_over_draw": {
        "en": "Game over: nobody won a round, a draw.",
        "fr": "Fin de la partie : personne n'a gagné de manche, match nul.",
    },
    "yozu.refuse.over_won": {
        "rule": "Z7",
        "en": "the game is over; no more moves can be played.",
        "fr": "la partie est finie ; on ne peut plus jouer.",
    },
    "yozu.refuse.over_draw": {
        "rule": "Z3",
        "en": "the round ended with no winner (the deck could not give two different cards); no more moves can be played.",
        "fr": "la manche a fini sans gagnant (la pioche ne pouvait plus donner deux cartes différentes) ; on ne peut plus jouer.",
    },
    "yozu.refuse.over_match": {
        "rule": "Z8",
        "en": "the match is over; no more moves can be played.",
        "fr": "le match est fini ; on ne peut plus jouer.",
    },
    "yozu.refuse.restricted_season": {
        "rule": "Z4",
        "en": "{element} was just revealed; name another season.",
        "fr": "{element} vient d'être révélé ; proposez une autre saison.",          # every season is masculine
    },
    "yozu.refuse.restricted_animal": {
        "rule": "Z4",
        "en": "{element} was just revealed; name another animal.",
        "fr": "{element} vient d'être révélé{e} ; proposez un autre animal.",
    },
    "yozu.refuse.oracle_answers": {
        "rule": "Z5",
        "en": "the Oracle must first answer the guess {card}.",
        "fr": "l'Oracle doit d'abord répondre à la proposition {card}.",
    },
    "yozu.refuse.place_first": {
        "rule": "Z6",
        "en": "{card} was found: keep it or swap it first.",
        "fr": "{card} a été trouvée : il faut d'abord la garder ou l'échanger.",
    },
    "yozu.refuse.no_question": {
        "rule": "Z5",
        "en": "the Oracle answers only a guess that found no card, right after it; there is none to answer now.",
        "fr": "l'Oracle ne répond qu'à une proposition qui n'a pas trouvé de carte, juste après elle ; il n'y en a pas maintenant.",
    },
    "yozu.refuse.reveal_absent": {
        "rule": "Z5",
        "en": "{element} is not on the Oracle's cards; the Oracle reveals a named element that is there.",
        "fr": "{element} n'est pas sur les cartes de l'Oracle ; l'Oracle révèle un élément proposé qui s'y trouve.",
    },
    "yozu.refuse.nothing_present": {
        "rule": "Z5",
        "en": "{element} is on the Oracle's cards, so the Oracle must reveal it, not answer nothing.",
        "fr": "{element} est sur les cartes de l'Oracle : il doit révéler cet élément, pas répondre rien.",
    },
    "yozu.refuse.reveal_named": {
        "rule": "Z5",
        "en": "the Oracle reveals one of the two named elements, {animal} or {season}, not {element}.",
        "fr": "l'Oracle révèle l'un des deux éléments proposés, {animal} ou {season}, pas {element}.",
    },
    "yozu.refuse.nothing_found": {
        "rule": "Z6",
        "en": "keep or swap come only after a card is found.",
        "fr": "garder ou échanger ne vient qu'après avoir trouvé une carte.",
    },
    "yozu.refuse.swap_other": {
        "rule": "Z6",
        "en": "a swap takes a card from another player's display (players 0 to {top}, not yourself).",
        "fr": "un échange prend une carte devant un autre joueur (joueurs 0 à {top}, pas vous).",
    },
    "yozu.refuse.swap_missing": {
        "rule": "Z6",
        "en": "{player} has no {card} in their display.",
        "fr": "{player} n'a pas {card} devant lui.",
    },
    "yozu.refuse.malformed": {
        "rule": "Z1",
        "en": "{action} is not a well-formed Yozu move: guess a card (kind 0-15), reveal an element, nothing, keep, or swap a card (kind 0-15) with a player.",
        "fr": "{action} n'est pas un coup de Yozu bien formé : proposer une carte (type 0-15), révéler un élément, rien, garder, ou échanger une carte (type 0-15) avec un joueur.",
    },
    "yozu.refuse.no_such_card": {
        "rule": "Z1",
        "en": "cards are written animal:season (panda, carp, dragonfly, tiger; spring, summer, autumn, winter); '{card}' is not one.",
        "fr": "les cartes s'écrivent animal:saison (panda, carp, dragonfly, tiger ; spring, summer, autumn, winter) ; « {card} » n'en est pas une.",
    },
    "yozu.refuse.no_such_element": {
        "rule": "Z1",
        "en": "the elements are panda, carp, dragonfly, tiger, spring, summer, autumn and winter; '{element}' is not one.",
        "fr": "les éléments sont panda, carp, dragonfly, tiger, spring, summer, autumn et winter ; « {element} » n'en est pas un.",
    },
})
