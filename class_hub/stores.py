"""Which store a hub opens: ``open_store(spec)``, for ``python -m class_hub --store SPEC`` (a SQLite file, or a
PostgreSQL address). Apart from ``store`` so that the store's module imports no database of its own choosing: the
PostgreSQL store is built on it (``store_postgres``), and imported only where PostgreSQL is asked for."""

import sqlite3

from class_hub.store import SQLiteStore, StoreError

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def open_store(spec):
    """The store ``python -m class_hub --store SPEC`` names: PostgresStore for a ``postgresql://`` (or
    ``postgres://``) address, else SQLiteStore on the file at that path (made if missing). StoreError, saying
    why, when it cannot be opened (a malformed address, a server not reached, a folder that does not exist)."""
    if spec.startswith(POSTGRES_SCHEMES):
        from class_hub.store_postgres import PostgresStore       # psycopg only where PostgreSQL is asked for
        return PostgresStore(spec)
    try:
        return SQLiteStore(spec)
    except sqlite3.Error as error:
        raise StoreError(f"cannot open the SQLite file {spec}: {error}") from None
