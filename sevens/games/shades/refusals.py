"""Why a move is refused: the rule it breaks, in English and Japanese (README.md, "Moves").

``rules.apply`` accepts only the moves of the pending decision; when a move is not among them this module
names the rule it breaks (``IllegalMove.rule``) — a colourless card locked, a full slot, a move onto a
piece, a square without a card — so the terminal and the page say why, not just "not legal".
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove
from sevens.core.errors import shown as shown_value

from . import notation
from .cards import ETERNAL, FIRST, KIND, KINDS, RAINBOW
from .state import JUMP, MAX_USES, NEXT, Move, State, name

Refusal = tuple[str, str, str]
"""(rule id, English, Japanese)."""

VERBS = {"lock": ("lock", "pass"), "hand": ("use", "end"), "move": ("move", "contact"), "place": ("place",),
         "react": ("react", "decline"), "extra": ("extra", "done")}


def refusal(s: State, m: Move) -> IllegalMove:
    """The ``IllegalMove`` for ``m``, which is not among the pending decision's moves."""
    assert s.ask is not None
    try:
        shown = notation.text(m)
    except (ValueError, IndexError):  # a move no text names (built by hand, never parsed)
        return IllegalMove("not-a-move", f"{shown_value(m)} is not a move of this game",
                           f"{shown_value(m)} はこのゲームの手ではありません")
    rule, en, ja = why(s, m)
    return IllegalMove(rule, f"{shown!r} is refused: {en}", f"{shown!r} は選べません: {ja}")


def why(s: State, m: Move) -> Refusal:
    """The rule ``m`` breaks in the pending decision, in words without the move's text (what the page says
    beside the square clicked)."""
    ask = s.ask
    assert ask is not None
    p = ask.seat
    expected = VERBS.get(ask.kind)
    if expected is not None and m.verb not in expected:
        return ("wrong-decision", f"P{p + 1} is choosing now ({ask.prompt}), not this kind of move",
                f"今は P{p + 1} の選択（{ask.prompt}）で、この種類の手ではありません")
    if m.verb == "lock":
        return _why_lock(s, p, m.value)
    if m.verb == "use":
        return _why_use(s, p, m)
    if m.verb in ("move", "contact", "extra"):
        return _why_move(s, p, m)
    if m.verb == "place":
        return ("place-adjacent", "the card goes on a square next to your piece (隣, decision 13)",
                "カードは自分の駒の隣のマスに置きます（決定13）")
    return (f"not-legal-{ask.kind}", "it is not one of the choices now", "今の選択肢にありません")


def _why_lock(s: State, p: int, k: int) -> Refusal:
    """Decision 7: one card a lock phase, into the empty slot of its colour; never colourless, never the
    rainbow fragment."""
    if not 0 <= k < len(KINDS):
        return ("lock-not-held", "no such card", "そのカードはありません")
    col = KINDS[k].colour
    if col > RAINBOW:
        return ("lock-colourless", "white and black cards are colourless and can never be locked (用語集 無色のカード)",
                "白と黒のカードは無色で、ロックできません（用語集 無色のカード）")
    if col == RAINBOW:
        return ("lock-fragment", "なないろの欠片 cannot be locked in the lock phase, only by hand effects (decision 7)",
                "なないろの欠片はロックフェイズではロックできません（決定7）")
    if not any(KIND[c] == k for c in s.hands[p]):
        return ("lock-not-held", "you lock only a card of your hand", "ロックできるのは手札のカードだけです")
    if s.locks[p][col] and not (s.curse[p] == col and len(s.locks[p][col]) < 2):
        return ("lock-slot-full", "that colour's slot already holds a locked card (原則、各色1枚ずつ)",
                "その色のロックエリアにはすでにロックされたカードがあります（原則、各色1枚ずつ）")
    return ("not-legal-lock", "no lock is possible now", "今はロックできません")


def _why_use(s: State, p: int, m: Move) -> Refusal:
    """Decisions 8–11, 34, 35: the hand cards and the locked first and eternal cards, once a turn where the
    card says so, not sealed, with 追色 paid."""
    k = m.value
    if not 0 <= k < len(KINDS):
        return ("use-not-held", "no such card", "そのカードはありません")
    kind = KINDS[k]
    locked = [c for slot in s.locks[p] for c in slot if KIND[c] == k]
    held = [c for c in s.hands[p] if KIND[c] == k]
    if locked and kind.category not in (FIRST, ETERNAL) and not held:
        return ("use-locked", "a locked normal card has no hand effect (FAQ ロック Q1)",
                "ロックした通常カードの手札効果は使えません（FAQ ロック Q1）")
    if not held and not locked:
        return ("use-not-held", "you do not hold that card", "そのカードを持っていません")
    if kind.reaction:
        return ("use-reaction", f"{kind.name_en} is used only as a reaction in another player's turn (decision 33)",
                f"{kind.name_ja} は相手のターンの応答としてだけ使えます（決定33）")
    if held and all(c in s.flags.sealed for c in held):
        return ("use-sealed", "cards drawn by マルメゴ or 情報開示 cannot be used this turn (decision 34)",
                "マルメゴや情報開示で引いたカードはこのターン使えません（決定34）")
    if kind.once_per_turn and s.flags.once >> k & 1:
        return ("use-once-per-turn", "this card is used once a turn (1ターンに1度, decision 35)",
                "このカードは1ターンに1度だけ使えます（決定35）")
    if s.flags.uses >= MAX_USES:
        return ("use-limit", f"a hand phase uses at most {MAX_USES} cards (README.md)",
                f"ハンドフェイズで使えるのは {MAX_USES} 枚までです")
    if kind.cost:
        return ("use-cost", "追色: pay with another card of this colour (or なないろの欠片) from your hand (decision 11)",
                "追色: 同じ色（またはなないろの欠片）の別のカードを手札から捨てて支払います（決定11）")
    return ("not-legal-hand", "it cannot be used now", "今は使えません")


def _why_move(s: State, p: int, m: Move) -> Refusal:
    """Decisions 12–15: a 隣 square; a piece there is a contact, a card there a move, nothing there neither;
    ディメンション jumps two squares; コノハナサクヤ bans contact, マルメゴ the move."""
    pos = s.pieces[p]
    q = m.value
    if not 0 <= q < len(s.board):
        return ("move-off-board", "that square is not on the board", "盤上のマスではありません")
    there = next((o for o, at in enumerate(s.pieces) if at == q), -1)
    if m.verb == "contact":
        if s.flags.no_contact:
            return ("contact-banned", "no contact this turn (コノハナサクヤ)", "このターンは接触できません（コノハナサクヤ）")
        if there < 0 or there == p:
            return ("contact-no-piece", "a contact needs another player's piece on that square",
                    "接触するにはそのマスに相手の駒が必要です")
        return ("contact-adjacent", "a contact is with a piece next to yours (隣)", "接触できるのは隣の駒だけです")
    if m.verb == "move" and s.flags.no_move:
        return ("move-banned", "you cannot move this turn (マルメゴ)", "このターンは移動できません（マルメゴ）")
    reach = JUMP[pos] if m.verb == "move" and s.flags.dimension else NEXT[pos]
    if q not in reach:
        if m.verb == "move" and s.flags.dimension:
            return ("move-jump", "ディメンション: this turn's move is a straight jump of two squares (decision 14)",
                    "ディメンション: このターンの移動はまっすぐ2マスの跳躍です（決定14）")
        return ("move-adjacent", f"{name(q)} is not next to your piece (隣: the 4 squares beside it)",
                f"{name(q)} は自分の駒の隣ではありません")
    if there >= 0:
        return ("move-onto-piece", "one piece a square (FAQ その他): next to a piece you contact it instead",
                "1マスに駒は1つです（FAQ その他）: 隣の駒には接触します")
    if not s.board[q]:
        return ("move-no-card", "a move needs a square with a card (ムーブフェイズ ※注意)",
                "移動先はカードのあるマスでなければなりません（ムーブフェイズ ※注意）")
    if m.verb == "extra" and s.ask is not None and s.ask.kind != "extra":
        return ("move-extra", "no extra move is pending", "追加の移動はありません")
    return ("not-legal-move", "it is not one of the moves now", "今はその移動はできません")


__all__ = ["refusal"]
