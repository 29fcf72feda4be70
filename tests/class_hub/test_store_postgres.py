"""What is PostgreSQL's own in the class store (class_hub.store_postgres): hubs starting at once on an empty database,
a connection the server dropped, and addresses that cannot be opened, said in one line without the password."""

import threading

import psycopg
import pytest

from class_hub.store import StoreError
from class_hub.stores import open_store
from class_hub.store_postgres import PostgresStore
from conftest import free_port

NOW = 1_800_000_000.0


@pytest.mark.postgres
def test_hubs_starting_at_once_on_an_empty_database_all_open_it(postgres_database):
    opened, failed = [], []
    start = threading.Barrier(6)

    def open_one():
        start.wait()
        try:
            opened.append(PostgresStore(postgres_database))
        except Exception as error:       # the test reports it
            failed.append(error)

    threads = [threading.Thread(target=open_one) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    try:
        assert failed == [] and len(opened) == 6
        code, key = opened[0].open_class(NOW)
        assert all(store.is_teacher(code, key) for store in opened)
    finally:
        for store in opened:
            store.close()


@pytest.mark.postgres
def test_a_connection_the_server_dropped_is_made_again_at_the_next_call(postgres_database):
    store = PostgresStore(postgres_database)
    try:
        code, key = store.open_class(NOW)
        # The store's connection ended by the server, as a restart would (only it: the session's server, shared by
        # the other tests of this pytest process, keeps its own).
        with psycopg.connect(postgres_database, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (store._db.info.backend_pid,))
        with pytest.raises(psycopg.OperationalError):
            store.class_state(code)                     # the call that finds the connection gone fails
        assert store.is_teacher(code, key)              # the next one connects again
    finally:
        store.close()


def test_an_address_that_cannot_be_opened_is_said_in_one_line_without_its_password():
    port = free_port()                                  # nothing listens there
    for address, words in ((f"postgresql://hub:s3cret@127.0.0.1:{port}/class", f"127.0.0.1:{port}/class"),
                           ("postgresql://hub:s3cret@127.0.0.1/class?bogus=1", "not a PostgreSQL address"),
                           ("postgresql://hub:s3cret@[::1/class", "not a PostgreSQL address")):
        with pytest.raises(StoreError) as caught:
            open_store(address)
        message = str(caught.value)
        assert words in message and "s3cret" not in message and "\n" not in message, message
