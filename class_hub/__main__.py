"""``python -m class_hub --store FILE|postgresql://... [--port N] [--open-class] [--away S]``: serve the class hub on
127.0.0.1.

The classes are kept in a SQLite file, or in a PostgreSQL database that other hub processes may share
(``stores.open_store``). It prints one JSON line once it listens: ``{"url": ...}``, with ``"code"`` and ``"key"`` of
a class it opened when ``--open-class`` is given (the teacher's key is shown this once). Classes opened more than a
day ago are deleted at start and every ten minutes. A store that cannot be opened is said in one line on stderr
(exit code 2).
"""

import argparse
import asyncio
import json
import sys
import time

import tornado.httpserver
import tornado.ioloop
import tornado.netutil

from class_hub.hub import make_app
from class_hub.hub_tables import start_watching
from class_hub.play import AWAY_SECONDS
from class_hub.store import StoreError
from class_hub.stores import open_store

PURGE_EVERY = 600          # seconds between two deletions of the classes older than a day


def command_line():
    """The hub's argument parser."""
    parser = argparse.ArgumentParser(prog="python -m class_hub", description=__doc__.splitlines()[0])
    parser.add_argument("--store", required=True, metavar="FILE|postgresql://USER@HOST/DB",
                        help="where the classes are kept: a SQLite file (made if missing), or a PostgreSQL database")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1 (default: one that is free)")
    parser.add_argument("--open-class", action="store_true", help="open a class and print its code and teacher key")
    parser.add_argument("--away", type=float, default=AWAY_SECONDS, metavar="SECONDS",
                        help="how long a seat at a table waits for its player (page closed, kernel stopped) before "
                             f"a bot plays it (default {AWAY_SECONDS:.0f})")
    return parser


async def serve(args, store):
    """Listen on 127.0.0.1, say where (and the class opened), then serve ``store`` until the process is stopped."""
    store.delete_older_than(time.time())
    sockets = tornado.netutil.bind_sockets(args.port, address="127.0.0.1")
    app = make_app(store, away_seconds=args.away)
    server = tornado.httpserver.HTTPServer(app, max_body_size=64 * 1024)
    server.add_sockets(sockets)
    said = {"url": f"http://127.0.0.1:{sockets[0].getsockname()[1]}/"}
    if args.open_class:
        said["code"], said["key"] = store.open_class(time.time())
    print(json.dumps(said), flush=True)
    tornado.ioloop.PeriodicCallback(lambda: store.delete_older_than(time.time()), PURGE_EVERY * 1000).start()
    start_watching(app)
    await asyncio.Event().wait()


def main(argv=None):
    """Serve the hub until stopped; 2, with the reason on stderr, when its store cannot be opened."""
    args = command_line().parse_args(argv)
    try:
        store = open_store(args.store)
    except StoreError as error:
        print(f"python -m class_hub: {error}", file=sys.stderr)
        return 2
    asyncio.run(serve(args, store))
    return 0


if __name__ == "__main__":
    sys.exit(main())
