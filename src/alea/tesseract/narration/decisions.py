"""Decisions: the question, and each option read as numbered words (accessibility.md, rule 6).

"Which edge cube is primed? 1 yellow 3 on b2, 2 blue 3 on c4." Every kind of
:data:`alea.tesseract.engine.DECISION_KINDS` has a question (terse and normal) and a way
to read its options; dice are named from the view only (R-G4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.narration import N_
from alea.narration.verbosity import TERSE_LINE
from alea.tesseract.engine.requests import Decision
from alea.tesseract.narration import dice, names, places
from alea.tesseract.narration.causes import cause
from alea.tesseract.narration.speaker import Speaker, capitalized
from alea.tesseract.narration.viewing import PlayerView, die_by_id


def _die_option(sp: Speaker, die_id: Any, view: PlayerView) -> str:
    if die_id is None:
        return sp.p_("option", "none")
    name = dice.die(sp, *die_by_id(view, die_id))
    place = view.place_of(die_id)
    if place is None or place == "board":
        return name
    return sp.p_("option", "{die} {place}", die=name, place=places.at(sp, place))


def _lab_option(sp: Speaker, index: Any, view: PlayerView) -> str:
    researcher = names.name(sp, "researcher", view.labs[index].researcher)
    return sp.p_("option", "{lab}, {researcher}", lab=places.lab(sp, index), researcher=researcher)


def _column_option(sp: Speaker, col: Any, view: PlayerView) -> str:
    column = view.column(col)
    if not column.dice:
        return sp.pick(sp.p_("terse option", "{col} empty", col=col), sp.p_("option", "{col}, empty", col=col))
    top = dice.die(sp, column.dice[-1].die.colour, column.dice[-1].die.value)
    return sp.pick(sp.p_("terse option", "{col} {die}", col=col, die=top),
                   sp.p_("option", "{col}, top {die}", col=col, die=top))


def _yes_no(sp: Speaker, answer: Any, view: PlayerView) -> str:
    return sp.p_("option", "yes") if answer else sp.p_("option", "no")


def _count_option(sp: Speaker, count: Any, view: PlayerView) -> str:
    if not count:
        return sp.p_("option", "roll none")
    return sp.np_("option", "roll {n} die", "roll {n} dice", count)


def _mode_option(sp: Speaker, mode: Any, view: PlayerView) -> str:
    return sp.p_("option", "invert") if mode == "invert" else sp.p_("option", "adjust")


def _delta_option(sp: Speaker, delta: Any, view: PlayerView) -> str:
    if not delta:
        return sp.p_("option", "no change")
    if delta > 0:
        return sp.np_("option", "up {n}", "up {n}", delta)
    return sp.np_("option", "down {n}", "down {n}", -delta)


def _value_option(sp: Speaker, value: Any, view: PlayerView) -> str:
    return sp.p_("option", "{value}", value=value)


def _number_option(sp: Speaker, value: Any, view: PlayerView) -> str:
    return sp.p_("option", "value {value}", value=value)


def _card_option(sp: Speaker, uid: Any, view: PlayerView) -> str:
    return names.name(sp, "research", uid)


def _exchange_option(sp: Speaker, option: Any, view: PlayerView) -> str:
    direction, uid, lab = option
    values = dict(card=names.name(sp, "research", uid), lab=lab + 1)
    if direction == "give":
        return sp.p_("option", "give {card} to lab {lab}", **values)
    return sp.p_("option", "take {card} from lab {lab}", **values)


OPTIONS: dict[str, Callable[[Speaker, Any, PlayerView], str]] = {
    "setup_corner": _column_option,
    "setup_tie": _die_option,
    "edge_tie": _die_option,
    "fortify_tie": _die_option,
    "spare_lab": _lab_option,
    "consent": _yes_no,
    "destroy_matching": _die_option,
    "roll_count": _count_option,
    "bonus_die": _die_option,
    "place_column": _column_option,
    "adjust_or_invert": _mode_option,
    "chrono_adjust": _delta_option,
    "pick_die": _die_option,
    "pick_delta": _delta_option,
    "pick_value": _value_option,
    "pick_lab": _lab_option,
    "pick_column": _column_option,
    "pick_card": _card_option,
    "discard_card": _card_option,
    "pick_number": _number_option,
    "card_exchange": _exchange_option,
}
"""Decision kind -> how one of its options is read."""


ECHOES: dict[str, Callable[[Speaker, Any, PlayerView], str]] = {
    "setup_corner": lambda sp, col, view: col,
    "place_column": lambda sp, col, view: col,
    "pick_column": lambda sp, col, view: col,
}
"""Decision kinds whose chosen option is echoed otherwise than it was offered (dice are
echoed without their place, since they have moved by then)."""


def option_text(sp: Speaker, kind: str, option: Any, view: PlayerView) -> str:
    """One option of a decision of ``kind`` in words ("yellow 3 on b2")."""
    return OPTIONS[kind](sp, option, view)


def echo(sp: Speaker, kind: str, option: Any, view: PlayerView) -> str:
    """The chosen option, as echoed after the choice ("Chose, yellow 3")."""
    if kind in ECHOES:
        return ECHOES[kind](sp, option, view)
    if OPTIONS[kind] is _die_option:
        return dice.die(sp, *die_by_id(view, option)) if option is not None else sp.p_("option", "none")
    return OPTIONS[kind](sp, option, view)


def _number(lab: int | None, default: int) -> int:
    """A lab's number as players count (1-based)."""
    return (default if lab is None else lab) + 1


def _data_die(sp: Speaker, decision: Decision, view: PlayerView) -> str:
    die_id = decision.data.get("die")
    return dice.die(sp, *die_by_id(view, die_id)) if die_id is not None else sp.p_("die", "that die")


PICK_DIE = {
    "adjust": (N_("Adjust which die?"), N_("Which die do you adjust?")),
    "invert": (N_("Invert which die?"), N_("Which die do you invert?")),
    "set": (N_("Set which die?"), N_("Which die do you set?")),
    "reroll": (N_("Reroll which die?"), N_("Which die do you reroll?")),
    "destroy": (N_("Destroy which die?"), N_("Which die do you destroy?")),
    "remove": (N_("Remove which die?"), N_("Which die do you remove?")),
    "transfer": (N_("Transfer which die?"), N_("Which die do you transfer?")),
    "relocate": (N_("Relocate which die?"), N_("Which die do you relocate?")),
    "return": (N_("Bring back which die?"), N_("Which destroyed die comes back?")),
    "contain": (N_("Contain which die?"), N_("Which die do you contain?")),
    "swap": (N_("Swap which lab die?"), N_("Which die of your lab do you swap?")),
    "swap_tower": (N_("Swap with which die?"), N_("Which removable die does it swap with?")),
}
"""pick_die's ``op`` -> (terse, normal) question."""

ANY_DIE = (N_("Which die?"), N_("Which die?"))
"""The question of a pick_die whose ``op`` has no question of its own."""

ACTIONS = {
    "adjust": PICK_DIE["adjust"],
    "transfer": PICK_DIE["transfer"],
    "contain": PICK_DIE["contain"],
    "contain_group": (N_("Contain {die} with which dice?"), N_("With which dice do you contain {die}?")),
    "study": (N_("Study which card?"), N_("Which card do you study?")),
    "play": (N_("Play which card?"), N_("Which card do you play?")),
}
"""Action command -> (terse, normal) question, when the words typed fit several real moves
(``contain_group``: the die is the same in every option, its group differs)."""

ANY_MOVE = (N_("Which move?"), N_("Which move do you make?"))
"""The question of an action command with no question of its own."""

QUESTIONS = {
    "setup_corner": (N_("{lab}, corner?"), N_("{lab}, which top corner die goes to your lab?")),
    "setup_tie": (N_("Prime which die?"), N_("Which tied die is primed at setup?")),
    "edge_tie": (N_("Edge cube?"), N_("Which tied edge cube is primed?")),
    "fortify_tie": (N_("Fortify which die?"), N_("Fortify. Which lowest primed die is rerolled?")),
    "spare_lab": (N_("Spare which lab?"), N_("EMP Wave. Which lab is spared?")),
    "consent": (N_("{lab}, {die} L{origin} to L{target}, ok?"),
                N_("{lab}, do you agree to the transfer of {die} from lab {origin} to lab {target}?")),
    "destroy_matching": (N_("Destroy a match?"), N_("Destroy a matching primed die?")),
    "roll_count": (N_("Roll the rest?"), N_("Do you roll the group's other dice?")),
    "bonus_die": (N_("Bring back which die?"), N_("Colour bonus. Which destroyed die comes back?")),
    "place_column": (N_("{die} onto which column?"), N_("Onto which column does {die} go?")),
    "pick_column": (N_("{die} onto which column?"), N_("Onto which column does {die} go?")),
    "adjust_or_invert": (N_("Adjust or invert?"), N_("Do you adjust or invert this die?")),
    "chrono_adjust": (N_("Adjust {die}?"), N_("{researcher}, adjust {die} before the breach check?")),
    "pick_delta": (N_("Change {die} by how much?"), N_("By how much does {die} change?")),
    "pick_value": (N_("{die} to which value?"), N_("Which value does {die} take?")),
    "pick_lab": (N_("Which lab?"), N_("Which lab?")),
    "pick_card": (N_("Which card?"), N_("Which card do you take?")),
    "discard_card": (N_("Discard which card?"), N_("Which research card do you discard?")),
    "pick_number": (N_("Which value?"), N_("Which value?")),
    "card_exchange": (N_("Give or take which card?"), N_("Which card do you give or take?")),
}
"""Decision kind -> (terse, normal) question; pick_die asks by its ``op`` (:data:`PICK_DIE`).
Placeholders: ``{lab}`` the lab asked, ``{researcher}`` its researcher, ``{die}`` the die
concerned, ``{origin}``/``{target}`` the lab numbers of a transfer."""


CONSENTS = {
    "into": (N_("{lab}, {die} in, ok?"), N_("{lab}, do you agree that {die} comes into your lab?")),
    "out": (N_("{lab}, {die} out, ok?"), N_("{lab}, do you agree that {die} leaves your lab?")),
    "card": (N_("{lab}, card to L{target}, ok?"), N_("{lab}, do you agree to give a research card to lab {target}?")),
}
"""Consent questions other than a transfer between two labs: a die coming from the
Tesseract, a die leaving a lab for the Tesseract, a research card taken from a lab."""


def _templates(decision: Decision) -> tuple[str, str]:
    data = decision.data
    if decision.kind == "pick_die":
        return PICK_DIE.get(str(data.get("op")), ANY_DIE)
    if decision.kind == "consent":
        if data.get("die") is None:
            return CONSENTS["card"]
        if data.get("from_lab") is None:
            return CONSENTS["into"]
        if data.get("to_lab") is None:
            return CONSENTS["out"]
    return QUESTIONS[decision.kind]


def question(sp: Speaker, decision: Decision, view: PlayerView) -> str:
    """What the decision asks, as a question, without its options."""
    return capitalized(_question(sp, decision, view))


def _question(sp: Speaker, decision: Decision, view: PlayerView) -> str:
    data = decision.data
    terse, normal = _templates(decision)
    values = dict(
        lab=places.lab(sp, decision.lab),
        researcher=names.name(sp, "researcher", view.labs[decision.lab].researcher),
        die=_data_die(sp, decision, view),
        origin=_number(data.get("from_lab"), decision.lab),
        target=_number(data.get("to_lab"), decision.lab),
    )
    asked = sp._(terse if sp.terse else normal, **values)
    before = picked_so_far(sp, decision, view)
    if before is None:
        return asked
    joined = sp._("{question} {options}", question=before, options=asked)
    return sp.lines([before, asked]) if sp.terse and len(joined) > TERSE_LINE else joined  # a braille line each


def action_question(sp: Speaker, command: str, view: PlayerView | None = None, die_id: int | None = None) -> str:
    """What to ask when the words typed for ``command`` fit several real moves ("Which die do you
    adjust?"); ``die_id`` the die every option shares, if any (contain: only its group differs)."""
    if command == "contain" and die_id is not None:
        command = "contain_group"
    terse, normal = ACTIONS.get(command, ANY_MOVE)
    die = dice.die(sp, *die_by_id(view, die_id)) if die_id is not None and view is not None else ""
    return capitalized(sp._(terse if sp.terse else normal, die=die))


def contain_option(sp: Speaker, die_id: int, others: list[int], view: PlayerView) -> str:
    """A way to contain: the die that goes to the board first, then the rest of its group."""
    values = dict(die=dice.die(sp, *die_by_id(view, die_id)),
                  others=dice.dice(sp, (die_by_id(view, d) for d in others)))
    return sp.pick(sp.p_("terse option", "{die}, {others}", **values),
                   sp.p_("option", "{die}, with {others}", **values))


def picked_so_far(sp: Speaker, decision: Decision, view: PlayerView) -> str | None:
    """What the earlier answers of a card that asks several times chose (Mirror), or None."""
    taken = decision.data.get("taken") or []
    if decision.kind != "pick_die" or not taken:
        return None
    chosen = dice.dice(sp, (die_by_id(view, d) for d in taken))
    return sp.pick(sp.p_("terse question", "{dice} chosen.", dice=chosen),
                   sp.p_("question", "Already chosen, {dice}.", dice=chosen))


def numbered(sp: Speaker, options: list[str]) -> str:
    """Options as numbered words: "1 yellow 3 on b2, 2 blue 3 on c4" (terse: one a line, as the table
    lists them, each fitting a braille line: "1 Y3 b2")."""
    if sp.terse:
        return "\n".join(sp.p_("option", "{number} {option}", number=i, option=o)
                                for i, o in enumerate(options, 1))
    return ", ".join(sp.p_("option", "{number} {option}", number=i, option=o) for i, o in enumerate(options, 1))


def narrate(sp: Speaker, decision: Decision, view: PlayerView) -> str:
    """The question and its numbered options."""
    options = [option_text(sp, decision.kind, o, view) for o in decision.options]
    source = decision.data.get("source")
    if sp.terse:
        return capitalized(_question(sp, decision, view) + "\n" + numbered(sp, options))
    text = sp._("{question} {options}", question=_question(sp, decision, view), options=numbered(sp, options))
    if sp.verbose and source:
        text = sp.also(text, cause(sp, source))
    return capitalized(text)
