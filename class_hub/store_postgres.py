"""The class store in a PostgreSQL database (psycopg 3): what ``--store postgresql://user@host/db`` opens.

The methods are ``store.SQLStore``'s, the same SQL as on SQLite; this module gives them a connection and a
transaction. Several hub processes may share one database (behind JupyterHub, say): each write checks its class and
writes in one transaction, two students joining with one nickname through two processes meet the primary key
(NicknameTaken), and the schema is made under a lock by whichever process comes first.
"""

import contextlib
import re
import threading

import psycopg
import psycopg.errors
from psycopg.conninfo import conninfo_to_dict

from class_hub.store import STORE_SCHEMA, SQLStore, StoreError

CONNECT_TIMEOUT = 10      # seconds to reach the server, unless the address says otherwise


def without_password(dsn):
    """``dsn`` with the password of a ``postgresql://user:password@...`` address masked, for messages."""
    return re.sub(r"(://[^:/@]*:)[^@/]*@", r"\1***@", dsn)


class PostgresStore(SQLStore):
    """A class store in the PostgreSQL database at ``dsn`` (a ``postgresql://`` address or libpq's ``key=value``
    words), shared by the hub's threads through one connection, which is made again when the server dropped it."""

    DUPLICATE = psycopg.errors.UniqueViolation
    ROW_ORDER = "seq"
    KEEP, TAKE = " FOR SHARE", " FOR UPDATE"

    def __init__(self, dsn):
        try:
            self._options = {"connect_timeout": CONNECT_TIMEOUT, **conninfo_to_dict(dsn)}
        except psycopg.ProgrammingError as error:
            raise StoreError(f"not a PostgreSQL address: {without_password(str(error)).strip()}") from None
        self._lock = threading.Lock()
        self._db = self._connect()
        with self._transaction(write=True) as run:
            run("SELECT pg_advisory_xact_lock(hashtext('class_hub schema'))")   # two hubs starting at once
            run(STORE_SCHEMA.format(number="DOUBLE PRECISION", order=", seq BIGINT GENERATED ALWAYS AS IDENTITY"))

    def where(self):
        """The server and database, as a message names them: ``host:port/dbname``."""
        options = self._options
        return f"{options.get('host', 'localhost')}:{options.get('port', 5432)}/{options.get('dbname', '')}"

    def _connect(self):
        try:
            db = psycopg.connect(**self._options, autocommit=True)
        except psycopg.Error as error:
            reason = " ".join(str(error).split())
            raise StoreError(f"cannot reach the PostgreSQL database {self.where()}: {reason}") from None
        # A write acknowledged must be on the server's disk, whatever the server's default says.
        if db.execute("SHOW synchronous_commit").fetchone()[0] == "off":
            db.execute("SET synchronous_commit TO on")
        return db

    @contextlib.contextmanager
    def _transaction(self, write=False):
        with self._lock:
            if self._db.closed:
                self._db = self._connect()
            with self._db.transaction(), self._db.cursor() as cursor:
                yield lambda sql, parameters=None: cursor.execute(sql.replace("?", "%s"), parameters)
