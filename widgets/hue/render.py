"""The one Hue renderer: pure functions from ``state.view(player)`` to an HTML string with SVG inside.

The play table, the area-scoring view and the notebook pictures all draw with these functions, so
Hue looks the same everywhere. Nothing relies on colour alone (H1): the five colours come from
Paul Tol's colour-blind-safe "bright" palette AND every plain square or stripe carries its letter
(R, Y, G, B, P: the same letters in French and English, as in the notation); poison squares show ☠;
stacks show a height badge and say their cards in words on hover; allowed places are dashed
outlines with an arrow, whatever their colour.

Geometry and scoring are never recomputed here: squares come from ``Placement.ninths``, stacks
from ``Board``, allowed places from the view's ``legal_actions``, areas and points from
``cardlib.hue_scoring``.

Clickable parts carry ``data-action``, for ``widgets.svgcanvas.SvgCanvas``; the table
(``widgets.hue.HueTable``) interprets them:

- ``select S3``: choose a card of the hand (class ``hue-card playable``, ``selected`` when chosen);
- ``turn``: turn the chosen card a quarter turn clockwise (E → S → W → N → E);
  ``direction S``: point it straight to a direction;
- ``cell x,y``: a board cell, where the chosen card's first square goes; the table plays
  ``play CARD x,y DIR``. Cells where that move is allowed have class ``hue-hit legal`` (and a ghost
  outline of the card, ``data-ghost="x,y,DIR"``); the others ``hue-hit refused`` stay clickable so
  that the table can say why (H6).

Functions:

- ``render(view, lang, names, interactive=True, selected=None, direction="E")``: the whole table;
- ``render_areas(board_view, lang, colour=None, score_card=None, step=None, by="ninth")``: the
  area-scoring view (areas outlined, the largest non-poisoned one labelled with its points,
  poisoned ones crossed, a flood fill counting the largest area step by step);
- ``render_score_table(view, lang, names)``: the final breakdown per player;
- ``render_cards(cards, lang)``: a row of cards;
- ``flood_order(ninths)`` / ``third_order(ninths, board)``: the order in which a flood fill counts an area
  (breadth first from its smallest ninth), and ``step_units`` what the step slider counts.
"""

from collections import deque
from html import escape

from cardlib import i18n
from cardlib.hue_board import CARDS, COLOURS, COLOUR_NAMES, DIRECTIONS, Board, Placement
from cardlib.hue_scoring import areas, largest, score

from ..table import seat_names

__all__ = ["PALETTE", "TURN_ORDER", "board_of", "board_svg", "card_html", "card_svg", "card_words", "colour_name",
           "flood_order", "ghosts", "legend_html", "next_direction", "render", "render_areas", "render_cards",
           "render_score_table", "step_units", "third_order"]

# Paul Tol's "bright" qualitative scheme (colour-blind safe), one colour per Hue colour (H1),
# with the ink (black or white) that reads best on it.
PALETTE = {"R": "#EE6677", "Y": "#CCBB44", "G": "#228833", "B": "#4477AA", "P": "#AA3377"}
INK = {"R": "#111111", "Y": "#111111", "G": "#ffffff", "B": "#ffffff", "P": "#ffffff"}
POISON = "☠"
ARROWS = {"E": "→", "S": "↓", "W": "←", "N": "↑"}
TURN_ORDER = ("E", "S", "W", "N")          # a quarter turn clockwise each time
CELL = 42                                  # board cell, in pixels (a ninth is a third of it)
AREA_CELL = 54                             # cell of the area-scoring view (room for step numbers)
HAND_CELL = 34                             # a square of a card in a hand or a row of cards

_CSS = """
.hue-table{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#f3f1ec;
 background:#33373f radial-gradient(ellipse at 50% 30%,#41464f 0%,#33373f 60%,#2a2d33 100%);
 border-radius:14px;padding:14px 16px;display:flex;flex-direction:column;gap:12px;max-width:1080px;box-sizing:border-box}
.hue-table *,.hue-areas *,.hue-cards *{box-sizing:border-box}
.hue-table h3{font-size:12.5px;text-transform:uppercase;letter-spacing:.07em;margin:0 0 8px;font-weight:700;color:#eceff4}
.hue-status{font-size:17px;font-weight:700;background:rgba(0,0,0,.3);padding:7px 12px;border-radius:8px}
.hue-status .hue-sub{display:block;font-size:14px;font-weight:500;margin-top:2px}
.hue-seats{display:flex;flex-wrap:wrap;gap:8px}
.hue-seat{flex:1 1 170px;background:#fbf8ef;color:#1f2430;border:2px solid #b9b3a1;border-radius:10px;padding:6px 10px}
.hue-seat.current{border:3px solid #111;box-shadow:0 0 0 3px #f2c14e}
.hue-seat.winner{border:4px double #8a5a00;box-shadow:0 0 0 3px #f2c14e}
.hue-seat .who{font-weight:700;display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.hue-seat .what{font-size:13px;color:#3b4048;margin-top:2px}
.hue-seat .hue-cardrow{margin-top:4px}
.hue-tag{font-size:11.5px;font-weight:700;border:1.5px solid currentColor;border-radius:9px;padding:0 6px;white-space:nowrap}
.hue-tag.turn{background:#111;color:#fff;border-color:#111}
.hue-tag.oya{background:#5b3f8c;color:#fff;border-color:#5b3f8c}
.hue-tag.win{background:#8a5a00;color:#fff;border-color:#8a5a00}
.hue-row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
.hue-zone{background:rgba(0,0,0,.22);border-radius:10px;padding:8px 12px}
.hue-main{flex-wrap:wrap}
.hue-zone.board-zone{overflow:auto;flex:0 1 auto;max-width:100%}
.hue-side{flex:1 1 270px;display:flex;flex-direction:column;gap:12px;min-width:250px}
.hue-note{font-size:13.5px;margin:0 0 6px}
.hue-board{display:block;max-width:100%;height:auto;margin:0 auto}
.hue-board text{font-family:"DejaVu Sans",system-ui,sans-serif;pointer-events:none}
.hue-hit .hue-preview{opacity:0;pointer-events:none}
.hue-hit.legal:hover .hue-preview,.hue-hit.legal:focus .hue-preview{opacity:.93}
.hue-hit.legal:hover .hue-hitrect,.hue-hit.legal:focus .hue-hitrect{stroke:#f2c14e;stroke-width:3}
.hue-hit:focus{outline:none}
.hue-hit:focus-visible .hue-hitrect{stroke:#1a56db;stroke-width:3}
.hue-hit.refused:hover .hue-hitrect{stroke:#8a4b08;stroke-width:1.5;stroke-dasharray:3 3}
.hue-cardrow{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
.hue-card{display:flex;flex-direction:column;align-items:center;gap:3px;padding:5px 6px 4px;border-radius:9px;
 background:#fbf8ef;color:#1f2430;border:2px solid #b9b3a1;user-select:none;flex:none}
.hue-card svg{display:block}
.hue-card .cap{font-size:12px;line-height:1.15;text-align:center}
.hue-card .cap b{font-size:13px}
.hue-card.playable{cursor:pointer;transition:transform .12s}
.hue-card.playable:hover,.hue-card.playable:focus-visible{transform:translateY(-4px);border-color:#1f2430}
.hue-card.selected{border:3px solid #111;box-shadow:0 0 0 4px #f2c14e;transform:translateY(-4px)}
.hue-card .chosen{font-size:11.5px;font-weight:700;background:#111;color:#fff;border-radius:8px;padding:0 6px}
.hue-card.small{padding:3px 4px 2px;border-width:1px}
.hue-controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:6px}
.hue-action{display:inline-flex;align-items:center;gap:6px;font-weight:700;padding:6px 14px;border-radius:18px;
 background:#fbf8ef;color:#1f2430;border:2px solid #1f2430;cursor:pointer;font-size:14.5px;user-select:none}
.hue-action:hover,.hue-action:focus-visible{outline:3px solid #f2c14e}
.hue-dir{display:inline-flex;align-items:center;justify-content:center;min-width:34px;height:30px;border-radius:8px;
 background:#fbf8ef;color:#1f2430;border:1.5px solid #7c7768;cursor:pointer;font-weight:700;font-size:13px;padding:0 6px}
.hue-dir.on{background:#111;color:#fff;border-color:#111}
.hue-preview-card{display:flex;align-items:center;gap:10px;margin-top:4px}
.hue-legend{display:flex;flex-wrap:wrap;gap:6px 14px;font-size:12.5px;align-items:center}
.hue-legend .sw{display:inline-flex;align-items:center;gap:5px}
.hue-legend svg{display:inline-block;vertical-align:middle}
.hue-scoretable h3{font-size:12.5px;text-transform:uppercase;letter-spacing:.07em;margin:6px 0 8px;font-weight:700}
.hue-scores{border-collapse:collapse;background:#fbf8ef;color:#1f2430;border-radius:10px;font-size:14px;overflow:hidden}
.hue-scores th,.hue-scores td{padding:5px 9px;border-bottom:1px solid #d8d2c2;text-align:left;vertical-align:middle}
.hue-scores th{font-size:12px;text-transform:uppercase;letter-spacing:.05em;background:#ece6d6}
.hue-scores td.total{font-weight:800;font-size:17px;text-align:right}
.hue-scores tr.winner td{background:#fff3cf}
.hue-scores tr.winner td.who{font-weight:800}
.hue-part{display:inline-flex;align-items:center;gap:5px;white-space:nowrap}
.hue-part .calc{font-size:12.5px;color:#3b4048}
.hue-part .pts{font-weight:800}
.hue-part.doubled .pts{text-decoration:underline;text-decoration-thickness:2px}
.hue-areas,.hue-cards{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1f2430;
 background:#fbf8ef;border-radius:12px;padding:10px 12px;max-width:1000px;box-sizing:border-box}
.hue-areas .hue-board{margin:0}
.hue-areas .cap{margin:6px 0 0;font-size:14px}
.hue-areas .cap li{margin:2px 0}
.hue-areas .steps{font-weight:700;margin:6px 0 0}
.hue-cards .hue-card{background:#fff}
"""


# --- words --------------------------------------------------------------------------------
def _register():
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
            "en": "{n} places allowed (H6): dashed outlines on the board. Click a cell marked {arrow} to lay the card there.",
            "fr": "{n} places permises (H6) : contours en tirets sur le plateau. Cliquez une case marquée {arrow} pour y poser la carte.",
        },
        "ui.hue.places.one": {
            "en": "1 place allowed (H6): the dashed outline on the board. Click the cell marked {arrow} to lay the card there.",
            "fr": "1 seule place permise (H6) : le contour en tirets sur le plateau. Cliquez la case marquée {arrow} pour y poser la carte.",
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
    i18n.register(entries)


_register()


def colour_name(code, lang="en"):
    """'Red' / 'Rouge' for 'R'."""
    return i18n.text(f"ui.hue.colour.{code}", lang)


def _plural(key, n, lang="en", **params):
    if n == 1 and i18n.has(key + ".one"):
        key += ".one"
    return i18n.text(key, lang, n=n, **params)


def next_direction(direction):
    """The direction after a quarter turn clockwise: E → S → W → N → E."""
    return TURN_ORDER[(TURN_ORDER.index(direction) + 1) % 4]


# --- board model ---------------------------------------------------------------------------
def board_of(board_view):
    """A ``Board`` from a view (a dict with "board"), a list of placements as dicts or ``Placement``s, or a Board."""
    if isinstance(board_view, Board):
        return board_view
    if isinstance(board_view, dict):
        board_view = board_view["board"]
    return Board(p if isinstance(p, Placement) else Placement(p["card"], p["x"], p["y"], p["direction"])
                 for p in board_view)


def ghosts(view, card, direction):
    """The (x, y, direction) of every allowed placement of ``card`` pointing ``direction``, from the view's legal actions."""
    found = []
    for move in view.get("legal_actions", ()):
        words = move.split()
        if len(words) == 4 and words[0] == "play" and words[1] == card and words[3] == direction:
            x, y = words[2].split(",")
            found.append((int(x), int(y), direction))
    return found


def _stripes(ninths):
    """A square's ninths {(u, v): colour} as stripes: [(colour, (i, j, w, h))] in ninths from its corner."""
    u0 = min(u for u, _ in ninths)
    v0 = min(v for _, v in ninths)
    grid = [[ninths[(u0 + i, v0 + j)] for i in range(3)] for j in range(3)]     # grid[row][column]
    if len({c for row in grid for c in row}) == 1:
        return [(grid[0][0], (0, 0, 3, 3))]
    if all(len(set(row)) == 1 for row in grid):
        return [(grid[j][0], (0, j, 3, 1)) for j in range(3)]
    if all(len({grid[j][i] for j in range(3)}) == 1 for i in range(3)):
        return [(grid[0][i], (i, 0, 1, 3)) for i in range(3)]
    return [(grid[j][i], (i, j, 1, 1)) for j in range(3) for i in range(3)]


def _fmt(value):
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _text(x, y, body, size, fill, weight=700, extra=""):
    return (f'<text x="{_fmt(x)}" y="{_fmt(y)}" font-size="{_fmt(size)}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="middle" dominant-baseline="central"{extra}>{body}</text>')


def _square_svg(ninths, px, py, size, poison=False, skip=()):
    """One square (its ninths) at pixel (px, py): coloured stripes, each with its letter; ☠ on a poison square.
    ``skip``: ninths whose stripe gets no letter (they carry a step number instead)."""
    third = size / 3
    parts = []
    stripes = _stripes(ninths)
    u0 = min(u for u, _ in ninths)
    v0 = min(v for _, v in ninths)
    for colour, (i, j, w, h) in stripes:
        parts.append(f'<rect x="{_fmt(px + i * third)}" y="{_fmt(py + j * third)}" width="{_fmt(w * third)}" '
                     f'height="{_fmt(h * third)}" fill="{PALETTE[colour]}" data-colour="{colour}"/>')
    for colour, (i, j, w, h) in stripes:
        cx, cy = px + (i + w / 2) * third, py + (j + h / 2) * third
        if skip and any((u0 + a, v0 + b) in skip for a in range(i, i + w) for b in range(j, j + h)):
            continue
        if poison and len(stripes) == 1:
            parts.append(_text(px + size * 0.18, py + size * 0.19, colour, size * 0.26, INK[colour], extra=' class="letter"'))
            parts.append(_text(cx, cy + size * 0.04, POISON, size * 0.56, INK[colour], 400, ' class="poison"'))
        elif len(stripes) == 1:
            parts.append(_text(cx, cy, colour, size * 0.4, INK[colour], extra=' class="letter"'))
        else:
            parts.append(_text(cx, cy, colour, third * 0.72, INK[colour], extra=' class="letter"'))
    if poison and len(stripes) > 1:
        parts.append(_text(px + size / 2, py + size / 2, POISON, size * 0.5, "#111", 400, ' class="poison"'))
    return "".join(parts)


def _square_words(placement, k, lang):
    card = CARDS[placement.card]
    stripes = card.squares[k]
    if len(set(stripes)) == 1:
        key = "ui.hue.square_poison" if card.poison == k else "ui.hue.square_plain"
        return i18n.text(key, lang, colour=colour_name(stripes[0], lang))
    return i18n.text("ui.hue.square_striped", lang, colours="/".join(colour_name(c, lang) for c in stripes))


class _Frame:
    """Pixel geometry of a board picture: cells from (x0, y0) to (x1, y1) inclusive, with edge labels."""

    def __init__(self, cells, margin, cell, pad=24):
        xs = [x for x, _ in cells] or [0]
        ys = [y for _, y in cells] or [0]
        self.x0, self.x1 = min(xs) - margin, max(xs) + margin
        self.y0, self.y1 = min(ys) - margin, max(ys) + margin
        self.cell = cell
        self.pad = pad
        self.width = 2 * pad + (self.x1 - self.x0 + 1) * cell
        self.height = 2 * pad + (self.y1 - self.y0 + 1) * cell

    def px(self, x):
        return self.pad + (x - self.x0) * self.cell

    def py(self, y):
        return self.pad + (y - self.y0) * self.cell

    def cells(self):
        return [(x, y) for y in range(self.y0, self.y1 + 1) for x in range(self.x0, self.x1 + 1)]

    def background(self):
        """The paper, the faint grid and the coordinates along the four edges."""
        c, pad = self.cell, self.pad
        w, h = self.width, self.height
        parts = [f'<rect x="0" y="0" width="{w}" height="{h}" rx="10" fill="#f4f1ea"/>',
                 f'<rect x="{pad}" y="{pad}" width="{w - 2 * pad}" height="{h - 2 * pad}" fill="#ebe6da"/>']
        lines = []
        for x in range(self.x0, self.x1 + 2):
            lines.append(f"M{self.px(x)} {pad}V{h - pad}")
        for y in range(self.y0, self.y1 + 2):
            lines.append(f"M{pad} {self.py(y)}H{w - pad}")
        parts.append(f'<path d="{"".join(lines)}" stroke="#cfc8b6" stroke-width="1" fill="none"/>')
        labels = []
        for x in range(self.x0, self.x1 + 1):
            cx = self.px(x) + c / 2
            labels.append(_text(cx, pad / 2, x, 11, "#5b564b", 600))
            labels.append(_text(cx, h - pad / 2, x, 11, "#5b564b", 600))
        for y in range(self.y0, self.y1 + 1):
            cy = self.py(y) + c / 2
            labels.append(_text(pad / 2, cy, y, 11, "#5b564b", 600))
            labels.append(_text(w - pad / 2, cy, y, 11, "#5b564b", 600))
        parts.append(f'<g class="coords">{"".join(labels)}</g>')
        return "".join(parts)


def _outlines(board, frame, strong=2.6):
    """Card outlines: a dark line where two visible squares belong to different cards (or at the edge), a faint one inside a card."""
    tops = {cell: board.top(cell)[0].card for cell in board.stacks}
    heavy, light = [], []
    c = frame.cell
    for (x, y), card in tops.items():
        px, py = frame.px(x), frame.py(y)
        sides = {(1, 0): f"M{px + c} {py}V{py + c}", (-1, 0): f"M{px} {py}V{py + c}",
                 (0, 1): f"M{px} {py + c}H{px + c}", (0, -1): f"M{px} {py}H{px + c}"}
        for (dx, dy), path in sides.items():
            other = tops.get((x + dx, y + dy))
            if other is None or (other != card and (dx, dy) in ((1, 0), (0, 1))):
                heavy.append(path)
            elif other == card and (dx, dy) in ((1, 0), (0, 1)):
                light.append(path)
    return (f'<path class="square-lines" d="{"".join(light)}" stroke="#ffffff" stroke-opacity=".75" stroke-width="1.2" fill="none"/>'
            f'<path class="card-outlines" d="{"".join(heavy)}" stroke="#1b1b1b" stroke-width="{strong}" '
            'stroke-linecap="square" fill="none"/>')


def _badge(cx, cy, height, r=9, cell=None):
    where = f' data-cell="{cell[0]},{cell[1]}"' if cell else ""
    return (f'<g class="height" data-height="{height}"{where}><circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{r}" fill="#111" '
            f'stroke="#fff" stroke-width="1.6"/>{_text(cx, cy + 0.5, height, r * 1.25, "#fff", 800)}</g>')


def _cell_words(board, cell, lang):
    stack = board.stacks.get(cell)
    head = i18n.text("ui.hue.cell", lang, x=cell[0], y=cell[1])
    if not stack:
        return f"{head}: {i18n.text('ui.hue.cell_empty', lang)}"
    placement, k = stack[-1]
    words = [head + ": " + i18n.text("ui.hue.cell_top", lang, square=_square_words(placement, k, lang), k=k + 1,
                                     card=placement.card)]
    if len(stack) > 1:
        words.append(i18n.text("ui.hue.cell_stack", lang, n=len(stack), cards=", ".join(p.card for p, _ in stack)))
    return "; ".join(words)


def _placement_svg(placement, frame, opacity=None):
    """A whole card (all three squares, as laid) with its outline: for previews."""
    card = CARDS[placement.card]
    parts = []
    for k, (x, y) in enumerate(placement.cells()):
        parts.append(_square_svg(placement.ninths(k), frame.px(x), frame.py(y), frame.cell, card.poison == k))
    xs = [x for x, _ in placement.cells()]
    ys = [y for _, y in placement.cells()]
    x, y = frame.px(min(xs)), frame.py(min(ys))
    w, h = (max(xs) - min(xs) + 1) * frame.cell, (max(ys) - min(ys) + 1) * frame.cell
    parts.append(f'<rect x="{x - 2}" y="{y - 2}" width="{w + 4}" height="{h + 4}" rx="3" fill="none" stroke="#f2c14e" '
                 f'stroke-width="5"/><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="#111" stroke-width="2"/>')
    style = f' opacity="{opacity}"' if opacity is not None else ""
    return f'<g{style}>{"".join(parts)}</g>'


def board_svg(board, lang="en", *, legal=None, card=None, direction="E", clickable=False, margin=1, label=None):
    """The patchwork as SVG. ``legal``: allowed (x, y, direction) of ``card`` to draw as ghosts;
    ``clickable``: every cell carries ``data-action="cell x,y"``."""
    legal = list(legal or ())
    # Every allowed place lies within 3 cells of the patchwork (H6), so a margin of 3 holds them all.
    frame = _Frame(list(board.stacks), margin, CELL)
    c = frame.cell
    parts = [frame.background()]
    squares = []
    for cell, stack in board.stacks.items():
        placement, k = stack[-1]
        squares.append(f'<g class="square" data-cell="{cell[0]},{cell[1]}" data-card="{placement.card}">'
                       f'{_square_svg(placement.ninths(k), frame.px(cell[0]), frame.py(cell[1]), c, CARDS[placement.card].poison == k)}</g>')
    parts.append(f'<g class="squares">{"".join(squares)}</g>')
    parts.append(_outlines(board, frame))
    badges = [_badge(frame.px(x) + c - 9, frame.py(y) + 9, board.height((x, y)), cell=(x, y))
              for x, y in board.stacks if board.height((x, y)) > 1]
    parts.append(f'<g class="heights">{"".join(badges)}</g>')
    if legal:
        outlines, marks = [], []
        for x, y, d in legal:
            cells = Placement(card, x, y, d).cells()
            xs, ys = [a for a, _ in cells], [b for _, b in cells]
            gx, gy = frame.px(min(xs)) + 4, frame.py(min(ys)) + 4
            gw, gh = (max(xs) - min(xs) + 1) * c - 8, (max(ys) - min(ys) + 1) * c - 8
            outlines.append(f'<rect class="ghost" data-ghost="{x},{y},{d}" x="{gx}" y="{gy}" width="{gw}" height="{gh}" '
                            'rx="6" fill="none" stroke="#1d3557" stroke-opacity=".45" stroke-width="1.5" stroke-dasharray="5 4"/>')
            if (x, y) in board.stacks:      # over a square: in its corner, so that its letters stay readable
                cx, cy, r = frame.px(x) + 9, frame.py(y) + c - 9, 8
            else:
                cx, cy, r = frame.px(x) + c / 2, frame.py(y) + c / 2, 10
            marks.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" fill-opacity=".95" stroke="#1d3557" stroke-width="2"/>'
                         + _text(cx, cy + 0.5, ARROWS[d], r * 1.4, "#1d3557", 800))
        parts.append(f'<g class="ghosts">{"".join(outlines)}</g><g class="marks">{"".join(marks)}</g>')
    hits = []
    legal_first = {(x, y): d for x, y, d in legal}
    for x, y in frame.cells():
        words = _cell_words(board, (x, y), lang)
        rect = (f'<rect class="hue-hitrect" x="{frame.px(x)}" y="{frame.py(y)}" width="{c}" height="{c}" '
                'fill="#000" fill-opacity="0" stroke="none"/>')
        if clickable and card is not None and (x, y) in legal_first:
            move = f"play {card} {x},{y} {direction}"
            words += "; " + i18n.text("ui.hue.cell_lay", lang, card=card, move=move)
            preview = f'<g class="hue-preview" pointer-events="none">{_placement_svg(Placement(card, x, y, direction), frame)}</g>'
            hits.append(f'<g class="hue-hit legal" data-action="cell {x},{y}" aria-label="{escape(words)}">'
                        f'<title>{escape(words)}</title>{preview}{rect}</g>')
        elif clickable:
            if card is not None:
                words += "; " + i18n.text("ui.hue.cell_refused", lang, card=card,
                                          towards=i18n.text(f"ui.hue.towards.{direction}", lang))
            hits.append(f'<g class="hue-hit refused" data-action="cell {x},{y}" tabindex="-1" aria-label="{escape(words)}">'
                        f'<title>{escape(words)}</title>{rect}</g>')
        elif (x, y) in board.stacks:
            hits.append(f'<g class="hue-cell"><title>{escape(words)}</title>{rect}</g>')
    parts.append(f'<g class="hits">{"".join(hits)}</g>')
    label = label or i18n.text("ui.hue.board_label", lang, n=len(board.placements), cells=len(board.stacks))
    return (f'<svg class="hue-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {frame.width} {frame.height}" '
            f'width="{frame.width}" height="{frame.height}" role="group" aria-label="{escape(label)}">{"".join(parts)}</svg>')


# --- cards ----------------------------------------------------------------------------------
def card_svg(card, direction="E", size=HAND_CELL):
    """One card drawn on its own, lying ``direction`` (E: first square on the left)."""
    placement = Placement(card, 0, 0, direction)
    cells = placement.cells()
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    w, h = (max(xs) - min(xs) + 1) * size, (max(ys) - min(ys) + 1) * size
    info = CARDS[card]
    parts = []
    for k, (x, y) in enumerate(cells):
        px, py = (x - min(xs)) * size + 1, (y - min(ys)) * size + 1
        parts.append(_square_svg(placement.ninths(k), px, py, size, info.poison == k))
        if k:
            px0, py0 = (cells[k - 1][0] - min(xs)) * size + 1, (cells[k - 1][1] - min(ys)) * size + 1
            if px0 != px:
                edge = max(px, px0)
                parts.append(f'<path d="M{edge} 1V{size + 1}" stroke="#fff" stroke-opacity=".75" stroke-width="1.2"/>')
            else:
                edge = max(py, py0)
                parts.append(f'<path d="M1 {edge}H{size + 1}" stroke="#fff" stroke-opacity=".75" stroke-width="1.2"/>')
    parts.append(f'<rect x="1" y="1" width="{w}" height="{h}" rx="3" fill="none" stroke="#1b1b1b" stroke-width="2"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w + 2}" height="{h + 2}" viewBox="0 0 {w + 2} {h + 2}" '
            f'aria-hidden="true" class="hue-cardsvg" data-direction="{direction}">{"".join(parts)}</svg>')


def card_words(card, lang="en"):
    """A card in words: 'card S3 (plain): Red, Purple, Yellow'."""
    info = CARDS[card]
    squares = []
    placement = Placement(card, 0, 0, "E")
    for k in range(3):
        squares.append(_square_words(placement, k, lang))
    return i18n.text("ui.hue.card_label", lang, card=card, kind=i18n.text(f"ui.hue.kind.{info.kind}", lang),
                     squares=", ".join(squares))


def card_html(card, lang="en", *, action=None, selected=False, small=False, direction="E", label=None, size=None):
    """A card in a frame with its id, kind and centre colour underneath; ``action`` makes it clickable."""
    info = CARDS[card]
    classes = ["hue-card"]
    if action is not None:
        classes.append("playable")
    if selected:
        classes.append("selected")
    if small:
        classes.append("small")
    words = label or card_words(card, lang)
    attrs = [f'class="{" ".join(classes)}"', f'data-card="{card}"']
    if action is not None:
        attrs.append(f'data-action="{escape(action)}"')
    else:
        attrs.append('role="img"')
    attrs.append(f'aria-label="{escape(words)}" title="{escape(words)}"')
    size = size or (24 if small else HAND_CELL)
    kind = escape(i18n.text(f"ui.hue.kind.{info.kind}", lang))
    centre = escape(i18n.text("ui.hue.centre", lang, colour=colour_name(info.centre, lang)))
    if small:
        cap = f'<span class="cap"><b>{card}</b></span>'
    else:
        cap = f'<span class="cap"><b>{card}</b> · {kind}<br>{centre}</span>'
    chosen = f'<span class="chosen">{escape(i18n.text("ui.hue.chosen", lang))}</span>' if selected else ""
    return f'<div {" ".join(attrs)}>{card_svg(card, direction, size)}{cap}{chosen}</div>'


def style():
    """The renderer's stylesheet, for pictures assembled from its pieces elsewhere."""
    return f"<style>{_CSS}</style>"


def render_cards(cards, lang="en", size=40):
    """Cards (ids) drawn in a row, lying E, with their kind and centre colour: for the notebook."""
    row = "".join(card_html(card, lang, size=size) for card in cards)
    return f'<style>{_CSS}</style><div class="hue-cards"><div class="hue-cardrow">{row}</div></div>'


def legend_html(lang="en", width=None):
    """The colours with their letters, the poison symbol, the stack badge and the ghost marker."""
    items = []
    for code in COLOURS:
        swatch = (f'<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true"><rect x="1" y="1" width="20" height="20" '
                  f'rx="3" fill="{PALETTE[code]}" stroke="#1b1b1b"/>{_text(11, 11.5, code, 12, INK[code])}</svg>')
        items.append(f'<span class="sw" data-colour="{code}">{swatch}{escape(colour_name(code, lang))}</span>')
    items.append(f'<span class="sw"><b style="font-size:17px">{POISON}</b>{escape(i18n.text("ui.hue.legend_poison", lang))}</span>')
    badge = f'<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">{_badge(11, 11, 2)}</svg>'
    items.append(f'<span class="sw">{badge}{escape(i18n.text("ui.hue.legend_stack", lang))}</span>')
    mark = (f'<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><rect x="1" y="1" width="22" height="22" rx="4" '
            'fill="none" stroke="#1d3557" stroke-dasharray="4 3"/><circle cx="12" cy="12" r="8" fill="#fff" stroke="#1d3557" '
            f'stroke-width="2"/>{_text(12, 12.5, ARROWS["E"], 11, "#1d3557", 800)}</svg>')
    items.append(f'<span class="sw">{mark}{escape(i18n.text("ui.hue.legend_place", lang))}</span>')
    style = f' style="max-width:{width}px"' if width else ""
    return f'<div class="hue-legend"{style}>{"".join(items)}</div>'


# --- the table ------------------------------------------------------------------------------
def _status(view, lang, names, selected, direction):
    viewer = view.get("viewer")
    current = view["current_player"]
    sub = ""
    if view["is_over"]:
        best = max(view["scores"])
        key = "ui.hue.match_over" if view["match"] else "ui.hue.over"
        line = i18n.text(key, lang, names=names, winners=view["winners"], points=best)
    elif current == viewer:
        if selected:
            line = i18n.text("ui.hue.your_turn_card", lang, card=selected)
            sub = i18n.text("ui.hue.pointing", lang, card=selected,
                            towards=i18n.text(f"ui.hue.towards.{direction}", lang))
        else:
            line = i18n.text("ui.hue.your_turn", lang)
            sub = i18n.text("ui.hue.your_turn_sub", lang)
    else:
        line = i18n.text("ui.hue.playing", lang, names=names, player=current)
    if view["rounds"] > 1:
        line = i18n.text("ui.hue.round", lang, round=view["round"], rounds=view["rounds"]) + " · " + line
    sub_html = f'<span class="hue-sub">{escape(sub)}</span>' if sub else ""
    return f'<div class="hue-status" role="status">{escape(line)}{sub_html}</div>'


def _seat(view, p, lang, names):
    tags = []
    if view["oya"] == p:
        tags.append(f'<span class="hue-tag oya">{escape(i18n.text("ui.hue.oya_tag", lang))}</span>')
    if view["current_player"] == p:
        tags.append(f'<span class="hue-tag turn">{escape(i18n.text("ui.hue.to_play", lang))}</span>')
    won = view["is_over"] and p in view["winners"]
    if won:
        tags.append(f'<span class="hue-tag win">{escape(i18n.text("ui.hue.winner_tag", lang))}</span>')
    lines = [_plural("ui.hue.in_hand", view["hand_sizes"][p], lang)]
    if view["is_over"] or view["match"]:
        lines.append(_plural("ui.hue.points", view["scores"][p], lang))
    extra = ""
    if view.get("score_cards") and view["is_over"]:
        extra = f'<div class="hue-cardrow">{card_html(view["score_cards"][p], lang, small=True)}</div>'
    elif "hands" in view and view["hands"][p]:          # the teacher's view
        extra = '<div class="hue-cardrow">' + "".join(card_html(c, lang, small=True) for c in view["hands"][p]) + "</div>"
    classes = "hue-seat" + (" current" if view["current_player"] == p else "") + (" winner" if won else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="what">{escape(" · ".join(lines))}</div>{extra}</div>')


def _hand_zone(view, lang, names, playing, selected):
    hand = view.get("hand")
    if hand is None:
        return ""
    viewer = view["viewer"]
    cards = []
    for card in hand:
        action = f"select {card}" if playing else None
        label = i18n.text("ui.hue.select_tip", lang, card=card_words(card, lang)) if playing else None
        cards.append(card_html(card, lang, action=action, selected=playing and card == selected, label=label))
    title = i18n.text("ui.hue.hand", lang) if playing or viewer is None else \
        i18n.text("ui.hue.hand_of", lang, names=names, player=viewer)
    note = i18n.text("ui.hue.hand_note" if playing else "ui.hue.hand_still", lang)
    return (f'<div class="hue-zone hand-zone"><h3>{escape(title)}</h3><p class="hue-note">{escape(note)}</p>'
            f'<div class="hue-cardrow">{"".join(cards)}</div></div>')


def _control_zone(view, lang, selected, direction, places):
    title = escape(i18n.text("ui.hue.control", lang))
    if selected is None:
        body = f'<p class="hue-note">{escape(i18n.text("ui.hue.pick_prompt", lang))}</p>'
        return f'<div class="hue-zone control-zone"><h3>{title}</h3>{body}</div>'
    words = i18n.text("ui.hue.direction." + direction, lang)
    preview = (f'<div class="hue-preview-card" data-selected="{selected}" data-direction="{direction}">'
               f'{card_svg(selected, direction, 38)}</div>')
    turn = (f'<div class="hue-action" data-action="turn" title="{escape(i18n.text("ui.hue.turn_tip", lang))}" '
            f'aria-label="{escape(i18n.text("ui.hue.turn_tip", lang))}">{escape(i18n.text("ui.hue.turn_button", lang))}</div>')
    dirs = []
    for d in TURN_ORDER:
        name = i18n.text(f"ui.hue.direction.{d}", lang)
        tip = escape(i18n.text("ui.hue.direction_tip", lang, towards=i18n.text(f"ui.hue.towards.{d}", lang)))
        dirs.append(f'<div class="hue-dir{" on" if d == direction else ""}" data-action="direction {d}" title="{tip}" '
                    f'aria-label="{tip}" aria-pressed="{"true" if d == direction else "false"}">{escape(name)}</div>')
    count = escape(_plural("ui.hue.places", places, lang, arrow=ARROWS[direction]))
    return (f'<div class="hue-zone control-zone"><h3>{title}</h3>{preview}'
            f'<p class="hue-note"><b>{selected}</b> · {escape(words)}</p>'
            f'<div class="hue-controls">{turn}{"".join(dirs)}</div><p class="hue-note" style="margin-top:8px">{count}</p></div>')


def _svg_width(svg):
    start = svg.index('width="') + 7
    return int(svg[start:svg.index('"', start)])


def render(view, lang="en", names=None, interactive=True, *, selected=None, direction="E"):
    """The whole Hue table for ``view`` (from ``state.view(player)``) as HTML.

    When ``interactive`` and it is the viewer's turn: the hand is clickable (``select X``), the chosen
    card ``selected`` can be turned (``turn``, ``direction D``), every board cell is clickable
    (``cell x,y``) and the allowed places of ``selected`` pointing ``direction`` are drawn as ghosts.
    """
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be one of E, S, W, N, not {direction!r}")
    names = names or seat_names(view["players"], view.get("viewer"), lang)
    board = board_of(view)
    playing = bool(interactive) and not view["is_over"] and view["current_player"] == view.get("viewer") \
        and view.get("viewer") is not None
    if not playing or selected not in view.get("hand", ()):
        selected = None
    legal = ghosts(view, selected, direction) if playing and selected else []
    svg = board_svg(board, lang, legal=legal, card=selected, direction=direction, clickable=playing,
                    margin=3 if playing else 1)
    seats = "".join(_seat(view, p, lang, names) for p in range(view["players"]))
    board_zone = (f'<div class="hue-zone board-zone"><h3>{escape(i18n.text("ui.hue.board", lang))}</h3>{svg}'
                  f'{legend_html(lang, _svg_width(svg))}</div>')
    side = _hand_zone(view, lang, names, playing, selected)
    if playing:
        side += _control_zone(view, lang, selected, direction, len(legal))
    side_html = f'<div class="hue-side">{side}</div>' if side else ""
    scores = ""
    if view["is_over"] and view.get("breakdown"):
        scores = f'<div class="hue-zone scores-zone">{render_score_table(view, lang, names, style=False)}</div>'
    return (f'<style>{_CSS}</style><div class="hue-table" data-viewer="{view.get("viewer")}">'
            f'{_status(view, lang, names, selected, direction)}<div class="hue-seats">{seats}</div>'
            f'{scores}<div class="hue-row hue-main">{board_zone}{side_html}</div></div>')


# --- scores ---------------------------------------------------------------------------------
def _swatch(code, size=20):
    return (f'<svg width="{size}" height="{size}" viewBox="0 0 {size} {size}" aria-hidden="true">'
            f'<rect x="1" y="1" width="{size - 2}" height="{size - 2}" rx="3" fill="{PALETTE[code]}" stroke="#1b1b1b"/>'
            f'{_text(size / 2, size / 2 + 0.5, code, size * 0.55, INK[code])}</svg>')


def render_score_table(view, lang="en", names=None, style=True):
    """The final breakdown per player: score card, each colour's largest area (×2 for the centre), total (H7)."""
    names = names or seat_names(view["players"], view.get("viewer"), lang)
    css = f"<style>{_CSS}</style>" if style else ""
    title = f'<h3>{escape(i18n.text("ui.hue.scores_title", lang))}</h3>'
    if not view.get("breakdown"):
        return f'{css}<div class="hue-scoretable">{title}<p class="hue-note">{escape(i18n.text("ui.hue.no_scores", lang))}</p></div>'
    head = [i18n.text("ui.hue.col_player", lang), i18n.text("ui.hue.col_card", lang)]
    head += [i18n.text("ui.hue.col_colour", lang, k=k) for k in (1, 2, 3)] + [i18n.text("ui.hue.col_total", lang)]
    several = view.get("rounds", 1) > 1
    if several:
        title = f'<h3>{escape(i18n.text("ui.hue.scores_round", lang, round=view["round"], rounds=view["rounds"]))}</h3>'
        head.append(i18n.text("ui.hue.col_match", lang))
    rows = ["<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"]
    for p, parts in enumerate(view["breakdown"]):
        cells = []
        for part in parts:
            code = part["colour"]
            times = i18n.text("ui.hue.times_two", lang) if part["doubled"] else ""
            tip = i18n.text("ui.hue.part_title", lang, colour=colour_name(code, lang), area=part["area"], times=times)
            calc = f'{part["area"]} ×2 =' if part["doubled"] else ""
            cells.append(f'<td><span class="hue-part{" doubled" if part["doubled"] else ""}" data-colour="{code}" '
                         f'data-points="{part["points"]}" title="{escape(tip)}">{_swatch(code)}'
                         f'<span>{escape(colour_name(code, lang))}</span><span class="calc">{escape(calc)}</span>'
                         f'<span class="pts">{part["points"]}</span></span></td>')
        total = sum(part["points"] for part in parts)
        won = view["is_over"] and p in view["winners"]
        mark = " ★" if won else ""
        rows.append(f'<tr class="{"winner" if won else ""}" data-seat="{p}"><td class="who">{escape(names[p] + mark)}</td>'
                    f'<td>{card_html(view["score_cards"][p], lang, small=True)}</td>{"".join(cells)}'
                    f'<td class="total" data-total="{total}">{total}</td>'
                    + (f'<td class="total match" data-match="{view["scores"][p]}">{view["scores"][p]}</td>' if several else "")
                    + "</tr>")
    note = f'<p class="hue-note" style="margin-top:6px">{escape(i18n.text("ui.hue.scores_note", lang))}</p>'
    return f'{css}<div class="hue-scoretable">{title}<table class="hue-scores">{"".join(rows)}</table>{note}</div>'


# --- areas ------------------------------------------------------------------------------------
def flood_order(ninths):
    """The ninths of an area in the order a flood fill counts them: breadth first from its smallest ninth
    (the leftmost of the top row... in (u, v) order), neighbours taken E, S, W, N."""
    ninths = set(ninths)
    if not ninths:
        return []
    start = min(ninths)
    order, seen, queue = [], {start}, deque([start])
    while queue:
        u, v = queue.popleft()
        order.append((u, v))
        for n in ((u + 1, v), (u, v + 1), (u - 1, v), (u, v - 1)):
            if n in ninths and n not in seen:
                seen.add(n)
                queue.append(n)
    return order


def _stripe_key(board, ninth):
    u, v = ninth
    cell = (u // 3, v // 3)
    placement, _ = board.top(cell)
    if placement.direction in ("E", "W"):
        return cell, "row", v % 3
    return cell, "column", u % 3


def third_order(ninths, board):
    """The area counted third by third (stripe by stripe): lists of 3 ninths, in the order the flood fill
    of ``flood_order`` first reaches each stripe."""
    board = board_of(board)
    groups = {}
    for ninth in flood_order(ninths):
        groups.setdefault(_stripe_key(board, ninth), []).append(ninth)
    return list(groups.values())


def step_units(board_view, colour=None, score_card=None, by="ninth", found=None):
    """What the step slider of ``render_areas`` counts, in order: lists of ninths (one ninth each, or the three
    ninths of a third). The largest non-poisoned area of ``colour`` (else of each colour of ``score_card``, one
    after the other; else of every colour) in flood-fill order."""
    board = board_of(board_view)
    found = areas(board) if found is None else found
    if colour is not None:
        colours = [colour]
    elif score_card is not None:
        colours = list(CARDS[score_card].colours)
    else:
        colours = list(COLOURS)
    units = []
    for c in colours:
        area = largest(found, c)
        if area is None:
            continue
        if by == "ninth":
            units += [[n] for n in flood_order(area.ninths)]
        else:
            units += third_order(area.ninths, board)
    return units


def _boundary(ninths, frame):
    """The outline of a set of ninths as one SVG path (every side that faces a ninth outside the set)."""
    t = frame.cell / 3
    segments = []
    for u, v in ninths:
        x, y = frame.pad + (u - 3 * frame.x0) * t, frame.pad + (v - 3 * frame.y0) * t
        if (u + 1, v) not in ninths:
            segments.append(f"M{_fmt(x + t)} {_fmt(y)}V{_fmt(y + t)}")
        if (u - 1, v) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y)}V{_fmt(y + t)}")
        if (u, v + 1) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y + t)}H{_fmt(x + t)}")
        if (u, v - 1) not in ninths:
            segments.append(f"M{_fmt(x)} {_fmt(y)}H{_fmt(x + t)}")
    return "".join(segments)


def _ninth_xy(ninth, frame):
    t = frame.cell / 3
    return frame.pad + (ninth[0] - 3 * frame.x0) * t, frame.pad + (ninth[1] - 3 * frame.y0) * t


def _tag_xy(ninths, frame):
    """Where an area's label goes: just above its top row, over the middle of that row (never on the area)."""
    top = min(v for _, v in ninths)
    row = sorted(u for u, v in ninths if v == top)
    u = row[len(row) // 2]
    x, y = _ninth_xy((u, top), frame)
    t = frame.cell / 3
    return x + t / 2, y - 12


def _tag(x, y, text, attrs=""):
    width = 8 + 7.4 * len(text)
    return (f'<g class="area-tag"{attrs}><rect x="{_fmt(x - width / 2)}" y="{_fmt(y - 11)}" width="{_fmt(width)}" height="22" '
            f'rx="11" fill="#111" stroke="#fff" stroke-width="2"/>{_text(x, y + 0.5, escape(text), 13, "#fff", 800)}</g>')


def render_areas(board_view, lang="en", colour=None, score_card=None, step=None, by="ninth"):
    """The area-scoring view (H4, H7) of the patchwork ``board_view`` (a view, its "board" list, or a Board).

    ``colour``: show that colour's areas; ``score_card``: the three colours of that card (with the
    centre doubled); neither: every colour. Every area of a shown colour is outlined; the largest
    non-poisoned one keeps its colour and is labelled with its points (``data-points``); the others
    are paler, poisoned ones are crossed and marked ☠. ``step`` k shows only the first k ninths
    (``by="ninth"``) or thirds (``by="third"``) of the largest area(s) in flood-fill order, numbered.
    """
    if by not in ("ninth", "third"):
        raise ValueError(f"by must be 'ninth' or 'third', not {by!r}")
    board = board_of(board_view)
    found = areas(board)
    if score_card is not None:
        if score_card not in CARDS:
            raise ValueError(f"unknown card {score_card!r}")
        shown = list(CARDS[score_card].colours)
        if colour is not None and colour not in shown:
            raise ValueError(f"{colour} is not a colour of {score_card} ({', '.join(shown)})")
        result = score(board, score_card, found)
        parts = {part.colour: part for part in result.colours}
    else:
        if colour is not None and colour not in COLOURS:
            raise ValueError(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}")
        shown = [colour] if colour is not None else list(COLOURS)
        result, parts = None, {}
    best = {c: largest(found, c) for c in shown}
    units = step_units(board, colour, score_card, by, found)
    total_units = len(units)
    if step is not None:
        step = max(0, min(int(step), total_units))
    counted = {} if step is None else {n: k + 1 for k, unit in enumerate(units[:step]) for n in unit}
    pending = set() if step is None else {n for unit in units[step:] for n in unit}

    frame = _Frame(list(board.stacks), 1, AREA_CELL)
    t = frame.cell / 3
    colours, poison = board.visible()
    parts_svg = [frame.background()]
    squares = []
    for cell, stack in board.stacks.items():
        placement, k = stack[-1]
        squares.append(_square_svg(placement.ninths(k), frame.px(cell[0]), frame.py(cell[1]), frame.cell,
                                   CARDS[placement.card].poison == k, skip=counted))
    parts_svg.append(f'<g class="squares">{"".join(squares)}</g>')
    # pale veil over what is not in a shown colour's largest area (or not yet counted)
    veil_strong, veil_light = [], []
    best_ninths = set().union(*(best[c].ninths for c in shown if best[c] is not None)) if any(best.values()) else set()
    for ninth, c in colours.items():
        x, y = _ninth_xy(ninth, frame)
        rect = f"M{_fmt(x)} {_fmt(y)}h{_fmt(t)}v{_fmt(t)}h{_fmt(-t)}z"
        if c not in shown or ninth in pending:
            veil_strong.append(rect)
        elif ninth not in best_ninths:
            veil_light.append(rect)
    parts_svg.append(f'<path class="veil" d="{"".join(veil_strong)}" fill="#f4f1ea" fill-opacity=".82"/>'
                     f'<path class="veil-light" d="{"".join(veil_light)}" fill="#f4f1ea" fill-opacity=".6"/>')
    parts_svg.append(_outlines(board, frame, strong=1.4).replace('stroke="#1b1b1b"', 'stroke="#6f6a5e"'))
    # every area of a shown colour, outlined; poisoned ones crossed
    outlines = []
    for area in found:
        if area.colour not in shown:
            continue
        path = _boundary(area.ninths, frame)
        is_best = best[area.colour] is not None and area.ninths == best[area.colour].ninths
        cls = "area best" if is_best else ("area poisoned" if area.poisoned else "area")
        attrs = (f' data-colour="{area.colour}" data-ninths="{len(area.ninths)}" data-area-points="{area.points}"'
                 f' data-poisoned="{str(area.poisoned).lower()}"')
        if area.poisoned:
            cross = []
            for ninth in area.ninths:
                x, y = _ninth_xy(ninth, frame)
                cross.append(f"M{_fmt(x + 2)} {_fmt(y + 2)}L{_fmt(x + t - 2)} {_fmt(y + t - 2)}"
                             f"M{_fmt(x + t - 2)} {_fmt(y + 2)}L{_fmt(x + 2)} {_fmt(y + t - 2)}")
            lx, ly = _tag_xy(area.ninths, frame)
            outlines.append(f'<g class="{cls}"{attrs}><path class="cross" d="{"".join(cross)}" stroke="#111" '
                            f'stroke-opacity=".7" stroke-width="1.6"/><path d="{path}" stroke="#111" stroke-width="2.4" '
                            f'stroke-dasharray="5 3" fill="none"/>{_tag(lx, ly, POISON + " 0")}</g>')
        elif is_best:
            outlines.append(f'<g class="{cls}"{attrs}><path d="{path}" stroke="#fff" stroke-width="6" fill="none" '
                            f'stroke-linecap="round"/><path d="{path}" stroke="#111" stroke-width="3.2" fill="none" '
                            'stroke-linecap="round"/></g>')
        else:
            outlines.append(f'<g class="{cls}"{attrs}><path d="{path}" stroke="#111" stroke-width="1.6" fill="none"/></g>')
    parts_svg.append(f'<g class="areas">{"".join(outlines)}</g>')
    # the flood fill's numbers
    if step is not None:
        numbers = []
        for k, unit in enumerate(units[:step]):
            anchor = unit[len(unit) // 2]
            x, y = _ninth_xy(anchor, frame)
            c = colours[anchor]
            numbers.append(_text(x + t / 2, y + t / 2, k + 1, t * (0.5 if k + 1 < 100 else 0.4), INK[c], 800,
                                 f' class="step" data-step="{k + 1}"'))
        if step and step < total_units:
            numbers.append(f'<path class="frontier" d="{_boundary(set(units[step - 1]), frame)}" fill="none" '
                           'stroke="#f2c14e" stroke-width="3"/>')
        parts_svg.append(f'<g class="steps">{"".join(numbers)}</g>')
    # labels of the largest areas
    tags = []
    for c in shown:
        area = best[c]
        if area is None:
            continue
        x, y = _tag_xy(area.ninths, frame)
        if c in parts and parts[c].doubled:
            text = i18n.text("ui.hue.area_tag_double", lang, area=area.points, points=parts[c].points)
            points = parts[c].points
        else:
            points = parts[c].points if c in parts else area.points
            text = i18n.text("ui.hue.area_tag", lang, points=points)
        tags.append(_tag(x, y, f"{c} {text}",
                         f' data-colour="{c}" data-points="{points}" data-area-points="{area.points}"'))
    parts_svg.append(f'<g class="labels">{"".join(tags)}</g>')
    label = i18n.text("ui.hue.areas_label", lang)
    svg = (f'<svg class="hue-board hue-areas-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {frame.width} {frame.height}" '
           f'width="{frame.width}" height="{frame.height}" role="img" aria-label="{escape(label)}">{"".join(parts_svg)}</svg>')

    # the caption: each colour's areas in words, the score card's sum, the flood fill's progress
    lines = []
    for c in shown:
        mine = [a for a in found if a.colour == c]
        poisoned = sum(a.poisoned for a in mine)
        name = colour_name(c, lang)
        if best[c] is None:
            line = i18n.text("ui.hue.area_none", lang, colour=name)
        else:
            key = "ui.hue.area_line.one" if len(mine) == 1 else "ui.hue.area_line"
            line = i18n.text(key, lang, colour=name, count=len(mine), ninths=len(best[c].ninths), points=best[c].points)
        if poisoned:
            line += i18n.text("ui.hue.area_poisoned", lang, n=poisoned)
        lines.append(f'<li data-colour="{c}">{_swatch(c, 16)} {escape(line)}</li>')
    caption = f'<ul class="cap">{"".join(lines)}</ul>'
    if result is not None:
        bits = []
        for part in result.colours:
            area = part.area.points if part.area else 0
            bits.append(f"{part.colour} {area}×2" if part.doubled else f"{part.colour} {area}")
        caption += (f'<p class="cap" data-total="{result.total}"><b>'
                    f'{escape(i18n.text("ui.hue.area_card", lang, card=score_card, parts=" + ".join(bits), total=result.total))}'
                    f'</b></p>')
    if step is not None:
        if by == "ninth":
            progress = i18n.text("ui.hue.steps_ninth", lang, k=step, n=total_units)
        else:
            progress = i18n.text("ui.hue.steps_third", lang, k=step, n=total_units)
        caption += f'<p class="steps" data-step="{step}" data-of="{total_units}">{escape(progress)}</p>'
    return f'<style>{_CSS}</style><div class="hue-areas">{svg}{caption}</div>'
