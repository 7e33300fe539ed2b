"""docs/balance-multiverse.md and docs/balance-tetrikon.md from :mod:`balance_games`' figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

NAMES = {"random": "random", "greedy": "one-ply (the old hint)", "guarded": "one-ply with the guards",
         "search1": "search at one world a move", "lookahead": "look-ahead (one-ply with the guards)",
         "search": "search (the hint)"}


def _rate(cell: list[float], games: int) -> str:
    wins, low, high = cell
    return f"{int(wins)}/{games} ({100 * wins / games:.0f}%, {100 * low:.0f}-{100 * high:.0f}%)"


def write_page(data: dict[str, Any], path: Path) -> None:
    """The page: every match-up, then self-play (first seat, gifts)."""
    game = data["game"]
    lines = [f"# {game.capitalize()}: bot ladder and gifts (measured)", "",
             f"Written by `python benchmarks/balance_games.py --game {game} --docs` (`make balance`); every "
             "game kept in `.balance-cache/` under the fingerprint `" + data["fingerprint"] + "` of the "
             "engine, content, kernel and bot sources. Two bots alternate seats (each has the first seat in "
             "half the games); a shared win counts for neither. Intervals are 95% Wilson intervals.", "",
             "## Ladder (head to head)", "", "| players | A | B | games | A wins | B wins | shared | draws |",
             "|---|---|---|---|---|---|---|---|"]
    for b in data["blocks"]:
        if b["a"] == b["b"]:
            continue
        lines.append(f"| {b['players']} | {NAMES[b['a']]} | {NAMES[b['b']]} | {b['games']} | "
                     f"{_rate(b['wins_' + b['a']], b['games'])} | {_rate(b['wins_' + b['b']], b['games'])} | "
                     f"{b['shared']} | {b['draws']} |")
    lines += ["", "## Self-play: the first seat, and gifts", "",
              "One bot on every seat. \"First seat\" is seat 1's sole wins."]
    if game == "multiverse":
        lines += ["\"Gifts\": turns where the bot played an action after which the next player could end "
                  "the game in their favour while a safe action existed (`guards.gift`), and games lost "
                  "that way (the next player made the final meeting and the giver was not among the "
                  "winners); \"losing meetings\": a final meeting proposed with the player behind while "
                  "another action existed; \"passed wins\": a challenge that decided the game answered "
                  "the wrong way (`guards.challenge_verdict`). \"Stopped\": games ended by the 500-turn "
                  "safety stop, a draw (M-W4).", "",
                  "| players | bot | games | first seat | shared | draws (stopped) | gifts (games lost by one) "
                  "| losing meetings | passed wins |", "|---|---|---|---|---|---|---|---|---|"]
        for b in data["blocks"]:
            if b["a"] != b["b"]:
                continue
            lines.append(f"| {b['players']} | {NAMES[b['a']]} | {b['games']} | {_rate(b['first_seat'], b['games'])} "
                         f"| {b['shared']} | {b['draws']} ({b['stopped']}) | {b['gift']} ({b['gift_lost']}) | "
                         f"{b['losing_meeting']} | {b['passed_win']} |")
    else:
        lines += ["\"Completing sales\": offers or swaps accepted that handed the buyer the piece that "
                  "lets their free pieces fill their whole diagram (`search.completes`). Games stop "
                  "after 60 rounds (T-V1 as a round limit).", "",
                  "| players | bot | games | first seat | shared | completing sales (games) |",
                  "|---|---|---|---|---|---|"]
        for b in data["blocks"]:
            if b["a"] != b["b"]:
                continue
            lines.append(f"| {b['players']} | {NAMES[b['a']]} | {b['games']} | {_rate(b['first_seat'], b['games'])} "
                         f"| {b['shared']} | {b['completing_sales']} ({b['completing_sales_games']}) |")
    lines += ["", "Seconds per block (wall, two shared cores): " +
              ", ".join(f"{b['a']}-{b['b']} {b['players']}p {b['seconds']}" for b in data["blocks"]) + ".", ""]
    path.write_text("\n".join(lines))
