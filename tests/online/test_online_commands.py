"""Issue 16, the commands: `alea serve` and `alea join` speak the player's language in their help
and refusals, and a join that reaches no server says so and stops (it does not wait for ever)."""

from __future__ import annotations

import io

import pytest

from alea.main import run
from alea.online import messages
from alea.online.client import parse_address

from online_kit import free_port


@pytest.mark.parametrize("lang", ["cs", "fr"])
@pytest.mark.parametrize("command", ["serve", "join"])
def test_help_is_in_the_players_language(command, lang, tmp_path):
    out = io.StringIO()
    code = run(["--lang", lang, command, "--help"], io.StringIO(), out,
               {"ALEA_CONFIG_DIR": str(tmp_path), "ALEA_DATA_DIR": str(tmp_path)})
    assert code == 0
    text = out.getvalue()
    english = [m for m in messages.online("en")._catalog.values()  # type: ignore[attr-defined]
               if isinstance(m, str) and len(m) > 8 and m != messages.online(lang).gettext(m)]
    assert english and not [m for m in english if m in text]
    assert messages.online(lang).gettext("Sit at an online table." if command == "join" else "Serve online tables.") in text


def test_a_bad_address_is_refused_in_the_players_language(tmp_path):
    out = io.StringIO()
    environ = {"ALEA_CONFIG_DIR": str(tmp_path), "ALEA_DATA_DIR": str(tmp_path)}
    assert run(["--lang", "fr", "join", "ftp://nowhere"], io.StringIO(), out, environ) == 2
    assert out.getvalue() == messages.bad_address("ftp://nowhere", "fr") + "\n"


def test_no_server_is_said_and_join_stops(tmp_path):
    out = io.StringIO()
    address = f"http://127.0.0.1:{free_port()}/t/abcdefghijklmnop"
    environ = {"ALEA_CONFIG_DIR": str(tmp_path), "ALEA_DATA_DIR": str(tmp_path)}
    assert run(["join", address, "--lang", "cs"], io.StringIO("stav\n"), out, environ) == 1
    assert out.getvalue() == messages.unreachable(address, "cs") + "\n"


def test_addresses():
    table = parse_address("https://alea.example.org/t/Zq3xR0abcdEFGH12")
    assert (table.page, table.socket, table.code) == (
        "https://alea.example.org/t/Zq3xR0abcdEFGH12", "wss://alea.example.org/ws", "Zq3xR0abcdEFGH12")
    server = parse_address("http://127.0.0.1:8765/")
    assert (server.socket, server.code) == ("ws://127.0.0.1:8765/ws", None)
    assert parse_address("http://127.0.0.1:8765/other/page") is None
    assert parse_address("not an address") is None


def test_serve_on_port_zero_says_the_port_the_system_gave(tmp_path):
    """Issue 42, item 13: ``--port 0`` printed ``http://127.0.0.1:0/``, an address nobody can reach."""
    import json
    import re
    import subprocess
    import sys
    import urllib.request

    from online_kit import environment, stop

    server = subprocess.Popen([sys.executable, "-m", "alea.main", "serve", "--lang", "en", "--port", "0",
                               "--data", str(tmp_path / "server")], stdout=subprocess.PIPE, text=True,
                              env=environment(tmp_path))
    try:
        assert server.stdout is not None
        said = server.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", said)
        assert found and int(found[1]) != 0, said
        with urllib.request.urlopen(f"{found[0]}tables", timeout=30) as reply:  # the address said is served
            assert json.loads(reply.read())["tables"] == []
    finally:
        stop(server, 10)
