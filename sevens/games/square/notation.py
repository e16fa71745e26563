"""Move texts of セブンスクエア: the canonical ASCII form (≤ 64 characters) a record keeps and the CLI reads,
and the sentence the log shows in English or Japanese (docs/platform.md, "The contract").

``general KEY`` · ``keep`` · ``return all`` / ``return KEY KEY…`` (1–3 keys, sorted) · ``deploy KEY SQ`` ·
``move UNIT SQ`` · ``shoot UNIT UNIT`` · ``build UNIT KEY`` · ``heal UNIT UNIT`` · ``recall UNIT KEY`` ·
``ride UNIT UNIT`` · ``battle SQ`` · ``battle SQ fort`` · ``siege SQ`` · ``refill same`` / ``refill top`` / ``refill none`` ·
``discard KEY`` · ``done``. Squares a1–g7; a card kind by its key (cards.py); a piece (UNIT) as ``KEY@SQ``, or
``KEY@SQ/N`` for the N-th piece of that kind on that square (in the order they came onto the board, public; a
group is named by its 騎).
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove

from .cards import CARDS
from .state import NOREF, REFILL_KEYS, Move, Ref, name, parse_square

MAX_TEXT = 64


def unit_text(r: Ref) -> str:
    sq, key, n = r
    return f"{key}@{name(sq)}" + (f"/{n}" if n > 1 else "")


def text(m: Move, hand_size: int = 4) -> str:
    """The canonical text; ``hand_size`` tells a mulligan of the whole hand (``return all``)."""
    v = m.verb
    if v in ("done", "keep"):
        return v
    if v in ("general", "discard"):
        return f"{v} {m.key}"
    if v == "return":
        return "return all" if len(m.keys) == hand_size else "return " + " ".join(m.keys)
    if v == "deploy":
        return f"deploy {m.key} {name(m.sq)}"
    if v == "move":
        return f"move {unit_text(m.unit)} {name(m.sq)}"
    if v in ("shoot", "heal", "ride"):
        return f"{v} {unit_text(m.unit)} {unit_text(m.target)}"
    if v in ("build", "recall"):
        return f"{v} {unit_text(m.unit)} {m.key}"
    if v == "battle":
        return f"battle {name(m.sq)}" + (" fort" if m.fort else "")
    if v == "siege":
        return f"siege {name(m.sq)}"
    if v == "refill":
        return f"refill {m.key}"
    raise ValueError(f"not a move: {m!r}")


def _bad(t: str) -> IllegalMove:
    return IllegalMove("notation", f"{t!r} is not a move of this game (e.g. 'deploy warrior d1', "
                                   "'move warrior@d1 d2', 'battle d4', 'done')",
                       f"{t!r} はこのゲームの手ではありません（例: 'deploy warrior d1', 'move warrior@d1 d2', "
                       "'battle d4', 'done'）")


def _key(t: str, word: str) -> str:
    if word not in CARDS:
        raise _bad(t)
    return word


def _sq(t: str, word: str) -> int:
    q = parse_square(word)
    if q is None:
        raise _bad(t)
    return q


def _unit(t: str, word: str) -> Ref:
    key, at, rest = word.partition("@")
    if not at:
        raise _bad(t)
    sq_text, slash, n_text = rest.partition("/")
    n = 1
    if slash:
        if n_text not in ("2", "3", "4"):
            raise _bad(t)
        n = int(n_text)
    return (_sq(t, sq_text), _key(t, key), n)


def parse(t: object, hand: tuple[str, ...] = ()) -> Move:
    """The move a text names (not checked for legality); ``hand`` (the mover's hand, by kinds) reads
    ``return all``. ``IllegalMove`` ("notation") if it names none."""
    if not isinstance(t, str) or not 0 < len(t) <= MAX_TEXT or not t.isascii():
        raise IllegalMove("notation", "a move is a short ASCII text", "手は短い ASCII の文字列です")
    w = t.split()
    if not w:
        raise _bad(t)
    v, args = w[0], w[1:]
    if v in ("done", "keep") and not args:
        return Move(v)
    if v in ("general", "discard") and len(args) == 1:
        return Move(v, key=_key(t, args[0]))
    if v == "return" and args:
        if args == ["all"]:
            return Move(v, keys=tuple(sorted(hand)))
        if len(args) <= 4:
            return Move(v, keys=tuple(sorted(_key(t, a) for a in args)))
    if v == "deploy" and len(args) == 2:
        return Move(v, key=_key(t, args[0]), sq=_sq(t, args[1]))
    if v == "move" and len(args) == 2:
        return Move(v, unit=_unit(t, args[0]), sq=_sq(t, args[1]))
    if v in ("shoot", "heal", "ride") and len(args) == 2:
        return Move(v, unit=_unit(t, args[0]), target=_unit(t, args[1]))
    if v in ("build", "recall") and len(args) == 2:
        return Move(v, unit=_unit(t, args[0]), key=_key(t, args[1]))
    if v == "battle" and len(args) in (1, 2) and args[1:] in ([], ["fort"]):
        return Move(v, sq=_sq(t, args[0]), fort=len(args) == 2)
    if v == "siege" and len(args) == 1:
        return Move(v, sq=_sq(t, args[0]))
    if v == "refill" and len(args) == 1 and args[0] in REFILL_KEYS:
        return Move(v, key=args[0])
    raise _bad(t)


# --- the log's sentences -----------------------------------------------------------------------------

def card_name(key: str, lang: str) -> str:
    c = CARDS.get(key)
    if c is None:
        return "■" if key == "base" else key
    return c.name_ja if lang == "ja" else c.name_en


def _group(key: str, riders: tuple[str, ...], lang: str) -> str:
    """A piece's name: a group's 騎 with its riders in brackets."""
    if not riders:
        return card_name(key, lang)
    inside = "・".join(card_name(r, lang) for r in riders) if lang == "ja" else ", ".join(card_name(r, lang) for r in riders)
    return f"{card_name(key, lang)}［{inside}］" if lang == "ja" else f"{card_name(key, lang)} ({inside})"


def _unit_name(r: Ref, lang: str, riders: tuple[str, ...] = ()) -> str:
    if r == NOREF:
        return "?"
    what = _group(r[1], riders, lang)
    return f"{what}（{name(r[0])}）" if lang == "ja" else f"{what} on {name(r[0])}"


def describe(seat: int, m: Move, lang: str, secret: bool = False, hand_size: int = 4,
             riders: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())) -> str:
    """The log's sentence for ``m`` decided by ``seat``. ``secret``: as the opponent reads a hidden choice (the
    将 chosen face down, the cards a mulligan puts back: only their number). ``riders``: the kinds riding the
    acting piece and the target, when they are groups (named after their 騎, with the riders in brackets)."""
    who = f"P{seat + 1}"
    ja = lang == "ja"
    v = m.verb
    k = card_name(m.key, lang) if m.key else ""
    if v == "general":
        if secret:
            return f"{who}が将を裏向きに置く" if ja else f"{who} puts a general face down"
        return f"{who}が{k}を将として裏向きに置く" if ja else f"{who} puts {k} face down as the general"
    if v == "keep":
        return f"{who}は手札を引き直さない" if ja else f"{who} keeps the hand"
    if v == "return":
        n = len(m.keys)
        if secret:
            return f"{who}が{n}枚を山札に戻して引き直す" if ja else f"{who} returns {n} card{'s' * (n != 1)} and draws again"
        names = "、".join(card_name(x, lang) for x in m.keys) if ja else ", ".join(card_name(x, lang) for x in m.keys)
        return f"{who}が{names}を山札に戻して引き直す" if ja else f"{who} returns {names} and draws again"
    if v == "deploy":
        return f"{who}が{k}を{name(m.sq)}に出撃" if ja else f"{who} deploys {k} on {name(m.sq)}"
    if v == "done":
        return f"{who}がこのフェイズを終える" if ja else f"{who} ends the phase"
    u = _group(m.unit[1], riders[0], lang) if m.unit != NOREF else ""
    at = name(m.unit[0]) if m.unit != NOREF else ""
    if v == "move":
        return f"{who}の{u}が {at}→{name(m.sq)} に移動" if ja else f"{who} moves {u} {at}→{name(m.sq)}"
    if v == "shoot":
        return (f"{who}の{u}（{at}）が{_unit_name(m.target, lang, riders[1])}を射撃" if ja
                else f"{who}'s {u} on {at} shoots {_unit_name(m.target, lang, riders[1])}")
    if v == "heal":
        return (f"{who}の{u}（{at}）が{_unit_name(m.target, lang, riders[1])}を回復" if ja
                else f"{who}'s {u} on {at} heals {_unit_name(m.target, lang, riders[1])}")
    if v == "build":
        return f"{who}の{u}が{at}に{k}を設置（工作）" if ja else f"{who}'s {u} builds {k} on {at}"
    if v == "recall":
        return f"{who}の{u}が{k}を{at}に招魂" if ja else f"{who}'s {u} recalls {k} to {at}"
    if v == "ride":
        return (f"{who}の{u}が{card_name(m.target[1], lang)}に騎乗（{at}）" if ja
                else f"{who}'s {u} rides {card_name(m.target[1], lang)} on {at}")
    if v == "battle":
        if m.fort:
            return f"{who}が{name(m.sq)}で陣を巻き込んで戦闘" if ja else f"{who} fights on {name(m.sq)}, the fort included"
        return f"{who}が{name(m.sq)}で戦闘" if ja else f"{who} fights on {name(m.sq)}"
    if v == "siege":
        return f"{who}が{name(m.sq)}の陣を攻撃" if ja else f"{who} attacks the fort on {name(m.sq)}"
    if v == "refill":
        if m.key == "same":
            return f"{who}が補填で同名カードを探す" if ja else f"{who} searches the deck for a card of the same name"
        if m.key == "none":
            return f"{who}は補填でカードを引かない" if ja else f"{who} takes no card (refill declined)"
        return f"{who}が補填で山札の一番上を引く" if ja else f"{who} draws the top card (refill)"
    if v == "discard":
        return f"{who}が{k}を捨てる（手札の上限）" if ja else f"{who} discards {k} (hand limit)"
    return text(m, hand_size)
