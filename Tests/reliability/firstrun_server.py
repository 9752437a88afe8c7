"""Starts, kills and restarts the FirstRun server (`firstrun`: the home at /, the casino at /casino/) for the
reliability checks (scripts/chaos-kill, scripts/fuzz-api) and the benchmarks (scripts/bench-scale-out).

The binary is $FIRSTRUN_BINARY, else `$(swift build --show-bin-path)/firstrun` (a debug build). It is copied with
its resource bundles to a temporary folder first, so a rebuild during a run does not change (or break) the server
under test. Several servers may share that folder (and the copy), each with its own log.
"""

from __future__ import annotations

import http.client
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]


def binary_path() -> Path:
    """The firstrun binary to test: $FIRSTRUN_BINARY, else the package's debug build."""
    explicit = os.environ.get("FIRSTRUN_BINARY")
    if explicit:
        path = Path(explicit)
    else:
        folder = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=REPOSITORY, check=True, capture_output=True, text=True
        ).stdout.strip()
        path = Path(folder) / "firstrun"
    if not path.is_file():
        raise SystemExit(f"no firstrun binary at {path}: build it with `swift build` or set FIRSTRUN_BINARY")
    return path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FirstRunServer:
    """One FirstRun server on a loopback port and a database (a SQLite file in its folder by default, or a
    PostgreSQL URL), which survive kills and restarts."""

    def __init__(self, workdir: Path | None = None, port: int | None = None, operator_token: str | None = None,
                 database: str | None = None, name: str = "server", binary: Path | None = None,
                 connection_guards: list[str] | None = None):
        # Every simulated player (and nginx, in front) connects from 127.0.0.1: no cap per address and no rate of
        # new players unless told.
        self.connection_guards = connection_guards or ["--connections-per-address", "0", "--new-players-per-minute", "0"]
        self.workdir = Path(workdir or tempfile.mkdtemp(prefix="firstrun-reliability-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        source = binary or binary_path()
        self.binary = self.workdir / "firstrun"
        if not self.binary.exists():
            shutil.copy2(source, self.binary)
        # SwiftPM resource bundles (the home's and the apps' pages) sit beside the binary; the server finds them there.
        for bundle in source.parent.glob("*.resources"):
            target = self.workdir / bundle.name
            if not target.exists():
                shutil.copytree(bundle, target)
        self.database = database or self.workdir / "firstrun.sqlite"
        self.name = name
        self.port = port or free_port()
        self.operator_token = operator_token or secrets.token_hex(16)
        self.log_path = self.workdir / f"{name}.log"
        self.process: subprocess.Popen | None = None
        self.starts = 0

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        return [str(self.binary), "--host", "127.0.0.1", "--port", str(self.port), "--database", str(self.database),
                "--operator-token", self.operator_token, *self.connection_guards]

    def start(self, timeout: float = 60.0) -> float:
        """Starts the server and waits until /health answers; returns the seconds it took."""
        assert self.process is None or self.process.poll() is not None, "already running"
        began = time.monotonic()
        environment = dict(os.environ, FIRSTRUN_OPERATOR_TOKEN=self.operator_token)
        with open(self.log_path, "ab") as log:
            log.write(f"\n=== start {self.starts + 1} ===\n".encode())
            log.flush()
            self.process = subprocess.Popen(
                self.command(), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                env=environment, cwd=self.workdir)
        self.starts += 1
        while time.monotonic() - began < timeout:
            if self.process.poll() is not None:
                raise ServerDidNotStart(
                    f"{self.name} exited with status {self.process.returncode} on start {self.starts}; "
                    f"log: {self.log_path}\n{self.log_tail()}")
            if self.healthy():
                return time.monotonic() - began
            time.sleep(0.05)
        self.kill()
        raise ServerDidNotStart(f"{self.name} did not answer /health within {timeout:.0f} s; log: {self.log_path}")

    def healthy(self) -> bool:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
            connection.request("GET", "/health")
            response = connection.getresponse()
            response.read()
            connection.close()
            return response.status == 200
        except OSError:
            return False

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 10 s."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.workdir, ignore_errors=True)


class ServerDidNotStart(Exception):
    pass
