"""Blocks of rows for the parts of a pain.001 message that recur (an address, a party,
an agent, an account, remittance, tax…), each for every version that has it.

A block is a function of the version's *edition* (``3`` for ``pain.001.001.03`` and the
German ``pain.001.003.03``, ``9`` for ``.09``, up to ``13``) returning rows relative to
the block's own element (the row with ``xml`` ``""``), as
:func:`~pain_bridge.fields.row.prefixed` places them. What differs between editions is
data: a :class:`~pain_bridge.fields.blocks.editions.Editions` table of the rows from the
first edition that has them, each later variant written as its changes
(:func:`~pain_bridge.fields.row.revise`). Each block module also names the ISO type of
its element in each edition (``TYPES``), which the tests hold the rows against
(:func:`pain_bridge.xsd.type_paths`): no element left without a row, no row naming an
element the schema does not have.
"""
