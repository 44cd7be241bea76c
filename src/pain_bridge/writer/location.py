"""The root's ``xsi:schemaLocation``, written again for the version written.

A document read names where its schema is (``xsi:schemaLocation``: pairs of a
namespace and a location). Written in the same version, it stays as it was read. In
another version, a pair of the source's namespace names the target's namespace, and a
location whose file is the source version's ISO schema (``…/pain.001.001.09.xsd``) the
target's in the same place; a location of another schema of the source version (a
scheme's own: the Swiss ``pain.001.001.09.ch.03.xsd``) fits no other version: it is not
written, and the loss report names it (:func:`dropped`). Pairs of other namespaces
stay.

>>> from pain_bridge.versions import PainVersion as V
>>> written("urn:iso:std:iso:20022:tech:xsd:pain.001.001.03 pain.001.001.03.xsd", V.V03, V.V09)
'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09 pain.001.001.09.xsd'
>>> dropped("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09 pain.001.001.09.ch.03.xsd",
...         V.V09, V.V03)
('pain.001.001.09.ch.03.xsd',)
"""

from __future__ import annotations

from pain_bridge.versions import PainVersion

__all__ = ["XSI", "dropped", "written"]

#: The namespace of ``xsi:schemaLocation``.
XSI = "http://www.w3.org/2001/XMLSchema-instance"


def _pairs(
    text: str, source: PainVersion, target: PainVersion
) -> tuple[list[str], tuple[str, ...]]:
    """The tokens of ``text`` for ``target``, and the locations that fit no other version."""
    tokens = text.split()
    out: list[str] = []
    lost: list[str] = []
    for index in range(0, len(tokens) - 1, 2):
        namespace, location = tokens[index], tokens[index + 1]
        if namespace != source.namespace:
            out += [namespace, location]
            continue
        head, slash, name = location.rpartition("/")
        if name == f"{source.value}.xsd":
            out += [target.namespace, f"{head}{slash}{target.value}.xsd"]
        else:
            lost.append(location)
    if len(tokens) % 2:  # a namespace without a location: as it was
        out.append(tokens[-1])
    return out, tuple(lost)


def written(text: str | None, source: PainVersion | None, target: PainVersion) -> str | None:
    """The ``xsi:schemaLocation`` of a document read with ``text`` (None: none), of the
    version ``source`` (None: not read from XML), written as ``target``."""
    if text is None or source is None or source is target:
        return text
    tokens, _ = _pairs(text, source, target)
    return " ".join(tokens) or None


def dropped(text: str | None, source: PainVersion | None, target: PainVersion) -> tuple[str, ...]:
    """The locations of ``text`` that are not written for ``target``."""
    if text is None or source is None or source is target:
        return ()
    return _pairs(text, source, target)[1]
