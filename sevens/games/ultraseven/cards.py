"""The cards of ウルトラセブン「史上最大の侵略」 as one data table, read by the engine, the page and the tests.

Sources: the rules seed (cited "R n", its sections 1–21) and docs/rules/ultraseven.md (cited "§A"–"§F", its
decisions "E n"). The original card values were never published: every number here is the design of
docs/rules/ultraseven.md, copied unchanged (the tests read its tables again and compare).

Keys are ASCII, for moves, records and logs: areas ``space base city mountain sea associates``; invasion cards
``ep1`` … ``ep49`` by episode (a two-part story by both, ``ep14-15``); events ``E01``–``E18`` and the ep-12 card
``ep12``; information cards ``I1``–``I7``; members ``kiriyama furuhashi soga amagi anne dan kurata``; weapons
``hawk1 hawk2 hawk3 pointer magmarizer hydranger``; techniques ``fight handy emerium slugger psycho wide``;
capsule monsters ``W1``–``W5``, ``M1``–``M4``, ``A1``–``A2``; scenarios ``full``, ``2cour``, ``1cour``.
"""

from __future__ import annotations

from typing import NamedTuple

# --- §A: the six recon areas ------------------------------------------------------------------------------

SPACE, BASE, CITY, MOUNTAIN, SEA, ASSOCIATES = "space", "base", "city", "mountain", "sea", "associates"


class Area(NamedTuple):
    """A recon area (§A; R 3.5, R 8.4: each invasion card belongs to one, and an area holds one card at most).

    ``number`` is the marker's number 1–6 in §A's order. ``kiriyama_exempt``: the 4-members rule of R 11.3 and
    R 13.3 does not apply here (only 基地)."""

    key: str
    number: int
    name_ja: str
    name_en: str
    covers_en: str
    kiriyama_exempt: bool = False


_AREA_LIST: tuple[Area, ...] = (
    Area(SPACE, 1, "宇宙", "Space", "orbit, the Moon, other planets, saucer fleets"),
    Area(BASE, 2, "基地", "TDF Far East Base", "the base, its facilities and staff", kiriyama_exempt=True),
    Area(CITY, 3, "都市", "City", "towns, streets, the public"),
    Area(MOUNTAIN, 4, "山", "Mountains & underground", "mountains, mines, underground bases"),
    Area(SEA, 5, "海", "Sea & lakes", "sea, lakes, undersea bases"),
    Area(ASSOCIATES, 6, "関係者", "Associates",
         "plots that go through people close to the TDF: families, friends, Dan himself"),
)

AREAS: dict[str, Area] = {a.key: a for a in _AREA_LIST}
"""The six areas by key, in §A's order (宇宙 基地 都市 山 海 関係者)."""

AREA_KEYS: tuple[str, ...] = tuple(AREAS)


# --- §B: the 45 invasion cards --------------------------------------------------------------------------

class Stage(NamedTuple):
    """The second side of a two-stage ★ card (§B "Special card texts" 1 and 4): its name, 戦闘力 and TDF値 from
    the first time a removal condition is met; damage resets to 0, chits stay (E 32)."""

    name_ja: str
    name_en: str
    power: int
    tdf: int | None


class Invasion(NamedTuple):
    """One invasion card (§B; its six numbers are the P-bq list of R 12.4, R 7.3, R 7.4, R 15.3, R 15.7).

    ``episodes``: the episode numbers it covers (two for a two-part story). ``recon`` (偵察値) is added to the
    recon target (R 12.4). ``hidden_rate`` (暗躍時) and ``exposed_rate`` (発覚時) are the chits it may take a turn
    face-down and face-up (R 7.3), ``limit`` (暗躍限界) the chits at which a face-down card stops taking chits and
    may be flipped (R 7.4, R 9.1). ``power`` (戦闘力) is both its hit points against TDF attacks (R 15.7) and its
    melee strength (R 17.3). ``tdf`` (TDF値) is added to each attacking member's target (R 15.3); None is the
    card's "−": no TDF attack at all (R 15.9). ``condition`` is the information card that must be revealed
    before it may be placed (侵略条件, R 8.5), "" if none.

    The ★ specials (§B "Special card texts"): ``second`` the two-stage cards' second side (14・15, 48・49);
    ``beam_ban`` Seven may not choose beam techniques against it (48・49); ``capsule_first`` Dan may try to
    transform against it only after a capsule monster was used against it this turn (25); ``captures`` Seven is
    captured if he loses a melee against it (39・40), freed when it is removed or after ``rescue`` TDF damage."""

    key: str
    episodes: tuple[int, ...]
    title_ja: str
    title_en: str
    alien_ja: str
    alien_en: str
    area: str
    recon: int
    hidden_rate: int
    exposed_rate: int
    limit: int
    power: int
    tdf: int | None
    condition: str = ""
    note_en: str = ""
    second: Stage | None = None
    beam_ban: bool = False
    capsule_first: bool = False
    captures: bool = False
    rescue: int = 0

    @property
    def special(self) -> bool:
        """A ★ card (§B: 14・15, 25, 39・40, 48・49): the four the short plays draw apart (R 21.2.1, R 21.3.1)."""
        return self.key in SPECIAL_KEYS

    def power_at(self, stage: int) -> int:
        """戦闘力 on side ``stage`` (0 the printed side, 1 a two-stage card's second side: §B ★1, ★4)."""
        return self.second.power if stage and self.second is not None else self.power

    def tdf_at(self, stage: int) -> int | None:
        """TDF値 on side ``stage`` (None: "−", no TDF attack, R 15.9)."""
        return self.second.tdf if stage and self.second is not None else self.tdf

    @property
    def episode_ja(self) -> str:
        """The episode as §B prints it: "8", "14・15"."""
        return "・".join(str(e) for e in self.episodes)


SPECIAL_KEYS: tuple[str, ...] = ("ep14-15", "ep25", "ep39-40", "ep48-49")
"""The four ★ cards, the ones R 21.2.1 and R 21.3.1 name: 「14・15話ウルトラ警備隊西へ」「25話零下140度の対決」
「39・40話セブン暗殺計画」「48・49話史上最大の侵略」."""

_DASH = None
"""The "−" of a TDF値 (R 15.9): no TDF attack."""


def _inv(ep: int | tuple[int, int], title_ja: str, title_en: str, alien_ja: str, alien_en: str, area: str,
         recon: int, hidden: int, exposed: int, limit: int, power: int, tdf: int | None, cond: str = "",
         note: str = "", second: Stage | None = None, beam_ban: bool = False, capsule_first: bool = False,
         captures: bool = False, rescue: int = 0) -> Invasion:
    eps = ep if isinstance(ep, tuple) else (ep,)
    key = "ep" + "-".join(str(e) for e in eps)
    return Invasion(key, eps, title_ja, title_en, alien_ja, alien_en, area, recon, hidden, exposed, limit, power,
                    tdf, cond, note, second, beam_ban, capsule_first, captures, rescue)


_INVASION_LIST: tuple[Invasion, ...] = (
    _inv(1, "姿なき挑戦者", "The Invisible Challenger", "クール星人", "Alien Cool", CITY, -2, 1, 2, 5, 4, +1,
         note="invisible saucer; Hawk 1 could kill it"),
    _inv(2, "緑の恐怖", "The Green Terror", "ワイアール星人", "Alien Wyarl", ASSOCIATES, -2, 1, 2, 5, 4, 0),
    _inv(3, "湖のひみつ", "Secret of the Lake", "ピット星人・エレキング", "Alien Pitt & Eleking", SEA,
         -1, 1, 2, 5, 5, -1),
    _inv(4, "マックス号応答せよ", "Max, Respond!", "ゴドラ星人", "Alien Godola", SEA, -2, 1, 2, 5, 4, 0),
    _inv(5, "消された時間", "The Erased Time", "ビラ星人", "Alien Bira", BASE, -2, 2, 2, 4, 4, +1,
         note="radar sabotage"),
    _inv(6, "ダーク・ゾーン", "Dark Zone", "ペガッサ星人", "Alien Pegassa", BASE, -1, 1, 2, 5, 4, 0),
    _inv(7, "宇宙囚人303", "Space Prisoner 303", "キュラソ星人", "Alien Curacao", CITY, 0, 2, 1, 4, 4, +1,
         note="weakest card (戦闘力 4 after tuning)"),
    _inv(8, "狙われた街", "The Targeted Town", "メトロン星人", "Alien Metron", SPACE, -3, 1, 2, 9, 5, 0,
         note="the sneak: highest 限界 (area from P-mu)"),
    _inv(9, "アンドロイド0指令", "Android Zero Directive", "チブル星人", "Alien Chibull", CITY, -2, 2, 1, 5, 4, 0),
    _inv(10, "怪しい隣人", "The Suspicious Neighbour", "イカルス星人", "Alien Icarus", ASSOCIATES,
         -2, 1, 1, 6, 5, -1, note="slow, hidden"),
    _inv(11, "魔の山へ飛べ", "Fly to the Devil's Mountain", "ワイルド星人・ナース", "Alien Wild & Nurse", MOUNTAIN,
         -1, 1, 2, 5, 5, -1),
    _inv(13, "V3から来た男", "The Man from V3", "アイロス星人", "Alien Iros", SPACE, -1, 1, 2, 5, 6, -1,
         note="first Wide Shot"),
    _inv((14, 15), "ウルトラ警備隊西へ", "The Ultra Garrison Goes West", "ペダン星人・キングジョー",
         "Alien Pedan & King Joe", MOUNTAIN, 0, 2, 2, 5, 9, -2, "I1",
         note="★ two stages; 後編 戦6 TDF+1 (area from P-mu)",
         second=Stage("後編", "Part Two", 6, +1)),
    _inv(16, "闇に光る目", "Eyes That Shine in the Dark", "アンノン", "Annon", MOUNTAIN, 0, 1, 2, 4, 5, -1),
    _inv(17, "地底GO!GO!GO!", "Underground Go! Go! Go!", "ユートム", "Utom", MOUNTAIN, -3, 1, 1, 7, 4, +1,
         note="underground; Magmarizer"),
    _inv(18, "空間X脱出", "Escape from Dimension X", "ベル星人・グモンガ", "Alien Bell & Gumonga", SPACE,
         -2, 2, 1, 5, 4, -1),
    _inv(19, "プロジェクト・ブルー", "Project Blue", "バド星人", "Alien Bado", BASE, 0, 2, 1, 4, 4, 0),
    _inv(20, "地震源Xを倒せ", "Defeat the Quake Source X", "シャプレー星人・ギラドラス", "Alien Shaplay & Giradoras",
         MOUNTAIN, 0, 2, 1, 4, 5, -1),
    _inv(21, "海底基地を追え", "Track Down the Undersea Base", "ミミー星人・アイアンロックス",
         "Alien Mimy & Iron Rocks", SEA, 0, 2, 1, 4, 5, +2, note="TDF can sink it alone (P-mk)"),
    _inv(22, "人間牧場", "The Human Ranch", "ブラコ星人", "Alien Braco", CITY, -1, 1, 2, 5, 4, 0),
    _inv(23, "明日を捜せ", "Search for Tomorrow", "シャドー星人・ガブラ", "Alien Shadow & Gabura", BASE,
         -2, 1, 2, 5, 5, 0),
    _inv(24, "北へ還れ!", "Return to the North!", "カナン星人", "Alien Kanan", ASSOCIATES, -1, 2, 1, 4, 4, 0),
    _inv(25, "零下140度の対決", "Showdown at 140 Below", "ポール星人・ガンダー", "Alien Poll & Gandar", BASE,
         0, 2, 2, 4, 5, -1, "I7", note="★ capsule before transform", capsule_first=True),
    _inv(26, "超兵器R1号", "Super Weapon R-1", "ギエロン星獣", "Gyeron", SPACE, +1, 1, 2, 3, 6, -1, "I2",
         note="visible, tough"),
    _inv(27, "サイボーグ作戦", "Operation Cyborg", "ボーグ星人", "Alien Borg", ASSOCIATES, -2, 1, 2, 5, 4, 0),
    _inv(28, "700キロを突っ走れ!", "Race 700 Kilometres!", "キル星人・恐竜戦車", "Alien Kill & the Dinosaur Tank",
         MOUNTAIN, +1, 2, 2, 3, 5, 0, note="fast, visible"),
    _inv(29, "ひとりぼっちの地球人", "The Lonely Earthling", "プロテ星人", "Alien Prote", ASSOCIATES,
         -3, 1, 1, 7, 4, 0),
    _inv(30, "栄光は誰れのために", "For Whom the Glory?", "プラチク星人", "Alien Platique", BASE, -3, 1, 2, 6, 4, 0),
    _inv(31, "悪魔の住む花", "The Flower Where the Devil Dwells", "ダリー", "Dally", CITY, -4, 1, 1, 7, 5, _DASH,
         note="inside a girl's body: Seven only"),
    _inv(32, "散歩する惑星", "The Wandering Planet", "リッガー", "Rigger", SPACE, +1, 2, 1, 4, 5, _DASH),
    _inv(33, "侵略する死者たち", "The Invading Dead", "シャドウマン", "Shadowman", BASE, -3, 1, 1, 7, 4, -2, "I7"),
    _inv(34, "蒸発都市", "The Evaporated City", "ダンカン", "Duncan", CITY, +1, 2, 2, 3, 4, -1,
         note="fast, visible"),
    _inv(35, "月世界の戦慄", "Terror on the Moon", "ザンパ星人・ペテロ", "Alien Zamppa & Petero", SPACE,
         -1, 1, 1, 6, 5, 0, note="Kurata's episode"),
    _inv(36, "必殺の0.1秒", "The Deadly 0.1 Second", "ペガ星人", "Alien Pega", ASSOCIATES, -2, 2, 1, 5, 4, +1,
         note="Soga's friend Hirota"),
    _inv(37, "盗まれたウルトラアイ", "The Stolen Ultra Eye", "マゼラン星人マヤ", "Maya of Alien Magellan",
         ASSOCIATES, -3, 1, 2, 6, 5, _DASH, "I4"),
    _inv(38, "勇気ある戦い", "A Courageous Fight", "バンダ星人・クレージーゴン", "Alien Banda & Crazygon", CITY,
         +1, 2, 2, 3, 5, 0, note="fast, visible"),
    _inv((39, 40), "セブン暗殺計画", "The Plot to Assassinate Seven", "ガッツ星人", "Alien Guts", CITY,
         -1, 2, 2, 5, 7, -1, "I5", note="★ capture", captures=True, rescue=2),
    _inv(41, "水中からの挑戦", "Challenge from Under the Water", "テペト星人", "Alien Tepeto", SEA,
         -2, 1, 2, 5, 4, 0),
    _inv(42, "ノンマルトの使者", "The Nonmalt Messenger", "ノンマルト・ガイロス", "The Nonmalt & Gailos", SEA,
         -3, 1, 1, 7, 5, +1, "I3", note="Hydranger hit the undersea city"),
    _inv(43, "第四惑星の悪夢", "Nightmare on the Fourth Planet", "ロボット長官", "The Robot Chief", SPACE,
         -4, 1, 1, 8, 4, _DASH, "I1", note="far away: slow, hidden, Seven only"),
    _inv(44, "恐怖の超猿人", "The Terrifying Super-Ape", "ゴーロン星人・ゴリー", "Alien Goron & Gory", MOUNTAIN,
         -2, 1, 2, 5, 5, 0),
    _inv(45, "円盤が来た", "The Saucers Are Coming", "ペロリンガ星人", "Alien Perolynga", SPACE,
         -3, 2, 1, 6, 4, +1, note="saucers disguised as stars"),
    _inv(46, "ダン対セブンの決闘", "Duel: Dan versus Seven", "サロメ星人・ニセウルトラセブン",
         "Alien Salome & the Fake Ultra Seven", SEA, -2, 2, 2, 5, 6, _DASH, "I4",
         note="undersea factory at Irago [TV]"),
    _inv(47, "あなたはだぁれ?", "Who Are You?", "フック星人", "Alien Hook", CITY, -3, 1, 2, 6, 4, +1),
    _inv((48, 49), "史上最大の侵略", "The Biggest Invasion in History", "ゴース星人・パンドン",
         "Alien Goth & Pandon", MOUNTAIN, -1, 2, 2, 6, 8, -1, "I6", note="★ two stages; no beam techniques",
         second=Stage("改造パンドン", "Modified Pandon", 6, -1), beam_ban=True),
)

INVASIONS: dict[str, Invasion] = {c.key: c for c in _INVASION_LIST}
"""The 45 invasion cards by key, in episode order (§B): 41 ordinary and the 4 ★ specials (R 21.2.1)."""

ORDINARY_KEYS: tuple[str, ...] = tuple(k for k in INVASIONS if k not in SPECIAL_KEYS)
"""The 41 ordinary invasion cards (R 21.2.1 「残りの侵略カード41枚」)."""


# --- §C: events, the ep-12 card and information cards -----------------------------------------------------

TDF, ALIEN = "tdf", "alien"
"""The two sides (R 1.2): seat 0 is the TDF, seat 1 the alien (state.py)."""


class Effect(NamedTuple):
    """One effect of an event (for its one turn, R 6.5) or an information card (for the rest of the game).

    ``kind`` names it; ``n`` its amount; ``target`` the area, member or weapon it concerns ("" = all, or none);
    ``energy``: only while Seven's energy is at most this (I6; 0 = always). ``against``: only in combat against
    these cards (I4–I6 against the cards they unlock; () = against any; README "Card tuning").

    Kinds: ``kurata`` (クラタ隊長 may be used, R 11.6), ``recon`` (recon in ``target`` area, "" every area, +n),
    ``recon_group`` (one group of the TDF's choice +n), ``recon_dan`` (recon in Dan's area +n), ``redeploy``
    (n groups may be re-deployed, R 13), ``weapons`` (n weapons may be deployed, R 11.4), ``attack`` (the TDF-attack
    target of ``target`` member, "" every member, +n), ``ap`` (the alien gets +n AP), ``no_redeploy``, ``ban``
    (weapon or member ``target`` cannot be deployed; ``target`` "" for E14: a member the alien names, not Dan or
    Kurata), ``confine`` (member ``target`` may be deployed only in 基地), ``no_kiriyama_rule`` (R 11.3/13.3
    ignored), ``no_transform``, ``overload`` (for n AP one face-up card may take 1 chit above its 発覚時 limit),
    ``end_action`` (the alien's action phase ends at once, unspent AP lost), ``weapon_power`` (weapon
    ``target``'s combat bonus becomes n), ``transform`` (transformation value +n), ``no_refight`` (a melee tie
    ends the melee with no result)."""

    kind: str
    n: int = 0
    target: str = ""
    energy: int = 0
    against: tuple[str, ...] = ()

    def concerns(self, card: str) -> bool:
        """The effect applies in combat against ``card`` (every effect without ``against`` does)."""
        return not self.against or card in self.against


class Event(NamedTuple):
    """An event card (§C; R 6.4 revealed at once when drawn, R 6.5 in force for that turn only; E 3). ``side``
    is whom it helps (``TDF``, ``ALIEN``, or "" for the ep-12 card). The ep-12 card counts as an event for
    deck-building (R 21.2.1: one of the "19"; E 33)."""

    key: str
    name_ja: str
    name_en: str
    side: str
    effects: tuple[Effect, ...]
    text_en: str


EP12 = "ep12"

_EVENT_LIST: tuple[Event, ...] = (
    Event("E01", "宇宙ステーションV3", "Space Station V3", TDF, (Effect("kurata"),),
          "Captain Kurata may be used (Space only, R 11.6)."),
    Event("E02", "月面基地", "Moon Base", TDF, (Effect("kurata"), Effect("recon", 1, SPACE)),
          "Captain Kurata may be used (Space only), and recon in Space gets +1."),
    Event("E03", "タケナカ参謀", "Chief of Staff Takenaka", TDF, (Effect("recon_group", 2),),
          "One TDF group (the TDF's choice) gets recon +2."),
    Event("E04", "マナベ参謀", "Staff Officer Manabe", TDF, (Effect("redeploy", 2),),
          "The TDF may re-deploy up to 2 groups (R 13, each on its own)."),
    Event("E05", "ヤマオカ長官", "Commander Yamaoka", TDF, (Effect("weapons", 3),),
          "Up to 3 weapon cards may be deployed (an exception to R 11.4)."),
    Event("E06", "射撃大会", "Shooting Contest", TDF, (Effect("attack", 2, "soga"),),
          "Soga's TDF-attack target +2."),
    Event("E07", "ダンの透視", "Dan's Clairvoyance", TDF, (Effect("recon_dan", 2),), "Recon in Dan's area +2."),
    Event("E08", "緊急発進", "Scramble", TDF, (Effect("no_kiriyama_rule"),),
          "The Kiriyama rule (R 11.3/13.3) is ignored."),
    Event("E09", "新型ミサイル", "New Missile", TDF, (Effect("attack", 1),), "Every member's TDF-attack target +1."),
    Event("E10", "陽動作戦", "Diversion", ALIEN, (Effect("ap", 2),), "The alien gets +2 AP."),
    Event("E11", "電波妨害", "Jamming", ALIEN, (Effect("no_redeploy"),), "No TDF re-deployment (R 13)."),
    Event("E12", "ホーク1号整備中", "Hawk 1 Under Repair", ALIEN, (Effect("ban", 0, "hawk1"),),
          "Ultra Hawk 1 cannot be deployed."),
    Event("E13", "地球防衛会議", "Earth Defence Council", ALIEN, (Effect("confine", 0, "kiriyama"),),
          "Kiriyama may be deployed only in Base."),
    Event("E14", "休暇命令", "Leave Order", ALIEN, (Effect("ban"),),
          "One member named by the alien (not Dan, not Kurata) cannot be deployed."),
    Event("E15", "ダン負傷", "Dan Wounded", ALIEN, (Effect("no_transform"),),
          "Dan cannot attempt a transformation (capsule monsters are still allowed)."),
    Event("E16", "台風接近", "Typhoon Approaching", ALIEN, (Effect("recon", -2, SEA), Effect("recon", -2, MOUNTAIN)),
          "Recon in Sea and Mountains −2."),
    Event("E17", "破壊工作", "Sabotage", ALIEN, (Effect("overload", 1),),
          "For 1 AP, one face-up card may take 1 chit above its 発覚時 limit."),
    Event("E18", "怪電話", "Mystery Calls", ALIEN, (Effect("recon", -1),), "All TDF recon −1."),
    Event(EP12, "遊星より愛を込めて (欠番)", "From Another Planet with Love (withdrawn)", "", (Effect("end_action"),),
          "The alien's action phase ends at once and any unspent AP is lost. Nothing else happens: the episode "
          "is never aired."),
)

EVENTS: dict[str, Event] = {e.key: e for e in _EVENT_LIST}
"""The 19 event cards by key (§C): E01–E18 and the ep-12 card, R 21.2.1's 「イベントカードに「12話遊星より愛を込めて」を
加えた19枚」."""


class Information(NamedTuple):
    """An information card (§C; R 6.5: in force from the moment it is drawn for the rest of the game). Revealing
    it meets the 侵略条件 of the cards in ``unlocks`` at once (R 8.5), even later in the same action phase."""

    key: str
    name_ja: str
    name_en: str
    effects: tuple[Effect, ...]
    unlocks: tuple[str, ...]
    text_en: str


_INFO_LIST: tuple[Information, ...] = (
    Information("I1", "惑星探査計画", "Planetary Exploration Project", (Effect("recon", 1, SPACE),),
                ("ep14-15", "ep43"), "Recon in Space +1."),
    Information("I2", "超兵器開発計画", "Super Weapon Development Project", (Effect("weapon_power", 3, "hawk2"),),
                ("ep26",), "Hawk 2's combat bonus becomes +3."),
    Information("I3", "海底開発計画", "Undersea Development Project", (Effect("recon", 1, SEA),),
                ("ep42",), "Recon in Sea +1."),
    Information("I4", "ウルトラアイの秘密", "The Secret of the Ultra Eye",
                (Effect("transform", -1, against=("ep37", "ep46")),),
                ("ep37", "ep46"), "Transformation value −1 against 37 and 46."),
    Information("I5", "セブンの戦闘データ", "Seven's Combat Data", (Effect("no_refight", against=("ep39-40",)),),
                ("ep39-40",), "No re-fight on a melee tie against 39・40 (R 17.4.3 is switched off there); a tie "
                              "ends that melee with no result."),
    Information("I6", "ダンの限界", "Dan's Limit", (Effect("transform", -1, energy=20, against=("ep48-49",)),),
                ("ep48-49",), "While energy is ≤ 20, transformation value −1 against 48・49."),
    Information("I7", "極東基地の所在漏洩", "The Far East Base's Location Leaked", (Effect("recon", 1, BASE),),
                ("ep25", "ep33"), "Recon in Base +1 (security tightened)."),
)

INFORMATION: dict[str, Information] = {i.key: i for i in _INFO_LIST}
"""The 7 information cards by key (§C)."""

INVASION, EVENT, INFO = "invasion", "event", "info"
"""The three kinds of deck card (R 3.3)."""


def kind(key: str) -> str:
    """The kind of a deck card: ``INVASION``, ``EVENT`` (the ep-12 card included) or ``INFO``; KeyError if the key
    is none of the 71 (R 3.3)."""
    if key in INVASIONS:
        return INVASION
    if key in EVENTS:
        return EVENT
    if key in INFORMATION:
        return INFO
    raise KeyError(key)


DECK_KEYS: tuple[str, ...] = tuple(INVASIONS) + tuple(EVENTS) + tuple(INFORMATION)
"""The whole deck of the full campaign (R 3.3): 45 invasion + 19 events + 7 information = 71 cards (§0)."""


# --- §D: the TDF cards ------------------------------------------------------------------------------------

KIRIYAMA, FURUHASHI, SOGA, AMAGI, ANNE, DAN, KURATA = (
    "kiriyama", "furuhashi", "soga", "amagi", "anne", "dan", "kurata")


class Member(NamedTuple):
    """A TDF member card (§D "Members"; R 3.1). ``recon`` (偵察) is added to the group's recon sum (R 12.3);
    ``combat`` (戦闘) is the member's TDF-attack target before bonuses (R 15.3). ``event_only``: Kurata, usable only
    on a turn an event allows (E01, E02) and then only in ``only_area`` (R 11.6)."""

    key: str
    name_ja: str
    name_en: str
    recon: int
    combat: int
    note_en: str = ""
    event_only: bool = False
    only_area: str = ""


_MEMBER_LIST: tuple[Member, ...] = (
    Member(KIRIYAMA, "キリヤマ隊長", "Captain Kiriyama", 2, 2,
           "Must be in any non-Base area holding 4+ members (R 11.3/13.3). Kurata counts toward the 4."),
    Member(FURUHASHI, "フルハシ", "Furuhashi", 1, 3, "the strongman"),
    Member(SOGA, "ソガ", "Soga", 1, 3, "the marksman (E06)"),
    Member(AMAGI, "アマギ", "Amagi", 2, 1, "the engineer; a Magmarizer user"),
    Member(ANNE, "アンヌ", "Anne", 2, 1, "medical/comms; cannot fly Hawk 1 or 2"),
    Member(DAN, "モロボシ・ダン", "Dan Moroboshi", 2, 2,
           "transformation (R 16); capsule monsters only in Dan's area"),
    Member(KURATA, "クラタ隊長", "Captain Kurata", 2, 3,
           "only on E01/E02 turns and only in Space (R 11.6); counts as an other member for transformation "
           "(R 16.3)", event_only=True, only_area=SPACE),
)

MEMBERS: dict[str, Member] = {m.key: m for m in _MEMBER_LIST}
"""The 7 members by key (§D)."""

KIRIYAMA_RULE = 4
"""R 11.3 / R 13.3: an area (not 基地) with this many members or more must hold キリヤマ隊長."""

WEAPONS_PER_TURN = 2
"""R 11.4: at most 2 weapon cards a turn (E05 raises it to 3)."""

HAWK1, HAWK2, HAWK3, POINTER, MAGMARIZER, HYDRANGER = (
    "hawk1", "hawk2", "hawk3", "pointer", "magmarizer", "hydranger")


class Weapon(NamedTuple):
    """A TDF weapon card (§D "Weapons"). ``recon`` is added once to its group's recon sum (R 12.3); ``combat`` is
    added to the TDF-attack target of one member who uses it (R 15.4, R 15.5) — of up to ``spread`` members, +1
    each, for Hawk 1 (R 15.6). ``users``: the members who may use it; one must be in its group (R 11.5).
    ``areas``: where it may be deployed (R 13.4 binds its whole group to them when re-deployed)."""

    key: str
    name_ja: str
    name_en: str
    recon: int
    combat: int
    users: tuple[str, ...]
    areas: tuple[str, ...]
    spread: int = 1


_PILOTS = (KIRIYAMA, FURUHASHI, SOGA, AMAGI, DAN, KURATA)
_CREW = (KIRIYAMA, FURUHASHI, SOGA, AMAGI, ANNE, DAN)
_NOT_SPACE = tuple(a for a in AREA_KEYS if a != SPACE)

_WEAPON_LIST: tuple[Weapon, ...] = (
    Weapon(HAWK1, "ウルトラホーク1号", "Ultra Hawk 1", 1, 1, _PILOTS, AREA_KEYS, spread=3),
    Weapon(HAWK2, "ウルトラホーク2号", "Ultra Hawk 2", 1, 2, _PILOTS, (SPACE,)),
    Weapon(HAWK3, "ウルトラホーク3号", "Ultra Hawk 3", 1, 2, _CREW, _NOT_SPACE),
    Weapon(POINTER, "ポインター", "Pointer", 2, 1, _CREW, _NOT_SPACE),
    Weapon(MAGMARIZER, "マグマライザー", "Magmarizer", 1, 2, (FURUHASHI, AMAGI, DAN), (MOUNTAIN,)),
    Weapon(HYDRANGER, "ハイドランジャー", "Hydranger", 1, 2, (KIRIYAMA, FURUHASHI, SOGA, AMAGI, DAN), (SEA,)),
)

WEAPONS: dict[str, Weapon] = {w.key: w for w in _WEAPON_LIST}
"""The 6 weapons by key (§D)."""


# --- §D: Ultra Seven ---------------------------------------------------------------------------------------

SEVEN_BASE = 4
"""Seven's base combat power (§D "The Ultra Seven card")."""

TRANSFORM_VALUES: tuple[int, ...] = (10, 9, 8, 7, 6, 5, 4)
"""The transformation value by the number of other members in Dan's area, 0–6, Kurata included (R 16.3):
roll 2d6 ≤ value to transform (R 16.4)."""


NO_CAPSULE_TRANSFORM = -3
"""§B ★2 as tuned (README "Card tuning"): with no capsule monster left, Dan may transform against 25 without one
used against it this turn, at this change to the transformation value."""


def transform_value(others: int) -> int:
    """The transformation value for ``others`` other members in Dan's area (R 16.3; §D's table), before
    information effects (I4, I6)."""
    return TRANSFORM_VALUES[min(max(others, 0), len(TRANSFORM_VALUES) - 1)]


class Technique(NamedTuple):
    """One of Seven's techniques (§D; R 17.2): its additional combat power, which is also the Emerium energy it
    costs every time it is used (R 18.1). ``beam``: barred against 48・49 (§B ★4)."""

    key: str
    name_ja: str
    name_en: str
    power: int
    beam: bool = False

    @property
    def cost(self) -> int:
        """The energy paid each use: the same as ``power`` (R 18.1)."""
        return self.power


_TECHNIQUE_LIST: tuple[Technique, ...] = (
    Technique("fight", "格闘 (チョップ・キック)", "Melee (chop and kick)", 1),
    Technique("handy", "ハンディショット", "Handy Shot", 2, beam=True),
    Technique("emerium", "エメリウム光線", "Emerium Beam", 3, beam=True),
    Technique("slugger", "アイスラッガー", "Eye Slugger", 4),
    Technique("psycho", "ウルトラ念力 (念力で操るアイスラッガー)", "Ultra Psychokinesis (the Eye Slugger steered by "
              "psychokinesis)", 5),
    Technique("wide", "ワイドショット", "Wide Shot", 6, beam=True),
)

TECHNIQUES: dict[str, Technique] = {t.key: t for t in _TECHNIQUE_LIST}
"""Seven's 6 techniques by key, cheapest first (§D)."""


# --- §D: capsule monsters ----------------------------------------------------------------------------------

WINDOM, MICLAS, AGIRA = "windom", "miclas", "agira"
DAMAGE, CHITS, NOTHING = "damage", "chits", "none"


class Result(NamedTuple):
    """One face of a capsule monster's 1d6 table (R 19.6): ``DAMAGE`` +n (R 19.6.2), ``CHITS`` −n (R 19.6.1) or
    ``NOTHING`` (§D's "—")."""

    kind: str
    n: int = 0


class Monster(NamedTuple):
    """A kind of capsule monster (§D "Capsule monsters"): ``table`` its results for a 1d6 of 1–6 (R 19.6). R 19.2
    allows one of each kind a turn."""

    key: str
    name_ja: str
    name_en: str
    letter: str
    table: tuple[Result, Result, Result, Result, Result, Result]


_D1, _NONE = Result(DAMAGE, 1), Result(NOTHING)


def _chits(n: int) -> Result:
    return Result(CHITS, n)


_MONSTER_LIST: tuple[Monster, ...] = (
    Monster(WINDOM, "ウインダム", "Windom", "W", (_D1, _chits(1), _chits(1), _chits(1), _NONE, _NONE)),
    Monster(MICLAS, "ミクラス", "Miclas", "M", (_D1, _D1, _chits(2), _chits(2), _NONE, _NONE)),
    Monster(AGIRA, "アギラ", "Agira", "A", (_D1, _D1, _chits(3), _chits(3), _chits(3), _NONE)),
)

MONSTERS: dict[str, Monster] = {m.key: m for m in _MONSTER_LIST}
"""The three kinds by key (§D: ウインダム, the official spelling of the rules' ウィンダム; ミクラス; アギラ)."""

MONSTER_COPIES: dict[str, int] = {WINDOM: 5, MICLAS: 4, AGIRA: 2}
"""§D's split of the 11 cards (R 3.1): ウインダム 5, ミクラス 4, アギラ 2."""


class Capsule(NamedTuple):
    """One capsule-monster card (§D: copies are identical, but each card keeps its id, "W1"–"W5" …); single-use
    (R 19.5)."""

    key: str
    monster: str


CAPSULES: dict[str, Capsule] = {
    f"{MONSTERS[m].letter}{i}": Capsule(f"{MONSTERS[m].letter}{i}", m)
    for m in (WINDOM, MICLAS, AGIRA) for i in range(1, MONSTER_COPIES[m] + 1)}
"""The 11 capsule-monster cards by id: W1–W5, M1–M4, A1–A2."""


# --- the three scenarios (R 3, R 21; §D, E 29–30) ------------------------------------------------------------

FULL, TWO_COUR, ONE_COUR = "full", "2cour", "1cour"


class Scenario(NamedTuple):
    """A way to play (R 3 the full campaign, R 21.3 《2クールプレイ》, R 21.2 《1クールプレイ》).

    The deck is drawn from the pools at set-up: ``events`` of the 19 event cards (the ep-12 card included),
    ``specials`` of the four ★ cards, ``ordinary`` of the 41 other invasion cards, and all 7 information cards
    if ``information`` (R 21.2.1, R 21.3.1; the full game takes every card, R 3.3). ``energy`` is Seven's
    starting Emerium energy (R 3.2, R 21.2.2, R 21.3.2); ``capsules`` the capsule-monster cards the TDF may use
    (R 3.1, R 21.2.3, R 21.3.3; §D's subsets); ``conditions`` whether 侵略条件 apply (R 21.2.4 switches them
    off in 1クール; the ★ texts still apply, E 32)."""

    key: str
    name_ja: str
    name_en: str
    energy: int
    events: int
    specials: int
    ordinary: int
    information: bool
    capsules: tuple[str, ...]
    conditions: bool = True

    @property
    def deck_size(self) -> int:
        """Cards in the scenario's deck: 71, 43 or 18 (R 3.3, R 21.3.1, R 21.2.1)."""
        return self.events + self.specials + self.ordinary + (len(INFORMATION) if self.information else 0)

    @property
    def pools(self) -> tuple[tuple[tuple[str, ...], int], ...]:
        """The deck as data: (pool, cards drawn from it at random) for the events (the ep-12 card included), the
        ★ cards, the ordinary invasion cards and the information cards (R 21.2.1, R 21.3.1; the full game takes
        each pool whole, R 3.3)."""
        return ((tuple(EVENTS), self.events), (SPECIAL_KEYS, self.specials), (ORDINARY_KEYS, self.ordinary),
                (tuple(INFORMATION), len(INFORMATION) if self.information else 0))

    @property
    def invasions(self) -> int:
        """Invasion cards in the scenario's deck: the ones the TDF must remove to win (R 20.3, E 30)."""
        return self.specials + self.ordinary


SCENARIOS: dict[str, Scenario] = {
    FULL: Scenario(FULL, "フルキャンペーン (全49話)", "Full campaign (all 49 episodes)", 130,
                   len(EVENTS), len(SPECIAL_KEYS), len(ORDINARY_KEYS), True, tuple(CAPSULES)),
    TWO_COUR: Scenario(TWO_COUR, "2クールプレイ", "Two cours", 75, 10, 2, 24, True,
                       ("M1", "M2", "W1", "W2", "W3", "A1")),
    ONE_COUR: Scenario(ONE_COUR, "1クールプレイ", "One cour", 37, 5, 1, 12, False, ("W1", "M1", "A1"),
                       conditions=False),
}
"""The three scenarios by key: the full campaign (130 energy, 71 cards, 11 capsules), 2クール (75, 43 cards,
ミクラス 2 / ウィンダム 3 / アギラ 1) and 1クール (37, 18 cards, one of each, no information, no 侵略条件)."""


assert len(AREAS) == 6 and len(INVASIONS) == 45 and len(ORDINARY_KEYS) == 41 and len(EVENTS) == 19
assert len(INFORMATION) == 7 and len(MEMBERS) == 7 and len(WEAPONS) == 6 and len(CAPSULES) == 11
assert len(DECK_KEYS) == 71 == SCENARIOS[FULL].deck_size
