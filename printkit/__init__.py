"""Print-and-play sheets of every Talisman component, QR-tagged, from the content data.

The layout is computed first, as plain numbers, then painted:

- ``geometry``: paper and card sizes, the card grid, cut marks, duplex mirroring
- ``faces``: what each printed piece shows, taken from the catalogue
- ``plan``: every page of a job (fronts, backs, counters, standees, aid, test page)
- ``textfit``: wrap-and-shrink so text never leaves its card
- ``qr``: the ``TLS1:`` payloads (parse with the standard library only) and vector QR codes
- ``cards``, ``counters``, ``standees``, ``aid``: painters; ``render``: the PDF; ``png``: PNGs
- ``cli``: ``talisman print kit`` and ``talisman print cards``
"""
