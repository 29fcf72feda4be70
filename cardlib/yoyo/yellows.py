"""Yoyo's yellow actions (Y8, Y11): skip, steal (and the variant's chained steals), pass and redeal,
as a mixin of ``cardlib.yoyo.State``: the state's fields are described there."""

import bisect

from ..text import i18n
from ..state import random_below
from ..state import shuffle
from .cards import ACTION, NOTATION, PASS, REDEAL, SKIP, STEAL
from .notation import move_words
from .moves import PASSING, PLAY_DOWN, PLAY_UP, STEALING, steal_actions, steal_count


class YellowActions:
    """The yellow cards' actions and the decisions they ask for."""

    def _yellow_action(self, p, nxt, last):
        """Y8: after ``p`` laid ``last``, its action if it is a yellow; return the next player to
        act (``nxt`` for a plain card), or None while a decision is pending or once the round ended."""
        n = self.players
        action = ACTION[last]
        if action is None:
            return nxt
        if action == SKIP:
            self._events.append(("yoyo.skip", nxt))
            return (nxt + 1) % n
        if action == REDEAL:
            self._redeal(nxt)
            return nxt
        if action == PASS:
            self.passers = [(nxt + i) % n for i in range(n)]
            self.phase = PASSING
            self.current_player = nxt
            self._events.append(("yoyo.pass_start", nxt))
            return None
        count = steal_count(self.steal_chain, n)
        self._events.append(("yoyo.steal", nxt, count))
        if n == 2 and not self.variant:         # no choice: the single opponent, one card
            return nxt if self._take(nxt, (p,) * count) else None
        self.phase = STEALING
        self.current_player = nxt
        return None

    def _steal_actions(self, p, hand):
        """Y8, Y11: the ways to take the steal's cards, and in the variant the steal cards to answer with."""
        actions = list(steal_actions(p, steal_count(self.steal_chain, self.players), self.players))
        if self.variant:        # Y11: answering with a steal card, a yellow on a yellow (Y4)
            for c in sorted(set(hand)):
                if ACTION[c] == STEAL:
                    actions += (PLAY_UP[c], PLAY_DOWN[c])
        return actions

    def _steal_refusal(self, p, action):
        """Y8, Y11: why ``p``, who must take the steal's cards, may not take ``action`` now, or None."""
        count = steal_count(self.steal_chain, self.players)
        choices = steal_actions(p, count, self.players)
        if action.kind == "steal" and action in choices:
            return None
        example = move_words(choices[0])    # in words: 'voler chez Joueur 2 puis Joueur 3'
        if action.kind == "play":
            if not self.variant:
                return i18n.Message("yoyo.refuse.steal_first", count=count, example=example)
            cards = action.cards
            if len(cards) != 1 or ACTION[cards[0]] != STEAL:
                return i18n.Message("yoyo.refuse.answer", card=NOTATION[cards[0]])
            return self._lay_refusal(p, cards, action.direction)
        if self.players == 2:
            return i18n.Message("yoyo.refuse.victim_alone", count=count, example=example)
        return i18n.Message("yoyo.refuse.victims", count=count, example=example)

    def _take(self, taker, victims):
        """Y8: ``taker`` takes one random card from each of ``victims`` in order; False when a hand
        emptied (the round is over)."""
        self.steal_chain = 0
        mine = self.hands[taker]
        for v in victims:
            hand = self.hands[v]
            c = hand.pop(random_below(self.rng, len(hand)))
            bisect.insort(mine, c)
            self._events.append(("yoyo.take", taker, v))
            if not hand:
                self._end_round(v)
                return False
        return True

    def _choose_pass(self, p, c):
        """Y8: ``p`` chooses ``c`` to pass, unseen by the others; after the last choice every
        chosen card goes to its player's left neighbour and the next player plays."""
        self.pass_choices[p] = c
        self._events.append(("yoyo.pass_chosen", p))
        passers = self.passers
        k = passers.index(p) + 1
        if k < len(passers):
            self.current_player = passers[k]
            return
        n, hands, choices = self.players, self.hands, self.pass_choices
        for i in range(n):
            hands[i].remove(choices[i])
        for i in range(n):
            bisect.insort(hands[(i + 1) % n], choices[i])
        self.pass_choices = [None] * n
        self.passers = []
        self._events.append(("yoyo.pass_done",))
        self._run(passers[0])

    def _redeal(self, nxt):
        """Y8: gather every hand, shuffle, deal the same number to each from ``nxt`` on; the
        leftovers go under the stock."""
        n = self.players
        cards = [c for h in self.hands for c in h]
        shuffle(self.rng, cards)
        each = len(cards) // n
        for i in range(n):
            self.hands[(nxt + i) % n] = sorted(cards[i * each:(i + 1) * each])
        left = cards[n * each:]
        self.stock[:0] = left
        self._events.append(("yoyo.redeal", each, len(left)))
