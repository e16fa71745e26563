"""Shared helpers for the unit tests: seeded random playouts, option sets worth covering, per-game hooks.

Per-game knowledge enters the game-agnostic conformance suite only through the tables keyed by game id:
``OPTION_SETS`` (options each game's runs cover), ``INVARIANTS`` (a check that must hold in every state,
e.g. cards conserved), ``LEAKS`` (what of another seat's hidden part shows in a view) and
``HOSTILE_SETUPS`` (bad set-ups a record may carry, with the field its refusal must name). A game without
an entry is still checked by every generic test.

Playouts resolve chance steps (``CHANCE`` decisions) with ``sevens.core.chance.resolve``, as the page, the
CLI and a record do: the random chooser picks only among the moves of seats, so a game is what a real
game would be.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from sevens.core import chance, get
from sevens.core.game import CHANCE

# option sets each game's conformance runs cover (besides the defaults)
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "shichinarabe": [
        {},
        {"players": 3, "joker": True, "joker_last": True, "pass_limit": 1},
        {"players": 6, "joker": True, "ak_link": True, "ak_tunnel": True, "rounds": 3, "pass_limit": 2},
        {"players": 8, "ak_link": True},
        {"players": 5, "joker": True, "ak_link": True, "rounds": 3},
    ],
    "tetrahex": [{}, {"variant": "bottom"}],
    "dicerace": [
        {},
        {"players": 2, "length": 10, "die": 4, "trips": 3, "board": "ladders"},
        {"players": 4, "length": 12, "trips": 3, "board": [{"square": 4, "shift": 6}, {"square": 11, "shift": -10}]},
        {"players": 4, "length": 10, "trips": 0, "board": "plain"},
    ],
}


def option_sets(game_id: str) -> list[dict[str, Any]]:
    return OPTION_SETS.get(game_id, [{}])


Chooser = Callable[[random.Random, list[Any]], Any]


def playout(game: Any, seed: int, options: dict[str, Any], chooser: Chooser | None = None
            ) -> Iterator[tuple[Any, Any]]:
    """Yield (state, move) along a seeded random game; the final state is yielded with move None.

    A chance step plays the outcome the seed gives (``chance.resolve``); a seat's decision is the
    chooser's (default: uniform). Fails if the game is still running after ``game.info.max_moves`` moves
    (the termination bound).
    """
    rng = random.Random(seed)
    s = game.new(seed, **options)
    steps = 0
    while (p := game.to_move(s)) is not None:
        if p == CHANCE:
            m = chance.resolve(game, s)
        else:
            legal = game.legal_moves(s)
            m = chooser(rng, legal) if chooser else legal[rng.randrange(len(legal))]
        yield s, m
        s = game.apply(s, m)
        steps += 1
        assert steps <= game.info.max_moves, "the game did not end within its bound"
    yield s, None


def play_to_end(game: Any, s: Any, bot_of: Callable[[int], Any]) -> Any:
    """Play ``s`` to the end: each deciding seat's bot (``bot_of(seat)``) chooses from its view, chance steps
    are resolved from the seed (no bot decides them); every move must be legal and the game must end within
    its bound. The final state, with an outcome."""
    from sevens.core.chance import resolve
    from sevens.core.game import CHANCE

    steps = 0
    while (seat := game.to_move(s)) is not None:
        if seat == CHANCE:
            m = resolve(game, s)
        else:
            m = bot_of(seat).choose(game, game.view(s, seat))
            assert m in game.legal_moves(s)
        s = game.apply(s, m)
        steps += 1
        assert steps <= game.info.max_moves, "the game did not end within its bound"
    assert game.outcome(s) is not None
    return s


def mostly_plays(rng: random.Random, legal: list[Any]) -> Any:
    """A chooser that passes rarely (the pass is the last legal move), so games run long and reach late rules."""
    if len(legal) > 1 and rng.random() < 0.9:
        return legal[rng.randrange(len(legal) - 1)]
    return legal[rng.randrange(len(legal))]


# --- 七並べ ------------------------------------------------------------------------------------------

def shichinarabe_midgame(seed: int, plies: int, **options: Any) -> Any:
    """A live 七並べ position reached by seeded play that mostly lays cards (passes only when nothing else is
    legal); if the round would end first, the last live position."""
    game = get("shichinarabe")
    rng = random.Random(seed)
    s = game.new(seed, **options)
    for _ in range(plies):
        moves = [m for m in game.legal_moves(s) if m.kind != 2] or game.legal_moves(s)
        nxt = game.apply(s, rng.choice(moves))
        if game.to_move(nxt) is None:
            break
        s = nxt
    return s


def shichinarabe_cards_conserved(s: Any) -> None:
    """Hands ∪ table ∪ joker-gone = the full deck, each card exactly once (seed, ゲームの概要: 52枚 / 53枚).

    The joker is in exactly one hand, or it has left the game: then an eliminated player of this round
    laid it (RULES.md "Elimination"). The table holds only real cards, and every 7 is on it (基本ルール ①).
    """
    from sevens.games.shichinarabe.cards import ALL_SEVENS, FULL_DECK, JOKER_BIT

    seen = 0
    for h in s.hands:
        assert h >= 0 and not h >> 53, "a hand holds something that is not a card"
        assert not seen & h, "a card is in two hands"
        seen |= h
    assert len(s.table) == 4 and all(0 <= m < 1 << 13 for m in s.table), "the table holds 13 ranks per suit"
    table = sum(m << (13 * i) for i, m in enumerate(s.table))
    assert table & ALL_SEVENS == ALL_SEVENS, "every 7 lies on the table"
    assert not seen & table, "a card is both in a hand and on the table"
    assert (seen | table) & FULL_DECK == FULL_DECK, "a card went missing"
    in_hands = sum(1 for h in s.hands if h & JOKER_BIT)
    if not s.opts.joker:
        assert in_hands == 0, "a joker without the joker option"
    elif in_hands == 0:
        laid = [e for e in s.log[s.round_start:] if e.eliminated and e.laid & JOKER_BIT]
        assert len(laid) == 1, "the joker left the game without an eliminated player laying it"
    else:
        assert in_hands == 1


def shichinarabe_leaks(s: Any, seat: int, v: dict[str, Any]) -> list[str]:
    """Card texts of other seats' hands that show in ``v`` (the view of ``seat``), and a joker shown wrongly.

    Looked at: the view's own hand and legal moves, and the current round's log (earlier rounds' logs
    name cards that were dealt again). The joker's holder may show only once a swap made it public.
    """
    from sevens.games.shichinarabe.cards import JOKER_BIT, cards_of, text

    hidden = {text(c): q for q in range(len(s.hands)) if q != seat for c in cards_of(s.hands[q] & ~JOKER_BIT)}
    # a joker move names a playable position (public) and, by rule 2, one of the mover's own cards
    words: list[str] = list(v["hand"]) + [m.split("+")[-1] if m.startswith("JK@") else m for m in v["legal"]]
    for e in v["log"][v["round_start"]:]:
        words.extend(e["move"].replace("JK@", "").split("+"))
        words.extend(e.get("laid", []))
    found = [f"{w} of seat {hidden[w]}" for w in words if w in hidden]
    holder = next((q for q, h in enumerate(s.hands) if h & JOKER_BIT), None)
    public = any(e.move.kind == 1 for e in s.log[s.round_start:])
    shown = v["joker"]
    if not s.opts.joker:
        expected: Any = "none"
    elif holder is None:
        expected = "gone"
    elif holder == seat:
        expected = "mine"
    else:
        expected = holder if public else None
    if shown != expected:
        found.append(f"joker shown as {shown!r}, expected {expected!r}")
    return found


# --- SEVEN -------------------------------------------------------------------------------------------

def tetrahex_stack_consistent(s: Any) -> None:
    """Each player places each shape at most once (遊具: 7 tiles each); turns alternate White, Black
    (ルール); each cell's height is the number of tiles on it and its top is the last of them; a tile at
    level L lies on cells of height L − 1, on two or more tiles when L ≥ 2 (rules b, c)."""
    from sevens.games.tetrahex.state import TOTAL_TILES

    assert len(s.tiles) <= TOTAL_TILES
    height: dict[int, int] = {}
    top: dict[int, int] = {}
    for i, t in enumerate(s.tiles):
        assert t.player == i % 2, "turns alternate, White first"
        assert [u.shape for u in s.tiles[:i] if u.player == t.player].count(t.shape) == 0, "a shape used twice"
        below = {height.get(c, 0) for c in t.cells}
        assert below == {t.level - 1}, "a tile does not lie flat at its level"
        if t.level >= 2:
            assert len({top[c] for c in t.cells}) >= 2, "an upper tile on one tile only"
        for c in t.cells:
            height[c] = t.level
            top[c] = i
    assert height == s.height and top == s.top


# --- Dice Race (the proof game, tests/proofgame) --------------------------------------------------------

def dicerace_consistent(s: Any) -> None:
    """Cards conserved: the hands and the cards spent come from the trip deck, ``trips`` dealt to each seat
    (README.md, "Setup"); runners on the track; a pending reaction or dodge belongs to a seat that may
    make it (README.md, "A turn" 5–6); the cards spent are the log's trips and dodges, in order."""
    from proofgame.state import DECK, DODGE, REACT

    o = s.opts
    held = [c for h in s.hands for c in h]
    assert all(list(h) == sorted(h) and len(h) <= o.trips for h in s.hands)
    assert len(held) + len(s.played) == o.players * o.trips, "a trip card went missing or appeared"
    pool = list(DECK)
    for c in held + list(s.played):
        pool.remove(c)  # ValueError: more cards of a value than the deck holds
    assert all(0 <= p <= o.length for p in s.positions)
    assert list(s.played) == [m.value for _, m in s.log if m.kind in ("trip", "dodge")]
    if s.phase == REACT:
        assert s.reactor != s.turn_seat and s.hands[s.reactor], "a reaction by the mover or by a seat without cards"
    if s.phase == DODGE:
        assert s.hands[s.turn_seat] and s.trip_from >= 0


def dicerace_leaks(s: Any, seat: int, v: dict[str, Any]) -> list[str]:
    """What of the other seats' cards or of the seed shows in ``v``: the view must stay the same when the
    other seats hold other cards from those unseen (dealt here without ``determinize``), and when the seed
    differs (it would tell the rolls to come)."""
    from dataclasses import replace

    from proofgame.state import DECK

    found = []
    if v["hand"] != list(s.hands[seat]):
        found.append("the seat's own hand is not its hand")
    unseen = list(DECK)
    for c in list(s.hands[seat]) + list(s.played):
        unseen.remove(c)
    unseen.reverse()  # another deal of the same unseen cards
    hands = []
    for q, h in enumerate(s.hands):
        if q == seat:
            hands.append(h)
        else:
            hands.append(tuple(sorted(unseen[:len(h)])))
            del unseen[:len(h)]
    game = get("dicerace")
    if game.view(replace(s, hands=tuple(hands)), seat) != v:
        found.append("the view changes with the other seats' cards")
    if game.view(replace(s, seed=s.seed + 1), seat) != v:
        found.append("the view changes with the seed")
    return found


INVARIANTS: dict[str, Callable[[Any], None]] = {"shichinarabe": shichinarabe_cards_conserved,
                                               "tetrahex": tetrahex_stack_consistent,
                                               "dicerace": dicerace_consistent}
LEAKS: dict[str, Callable[[Any, int, dict[str, Any]], list[str]]] = {"shichinarabe": shichinarabe_leaks,
                                                                    "dicerace": dicerace_leaks}

_BOARD = [{"square": 3, "shift": 4}, {"square": 6, "shift": -4}, {"square": 9, "shift": -3}]
HOSTILE_SETUPS: dict[str, list[tuple[dict[str, Any], str]]] = {
    "shichinarabe": [({"players": 9}, "setup.players"), ({"pass_limit": "3"}, "setup.pass_limit"),
                     ({"joker": 1}, "setup.joker"), ({"ak_tunnel": True}, "setup.ak_tunnel")],
    "tetrahex": [({"variant": "middle"}, "setup.variant")],
    "dicerace": [
        ({"board": [*_BOARD, {"square": 5, "shift": 0}]}, "setup.board[3]"),
        ({"board": [*_BOARD, {"square": "5", "shift": 2}]}, "setup.board[3]"),
        ({"board": [*_BOARD, {"square": 3, "shift": 2}]}, "setup.board[3]"),
        ({"board": [*_BOARD, {"square": 5, "shift": 2, "colour": "red"}]}, "setup.board[3]"),
        ({"board": [*_BOARD, [5, 2]]}, "setup.board[3]"),
        ({"length": 10, "board": [_BOARD[0], {"square": 15, "shift": 1}]}, "setup.board[1]"),
        ({"length": 10, "board": [{"square": 8, "shift": 5}]}, "setup.board[0]"),
        ({"board": "snakes"}, "setup.board"), ({"board": {"square": 1}}, "setup.board"),
        ({"players": 5}, "setup.players"), ({"length": True}, "setup.length"), ({"die": 20}, "setup.die"),
    ],
}
"""Per game: a set-up a hostile record may carry, and the field its refusal names (``setup.board[3]``)."""


def invariant(game_id: str) -> Callable[[Any], None]:
    return INVARIANTS.get(game_id, lambda s: None)


def leaks(game_id: str) -> Callable[[Any, int, dict[str, Any]], list[str]]:
    return LEAKS.get(game_id, lambda s, seat, v: [])


def game_of(game_id: str) -> Any:
    return get(game_id)


def feed_input(monkeypatch: Any, lines: Iterator[str] | list[str]) -> None:
    """Make ``input()`` answer ``lines`` one by one, then end of input (the terminal's prompt in tests)."""
    it = iter(lines)

    def fake_input(prompt: str = "") -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
