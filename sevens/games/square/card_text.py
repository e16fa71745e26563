"""What a player reads of セブンスクエア's cards: each card's panel text, the rules in short (en/ja).

Data only (stdlib). A card's text is built from its data in ``cards.py``: type, cost, stats (a mount's
modifiers in the seed's notation +N / −N / 【N】), each ability with its rule (docs/rules/square.md §B1 and the
R-items it names), and the 備考. The seed's keywords keep their Japanese brackets in both languages
(【射撃1/1】 / 【Shoot 1/1】). Words: a **combatant** (戦闘単位) is a 兵 that is not riding or a 騎 with riders (a
**group**, 騎乗部隊); **distance** (距離) counts orthogonal steps (docs/rules/square.md, head).
"""

from __future__ import annotations

from .cards import BASE, CARDS, FORT, MOUNT, SOLDIER, Ability, Card, Mod

TYPE_JA = {SOLDIER: "兵", MOUNT: "騎", FORT: "陣"}
TYPE_EN = {SOLDIER: "Soldier", MOUNT: "Mount", FORT: "Fort"}

KEYWORD_JA = {"shoot": "射撃", "grant": "付与", "move_same": "移動", "refill": "補填(設置時)", "build": "工作",
              "deploy": "出撃", "prestige": "威光", "charge": "突撃", "armour": "装甲", "inspire": "鼓舞",
              "heal": "回復", "recall": "招魂", "hold": "足止め"}
KEYWORD_EN = {"shoot": "Shoot", "grant": "Grant", "move_same": "Move", "refill": "Refill (on build)",
              "build": "Build", "deploy": "Deploy", "prestige": "Prestige", "charge": "Charge", "armour": "Armour",
              "inspire": "Inspire", "heal": "Heal", "recall": "Recall", "hold": "Hold"}

TAG_EN = {"アエラ所属": "Aera", "鉄輪工房所属": "Iron Wheel Workshop", "草原の牙所属": "Steppe Fang"}
"""English of the 鼓舞 conditions (the match itself is on the Japanese 名称 and 備考)."""

_REFILL_JA = {"same": "同名", "top": "1", "same_or_top": "同名or1"}
_REFILL_EN = {"same": "same name", "top": "1", "same_or_top": "same name or 1"}
_DEPLOY_JA = {"all": "全", "soldier": "兵"}
_DEPLOY_EN = {"all": "all", "soldier": "soldiers"}


def _label(a: Ability, lang: str) -> str:
    """The keyword without brackets: 射撃1/3, 付与:射撃1/2, 鼓舞1:アエラ所属 / Shoot 1/3, Grant: Shoot 1/2."""
    ja = lang == "ja"
    word = (KEYWORD_JA if ja else KEYWORD_EN)[a.kind]
    sep = "" if ja else " "
    if a.kind == "shoot":
        return f"{word}{sep}{a.n}/{a.r}"
    if a.kind == "grant":
        assert a.grant is not None
        return f"{word}:{sep}{_label(a.grant, lang)}"
    if a.kind == "move_same":
        return f"{word}:同名" if ja else f"{word}: same name"
    if a.kind == "refill":
        return f"{word}:{sep}{(_REFILL_JA if ja else _REFILL_EN)[a.tag]}"
    if a.kind == "deploy":
        return f"{word}:{sep}{(_DEPLOY_JA if ja else _DEPLOY_EN)[a.tag]}"
    if a.kind == "inspire":
        if ja:
            return f"{word}{a.n}:{a.tag or '全'}"
        return f"{word} {a.n}: {TAG_EN.get(a.tag, a.tag) if a.tag else 'all'}"
    if a.kind in ("charge", "armour", "heal", "recall"):
        return f"{word}{sep}{a.n}"
    return word


def keyword(a: Ability, lang: str) -> str:
    """The ability as printed on a card: 【射撃1/1】, 【付与:射撃1/2】, 【補填(設置時):同名or1】 / 【Shoot 1/1】 …"""
    return f"【{_label(a, lang)}】"


def _rule_ja(a: Ability, on: str) -> str:
    k = a.kind
    if k == "shoot":
        dist = "距離1" if a.r == 1 else f"距離1〜{a.r}"
        return (f"移動の代わりに、{dist}の敵の戦闘単位1つに{a.n}ダメージを与える（遮るものは無関係）。"
                "陣と騎乗されていない騎には撃てない。")
    if k == "grant":
        assert a.grant is not None
        who = ("このマスにいる兵・騎乗部隊は、どちらのプレイヤーのものでも" if on == FORT else "騎乗部隊は")
        return f"{who}{keyword(a.grant, 'ja')}を持つ：{_rule_ja(a.grant, SOLDIER)}"
    if k == "move_same":
        return "このマスにいるカードは、移動力1を使って、同名の陣があるマスへ移動できる（通常の移動と組み合わせてよい）。"
    if k == "refill":
        same = "デッキから同名のカード1枚を探して公開し手札に加え、デッキをシャッフルする"
        top = "デッキの一番上から1枚引く"
        what = {"same": same, "top": top, "same_or_top": f"「{same}」か「{top}」かを選ぶ"}[a.tag]
        return f"【工作】で設置された時、設置したプレイヤーは{what}。"
    if k == "build":
        return ("移動の代わりに、IPを払って手札の陣1枚をこのカードのマス（陣のないマス）に表向きで設置する。"
                "戦闘フェイズには同じマスの相手の陣を攻撃してもよい（自分の工作の戦闘単位の攻力の合計だけ体力を減らす。自分の陣は攻撃しない）。")
    if k == "deploy":
        what = "兵・騎" if a.tag == "all" else "兵（騎は不可）"
        return (f"出撃フェイズに、手札の{what}をコストを払ってこのマスに出撃させられる（このマスの自分の兵・騎が"
                "2枚未満のとき。騎乗している兵は数えない）。自分から見て敵陣側（5〜7段）にあるこの陣には出撃できない"
                "（オプション「敵陣側にも出撃できる（R8）」のときを除く）。")
    if k == "prestige":
        return ("デッキに1枚以上必要。ゲーム開始時に1枚を将として自陣一段中央に置く。将が太陽の神殿に送られると"
                "負け。将は1回の射撃で1ダメージまでしか受けない。将でなければ普通の兵。")
    if k == "charge":
        return (f"このターンに移動し、その移動を敵の戦闘単位のいるマスに入って終えた場合、そのマスのこのターンの"
                f"戦闘で攻力+{a.n}。防御時は効果なし。")
    if k == "armour":
        return f"ダメージを受けるたび（1回の戦闘・1回の射撃ごとに1回）、そのダメージを{a.n}減らす（最低0）。"
    if k == "inspire":
        if not a.tag:
            return f"距離1以内の自分の他の戦闘単位すべての攻力+{a.n}。鼓舞は重ならず、最も大きいものだけが効く。"
        return (f"距離1以内の自分の他の戦闘単位のうち、名称か備考に「{a.tag}」を含むもの（騎乗部隊はどれか1枚）の"
                f"攻力+{a.n}。鼓舞は重ならず、最も大きいものだけが効く。")
    if k == "heal":
        if on == FORT:
            return f"各エンドフェイズに、このマスにいるターンプレイヤーの戦闘単位はそれぞれダメージを最大{a.n}回復する。"
        return (f"移動の代わりに、距離1以内（自身を含む）の自分の戦闘単位1つのダメージを最大{a.n}取り除く"
                "（騎乗部隊は騎のダメージから）。")
    if k == "recall":
        return (f"移動の代わりに、IPを払い、自分の太陽の神殿にあるコスト{a.n}以下の兵1枚をこのカードのマスに出す"
                "（そのマスの自分の兵・騎が2枚未満のとき。敵がいてもよい）。その兵はこのターン出撃したものとする。")
    if k == "hold":
        return "このマスに入った兵・騎乗部隊は、どちらのプレイヤーのものでも（移動:同名で来ても）そこで移動を終える。"
    raise ValueError(f"unknown ability kind {k!r}")


def _rule_en(a: Ability, on: str) -> str:
    k = a.kind
    if k == "shoot":
        dist = "distance 1" if a.r == 1 else f"distance 1 to {a.r}"
        return (f"Instead of moving, deal {a.n} damage to one enemy combatant at {dist} (nothing blocks). "
                "Not a fort nor an unridden mount.")
    if k == "grant":
        assert a.grant is not None
        who = ("Every soldier or group standing here, of either player, has" if on == FORT else "The group has")
        inner = _rule_en(a.grant, SOLDIER)
        return f"{who} {keyword(a.grant, 'en')}: {inner[0].lower()}{inner[1:]}"
    if k == "move_same":
        return ("A card standing here may spend 1 point of movement to move to any square with a fort of the same "
                "name (it may be combined with normal steps).")
    if k == "refill":
        return "When it is built with 【Build】, its builder " + {
            "same": "searches the deck for a card of the same name, shows it, takes it and shuffles the deck.",
            "top": "draws the top card of the deck.",
            "same_or_top": ("chooses: search the deck for a card of the same name (shown, then the deck is "
                            "shuffled) or draw the top card."),
        }[a.tag]
    if k == "build":
        return ("Instead of moving, pay IP to build a fort from your hand face up on this card's square (one with "
                "no fort). In the battle phase you may attack an opponent's fort on its square (it loses the summed "
                "attack of your 【Build】 combatants there; never your own fort).")
    if k == "deploy":
        what = "soldiers and mounts" if a.tag == "all" else "soldiers (not mounts)"
        return (f"In the deploy phase, put {what} from your hand here, paying their cost, while you have fewer "
                "than 2 soldiers or mounts here (riders not counted). Not when it stands in your enemy half (your "
                "rows 5–7) unless the option “Deploy in the enemy half (R8)” is on.")
    if k == "prestige":
        return ("A deck needs one. At setup one is put on your ■ as your general (将): you lose when it goes to "
                "the Temple of the Sun. A general takes at most 1 damage from each shot. Otherwise an ordinary "
                "soldier.")
    if k == "charge":
        return (f"If it moved this turn and its move ended by entering a square with an enemy combatant, it has "
                f"attack +{a.n} in that square's battle this turn. Nothing when defending.")
    if k == "armour":
        return (f"Each time damage is dealt to it (once per battle, once per shot), reduce that damage by {a.n}, "
                "to a minimum of 0.")
    if k == "inspire":
        if not a.tag:
            return (f"Your other combatants at distance 1 or less have attack +{a.n}. Inspire does not stack: "
                    "only the largest bonus counts.")
        return (f"Your other combatants at distance 1 or less whose Japanese name or notes contain 「{a.tag}」 "
                f"({TAG_EN.get(a.tag, a.tag)}; for a group, any of its cards) have attack +{a.n}. Inspire does "
                "not stack: only the largest bonus counts.")
    if k == "heal":
        if on == FORT:
            return (f"In every end phase, each combatant of the turn player standing here removes up to {a.n} "
                    "damage.")
        return (f"Instead of moving, remove up to {a.n} damage from one of your combatants at distance 1 or less "
                "(itself included; for a group, from the mount first).")
    if k == "recall":
        return (f"Instead of moving, pay IP to put a soldier of cost {a.n} or less from your Temple of the Sun onto "
                "this card's square (where you have fewer than 2 cards; enemies may be there). It counts as deployed "
                "this turn.")
    if k == "hold":
        return ("Any soldier or group, of either player, that enters this square ends its move here (even by "
                "【Move: same name】).")
    raise ValueError(f"unknown ability kind {k!r}")


def ability_text(ability: Ability, lang: str, on: str = SOLDIER) -> str:
    """The ability's keyword and its rule in one or two sentences (docs/rules/square.md §B1, R13, R18–R22).
    ``on`` is the type of the card that prints it: 付与 and 回復 on a 陣 work for whoever stands there."""
    if lang == "ja":
        return keyword(ability, "ja") + _rule_ja(ability, on)
    return keyword(ability, "en") + " " + _rule_en(ability, on)


def mod_text(mod: Mod) -> str:
    """A mount's modifier as the seed writes it: +1, −1, 【4】 (``Mod.text``)."""
    return mod.text()


def _mod_rule(mod: Mod, lang: str) -> str:
    if lang == "ja":
        return f"騎乗兵に関係なく{mod.n}" if mod.op == "=" else f"騎乗兵の合計{mod_text(mod)}"
    return f"{mod.n} whatever the riders" if mod.op == "=" else f"the riders' total {mod_text(mod)}"


def card(key: str) -> Card:
    """The card of ``key``; "base" is the ■ 出撃陣 (BASE)."""
    return BASE if key == BASE.key else CARDS[key]


def _lines_ja(c: Card) -> list[str]:
    head = f"{c.name_ja}（{TYPE_JA[c.type]}）"
    if c is BASE:
        return [head, f"体力{c.health}",
                "その段を自陣一段とするプレイヤーのもの。工作による戦闘でのみ体力が減り、0になると盤から取り除かれる"
                "（神殿には行かない）。"]
    if c.type == SOLDIER:
        return [head, f"コスト{c.cost}　攻力{c.attack}　体力{c.health}　移動力{c.move}"]
    if c.type == MOUNT:
        assert c.att_mod is not None and c.hp_mod is not None
        return [head,
                f"コスト{c.cost}　積載{c.load}　攻力{mod_text(c.att_mod)}　体力{mod_text(c.hp_mod)}　移動力{c.move}",
                f"兵を{c.load}枚まで騎乗させられる。騎乗部隊の攻力は{_mod_rule(c.att_mod, 'ja')}、体力は"
                f"{_mod_rule(c.hp_mod, 'ja')}（攻力は0以上、体力は1以上）で、この騎の移動力で動く。"
                "単体では動かず戦わない。"]
    return [head, f"コスト{c.cost}　体力{c.health}",
            "【工作】で設置する。どちらのプレイヤーも利用でき、工作による戦闘でのみ体力が減る。"]


def _lines_en(c: Card) -> list[str]:
    head = f"{c.name_en} ({TYPE_EN[c.type]})"
    if c is BASE:
        return [head, f"Health {c.health}",
                "It belongs to the player whose first rank it is on. Only 【Build】 battles damage it; at 0 it is "
                "removed from the board (it goes to no Temple of the Sun)."]
    if c.type == SOLDIER:
        return [head, f"Cost {c.cost} · Attack {c.attack} · Health {c.health} · Move {c.move}"]
    if c.type == MOUNT:
        assert c.att_mod is not None and c.hp_mod is not None
        return [head,
                f"Cost {c.cost} · Load {c.load} · Attack {mod_text(c.att_mod)} · Health {mod_text(c.hp_mod)} · "
                f"Move {c.move}",
                f"Up to {c.load} soldier{'s' if c.load > 1 else ''} may ride it. The group's attack is "
                f"{_mod_rule(c.att_mod, 'en')} and its health {_mod_rule(c.hp_mod, 'en')} (attack at least 0, "
                "health at least 1); it moves with this mount's move. Alone it neither moves nor fights."]
    return [head, f"Cost {c.cost} · Health {c.health}",
            "Built by 【Build】. Either player may use it; only 【Build】 battles damage it."]


def text_ja(key: str) -> str:
    """The card's full text in Japanese, one line each: name and type, numbers, rules, abilities, 備考."""
    c = card(key)
    lines = _lines_ja(c) + [ability_text(a, "ja", c.type) for a in c.abilities]
    return "\n".join(lines + [f"備考：{c.note_ja}"])


def text_en(key: str) -> str:
    """The card's full text in English, one line each: name and type, numbers, rules, abilities, notes."""
    c = card(key)
    lines = _lines_en(c) + [ability_text(a, "en", c.type) for a in c.abilities]
    return "\n".join(lines + [f"Notes: {c.note_en}"])


def text(key: str, lang: str) -> str:
    """``text_ja`` or ``text_en``."""
    return text_ja(key) if lang == "ja" else text_en(key)


SUMMARY: tuple[str, str] = (
    "Shogi meets a trading-card game: deploy soldiers and mounts from a 40-card deck onto a 7×7 board, ride, "
    "shoot and build, and send the enemy general to the Temple of the Sun.",
    "将棋とTCGを組み合わせた対戦：40枚のデッキから兵と騎を7×7の盤に出撃させ、騎乗・射撃・工作を使い、相手の将を"
    "太陽の神殿に送る。",
)
"""One line for the hall (English, Japanese)."""

RULES: tuple[str, str] = (
    "2 players, each with a deck of 40 cards (at most 3 of a card, at least one 【Prestige】 soldier). Cards are "
    "soldiers (兵: attack, health, move), mounts (騎: load, modifiers, move) and forts (陣: health). The board is 7×7, "
    "files a–g, ranks 1–7 from P1's side; distance counts orthogonal steps. Each player's ■ (d1, d7) is a 出撃陣: a "
    "fort with 【Deploy: all】 and health 10.\n\n"
    "Setup: each player puts one 【Prestige】 soldier face down on their ■ as their general (将), shuffles, draws 4 "
    "and may once put back any number and draw as many; then both generals are revealed. The first player is drawn "
    "by coin unless chosen; with the option “First-turn balance (R4)” the first player skips their first draw and the "
    "second gains 3 IP on their first turn (between our normal bots the first player won 57% of the decisive "
    "games without the option and 45% with it).\n\n"
    "A turn: 1 draw (you lose if your deck is empty). 2 gain 2 IP (unspent IP is kept, up to 10). 3 deploy soldiers "
    "and mounts from hand onto squares with a 【Deploy】 fort, paying their cost: not where you already have 2 "
    "soldiers or mounts (riders not counted), not in your enemy half (your rows 5–7) unless “Deploy in the enemy half (R8)” "
    "is on. 4 up to 3 cards deployed before this turn (the general too) each move or use one ability (a group is one "
    "card). 5 riding, then battles. 6 end: field "
    "hospitals heal, discard down to 7.\n\n"
    "Moving: up to move steps, orthogonally. At most 2 of your soldiers/mounts on a square (riders not counted): a "
    "full square can be neither entered nor crossed. Entering a square with an enemy soldier or mount ends the "
    "move. Forts count as empty squares, except 【Hold】 and 【Move: same name】.\n\n"
    "A combatant is a soldier not riding or a mount with riders (a group). 【Shoot N/R】, instead of moving, deals N "
    "damage at once to one enemy combatant at distance 1 to R. A general takes at most 1 damage per shot. Damage "
    "stays until healed.\n\n"
    "Riding: before the battles, a soldier may ride a mount on its square (yours, or an unridden enemy one) if its "
    "load has room, and never gets off. The group's attack and health are the riders' totals changed once by the "
    "mount (+N, −N, or 【N】 = set to N; attack ≥ 0, health ≥ 1); it moves with the mount's move and has the riders' "
    "abilities and what the mount grants.\n\n"
    "Battles: in the turn player's battle phase every square with combatants of both sides fights, in the order "
    "they choose. Every combatant on a side loses health equal to the summed attack of all enemy combatants there, "
    "all at once (cases 1–3; a group fights as one, case 6); cards at 0 or less go to their owner's Temple of the "
    "Sun (太陽の神殿; a group all together). A 【Build】 combatant on an opponent's fort's square may attack that fort (never your own): it loses the "
    "summed attack of your 【Build】 combatants there and deals nothing (case 4; with enemies there both happen at "
    "once, case 5). Forts are built by 【Build】, one per square, and either player may use them; a fort at 0 goes to "
    "the Temple, a ■ at 0 is removed.\n\n"
    "The end: you win when the enemy general goes to the Temple of the Sun; both in one battle is a draw. After "
    "each player's 30th turn the game is a draw.",
    "2人対戦。デッキは40枚（同じカードは3枚まで、【威光】を持つ兵が1枚以上）。カードは兵（攻力・体力・移動力）、"
    "騎（積載・修正値・移動力）、陣（体力）の3種類。盤は7×7で、a〜g列、P1側から1〜7段。距離は縦横の歩数。"
    "各プレイヤーの■（d1、d7）は出撃陣：【出撃:全】体力10の陣として扱う。\n\n"
    "準備：各プレイヤーは【威光】を持つ兵1枚を裏向きで自分の■に置き、将とする。デッキをシャッフルして4枚引き、"
    "一度だけ好きな枚数を戻して同じ枚数を引き直せる。その後、両者の将を表にする。先行はコイントス（指定も可）。"
    "オプション「先攻・後攻の調整（R4）」では、先行は最初のドローを行わず、後攻は最初のターンに3IPを得る"
    "（ボット normal 同士の対戦では、決着した対局の先行の勝率がオプションなしで57%、ありで45%）。\n\n"
    "ターン：①ドロー（デッキが無ければ負け）。②2IPを得る（使わなかったIPは10まで持ち越し）。③出撃：手札の兵・騎をコストを払い"
    "【出撃】の陣のマスに出す。自分の兵・騎が既に2枚のマス（騎乗兵は数えない）と、自分から見て敵陣側（5〜7段）"
    "には出せない（オプション「敵陣側にも出撃できる（R8）」のときを除く）。④このターンより前に出撃したカード（将を含む）3枚まで、"
    "それぞれ移動か能力1つを行う（騎乗部隊は1枚）。"
    "⑤騎乗、その後戦闘。⑥エンド：野戦病院の回復、手札を7枚まで捨てる。\n\n"
    "移動：移動力まで縦横に進む。同じマスに自分の兵・騎は2枚まで（騎乗兵は数えない）。2枚のマスには入れず、"
    "通過もできない。敵の兵・騎のいるマスに入ると移動は終わる。陣のマスは空きマスと同じ（【足止め】と"
    "【移動:同名】を除く）。\n\n"
    "戦闘単位：騎乗していない兵、または兵が騎乗している騎（騎乗部隊）。【射撃N/R】は移動の代わりに距離1〜Rの"
    "敵の戦闘単位1つにすぐNダメージを与える。将は1回の射撃で1ダメージまでしか受けない。ダメージは回復するまで残る。"
    "\n\n"
    "騎乗：戦闘の前に、兵は同じマスの騎（自分の騎か、騎乗されていない敵の騎）に積載の範囲で騎乗できる。降りることは"
    "できない。騎乗部隊の攻力・体力は騎乗兵の合計を騎の修正値で一度だけ変えたもの（+N、−N、【N】はNにする。"
    "攻力は0以上、体力は1以上）。騎の移動力で動き、騎乗兵の能力と騎が付与する能力を持つ。\n\n"
    "戦闘：ターンプレイヤーの戦闘フェイズに、両者の戦闘単位がいるすべてのマスで戦闘が起こる。順番はターン"
    "プレイヤーが決める。各戦闘単位は、相手側の戦闘単位すべての攻力の合計だけ体力を減らす。ダメージは同時"
    "（case1〜3、騎乗部隊は1つとして戦う：case6）。体力0以下のカードは持ち主の太陽の神殿へ（騎乗部隊はまとめて）。"
    "相手の陣のマスに【工作】の戦闘単位がいればその陣を攻撃してよい：陣は自分の工作の戦闘単位の攻力の合計だけ体力を減らし、"
    "反撃しない（case4。敵もいれば同時に戦闘：case5）。陣は【工作】で設置し、1マスに1つ、どちらのプレイヤーも"
    "利用できる。体力0の陣は神殿へ、■は盤から取り除かれる。\n\n"
    "終了：相手の将が太陽の神殿に送られたら勝ち。同じ戦闘で両方なら引き分け。両者が30ターンずつ終えたら引き分け。",
)
"""The rules in short for ``GameInfo.rules`` (English, Japanese); paragraphs are split by blank lines."""
