"""The payment initiation service of the sandbox, without HTTP: one method per endpoint.

One module because it is the service's one contract: each endpoint's checks in the order
listed below, against one store, as the interface specifies them.

:class:`SandboxService` takes parsed JSON bodies and answers with JSON-ready dicts, or
raises :class:`~pain_bridge.sandbox.errors.ApiError`. The HTTP layer
(:mod:`pain_bridge.sandbox.app`) only reads bodies and writes answers. Methods are
synchronous and thread-safe (the server calls them from worker threads).

What a call checks, in order, and answers when the check fails:

- **Create session**: body shape → ``client_id`` known (400 ``invalid_client_id``) →
  ``client_app_key`` (401 ``invalid_client_app_key``) → ``skill`` known (400
  ``invalid_skill_name``).
- **Submit step**: body shape → session id (400 ``invalid_session_id``) → ``client_id``
  known (400) and the session's (401 ``unauthorized_tenant``) → ``nonce`` is the
  session's current one (401 ``invalid_nonce``; a used nonce is no longer current) and
  at most 30 minutes old (401 ``expired_nonce``; the session becomes
  ``SESSION_EXPIRED``) → ``skill`` is the session's (400 ``invalid_skill_name``) →
  ``step`` is ``payment_intent`` (400 ``invalid_step``) → ``data`` passes the library's
  validation with the skill's profile (400 ``invalid_input``, findings in ``details``).
  A nonce is consumed only by a step that succeeds, so a refused step may be corrected
  and sent again with the same nonce.
- **Token exchange**: body shape → ``client_id`` (400) → ``client_secret`` (401
  ``invalid_client_secret``) → ``temp_token`` issued to this tenant, unused and at most
  10 minutes old (401 ``invalid_temp_token``).
- **Get payment**: body shape → ``client_id`` (400) → ``client_secret`` (401) →
  ``credentials_id`` is a consent of this tenant (401 ``invalid_credentials_id``) →
  ``access_token`` is that consent's (401 ``invalid_access_token``) → the consent has
  not expired (401 ``expired_credentials``).
"""

from __future__ import annotations

import time
import urllib.parse
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from pain_bridge.errors import ConfigError
from pain_bridge.findings import Finding
from pain_bridge.sandbox.bank import BANK_TO_SERVICE, BankError, SimulatedBank, Triggers, add_query
from pain_bridge.sandbox.errors import ApiError
from pain_bridge.sandbox.security import (
    code_challenge,
    digests_equal,
    new_code_verifier,
    new_token,
    token_digest,
)
from pain_bridge.sandbox.store import Consent, Session, Store
from pain_bridge.sandbox.tenants import Tenant, TenantRegistry, as_registry, demo_tenant

__all__ = [
    "LOOPBACK_NAMES",
    "Clock",
    "LibraryValidator",
    "ManualClock",
    "SandboxService",
    "SandboxSettings",
    "Validator",
    "api_time",
    "utc_now",
]

Clock = Callable[[], datetime]

SESSION_CREATED = "SESSION_CREATED"
SESSION_IN_PROGRESS = "SESSION_IN_PROGRESS"
SESSION_COMPLETED = "SESSION_COMPLETED"
SESSION_FAILED = "SESSION_FAILED"
SESSION_EXPIRED = "SESSION_EXPIRED"

PAYMENT_INTENT = "payment_intent"

#: Payment statuses in the order a payment goes through them; ``payment_failed`` is
#: terminal like ``payment_completed``.
_RANK = {
    "new_payment_input": 0,
    "payment_input_submitted": 1,
    "payment_received": 2,
    "payment_authorized": 3,
    "payment_in_process": 4,
    "payment_completed": 5,
    "payment_failed": 5,
}
_TERMINAL = {"payment_completed", "payment_failed"}

#: Longest string accepted in any top-level field.
MAX_FIELD_LENGTH = 4096

#: The names of this machine's loopback interface: what a signed request's ``aud`` may
#: name when the sandbox has no public URL.
LOOPBACK_NAMES: tuple[str, ...] = ("127.0.0.1", "::1", "localhost")


def utc_now() -> datetime:
    """The real clock: now, timezone-aware UTC."""
    return datetime.now(UTC)


class ManualClock:
    """A clock for tests: stands still until :meth:`advance` moves it.

    >>> clock = ManualClock(datetime(2025, 1, 1, tzinfo=UTC))
    >>> clock.advance(minutes=31); clock().isoformat()
    '2025-01-01T00:31:00+00:00'
    """

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or utc_now()
        if self._now.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware start")

    def __call__(self) -> datetime:
        return self._now

    def advance(self, delta: timedelta | None = None, **kwargs: float) -> None:
        """Move the clock forward by ``delta`` or ``timedelta(**kwargs)``."""
        self._now += delta if delta is not None else timedelta(**kwargs)


def api_time(moment: datetime) -> str:
    """A time as the API writes it: UTC ISO 8601 to the second with ``Z``."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Validator(Protocol):
    """How the sandbox resolves skills and validates payment ``data``."""

    def resolve_skill(self, name: str) -> object:
        """The skill's profile; raises :class:`~pain_bridge.errors.ConfigError` if unknown."""
        ...

    def findings(self, data: dict[str, Any], profile: object) -> Iterable[Finding]:
        """The findings of ``data`` for the skill ``profile``."""
        ...


class LibraryValidator:
    """The library's own validation and skill profiles: what ``pain2pis validate
    --skill S`` accepts, the sandbox accepts. ``offered``: skills the sandbox offers
    beyond its profiles, checked with the generic rules (as the library checks a skill
    it has no profile for)."""

    def __init__(self, offered: Iterable[str] = ()) -> None:
        self.offered = frozenset(offered)

    def resolve_skill(self, name: str) -> object:
        from pain_bridge.profiles import load_profiles, resolve_profile

        if name not in self.offered and name not in load_profiles():
            return resolve_profile(name, require=True)  # refused: UnknownSkill
        return resolve_profile(name)

    def findings(self, data: dict[str, Any], profile: object) -> Iterable[Finding]:
        from pain_bridge.validation import iter_findings

        return iter_findings(data, skill=profile)  # type: ignore[arg-type]


@dataclass(frozen=True)
class SandboxSettings:
    """Everything a sandbox can be configured with.

    ``db``: SQLite file (created if absent) or ``":memory:"``. ``tenants``: the tenant
    apps (default: the demo tenant only). ``clock``: where "now" comes from (tests
    inject a :class:`ManualClock`). ``public_url``: the base URL to write into SCA links
    (default: the address the request's connection reached, never its ``Host``
    header). ``slow_response_seconds``: the delay of the
    slow-response trigger. ``skills``: skill names offered beyond the bundled profiles.
    ``validator``: skill resolution and validation (default: the
    library's). ``audiences``: the host names signed requests must be made for.
    """

    db: str | Path = ":memory:"
    tenants: tuple[Tenant, ...] | None = None
    clock: Clock = utc_now
    public_url: str | None = None
    nonce_ttl: timedelta = timedelta(minutes=30)
    temp_token_ttl: timedelta = timedelta(minutes=10)
    consent_ttl: timedelta = timedelta(days=90)
    data_retention: timedelta = timedelta(days=120)
    slow_response_seconds: float = 3.0
    max_body_bytes: int = 1 << 20
    validator: Validator | None = None
    #: Skills offered beyond the bundled profiles (generic rules): ``--offer-skill``.
    skills: tuple[str, ...] = ()
    #: The host names a signed request's ``aud`` may give: the sandbox's own names,
    #: never taken from a request. None: ``public_url``'s host when it is set, else the
    #: loopback names (:data:`LOOPBACK_NAMES`). See :attr:`audience_names`.
    audiences: tuple[str, ...] | None = None

    @property
    def audience_names(self) -> tuple[str, ...]:
        """The names a signed request's ``aud`` is checked against."""
        if self.audiences is not None:
            return self.audiences
        if self.public_url:
            host = urllib.parse.urlsplit(self.public_url).hostname
            if host:
                return (host,)
        return LOOPBACK_NAMES


# --------------------------------------------------------------------------- body checks


def check_fields(body: Any, spec: Mapping[str, type]) -> dict[str, Any]:
    """``body`` checked against ``spec`` (field → type, all required): the §7 errors
    ``invalid_body``, ``missing_fields``, ``unknown_fields``, ``invalid_field``."""
    if not isinstance(body, dict):
        raise ApiError("invalid_body", "The body must be a JSON object.")
    missing = [name for name in spec if name not in body]
    if missing:
        raise ApiError("missing_fields", f"Missing field(s): {', '.join(missing)}.", fields=missing)
    unknown = sorted(name for name in body if name not in spec)
    if unknown:
        shown = ", ".join(_clip(name, 64) for name in unknown[:10])
        raise ApiError("unknown_fields", f"Unknown field(s): {shown}.", fields=unknown[:50])
    for name, kind in spec.items():
        value = body[name]
        if not isinstance(value, kind) or isinstance(value, bool) is not (kind is bool):
            wanted = _TYPE_NAMES.get(kind, kind.__name__)
            raise ApiError("invalid_field", f"The field {name} must be {wanted}.", fields=[name])
        if isinstance(value, str) and len(value) > MAX_FIELD_LENGTH:
            raise ApiError(
                "invalid_field",
                f"The field {name} is longer than {MAX_FIELD_LENGTH} characters.",
                fields=[name],
            )
    return body


_TYPE_NAMES: dict[type, str] = {str: "a string", dict: "an object"}


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _is_uuid(value: str) -> bool:
    try:
        return str(uuid.UUID(value)) == value.lower()
    except ValueError:
        return False


def _check_redirect_link(data: Mapping[str, Any]) -> str:
    link = data.get("psu_redirect_link")
    if not isinstance(link, str):
        raise ApiError(
            "invalid_input",
            "The payment data has no psu_redirect_link string (/psu_redirect_link).",
        )
    parts = urllib.parse.urlsplit(link)
    if (
        parts.scheme not in ("http", "https")
        or not parts.hostname
        or any(c in link for c in " \r\n\t")
    ):
        raise ApiError(
            "invalid_input",
            "psu_redirect_link must be an absolute http or https URL (/psu_redirect_link).",
        )
    return link


# ------------------------------------------------------------------------------ service


@dataclass(frozen=True, slots=True)
class Redirect:
    """Where the redirect endpoint sends the customer."""

    location: str


class SandboxService:
    """The sandbox's service logic over a :class:`~pain_bridge.sandbox.store.Store`."""

    SESSION_FIELDS: Mapping[str, type] = {
        "tenant_user_id": str,
        "client_id": str,
        "client_app_key": str,
        "skill": str,
    }
    STEP_FIELDS: Mapping[str, type] = {
        "client_id": str,
        "nonce": str,
        "skill": str,
        "step": str,
        "data": dict,
    }
    TOKEN_FIELDS: Mapping[str, type] = {"client_id": str, "client_secret": str, "temp_token": str}
    GET_FIELDS: Mapping[str, type] = {
        "client_id": str,
        "client_secret": str,
        "credentials_id": str,
        "access_token": str,
    }

    def __init__(self, settings: SandboxSettings, *, sleep: Callable[[float], None] = time.sleep):
        self.settings = settings
        self.clock = settings.clock
        self.validator: Validator = settings.validator or LibraryValidator(settings.skills)
        self.tenants: TenantRegistry = as_registry(
            settings.tenants if settings.tenants is not None else (demo_tenant(),)
        )
        self.store = Store(settings.db)
        self.bank = SimulatedBank()
        self._sleep = sleep

    def close(self) -> None:
        """Close the database."""
        self.store.close()

    # helpers ---------------------------------------------------------------------------
    def _tenant(self, client_id: str) -> Tenant:
        tenant = self.tenants.get(client_id)
        if tenant is None:
            raise ApiError("invalid_client_id", "No tenant app has this client_id.")
        return tenant

    def _tenant_with_secret(self, client_id: str, client_secret: str) -> Tenant:
        tenant = self._tenant(client_id)
        if not tenant.check_secret(client_secret):
            raise ApiError(
                "invalid_client_secret", "The client_secret is wrong for this client_id."
            )
        return tenant

    def _resolve_skill(self, name: str) -> object:
        try:
            return self.validator.resolve_skill(name)
        except ConfigError as exc:
            raise ApiError(
                "invalid_skill_name", f"Unknown skill {_clip(name, 80)!r}: {exc}"
            ) from exc

    # endpoints -------------------------------------------------------------------------
    def create_session(self, body: Any) -> dict[str, Any]:
        """``POST /v1/sessions``: a new session with its first nonce."""
        fields = check_fields(body, self.SESSION_FIELDS)
        tenant = self._tenant(fields["client_id"])
        if not tenant.check_app_key(fields["client_app_key"]):
            raise ApiError(
                "invalid_client_app_key", "The client_app_key is wrong for this client_id."
            )
        if not fields["tenant_user_id"].strip():
            raise ApiError(
                "invalid_field", "tenant_user_id must not be empty.", fields=["tenant_user_id"]
            )
        self._resolve_skill(fields["skill"])
        session_id = str(uuid.uuid4())
        nonce = new_token()
        with self.store.transaction() as tx:
            tx.insert_session(
                session_id=session_id,
                client_id=tenant.client_id,
                tenant_user_id=fields["tenant_user_id"],
                skill=fields["skill"],
                status=SESSION_CREATED,
                nonce_digest=token_digest(nonce),
                now=self.clock(),
            )
        return {"nonce": nonce, "session_id": session_id, "status": SESSION_CREATED}

    def _session_for_step(self, session_id: str, tenant: Tenant, nonce: str) -> Session:
        """The session, its owner and its nonce checked (expiry recorded and refused)."""
        expired = False
        with self.store.transaction() as tx:
            session = tx.get_session(session_id) if _is_uuid(session_id) else None
            if session is None:
                raise ApiError("invalid_session_id", "No session has this id.")
            if session.client_id != tenant.client_id:
                raise ApiError("unauthorized_tenant", "The session belongs to another tenant app.")
            if session.nonce_digest is None or not digests_equal(
                token_digest(nonce), session.nonce_digest
            ):
                raise ApiError(
                    "invalid_nonce",
                    "The nonce is not the session's current nonce: it is wrong or already used.",
                )
            issued = session.nonce_issued_at or session.created_at
            if (
                session.status == SESSION_EXPIRED
                or self.clock() >= issued + self.settings.nonce_ttl
            ):
                tx.set_session_status(session.id, SESSION_EXPIRED, self.clock())
                expired = True
        if expired:
            raise ApiError(
                "expired_nonce", "The nonce has expired (30 minutes); start a new session."
            )
        return session

    def submit_step(self, session_id: str, body: Any, base_url: str) -> dict[str, Any]:
        """``POST /v1/sessions/{id}/steps`` with ``payment_intent``: the SCA link (§2.3)."""
        fields = check_fields(body, self.STEP_FIELDS)
        tenant = self._tenant(fields["client_id"])
        session = self._session_for_step(session_id, tenant, fields["nonce"])
        if fields["skill"] != session.skill:
            raise ApiError(
                "invalid_skill_name", f"The session was started for skill {session.skill!r}."
            )
        if fields["step"] != PAYMENT_INTENT:
            raise ApiError("invalid_step", f"This session takes the step {PAYMENT_INTENT!r} only.")
        data: dict[str, Any] = fields["data"]
        self._validate(data, session.skill)
        _check_redirect_link(data)
        payment_info = data.get("payment_info")
        if not isinstance(payment_info, list):
            raise ApiError("invalid_input", "payment_info must be an array (/payment_info).")
        triggers = Triggers.of(payment_info)
        if triggers.rate_limited_once and "rate_limited" not in session.fired:
            with self.store.transaction() as tx:
                tx.add_session_fired(session, "rate_limited")
            raise ApiError(
                "too_many_requests",
                "Too many requests; retry in a second (sandbox trigger 429.00).",
                headers={"Retry-After": "1"},
            )
        return self._register_payment(session, tenant, fields["nonce"], data, triggers, base_url)

    def _validate(self, data: dict[str, Any], skill: str) -> None:
        profile = self._resolve_skill(skill)
        findings = list(self.validator.findings(data, profile))
        errors = [f for f in findings if f.is_error]
        if errors:
            first = errors[0]
            where = f" at {first.pointer}" if first.pointer else ""
            raise ApiError(
                "invalid_input",
                f"The payment data has {len(errors)} error(s); first: {first.code}{where}:"
                f" {first.message}",
                details=[f.to_dict() for f in findings],
            )

    def _register_payment(
        self,
        session: Session,
        tenant: Tenant,
        nonce: str,
        data: dict[str, Any],
        triggers: Triggers,
        base_url: str,
    ) -> dict[str, Any]:
        base = (self.settings.public_url or base_url).rstrip("/")
        payment_id = str(uuid.uuid4())
        bank_payment_id = str(uuid.uuid4())
        state = new_token()
        verifier = new_code_verifier()
        redirect_uri = f"{base}/v1/redirects/{session.id}"
        stored = {k: v for k, v in data.items() if k not in ("psu_redirect_link", "psu_id")}
        psu_id = data.get("psu_id")
        now = self.clock()
        with self.store.transaction() as tx:
            current = tx.get_session(session.id)
            if (
                current is None
                or current.status != SESSION_CREATED
                or current.nonce_digest is None
                or not digests_equal(token_digest(nonce), current.nonce_digest)
            ):
                raise ApiError(
                    "invalid_nonce",
                    "The nonce is not the session's current nonce: it is wrong or already used.",
                )
            tx.set_session_status(session.id, SESSION_IN_PROGRESS, now, clear_nonce=True)
            tx.insert_payment(
                payment_id=payment_id,
                session_id=session.id,
                client_id=tenant.client_id,
                skill=session.skill,
                data=stored,
                psu_redirect_link=data["psu_redirect_link"],
                psu_id=psu_id if isinstance(psu_id, str) else None,
                bank_payment_id=bank_payment_id,
                triggers=triggers.to_dict(),
                status="new_payment_input",
                now=now,
            )
            tx.set_payment_status(payment_id, "payment_input_submitted", now)
            self.bank.register(
                tx,
                bank_payment_id=bank_payment_id,
                client_id=tenant.client_id,
                redirect_uri=redirect_uri,
                payment_info=stored.get("payment_info", []),
                triggers=triggers,
                now=now,
            )
            tx.set_payment_status(payment_id, "payment_received", now)
            tx.insert_authorization(
                session_id=session.id,
                state_digest=token_digest(state),
                code_verifier=verifier,
                redirect_uri=redirect_uri,
                now=now,
            )
        query = urllib.parse.urlencode(
            {
                "client_id": tenant.client_id,
                "code_challenge": code_challenge(verifier),
                "code_challenge_method": "S256",
                "redirect_uri": redirect_uri,
                "response_type": "code",
                "scope": f"PIS:{bank_payment_id}",
                "state": state,
            }
        )
        return {
            "status": SESSION_IN_PROGRESS,
            "data": {
                "headers": {"Content-Type": "application/x-www-form-urlencoded"},
                "method": "GET",
                "url": f"{base}/bank/authorize?{query}",
            },
        }

    def complete_redirect(self, session_id: str, query: Mapping[str, str]) -> Redirect:
        """``GET /v1/redirects/{id}``: the bank sends the customer back here.

        A ``state`` that does not match, or a session not waiting for this redirect, is
        refused (400 ``tpp_redirect_error``) and changes nothing. Otherwise the customer
        goes on to ``psu_redirect_link`` with ``temp_token`` (authorized) or with
        ``error`` and ``error_description`` (rejected, or the code exchange failed).
        """
        now = self.clock()
        with self.store.transaction() as tx:
            session = tx.get_session(session_id) if _is_uuid(session_id) else None
            if session is None:
                raise ApiError("invalid_session_id", "No session has this id.")
            authorization = tx.get_authorization(session.id)
            payment = tx.payment_for_session(session.id)
            if session.status != SESSION_IN_PROGRESS or authorization is None or payment is None:
                raise ApiError(
                    "tpp_redirect_error", "This session is not waiting for the bank's redirect."
                )
            state_digest, verifier, redirect_uri = authorization
            state = query.get("state", "")
            if not state or not digests_equal(token_digest(state), state_digest):
                raise ApiError(
                    "tpp_redirect_error", "The state parameter does not match this session."
                )
            tx.delete_authorization(session.id)
            error: tuple[str, str] | None = None
            if query.get("error"):
                bank_error = query["error"]
                code = (
                    bank_error
                    if bank_error in ("access_denied", "payment_rejected")
                    else ("tpp_redirect_error")
                )
                description = query.get("error_description") or f"The bank answered {bank_error}."
                error = (code, _clip(description, 300))
            elif query.get("code"):
                try:
                    self.bank.exchange_code(
                        tx,
                        code=query["code"],
                        code_verifier=verifier,
                        redirect_uri=redirect_uri,
                        client_id=session.client_id,
                        now=now,
                    )
                except BankError as exc:
                    error = ("tpp_redirect_error", f"The bank refused the authorization: {exc}")
            else:
                error = ("tpp_redirect_error", "The bank sent neither a code nor an error.")
            if error is not None:
                tx.set_payment_status(payment.id, "payment_failed", now)
                tx.set_session_status(session.id, SESSION_FAILED, now)
                return Redirect(
                    add_query(
                        payment.psu_redirect_link,
                        {"error": error[0], "error_description": error[1]},
                    )
                )
            temp_token = new_token()
            tx.set_payment_status(payment.id, "payment_authorized", now)
            tx.insert_temp_token(
                digest=token_digest(temp_token),
                client_id=session.client_id,
                payment_id=payment.id,
                expires_at=now + self.settings.temp_token_ttl,
            )
            tx.set_session_status(session.id, SESSION_COMPLETED, now)
        return Redirect(add_query(payment.psu_redirect_link, {"temp_token": temp_token}))

    def exchange_token(self, body: Any) -> dict[str, Any]:
        """``POST /v1/tokens``: a temp token for a consent and its access token (§2.5)."""
        fields = check_fields(body, self.TOKEN_FIELDS)
        tenant = self._tenant_with_secret(fields["client_id"], fields["client_secret"])
        digest = token_digest(fields["temp_token"])
        now = self.clock()
        access_token = new_token()
        consent = Consent(
            id=str(uuid.uuid4()),
            client_id=tenant.client_id,
            payment_id="",
            token_digest=token_digest(access_token),
            status="ACTIVE",
            created_at=now,
            consent_exp=now + self.settings.consent_ttl,
            max_data_retention=now + self.settings.data_retention,
        )
        with self.store.transaction() as tx:
            temp = tx.get_temp_token(digest)
            if temp is None or temp.client_id != tenant.client_id:
                raise ApiError("invalid_temp_token", "The temp_token is unknown.")
            if temp.used_at is not None:
                raise ApiError("invalid_temp_token", "The temp_token has already been exchanged.")
            if now >= temp.expires_at:
                raise ApiError("invalid_temp_token", "The temp_token has expired.")
            if not tx.use_temp_token(digest, now):
                raise ApiError("invalid_temp_token", "The temp_token has already been exchanged.")
            consent = Consent(**{**_fields(consent), "payment_id": temp.payment_id})
            tx.insert_consent(consent)
        return {
            "credentials_id": consent.id,
            "access_token": access_token,
            "consent_exp": api_time(consent.consent_exp),
            "max_data_retention": api_time(consent.max_data_retention),
        }

    def get_payment(self, body: Any) -> dict[str, Any]:
        """``POST /v1/payments/get``: the payment object (§2.4), after asking the bank."""
        fields = check_fields(body, self.GET_FIELDS)
        tenant = self._tenant_with_secret(fields["client_id"], fields["client_secret"])
        now = self.clock()
        refusal: ApiError | None = None
        slow = False
        with self.store.transaction() as tx:
            consent_id = fields["credentials_id"]
            consent = tx.get_consent(consent_id) if _is_uuid(consent_id) else None
            if consent is None or consent.client_id != tenant.client_id:
                raise ApiError(
                    "invalid_credentials_id", "No consent of this tenant app has this id."
                )
            if not digests_equal(token_digest(fields["access_token"]), consent.token_digest):
                raise ApiError("invalid_access_token", "The access_token is not this consent's.")
            payment = tx.get_payment(consent.payment_id)
            if payment is None:  # the consent table references payments: cannot happen
                raise ApiError("invalid_credentials_id", "The consent points at no payment.")
            triggers = Triggers.from_dict(payment.triggers)
            if now >= consent.consent_exp:
                tx.set_consent_status(consent.id, "EXPIRED")
                refusal = ApiError("expired_credentials", "The consent has expired.")
            elif triggers.unavailable_once and "unavailable" not in payment.fired:
                tx.add_payment_fired(payment, "unavailable")
                refusal = ApiError(
                    "service_unavailable",
                    "The bank is temporarily unavailable; retry (sandbox trigger 500.01).",
                    headers={"Retry-After": "1"},
                )
            else:
                if triggers.slow_response_once and "slow_response" not in payment.fired:
                    tx.add_payment_fired(payment, "slow_response")
                    slow = True
                status = self._ask_bank(tx, payment.bank_payment_id, payment.status)
                if status != payment.status:
                    tx.set_payment_status(payment.id, status, now)
        if refusal is not None:
            raise refusal
        if slow:
            self._sleep(self.settings.slow_response_seconds)
        return {"id": payment.id, "data": payment.data, "status": status}

    def _ask_bank(self, tx: Any, bank_payment_id: str, current: str) -> str:
        """The service status after asking the bank: never backwards, never past a
        terminal status, never beyond ``payment_received`` without authorization."""
        if current in _TERMINAL or _RANK.get(current, 0) < _RANK["payment_authorized"]:
            return current
        answer = BANK_TO_SERVICE.get(self.bank.poll(tx, bank_payment_id), current)
        if answer == "payment_failed" or _RANK[answer] > _RANK[current]:
            return answer
        return current

    def payment_history(self, payment_id: str) -> list[tuple[str, datetime]]:
        """Every status a payment has had, with when (for tests and inspection)."""
        with self.store.transaction() as tx:
            return tx.payment_history(payment_id)


def _fields(obj: Any) -> dict[str, Any]:
    return {name: getattr(obj, name) for name in obj.__dataclass_fields__}
