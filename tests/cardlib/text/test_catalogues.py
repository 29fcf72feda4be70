"""The gettext catalogues (cardlib/text/locale/*.po): French and English complete with the same placeholders,
every key the code uses present (read from the code's syntax tree), and a third language added by dropping one file."""

import gettext
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from cardlib.text import catalogues, i18n
from cardlib.text.po import Entry, mo_bytes, parse_po, write_po
from conftest import ROOT


@pytest.fixture(scope="module")
def every_text():
    """Every message key, once every module is imported."""
    catalogues.import_everything()
    return set(i18n.keys())


def test_french_and_english_have_every_message_with_the_same_placeholders_and_rules():
    found = catalogues.load()
    assert set(i18n.COMPLETE_LANGUAGES) <= found.keys()
    assert len(found["en"].entries) > 700
    assert catalogues.problems(found) == []


def test_the_check_names_a_missing_translation_a_changed_placeholder_and_a_changed_rule(tmp_path):
    for lang in ("fr", "en"):
        shutil.copy(i18n.LOCALE_DIR / f"{lang}.po", tmp_path)
    french = parse_po((tmp_path / "fr.po").read_text(encoding="utf-8"))
    del french.entries["ui.ohio.pass"]
    french.entries["ohio.play"].msgstr = "{player} joue {carte}."
    french.entries["ohio.refuse.not_lower"].comments = ["rule: O4"]
    french.entries["yozu.refuse.restricted_animal"].msgstr = "{element} révélé{x}."     # outside its parameters
    (tmp_path / "fr.po").write_text(write_po(french), encoding="utf-8")
    found = catalogues.problems(catalogues.load(tmp_path))
    assert found == ["fr.po: ohio.play uses {carte, player} where the English text uses {card, player, value}",
                     "fr.po: ohio.refuse.not_lower names rule O4, the English catalogue O3",
                     "fr.po: ui.ohio.pass has no translation",
                     "fr.po: yozu.refuse.restricted_animal uses {x}, not among its parameters {e, element}"]


def test_every_key_the_code_names_is_in_a_catalogue(every_text):
    used = catalogues.used_keys(ROOT)
    assert {"ui.ohio.pass", "ohio.refuse.not_lower", "woo.lesson.nobody", "ui.woo.your_lead"} <= used.keys()
    assert catalogues.unknown_keys(used, every_text) == {}


def test_the_extraction_finds_a_key_no_catalogue_has(tmp_path, every_text):
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets" / "new.py").write_text(textwrap.dedent("""\
        from cardlib.text import i18n
        def status(lang, done):
            return i18n.text("ui.new.done" if done else "ui.ohio.pass", lang) + i18n.text("ui.new.more", lang)
        """))
    unknown = catalogues.unknown_keys(catalogues.used_keys(tmp_path), every_text)
    assert unknown == {"ui.new.done": ["widgets/new.py:3"], "ui.new.more": ["widgets/new.py:3"]}


def test_the_extraction_reads_each_call_form_the_code_writes(tmp_path):
    """The forms of cardlib and widgets, each read exactly (Babel 2.19 joined the two keys of the first line
    into one, 'ui.ohio.your_leadui.ohio.your_turn', and skipped calls inside f-strings)."""
    (tmp_path / "cardlib").mkdir()
    (tmp_path / "cardlib" / "forms.py").write_text(textwrap.dedent("""\
        from . import i18n
        from .i18n import Message, text
        a = i18n.text("k.lead" if not trick else "k.turn", lang)
        b = f"{text('k.inside', lang)} and {text('k.other', lang, n=1)}"
        c = text({"lead": "k.one", "last": "k.two"}[phase], lang)
        d = Message("k.dir." + direction) or text(f"k.card.{card}", lang)
        e = text(key, lang) + text(keys[0], lang) + text(f"{prefix}.x", lang)
        f = other("k.not_a_message", lang) + text(named or "k.fallback", lang)
        """))
    found = catalogues.used_keys(tmp_path)
    assert found == {"k.lead": ["cardlib/forms.py:3"], "k.turn": ["cardlib/forms.py:3"],
                     "k.inside": ["cardlib/forms.py:4"], "k.other": ["cardlib/forms.py:4"],
                     "k.one": ["cardlib/forms.py:5"], "k.two": ["cardlib/forms.py:5"],
                     "k.dir.*": ["cardlib/forms.py:6"], "k.card.*": ["cardlib/forms.py:6"],
                     "k.fallback": ["cardlib/forms.py:8"]}


def test_the_checks_need_nothing_but_the_standard_library():
    """dev.py catalogues runs on any Python: catalogues.py imports no third-party package (Babel is gone)."""
    import ast as _ast

    tree = _ast.parse((ROOT / "cardlib" / "text" / "catalogues.py").read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in _ast.walk(tree) if isinstance(node, _ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in _ast.walk(tree)
                 if isinstance(node, _ast.ImportFrom) and node.module and not node.level}
    assert imported <= sys.stdlib_module_names


def test_a_po_file_compiles_for_the_standard_librarys_gettext():
    text = ('msgid ""\nmsgstr "Language: xx\\n"\n\n#. rule: O3\nmsgid "a.b"\nmsgstr ""\n"two \\"lines\\"\\n"\n"end"\n\n'
            '#, fuzzy\nmsgid "a.c"\nmsgstr "not yet"\n\nmsgid "a.d"\nmsgstr ""\n')
    catalogue = parse_po(text)
    assert catalogue.header == {"Language": "xx"} and catalogue.entries["a.b"].rule == "O3"
    assert catalogue.messages() == {"a.b": 'two "lines"\nend'}         # fuzzy and empty: not translated
    translation = gettext.GNUTranslations(io.BytesIO(mo_bytes(catalogue.messages(), catalogue.header)))
    assert translation.gettext("a.b") == 'two "lines"\nend' and translation.gettext("a.c") == "a.c"
    assert parse_po(write_po(catalogue)).entries["a.b"].msgstr == 'two "lines"\nend'
    with pytest.raises(ValueError, match="<po>:2"):
        parse_po('msgid "a"\nmsgstr not quoted\n')


THIRD_LANGUAGE = """\
msgid ""
msgstr ""
"Language: de\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "language.name"
msgstr "Deutsch"

msgid "format.rule"
msgstr "{rule}: {text}"

msgid "format.and"
msgstr "{items} und {last}"

msgid "format.decimal"
msgstr ","

msgid "player"
msgstr "Spieler {n}"

#. rule: O3
msgid "ohio.refuse.empty_hand"
msgstr "du hast keine Karte mehr, du kannst nur passen."

msgid "ui.ohio.pass"
msgstr "Passen"

msgid "lesson.ohio.card_led"
msgstr "Ausgespielte Karte"
"""

THIRD_LANGUAGE_PROBE = """\
import json
from cardlib import ohio
from cardlib.text import i18n
from widgets.ohio.table import OhioTable
from widgets.ohio.lesson import lead_question
from widgets.yozu.table import _number

table = OhioTable(players=2, seed=3, lang="de")
print(json.dumps({
    "languages": i18n.LANGUAGES, "options": i18n.language_options(), "table": table.undo_button.description,
    "translated": i18n.text("ui.ohio.pass", "de"), "refusal": i18n.text("ohio.refuse.empty_hand", "de"),
    "players": i18n.text("ohio.game_over_many", "de", scores="3, 3", winners=[0, 1]),
    "english": i18n.text("ui.ohio.trick", "de"), "catalogue_missing": i18n.text("ui.ohio.trick", "fr"),
    "numbers": [i18n.decimal("+0.25", "de"), i18n.percent("42", "de"), _number(1.585, 1, "de")],
    "page": i18n.use_page_language("lang=de"),
    "lesson": [i18n.page_text("lesson.ohio.card_led"), i18n.page_text("lesson.ohio.mean_points")],
    "question": lead_question("1", 2, "points").y_label,
}))
"""


def test_a_third_language_is_one_po_file_dropped_into_a_folder(tmp_path):
    """No code changes: a de.po in a folder named by CARDGAMES_LOCALES (the same as one dropped into
    cardlib/text/locale/) gives a language an app opens in (``?lang=de``), named in itself, with English for what it
    lacks."""
    (tmp_path / "de.po").write_text(THIRD_LANGUAGE, encoding="utf-8")
    env = {**os.environ, i18n.LOCALES_VARIABLE: str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", THIRD_LANGUAGE_PROBE], capture_output=True, text=True,
                            cwd=ROOT, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout.splitlines()[-1])
    assert shown["languages"] == ["fr", "en", "de"]
    assert shown["options"] == [["Français", "fr"], ["English", "en"], ["Deutsch", "de"]]
    assert shown["table"] == "Undo"                     # a text de.po leaves out: English
    assert shown["translated"] == "Passen"
    assert shown["refusal"] == "O3: du hast keine Karte mehr, du kannst nur passen."
    assert shown["players"] == "Game over. Scores: 3, 3. Winners: Spieler 1 und Spieler 2."   # English, German names
    assert shown["english"] == "Trick in play" and shown["catalogue_missing"] == "Pli en cours"
    assert shown["numbers"] == ["+0,25", "42%", "1,6"]                # Yozu's hint too
    assert shown["page"] == "de"                      # an app opened with ?lang=de
    # the lessons' texts: the page's language alone, English where it has no text (never French)
    assert shown["lesson"] == ["Ausgespielte Karte", "Mean points"]
    assert shown["question"] == "mean points"          # a lesson question on that page: its axis, English
    assert catalogues.problems({**catalogues.load(), **catalogues.load(tmp_path)}) == []   # incomplete is allowed


def test_a_new_catalogue_starts_with_every_message_left_to_translate(tmp_path):
    shutil.copy(i18n.LOCALE_DIR / "en.po", tmp_path)
    path = catalogues.start_language("it", tmp_path)
    started = parse_po(path.read_text(encoding="utf-8"))
    assert started.header["Language"] == "it" and started.entries.keys() == catalogues.load()["en"].entries.keys()
    assert started.messages() == {"language.name": "it"}
    assert started.entries["ohio.refuse.not_lower"].rule == "O3"


def test_no_french_text_is_written_in_the_code():
    assert catalogues.french_in_code(ROOT) == []


def test_french_written_in_the_code_is_found_with_its_place(tmp_path):
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets" / "page.py").write_text('"""Une page\u00a0: la docstring ne compte pas."""\n'
                                                  'TITLE = "Règles"\nRUN = "Run"\n', encoding="utf-8")
    assert catalogues.french_in_code(tmp_path) == ["widgets/page.py:2: 'Règles'"]


def test_the_lessons_texts_come_from_the_catalogues_in_the_page_s_language(monkeypatch):
    """One language: the one given, else the page's (read at the call); parameters as str.format."""
    assert i18n.page_text("lesson.ohio.card_led", "fr") == "Carte jouée en premier"
    assert i18n.page_text("lesson.ohio.card_led", "en") == "Card led"
    monkeypatch.setattr(i18n, "_page_language", "fr")
    assert i18n.page_text("lesson.ohio.card_led") == "Carte jouée en premier"
    monkeypatch.setattr(i18n, "_page_language", "en")
    assert i18n.page_text("lesson.ohio.card_led") == "Card led"
    assert i18n.page_text("lesson.yoyo.exact_mean", "fr", float_mean=1.5) == "moyenne exacte 1,500"
    assert i18n.page_text("lesson.yoyo.p_a_hand_of_can", "en") == "P(a hand of {n} can play)"
    for lang, word in (("fr", "<b>piocher</b>"), ("en", "<b>draw</b>")):     # a word shown in the text's language
        chosen = i18n.page_text("lesson.woo_questions.player_1_the_oya_holds", lang, cards="…",
                                name=i18n.Message("lesson.woo.choice.draw"))
        assert word in chosen
    assert i18n.page_text(i18n.Message("card.tiger:summer"), "fr") == "Tigre d'Été"         # a Message
    assert i18n.page_text(i18n.Message("ohio.refuse.empty_hand"), "en") == i18n.text("ohio.refuse.empty_hand", "en")
    with pytest.raises(ValueError, match="xx"):
        i18n.page_text("lesson.ohio.card_led", "xx")


def test_numbers_are_written_each_languages_way():
    assert [i18n.decimal("+1.50", lang) for lang in ("en", "fr")] == ["+1.50", "+1,50"]
    assert [i18n.percent("42", lang) for lang in ("en", "fr")] == ["42%", "42\u202f%"]



PLURAL_PO = """\
msgid ""
msgstr ""
"Language: {lang}\\n"
"Plural-Forms: {forms}\\n"

#. count: stock
#, python-brace-format
msgid "k.left"
msgid_plural "k.left"
msgstr[0] "{one}"
msgstr[1] "{many}"
"""


def test_a_plural_entry_takes_the_form_its_language_gives_each_count():
    french = parse_po(PLURAL_PO.format(lang="fr", forms="nplurals=2; plural=(n > 1);",
                                       one="{stock} carte", many="{stock} cartes"))
    english = parse_po(PLURAL_PO.format(lang="en", forms="nplurals=2; plural=(n != 1);",
                                        one="{stock} card", many="{stock} cards"))
    assert french.plural_keys() == {"k.left": "stock"} and french.entries["k.left"].forms == ["{stock} carte", "{stock} cartes"]
    said = {}
    for lang, catalogue in (("fr", french), ("en", english)):
        translation = gettext.GNUTranslations(io.BytesIO(mo_bytes(catalogue.messages(), catalogue.header)))
        said[lang] = [translation.ngettext("k.left", "k.left", n).format(stock=n) for n in (0, 1, 2)]
    assert said == {"fr": ["0 carte", "1 carte", "2 cartes"], "en": ["0 cards", "1 card", "2 cards"]}
    assert parse_po(write_po(french)).entries["k.left"] == french.entries["k.left"]
    with pytest.raises(ValueError, match="msgid_plural"):
        parse_po('msgid "a"\nmsgstr[0] "x"\n')


def test_the_project_s_counts_agree_in_french_and_english():
    assert [i18n.plural("ui.woo.stock", n, "fr") for n in (0, 1, 2)] == ["Pioche\u00a0: 0 carte", "Pioche\u00a0: 1 carte",
                                                                       "Pioche\u00a0: 2 cartes"]
    assert [i18n.plural("ui.woo.stock", n, "en") for n in (0, 1, 2)] == ["Stock: 0 cards", "Stock: 1 card", "Stock: 2 cards"]
    assert i18n.text("ui.hue.points", "fr", n=0) == "0 point"
    with pytest.raises(TypeError, match="count"):
        i18n.text("ui.woo.stock", "fr")


def test_the_check_names_a_plural_entry_written_as_a_plain_one_or_with_a_form_missing(tmp_path):
    for lang in ("fr", "en"):
        shutil.copy(i18n.LOCALE_DIR / f"{lang}.po", tmp_path)
    french = parse_po((tmp_path / "fr.po").read_text(encoding="utf-8"))
    french.entries["ui.woo.stock"] = Entry("ui.woo.stock", "Pioche\u00a0: {n} carte(s)", [], {"python-brace-format"})
    french.entries["ui.hue.points"].msgstr = "{n} point"
    (tmp_path / "fr.po").write_text(write_po(french), encoding="utf-8")
    found = catalogues.problems(catalogues.load(tmp_path))
    assert "fr.po: ui.woo.stock is a plural entry in the English catalogue, and must be one here too" in found
    assert "fr.po: ui.hue.points has 1 plural forms, the header's Plural-Forms says 2" in found


def test_a_number_parameter_and_a_card_after_a_and_de_are_written_in_each_language():
    number = i18n.Number(-0.4, 1, sign=True)
    assert [number.written(lang) for lang in ("fr", "en")] == ["\u22120,4", "\u22120.4"]
    assert i18n.number(0.04, "fr", 1, sign=True) == "0,0"          # no sign on zero
    assert i18n.fraction(1, 8, "fr") == "1/8 = 0,1250" and i18n.fraction(1, 8, "en") == "1/8 = 0.1250"
    assert i18n.percent(12.5, "fr") == "12,5\u202f%"
    assert "{c.a}, {c.de}".format(c=i18n.card_name("10C", "fr")) == "au 10 de trèfle, du 10 de trèfle"
    assert "{c.a}".format(c=i18n.card_name("QS", "fr")).startswith("à la ")
    assert "{c.a}".format(c=i18n.card_name("QS", "en")) == i18n.card_name("QS", "en")
    ranks = (1, 2, 3, 4, 11, 12, 13, 21, 22, 102, 111)
    assert [i18n.ordinal(n, "en") for n in ranks] == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
                                                      "102nd", "111th"]
    assert [i18n.ordinal(n, "fr") for n in (1, 2, 3, 21)] == ["1er", "2e", "3e", "21e"]
    assert [i18n.Ordinal(3).written(lang) for lang in ("fr", "en")] == ["3e", "3rd"]
    inner = i18n.Message("ui.hue.points", n=2)
    outer = i18n.Message("format.rule", rule="X", text=inner)
    assert i18n.translate(outer, "fr").endswith("2 points")


def test_a_rule_is_cited_as_a_rule_never_as_a_bare_id():
    assert i18n.text("ohio.refuse.empty_hand", "fr").startswith("Règle O3\u00a0: ")
    assert i18n.text("ohio.refuse.empty_hand", "en").startswith("Rule O3: ")


def test_a_games_move_words_are_remembered_by_notation():
    """The bots explain every decision, in playouts too: a move's words are made once (i18n.remembered)."""
    import cardlib

    for game in cardlib.GAMES:
        state = cardlib.new_game(game, seed=1)
        action = state.legal_actions()[0]
        words = cardlib.game_module(game).move_words       # what the greedy bots call
        said = words(action)
        assert words(str(action)) is said and cardlib.move_words(game, action) is said
        assert isinstance(said, i18n.Message)
