"""Say a ``RecordError`` in the player's language: ``RecordErrorText().explain(exc)``.

The engine raises record errors as a code, params, the hand (0-based) and the recorded field (no Qt there);
this turns them into one sentence naming the hand and the field, e.g. "Hand 3: the recorded dealer is seat 2,
but the deal makes it seat 1." Hands are counted from 1 as players count them; seats are the numbers written
in the file (0 to 3), so the sentence points at what a reader of the file sees. A rule violation inside a
record reuses the games' own explanations of illegal moves.
"""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QObject

from gunapp.core import record as rec
from gunapp.core import registry
from gunapp.core.errors import IllegalAction
from gunapp.core.game_spec import load
from gunapp.ui.os_words import os_reason

_INDEX = re.compile(r"\[(\d+)\]")


def _value(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:39] + "…"


def _join(where: str, text: str) -> str:
    """``where`` ("Hand 3: ") then the sentence; without a hand the sentence starts with a capital."""
    return where + text if where else text[:1].upper() + text[1:]


class RecordErrorText(QObject):
    def field_name(self, field: str) -> str:
        """A recorded field as a player would name it (``result.points`` -> "points"), or the path itself."""
        names = {
            "dealer": self.tr("dealer"),
            "starter": self.tr("first seat dealt"),
            "deck": self.tr("deck"),
            "seed": self.tr("seed"),
            "seats": self.tr("seats"),
            "hands": self.tr("hands"),
            "options": self.tr("rule options"),
            "result": self.tr("result"),
            "events": self.tr("moves"),
            "dealt": self.tr("cards dealt so far"),
            "kind": self.tr("combination"),
            "cards": self.tr("cards"),
            "card": self.tr("card"),
            "seat": self.tr("seat"),
            "type": self.tr("kind of move"),
            "index": self.tr("marker position"),
            "value": self.tr("bid"),
            "at": self.tr("moment of the declaration"),
            "points": self.tr("attackers' points"),
            "trick_points": self.tr("points won in tricks"),
            "dig": self.tr("bottom dug"),
            "outcome": self.tr("outcome"),
            "levels": self.tr("levels"),
            "next_dealer": self.tr("next dealer"),
            "blood": self.tr("blood (tribute owed)"),
            "bottom": self.tr("bottom cards"),
            "bottom_points": self.tr("points in the bottom"),
            "trump": self.tr("trump suit"),
            "level": self.tr("level played"),
            "dry_pot": self.tr("dry pot"),
            "cycle_winner": self.tr("winner of the cycle"),
            "redeal": self.tr("re-deal"),
            "reason": self.tr("reason for the re-deal"),
            "landlord": self.tr("landlord"),
            "base": self.tr("base bid"),
            "doublings": self.tr("doublings"),
            "spring": self.tr("spring"),
            "multiplier": self.tr("multiplier"),
            "winner": self.tr("winner"),
            "scores": self.tr("scores"),
            "deal_number": self.tr("deal number"),
        }
        plain = _INDEX.sub("", field)
        parts = [p for p in plain.split(".") if p]
        if not parts:
            return field
        if (
            parts[0] == "events"
            and len(parts) >= 2
            and "[0]" in field
            and parts[1] in ("card", "index", "seat")
        ):
            marker = {
                "card": self.tr("marker card"),
                "index": self.tr("marker position"),
                "seat": self.tr("seat dealt the marker"),
            }
            return marker[parts[1]]
        leaf = parts[-1]
        if leaf in names:
            return names[leaf]
        return field

    def _where(self, exc: rec.RecordError) -> str:
        """The hand and, for a move, its number in the hand."""
        if exc.hand is None:
            return ""
        match = re.match(r"events\[(\d+)\]", exc.field)
        if match:
            return self.tr("Hand {hand}, move {move}: ").format(
                hand=exc.hand + 1, move=int(match.group(1)) + 1
            )
        return self.tr("Hand {hand}: ").format(hand=exc.hand + 1)

    def _illegal(self, params: dict[str, Any]) -> str:
        illegal = IllegalAction(
            str(params.get("illegal_code", "")),
            dict(params.get("illegal_params") or {}),
            str(params.get("rule", "")),
        )
        try:
            rules = registry.rules(params.get("game"))  # the engines name their house-rules set
        except registry.UnknownGame:
            return ""  # the error itself names the move; only the game's own words for the reason are missing
        explanation: str = load(rules.explain)().explain(illegal)
        return explanation

    def explain(self, exc: BaseException) -> str:
        """One sentence for any error a record reader raises (an unexpected one gets a general sentence)."""
        if not isinstance(exc, rec.RecordError):
            return self.tr("The file could not be read as a game record.")
        p = exc.params
        where = self._where(exc)
        field = self.field_name(exc.field)
        code = exc.code
        if code == rec.NOT_JSON:
            return self.tr("The file is not a game record: it is damaged or is not JSON text.")
        if code == rec.UNREADABLE:
            if p.get("refused") == "too_large":
                return self.tr("The file is too large to be a game record.")
            if p.get("refused") == "not_regular":
                return self.tr(
                    "This is not an ordinary file (a folder, a device or a pipe), so it was not read."
                )
            return self.tr("The file could not be opened ({detail}).").format(
                detail=os_reason(p.get("errno"))
            )
        if code == rec.UNKNOWN_FORMAT:
            return self.tr("The file is not a gunapp game record (format {format}).").format(
                format=_value(p.get("format"))
            )
        if code == rec.NO_HANDS:
            return self.tr("The record holds no hand to play.")
        if code == rec.WRONG_GAME:
            return self.tr("The record is of a game this version does not play ({game}).").format(
                game=_value(p.get("game"))
            )
        if code == rec.SEAT_COUNT:
            return self.tr("The record lists {count} seats; this game has {expected}.").format(
                count=p.get("count", "?"), expected=p.get("expected", "?")
            )
        if code == rec.BAD_CARD:
            return _join(
                where, self.tr("there is something that is not a card in the {field}.").format(field=field)
            )
        if code == rec.IMPOSSIBLE_DECK:
            return _join(
                where,
                self.tr(
                    "the deck is impossible: it has {count} cards, not every card exactly {copies} times."
                ).format(count=p.get("count", "?"), copies=p.get("copies", "?")),
            )
        if code == rec.NO_SEAT:
            return _join(
                where,
                self.tr("the {field} is seat {seat}, but there is no such seat.").format(
                    field=field, seat=_value(p.get("seat"))
                ),
            )
        if code == rec.BAD_OPTION:
            return self.tr("The rule option “{field}” has a value this version does not know.").format(
                field=exc.field.removeprefix("options.")
            )
        if code == rec.UNKNOWN_EVENT:
            return _join(
                where, self.tr("the kind of move “{type}” is unknown.").format(type=_value(p.get("type")))
            )
        if code == rec.ILLEGAL:
            return _join(
                where, self.tr("the rules do not allow this move. {reason}").format(reason=self._illegal(p))
            )
        if code == rec.MISMATCH:
            recorded, replayed = p.get("recorded"), p.get("replayed")
            if p.get("seat") and isinstance(recorded, int) and not isinstance(recorded, bool):
                return _join(
                    where,
                    self.tr(
                        "the recorded {field} is seat {recorded}, but the deal makes it seat {replayed}."
                    ).format(field=field, recorded=recorded, replayed=_value(replayed)),
                )
            if recorded is None:
                return _join(
                    where,
                    self.tr("the {field} is missing; the replay gives {replayed}.").format(
                        field=field, replayed=_value(replayed)
                    ),
                )
            if replayed is None:
                return _join(
                    where,
                    self.tr("the record has a {field} ({recorded}) that the replay does not give.").format(
                        field=field, recorded=_value(recorded)
                    ),
                )
            return _join(
                where,
                self.tr("the recorded {field} is {recorded}, but the replay gives {replayed}.").format(
                    field=field, recorded=_value(recorded), replayed=_value(replayed)
                ),
            )
        if code == rec.RESULT_MISSING:
            return _join(where, self.tr("the hand is played out but its result is missing."))
        if code == rec.NOT_FINISHED:
            return _join(
                where,
                self.tr("the recorded moves do not finish the hand, yet a result or another hand follows."),
            )
        if code == rec.MATCH_OVER:
            return _join(where, self.tr("the match was already over before this hand."))
        # MALFORMED and any code from a newer engine
        if exc.field:
            return _join(
                where, self.tr("the {field} is missing or not what a record holds there.").format(field=field)
            )
        return self.tr("The record is damaged: {detail}").format(detail=str(exc))
