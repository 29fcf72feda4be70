"""Hue's table as lines of text, for the terminal's guided game (``cardlib.learn``): the patchwork as a grid of
letters, each cell drawn as its 3 × 3 ninths (H4) with x and y written along its sides, a legend in words, the
stacks, each player's cards in hand (only their number for the others, H5) and the viewer's own cards drawn the
same way. The same catalogue entries as the table's picture (``widgets/hue/render.py``, keys ``ui.hue.*``) where
it has them.

``choices`` picks the few moves the terminal offers out of the thousand a Hue turn allows.
"""

from ..text import i18n
from .board import CARDS, COLOURS, DIRECTIONS, Board, Placement
from .rules import cell_words

EMPTY = "·"            # the middle of an empty cell of the grid
GAP = " "              # between two cells of a row: the grid's columns stay readable
OTHER_PLACES = 1       # places of the suggested card elsewhere that ``choices`` offers


def _board(view):
    return Board(Placement(p["card"], p["x"], p["y"], p["direction"]) for p in view["board"])


def _letter(colour, poison):
    """A ninth's letter: the colour's (H1), in lower case on a poison square."""
    return colour.lower() if poison else colour


def _cell_rows(colours, poison, x, y):
    """The three lines of letters of cell (x, y): its ninths row by row, or a dot in the middle when empty."""
    rows = []
    for v in range(3 * y, 3 * y + 3):
        ninths = [(u, v) for u in range(3 * x, 3 * x + 3)]
        if ninths[0] not in colours:
            rows.append(f" {EMPTY} " if v == 3 * y + 1 else "   ")
        else:
            rows.append("".join(_letter(colours[n], n in poison) for n in ninths))
    return rows


def grid_lines(board, lang):
    """The patchwork as a grid of letters: a column per x and three lines per y (the cells' ninths), with one
    empty cell around it; the row of empty cells above and below is one line."""
    colours, poison = board.visible()
    cells = board.stacks
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    columns = range(min(xs) - 1, max(xs) + 2)
    width = max(len(i18n.number(y, lang)) for y in range(min(ys) - 1, max(ys) + 2)) + 2
    lines = [" " * width + GAP.join(f"{i18n.number(x, lang):^3}" for x in columns).rstrip()]
    for y in range(min(ys) - 1, max(ys) + 2):
        label = f"{i18n.number(y, lang):>{width - 2}}  "
        if not any((x, y) in cells for x in columns):
            lines.append(label + GAP.join(f" {EMPTY} " for _ in columns).rstrip())
            continue
        drawn = [_cell_rows(colours, poison, x, y) for x in columns]
        for row in range(3):
            lead = label if row == 1 else " " * width
            lines.append((lead + GAP.join(cell[row] for cell in drawn)).rstrip())
    return lines


def card_rows(card):
    """The three lines of letters of ``card`` lying E (first square on the left), as the grid draws it."""
    placement = Placement(card, 0, 0, "E")
    poison_square = CARDS[card].poison
    rows = []
    for r in range(3):
        squares = []
        for k in range(3):
            ninths = placement.ninths(k)
            squares.append("".join(_letter(ninths[(3 * k + i, r)], k == poison_square) for i in range(3)))
        rows.append(GAP.join(squares))
    return rows


def table_lines(view, lang, names):
    """The lines that draw ``view`` (a player's view) in ``lang``, players called by ``names``: the round (in a
    match), the patchwork's grid and its legend, the stacks, each player's number of cards in hand and points
    (with their score card once the game is over), and the viewer's own cards drawn as the grid draws them."""
    t = lambda key, **params: i18n.text(key, lang, names, **params)     # noqa: E731
    colon = lambda head, rest: i18n.colon(head, rest, lang)             # noqa: E731
    board = _board(view)
    lines = []
    if view["rounds"] > 1:
        lines.append(t("ui.hue.round", round=view["round"], rounds=view["rounds"]))
    lines.append(colon(f"{t('ui.hue.board')} ({t('ui.hue.text.axes')})", "").rstrip())
    lines += grid_lines(board, lang)
    letters = ", ".join(f"{code} = {i18n.card_name(code, lang)}" for code in COLOURS)
    lines.append(t("ui.hue.text.legend", colours=letters, empty=EMPTY))
    for (x, y), stack in board.stacks.items():
        if len(stack) > 1:
            cards = ", ".join(placement.card for placement, _ in stack)
            lines.append(colon(t("ui.hue.cell", cell=cell_words(x, y)),
                               i18n.plural("ui.hue.cell_stack", len(stack), lang, cards=cards)))
    for p in range(view["players"]):
        said = [t("ui.hue.oya_tag")] if view["oya"] == p else []
        said.append(i18n.plural("ui.hue.in_hand", view["hand_sizes"][p], lang))
        if view["is_over"] or view["match"]:
            said.append(i18n.plural("ui.hue.points", view["scores"][p], lang))
        if view["current_player"] == p:
            said.append(t("ui.hue.to_play"))
        lines.append("  " + colon(names[p], ", ".join(said)))
        if view.get("score_cards") and view["is_over"]:
            parts = [i18n.text("hue.colour_points_x2" if part["doubled"] else "hue.colour_points", lang,
                               card=part["colour"], code=part["colour"], points=part["points"])
                     for part in view["breakdown"][p]]
            lines.append("    " + t("ui.hue.area_card", card=view["score_cards"][p], parts=", ".join(parts),
                                    total=sum(part["points"] for part in view["breakdown"][p])))
    hand = view.get("hand")
    if hand:
        lines.append(colon(t("ui.hue.text.hand", hand=t("ui.hue.hand")), "").rstrip())
        width = len(card_rows(hand[0])[0]) + 3
        lines.append("  " + "".join(f"{card:<{width}}" for card in hand).rstrip())
        drawn = [card_rows(card) for card in hand]
        for row in range(3):
            lines.append("  " + "".join(f"{rows[row]:<{width}}" for rows in drawn).rstrip())
        lines.append(t("ui.hue.hand_still"))
    return lines


def _parse(notation):
    _, card, cell, direction = str(notation).split()
    x, y = cell.split(",")
    return card, int(x), int(y), direction


def choices(state, suggested):
    """The moves the terminal offers at ``state`` (notation), out of the thousand or so a turn allows: the
    ``suggested`` move; the same card on the same cell turned each other way the rules allow (H6); every other
    card of the hand in the suggested place (whether a place is allowed depends on the cells only, so it is
    allowed for every card: the choice of which card to keep shows); and the same card on the nearest other
    cell where it may go (``OTHER_PLACES`` of them, the engine's order breaking ties). Listed in the engine's
    order (card by card in the hand's order, then direction, y, x), so the suggested move is not always first."""
    legal = [str(action) for action in state.legal_actions()]
    rank = {move: index for index, move in enumerate(legal)}
    if suggested not in rank:
        return [suggested]
    card, x, y, direction = _parse(suggested)
    picked = [suggested]
    picked += [f"play {card} {x},{y} {turn}" for turn in DIRECTIONS if turn != direction]
    picked += [f"play {other} {x},{y} {direction}" for other in state.view(state.current_player)["hand"]
               if other != card]
    elsewhere = [move for move in legal if move.startswith(f"play {card} ") and _parse(move)[1:3] != (x, y)]
    elsewhere.sort(key=lambda move: (abs(_parse(move)[1] - x) + abs(_parse(move)[2] - y), rank[move]))
    picked += elsewhere[:OTHER_PLACES]
    return sorted({move for move in picked if move in rank}, key=rank.get)
