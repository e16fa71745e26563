"""Why a move is refused: ``refusal(s, m)`` names the rule of docs/rules/square.md that it breaks.

Called only for a move that is not among the legal ones; the checks follow the rules' order and the first
broken one is named (``IllegalMove.rule`` is the R-number, with a word: "R8-square").
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove

from .battle import Board, board
from .cards import CARDS, FORT, MOUNT, SOLDIER
from .moves import battles, can_act, can_ride, deploy_squares, find, hand_kinds, reachable
from .state import (ACT, BATTLE, DEPLOY, DISCARD, DIST, GENERAL, HAND_LIMIT, MAX_ACTIONS, MULLIGAN, REFILL,
                    REFILL_KEYS, STACK, NOREF, Move, Ref, State, enemy_half, name)

VERBS = {GENERAL: ("general",), MULLIGAN: ("keep", "return"), DEPLOY: ("deploy", "done"),
         ACT: ("move", "shoot", "build", "heal", "recall", "done"), REFILL: ("refill",),
         BATTLE: ("ride", "battle", "siege", "done"), DISCARD: ("discard",)}
"""The moves each decision offers (R5, R27)."""

PHASE_JA = {GENERAL: "将の選択", MULLIGAN: "引き直し", DEPLOY: "出撃フェイズ", ACT: "移動・能力フェイズ",
            REFILL: "補填の選択", BATTLE: "戦闘・騎乗フェイズ", DISCARD: "手札の上限"}


class Refused(Exception):
    def __init__(self, rule: str, en: str, ja: str) -> None:
        super().__init__(en)
        self.rule, self.en, self.ja = rule, en, ja


def _no(rule: str, en: str, ja: str) -> Refused:
    return Refused(rule, en, ja)


def _ref_en(r: Ref) -> str:
    """A unit as a person reads it: "Shieldbearer on d1" (the record's "shieldbearer@d1" is for the terminal)."""
    sq, key, _ = r
    card = CARDS.get(key)
    return f"{card.name_en if card else key} on {name(sq) if 0 <= sq < 49 else '?'}"


def _ref_ja(r: Ref) -> str:
    sq, key, _ = r
    card = CARDS.get(key)
    return f"{card.name_ja if card else key}（{name(sq) if 0 <= sq < 49 else '?'}）"


def _is_int(x: object) -> bool:
    return type(x) is int


def _is_ref(r: object) -> bool:
    """A ``Ref``: (int square, str kind, int N)."""
    return (isinstance(r, tuple) and type(r) is tuple and len(r) == 3 and _is_int(r[0]) and type(r[1]) is str
            and _is_int(r[2]))


def well_formed(m: object) -> bool:
    """``m`` is a ``Move`` whose fields have their types (str verb and key, ``Ref`` unit and target, int square,
    tuple of str keys, bool fort): only such a move is compared with the legal ones and carried out (1.0 == 1
    and True == 1 would otherwise let a float or a bool through)."""
    return (isinstance(m, Move) and type(m.verb) is str and type(m.key) is str and _is_ref(m.unit)
            and _is_ref(m.target) and _is_int(m.sq) and type(m.keys) is tuple
            and all(type(k) is str for k in m.keys) and type(m.fort) is bool)


def _short(x: object) -> str:
    t = repr(x)
    return t if len(t) <= 40 else t[:37] + "..."


def _cleaned(m: Move) -> Move:
    """A malformed move's fields replaced by values that name nothing (a wrong piece reference: no piece; a
    wrong square: off the board; a wrong kind: its short repr), so that ``_diagnose`` names the rule broken."""
    return Move(m.verb if type(m.verb) is str else _short(m.verb),
                m.key if type(m.key) is str else _short(m.key),
                m.unit if _is_ref(m.unit) else NOREF, m.target if _is_ref(m.target) else NOREF,
                m.sq if _is_int(m.sq) else -1,
                m.keys if type(m.keys) is tuple and all(type(k) is str for k in m.keys) else ("?",),
                m.fort if type(m.fort) is bool else False)


def refusal(s: State, m: object) -> IllegalMove:
    if not isinstance(m, Move):
        return IllegalMove("not-a-move", f"{_short(m)} is not a move of this game",
                           f"{_short(m)} はこのゲームの手ではありません")
    malformed = not well_formed(m)
    try:
        _diagnose(s, _cleaned(m))
    except Refused as r:
        return IllegalMove(r.rule, r.en, r.ja)
    if malformed:
        return IllegalMove("move-shape", f"{_short(m)} has fields of the wrong type",
                           f"{_short(m)} の項目の型が正しくありません")
    return IllegalMove("illegal", f"{m.verb} is not legal now", f"{m.verb} は今は選べません")


def _diagnose(s: State, m: Move) -> None:
    seat = s.seat
    if s.phase == BATTLE and s.actions >= MAX_ACTIONS and m.verb in VERBS[ACT] and m.verb != "done":
        # the third action ended the action phase by itself (R10): say that, not only that it is the battle now
        raise _no("R10-three", "3 cards have acted this turn: the battle phase has begun",
                  "このターンは既に3枚が行動しました（戦闘フェイズです）")
    if m.verb not in VERBS.get(s.phase, ()):
        raise _no("R27-phase", f"P{seat + 1} is deciding the {s.phase} step: '{m.verb}' is not possible now "
                               f"(possible: {', '.join(VERBS.get(s.phase, ()))})",
                  f"P{seat + 1} の{PHASE_JA.get(s.phase, s.phase)}です。'{m.verb}' は今はできません")
    b = board(s)
    if m.verb == "general":
        raise _no("R5-general", f"{m.key!r} is not a 【Prestige】 card of P{seat + 1}'s deck",
                  f"{m.key!r} は P{seat + 1} のデッキの【威光】カードではありません")
    if m.verb == "return":
        raise _no("R5-mulligan", "a mulligan puts back cards of the hand (1 to all of them)",
                  "引き直しでは手札のカードを（1枚から全部まで）戻します")
    if m.verb == "deploy":
        _deploy(s, b, m, seat)
    if m.verb in ("move", "shoot", "build", "heal", "recall"):
        _action(s, b, m, seat)
    if m.verb == "ride":
        _ride(s, b, m, seat)
    if m.verb in ("battle", "siege", "done") and s.phase == BATTLE:
        _battle(s, b, m, seat)
    if m.verb == "discard":
        if len(s.hands[seat]) <= HAND_LIMIT:
            raise _no("R6-limit", "the hand holds 7 cards or fewer", "手札は7枚以下です")
        _in_hand(s, m.key, seat, "R6-hand")
    if m.verb == "refill" and m.key not in REFILL_KEYS:
        raise _no("R21-refill", "Refill 'same name or 1' takes a card of the same name ('same'), the top card ('top') "
                  "or none ('none')", "補填 同名or1 は同名カード（same）か山札の一番上（top）か、引かない（none）です")


def _in_hand(s: State, key: str, seat: int, rule: str) -> None:
    """The card played (R8 deploy, R18 build, R6 discard) must be in the hand."""
    if key not in hand_kinds(s, seat):
        raise _no(rule, f"P{seat + 1} holds no {key!r}", f"P{seat + 1} の手札に {key!r} はありません")


def _deploy(s: State, b: Board, m: Move, seat: int) -> None:
    _in_hand(s, m.key, seat, "R8-hand")
    p = CARDS[m.key]
    if p.type == FORT:
        raise _no("R18-fort", "a fort is built with 【Build】, not deployed", "陣は【工作】で設置します（出撃はできません）")
    if p.cost > s.ip[seat]:
        raise _no("R7-ip", f"{p.name_en} costs {p.cost} IP, P{seat + 1} has {s.ip[seat]}",
                  f"{p.name_ja}のコストは {p.cost} IP、P{seat + 1} の IP は {s.ip[seat]}")
    f = b.fort[m.sq] if 0 <= m.sq < 49 else None
    tag = s.prof[f.cid].deploy if f is not None else ""
    if not tag:
        raise _no("R8-square", "cards are deployed onto a fort with 【Deploy】 (your ■ Deployment Base or a Forward Outpost)",
                  "出撃できるのは【出撃】を持つ陣（■ や前線陣地）のマスだけです")
    if tag == "soldier" and p.type != SOLDIER:
        raise _no("R8-soldiers", "【Deploy: soldiers】 lets only soldiers deploy", "【出撃:兵】から出撃できるのは兵だけです")
    if enemy_half(seat, m.sq) and not s.opts.deploy_anywhere:
        raise _no("R8-enemy-half", "no deploying in your enemy half", "敵陣側（相手側の3段）には出撃できません")
    if m.sq not in deploy_squares(s, b, seat, p.type):
        raise _no("R12-stack", f"{name(m.sq)} already holds 2 of your cards", f"{name(m.sq)} には自分のカードが既に2枚あります")


def _action(s: State, b: Board, m: Move, seat: int) -> None:
    c = find(b, m.unit)
    if c is None:
        raise _no("R10-unit", f"there is no {_ref_en(m.unit)} on the board", f"盤上に {_ref_ja(m.unit)} はありません")
    u = b.unit[c]
    if u.ctrl != seat:
        raise _no("R10-own", f"{_ref_en(m.unit)} is not yours", f"{_ref_ja(m.unit)} は自分のカードではありません")
    if not b.combatant(c):
        raise _no("R10-unridden", "a mount without a rider cannot act", "騎乗されていない騎は行動できません")
    if s.actions >= MAX_ACTIONS:
        raise _no("R10-three", "3 cards have acted this turn", "このターンは既に3枚が行動しました")
    if u.acted:
        raise _no("R10-once", f"{_ref_en(m.unit)} has already moved or used an ability this turn",
                  f"{_ref_ja(m.unit)} はこのターン既に移動か能力の発動をしました")
    if not can_act(s, b, c, seat):
        raise _no("R10-deployed", "a card deployed this turn cannot move or use abilities",
                  "このターンに出撃したカードは移動も能力の発動もできません")
    st = b.stats(c)
    if m.verb == "move":
        if not 0 <= m.sq < 49 or m.sq == st.sq:
            raise _no("R11-move", "a move goes to another square", "移動先は別のマスです")
        if b.own(m.sq, seat) >= STACK:
            raise _no("R12-stack", f"{name(m.sq)} holds 2 of your cards", f"{name(m.sq)} には自分のカードが2枚あります")
        if m.sq not in reachable(b, c):
            raise _no("R11-reach", f"{name(m.sq)} is beyond the reach of {_ref_en(m.unit)} (move {st.mv}, orthogonal steps; "
                                   "enemy squares stop a card, squares with 2 of your cards block it)",
                      f"{name(m.sq)} には届きません（移動力 {st.mv}、縦横のみ。敵のいるマスで止まり、自分のカード2枚のマスは通れません）")
    elif m.verb == "shoot":
        if not st.shoots:
            raise _no("R13-none", f"{_ref_en(m.unit)} has no 【Shoot】", f"{_ref_ja(m.unit)} は【射撃】を持ちません")
        t = find(b, m.target)
        if t is None or b.unit[t].ctrl == seat or not b.combatant(t):
            raise _no("R13-target", "Shoot hits an enemy soldier or group (not a fort, not a mount without a rider)",
                      "射撃の対象は敵の兵か騎乗された騎です（陣や騎乗されていない騎は不可）")
        d = DIST[st.sq][b.unit[t].sq]
        raise _no("R13-range", f"the target is {d} squares away; Shoot reaches 1 to {st.reach()}",
                  f"対象までの距離は {d}、射撃の射程は 1〜{st.reach()} です")
    elif m.verb == "build":
        if not st.build:
            raise _no("R18-none", f"{_ref_en(m.unit)} has no 【Build】", f"{_ref_ja(m.unit)} は【工作】を持ちません")
        if b.fort[st.sq] is not None:
            raise _no("R12-fort", "a square holds one fort at most", "1マスに陣は1枚までです")
        _in_hand(s, m.key, seat, "R18-hand")
        if CARDS[m.key].type != FORT:
            raise _no("R18-fort", "Build builds a fort", "工作で設置するのは陣です")
        raise _no("R7-ip", f"{CARDS[m.key].name_en} costs {CARDS[m.key].cost} IP, P{seat + 1} has {s.ip[seat]}",
                  f"{CARDS[m.key].name_ja}のコストは {CARDS[m.key].cost} IP、IP は {s.ip[seat]} です")
    elif m.verb == "heal":
        if not st.heal:
            raise _no("B1-heal", f"{_ref_en(m.unit)} has no 【Heal】", f"{_ref_ja(m.unit)} は【回復】を持ちません")
        raise _no("B1-heal-target", "Heal mends a damaged soldier or ridden mount of yours at distance 0 or 1",
                  "回復の対象は距離1以内の、ダメージを受けた自分の兵か騎乗された騎です")
    elif m.verb == "recall":
        if not st.recall:
            raise _no("B1-recall", f"{_ref_en(m.unit)} has no 【Recall】", f"{_ref_ja(m.unit)} は【招魂】を持ちません")
        if b.own(st.sq, seat) >= STACK:
            raise _no("R12-stack", f"{name(st.sq)} already holds 2 of your cards", f"{name(st.sq)} には自分のカードが既に2枚あります")
        raise _no("B1-recall-card", f"Recall {st.recall} brings back a soldier of cost ≤ {st.recall} from your Temple of the Sun, paid in IP",
                  f"招魂{st.recall} で戻せるのは自分の太陽の神殿にあるコスト {st.recall} 以下の兵です（IP を支払います）")


def _ride(s: State, b: Board, m: Move, seat: int) -> None:
    if s.fought:
        raise _no("R14-before", "riding happens before the battles", "騎乗は戦闘の前に行います")
    r, mt = find(b, m.unit), find(b, m.target)
    if r is None or b.unit[r].ctrl != seat or s.prof[r].type != SOLDIER:
        raise _no("R14-rider", "a rider is one of your soldiers on the board", "騎乗するのは盤上の自分の兵です")
    if mt is None or s.prof[mt].type != MOUNT or b.unit[mt].sq != b.unit[r].sq:
        raise _no("R14-mount", "a soldier rides a mount on its own square", "騎乗できるのは同じマスの騎です")
    riders = b.riders.get(mt, [])
    if riders and b.unit[mt].ctrl != seat:
        raise _no("R14-enemy", "this mount carries enemy riders", "この騎には敵の兵が騎乗しています")
    if len(riders) >= s.prof[mt].load:
        raise _no("R14-load", f"the mount's load is {s.prof[mt].load}", f"この騎の積載は {s.prof[mt].load} です")
    if not can_ride(b, r, mt, seat):
        raise _no("R14-dying", "the group's damage would reach its health", "騎乗するとダメージが体力に達します")


def _battle(s: State, b: Board, m: Move, seat: int) -> None:
    due, optional = battles(s, seat)
    if m.verb == "done":
        raise _no("R16-due", "battles are due on " + ", ".join(sorted({name(x.sq) for x in due})),
                  "戦闘が残っています: " + "、".join(sorted({name(x.sq) for x in due})))
    if m.sq in s.fought:
        raise _no("R16-once", f"{name(m.sq)} has had its battle this turn", f"{name(m.sq)} の戦闘はこのターン済みです")
    if not 0 <= m.sq < 49 or not b.combatants(m.sq, seat):
        raise _no("R16-none", "you have no combatant there", "そのマスに自分の兵（騎乗された騎）はいません")
    enemies = bool(b.combatants(m.sq, 1 - seat))
    if m.verb == "battle" and not enemies:
        raise _no("R16-none", "no enemy soldier there: a fort alone is attacked on its own ('siege')",
                  "そのマスに敵の兵はいません（陣だけなら siege）")
    f = b.fort[m.sq]
    if (f is None or f.owner == seat) and (m.fort or m.verb == "siege"):
        raise _no("R17-fort", "no enemy fort there", "そのマスに敵の陣はありません")
    if m.fort or m.verb == "siege":
        if not any(b.stats(c).build for c in b.combatants(m.sq, seat)):
            raise _no("R17-build", "only a card with 【Build】 attacks a fort", "陣と戦闘できるのは【工作】を持つカードだけです")
    if m.verb == "siege" and enemies:
        raise _no("R17-enemy", "enemies are there: fight them with the fort included ('battle SQ fort')",
                  "敵がいるマスでは 'battle SQ fort' で陣を巻き込みます")
