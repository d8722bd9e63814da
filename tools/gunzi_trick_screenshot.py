"""The README's top picture: a whole Gunzi trick on the table with its points beside the winner's cards.

Usage: python -m tools.gunzi_trick_screenshot OUTDIR [--size 1280x800] [--lang zh_CN] [--seed 7] [--points 30]
Run under Xvfb (DISPLAY=:N QT_QPA_PLATFORM=xcb) or offscreen with a CJK font installed. The match is seeded
and 托管 plays the player's seat (switched off for the picture), so the picture is the same from run to run. The hand runs instantly up to
its third trick, then at the normal speed; the picture of the table is taken once a trick worth ``--points`` or
more lies complete with its "+N" up in full (not while its cards fade into the winner's plate).
"""

from __future__ import annotations

import sys
from typing import Any

from tools.ddz_screenshots import _wait
from tools.shot_args import shot_run


def _whole_trick_with_points(table: Any, points: int) -> bool:
    """A trick of all four seats on the table, none of its cards fading, and its "+N" (N >= ``points``) up
    in full."""
    slots = table.canvas.trick.slots
    if sorted(s for s, items in slots.items() if items) != [0, 1, 2, 3]:
        return False
    if any(it.opacity() < 1.0 for items in slots.values() for it in items):
        return False
    anims = table.anims
    up = [b for b in anims.bubbles() if b.text().startswith("+") and b.opacity() >= 0.999] if anims else []
    return any(int("".join(ch for ch in b.text() if ch.isdigit()) or 0) >= points for b in up)


def main(argv: list[str] | None = None) -> int:
    def more(ap: Any) -> None:
        ap.add_argument("--lang", default="zh_CN")
        ap.add_argument("--seed", type=int, default=7)
        ap.add_argument("--points", type=int, default=30)

    run = shot_run("python -m tools.gunzi_trick_screenshot", argv, more)
    app, out, args = run.app, run.out, run.args
    from gunapp.games.gunzi.engine.phase import Phase
    from gunapp.games.gunzi.ui.table import GunziTable
    from gunapp.i18n import LanguageManager
    from gunapp.models.game_model import SeatConfig

    LanguageManager(app).set_language(args.lang)
    app.processEvents()
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=args.seed, speed=0)
    table.resize(*run.size)
    table.show()
    table.comforts.auto_button.setChecked(True)  # 托管: the AI plays the player's seat
    model = table.start_match(seats, seed=args.seed)

    def played_on() -> bool:
        if model.state.phase is Phase.PLAY and len(model.history_model.tricks()) >= 2:
            table.canvas.animator.set_speed(1.0)
            return True
        return False

    if not _wait(app, played_on, 240):
        print("the hand never reached its third trick", file=sys.stderr)
        return 1
    if not _wait(app, lambda: _whole_trick_with_points(table, args.points), 600):
        print(f"no trick of {args.points} points or more in the hand", file=sys.stderr)
        return 1
    table.comforts.auto_button.setChecked(False)  # no 托管 badge in the picture
    app.processEvents()
    if not _whole_trick_with_points(table, args.points):
        print("the trick was swept before the picture", file=sys.stderr)
        return 1
    name = out / f"gunzi-trick-full-{args.lang}.jpg"
    table.grab().save(str(name), "JPG", 85)
    print(name)
    table.close_game()
    return 0


if __name__ == "__main__":
    sys.exit(main())
