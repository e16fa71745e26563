"""Move texts of ウルトラセブン: the canonical ASCII form (≤ 64 characters) a record keeps and a person types.

``draw`` · ``place ep8`` · ``chit #3`` · ``overload #3`` · ``flip #3`` · ``heal #3`` · ``end`` · ``ban soga`` ·
``deploy soga city`` · ``arm hawk1 city`` · ``done`` · ``recon city`` / ``recon city takenaka`` ·
``move city sea`` · ``fight city`` · ``assign hawk2 soga`` / ``assign hawk1 soga+furuhashi+dan`` ·
``capsule W1`` · ``transform`` · ``tech slugger`` · ``roll 4`` (a die's face, or a 2d6 sum).
Keys are cards.py's; a table card is ``#k``, its public number (E 14).
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove, shown

from .cards import (AREAS, CAPSULES, CHITS, DAMAGE, EVENTS, INFORMATION, INVASIONS, MEMBERS, MONSTERS, TECHNIQUES,
                    WEAPONS)
from . import combat as cb
from .moves import ALIEN_DIE, ATTACK, CAPSULE, CHANGE, SEVEN_DIE, TECH, Move
from .state import CAPTURED, DEAD, DEPLOY, RECON, REDEPLOY, State

MAX_TEXT = 64
_BARE = ("draw", "end", "done", "transform")
_KEYED = ("place", "ban", "capsule", "tech")
_NUMBERED = ("chit", "overload", "flip", "heal")
_PLACED = ("deploy", "arm")


def text(m: Move) -> str:
    """The canonical text of ``m``."""
    v = m.verb
    if v in _BARE:
        return v
    if v in _KEYED:
        return f"{v} {m.key}"
    if v in _NUMBERED:
        return f"{v} #{m.n}"
    if v in _PLACED:
        return f"{v} {m.key} {m.area}"
    if v == "recon":
        return f"recon {m.area}" + (" takenaka" if m.n else "")
    if v == "move":
        return f"move {m.key} {m.area}"
    if v == "fight":
        return f"fight {m.area}"
    if v == "assign":
        return f"assign {m.key} {'+'.join(m.keys)}"
    if v == "roll":
        return f"roll {m.n}"
    raise ValueError(f"not a move: {m!r}")


def _bad(t: str) -> IllegalMove:
    return IllegalMove("notation", f"{shown(t)} is not a move of this game (e.g. 'draw', 'place ep8', 'chit #3', "
                                   "'deploy soga city', 'recon city', 'fight city', 'tech slugger', 'done')",
                       f"{shown(t)} はこのゲームの手ではありません（例: 'draw', 'place ep8', 'chit #3', "
                       "'deploy soga city', 'recon city', 'fight city', 'tech slugger', 'done'）")


def _number(t: str, word: str) -> int:
    digits = word[1:] if word.startswith("#") else word
    if not digits.isdigit() or len(digits) > 4 or not digits.isascii():
        raise _bad(t)
    return int(digits)


def parse(t: str) -> Move:
    """The move ``t`` names (whether it is legal is ``apply``'s question); ``IllegalMove("notation")`` if ``t`` is
    no move's text."""
    if not isinstance(t, str) or len(t) > MAX_TEXT:
        raise _bad(str(t)[:MAX_TEXT])
    w = t.strip().split()
    if not w:
        raise _bad(t)
    v, rest = w[0], w[1:]
    if v in _BARE and not rest:
        return Move(v)
    if v in _KEYED and len(rest) == 1:
        return Move(v, key=rest[0])
    if v in _NUMBERED and len(rest) == 1:
        return Move(v, n=_number(t, rest[0]))
    if v in _PLACED and len(rest) == 2:
        return Move(v, key=rest[0], area=rest[1])
    if v == "recon" and len(rest) in (1, 2) and (len(rest) == 1 or rest[1] == "takenaka"):
        return Move(v, area=rest[0], n=len(rest) - 1)
    if v == "move" and len(rest) == 2:
        return Move(v, key=rest[0], area=rest[1])
    if v == "fight" and len(rest) == 1:
        return Move(v, area=rest[0])
    if v == "assign" and len(rest) == 2:
        return Move(v, key=rest[0], keys=tuple(rest[1].split("+")))
    if v == "roll" and len(rest) == 1:
        return Move(v, n=_number(t, rest[0]))
    raise _bad(t)


# --- the log's sentences ------------------------------------------------------------------------------------------

ALL_CLEAR = ("All clear (異常なし)", "異常なし")
"""R 12.8, E 16: the one message of a recon that finds nothing — a miss and an empty area alike."""


def recon_message(found: int, lang: str = "en") -> str:
    """The result of a recon as everyone hears it (``State.recons``' last field): the card turned face up, or
    「異常なし」 whether the roll missed or the area was empty (R 12.8: never "failed", never "no card")."""
    ja = lang == "ja"
    if found < 0:
        return ALL_CLEAR[1] if ja else ALL_CLEAR[0]
    return f"カード #{found} を発見" if ja else f"card #{found} found and turned face up"


DONE_WORDS = {DEPLOY: ("配置終了", "deployment done"), RECON: ("偵察終了", "recon done"),
              REDEPLOY: ("再配置なし", "no re-deployment")}
"""``done`` in the phases where it closes the TDF's decisions (the combat's own are said in ``describe``)."""


def automatic(what: tuple[str, str, str, bool], lang: str) -> str:
    """A step nobody chose (``rules.automatic``), as the log says it after the move that led to it."""
    kind, key, area, hit = what
    ja = lang == "ja"
    if kind == "fight":
        return f"{_area(area, ja)}で戦闘（残るエリアはここだけ）" if ja else f"combat in {_area(area, ja)} (the only area left)"
    if hit:
        return f"{_who(key, ja)}の攻撃はサイコロなしで命中" if ja else f"{_who(key, ja)}'s attack hits without a die"
    return f"{_who(key, ja)}の攻撃はサイコロなしで失敗" if ja else f"{_who(key, ja)}'s attack misses without a die"


def outcome(s: State, m: Move, after: State, lang: str) -> str:
    """What a combat die ``m`` (rolled in ``s``, giving ``after``) did, for the log after the roll's numbers: a
    hit or a miss (R 15.3), the capsule monster's result (R 19.6), the transformation made or failed (R 16.4),
    the melee's totals and winner (R 17.4), and a card removed or turned to its second side; "" for any other
    move (a recon roll says its own result). Everything here is public: the card fought lies face up."""
    if m.verb != "roll" or s.phase == RECON:
        return ""
    ja = lang == "ja"
    step, area = s.t.step, s.t.area
    said: list[str] = []
    if step == ATTACK:
        target = cb.attack_target(s, area, s.t.attackers[0])
        hit = target is not None and m.n <= target
        fought = s.card_in(area)
        if hit and fought is not None:  # which card took the damage, and its damage now (QA 2026-12-04)
            title = INVASIONS[fought.key].title_ja if ja else INVASIONS[fought.key].title_en
            now = after.card_in(area)
            total = (f"（ダメージ計 {now.damage}）" if ja else f" ({now.damage} damage now)") \
                if now is not None and now.order == fought.order and now.stage == fought.stage else ""
            said.append(f"命中: #{fought.order} {title} にダメージ1{total}" if ja
                        else f"a hit: 1 damage to #{fought.order} {title}{total}")
        else:
            said.append(("命中" if hit else f"外れ（{target} 以下で命中）") if ja
                        else ("a hit" if hit else f"a miss (hits on {target} or less)"))
    elif step == CAPSULE:
        mon = MONSTERS[CAPSULES[s.t.capsule].monster]
        r = mon.table[m.n - 1]
        name = mon.name_ja if ja else mon.name_en
        effect = ({DAMAGE: "ダメージ+1", CHITS: f"侵略チット−{r.n}"}.get(r.kind, "効果なし") if ja
                  else {DAMAGE: "1 damage", CHITS: f"{r.n} chit{'s' if r.n != 1 else ''} off"}.get(r.kind, "no effect"))
        said.append(f"{name}: {effect}")
    elif step == CHANGE:
        target = cb.transform_target(s, area)
        made = m.n <= target
        said.append(("変身成功: ウルトラセブン登場" if made else f"変身失敗（{target} 以下で成功）") if ja
                    else ("Ultra Seven appears" if made else f"no transformation (needs {target} or less)"))
    elif step == ALIEN_DIE:
        p = s.card_in(area)
        if p is not None:
            mine = cb.seven_power(TECHNIQUES[s.t.technique].power) + s.t.die
            theirs = cb.strength(p) + m.n
            if ja:
                verdict = "セブンの勝ち" if mine > theirs else "星人側の勝ち" if mine < theirs else "引き分け"
                said.append(f"セブン {mine} 対 星人側 {theirs}: {verdict}")
            else:
                verdict = "Seven wins" if mine > theirs else "the alien wins" if mine < theirs else "a tie"
                said.append(f"Seven {mine} against the alien {theirs}: {verdict}")
            if mine <= theirs:  # what it cost, or what is left to do (R 17.4.2, R 17.4.3, R 18.2, §B ★3)
                said.append(_melee_after(s, after, mine < theirs, ja))
    else:
        return ""
    gone = {p.order for p in after.table}
    for p in s.table:
        title = INVASIONS[p.key].title_ja if ja else INVASIONS[p.key].title_en
        if p.order not in gone:
            said.append(f"#{p.order} {title} を除去" if ja else f"#{p.order} {title} is removed")
            continue
        q = after.card_in(p.area)
        if q is not None and q.order == p.order and q.stage > p.stage:
            said.append(f"#{p.order} {title} が第2段階へ" if ja else f"#{p.order} {title} turns to its second side")
    return ("。" if ja else "; ").join(said)


def _melee_after(s: State, after: State, lost: bool, ja: bool) -> str:
    """What a melee lost or tied leaves: Seven dead at 0 energy (R 18.2), captured (§B ★3), beaten and this
    fight over (R 17.4.2); after a tie another exchange may follow, or not (R 17.4.3, I5 against the card)."""
    if after.seven == DEAD:
        return "エネルギーが尽きてセブンは死亡" if ja else "Seven's energy is spent: Seven dies"
    if after.seven == CAPTURED and s.seven != CAPTURED:
        return "セブンは捕らわれた" if ja else "Seven is captured"
    if lost:
        return "セブンは敗れ、この格闘戦は終わり" if ja else "Seven is beaten: this melee is over"
    if after.t.step == TECH:
        return "もう一度戦える" if ja else "the TDF may fight again"
    return "再戦はできない" if ja else "no second fight here"


def _area(key: str, ja: bool) -> str:
    a = AREAS.get(key)
    return key if a is None else (a.name_ja if ja else a.name_en)


def _who(key: str, ja: bool) -> str:
    if key in MEMBERS:
        return MEMBERS[key].name_ja if ja else MEMBERS[key].name_en
    if key in WEAPONS:
        return WEAPONS[key].name_ja if ja else WEAPONS[key].name_en
    return key


def describe(s: State, m: Move, lang: str = "en", public: bool = False) -> str:
    """``m``, decided in ``s``, as the log tells it in ``lang`` ("en" or "ja"). ``public``: as the TDF may read
    it — the card the alien places or draws is not named (an event or information card is: R 6.4)."""
    ja = lang == "ja"
    v = m.verb
    if v == "draw":
        top = s.deck[-1] if s.deck else ""
        if top in EVENTS or top in INFORMATION:
            name = (EVENTS[top].name_ja if ja else EVENTS[top].name_en) if top in EVENTS else (
                INFORMATION[top].name_ja if ja else INFORMATION[top].name_en)
            return f"星人側がカードを引く: {name}" if ja else f"the alien draws {top}: {name}"
        if public or not top:
            return "星人側がカードを1枚引く" if ja else "the alien draws a card"
        inv = INVASIONS[top]
        return f"星人側が {inv.title_ja} を引く" if ja else f"the alien draws {top} ({inv.title_en})"
    if v == "place":
        if public:
            return f"星人側が侵略カード #{s.placed} を裏で置く" if ja else f"the alien places card #{s.placed} face down"
        inv = INVASIONS[m.key]
        return (f"星人側が {inv.title_ja} を{_area(inv.area, ja)}に裏で置く (#{s.placed})" if ja
                else f"the alien places {m.key} ({inv.title_en}) face down in {_area(inv.area, ja)} (#{s.placed})")
    if v in ("chit", "overload"):
        extra = (" (破壊工作)" if ja else " (Sabotage)") if v == "overload" else ""
        return f"#{m.n} に侵略チット1{extra}" if ja else f"a chit on #{m.n}{extra}"
    if v == "flip":
        return f"#{m.n} を表にする" if ja else f"#{m.n} is turned face up"
    if v == "heal":
        return f"#{m.n} のダメージ1を減らす" if ja else f"#{m.n} heals 1 damage"
    if v == "end":
        return "星人側アクション終了" if ja else "the alien ends its action"
    if v == "ban":
        return f"休暇命令: {_who(m.key, ja)}" if ja else f"Leave Order: {_who(m.key, ja)} stays home"
    if v in ("deploy", "arm"):
        return f"{_who(m.key, ja)} を{_area(m.area, ja)}に配置" if ja else f"{_who(m.key, ja)} to {_area(m.area, ja)}"
    if v == "done":  # what it ends depends on where it is said (moves.legal)
        if s.phase in DONE_WORDS:
            ja_words, en_words = DONE_WORDS[s.phase]
            return ja_words if ja else en_words
        if s.t.step == TECH:  # a tie: no re-fight
            return "再戦しない" if ja else "no re-fight"
        return "カプセル怪獣も変身もなし" if ja else "no capsule monster, no transformation"
    if v == "recon":
        n = cb.recon_sum(s, m.area, bool(m.n))
        return (f"{_area(m.area, ja)}を偵察（偵察値合計 {n}）" if ja
                else f"recon in {_area(m.area, ja)} (the group's sum {n})")
    if v == "move":
        return (f"{_area(m.key, ja)}のグループを{_area(m.area, ja)}へ再配置" if ja
                else f"the group in {_area(m.key, ja)} moves to {_area(m.area, ja)}")
    if v == "fight":
        return f"{_area(m.area, ja)}で戦闘" if ja else f"combat in {_area(m.area, ja)}"
    if v == "assign":
        takers = "・".join(_who(k, ja) for k in m.keys) if ja else ", ".join(_who(k, ja) for k in m.keys)
        return f"{_who(m.key, ja)} を {takers} が使用" if ja else f"{_who(m.key, ja)} used by {takers}"
    if v == "capsule":
        mon = MONSTERS[CAPSULES[m.key].monster]
        return f"カプセル怪獣 {mon.name_ja} ({m.key})" if ja else f"capsule monster {mon.name_en} ({m.key})"
    if v == "transform":
        return "モロボシ・ダンが変身を試みる" if ja else "Dan tries to transform"
    if v == "tech":
        t = TECHNIQUES[m.key]
        return (f"ウルトラセブンの技: {t.name_ja}（エネルギー {t.cost}）" if ja
                else f"Ultra Seven uses {t.name_en} ({t.cost} energy)")
    if v == "roll":
        step = s.t.step
        if s.phase == RECON:
            target = cb.recon_target(s, s.t.area, s.t.target)
            p = s.card_in(s.t.area)
            found = p.order if target is not None and p is not None and m.n <= target else -1
            return f"2d6 = {m.n}: {recon_message(found, lang)}"
        if step == ATTACK:
            who = _who(s.t.attackers[0], ja)
            return f"{who}の攻撃: 1d6 = {m.n}" if ja else f"{who} attacks: 1d6 = {m.n}"
        if step == CAPSULE:
            return f"カプセル怪獣: 1d6 = {m.n}" if ja else f"capsule monster: 1d6 = {m.n}"
        if step == CHANGE:
            return f"変身判定: 2d6 = {m.n}" if ja else f"transformation: 2d6 = {m.n}"
        if step == SEVEN_DIE:
            return f"セブン: 1d6 = {m.n}" if ja else f"Seven: 1d6 = {m.n}"
        if step == ALIEN_DIE:
            return f"星人側: 1d6 = {m.n}" if ja else f"the alien: 1d6 = {m.n}"
    return text(m)
