"""French and English explanations of the bots of every game but Woo (``bot.explain``); Woo's
are in ``woo_texts``. ``move`` parameters are moves in notation, shown as they are written."""

from .. import i18n

i18n.register({
    "bot.random": {"en": "{move}: chosen at random among {n} legal moves.",
                   "fr": "{move} : tiré au hasard parmi {n} coups permis."},
    "bot.plain": {"en": "{move}.", "fr": "{move}."},
    # Ohio's greedy bot
    "bot.ohio.lead_safe": {"en": "{move}: the highest card nobody left can undercut.",
                           "fr": "{move} : la plus haute carte que personne ne peut passer dessous."},
    "bot.ohio.lead_high": {"en": "{move}: nothing is safe, so the highest card.",
                           "fr": "{move} : rien n'est sûr, donc la plus haute carte."},
    "bot.ohio.lead_ohio": {"en": "{move}: the Ohio card is all that is left.",
                           "fr": "{move} : il ne reste que la carte Ohio."},
    "bot.ohio.win": {"en": "{move}: wins a trick worth {value} with a card nobody can undercut.",
                     "fr": "{move} : gagne un pli qui vaut {value} avec une carte que personne ne peut passer."},
    "bot.ohio.dump": {"en": "play ohio: dumps the Ohio card (-10) into a trick worth {value}.",
                      "fr": "play ohio : se débarrasse de la carte Ohio (-10) dans un pli qui vaut {value}."},
    "bot.ohio.shed": {"en": "{move}: the round nears its end, so it sheds a high card.",
                      "fr": "{move} : la manche touche à sa fin, il se défait d'une carte haute."},
    "bot.ohio.pass": {"en": "pass: does not feed a trick (worth {value}) that someone else will win.",
                      "fr": "pass : ne nourrit pas un pli (qui vaut {value}) qu'un autre gagnera."},
    # Hue's greedy bot
    "bot.hue.best": {"en": "{move}: leaves its best score card worth {score} points ({n} of {legal} moves weighed).",
                     "fr": "{move} : sa meilleure carte de score vaudrait alors {score} points "
                           "({n} coups pesés sur {legal})."},
    # Yozu's greedy bot
    "bot.yozu.guess": {"en": "names {card}: the card most likely in the Oracle's hand ({percent}%).",
                       "fr": "nomme {card} : la carte la plus probable dans la main de l'Oracle ({percent} %)."},
    "bot.yozu.forced": {"en": "{move}: the only answer the cards allow.",
                        "fr": "{move} : la seule réponse que permettent les cartes."},
    "bot.yozu.hide": {"en": "reveals {element}: the answer that gives the guessers least away "
                            "(the hiding Oracle's choice, {percent}%).",
                      "fr": "révèle {element} : la réponse qui en apprend le moins aux devineurs "
                            "(le choix d'un Oracle qui cache, {percent} %)."},
    "bot.yozu.place": {"en": "{move}: brings its display nearest a win against the best rival (score {score}).",
                       "fr": "{move} : rapproche le plus son étalage de la victoire face au meilleur rival "
                             "(score {score})."},
})
