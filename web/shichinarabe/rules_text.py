"""The rules panel of 七並べ, written for players (from seed 003 and RULES.md)."""

from __future__ import annotations

RULES = {
    "ja": """
<h3>七並べのルール</h3>
<p><strong>目的:</strong> 誰よりも早く手札をなくすこと。</p>
<ol>
<li>カードを全員に配り、各自 7 を場に出します（スートごとに縦に並べる）。<strong>♦7 を持っていた人</strong>から、左回り（次の席）に進みます。</li>
<li>自分の番には 1 枚出すかパスします。出せるのは、各スートで <strong>7 からつながった列の両端のすぐ隣</strong>のカードだけです（数字は飛ばせません）。</li>
<li><strong>パス</strong>は出せるカードがあってもできますが、回数に上限（1〜3回）があり、上限を超えるパスをすると<strong>失格</strong>です。失格した人の手札は場の本来の位置に表向きで置かれますが、列につながるまでは隣に出すことはできません。</li>
<li><strong>ジョーカー（あり の場合）:</strong> その1 — 出せる位置にジョーカーを置けます。その位置の本来のカードを持つ人は、すぐにそのカードを出してジョーカーを手札に引き取ります。その2 — 出せる位置にジョーカーを置き、その一つ先のカードも一緒に出せます（例: ♠7〜9 が出ているとき、ジョーカーを ♠10 に置いて ♠J も出す）。自分が持っているカードの位置には置けません。</li>
<li><strong>ジョーカーで上がる</strong>ことは、設定で許可しない限りできません。</li>
<li><strong>AとKを隣接</strong>にすると、K まで出たスートには A、A まで出たスートには K が出せます。<strong>AK側からしか出せない</strong>設定では、K–A をまたいだスートはその側にしか伸びません。</li>
<li>上がった順に 1位、2位…。最後まで残った人が次、失格者はそのあと（最初に失格した人が最下位）。複数ラウンドでは n 人中 r 位に n − r 点が入り、合計点で競います。</li>
</ol>""",
    "en": """
<h3>How to play Sevens (七並べ)</h3>
<p><strong>Goal:</strong> be the first to empty your hand.</p>
<ol>
<li>All cards are dealt; every 7 goes to the table, one row per suit. <strong>The player who held ♦7</strong> starts; play goes to the left (the next seat).</li>
<li>On your turn, play one card or pass. A card can go only <strong>just beyond either end of its suit's run from the 7</strong>: no skipping ranks.</li>
<li>You may <strong>pass</strong> even when you could play, but passes are limited (1–3); the pass beyond the limit <strong>eliminates</strong> you. An eliminated player's cards are laid face up in their places, but nothing can be played next to them until the run reaches them.</li>
<li><strong>Joker (if used):</strong> rule 1 — put it on any playable place; whoever holds the real card must play it at once and take the joker. Rule 2 — put it on a playable place together with the card one beyond it (e.g. ♠7–9 out: joker on ♠10 and ♠J with it). It cannot stand for a card you hold.</li>
<li>The <strong>joker may not be your last card</strong> unless the option allows it.</li>
<li><strong>A–K link:</strong> a suit that reached K can take A next, and one that reached A can take K. With the option <strong>after the K–A joint, only that side grows</strong>, once a suit has gone through K–A it grows only on that side (its other end is closed).</li>
<li>Players rank in the order they empty their hands, then the one left holding cards, then the eliminated (the first eliminated is last). In a match of several rounds, rank r of n players earns n − r points; the highest total wins.</li>
</ol>""",
}
