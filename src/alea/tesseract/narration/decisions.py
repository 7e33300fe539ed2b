"""Decisions: the question, and each option read as numbered words (accessibility.md, rule 6).

"Which edge cube is primed? 1 yellow 3 on b2, 2 blue 3 on c4." Every kind of
:data:`alea.tesseract.engine.DECISION_KINDS` has a question (terse and normal) and a way
to read its options; dice are named from the view only (R-G4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.tesseract.narration import dice, names, places
from alea.tesseract.narration.causes import cause
from alea.tesseract.narration.speaker import Speaker, capitalized
from alea.tesseract.narration.viewing import die_by_id


def _die_option(sp: Speaker, die_id: Any, view: Any) -> str:
    if die_id is None:
        return sp.p_("option", "none")
    name = dice.die(sp, *die_by_id(view, die_id))
    place = view.place_of(die_id)
    if place is None or place == "board":
        return name
    return sp.p_("option", "{die} {place}", die=name, place=places.at(sp, place))


def _lab_option(sp: Speaker, index: Any, view: Any) -> str:
    researcher = names.name(sp, "researcher", view.labs[index].researcher)
    return sp.p_("option", "{lab}, {researcher}", lab=places.lab(sp, index), researcher=researcher)


def _column_option(sp: Speaker, col: Any, view: Any) -> str:
    column = view.column(col)
    if not column.dice:
        return sp.pick(sp.p_("terse option", "{col} -", col=col), sp.p_("option", "{col}, empty", col=col))
    top = dice.die(sp, column.dice[-1].die.colour, column.dice[-1].die.value)
    return sp.pick(sp.p_("terse option", "{col} {die}", col=col, die=top),
                   sp.p_("option", "{col}, top {die}", col=col, die=top))


def _yes_no(sp: Speaker, answer: Any, view: Any) -> str:
    return sp.p_("option", "yes") if answer else sp.p_("option", "no")


def _count_option(sp: Speaker, count: Any, view: Any) -> str:
    if not count:
        return sp.p_("option", "roll none")
    return sp.np_("option", "roll {n} die", "roll {n} dice", count)


def _dice_option(sp: Speaker, ids: Any, view: Any) -> str:
    return dice.dice(sp, (die_by_id(view, d) for d in ids))


def _mode_option(sp: Speaker, mode: Any, view: Any) -> str:
    return sp.p_("option", "invert") if mode == "invert" else sp.p_("option", "adjust")


def _delta_option(sp: Speaker, delta: Any, view: Any) -> str:
    if not delta:
        return sp.p_("option", "no change")
    if delta > 0:
        return sp.np_("option", "up {n}", "up {n}", delta)
    return sp.np_("option", "down {n}", "down {n}", -delta)


def _value_option(sp: Speaker, value: Any, view: Any) -> str:
    return sp.p_("option", "{value}", value=value)


def _card_option(sp: Speaker, uid: Any, view: Any) -> str:
    return names.name(sp, "research", uid)


def _exchange_option(sp: Speaker, option: Any, view: Any) -> str:
    direction, uid, lab = option
    values = dict(card=names.name(sp, "research", uid), lab=lab + 1)
    if direction == "give":
        return sp.p_("option", "give {card} to lab {lab}", **values)
    return sp.p_("option", "take {card} from lab {lab}", **values)


OPTIONS: dict[str, Callable[[Speaker, Any, Any], str]] = {
    "setup_corner": _column_option,
    "setup_tie": _die_option,
    "edge_tie": _die_option,
    "fortify_tie": _die_option,
    "spare_lab": _lab_option,
    "consent": _yes_no,
    "destroy_matching": _die_option,
    "roll_count": _count_option,
    "roll_which": _dice_option,
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
    "pick_number": _value_option,
    "card_exchange": _exchange_option,
}
"""Decision kind -> how one of its options is read."""


ECHOES: dict[str, Callable[[Speaker, Any, Any], str]] = {
    "setup_corner": lambda sp, col, view: col,
    "place_column": lambda sp, col, view: col,
    "pick_column": lambda sp, col, view: col,
}
"""Decision kinds whose chosen option is echoed otherwise than it was offered (dice are
echoed without their place, since they have moved by then)."""


def option_text(sp: Speaker, kind: str, option: Any, view: Any) -> str:
    """One option of a decision of ``kind`` in words ("yellow 3 on b2")."""
    return OPTIONS[kind](sp, option, view)


def echo(sp: Speaker, kind: str, option: Any, view: Any) -> str:
    """The chosen option, as echoed after the choice ("Chose: yellow 3")."""
    if kind in ECHOES:
        return ECHOES[kind](sp, option, view)
    if OPTIONS[kind] is _die_option:
        return dice.die(sp, *die_by_id(view, option)) if option is not None else sp.p_("option", "none")
    return OPTIONS[kind](sp, option, view)


def _data_die(sp: Speaker, decision: Any, view: Any) -> str:
    die_id = decision.data.get("die")
    return dice.die(sp, *die_by_id(view, die_id)) if die_id is not None else sp.p_("die", "hidden die")


def N_(message: str) -> str:
    """Mark ``message`` for extraction; translated when spoken."""
    return message


PICK_DIE = {
    "adjust": (N_("Adjust?"), N_("Which die do you adjust?")),
    "invert": (N_("Invert?"), N_("Which die do you invert?")),
    "set": (N_("Set?"), N_("Which die do you set?")),
    "reroll": (N_("Reroll?"), N_("Which die do you reroll?")),
    "destroy": (N_("Destroy?"), N_("Which die do you destroy?")),
    "remove": (N_("Remove?"), N_("Which die do you remove?")),
    "transfer": (N_("Transfer?"), N_("Which die do you transfer?")),
    "relocate": (N_("Relocate?"), N_("Which die do you relocate?")),
    "return": (N_("Return?"), N_("Which destroyed die comes back?")),
    "contain": (N_("Contain?"), N_("Which die do you contain?")),
    "swap": (N_("Swap which lab die?"), N_("Which die of your lab do you swap?")),
    "swap_tower": (N_("Swap with?"), N_("Which removable die does it swap with?")),
}
"""pick_die's ``op`` -> (terse, normal) question, untranslated (translated in :func:`question`)."""


def question(sp: Speaker, decision: Any, view: Any) -> str:
    """What the decision asks, as a question, without its options."""
    return capitalized(_question(sp, decision, view))


def _question(sp: Speaker, decision: Any, view: Any) -> str:
    kind, data = decision.kind, decision.data
    lab = places.lab(sp, decision.lab)
    die = _data_die(sp, decision, view) if "die" in data else None
    op = data.get("op")
    t = sp.terse
    if kind == "setup_corner":
        return sp._("{lab}: corner?", lab=lab) if t else sp._("{lab}: which top corner die goes to your lab?", lab=lab)
    if kind == "setup_tie":
        return sp._("Setup prime?") if t else sp._("Which tied die is primed at setup?")
    if kind == "edge_tie":
        return sp._("Edge cube?") if t else sp._("Which tied edge cube is primed?")
    if kind == "fortify_tie":
        return sp._("Fortify which?") if t else sp._("Fortify: which lowest primed die is rerolled?")
    if kind == "spare_lab":
        return sp._("Spare which lab?") if t else sp._("EMP Wave: which lab is spared?")
    if kind == "consent":
        values = dict(lab=lab, origin=data.get("from_lab", decision.lab) + 1,
                      target=data.get("to_lab", decision.lab) + 1, die=die)
        return sp._("{lab}: {die} L{origin}>L{target}, ok?", **values) if t else \
            sp._("{lab}, do you agree to the transfer of {die} from lab {origin} to lab {target}?", **values)
    if kind == "destroy_matching":
        return sp._("Destroy a match?") if t else sp._("Destroy a matching primed die?")
    if kind == "roll_count":
        return sp._("Roll how many?") if t else sp._("How many of the group's other dice do you roll?")
    if kind == "roll_which":
        return sp._("Roll which?") if t else sp._("Which dice of the group do you roll?")
    if kind == "bonus_die":
        return sp._("Bring back?") if t else sp._("Colour bonus: which destroyed die comes back?")
    if kind in ("place_column", "pick_column"):
        return sp._("{die} onto?", die=die) if t else sp._("Onto which column does {die} go?", die=die)
    if kind == "adjust_or_invert":
        return sp._("Adjust or invert?") if t else sp._("Do you adjust or invert this die?")
    if kind == "chrono_adjust":
        return sp._("Adjust {die}?", die=die) if t else sp._("Chronophysicist: adjust {die} before the breach check?", die=die)
    if kind == "pick_die":
        terse, normal = PICK_DIE.get(op, (N_("Which die?"), N_("Which die?")))
        return sp._(terse) if t else sp._(normal)
    if kind == "pick_delta":
        return sp._("{die} by?", die=die) if t else sp._("By how much does {die} change?", die=die)
    if kind == "pick_value":
        return sp._("{die} to?", die=die) if t else sp._("Which value does {die} take?", die=die)
    if kind == "pick_lab":
        return sp._("Which lab?") if t else sp._("Which lab?")
    if kind == "pick_card":
        return sp._("Which card?") if t else sp._("Which card do you take?")
    if kind == "pick_number":
        return sp._("Which value?") if t else sp._("Which value?")
    if kind == "card_exchange":
        return sp._("Give or take?") if t else sp._("Which card do you give or take?")
    raise KeyError(f"no question for decision kind {kind!r}")


def numbered(sp: Speaker, options: list[str]) -> str:
    """Options as numbered words: "1 yellow 3 on b2, 2 blue 3 on c4"."""
    if sp.terse:
        return " ".join(sp.p_("terse option", "{number}:{option}", number=i, option=o)
                        for i, o in enumerate(options, 1))
    return ", ".join(sp.p_("option", "{number} {option}", number=i, option=o) for i, o in enumerate(options, 1))


def narrate(sp: Speaker, decision: Any, view: Any) -> str:
    """The question and its numbered options."""
    options = [option_text(sp, decision.kind, o, view) for o in decision.options]
    source = decision.data.get("source")
    text = sp._("{question} {options}", question=_question(sp, decision, view), options=numbered(sp, options))
    if sp.verbose and source:
        text = sp.also(text, cause(sp, source))
    return capitalized(text)
