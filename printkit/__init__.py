"""Print-and-play sheets of every Talisman component, QR-tagged, from the content data.

The layout is computed first, as plain numbers, then painted:

- ``geometry``: paper and card sizes, the card grid (ganged or not), cut marks, duplex mirroring
- ``faces``: what each printed piece shows, taken from the catalogue; the expansion filter
- ``plan``: every card, counter and standee page (fronts, backs, headers, page boxes)
- ``board``: the 49 spaces in the board's rings, tiled over sheets; ``spaces``: their short lines
- ``kit``: the whole job: cards, the board, character sheets (``charsheet``) and the aid
- ``textfit``: wrap-and-shrink so text never leaves its box and never goes under 6 pt
- ``qr``: the short ``T2`` payloads and the earlier ``TLS1:`` ones (parsed with the standard
  library only), and vector QR codes
- ``cards``, ``counters``, ``standees``, ``boardpaint``, ``charsheet``, ``aid``, ``testpage``,
  ``icons``: painters; ``style``: colours and the embedded fonts; ``render``: the PDF;
  ``png``: PNGs
- ``cli``: ``talisman print kit|cards|board|sheets``
"""
