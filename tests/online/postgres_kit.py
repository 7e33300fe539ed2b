"""A throwaway PostgreSQL cluster for the tests and the load benchmark: Debian's ``postgresql``
server (``initdb``, ``pg_ctl``) in a temporary folder, listening on a free loopback port and a unix
socket in that folder only; every test gets a database of its own in it.

PostgreSQL refuses to run as root: as root, the cluster belongs to the ``postgres`` user (the
Debian package's) or, where there is none, to a user made for it (``alea-pg``), and its commands
run as that user through ``runuser``.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

from kit.processes import free_port

OWNER = "postgres"
"""The user that owns the cluster when the tests run as root (made if the machine has none)."""

MADE_OWNER = "alea-pg"


def server_bin() -> Path | None:
    """The folder of PostgreSQL's server programs (``initdb``, ``pg_ctl``), or None."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                      key=lambda p: int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0)
    return Path(versions[-1]).parent if versions else None


def owner() -> str | None:
    """The user the cluster runs as when we are root (None: we are not root, it runs as us)."""
    if os.geteuid() != 0:
        return None
    for name in (OWNER, MADE_OWNER):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            pass
    subprocess.run(["useradd", "--system", "--no-create-home", MADE_OWNER], check=True)
    return MADE_OWNER


class Cluster:
    """One PostgreSQL server of our own; :meth:`stop` ends it and removes its folder."""

    def __init__(self, *, settings: dict[str, str] | None = None) -> None:
        binaries = server_bin()
        if binaries is None:
            raise FileNotFoundError("PostgreSQL's server programs (initdb) are not installed: apt-get install postgresql")
        self.bin = binaries
        self.user = owner()
        self.folder = Path(tempfile.mkdtemp(prefix="alea-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "alea", "--auth=trust", "-E", "UTF8", "--no-sync",
                  "--locale=C")
        options = {"listen_addresses": "127.0.0.1", "port": str(self.port),
                   "unix_socket_directories": str(self.folder), "max_connections": "200",
                   **(settings or {})}
        self.flags = " ".join(f"-c {key}={value}" for key, value in options.items())
        self.start()

    def start(self) -> None:
        """Start the server (again: same folder, same port); returns once it accepts connections."""
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"), "-o", self.flags, "-w",
                  "-t", "60", "start")

    def halt(self) -> None:
        """Stop the server as an operator's restart does (``pg_ctl stop -m fast``: every connection
        is ended); :meth:`start` starts it again."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin / program), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=self.folder)

    def url(self, database: str = "postgres") -> str:
        """The address of ``database`` in this cluster, over loopback TCP."""
        return f"postgresql://alea@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new, empty database; its address."""
        import psycopg

        name = "t_" + uuid.uuid4().hex[:16]
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")  # type: ignore[arg-type]
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except subprocess.CalledProcessError:  # halted already (a test that failed before starting it again)
            pass
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
