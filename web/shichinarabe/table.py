"""The 七並べ table's DOM side: its drawing (the grid of runs, the players, the hand, the log, the rankings)
from the session's view, with its texts. The shell and ``web.table_base`` do the rest (set-up form, moves,
undo, hand-over, bots, saves). Game logic stays in ``session``/the engine."""

from __future__ import annotations

from typing import Any

from sevens.games.shichinarabe import rules

from ..table_base import GameTable, Motion
from . import render
from .render import announcement
from .rules_text import RULES
from .session import Session
from .text import S, tx


class Table(GameTable):
    SESSION = Session
    STRINGS = S
    RULES = RULES

    def seat_name(self, seat: int, lang: str) -> str:
        assert self.session is not None
        return render.seat_names(self.session.seats, lang)[seat]

    def round_summary_html(self, lang: str) -> str:
        """The round just over: each seat's place, the points it earned (n − place) and its total so far."""
        s = self.session
        v = s.view()
        return render.round_summary_html(v, render.seat_names(s.seats, lang), lang)

    def is_match(self) -> bool:
        return int(self.session.view()["options"]["rounds"]) > 1

    def result_line(self, lang: str) -> str:
        """Who won the match, with the points (equal totals share the place: RULES "Match")."""
        s = self.session
        pts = s.view()["points"]
        names = render.seat_names(s.seats, lang)
        top = max(pts)
        first = [names[q] for q in range(len(pts)) if pts[q] == top]
        return tx("winner" if len(first) == 1 else "winners", lang, names=" · ".join(first),
                  pts=tx("points", lang, n=top))

    def motion(self, before: Any, move: str, seat: int) -> Motion:
        """A bot's move glides from the seat's place in the players' list to the cards it put on the grid
        (``data-card``): the card played; for a joker move the joker's place (its real card, played by the
        seat that had to swap) and the card beyond it; for the pass that eliminates, every card laid face
        up. Any other pass puts nothing on the table: no motion (its line says it)."""
        return render.motion_selectors(before, move, seat)

    def announcement(self, before: Any) -> str | None:
        """The move just made in the words of the table's lines, as the person at the device may know it
        ("Seat 3: Bot (normal): joker on ♠3: You had to play the real card and took the joker (joker rule
        1)"; a forced pass is said forced only to the seat that passed)."""
        return announcement(self.session.view(), self.session.seats, self.lang())

    def finished_round_view(self) -> dict[str, Any]:
        """The viewer's view of the table as the round's last move left it, before the next deal
        (``rules.round_end``): what the round-end screen shows under the round's ranking — the last layout,
        each seat's last move marked, the cards left in the last hand, the finished round's log."""
        s = self.session
        past = s.past()
        before = past[-2]
        move = s.GAME.parse_move(before, s.GAME.to_record(s.state)["moves"][-1])
        return s.GAME.view(rules.round_end(before, move), s.viewer)

    def draw_table(self, status: str | None = None) -> None:
        lang = self.lang()
        s = self.session
        v = self.finished_round_view() if self.round_over else s.view()
        names = render.seat_names(s.seats, lang)
        p = s.to_move()
        if status is None:
            if p is None:
                status = tx("standings", lang)
            elif s.seats[p] == "human":
                status = tx("your_turn", lang, name=names[p])
            else:
                status = tx("thinking", lang, name=names[p])
        can_act = p is not None and p == v["seat"] and self.can_decide() and not self.round_over
        self.app().innerHTML = render.table_html(v, s.seats, lang, show_hand=True, can_act=can_act,
                                                 status=status, notice=self.notice)


TABLE = Table
