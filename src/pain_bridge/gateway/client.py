"""The client of the payment initiation service: one core, a sync and an async face.

One module because the sync and the async client are two faces of one core (bodies,
parsing, errors, retries), kept side by side so they cannot drift apart.

>>> settings = GatewaySettings("http://127.0.0.1:8000/v1", client_id="…",
...                            client_app_key="…", client_secret="…")   # doctest: +SKIP
>>> with GatewayClient(settings) as client:                               # doctest: +SKIP
...     session = client.create_session("user-42", "bt_ro_pisp_sbx_#1.0")
...     link = client.submit_payment_intent(session, data)
...     print(link.url)            # the customer follows it to their bank

:class:`GatewayClient` (on ``httpx.Client``) and :class:`AsyncGatewayClient` (on
``httpx.AsyncClient``) share :class:`_Core`: request bodies, response parsing into typed
objects, error mapping (:mod:`pain_bridge.gateway.errors`) and redacted logging. Both
run the same retry loop, driven by :func:`pain_bridge.gateway.retry.decide`.

Every call is ``POST`` with a JSON body (``service-notes.md``). The base URL may be given
with or without its ``/v1`` suffix. The transport is injectable: ``httpx.MockTransport``
or ``httpx.ASGITransport`` for tests, the default network transport otherwise.

Logging is opt-in (``GatewaySettings.log_http``) on the ``pain_bridge.gateway`` logger at
DEBUG level; the values of :data:`SECRET_KEYS` are always replaced by ``"***"``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final, TypeVar
from urllib.parse import urlsplit

import httpx

from pain_bridge.errors import ConfigError
from pain_bridge.gateway.errors import (
    GatewayError,
    MalformedResponse,
    OutcomeUnknown,
    RequestInfo,
    error_from_response,
    error_from_transport,
    snippet_of,
)
from pain_bridge.gateway.retry import Operation, RetryPolicy, decide

if TYPE_CHECKING:  # the signer (and its JOSE library) loads only when one is used
    from pain_bridge.gateway.signing import RequestSigner

__all__ = [
    "FINAL_STATUSES",
    "SECRET_KEYS",
    "AsyncGatewayClient",
    "GatewayClient",
    "GatewaySettings",
    "Payment",
    "PaymentStatus",
    "ScaLink",
    "Session",
    "TokenGrant",
    "redact",
]

logger = logging.getLogger("pain_bridge.gateway")
T = TypeVar("T")

#: Keys whose values never appear in a log line, at any depth of a body.
SECRET_KEYS: Final = frozenset(
    {"client_secret", "access_token", "temp_token", "nonce", "client_app_key"}
)


class PaymentStatus(StrEnum):
    """A payment's status as the service reports it (``pis-interface.md`` §3)."""

    NEW_PAYMENT_INPUT = "new_payment_input"
    PAYMENT_INPUT_SUBMITTED = "payment_input_submitted"
    PAYMENT_RECEIVED = "payment_received"
    PAYMENT_AUTHORIZED = "payment_authorized"
    PAYMENT_IN_PROCESS = "payment_in_process"
    PAYMENT_COMPLETED = "payment_completed"
    PAYMENT_FAILED = "payment_failed"

    @property
    def is_final(self) -> bool:
        return self in FINAL_STATUSES


#: The statuses after which a payment does not change any more.
FINAL_STATUSES: Final = frozenset({PaymentStatus.PAYMENT_COMPLETED, PaymentStatus.PAYMENT_FAILED})


def redact(value: Any) -> Any:
    """A copy of a JSON-like value with every :data:`SECRET_KEYS` value replaced."""
    if isinstance(value, Mapping):
        return {
            k: ("***" if k in SECRET_KEYS and v is not None else redact(v))
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [redact(v) for v in value]
    return value


def _normalise_base_url(base_url: str) -> str:
    """``https://host/x/v1/`` → ``https://host/x`` (paths carry ``/v1`` themselves)."""
    parts = urlsplit(base_url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(f"base URL must be an http(s) URL with a host, not {base_url!r}")
    if parts.query or parts.fragment:
        raise ConfigError(f"base URL must not have a query or fragment: {base_url!r}")
    path = parts.path.rstrip("/")
    for base in ("/v1", "/v1s"):
        if path.endswith(base):
            path = path[: -len(base)]
            break
    return f"{parts.scheme}://{parts.netloc}{path}"


@dataclass(frozen=True)
class GatewaySettings:
    """Where the service is, the tenant app's keys, timeouts, transport and retries.

    ``client_secret`` and ``client_app_key`` never appear in ``repr``. ``transport`` is
    used by :class:`GatewayClient`, ``async_transport`` by :class:`AsyncGatewayClient`.
    """

    base_url: str
    client_id: str
    client_app_key: str = field(repr=False)
    client_secret: str = field(repr=False)
    connect_timeout: float = 5.0
    read_timeout: float = 30.0
    write_timeout: float = 30.0
    pool_timeout: float = 5.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    transport: httpx.BaseTransport | None = field(default=None, repr=False, compare=False)
    async_transport: httpx.AsyncBaseTransport | None = field(
        default=None, repr=False, compare=False
    )
    log_http: bool = False
    user_agent: str = "pain_bridge-gateway/0.1"
    #: Signs every request (the ``/v1s`` base) when set: :mod:`.signing`.
    signer: RequestSigner | None = field(default=None, repr=False, compare=False)

    @property
    def root_url(self) -> str:
        """The base URL without ``/v1``: ``root_url + "/v1/tokens"`` is an endpoint."""
        return _normalise_base_url(self.base_url)

    @property
    def api_base(self) -> str:
        """``/v1``, or ``/v1s`` for signed requests."""
        return "/v1s" if self.signer is not None else "/v1"

    def timeout(self) -> httpx.Timeout:
        return httpx.Timeout(
            connect=self.connect_timeout,
            read=self.read_timeout,
            write=self.write_timeout,
            pool=self.pool_timeout,
        )


@dataclass(frozen=True, slots=True)
class Session:
    """A running on-boarding session for ``skill`` and the nonce for its next step
    (single-use, valid for 30 minutes)."""

    session_id: str
    nonce: str = field(repr=False)
    skill: str
    status: str = "SESSION_CREATED"


@dataclass(frozen=True, slots=True)
class ScaLink:
    """Where the customer goes to authorize the payment (``pis-interface.md`` §2.3)."""

    url: str
    method: str = "GET"
    headers: Mapping[str, str] = field(default_factory=dict)
    session_status: str = "SESSION_IN_PROGRESS"


@dataclass(frozen=True, slots=True)
class TokenGrant:
    """The consent obtained by a token exchange (``pis-interface.md`` §2.5)."""

    credentials_id: str
    access_token: str = field(repr=False)
    consent_exp: datetime | None = None
    max_data_retention: datetime | None = None


@dataclass(frozen=True, slots=True)
class Payment:
    """A payment as Get payment returns it (``pis-interface.md`` §2.4)."""

    id: str
    status: PaymentStatus
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_final(self) -> bool:
        return self.status in FINAL_STATUSES


@dataclass(frozen=True, slots=True)
class _Call:
    operation: Operation
    path: str
    body: dict[str, Any]

    @property
    def info(self) -> RequestInfo:
        return RequestInfo("POST", self.path)


def _require_str(body: Mapping[str, Any], key: str, call: _Call, what: str) -> str:
    value = body.get(key)
    if not isinstance(value, str) or not value:
        raise MalformedResponse(
            f"{what}: field {key!r} is missing or not a string", request=call.info
        )
    return value


def _parse_time(value: Any, key: str, call: _Call) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise MalformedResponse(f"token: {key!r} is not a timestamp", request=call.info)
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError as exc:
        raise MalformedResponse(
            f"token: {key!r} is not an ISO 8601 timestamp", request=call.info
        ) from exc


class _Core:
    """What both faces share: building calls, parsing answers, mapping errors, logging."""

    def __init__(self, settings: GatewaySettings) -> None:
        self.settings = settings
        self.root = settings.root_url
        self.base = settings.api_base

    # -- building ------------------------------------------------------------------
    def create_session_call(self, tenant_user_id: str, skill: str) -> _Call:
        return _Call(
            Operation.CREATE_SESSION,
            f"{self.base}/sessions",
            {
                "tenant_user_id": tenant_user_id,
                "client_id": self.settings.client_id,
                "client_app_key": self.settings.client_app_key,
                "skill": skill,
            },
        )

    def step_call(self, session: Session, data: Mapping[str, Any]) -> _Call:
        return _Call(
            Operation.SUBMIT_STEP,
            f"{self.base}/sessions/{session.session_id}/steps",
            {
                "client_id": self.settings.client_id,
                "nonce": session.nonce,
                "skill": session.skill,
                "step": "payment_intent",
                "data": dict(data),
            },
        )

    def token_call(self, temp_token: str) -> _Call:
        return _Call(
            Operation.EXCHANGE_TOKEN,
            f"{self.base}/tokens",
            {
                "client_id": self.settings.client_id,
                "client_secret": self.settings.client_secret,
                "temp_token": temp_token,
            },
        )

    def payment_call(self, credentials_id: str, access_token: str) -> _Call:
        return _Call(
            Operation.GET_PAYMENT,
            f"{self.base}/payments/get",
            {
                "client_id": self.settings.client_id,
                "client_secret": self.settings.client_secret,
                "credentials_id": credentials_id,
                "access_token": access_token,
            },
        )

    def request(self, call: _Call) -> tuple[str, str, bytes, dict[str, str]]:
        """Method, URL, body bytes and headers of a call; logs it when asked."""
        if self.settings.log_http:
            logger.debug("→ POST %s %s", call.path, json.dumps(redact(call.body)))
        content = json.dumps(call.body, ensure_ascii=False, separators=(",", ":")).encode()
        headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": self.settings.user_agent,
        }
        return "POST", self.root + call.path, content, headers

    def signed(self, headers: dict[str, str], content: bytes) -> dict[str, str]:
        """``headers`` with a fresh signature over ``content`` (one per attempt, so a
        retry never repeats a token), or as they are without a signer."""
        signer = self.settings.signer
        if signer is None:
            return headers
        return {**headers, "Authorization": signer.authorization(content)}

    # -- parsing -------------------------------------------------------------------
    def parse(self, call: _Call, response: httpx.Response) -> dict[str, Any]:
        """The JSON object of a 200 answer; raises the mapped error otherwise."""
        try:
            body: Any = response.json() if response.content else None
        except (ValueError, UnicodeDecodeError):
            body = None
        if self.settings.log_http:
            logged = json.dumps(redact(body)) if body is not None else repr(snippet_of(response))
            logger.debug("← %s %s %s", response.status_code, call.path, logged)
        if response.status_code != 200:
            raise error_from_response(response, call.info, body)
        if not isinstance(body, dict):
            what = "an empty body" if not response.content else "a body that is not JSON"
            if body is not None:
                what = "JSON that is not an object"
            raise MalformedResponse(
                f"HTTP 200 with {what}",
                snippet=snippet_of(response),
                request=call.info,
                http_status=200,
            )
        return body

    def typed(
        self, call: _Call, response: httpx.Response, parse: Callable[[_Call, dict[str, Any]], T]
    ) -> T:
        """The typed answer of a call: :meth:`parse`, then the object's own parser."""
        body = self.parse(call, response)
        try:
            return parse(call, body)
        except MalformedResponse as error:
            error.http_status = response.status_code
            error.snippet = snippet_of(response)
            raise

    def session(self, call: _Call, body: dict[str, Any]) -> Session:
        return Session(
            session_id=_require_str(body, "session_id", call, "session"),
            nonce=_require_str(body, "nonce", call, "session"),
            skill=str(call.body["skill"]),
            status=str(body.get("status") or "SESSION_CREATED"),
        )

    def sca_link(self, call: _Call, body: dict[str, Any]) -> ScaLink:
        data = body.get("data")
        if not isinstance(data, dict):
            raise MalformedResponse("step answer: 'data' is not an object", request=call.info)
        url = _require_str(data, "url", call, "step answer")
        if urlsplit(url).scheme not in ("http", "https"):
            raise MalformedResponse("step answer: the SCA link is not a URL", request=call.info)
        headers = data.get("headers") or {}
        if not isinstance(headers, dict):
            raise MalformedResponse("step answer: 'headers' is not an object", request=call.info)
        return ScaLink(
            url=url,
            method=str(data.get("method") or "GET"),
            headers={str(k): str(v) for k, v in headers.items()},
            session_status=str(body.get("status") or "SESSION_IN_PROGRESS"),
        )

    def token(self, call: _Call, body: dict[str, Any]) -> TokenGrant:
        return TokenGrant(
            credentials_id=_require_str(body, "credentials_id", call, "token"),
            access_token=_require_str(body, "access_token", call, "token"),
            consent_exp=_parse_time(body.get("consent_exp"), "consent_exp", call),
            max_data_retention=_parse_time(
                body.get("max_data_retention"), "max_data_retention", call
            ),
        )

    def payment(self, call: _Call, body: dict[str, Any]) -> Payment:
        data = body.get("data")
        if data is not None and not isinstance(data, dict):
            raise MalformedResponse("payment: 'data' is not an object", request=call.info)
        status = _require_str(body, "status", call, "payment")
        try:
            known = PaymentStatus(status)
        except ValueError as exc:
            raise MalformedResponse(
                f"payment: {status!r} is not a documented status", request=call.info
            ) from exc
        return Payment(id=_require_str(body, "id", call, "payment"), status=known, data=data or {})

    # -- deciding ------------------------------------------------------------------
    def after_failure(self, call: _Call, attempt: int, error: GatewayError) -> float:
        """The delay before the next attempt, or raises the final error."""
        decision = decide(call.operation, attempt, error, self.settings.retry)
        if decision.outcome_unknown:
            raise OutcomeUnknown(error) from error
        if not decision.retry:
            raise error
        logger.info(
            "retrying %s after attempt %d in %.2fs: %s (%s)",
            call.path,
            attempt,
            decision.delay,
            decision.reason,
            type(error).__name__,
        )
        return decision.delay


class GatewayClient:
    """The synchronous client. Use as a context manager, or call :meth:`close`."""

    def __init__(self, settings: GatewaySettings, *, http: httpx.Client | None = None) -> None:
        self._core = _Core(settings)
        self.settings = settings
        self._own = http is None
        self._http = http or httpx.Client(
            transport=settings.transport, timeout=settings.timeout(), follow_redirects=False
        )

    def __enter__(self) -> GatewayClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._own:
            self._http.close()

    def _run(self, call: _Call, parse: Callable[[_Call, dict[str, Any]], T]) -> T:
        method, url, content, headers = self._core.request(call)
        attempt = 0
        while True:
            attempt += 1
            try:
                try:
                    response = self._http.request(
                        method, url, content=content, headers=self._core.signed(headers, content)
                    )
                except httpx.TransportError as exc:
                    raise error_from_transport(exc, call.info, url) from exc
                return self._core.typed(call, response, parse)
            except GatewayError as error:
                delay = self._core.after_failure(call, attempt, error)
            self.settings.retry.sleep(delay)

    def create_session(self, tenant_user_id: str, skill: str) -> Session:
        """Start an on-boarding session for ``skill`` (``POST /v1/sessions``)."""
        call = self._core.create_session_call(tenant_user_id, skill)
        return self._run(call, self._core.session)

    def submit_payment_intent(self, session: Session, data: Mapping[str, Any]) -> ScaLink:
        """Submit the ``payment_intent`` step; the answer is the SCA link.

        Raises :class:`~pain_bridge.gateway.errors.OutcomeUnknown` when the step was sent
        and no trustworthy answer came back. The session's nonce is spent either way.
        """
        call = self._core.step_call(session, data)
        return self._run(call, self._core.sca_link)

    def exchange_token(self, temp_token: str) -> TokenGrant:
        """Exchange the temp token from the redirect for a consent (``POST /v1/tokens``)."""
        call = self._core.token_call(temp_token)
        return self._run(call, self._core.token)

    def get_payment(self, credentials_id: str, access_token: str) -> Payment:
        """Read a payment and its latest status (``POST /v1/payments/get``)."""
        call = self._core.payment_call(credentials_id, access_token)
        return self._run(call, self._core.payment)

    def create_and_submit(
        self, tenant_user_id: str, skill: str, data: Mapping[str, Any]
    ) -> tuple[Session, ScaLink]:
        """Create a session and submit one payment intent in it (no journal: see
        :mod:`pain_bridge.gateway.submit` for the durable batch)."""
        session = self.create_session(tenant_user_id, skill)
        return session, self.submit_payment_intent(session, data)


class AsyncGatewayClient:
    """The asynchronous client: the same calls as :class:`GatewayClient`, awaited."""

    def __init__(self, settings: GatewaySettings, *, http: httpx.AsyncClient | None = None) -> None:
        self._core = _Core(settings)
        self.settings = settings
        self._own = http is None
        self._http = http or httpx.AsyncClient(
            transport=settings.async_transport,
            timeout=settings.timeout(),
            follow_redirects=False,
        )

    async def __aenter__(self) -> AsyncGatewayClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._own:
            await self._http.aclose()

    async def _run(self, call: _Call, parse: Callable[[_Call, dict[str, Any]], T]) -> T:
        method, url, content, headers = self._core.request(call)
        attempt = 0
        while True:
            attempt += 1
            try:
                try:
                    response = await self._http.request(
                        method, url, content=content, headers=self._core.signed(headers, content)
                    )
                except httpx.TransportError as exc:
                    raise error_from_transport(exc, call.info, url) from exc
                return self._core.typed(call, response, parse)
            except GatewayError as error:
                delay = self._core.after_failure(call, attempt, error)
            await self.settings.retry.async_sleep(delay)

    async def create_session(self, tenant_user_id: str, skill: str) -> Session:
        """See :meth:`GatewayClient.create_session`."""
        call = self._core.create_session_call(tenant_user_id, skill)
        return await self._run(call, self._core.session)

    async def submit_payment_intent(self, session: Session, data: Mapping[str, Any]) -> ScaLink:
        """See :meth:`GatewayClient.submit_payment_intent`."""
        call = self._core.step_call(session, data)
        return await self._run(call, self._core.sca_link)

    async def exchange_token(self, temp_token: str) -> TokenGrant:
        """See :meth:`GatewayClient.exchange_token`."""
        call = self._core.token_call(temp_token)
        return await self._run(call, self._core.token)

    async def get_payment(self, credentials_id: str, access_token: str) -> Payment:
        """See :meth:`GatewayClient.get_payment`."""
        call = self._core.payment_call(credentials_id, access_token)
        return await self._run(call, self._core.payment)

    async def create_and_submit(
        self, tenant_user_id: str, skill: str, data: Mapping[str, Any]
    ) -> tuple[Session, ScaLink]:
        """See :meth:`GatewayClient.create_and_submit`."""
        session = await self.create_session(tenant_user_id, skill)
        return session, await self.submit_payment_intent(session, data)
