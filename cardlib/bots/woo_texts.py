"""French and English explanations of the Woo bots (``bot.explain``). ``move`` parameters are moves
in notation (``play QS``, ``close``), shown as written; ``mean`` is a signed Woo figure."""

from .. import i18n

i18n.register({
    # greedy
    "bot.woo.greedy.victory": {"en": "victory: {points} points, 66 or more: calls Victoire at once (W9).",
                               "fr": "victory : {points} points, 66 ou plus : crie Victoire tout de suite (W9)."},
    "bot.woo.greedy.end": {"en": "end: {points} points, under 66; the round ends with the last trick's 10 (W10).",
                           "fr": "end : {points} points, moins de 66 ; la manche finit avec les 10 du dernier pli (W10)."},
    "bot.woo.greedy.exchange": {"en": "exchange: takes the trump card {card} for the trump zero (W7).",
                                "fr": "exchange : prend la carte d'atout {card} contre le zéro d'atout (W7)."},
    "bot.woo.greedy.marry": {"en": "{move}: a marriage worth {points} points (W8).",
                             "fr": "{move} : un mariage qui vaut {points} points (W8)."},
    "bot.woo.greedy.close": {"en": "close: {points} points, and {reach} within reach with its trumps and aces: "
                                   "enough for 66 (W6).",
                             "fr": "close : {points} points, et {reach} à portée avec ses atouts et ses as : "
                                   "assez pour 66 (W6)."},
    "bot.woo.greedy.draw": {"en": "draw: {points} points, {reach} within reach: short of 66, so it plays on.",
                            "fr": "draw : {points} points, {reach} à portée : pas assez pour 66, il continue."},
    "bot.woo.greedy.lead_marriage": {"en": "{move}: the marriage announced must be led (W6b).",
                                     "fr": "{move} : le mariage annoncé doit être joué (W6b)."},
    "bot.woo.greedy.lead_master": {"en": "{move}: no card it has not seen can beat it in its suit.",
                                   "fr": "{move} : aucune carte qu'il n'a pas vue ne la bat dans sa couleur."},
    "bot.woo.greedy.lead_cheap": {"en": "{move}: its cheapest card, keeping trumps and high cards.",
                                  "fr": "{move} : sa carte la moins chère, il garde atouts et cartes hautes."},
    "bot.woo.greedy.win": {"en": "{move}: wins the trick ({value} points) with its cheapest winning card.",
                           "fr": "{move} : gagne le pli ({value} points) avec sa carte gagnante la moins chère."},
    "bot.woo.greedy.discard": {"en": "{move}: the trick is not worth a winning card, so its cheapest card.",
                               "fr": "{move} : le pli ne vaut pas une carte gagnante, donc sa carte la moins chère."},
    "bot.woo.greedy.forced": {"en": "{move}: the cheapest card the rules allow (W5).",
                              "fr": "{move} : la carte la moins chère que la règle permet (W5)."},
    # search (the frame's forced move and choice lines are bot.search.* in search_texts)
    "bot.woo.search.exact": {"en": "Solved exactly over all {n} possible opponent hands, every card known:",
                             "fr": "Résolu exactement sur les {n} mains possibles de l'adversaire, toutes cartes "
                                   "connues :"},
    "bot.woo.search.sampled": {"en": "Solved exactly on {n} sampled deals (opponent hand and stock order) out of "
                                     "{worlds}:",
                               "fr": "Résolu exactement sur {n} donnes tirées (main adverse et ordre de la pioche) "
                                     "parmi {worlds} :"},
    "bot.woo.search.rollouts": {"en": "On {n} sampled deals (opponent hand and stock order), every card known: each "
                                      "move followed by both players' rules of thumb until the stock is closed or "
                                      "exhausted, then solved exactly to the end of the round:",
                                "fr": "Sur {n} donnes tirées (main adverse et ordre de la pioche), toutes cartes "
                                      "connues : chaque coup suivi des règles simples des deux joueurs jusqu'à ce que "
                                      "la pioche soit fermée ou épuisée, puis résolu exactement jusqu'à la fin de la "
                                      "manche :"},
    "bot.woo.search.candidate": {"en": "{move}: wins in {wins} of {n} deals, mean {mean} Woo",
                                 "fr": "{move} : gagne dans {wins} donnes sur {n}, moyenne {mean} Woo"},
})
