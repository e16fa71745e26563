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
    "shades": [
        {},
        {"players": 3},
        {"players": 4},
        {"players": 2, "adjacent": True},
        {"players": 4, "colourless": False, "first_cards": False},
        {"players": 3, "round_cap": 10, "celestia_min": 3, "colourless": False},
        {"players": 2, "first_cards": False, "round_cap": 20},
    ],
    "square": [
        {},
        {"deck0": "iron", "deck1": "aera", "first": "P2", "first_turn_balance": True},
        {"deck0": "fang", "deck1": "iron", "first": "P1", "deploy_anywhere": True},
        {"deck0": "iron", "deck1": "iron"},
    ],
    "ultraseven": [
        {"scenario": "1cour"},
        {"scenario": "2cour", "hidden_counts": True},
        {"scenario": "full", "remove_at_equal": True},
    ],
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


# --- 7 SHADES OF S:EVEN ------------------------------------------------------------------------------

def shades_consistent(s: Any) -> None:
    """Cards conserved (seed COMPONENTS; decisions 4, 5): every card of the game exactly once across the
    board, the hands, the locks, the placed curse, the deck, the discard pile, the cards in use (limbo) and
    the eternal cards not yet won — the 112 normal cards (105 without the colourless ones), the 7 eternal
    cards and the first cards in play (one per player, none with beginner option (b)); the curse placed in
    at most one slot at a time; at most one piece per square (FAQ その他) and every piece on the board."""
    from sevens.games.shades.cards import COLOURLESS_CARDS, ETERNAL_CARDS, FIRST_CARDS, NORMAL_CARDS
    from sevens.games.shades.flow import CURSE_CARD
    from sevens.games.shades.state import SQUARES, UP

    o = s.opts
    where: list[int] = [e % UP for pile in s.board for e in pile]
    where += [c for h in s.hands for c in h]
    where += [c for p in s.locks for slot in p for c in slot]
    placed = [q for q in s.curse if q >= 0]
    assert len(placed) <= 1, "the curse is placed in two slots"
    where += [CURSE_CARD] * len(placed)
    where += list(s.deck) + list(s.discard) + list(s.limbo) + list(s.eternals)
    assert len(where) == len(set(where)), "a card is in two places"
    firsts = {c for c in where if c in FIRST_CARDS}
    assert len(firsts) == (o.players if o.first_cards else 0), "first cards came or went"
    normal = {c for c in NORMAL_CARDS if o.colourless or c not in COLOURLESS_CARDS}
    assert set(where) == normal | set(ETERNAL_CARDS) | firsts, "a card went missing or came from nowhere"
    locked = {c for p in s.locks for slot in p for c in slot}
    assert all(len(p) == 7 for p in s.locks), "seven lock slots each"
    assert firsts <= locked, "a first card left its lock (decision 28: never a target)"
    assert {c for c in ETERNAL_CARDS if c not in s.eternals} <= locked, "a won eternal card is not locked"
    assert all(0 <= q < SQUARES for q in s.pieces), "a piece is off the board"
    assert len(set(s.pieces)) == len(s.pieces), "two pieces share a square"


def shades_hidden_slots(s: Any, seat: int) -> list[tuple[str, int, int]]:
    """The places of the cards ``seat`` cannot see: (where, index, position) for another hand's card it does
    not know, a face-down card it does not know, a deck card it does not know."""
    from sevens.games.shades.state import UP

    bit = 1 << seat
    flagged = set(s.flags.sealed) | set(s.flags.shown) | set(s.flags.verdant) | set(s.flags.paid)
    out: list[tuple[str, int, int]] = []
    for p, h in enumerate(s.hands):
        if p != seat:
            out += [("hand", p, i) for i, c in enumerate(h) if not s.known[c] & bit and c not in flagged]
    for q, pile in enumerate(s.board):
        out += [("board", q, i) for i, e in enumerate(pile) if e < UP and not s.known[e] & bit]
    out += [("deck", 0, i) for i, c in enumerate(s.deck) if not s.known[c] & bit]
    return out


def shades_leaks(s: Any, seat: int, v: dict[str, Any]) -> list[str]:
    """What of another seat's hidden part shows in ``v`` (decision 29): another hand's cards the seat does
    not know, face-down cards it does not know, the deck's order. The view must name exactly the known cards
    of other hands, and stay the same when the cards the seat cannot see are dealt again among their places
    (another hand, the face-down cards, the deck's order: here without ``determinize``) and when the seed
    differs."""
    from dataclasses import replace

    from sevens.games.shades.cards import KIND, KINDS
    from sevens.games.shades.state import UP

    found = []
    bit = 1 << seat
    for p, h in enumerate(s.hands):
        expect = sorted(KINDS[KIND[c]].code for c in h if p == seat or s.known[c] & bit)
        if v["hands"][p]["cards"] != expect or v["hands"][p]["count"] != len(h):
            found.append(f"hand {p} shows {v['hands'][p]['cards']}, the seat knows {expect}")
    slots = shades_hidden_slots(s, seat)
    board = [list(pile) for pile in s.board]
    hands = [list(h) for h in s.hands]
    deck = list(s.deck)

    def get_(w: str, a: int, i: int) -> int:
        return hands[a][i] if w == "hand" else board[a][i] % UP if w == "board" else deck[i]

    cards = [get_(*x) for x in slots]
    knowns = [s.known[c] for c in cards]
    known = list(s.known)
    for (w, a, i), c, k in zip(slots, reversed(cards), knowns):  # another deal of the same unseen cards
        if w == "hand":
            hands[a][i] = c
        elif w == "board":
            board[a][i] = c
        else:
            deck[i] = c
        known[c] = k
    other = replace(s, board=tuple(tuple(p) for p in board), hands=tuple(tuple(sorted(h)) for h in hands),
                    deck=tuple(deck), known=tuple(known))
    game = get("shades")
    if game.view(other, seat) != v:
        found.append("the view changes with the cards the seat cannot see")
    if game.view(replace(s, seed=s.seed + 1), seat) != v:
        found.append("the view changes with the seed")
    return found


# --- セブンスクエア ------------------------------------------------------------------------------------------

def square_consistent(s: Any) -> None:
    """Cards conserved (docs/rules/square.md R25): each of the 80 cards exactly once — on the board (a 兵, a 騎,
    a 陣), in a hand, a deck or its owner's 神殿, or face down as a 将 before the reveal — and in its owner's
    pile; riders on a 騎 of their square, within its 積載 and under its controller; at most 2 pieces of a player
    per square and one 陣 (R12); the ■ on d1/d7 only; no combatant left at 0 体力; IP 0–10 (R7); hands sorted."""
    from sevens.games.square.battle import board
    from sevens.games.square.cards import FORT, MOUNT, SOLDIER
    from sevens.games.square.state import BASE_CID, BASE_SQ, IP_CAP, owner

    places: list[int] = [u.cid for u in s.units] + [f.cid for f in s.forts if f.cid < BASE_CID]
    for p in (0, 1):
        for pile in (s.hands[p], s.decks[p], s.temples[p]):
            assert all(owner(c) == p for c in pile), "a card in another player's pile"
            places += list(pile)
        assert list(s.hands[p]) == sorted(s.hands[p]) and 0 <= s.ip[p] <= IP_CAP
    on_board = {u.cid for u in s.units}
    places += [g for g in s.generals if g >= 0 and g not in on_board and g not in s.temples[owner(g)]]
    assert sorted(places) == list(range(80)), "a card is missing or in two places"
    assert set(s.shown) <= set(s.hands[0]) | set(s.hands[1])
    b = board(s)
    for u in s.units:
        kind = s.prof[u.cid].type
        assert kind in (SOLDIER, MOUNT)
        if u.mount >= 0:
            m = b.unit[u.mount]
            assert kind == SOLDIER and s.prof[m.cid].type == MOUNT and m.sq == u.sq and m.ctrl == u.ctrl
    for m, riders in b.riders.items():
        assert len(riders) <= s.prof[m].load, "a 騎 carries more than its 積載"
    for q in range(49):
        for p in (0, 1):
            assert b.own(q, p) <= 2, "three pieces of one player on a square"
        for c in b.at[q]:
            st = b.stats(c)
            assert not st.combatant or st.dmg < st.hp, "a destroyed combatant is still on the board"
    assert len({f.sq for f in s.forts}) == len(s.forts)
    for f in s.forts:
        if f.cid >= BASE_CID:
            assert f.sq == BASE_SQ[f.cid - BASE_CID] and f.owner == f.cid - BASE_CID, "a ■ off its square"
        else:
            assert s.prof[f.cid].type == FORT and f.owner == owner(f.cid)
    if s.revealed and not s.over:
        assert all(g in on_board for g in s.generals), "a 将 is off the board in a game still going"


def square_leaks(s: Any, seat: int, v: dict[str, Any]) -> list[str]:
    """What of the other seat's hidden part shows in ``v`` (R26): its hand beyond the cards a search showed,
    any deck order, its 将 before the reveal. The view must name exactly the seat's own hand and the other's
    shown cards, and stay the same when the other's unseen hand cards are exchanged with its deck's, both decks
    are reordered, its face-down 将 is another 威光 card, and the seed differs."""
    from dataclasses import replace

    found = []
    other = 1 - seat
    mine = [s.prof[c].key for c in s.hands[seat]]
    theirs = [s.prof[c].key for c in s.hands[other] if c in s.shown]
    if v["hands"][seat]["cards"] != mine or v["hands"][other]["cards"] != theirs:
        found.append("the hands shown are not the seat's own hand and the other's shown cards")
    hidden = [c for c in s.hands[other] if c not in s.shown]
    deck = list(s.decks[other])
    swap = min(len(hidden), len(deck))
    hand = sorted([c for c in s.hands[other] if c in s.shown] + hidden[swap:] + deck[:swap])
    deck = list(reversed(hidden[:swap] + deck[swap:]))
    generals = list(s.generals)
    if not s.revealed and generals[other] >= 0:
        alt = next((c for c in deck if s.prof[c].prestige and s.prof[c].key != s.prof[generals[other]].key), None)
        if alt is not None:
            deck[deck.index(alt)] = generals[other]
            generals[other] = alt
    hands = [s.hands[0], s.hands[1]]
    decks = [s.decks[0], s.decks[1]]
    hands[other], decks[other] = tuple(hand), tuple(deck)
    decks[seat] = tuple(reversed(decks[seat]))
    other_state = replace(s, hands=tuple(hands), decks=tuple(decks), generals=tuple(generals), cache={})
    game = get("square")
    if game.view(other_state, seat) != v:
        found.append("the view changes with the cards the seat cannot see")
    if game.view(replace(s, seed=s.seed + 1, cache={}), seat) != v:
        found.append("the view changes with the seed")
    return found


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


def ultraseven_cards_conserved(s: Any) -> None:
    """The scenario's deck, every card once, in the deck, the hand, the table, the removed and the discards; one
    card per area; AP and energy within bounds."""
    from sevens.games.ultraseven.cards import SCENARIOS

    sc = SCENARIOS[s.scenario]
    cards = list(s.deck) + list(s.hand) + [p.key for p in s.table] + list(s.removed) + list(s.discards)
    assert len(cards) == len(set(cards)) == sc.events + sc.specials + sc.ordinary + (7 if sc.information else 0)
    assert len({p.area for p in s.table}) == len(s.table) and len(s.gone) == len(s.removed)
    assert s.ap >= 0 and 0 <= s.energy <= sc.energy


def ultraseven_leaks(s: Any, seat: int, v: dict[str, Any]) -> list[str]:
    """What of the hidden parts shows: the view must stay the same with another seed, another deck order and,
    for the TDF, another hand and other face-down cards (a sample of its own view)."""
    from dataclasses import replace

    from sevens.games.ultraseven.state import TDF_SEAT

    game = get("ultraseven")
    found = []
    if game.view(replace(s, seed=(s.seed + 1) % 2**62), seat) != v:
        found.append("the view changes with the seed")
    if game.view(replace(s, deck=tuple(reversed(s.deck))), seat) != v:
        found.append("the view changes with the deck's order")
    if seat == TDF_SEAT:
        other = game.determinize(v, random.Random(s.rolls))
        if game.view(replace(s, hand=other.hand, table=other.table, deck=other.deck), seat) != v:
            found.append("the TDF's view changes with the hidden cards")
        if v["hand"] is not None or any(q["key"] for q in v["table"] if not q["face_up"]):
            found.append("a hidden card is named")
    return found


INVARIANTS: dict[str, Callable[[Any], None]] = {"shichinarabe": shichinarabe_cards_conserved,
                                               "tetrahex": tetrahex_stack_consistent,
                                               "dicerace": dicerace_consistent, "shades": shades_consistent,
                                               "square": square_consistent,
                                               "ultraseven": ultraseven_cards_conserved}
LEAKS: dict[str, Callable[[Any, int, dict[str, Any]], list[str]]] = {"shichinarabe": shichinarabe_leaks,
                                                                    "dicerace": dicerace_leaks,
                                                                    "shades": shades_leaks,
                                                                    "square": square_leaks,
                                                                    "ultraseven": ultraseven_leaks}

_BOARD = [{"square": 3, "shift": 4}, {"square": 6, "shift": -4}, {"square": 9, "shift": -3}]
HOSTILE_SETUPS: dict[str, list[tuple[dict[str, Any], str]]] = {
    "shichinarabe": [({"players": 9}, "setup.players"), ({"pass_limit": "3"}, "setup.pass_limit"),
                     ({"joker": 1}, "setup.joker"), ({"ak_tunnel": True}, "setup.ak_tunnel")],
    "tetrahex": [({"variant": "middle"}, "setup.variant")],
    "shades": [({"players": 5}, "setup.players"), ({"players": 1}, "setup.players"),
               ({"adjacent": 1}, "setup.adjacent"), ({"colourless": "no"}, "setup.colourless"),
               ({"first_cards": None}, "setup.first_cards"), ({"round_cap": 7}, "setup.round_cap"),
               ({"round_cap": -10}, "setup.round_cap"), ({"celestia_min": 1}, "setup.celestia_min")],
    "square": [({"deck0": ["warrior"] * 40}, "setup.deck0"), ({"deck1": "pirates"}, "setup.deck1"),
               ({"deck1": {"warrior": 3, "knight": 37}}, "setup.deck1"), ({"deck0": ["base"] * 40}, "setup.deck0"),
               ({"first": "P3"}, "setup.first"), ({"first_turn_balance": 1}, "setup.first_turn_balance"),
               ({"deploy_anywhere": "yes"}, "setup.deploy_anywhere")],
    "ultraseven": [({"scenario": "3cour"}, "setup.scenario"), ({"scenario": 1}, "setup.scenario"),
                   ({"hidden_counts": 1}, "setup.hidden_counts"),
                   ({"remove_at_equal": "yes"}, "setup.remove_at_equal")],
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
