"""Ohio's part in teachers' set-ups (``cardlib.deals``): nothing to choose, every player holds the same
eleven cards (O1), so there are no slots and no deck."""

from collections import Counter

from ..deals import Dealing

DEALING = Dealing(cards=Counter, parse=lambda text: None, slots=lambda players, pool: [],
                  order=lambda players, first_player: [], deal_rule="O1", cards_rule="O1")
