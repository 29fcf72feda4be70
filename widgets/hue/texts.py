"""The words of Hue's front end, in English and French (registered with ``cardlib.i18n`` on import).

Kept apart from ``widgets.hue.render`` so that the renderer holds drawing only. ``ARROWS`` (the
arrow drawn for each direction) lives here because the direction names carry it.
"""

from cardlib import i18n
from cardlib.hue_board import COLOUR_NAMES

ARROWS = {"E": "→", "S": "↓", "W": "←", "N": "↑"}


def _entries():
    """Every ``ui.hue.*`` entry: {key: {"en": ..., "fr": ...}}."""
    directions = {"E": ("East", "Est"), "S": ("South", "Sud"), "W": ("West", "Ouest"), "N": ("North", "Nord")}
    entries = {f"ui.hue.direction.{d}": {"en": f"{en} {ARROWS[d]}", "fr": f"{fr} {ARROWS[d]}"}
               for d, (en, fr) in directions.items()}
    french_towards = {"E": "vers l'Est", "S": "vers le Sud", "W": "vers l'Ouest", "N": "vers le Nord"}
    entries.update({f"ui.hue.towards.{d}": {"en": f"towards {en} {ARROWS[d]}", "fr": f"{french_towards[d]} {ARROWS[d]}"}
                    for d, (en, _) in directions.items()})
    entries.update({f"ui.hue.colour.{code}": {"en": names[0].capitalize(), "fr": names[1].capitalize()}
                    for code, names in COLOUR_NAMES.items()})
    entries.update({
        "ui.hue.kind.plain": {"en": "plain", "fr": "normale"},
        "ui.hue.kind.striped": {"en": "striped", "fr": "à rayures"},
        "ui.hue.kind.poison": {"en": "poison ☠", "fr": "poison ☠"},
        "ui.hue.kind.start": {"en": "start", "fr": "départ"},
        "ui.hue.centre": {"en": "centre ×2: {colour}", "fr": "centre ×2 : {colour}"},
        "ui.hue.card_label": {"en": "card {card} ({kind}): {squares}", "fr": "carte {card} ({kind}) : {squares}"},
        "ui.hue.square_plain": {"en": "{colour}", "fr": "{colour}"},
        "ui.hue.square_striped": {"en": "stripes {colours}", "fr": "rayures {colours}"},
        "ui.hue.square_poison": {"en": "{colour} with ☠", "fr": "{colour} avec ☠"},
        # the table
        "ui.hue.board": {"en": "The patchwork", "fr": "Le patchwork"},
        "ui.hue.hand": {"en": "Your cards", "fr": "Vos cartes"},
        "ui.hue.hand_of": {"en": "Cards of {player}", "fr": "Cartes de {player}"},
        "ui.hue.hand_note": {
            "en": "Click a card to choose it. The card you keep last is your score card: its colours score, its centre colour double.",
            "fr": "Cliquez une carte pour la choisir. La dernière carte gardée est votre carte Score : ses couleurs rapportent, celle du centre compte double.",
        },
        "ui.hue.hand_still": {
            "en": "The card kept last is the score card: its colours score, its centre colour double.",
            "fr": "La dernière carte gardée est la carte Score : ses couleurs rapportent, celle du centre compte double.",
        },
        "ui.hue.chosen": {"en": "✓ chosen", "fr": "✓ choisie"},
        "ui.hue.select_tip": {"en": "Choose {card}", "fr": "Choisir {card}"},
        "ui.hue.control": {"en": "Your move", "fr": "Votre coup"},
        "ui.hue.pick_prompt": {"en": "First click a card in your hand.", "fr": "Cliquez d'abord une carte de votre main."},
        "ui.hue.pointing": {
            "en": "{card} points {towards}: its first square goes where you click, the two others {towards}.",
            "fr": "{card} pointe {towards} : son premier carré va où vous cliquez, les deux autres {towards}.",
        },
        "ui.hue.turn_button": {"en": "↻ Turn", "fr": "↻ Tourner"},
        "ui.hue.turn_tip": {
            "en": "Turn the card a quarter turn clockwise (E → S → W → N)",
            "fr": "Tourner la carte d'un quart de tour dans le sens des aiguilles d'une montre (E → S → O → N)",
        },
        "ui.hue.direction_tip": {"en": "Point the card {towards}", "fr": "Orienter la carte {towards}"},
        "ui.hue.places": {
            "en": "{n} places allowed (H6): their first squares are marked {arrow} on the board; point at one to see the whole card there, click to lay it.",
            "fr": "{n} places permises (H6) : leurs premiers carrés sont marqués {arrow} sur le plateau ; pointez-en un pour y voir la carte entière, cliquez pour la poser.",
        },
        "ui.hue.places.one": {
            "en": "1 place allowed (H6): its first square is marked {arrow} on the board; point at it to see the whole card there, click to lay it.",
            "fr": "1 seule place permise (H6) : son premier carré est marqué {arrow} sur le plateau ; pointez-le pour y voir la carte entière, cliquez pour la poser.",
        },
        "ui.hue.pick_first": {
            "en": "Choose a card in your hand first, then click on the board where its first square goes.",
            "fr": "Choisissez d'abord une carte de votre main, puis cliquez sur le plateau où va son premier carré.",
        },
        # the status line
        "ui.hue.your_turn": {"en": "▶ Your turn: choose a card to lay.", "fr": "▶ À vous : choisissez une carte à poser."},
        "ui.hue.your_turn_sub": {
            "en": "Lay it beside the patchwork covering nothing, or over exactly one visible square (H6).",
            "fr": "Posez-la contre le patchwork sans rien recouvrir, ou sur un seul carré visible (H6).",
        },
        "ui.hue.your_turn_card": {
            "en": "▶ Your turn: lay {card} on the board.",
            "fr": "▶ À vous : posez {card} sur le plateau.",
        },
        "ui.hue.playing": {"en": "▶ {player} is laying a card.", "fr": "▶ {player} pose une carte."},
        "ui.hue.over": {
            "en": "■ The round is over. Winner: {winners} with {points} points (H7, H8).",
            "fr": "■ La manche est finie. Gagnant : {winners} avec {points} points (H7, H8).",
        },
        "ui.hue.match_over": {
            "en": "■ The match is over. Winner: {winners} with {points} points in all.",
            "fr": "■ La partie est finie. Gagnant : {winners} avec {points} points en tout.",
        },
        "ui.hue.round": {"en": "Round {round} of {rounds}", "fr": "Manche {round} sur {rounds}"},
        "ui.hue.oya_tag": {"en": "Oya", "fr": "Oya"},
        "ui.hue.to_play": {"en": "▶ to play", "fr": "▶ joue"},
        "ui.hue.winner_tag": {"en": "★ winner", "fr": "★ gagnant"},
        "ui.hue.in_hand": {"en": "{n} cards in hand", "fr": "{n} cartes en main"},
        "ui.hue.in_hand.one": {"en": "1 card in hand: the score card", "fr": "1 carte en main : la carte Score"},
        "ui.hue.points": {"en": "{n} points", "fr": "{n} points"},
        "ui.hue.points.one": {"en": "1 point", "fr": "1 point"},
        # cells
        "ui.hue.cell": {"en": "Cell {x},{y}", "fr": "Case {x},{y}"},
        "ui.hue.cell_empty": {"en": "empty", "fr": "vide"},
        "ui.hue.cell_top": {"en": "{square}, square {k} of {card}", "fr": "{square}, carré {k} de {card}"},
        "ui.hue.cell_stack": {
            "en": "stack of {n} cards (bottom to top: {cards})",
            "fr": "pile de {n} cartes (de bas en haut : {cards})",
        },
        "ui.hue.cell_lay": {"en": "click to lay {card} here: {move}", "fr": "cliquez pour poser {card} ici : {move}"},
        "ui.hue.cell_refused": {
            "en": "{card} pointing {towards} may not start here (click to see why)",
            "fr": "{card} orientée {towards} ne peut pas commencer ici (cliquez pour savoir pourquoi)",
        },
        "ui.hue.board_label": {
            "en": "The patchwork: {n} cards laid, {cells} squares visible",
            "fr": "Le patchwork : {n} cartes posées, {cells} carrés visibles",
        },
        "ui.hue.legend_poison": {"en": "poison square", "fr": "carré Poison"},
        "ui.hue.legend_stack": {"en": "cards in the stack", "fr": "cartes dans la pile"},
        "ui.hue.legend_place": {"en": "allowed place, first square", "fr": "place permise, premier carré"},
        "ui.hue.legend_recent": {"en": "laid since your last move", "fr": "posée depuis votre dernier coup"},
        "ui.hue.recent_title": {"en": "Laid since your last move:", "fr": "Posées depuis votre dernier coup :"},
        "ui.hue.recent_card": {"en": "{n}. {player}: {card} at {x},{y} {arrow}", "fr": "{n}. {player} : {card} en {x},{y} {arrow}"},
        # scores
        "ui.hue.scores_title": {"en": "Scores (H7)", "fr": "Les scores (H7)"},
        "ui.hue.col_player": {"en": "Player", "fr": "Joueur"},
        "ui.hue.col_card": {"en": "Score card", "fr": "Carte Score"},
        "ui.hue.col_colour": {"en": "Colour {k}", "fr": "Couleur {k}"},
        "ui.hue.col_total": {"en": "Total", "fr": "Total"},
        "ui.hue.col_match": {"en": "Match", "fr": "Partie"},
        "ui.hue.scores_round": {
            "en": "Scores of round {round} of {rounds} (H7)",
            "fr": "Les scores de la manche {round} sur {rounds} (H7)",
        },
        "ui.hue.part_title": {
            "en": "{colour}: largest area not poisoned {area} points{times}",
            "fr": "{colour} : plus grande surface non empoisonnée {area} points{times}",
        },
        "ui.hue.times_two": {"en": ", centre colour ×2", "fr": ", couleur du centre ×2"},
        "ui.hue.no_scores": {
            "en": "The score cards are shown when the round is over.",
            "fr": "Les cartes Score sont montrées à la fin de la manche.",
        },
        "ui.hue.scores_note": {
            "en": "Each colour of the score card scores its largest area not poisoned, a third of a square per point; the centre colour counts double.",
            "fr": "Chaque couleur de la carte Score rapporte sa plus grande surface non empoisonnée, un point par tiers de carré ; la couleur du centre compte double.",
        },
        # the area view
        "ui.hue.areas_label": {"en": "Areas of the patchwork", "fr": "Les surfaces du patchwork"},
        "ui.hue.area_line": {
            "en": "{colour}: {count} areas; the largest not poisoned has {ninths} ninths = {points} points.",
            "fr": "{colour} : {count} surfaces ; la plus grande non empoisonnée a {ninths} neuvièmes = {points} points.",
        },
        "ui.hue.area_line.one": {
            "en": "{colour}: 1 area; it has {ninths} ninths = {points} points.",
            "fr": "{colour} : 1 surface ; elle a {ninths} neuvièmes = {points} points.",
        },
        "ui.hue.area_none": {
            "en": "{colour}: no area that is not poisoned, so 0 points.",
            "fr": "{colour} : aucune surface non empoisonnée, donc 0 point.",
        },
        "ui.hue.area_poisoned": {
            "en": " {n} poisoned (crossed, ☠) score nothing.",
            "fr": " {n} empoisonnée(s) (barrées, ☠) ne rapportent rien.",
        },
        "ui.hue.area_card": {
            "en": "Score card {card}: {parts} = {total} points.",
            "fr": "Carte Score {card} : {parts} = {total} points.",
        },
        "ui.hue.steps_ninth": {
            "en": "Flood fill: {k} of {n} ninths counted, from ninth 1 to its neighbours, then theirs (3 ninths make 1 point).",
            "fr": "Remplissage : {k} neuvièmes comptés sur {n}, du neuvième 1 vers ses voisins, puis les leurs (3 neuvièmes font 1 point).",
        },
        "ui.hue.steps_third": {
            "en": "Flood fill: {k} of {n} thirds of a square counted, 1 point each.",
            "fr": "Remplissage : {k} tiers de carré comptés sur {n}, 1 point chacun.",
        },
        "ui.hue.area_tag": {"en": "{points} pts", "fr": "{points} pts"},
        "ui.hue.area_tag_double": {"en": "{area} ×2 = {points} pts", "fr": "{area} ×2 = {points} pts"},
    })
    return entries


i18n.register(_entries())
