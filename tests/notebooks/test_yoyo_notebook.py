"""What Yoyo readers missed (issue 25), as the notebook computes it and the rules page states it.

The notebook's examples are computed by the engine and asserted in their cells; these tests read the outputs saved
in ``notebooks/yoyo.ipynb``, in French, the language it is saved in, one language only (issue 34)
(``tests/notebooks/test_notebooks.py`` fails while those differ from what the code makes now)
and the table of ``docs/yoyo.md``, and check them against the engine: the leaflet's yellow faces beside the values
that carry each action (RULES.md Y1), a series that begins with a yellow on a high pile, and a series of yellows on
the empty pile (Y7).
"""

import re
from html import unescape

import nbformat
import pytest

from cardlib.text import i18n
from cardlib.yoyo.cards import ACTION, DECK, VALUE
from conftest import NOTEBOOKS, ROOT

# The leaflet (seeds/yoyo.fr.txt, « Les différentes cartes jaunes ») describes each yellow card by its face:
# « 3 têtes sur fond vert : fait passer le tour du joueur suivant », « +2 jaune sur fond rouge : le joueur suivant
# tire une carte dans le jeu de 2 joueurs de son choix », « 3 cartes blanches sur fond bleu : chaque joueur passe une
# de ses cartes à son voisin de gauche », « Cartes blanches sur fond mauve : toutes les cartes que les joueurs ont en
# main sont reprises ».
LEAFLET_FACES = {"skip": "3 têtes sur fond vert", "steal": "+2 jaune sur fond rouge",
                 "pass": "3 cartes blanches sur fond bleu", "redeal": "Cartes blanches sur fond mauve"}


def carried(action):
    """The values of the yellow cards whose action (RULES.md Y1: (value - 3) mod 4) is ``action``, per the engine."""
    return [VALUE[card] for card in sorted(set(DECK)) if ACTION[card] == action]


def outputs(cell_id):
    """(printed text, [HTML of each display]) of the notebook's code cell ``cell_id``, as saved."""
    cell = next(c for c in nbformat.read(NOTEBOOKS / "yoyo.ipynb", as_version=4).cells if c.get("id") == cell_id)
    printed = "".join(out.get("text", "") for out in cell.outputs if out.output_type == "stream")
    shown = [out.data["text/html"] for out in cell.outputs if "text/html" in out.get("data", {})]
    return printed, shown


def words(html):
    """The text of ``html``, styles dropped, tags a space, spaces collapsed."""
    html = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_y1_the_engine_gives_each_leaflet_face_four_yellow_values():
    assert {action: carried(action) for action in LEAFLET_FACES} == {
        "skip": [4, 8, 12, 16], "steal": [3, 7, 11, 15], "pass": [5, 9, 13, 17], "redeal": [6, 10, 14, 18]}


@pytest.mark.parametrize("action", sorted(LEAFLET_FACES))
def test_the_notebook_sets_each_leaflet_face_beside_its_action_and_its_values(action):
    """Issue 25: the leaflet describes the physical yellow cards by their faces, the project maps values to actions
    (Y1); the notebook's table, computed from ``cardlib.yoyo.cards`` ACTION and VALUE, sets them side by side."""
    _, shown = outputs("yoyo-i25-b")
    rows = [[words(cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", shown[-1], re.S)]
    row = next(row for row in rows if row and f"« {LEAFLET_FACES[action]} »" in row[0])     # saved in French
    assert i18n.text(f"ui.yoyo.action.{action}", "fr") in row[1]
    assert row[2] == ", ".join(map(str, carried(action)))
    assert len([r for r in rows if r]) == 4


def test_the_rules_page_sets_each_leaflet_face_beside_its_action_and_its_values():
    """docs/yoyo.md#yellow-faces (the rules page the apps link to): the same table, which must agree with the engine."""
    source = (ROOT / "docs" / "yoyo.md").read_text(encoding="utf-8")
    table = source[source.index('<a id="yellow-faces"></a>'):source.index('<a id="readings"></a>')]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table.splitlines() if line.startswith("| «")]
    assert len(rows) == 4
    for action, face in LEAFLET_FACES.items():
        row = next(row for row in rows if row[0].startswith(f"« {face} »"))
        assert row[1].startswith(f"{action}:") and row[2] == ", ".join(map(str, carried(action)))


def test_the_notebook_lays_a_series_that_begins_with_a_yellow_on_a_high_pile():
    """RULES.md Y7: « a series may start with a yellow »; « Yellows in a series count only for their value »;
    « Afterwards the direction is the series' colour ». On a blue 18 going up, the yellow 5 starts a blue series
    again from 5; on a red 18 going down the same series is refused."""
    printed, shown = outputs("yoyo-i25-d")
    assert ("Règle Y7\u00a0: Joueur 2 pose en série la carte jaune 5, la carte bleue 6, la carte bleue 7 et la carte "
            "bleue 8\u00a0: la pile va vers le haut.") in printed
    refusal, pile = words(shown[0]), words(shown[1])
    assert ("Règle Y7 : cette série va vers le bas (d'après sa première carte et la pile), mais elle monte de la carte "
            "jaune 5 à la carte bleue 6.") in refusal
    assert "La pile monte" in pile and "Valeur 8" in pile


def test_the_notebook_lays_a_series_of_yellows_on_the_empty_pile_both_ways():
    """RULES.md Y7: a series of yellows « on the empty pile goes either way and gives the pile its own way
    (`Y11 Y12`: up; `Y12 Y11`: down) »; « a yellow laid last, whose action applies » (the 12 skips, the 11 steals)."""
    printed, shown = outputs("yoyo-i25-f")
    printed = printed.replace("\u00a0", " ")
    assert "Règle Y7 : Joueur 1 pose en série la carte jaune 11 et la carte jaune 12 : la pile va vers le haut." in printed
    assert "Règle Y7 : Joueur 1 pose en série la carte jaune 12 et la carte jaune 11 : la pile va vers le bas." in printed
    assert "Règle Y8 : Joueur 2 passe son tour." in printed
    assert "Règle Y8 : Joueur 2 tire une carte au hasard chez Joueur 1." in printed
    assert "La pile descend" in words(shown[-1]) and "Valeur 11" in words(shown[-1])
