"""The set-up form of any game, generated from its option spec (pure: HTML from values, values from fields).

The same spec makes the engine's checks and the CLI's flags (``sevens.core.options``), so the form offers
exactly what the engine accepts:

* the number of players (``select[name=players]``) when ``GameInfo.min_players < max_players``; a game
  of varying size takes it as its ``players`` option, which the form therefore does not repeat;
* one seat select per player (``select[name=seat<i>]``): a human or a bot level;
* per option, by kind: a yes/no ``Choice`` is a checkbox, a ``Choice`` whose values all have labels and
  are few is a group of radio buttons, another ``Choice`` a select; an ``IntRange`` a select (or a number
  field when it is long); a ``Setup`` a select of its presets plus "custom", whose JSON goes in a text
  area (``textarea[name=<option>_json]``). Choosing a preset shows its JSON in the area (``show_preset``);
  typing in the area turns the select to "custom"; and should an edited area still come with a preset,
  the area wins (``setup_text``): the player's edit is never dropped silently. A game may offer more
  choices beside the presets (``More``: the player's saved decks, from its web package's ``setup_choices``,
  ``web.tables``): the select lists them in a group of their own, and choosing one shows its JSON in the
  area, which is then what is played (a choice that is gone by the next drawing shows as "custom").

The form's state is its fields as text (``Fields``), kept by the table between drawings; ``parse`` turns
them into seats and options, and a bad value raises ``BadOption`` naming the option (for a structured
value, the part: ``deck[3]``). Rules between options (the A–K tunnel needs the link) stay the engine's:
the table shows its refusal.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any, Callable

from sevens.core.errors import BadOption, SevensError
from sevens.core.options import Choice, IntRange, Option, Setup, show

from .i18n import TABLE_STRINGS, lookup
from .session_base import PLAYERS_OPTION, SEAT_KINDS

Fields = dict[str, Any]
"""A form's fields by name: text for selects, radios and text areas, True/False for checkboxes."""

CUSTOM = "custom"
"""The value of a setup's preset select that means "the JSON below"."""
MAX_RADIOS = 4
MAX_SELECT = 24


@dataclass(frozen=True)
class More:
    """More choices of one structured option beside its presets (see the module's docstring)."""

    group: str
    """The group's label in the select, in the page's language ("Saved decks")."""
    choices: tuple[tuple[str, str, Any], ...]
    """(the select's value, never a preset's name nor ``CUSTOM``; its label; the option's value)."""

    def value(self, chosen: str) -> Any:
        """The option's value of the choice ``chosen``; None if it is not one of these."""
        for key, _, value in self.choices:
            if key == chosen:
                return value
        return None


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def label(opt: Option, name: str, lang: str) -> str:
    """An option's label in ``lang`` (its name when the game gave none)."""
    en, ja = opt.label
    return (ja if lang == "ja" else en) or en or name


def control(opt: Option) -> str:
    """How an option is asked: "checkbox", "radio", "select", "number" or "setup"."""
    if isinstance(opt, Setup):
        return "setup"
    if isinstance(opt, Choice):
        if opt.yes_no:
            return "checkbox"
        if len(opt.values) <= MAX_RADIOS and opt.value_labels and all(v in opt.value_labels for v in opt.values):
            return "radio"
        return "select"
    return "select" if opt.hi - opt.lo < MAX_SELECT else "number"


def _preset_of(opt: Setup, value: Any) -> str:
    for name, v in opt.presets.items():
        if v == value:
            return name
    return CUSTOM


def defaults(game: Any) -> Fields:
    """The fields of a fresh form: the spec's defaults, a human in the first seat and bots (normal) after."""
    info = game.info
    spec = game.option_spec()
    n = info.min_players
    if PLAYERS_OPTION in spec:
        n = int(spec[PLAYERS_OPTION].default)
    fields: Fields = {"players": str(n)}
    for i in range(info.max_players):
        fields[f"seat{i}"] = "human" if i == 0 else "normal"
    for name, opt in spec.items():
        if name == PLAYERS_OPTION:
            continue
        if isinstance(opt, Setup):
            preset = _preset_of(opt, opt.default)
            fields[name] = preset
            fields[name + "_json"] = json.dumps(opt.default, ensure_ascii=False)
        elif control(opt) == "checkbox":
            fields[name] = bool(opt.default)
        else:
            fields[name] = show(opt.default)
    return fields


def players(game: Any, fields: Fields) -> int:
    """The number of players the fields ask for, within the game's range (its minimum when unreadable)."""
    info = game.info
    try:
        n = int(str(fields.get("players", info.min_players)))
    except ValueError:
        return int(info.min_players)
    return max(info.min_players, min(info.max_players, n))


def parse(game: Any, fields: Fields) -> tuple[list[str], dict[str, Any]]:
    """The seats and the options the fields name; ``BadOption`` names a bad option."""
    spec = game.option_spec()
    n = players(game, fields)
    seats = [str(fields.get(f"seat{i}") or "normal") for i in range(n)]
    options: dict[str, Any] = {}
    for name, opt in spec.items():
        if name == PLAYERS_OPTION:
            continue
        raw = fields.get(name)
        kind = control(opt)
        if kind == "checkbox":
            options[name] = bool(raw) and not (isinstance(opt, Choice) and opt.needs and not fields.get(opt.needs))
        elif isinstance(opt, Setup):
            options[name] = opt.from_text(name, setup_text(opt, name, fields))
        else:
            options[name] = opt.from_text(name, "" if raw is None else str(raw))
    return seats, options


def refusal_text(game: Any, err: SevensError, lang: str) -> str:
    """A refusal of the form said as the form says it: a bad option is named by its label there ("P1's deck: a
    deck has exactly 40 cards…"), not by the key the records use ("option 'deck0': …")."""
    text = err.text(lang)
    if not isinstance(err, BadOption):
        return text
    key = err.option
    opt = game.option_spec().get(key)
    if opt is None:
        return text
    shown = label(opt, key, lang)
    for said in (f"option {key!r}", f"オプション {key!r}", f"オプション{key!r}"):
        if text.startswith(said):
            rest = text[len(said):]
            return "「" + shown + "」" + rest.lstrip(" ") if lang == "ja" else shown + rest
    return text.replace(repr(key), "「" + shown + "」" if lang == "ja" else f"“{shown}”", 1)


def dependents(game: Any, name: str) -> list[str]:
    """The yes/no options that need the option ``name`` ticked (``Choice.needs``)."""
    return [k for k, opt in game.option_spec().items() if isinstance(opt, Choice) and opt.needs == name]


def setup_text(opt: Setup, name: str, fields: Fields) -> str:
    """What a structured option's fields say: the preset chosen, unless its JSON area is non-empty and
    says something else (then the area, whose errors name the field); the area when "custom" is chosen."""
    chosen = fields.get(name)
    area = str(fields.get(name + "_json", ""))
    if chosen is None or chosen == CUSTOM or str(chosen) not in opt.presets:
        return area
    if area.strip():
        try:
            same = opt.from_text(name, area) == opt.presets[str(chosen)]
        except BadOption:
            same = False
        if not same:
            return area
    return str(chosen)


def show_preset(game: Any, fields: Fields, name: str, more: dict[str, More] | None = None) -> bool:
    """The select of structured option ``name`` changed: when it names a preset (or one of ``more``'s
    choices), its JSON area shows that value (so the area always says what will be played). False if
    ``name`` is no such select."""
    opt = game.option_spec().get(name)
    if not isinstance(opt, Setup):
        return False
    chosen = str(fields.get(name))
    extra = (more or {}).get(name)
    if chosen in opt.presets:
        fields[name + "_json"] = json.dumps(opt.presets[chosen], ensure_ascii=False)
    elif extra is not None and extra.value(chosen) is not None:
        fields[name + "_json"] = json.dumps(extra.value(chosen), ensure_ascii=False)
    return True


def _seat_row(i: int, chosen: str, lang: str, seat_label: Callable[[int, str], str]) -> str:
    opts = "".join(f'<option value="{lv}"{" selected" if lv == chosen else ""}>{e(lookup(TABLE_STRINGS, lv, lang))}'
                   f"</option>" for lv in SEAT_KINDS)
    return f'<label>{e(seat_label(i, lang))} <select name="seat{i}">{opts}</select></label>'


def _option_html(name: str, opt: Option, fields: Fields, lang: str, more: More | None = None) -> str:
    """The option's control, with what it does (``help``) under its label where the game says it."""
    html_ = _control_html(name, opt, fields, lang, more)
    words = opt.help[1 if lang == "ja" else 0]
    if not words:
        return html_
    ref = f"help-{name}"
    for tag in ("<fieldset ", "<input ", "<select "):  # the control (a group of radios: its fieldset) names it
        at = html_.find(tag)
        if at >= 0:
            close = html_.index(">", at)
            html_ = html_[:close] + f' aria-describedby="{e(ref)}"' + html_[close:]
            break
    note = f'<small class="opt-help" id="{e(ref)}">{e(words)}</small>'
    if html_.startswith("<fieldset"):
        at = html_.rfind("</fieldset>")
        return html_[:at] + note + html_[at:]
    at = html_.find("</label>") + len("</label>")
    return html_[:at] + note + html_[at:]


def _control_html(name: str, opt: Option, fields: Fields, lang: str, more: More | None = None) -> str:
    kind = control(opt)
    text = e(label(opt, name, lang))
    got = fields.get(name)
    if kind == "checkbox":
        assert isinstance(opt, Choice)
        if opt.needs and not fields.get(opt.needs):  # off until the option it needs is ticked (``Choice.needs``)
            return (f'<label class="check off" data-needs="{e(opt.needs)}"><input type="checkbox" name="{e(name)}" '
                    f'disabled> {text}</label>')
        needs = f' data-needs="{e(opt.needs)}"' if opt.needs else ""
        return (f'<label class="check"{needs}><input type="checkbox" name="{e(name)}"{" checked" if got else ""}> '
                f'{text}</label>')
    if kind == "number":
        assert isinstance(opt, IntRange)
        return (f'<label>{text} <input type="number" name="{e(name)}" min="{opt.lo}" max="{opt.hi}" '
                f'value="{e(got)}"></label>')
    if kind == "setup":
        assert isinstance(opt, Setup)
        names = [*opt.presets, CUSTOM]
        shown = {p: (opt.preset_labels.get(p, (p, p))[1 if lang == "ja" else 0]) for p in opt.presets}
        shown[CUSTOM] = lookup(TABLE_STRINGS, "custom", lang)
        extra = [c for c in (more.choices if more is not None else ()) if c[0] not in shown]
        if got not in shown and got not in {c[0] for c in extra}:
            got = CUSTOM  # a choice that is gone (a saved deck deleted): the area below is what is played
        opts = "".join(f'<option value="{e(p)}"{" selected" if p == got else ""}>{e(shown[p])}</option>' for p in names)
        if extra and more is not None:
            opts += (f'<optgroup label="{e(more.group)}">'
                     + "".join(f'<option value="{e(v)}"{" selected" if v == got else ""}>{e(text)}</option>'
                               for v, text, _ in extra) + "</optgroup>")
        area = e(fields.get(name + "_json", ""))
        return (f'<label>{text} <select name="{e(name)}">{opts}</select></label>'
                f'<label class="setup-json">{e(lookup(TABLE_STRINGS, "custom_json", lang, name=label(opt, name, lang)))} '
                f'<textarea name="{e(name)}_json" rows="3" spellcheck="false" data-setup="{e(name)}" '
                f'oninput="this.form.elements.namedItem(this.dataset.setup).value = \'{CUSTOM}\'">{area}</textarea>'
                "</label>")
    assert not isinstance(opt, Setup)
    values = opt.values
    named = opt.value_labels if isinstance(opt, Choice) else {}

    def shown_value(v: Any) -> str:
        return named[v][1 if lang == "ja" else 0] if v in named else show(v)

    if kind == "radio":
        radios = "".join(f'<label class="check"><input type="radio" name="{e(name)}" value="{e(show(v))}"'
                         f'{" checked" if show(v) == got else ""}> {e(shown_value(v))}</label>' for v in values)
        return f'<fieldset class="options"><legend>{text}</legend>{radios}</fieldset>'
    opts = "".join(f'<option value="{e(show(v))}"{" selected" if show(v) == got else ""}>{e(shown_value(v))}</option>'
                   for v in values)
    return f'<label>{text} <select name="{e(name)}">{opts}</select></label>'


def form_html(game: Any, fields: Fields, lang: str, *, title: str,
              seat_label: Callable[[int, str], str], buttons: str = "", more: dict[str, More] | None = None,
              warning: str = "") -> str:
    """The whole set-up form (``form#setup``), its notice line (``#setup-notice``) and its buttons: Start,
    any ``buttons`` the game's table adds, and back to the hall; ``more``: choices beside the presets;
    ``warning`` (HTML): what starting would cost, above Start (a game in progress replaced)."""
    info = game.info
    spec = game.option_spec()
    n = players(game, fields)
    rows = [f'<h2>{e(title)}</h2><form id="setup" class="setup" data-game="{e(game.id)}" onsubmit="return false">']
    if info.min_players < info.max_players:
        what = label(spec[PLAYERS_OPTION], PLAYERS_OPTION, lang) if PLAYERS_OPTION in spec \
            else lookup(TABLE_STRINGS, "players", lang)
        opts = "".join(f'<option value="{k}"{" selected" if k == n else ""}>{k}</option>'
                       for k in range(info.min_players, info.max_players + 1))
        rows.append(f'<label>{e(what)} <select name="players" data-action="players">{opts}</select></label>')
    rows.append("<fieldset class='seats'>")
    rows += [_seat_row(i, str(fields.get(f"seat{i}", "normal")), lang, seat_label) for i in range(n)]
    rows.append("</fieldset>")
    plain: list[str] = []
    checks: list[str] = []
    groups: list[str] = []
    for name, opt in spec.items():
        if name == PLAYERS_OPTION:
            continue
        kind = control(opt)
        (checks if kind == "checkbox" else groups if kind == "radio" else plain).append(
            _option_html(name, opt, fields, lang, (more or {}).get(name)))
    if plain or checks:
        rows.append("<fieldset class='options'>" + "".join(plain + checks) + "</fieldset>")
    rows += groups
    rows.append(f'{warning}<p class="notice" id="setup-notice" role="alert"></p>'
                f'<button type="button" class="primary" data-action="start">{e(lookup(TABLE_STRINGS, "start", lang))}'
                f'</button>{buttons}'
                f' <button type="button" data-action="hall">{e(lookup(TABLE_STRINGS, "back", lang))}</button></form>')
    return "".join(rows)
