"""The rules of 七並べ: deal, legal moves and their effects (seed 003, docs/rules/shichinarabe.md).

* Deal (基本ルール ①): shuffle with the seeded generator, deal one card at a time from seat 0, every 7
  goes to the table at once. The holder of ♦7 moves first (②); play passes to the left.
* A turn is one card, a joker play, or a pass (②, パス). A pass is allowed even when a card is playable;
  the pass that exceeds the limit eliminates the player (失格), whose cards go face up to their places.
* Joker rule 1 and rule 2 (ジョーカーを含むルール その1・その2) with the forced swap.
* The round ends when at most one player still holds cards and is not eliminated (③); ranking and
  match points as docs/rules/shichinarabe.md "End and ranking" and "Match".
"""

from __future__ import annotations

from ...core.errors import IllegalMove, shown
from ...core.rng import derive
from . import runs
from .cards import (
    ALL_SEVENS, BITS13, DIAMOND_SEVEN, JOKER, JOKER_BIT, SEVEN_INDEX, SUIT_MASK, pretty,
)
from .state import JOKER_PLAY, PASS, PASS_KIND, PLAY, Entry, Move, Options, State

PLAY_MOVES = tuple(Move(PLAY, c) for c in range(52))
JOKER_MOVES = tuple(Move(1, c) for c in range(52))
_JOKER2: dict[tuple[int, int], Move] = {}


def _joker2(pos: int, extra: int) -> Move:
    m = _JOKER2.get((pos, extra))
    if m is None:
        m = _JOKER2[(pos, extra)] = Move(1, pos, extra)
    return m


def deal(seed: int, opts: Options, round_no: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(hands, table, first seat) of a freshly dealt round (基本ルール ①)."""
    deck = list(range(52))
    if opts.joker:
        deck.append(JOKER)
    derive(seed, "deal", round_no).shuffle(deck)
    n = opts.players
    hands = [0] * n
    for i, c in enumerate(deck):
        hands[i % n] |= 1 << c
    first = next(p for p in range(n) if hands[p] >> DIAMOND_SEVEN & 1)
    hands = [h & ~ALL_SEVENS for h in hands]
    table = tuple(1 << SEVEN_INDEX for _ in range(4))
    return tuple(hands), table, first


def new_state(seed: int, opts: Options) -> State:
    hands, table, first = deal(seed, opts, 0)
    n = opts.players
    return State(seed, opts, 0, hands, table, (0,) * n, (), (), first, (0,) * n, (), (), 0)


def playable_mask(table: tuple[int, ...], mode: int) -> int:
    """52-bit mask of every position that can be played now."""
    pl = runs.playable
    return pl(table[0], mode) | pl(table[1], mode) << 13 | pl(table[2], mode) << 26 | pl(table[3], mode) << 39


def legal_moves(s: State) -> list[Move]:
    """Card plays (card order), joker rule 1 then rule 2 plays (position order), then the pass."""
    p = s.turn
    if p < 0:
        return []
    opts = s.opts
    mode = opts.mode
    h = s.hands[p]
    table = s.table
    play = playable_mask(table, mode)
    moves = [PLAY_MOVES[c] for c in _cards(h & play)]
    if h & JOKER_BIT and (opts.joker_last or h != JOKER_BIT):
        free = play & ~h  # positions whose real card another player holds
        moves.extend(JOKER_MOVES[c] for c in _cards(free))
        for suit in range(4):
            base = suit * 13
            for pos, nxt in runs.joker_pairs(table[suit], mode):
                if free >> (base + pos) & 1 and h >> (base + nxt) & 1:
                    moves.append(_joker2(base + pos, base + nxt))
    moves.append(PASS)
    return moves


def _cards(mask: int) -> list[int]:
    out: list[int] = []
    for suit in range(4):
        sub = (mask >> (suit * 13)) & SUIT_MASK
        if sub:
            base = suit * 13
            out.extend(base + r for r in BITS13[sub])
    return out


def holder(s: State, c: int) -> int:
    """The seat whose hand holds card ``c``, or -1."""
    bit = 1 << c
    for q, h in enumerate(s.hands):
        if h & bit:
            return q
    return -1


def apply(s: State, m: Move, deal_next: bool = True) -> State:
    """The state after ``m``; when it ends a round that is not the match's last, the next round is dealt at
    once (基本ルール ①) unless ``deal_next`` is False (``round_end``)."""
    p = s.turn
    if p < 0:
        raise IllegalMove("game-over", "the game is over", "ゲームは終わっています")
    if not _well_formed(m):
        raise IllegalMove("not-a-move", f"{shown(m)} is not a move of 七並べ", f"{shown(m)} は七並べの手ではありません")
    hands = list(s.hands)
    table = list(s.table)
    swap = -1
    if m.kind == PLAY:
        _check_play(s, m.card)
        hands[p] &= ~(1 << m.card)
        table[m.card // 13] |= 1 << (m.card % 13)
    elif m.kind == PASS_KIND:
        return _pass(s, hands, table, deal_next)
    else:
        _check_joker(s, m)
        swap = holder(s, m.card)
        hands[p] &= ~JOKER_BIT
        hands[swap] = (hands[swap] & ~(1 << m.card)) | JOKER_BIT
        table[m.card // 13] |= 1 << (m.card % 13)
        if m.extra >= 0:
            hands[p] &= ~(1 << m.extra)
            table[m.extra // 13] |= 1 << (m.extra % 13)
    finished = s.finished
    done = hands[p] == 0
    if done:
        finished = finished + (p,)
    entry = Entry(s.round_no, p, m, swap, 0, False, done)
    return _after(s, tuple(hands), tuple(table), s.passes, finished, s.eliminated, entry, deal_next)


def round_end(s: State, m: Move) -> State:
    """The table as ``m`` leaves it when ``m`` ends the round, before the next deal: the last card on the
    table, the round's ranking and points counted, nobody to move (what a table shows on its round-end
    screen; the game itself deals on, ``apply``). The same as ``apply`` for any other move."""
    return apply(s, m, deal_next=False)


def _well_formed(m: object) -> bool:
    """A move of one of the three kinds of a turn (基本ルール ②: one card, the joker, or a pass).

    Anything else is refused before the rules look at it, so that a hand-made value (a pass carrying a
    card, a play carrying a second card, an unknown kind, a rule-2 card outside the deck) can never be
    applied and logged in a form that its text would not replay.
    """
    if not isinstance(m, Move):
        return False
    kind, c, extra = m
    if type(kind) is not int or type(c) is not int or type(extra) is not int:
        return False
    if kind == PASS_KIND:
        return c == -1 and extra == -1
    if kind == PLAY:
        return extra == -1
    return kind == JOKER_PLAY and (extra == -1 or 0 <= extra < 52)


def _pass(s: State, hands: list[int], table: list[int], deal_next: bool = True) -> State:
    """パス: counts against the limit; the pass beyond it eliminates (失格) and lays the hand out."""
    p = s.turn
    passes = list(s.passes)
    passes[p] += 1
    eliminated = s.eliminated
    laid = 0
    out = passes[p] > s.opts.pass_limit
    if out:
        laid = hands[p]
        for c in _cards(laid):  # the joker among them leaves the game (docs/rules/shichinarabe.md "Elimination")
            table[c // 13] |= 1 << (c % 13)
        hands[p] = 0
        eliminated = eliminated + (p,)
    entry = Entry(s.round_no, p, PASS, -1, laid, out, False)
    return _after(s, tuple(hands), tuple(table), tuple(passes), s.finished, eliminated, entry, deal_next)


def _after(s: State, hands: tuple[int, ...], table: tuple[int, ...], passes: tuple[int, ...],
           finished: tuple[int, ...], eliminated: tuple[int, ...], entry: Entry, deal_next: bool = True) -> State:
    """Next seat to the left, or the end of the round (and the next deal, if ``deal_next``) when it is over."""
    n = s.opts.players
    log = s.log + (entry,)
    p = s.turn
    active = [q for q in range(n) if q not in finished and q not in eliminated]
    if len(active) > 1:
        q = (p + 1) % n
        while q not in active:
            q = (q + 1) % n
        return State(s.seed, s.opts, s.round_no, hands, table, passes, finished, eliminated, q,
                     s.points, s.results, log, s.round_start)
    ranking = finished + tuple(active) + eliminated[::-1]
    points = list(s.points)
    for i, q in enumerate(ranking):
        points[q] += n - (i + 1)
    results = s.results + (ranking,)
    if deal_next and s.round_no + 1 < s.opts.rounds:
        r = s.round_no + 1
        new_hands, new_table, first = deal(s.seed, s.opts, r)
        return State(s.seed, s.opts, r, new_hands, new_table, (0,) * n, (), (), first,
                     tuple(points), results, log, len(log))
    return State(s.seed, s.opts, s.round_no, hands, table, passes, finished, eliminated, -1,
                 tuple(points), results, log, s.round_start)


def _check_play(s: State, c: int) -> None:
    if not 0 <= c < 52:
        raise IllegalMove("no-such-card", f"there is no card {shown(c)}", f"カード {shown(c)} はありません")
    p = s.turn
    name = pretty(c)
    if not s.hands[p] >> c & 1:
        if s.table[c // 13] >> (c % 13) & 1:
            raise IllegalMove("on-table", f"{name} is already on the table", f"{name} はもう場に出ています")
        raise IllegalMove("not-in-hand", f"you do not hold {name}", f"{name} を持っていません")
    mode = s.opts.mode
    mask = s.table[c // 13]
    if runs.playable(mask, mode) >> (c % 13) & 1:
        return
    raise _why_not_playable(c, mask, mode)


def _why_not_playable(c: int, mask: int, mode: int) -> IllegalMove:
    """Name the rule: not next to the run, next to a dead card, or the tunnel's closed end."""
    name = pretty(c)
    r = c % 13
    neighbours = [r - 1, r + 1] if mode == runs.PLAIN else [(r - 1) % 13, (r + 1) % 13]
    run = runs.run_mask(mask, mode)
    if any(0 <= j <= 12 and run >> j & 1 for j in neighbours):
        return IllegalMove(
            "tunnel-closed",
            f"{name}: this suit went through the K–A joint and now grows only on that side (tunnel rule)",
            f"{name}: このスートは K–A をつないだので、その側からしか出せません（AK側からしか出せないルール）",
        )
    if any(0 <= j <= 12 and mask >> j & 1 for j in neighbours):
        return IllegalMove(
            "dead-card",
            f"{name}: the card next to it was laid by an eliminated player and is not connected to the 7; "
            "play from the connected side or wait until the run reaches it",
            f"{name}: 隣のカードは失格者が置いたもので 7 とつながっていません。つながっている側から出すか、"
            "列が届くまで待ってください",
        )
    return IllegalMove(
        "not-adjacent",
        f"{name} is not next to the run of its suit: cards go only just beyond the ends of the run from the 7",
        f"{name} は列に隣接していません。7 からつながった列の両端の隣にだけ出せます",
    )


def _check_joker(s: State, m: Move) -> None:
    p = s.turn
    opts = s.opts
    h = s.hands[p]
    if not h & JOKER_BIT:
        raise IllegalMove("no-joker", "you do not hold the joker", "ジョーカーを持っていません")
    if not 0 <= m.card < 52:
        raise IllegalMove("no-such-card", "the joker must stand for a card", "ジョーカーの位置が不正です")
    name = pretty(m.card)
    if h == JOKER_BIT and not opts.joker_last:
        raise IllegalMove(
            "joker-last", "the joker may not be your last card (option: joker as last card is off)",
            "ジョーカーで上がることはできません（ジョーカー上がり禁止）",
        )
    mode = opts.mode
    suit = m.card // 13
    mask = s.table[suit]
    if s.table[suit] >> (m.card % 13) & 1:
        raise IllegalMove("on-table", f"{name} is already on the table", f"{name} はもう場に出ています")
    if not runs.playable(mask, mode) >> (m.card % 13) & 1:
        err = _why_not_playable(m.card, mask, mode)
        raise IllegalMove(err.rule, "joker: " + err.en, "ジョーカー: " + err.ja)
    if h >> m.card & 1:
        raise IllegalMove(
            "joker-own-card", f"you hold {name} yourself: play it instead of the joker",
            f"{name} は自分で持っています。ジョーカーではなくそのカードを出してください",
        )
    if m.extra >= 0:
        pair = (m.card % 13, m.extra % 13)
        if m.extra // 13 != suit or pair not in runs.joker_pairs(mask, mode):
            raise IllegalMove(
                "joker-pair", f"joker rule 2: {pretty(m.extra)} is not the card one step beyond {name}",
                f"ジョーカーその2: {pretty(m.extra)} は {name} の一つ先のカードではありません",
            )
        if not h >> m.extra & 1:
            raise IllegalMove("not-in-hand", f"you do not hold {pretty(m.extra)}", f"{pretty(m.extra)} を持っていません")
