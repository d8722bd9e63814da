"""The action bar of the call-and-grab decisions (D11): what it asks, its buttons, and the action each button
submits. Keys: the "yes" button is the bar's accent (Enter) and 1; the "no" is ``pass`` (P, Backspace, 0);
a double is 2, a super double 4 (``DdzKit.digit_key``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gunapp.games.doudizhu.engine.actions import Call, Double, Grab, Show
from gunapp.games.doudizhu.engine.view import DealView
from gunapp.games.doudizhu.ui.call_words import T
from gunapp.ui.common.action_bar import Button

#: the bar's modes for these decisions, by the first legal action's type
MODES: dict[type, str] = {Show: "show", Call: "call", Grab: "grab", Double: "double"}


def mode_of(legal: Sequence[Any]) -> str | None:
    """The call-and-grab decision ``legal`` asks for, None for another one (a bid, a play)."""
    return MODES.get(type(legal[0])) if legal else None


def prompt(mode: str, view: DealView) -> str:
    t = T()
    if mode == "show":
        return t.prompt_show("start" if view.phase == "start_show" else "landlord")
    if mode == "call":
        return t.prompt_call()
    if mode == "grab":
        return t.prompt_grab(view.seat == view.caller)
    return t.prompt_double(view.seat == view.landlord)


def buttons(mode: str, legal: Sequence[Any], view: DealView) -> list[Button]:
    """The "no" first, as the bid bar's 不叫; the "yes" (or the largest double) as the accent."""
    t = T()
    keys_no, keys_yes = t.keys_no(), t.keys_yes()
    if mode == "double":
        factors = sorted({a.factor for a in legal if isinstance(a, Double)})
        out = [Button("pass", t.double(1), tooltip=keys_no)]
        for f in factors:
            if f > 1:
                out.append(
                    Button(f"double{f}", f"{t.double(f)} ×{f}", accent=f == 2, tooltip=t.key_hint(str(f)))
                )
        return out
    if mode == "show":
        stage = "start" if view.phase == "start_show" else "landlord"
        factor = 4 if stage == "start" else 2
        yes = f"{t.show(True, stage)} ×{factor}"
        return [
            Button("pass", t.show(False, stage), tooltip=keys_no),
            Button("yes", yes, accent=True, tooltip=keys_yes),
        ]
    words = t.call if mode == "call" else t.grab
    return [
        Button("pass", words(False), tooltip=keys_no),
        Button("yes", words(True), accent=True, tooltip=keys_yes),
    ]


def action(mode: str, key: str, seat: int) -> Any:
    """The action the button ``key`` submits in ``mode``, None for a key this bar does not have."""
    yes = key == "yes"
    if mode == "double":
        if key == "pass":
            return Double(seat, 1)
        return Double(seat, int(key[6:])) if key.startswith("double") else None
    if key not in ("yes", "pass"):
        return None
    if mode == "show":
        return Show(seat, yes)
    if mode == "call":
        return Call(seat, yes)
    return Grab(seat, yes) if mode == "grab" else None
