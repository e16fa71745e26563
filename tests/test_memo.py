"""``sevens.core.memo``: a value computed once per state cache."""

from __future__ import annotations

from sevens.core.memo import memo


def test_memo_makes_once_and_keeps_the_value() -> None:
    cache: dict[str, object] = {}
    calls: list[int] = []

    def make(n: int) -> list[int]:
        calls.append(n)
        return [1, n]

    first = memo(cache, "legal", make, 2)
    assert first == [1, 2] and memo(cache, "legal", make, 5) is first and calls == [2]
    assert memo(cache, "other", lambda n: [n], 3) == [3] and set(cache) == {"legal", "other"}
