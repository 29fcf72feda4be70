"""French and English explanations of Yoyo's greedy bot (``bot.explain``). ``move`` parameters are
moves in notation (``play B5 B6 B7``, ``steal 2 0``), shown as written; messages that name a
direction have one key per direction (``bot.yoyo.direction.up``, ``bot.yoyo.direction.down``)."""

from .. import i18n

_DIRECTION_WORDS = {"en": {"up": "up", "down": "down"}, "fr": {"up": "vers le haut", "down": "vers le bas"}}

# {key: (en, fr)} with {dir} standing for the direction's words.
_PER_DIRECTION = {
    "bot.yoyo.direction": ("{move}: {mine} of its cards could follow a {value} going {dir}, {against} the other way "
                           "(Y4).",
                           "{move} : {mine} de ses cartes pourraient suivre un {value} {dir}, {against} dans l'autre "
                           "sens (Y4)."),
}

i18n.register({f"{key}.{d}": {lang: text.replace("{dir}", _DIRECTION_WORDS[lang][d])
                              for lang, text in zip(("en", "fr"), texts)}
               for key, texts in _PER_DIRECTION.items() for d in ("up", "down")})

i18n.register({
    "bot.yoyo.win": {"en": "{move}: lays its last {n} card(s) and wins the round (+5, Y9).",
                     "fr": "{move} : pose ses {n} dernière(s) carte(s) et gagne la manche (+5, Y9)."},
    "bot.yoyo.single": {"en": "{move}: no series to lay; of the {n} blue and red cards it may lay, the hardest to lay "
                              "later: only {states} of the 40 pile positions (20 values, up or down) accept it (Y3).",
                        "fr": "{move} : pas de série à poser ; des {n} cartes bleues et rouges qu'il peut poser, la plus "
                              "difficile à poser plus tard : seules {states} des 40 positions de la pile (20 valeurs, vers le haut ou "
                              "vers le bas) l'acceptent (Y3)."},
    "bot.yoyo.series": {"en": "{move}: the longest series it can lay ({n} cards, Y7).",
                        "fr": "{move} : la plus longue série qu'il peut poser ({n} cartes, Y7)."},
    "bot.yoyo.series_yellow": {"en": "{move}: the longest series it can lay ({n} cards, Y7), {yellows} yellow(s) "
                                     "inside to bridge a gap.",
                               "fr": "{move} : la plus longue série qu'il peut poser ({n} cartes, Y7), avec {yellows} "
                                     "jaune(s) pour combler un trou."},
    "bot.yoyo.stuck.steal": {"en": "{move}: no blue or red card can be laid, so one of its {n} yellow(s), kept for "
                                   "this: a steal, the next player takes cards (Y8).",
                             "fr": "{move} : aucune carte bleue ou rouge ne peut être posée, donc une de ses {n} "
                                   "jaune(s), gardées pour cela : un vol, le joueur suivant tire des cartes (Y8)."},
    "bot.yoyo.stuck.skip": {"en": "{move}: no blue or red card can be laid, so one of its {n} yellow(s), kept for "
                                  "this: the next player loses their turn (Y8).",
                            "fr": "{move} : aucune carte bleue ou rouge ne peut être posée, donc une de ses {n} "
                                  "jaune(s), gardées pour cela : le joueur suivant passe son tour (Y8)."},
    "bot.yoyo.stuck.pass": {"en": "{move}: no blue or red card can be laid, so one of its {n} yellow(s), kept for "
                                  "this: every player passes a card (Y8).",
                            "fr": "{move} : aucune carte bleue ou rouge ne peut être posée, donc une de ses {n} "
                                  "jaune(s), gardées pour cela : chacun passe une carte (Y8)."},
    "bot.yoyo.stuck.redeal": {"en": "{move}: no blue or red card can be laid, so one of its {n} yellow(s), kept for "
                                    "this: the hands are dealt again evenly (Y8).",
                              "fr": "{move} : aucune carte bleue ou rouge ne peut être posée, donc une de ses {n} "
                                    "jaune(s), gardées pour cela : les mains sont redistribuées à parts égales (Y8)."},
    "bot.yoyo.answer": {"en": "{move}: answers the steal with a steal card and takes nothing (Y11).",
                        "fr": "{move} : répond au vol par une carte de vol et ne tire rien (Y11)."},
    "bot.yoyo.steal": {"en": "{move}: takes from {players}, who hold the fewest cards ({sizes}) without a last "
                             "card to take, which would make its player win: left with fewer cards, they have "
                             "fewer that fit the pile (Y8).",
                       "fr": "{move} : tire chez {players}, qui ont le moins de cartes ({sizes}) sans dernière "
                             "carte à prendre, ce qui ferait gagner son joueur : avec moins de cartes, ils en ont "
                             "moins qui vont sur la pile (Y8)."},
    "bot.yoyo.steal_forced": {"en": "{move}: the only players it may take from ({players}, Y8).",
                              "fr": "{move} : les seuls joueurs chez qui il peut tirer ({players}, Y8)."},
    "bot.yoyo.pass": {"en": "{move}: its hardest card to lay: only {states} of the 40 pile positions (20 values, up "
                            "or down) accept it (Y3).",
                      "fr": "{move} : sa carte la plus difficile à poser : seules {states} des 40 positions de la "
                            "pile (20 valeurs, vers le haut ou vers le bas) l'acceptent (Y3)."},
})
