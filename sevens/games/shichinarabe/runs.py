"""Which positions of a suit can be played (seed, 基本ルール ② and 追加ルール; docs/rules/shichinarabe.md "Playable ranks").

A suit's table is a 13-bit mask of the ranks lying on the table (played, or laid by an eliminated
player). The *run* is the connected block of those ranks that contains the 7; only the ranks just
beyond its two ends are playable. Cards laid by an eliminated player that do not touch the run are
dead: they make nothing playable, and the run extends through them as soon as it reaches them
(seed, 失格となった人の手札).

With the A–K link (AとK隣接) the ranks form a ring, K next to A (seed example: ♥7–K out, so ♥A is
playable). With the tunnel (AK側からしか出せない), once a run has passed through the K–A joint it grows
only on the side that went through; its other end is closed.

``ends(mask, mode)`` gives the open ends as (position, direction) pairs; direction is +1 upward,
-1 downward, 0 when the one missing rank touches both ends. Results are cached per mask.
"""

from __future__ import annotations

from .cards import SEVEN_INDEX

PLAIN, LINK, TUNNEL = 0, 1, 2
"""Modes: no link; A–K link; A–K link with the tunnel."""

FULL = (1 << 13) - 1
A_INDEX, K_INDEX = 0, 12


def _compute(mask: int, mode: int) -> tuple[tuple[int, int], ...]:
    if not mask >> SEVEN_INDEX & 1:
        raise ValueError("every suit's 7 is on the table")
    if mode == PLAIN:
        hi = SEVEN_INDEX
        while hi < 12 and mask >> (hi + 1) & 1:
            hi += 1
        lo = SEVEN_INDEX
        while lo > 0 and mask >> (lo - 1) & 1:
            lo -= 1
        out: list[tuple[int, int]] = []
        if lo > 0:
            out.append((lo - 1, -1))
        if hi < 12:
            out.append((hi + 1, +1))
        return tuple(out)
    if mask == FULL:
        return ()
    # ring: walk up and down from the 7 (the run cannot be the whole ring here)
    up_steps = 0
    while mask >> ((SEVEN_INDEX + up_steps + 1) % 13) & 1:
        up_steps += 1
    down_steps = 0
    while mask >> ((SEVEN_INDEX - down_steps - 1) % 13) & 1:
        down_steps += 1
    up_next = (SEVEN_INDEX + up_steps + 1) % 13
    down_next = (SEVEN_INDEX - down_steps - 1) % 13
    if up_next == down_next:
        return ((up_next, 0),)
    ends = [(down_next, -1), (up_next, +1)]
    if mode == TUNNEL:
        went_up = up_steps > K_INDEX - SEVEN_INDEX  # walked past K onto A
        went_down = down_steps > SEVEN_INDEX - A_INDEX  # walked past A onto K
        if went_up:
            ends = [(up_next, +1)]
        elif went_down:
            ends = [(down_next, -1)]
    ends.sort()
    return tuple(ends)


_ENDS: list[dict[int, tuple[tuple[int, int], ...]]] = [{}, {}, {}]
_PLAYABLE: list[dict[int, int]] = [{}, {}, {}]
_PAIRS: list[dict[int, tuple[tuple[int, int], ...]]] = [{}, {}, {}]


def ends(mask: int, mode: int) -> tuple[tuple[int, int], ...]:
    """Open ends of the suit's run: (playable rank index, direction away from the run)."""
    cache = _ENDS[mode]
    got = cache.get(mask)
    if got is None:
        got = cache[mask] = _compute(mask, mode)
    return got


def playable(mask: int, mode: int) -> int:
    """13-bit mask of the playable rank indexes of one suit."""
    cache = _PLAYABLE[mode]
    got = cache.get(mask)
    if got is None:
        got = 0
        for pos, _ in ends(mask, mode):
            got |= 1 << pos
        cache[mask] = got
    return got


def beyond(pos: int, direction: int, mode: int) -> int | None:
    """The rank index one step past ``pos`` away from the run, or None (edge of a plain suit)."""
    if direction == 0:
        return None
    nxt = pos + direction
    if mode == PLAIN:
        return nxt if 0 <= nxt <= 12 else None
    return nxt % 13


def joker_pairs(mask: int, mode: int) -> tuple[tuple[int, int], ...]:
    """(joker position, the card one step beyond it) for joker rule 2 (ジョーカーを含むルール その2).

    Only pairs whose second card is not on the table: it must come from the player's hand.
    """
    cache = _PAIRS[mode]
    got = cache.get(mask)
    if got is None:
        pairs = []
        for pos, d in ends(mask, mode):
            b = beyond(pos, d, mode)
            if b is not None and not mask >> b & 1:
                pairs.append((pos, b))
        got = cache[mask] = tuple(pairs)
    return got


def run_mask(mask: int, mode: int) -> int:
    """The ranks of the run itself (connected to the 7); the rest of ``mask`` is dead."""
    out = 1 << SEVEN_INDEX
    ring = mode != PLAIN
    for step in (1, -1):
        i = SEVEN_INDEX
        for _ in range(12):
            j = i + step
            if ring:
                j %= 13
            elif not 0 <= j <= 12:
                break
            if not mask >> j & 1 or out >> j & 1:
                break
            out |= 1 << j
            i = j
    return out
