"""One row of a field table: an XML element, its model field and its JSON member.

A message version's table (:mod:`pain_bridge.fields.pain_001_001_03`,
:mod:`~pain_bridge.fields.pain_001_001_09`) is a tuple of :class:`Field` rows per node
kind (group header, payment info, transaction). Everything that crosses between XML, the
model and JSON reads these rows: the reader's walk and model building, the writer, the
XPath ⇄ JSON Pointer locator, the JSON shape check and the text rule.

>>> Field("Cdtr/PstlAdr/TwnNm", "creditor.address.town", "/creditor/town").type
<ValueType.TEXT: 'text'>
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any, TypeVar


class ValueType(Enum):
    """What the text of an element is, in the model."""

    #: Free text, kept as written.
    TEXT = "text"
    #: A code of a closed list (currency, country, ``DocumentType3Code``), kept as written.
    CODE = "code"
    #: An ``xs:decimal`` (control sums) → :class:`~decimal.Decimal`.
    DECIMAL = "decimal"
    #: An amount with its ``Ccy`` attribute → :class:`~pain_bridge.model.Amount`.
    AMOUNT = "amount"
    #: A count kept as its text (``NbOfTxs``: the rules compare it, the JSON has a number).
    COUNT = "count"
    #: An ``ISODate`` → :class:`~datetime.date`.
    DATE = "date"
    #: An ``ISODateTime``, kept as its text.
    DATETIME = "datetime"
    #: An ``ISODate`` that stands for a year (a tax period's ``Yr`` up to ``.10``), kept
    #: as its text; a bare year (an ``ISOYear`` read from a later edition, ``2025``) is
    #: written as the first day of that year (``2025-01-01``).
    YEAR_DATE = "year-date"
    #: An ``ISOYear`` (a tax period's ``Yr`` from ``.11``), kept as its text; a full date
    #: (an ``ISODate`` read from an earlier edition, ``2025-03-04``) is written as its
    #: year (``2025``).
    YEAR = "year"
    #: The day of an ``ISODateTime`` → :class:`~datetime.date` (read only).
    DATETIME_DAY = "datetime-day"
    #: An ``xs:boolean`` → ``bool``.
    BOOL = "bool"
    #: An element with children: the model object at ``model``, or none (``model`` None).
    GROUP = "group"
    #: An attribute, located but carried by its element's row (``Amt/InstdAmt/@Ccy``).
    ATTRIBUTE = "attribute"
    #: An element of any content (``xs:any``: ``SplmtryData/Envlp``), kept as the XML
    #: text of its content and written back as it is.
    XML = "xml"


class Drop(Enum):
    """How the reader reports an element the JSON has no place for (``map.dropped``)."""

    #: A warning: the content is lost on the way to JSON.
    WARN = "warning"
    #: An info: the writer computes it again (counts, sums, creation time…).
    REGENERATED = "info"
    #: Not here: the ``map`` rule reports it as ``map.unsupported`` with its reason.
    MAPPING = "mapping"


class JsonForm(Enum):
    """How a field's model value becomes its JSON member, and back."""

    #: The value itself (a count becomes a JSON number).
    VALUE = "value"
    #: The first of a repeated element (``Ustrd`` → ``unstructured``; ``Strd`` →
    #: ``structured``); the others are the ``map`` rule's concern.
    FIRST = "first"
    #: The texts of a repeated element joined by ``", "`` (``AdrLine`` → ``address``);
    #: back, split again (:func:`pain_bridge.mapping.split_address`).
    JOINED = "joined"
    #: A JSON array (``additional_information``).
    LIST = "list"
    #: The value, or where the model has none the currency of the amounts around it
    #: (an account's ``currency``; the ``map`` rule reports ``map.inferred``).
    INFERRED = "inferred"


class Check(Enum):
    """The rule families that read a field from the table."""

    #: ``text.charset`` and ``text.length``: free text against the character set and its
    #: schema length.
    TEXT = "text"


@dataclass(frozen=True)  # no slots: with_changes copies a row's __dict__ (see there)
class Field:
    """One field: the XML path relative to its node's element (``@`` for an attribute),
    the dotted model path from the node (``[]`` after a repeated object), the JSON Pointer
    suffix relative to the node's JSON object (None: the JSON cannot carry it).

    ``many``: the element repeats (a tuple in the model). ``max_items``: the most the
    version's schema allows of a repeated leaf. ``label``/``max_length``: words and
    schema length for the text rule (the length filled in from the version's schema,
    :func:`~pain_bridge.fields.table.rows_of`). ``default``: written when the model has no value
    (``EndToEndId`` ``NOTPROVIDED``); a row without ``model`` and with a ``default`` is a
    *fallback*, written only where its enclosing element would otherwise be empty.
    ``required``: a group written even when empty. ``json_required``: the JSON shape
    check requires the member. ``beside``: the JSON carries this value only where the
    sibling element of that name is absent (``StrtNm`` next to ``AdrLine``); else it is
    dropped. ``choice``: a group of which the writer writes only the first child (in row
    order) that has content; ``codes``: the values a coded row of a choice takes (the
    others go to the next alternative, ``Cd`` or else ``Prtry``). ``read_only``: the
    reader fills the model field from this element, the writer never writes it (the day
    of a ``DtTm``). ``json_form``: how the value becomes its JSON member
    (:class:`JsonForm`). Rows sharing one JSON Pointer are alternatives: the JSON takes
    the first that has a value, the ``beside`` rows together, joined by a space. Rows
    sharing one element (``CdtrRefInf/Tp/CdOrPrtry/Cd`` from ``.12``: ``type`` and
    ``code``) are all filled by the reader; the writer writes the first that has a value
    (among its ``codes``, where it has some). ``unless``: the name of a sibling model
    field (of the same object) that, where it has a value, keeps the writer from writing
    this row: the element written instead is that field's (``CdtrRefInf``'s ``type``,
    one field for ``Cd`` and ``Prtry`` as the JSON has one, is not written as ``Cd``
    where the reader saw ``Prtry``, kept as ``proprietary``).
    """

    xml: str
    model: str | None
    json: str | None
    type: ValueType = ValueType.TEXT
    many: bool = False
    max_items: int | None = None
    checks: frozenset[Check] = field(default_factory=frozenset)
    label: str = ""
    max_length: int | None = None
    drop: Drop = Drop.WARN
    default: str | None = None
    required: bool = False
    json_required: bool = False
    beside: str | None = None
    choice: bool = False
    codes: frozenset[str] | None = None
    read_only: bool = False
    json_form: JsonForm = JsonForm.VALUE
    unless: str | None = None

    @property
    def attribute(self) -> str | None:
        """The attribute's name for an attribute row (``Ccy`` of ``Amt/InstdAmt/@Ccy``)."""
        last = self.xml.rpartition("/")[2]
        return last[1:] if last.startswith("@") else None


def text(xml: str, model: str, json: str | None, label: str, **more: object) -> Field:
    """A free-text row the text rule checks (charset and length). Its ``max_length`` is
    not written here: :func:`~pain_bridge.fields.table.rows_of` reads it from the schema
    of each version the row is in."""
    return Field(
        xml,
        model,
        json,
        checks=frozenset({Check.TEXT}),
        label=label,
        **more,  # type: ignore[arg-type]
    )


def prefixed(
    prefix: str,
    model: str,
    json: str | None,
    rows: tuple[Field, ...],
    who: str | None = None,
    *,
    json_required: bool = False,
    **own: object,
) -> tuple[Field, ...]:
    """``rows`` of a reusable block (a party, an account) placed under ``prefix``.

    In a block, the row with ``xml`` ``""`` is the block's own element, and ``model``
    ``""`` the block's own object; the other paths are relative to them. ``{who}`` in a
    label becomes ``who`` (``debtor``, ``creditor``) where it is given.
    ``json``: the block's JSON Pointer, None where the JSON has no member for it (then
    no row of the block has one). ``json_required``: the JSON must have the block's own
    member (the creditor). ``own``: attributes of the block's own row here (``many``,
    ``required``, ``drop``…).
    """
    out = []
    for row in rows:
        model_path = row.model
        if model_path is not None:
            model_path = f"{model}.{model_path}" if model_path else model
        changes: dict[str, object] = {
            "xml": f"{prefix}/{row.xml}" if row.xml else prefix,
            "model": model_path,
            "json": None if row.json is None or json is None else json + row.json,
            "label": row.label.format(who=who) if who is not None else row.label,
            "json_required": json is not None
            and (row.json_required or (json_required and not row.xml)),
        }
        if own and not row.xml:
            changes.update(own)
        out.append(with_changes(row, changes))
    return tuple(out)


#: The names of :class:`Field`'s fields, in order.
_FIELD_NAMES = tuple(f.name for f in fields(Field))


def with_changes(row: Field, changes: Mapping[str, object]) -> Field:
    """``dataclasses.replace(row, **changes)``, some eight times as fast: a version's
    tables place thousands of rows (:func:`prefixed`) when a command first reads that
    version, which a ``validate`` of a small file pays at start-up (issue 36 item 5).
    A :class:`Field` has no ``__post_init__``, no field outside ``__init__`` and no slots,
    so its ``__dict__`` holds exactly what its ``__init__`` sets: the copy takes the row's
    and the changes in two updates, where setting its 19 slots one by one took the time.
    An unknown name is refused, as ``replace`` refuses it."""
    unknown = changes.keys() - _FIELD_NAMES
    if unknown:
        raise TypeError(f"Field has no field {sorted(unknown)[0]!r}")
    new = object.__new__(Field)
    state = new.__dict__
    state.update(row.__dict__)
    state.update(changes)
    return new


#: A row of a table or of a layout (a :class:`Field` or a
#: :class:`~pain_bridge.fields.layout.Block`).
R = TypeVar("R")


def revise(
    rows: tuple[R, ...],
    *,
    rename: Mapping[str, str] | None = None,
    replace_rows: Mapping[str, tuple[R, ...]] | None = None,
    add: tuple[R, ...] = (),
) -> tuple[R, ...]:
    """Another version's rows from ``rows``: ``rename`` maps trailing path segments
    (``"FinInstnId/BIC"`` → ``"FinInstnId/BICFI"``) wherever they end a path or lead
    into one; ``replace_rows`` puts rows in place of the row of that exact path; ``add``
    goes at the end. The rows may be a unit's layout, blocks among them
    (:mod:`pain_bridge.fields.layout`)."""
    renamed: list[R] = []
    for row in rows:
        if replace_rows and row.xml in replace_rows:  # type: ignore[attr-defined]
            renamed.extend(replace_rows[row.xml])  # type: ignore[attr-defined]
            continue
        item: Any = row  # a Field or a Block: a dataclass with an ``xml``
        path = renamed_path(item.xml, rename or {})
        # a row whose path stays is kept as it is (frozen: a copy would equal it)
        renamed.append(item if path == item.xml else replace(item, xml=path))
    return (*renamed, *add)


def renamed_path(path: str, rename: Mapping[str, str]) -> str:
    """``path`` with the renames of :func:`revise` applied."""
    for old, new in rename.items():
        if path == old or path.endswith("/" + old):
            return path[: len(path) - len(old)] + new
        marker = "/" + old + "/"
        if marker in path:
            return path.replace(marker, "/" + new + "/", 1)
        if path.startswith(old + "/"):
            return new + path[len(old) :]
    return path
