"""How long each guided first game takes (issue 35, ``cardlib.guide``): its steps, the moves of the whole game, the
words a student reads in each language, and an estimate of the minutes, beside the time a student spends reading
the rules on the game's page.

The estimate: the guide's texts (intro, each step's instruction and note, the summary) read at ``WORDS_PER_MINUTE``
(a 13-year-old reading carefully, not aloud), plus ``SECONDS_PER_MOVE`` for each of the student's moves (finding the
marked part, clicking it, watching the replies drawn one by one). The peer, measured in the same run: the words of
the rules step by step on the game's page in the same language (its markdown cells after the ``rules`` anchor),
read at the same pace; the ratio says how much shorter the guided game is than reading the rules.

    .venv/bin/python benchmarks/guided_games.py            # every game, French and English
    .venv/bin/python benchmarks/guided_games.py --json
"""

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import cardlib  # noqa: E402
from cardlib import guide  # noqa: E402
from cardlib.text import i18n, prose  # noqa: E402

WORDS_PER_MINUTE = 120
SECONDS_PER_MOVE = 10


def words(text):
    """The words of ``text`` (markup and rule links left out)."""
    return len(re.findall(r"[\w’'-]+", re.sub(r"<[^>]+>", " ", text)))


def guide_words(game, lang):
    """The words a student reads through the guided game of ``game`` in ``lang``."""
    script = guide.load(game)
    played = guide.Guide(script)
    read = [played.intro()]
    while not played.over:
        read.append(played.instruction())
        after = played.play()
        if after is not None:
            read.append(after)
    read += played.summary()
    return sum(words(i18n.translate(message, lang)) for message in read)


def rules_words(game, lang):
    """The words of the rules step by step on ``game``'s page in ``lang`` (its prose after the rules anchor)."""
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / f"{game}.ipynb", as_version=4)
    cells = [cell.source for cell in nb.cells if cell.cell_type == "markdown" and prose.cell_language(cell) == lang]
    start = next((k for k, text in enumerate(cells) if 'id="rules"' in text), 0)
    return sum(words(text) for text in cells[start:])


def measure(game, lang):
    """One row: steps, moves, words and minutes of the guided game; the rules page's words and minutes."""
    script = guide.load(game)
    guided = guide_words(game, lang)
    minutes = guided / WORDS_PER_MINUTE + len(script.steps) * SECONDS_PER_MOVE / 60
    rules = rules_words(game, lang)
    return {"game": game, "lang": lang, "steps": len(script.steps), "moves": len(script.moves()), "words": guided,
            "minutes": round(minutes, 1), "rules_words": rules, "rules_minutes": round(rules / WORDS_PER_MINUTE, 1),
            "ratio": round(minutes / (rules / WORDS_PER_MINUTE), 2) if rules else None}


def main(argv=None):
    """Print the table (or ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = [measure(game, lang) for game in cardlib.GAMES if guide.script_path(game).is_file() for lang in ("fr", "en")]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'game':<6}{'lang':>5}{'steps':>7}{'moves':>7}{'words':>7}{'minutes':>9}   "
          f"{'rules page: words':>18}{'minutes':>9}{'guided / rules':>16}")
    for row in rows:
        print(f"{row['game']:<6}{row['lang']:>5}{row['steps']:>7}{row['moves']:>7}{row['words']:>7}{row['minutes']:>9}   "
              f"{row['rules_words']:>18}{row['rules_minutes']:>9}{row['ratio']:>16}")
    print(f"(reading at {WORDS_PER_MINUTE} words a minute, {SECONDS_PER_MOVE} s per move of the student's)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
