"""``sevens.core.memo``: a value computed once per state cache."""

from __future__ import annotations

from sevens.core.memo import memo


def test_memo_makes_once_and_keeps_the_value() -> None:
    cache: dict[str, object] = {}
    calls: list[int] = []

    def make() -> list[int]:
        calls.append(1)
        return [1, 2]

    first = memo(cache, "legal", make)
    assert first == [1, 2] and memo(cache, "legal", make) is first and calls == [1]
    assert memo(cache, "other", lambda: [3]) == [3] and set(cache) == {"legal", "other"}
