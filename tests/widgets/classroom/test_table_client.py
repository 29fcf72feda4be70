"""A student's kernel at a shared table (widgets.classroom.table_client, issue 37), against a running hub: two
students open, sit, start and play Woo from their own kernels; each kernel sees only its own hand, hears the
other's move at once while following the table, and gets an illegal move's reason to say in its language."""

import asyncio
import time
from unittest import mock

import pytest

from cardlib.text import i18n
from class_hub.client import HubClient, HubRefused
from widgets.classroom.session import ClassSession
from widgets.classroom import table_client
from widgets.classroom.table_client import TableClient, refusal_explanation

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def seated(teacher):
    """Ali and Bea, each from a kernel of their own, at a Woo table Ali opened and started: their TableClients."""
    clients = []
    for name in ("Ali", "Bea"):
        session = ClassSession(HubClient(teacher.url))
        session.join(teacher.code, name, page="woo")
        clients.append(TableClient(session))
    ali, bea = clients
    table = ali.open("woo", 2)
    assert bea.sit(table.lower()) == 1 and ali.seat == 0
    assert ali.start() is False, "started when Bea took the last seat"
    return ali, bea


def test_each_kernel_sees_its_own_hand_and_plays_only_when_its_turn_came(teacher):
    ali, bea = seated(teacher)
    seen = {client.seat: client.view() for client in (ali, bea)}
    assert seen[0]["view"]["hand"] != seen[1]["view"]["hand"]
    assert all(isinstance(entry, i18n.Message) for entry in seen[0]["log"])
    mover = (ali, bea)[seen[0]["view"]["current_player"]]
    waiting = bea if mover is ali else ali
    legal = mover.view()["view"]["legal_actions"]
    with pytest.raises(HubRefused) as refused:
        waiting.move(legal[0])
    assert refused.value.message_id == "class.refused.not_your_turn"
    wrong = next(f"play {card}" for card in range(40) if f"play {card}" not in legal)
    with pytest.raises(HubRefused) as refused:
        mover.move(wrong)
    reason = refusal_explanation(refused.value)
    assert refused.value.message_id == "class.refused.illegal_move" and reason.rule
    assert i18n.translate(reason, "fr") != str(reason)                   # said in the page's language
    assert mover.move(legal[0]) == 1
    assert mover.shown["version"] == 1 and mover.shown["seat"] == mover.seat, "the mover's view, after the move"
    assert mover.shown["view"]["hand"] == mover.view()["view"]["hand"]
    assert waiting.view()["version"] == 1


def to_move_and_waiting(teacher):
    """Ali and Bea seated (``seated``): the one to move, then the other."""
    ali, bea = seated(teacher)
    mover = (ali, bea)[ali.view()["view"]["current_player"]]
    return mover, (bea if mover is ali else ali)


def test_a_kernel_following_its_table_hears_the_others_move_at_once(teacher):
    mover, follower = to_move_and_waiting(teacher)
    follower.view()
    heard = []
    follower.on_change.append(lambda shown: heard.append((time.monotonic(), shown)))

    async def follow_then_move():
        follower.follow()
        await asyncio.sleep(0.5)                          # the follower's request is waiting at the hub
        own = await asyncio.to_thread(mover.view)
        await asyncio.to_thread(mover.move, own["view"]["legal_actions"][0])
        moved = time.monotonic()
        for _ in range(150):
            if heard:
                break
            await asyncio.sleep(0.02)
        follower.stop()
        return moved

    moved = asyncio.run(follow_then_move())
    assert heard and heard[0][1]["version"] == 1
    assert heard[0][0] - moved < 1.0, "heard at once, not when the hub's 2 s wait ran out"


def test_a_kernel_following_its_table_draws_its_own_move_once_and_hears_the_next(teacher):
    mover, other = to_move_and_waiting(teacher)
    mover.view()
    heard = []
    mover.on_change.append(lambda shown: heard.append(shown["version"]))

    async def follow_move_then_hear():
        mover.follow()
        await asyncio.sleep(0.5)                          # the follower's request is waiting at the hub
        mover.move(mover.shown["view"]["legal_actions"][0])   # on the loop, as a click is handled in a kernel
        await asyncio.sleep(0.5)                          # the hub has answered the follower with that move
        own = await asyncio.to_thread(other.view)
        await asyncio.to_thread(other.move, own["view"]["legal_actions"][0])
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.02)
        mover.stop()

    asyncio.run(follow_move_then_hear())
    assert heard == [2], "its own move drawn from the move's answer, not again from the long poll"
    assert mover.shown["version"] == 2


def test_a_kernel_whose_page_closed_asks_the_hub_nothing_more_and_asks_again_once_it_is_back(teacher):
    ali, bea = seated(teacher)
    asked = []
    request = bea.session.request
    bea.session.request = lambda path, body: (asked.append(path), request(path, body))[1]
    open_page = [False]
    bea.present = lambda: open_page[0]

    async def follow_a_while():
        bea.follow()
        await asyncio.sleep(1.0)
        silent = len(asked)
        open_page[0] = True                               # the page says it is open again
        await asyncio.sleep(2.5)
        bea.stop()
        return silent

    with mock.patch.object(table_client, "RETRY_SECONDS", 0.1):
        silent = asyncio.run(follow_a_while())
    assert silent == 0 and "tables/view" in asked
