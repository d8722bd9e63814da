"""Child process of ``soak_memory``: the real app in demo mode (offscreen), printing its own resident memory
each time a hand ends: ``rss <hands> <kB>`` lines on stdout. Usage: python -m tools.soak.memory_child GAME N."""

from __future__ import annotations

import sys


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def hands_played(model: object) -> int:
    state = getattr(model, "state", None)
    if state is not None:
        return int(state.hands_played)
    return len(getattr(model, "deals", ()))  # deals played out (a redeal is not one)


def main(argv: list[str]) -> int:
    game, hands = argv[0], int(argv[1])
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gunapp.app import run

    app = QApplication([sys.argv[0]])
    last = [-1]
    # a Gunzi demo starts a new match (a new model) when one ends: the hands of the earlier ones add up
    current: list[object] = [None]
    earlier = [0]

    def sample() -> None:
        window = next((w for w in app.topLevelWidgets() if hasattr(w, "game_widget")), None)
        table = getattr(window, "game_widget", None)
        model = getattr(table, "model", None)
        if model is None:
            return
        if model is not current[0]:
            if current[0] is not None:  # its state is a plain Python attribute: readable after deleteLater
                earlier[0] += hands_played(current[0])
            current[0] = model
        n = earlier[0] + hands_played(model)
        if n != last[0]:
            last[0] = n
            print(f"rss {n} {rss_kb()}", flush=True)

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(100)
    app.aboutToQuit.connect(sample)  # the last hand ends just before the demo quits
    return run(["--demo", game, "--hands", str(hands), "--speed", "0", "--quit"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
