"""``pain2pis serve``: validation and conversion over HTTP, and a page for people.

Routes
------
========================  ==========================================================
``POST /v1/validate``     the body (one file, or several as multipart) checked: ``validate
                          --format json``'s report
``POST /v1/convert``      the body converted, as ``convert``; 422 with the report on errors
``GET  /healthz``         the process answers
``GET  /readyz``          rules and schemas are loaded
``GET  /metrics``         Prometheus metrics (requests by path and status, durations)
``GET  /v1/codes``        every finding code, its severity and meaning (for the page)
``GET  /openapi.json``    the OpenAPI document (:mod:`.openapi`)
``GET  /``                the page: choose files, read their reports, download conversions
========================  ==========================================================

Modules, one job each: :mod:`.command` (the CLI command, uvicorn), :mod:`.app` (the
ASGI application), :mod:`.routes`, :mod:`.bodies` (reading and spooling a body),
:mod:`.uploads` (several files), :mod:`.query` (a request's choices), :mod:`.checks`
(the library calls), :mod:`.guard` (headers, metrics, faults), :mod:`.problems` (RFC
9457 errors), :mod:`.settings`.

The package sits above :mod:`pain_bridge.cli` in the layers: it takes ``validate``'s
options and resolves them as ``validate`` does.
"""
