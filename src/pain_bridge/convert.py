"""Convert pain.001 XML ⇄ payment intent ``data`` JSON, and pain.001 between versions.

One module because a conversion is one pipeline (read, check, write, publish or remove)
whose directions share the temporary output and its clean-up.

>>> result = convert("pay.xml", "intent.json", psu_redirect_link="https://app/cb")  # doctest: +SKIP
>>> result.written, [f.code for f in result.errors]                               # doctest: +SKIP
(True, [])

The direction follows the input's format (told from its content): XML becomes JSON and
JSON becomes XML. Every conversion runs the whole validation (the XSD for XML input,
every rule of :mod:`pain_bridge.rules`, the ``map`` checks of the direction) and
publishes output only when no finding is an error:

- XML → JSON streams: the JSON is written transaction by transaction into a temporary
  file next to the target, renamed into place at the end, and removed if any error came,
  even one the XML parser met only after thousands of transactions;
- JSON → XML builds the message, checks what pain.001 needs, and writes it with
  :func:`pain_bridge.writer.write_xml` (schema-checked, atomic) in the version asked for
  (``pain_version``, else the configuration's ``pain_version``, else pain.001.001.03);
- XML → XML (``to="xml"`` for an XML input) migrates a document to ``pain_version``:
  what the model cannot carry, and what the target version has no element for, is
  reported as ``map.dropped`` (an error with ``strict``). No payment intent is made, so
  the service's limits (:data:`~pain_bridge.findings.SERVICE_CODES`: immediate
  execution, IBANs only, one ``Strd``, one ``Ustrd`` line, a skill's on-boarding) do not
  apply.
  What the target version's schema refuses (an element it requires that the input
  lacks, a value too long for it) is ``map.unfit``, an error at the input's place
  (:mod:`pain_bridge.writer.unfit`): nothing is written.

``structure_addresses`` rewrites free-text addresses into structured or hybrid ones on
the way (:mod:`pain_bridge.postal`), reporting each rewrite as ``address.restructured``.

``strict`` makes the conversion lossless: every ``map.dropped`` of content becomes an
error. Drops reported as ``info`` are values the writer regenerates on the way back
(creation time, control sums, numbers of transactions, payment method, initiating party,
debtor agent): they stay notes, or no real file could ever pass.
Without a ``psu_redirect_link`` (an option here, since XML has none) the JSON lacks a
field the service requires: that is a ``map.incomplete`` warning.
"""

from __future__ import annotations

import io
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from pain_bridge.errors import ConfigError, PainBridgeError
from pain_bridge.file_purpose import Purpose
from pain_bridge.findings import Finding, Severity, make_finding
from pain_bridge.flood import DEFAULT_PER_CODE, FloodGate, Held
from pain_bridge.model import DocumentStart, Event, assemble
from pain_bridge.sources import Format, Opened, open_input
from pain_bridge.spool import FindingSpool
from pain_bridge.versions import WRITABLE_NAMES, PainVersion

if TYPE_CHECKING:
    from pain_bridge.config import RuleConfig
    from pain_bridge.guideline import Guideline
    from pain_bridge.pipeline import Locator, Transform
    from pain_bridge.profiles import SkillProfile
    from pain_bridge.reader import ReadOptions
    from pain_bridge.writer import WriteOptions

__all__ = ["ConversionResult", "OutputError", "convert"]

Source = str | os.PathLike[str] | bytes | IO[bytes] | dict[str, Any]
Target = str | os.PathLike[str] | IO[bytes] | None
#: Called with the number of input bytes read so far.
Progress = Callable[[int], None]


class OutputError(PainBridgeError):
    """The output cannot be written (directory missing, permission, disk full)."""

    def __init__(self, message: str, *, path: str | None = None) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True, slots=True)
class ConversionResult:
    """What a conversion found and whether it published its output.

    ``output`` holds the converted document when no target was given and it succeeded.
    """

    #: The findings listed, in bounded memory however many (read in document order).
    listed: FindingSpool
    written: bool
    source_format: Format
    target_format: Format
    output: bytes | None = None
    #: Findings counted but not listed, past the limit per code (a flood of one code).
    held: tuple[Held, ...] = ()

    @property
    def findings(self) -> tuple[Finding, ...]:
        """The findings listed, in document order, all in memory at once (a report of a
        flood reads :attr:`listed` instead)."""
        return tuple(self.listed)

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.listed if f.is_error)

    @property
    def ok(self) -> bool:
        """True when no finding, listed or counted, is an error."""
        return self.listed.worst is not Severity.ERROR and not any(
            h.severity is Severity.ERROR for h in self.held
        )


class _Counting(io.RawIOBase):
    """A read-only stream that reports how many bytes were read from it."""

    def __init__(self, stream: IO[bytes], progress: Progress) -> None:
        self._stream = stream
        self._progress = progress
        self._done = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        data = self._stream.read(len(view))
        n = len(data)
        view[:n] = data
        self._done += n
        self._progress(self._done)
        return n

    def close(self) -> None:
        self._stream.close()
        super().close()


def _open_source(source: Source, progress: Progress | None) -> tuple[Opened, IO[bytes] | None]:
    """What the input is (:func:`~pain_bridge.sources.open_input`, as ``validate`` tells
    it), its readable source wrapped to count the bytes read for ``progress`` where the
    reader does not count them itself, and a handle to close after."""
    opened = open_input(source)
    readable = opened.source
    if progress is None or isinstance(readable, bytes | dict):
        return opened, None
    if isinstance(readable, str):
        if opened.format == "xml":  # XML: the reader reports (ReadOptions.progress)
            return opened, None
        handle = open(readable, "rb")  # noqa: SIM115 - closed by the caller
        counted = io.BufferedReader(_Counting(handle, progress), buffer_size=1 << 16)
        return replace(opened, source=counted), counted
    stream = io.BufferedReader(_Counting(readable, progress), buffer_size=1 << 16)
    return replace(opened, source=stream), None


def _output_error(target: object, exc: OSError) -> OutputError:
    path = os.fspath(target) if isinstance(target, str | os.PathLike) else None
    where = path or "the output"
    return OutputError(f"cannot write {where}: {exc.strerror or exc}", path=path)


class _Collector:
    """Splits a processed stream: findings into a spool, model events onward.

    After the first error it stops passing events on (the output will not be published
    anyway) but keeps reading, so that every finding is still collected.
    """

    def __init__(
        self, strict: bool, per_code: int | None, config: RuleConfig | None = None
    ) -> None:
        self.strict = strict
        #: The configuration, for the findings made after the rule engine applied it
        #: (``map.incomplete`` at the end, a migration's losses, the mapping's checks);
        #: applying it again to the engine's findings changes nothing.
        self.configure = None if config is None or config.is_neutral else config.apply
        self.findings = FindingSpool()
        self.error_seen = False
        self.start: DocumentStart | None = None
        self.gate = FloodGate(per_code)
        #: The pipeline's locate stage (:class:`~pain_bridge.pipeline.Locator`: the lines
        #: past 65,535 of an XML file's findings), for each finding the gate lets by.
        self.locator: Locator | None = None

    @property
    def failed(self) -> bool:
        """An error was found: among the findings, or counted by the gate without being
        made (a flood past its limit)."""
        return self.error_seen or self.gate.holds_errors

    def add(self, finding: Finding) -> None:
        if self.configure is not None:
            configured = self.configure(finding)
            if configured is None:
                return
            finding = configured
        if self.strict and finding.code == "map.dropped" and finding.severity is Severity.WARNING:
            finding = finding.with_severity(Severity.ERROR)
        if finding.is_error:
            self.error_seen = True
        if self.gate.admit(finding):  # past the limit of its code: counted only
            if self.locator is not None:
                placed = self.locator.place(finding)
                if placed is None:  # its column comes at the end (finish)
                    return
                finding = placed
            self.findings.add(finding)

    def finish(self) -> None:
        """The findings the locate stage held for their columns, placed."""
        if self.locator is not None:
            for finding in self.locator.held():
                self.findings.add(finding)

    def model_events(self, stream: Iterable[Event]) -> Iterator[Event]:
        for event in stream:
            if type(event) is Finding:
                assert isinstance(event, Finding)
                self.add(event)
            elif not self.failed:
                if type(event) is DocumentStart:
                    assert isinstance(event, DocumentStart)
                    self.start = event
                yield event


def _to_json(
    events: Iterable[Event],
    collector: _Collector,
    target: Target,
    psu_redirect_link: str | None,
    psu_id: str | None,
) -> bytes | None:
    from pain_bridge.atomic import AtomicOutput
    from pain_bridge.mapping.to_json import write_json_events
    from pain_bridge.xmlsafe import xml_char_findings

    given = {"psu_redirect_link": psu_redirect_link, "psu_id": psu_id}
    refused = xml_char_findings({name: text for name, text in given.items() if text is not None})
    for finding in refused:  # the options' text is part of the JSON: judged as the JSON's
        collector.add(finding)
    if refused:  # nothing will be written (and no model event passes): never encode them
        psu_redirect_link = psu_id = None
    model_events = collector.model_events(events)
    if isinstance(target, str | os.PathLike):
        try:
            output = AtomicOutput(target)
        except OSError as exc:
            raise _output_error(target, exc) from exc
        try:
            with output as handle:
                text = io.TextIOWrapper(handle, encoding="utf-8", newline="")
                write_json_events(
                    model_events, text, psu_redirect_link=psu_redirect_link, psu_id=psu_id
                )
                text.flush()
                text.detach()
                _finish(collector, psu_redirect_link)
                if collector.failed:
                    output.discard()
        except OSError as exc:
            raise _output_error(target, exc) from exc
        return None
    if target is None:
        buffer = io.StringIO()
        write_json_events(model_events, buffer, psu_redirect_link=psu_redirect_link, psu_id=psu_id)
        _finish(collector, psu_redirect_link)
        return None if collector.failed else buffer.getvalue().encode()
    with tempfile.SpooledTemporaryFile(max_size=8 << 20) as spool:
        text = io.TextIOWrapper(spool, encoding="utf-8", newline="")
        write_json_events(model_events, text, psu_redirect_link=psu_redirect_link, psu_id=psu_id)
        text.flush()
        text.detach()
        _finish(collector, psu_redirect_link)
        if not collector.failed:
            spool.seek(0)
            try:
                shutil.copyfileobj(spool, target)
            except OSError as exc:
                raise _output_error(target, exc) from exc
    return None


#: Findings that mean the input could not be read as a payment message at all.
_UNREADABLE = frozenset(
    {"xml.syntax", "xml.unsafe", "xml.namespace", "xml.too-large", "json.syntax"}
)


def _finish(collector: _Collector, psu_redirect_link: str | None) -> None:
    """Findings about the JSON as a whole, once the stream is through."""
    start = collector.start
    if start is None or any(code in _UNREADABLE for code, _ in collector.findings.tally):
        return  # nothing could be read: what the JSON would lack is not the question
    if psu_redirect_link is None and start.psu_redirect_link is None:
        collector.add(
            make_finding(
                "map.incomplete",
                "psu_redirect_link is not set, and the service requires it: pass it with "
                "--redirect URL (psu_redirect_link= in the library)",
                pointer="/psu_redirect_link",
            )
        )


def _to_xml(
    events: Iterable[Event],
    collector: _Collector,
    target: Target,
    write_options: WriteOptions,
    allow_immediate_execution: bool,
    today: date | None,
    replay: Callable[[], Iterable[Event]] | None = None,
) -> bytes | None:
    """The XML written of ``events``: streamed where the input can be read again
    (``replay``, for what a refused document's findings need of the message held
    whole), else from the message assembled."""
    from pain_bridge.mapping.checks import iter_mapping_findings
    from pain_bridge.writer import WriteError, fill_required, pinned, write_xml
    from pain_bridge.writer.changes import changes
    from pain_bridge.writer.version_loss import version_losses

    if replay is not None:
        return _to_xml_streamed(
            events, collector, target, write_options, allow_immediate_execution, today, replay
        )
    message, findings = assemble(events)
    for finding in findings:
        collector.add(finding)
    if message is None:
        return None
    for finding in version_losses(message, write_options.version):
        collector.add(finding)
    message = fill_required(message, write_options)
    for finding in iter_mapping_findings(
        message.events(),
        allow_immediate_execution=allow_immediate_execution,
        today=today,
        target="xml",
    ):
        collector.add(finding)
    if collector.failed:
        return None
    write_options = pinned(message, write_options)
    for finding in changes(message, write_options):
        collector.add(finding)
    try:
        return write_xml(message, target, options=write_options)
    except WriteError as exc:  # nothing written: what the target refuses, where it is
        from pain_bridge.writer.unfit import refused

        for finding in refused(message, write_options, str(exc)):
            collector.add(finding)
    except OSError as exc:
        raise _output_error(target, exc) from exc
    return None


def _to_xml_streamed(
    events: Iterable[Event],
    collector: _Collector,
    target: Target,
    write_options: WriteOptions,
    allow_immediate_execution: bool,
    today: date | None,
    replay: Callable[[], Iterable[Event]],
) -> bytes | None:
    """XML → XML payment info by payment info (:mod:`pain_bridge.writer.stream`), in
    memory flat in the number of transactions. A document the writer refuses (the target
    version's schema, a payment info it cannot write) is told as the message held whole
    tells it: the input is read again (``replay``) and written by
    :func:`~pain_bridge.writer.write_xml`, which names what and where."""
    from pain_bridge.writer import WriteError, fill_required, pinned, write_xml
    from pain_bridge.writer.changes import changes
    from pain_bridge.writer.stream import SpoolError, migrate
    from pain_bridge.writer.unfit import refused

    try:
        migrated = migrate(
            events,
            collector.add,
            lambda: collector.failed,
            write_options,
            allow_immediate_execution=allow_immediate_execution,
            today=today,
        )
    except SpoolError as exc:  # the transactions' spool (a full temporary directory)
        raise _output_error(target, exc) from exc
    writer = migrated.writer
    try:
        if not migrated.readable or collector.failed:
            return None
        if writer.changes_told:
            try:
                return writer.publish(target)
            except WriteError:
                pass  # what the target refuses: named below, on the message held whole
            except OSError as exc:
                raise _output_error(target, exc) from exc
    finally:
        writer.close()
    message, _ = assemble(event for event in replay() if type(event) is not Finding)
    if message is None:
        return None
    message = fill_required(message, write_options)
    options = writer.options if writer.changes_told else pinned(message, write_options)
    if not writer.changes_told:
        for finding in changes(message, options):
            collector.add(finding)
    try:
        return write_xml(message, target, options=options)
    except WriteError as exc:
        for finding in refused(message, options, str(exc)):
            collector.add(finding)
    except OSError as exc:
        raise _output_error(target, exc) from exc
    return None


def _version(pain_version: PainVersion | str | None, config: RuleConfig | None) -> PainVersion:
    if isinstance(pain_version, PainVersion):
        version = pain_version
    else:
        chosen = pain_version or (config.pain_version if config is not None else None)
        try:
            version = PainVersion.parse(chosen) if chosen else PainVersion.V03
        except ValueError as exc:
            raise ConfigError(str(exc)) from exc
    if not version.writable:
        raise ConfigError(f"{version.label} is read, not written; write one of {WRITABLE_NAMES}")
    return version


def _write_options(options: WriteOptions | None, version: PainVersion) -> WriteOptions:
    from pain_bridge.writer import WriteOptions

    return replace(options or WriteOptions(), version=version)


def convert(
    source: Source,
    output: Target = None,
    *,
    to: Format | None = None,
    psu_redirect_link: str | None = None,
    psu_id: str | None = None,
    strict: bool = False,
    allow_immediate_execution: bool = False,
    skill: SkillProfile | str | None = None,
    config: RuleConfig | None = None,
    today: date | None = None,
    read_options: ReadOptions | None = None,
    write_options: WriteOptions | None = None,
    progress: Progress | None = None,
    pain_version: PainVersion | str | None = None,
    structure_addresses: bool = False,
    max_per_code: int | None = DEFAULT_PER_CODE,
    scheme: str | None = None,
    columns: bool = False,
    guidelines: Sequence[Guideline | Path | str] = (),
) -> ConversionResult:
    """Convert ``source`` to the other format and write it to ``output`` if it is valid.

    ``source``: a path, bytes, a binary file object, or a parsed JSON ``dict``.
    ``output``: a path (written atomically), a binary stream (written only on success),
    or None (the result's ``output`` holds the bytes). ``to`` names the target format;
    it must differ from the input's, which is told from the content as ``validate``
    tells it (content that tells none is read as XML: ``xml.syntax``);
    ``to="xml"`` for an XML input migrates it to ``pain_version`` (``"03"`` … ``"13"`` or
    a :class:`~pain_bridge.versions.PainVersion`; the version of any XML written, by
    default the configuration's ``pain_version``, else pain.001.001.03).
    ``structure_addresses`` rewrites free-text addresses (``address.restructured``).
    At most ``max_per_code`` findings of each code are listed (None: all); the others
    are counted in the result's ``held``.
    ``psu_redirect_link``/``psu_id`` complete the JSON (they override a JSON
    input's own). ``skill`` (a profile or its name) adds the skill checks; ``scheme`` (a
    scheme's name, ``"auto"`` or ``"none"``; default: the configuration's, else the
    skill's, else none) adds a scheme's rules (:mod:`pain_bridge.schemes`), whose errors
    stop the conversion like any other; ``config`` and ``today`` are the rule engine's.
    ``progress`` is called with the input bytes read. ``columns``: the findings listed
    of an XML file named by its path, or of bytes, get their columns too, for a report
    (the pipeline's locate stage: :class:`~pain_bridge.pipeline.Locator`).
    ``guidelines``: banks' guidelines (:mod:`pain_bridge.guideline`), whose errors stop
    it too.

    Raises :class:`~pain_bridge.errors.InputError` when the input cannot be read,
    :class:`OutputError` when the output cannot be written, and
    :class:`~pain_bridge.errors.ConfigError` for a ``to`` equal to the input's format;
    everything wrong in the input is a finding of the result.
    """
    version = _version(pain_version, config)
    opened, handle = _open_source(source, progress)
    readable, fmt = opened.source, opened.format
    locator: Locator | None = None
    try:
        target_format: Format = "json" if fmt == "xml" else "xml"
        migrate = fmt == "xml" and to == "xml"
        if migrate:
            target_format = "xml"
        elif to is not None and to != target_format:
            raise ConfigError(
                f"the input is already {fmt.upper()}; convert turns pain.001 XML into JSON, "
                "JSON into XML, and XML into XML of another version (--to xml)"
            )
        if pain_version is not None and target_format == "json":
            raise ConfigError(
                "a pain.001 version chooses the XML written; this conversion writes JSON "
                "(to migrate XML to another version: --to xml)"
            )
        from pain_bridge.pipeline import CheckOptions, Pipeline
        from pain_bridge.reader import ReadOptions

        read_options = read_options or ReadOptions()
        if migrate:
            read_options = replace(read_options, keep="model")
        if progress is not None and fmt == "xml" and isinstance(readable, str):
            # a path stays a path, so that its reading may take a second process
            read_options = replace(read_options, progress=progress)
        collector = _Collector(strict, max_per_code, config)
        checking = Pipeline(
            opened,
            CheckOptions(
                skill=skill,
                config=config,
                today=today,
                allow_immediate_execution=allow_immediate_execution,
                scheme=scheme,
                purpose=Purpose.SERVICE,
                guidelines=tuple(guidelines),
            ),
            read_options=read_options,
            gate=collector.gate,
            # XML → XML makes no payment intent: the service's limits do not apply
            service=False if migrate else None,
            status_reports=False,
        )
        collector.locator = locator = checking.locator(columns=columns)
        transform: Transform | None = None
        if structure_addresses:
            from pain_bridge.postal import structure_events

            transform = structure_events
        events: Iterable[Event] = checking.events(transform)
        data: bytes | None
        if target_format == "json":
            data = _to_json(events, collector, output, psu_redirect_link, psu_id)
        else:
            options = _write_options(write_options, version)
            replay = None
            if migrate and isinstance(readable, str | bytes):  # read again if refused

                def replay() -> Iterable[Event]:
                    again = Pipeline(
                        open_input(readable),
                        checking.options,
                        read_options=replace(read_options, progress=None),
                        service=False,
                        status_reports=False,
                    )
                    return again.events(transform)

            data = _to_xml(
                events, collector, output, options, allow_immediate_execution, today, replay
            )
        collector.finish()
    finally:
        if handle is not None:
            handle.close()
        if locator is not None:
            locator.close()
        opened.close()  # unless its reading took it
    ok = not collector.failed
    return ConversionResult(
        listed=collector.findings,
        written=ok,
        source_format=fmt,
        target_format=target_format,
        output=data if ok and output is None else None,
        held=collector.gate.held,
    )
