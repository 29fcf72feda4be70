"""Yoyo's text: card names, every log entry and refusal, in French and English.

Registered in the ``cardlib.i18n`` catalogue when ``cardlib.yoyo`` is imported (rules Y1-Y11).
Messages that name a direction have one key per direction (``yoyo.lay.up``, ``yoyo.lay.down``).
Refusals say the rule and the fact, e.g. "Y3: the pile goes down after a red 12: play a red of
12 or less, a blue 12, or a yellow".
"""

from . import i18n
from .yoyo_cards import COLOUR, FACES, NOTATION, VALUE

COLOUR_WORDS = {"en": ("blue", "red", "yellow"), "fr": ("bleu", "rouge", "jaune")}
DIRECTION_WORDS = {"en": {"up": "up", "down": "down"}, "fr": {"up": "vers le haut", "down": "vers le bas"}}

i18n.register({f"card.{NOTATION[c]}": {lang: f"{COLOUR_WORDS[lang][COLOUR[c]]} {VALUE[c]}" for lang in ("en", "fr")}
               for c in FACES})

# Messages per direction: {"key": (rule, en, fr)} with {dir} standing for the direction's words.
_PER_DIRECTION = {
    "yoyo.lay": ("", "{player} lays the {card}: the pile goes {dir}.",
                 "{player} pose le {card} : la pile va {dir}."),
    "yoyo.lay_drawn": ("Y6", "{player} cannot lay a card, draws the {card} and lays it: the pile goes {dir}.",
                       "{player} ne peut pas poser, pioche le {card} et le pose : la pile va {dir}."),
    "yoyo.lay_chosen": ("Y4", "{player} lays the {card} and chooses: the pile goes {dir}.",
                        "{player} pose le {card} et choisit : la pile va {dir}."),
    "yoyo.series": ("Y7", "{player} lays the series {cards}: the pile goes {dir}.",
                    "{player} pose la série {cards} : la pile va {dir}."),
    "yoyo.choose": ("Y4", "{player} chooses: the pile goes {dir}.",
                    "{player} choisit : la pile va {dir}."),
}
for _key, (_rule, _en, _fr) in _PER_DIRECTION.items():
    for _d in ("up", "down"):
        i18n.register({f"{_key}.{_d}": {"rule": _rule, "en": _en.replace("{dir}", DIRECTION_WORDS["en"][_d]),
                                         "fr": _fr.replace("{dir}", DIRECTION_WORDS["fr"][_d])}})

# Y3's refusal names the cards the pile accepts: {"up": (en, fr), "down": (en, fr)}.
_PILE = {
    "up": ("the pile goes up after a {card}: play a blue of {value} or more, a red {value}, or a yellow.",
           "la pile monte après un {card} : posez un bleu de {value} ou plus, un rouge {value}, ou un jaune."),
    "down": ("the pile goes down after a {card}: play a red of {value} or less, a blue {value}, or a yellow.",
             "la pile descend après un {card} : posez un rouge de {value} ou moins, un bleu {value}, ou un jaune."),
}
for _d, (_en, _fr) in _PILE.items():
    i18n.register({f"yoyo.refuse.pile.{_d}": {"rule": "Y3", "en": _en, "fr": _fr}})
    i18n.register({f"yoyo.refuse.series_way.{_d}": {
        "rule": "Y7",
        "en": f"this series goes {_d} (from its first card and the pile): {{pair}} does not.",
        "fr": f"cette série va {DIRECTION_WORDS['fr'][_d]} (d'après sa première carte et la pile) : {{pair}} non."}})

i18n.register({
    "yoyo.round_start": {
        "rule": "Y2", "en": "Round {round} of {rounds}: 7 cards each, {stock} in the stock; {player} plays first, on the empty pile.",
        "fr": "Manche {round} sur {rounds} : 7 cartes chacun, {stock} dans la pioche ; {player} commence, sur la pile vide.",
    },
    "yoyo.draw": {
        "rule": "Y6", "en": "{player} cannot lay a card and draws one ({stock} left in the stock).",
        "fr": "{player} ne peut pas poser de carte et pioche ({stock} cartes dans la pioche).",
    },
    "yoyo.lay_drawn_choose": {
        "rule": "Y6", "en": "{player} cannot lay a card, draws the {card} and lays it; they choose the direction (Y4).",
        "fr": "{player} ne peut pas poser, pioche le {card} et le pose ; il choisit le sens (Y4).",
    },
    "yoyo.skip": {"rule": "Y8", "en": "{player} loses their turn.", "fr": "{player} passe son tour."},
    "yoyo.steal": {
        "rule": "Y8", "en": "{player} must take {count} card(s) at random from other players.",
        "fr": "{player} doit tirer {count} carte(s) au hasard chez d'autres joueurs.",
    },
    "yoyo.take": {"rule": "Y8", "en": "{player} takes a card at random from {other}.",
                  "fr": "{player} tire une carte au hasard chez {other}."},
    "yoyo.answer": {"rule": "Y11", "en": "{player} answers the steal with another steal card and takes nothing.",
                    "fr": "{player} répond au vol par une autre carte de vol et ne tire rien."},
    "yoyo.pass_start": {
        "rule": "Y8", "en": "Every player chooses a card to pass to their left neighbour, from {player} on.",
        "fr": "Chaque joueur choisit une carte à passer à son voisin de gauche, à partir de {player}.",
    },
    "yoyo.pass_chosen": {"rule": "Y8", "en": "{player} has chosen a card.", "fr": "{player} a choisi une carte."},
    "yoyo.pass_done": {"rule": "Y8", "en": "Every player passes the chosen card to their left neighbour.",
                       "fr": "Chaque joueur passe la carte choisie à son voisin de gauche."},
    "yoyo.redeal": {
        "rule": "Y8", "en": "The hands are gathered, shuffled and dealt again: {each} card(s) each, {left} under the stock.",
        "fr": "Les mains sont ramassées, mélangées et redistribuées : {each} carte(s) chacun, {left} sous la pioche.",
    },
    "yoyo.no_action": {"rule": "Y8", "en": "the yellow emptied its player's hand: its action does not apply.",
                       "fr": "la carte jaune a vidé la main de son joueur : son action ne s'applique pas."},
    "yoyo.exhausted": {
        "rule": "Y9", "en": "The stock is exhausted: the pile but its top card is shuffled into a new stock of {stock} cards.",
        "fr": "La pioche est épuisée : la pile sauf sa carte du dessus est mélangée en une nouvelle pioche de {stock} cartes.",
    },
    "yoyo.exhausted_again": {
        "rule": "Y9", "en": "The stock is exhausted for the second time: the round ends and only the minus points count.",
        "fr": "La pioche est épuisée pour la 2e fois : la manche s'arrête et on ne compte que les points négatifs.",
    },
    "yoyo.out": {
        "rule": "Y9", "en": "{player} has no card left and wins the round: +5; the others lose 1 point per card in hand.",
        "fr": "{player} n'a plus de carte et gagne la manche : +5 ; les autres perdent 1 point par carte en main.",
    },
    "yoyo.points": {"rule": "Y9", "en": "Points of the round: {points}; totals: {totals}.",
                    "fr": "Points de la manche : {points} ; totaux : {totals}."},
    "yoyo.match_over": {"rule": "Y10", "en": "The match is over: {winners} win(s) with {points} points.",
                        "fr": "La partie est finie : {winners} gagne(nt) avec {points} points."},
    "yoyo.refuse.over": {"rule": "Y9", "en": "the game is over; no more moves can be played.",
                         "fr": "la partie est finie ; on ne peut plus jouer."},
    "yoyo.refuse.not_in_hand": {"rule": "Y3", "en": "you do not hold the {card}.",
                                "fr": "vous n'avez pas le {card}."},
    "yoyo.refuse.pass_not_in_hand": {"rule": "Y8", "en": "you can pass only a card of your hand, not the {card}.",
                                     "fr": "vous ne pouvez passer qu'une carte de votre main, pas le {card}."},
    "yoyo.refuse.choose": {
        "rule": "Y4", "en": "a yellow laid on the same value or on a yellow lets you choose the direction: "
                            "play {move} up or play {move} down.",
        "fr": "un jaune posé sur la même valeur ou sur un jaune vous fait choisir le sens : "
              "play {move} up ou play {move} down.",
    },
    "yoyo.refuse.choose_empty": {
        "rule": "Y4", "en": "a yellow on the empty pile lets you choose the direction: play {move} up or play {move} down.",
        "fr": "un jaune sur la pile vide vous fait choisir le sens : play {move} up ou play {move} down.",
    },
    "yoyo.refuse.no_choice": {
        "rule": "Y4", "en": "only a yellow laid on the same value or on a yellow lets its player choose the direction.",
        "fr": "seul un jaune posé sur la même valeur ou sur un jaune permet de choisir le sens.",
    },
    "yoyo.refuse.series_choice": {"rule": "Y7", "en": "Y4 never applies inside a series: write it without up or down.",
                                  "fr": "Y4 ne s'applique jamais dans une série : écrivez-la sans up ni down."},
    "yoyo.refuse.series_step": {"rule": "Y7", "en": "a series must follow by exactly 1: {pair}.",
                                "fr": "une série doit se suivre exactement de 1 : {pair}."},
    "yoyo.refuse.series_colour": {"rule": "Y7", "en": "a series is of one colour, plus yellows: {pair}.",
                                  "fr": "une série est d'une seule couleur, plus des jaunes : {pair}."},
    "yoyo.refuse.direction_first": {"rule": "Y4", "en": "choose the direction after your yellow first: up or down.",
                                    "fr": "choisissez d'abord le sens après votre jaune : up ou down."},
    "yoyo.refuse.no_direction_now": {"rule": "Y4", "en": "there is no direction to choose now.",
                                     "fr": "il n'y a pas de sens à choisir maintenant."},
    "yoyo.refuse.pass_first": {"rule": "Y8", "en": "every player chooses a card to pass first (pass B5).",
                               "fr": "chaque joueur choisit d'abord une carte à passer (pass B5)."},
    "yoyo.refuse.no_pass_now": {"rule": "Y8", "en": "cards are passed only after a pass card.",
                                "fr": "on ne passe de carte qu'après une carte « passer »."},
    "yoyo.refuse.steal_first": {"rule": "Y8", "en": "take your {count} card(s) first, e.g. {example}.",
                                "fr": "tirez d'abord votre ou vos {count} carte(s), par exemple {example}."},
    "yoyo.refuse.steal_first_variant": {
        "rule": "Y11", "en": "take your {count} card(s) first, e.g. {example}, or answer with a steal card.",
        "fr": "tirez d'abord votre ou vos {count} carte(s), par exemple {example}, ou répondez par une carte de vol.",
    },
    "yoyo.refuse.no_steal_now": {"rule": "Y8", "en": "cards are taken from other players only after a steal card.",
                                 "fr": "on ne tire de cartes chez les autres qu'après une carte de vol."},
    "yoyo.refuse.victims": {
        "rule": "Y8", "en": "take {count} card(s) from two other players, at least one from each, e.g. {example}.",
        "fr": "tirez {count} carte(s) chez deux autres joueurs, au moins une chez chacun, par exemple {example}.",
    },
    "yoyo.refuse.victim_alone": {
        "rule": "Y8", "en": "at 2 players take {count} card(s) from your opponent: {example}.",
        "fr": "à 2 joueurs tirez {count} carte(s) chez votre adversaire : {example}.",
    },
    "yoyo.refuse.answer": {"rule": "Y11", "en": "only a steal card answers a steal: the {card} is not one.",
                           "fr": "seule une carte de vol répond à un vol : le {card} n'en est pas une."},
    "yoyo.refuse.no_such_card": {"rule": "Y1", "en": "the cards are B1..B20, R1..R20 and Y3..Y18; '{card}' is not one.",
                                 "fr": "les cartes sont B1..B20, R1..R20 et Y3..Y18 ; « {card} » n'en est pas une."},
    "yoyo.refuse.no_such_player": {"rule": "Y8", "en": "players are numbered from 0 to {last}; '{name}' is not one.",
                                   "fr": "les joueurs sont numérotés de 0 à {last} ; « {name} » n'en est pas un."},
    "yoyo.refuse.malformed": {"rule": "Y1", "en": "{action} is not a well-formed Yoyo move.",
                              "fr": "{action} n'est pas un coup de Yoyo bien formé."},
})
