"""セブンスクエア (Seven Square): the two-player TCG on a 7×7 board (README.md; rules: docs/rules/square.md and the
seed 「セブンスクエア(仮)(TCG)」).

Modules: ``cards`` (the 34 cards, the ■, the three decks, ``validate_deck``) and ``card_text`` (card texts, the
game's summary and rules); ``state`` (the board, options, cards in play, moves, the state), ``battle`` (pieces,
group statistics R15, battles R16/R17, 射撃 R13/R22), ``moves`` (legal moves), ``refusals`` (the rule an illegal
move breaks), ``work`` (a state being changed), ``actions`` (what each move of a turn does), ``rules`` (the
set-up R5, the turn R27, the end R1–R3), ``notation`` (move texts and the log's sentences), ``view`` (what a
seat may know, ``determinize``) and ``game`` (the platform's contract: ``GAME``).
"""
