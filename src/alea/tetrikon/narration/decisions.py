"""A decision as a question and numbered options ("Roll 3 and 3, 6, doubles. 1: one Treasury
card. 2: one Chance card."), for the player who must answer; others hear who is thinking."""

from __future__ import annotations

from typing import Any

from alea.tetrikon.engine.view import PendingView

from .speaker import Speaker


def _cards(v: Speaker, items: list[Any]) -> str:
    """Cards to pay or give, no two numbers side by side ("5 20" is heard "twenty-five", issue 24)
    and none taken for the option's number: terse, T values as the sum they pay ("5+20+25", said
    "plus", a cell each), else a list, each value with its T ("5 T, 20 T and 25 T")."""
    if v.terse and all(isinstance(x, int) for x in items):
        return "+".join(map(str, items))
    return v.join([f"{x} T" if isinstance(x, int) else v.card(x) for x in items])


def _immunity(v: Speaker, who: str, against: str) -> str:
    """T-N3: whom Immunity would protect, and against what (an inflation or a Chance card)."""
    if against == "inflation":
        return v.pick(v.p_("terse", "{player}, Immunity vs inflation?", player=who),
                      v._("{player}, show Immunity against the inflation?", player=who))
    card = v.card(against).rstrip(".!") if "#" in against else against
    return v.pick(v.p_("terse", "{player}, Immunity vs {card}?", player=who, card=card),
                  v._("{player}, show Immunity against the card {card}?", player=who, card=card))


def question(v: Speaker, pending: PendingView) -> str:
    """What is asked, or who is answering when the question is not this seat's."""
    d = pending.data
    kind = pending.kind
    who = v.player(pending.player)
    if kind == "private" or pending.options is None:
        return v._("{player} is choosing.", player=v.player(pending.player))
    asks = {
        "key": lambda: v.pick(v.p_("terse", "Take what?"),
                              v._("Roll {a} and {b}. What do you take?", a=d["dice"][0], b=d["dice"][1])),
        # a card's own "!" or "." would stand before the colon ("... z pokladnice!: použít ...")
        "use_or_keep": lambda: v.pick(v.p_("terse", "{card}, use or keep?", card=v.card(d["card"]).rstrip(".!")),
                                      v._("{card}, use it now or keep it?", card=v.card(d["card"]).rstrip(".!"))),
        "pay": lambda: v._("Pay {amount} T with which cards?", amount=d["amount"]),
        "give_pieces": lambda: v.pick(
            v.np_("terse", "{player}, inflation, {n} piece. Which?", "{player}, inflation, {n} pieces. Which?",
                  d["count"], player=who),
            v.n_("{player}, inflation, {n} free piece left to give. Which?",
                 "{player}, inflation, {n} free pieces left to give. Which one now?", d["count"], player=who)),
        "give_cards": lambda: v.pick(
            v.np_("terse", "{player}, inflation, {n} T card. Which?", "{player}, inflation, {n} T cards. Which?",
                  d["count"], player=who),
            v.n_("{player}, inflation, {n} T card left to give. Which?",
                 "{player}, inflation, {n} T cards left to give. Which one now?", d["count"], player=who)),
        "discard": lambda: v.n_("Discard {n} card. Which?", "Discard {n} cards. Which?",
                                d["count"]),
        "immunity": lambda: _immunity(v, who, str(d.get("against", ""))),
        # the offer itself was just said to everyone ("Player 2 offers Player 1 51 T for L.")
        "offer_answer": lambda: v.pick(v.p_("terse", "{player}, accept?", player=who),
                                       v._("{player}, do you accept the offer?", player=who)),
        "swap_answer": lambda: v._("{player} offers {give} for your {want}. Swap?",
                                   player=v.player(d["by"]), give=v.piece(d["give"]),
                                   want=v.piece(d["want"])),
        "target": lambda: v._("At which player?"),
        "position": lambda: v._("Which display position?"),
        "own_piece": lambda: v._("Which of your free pieces?"),
        "want_piece": lambda: v._("Which piece do you want?"),
        "take_out": lambda: v._("Which placed piece comes out?"),
    }
    return asks[kind]()


def option(v: Speaker, pending: PendingView, value: Any) -> str:
    """One option in words."""
    kind = pending.kind
    if isinstance(value, bool):
        return v._("yes") if value else v._("no")
    if kind == "key":
        count = pending.data["count"]
        if v.terse:
            return {"treasury": lambda: v.np_("terse", "{n} T card", "{n} T cards", count),
                    "chance": lambda: v.p_("terse", "Chance card"),
                    "piece": lambda: v.p_("terse", "display piece")}[value]()
        if value == "treasury":
            return v.n_("{n} Treasury card", "{n} Treasury cards", count)
        return v._("one Chance card") if value == "chance" else v._("a piece from the display")
    if kind == "use_or_keep":
        return v._("use now") if value == "use" else v._("keep")
    if kind == "give_cards":
        return f"{value} T"
    if kind == "give_pieces":
        return v.piece(value)
    if kind in ("pay", "discard"):
        return _cards(v, list(value))
    if kind == "target":
        return v.player(value)
    if kind in ("own_piece", "want_piece"):
        return v.piece(value)
    return str(value)


LISTED = 12
"""At most this many options are read out; a longer list (the ways to pay 100 T from a big hand,
best first) ends with how many more there are."""


def prompt(v: Speaker, pending: PendingView) -> list[str]:
    """The question, then one numbered option a line (numbers from 1), at most :data:`LISTED`."""
    lines = [question(v, pending)]
    options = list(pending.options or ())
    for number, value in enumerate(options[:LISTED], start=1):
        # TRANSLATORS: one numbered option under a question ("2: one Chance card"; French "2 : ...").
        lines.append(v.p_("numbered option", "{number}, {option}", number=number, option=option(v, pending, value)))
    if len(options) > LISTED:
        more = len(options) - LISTED
        lines.append(v.pick(v.np_("terse", "{n} more, {first} to {last}", "{n} more, {first} to {last}", more,
                                  first=LISTED + 1, last=len(options)),
                            v.n_("And {n} more way, number {first} to {last}.",
                                 "And {n} more ways, numbers {first} to {last}.", more,
                                 first=LISTED + 1, last=len(options))))
    return lines
