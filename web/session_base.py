"""What every game's session in the page shares, without the DOM (pure Python, tested in CPython).

A session is one game at one device: who sits where (``"human"`` or a bot level) and the engine's state.
It is saved as ``{"version": 1, "seats": [...], "record": <game record>}`` (``sevens.core.savefile``: the
same file the terminal reads and writes). Everything read from storage or an imported file is untrusted:
``load`` validates it all and raises ``BadRecord`` naming the field, and the caller keeps its current
session when that happens. The record inside may be of any format the engine
reads (``sevens.core.record``: format 1 with ``options``, format 2 with ``setup``), so a save written by an
earlier page still loads.

The session follows the pending decision (``Game.decision``), not a turn order: a human may have to decide
inside a bot's turn (a reaction), a turn may hold several decisions, and a chance step (``to_move ==
CHANCE``) is played by the page itself from the state's seed (``chance_step``). Who holds the device is the
``viewer``: the human who decided last or decides now. With hidden information and more than one human, a
change of the deciding human hides everything until the next one says they hold the device (``revealed``).

Any registered game gets a session class from ``session_class(game)``; a game's own table may subclass
``SessionBase`` to add what its drawing needs (七並べ, SEVEN).
"""

from __future__ import annotations

import secrets
from typing import Any, ClassVar, TypeVar

from sevens.core import chance, history, savefile
from sevens.core.capabilities import Rounds
from sevens.core.game import CHANCE, Decision
from sevens.core.savefile import SEAT_KINDS, bad_seats, read_save, require_human

from .past_states import PastStates

__all__ = ["SEAT_KINDS", "PLAYERS_OPTION", "SessionBase", "save_key", "session_class"]

PLAYERS_OPTION = "players"
"""A game whose number of players varies takes it as this option (``GameInfo.min_players..max_players``);
the page sets it from the number of seats."""

S = TypeVar("S", bound="SessionBase")


def save_key(game_id: str) -> str:
    """Where a game's autosave lives in localStorage (one per game)."""
    return f"sevens.{game_id}.save"


class SessionBase:
    """Seats and the engine's state; the pending decision, moves as text, the bot's view, chance steps,
    undo, the hot-seat hand-over, the log by turn, dump and load."""

    GAME: ClassVar[Any]
    """The engine (``sevens.core.get(game_id)``)."""
    BARE_SEATS: ClassVar[list[str] | None] = None
    """The seats given to a bare game record on load (None: a human first, bots of level normal after)."""
    PAST: ClassVar[PastStates | None] = None
    """A game whose table reads every state of the game so far at each redraw keeps them here (``past``)."""

    def __init__(self, seats: list[str], state: Any) -> None:
        self.seats = list(seats)
        self.state = state
        humans = self.humans()
        self.viewer = humans[0] if humans else 0
        """The human who holds the device: the one who decides now, or decided last."""
        self.revealed = not self.hand_over_needed()
        """Whether ``viewer`` has said they hold the device (always True without a hand-over). A session
        just made or loaded does not know who holds the device: with a hand-over, nothing hidden is shown
        until a human is to move and has said so (``table_hidden``, ``hand_over_due``)."""
        self.hints = 0
        """How many hints ("What would the bot play?") were asked in this game (saved: a result says so)."""
        self.bot_salt = secrets.randbelow(2**31)
        """Where the bots' seeds come from (``bot_seed``): drawn fresh for each session, unrelated to the
        deal's seed, so nothing a bot is given says anything of the cards it may not see."""
        self._turns: tuple[Any, str, int, list[history.Turn]] | None = None
        self._past: list[Any] = []

    # --- a new game ----------------------------------------------------------------------------------
    @classmethod
    def create(cls: type[S], seed: int, seats: list[str], options: dict[str, Any]) -> S:
        """A new game with ``seats`` (human or bot levels) and the game's ``options`` (checked by the
        engine: ``BadOption`` names the option). A game of varying size gets ``players`` from the seats."""
        info = cls.GAME.info
        if not isinstance(seats, list) or not info.min_players <= len(seats) <= info.max_players \
                or not all(s in SEAT_KINDS for s in seats):
            raise bad_seats(info.min_players, info.max_players)
        require_human(seats)
        options = dict(options)
        if PLAYERS_OPTION in cls.GAME.option_spec():
            options[PLAYERS_OPTION] = len(seats)
        state = cls.GAME.new(seed, **options)
        if cls.GAME.players(state) != len(seats):
            raise bad_seats(cls.GAME.players(state))
        return cls(seats, state)

    # --- seats and the pending decision -------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def hand_over_needed(self) -> bool:
        """Whether a change of the deciding human hides the table until the next one takes the device:
        with hidden information and two humans or more."""
        return not self.GAME.info.perfect_information and len(self.humans()) > 1

    def to_move(self) -> int | None:
        """The seat that decides now (``CHANCE`` for a chance step), None once the game is over."""
        return self.GAME.to_move(self.state)

    def decision(self) -> Decision | None:
        return self.GAME.decision(self.state)

    def chance_to_move(self) -> bool:
        return self.to_move() == CHANCE

    def bot_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and p != CHANCE and self.seats[p] != "human"

    def human_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and p != CHANCE and self.seats[p] == "human"

    def hand_over_due(self) -> bool:
        """Whether the page must ask the deciding human to take the device before showing anything."""
        self._follow()
        return self.human_to_move() and not self.revealed

    def _follow(self) -> None:
        """The deciding human holds the device now: a change of human needs a new hand-over."""
        p = self.to_move()
        if p is not None and p != CHANCE and self.seats[p] == "human" and p != self.viewer:
            self.viewer = p
            self.revealed = not self.hand_over_needed()

    def table_hidden(self) -> bool:
        """Whether the table must show nothing hidden now: a hand-over is needed, nobody has said they hold
        the device, and no human is to move (a bot or chance decides). A game made or loaded with two
        humans at the device starts so; the hand-over comes when a human is to move."""
        self._follow()
        return (self.hand_over_needed() and not self.revealed and not self.human_to_move()
                and self.to_move() is not None)

    def eyes(self) -> int:
        """The seat whose knowledge the page shows now: the human who holds the device, followed to the
        deciding human first (so a move is never told with the previous human's knowledge after it)."""
        self._follow()
        return self.viewer

    def view(self) -> dict[str, Any]:
        """What the page may show: the view of the human who holds the device."""
        self._follow()
        return self.GAME.view(self.state, self.viewer)

    def quiet_only(self) -> str | None:
        """The move text when the seat to decide has a single move and it is a quiet one
        (``history.forced_quiet``: 7 SHADES' window that can only be let pass), else None. The page plays it at
        once, for a person and for a bot alike (no question to the worker, no wait at the page's pace, no
        hot-seat hand-over: nothing is shown), and undo steps over it."""
        m = history.forced_quiet(self.GAME, self.state)
        return None if m is None else self.GAME.format_move(self.state, m)

    def bot_view(self) -> dict[str, Any]:
        """The view of the bot that decides now (its own seat only): what the worker gets."""
        p = self.to_move()
        assert p is not None and p != CHANCE and self.seats[p] != "human"
        return self.GAME.view(self.state, p)

    def bot_seed(self, seat: int) -> int:
        """The seed a bot's answer gets now: from the session's ``bot_salt``, the number of moves made and
        the seat (the same position in one session gives the same answer). It carries nothing of the
        deal's seed: a bot given the game's seed, even reduced (``seed % 1_000_003``), could find the deal
        among a few thousand candidates and read every hand."""
        n = len(self.GAME.to_record(self.state)["moves"])
        return (self.bot_salt * 1_000_003 + n * 7 + seat) % 2**31

    # --- moves -------------------------------------------------------------------------------------
    def play(self, text: str) -> None:
        """Apply a move given as text by the seat that decides; IllegalMove names the rule if it is not legal."""
        self.state = self.GAME.apply(self.state, self.GAME.parse_move(self.state, text))

    def legal_texts(self) -> list[tuple[str, str, str]]:
        """(move text, the move in English, in Japanese) of every legal move now."""
        s = self.state
        g = self.GAME
        return [(g.format_move(s, m), g.describe_move(s, m, "en"), g.describe_move(s, m, "ja"))
                for m in g.legal_moves(s)]

    def chance_step(self) -> tuple[Decision, dict[str, str]]:
        """Play the chance step due now as the seed gives it (``sevens.core.chance.resolve``); returns the
        decision it was and the outcome described in each language."""
        d = self.decision()
        assert d is not None and d.chance
        m = chance.resolve(self.GAME, self.state)
        described = {lang: history.describe(self.GAME, self.state, m, lang, self.viewer) for lang in ("en", "ja")}
        self.state = self.GAME.apply(self.state, m)
        return d, described

    def undo_to_turn_of(self, seat: int) -> history.Undo:
        """Back to just before ``seat``'s previous decision (the bots' after it go too); never past a chance
        step, a new deal, or another human's decision (in hot seat a player takes back only their own move,
        and only while no other human has decided since: ``history.undo_point``). Returns where it went
        (``state``), or, with ``state`` None and nothing changed, why it could not (``blocked``, ``at``: see
        ``undo_refusal``)."""
        others = [h for h in self.humans() if h != seat]
        u = history.undo_point(self.GAME, self.state, seat, past=self.past(), others=others)
        if u.state is not None:
            self.state = u.state
        return u

    def past(self) -> list[Any]:
        """Every state from the start to now (``history.states``): with ``PAST``, from the states kept by this
        session or another of the same game, extended by the moves made since (``PastStates``)."""
        if self.PAST is None:
            return history.states(self.GAME, self.state)
        self._past = self.PAST.of(self.state, self._past)
        return self._past

    def undo(self) -> history.Undo:
        """Back to the previous decision of the human who holds the device (against bots: the bots'
        answers and any reaction after it go too); see ``undo_to_turn_of``."""
        self._follow()
        return self.undo_to_turn_of(self.viewer)

    def undo_refusal(self, u: history.Undo, lang: str) -> tuple[str, str]:
        """Why ``u`` (an undo that did not happen) was refused, as a key of the table's strings and the
        move that blocks it described as the viewer may read it ("P1 rolls 4"; "" when nothing blocks:
        the viewer has not decided yet). As the CLI says it: a chance step or a new deal is never taken
        back (``history``'s module docstring)."""
        if u.blocked is None or u.at < 0:
            return "nothing_to_undo", ""
        past = self.past()
        if u.blocked == "other" and not self.has_own_move():
            return "nothing_to_undo", ""  # the viewer has no move of their own yet: nobody else is to blame
        before = past[u.at]
        move = self.GAME.parse_move(before, self.GAME.to_record(self.state)["moves"][u.at])
        what = history.describe(self.GAME, before, move, lang, self.viewer)
        return {"chance": "undo_chance", "other": "undo_other"}.get(u.blocked, "undo_reveal"), what

    def undoable(self) -> bool:
        """Whether Undo has something it may take back: the viewer has decided in the game, and not only before
        a new deal (a new round's first turn has nothing of this round to take back: Undo said "cannot undo past
        a new deal (it came with pass)", naming the elimination that ended the last round). A chance step in
        between still leaves Undo enabled, so that it can say which roll stops it, and so does a card drawn in the
        course of a game (Seven Square's turn, ウルトラセブン's alien): greyed without a word, the button left the
        person guessing why."""
        if self.to_move() is None or not self.has_own_move():
            return False
        others = [h for h in self.humans() if h != self.viewer]
        u = history.undo_point(self.GAME, self.state, self.viewer, past=self.past(), others=others)
        return u.blocked != "reveal" or not isinstance(self.GAME, Rounds)

    def has_own_move(self) -> bool:
        """Whether the viewer has decided anything in the game so far: before that Undo has nothing to take
        back (the table disables it)."""
        return any(self._decides(st) for st in self.past()[:-1])

    def _decides(self, st: Any) -> bool:
        """Whether the viewer is the seat that decides in the state ``st``."""
        d = self.GAME.decision(st)
        return d is not None and d.seat == self.viewer

    def turns(self, lang: str) -> list[history.Turn]:
        """The game so far grouped by turn as the viewer may read it (``history.turns``), remembered for the
        state and viewer it was made for."""
        t = self._turns
        if t is not None and t[0] is self.state and t[1] == lang and t[2] == self.viewer:
            return t[3]
        got = history.turns(self.GAME, self.state, lang, self.viewer)
        self._turns = (self.state, lang, self.viewer, got)
        return got

    # --- saves -------------------------------------------------------------------------------------
    def dump(self) -> str:
        """The save (``sevens.core.savefile``: the same file the terminal writes and reads)."""
        return savefile.dump(self.seats, self.GAME.to_record(self.state), self.hints)

    @classmethod
    def check_seats(cls, seats: Any, state: Any) -> list[str]:
        """A seat for every player, each one of ``SEAT_KINDS``, one a human at least; a bare record (no
        seats) gets a human first and bots of level normal after."""
        return savefile.check_seats(seats, cls.GAME.players(state))

    @classmethod
    def load(cls: type[S], text: Any) -> S:
        """A session from saved or imported text; ``BadRecord`` names what is wrong."""
        d = read_save(text, cls.BARE_SEATS)
        state = cls.GAME.from_record(d.get("record"))
        session = cls(cls.check_seats(d.get("seats"), state), state)
        session.hints = int(d.get("hints", 0))
        return session


def session_class(game: Any) -> type[SessionBase]:
    """The session of a game that has no session of its own in the page."""
    return type(f"Session_{game.id}", (SessionBase,), {"GAME": game, "__doc__": f"A game of {game.id}."})
