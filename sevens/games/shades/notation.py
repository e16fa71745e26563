"""Move texts (README.md, "Moves"): the canonical ASCII form a record keeps and the CLI reads, and the
sentence the log shows in English or Japanese.

``lock dash`` · ``pass`` · ``use thunder`` · ``end`` · ``move d2`` · ``contact d3`` · ``place c1`` ·
``extra d3`` · ``done`` · ``react counterattack`` · ``decline`` · ``sq d4`` · ``player 2`` · ``card dash`` ·
``colour red`` · ``opt 1``; a 追色 cost is named with the card used: ``use force pay lost-item``. Kinds by their code (``cards.KINDS``), squares a1–g7, players from 1.
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove

from .cards import CODES, COLOUR_CODES, COLOUR_EN, COLOUR_JA, KINDS
from .state import Move, name, parse_square

BARE = ("pass", "end", "done", "decline")
KIND_VERBS = ("lock", "use", "react", "card")
SQUARE_VERBS = ("move", "contact", "place", "extra", "sq")


def text(m: Move) -> str:
    if m.verb in BARE:
        return m.verb
    if m.verb in KIND_VERBS:
        if not 0 <= m.value < len(KINDS) or m.pay >= len(KINDS):
            raise ValueError(f"not a move: {m!r}")
        paid = f" pay {KINDS[m.pay].code}" if m.pay >= 0 else ""
        return f"{m.verb} {KINDS[m.value].code}{paid}"
    if m.verb in SQUARE_VERBS:
        if not 0 <= m.value < 49:
            raise ValueError(f"not a move: {m!r}")
        return f"{m.verb} {name(m.value)}"
    if m.verb == "player":
        return f"player {m.value + 1}"
    if m.verb == "colour":
        if not 0 <= m.value < 7:
            raise ValueError(f"not a move: {m!r}")
        return f"colour {COLOUR_CODES[m.value]}"
    if m.verb == "opt":
        return f"opt {m.value + 1}"
    raise ValueError(f"not a move: {m!r}")


def parse(t: str) -> Move:
    """The move a text names (not checked for legality); ``IllegalMove`` ("notation") if it names none."""
    if not isinstance(t, str) or len(t) > 64:
        raise IllegalMove("notation", "a move is a short text", "手は短い文字列です")
    parts = t.strip().split()
    if len(parts) == 4 and parts[0] in ("use", "react") and parts[2] == "pay" and parts[1] in CODES \
            and parts[3] in CODES:
        return Move(parts[0], CODES[parts[1]], CODES[parts[3]])
    if len(parts) == 1 and parts[0] in BARE:
        return Move(parts[0])
    if len(parts) == 2:
        verb, arg = parts
        if verb in KIND_VERBS and arg in CODES:
            return Move(verb, CODES[arg])
        if verb in SQUARE_VERBS:
            q = parse_square(arg)
            if q is not None:
                return Move(verb, q)
        if verb == "player" and arg in ("1", "2", "3", "4"):
            return Move("player", int(arg) - 1)
        if verb == "colour" and arg in COLOUR_CODES[:7]:
            return Move("colour", COLOUR_CODES.index(arg))
        if verb == "opt" and arg.isdigit() and 1 <= int(arg) <= 9:
            return Move("opt", int(arg) - 1)
    raise IllegalMove("notation", f"{t!r} is not a move of this game (e.g. 'move d2', 'use dash', 'pass')",
                      f"{t!r} はこのゲームの手ではありません（例: 'move d2', 'use dash', 'pass'）")


def seat_name(p: int, lang: str) -> str:
    return f"P{p + 1}"


def kind_name(k: int, lang: str) -> str:
    return KINDS[k].name_ja if lang == "ja" else KINDS[k].name_en


OPTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "bridge.arrival": (("to discard 1 card", "手札を1枚捨てる"), ("to go back to the square it came from", "来たマスへ戻る")),
    "rain.hand": (("a row", "横の1列"), ("a column", "縦の1列")),
    "fragment.hand": (("to draw 1", "1枚ドロー"),
                      ("to lock a pair of fragments, then draw 2", "欠片2枚をロックして2枚ドロー")),
    "palette.hand.give": (("to discard 3 cards", "カード3枚を捨てる"),),
}
"""What ``opt n`` means where a card's effect offers numbered alternatives (the ``Ask.prompt``), en/ja, as the
log says it after "chooses" (the page's buttons read the same words: ``option_label``); the effects' docstrings:
吊り橋 opt 1 discards, opt 2 goes back; なないろのあめ a row or a column; なないろの欠片 draw 1, or lock a pair and
draw 2; 強欲なパレット without the declared colour, discard 3."""


def option_label(prompt: str, n: int, lang: str) -> str | None:
    """The button's words for ``opt n`` (from 1) of the decision ``prompt`` ("Discard 1 card"), None if the
    prompt's options are not named."""
    named = OPTIONS.get(prompt, ())
    if not 0 < n <= len(named):
        return None
    en, ja = named[n - 1]
    if lang == "ja":
        return ja
    words = en.removeprefix("to ")
    return words[:1].upper() + words[1:]


def _for_card(prompt: str, lang: str) -> str:
    """" for Thunder" ("（サンダー）"): the card whose effect asks the question ``prompt`` (``<code>.<what>``), so
    that a bare choice in the log ("P2 chooses P3") says what it was for; "" for the turn's own decisions."""
    code = prompt.partition(".")[0]
    if code not in CODES:
        return ""
    return f"（{kind_name(CODES[code], lang)}）" if lang == "ja" else f" for {kind_name(CODES[code], lang)}"


def describe(seat: int, m: Move, lang: str = "en", secret: bool = False, prompt: str = "", target: int = -1) -> str:
    """The log's sentence for ``m`` made by ``seat``; ``secret`` hides which card (a card put face down);
    ``prompt`` (the question's id) names what a numbered alternative means (``OPTIONS``); ``target`` is the
    player whose piece a contact is with (-1: not known here)."""
    who = seat_name(seat, lang)
    v = m.value
    ja = lang == "ja"
    if m.verb == "lock":
        return f"{who} が {kind_name(v, lang)} をロック宣言" if ja else f"{who} locks {kind_name(v, lang)}"
    if m.verb == "pass":
        return f"{who} はロックしない" if ja else f"{who} locks nothing"
    if m.verb == "use":
        if m.pay >= 0:
            return (f"{who} が {kind_name(m.pay, lang)} を捨てて {kind_name(v, lang)} を使う" if ja
                    else f"{who} discards {kind_name(m.pay, lang)} to use {kind_name(v, lang)}")
        return f"{who} が {kind_name(v, lang)} を使う" if ja else f"{who} uses {kind_name(v, lang)}"
    if m.verb == "end":
        return f"{who} はハンドフェイズを終える" if ja else f"{who} ends the hand phase"
    if m.verb in ("move", "extra"):
        return f"{who} が {name(v)} へ移動" if ja else f"{who} moves to {name(v)}"
    if m.verb == "contact":
        if target >= 0:
            return f"{who} が {name(v)} の P{target + 1} に接触" if ja else f"{who} contacts P{target + 1} at {name(v)}"
        return f"{who} が {name(v)} の相手に接触" if ja else f"{who} contacts the piece at {name(v)}"
    if m.verb == "place":
        return (f"{who} は動けず、山札から {name(v)} にカードを置く" if ja
                else f"{who} cannot move and places a deck card on {name(v)}")
    if m.verb == "done":
        return f"{who} はここでやめる" if ja else f"{who} stops"
    if m.verb == "react":
        if m.pay >= 0:
            return (f"{who} が {kind_name(m.pay, lang)} を捨てて {kind_name(v, lang)} で応じる" if ja
                    else f"{who} discards {kind_name(m.pay, lang)} to react with {kind_name(v, lang)}")
        return f"{who} が {kind_name(v, lang)} で応じる" if ja else f"{who} reacts with {kind_name(v, lang)}"
    if m.verb == "decline":
        return f"{who} は応じない" if ja else f"{who} lets it pass"
    why = _for_card(prompt, lang)
    if m.verb == "sq":
        return f"{who} は {name(v)} を選ぶ{why}" if ja else f"{who} chooses {name(v)}{why}"
    if m.verb == "player":
        return f"{who} は P{v + 1} を選ぶ{why}" if ja else f"{who} chooses P{v + 1}{why}"
    if m.verb == "card":
        if secret:
            return f"{who} はカードを1枚選ぶ{why}" if ja else f"{who} chooses a card{why}"
        return (f"{who} は {kind_name(v, lang)} を選ぶ{why}" if ja
                else f"{who} chooses {kind_name(v, lang)}{why}")
    if m.verb == "colour":
        if not 0 <= m.value < 7:
            raise ValueError(f"not a move: {m!r}")
        return f"{who} は {COLOUR_JA[v]} を宣言" if ja else f"{who} declares {COLOUR_EN[v]}"
    if m.verb == "opt":
        named = OPTIONS.get(prompt, ())
        if v < len(named):
            return f"{who} は {named[v][1]} を選ぶ" if ja else f"{who} chooses {named[v][0]}"
        return f"{who} は {v + 1} 番を選ぶ" if ja else f"{who} chooses option {v + 1}"
    return text(m)
