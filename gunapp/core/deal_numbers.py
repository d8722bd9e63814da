"""Numbered deals: a deal is a pure function of the game and a number, so a player can retry one or send it.

Each game with numbered deals implements them in its own folder (``games/doudizhu/engine/numbered.py``,
``games/gunzi/engine/numbered.py``) and names the reader on its ``GameSpec.deal_number``; this module holds
only what they share. It imports no game, so neither table carries the other's engine (issue 29: the Dou
Dizhu move generator cost a Gunzi table 6.5 MB resident).
"""

from __future__ import annotations

#: deal numbers are kept below this, so they fit a spin box and read aloud easily
MAX_NUMBER = (1 << 30) - 1
#: the record field (per hand) that holds a deal's number
FIELD = "deal_number"
