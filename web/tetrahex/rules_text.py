"""The rules panel of SEVEN, written for players (from seed 001 and RULES.md, section SEVEN)."""

from __future__ import annotations

RULES = {
    "ja": """
<h3>SEVEN のルール</h3>
<p>作: Néstor Romeral Andrés。2 人用。<strong>目的:</strong> 最後に、一番上の「階」に自分のタイルをより多く置いていること。</p>
<p><strong>道具:</strong> 白と黒がそれぞれ、7 種類のテトラヘクス（六角形 4 つをつないだ形）を 1 枚ずつ持ちます:
棒、菱（o）、プロペラ（Y）、アーチ、ピストル、ミミズ、波。どのタイルも回転でき、裏返して（鏡像で）置くこともできます。</p>
<ol>
<li><strong>白</strong>がタイルを 1 枚選んでテーブルに置きます（どこでもかまいません。この画面では盤の中心に置かれます）。次に<strong>黒</strong>が、白のタイルと少なくとも一辺で接するように置きます。以後、交互に 1 枚ずつ置きます。</li>
<li><strong>a)</strong> 六角形の辺と角をぴったり合わせて置きます。</li>
<li><strong>b)</strong> テーブル（1階）に置くときは、すでに置かれたタイルと少なくとも一辺で接します。上の階に置くときは、<strong>2 枚以上のタイル</strong>（白でも黒でも）に「またがって」置きます。</li>
<li><strong>c)</strong> タイルの 4 つの六角形すべてが、同じ高さの面にぴったり乗らなければなりません（浮いたり、はみ出したりしてはいけません）。</li>
<li><strong>d)</strong> 選んだタイルは、そのとき置ける<strong>最も高い階</strong>に置かなければなりません。どのタイルを選ぶかは自由です。（上級者は、一度触れたタイルを必ず使いましょう。）</li>
<li><strong>終局:</strong> 14 枚すべてを置いたら終わりです。一番上の階のタイルが多い方の勝ち。同数なら 1 つ下の階、そこでも同数ならさらに下の階で比べます。すべての階で同数なら引き分けです。</li>
<li><strong>派生ゲーム:</strong> 一番下の階（1階）にタイルを多く置いた方が勝ち。同数なら 2階、3階…と比べます。そのほかのルールは同じです。</li>
</ol>
<p><strong>戦略:</strong> ルール d が勝利の鍵です。相手に 1 つ上の階へタイルを 2 枚並べて置かせ、自分のタイルをその上に置けるようにしましょう。ただしタイミングが大切です。早すぎても遅すぎても、自分の首を締めることになります。</p>
<h4>この画面での遊び方</h4>
<p>トレイからタイルを選びます。上の階に置くタイルは置ける場所が緑の点で示されます。各タイルの「→2階」のような表示は、そのタイルを置かなければならない階（ルール d）です。
盤の上でタイルの影を動かし、クリック（タッチでは同じ場所をもう一度タップ）で置きます。置けない場所では、理由が表示されます。
R またはマウスホイールで回転（Shift+R で逆回転）、F で裏返します。キーボードでは、盤を選んで矢印キーで置ける場所を順に選び、Enter で置きます。
数字はタイルの階、色が明るいほど高い階です。</p>""",
    "en": """
<h3>How to play SEVEN</h3>
<p>By Néstor Romeral Andrés, for 2 players. <strong>Goal:</strong> at the end, have more of your tiles on the highest level.</p>
<p><strong>Tiles:</strong> White and Black each own the seven tetrahexes (four hexagons joined), one of each: the bar,
the bee (the rules' "o"), the propeller ("Y"), the arch, the pistol, the worm and the wave. Any tile may be turned and
either side may be up (its mirror image).</p>
<ol>
<li><strong>White</strong> chooses a tile and lays it on the table (anywhere; this page lays it at the centre). Then
<strong>Black</strong> lays one sharing at least one edge with it. From then on the players take turns, one tile each.</li>
<li><strong>a)</strong> Tiles lie hex to hex, edges and corners matching.</li>
<li><strong>b)</strong> A tile on the table (level 1) must share at least one edge with a tile already there. A tile
above the table must lie across <strong>two tiles or more</strong> (of either colour).</li>
<li><strong>c)</strong> All four hexagons of a tile must rest flat on one level: nothing may float or overhang.</li>
<li><strong>d)</strong> The tile you choose must go on the <strong>highest level</strong> where it can be placed at that
moment. Which tile to choose is up to you. (Expert players: a tile you touch is the tile you play.)</li>
<li><strong>End:</strong> after all 14 tiles are placed. Whoever has more tiles on the highest level wins; if equal,
compare the level below, and so on down. Equal on every level is a draw.</li>
<li><strong>Variant (派生ゲーム):</strong> whoever has more tiles on the bottom level (level 1) wins; ties are broken by
level 2, then 3 and up. Everything else is the same.</li>
</ol>
<p><strong>Strategy:</strong> rule d is the key. Make your opponent lay two tiles side by side one level up, so that
your tile can go on top of them. Timing matters: too early or too late, and it is you who gets caught!</p>
<h4>Playing on this page</h4>
<p>Pick a tile from your tray: when it must go above the table, green dots show where, and the "→ L2" on each tile
is the level it would have to go to (rule d). Move its ghost over the board and click to place it (on a touch screen, tap the same spot
again). Where it cannot go, the page says why. R or the mouse wheel turns it (Shift+R the other way), F flips it. With the
keyboard, focus the board, step through the legal spots with the arrow keys and press Enter. Numbers are levels;
lighter tiles lie higher.</p>""",
}
