#!/usr/bin/env python3
"""Drives a server running under valgrind's callgrind for scripts/bench-instructions and prints the instructions and
malloc calls per request (standard library only).

  instructions.py --base http://127.0.0.1:PORT --pid PID --out PREFIX --requests N --kind firstrun|minimal

It warms the server up, then for each of: an idle stretch, N `GET /health`, N game actions (blackjack `bet` 500 and
`clear-bet` in turn, each a durable write of the player's table) and, for firstrun given `--track`, N/20 BowlerTrax
shot posts (the tracker's observations of a rendered shot, measured and stored in a session), zeroes callgrind's counters (callgrind_control -z),
does it, and dumps them (callgrind_control -d). The idle stretch gives the instructions a second costs with nothing to
do (timers, the event loops); that rate times each run's duration is subtracted. Prints one line a measure:
  MEASURE name=health requests=N instructions_per_request=I mallocs_per_request=M seconds=S
"""

import argparse
import glob
import http.client
import json
import re
import subprocess
import sys
import time

IDLE_SECONDS = 3.0


class Server:
    def __init__(self, base, kind):
        host, port = base.split("//", 1)[1].split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=120)
        self.kind = kind
        self.token = None

    def request(self, method, path, body=None, extra_headers=None):
        headers = {"Accept": "application/json", **(extra_headers or {})}
        if self.token:
            headers["Cookie"] = f"firstrun_player={self.token}"
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        self.conn.request(method, path, body=payload, headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        if not 200 <= response.status < 300:
            sys.exit(f"instructions.py: {method} {path}: HTTP {response.status} {data[:200]!r}")
        for name, value in response.getheaders():
            if name.lower() == "set-cookie" and value.startswith("firstrun_player="):
                self.token = value.split(";", 1)[0].split("=", 1)[1]
        return json.loads(data) if data else None

    def prepare(self):
        """A player with a table: the first action of a new firstrun player creates it; the minimal server's POST."""
        if self.kind == "firstrun":
            self.request("POST", "/casino/api/games/blackjack/actions", {"action": "clear-bet"})
            self.request("GET", "/casino/api/games/blackjack")
            self.action_path = "/casino/api/games/blackjack/actions"
        else:
            created = self.request("POST", "/players")
            self.action_path = f"/players/{created['id']}/actions"

    def action(self, index):
        body = {"action": "bet", "amountCents": 500} if index % 2 == 0 else {"action": "clear-bet"}
        self.request("POST", self.action_path, body)

    def prepare_shots(self, track):
        """A BowlerTrax session in the track's calibration, and the shot body the page posts for it."""
        self.shot_session = self.request("POST", "/bowlertrax/api/sessions", {"calibration": track["calibration"]})["id"]
        self.shot_body = {"framesPerSecond": 60, "source": "camera", "observations": track["observations"]}

    def shot(self, index):
        """One shot posted as the page posts it (a fresh Idempotency-Key), measured and stored. A session holds 300
        shots: a new one is started before it is full (its cost, one request in 250, stays in the measure)."""
        if index % 250 == 249:
            self.shot_session = self.request(
                "POST", "/bowlertrax/api/sessions", {"calibration": self.track_calibration})["id"]
        self.request("POST", f"/bowlertrax/api/sessions/{self.shot_session}/shots", self.shot_body,
                     {"Idempotency-Key": f"bench-{self.shot_session}-{index}"})


def callgrind(command, pid):
    subprocess.run(["callgrind_control", command, str(pid)], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)


def dumps(prefix):
    return set(glob.glob(prefix + "*"))


def dump(pid, prefix, known):
    """Dumps the counters and returns the new dump file (waiting for callgrind to write it)."""
    callgrind("-d", pid)
    for _ in range(600):
        new = dumps(prefix) - known
        if new:
            time.sleep(0.2)
            return new.pop()
        time.sleep(0.1)
    sys.exit("instructions.py: callgrind wrote no dump")


def read_dump(path):
    """The dump's total instructions and its calls to malloc."""
    total = 0
    mallocs = 0
    names = {}
    pending_malloc = False
    with open(path, errors="replace") as dump_file:
        for line in dump_file:
            if line.startswith("summary:") or line.startswith("totals:"):
                total = max(total, int(line.split()[1]))
            elif line.startswith("cfn="):
                match = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.strip())
                if match:
                    if match.group(2):
                        names[match.group(1)] = match.group(2)
                    name = names.get(match.group(1), "")
                else:
                    name = line.strip()[4:]
                pending_malloc = name == "malloc" or name.startswith("malloc'")
            elif line.startswith("fn="):
                match = re.match(r"fn=\((\d+)\)(?: (.*))?", line.strip())
                if match and match.group(2):
                    names[match.group(1)] = match.group(2)
            elif line.startswith("calls=") and pending_malloc:
                mallocs += int(line.split("=", 1)[1].split()[0])
                pending_malloc = False
    return total, mallocs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--out", required=True, help="callgrind's --callgrind-out-file")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--kind", choices=["firstrun", "minimal"], required=True)
    parser.add_argument("--track", help="firstrun only: a JSON {calibration, observations} to post as shots")
    arguments = parser.parse_args()

    server = Server(arguments.base, arguments.kind)
    server.prepare()
    measures = [("health", lambda i: server.request("GET", "/health"), arguments.requests),
                ("action", server.action, arguments.requests)]
    if arguments.track and arguments.kind == "firstrun":
        with open(arguments.track) as file:
            track = json.load(file)
        server.track_calibration = track["calibration"]
        server.prepare_shots(track)
        for index in range(10):  # warm up the measuring code too
            server.shot(index)
        server.prepare_shots(track)
        measures.append(("shot", server.shot, max(20, arguments.requests // 20)))
    for index in range(200):  # warm up: lazily made things made, caches filled
        server.request("GET", "/health")
        server.action(index)

    known = dumps(arguments.out)
    callgrind("-z", arguments.pid)
    started = time.monotonic()
    time.sleep(IDLE_SECONDS)
    idle_file = dump(arguments.pid, arguments.out, known)
    idle_seconds = time.monotonic() - started
    known.add(idle_file)
    idle_total, idle_mallocs = read_dump(idle_file)
    idle_rate = idle_total / idle_seconds
    idle_malloc_rate = idle_mallocs / idle_seconds

    for name, run, requests in measures:
        callgrind("-z", arguments.pid)
        started = time.monotonic()
        for index in range(requests):
            run(index)
        seconds = time.monotonic() - started
        measured = dump(arguments.pid, arguments.out, known)
        known.add(measured)
        total, mallocs = read_dump(measured)
        per_request = (total - idle_rate * seconds) / requests
        mallocs_per_request = (mallocs - idle_malloc_rate * seconds) / requests
        print(f"MEASURE name={name} requests={requests} instructions_per_request={per_request:.0f} "
              f"mallocs_per_request={mallocs_per_request:.1f} seconds={seconds:.1f} idle_per_second={idle_rate:.0f}",
              flush=True)


if __name__ == "__main__":
    main()
