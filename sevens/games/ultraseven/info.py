"""The game's ``GameInfo`` apart from its engine: what the hall reads (``sevens.core.registry.info``) without
importing the rules, the bots and the views (docs/browser.md, "The hall without the engines")."""

from __future__ import annotations

from ...core.game import GameInfo
from .cards import SCENARIOS
from .state import TURN_CAP

MAX_TURN_DECISIONS = 140
"""Decisions in one game turn at most, chance steps included, re-fights apart: the alien's action (≤ 10 AP of 1-AP
moves, a ban, the end), the deployment (7 members, 3 weapons, done), the recons (6 areas, a roll each, done),
two re-deployments and done, and combat (6 fights, 3 weapon assignments, 7 attack dice, and in Dan's area 3
timings of 3 capsules with their dice, the transformation and its roll, a technique and two dice, done) — about
75; 140 leaves room."""
MAX_MOVES = TURN_CAP * MAX_TURN_DECISIONS + 3 * max(sc.energy for sc in SCENARIOS.values())
"""E 7's 300 turns of ``MAX_TURN_DECISIONS``, and the re-fights after ties (R 17.4.3): each costs at least one
energy that never comes back (R 18), so a whole game holds at most the starting energy of them, 3 moves each
(the technique and two dice)."""

INFO = GameInfo(
    id="ultraseven", name_en="Ultra Seven: The Biggest Invasion", name_ja="ウルトラセブン「史上最大の侵略」",
    min_players=2, max_players=2, max_moves=MAX_MOVES, perfect_information=False, chance="explicit",
    multi_decision=True, reactions=False,
    summary=("The TDF against the aliens: hide invasion plans and feed them chits, or deploy the Ultra Garrison, "
             "reconnoitre, attack, and transform Dan into Ultra Seven.",
             "地球防衛軍と星人側の対決。侵略計画を伏せてチットを積むか、ウルトラ警備隊を配置して偵察・攻撃し、"
             "ダンをウルトラセブンに変身させる。"),
    rules=("Each turn the alien spends 8 AP: draw (2), place an invasion card face down in its area (2), add a chit "
           "(1), flip a card at its limit face up (3), heal (2). The TDF then deploys members and up to 2 weapons, "
           "reconnoitres areas with 2d6 (a face-down card is found on a roll up to the group's sum + its recon "
           "value + its chits; otherwise 「異常なし」), may move one group, and fights every face-up card where "
           "its members stand: 1d6 attacks, capsule monsters, and in Dan's area the transformation (2d6) and Ultra "
           "Seven's melee, each technique paid in energy that never returns. The alien wins when a card holds 13 "
           "chits at the check; the TDF when every invasion card is removed.",
           "毎ターン、星人側は 8AP を使う: カードを引く(2)、侵略カードを裏でそのエリアに置く(2)、チット(1)、"
           "限界に達したカードを表にする(3)、回復(2)。次に TDF が隊員と兵器(2枚まで)を配置し、2d6 で偵察する"
           "（グループの偵察値+カードの偵察値+チット以下で発見、それ以外は「異常なし」）。1グループを再配置し、"
           "表のカードのあるエリアで戦闘: 1d6 の攻撃、カプセル怪獣、ダンのいるエリアでは変身判定(2d6)と"
           "ウルトラセブンの格闘戦（技のエネルギーは戻らない）。勝利判定でチット13のカードがあれば星人側の勝ち、"
           "侵略カードをすべて撃破すれば TDF の勝ち。"),
)
