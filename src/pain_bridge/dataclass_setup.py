"""What :func:`dataclasses.dataclass` does to a class of the package, without writing texts.

Python 3.11's ``dataclasses._process_class`` makes a class's fields, then writes each
method (``__init__``, ``__repr__``, ``__eq__``, a frozen class's ``__setattr__``,
``__delattr__`` and ``__hash__``) as a text and compiles it. With the texts' codes
compiled ahead (:mod:`pain_bridge.dataclass_code`) the package's hundred classes still
cost a small ``validate`` some 60 M instructions: writing the texts, looking them up,
reading the annotations, and importing the table of 1,050 texts and codes.
:func:`process_class` does the same for a class of the package without texts: the
methods' codes are found by the class's *shape* (:func:`shape`: for each field its
name, its default's kind, whether ``__repr__``, ``__eq__`` and ``__hash__`` read it; the
class's frozen, slots, ``__post_init__`` and ``__hash__`` choice: everything the texts
are made of) in
:data:`pain_bridge.dataclass_shapes.SHAPES`, written by ``make dataclass-methods`` from
what :mod:`dataclasses` compiled for each shape (marshalled, read only for the shapes
met). Everything else is done as :mod:`dataclasses` does it, in the same order, with its
own helpers.

A class this does not do (another module's, a shape the table does not hold, and every
option the package's classes do not use: ``order``, ``unsafe_hash``, ``kw_only``,
``KW_ONLY``, ``ClassVar``, ``InitVar``, ``weakref_slot``, a field that is not
``__init__``'s, or what :mod:`dataclasses` refuses) goes to :mod:`dataclasses`' own
``_process_class``, the plain twin, untouched: the class is what :mod:`dataclasses`
makes either way, which ``tests/test_dataclass_methods.py`` holds for every class of the
package (fields, parameters, methods, attributes and their order).
"""

from __future__ import annotations

import abc
import dataclasses
import inspect
import marshal
import sys
import typing
from dataclasses import MISSING, Field, FrozenInstanceError
from types import CellType, CodeType, FunctionType, MemberDescriptorType
from typing import Any

__all__ = ["Found", "Shape", "find", "install", "plain_process_class", "process_class", "shape"]

#: :mod:`dataclasses`' own ``_process_class``, as it was when this module was imported.
plain_process_class = dataclasses._process_class  # type: ignore[attr-defined]

# dataclasses' private names this follows (Python 3.11)
_DataclassParams = dataclasses._DataclassParams  # type: ignore[attr-defined]
_FIELD = dataclasses._FIELD  # type: ignore[attr-defined]
_HAS_DEFAULT_FACTORY = dataclasses._HAS_DEFAULT_FACTORY  # type: ignore[attr-defined]
_MODULE_IDENTIFIER_RE = dataclasses._MODULE_IDENTIFIER_RE  # type: ignore[attr-defined]
_recursive_repr = dataclasses._recursive_repr  # type: ignore[attr-defined]
_add_slots = dataclasses._add_slots  # type: ignore[attr-defined]
_GenericAlias = typing._GenericAlias  # type: ignore[attr-defined]

#: A class's shape: (frozen, slots, has ``__post_init__``, ``__hash__`` made, and per
#: field (name, its default's kind, read by ``__repr__``, by ``__eq__``, by ``__hash__``)).
Shape = tuple[bool, bool, bool, bool, tuple[tuple[str, str, bool, bool, bool], ...]]

#: What :func:`shape` finds: the shape, every field by name (the bases' first, as
#: :mod:`dataclasses` orders them), the class's own (name, annotation, field: a
#: ``field(...)`` of the class is named by :func:`process_class`), whether the class sets
#: its own ``__hash__`` (as :mod:`dataclasses` judges it).
Found = tuple[Shape, dict[str, Any], list[tuple[str, str, Any]], bool]

#: The shapes' methods, marshalled (:data:`pain_bridge.dataclass_shapes.SHAPES`), read at
#: the first class made (none on another Python than the one that wrote them).
_shapes: dict[Any, bytes] | None = None


def _methods(key: Shape) -> tuple[tuple[str, CodeType], ...] | None:
    """The methods :mod:`dataclasses` makes for a class of shape ``key``, in its order,
    each as (name, its own code: the function its text defines inside ``__create_fn__``);
    None for a shape the table does not hold."""
    global _shapes
    if _shapes is None:
        from pain_bridge import dataclass_shapes

        same = sys.version_info[:2] == dataclass_shapes.PYTHON
        _shapes = dataclass_shapes.SHAPES if same else {}
    blob = _shapes.get(key)
    return None if blob is None else marshal.loads(blob)  # noqa: S302 - the package's own


def _special(annotation: str, namespace: dict[str, Any]) -> bool:
    """Whether :mod:`dataclasses` could take the (string) annotation for a ``ClassVar``,
    an ``InitVar`` or ``KW_ONLY`` (its ``_is_type``: the leading name, or a module's
    attribute, looked up in the class's module)."""
    match = _MODULE_IDENTIFIER_RE.match(annotation)
    if not match:
        return False
    module_name, name = match.group(1), match.group(2)
    if not module_name:
        value = namespace.get(name)
    else:
        module = namespace.get(module_name)
        if module is not typing and module is not dataclasses:
            return False
        value = vars(module).get(name)
    return (
        value is typing.ClassVar
        or (type(value) is _GenericAlias and getattr(value, "__origin__", None) is typing.ClassVar)
        or value is dataclasses.InitVar
        or type(value) is dataclasses.InitVar
        or value is dataclasses.KW_ONLY
    )


def _kind(field: Field[Any]) -> str:
    if field.default_factory is not MISSING:
        return "factory"
    return "none" if field.default is MISSING else "value"


def shape(cls: type, frozen: bool, slots: bool) -> Found | None:
    """The class's shape and fields, without changing the class; ``None`` when
    :func:`process_class` leaves it to :mod:`dataclasses`."""
    module = sys.modules.get(cls.__module__)
    if module is None or "typing" not in sys.modules:
        return None
    namespace = vars(module)
    fields: dict[str, Field[Any]] = {}
    bases = frozen_bases = False
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is not None:
            bases = True
            for field in base_fields.values():
                if field._field_type is not _FIELD or field.kw_only or not field.init:
                    return None
                fields[field.name] = field
            if base.__dataclass_params__.frozen:  # type: ignore[attr-defined]
                frozen_bases = True
    if bases and frozen_bases != frozen:
        return None  # dataclasses refuses it
    annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 - as dataclasses reads them
    own: list[tuple[str, str, Field[Any]]] = []
    for name, annotation in annotations.items():
        if type(annotation) is not str or _special(annotation, namespace):
            return None
        default = getattr(cls, name, MISSING)
        if isinstance(default, Field):
            field = default
            if field.kw_only is True or not field.init:
                return None
        else:
            if isinstance(default, MemberDescriptorType):
                default = MISSING
            field = Field(default, MISSING, True, True, None, True, None, MISSING)  # type: ignore[arg-type]
        if field.default.__class__.__hash__ is None:
            return None  # a mutable default: dataclasses refuses it
        own.append((name, annotation, field))
        fields[name] = field
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            return None  # dataclasses refuses it
    class_hash = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    each = tuple(
        (
            name,
            _kind(field),
            field.repr,
            field.compare,
            bool(field.compare if field.hash is None else field.hash),
        )
        for name, field in fields.items()
    )
    key = (frozen, slots, hasattr(cls, "__post_init__"), frozen and not explicit_hash, each)
    return key, fields, own, explicit_hash


def find(
    cls: type,
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    unsafe_hash: bool,
    frozen: bool,
    match_args: bool,
    kw_only: bool,
    slots: bool,
    weakref_slot: bool,
) -> Found | None:
    """:func:`shape` of a class of the package made with the options :func:`process_class`
    does (``dataclasses._process_class``'s arguments); ``None`` for any other."""
    module = cls.__module__
    if (
        (module == "pain_bridge" or module.startswith("pain_bridge."))
        and init
        and repr
        and eq
        and not (order or unsafe_hash or kw_only or weakref_slot)
    ):
        return shape(cls, frozen, slots)
    return None


def _value(name: str, cls: type, fields: dict[str, Field[Any]]) -> object:
    """The value :mod:`dataclasses` gives the method's maker for ``name``."""
    if name.startswith("_type_"):
        return fields[name[6:]].type
    if name.startswith("_dflt_"):
        field = fields[name[6:]]
        return field.default if field.default_factory is MISSING else field.default_factory
    return _CONSTANTS[name] if name != "cls" else cls


_CONSTANTS: dict[str, object] = {
    "MISSING": MISSING,
    "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
    "__dataclass_builtins_object__": object,
    "_return_type": None,
    "FrozenInstanceError": FrozenInstanceError,
}


def _function(
    code: CodeType, namespace: dict[str, Any], cls: type, fields: dict[str, Field[Any]]
) -> FunctionType:
    """The method of ``code`` as its maker (``__create_fn__``, the text's outer function)
    makes it when :mod:`dataclasses` calls it: its free names' values in cells, and for
    ``__init__`` its parameters' defaults (a field's default, or the marker of a default
    factory) and annotations (the fields' types, and ``None`` returned)."""
    closure = tuple(CellType(_value(name, cls, fields)) for name in code.co_freevars)
    if code.co_name != "__init__":
        return FunctionType(code, namespace, None, None, closure or None)
    params = code.co_varnames[1 : code.co_argcount]  # after self
    defaults = []
    annotations: dict[str, Any] = {}
    for name in params:
        field = fields[name]
        annotations[name] = field.type
        if field.default_factory is not MISSING:
            defaults.append(_HAS_DEFAULT_FACTORY)
        elif field.default is not MISSING:
            defaults.append(field.default)
    annotations["return"] = None
    made = FunctionType(code, namespace, None, tuple(defaults) or None, closure or None)
    made.__annotations__ = annotations
    return made


def _set_new(cls: type, name: str, value: Any) -> None:
    """``dataclasses._set_new_attribute``: never over a name the class sets itself."""
    if name not in cls.__dict__:
        if isinstance(value, FunctionType):
            value.__qualname__ = f"{cls.__qualname__}.{value.__name__}"
        setattr(cls, name, value)


def process_class(
    cls: type,
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    unsafe_hash: bool,
    frozen: bool,
    match_args: bool,
    kw_only: bool,
    slots: bool,
    weakref_slot: bool,
) -> type:
    """``dataclasses._process_class``, with the methods' codes found by the class's shape
    (its plain twin, :data:`plain_process_class`, for every other class)."""
    params = (init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot)
    found = find(cls, *params)
    methods = _methods(found[0]) if found is not None else None
    if found is None or methods is None:
        return plain_process_class(cls, *params)  # type: ignore[no-any-return]
    module = cls.__module__
    _, fields, own, explicit_hash = found
    namespace = vars(sys.modules[module])
    cls.__dataclass_params__ = _DataclassParams(  # type: ignore[attr-defined]
        init, repr, eq, order, unsafe_hash, frozen
    )
    for name, annotation, field in own:  # as dataclasses' _get_field, then its own loop
        field.name, field.type = name, annotation
        field._field_type = _FIELD
        if field.kw_only is MISSING:
            field.kw_only = False
    for name, _, field in own:
        if isinstance(getattr(cls, name, None), Field):
            if field.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, field.default)
    cls.__dataclass_fields__ = fields  # type: ignore[attr-defined]
    for method, code in methods:
        made = _function(code, namespace, cls, fields)
        if method == "__hash__":
            made.__qualname__ = f"{cls.__qualname__}.{made.__name__}"
            cls.__hash__ = made  # type: ignore[method-assign]
        else:
            _set_new(cls, method, _recursive_repr(made) if method == "__repr__" else made)
    if not frozen and not explicit_hash:  # dataclasses' _hash_set_none
        cls.__hash__ = None  # type: ignore[assignment]
    if not cls.__doc__:
        try:
            text_sig = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text_sig = ""
        cls.__doc__ = cls.__name__ + text_sig
    if match_args:
        _set_new(cls, "__match_args__", tuple(fields))
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    abc.update_abstractmethods(cls)
    return cls


def install() -> None:
    """Give :mod:`dataclasses` :func:`process_class` (its module-level name
    ``_process_class``, which ``dataclass`` looks up at each class). Harmless to call
    again."""
    dataclasses._process_class = process_class  # type: ignore[attr-defined]
