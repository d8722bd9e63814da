"""The contract a game fulfils to be offered by the app: ``GameSpec``, its data and the lazy references to
its code (``core.match_codec`` holds the protocol of its record and statistics side).

Core stays free of Qt and of the games' heavy modules: a spec names its engine factory, agents, model, table
and rules catalogue by dotted path (``"package.module:attribute"``), imported on first use by ``load``, so
importing the registry costs nothing at start-up and a game's code loads with its table.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gunapp.core.cards import FACES, Card


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``source`` for translation in ``context`` (found by lupdate) without importing Qt."""
    return source


def load(path: str) -> Any:
    """The object named by ``"package.module:attribute"`` (imported on first call)."""
    module, _, attribute = path.partition(":")
    obj: Any = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class StatsRow:
    """One line of the Statistics dialog: ``label`` (source text, context ``StatsDialog``) and the
    ``GameStats`` figure it shows: ``hands_played``, ``hands_won``, ``win_rate``, ``matches_won`` or
    ``best_score``, or one of Dou Dizhu's call-and-grab deals (``GrabStats``, shown only once there is one):
    ``grab`` (with ``heading``: the block's title), ``grab_deals``, ``grab_win_rate``, ``landlord_record``,
    ``grabs``, ``doubled``, ``doubled_points``, ``shown``, ``best_multiplier``, ``average_stake``,
    ``grab_best_score``."""

    label: str
    figure: str
    heading: bool = False


@dataclass(frozen=True)
class RulesSpec:
    """A set of house rules (``Settings.house_rules[key]``), shared by the games that play by them.

    ``options``: the engine's option model; ``defaults``: a function giving the app's default options as
    JSON; ``catalogue``: the house-rules dialog's sections (Qt); ``page``: the rules page's body
    ``(settings, pictures) -> str`` (Qt)."""

    key: str
    #: the house-rules dialog's tab (source text, context ``HouseRulesDialog``)
    title: str
    options: str
    defaults: str
    catalogue: str
    page: str
    #: the rules page's window title (source text, context ``RulesPageDialog``)
    page_title: str
    #: Help menu entry opening the rules page (context ``ComfortMenus``, with its mnemonic)
    menu_title: str
    #: a class whose ``explain(IllegalAction) -> str`` words a refused move (Qt)
    explain: str
    #: a class whose ``line(level)`` and ``figure(level)`` say how strong each AI level is at these games
    #: (``ui.common.ai_levels.LevelLines``, Qt)
    levels: str
    #: the named presets (``ui.rules.catalog.Preset`` tuple) the house-rules dialog and the setup panel
    #: offer by name; "" for none
    presets: str = ""


@dataclass(frozen=True)
class GameSpec:
    """One game the app offers. ``key`` is the record's ``game`` and the save's file name; ``title`` and
    ``subtitle`` are source texts in context ``Games``; the dotted paths load on first use."""

    key: str
    title: str
    subtitle: str
    players: int
    decks: int
    #: faces shown on the start-page tile
    showcase: tuple[str, ...]
    rules: RulesSpec
    stats_rows: tuple[StatsRow, ...]
    #: ``MatchCodec`` instance
    codec: str
    #: ``(options, seed) -> engine match``: a new match of this game
    engine: str
    #: ``(level, seed) -> Agent``: the game's AI of a level (``choose(view, legal, *, rng, deadline)``)
    agents: str
    #: the Qt model class
    model: str
    #: ``(host) -> QWidget``: the table shown in the main window
    table: str
    #: ``(key, argv) -> exit code``: the headless simulator, ``python -m gunapp.sim <key> ...``
    sim: str
    #: ``(window, key, args) -> table``: the all-AI demo, ``gunapp --demo <key>`` (``gunapp.demo``)
    demo: str
    #: ``(events) -> bool``: these events of one action end a trick or a round (the replay's "next trick"
    #: stops after them; no Qt)
    trick_end: str
    #: ``(engine) -> (Card -> key)``: the order a hand is sorted in now (a replay's face-up hands; no Qt)
    hand_order: str
    #: ``ui.common.table_kit.TableKit``: what the shared table pieces ask of this game (history rows, the
    #: 记牌器, sound cues, the save's words, seat names; Qt)
    table_kit: str
    #: ``(engine) -> int | None``: the number of the deal on the table (``core.deal_numbers``); None: the
    #: game has no numbered deals
    deal_number: str | None = None
    #: the faces of one deck as card codes (the record's deck check: each ``decks`` times); () for the 54
    faces: tuple[str, ...] = ()
    #: ``review.contract.GameReviewer``: the hand review's evaluator (no Qt); None: the game offers no review
    review: str | None = None

    def display_name(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The game's name, translated by ``translate(context, source)`` if given."""
        return translate("Games", self.title) if translate is not None else self.title

    def load_codec(self) -> Any:
        """The ``match_codec.MatchCodec`` of this game (imports the game's engine)."""
        return load(self.codec)

    def load_trick_end(self) -> Callable[[list[Any]], bool]:
        end: Callable[[list[Any]], bool] = load(self.trick_end)
        return end

    def load_hand_order(self) -> Callable[[Any], Callable[[Card], Any]]:
        order: Callable[[Any], Callable[[Card], Any]] = load(self.hand_order)
        return order

    def load_deal_number(self) -> Callable[[Any], int | None]:
        """The deal number reader; a game without numbered deals reads None."""
        if self.deal_number is None:
            return lambda _engine: None
        read: Callable[[Any], int | None] = load(self.deal_number)
        return read

    def load_review(self) -> Any:
        """The game's ``review.contract.GameReviewer``, or None when it offers no review."""
        return None if self.review is None else load(self.review)

    def deck_faces(self) -> tuple[str, ...]:
        """One deck's card codes (``faces``, or the 54 of a standard deck with both jokers)."""
        return self.faces or tuple(c.code for c in FACES)
