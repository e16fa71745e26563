"""Logistic regression by Newton's method, standard library only: the evaluation fitters' shared part
(``scripts/fit_ultraseven_eval.py``, ``scripts/shades_fit.py``)."""

from __future__ import annotations

import math
from typing import Sequence

Rows = tuple[Sequence[Sequence[float]], Sequence[float]]
"""Feature vectors and the outcome of each (1 a win, 0 a loss, ½ a draw)."""


def probability(w: Sequence[float], x: Sequence[float]) -> float:
    """The logistic of ``w · x`` (the logit kept within ±30)."""
    z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
    return 1.0 / (1.0 + math.exp(-z))


def log_loss(w: Sequence[float], rows: Rows, clip: float = 1e-9) -> float:
    """The mean log-loss of the chances ``probability(w, x)`` on ``rows``, each kept within [clip, 1 − clip]."""
    xs, ys = rows
    total = 0.0
    for x, y in zip(xs, ys):
        p = min(1 - clip, max(clip, probability(w, x)))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(ys))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a``⁻¹ ``b`` by Gaussian elimination with partial pivoting (``a`` square, not singular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [u - f * v for u, v in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: Rows, start: Sequence[float], l2: float = 1e-3, rounds: int = 25) -> list[float]:
    """The logistic regression's weights (Newton's method from ``start``; ``l2`` per row on all but the first
    weight, a bias where the features have one), stopped once a step moves no weight by more than 1e-7."""
    xs, ys = rows
    n, k = len(ys), len(start)
    w = list(start)
    for _ in range(rounds):
        grad = [l2 * n * w[j] if j else 0.0 for j in range(k)]
        hess = [[(l2 * n if i == j and i else 0.0) for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = probability(w, x)
            g, h = p - y, max(p * (1 - p), 1e-9)
            for i in range(k):
                if x[i] == 0.0:
                    continue
                grad[i] += g * x[i]
                row = hess[i]
                hx = h * x[i]
                for j in range(k):
                    row[j] += hx * x[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(b) for b in step) < 1e-7:
            break
    return w
