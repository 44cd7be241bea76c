"""A name that came from the operating system (a file name, a command-line argument) as
text to show: the one place such a name becomes text in a report or a message (or a
message with such names in it).

On Linux a file name is bytes, and Python hands those that are not UTF-8 over as lone
surrogates (``surrogateescape``), so that the name still opens the file. Such a string
cannot be written as UTF-8: a report that printed it as it came crashed on the first
one (a Latin-1 ``Zahlung_März.xml`` from a legacy system), and the whole report was
lost. Shown, each byte that is not UTF-8 is escaped (``\\xe4``); a name that is text is
shown as it is.

>>> display_name("Zahlung_M\\udce4rz.xml")
'Zahlung_M\\\\xe4rz.xml'
>>> display_name("Zahlung_März.xml")
'Zahlung_März.xml'
>>> display_name("a lone \\ud800 (not from a file name)")
'a lone \\\\ud800 (not from a file name)'
"""

from __future__ import annotations

import os
import sys

__all__ = ["display_name"]


def display_name(name: str | os.PathLike[str]) -> str:
    """``name`` as text: its bytes that the file system's encoding cannot read, escaped."""
    encoding = sys.getfilesystemencoding()
    try:
        raw = os.fsencode(name)
    except UnicodeEncodeError:  # a surrogate that stands for no byte: escaped as itself
        return os.fspath(name).encode(encoding, "backslashreplace").decode(encoding)
    return raw.decode(encoding, "backslashreplace")
