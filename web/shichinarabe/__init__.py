"""七並べ's table in the page (``table.TABLE``) and its card in the hall (``HALL``)."""

HALL = {
    "name": "七並べ", "sub": {"ja": "しちならべ", "en": "Sevens / Fan Tan"},
    "desc": {"ja": "7 から順にカードをつなげ、誰よりも早く手札をなくそう。ジョーカー、AとKの連結、パス回数も選べます。",
             "en": "Build out from the sevens and be first to empty your hand; joker, A–K link and pass limits as options."},
}
