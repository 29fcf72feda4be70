"""The language check (cardlib.text.language_check, docs/languages.md): correct French and English in every text.

The check runs on the project's catalogues and code (no fault), on the catalogues of 97bec3d, before issue 24
(tests/data/catalogues-97bec3d: it must find each fault the issue lists), and pattern by pattern."""

from pathlib import Path

import pytest

from cardlib.text import i18n
from cardlib.text import language_check as check
from cardlib.text import language_samples as samples

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "catalogues-97bec3d"
# The vocabulary the Yoyo leaflet asks for, as the issue states it: the project's glossary when it says it.
YOYO_GLOSSARY = """[[term]]
use = "carte jaune"
avoid = ['\\b(le|un|du) jaune \\d']
why = "Le dépliant dit « carte jaune »."
"""


def test_the_project_s_texts_have_no_language_fault():
    found = check.faults()
    assert not found, f"{len(found)} language faults (python3 dev.py language):\n{check.report(found)}"


@pytest.fixture(scope="module")
def before(tmp_path_factory):
    """The faults of the catalogues of 97bec3d (rendered as the code of then called them: moves in notation)."""
    glossaries = check.GLOSSARY_DIR
    if not (glossaries / "yoyo.toml").exists() or "jaune" not in (glossaries / "yoyo.toml").read_text(encoding="utf-8"):
        glossaries = tmp_path_factory.mktemp("glossary")
        (glossaries / "yoyo.toml").write_text(YOYO_GLOSSARY, encoding="utf-8")
    return check.faults([FIXTURE], play=False, glossaries=glossaries)


def found_in(faults, kind, key, lang, part=""):
    """The faults of ``kind`` in ``key``'s ``lang`` text whose matched part holds ``part``."""
    return [f for f in faults if f.kind == kind and f.source == key and f.lang == lang and part in f.pattern]


@pytest.mark.parametrize("kind, key, lang, part", [
    ("article", "ui.woo.your_follow_closed", "fr", "à le"),
    ("article", "ui.woo.your_follow_open", "fr", "à le"),
    ("count", "woo.draw", "fr", "1 cartes"),
    ("count", "woo.draw", "en", "1 cards"),
    ("count", "yoyo.draw", "fr", "1 cartes"),
    ("count", "yoyo.draw", "fr", "0 cartes"),
    ("count", "bot.woo.greedy.close", "fr", "0 points"),
    ("optional-plural", "bot.yoyo.win", "fr", "carte(s)"),
    ("optional-plural", "bot.yoyo.win", "en", "card(s)"),
    ("optional-plural", "yoyo.match_over", "fr", "gagne(nt)"),
    ("card-name", "card.AD", "en", "A of diamonds"),
    ("card-name", "card.KC", "en", "K of clubs"),
    ("markup", "lesson.woo.the_simulation_confirms_the_exact", "fr", "<p> 1 opened, 0 closed"),
    ("markup", "lesson.woo.the_simulation_confirms_the_exact", "fr", "<b> 1 opened, 0 closed"),
    ("markup", "lesson.woo.the_simulation_confirms_the_exact", "en", "<b> 0 opened, 1 closed"),
    ("decimal-point", "lesson.woo.the_simulation_confirms_the_exact", "fr", "1.2"),
    ("cut-phrase", "yoyo.refuse.series_way.down", "fr", "non."),
    ("cut-phrase", "yoyo.refuse.series_way.up", "en", "does not."),
    ("notation", "yoyo.refuse.series_way.up", "fr", "B16"),
    ("rule-id", "yoyo.skip", "fr", "Y8"),
    ("rule-id", "yoyo.lay_chosen.up", "fr", "Y4"),
    ("notation", "bot.yoyo.steal", "en", "steal 1 2"),
    ("unused-key", "yoyo.refuse.steal_first_variant", "", ""),
    ("glossary", "ui.yoyo.choose_title", "fr", "le jaune"),
])
def test_the_check_finds_each_fault_the_issue_lists_in_the_catalogues_before_it(before, kind, key, lang, part):
    assert found_in(before, kind, key, lang, part), \
        f"no {kind} {part!r} in {key} ({lang}); found there: {[str(f) for f in before if f.source == key]}"


def test_the_hint_title_showed_notation_and_the_search_bot_a_decimal_point_before_issue_24(before):
    assert any(f.text == "Indice du robot search : pass." for f in found_in(before, "notation", "ui.hint_title", "fr",
                                                                            "pass"))
    candidate = found_in(before, "decimal-point", "bot.search.candidate", "fr", "0.4")
    assert candidate and "écart moyen -0.4" in candidate[0].text
    assert found_in(before, "minus-sign", "bot.search.candidate", "fr")


def test_the_woo_lessons_check_line_mixed_languages_before_issue_24():
    # The lesson passed its bilingual count of worlds into each language's sentence (widgets/woo/lesson.py).
    with check.catalogues_of([FIXTURE]):
        worlds = " · ".join(i18n.page_text("lesson.woo.worlds", lang, data_sampled_close_samples=100)
                            for lang in ("fr", "en"))
        french = i18n.page_text("lesson.woo.the_simulation_confirms_the_exact", "fr", sigmas=3,
                                worst=samples.PythonFloat(1.2), escape_what=worlds)
    assert "(100 mondes · worlds)" in french
    assert {f.pattern for f in check.text_faults(french, "fr")} >= {"worlds", "1.2"}
    assert i18n.text("format.rule", "fr", rule="O3", text="x") == "Règle O3\u00a0: x"     # the catalogues are back


def test_the_counts_before_issue_24_are_in_the_hundreds_and_every_kind_is_met(before):
    counts = check.summary(before)
    for kind in ("notation", "article", "count", "optional-plural", "decimal-point", "minus-sign", "card-name",
                 "rule-id", "markup", "cut-phrase", "glossary", "unused-key"):
        assert counts.get(kind), kind


# --- pattern by pattern: a bad text is caught, its correct form passes ------------------------------------------

@pytest.mark.parametrize("kind, lang, bad, good", [
    ("notation", "fr", "Indice du robot search : pass.", "Indice du robot search : passer."),
    ("notation", "fr", "Joueur 3 : play S4 0,-5 N.", "Joueur 3 : poser le carré S4 en (0, −5), vers le nord."),
    ("notation", "fr", "proposer guess dragonfly:spring", "proposer Libellule de Printemps"),
    ("notation", "fr", "boutons draw / close / victory", "boutons Piocher / On ferme ! / Victoire !"),
    ("notation", "fr", "le sens up", "le sens monte"),
    ("notation", "fr", "pose B15 puis R3", "pose le 15 bleu puis le 3 rouge"),
    ("notation", "fr", "Ce coup est permis ici (play 3)", "Ce coup est permis ici (jouer le 3)"),
    ("notation", "en", "Hint from the search bot: play QS.", "Hint from the search bot: play the queen of spades."),
    ("notation", "en", "steal 1 2", "take from Player 2, then Player 3"),
    ("notation", "en", "guess dragonfly:spring", "guess the Dragonfly of Spring"),
    ("notation", "fr", "poser Y15", "poser la carte jaune 15 (règle Y7)"),
    ("article", "fr", "répondez à le 10 de trèfle", "répondez au 10 de trèfle"),
    ("article", "fr", "la valeur de le roi", "la valeur du roi"),
    ("article", "fr", "à les atouts", "aux atouts, de les poser, à les jouer"),
    ("count", "fr", "il reste 1 cartes dans la pioche", "il reste 1 carte dans la pioche"),
    ("count", "fr", "(0 cartes dans la pioche)", "(0 carte dans la pioche), Joueur 1 pioche 2 cartes"),
    ("count", "fr", "0 points", "0 point, 1 fois, 1 des 2, Joueur 1 pris, 1 as"),
    ("count", "en", "1 cards are left", "1 card is left; Player 1 draws; round 1 begins; 1 bonus"),
    ("optional-plural", "fr", "2 carte(s)", "2 cartes"),
    ("optional-plural", "fr", "Joueur 3 gagne(nt)", "Joueur 3 gagne"),
    ("optional-plural", "en", "2 card(s)", "2 cards"),
    ("decimal-point", "fr", "écart moyen 0.4", "écart moyen 0,4"),
    ("minus-sign", "fr", "écart moyen -0,4", "écart moyen −0,4, un pli à 2-3 cartes"),
    ("minus-sign", "en", "mean score margin -0.4", "mean score margin −0.4, a trick of 2-3 cards, rules W12-W14"),
    ("minus-sign", "en", "Points of the round: -1, 5", "Points of the round: −1, 5"),
    ("card-name", "en", "the A of diamonds", "the ace of diamonds"),
    ("card-name", "en", "the K of clubs, Q of hearts, J of spades", "the king of clubs, queen of hearts"),
    ("markup", "fr", "<p><b>La simulation", "<p><b>La simulation</b></p>"),
    ("markup", "en", "the largest</b></p>", "<p><em>the</em> <code>x</code></p>"),
    ("english-in-french", "fr", "La simulation (100 mondes · worlds)", "La simulation (100 mondes)"),
    ("english-in-french", "fr", "(le plus grand : 1,2) the largest", "(le plus grand : 1,2) ; robot search, greedy"),
    ("french-in-english", "en", "the largest « gap »", "the largest \"gap\", Maître du Yozu"),
    ("french-in-english", "en", "take the carte bleue", "take the blue card"),
    ("french-in-english", "en", "Player 2 pioche", "Player 2 draws, the Panda of Winter"),
    ("rule-id", "fr", "Y8 : Joueur 3 passe son tour.", "Règle Y8 : Joueur 3 passe son tour."),
    ("rule-id", "fr", "pose le jaune 8 (Y4)", "pose la carte jaune 8 (règle Y4), (règles W6, W13), (règles W12-W14)"),
    ("rule-id", "en", "the cheapest card (W5)", "the cheapest card (rule W5), <a href='woo.md#w5'>W5</a>"),
    ("elision", "fr", "« x » n'est pas une carte de Ohio.", "une carte d'Ohio, un coup du jeu Ohio, de Yoyo, de Hue, "
                                                            "posez-le à côté, le onze"),
    ("elision", "fr", "le Oya ouvre, la Oracle", "l'Oya ouvre, l'Oracle, la carte, que la pile"),
    ("click", "fr", "Cliquez une carte pour la choisir.", "Cliquez sur une carte pour la choisir ; cliquez pour la poser."),
    ("click", "fr", "cliquez-en une pour voir la règle", "cliquez sur l'une d'elles, ou cliquez dessus"),
    ("click", "fr", "Cliquez d'abord une carte de votre main.", "Cliquez d'abord sur une carte de votre main."),
    ("punctuation", "fr", "Case (0 ; 1): vide; cliquez", "Case (0\u202f; 1)\u00a0: vide\u202f; cliquez\u202f? «\u00a0oui\u00a0»"),
    ("punctuation", "fr", "sur une carte : 12 %", "sur une carte\u00a0: 12\u202f%"),
    ("cut-phrase", "fr", "la pile : Y15 B16 non.", "la pile, mais elle monte du 15 au 16."),
    ("cut-phrase", "en", "the pile: Y15 B16 does not.", "the pile, but it goes up from the 15 to the 16."),
])
def test_each_pattern_catches_the_fault_and_passes_its_correct_form(kind, lang, bad, good):
    assert kind in {f.kind for f in check.text_faults(bad, lang)}, bad
    assert kind not in {f.kind for f in check.text_faults(good, lang)}, [str(f) for f in check.text_faults(good, lang)]


@pytest.mark.parametrize("kind, key, part", [
    ("elision", "deals.unknown_card.O1", "de O"),
    ("click", "ui.hue.hand_note", "Cliquez une"),
    ("click", "ui.yoyo.hand_hint", "cliquez-en"),
])
def test_the_check_finds_the_language_review_s_elision_and_click_faults_in_the_catalogues_before_it(before, kind, key, part):
    """The language review (« une carte de Ohio », « Cliquez une carte », « cliquez-en une »): faults a pattern finds."""
    assert found_in(before, kind, key, "fr", part), [str(f) for f in before if f.source == key]


def test_a_catalogue_comment_allows_a_kind_of_fault_to_one_message(tmp_path):
    for lang in ("fr", "en"):
        text = (FIXTURE / f"{lang}.po").read_text(encoding="utf-8")
        text = text.replace('msgid "bad_notation"', '#. language: notation\nmsgid "bad_notation"')
        (tmp_path / f"{lang}.po").write_text(text, encoding="utf-8")
    allowed = check.faults([tmp_path], play=False, unused=False)
    flagged = check.faults([FIXTURE], play=False, unused=False)
    assert found_in(flagged, "notation", "bad_notation", "fr")
    assert not found_in(allowed, "notation", "bad_notation", "fr")
    assert found_in(allowed, "notation", "ui.hint_title", "fr")


def test_the_glossary_is_read_from_each_games_toml(tmp_path):
    (tmp_path / "yoyo.toml").write_text(YOYO_GLOSSARY, encoding="utf-8")
    terms = check.glossary("yoyo", tmp_path)
    assert [term["use"] for term in terms] == ["carte jaune"]
    assert check.glossary_faults("Posez le jaune 15.", "yoyo", "x", terms)
    assert not check.glossary_faults("Posez la carte jaune 15.", "yoyo", "x", terms)
    assert check.glossary("nothing", tmp_path) == []


def test_every_glossary_is_well_formed():
    for path in sorted(check.GLOSSARY_DIR.glob("*.toml")):
        assert path.stem in ("hue", "ohio", "woo", "yoyo", "yozu"), path
        for term in check.glossary(path.stem):
            assert set(term) >= {"use", "avoid", "why"} and term["avoid"], (path.name, term)
            for avoid in term["avoid"]:
                check.re.compile(avoid)


def test_a_key_no_code_names_is_found(tmp_path):
    (tmp_path / "cardlib").mkdir()
    (tmp_path / "cardlib" / "m.py").write_text('Message("a.used")\nf"a.built.{x}"\n', encoding="utf-8")
    assert check.unused_keys(["a.used", "a.built.one", "a.never"], tmp_path) == ["a.never"]


def test_checking_other_catalogues_leaves_the_process_s_catalogues_as_they_were(before):
    assert i18n.text("format.rule", "en", rule="O3", text="x") == "Rule O3: x"
    assert any(key.startswith("move.") for key in i18n.keys())


def test_the_game_of_a_key():
    from cardlib.text.language_samples import game_of
    assert [game_of(k) for k in ("woo.draw", "ui.yoyo.x", "bot.search.yozu.probe", "lesson.woo_questions.x",
                                 "move.hue.play", "ui.hint_title", "card.AD", "guide.ohio.intro", "guide.other")] == \
        ["woo", "yoyo", "yozu", "woo", "hue", None, None, "ohio", None]


def test_code_the_check_cannot_read_is_an_error_not_keys_left_unused(tmp_path):
    (tmp_path / "cardlib").mkdir()
    (tmp_path / "cardlib" / "m.py").write_text('if x:\nMessage("a.used")\n', encoding="utf-8")
    with pytest.raises(SyntaxError):
        check.unused_keys(["a.used"], tmp_path)


# The French rules pages (docs/fr/<game>.md, issue 34) are read too: their prose, not their code nor the leaflet's words.
RULES_PAGE = """# Woo

## Règles

| n° | règle | livret |
| --- | --- | --- |
| <a id="w1"></a>W1 | The Oya leads a card. | « vaut -10 points » |
| <a id="w2"></a>W2 | L'Oya ouvre (`play QS`, jouer la reine de pique)\u00a0: une carte. | « 24 cartes Figure » |

Lectures\u00a0:

- Un pli se joue
  comme dit la W3\u00a0: le talon n'existe pas.
"""


def test_the_french_rules_pages_prose_is_checked_without_its_code_and_the_leaflet_s_words(tmp_path):
    (tmp_path / "woo.md").write_text(RULES_PAGE, encoding="utf-8")
    texts = check.rules_texts(tmp_path)
    assert [(source.split(":")[-1], text) for source, _, _, _, text in texts if "Oya" in text or "pli" in text] == [
        ("7", "The Oya leads a card."), ("8", "L'Oya ouvre (…, jouer la reine de pique)\u00a0: une carte."),
        ("12", "Un pli se joue comme dit la W3\u00a0: le talon n'existe pas.")]
    found = {(fault.kind, fault.pattern) for fault in check.check_texts(texts, {}, check.GLOSSARY_DIR)}
    assert {("english-in-french", "The"), ("english-in-french", "card"), ("rule-id", "W3")} <= found
    assert any(kind == "glossary" and "talon" in pattern for kind, pattern in found)
    assert not any(pattern in ("-", "QS", "play") for _, pattern in found), "the leaflet's words and code pass"
    assert {text for *_, text in check.rules_texts()} and not check.check_texts(check.rules_texts(), {})


def test_the_notebooks_prose_gets_the_checks_a_catalogue_message_gets(tmp_path):
    """Issue 34: a notebook's French cell is read as a page shows it (its plain spaces before « : » made no-break,
    as the catalogue's are), so that good typography passes and a fault a pattern can find does not: a decimal
    point, notation, an English word; an English cell with a French word; the leaflet quoted in « » in English
    and a language's own name in a switch are no fault."""
    import json

    def cell(source, lang):
        return {"cell_type": "markdown", "metadata": {"tags": [f"lang-{lang}"]}, "source": source}

    nb = {"cells": [cell("## Le pli\n\nLa carte vaut 0.5 point : jouez B15 with soin.", "fr"),
                    cell("## The trick\n\nThe card is worth half a point; « la pioche » says the leaflet.", "en"),
                    cell("Langue : <b>Français</b> <a href=\"x\" lang=\"en\">English</a>", "fr"),
                    cell("Une manche de plus : parfait.", "fr"),
                    cell("The last card goes to the pioche.", "en"),
                    {"cell_type": "code", "metadata": {}, "source": "x = 'the 0.5'", "outputs": []}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "ohio.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    texts = check.notebook_texts(tmp_path)
    assert {(source.split(", cell ")[1].split(":")[0], lang) for source, _, game, lang, _ in texts} == \
        {("0", "fr"), ("1", "en"), ("2", "fr"), ("3", "fr"), ("4", "en")}
    assert all(game == "ohio" for _, _, game, _, _ in texts)
    found = check.check_texts(texts, {})
    kinds = {(f.source.split(", cell ")[1].split(":")[0], f.kind) for f in found}
    assert ("0", "decimal-point") in kinds and ("0", "notation") in kinds and ("0", "english-in-french") in kinds
    assert ("4", "french-in-english") in kinds
    assert not {kind for where, kind in kinds if where in ("1", "2", "3")}, found       # no fault there
