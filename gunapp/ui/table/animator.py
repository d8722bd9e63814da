"""A queue of table animations: each game event becomes one step; the next starts when the previous ends.

Steps are declarative and built into Qt animations only when they start, so a tween without an explicit
start value moves from wherever the item is *then* (not when it was queued)::

    anim = Animator(speed=1.0)
    anim.enqueue(Parallel([Tween(card, b"pos", QPointF(10, 20)), Tween(card, b"flip", 1.0)]))
    anim.enqueue(Call(lambda: model.ready()))          # runs when everything before it has finished
    anim.drained.connect(start_next_ai_turn)          # the queue became empty

``speed`` divides every duration (2 = twice as fast); 0 applies every step at once, synchronously, and
``drained`` fires before ``enqueue`` returns. Nothing sleeps or busy-waits: Qt's animation timer drives it.
``run_now`` plays a step outside the queue (hover, relayout after a resize).
"""

from __future__ import annotations

import logging
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

log = logging.getLogger(__name__)


@dataclass
class Tween:
    """Animate Qt property ``prop`` of ``target`` to ``end`` (a value, or a callable evaluated at start)."""

    target: QObject
    prop: bytes
    end: Any
    duration: int = 260
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    delay: int = 0
    start: Any = None


@dataclass
class Call:
    """Run ``fn()`` when the step is reached (inside a Parallel: when the group starts); what it returns is
    ignored (a lambda may build a list of effects)."""

    fn: Callable[[], object]


T = TypeVar("T")


def call_each(fn: Callable[[T], object], items: Iterable[T]) -> Call:
    """A ``Call`` applying ``fn`` to each of ``items`` (iterated when the step runs)."""
    return Call(lambda: [fn(x) for x in items])


@dataclass
class Pause:
    duration: int


@dataclass
class Parallel:
    steps: list[Step] = field(default_factory=list)


@dataclass
class Sequential:
    steps: list[Step] = field(default_factory=list)


Step = Tween | Call | Pause | Parallel | Sequential


class Lazy(Sequential):
    """A step built by ``build()`` when the queue reaches it (positions depend on what was shown before).

    The Animator builds a queued step only when it starts, so a ``Lazy`` must be enqueued at top level;
    nested inside a group it is built together with the group.
    """

    def __init__(self, build: Callable[[], Step]) -> None:  # noqa: D107 - not the dataclass init on purpose
        self._build_fn = build
        self._built: list[Step] | None = None

    @property  # type: ignore[override]
    def steps(self) -> list[Step]:  # type: ignore[override]
        if self._built is None:
            self._built = [self._build_fn()]
        return self._built


class _CallAnimation(QAbstractAnimation):
    """A zero-length animation that calls a function once when a group reaches it."""

    def __init__(self, fn: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fn = fn
        self._done = False

    def duration(self) -> int:
        return 0

    def updateCurrentTime(self, current_time: int) -> None:  # noqa: N802 (Qt override)
        if not self._done:
            self._done = True
            _safe_call(self._fn)


def _safe_call(fn: Callable[[], object]) -> None:
    try:
        fn()
    except Exception:  # a failing callback must not stall the queue forever
        log.exception("animation callback failed")


def _alive(obj: QObject) -> bool:
    return bool(shiboken6.isValid(obj))


def _address(obj: QObject) -> int:
    return int(shiboken6.getCppPointer(obj)[0])


def _collect_targets(anim: QAbstractAnimation, into: set[int]) -> None:
    """The addresses of the objects that ``anim`` (a tree of groups) animates."""
    if isinstance(anim, QPropertyAnimation):
        target = anim.targetObject()
        if target is not None and _alive(target):
            into.add(_address(target))
    elif isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            _collect_targets(anim.animationAt(i), into)


def _value(end: Any) -> Any:
    return end() if callable(end) else end


class Animator(QObject):
    """The table's animation queue. See the module docstring for the protocol."""

    drained = Signal()
    #: emitted when a queued step starts (for debugging and tests)
    step_started = Signal()

    def __init__(self, parent: QObject | None = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self._speed = max(0.0, speed)
        self._queue: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._pumping = False
        self._skipping = False
        self._owes_drained = False
        self._held = 0
        self._free: set[QAbstractAnimation] = set()
        #: items discarded while an animation that may still start refers to them (see ``retire``)
        self._graveyard: list[QObject] = []

    # -- settings ---------------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self._speed

    def set_speed(self, speed: float) -> None:
        """Change the speed; 0 also finishes what is playing now."""
        self._speed = max(0.0, float(speed))
        if self._speed == 0:
            self.skip()

    def scaled(self, ms: int) -> int:
        return 0 if self._speed == 0 else max(0, round(ms / self._speed))

    # -- queue ------------------------------------------------------------------------------------------
    def enqueue(self, step: Step | Sequence[Step]) -> None:
        """Append a step (a list means a Sequential group) and start it when the queue reaches it."""
        self._queue.append(Sequential(list(step)) if isinstance(step, list | tuple) else cast(Step, step))
        self._owes_drained = True
        self._pump()

    def then(self, fn: Callable[[], None]) -> None:
        self.enqueue(Call(fn))

    def hold(self) -> None:
        """Start a batch: ``drained`` waits for the matching ``release`` (nestable). A batch's first step may
        finish at once (a Call, speed 0) and empty the queue before the rest of the batch is queued."""
        self._held += 1

    def release(self) -> None:
        """End a batch; ``drained`` fires now if everything queued has already played."""
        self._held = max(0, self._held - 1)
        self._finish_if_idle()

    def is_idle(self) -> bool:
        return self._current is None and not self._queue

    def pending(self) -> int:
        """Steps waiting or playing."""
        return len(self._queue) + (1 if self._current is not None else 0)

    def skip(self) -> None:
        """Jump every queued step to its end state now (callbacks still run, in order)."""
        self._skipping = True
        try:
            for anim in list(self._free):
                # one Qt stopped (another animation took its property) was deleted without "finished"
                if _alive(anim):
                    anim.setCurrentTime(anim.totalDuration())
                    anim.stop()
            self._free.clear()
            if self._current is not None:
                cur = self._current
                self._current = None
                cur.setCurrentTime(cur.totalDuration())
                cur.stop()
                cur.deleteLater()
            self._pump()
        finally:
            self._skipping = False

    def clear(self) -> None:
        """Drop queued steps without running them and stop everything playing where it is (the current step
        and every ``run_now`` animation, whose callbacks will not run): a table calls it before its items go."""
        self._queue.clear()
        for anim in list(self._free):
            if _alive(anim):
                anim.stop()  # DeleteWhenStopped
        self._free.clear()
        if self._current is not None:
            cur = self._current
            self._current = None
            cur.stop()
            cur.deleteLater()
        self._sweep()
        self._finish_if_idle()

    def retire(self, item: QObject) -> None:
        """Delete ``item`` as soon as no animation refers to it. Deleted at once, a later child of a group that
        is playing would start on a dead target ("QPropertyAnimation ... without target") and a callback
        would touch a deleted item."""
        self._graveyard.append(item)
        self._sweep()

    def place(self, step: Step) -> None:
        """Apply ``step``'s end values at once, with no animation (callbacks run)."""
        self._apply(step)

    def run_now(self, step: Step) -> None:
        """Play ``step`` at once, outside the queue (hover effects, relayout)."""
        if self._speed == 0:
            self._apply(step)
            return
        anim = self._build(step)
        if anim is None or anim.totalDuration() == 0:
            self._apply(step)
            return
        self._own(anim)
        self._free.add(anim)
        me = weakref.ref(self)

        def finished(a: QAbstractAnimation = anim) -> None:
            s = me()
            if s is not None:
                s._free_finished(a)

        anim.finished.connect(finished)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # -- internals --------------------------------------------------------------------------------------
    def _own(self, anim: QAbstractAnimation) -> None:
        """The animator owns what it plays, so a table that goes without ``shutdown`` (a window closed, a
        table collected) takes its animations along. Unowned, a group kept running in Qt's animation timer
        after its cards had gone with the scene, and the next event loop, anywhere in the app, stepped it
        onto a child with no target ("Changing state of an animation without target"). Its ``stateChanged``
        then reaches ``_on_stopped`` with this animator no longer valid, which ignores it. The animations'
        slots hold the animator weakly: a strong reference from a child would let the last one deleted free
        the animator (a Python-owned one, in tests) from inside that child's destructor, deleting the child
        twice."""
        anim.setParent(self)

    def _free_finished(self, anim: QAbstractAnimation) -> None:
        self._free.discard(anim)
        self._sweep()

    def _sweep(self) -> None:
        if not self._graveyard:
            return
        roots = [a for a in [*self._free, self._current] if a is not None and _alive(a)]
        busy: set[int] = set()
        for root in roots:
            _collect_targets(root, busy)
        keep: list[QObject] = []
        for item in self._graveyard:
            if not _alive(item):
                continue
            if _address(item) in busy:
                keep.append(item)
            else:
                item.deleteLater()
        self._graveyard = keep

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._current is None and self._queue:
                step = self._queue.popleft()
                self.step_started.emit()
                if self._speed == 0 or self._skipping:
                    self._apply(step)
                    continue
                anim = self._build(step)
                if anim is None or anim.totalDuration() == 0:
                    self._apply(step)
                    continue
                self._own(anim)
                self._current = anim
                # "stopped", not "finished": Qt stops a running animation without "finished" when another
                # one starts on the same property of the same object, and the queue must not wait for ever
                me = weakref.ref(self)
                anim.stateChanged.connect(
                    lambda new, _old, a=anim, me=me: (s := me()) is not None and s._on_stopped(a, new)
                )
                anim.start()
        finally:
            self._pumping = False
        self._finish_if_idle()

    def _finish_if_idle(self) -> None:
        if (
            self._current is None
            and not self._queue
            and self._owes_drained
            and not self._pumping
            and not self._held
        ):
            self._owes_drained = False
            self.drained.emit()

    def _on_stopped(self, anim: QAbstractAnimation, state: QAbstractAnimation.State) -> None:
        if not (_alive(self) and _alive(anim)) or state != QAbstractAnimation.State.Stopped:
            return  # torn down (closing the table)
        if anim is not self._current:
            return  # running again, or already dropped by skip/clear
        if anim.currentLoopTime() < anim.duration():
            log.warning("an animation step was stopped before its end (another animation took a property)")
        self._on_finished()

    def _on_finished(self) -> None:
        cur = self._current
        self._current = None
        if cur is not None:
            cur.deleteLater()
        self._sweep()
        self._pump()

    def _apply(self, step: Step) -> None:
        """Put a step's end state in place at once."""
        if isinstance(step, Tween):
            if _alive(step.target):
                step.target.setProperty(step.prop.decode(), _value(step.end))
        elif isinstance(step, Call):
            _safe_call(step.fn)
        elif isinstance(step, Parallel | Sequential):
            for s in step.steps:
                self._apply(s)

    def _build(self, step: Step) -> QAbstractAnimation | None:
        if isinstance(step, Tween):
            if not _alive(step.target):
                return None
            anim = QPropertyAnimation(step.target, step.prop)
            anim.setDuration(self.scaled(step.duration))
            if step.start is not None:
                anim.setStartValue(_value(step.start))
            anim.setEndValue(_value(step.end))
            anim.setEasingCurve(step.easing)
            if step.delay > 0:
                seq = QSequentialAnimationGroup()
                seq.addPause(self.scaled(step.delay))
                seq.addAnimation(anim)
                return seq
            return anim
        if isinstance(step, Call):
            return _CallAnimation(step.fn)
        if isinstance(step, Pause):
            return QPauseAnimation(self.scaled(step.duration))
        group: QParallelAnimationGroup | QSequentialAnimationGroup = (
            QParallelAnimationGroup() if isinstance(step, Parallel) else QSequentialAnimationGroup()
        )
        for s in step.steps:
            child = self._build(s)
            if child is not None:
                group.addAnimation(child)
        return group
