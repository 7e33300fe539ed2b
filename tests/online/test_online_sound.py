"""Sound cues online, with real parts: `alea serve` on loopback and the web page in Debian's chromium.

The server sends each cue's name with its lines (the ``cues`` field of an ``out`` frame); the page
plays the terminal's own sound pack, served by the server, through Web Audio. Chromium here has no
sound card, so the test observes Web Audio itself: an init script notes every
``AudioBufferSourceNode.start`` with the buffer it plays, and the cue for "your turn" must be
started with the decoded ``your_turn`` file (its length, its loudest sample) once the player turned
the page's sounds on, and never before.
"""

from __future__ import annotations

import array
import json
import urllib.request
import wave

import pytest

from alea.sound.pack import load_pack
from alea.table.cues import BY_NAME

from online_kit import ServerProcess, free_port, wait_for
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip

pytestmark = pytest.mark.realtime
"""Real time: it waits on a browser and a server (docs/testing.md)."""

WATCH = """
window.__played = [];
const start = AudioBufferSourceNode.prototype.start;
AudioBufferSourceNode.prototype.start = function (...args) {
  const data = this.buffer.getChannelData(0);
  let peak = 0;
  for (const sample of data) peak = Math.max(peak, Math.abs(sample));
  window.__played.push({duration: this.buffer.duration, peak: peak, at: this.context.currentTime});
  return start.apply(this, args);
};
"""
"""Notes every buffer the page starts playing."""


def pack_seconds(cue: str) -> float:
    with wave.open(str(load_pack(BY_NAME).sounds[cue].path)) as audio:
        return audio.getnframes() / audio.getframerate()


def pack_peak(cue: str) -> float:
    """The loudest sample of the pack's file of ``cue``, as a fraction of full scale."""
    with wave.open(str(load_pack(BY_NAME).sounds[cue].path)) as audio:
        width, frames = audio.getsampwidth(), audio.readframes(audio.getnframes())
    samples = array.array({1: "b", 2: "h", 4: "i"}[width], frames)
    return max(abs(sample) for sample in samples) / float(2 ** (8 * width - 1))


def test_the_page_plays_the_your_turn_cue_once_sounds_are_on(tmp_path):
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port())
    try:
        served = json.load(urllib.request.urlopen(server.origin + "/sounds/pack.json", timeout=30))
        assert set(served["cues"]) == set(load_pack(BY_NAME).sounds)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
            page = browser.new_page()
            page.add_init_script(WATCH)
            frames: list[dict] = []
            page.on("websocket", lambda socket: socket.on(
                "framereceived", lambda payload: frames.extend(
                    (lambda data: data if isinstance(data, list) else [data])(json.loads(payload)))))

            def seen(check):  # type: ignore[no-untyped-def]
                """``check`` once playwright has delivered the page's events (it does so only when called)."""
                return lambda: page.wait_for_timeout(20) or check()

            page.goto(server.origin + "/?lang=en")
            assert not page.is_checked("#sounds-on"), "sounds are off until the player turns them on"
            page.select_option("#players", "1")
            page.click("#open-form button")
            wait_for(seen(lambda: "/t/" in page.url and any(f["t"] == "seat" for f in frames)), "the new table's seat")
            wait_for(seen(lambda: any("cues" in f for f in frames)), "a frame with cues")
            assert page.evaluate("window.__played.length") == 0, "nothing plays before the player's gesture"
            page.check("#sounds-on")  # the gesture: the page may play from now on
            for line in ("1", "1"):  # each lab takes a corner die: the first turn starts
                before = len(frames)
                page.fill("#command", line)
                page.press("#command", "Enter")
                wait_for(seen(lambda: any(f["t"] == "out" for f in frames[before:])), f"the answer to {line}")
            wait_for(seen(lambda: any("your_turn" in f.get("cues", ()) for f in frames)), "the your turn cue's frame")
            turn = next(f for f in frames if "your_turn" in f.get("cues", ()))
            assert turn["t"] == "out" and turn["lines"], "a cue comes with its lines"
            seconds = pack_seconds("your_turn")
            played = wait_for(lambda: [p for p in page.evaluate("window.__played")
                                       if abs(p["duration"] - seconds) < 0.001], "the your turn cue played")
            peak = pack_peak("your_turn")
            assert abs(played[0]["peak"] - peak) < 0.05 * peak, "the pack's file, decoded (its loudest sample)"
            assert page.evaluate("localStorage.getItem('alea-sounds')") == "on"
            browser.close()
    finally:
        server.stop()
