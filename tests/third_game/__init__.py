"""A third game that lives in the test suite only (issue 25): "High Trick", a small three-hand trick game.

It proves the game contract: it is registered for the test run (``spec.register``), names every plug-in on
its ``GameSpec`` and uses its own attribute names throughout (no ``state``, ``session``, ``deal``, ``hands``,
``phase``), and the conformance harness (``tests/conformance``) runs it like Gunzi and Dou Dizhu with no
shared file knowing it exists.

Rules: 24 cards (9 to A in four suits), three seats, eight cards each. The opener lays any card; the others
must follow its suit if they can; the highest card of the led suit takes the trick and opens the next. After
eight tricks the seat(s) with most tricks score a point; a match is ``rounds`` hands.
"""
