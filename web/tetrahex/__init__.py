"""SEVEN's table and puzzles in the page (``table.TABLE``) and its card in the hall (``HALL``)."""

HALL = {
    "name": "SEVEN", "sub": {"ja": "テトラヘクスの積み上げ", "en": "tetrahex stacking"},
    "desc": {"ja": "7 枚のテトラヘクス・タイルを積み上げ、いちばん上の階に多く置いた方が勝ち。",
             "en": "Stack seven tetrahex tiles each; most tiles on the top level wins."},
    "actions": (("puzzles", {"ja": "パズルに挑戦", "en": "Puzzles"}),),
}
