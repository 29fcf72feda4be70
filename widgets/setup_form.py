"""The teacher's set-up: choose the cards dealt, then play from there or save the game as a record.

``SetupForm(game)`` shows one field of cards per slot of the deal (``cardlib.deals``: each hand, the
Hue start cards, the Woo trump card, the Yozu Oracle's cards...), typed as notations with the game's
cards offered as you type, and the players, the seat the teacher plays, who begins and the seed.
"Deal and play" opens the game's own table dealt that way (cards left empty are dealt at random by
the seed); "Save" gives the game's record (``state.to_record()``, with the moves played so far at
the table) in a text area, as a download link and as a file whose name is shown; ``python -m cardlib
replay FILE`` replays it. A choice that cannot be dealt is said in the form's language (the page's),
naming the rule, never as a traceback.
"""

import base64
import importlib
import json
from html import escape
from pathlib import Path

import ipywidgets as ipw

import cardlib
from cardlib import deals
from cardlib.text import i18n

from .assets import stylesheet
from .panel import Panel
from .table import message_html

__all__ = ["SetupForm", "open_table"]


TABLES = {"hue": "HueTable", "ohio": "OhioTable", "woo": "WooTable", "yoyo": "YoyoTable", "yozu": "YozuTable"}


def open_table(game, players, seed, human, first_player, deck, lang):
    """The game's own table (``widgets.<game>.table``) dealt from ``deck`` (None: Ohio, which has none)."""
    table_class = getattr(importlib.import_module(f"widgets.{game}.table"), TABLES[game])
    options = {"seed": seed, "human": human, "first_player": first_player, "lang": lang}
    if deck is not None:
        options["deck"] = deck
    if cardlib.game_module(game).INFO.max_players > 2:
        options["players"] = players
    return table_class(**options)


class SetupForm(Panel):
    """A form to deal ``game`` as the teacher chooses, then play it (``table``) or save its record.

    ``save_dir``: the folder where Save writes ``<game>-setup-seed<S>.json``. Fill it from Python with
    ``set_choice({slot name: [cards]})``; ``deal()`` and ``save()`` are what the buttons do.
    """

    def __init__(self, game, players=None, seed=0, human=0, first_player=0, lang=None, save_dir="."):
        self.game = game
        self.info = cardlib.game_module(game).INFO
        self.lang = lang or i18n.default_language()
        self.save_dir = Path(save_dir)
        self.table = None              # the table of the last deal
        self.saved_path = None         # the file the last Save wrote
        self.error = None              # the Message of the last refusal, or None
        self.notice = None             # the Message of the last success, or None
        self.slot_inputs = {}          # slot name: its TagsInput
        self._build(self.info.check_players(players), seed, human, first_player)
        self.refresh()

    # --- widgets ---------------------------------------------------------------------------
    def _build(self, players, seed, human, first_player):
        self.title = ipw.HTML()
        counts = list(range(self.info.min_players, self.info.max_players + 1))
        self.players_box = ipw.Dropdown(options=counts, value=players, layout=ipw.Layout(width="170px"),
                                        style={"description_width": "initial"}, disabled=len(counts) == 1)
        self.players_box.add_class("cardgames-setup-players")
        self.seat_box = ipw.Dropdown(layout=ipw.Layout(width="220px"), style={"description_width": "initial"})
        self.seat_box.add_class("cardgames-setup-seat")
        self.first_box = ipw.Dropdown(layout=ipw.Layout(width="220px"), style={"description_width": "initial"})
        self.first_box.add_class("cardgames-setup-first")
        self.seed_box = ipw.IntText(value=seed, layout=ipw.Layout(width="180px"),
                                    style={"description_width": "initial"})
        self.seed_box.add_class("cardgames-setup-seed")
        self._seat_options(players, human, first_player)
        self.players_box.observe(self._on_players, "value")
        self.slots_box = ipw.VBox()
        self._slot_rows(players)
        self.deal_button = ipw.Button(button_style="primary", icon="play", layout=ipw.Layout(width="auto"))
        self.deal_button.add_class("cardgames-setup-deal")
        self.deal_button.on_click(lambda _: self.deal())
        self.save_button = ipw.Button(icon="save", layout=ipw.Layout(width="auto"))
        self.save_button.add_class("cardgames-setup-save")
        self.save_button.on_click(lambda _: self.save())
        self.clear_button = ipw.Button(layout=ipw.Layout(width="auto"))
        self.clear_button.on_click(lambda _: self.set_choice({}))
        self.puzzle_button = ipw.Button(icon="question", layout=ipw.Layout(width="auto", display="none"))
        self.puzzle_button.add_class("cardgames-setup-puzzle")
        self.puzzle_button.on_click(lambda _: self.make_puzzle())
        self.puzzle = None             # the Puzzle made from the table, if any
        self.puzzle_box = ipw.VBox()
        self.message = ipw.HTML()
        self.message.add_class("cardgames-setup-message")
        self.record_box = ipw.Textarea(layout=ipw.Layout(width="100%", max_width="900px", height="110px",
                                                         display="none"))
        self.record_box.add_class("cardgames-setup-record")
        self.download = ipw.HTML()
        self.table_box = ipw.VBox()
        settings = ipw.HBox([self.players_box, self.seat_box, self.first_box, self.seed_box],
                            layout=ipw.Layout(flex_flow="row wrap", align_items="center"))
        buttons = ipw.HBox([self.deal_button, self.save_button, self.clear_button, self.puzzle_button],
                           layout=ipw.Layout(flex_flow="row wrap"))
        self.widget = ipw.VBox([self.title, settings, self.slots_box, buttons, self.message,
                                self.download, self.record_box, self.table_box, self.puzzle_box])
        self.widget.add_class("cardgames-setup")

    def _seat_options(self, players, human=None, first_player=None):
        names = [(i18n.player_name(p, self.lang), p) for p in range(players)]
        human = self.seat_box.value if human is None else human
        first = self.first_box.value if first_player is None else first_player
        self.seat_box.options = names
        self.first_box.options = names
        self.seat_box.value = human if human is not None and human < players else 0
        self.first_box.value = first if first is not None and first < players else 0

    def _slot_rows(self, players):
        old = {name: box.value for name, box in self.slot_inputs.items()}
        self.slots = deals.slots(self.game, players)
        copies = max(deals.cards(self.game).values(), default=1) > 1
        self.slot_inputs = {}
        self.slot_labels = {}
        rows = []
        for slot in self.slots:
            box = ipw.TagsInput(value=list(old.get(slot.name, [])), allowed_tags=list(slot.cards),
                                allow_duplicates=copies, layout=ipw.Layout(width="560px"))
            box.add_class("cardgames-setup-slot")
            label = ipw.HTML(layout=ipw.Layout(width="300px"))
            self.slot_inputs[slot.name] = box
            self.slot_labels[slot.name] = label
            rows.append(ipw.HBox([label, box], layout=ipw.Layout(align_items="center")))
        self.slots_box.children = rows

    def _on_players(self, change):
        self._seat_options(change["new"])
        self._slot_rows(change["new"])
        self.refresh()

    def refresh(self):
        """Redraw the labels and messages in ``self.lang``."""
        lang = self.lang
        title = i18n.text("ui.setup.title", lang, game=self.game.capitalize())
        intro = i18n.text("ui.setup.intro" if self.slots else "ui.setup.no_slots", lang)
        self.title.value = (f'<style>{stylesheet("table.css")}</style><h3>{escape(title, quote=False)}</h3>'
                            f'<p>{escape(intro, quote=False)}</p>')
        self.players_box.description = i18n.text("ui.players", lang)
        self.seat_box.description = i18n.text("ui.setup.seat", lang)
        self.first_box.description = i18n.text("ui.setup.first", lang)
        self.seed_box.description = i18n.text("ui.seed", lang)
        self._seat_options(self.players_box.value)
        for slot in self.slots:
            size = i18n.plural("ui.setup.holds", slot.size, lang)
            label = escape(slot.label(lang), quote=False)
            self.slot_labels[slot.name].value = f"<b>{label}</b> ({escape(size, quote=False)}, {slot.rule})"
        self.deal_button.description = i18n.text("ui.setup.deal", lang)
        self.save_button.description = i18n.text("ui.setup.save", lang)
        self.clear_button.description = i18n.text("ui.setup.clear", lang)
        self.puzzle_button.description = i18n.text("ui.setup.puzzle", lang)
        self.puzzle_button.layout.display = None if self.table is not None else "none"
        self.clear_button.layout.display = "none" if not self.slots else None
        if self.error is not None:
            self.message.value = message_html(self.error, lang).replace("cardgames-note", "cardgames-note refusal", 1)
        elif self.notice is not None:
            self.message.value = message_html(self.notice, lang)
        else:
            self.message.value = ""
        self._download_link()

    # --- what the buttons do -------------------------------------------------------------------
    @property
    def choice(self):
        """The cards typed, per slot name (empty slots left out)."""
        return {name: list(box.value) for name, box in self.slot_inputs.items() if box.value}

    def set_choice(self, choice):
        """Fill the slots' fields from ``{slot name: [cards]}`` (the others emptied)."""
        unknown = set(choice) - set(self.slot_inputs)
        if unknown:
            raise ValueError(f"no such places: {', '.join(sorted(unknown))}; "
                             f"the places are {', '.join(self.slot_inputs)}")
        for name, box in self.slot_inputs.items():
            cards = choice.get(name, [])
            box.value = cards.replace(",", " ").split() if isinstance(cards, str) else list(cards)

    def _settings(self):
        return self.players_box.value, self.seed_box.value, self.seat_box.value, self.first_box.value

    def _deck(self):
        """The deck of the set-up, or a DealError."""
        players, seed, _, first = self._settings()
        return deals.deck_from_choice(self.game, players, self.choice, seed, first)

    def deal(self):
        """Deal the set-up and open the game's table below the form (or say why it cannot be dealt)."""
        players, seed, human, first = self._settings()
        try:
            deck = self._deck()
            table = open_table(self.game, players, seed, human, first, deck, self.lang)
        except ValueError as error:
            return self._refuse(error)
        self.table = table
        self.table_box.children = [table.widget]
        self.puzzle, self.puzzle_box.children = None, []
        self.error = None
        self.notice = i18n.Message("ui.setup.dealt", seed=seed)
        self.refresh()
        return table

    def record(self):
        """The record of the game: the table's (with its moves) after a deal, else the set-up's fresh deal."""
        if self.table is not None:
            return self.table.state.to_record()
        players, seed, _, first = self._settings()
        return cardlib.new_game(self.game, players, seed, deck=self._deck(), first_player=first).to_record()

    def save(self):
        """Show the record in the text area and as a download link, and write it to ``save_dir``;
        return the file's path (None when it could not be written)."""
        try:
            record = self.record()
        except ValueError as error:
            return self._refuse(error)
        text = json.dumps(record, indent=1, ensure_ascii=False)
        self.record_box.value = text
        self.record_box.layout.display = None
        path = self.save_dir / f"{self.game}-setup-seed{record['seed']}.json"
        self.error = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)     # the apps save into notebooks/records/
            path.write_text(text + "\n", encoding="utf-8")
        except OSError as error:
            self.saved_path = None
            self.notice = i18n.Message("ui.setup.not_saved", path=str(path), reason=error.strerror or str(error))
        else:
            self.saved_path = path
            self.notice = i18n.Message("ui.setup.saved", path=str(path))
        self.refresh()
        return self.saved_path

    def make_puzzle(self):
        """A ``widgets.puzzle.Puzzle`` on the position the table shows, below it (None before a deal,
        or said in the form's language when the game there is over)."""
        from .puzzle import Puzzle
        if self.table is None:
            return None
        self.table.play_pending()
        try:
            self.puzzle = Puzzle.from_table(self.table)
        except ValueError as error:
            return self._refuse(error)
        self.puzzle_box.children = [self.puzzle.widget]
        self.error = self.notice = None
        self.refresh()
        return self.puzzle

    def _download_link(self):
        text = self.record_box.value
        if not text:
            self.download.value = ""
            return
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        name = f"{self.game}-setup-seed{json.loads(text)['seed']}.json"
        label = escape(i18n.text("ui.setup.download", self.lang))
        self.download.value = (f'<a class="cardgames-setup-download" download="{name}" '
                               f'href="data:application/json;charset=utf-8;base64,{data}">⬇ {label} ({name})</a>')

    def _refuse(self, error):
        reason = getattr(error, "reason", None)
        if not isinstance(reason, i18n.Message) and error.args and isinstance(error.args[0], i18n.Message):
            reason = error.args[0]           # a message of ours, shown in the form's language
        if not isinstance(reason, i18n.Message):
            reason = i18n.Message("ui.setup.failed", reason=str(error))
        self.error = reason
        self.notice = None
        self.refresh()
        return None
