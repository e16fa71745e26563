"""Why a move is refused: ``refusal(s, m)`` names the rule (R n, E n, U n) that it breaks.

Called only for a move that is not among the legal ones; the checks follow the rules' order and the first broken
one is named (``IllegalMove.rule``: "R6.3-hand-limit", "R11.3-kiriyama", …).
"""

from __future__ import annotations

from sevens.core.errors import IllegalMove, shown

from . import combat as cb
from .cards import AREAS, CAPSULES, DAN, INFORMATION, INVASIONS, KURATA, MEMBERS, TECHNIQUES, WEAPONS
from .moves import (ASSIGN, BAN, BANNABLE, SEVEN, TECH, Move, capsule_lock, capsule_ready, chit_room, dice,
                    member_areas, move_ok, placeable, recon_areas)
from .state import (ALIEN_ACTION, ALIVE, CHIT_AP, COMBAT, DEPLOY, DRAW_AP, FLIP_AP, HAND_LIMIT, HEAL_AP, PLACE_AP,
                    RECON, REDEPLOY, State)

VERBS = {ALIEN_ACTION: ("draw", "place", "chit", "overload", "flip", "heal", "end"), DEPLOY: ("deploy", "arm", "done"),
         RECON: ("recon", "done"), REDEPLOY: ("move", "done"), COMBAT: ("fight", "assign", "capsule", "transform",
                                                                          "tech", "done")}
"""The moves each phase offers (R 4.1)."""


class Refused(Exception):
    def __init__(self, rule: str, en: str, ja: str) -> None:
        super().__init__(en)
        self.rule, self.en, self.ja = rule, en, ja


def well_formed(m: object) -> bool:
    """``m`` is a ``Move`` whose fields have their types (str, str, str, int, tuple of str): only such a move is
    compared with the legal ones (True == 1 and 1.0 == 1 would otherwise let a bool or a float through)."""
    return (isinstance(m, Move) and type(m.verb) is str and type(m.key) is str and type(m.area) is str
            and type(m.n) is int and type(m.keys) is tuple and all(type(k) is str for k in m.keys))


def refusal(s: State, m: object) -> IllegalMove:
    """The ``IllegalMove`` for ``m``, which is not legal in ``s``."""
    if not isinstance(m, Move) or not well_formed(m):
        return IllegalMove("not-a-move", f"{shown(m)} is not a move of this game",
                           f"{shown(m)} はこのゲームの手ではありません")
    try:
        _diagnose(s, m)
    except Refused as r:
        return IllegalMove(r.rule, r.en, r.ja)
    return IllegalMove("illegal", f"{m.verb} is not legal now", f"{m.verb} は今は選べません")


def _no(rule: str, en: str, ja: str) -> Refused:
    return Refused(rule, en, ja)


def _ap(s: State, need: int, what: str) -> None:
    if s.ap < need:
        raise _no("R5.1-ap", f"{what} costs {need} AP and {s.ap} are left",
                  f"{what}には {need} AP が要ります（残り {s.ap} AP）")


def _table(s: State, n: int) -> None:
    if not any(p.order == n for p in s.table):
        raise _no("R7.1-card", f"no card #{n} is on the table", f"場にカード #{n} はありません")


PHASE_JA = {"alien": "星人側アクション", "deploy": "TDF隊員配置", "recon": "偵察判定", "redeploy": "TDF再配置",
            "combat": "戦闘", "check": "勝利判定"}
"""The phases (``state.PHASES``) as the Japanese refusals name them (R 4.1's names)."""


def _diagnose(s: State, m: Move) -> None:
    v = m.verb
    if dice(s):
        raise _no("R4.1-dice", "the dice are rolled now (a chance step): 'roll N' with the number the seed gives",
                  "今はダイスの手番です")
    if v == "roll":
        raise _no("R4.1-dice", "no die is rolled now", "今はダイスを振りません")
    if s.phase == ALIEN_ACTION and s.t.step == BAN:
        if v != "ban" or m.key not in BANNABLE:
            raise _no("U7-ban", "E14 休暇命令: the alien names one member, not Dan, not Kurata ('ban soga')",
                      "E14 休暇命令: 星人側はダンとクラタ以外の隊員を1人指名します")
    if v not in VERBS.get(s.phase, ()):
        raise _no("R4.1-phase", f"it is the {s.phase} step: '{v}' is not possible now "
                                f"(possible: {', '.join(VERBS.get(s.phase, ()))})",
                  f"今は{PHASE_JA.get(s.phase, s.phase)}の手順です。'{v}' はできません")
    if v == "draw":
        _ap(s, DRAW_AP, "a draw")
        if not s.deck:
            raise _no("E6-deck", "the deck is empty (no reshuffle, E 6)", "山札がありません")
        raise _no("R6.3-hand-limit", f"the hand holds {HAND_LIMIT} invasion cards and one of them can be placed "
                                     "(E 8's exception needs none placeable)",
                  "手札が8枚で、置けるカードがあります")
    if v == "place":
        _ap(s, PLACE_AP, "placing a card")
        if m.key not in s.hand:
            raise _no("R8.1-hand", f"{shown(m.key)} is not in the alien's hand", f"{shown(m.key)} は手札にありません")
        if s.card_in(INVASIONS[m.key].area) is not None:
            raise _no("R8.4-area", f"{AREAS[INVASIONS[m.key].area].name_en} already holds a card",
                      f"{AREAS[INVASIONS[m.key].area].name_ja}にはもうカードがあります")
        if not placeable(s, m.key):
            card, cond = INVASIONS[m.key], INFORMATION[INVASIONS[m.key].condition]
            raise _no("R8.5-condition", f"{card.title_en} needs {cond.name_en} revealed first (侵略条件)",
                      f"{card.title_ja}は{cond.name_ja}が出るまで置けません（侵略条件）")
    if v in ("chit", "overload", "flip", "heal"):
        _table(s, m.n)
        p = next(p for p in s.table if p.order == m.n)
        inv = INVASIONS[p.key]
        if v == "chit":
            _ap(s, CHIT_AP, "a chit")
            if p.flipped:
                raise _no("R7.5-flipped", f"#{m.n} was turned face up this turn", f"#{m.n} はこのターン表にしたばかりです")
            if not p.face_up and p.chits >= inv.limit:
                raise _no("R7.4-limit", f"#{m.n} is at its 暗躍限界", f"#{m.n} は暗躍限界に達しています")
            if not chit_room(s, p):
                raise _no("R7.3-rate", f"#{m.n} has taken its chits for this turn", f"#{m.n} はこのターンの上限です")
        if v == "overload":
            raise _no("U6-overload", "E17 破壊工作 is not in force, is spent, or the card is not face up at its 発覚時 "
                                     "rate", "E17 破壊工作は使えません")
        if v == "flip":
            _ap(s, FLIP_AP, "a flip")
            raise _no("R9.1-flip", f"#{m.n} is not a face-down card at its 暗躍限界",
                      f"#{m.n} は暗躍限界に達した裏のカードではありません")
        if v == "heal":
            _ap(s, HEAL_AP, "healing")
            raise _no("R10.1-heal", f"#{m.n} carries no damage", f"#{m.n} にダメージはありません")
    if v == "deploy":
        if m.key not in MEMBERS or m.area not in AREAS:
            raise _no("R11.2-member", "deploy names a member and an area ('deploy soga city')",
                      "隊員とエリアを指定します")
        if any(d.card == m.key for d in s.members):
            raise _no("R11.2-once", f"{MEMBERS[m.key].name_en} is deployed already",
                      f"{MEMBERS[m.key].name_ja}は配置済みです")
        if m.key == KURATA and not cb.has(s, "kurata"):
            raise _no("R11.6-kurata", "Captain Kurata only on an E01/E02 turn", "クラタ隊長はイベントのターンのみ")
        if m.key == KURATA and m.area != "space":
            raise _no("R11.6-space", "Captain Kurata only in Space", "クラタ隊長は宇宙エリアのみ")
        if m.key == DAN and s.seven != ALIVE:
            raise _no("R18.2-dan", "Dan cannot be deployed: Seven is dead or captured", "ダンは使えません")
        if m.key == s.t.banned:
            raise _no("U7-ban", f"{MEMBERS[m.key].name_en} is on leave this turn (E14)",
                      f"{MEMBERS[m.key].name_ja}は休暇命令です（E14）")
        if m.area != cb.BASE_AREA and any(e.kind == "confine" and e.target == m.key for e in cb.effects(s)):
            raise _no("E13-base", "E13 地球防衛会議: Kiriyama only in Base", "キリヤマ隊長は基地のみ")
        if m.area not in member_areas(s, m.key):
            raise _no("R11.3-kiriyama", "a 4th member in an area other than Base needs Captain Kiriyama there first",
                      "基地以外のエリアに4人以上配置するにはキリヤマ隊長が必要です")
    if v == "arm":
        if m.key not in WEAPONS or m.area not in AREAS:
            raise _no("R11.4-weapon", "arm names a weapon and an area ('arm hawk1 city')", "兵器とエリアを指定します")
        if any(d.card == m.key for d in s.weapons):
            raise _no("R11.4-once", f"{WEAPONS[m.key].name_en} is deployed already",
                      f"{WEAPONS[m.key].name_ja}は配置済みです")
        if len(s.weapons) >= cb.weapon_limit(s):
            raise _no("R11.4-two", f"at most {cb.weapon_limit(s)} weapons a turn", "兵器の上限です")
        if cb.has(s, "ban", m.key):
            raise _no("E12-hawk1", "E12: Ultra Hawk 1 is under repair", "ホーク1号は整備中です")
        if m.area not in WEAPONS[m.key].areas:
            w = WEAPONS[m.key]
            en, ja = ", ".join(AREAS[a].name_en for a in w.areas), "・".join(AREAS[a].name_ja for a in w.areas)
            raise _no("D-weapon-area", f"{w.name_en} is used only in {en} (§D)", f"{w.name_ja}は{ja}でのみ使えます（§D）")
        raise _no("R11.5-user", f"{WEAPONS[m.key].name_en} needs one of its users in {AREAS[m.area].name_en}",
                  f"{AREAS[m.area].name_ja}に{WEAPONS[m.key].name_ja}を使える隊員がいません")
    if v == "recon":
        if m.area not in recon_areas(s):
            raise _no("R12.2-area", f"no recon in {shown(m.area)}: it needs members, no face-up card, and one "
                                    "recon a turn", "そのエリアは偵察できません")
        raise _no("E03-takenaka", "E03's +2 is not in force or spent", "タケナカ参謀の+2は使えません")
    if v == "move":
        if s.t.redeploys >= cb.redeploy_limit(s):
            raise _no("R13.1-once", "no more re-deployment this turn (one group; E04 two; E11 none)",
                      "これ以上再配置できません")
        if m.key not in cb.groups(s) or m.area not in AREAS:
            raise _no("R13.1-group", "move names an area holding a group and another area", "グループとエリアを指定します")
        if not move_ok(s, m.key, m.area):
            raise _no("R13.3-group", "the group cannot go there (an area-bound weapon, Kurata, E13, or the Kiriyama "
                                     "rule)", "そのグループはそこへ移動できません")
    if v == "fight" and s.t.step != "":
        raise _no("R14.1-order", "one area's combat at a time", "戦闘はエリアごとです")
    if v == "fight":
        raise _no("R14.1-area", f"no combat is due in {shown(m.area)}", "そのエリアで戦闘はありません")
    if v == "assign":
        raise _no("R15.5-user", "the weapon's bonus goes to members of the group who may use it (Hawk 1: up to 3)",
                  "兵器の戦闘力は使用できる隊員に加えます")
    if v == "capsule":
        if s.t.step != SEVEN:
            raise _no("R19.1-timing", "capsule monsters only before the transformation, after it failed, or after "
                                      "Seven lost", "カプセル怪獣は決められた時にのみ使えます")
        if not capsule_ready(s):
            raise _no("R19.3-dan", "capsule monsters only in Dan's area while Seven is alive and free",
                      "カプセル怪獣はダンのいるエリアでのみ使えます")
        if m.key in CAPSULES and CAPSULES[m.key].monster in s.capsules_turn:
            raise _no("R19.2-kind", "one of each kind a turn", "1ターンに各1枚までです")
        raise _no("R19.5-spent", f"{shown(m.key)} is not an unused capsule card", "そのカプセルはありません")
    if v == "transform":
        if cb.has(s, "no_transform"):
            raise _no("E15-wounded", "E15 ダン負傷: no transformation this turn", "ダン負傷: 変身できません")
        if s.t.tried:
            raise _no("E25-once", "one transformation try a turn", "変身判定は1ターンに1回です")
        if s.phase == COMBAT and s.t.timing == "before" and capsule_ready(s) and capsule_lock(s):
            raise _no("B2-capsule", "against 25 Dan may transform only after a capsule monster was used against it "
                      "this turn (with none left, at −3)",
                      "25話にはこのターンにカプセル怪獣を使った後でなければ変身できません（残っていなければ −3 で可）")
        raise _no("R16.1-when", "a transformation only in Dan's area before the check (against 25 after a capsule)",
                  "変身判定はダンのいるエリアでのみ")
    if v == "tech":
        if s.t.step != TECH:
            raise _no("R17.1-melee", "a technique only when Seven fights", "技は格闘戦でのみ選びます")
        t = TECHNIQUES.get(m.key)
        if t is None:
            raise _no("R17.2-tech", f"{shown(m.key)} is not a technique", "その技はありません")
        if t.cost > s.energy:
            raise _no("R18.1-energy", f"{t.name_en} costs {t.cost} energy and {s.energy} are left",
                      f"{t.name_ja}にはエネルギー {t.cost} が要ります（残り {s.energy}）")
        raise _no("B4-beam", "no beam technique against 48・49", "48・49話には光線技は使えません")
    if v == "done" and s.phase == COMBAT and s.t.step == "":
        raise _no("E21-due", "combat is mandatory: every area with a face-up card and members is fought",
                  "戦闘は強制です: 表の侵略カードと隊員のいるエリアはすべて戦闘します")
    if v == "done" and s.phase == COMBAT and s.t.step == ASSIGN:
        raise _no("E20-assign", "each weapon's bonus is assigned before the dice (say who uses it)",
                  "ダイスの前に兵器を使用する隊員を明示します")
    if v == "done" and s.phase == COMBAT and s.t.step == TECH:
        raise _no("R17.2-must", "a technique must be chosen", "技は必ず選択しなければなりません")
