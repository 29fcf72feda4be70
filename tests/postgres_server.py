"""A real PostgreSQL server for the class hub's tests, and where a test's class store keeps its classes.

Each test process (each pytest-xdist worker) that runs a test marked ``postgres`` starts one server for its session
(``postgres_server``) from Debian's postgresql (``dev.postgres_bin``): ``initdb`` into a temporary folder, then
``postgres`` listening on a free port of 127.0.0.1, its unix socket in that folder; it is stopped and the folder
deleted when the session ends. Each test gets a place of its own (``postgres_database``), so that no test sees
another's classes: a new schema of the server's one database, named by the address's ``search_path`` (as a school
gives the hub its part of a shared database; a ``CREATE DATABASE`` costs 0.1-0.5 s here, a schema a few ms).
PostgreSQL refuses to run as root: under root (as in CI) both programs run as the ``postgres`` system user, which
owns the folder. The server skips fsync: it serves the tests, which kill hubs, never it.

``store_place`` is where a store keeps its classes, a SQLite file or such a database: a test that uses it runs
once on each. A plugin of tests/conftest.py (``pytest_plugins``), which also stops the run when the selected tests
need the server and its programs are missing (``postgres_missing_message``).
"""

import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time

import pytest

from conftest import _die_with_parent, free_port, load_dev, stop_group

START_TIMEOUT = 30        # seconds; the server is up in a fraction of one
SUPERUSER = "hub"         # the role initdb makes, whatever the system user running the server


def postgres_missing_message(count):
    """Why the run stops: ``count`` selected tests need a PostgreSQL server and its programs are missing."""
    return (f"{count} selected test(s) are PostgreSQL tests (marked 'postgres') and need PostgreSQL's server programs "
            "(initdb, postgres), which are missing.\n"
            "  Install Debian's package (as root): apt-get update && apt-get install -y postgresql\n"
            "  or point CARDGAMES_POSTGRES_BIN at the folder that holds initdb and postgres,\n"
            "  or run the other tests only:  python3 dev.py test -m \"not postgres\"")


class PostgresServer:
    """A PostgreSQL server of its own in a temporary folder (``start``, ``stop``), with one database, ``classes``;
    ``database()`` makes a new schema there and returns the ``postgresql://`` address of it."""

    def __init__(self, bin_folder):
        self.bin = bin_folder
        self.folder = tempfile.mkdtemp(prefix="cardgames-postgres-")     # in /tmp: the postgres user reaches it
        self.port = free_port()
        self.process = None
        self._admin = None
        self._schemas = 0
        # Under root, the programs run as the postgres system user, and the folder is theirs.
        self._as = {}
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as = {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}

    def url(self, database, schema=None):
        """The address of ``database`` on this server, over TCP as a hub reaches it (tables in ``schema``)."""
        options = f"?options=-csearch_path%3D{schema}" if schema else ""
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}{options}"

    def log(self):
        """What the server printed so far."""
        try:
            with open(os.path.join(self.folder, "server.log")) as log:
                return log.read()
        except OSError:
            return ""

    def start(self):
        """initdb, then start the server and wait until it takes connections."""
        import psycopg

        data = os.path.join(self.folder, "data")
        subprocess.run([self.bin / "initdb", "-D", data, "-U", SUPERUSER, "-A", "trust", "-E", "UTF8", "--no-locale",
                        "--no-sync", "--no-instructions"], check=True, capture_output=True, stdin=subprocess.DEVNULL,
                       timeout=120, **self._as)
        with open(os.path.join(self.folder, "server.log"), "w") as log:
            self.process = subprocess.Popen(
                [self.bin / "postgres", "-D", data, "-p", str(self.port), "-h", "127.0.0.1", "-k", self.folder,
                 "-c", "fsync=off", "-c", "full_page_writes=off"],
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, preexec_fn=_die_with_parent,
                **self._as)
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                self._admin = psycopg.connect(self.url("postgres"), autocommit=True, connect_timeout=2)
                break
            except psycopg.OperationalError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"PostgreSQL did not start; its log:\n{self.log()}") from None
                time.sleep(0.05)
        self._admin.execute("CREATE DATABASE classes")
        self._admin.close()
        self._admin = psycopg.connect(self.url("classes"), autocommit=True)
        return self

    def database(self):
        """A new, empty place for a store's tables (a schema of the database ``classes``): its address."""
        self._schemas += 1
        name = f"test_{self._schemas}"
        self._admin.execute(f"CREATE SCHEMA {name}")
        return self.url("classes", name)

    def stop(self):
        """Stop the server (a fast shutdown: its clients disconnected) and delete its folder."""
        if self._admin is not None:
            self._admin.close()
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                stop_group(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server():
    """This test process's PostgreSQL server, started at its first use and stopped at the session's end."""
    bin_folder = load_dev().postgres_bin()
    if bin_folder is None:
        pytest.fail(postgres_missing_message(1))
    server = PostgresServer(bin_folder).start()
    yield server
    server.stop()


@pytest.fixture
def postgres_database(postgres_server):
    """The ``postgresql://`` address of a new, empty place on the session's server (``PostgresServer.database``),
    for one test."""
    return postgres_server.database()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_place(request, tmp_path):
    """Where a class store keeps its classes, as ``python -m class_hub --store`` takes it: a SQLite file, then a
    new PostgreSQL database (the test runs once with each)."""
    if request.param == "sqlite":
        return str(tmp_path / "class.sqlite")
    return request.getfixturevalue("postgres_database")


@pytest.fixture
def stores(store_place):
    """Opens a class store over the test's place (``store_place``; each call a connection of its own, as another hub
    process has), all closed after the test."""
    from class_hub.stores import open_store

    opened = []

    def open_one():
        opened.append(open_store(store_place))
        return opened[-1]

    yield open_one
    for each in opened:
        each.close()
