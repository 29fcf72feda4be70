"""Woo's text: card names, every log entry and refusal, in French and English.

Registered in the ``cardlib.i18n`` catalogue when ``cardlib.woo`` is imported (rules W1-W16).
Messages about a suit have one key per suit (``woo.refuse.must_win.H``), the suit's name written
into each language. Refusals say the rule and the fact, e.g. "W5: in the closed phase you must
follow hearts and win the trick: you hold the K of hearts".
"""

from . import i18n
from .woo_cards import CARDS, NOTATION, SUITS

SUIT_NAMES = {"en": ("hearts", "diamonds", "clubs", "spades"), "fr": ("cœur", "carreau", "trèfle", "pique")}
RANK_NAMES = {"en": ("zero", "J", "Q", "K", "10", "A"), "fr": ("zéro", "valet", "reine", "roi", "10", "as")}
# French names carry their article ("l'as de cœur", "la reine de pique"), so French sentences write
# "{card}" where the English ones write "the {card}".
_FR_ARTICLE = ("le ", "le ", "la ", "le ", "le ", "l'")

i18n.register({f"card.{NOTATION[c]}": {
    "en": f"{RANK_NAMES['en'][c % 6]} of {SUIT_NAMES['en'][c // 6]}",
    "fr": f"{_FR_ARTICLE[c % 6]}{RANK_NAMES['fr'][c % 6]} de {SUIT_NAMES['fr'][c // 6]}"} for c in CARDS})

# Per-suit messages: {"key": (rule, en, fr)} with {s} standing for the suit's name.
_PER_SUIT = {
    "woo.refuse.must_win": (
        "W5", "in the closed phase you must follow {s} and win the trick: you hold the {card}.",
        "en phase fermée vous devez fournir à {s} et gagner le pli : vous avez {card}."),
    "woo.refuse.must_follow": (
        "W5", "in the closed phase you must follow {s}: you hold the {card}.",
        "en phase fermée vous devez fournir à {s} : vous avez {card}."),
    "woo.refuse.must_trump": (
        "W5", "in the closed phase, without the suit led, you must play a trump ({s}): you hold the {card}.",
        "en phase fermée, sans la couleur jouée, vous devez jouer atout ({s}) : vous avez {card}."),
    "woo.refuse.marry_pair": (
        "W8", "a marriage needs the K and Q of the same suit: you do not hold both of {s}.",
        "un mariage demande le roi et la reine d'une même couleur : vous n'avez pas les deux à {s}."),
    "woo.refuse.marry_twice": (
        "W8", "at most one marriage per trick: you have announced the marriage of {s}.",
        "un seul mariage par pli : vous avez annoncé le mariage à {s}."),
    "woo.refuse.marriage_lead": (
        "W8", "after announcing the marriage of {s} you must lead its K or Q, not the {card}.",
        "après avoir annoncé le mariage à {s} vous devez ouvrir avec son roi ou sa reine, pas {card}."),
    "woo.marry": (
        "W8", "{player} announces the marriage of {s} and takes its Marriage card: {points} points.",
        "{player} annonce le mariage à {s} et prend sa carte Mariage : {points} points."),
    "woo.marry_void": (
        "W8", "{player} announces the marriage of {s} without right (no trick won yet, or closed phase): "
              "no points, but must lead its K or Q.",
        "{player} annonce le mariage à {s} sans y avoir droit (aucun pli gagné ou phase fermée) : "
        "aucun point, mais doit ouvrir avec le roi ou la reine."),
}
for _key, (_rule, _en, _fr) in _PER_SUIT.items():
    i18n.register({f"{_key}.{s}": {"rule": _rule, "en": _en.replace("{s}", SUIT_NAMES["en"][k]),
                                   "fr": _fr.replace("{s}", SUIT_NAMES["fr"][k])}
                   for k, s in enumerate(SUITS)})

_RESULT_EN = " ({points} points): {player} wins {woo} Woo."
_RESULT_FR = " ({points} points) : {player} gagne {woo} Woo."
# After tied rounds (W14) the winner's sentence adds the bonus: ``woo.result.<case>.bonus``.
_BONUS_EN = " ({points} points): {player} wins {woo} Woo, plus {bonus} bonus Woo for the tied rounds before (W14)."
_BONUS_FR = " ({points} points) : {player} gagne {woo} Woo, plus {bonus} Woo de bonus pour les manches nulles d'avant (W14)."
# The rows of W12-W13 that decide a round: (rule, why in English, why in French).
_RESULTS = {
    "scale3": ("W12", "the opponent has no trick",
              "l'adversaire n'a aucun pli"),
    "scale2": ("W12", "the opponent has under 33 points",
              "l'adversaire a moins de 33 points"),
    "scale1": ("W12", "the opponent has 33 points or more",
              "l'adversaire a au moins 33 points"),
    "false_victory": ("W12", "Victory was called under 66",
                     "« Victoire » a été criée sans 66 points"),
    "opponent_victory": ("W13", "the player who did not close called Victory with 66 or more",
                        "le joueur qui n'a pas fermé a crié « Victoire » avec au moins 66 points"),
    "opponent_false_victory": ("W13", "the player who did not close called Victory under 66",
                              "le joueur qui n'a pas fermé a crié « Victoire » sans 66 points"),
    "closer_failed": ("W13", "the closer did not call Victory with 66 or more",
                     "le joueur qui a fermé n'a pas crié « Victoire » avec au moins 66 points"),
}
for _case, (_rule, _en, _fr) in _RESULTS.items():
    i18n.register({f"woo.result.{_case}": {"rule": _rule, "en": _en + _RESULT_EN, "fr": _fr + _RESULT_FR},
                   f"woo.result.{_case}.bonus": {"rule": _rule, "en": _en + _BONUS_EN, "fr": _fr + _BONUS_FR}})
i18n.register({
    "woo.draw": {
        "rule": "W4", "en": "{player} draws from the stock, then {other}; {stock} cards are left in the stock.",
        "fr": "{player} pioche, puis {other} ; il reste {stock} cartes dans la pioche.",
    },
    "woo.round_start": {
        "en": "Round {round} begins; {leader} is the Oya; the trump card is the {card}.",
        "fr": "La manche {round} commence ; {leader} est l'Oya ; la carte d'atout est {card}.",
    },
    "woo.lead": {"en": "{player} leads the {card}.", "fr": "{player} ouvre avec {card}."},
    "woo.follow": {"en": "{player} plays the {card}.", "fr": "{player} joue {card}."},
    "woo.trick_won": {
        "rule": "W3", "en": "{winner} wins the trick ({value} points) and becomes the Oya.",
        "fr": "{winner} gagne le pli ({value} points) et devient l'Oya.",
    },
    "woo.close": {
        "rule": "W6", "en": "{player} closes with {cards} cards in hand: the closed phase begins, nobody draws any more.",
        "fr": "{player} crie « On ferme ! » avec {cards} cartes en main : la phase fermée commence, on ne pioche plus.",
    },
    "woo.stock_exhausted": {
        "rule": "W4", "en": "the stock is exhausted: {player} takes the trump card, the {card}; the closed phase begins.",
        "fr": "la pioche est épuisée : {player} prend la carte d'atout, {card} ; la phase fermée commence.",
    },
    "woo.exchange": {
        "rule": "W7", "en": "{player} exchanges the trump zero for the trump card, the {card}.",
        "fr": "{player} échange le zéro d'atout contre la carte d'atout, {card}.",
    },
    "woo.victory": {
        "rule": "W9", "en": "{player} calls Victory with {points} points: the round ends.",
        "fr": "{player} crie « Victoire ! » avec {points} points : la manche s'arrête.",
    },
    "woo.last_trick_bonus": {
        "rule": "W10", "en": "nobody closed or called Victory: {player}, winner of the last trick, scores 10 more points.",
        "fr": "personne n'a fermé ni crié Victoire : {player}, gagnant du dernier pli, marque 10 points de plus.",
    },
    "woo.result.tie": {
        "rule": "W14", "en": "equal points ({points}): no Woo; the Oya stays and the next round's winner gets 1 bonus Woo.",
        "fr": "égalité ({points}) : aucun Woo ; l'Oya ne change pas et le gagnant de la manche suivante aura 1 Woo de bonus.",
    },
    "woo.match_over": {
        "rule": "W15", "en": "{player} reaches 7 Woo and wins the match (Woo: {woo}).",
        "fr": "{player} atteint 7 Woo et gagne la partie (Woo : {woo}).",
    },
    "woo.refuse.over": {"rule": "W9", "en": "the game is over; no more moves can be played.",
                        "fr": "la partie est finie ; on ne peut plus jouer."},
    "woo.refuse.end": {"rule": "W10", "en": "the round ends by itself only after the last trick, whose winner may end it.",
                       "fr": "la manche ne s'arrête d'elle-même qu'après le dernier pli, que son gagnant peut clore."},
    "woo.refuse.draw": {"rule": "W4", "en": "one draws only right after winning a trick in the open phase.",
                        "fr": "on ne pioche que juste après avoir gagné un pli en phase ouverte."},
    "woo.refuse.close_closed": {"rule": "W6", "en": "the game is already closed.",
                                "fr": "on a déjà fermé."},
    "woo.refuse.close_empty": {"rule": "W6", "en": "the stock is exhausted: the closed phase has already begun.",
                               "fr": "la pioche est épuisée : la phase fermée a déjà commencé."},
    "woo.refuse.close_not_oya": {"rule": "W6", "en": "only the Oya may close, before leading or right after winning a trick.",
                                 "fr": "seul l'Oya peut fermer, avant d'ouvrir un pli ou juste après en avoir gagné un."},
    "woo.refuse.marry_not_before_lead": {"rule": "W8", "en": "a marriage is announced by the Oya before leading, not now.",
                                         "fr": "un mariage s'annonce par l'Oya avant d'ouvrir le pli, pas maintenant."},
    "woo.refuse.exchange_not_before_lead": {"rule": "W7", "en": "the Oya exchanges the trump zero before leading, not now.",
                                            "fr": "l'Oya échange le zéro d'atout avant d'ouvrir le pli, pas maintenant."},
    "woo.refuse.exchange_closed": {"rule": "W7", "en": "the trump zero cannot be exchanged in the closed phase.",
                                   "fr": "on ne peut pas échanger le zéro d'atout en phase fermée."},
    "woo.refuse.exchange_taken": {"rule": "W7", "en": "the trump card is no longer on the table.",
                                  "fr": "la carte d'atout n'est plus sur la table."},
    "woo.refuse.exchange_no_trick": {"rule": "W7", "en": "you may exchange the trump zero only after winning a trick.",
                                     "fr": "vous ne pouvez échanger le zéro d'atout qu'après avoir gagné un pli."},
    "woo.refuse.exchange_no_zero": {"rule": "W7", "en": "you do not hold the trump zero, the {card}.",
                                    "fr": "vous n'avez pas le zéro d'atout, {card}."},
    "woo.refuse.play_after_trick": {"rule": "W4", "en": "after winning a trick in the open phase, draw, close or call Victory first.",
                                    "fr": "après avoir gagné un pli en phase ouverte, piochez, fermez ou criez Victoire d'abord."},
    "woo.refuse.play_last": {"rule": "W10", "en": "both hands are empty: end the round or call Victory.",
                             "fr": "les deux mains sont vides : terminez la manche ou criez Victoire."},
    "woo.refuse.not_in_hand": {"rule": "W3", "en": "you do not hold the {card}.",
                               "fr": "vous n'avez pas {card}."},
    "woo.refuse.no_such_card": {"rule": "W1", "en": "the cards are 0 J Q K 10 A of H D C S, like QS or 10D; '{card}' is not one.",
                                "fr": "les cartes sont 0 J Q K 10 A de H D C S, comme QS ou 10D ; « {card} » n'en est pas une."},
    "woo.refuse.no_such_suit": {"rule": "W1", "en": "the suits are H, D, C and S; '{name}' is not one.",
                                "fr": "les couleurs sont H, D, C et S ; « {name} » n'en est pas une."},
    "woo.refuse.malformed": {"rule": "W1", "en": "{action} is not a well-formed Woo move.",
                             "fr": "{action} n'est pas un coup de Woo bien formé."},
})
