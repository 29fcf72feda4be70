"""The one Yozu renderer: pure functions from ``state.view(player)`` to an HTML string.

The play table, the constraint view and the notebook pictures all draw with these functions,
so Yozu looks the same everywhere. Nothing relies on colour alone: every card shows its animal
symbol above its season symbol, as on the real cards (panda ◆, carp ●, dragonfly ✿, tiger ✚;
spring ♣, summer ▲, autumn ♥, winter ▦), and both words; guesses barred by Z4 are hatched,
struck out and marked ⊘ with the words "not allowed"; the Oracle, the player to act, the
revealed and barred elements and impossible cards are all said in words.

Clickable parts carry ``data-action`` (the move's notation), for ``widgets.svgcanvas.SvgCanvas``:
the guess grid's cells (``guess tiger:summer``, class ``playable`` or ``refused``: refused cells
stay clickable so the table can say why), ``keep``, the other players' display cards
(``swap 2 carp:autumn``) and the Oracle's answers (``reveal X``, ``nothing``).

- ``render(view, lang, names, interactive=True)``: the whole table.
- ``render_constraints(deduction, view, lang)``: what can be deduced about the Oracle's two cards,
  from a ``cardlib.yozu_deduction.posterior``.
- ``render_cards(cards, lang)``: a row of cards in notation.
"""

from fractions import Fraction
from html import escape

from cardlib import i18n
from cardlib.yozu import ANIMALS, KIND_OF, NAMES, SEASONS, SYMBOLS, closest, completed

from ..table import seat_names

IMPOSSIBLE_MARK = "✗"      # on a cell of the constraint view that the answers rule out, beside "0%"

_CSS = """
.yozu-table{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#f4f1ea;
 background:#283a57 radial-gradient(ellipse at 50% 30%,#34507a 0%,#283a57 60%,#1f2d45 100%);
 border-radius:14px;padding:14px 16px;display:flex;flex-direction:column;gap:12px;max-width:940px;box-sizing:border-box}
.yozu-table *{box-sizing:border-box}
.yozu-table h3{font-size:12.5px;text-transform:uppercase;letter-spacing:.07em;margin:0 0 8px;font-weight:700;color:#e6ecf7}
.yozu-table h4{font-size:13px;margin:0 0 6px;font-weight:700}
.yz-status{font-size:17px;font-weight:700;background:rgba(0,0,0,.28);padding:7px 12px;border-radius:8px}
.yz-status .yz-sub{display:block;font-size:14px;font-weight:500;margin-top:2px}
.yz-seats{display:flex;flex-wrap:wrap;gap:8px}
.yz-seat{flex:1 1 200px;background:#fbf8ef;color:#1f2430;border:2px solid #b9b3a1;border-radius:10px;padding:6px 10px}
.yz-seat.oracle{border:3px double #5b3f8c;background:#f6f1fb}
.yz-seat.winner{border:4px double #8a5a00;box-shadow:0 0 0 3px #f2c14e}
.yz-seat.current{border:3px solid #111;box-shadow:0 0 0 3px #f2c14e}
.yz-seat .who{font-weight:700;display:flex;flex-wrap:wrap;gap:4px;align-items:center;margin-bottom:4px}
.yz-tag{font-size:11.5px;font-weight:700;border:1.5px solid currentColor;border-radius:9px;padding:0 6px;white-space:nowrap}
.yz-tag.turn{background:#111;color:#fff;border-color:#111}
.yz-tag.oracle{background:#5b3f8c;color:#fff;border-color:#5b3f8c}
.yz-tag.win{background:#8a5a00;color:#fff;border-color:#8a5a00}
.yz-near{font-size:12px;color:#4b5058;margin-top:4px}
.yz-row{display:flex;gap:12px;flex-wrap:wrap}
.yz-zone{background:rgba(0,0,0,.2);border-radius:10px;padding:8px 12px}
.yz-zone.oracle-zone{flex:1 1 250px}
.yz-zone.turn-zone{flex:2 1 360px}
.yz-note{font-size:13.5px;margin:0 0 6px}
.yz-cards{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}
.yozu-table .yz-card{position:relative;width:70px;height:98px;border-radius:8px;color:#161616;
 border:1px solid #4e4a40;box-shadow:0 2px 5px rgba(0,0,0,.35);display:flex;flex-direction:column;
 align-items:center;justify-content:flex-end;padding:0 2px 5px;user-select:none;flex:none;text-align:center}
.yozu-table .yz-card.s-spring{background:#e3f1dc}
.yozu-table .yz-card.s-summer{background:#fbefc4}
.yozu-table .yz-card.s-autumn{background:#f8dccb}
.yozu-table .yz-card.s-winter{background:#dfe8f4}
.yozu-table .yz-corner{position:absolute;top:4px;left:5px;display:flex;flex-direction:column;align-items:center;
 font-size:15px;line-height:1.05;font-weight:700}
.yozu-table .yz-big{font-size:30px;line-height:1;margin-bottom:5px}
.yozu-table .yz-words{font-size:11px;line-height:1.15;display:flex;flex-direction:column}
.yozu-table .yz-words b{font-size:11.5px}
.yozu-table .yz-card.small{width:56px;height:78px;border-radius:7px;padding-bottom:4px}
.yozu-table .yz-card.small .yz-corner{font-size:12.5px;top:3px;left:4px}
.yozu-table .yz-card.small .yz-big{font-size:21px;margin-bottom:3px}
.yozu-table .yz-card.small .yz-words{font-size:9.5px}
.yozu-table .yz-card.small .yz-words b{font-size:10px}
.yozu-table .yz-card.back{background:repeating-linear-gradient(45deg,#3d2d63 0 6px,#4f3b7d 6px 12px);
 color:#fff;border:3px double #f0e9ff;justify-content:center}
.yozu-table .yz-card.back .yz-big{font-size:26px;margin:0}
.yozu-table .yz-card.back .yz-words{font-size:10.5px}
.yozu-table .yz-card.playable{cursor:pointer;transition:transform .12s;outline:3px solid #f2c14e;outline-offset:1px}
.yozu-table .yz-card.playable:hover,.yozu-table .yz-card.playable:focus-visible{transform:translateY(-6px)}
.yz-deck{display:flex;gap:10px;align-items:center;margin-top:8px;font-size:14px}
.yz-guesses{list-style:none;margin:0 0 6px;padding:0;display:flex;flex-direction:column;gap:5px}
.yz-guesses li{display:flex;align-items:center;gap:8px;background:#fbf8ef;color:#1f2430;border-radius:8px;padding:3px 8px;font-size:13.5px}
.yz-guesses .n{font-weight:700;min-width:1.6em}
.yz-answer{margin-left:auto;font-weight:700;border:1.5px solid currentColor;border-radius:9px;padding:0 7px;white-space:nowrap}
.yz-answer.match{background:#1f5f3a;color:#fff;border-color:#1f5f3a}
.yz-answer.nothing{border-style:dashed}
.yz-answer.pending{background:#5b3f8c;color:#fff;border-color:#5b3f8c}
.yz-chip{display:inline-flex;align-items:center;gap:5px;border:1px solid #7c7768;border-radius:6px;padding:1px 6px 1px 3px;
 color:#161616;white-space:nowrap;font-size:13px}
.yz-chip .sym{display:inline-flex;flex-direction:column;align-items:center;font-size:10.5px;line-height:1.05;font-weight:700;padding:1px 0}
.yz-chip.s-spring{background:#e3f1dc}.yz-chip.s-summer{background:#fbefc4}.yz-chip.s-autumn{background:#f8dccb}.yz-chip.s-winter{background:#dfe8f4}
.yz-barred{display:inline-block;background:#fff6e5;color:#2b1a05;border-left:5px solid #8a4b08;border-radius:4px;padding:3px 10px;font-size:14px;font-weight:600}
.yz-zone.act{background:rgba(0,0,0,.26)}
.yz-grid{border-collapse:separate;border-spacing:6px;margin:-6px}
.yz-grid th{font-size:13px;font-weight:700;padding:2px 4px;color:#f4f1ea;text-align:center;vertical-align:middle}
.yz-grid th.row{text-align:left;white-space:nowrap}
.yz-grid th .sym{font-size:18px;display:block;line-height:1.1}
.yz-grid th.row .sym{display:inline-block;width:1.4em}
.yz-grid th.barred{background:repeating-linear-gradient(135deg,#6b5a3a 0 5px,#4a3d25 5px 9px);border-radius:6px}
.yz-grid th .why{display:block;font-size:11px;font-weight:700;color:#ffd98a}
.yz-cell{position:relative;width:112px;height:58px;border-radius:8px;color:#161616;border:1px solid #4e4a40;
 display:flex;align-items:center;gap:8px;padding:0 8px;cursor:pointer;box-shadow:0 2px 4px rgba(0,0,0,.3)}
.yz-cell.s-spring{background:#e3f1dc}.yz-cell.s-summer{background:#fbefc4}.yz-cell.s-autumn{background:#f8dccb}.yz-cell.s-winter{background:#dfe8f4}
.yz-cell .sym{display:flex;flex-direction:column;align-items:center;font-size:17px;line-height:1.05;font-weight:700}
.yz-cell .words{display:flex;flex-direction:column;font-size:11.5px;line-height:1.2}
.yz-cell .asked{position:absolute;right:4px;top:2px;font-size:9.5px;font-style:italic}
.yz-cell.playable:hover,.yz-cell.playable:focus-visible{outline:3px solid #f2c14e;transform:translateY(-2px)}
.yz-cell.refused{background:repeating-linear-gradient(135deg,#e6e6e6 0 5px,#bdbdbd 5px 7px);color:#555;border-style:dashed;box-shadow:none}
.yz-cell.refused .words{text-decoration:line-through;text-decoration-thickness:2px}
.yz-cell.refused .no{position:absolute;right:5px;bottom:2px;font-size:10.5px;font-weight:700;color:#333}
.yozu-table .yz-action{display:inline-flex;align-items:center;gap:6px;font-weight:700;padding:8px 16px;border-radius:20px;
 background:#fbf8ef;color:#1f2430;border:2px solid #1f2430;cursor:pointer;font-size:15px}
.yozu-table .yz-action.playable:hover,.yozu-table .yz-action.playable:focus-visible{outline:3px solid #f2c14e}
.yozu-table .yz-action .sym{font-size:19px}
.yz-actions{display:flex;gap:12px;flex-wrap:wrap;align-items:center}
.yz-found{display:flex;gap:14px;align-items:center;flex-wrap:wrap}
.yz-cview{display:flex;gap:14px;flex-wrap:wrap;align-items:flex-start}
.yz-cgrid{border-collapse:separate;border-spacing:4px;background:#fbf8ef;color:#1f2430;border-radius:10px;padding:4px}
.yz-cgrid th{font-size:12.5px;padding:3px 5px;text-align:center;vertical-align:middle;border-radius:6px;border:2px solid transparent}
.yz-cgrid th.row{text-align:left;min-width:118px}
.yz-cgrid th .sym{font-size:16px}
.yz-cgrid th .pe{display:block;font-weight:500;font-size:11.5px;color:#3b4048;max-width:84px;margin:0 auto}
.yz-cgrid th.row .pe{margin:0}
.yz-cgrid th .mark{display:block;font-size:11px;font-weight:700}
.yz-cgrid th.revealed{border:2px solid #1f5f3a;background:#e2f1e7}
.yz-cgrid th.barred{border:2px dashed #8a4b08;background:repeating-linear-gradient(135deg,#fff6e5 0 5px,#f3e2c2 5px 8px)}
.yz-cgrid td{position:relative;width:74px;height:54px;text-align:center;vertical-align:middle;border-radius:7px;border:1px solid #9aa3b5;padding:2px}
.yz-cgrid td.rv{box-shadow:inset 0 0 0 2px #1f5f3a}
.yz-cgrid td .pc{font-size:16px;font-weight:800;display:block;line-height:1.1}
.yz-cgrid td .nm{font-size:10px;display:block;line-height:1.1}
.yz-cgrid td.zero{background:repeating-linear-gradient(135deg,#f1f1f1 0 5px,#dcdcdc 5px 7px)!important;color:#666}
.yz-cgrid td.zero .pc{text-decoration:line-through}
.yz-cgrid td.zero::after{content:"";position:absolute;left:8%;right:8%;top:50%;border-top:2px solid #777;transform:rotate(-25deg)}
.yz-pairs{flex:1 1 250px;background:#fbf8ef;color:#1f2430;border-radius:10px;padding:8px 10px;max-height:360px;overflow:auto}
.yz-ptable{border-collapse:collapse;font-size:13px}
.yz-ptable td{padding:2px 4px;vertical-align:middle}
.yz-ptable td.two{display:flex;gap:4px;flex-wrap:wrap}
.yz-ptable .pp{font-weight:700;text-align:right;white-space:nowrap}
.yz-ptable .pf{font-size:11.5px;color:#4b5058;white-space:nowrap}
.yz-legend{font-size:12.5px;margin:6px 0 0;opacity:.95}
.yz-bar{display:block;height:9px;background:#2f4b7c;border-radius:3px;vertical-align:middle;margin-left:5px}
"""

_FR_MODEL = {"random": "au hasard", "hide": "qui cache"}

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


# --- words and numbers ------------------------------------------------------------------
def element_name(element, lang="en"):
    """An animal's or season's name: 'Tiger' / 'Tigre'."""
    return i18n.card_name(element, lang)


def with_symbol(element, lang="en"):
    """An element's symbol and name: '✚ Tiger'."""
    return f"{SYMBOLS[element]} {element_name(element, lang)}"


def plural(key, n, lang="en", **params):
    """The text ``key`` for ``n`` things: ``key + '.one'`` when n is 1 and that entry exists."""
    if n == 1 and i18n.has(key + ".one"):
        key += ".one"
    return i18n.text(key, lang, n=n, **params)


def split(card):
    """The (animal, season) of a card in notation."""
    animal, season = card.split(":")
    return animal, season


def percent(p, lang="en"):
    """A probability as a short percentage: '30%' / '30 %'; '<1%' and '>99%' near the ends, never rounded to 0 or 100."""
    p = Fraction(p)
    if p == 0:
        text = "0"
    elif p == 1:
        text = "100"
    elif p < Fraction(1, 200):
        text = "<1"
    elif p > Fraction(199, 200):
        text = ">99"
    else:
        text = str(round(float(p) * 100))
    return f"{text}\u202f%" if lang == "fr" else f"{text}%"


def fraction_text(p):
    """An exact probability as 'a/b' ('0', '1' at the ends)."""
    p = Fraction(p)
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


# --- pieces -------------------------------------------------------------------------
def card_html(card, lang="en", *, status=None, action=None, small=False, label=None):
    """One card as HTML: animal symbol above season symbol in the corner, big animal symbol, both words.

    ``status`` 'playable' adds a highlight; ``action`` makes it clickable (``data-action``);
    ``label`` replaces the card's name as its accessible label and tooltip.
    """
    animal, season = split(card)
    classes = ["yz-card", f"s-{season}"]
    if small:
        classes.append("small")
    if status:
        classes.append(status)
    name = i18n.card_name(card, lang)
    label = label or name
    attrs = [f'class="{" ".join(classes)}"', f'data-card="{escape(card)}"']
    if action is not None:
        attrs.append(f'data-action="{escape(action)}"')
    else:
        attrs.append('role="img"')
    attrs.append(f'aria-label="{escape(label)}" title="{escape(label)}"')
    face = (f'<span class="yz-corner" aria-hidden="true"><span>{SYMBOLS[animal]}</span><span>{SYMBOLS[season]}</span></span>'
            f'<span class="yz-big" aria-hidden="true">{SYMBOLS[animal]}</span>'
            f'<span class="yz-words" aria-hidden="true"><b>{escape(element_name(animal, lang))}</b>'
            f'<span>{escape(element_name(season, lang))}</span></span>')
    return f'<div {" ".join(attrs)}>{face}</div>'


def back_html(lang="en", *, small=False):
    """A face-down card (the Oracle's, seen by the others)."""
    label = escape(i18n.text("ui.yozu.face_down_label", lang))
    classes = "yz-card back" + (" small" if small else "")
    return (f'<div class="{classes}" role="img" aria-label="{label}" title="{label}">'
            f'<span class="yz-big" aria-hidden="true">?</span>'
            f'<span class="yz-words" aria-hidden="true">{escape(i18n.text("ui.yozu.face_down", lang))}</span></div>')


def chip_html(card, lang="en"):
    """A card as a small inline label: its two symbols stacked, then its name."""
    animal, season = split(card)
    name = escape(i18n.card_name(card, lang))
    return (f'<span class="yz-chip s-{season}" data-card="{escape(card)}"><span class="sym" aria-hidden="true">'
            f'<span>{SYMBOLS[animal]}</span><span>{SYMBOLS[season]}</span></span>{name}</span>')


def _cards_row(cards, lang, small=True):
    return '<div class="yz-cards">' + "".join(card_html(c, lang, small=small) for c in cards) + "</div>"


def _status(view, lang, names):
    viewer = view.get("viewer")
    current = view["current_player"]
    phase = view["phase"]
    sub = ""
    if view["is_over"]:
        result = view["round_result"] or {"draw": True}
        if result["draw"]:
            line = i18n.text("ui.yozu.over_draw", lang)
        else:
            line = i18n.text(f"ui.yozu.over_{result['how']}", lang, names=names, winner=result["winner"],
                             element=result["element"])
        if view["match"] and max(view["rounds_won"]) == 0:
            sub = i18n.text("yozu.game_over_draw", lang)      # the engine's own sentence
        elif view["match"]:
            sub = i18n.text("ui.yozu.match_over", lang, names=names, winners=view["winners"])
    elif phase == "guess":
        if current == viewer:
            line = i18n.text("ui.yozu.your_guess", lang)
            sub = i18n.text("ui.yozu.your_guess_sub", lang)
        else:
            line = i18n.text("ui.yozu.guessing", lang, names=names, player=current)
    elif phase == "answer":
        guesser = view["pending_guesser"]
        if current == viewer:
            key = "ui.yozu.your_reveal" if len(view.get("legal_actions", ())) > 1 else "ui.yozu.your_answer"
            line = i18n.text(key, lang, names=names, player=guesser, card=view["pending_guess"])
        else:
            line = i18n.text("ui.yozu.revealing", lang, names=names, player=guesser, card=view["pending_guess"],
                             other=view["oracle"])
    else:
        if current == viewer:
            line = i18n.text("ui.yozu.your_place", lang, card=view["found"])
        else:
            line = i18n.text("ui.yozu.placing", lang, names=names, player=current, card=view["found"])
    if not view["is_over"] and viewer == view["oracle"] and phase != "answer":
        sub = (sub + " " if sub else "") + i18n.text("ui.yozu.you_oracle_sub", lang)
    if view["match"]:
        line = i18n.text("ui.yozu.round", lang, round=view["round"]) + " · " + line
    sub_html = f'<span class="yz-sub">{escape(sub)}</span>' if sub else ""
    return f'<div class="yz-status" role="status">{escape(line)}{sub_html}</div>'


def _seat(view, p, lang, names, swap_card):
    """One player's display. ``swap_card``: the found card when the viewer may swap (cards become clickable)."""
    current = view["current_player"] == p
    oracle = view["oracle"] == p and not view["is_over"]
    tags = []
    if oracle:
        tags.append(f'<span class="yz-tag oracle">{escape(i18n.text("ui.yozu.oracle_tag", lang))}</span>')
    if current:
        key = {"guess": "ui.yozu.to_guess", "answer": "ui.yozu.to_reveal", "place": "ui.yozu.to_place"}[view["phase"]]
        tags.append(f'<span class="yz-tag turn">{escape(i18n.text(key, lang))}</span>')
    result = view["round_result"]
    if result and not result["draw"] and result["winner"] == p:
        tags.append(f'<span class="yz-tag win">{escape(i18n.text("ui.yozu.winner_tag", lang, how=result["how"].upper()))}</span>')
    if view["match"]:
        tags.append(f'<span class="yz-tag">{escape(i18n.text("ui.yozu.rounds_won", lang, n=view["rounds_won"][p]))}</span>')
        if view["is_over"] and max(view["rounds_won"]) > 0 and p in view["winners"]:
            tags.append(f'<span class="yz-tag win">{escape(i18n.text("ui.yozu.match_winner_tag", lang))}</span>')
    display = view["displays"][p]
    parts = []
    for card in display:
        if swap_card is not None and p != view.get("viewer"):
            tip = i18n.text("ui.yozu.swap_tip", lang, names=names, card=swap_card, other=p, taken=card)
            parts.append(card_html(card, lang, small=True, status="playable", action=f"swap {p} {card}", label=tip))
        else:
            parts.append(card_html(card, lang, small=True))
    if not parts:
        parts.append(f'<span class="yz-note">{escape(i18n.text("ui.yozu.empty_display", lang))}</span>')
    near = ""
    season, ka, animal, mi = closest(display)
    if max(ka, mi) >= 2 and completed_display(display) is None:
        near = (f'<div class="yz-near">{escape(i18n.text("ui.yozu.nearest", lang, season=season, ka=ka, animal=animal, mi=mi))}'
                "</div>")
    won = bool(result) and not result["draw"] and result["winner"] == p
    classes = "yz-seat" + (" oracle" if oracle else "") + (" current" if current else "") + (" winner" if won else "")
    return (f'<div class="{classes}" data-seat="{p}"><div class="who">{escape(names[p])}{"".join(tags)}</div>'
            f'<div class="yz-cards">{"".join(parts)}</div>{near}</div>')


def completed_display(display):
    """What a display (notation) completes (Z7): ('yozuka', season), ('yozumi', animal), or None."""
    return completed([KIND_OF[c] for c in display])


def _oracle_zone(view, lang, names):
    title = escape(i18n.text("ui.yozu.oracle_cards", lang))
    deck = plural("ui.yozu.deck", view["deck_size"], lang)
    deck_label = escape(i18n.text("ui.yozu.deck_label", lang, n=view["deck_size"]))
    deck_html = (f'<div class="yz-deck"><div class="yz-card back small" role="img" aria-label="{deck_label}" '
                 f'title="{deck_label}"><span class="yz-big" aria-hidden="true">{view["deck_size"]}</span></div>'
                 f'<b>{escape(deck)}</b></div>')
    if view["is_over"]:
        note, cards = "", ""
    elif "hand" in view:
        key = "ui.yozu.your_cards" if view.get("viewer") is not None else "ui.yozu.teacher_cards"
        note = f'<p class="yz-note">{escape(i18n.text(key, lang))}</p>'
        cards = _cards_row(view["hand"], lang, small=False)
    else:
        n = view["oracle_cards"]
        note = f'<p class="yz-note">{escape(plural("ui.yozu.hidden_cards", n, lang, names=names, player=view["oracle"]))}</p>'
        cards = '<div class="yz-cards">' + "".join(back_html(lang) for _ in range(n)) + "</div>"
    if not view["is_over"] and not view["oracle_cards"]:
        note = f'<p class="yz-note">{escape(i18n.text("ui.yozu.no_oracle_cards", lang))}</p>'
        cards = ""
    return f'<div class="yz-zone oracle-zone"><h3>{title}</h3>{note}{cards}{deck_html}</div>'


def _answer_html(guess, lang):
    if guess["answer"] == "match":
        return f'<span class="yz-answer match">{escape(i18n.text("ui.yozu.answer_match", lang))}</span>'
    if guess["answer"] == "nothing":
        return f'<span class="yz-answer nothing">{escape(i18n.text("ui.yozu.answer_nothing", lang))}</span>'
    element = guess["revealed"]
    text = i18n.text("ui.yozu.answer_reveal", lang, sym=SYMBOLS[element], element=element)
    return f'<span class="yz-answer reveal" data-revealed="{element}">{escape(text)}</span>'


def _turn_zone(view, lang, names):
    rows = []
    for n, guess in enumerate(view["guesses"], 1):
        who = escape(i18n.text("ui.yozu.guessed", lang, names=names, player=guess["player"]))
        rows.append(f'<li data-answer="{guess["answer"]}"><span class="n">{n}.</span><span>{who}</span>'
                    f'{chip_html(guess["guess"], lang)}{_answer_html(guess, lang)}</li>')
    if view["phase"] == "answer" and view["pending_guess"]:
        who = escape(i18n.text("ui.yozu.guessed", lang, names=names, player=view["pending_guesser"]))
        rows.append(f'<li data-answer="pending"><span class="n">{len(rows) + 1}.</span><span>{who}</span>'
                    f'{chip_html(view["pending_guess"], lang)}'
                    f'<span class="yz-answer pending">{escape(i18n.text("ui.yozu.answer_pending", lang))}</span></li>')
    if rows:
        body = f'<ol class="yz-guesses">{"".join(rows)}</ol>'
    else:
        body = f'<p class="yz-note">{escape(i18n.text("ui.yozu.no_guess_yet", lang))}</p>'
    if view["shown_pairs"]:
        pairs = " ".join(chip_html(c, lang) + " " + chip_html(c, lang) for c in view["shown_pairs"])
        body += f'<p class="yz-note">{escape(i18n.text("ui.yozu.shown_pairs", lang))} {pairs}</p>'
    if not view["is_over"]:
        body += restriction_html(view.get("restriction"), lang)
    return f'<div class="yz-zone turn-zone" aria-live="polite"><h3>{escape(i18n.text("ui.yozu.this_turn", lang))}</h3>{body}</div>'


def restriction_html(element, lang="en"):
    """The element barred from the next guess (Z4), in words, or that nothing is barred."""
    if element is None:
        return f'<p class="yz-note yz-free">{escape(i18n.text("ui.yozu.not_barred", lang))}</p>'
    text = i18n.text("ui.yozu.barred", lang, sym=SYMBOLS[element], element=element)
    return f'<p class="yz-barred" data-barred="{element}">{escape(text)}</p>'


def guess_grid(view, lang="en"):
    """The 4×4 guess grid (animals × seasons): every cell clickable, ``playable`` or ``refused`` from the view's legal actions."""
    legal = set(view.get("legal_actions", ()))
    barred = view.get("restriction")
    asked = {g["guess"] for g in view["guesses"]}
    no = escape(i18n.text("ui.yozu.barred_header", lang))
    head = ['<th aria-hidden="true"></th>']
    for season in SEASONS:
        cls = ' class="barred"' if season == barred else ""
        why = f'<span class="why">{no}</span>' if season == barred else ""
        head.append(f'<th scope="col"{cls}><span class="sym" aria-hidden="true">{SYMBOLS[season]}</span>'
                    f'{escape(element_name(season, lang))}{why}</th>')
    rows = ["<tr>" + "".join(head) + "</tr>"]
    for animal in ANIMALS:
        cls = "row barred" if animal == barred else "row"
        why = f'<span class="why">{no}</span>' if animal == barred else ""
        cells = [f'<th scope="row" class="{cls}"><span class="sym" aria-hidden="true">{SYMBOLS[animal]}</span>'
                 f'{escape(element_name(animal, lang))}{why}</th>']
        for season in SEASONS:
            card = f"{animal}:{season}"
            action = f"guess {card}"
            status = "playable" if action in legal else "refused"
            key = "ui.yozu.cell_allowed" if status == "playable" else "ui.yozu.cell_refused"
            label = i18n.text(key, lang, card=card)
            extra = ""
            if card in asked:
                label += " (" + i18n.text("ui.yozu.asked_title", lang) + ")"
                extra += f'<span class="asked">{escape(i18n.text("ui.yozu.asked", lang))}</span>'
            if status == "refused":
                extra += f'<span class="no" aria-hidden="true">{escape(i18n.text("ui.yozu.cell_no", lang))}</span>'
            cells.append(
                f'<td><div class="yz-cell s-{season} {status}" data-action="{action}" aria-label="{escape(label)}" '
                f'title="{escape(label)}"><span class="sym" aria-hidden="true"><span>{SYMBOLS[animal]}</span>'
                f'<span>{SYMBOLS[season]}</span></span><span class="words" aria-hidden="true">'
                f'<b>{escape(element_name(animal, lang))}</b><span>{escape(element_name(season, lang))}</span></span>'
                f'{extra}</div></td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f'<table class="yz-grid" role="grid">{"".join(rows)}</table>'


def _action_zone(view, lang, names):
    phase = view["phase"]
    if phase == "guess":
        hint = ""
        if any(f"guess {c}" not in set(view.get("legal_actions", ())) for c in NAMES):
            hint = f'<p class="yz-note">{escape(i18n.text("ui.yozu.grid_hint", lang))}</p>'
        return (f'<div class="yz-zone act guess-zone"><h3>{escape(i18n.text("ui.yozu.grid_title", lang))}</h3>'
                f'{hint}{guess_grid(view, lang)}</div>')
    if phase == "answer":
        legal = view.get("legal_actions", ())
        buttons = []
        for action in legal:
            if action == "nothing":
                text = escape(i18n.text("ui.yozu.nothing_button", lang))
                buttons.append(f'<div class="yz-action reveal playable" data-action="nothing" aria-label="{text}" '
                               f'title="{text}">{text}</div>')
                continue
            element = action.split()[1]
            text = escape(i18n.text("ui.yozu.reveal_button", lang, element=element))
            buttons.append(f'<div class="yz-action reveal playable" data-action="{escape(action)}" aria-label="{text}" '
                           f'title="{text}"><span class="sym" aria-hidden="true">{SYMBOLS[element]}</span>{text}</div>')
        note_key = "ui.yozu.reveal_note" if len(legal) > 1 else "ui.yozu.answer_note"
        note = escape(i18n.text(note_key, lang, card=view["pending_guess"]))
        return (f'<div class="yz-zone act reveal-zone"><h3>{escape(i18n.text("ui.yozu.reveal_title", lang))}</h3>'
                f'<p class="yz-note">{note}</p><div class="yz-found">{chip_html(view["pending_guess"], lang)}'
                f'<div class="yz-actions">{"".join(buttons)}</div></div></div>')
    found = view["found"]
    keep = escape(i18n.text("ui.yozu.keep", lang))
    tip = escape(i18n.text("ui.yozu.keep_tip", lang, card=found))
    return (f'<div class="yz-zone act place-zone"><h3>{escape(i18n.text("ui.yozu.place_title", lang))}</h3>'
            f'<div class="yz-found">{card_html(found, lang)}<div class="yz-actions">'
            f'<div class="yz-action keep playable" data-action="keep" aria-label="{tip}" title="{tip}">{keep}</div></div>'
            f'<p class="yz-note" style="flex:1 1 300px">{escape(i18n.text("ui.yozu.place_note", lang, card=found))}</p>'
            f'</div></div>')


# --- whole pictures -------------------------------------------------------------------
def render(view, lang="en", names=None, *, interactive=True, recent=None):
    """The Yozu table seen in ``view`` (from ``state.view(player)``) as one HTML string.

    With ``interactive`` and the viewer to act, the guess grid, ``keep``, the swappable cards or
    the ``reveal`` choices carry ``data-action``. ``names``: display names per player (default
    "Player 1"..., the viewer marked "you"). ``recent``: the moves since the viewer's last move
    (``GameTable.since_your_move``), whose answers and finds the table lists above this picture.
    """
    if names is None:
        names = seat_names(view["players"], view.get("viewer"), lang)
    viewer = view.get("viewer")
    to_act = interactive and viewer is not None and not view["is_over"] and view["current_player"] == viewer
    swap_card = view["found"] if to_act and view["phase"] == "place" else None
    seats = "".join(_seat(view, p, lang, names, swap_card) for p in range(view["players"]))
    parts = [f"<style>{_CSS}</style>", _status(view, lang, names),
             f'<div class="yz-zone seats-zone"><h3>{escape(i18n.text("ui.yozu.players", lang))}</h3>'
             f'<div class="yz-seats">{seats}</div></div>',
             f'<div class="yz-row">{_oracle_zone(view, lang, names)}{_turn_zone(view, lang, names)}</div>']
    if to_act:
        parts.append(_action_zone(view, lang, names))
    return f'<div class="yozu-table" lang="{lang}">{"".join(parts)}</div>'


def render_cards(cards, lang="en", *, small=False):
    """A row of cards (notation strings) alone, e.g. the sixteen kinds of Z1."""
    return (f'<div class="yozu-table" lang="{lang}"><style>{_CSS}</style>'
            f'<div class="yz-cards">{"".join(card_html(c, lang, small=small) for c in cards)}</div></div>')


def model_label(model, lang="en"):
    """The name of an Oracle model in ``lang`` ('random' → 'au hasard'); other names as they are."""
    key = f"ui.yozu.model.{model}"
    return i18n.text(key, lang) if i18n.has(key) else str(model)


def _shade(p):
    """Background and text colour for probability ``p``: one hue, lighter to darker (the number is written too)."""
    lightness = 97 - 60 * float(p)
    text = "#fff" if lightness < 62 else "#141a24"
    return f"background:hsl(216,58%,{lightness:.0f}%);color:{text}"


def render_constraints(deduction, view, lang="en"):
    """The constraint view: a 4×4 grid (animals × seasons) of P(card in the Oracle's hand), and the pairs still possible.

    ``deduction``: ``cardlib.yozu_deduction.posterior(view, model)``. Each cell is shaded by its
    probability and shows it in percent (exact fraction in its title); impossible cells are crossed
    out; revealed elements and the element barred from the next guess are marked on their row or column.
    """
    cards = deduction.cards()
    elements = deduction.elements()
    revealed = set(deduction.revealed)
    barred = deduction.restriction
    model = deduction.model

    def header(element, row):
        classes = ["row"] if row else []
        marks = []
        if element in revealed:
            classes.append("revealed")
            marks.append(i18n.text("ui.yozu.c_revealed", lang))
        if element == barred:
            classes.append("barred")
            marks.append(i18n.text("ui.yozu.c_barred", lang))
        p = elements.get(element, Fraction(0))
        title = i18n.text("ui.yozu.c_element_title", lang, element=element, fraction=fraction_text(p))
        mark = "".join(f'<span class="mark">{escape(m)}</span>' for m in marks)
        cls = f' class="{" ".join(classes)}"' if classes else ""
        scope = "row" if row else "col"
        return (f'<th scope="{scope}"{cls} data-element="{element}" title="{escape(title)}">'
                f'<span class="sym" aria-hidden="true">{SYMBOLS[element]}</span> {escape(element_name(element, lang))}'
                f'<span class="pe">{escape(i18n.text("ui.yozu.c_element", lang))} <b>{percent(p, lang)}</b></span>{mark}</th>')

    rows = ['<tr><th aria-hidden="true"></th>' + "".join(header(s, False) for s in SEASONS) + "</tr>"]
    for animal in ANIMALS:
        cells = [header(animal, True)]
        for season in SEASONS:
            card = f"{animal}:{season}"
            p = cards.get(card, Fraction(0))
            rv = " rv" if animal in revealed or season in revealed else ""
            if p == 0:
                title = i18n.text("ui.yozu.c_cell_zero", lang, card=card)
                cells.append(f'<td class="zero{rv}" data-card="{card}" data-p="0" title="{escape(title)}" '
                             f'aria-label="{escape(title)}"><span class="pc">{IMPOSSIBLE_MARK} {percent(0, lang)}</span>'
                             f'<span class="nm" aria-hidden="true">{SYMBOLS[animal]}{SYMBOLS[season]}</span></td>')
            else:
                title = i18n.text("ui.yozu.c_cell", lang, card=card, percent=percent(p, lang), fraction=fraction_text(p))
                cells.append(f'<td class="p{rv}" data-card="{card}" data-p="{fraction_text(p)}" style="{_shade(p)}" '
                             f'title="{escape(title)}" aria-label="{escape(title)}"><span class="pc">{percent(p, lang)}</span>'
                             f'<span class="nm" aria-hidden="true">{SYMBOLS[animal]}{SYMBOLS[season]}</span></td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    grid = f'<table class="yz-cgrid">{"".join(rows)}</table>'

    order = {name: i for i, name in enumerate(NAMES)}
    pairs = sorted(deduction.pairs.items(), key=lambda item: (-item[1], order[item[0][0]], order[item[0][1]]))
    top = max((p for _, p in pairs), default=Fraction(1)) or Fraction(1)
    rows = []
    for (a, b), p in pairs:
        title = i18n.text("ui.yozu.c_pair_title", lang, a=i18n.card_name(a, lang), b=i18n.card_name(b, lang),
                          fraction=fraction_text(p))
        width = max(2, round(50 * float(p / top)))
        exact = fraction_text(p) if p.denominator < 1000 else ""
        rows.append(f'<tr data-pair="{a} {b}" title="{escape(title)}"><td class="pp">{percent(p, lang)}</td>'
                    f'<td><span class="yz-bar" style="width:{width}px" aria-hidden="true"></span></td>'
                    f'<td class="two">{chip_html(a, lang)} {chip_html(b, lang)}</td><td class="pf">{exact}</td></tr>')
    pair_list = (f'<div class="yz-pairs"><h4>{escape(i18n.text("ui.yozu.c_pairs", lang))}</h4>'
                 f'<table class="yz-ptable">{"".join(rows)}</table></div>')

    desc_key = f"ui.yozu.model_desc.{model}"
    desc = (" — " + i18n.text(desc_key, lang)) if i18n.has(desc_key) else ""
    intro = [i18n.text("ui.yozu.c_model", lang, model=model_label(model, lang) + desc),
             plural("ui.yozu.c_count", len(deduction.pairs), lang)]
    notes = f'<p class="yz-note">{escape(" ".join(intro))}</p>'
    if view.get("viewer") is not None and view.get("viewer") == view.get("oracle"):
        notes += f'<p class="yz-note"><b>{escape(i18n.text("ui.yozu.c_oracle_view", lang))}</b></p>'
    barred_line = restriction_html(barred, lang)
    return (f'<div class="yozu-table yz-constraints" lang="{lang}" data-model="{escape(str(model))}"><style>{_CSS}</style>'
            f'<div class="yz-zone"><h3>{escape(i18n.text("ui.yozu.c_title", lang))}</h3>{notes}'
            f'<div class="yz-cview">{grid}{pair_list}</div>{barred_line}'
            f'<p class="yz-legend">{escape(i18n.text("ui.yozu.c_legend", lang))}</p></div></div>')


def render_no_constraints(lang="en", contradicted=False):
    """The constraint view's place when nothing can be deduced: no turn in progress, or (``contradicted``)
    answers that the chosen Oracle model could not have given."""
    key = "ui.yozu.c_contradicted" if contradicted else "ui.yozu.c_none"
    return (f'<div class="yozu-table yz-constraints" lang="{lang}"><style>{_CSS}</style>'
            f'<div class="yz-zone"><h3>{escape(i18n.text("ui.yozu.c_title", lang))}</h3>'
            f'<p class="yz-note">{escape(i18n.text(key, lang))}</p></div></div>')
