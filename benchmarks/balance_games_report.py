"""docs/balance-multiverse.md and docs/balance-tetrikon.md from :mod:`balance_games`' figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

NAMES = {"random": "random", "greedy": "one-ply (the old hint)", "guarded": "one-ply with the guards",
         "search1": "search at one world a move", "lookahead": "look-ahead (the hint before the search)",
         "exchange": "look-ahead with the exchange rule",
         "search": "search (the hint)"}

BOTS = {
    "multiverse": ["- **random**: any legal move.",
                   "- **one-ply (the old hint)**: `GreedyBot`, the best immediate gain.",
                   "- **one-ply with the guards**: `GuardedBot`, the same among the actions `guards.allowed` "
                   "leaves (no gift while a safe action exists, no losing final meeting), a winning final "
                   "meeting first, the challenge that decides the game answered right.",
                   "- **search (the hint)**: `SearchBot`, rollouts of every guarded action in sampled worlds "
                   "(the face-down tokens dealt from the never-seen worlds), every other seat played by the "
                   "guarded policy up to the player's next action: 12 worlds an action with two players, "
                   "6 with four (`hint_worlds`).",
                   "- **search at one world a move**: the same search with one sampled world an action (the "
                   "same guards, a twelfth of the cost): it stands in for the hint where a thousand games of "
                   "the hint would cost too much."],
    "tetrikon": ["- **random**: any legal move.",
                 "- **one-ply (the old hint)**: `greedy.choose`.",
                 "- **look-ahead (the hint before the search)**: `lookahead.advise`, the greedy policy that "
                 "never sells, swaps or gives the piece that completes another diagram, refuses a sale that "
                 "helps the buyer with two players, and weighs the display before buying.",
                 "- **look-ahead with the exchange rule**: the look-ahead with the search's one rule "
                 "(`search.exchange`, below) and no rollouts: what the rollouts add is the search's edge over it.",
                 "- **search (the hint)**: `search.advise`, the look-ahead's guards first; where the look-ahead "
                 "would roll although no free piece fits the player's diagram, a piece on display does and the "
                 "player holds less than 100 T, the exchange at the manager of a piece it cannot use "
                 "(`search.exchange`, T-A6: a draw at the display's odds for no T; the look-ahead never "
                 "exchanges); then at a purchase, "
                 "an offer, the end of a turn and an answer to a sale or swap, rollouts of each candidate "
                 "in sampled worlds (other hands and the decks dealt from what the seat has not seen, the "
                 "die and the refill of the display drawn by the world), every seat played by the "
                 "look-ahead up to the player's next turn; a candidate is taken over the look-ahead's own "
                 "move only when it is better by a square or more (`MARGIN`)."],
}
"""What each rung is, per game."""

NOTES = {
    "multiverse": ["Two players who both refuse every gift rarely end a game: the guarded policy's two-player "
                   "self-play and the search's end at the 500-turn safety stop (a draw, M-W4) in about half "
                   "the games or more, and a two-player game of the search on both seats costs about 30 s of "
                   "processor time. So the thousand games with a no-gift player on every seat are the guarded "
                   "policy's (two and four players) and the search's at one world a move (four players); the "
                   "search at the hint's own budget on every seat is the smaller block beside them."],
    "tetrikon": ["Every block of the plan, the search on every seat included, is played at the hint's own "
                 "budget (`search.WORLD_ROLLOUTS` rollouts a decision): remembered tilings, placements and "
                 "payments made a game of it a few seconds of processor time (`benchmarks/hint_latency.py "
                 "--game tetrikon` times one hint).",
                 "",
                 "Only the random player takes a Chance card from the key (greedy's choice, which the "
                 "look-ahead and the search keep, takes a piece or Treasury cards), so card 2's swap and "
                 "card 4's gift never arise in self-play: the gifts counted there are sales. "
                 "`tests/tetrikon/test_tk_no_gifts.py` holds the hint to all three over random positions."],
}
"""What the page says once, per game, before its figures."""


def _share(count: int, games: int) -> str:
    """A count of games as a share, with its 95% Wilson interval."""
    from balance import wilson

    low, high = wilson(count, games)
    return f"{100 * count / games:.1f}%, {100 * low:.1f}-{100 * high:.1f}%"


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
             "half the games); a shared win counts for neither. Intervals are 95% Wilson intervals. A "
             "block shows the games kept when the page was written (`--cached`), which may be fewer than "
             "the plan's.", "", "## The bots", "", *BOTS[game], "", *NOTES[game], "",
             "## Ladder (head to head)", "",
             "With four players each bot holds two seats (A seats one and three in even games, two and four "
             "in odd ones), so an even match-up wins about half the games. \"First seat\" is seat one's "
             "sole wins, whichever bot held it.", "",
             "| players | A | B | games | A wins | B wins | shared | draws | first seat |",
             "|---|---|---|---|---|---|---|---|---|"]
    rank = list(NAMES)
    ladder = sorted((b for b in data["blocks"] if b["a"] != b["b"]),
                    key=lambda b: (b["players"], rank.index(b["b"]), rank.index(b["a"])))
    for b in ladder:
        lines.append(f"| {b['players']} | {NAMES[b['a']]} | {NAMES[b['b']]} | {b['games']} | "
                     f"{_rate(b['wins_' + b['a']], b['games'])} | {_rate(b['wins_' + b['b']], b['games'])} | "
                     f"{b['shared']} | {b['draws']} | {_rate(b['first_seat'], b['games'])} |")
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
                  "| players | bot | games | first seat | shared | draws (stopped) | gifts in games (share of games) (games lost by one) "
                  "| losing meetings | passed wins |", "|---|---|---|---|---|---|---|---|---|"]
        for b in data["blocks"]:
            if b["a"] != b["b"]:
                continue
            lines.append(f"| {b['players']} | {NAMES[b['a']]} | {b['games']} | {_rate(b['first_seat'], b['games'])} "
                         f"| {b['shared']} | {b['draws']} ({b['stopped']}) | {b['gift']} in {b['gift_games']} "
                         f"({_share(b['gift_games'], b['games'])}) ({b['gift_lost']}) | "
                         f"{b['losing_meeting']} | {b['passed_win']} |")
    else:
        lines += ["\"Completing sales\": offers or swaps accepted that handed the buyer the piece that "
                  "lets their free pieces fill their whole diagram (`search.completes`) while refusing "
                  "was possible; \"completing gifts\": the piece a player must give under card 4 was the one "
                  "that completes the receiver's diagram while another piece would not. These are the gifts "
                  "the issue counts; \"games with a gift\" has either. Games stop after 60 rounds (T-V1 as a round "
                  "limit); \"round limit\" counts the games that reached it, \"rounds\" is the mean.", "",
                  "| players | bot | games | first seat | shared | completing sales | completing gifts "
                  "| games with a gift (share of games) | round limit | rounds |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for b in data["blocks"]:
            if b["a"] != b["b"]:
                continue
            lines.append(f"| {b['players']} | {NAMES[b['a']]} | {b['games']} | {_rate(b['first_seat'], b['games'])} "
                         f"| {b['shared']} | {b['completing_sales']} | {b.get('completing_gifts', 0)} "
                         f"| {b['gift_games']} ({_share(b['gift_games'], b['games'])}) | {b.get('round_limit', 0)} "
                         f"| {b.get('rounds', 0)} |")
    if not data.get("cached"):  # a page from the kept games alone has no playing time to tell
        lines += ["", "Seconds per block (wall, two shared cores): " +
                  ", ".join(f"{b['a']}-{b['b']} {b['players']}p {b['seconds']}" for b in data["blocks"]) + "."]
    lines.append("")
    path.write_text("\n".join(lines))
