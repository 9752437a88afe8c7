"""What runs beside several FirstRun servers in the scale-out checks (scripts/chaos-kill --postgres,
scripts/bench-scale-out): a throwaway PostgreSQL cluster (scripts/postgres-test-server), read with psql, and nginx
balancing over the servers.

nginx (Debian's package, installed with apt-get when missing) runs in the foreground on a configuration generated
into its own temporary folder (pid, logs and temporary files there too): round robin over the servers with
keepalive connections, a request passed to the next server only on `error` or `timeout` (not `non_idempotent`),
so a POST in flight on a killed server is answered 502 and never sent twice. No server is ever marked unavailable
(`max_fails=0`): with nginx's default (one failure takes a server out for 10 s), two servers killed within that time
leave none, and nginx answers every request 502 ("no live upstreams") though one of them is up again; a connection
refused by a server that is down is passed to the other at once anyway.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from firstrun_server import REPOSITORY, free_port

POSTGRES_TEST_SERVER = REPOSITORY / "scripts" / "postgres-test-server"


def free_ports(count: int) -> list[int]:
    """`count` different free loopback ports."""
    ports: list[int] = []
    while len(ports) < count:
        port = free_port()
        if port not in ports:
            ports.append(port)
    return ports


def as_root(command: list[str]) -> list[str]:
    return command if os.geteuid() == 0 else ["sudo"] + command


def apt_install(package: str) -> None:
    print(f"installing {package} ...", flush=True)
    subprocess.run(as_root(["apt-get", "update", "-qq"]), check=True)
    subprocess.run(as_root(["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", package]),
                   check=True, stdout=subprocess.DEVNULL)


class PostgresCluster:
    """A cluster of scripts/postgres-test-server in its own temporary folder; `url` names its `firstrun` database."""

    def __init__(self):
        self.folder = Path(tempfile.mkdtemp(prefix="firstrun-postgres-"))
        self.url: str | None = None

    def start(self) -> str:
        result = subprocess.run([str(POSTGRES_TEST_SERVER), "--start", str(self.folder)], capture_output=True,
                                text=True)
        if result.returncode != 0:
            raise RuntimeError(f"postgres-test-server --start failed:\n{result.stderr}")
        self.url = result.stdout.strip().splitlines()[-1]
        return self.url

    def create_database(self, name: str) -> str:
        """A new empty database in the cluster; returns its URL."""
        self.query(f"CREATE DATABASE {name}")
        return self.url.replace("/firstrun?", f"/{name}?")

    def query(self, sql: str, url: str | None = None) -> list[dict[str, str]]:
        """The rows of one statement (psql's CSV output), each as {column: text}."""
        result = subprocess.run(
            [str(psql_binary()), "--no-psqlrc", "--csv", "--set=ON_ERROR_STOP=1", f"--dbname={url or self.url}",
             f"--command={sql}"], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"psql failed on {sql!r}: {result.stderr.strip()}")
        return list(csv.DictReader(io.StringIO(result.stdout)))

    def stop(self) -> None:
        """Stops the cluster and removes its folder."""
        subprocess.run([str(POSTGRES_TEST_SERVER), "--stop", str(self.folder)], check=False)


def psql_binary() -> Path:
    """psql from the folder postgres-test-server takes initdb from: the PATH's, else Debian's newest version."""
    initdb = shutil.which("initdb")
    if initdb and (Path(initdb).parent / "psql").exists():
        return Path(initdb).parent / "psql"
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/psql"), key=lambda path: int(path.parts[-3]))
    if versions:
        return versions[-1]
    found = shutil.which("psql")
    if found is None:
        raise RuntimeError("no psql: start a cluster first (postgres-test-server installs PostgreSQL)")
    return Path(found)


class Nginx:
    """nginx on a free loopback port (or `port`) in front of FirstRun servers on `upstream_ports`."""

    def __init__(self, upstream_ports: list[int], port: int | None = None):
        self.folder = Path(tempfile.mkdtemp(prefix="firstrun-nginx-"))
        # As root, nginx's workers run as nobody; they reach their temporary files through this folder.
        self.folder.chmod(0o755)
        self.upstream_ports = upstream_ports
        self.port = port or free_port()
        while self.port in upstream_ports:
            self.port = free_port()
        self.process: subprocess.Popen | None = None

    def configuration(self) -> str:
        servers = "\n".join(f"        server 127.0.0.1:{port} max_fails=0;"
                            for port in self.upstream_ports)
        folder = self.folder
        return f"""daemon off;
worker_processes auto;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{
    worker_connections 4096;
}}
http {{
    access_log off;
    client_body_temp_path {folder}/client_body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    upstream firstrun {{
{servers}
        keepalive 64;
    }}
    server {{
        listen 127.0.0.1:{self.port};
        location / {{
            proxy_pass http://firstrun;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_next_upstream error timeout;
        }}
    }}
}}
"""

    def start(self, timeout: float = 15.0) -> None:
        binary = shutil.which("nginx") or "/usr/sbin/nginx"
        if not Path(binary).exists():
            apt_install("nginx")
        config = self.folder / "nginx.conf"
        config.write_text(self.configuration())
        with open(self.folder / "nginx.out", "ab") as output:
            self.process = subprocess.Popen(
                [binary, "-e", str(self.folder / "error.log"), "-p", str(self.folder), "-c", str(config)],
                stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        began = time.monotonic()
        while time.monotonic() - began < timeout:
            if self.process.poll() is not None:
                raise RuntimeError(f"nginx exited with status {self.process.returncode}:\n{self.log_tail()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"nginx did not listen on {self.port} within {timeout:.0f} s:\n{self.log_tail()}")

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def log_tail(self, lines: int = 20) -> str:
        text = ""
        for name in ("nginx.out", "error.log"):
            path = self.folder / name
            if path.exists():
                text += "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
        return text

    def stop(self) -> None:
        if self.running():
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)
