"""The journal: keys, file protection, transitions and history, durability across opens."""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from pain_bridge.errors import ConfigError, InputError
from pain_bridge.gateway.journal import (
    ClaimLost,
    IntentRecord,
    Journal,
    JournalMissing,
    JournalUnavailable,
    PlannedIntent,
    State,
    default_journal_path,
    intent_key,
    journal_path_of,
    new_owner_id,
    owner_is_gone,
)
from pain_bridge.gateway.journal_stores import SqliteStore

DATA = {
    "psu_redirect_link": "https://app.example/back",
    "payment_info": [{"transactions": [{"amount": {"instructed_amount": {"value": "1.00"}}}]}],
}


def _planned(key: str, position: int = 0) -> PlannedIntent:
    return PlannedIntent(
        key, "b1", position, f"tx{position}", "sk", "http://h", "config", "user", DATA
    )


def test_intent_key_is_stable_and_discriminating() -> None:
    k = intent_key(DATA, "sk", "http://h")
    assert k == intent_key(dict(reversed(list(DATA.items()))), "sk", "http://h")
    assert len(k) == 64
    moved = {**DATA, "psu_redirect_link": "http://127.0.0.1:5555/elsewhere"}
    assert intent_key(moved, "sk", "http://h") == k  # where the customer returns: not identity
    assert intent_key(DATA, "sk2", "http://h") != k
    assert intent_key(DATA, "sk", "http://other") != k
    assert intent_key(DATA, "sk", "http://h", occurrence=1) != k
    changed = {**DATA, "psu_id": "x"}
    assert intent_key(changed, "sk", "http://h") != k


def test_file_created_private_with_private_folder(tmp_path: Path) -> None:
    path = tmp_path / "state" / "j.sqlite3"
    with Journal(path) as journal:
        journal.plan([_planned("a" * 64)])
        journal.transition("a" * 64, State.TOKEN_EXCHANGED, access_token="secret")
        extras = [path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]
        assert all(extra.exists() for extra in extras)  # WAL mode, while open
        for extra in extras:
            assert stat.S_IMODE(extra.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def test_wider_mode_is_narrowed(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    path.touch()
    os.chmod(path, 0o644)
    Journal(path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    Journal(path).close()
    mode = sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_unusable_path_is_input_error(tmp_path: Path) -> None:
    bad = tmp_path / "not-sqlite"
    bad.write_text("this is not a database " * 100)
    with pytest.raises(InputError):
        Journal(bad)
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(InputError):
        Journal(blocker / "sub" / "j.sqlite3")


def test_plan_is_idempotent_and_keeps_state(journal_location: str) -> None:
    with Journal(journal_location) as journal:
        first = journal.plan([_planned("a" * 64, 0), _planned("b" * 64, 1)])
        assert [r.state for r in first] == ["planned", "planned"]
        journal.transition("a" * 64, State.SUBMITTED, "link", sca_url="https://bank/x")
        again = journal.plan([_planned("b" * 64, 1), _planned("a" * 64, 0)])
        assert [r.key[0] for r in again] == ["b", "a"]
        assert again[1].state == "submitted"
        assert again[1].sca_url == "https://bank/x"
        assert [h.state for h in journal.history("a" * 64)] == ["planned", "submitted"]
        assert len(journal.history("b" * 64)) == 1


def test_transition_fields_history_and_reopen(journal_location: str) -> None:
    path = journal_location
    key = "c" * 64
    with Journal(path) as journal:
        journal.plan([_planned(key)])
        journal.transition(
            key,
            State.SESSION_CREATED,
            "s",
            session_id="S-1",
            nonce="NONCE-SECRET-7",
            nonce_state="fresh",
        )
        journal.transition(key, State.FAILED, "boom", error={"code": "x"}, error_retryable=True)
        with pytest.raises(ValueError, match="not journal fields"):
            journal.transition(key, State.FAILED, state_injection="x")
        with pytest.raises(KeyError):
            journal.transition("d" * 64, State.FAILED)
    with Journal(path) as journal:
        record = journal.get(key)
        assert record is not None
        assert record.session_id == "S-1"
        assert record.error == {"code": "x"}
        assert record.error_retryable is True
        assert "NONCE-SECRET-7" not in repr(record)
        assert [h.state for h in journal.history(key)] == ["planned", "session_created", "failed"]
        assert journal.find("S-1") == [record]
        assert journal.find(key[:8]) == [record]
        assert journal.find("cc") == []  # too short to be a key prefix
        assert journal.find("zzzzzzzz") == []


def test_failed_plan_is_rolled_back_whole(journal_location: str) -> None:
    with Journal(journal_location) as journal:
        good = _planned("e" * 64)
        bad = PlannedIntent("f" * 64, "b", 1, None, "sk", "h", "c", "u", DATA)  # type: ignore[arg-type]
        with pytest.raises((sqlite3.IntegrityError, psycopg.IntegrityError)):
            journal.plan([good, bad])
        assert journal.all() == []
        assert journal.history("e" * 64) == []


def test_threads_share_one_journal(journal_location: str) -> None:
    with Journal(journal_location) as journal:
        keys = [f"{i:064x}" for i in range(20)]
        journal.plan([_planned(k, i) for i, k in enumerate(keys)])

        def work(k: str) -> None:
            for state in (State.SESSION_CREATED, State.SUBMITTING, State.SUBMITTED):
                journal.transition(k, state)

        threads = [threading.Thread(target=work, args=(k,)) for k in keys]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert {r.state for r in journal.all()} == {"submitted"}
        assert all(len(journal.history(k)) == 4 for k in keys)


def test_default_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("PAIN2PIS_JOURNAL", raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    assert default_journal_path() == tmp_path / "pain_bridge" / "journal.sqlite3"
    monkeypatch.delenv("XDG_STATE_HOME")
    assert default_journal_path().parts[-4:] == (
        ".local",
        "state",
        "pain_bridge",
        "journal.sqlite3",
    )
    monkeypatch.setenv("PAIN2PIS_JOURNAL", str(tmp_path / "x.db"))
    assert default_journal_path() == tmp_path / "x.db"


# -- claims ------------------------------------------------------------------------
class Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


ELSEWHERE = "other-host/1/4242/abcd"  # an owner on another host: never judged gone


def test_a_claim_excludes_other_owners_until_its_lease_ends(journal_location: str) -> None:
    clock = Clock()
    path = journal_location
    key = "c" * 64
    lease = timedelta(seconds=30)
    with (
        Journal(path, owner=ELSEWHERE, lease=lease, clock=clock) as first,
        Journal(path, owner="second", lease=lease, clock=clock) as second,
    ):
        first.plan([_planned(key)])
        claimed = first.claim(key)
        assert isinstance(claimed, IntentRecord)
        assert claimed.claim_owner == ELSEWHERE
        assert second.claim(key) == clock.at + lease  # busy: told when the lease ends
        first.transition(key, State.SUBMITTING, "sending", claimed=True)

        clock.at += timedelta(seconds=29)
        assert isinstance(second.claim(key), datetime)
        clock.at += timedelta(seconds=2)  # the owner died: its lease ran out
        taken = second.claim(key)
        assert isinstance(taken, IntentRecord)
        assert taken.state == State.SUBMITTING  # as the dead owner left it
        assert "taken over from" in second.history(key)[-1].detail

        # the first owner's writes are fenced off now
        with pytest.raises(ClaimLost):
            first.transition(key, State.SUBMITTED, "late", claimed=True)
        assert second.get(key).state == State.SUBMITTING  # type: ignore[union-attr]
        second.release(key)
        assert second.get(key).claim_owner is None  # type: ignore[union-attr]


def test_renewal_keeps_a_claim(journal_location: str) -> None:
    clock = Clock()
    path = journal_location
    key = "d" * 64
    lease = timedelta(seconds=30)
    with (
        Journal(path, owner=ELSEWHERE, lease=lease, clock=clock) as first,
        Journal(path, owner="second", lease=lease, clock=clock) as second,
    ):
        first.plan([_planned(key)])
        assert isinstance(first.claim(key), IntentRecord)
        for _ in range(5):
            clock.at += timedelta(seconds=20)
            assert first.renew() == 1
            assert isinstance(second.claim(key), datetime)


def test_a_dead_local_owner_is_taken_over_at_once(journal_location: str) -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    dead = new_owner_id().rsplit("/", 2)[0] + f"/{done.stdout.strip()}/dead"
    assert owner_is_gone(dead)
    assert not owner_is_gone(new_owner_id())  # this very process
    assert not owner_is_gone(ELSEWHERE)
    key = "e" * 64
    with Journal(journal_location, owner=dead) as first, Journal(journal_location) as second:
        first.plan([_planned(key)])
        assert isinstance(first.claim(key), IntentRecord)
        assert isinstance(second.claim(key), IntentRecord)


def test_claims_are_exclusive_across_processes(journal_location: str) -> None:
    """Four live processes race for the same 50 intents: each goes to exactly one."""
    import subprocess
    import sys

    path = journal_location
    keys = [f"{i:064x}" for i in range(50)]
    with Journal(path) as journal:
        journal.plan([_planned(k, i) for i, k in enumerate(keys)])
    script = (
        "import sys\n"
        "from pain_bridge.gateway.journal import Journal, IntentRecord\n"
        "j = Journal(sys.argv[1])\n"
        "keys = [f'{i:064x}' for i in range(50)]\n"
        "won = [k for k in keys if isinstance(j.claim(k), IntentRecord)]\n"
        "print(' '.join(won), flush=True)\n"
        "sys.stdin.read()  # stay alive (and the claims live) until every racer reported\n"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    won = [set(p.stdout.readline().split()) for p in procs]  # type: ignore[union-attr]
    for p in procs:
        p.communicate(timeout=60)
        assert p.returncode == 0
    assert sum(len(w) for w in won) == len(keys)  # no key won twice
    assert set().union(*won) == set(keys)


@pytest.mark.parametrize("location", ["https://u:secret@x/journal", "mysql://u:secret@h/db"])
def test_a_url_of_another_kind_is_refused(location: str, tmp_path: Path) -> None:
    os.chdir(tmp_path)
    with pytest.raises(ConfigError) as info:
        Journal(location)
    assert "not supported" in str(info.value)
    assert "secret" not in str(info.value)
    assert list(tmp_path.iterdir()) == []  # no folder named after the URL


def test_an_unreachable_postgresql_journal_is_an_input_error_without_its_password(
    tmp_path: Path,
) -> None:
    os.chdir(tmp_path)
    # port 9 (discard) on loopback: refused at once, nothing listens there
    with pytest.raises(InputError) as info:
        Journal("postgresql://treasury:s3cret@127.0.0.1:9/pay?connect_timeout=2")
    assert "s3cret" not in str(info.value)
    assert "postgresql://treasury:***@127.0.0.1:9/pay" in str(info.value)
    assert list(tmp_path.iterdir()) == []


def test_sqlite_url_is_a_path(tmp_path: Path) -> None:
    assert journal_path_of(f"sqlite://{tmp_path}/j.sqlite3") == tmp_path / "j.sqlite3"
    assert journal_path_of("relative/j.sqlite3") == Path("relative/j.sqlite3")
    with pytest.raises(ConfigError):
        journal_path_of("sqlite://relative")


def test_an_older_journal_gains_the_claim_columns(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(
            "CREATE TABLE intents (key TEXT PRIMARY KEY, batch TEXT NOT NULL, position INTEGER"
            " NOT NULL, label TEXT NOT NULL, skill TEXT NOT NULL, base_url TEXT NOT NULL,"
            " credential_source TEXT NOT NULL, tenant_user_id TEXT NOT NULL, data TEXT NOT NULL,"
            " state TEXT NOT NULL, session_id TEXT, nonce TEXT, nonce_state TEXT,"
            " session_created_at TEXT, sca_url TEXT, temp_token TEXT, credentials_id TEXT,"
            " access_token TEXT, consent_exp TEXT, payment_id TEXT, payment_status TEXT,"
            " error TEXT, error_retryable INTEGER, created_at TEXT NOT NULL,"
            " updated_at TEXT NOT NULL)"
        )
    with Journal(path) as journal:
        journal.plan([_planned("f" * 64)])
        assert isinstance(journal.claim("f" * 64), IntentRecord)


def test_the_config_file_names_the_journal(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, postgres_journal: str
) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f'journal = "{postgres_journal}"\n')
    config.chmod(0o600)
    monkeypatch.setenv("PAIN2PIS_CONFIG", str(config))
    monkeypatch.delenv("PAIN2PIS_JOURNAL", raising=False)
    assert default_journal_path() == postgres_journal
    with Journal() as journal:
        assert journal.path is None
        assert journal.location == postgres_journal
    monkeypatch.setenv("PAIN2PIS_JOURNAL", str(tmp_path / "env.sqlite3"))
    assert default_journal_path() == tmp_path / "env.sqlite3"  # the environment wins
    config.write_text('journal = "postgresql://u:pw@h/db"\n')
    config.chmod(0o644)
    monkeypatch.delenv("PAIN2PIS_JOURNAL")
    with pytest.raises(ConfigError, match="chmod 600"):
        default_journal_path()


def _drop_origins(location: str) -> None:
    """Make the journal at ``location`` as a pain2pis before origins left it."""
    if location.startswith("postgresql"):
        with psycopg.connect(location, autocommit=True) as conn:
            conn.execute("DROP TABLE origins")
        return
    with sqlite3.connect(location) as db:
        db.execute("DROP TABLE origins")


def test_each_file_that_plans_an_intent_is_an_origin_and_older_journals_get_one(
    journal_location: str,
) -> None:
    """issue 20 item 17: a second file repeating an intent left no trace of itself."""
    first = replace(_planned("a" * 64), source={"message": {"message_id": "M1"}})
    again = replace(_planned("a" * 64), batch="b2", source={"message": {"message_id": "M2"}})
    with Journal(journal_location) as journal:
        (planned,) = journal.plan([first], file="jan.xml", digest="1" * 64)
        assert [(o.file, o.digest) for o in planned.origins] == [("jan.xml", "1" * 64)]
        journal.plan([first], file="jan.xml", digest="1" * 64)  # the same file again
        (record,) = journal.plan([again], file="feb.xml", digest="2" * 64)
        journal.plan([again])  # no file (a token adopted): nothing to add
        assert record.source == {"message": {"message_id": "M1"}}  # planned for the first
        assert [(o.file, (o.source or {})["message"]["message_id"]) for o in record.origins] == [
            ("jan.xml", "M1"),
            ("feb.xml", "M2"),
        ]
        assert journal.all()[0].origins == record.origins
        assert journal.find("a" * 12)[0].origins == record.origins
        claimed = journal.claim("a" * 64)
        assert isinstance(claimed, IntentRecord)
        assert claimed.origins == record.origins
        assert record.origins[0].same_file("1" * 64, "other-batch")
        assert not record.origins[0].same_file("2" * 64, record.batch)
        journal.plan([_planned("b" * 64, 1)])
    _drop_origins(journal_location)
    with Journal(journal_location) as reopened:
        records = {r.key: r for r in reopened.all()}
    old = records["a" * 64].origins
    assert [(o.batch, o.file, o.digest, o.source) for o in old] == [
        ("b1", None, None, {"message": {"message_id": "M1"}})
    ]
    assert old[0].same_file("9" * 64, "b1")  # without a digest, its batch tells
    assert not old[0].same_file("9" * 64, "b2")
    assert [o.source for o in records["b" * 64].origins] == [None]


def test_a_full_sqlite_journal_is_journal_unavailable_and_rolled_back(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    with Journal(path) as journal:
        journal.plan([_planned("a" * 64)])
        store = journal._store
        assert isinstance(store, SqliteStore)
        full = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {full}")  # the file can grow no more
        many = [_planned(f"{i:064x}", i) for i in range(1, 200)]
        with pytest.raises(JournalUnavailable) as info:
            journal.plan(many)
        assert str(info.value).startswith(f"journal {path}: database or disk is full;")
        assert "run the same command again" in str(info.value)
        assert isinstance(info.value.__cause__, sqlite3.OperationalError)
        assert isinstance(info.value, InputError)  # exit 2 in the CLI, like any I/O problem
        # rolled back whole, and the journal still works once there is room again
        assert [r.key for r in journal.all()] == ["a" * 64]
        store._db.execute("PRAGMA max_page_count = 1073741823")
        assert len(journal.plan(many)) == 199


def test_a_postgresql_journal_whose_server_went_away_is_journal_unavailable(
    postgres_journal: str,
) -> None:
    with Journal(postgres_journal) as journal:
        journal.plan([_planned("a" * 64)])
        # the server ends this session, as a restart or a stop does
        with psycopg.connect(postgres_journal, autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        with pytest.raises(JournalUnavailable) as info:
            journal.transition("a" * 64, State.SUBMITTING)
        assert str(info.value).startswith(f"journal {journal.location}: ")
        assert "\n" not in str(info.value)
        assert isinstance(info.value.__cause__, psycopg.OperationalError | psycopg.InterfaceError)
        with pytest.raises(JournalUnavailable):  # every later call says the same
            journal.all()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_a_reading_command_refuses_a_journal_that_does_not_exist(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if backend == "sqlite":
        location = str(tmp_path / "typo" / "jounral.sqlite3")
    else:
        location = request.getfixturevalue("postgres_journal")  # an empty database
    with pytest.raises(JournalMissing) as info:
        Journal(location, create=False)
    assert "does not exist" in str(info.value)
    assert isinstance(info.value, InputError)
    assert list(tmp_path.iterdir()) == []  # nothing created, not even the folder
    with Journal(location) as journal:  # submitting creates it
        journal.plan([_planned("a" * 64)])
    with Journal(location, create=False) as journal:
        assert [r.key for r in journal.all()] == ["a" * 64]
