"""Every ``IllegalAction`` code the Gunzi engine raises, with the rule it enforces.

The UI maps each code to a translated sentence (params fill it; see the raising module's docstring for
them); ``tests/gunzi/test_codes.py`` checks that this table matches the sources and that a test reaches each
code.
"""

from __future__ import annotations

from gunapp.games.gunzi.engine.follow import ERROR_CODES as FOLLOW_CODES

#: code -> rule (the ``rule`` attribute of the raised IllegalAction may name a sub-rule)
STATE_CODES: dict[str, str] = {
    "wrong_phase": "R7",  # the action does not belong to the current phase (phase, action)
    "no_such_seat": "R1.1",  # seat outside 0..3 (seat)
    "not_your_turn": "R1.2/R8.4",  # another seat is to act (seat, to_act)
    "not_in_hand": "R10.2/R12/R14/R15",  # the cards are not all in the seat's hand (cards)
    "declare_bj_only": "R9.2",
    "declare_already_revealed": "R9.2",
    "declare_shape": "R10.2/R10.3",
    "declare_too_few": "R10.2",
    "declare_suit": "R10.2/R10.3",
    "declare_not_higher": "R10.4",
    "tribute_count": "R12.3",
    "tribute_not_highest": "R12.3",
    "riot_not_allowed": "R12.5",
    "return_count": "R12.4",
    "return_no_jokers": "R12.4",
    "bury_count": "R14.1",
    "big_jokers_first": "R14.3/R15.3",
    "bury_jokers_not_jokers": "R15.3",
    "bury_jokers_too_many": "R15.3",
    "pick_count": "R15.5",
    "pick_not_lowest": "R15.5",
    "pick_up_pending": "R15.5",
}

ERROR_CODES: dict[str, str] = {**FOLLOW_CODES, **STATE_CODES}
