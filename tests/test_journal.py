"""The journal: keys, file protection, transitions and history, durability across opens."""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from pathlib import Path

import pytest

from pain_bridge.errors import InputError
from pain_bridge.gateway.journal import (
    Journal,
    PlannedIntent,
    State,
    default_journal_path,
    intent_key,
)

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


def test_plan_is_idempotent_and_keeps_state(tmp_path: Path) -> None:
    with Journal(tmp_path / "j") as journal:
        first = journal.plan([_planned("a" * 64, 0), _planned("b" * 64, 1)])
        assert [r.state for r in first] == ["planned", "planned"]
        journal.transition("a" * 64, State.SUBMITTED, "link", sca_url="https://bank/x")
        again = journal.plan([_planned("b" * 64, 1), _planned("a" * 64, 0)])
        assert [r.key[0] for r in again] == ["b", "a"]
        assert again[1].state == "submitted"
        assert again[1].sca_url == "https://bank/x"
        assert [h.state for h in journal.history("a" * 64)] == ["planned", "submitted"]
        assert len(journal.history("b" * 64)) == 1


def test_transition_fields_history_and_reopen(tmp_path: Path) -> None:
    path = tmp_path / "j"
    key = "c" * 64
    with Journal(path) as journal:
        journal.plan([_planned(key)])
        journal.transition(
            key, State.SESSION_CREATED, "s", session_id="S-1", nonce="N", nonce_state="fresh"
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
        assert "N" not in repr(record).replace("None", "").replace("NONCE", "")
        assert [h.state for h in journal.history(key)] == ["planned", "session_created", "failed"]
        assert journal.find("S-1") == [record]
        assert journal.find(key[:8]) == [record]
        assert journal.find("cc") == []  # too short to be a key prefix
        assert journal.find("zzzzzzzz") == []


def test_failed_plan_is_rolled_back_whole(tmp_path: Path) -> None:
    with Journal(tmp_path / "j") as journal:
        good = _planned("e" * 64)
        bad = PlannedIntent("f" * 64, "b", 1, None, "sk", "h", "c", "u", DATA)  # type: ignore[arg-type]
        with pytest.raises(sqlite3.IntegrityError):
            journal.plan([good, bad])
        assert journal.all() == []
        assert journal.history("e" * 64) == []


def test_threads_share_one_journal(tmp_path: Path) -> None:
    with Journal(tmp_path / "j") as journal:
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
