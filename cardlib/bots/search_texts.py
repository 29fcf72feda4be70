"""French and English explanations of the ``search`` bot (``cardlib.bots.search``) of Hue, Ohio, Yoyo
and Yozu; Woo's search keeps its own lines in ``woo_texts``. ``move``: a move in notation, shown as
written; ``margin``: a signed figure ('+3.1')."""

from .. import i18n

i18n.register({
    "bot.search.forced": {"en": "{move}: the only legal move.", "fr": "{move} : le seul coup permis."},
    "bot.search.playouts": {"en": "On {n} sampled deals of the cards it cannot see, each move played out to "
                                  "the end by random play:",
                            "fr": "Sur {n} donnes tirées des cartes qu'il ne voit pas, chaque coup joué "
                                  "jusqu'au bout au hasard :"},
    "bot.search.playouts_greedy": {"en": "On {n} sampled deals of the cards it cannot see, each move played out "
                                         "to the end with every player following the greedy bot's rules of thumb:",
                                   "fr": "Sur {n} donnes tirées des cartes qu'il ne voit pas, chaque coup joué "
                                         "jusqu'au bout, chaque joueur suivant les règles simples du bot greedy :"},
    "bot.search.playouts_open": {"en": "Every card is in sight: each move played out {n} times to the end by "
                                       "random play:",
                                 "fr": "Toutes les cartes sont visibles : chaque coup joué {n} fois jusqu'au bout "
                                       "au hasard :"},
    "bot.search.hue_kept": {"en": "({n} of {legal} moves kept, the best by the score they leave.)",
                            "fr": "({n} coups gardés sur {legal}, les meilleurs selon le score qu'ils laissent.)"},
    "bot.search.candidate": {"en": "{move}: won {percent}% of {n}, mean margin {margin}",
                             "fr": "{move} : gagne {percent} % sur {n}, écart moyen {margin}"},
    "bot.search.choice": {"en": "chosen: {move}.", "fr": "choix : {move}."},
    "bot.search.baseline": {"en": "chosen: {move}, the greedy bot's move: no other measured clearly better "
                                  "(by two standard errors).",
                            "fr": "choix : {move}, le coup du bot greedy : aucun autre ne s'est montré nettement "
                                  "meilleur (de deux écarts types)."},
})
