"""docs/balance-multiverse.md and docs/balance-tetrikon.md from :mod:`balance_games`' figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

NAMES = {"random": "random", "greedy": "one-ply (the old hint)", "guarded": "one-ply with the guards",
         "search1": "search at one world a move", "search24": "search at 24 worlds an action",
         "lookahead": "look-ahead (the hint before the search)",
         "exchange": "look-ahead with the exchange rule",
         "search": "search (the hint)"}

BOTS = {
    "multiverse": ["- **random**: any legal move.",
                   "- **one-ply (the old hint)**: `GreedyBot`, the best immediate gain.",
                   "- **one-ply with the guards**: `GuardedBot`, the same among the actions `guards.allowed` "
                   "leaves (no gift while a safe action exists, no losing final meeting), a winning final "
                   "meeting first, the challenge that decides the game answered right. With two players a "
                   "capture counts as a gift like any action (a leap turns the same sliders of both "
                   "switches, M-Q1); with more, a capture's leap is chance and the search weighs it.",
                   "- **search (the hint)**: `SearchBot`, rollouts of every guarded action in sampled worlds "
                   "(the face-down tokens dealt from the never-seen worlds), every other seat played by the "
                   "guarded policy up to the player's next action: 12 worlds an action with two players, "
                   "6 with four (`hint_worlds`). A rollout's end is worth the score against the best "
                   "opponent, a winning final meeting within one action, and a quarter point less for each "
                   "action between the player and the nearest world they may meet (`value.STEP`: with "
                   "nothing to meet this turn the search heads for the next capture instead of flipping "
                   "to and fro); an ended game is a win or a loss. In a two-player game whose worlds are "
                   "all captured the rollouts are worked out once instead of once a world (`endgame`: the "
                   "same values, tests/multiverse/test_mv_search.py). With three players or more the "
                   "search keeps to the guarded policy's own action (the best immediate gain) unless the "
                   "rollouts find another whose mean is better by more than six points (`search.MARGIN`, "
                   "under a third of a win), as the Tetrikon search keeps to its look-ahead. A stalled "
                   "two-player game is played to its end before any rollout (below)."],
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
                 "move only when it is better by a square or more (`MARGIN`). It never proposes again an offer "
                 "refused in the same turn, nor the same pieces from the same player for no more T "
                 "(`search.refused`, issue 38: a hint that did went round for ever)."],
}
"""What each rung is, per game."""

NOTES = {
    "multiverse": ["Why two-player games of no-gift players used to end at the safety stop: with two players a "
                   "leap turns the same sliders of both switches (M-Q1: the two who met, or everyone for a "
                   "column's world), so only the players' own actions change how far apart the two switches "
                   "are. A final meeting is one action away when they differ in one slider or in all five; "
                   "from two, three or four differing sliders there is always an action that leaves two, "
                   "three or four, and a challenge only undoes a flip, back to such a position. A player who "
                   "refuses every gift can never be caught, and under the fingerprint `61009f08e96b4098` 934 of "
                   "1000 games of the hint on both seats ran to the 500-turn stop, a draw (M-W4), the bots "
                   "flipping one colour to and fro for 450 turns after the last capture.",
                   "",
                   "Since issue 38 a stalled two-player game is played to its end (`closing`: every world "
                   "captured, or no capture for ten turns), because the stop is no rule and a draw there is "
                   "worth no more than a loss to a player who plays to win: a player who can no longer win "
                   "or share (`guards.lost`: behind by more than the worlds left and a switch's 3 points) "
                   "makes the final meeting or leaves the other one; a player not ahead tries a winning final "
                   "meeting that the other may challenge (one chance in three, more with the wooden reroll), "
                   "a player ahead only at even odds; a player makes an **offer** (`guards.offer`), an action "
                   "after which the next player's only winning final meeting is a flip the player may "
                   "challenge with no reroll for them, so that two times in three the flip fails and the "
                   "player meets them at once; a player not ahead captures a world at that same risk "
                   "(`guards.chance`), does not keep the switches three sliders apart (from where no offer can "
                   "be made) and, when nobody can meet them, lets the other capture the worlds left rather than "
                   "guard them; and no bot flips back at its turn the colour it flipped at its previous one "
                   "while another action is as safe (`closing.flip_back`, at any count of players). Offers and "
                   "captures at a chance are counted apart from gifts below (\"risks\"): the next player "
                   "wins by them only through a confirmation roll, and the giver had the better odds; a "
                   "decided game's last actions (\"conceded\") are no gift either, the result being the same "
                   "whatever the player does.",
                   "",
                   "With four players the search keeps to the one-ply hint's action unless its rollouts find "
                   "another better by more than the margin (`search.MARGIN`). Without the margin it took the "
                   "best mean and lost to the one-ply hint (66 to 89 of 200 games under the fingerprint "
                   "`2a99e0c9f662c845`): three players act between a player's action and their next, so "
                   "over six worlds most of what separates two actions' means is dice, and the search passed "
                   "up a capture in about one turn in three. In 40 such games, each position where it turned from "
                   "the one-ply action was played out to the end 200 times with each of the two actions: the "
                   "one-ply action won more often by three games in a hundred or more in 72 of the 205, the "
                   "search's in 29. Four times the worlds only brought it level, and neither a different "
                   "worth of a rollout's end nor the same dice for every action's rollouts made it stronger "
                   "(experiments of 200 to 1000 games, not kept here). With the margin the search keeps the "
                   "captures and still turns from the one-ply action where the rollouts see a difference "
                   "larger than the dice make. With two players the "
                   "rollouts see the one reply, and the search takes their best mean as it is. With any "
                   "number it makes no gift, no losing final meeting and passes no winning challenge "
                   "(self-play below). The two-player blocks and those without the search were carried from "
                   "the fingerprint `2a99e0c9f662c845` (the margin does not touch them): "
                   "the first three games of each of the 12 carried blocks, 36 in all, replayed under the new "
                   "code gave the same results, and the 4400 kept games were carried."],
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


BEFORE = "multiverse-5cbe45e66421844d"
"""The cache of the games played before the guards' two-player rule on captures."""


def _before() -> list[str]:
    """What the search on both seats of two-player games did before the two-player rule on
    captures, from the games kept then (nothing when they are not kept here)."""
    from balance import CACHE

    games = [json.loads(p.read_text()) for p in (CACHE / BEFORE).glob("search-search-2p-*.json")]
    if not games:
        return []
    lost = sum(1 for g in games if g.get("lost_to_next"))
    gifts = sum(1 for g in games if g["gift"])
    return [f"- Before the two-player rule on captures (fingerprint `{BEFORE[11:]}`), the hint on both seats of "
            f"two-player games: {len(games)} games, gifts (without captures) in {gifts}, lost to the next "
            f"player's final meeting in {lost} ({_share(lost, len(games))})."]


def _lost_to_next(block: dict[str, Any]) -> str:
    """Games lost to the next player's final meeting, as a share with its interval."""
    if "lost_to_next_games" not in block:
        return "not counted"
    return f"{block['lost_to_next_games']} ({_share(block['lost_to_next_games'], block['games'])})"


def _verdict(data: dict[str, Any]) -> list[str]:
    """Issue 31's measures for Multiverse, read from the blocks: the hint on every seat of
    two-player games (gifts in under 2% of 1000 games), and the search against the old hint."""
    blocks = {(b["a"], b["b"], b["players"]): b for b in data["blocks"]}
    out = ["## Issue 31's measures", ""]
    own = blocks.get(("search", "search", 2))
    if own:
        games, gifts = own["games"], own["gift_games"]
        from balance import wilson

        high = 100 * wilson(gifts, games)[1]
        out.append(f"- The hint on both seats of two-player games: {games} games kept (of the 1000 asked), gifts "
                   f"in {gifts} ({_share(gifts, games)}): the interval's top is {high:.1f}%, "
                   + ("under" if high < 2 else "not under") + " 2%; losing meetings "
                   f"{own['losing_meeting']}, passed wins {own['passed_win']}; lost to the next player's final "
                   f"meeting, whatever the cause, {_lost_to_next(own)}.")
        out += _before()
    for players in (2, 4):
        kept = Path(__file__).resolve().parent / f"hint-latency-{data['game']}-{players}p.json"
        if kept.exists():  # written by hint_latency.py --game multiverse --cpu --json --players N
            time = json.loads(kept.read_text())
            worst = max(time["p95_ms"], time.get("live", time)["p95_ms"])
            out.append(f"- The hint's time, {players} players (`hint_latency.py --game {data['game']} --cpu --players "
                       f"{players}`, processor time, kept in benchmarks/{kept.name}): over {time['positions']} turn "
                       f"positions p50 {time['p50_ms']} ms, p95 {time['p95_ms']} ms, slowest {time['max_ms']} ms"
                       + (f"; over the {time['live']['positions']} with a world left p50 {time['live']['p50_ms']} ms, "
                          f"p95 {time['live']['p95_ms']} ms" if "live" in time else "")
                       + (": within" if worst <= 300 else ": over") + " the 300 ms budget at the 95th percentile.")
        duel = blocks.get(("greedy", "search", players))
        if duel:
            a, b = duel["wins_greedy"], duel["wins_search"]
            apart = b[1] > a[2]
            out.append(f"- The search against the old hint, {players} players: search {_rate(b, duel['games'])}, old "
                       f"hint {_rate(a, duel['games'])}: the intervals are " + ("apart." if apart else "not apart."))
    return out


BEFORE_38 = {2: (934, 1000), 4: (2, 200)}
"""Issue 38's "before": search self-play games ended by the safety stop, of those played, under the
fingerprint `61009f08e96b4098` (the page of that fingerprint, two and four players)."""


def _issue_38(data: dict[str, Any]) -> list[str]:
    """Issue 38's measures for Multiverse: the safety stop's share of the hint's self-play games
    (under 5% wanted), gifts, the median game length beside the demo's, from the blocks and
    benchmarks/demo-ends-multiverse.json."""
    from balance import wilson

    blocks = {(b["a"], b["b"], b["players"]): b for b in data["blocks"]}
    out = ["## Issue 38's measures", ""]
    for players in (2, 4):
        own = blocks.get(("search", "search", players))
        if not own:
            continue
        games, stopped = own["games"], own["stopped"]
        high = 100 * wilson(stopped, games)[1]
        was, of = BEFORE_38[players]
        gift_high = 100 * wilson(own["gift_games"], games)[1]
        out.append(f"- The hint on every seat, {players} players: {games} games; stopped by the safety stop "
                   f"{stopped} ({_share(stopped, games)}), the interval's top " + ("under" if high < 5 else "not under")
                   + f" 5% (before: {was} of {of}, {_share(was, of)}); gifts in {own['gift_games']} "
                   f"({_share(own['gift_games'], games)}), the interval's top "
                   + ("under" if gift_high < 2 else f"{gift_high:.1f}%, not under") + " 2%"
                   + ("" if gift_high < 2 else f" (with {games} games no count can show less)")
                   + f"; risks taken in {own.get('risk_games', 0)} games, lost by one in {own.get('risk_lost', 0)}; "
                   f"median game length {own.get('median_turns')} turns ({own.get('median_turns_ended')} over the "
                   "games that ended before the stop).")
    kept = Path(__file__).resolve().parent / "demo-ends-multiverse.json"
    if kept.exists():  # written by demo_ends.py
        demo = json.loads(kept.read_text())
        out.append(f"- The printed game: `demo` then `all` in `alea --game multiverse` (benchmarks/demo_ends.py, "
                   f"{demo['players']} players, seeds {demo['seeds'][0]} to {demo['seeds'][1]}, kept in "
                   f"benchmarks/{kept.name}): {demo['ended']} of {demo['games']} demos ended with a winner or a "
                   f"shared win, none at the stop; the demo game's last turn, median {demo['median_turn']}, longest "
                   f"{demo['longest']}; lines printed, median {demo['median_lines']} (issue 38 met 2,611 at the stop). "
                   "The printed rulebook (seed 001) gives no game length to set beside these.")
    return out


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
                  "the game in their favour while a safe action existed (`guards.gift`: with two players "
                  "a capture too), and games lost "
                  "that way (the next player made the final meeting and the giver was not among the "
                  "winners); \"losing meetings\": a final meeting proposed with the player behind while "
                  "another action existed; \"passed wins\": a challenge that decided the game answered "
                  "the wrong way (`guards.challenge_verdict`). \"Lost to the next\": games ended by a final "
                  "meeting of the player who acted next, the one before not among the winners, whatever the "
                  "cause (a gift, a capture's leap, a die): the gifts and more. \"Stopped\": games ended by "
                  "the 500-turn safety stop, a draw (M-W4), with their share and its interval. \"Risks\": "
                  "offers and captures at a chance (`guards.chance`), in games, and games lost by one (the "
                  "next player's final meeting came right after it); \"conceded\": gifts of a player who "
                  "could no longer win or share. \"Median turns\": the median game length in turns, of all "
                  "games and of those that ended before the stop.", "",
                  "| players | bot | games | first seat | shared | draws (stopped, share) | gifts in games (share of games) (games lost by one) "
                  "| risks in games (lost by one) | conceded | lost to the next | losing meetings | passed wins "
                  "| median turns (ended) |", "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for b in data["blocks"]:
            if b["a"] != b["b"]:
                continue
            lines.append(f"| {b['players']} | {NAMES[b['a']]} | {b['games']} | {_rate(b['first_seat'], b['games'])} "
                         f"| {b['shared']} | {b['draws']} ({b['stopped']}, {_share(b['stopped'], b['games'])}) "
                         f"| {b['gift']} in {b['gift_games']} "
                         f"({_share(b['gift_games'], b['games'])}) ({b['gift_lost']}) | "
                         f"{b.get('risk', 0)} in {b.get('risk_games', 0)} ({b.get('risk_lost', 0)}) | "
                         f"{b.get('conceded', 0)} | "
                         f"{_lost_to_next(b)} | {b['losing_meeting']} | {b['passed_win']} | "
                         f"{b.get('median_turns', '')} ({b.get('median_turns_ended', '')}) |")
        lines += ["", *_issue_38(data), "", *_verdict(data)]
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
