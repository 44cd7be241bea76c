"""Transactions read by shape record exactly what the walk of each one records."""

from __future__ import annotations

import dataclasses
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lxml import etree

from conftest import FIXTURES, corpus_files, needs_corpus
from pain_bridge.model import Amount
from pain_bridge.paths import transaction_origin
from pain_bridge.reader.build import ShapeBuilder, amount, builder, shape_builder
from pain_bridge.reader.shapes import Shape, Shapes
from pain_bridge.reader.walk import root, walk
from pain_bridge.versions import PainVersion

PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def _well_formed(path: Path) -> bool:
    try:
        etree.parse(str(path), PARSER)
    except etree.XMLSyntaxError:
        return False
    return True


ALL = corpus_files(include_other_versions=True) or sorted((FIXTURES / "xml").glob("*.xml"))
FILES = [path for path in ALL if _well_formed(path)]
NS = PainVersion.V03.namespace

SHAPE, TX = 5, 2


def _compare(transactions: list[etree._Element], version: PainVersion) -> int:
    """Each transaction's walk against its shape's records; how many shapes there were."""
    trie = root(version, "transaction")
    shapes = Shapes(trie, SHAPE, TX)
    known: dict[int, Shape] = {}
    general = builder(version, "transaction")
    own: dict[int, ShapeBuilder] = {}
    for element in transactions:
        lines: dict[str, int] = {}
        values: dict[str, str | None] = {}
        counts: dict[str, int] = {}
        drops: list[tuple[object, str]] = []
        walk(element, trie, lines, values, counts, drops)  # type: ignore[arg-type]
        *learnt, record = shapes.records(element)
        for shape_record in learnt:
            assert shape_record[0] == SHAPE
            known[shape_record[1]] = Shape(shape_record)
        assert record[0] == TX
        assert record[1] == element.sourceline
        shape = known[record[2]]
        assert shape.lines(record[3]) == lines
        assert list(shape.lines(record[3])) == list(lines)  # document order too
        assert shape.values(record[4], record[5]) == values
        assert shape.counts == counts
        assert shape.drops == [(node.rel, rel) for node, rel in drops]  # type: ignore[attr-defined]
        # the shape's own builder makes the very node the general one makes
        if record[2] not in own:
            keys = (shape.keys, shape.leaf_keys, shape.attribute_keys, shape.counts)
            own[record[2]] = shape_builder(version, "transaction", keys)
        origin = transaction_origin(0, 0, line=element.sourceline, field_lines=lines)
        built = own[record[2]](record[4], record[5], lines, origin)
        assert built == general(lines, values, counts, origin)
    return len(known)


def _corpus_transactions(path: Path) -> tuple[list[etree._Element], PainVersion]:
    """The transactions of a corpus file, and its version."""
    tree = etree.parse(str(path), PARSER)
    namespace = etree.QName(tree.getroot()).namespace or ""
    version = PainVersion.of_namespace(namespace) or PainVersion.V03
    return list(tree.getroot().iter(f"{{{namespace}}}CdtTrfTxInf")), version


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_corpus_transaction_by_shape_as_by_walk(path: Path) -> None:
    transactions, version = _corpus_transactions(path)
    assert _compare(transactions, version) <= len(transactions)


def _tx(body: str) -> etree._Element:
    return etree.fromstring(f'<CdtTrfTxInf xmlns="{NS}">{body}</CdtTrfTxInf>')


def test_same_tags_nested_differently_are_two_shapes() -> None:
    inside = _tx("<Cdtr><Nm>A</Nm></Cdtr>")
    beside = _tx("<Cdtr/><Nm>A</Nm>")
    assert _compare([inside, beside, inside], PainVersion.V03) == 2


def test_comments_repeats_attributes_and_unknown_elements() -> None:
    body = (
        "<PmtId><!-- id --><EndToEndId>E</EndToEndId></PmtId>"
        '<Amt><InstdAmt Ccy="EUR">1.00</InstdAmt></Amt>'
        "<?pi here?><RmtInf><Ustrd>a</Ustrd><Ustrd>b</Ustrd><Ustrd>c</Ustrd>"
        "<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>"
        "<Ref>RF18539007547034</Ref></CdtrRefInf></Strd>"
        "<Strd><AddtlRmtInf>one</AddtlRmtInf><AddtlRmtInf>two</AddtlRmtInf></Strd>"
        "<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>P</Prtry></CdOrPrtry></Tp></CdtrRefInf></Strd>"
        "</RmtInf>"
        "<Tax><Dbtr><Nm>x</Nm></Dbtr></Tax><Foreign xmlns='urn:other'><Nm>y</Nm></Foreign>"
        "<Cdtr><Nm>A</Nm><Nm>twice, where the schema allows once</Nm>"
        "<PstlAdr><AdrLine>1</AdrLine><AdrLine>2</AdrLine></PstlAdr></Cdtr>"
    )
    twin = body.replace("1.00", "2.00").replace(">a<", ">z<")
    assert _compare([_tx(body), _tx(twin)], PainVersion.V03) == 1


def _by_both(transactions: list[etree._Element], version: PainVersion) -> int:
    """Each transaction's records as ``Shapes.records`` makes them (the inner elements'
    child counts compared) and as its plain twin makes them (every child count); how
    many shapes there were."""
    trie = root(version, "transaction")
    fast, plain = Shapes(trie, SHAPE, TX), Shapes(trie, SHAPE, TX)
    for element in transactions:
        assert fast.records(element) == plain.records_plain(element)
    assert fast.count == plain.count
    return fast.count


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shapes_told_apart_by_inner_child_counts_as_by_all(path: Path) -> None:
    transactions, version = _corpus_transactions(path)
    assert _by_both(transactions, version) <= len(transactions)


Tree = list["Tree"]


def _xml(children: Tree) -> str:
    return "".join(f"<Nm>{_xml(child) if child else 'x'}</Nm>" for child in children)


@given(
    st.lists(
        st.recursive(st.just([]), lambda inner: st.lists(inner, max_size=3), max_leaves=8),
        min_size=1,
        max_size=6,
    )
)
def test_the_same_tags_nested_every_way_are_told_apart_as_by_all_child_counts(
    trees: list[Tree],
) -> None:
    # one tag throughout: only the nesting tells the shapes apart
    transactions = [_tx(_xml(tree)) for tree in trees]
    nestings = {etree.tostring(element) for element in transactions}
    assert _by_both(transactions, PainVersion.V03) == len(nestings)


@pytest.mark.parametrize(
    ("text", "currency"),
    [("10.50", "EUR"), (" 1E+2\n", " eur "), ("0.001", None), ("-3", "JPY"), ("1_000", "CHF")],
)
def test_an_amount_is_made_as_its_class_would_make_it(text: str, currency: str | None) -> None:
    """``amount`` makes the frozen ``Amount`` of the text as written, stripped."""
    made = amount(text, currency)
    assert made == Amount(Decimal(text.strip()), (currency or "").strip(), text.strip())
    assert repr(made) == repr(Amount(made.value, made.currency, made.text))
    assert hash(made) == hash(Amount(made.value, made.currency, made.text))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.text = "1"  # type: ignore[misc]
    assert [f.name for f in dataclasses.fields(Amount)] == list(vars(made))


@pytest.mark.parametrize("text", ["NaN", "-Infinity", "ten", ""])
def test_a_text_that_is_no_finite_amount_makes_none(text: str) -> None:
    assert amount(text, "EUR") is None


def _plain_amount(text: str | None, currency: str | None) -> Amount | None:
    """:func:`amount` by its class: ``Amount(...)`` of a finite decimal text, stripped."""
    if text is None:
        return None
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    return Amount(value, (currency or "").strip(), text.strip())


@given(
    st.none() | st.text(alphabet="0123456789.+-eE _nNaIfity\n", max_size=14),
    st.none() | st.text(alphabet="EURJPYeu \t", max_size=5),
)
def test_the_builders_amount_is_its_class_made_twin(text: str | None, currency: str | None) -> None:
    made, plain = amount(text, currency), _plain_amount(text, currency)
    assert made == plain
    if plain is not None:
        assert made is not None
        assert vars(made) == vars(plain)
        assert (repr(made), hash(made)) == (repr(plain), hash(plain))


@needs_corpus
def test_a_transactions_origin_is_the_one_its_class_makes() -> None:
    """The reader sets a transaction's ``Origin`` slot by slot (:func:`stream._origin`):
    every field as ``Origin(...)`` sets it, for each transaction of the corpus files."""
    from pain_bridge.model import Origin, Transaction
    from pain_bridge.reader import ReadOptions, iter_xml_events, stream

    names = [f.name for f in dataclasses.fields(Origin)]
    compared = 0
    for path in FILES[:40]:
        for event in iter_xml_events(path, ReadOptions(processes=1)):
            if not isinstance(event, Transaction) or event.origin is None:
                continue
            made = event.origin
            plain = Origin(*(getattr(made, name) for name in names))
            assert made == plain
            assert repr(made) == repr(plain)
            compared += 1
    assert compared > 50
    values = ("transaction", "/x", "/p", 7, {"Amt": 8}, None)
    assert stream._origin(*values) == Origin(*values)  # type: ignore[arg-type]
    assert [getattr(stream._origin(*values), n) for n in names] == list(values)  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        stream._origin(*values).line = 1  # type: ignore[arg-type, misc]


@pytest.mark.parametrize("eager", [0, 1])
def test_shapes_built_at_once_read_what_the_general_builder_reads(
    eager: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first shapes of a document get a builder of their own at once (start-up: the
    general transaction builder is compiled only when a later shape needs it); every
    corpus file reads the same events with none so built (``0``, the plain way) and with
    one (``1``: the others through the general builder) as by default."""
    from pain_bridge.reader import iter_xml_events, stream

    def events(path: Path) -> list[object]:
        return list(iter_xml_events(path))

    files = FILES[:40]
    default = {path: events(path) for path in files}
    monkeypatch.setattr(stream, "EAGER_SHAPE_BUILDERS", eager)
    for path in files:
        assert events(path) == default[path], path.name


def test_a_shape_met_again_reuses_its_builder() -> None:
    """A shape's builder is compiled once per process: the second document of the same
    shape (a server's next request) gets the same function, and builds with it the node
    its own texts make; another shape gets a builder of its own."""
    trie = root(PainVersion.V03, "transaction")

    def learnt(element: etree._Element) -> tuple[ShapeBuilder, list[Any]]:
        shape_record, record = Shapes(trie, SHAPE, TX).records(element)  # a new document
        shape = Shape(shape_record)
        keys = (shape.keys, shape.leaf_keys, shape.attribute_keys, shape.counts)
        return shape_builder(PainVersion.V03, "transaction", keys), list(record)

    body = '<PmtId><EndToEndId>E</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">1.00</InstdAmt></Amt>'
    first, _ = learnt(_tx(body))
    again, record = learnt(_tx(body.replace("1.00", "2.50")))
    assert again is first
    origin = transaction_origin(0, 0, line=1, field_lines={})
    assert again(record[4], record[5], {}, origin).amount == amount("2.50", "EUR")
    other, _ = learnt(_tx(body.replace("<EndToEndId>E</EndToEndId>", "")))
    assert other is not first


def test_a_shape_met_in_another_document_is_not_walked_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A shape learnt in one document serves the next ones of the process (a server's
    requests): its first transaction there is not walked again, and its records are
    those a first learning makes, numbered as that document's own shapes."""
    from pain_bridge.reader import shapes as shapes_module

    walked: list[etree._Element] = []

    def counted(element: etree._Element, *args: Any, **kwargs: Any) -> None:
        walked.append(element)
        walk(element, *args, **kwargs)

    monkeypatch.setattr(shapes_module, "walk", counted)
    monkeypatch.setattr(shapes_module, "_LEARNT", {}, raising=False)
    trie = root(PainVersion.V03, "transaction")
    body = '<PmtId><EndToEndId>E</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">1.00</InstdAmt></Amt>'
    other = _tx("<PmtId><InstrId>I</InstrId></PmtId>")
    first = Shapes(trie, SHAPE, TX).records(_tx(body))
    second_document = Shapes(trie, SHAPE, TX)
    before = second_document.records(other)  # a shape of its own: learnt, shape 0
    again = second_document.records(_tx(body.replace("1.00", "2.50")))
    assert len(walked) == 2  # the first document's shape, then the other one
    assert before[0][1] == 0
    shape_record, record = again
    assert shape_record == (first[0][0], 1, *first[0][2:])
    assert record[2] == 1
    assert Shape(shape_record).values(record[4], record[5])["Amt/InstdAmt"] == "2.50"
    assert shape_record[2] is not first[0][2]  # each document its own lists


def test_shapes_past_the_kept_number_are_learnt_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past :data:`SHAPES_KEPT` shapes the process forgets those it kept and learns them
    again as they come: the records are the same."""
    from pain_bridge.reader import shapes as shapes_module

    monkeypatch.setattr(shapes_module, "_LEARNT", {})
    monkeypatch.setattr(shapes_module, "SHAPES_KEPT", 1)
    trie = root(PainVersion.V03, "transaction")
    one = _tx("<PmtId><EndToEndId>E</EndToEndId></PmtId>")
    two = _tx("<PmtId><InstrId>I</InstrId></PmtId>")
    first = [Shapes(trie, SHAPE, TX).records(tx) for tx in (one, two)]
    again = [Shapes(trie, SHAPE, TX).records(tx) for tx in (one, two)]
    assert again == first
    assert len(shapes_module._LEARNT) == 1


def _model_classes() -> list[type]:
    """Every dataclass of the model's modules."""
    import importlib
    import pkgutil

    import pain_bridge.model as model

    modules = [model] + [
        importlib.import_module(info.name)
        for info in pkgutil.iter_modules(model.__path__, "pain_bridge.model.")
    ]
    return [
        value
        for module in modules
        for value in vars(module).values()
        if isinstance(value, type) and dataclasses.is_dataclass(value)
    ]


def test_a_fields_type_is_the_one_get_type_hints_gives() -> None:
    """Twin: the builder's type of a field (one field's annotation evaluated, its text
    compiled once) is ``typing.get_type_hints``' for every field of every model class."""
    import typing

    from pain_bridge.reader.build import _hint

    classes = _model_classes()
    assert len(classes) > 60
    for cls in classes:
        hints = typing.get_type_hints(cls)
        for model_field in dataclasses.fields(cls):
            assert _hint(cls, model_field.name) == hints[model_field.name], (cls, model_field)


def test_a_type_named_by_a_field_of_its_class_is_the_modules() -> None:
    """As in ``get_type_hints``, a name is the module's before the class's: a field
    ``Decimal: Decimal | None = None`` is of the type ``Decimal``, not of its default."""
    import typing

    from pain_bridge.reader.build import _hint

    namespace: dict[str, Any] = {"__annotations__": {"Decimal": "Decimal | None"}}
    namespace |= {"Decimal": None, "__module__": __name__}
    cls = dataclasses.dataclass(frozen=True)(type("Priced", (), namespace))
    assert _hint(cls, "Decimal") == (Decimal | None) == typing.get_type_hints(cls)["Decimal"]
