"""The texts the language check reads (``cardlib.text.language_check``): every catalogue message rendered with
typical parameters, and the texts of a few games played by bots.

- ``rendered(catalogues)``: every key of the English catalogue, in French and English, with each count at 0,
  1 and 2, each player, each card of the key's game, each of its moves, one parameter varied at a time (the
  others at their default). Parameters are guessed by name (``DEFAULTS``, ``COUNTS``, ``DECIMALS``) and by
  format spec (``{worst:.1f}`` takes a float).
- ``played(games)``: the log, the bots' reasons and the refusals of a few illegal moves of seeded games.

Catalogues from before moves were said in words (no ``move.*`` key) are rendered as the code of their time
called them: a move is its notation ("pass", "play QS"), a decimal number as Python writes it ("-0.4").
"""

import random
import string
from dataclasses import dataclass

from ..games import GAMES, game_module
from . import i18n
from .catalogues import placeholders

LANGS = ("fr", "en")
PLAY_SEEDS = (1, 2)          # games played per game by the bots
SEARCH_POSITIONS = 2         # positions of each played game where the search bot explains (0.3 s each)
REFUSAL_POSITIONS = (0, 2, 5, 9, 14)   # moves after which a few illegal moves are tried
MOVES_PER_KIND = 2           # moves kept of each kind (first word and length of their notation)

PLAYERS = (0, 1, 2)
PLAYER_LISTS = ([0], [1, 2])
COUNT_SAMPLES = (0, 1, 2)
# Parameters holding a whole number (besides n, count and a plural entry's count): each takes 0, 1 and 2.
COUNTS = frozenset("""n count stock total games rounds round size seats worlds tricks points won most moves legal
    k m s number pairs deals each left states yellows tried failures refusals shown first times bonus reach
    score scores_n wins cards unseen threshold played_rounds len_deck len_positions len_rows self_games
    data_deals data_games data_sampled_close_samples last_games ninths area length limit found low high
    squares cells next_unseen positions_0_players numbers_next_hand numbers_playable numbers_stock
    numbers_unseen total_k trumps void cost p0 p1 t0 t1 x y current""".split())
# Parameters holding a decimal number, and their sample: per language (i18n.number) for catalogues of today,
# as Python writes it for catalogues from before issue 24 (what their code passed).
DECIMALS = {"margin": (-0.4, 1, True), "mean": (0.65, 2, True), "gap": (0.5, 2, False), "error": (0.25, 2, False),
            "best_value": (1.5, 2, False), "odds": (0.25, 2, False), "factor": (1.5, 1, False),
            "half": (0.05, 3, False), "last_estimate": (0.125, 4, False), "float_mean": (1.25, 3, False),
            "float_p": (0.125, 3, False), "float_expected": (1.25, 1, False), "worst": (1.2, 1, False),
            "value": (0.5, 2, True), "baseline": (0.5, 2, False)}
ANIMALS, SEASONS = ("carp", "tiger", "panda", "dragonfly"), ("spring", "summer", "autumn", "winter")
ELEMENTS = {"element": ANIMALS + SEASONS, "animal": ANIMALS, "season": SEASONS}
DEFAULTS = {"bot": "search", "name": "search", "rule": "W5", "percent": 40, "seed": 7, "sigmas": 3, "tolerance": 3,
            "app": "woo", "game": "woo", "lineup": "search, greedy", "python": "python3", "path": "deal.json",
            "seconds": 1, "sample": 3, "colour": "R", "colours": "R, B", "code": "R",
            "suit": "spades", "sym": "♠", "examples": "'play 7', 'pass'", "notation": "xyzzy"}


@dataclass
class GameSamples:
    """A game's cards (notations) and a sample of its moves (each a Message in words, or its notation)."""

    cards: list
    moves: list


def game_of(key):
    """The game a key belongs to ('woo' for ``woo.draw``, ``ui.woo.x``, ``bot.woo.x``, ``bot.search.woo.x``,
    ``lesson.woo_questions.x``, ``move.woo.play``, ``guide.woo.x``), or None."""
    parts = key.split(".")
    for game in GAMES:
        if parts[0] == game or (len(parts) > 1 and parts[0] in ("ui", "bot", "move", "guide") and parts[1] == game) \
                or (parts[0] == "lesson" and len(parts) > 1 and parts[1].startswith(game)) \
                or parts[:3] == ["bot", "search", game]:
            return game
    return None


def legacy():
    """True for catalogues from before moves were said in words (no ``move.*`` message)."""
    return not any(key.startswith("move.") for key in i18n.keys())


def _cards(game):
    return list(game_module(game).SAMPLE_CARDS)


def move_value(game, action):
    """What the code shows of a move: its words (``cardlib.move_words``) when the game says moves in words
    and the catalogues have them, else its notation."""
    module = game_module(game)
    if legacy() or not hasattr(module, "move_words"):
        return str(action)
    return module.move_words(action)


def _moves(game, seeds=(1, 2)):
    """Moves of each kind met in random games of ``game``: up to MOVES_PER_KIND of each."""
    import cardlib
    kept = {}
    for seed in seeds:
        rng = random.Random(seed)
        state = cardlib.new_game(game, seed=seed)
        while not state.is_over:
            options = [state.random_action(rng) for _ in range(3)]
            if game != "hue":
                options += state.legal_actions()
            for action in options:
                words = str(action).split()
                kind = kept.setdefault((words[0], len(words)), [])
                if len(kind) < MOVES_PER_KIND and str(action) not in map(str, kind):
                    kind.append(action)
            state = state.apply(options[0])
    return [action for kind in kept.values() for action in kind]


def game_actions():
    """``{game: [action, ...]}``: the moves sampled of each game, played with the catalogues loaded now (the
    project's: the code of today may need messages older catalogues lack). A game that fails has none."""
    found = {}
    for game in GAMES:
        try:
            found[game] = _moves(game)
        except Exception:            # reported by played()
            found[game] = []
    return found


def game_samples(actions):
    """``{game: GameSamples}`` for the catalogues loaded now, the moves those of ``actions`` (game_actions)."""
    found = {}
    for game in GAMES:
        moves = []
        for action in actions[game]:
            try:
                moves.append(move_value(game, action))
            except Exception:
                moves.append(str(action))
        found[game] = GameSamples(_cards(game), moves)
    return found


def _specs(templates):
    """``{parameter: format spec}`` of the placeholders of ``templates``."""
    specs = {}
    for template in templates:
        for _, field, spec, _ in string.Formatter().parse(template):
            if field is not None:
                specs.setdefault(field.split(".")[0].split("[")[0], spec or "")
    return specs


class PythonFloat(float):
    """A float that ``cardlib.text.i18n`` leaves as Python writes it ('1.2'), as every float parameter was
    written before issue 24 (i18n now writes a plain float in the text's language)."""


def _decimal(name, lang, old):
    value, digits, sign = DECIMALS[name]
    if old:
        return f"{value:{'+' if sign else ''}.{digits}f}"
    return i18n.number(value, lang, digits, sign)


def _variants(name, spec, game, samples, counted, lang, old):
    """The values parameter ``name`` takes: its default first, then the others tried."""
    if spec and spec[-1] in "fe%":
        return [PythonFloat(1.25) if old else 1.25]
    if spec and spec[-1] == "g":
        return [3]
    if name in i18n.PLAYER_PARAMS:
        return [1, *PLAYERS]
    if name in i18n.PLAYER_LIST_PARAMS:
        return list(PLAYER_LISTS)
    if name == "move":
        moves = samples[game].moves if game else [samples[g].moves[0] for g in GAMES] + \
            [m for g in GAMES for m in samples[g].moves if str(m) in ("pass", "draw", "nothing")]
        return moves or ["pass"]
    if name in ELEMENTS:
        return list(ELEMENTS[name])
    if name in i18n.CARD_PARAMS and game is None and name in ("last", "lowest"):
        return ["7"]                  # outside a game (cli.sim.records): a number the code passes
    if name in i18n.CARD_PARAMS:
        return samples[game].cards if game else [samples[g].cards[0] for g in GAMES]
    if name == "pair":                # two cards in notation: what the Yoyo code of before issue 24 passed
        return [" ".join(samples["yoyo"].cards[14:16])] if old else ["…"]
    if name in DECIMALS:
        return [_decimal(name, lang, old)]
    if name == counted or name in COUNTS:
        return [2, *COUNT_SAMPLES]
    if name in DEFAULTS:
        return [DEFAULTS[name]]
    return ["…"]


def rendered(catalogues, samples, langs=LANGS):
    """``[(key, lang, text), ...]``: every key of the English catalogue rendered in ``langs`` with one parameter
    varied at a time (distinct texts only). ``catalogues``: ``{lang: Catalogue}`` (those loaded in ``i18n``)."""
    old = legacy()
    plurals = i18n.plural_keys()
    out = []
    for key in i18n.keys():
        game = game_of(key)
        templates = [form for lang in langs if key in catalogues[lang].entries
                     for form in catalogues[lang].entries[key].forms]
        specs = _specs(templates)
        names = set().union(*(placeholders(t) for t in templates)) if templates else set()
        counted = plurals.get(key)
        if counted:
            names.add(counted)
        for lang in langs:
            options = {name: _variants(name, specs.get(name, ""), game, samples, counted, lang, old)
                       for name in sorted(names)}
            base = {name: values[0] for name, values in options.items()}
            seen = set()
            trials = [base] + [{**base, name: value} for name, values in options.items() for value in values[1:]]
            for params in trials:
                try:
                    shown = i18n.text(key, lang, **params)
                except (KeyError, IndexError, ValueError, TypeError, AttributeError):
                    continue
                if shown not in seen:
                    seen.add(shown)
                    out.append((key, lang, shown))
    return out


def _say(messages, game, where, langs):
    for message in messages:
        key = getattr(message, "key", None)
        for lang in langs:
            yield f"{game} {where} {key or ''}".strip(), key, game, lang, i18n.translate(message, lang)


def played(actions, games=GAMES, langs=LANGS):
    """``[(source, key, game, lang, text), ...]``: the log of ``PLAY_SEEDS`` games of each game played by the
    greedy bot (random moves in the second), every bot reason at each move, the search bot's at a few
    positions, and the refusals of moves illegal at a few positions (``actions``: game_actions), each in ``langs``. A game whose code
    fails gives ``(source, None, game, None, error)``."""
    import cardlib
    from .. import bots
    out = []
    for game in games:
        try:
            for seed in PLAY_SEEDS:
                state = cardlib.new_game(game, seed=seed)
                seen_moves = [*state.info.notation_examples, "xyzzy", "play", *map(str, actions.get(game, ()))]
                step = 0
                while not state.is_over:
                    name = "greedy" if seed == PLAY_SEEDS[0] else "random"
                    bot = bots.get(name, game, seed=seed * 100 + step)
                    out += _say(bots.reasons(bot, state), game, f"bot {name}", langs)
                    if step in (1, 6)[:SEARCH_POSITIONS] and seed == PLAY_SEEDS[0]:
                        out += _say(bots.reasons(bots.get("search", game, seed=step), state), game, "bot search", langs)
                    if step in REFUSAL_POSITIONS:
                        for notation in dict.fromkeys(seen_moves):
                            refusal = state.explain(notation)
                            if refusal is not None:
                                out += _say([refusal], game, "refusal", langs)
                    action = bot.choose(state)
                    seen_moves.append(str(action))
                    state = state.apply(action)
                    step += 1
                out += _say(state.log, game, "log", langs)
        except Exception as error:            # a game the tree cannot play now: a fault, not a crash
            out.append((f"{game} play", None, game, None, f"{type(error).__name__}: {error}"))
    return out
