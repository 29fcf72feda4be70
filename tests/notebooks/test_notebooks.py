"""Every notebook in notebooks/ runs top to bottom without an error (nbclient, kernel python3), and
every rule id its prose cites links to that rule's row in the game's rules page."""

import json
import re

import importlib.util

import nbformat
import pytest
from nbclient.exceptions import CellExecutionError

from conftest import NOTEBOOKS, ROOT, load_dev
from widgets import rules_pages

dev = load_dev()

pytestmark = pytest.mark.notebook

# The lessons each app shows, each behind its Run button (issue 10): LessonRunner, or Ohio's LeadLesson.
LESSONS = {"hue.ipynb": 2, "ohio.ipynb": 1, "woo.ipynb": 2, "yoyo.ipynb": 3, "yozu_probability.ipynb": 6}
# The predict-then-check questions each app shows (issue 11): none checked or simulated at load.
QUESTIONS = {"hue.ipynb": 2, "ohio.ipynb": 1, "woo.ipynb": 2, "yoyo.ipynb": 1, "yozu_probability.ipynb": 4}

# Run in the notebook's kernel once its cells have run: what loaded, then every lesson's Run clicked.
LOADED = """\
import gc as _gc, json as _json, sys as _sys
from widgets.figures import LessonRunner as _Runner
from widgets.ohio.lesson import LeadLesson as _Lead
from widgets.predict import Predict as _Predict
_lessons = [o for o in _gc.get_objects() if isinstance(o, (_Runner, _Lead))]
_questions = [o for o in _gc.get_objects() if isinstance(o, _Predict)]
print("LOADED " + _json.dumps({"lessons": len(_lessons), "runs": sum(o.runs for o in _lessons),
                              "questions": len(_questions),
                              "asked": sum(o.checked or o.runs > 0 or o.task is not None for o in _questions),
                              "shown": sum(bool(o.results.children) for o in _lessons if isinstance(o, _Runner))
                                       + sum(bool(o.table.value) for o in _lessons if isinstance(o, _Lead)),
                              "matplotlib": "matplotlib" in _sys.modules}))
"""
CLICKED = """\
_report = []
for _lesson in _lessons:
    (_lesson.button if isinstance(_lesson, _Runner) else _lesson.run_button).click()
    _html = [w.value for w in _lesson.results.children if isinstance(w.value, str)] if isinstance(_lesson, _Runner) \\
        else [_lesson.verdict.value]
    _report.append({"runs": _lesson.runs, "disabled": (_lesson.button if isinstance(_lesson, _Runner)
                                                       else _lesson.run_button).disabled,
                    "refuted": any("✗" in h for h in _html),
                    "shown": bool(_lesson.results.children if isinstance(_lesson, _Runner) else _lesson.table.value)})
print("CLICKED " + _json.dumps(_report))
"""


def failing_cell(nb):
    """(index, cell) of the first code cell whose outputs hold an error, or (None, None)."""
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and any(out.get("output_type") == "error" for out in cell.get("outputs", [])):
            return index, cell
    return None, None


def printed(cell, prefix):
    """The JSON a probe cell printed after ``prefix``."""
    text = "".join(out.get("text", "") for out in cell.outputs if out.get("output_type") == "stream")
    return json.loads(text.split(prefix, 1)[1])


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.name)
def test_notebook_runs_top_to_bottom(path):
    """Every cell runs without an error; no lesson computes at load (issue 10: an app opens at once, matplotlib
    is not even imported), and then every lesson's Run button, clicked in the same kernel, shows results
    that agree with the exact answers, as a reader in Jupyter or Voila gets them. The run is the one
    `python dev.py save-notebooks` saves (issue 11): the outputs saved in the notebook must be those it makes."""
    stored = nbformat.read(path, as_version=4)
    nb = nbformat.read(path, as_version=4)
    loaded, clicked = nbformat.v4.new_code_cell(LOADED), nbformat.v4.new_code_cell(CLICKED)
    nb.cells += [loaded, clicked]
    language = stored.metadata.get("cardgames", {}).get("saved_language", dev.SAVE_LANGUAGE)
    try:
        dev.run_notebook(nb, path.parent, language)
    except CellExecutionError as error:
        index, cell = failing_cell(nb)
        if cell is None:
            raise
        first_line = cell.source.strip().splitlines()[0] if cell.source.strip() else "(empty)"
        pytest.fail(f"{path.name}: cell {index} (starting {first_line!r}) failed:\n{error}", pytrace=False)
    assert len(nb.cells) > 2, f"{path.name} has no cells"
    at_load = printed(loaded, "LOADED ")
    assert at_load == {"lessons": LESSONS.get(path.name, 0), "runs": 0, "questions": QUESTIONS.get(path.name, 0),
                       "asked": 0, "shown": 0, "matplotlib": False}, at_load
    runs = printed(clicked, "CLICKED ")
    assert runs == [{"runs": 1, "disabled": False, "refuted": False, "shown": True}] * LESSONS.get(path.name, 0), runs
    stale = [index for index, (saved, fresh) in enumerate(zip(stored.cells, nb.cells))
             if saved.cell_type == "code" and dev.output_digest(saved) != dev.output_digest(fresh)]
    assert not stale, (f"{path.name}: the outputs saved in cells {stale} are not those the code makes now: "
                       f"run python3 dev.py save-notebooks {path.stem}")
    # Saving again writes the same bytes: the same outputs, split the same way, the same widget ids.
    split = [index for index, (saved, fresh) in enumerate(zip(stored.cells, nb.cells))
             if saved.cell_type == "code" and saved.outputs != fresh.outputs]
    assert not split, f"{path.name}: cells {split} would be saved differently by another run"


def test_printed_text_is_saved_in_one_output_per_stream_run():
    """The kernel may send one print loop's text in one message or several (yoyo.ipynb's "manche · round N"
    lines were saved as one output or two, one save in four): saved, they are one output."""
    stream = nbformat.v4.new_output
    outputs = [stream("stream", name="stdout", text="round 1\n"), stream("stream", name="stdout", text="round 2\n"),
               stream("stream", name="stderr", text="warning\n"), stream("stream", name="stdout", text="round 3\n"),
               stream("display_data", data={"text/plain": "table"}), stream("stream", name="stdout", text="end\n")]
    merged = dev.merged_streams(outputs)
    assert [(out.output_type, out.get("name"), out.get("text")) for out in merged] == [
        ("stream", "stdout", "round 1\nround 2\n"), ("stream", "stderr", "warning\n"),
        ("stream", "stdout", "round 3\n"), ("display_data", None, None), ("stream", "stdout", "end\n")]


def test_a_cell_whose_outputs_come_late_keeps_them(tmp_path):
    """A loaded machine delivers a cell's outputs seconds after the kernel's answer; nbclient's default gave
    up after 4 s without a word, and save-notebooks saved woo.ipynb with a table missing (cell 32). Here the
    kernel's output thread is held for 6 s once the cell has shown its result: the result must still be saved."""
    # The kernel waits up to 10 s for its output thread before it answers (flush_timeout): made short here,
    # so that the answer comes first and the result 6 s later, in its order before the kernel's "idle".
    late = ("import sys, time\n"
            "from IPython.display import display\n"
            "sys.stdout.flush_timeout = sys.stderr.flush_timeout = 0.1\n"
            "get_ipython().kernel.iopub_socket.io_thread.schedule(lambda: time.sleep(6))\n"
            "display('late but kept')")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(late)])
    dev.run_notebook(nb, tmp_path, "en")
    assert [output.get("data", {}).get("text/plain") for output in nb.cells[0].outputs] == ["'late but kept'"]


def test_the_yoyo_page_shows_the_first_game_whose_stock_runs_out_twice():
    """yoyo.ipynb names seed 173 instead of searching for it at load (0.4 s): it is still the first."""
    nb = nbformat.read(NOTEBOOKS / "yoyo.ipynb", as_version=4)
    source = next(cell.source for cell in nb.cells if "def random_game" in cell.source)
    namespace = {}
    exec("import random\nimport cardlib\n" + source.split("\n\n\n")[0], namespace)
    assert "seed = 173" in source
    first = next(seed for seed in range(1, 1000) if namespace["random_game"](seed)[1].view(None)["exhaustions"] == 2)
    assert first == 173


def prose(path):
    """The notebook's Markdown cells, code spans removed (a rule id in code is notation, not a citation)."""
    return [rules_pages.CODE_SPAN.sub("", cell.source) for cell in nbformat.read(path, as_version=4).cells
            if cell.cell_type == "markdown"]


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.name)
def test_every_rule_id_cited_in_the_prose_links_to_its_rule(path):
    """Issue 7: the pages sent readers to RULES.md, which they do not have. Every rule id cited is a link (in a new
    tab) to its anchor in a rules page Voila and JupyterLab can open: rules/<game>.<lang>.html, from docs/<game>.md
    (English) or docs/fr/<game>.md (French), the page in the language of the text citing it (issue 34)."""
    names = [rules_pages.page_name(game, lang) for game in rules_pages.GAMES for lang in rules_pages.LANGUAGES]
    pages = {name: (NOTEBOOKS / name).read_text(encoding="utf-8") for name in names}
    for text in prose(path):
        assert "RULES.md" not in text, f"{path.name} still sends readers to RULES.md"
        for target, rule in rules_pages.RULE_ANCHOR.findall(text):
            links = {rules_pages.rule_link(rule, lang) for lang in rules_pages.LANGUAGES}
            assert target in links, (path.name, rule, target)
            page = target.split("#")[0]
            assert f'<a id="{rule.lower()}"></a>' in pages[page], f"{page} has no anchor for {rule}"
        unlinked = [match.group(2) for match in rules_pages.CITED.finditer(rules_pages.RULE_ANCHOR.sub("", text))]
        assert not unlinked, f"{path.name} cites {unlinked} without a link to the rule"


@pytest.mark.parametrize("lang", rules_pages.LANGUAGES)
@pytest.mark.parametrize("game", sorted(rules_pages.GAMES))
def test_each_rules_page_is_rendered_from_its_docs_page(game, lang):
    """notebooks/rules/<game>.<lang>.html is docs/<game>.md (English) or docs/fr/<game>.md (French) rendered; after
    editing either, run python -m widgets.rules_pages. Each rule's anchor heads a row of the rules table."""
    name = rules_pages.page_name(game, lang)
    page = (NOTEBOOKS / name).read_text(encoding="utf-8")
    assert page == rules_pages.render(game, lang), f"notebooks/{name} is stale: run python -m widgets.rules_pages"
    docs = rules_pages.source_path(game, lang).read_text(encoding="utf-8")
    assert rules_pages.anchors(page) == rules_pages.anchors(docs) and len(rules_pages.anchors(docs)) >= 8
    rows = re.findall(r'<tr>\s*<td><a id="([a-z]\d+b?)"></a>', page)
    assert rows == rules_pages.RULE_ID.findall(docs), f"{name}: a rule is not a row of its table"
    assert f'<html lang="{lang}">' in page
    assert "http://" not in page and "https://" not in page, "the page must load nothing from another host"


def test_no_rules_page_is_left_under_its_name_of_before_the_languages():
    """rules/<game>.html was the one page of a game's rules, in English; a link to it would now find nothing."""
    written = {rules_pages.page_name(game, lang) for game in rules_pages.GAMES for lang in rules_pages.LANGUAGES}
    assert {f"rules/{path.name}" for path in (NOTEBOOKS / "rules").glob("*.html")} == written


def a_rule_link_opens_the_rule_in_a_new_tab(page, voila):
    """On Ohio's app in English, open (test_voila_pages.py runs this on its page): in Voila a link to ../docs/ohio.md
    cannot work (outside Voila's root, and shown raw); the rules pages under notebooks/rules/ are served (voila.json's
    file_allowlist) and open beside the app, whose game stays. Every game's rules page is served, in each language."""
    from playwright.sync_api import expect

    link = page.locator('a[href="rules/ohio.en.html#o3"]').first
    expect(link).to_be_attached(timeout=120_000)
    with page.expect_popup() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.endswith("/voila/files/rules/ohio.en.html#o3"), rules.url
    expect(rules.locator("tr:has(#o3)")).to_contain_text("a follower plays a number strictly lower")
    assert page.url == voila.render_url("ohio.ipynb?lang=en"), "the app stays open in its own tab"
    for game in rules_pages.GAMES:
        for lang in rules_pages.LANGUAGES:
            served = page.request.get(voila.render_url(rules_pages.page_name(game, lang)))
            assert served.ok and 'id="' + rules_pages.GAMES[game].lower() + '1"' in served.text(), (game, lang)
            assert f'<html lang="{lang}">' in served.text(), (game, lang)


def a_lesson_reruns_with_the_values_set_on_its_controls(page):
    """On Hue's app in French, open (test_voila_pages.py runs this on its page). Issue 7: 'run again with another seed
    or more rounds' was addressed to code Voila hides. In the app, a slider moved and Run clicked redraw the lesson's
    figures with the new values."""
    from playwright.sync_api import expect

    runner = page.locator(".lesson-runner").first
    run = runner.get_by_role("button", name="Lancer")
    expect(run).to_be_visible(timeout=240_000)
    expect(runner.locator("img")).to_have_count(0)            # nothing computed at load (issue 10)
    run.click()
    expect(runner.locator("img").first).to_be_visible(timeout=120_000)
    done = runner.locator(".lesson-run-bar").get_by_text("✓", exact=True)
    expect(done).to_be_visible(timeout=120_000)
    before = runner.locator("img").first.get_attribute("src")
    seed = runner.locator("[role=slider]").nth(1)
    seed.focus()
    seed.press("ArrowRight")
    assert float(seed.get_attribute("aria-valuenow")) == 2
    runner.get_by_role("button", name="Lancer").click()
    page.wait_for_function("([runner, before]) => runner.querySelector('img').getAttribute('src') !== before",
                           arg=[runner.element_handle(), before], timeout=120_000)
    expect(done).to_be_visible()


CHANGE_WORDS = re.compile(r"(?i)\b(chang|modifi|relan|run again|re-?run|edit)")
CODE_NAME = re.compile(r"`[A-Za-z_][\w.]*(\([^`]*\))?`")
SENTENCE = re.compile(r"[^.!?]+[.!?]?")


def prose_with_code(path):
    """The notebook's Markdown cells as written (code spans kept)."""
    return [cell.source for cell in nbformat.read(path, as_version=4).cells if cell.cell_type == "markdown"]


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.name)
def test_no_prose_asks_the_reader_to_change_code(path):
    """Issue 7: in Voila code is hidden, so no sentence may invite a change of a name in the code ('change
    `players`', 'changez les graines (`seed`)') or to run a code cell again: those values are controls."""
    for text in prose_with_code(path):
        assert not re.search(r"(?i)cellules? de code|code cells?", text), f"{path.name}: {text[:80]!r}"
        for sentence in SENTENCE.findall(text):
            if CHANGE_WORDS.search(sentence):
                assert not CODE_NAME.search(sentence), f"{path.name} asks to change code: {sentence.strip()!r}"


# Issue 7, point 5: what readers who knew none of the games could not find in the notebooks. Each point
# must be stated in plain prose (the English side is checked; the French stands beside it).
STATED = {
    "ohio.ipynb": {
        "one Ohio each": r"each\s+player has exactly one Ohio",
        "after Ohio-only tricks": r"while the trick holds only Ohio\s+cards\*\*.*any card may follow",
        "a kept Ohio costs 10": r"an Ohio card\s+kept in hand costs 10 points",
        "a player with no cards": r"played their last card stays in the trick.*can\s+then only \*\*pass",
        "one round or several": r"one round\*\*.*several rounds",
        "everything seen, tricks face down": r"Everyone sees the cards played\*\* and announces.*tricks won\s+are stacked face down",
        "two Ohio cards, two players": (r"Each player holds only one Ohio card\*\*.*the two Ohio cards come from two\s+"
                                        r"different players"),
        "the last card led": (r"This holds for a player who leads a trick with\s+their last card too\*\*: they must "
                              r"play it.*if all pass, the leader wins the trick; if the turn comes back to them, they "
                              r"pass\. Either way the round\s+ends with that trick"),
        "the tricks in the exercise": r"The won cards are set out \*\*trick by trick\*\*: one frame per trick",
    },
    "yozu.ipynb": {
        "the next Oracle": r"their left neighbour\*\* \(the next player clockwise\) \*\*becomes the Oracle",
        "the Oracle wins with its card": r"if the card it places completes its own display, it wins",
        "two displays at once": r"both displays at once\*\*, the finder wins",
        "2-player mode": r"with two the game is a learning mode: there is a single guesser",
        "every answer is the Oracle's": r"The Oracle gives every answer itself, even when only one is possible",
        "an identical pair goes back": (r"\*\*put them back into the deck\*\*, shuffle it and draw two new ones.*"
                                        r"\*\*both cards go back into\s+the deck\*\*, which keeps its size"),
        "one element on both cards": (r"An element present \*\*on both cards\*\* \(two Pandas\) counts once: the "
                                      r"Oracle\s+announces it, its only answer"),
        "a guess may be repeated": r"\*\*A guess may\s+repeat an earlier one\*\*: only the element just revealed is barred",
        "each Oracle draws two new cards": r"\*\*becomes the Oracle\*\* and \*\*draws two new cards\*\* from\s+the deck",
    },
    "hue.ipynb": {
        "Oya": r"The \*\*Oya\*\* is the player who begins",
        "standard cards": r"The \*\*standard cards\*\* are the 20 plain \*\*and\*\*\s+striped cards",
        "stack height": r"height\*\* counts all its cards, \*\*the bottom one included",
        "covering poison": r"Covering a ☠ square removes its\s+poison",
        "first square and direction": r"The first square is the \*\*left\*\* one when the card points\s+\*\*east\*\*.*The direction says",
        "cell 0,0": r"Cell \*\*\(0, 0\)\*\* is the first square of the first start card",
        "seats clockwise": r"Seats are numbered in that direction",
        "a corner is not a side": (r"\*\*Touching at a corner is not enough\*\*: for rule 1, a square of the card must "
                                   r"share a whole side"),
        "why never 5": (r"\*\*Why never 5\?\*\* A cell has \*\*4 neighbours\*\*.*each card of the pile takes a\s+"
                        r"different neighbour: 4 neighbours, at most 4 cards"),
        "how stripes join": (r"A stripe touches the neighbouring square along its \*\*long side over its whole "
                             r"length\*\*, and the square\s+\*\*at its end\*\* over \*\*a third of a side\*\* only"),
    },
    "yoyo.ipynb": {
        "the cards": (r"64 cards: the \*\*blue\*\* cards 1 to 20 \(in notation, the command line's, `B1` to `B20`\) "
                      r"and the \*\*red\*\* cards 1 to 20 \(`R1` to `R20`\), where 1, 2, 19 and 20 exist twice"),
        "up and down": r"After a blue card the pile \*\*goes up\*\*.*After a red card it \*\*goes down\*\*",
        "the colour switch": r"A card of the same value in the\s+other colour \*\*switches the direction\*\*",
        "a yellow on its value or a yellow": (r"\*\*on a card of the same value\*\*, or \*\*on another yellow\*\*, "
                                              r"its player \*\*chooses the\s+direction\*\*"),
        "free play": (r"the top card of the pile is \*\*the one this player laid on their previous turn\*\*, "
                      r"they may lay \*\*any card\*\*"),
        "drawing when stuck": r"Who cannot \*\*draws one card\*\*; if it can be laid it is laid \*\*at once\*\*",
        "series": r"\*\*follow each other\s+by exactly 1\*\*, of one colour, plus yellows",
        "each yellow action": r"\*\*Skip\*\*.*\*\*Steal\*\*.*\*\*Pass\*\*.*\*\*Redeal\*\*",
        "the stock running out": (r"the pile is gathered, \*\*except its top card\*\*.*"
                                  r"\*\*exhausted for the second time\*\*, the round ends"),
        "scoring": (r"they get \*\*\+5 points\*\*, every other player \*\*−1 point per card\*\*.*"
                    r"\*\*only the minus points count\*\*"),
        "the match": (r"\*\*twice as many rounds as there are players\*\*; from the second round on, "
                      r"\*\*the player with the\s+fewest points begins\*\*"),
        # Issue 25: what Yoyo readers missed.
        "a series that begins with a yellow": (r"\*\*A series may begin with a yellow\*\*.*on a high pile.*"
                                               r"\*\*A series goes the way of its colour\*\*.*\*\*goes up, at\s+8\*\*"),
        "yellows on the empty pile": (r"\*\*On the empty pile it goes either way and gives the pile its own way\*\*: "
                                      r"`Y11 Y12` goes up.*`Y12 Y11` goes down"),
        "free play after a skip": r"\*\*with 2 players only\*\*, after a skip: with 3 players or more the skip hands the turn",
        "the left neighbour": r"left neighbour, \*\*the next player in turn order\*\*",
        "one card from each of two": (r"une carte au hasard à chacun de deux autres joueurs\s+de son choix\*\*, deux cartes "
                                      r"en tout.*a card at random from each of two other players of\s+their choice\*\*, "
                                      r"two cards in all"),
        "the leaflet's yellow faces": (r"it describes the yellow\s+cards by their faces.*\*\*the project's decision\*\*.*"
                                       r"\*\*if you own the game\*\*, compare it with your yellow\s+cards"),
    },
    "woo.ipynb": {
        # Issue 25: what Woo readers missed.
        "who leads after a tie": (r"the round's Oya, the player who led its first trick\*\*: that player\s+"
                                  r"\*\*leads the next round\*\*, whoever won the last trick"),
        "the tie's bonus": r"will receive \*\*1 bonus Woo\*\* \(2 after two ties in a row",
        "the turn in order": (r"\*\*After winning a trick in the open phase\*\*: draw, close \(\"On ferme !\"\) or call "
                              r"\"Victoire !\"\..*\*\*Before leading\*\*: exchange the trump zero, announce a marriage, "
                              r"close, \*\*in any\s+order\*\*.*\*\*Lead\*\* a card.*\*\*After the last trick\*\*, its "
                              r"winner: end the round \(taking the last\s+trick's \*\*10 points\*\*.*or call \"Victoire !\""),
        "Victoire by either player": r"may be called by \*\*either player, at any of their decisions\*\*",
        "a marriage in the closed phase": (r"A \*\*marriage\*\* may also be announced \*\*in the closed phase\*\*: "
                                           r"it scores\s+\*\*no points\*\*"),
        "7 Woo or more": r"A \*\*match\*\* ends as soon as a player reaches\s+\*\*7 Woo or more\*\*",
        "the points hidden, and the aid": (r"the table does not\s+show the points: the treasure is a face-down pile.*"
                                           r"tick \"Show the points\", a learning aid"),
    },
}


@pytest.mark.parametrize("name", sorted(STATED))
def test_each_notebook_states_what_readers_could_not_find(name):
    text = " ".join(rules_pages.RULE_ANCHOR.sub(r"\2", cell) for cell in prose_with_code(NOTEBOOKS / name))
    missing = [point for point, pattern in STATED[name].items() if not re.search(pattern, text, re.DOTALL)]
    assert not missing, f"{name} does not state: {missing}"


# The language an app is opened in (issue 11): ?lang=fr or ?lang=en, the gallery's switch.

@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.name)
def test_each_app_reads_its_language_from_its_url_in_its_first_cell(path):
    """Every code notebook sets LANG = page_language() in its first code cell, before any picture is drawn."""
    code = [cell for cell in nbformat.read(path, as_version=4).cells if cell.cell_type == "code"]
    if code:
        assert "LANG = page_language()" in code[0].source, f"{path.name}'s first cell does not read ?lang="


def test_the_page_language_comes_from_the_query_string(monkeypatch):
    """i18n.use_page_language: lang=fr / lang=en in the query string becomes every picture's default language
    for the session; another value or none leaves the computer's language."""
    from cardlib.text import i18n

    monkeypatch.setattr(i18n, "_page_language", None)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert i18n.query_language("a=1&lang=en") == "en" and i18n.query_language("lang=de") is None
    assert i18n.use_page_language("lang=xx") == "fr" == i18n.default_language()
    monkeypatch.setenv("QUERY_STRING", "lang=en")
    assert i18n.use_page_language() == "en" == i18n.default_language()
    from widgets.ohio import picture
    from cardlib import new_game

    assert 'lang="en"' in picture(new_game("ohio", players=3, seed=1)).data


def test_a_preheated_kernel_runs_in_the_pools_language_without_waiting(monkeypatch):
    """A kernel Voila preheated (VOILA_PREHEAT=True) runs its notebook before any request, so it has no query
    string: it uses the pool's language (CARDGAMES_LANGUAGE, else the server's) at once; the gallery server
    gives a page asking for another language a kernel of its own (gallery_server.kernels)."""
    from types import SimpleNamespace

    from cardlib.text import i18n
    from widgets import language

    # gallery_server's package imports Voila, which voila.py shadows in the repository root: load the module alone
    spec = importlib.util.spec_from_file_location("gallery_kernels", ROOT / "gallery_server" / "kernels.py")
    kernels = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kernels)
    asks_another_language = kernels.asks_another_language

    monkeypatch.setattr(i18n, "_page_language", None)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.setenv("CARDGAMES_LANGUAGE", "fr")
    assert language.page_language() == "fr"
    page = lambda query: SimpleNamespace(request=SimpleNamespace(query=query))    # noqa: E731
    assert asks_another_language(page("lang=en")) and not asks_another_language(page("lang=fr"))
    assert not asks_another_language(page("")) and not asks_another_language(None)
    monkeypatch.setenv("QUERY_STRING", "lang=en")                 # a kernel started for the request
    assert language.page_language() == "en"


def test_dev_py_gallery_lang_sets_the_pools_languages(monkeypatch):
    """dev.py gallery --lang en: Voila's environment names the languages its preheated kernels run in; by default
    those of the gallery's links, French (its default) first, whatever the computer's language (issue 23: under
    LANG=C.UTF-8 the pool was English while every default link asked for French)."""
    monkeypatch.delenv("CARDGAMES_LANGUAGE", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert dev.gallery_environment(1, None, None, "en")["CARDGAMES_LANGUAGE"] == "en"
    assert dev.gallery_environment(1, None, None)["CARDGAMES_LANGUAGE"] == "fr,en"
    assert "CARDGAMES_LANGUAGE" not in dev.gallery_environment(1, None, None, None)
    assert dev.pool_languages_option("fr, en,fr") == "fr,en"
    with pytest.raises(dev.argparse.ArgumentTypeError, match="among"):
        dev.pool_languages_option("fr,xx")
    from cardlib.text import prose

    # the gallery's languages are those its prose is written in, French first (the static site's default too)
    assert prose.languages(nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4)) == dev.GALLERY_LANGUAGES.split(",")
