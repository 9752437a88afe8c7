#!/usr/bin/env python3
"""Creates players of the FirstRun server's casino (/casino/api) against a running server (standard library
only), for scripts/bench-server.

  players.py --base http://127.0.0.1:PORT create --count 256 --out cookies.txt
      Creates COUNT players, opens each one's blackjack table (so later actions only update it) and writes
      their `firstrun_player` tokens, one per line.

  players.py --base http://127.0.0.1:PORT rounds --count 1000
      Creates COUNT players and leaves each with a blackjack round in progress: bet 500, deal; when the deal
      settles at once (a natural), next-round and deal again. Prints how many rounds are in progress, and a
      last line `ROUNDS in_progress=N players=N requests=N seconds=S` for scripts.

Exits 1 when a request fails (connection error or a non-2xx status), or when a round could not be left in
progress.
"""

import argparse
import concurrent.futures
import http.client
import json
import sys
import threading
import time
import urllib.parse

COOKIE = "firstrun_player"
TABLE = "/casino/api/games/blackjack"
ACTIONS = TABLE + "/actions"
MAX_DEALS = 50  # a natural settles about 1 deal in 10; 50 in a row would mean something is wrong


class RequestFailed(Exception):
    pass


class Client:
    """One keep-alive connection per worker thread."""

    local = threading.local()

    def __init__(self, base):
        url = urllib.parse.urlsplit(base)
        self.host, self.port = url.hostname, url.port or 80

    def connection(self):
        conn = getattr(self.local, "conn", None)
        if conn is None:
            conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
            self.local.conn = conn
        return conn

    def request(self, method, path, token=None, body=None):
        headers = {"Accept": "application/json"}
        if token:
            headers["Cookie"] = f"{COOKIE}={token}"
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):
            conn = self.connection()
            try:
                conn.request(method, path, body=payload, headers=headers)
                response = conn.getresponse()
                data = response.read()
                break
            except (http.client.HTTPException, OSError) as error:
                conn.close()
                self.local.conn = None
                # A keep-alive connection the server closed is retried once on a new connection.
                if attempt == 2:
                    raise RequestFailed(f"{method} {path}: {error}") from error
        Client.count()
        if not 200 <= response.status < 300:
            raise RequestFailed(f"{method} {path} {body or ''}: HTTP {response.status} {data[:200]!r}")
        token_set = None
        for name, value in response.getheaders():
            if name.lower() == "set-cookie" and value.startswith(COOKIE + "="):
                token_set = value.split(";", 1)[0].split("=", 1)[1]
        return json.loads(data) if data else None, token_set

    requests = 0
    lock = threading.Lock()

    @classmethod
    def count(cls):
        with cls.lock:
            cls.requests += 1


def new_player(client):
    """A new player's token (the first state-changing API request without a cookie creates the player)."""
    _, token = client.request("POST", ACTIONS, body={"action": "clear-bet"})
    if not token:
        raise RequestFailed(f"the first action set no {COOKIE} cookie")
    return token


def create(client, _index):
    token = new_player(client)
    client.request("GET", TABLE, token)
    return token


def round_in_progress(client, _index):
    """Returns the phase the player's round is left in (anything but betting/settled is in progress)."""
    token = new_player(client)
    table, _ = client.request("POST", ACTIONS, token, {"action": "bet", "amountCents": 500})
    for deal in range(MAX_DEALS):
        if deal:
            client.request("POST", ACTIONS, token, {"action": "next-round"})
        table, _ = client.request("POST", ACTIONS, token, {"action": "deal"})
        if table["phase"] not in ("betting", "settled"):
            return table["phase"]
    return table["phase"]


def run_all(job, client, count, workers):
    results, failures = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(job, client, index) for index in range(count)]
        for future in concurrent.futures.as_completed(futures):
            try:
                results.append(future.result())
            except RequestFailed as error:
                failures.append(str(error))
    return results, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the server, e.g. http://127.0.0.1:8080")
    parser.add_argument("--workers", type=int, default=16, help="concurrent connections (default 16)")
    commands = parser.add_subparsers(dest="command", required=True)
    create_parser = commands.add_parser("create", help="create players and write their tokens")
    create_parser.add_argument("--count", type=int, default=256)
    create_parser.add_argument("--out", required=True, help="the file for the tokens, one per line")
    rounds_parser = commands.add_parser("rounds", help="leave players with a blackjack round in progress")
    rounds_parser.add_argument("--count", type=int, default=1000)
    options = parser.parse_args()

    client = Client(options.base)
    started = time.monotonic()
    if options.command == "create":
        tokens, failures = run_all(create, client, options.count, options.workers)
        with open(options.out, "w") as file:
            file.write("".join(token + "\n" for token in tokens))
        print(f"created {len(tokens)} players in {time.monotonic() - started:.1f} s")
        ok = len(tokens) == options.count
    else:
        phases, failures = run_all(round_in_progress, client, options.count, options.workers)
        in_progress = sum(1 for phase in phases if phase not in ("betting", "settled"))
        by_phase = {}
        for phase in phases:
            by_phase[phase] = by_phase.get(phase, 0) + 1
        seconds = time.monotonic() - started
        detail = ", ".join(f"{phase} {count}" for phase, count in sorted(by_phase.items()))
        print(f"{in_progress} of {options.count} blackjack rounds in progress ({detail}); "
              f"{Client.requests} requests in {seconds:.1f} s")
        print(f"ROUNDS in_progress={in_progress} players={len(phases)} requests={Client.requests} seconds={seconds:.2f}")
        ok = in_progress == options.count
    for failure in failures[:5]:
        print(f"players.py: {failure}", file=sys.stderr)
    if len(failures) > 5:
        print(f"players.py: ... and {len(failures) - 5} more failures", file=sys.stderr)
    return 0 if ok and not failures else 1


if __name__ == "__main__":
    sys.exit(main())
