"""A minimal FirstRun client for the reliability checks: one player, its own `firstrun_player` cookie (the identity
every app of the host shares), a fresh connection per request (so a refused connection proves the request was never
sent), and the headers a browser sends (JSON, same Origin)."""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass
from typing import Any

COOKIE = "firstrun_player"


class NotSent(Exception):
    """The server was not listening: the request never reached it."""


class Unknown(Exception):
    """The connection broke after the request may have reached the server: its outcome is unknown."""


@dataclass
class Reply:
    status: int
    body: Any
    headers: dict[str, str]

    @property
    def error(self) -> str | None:
        return self.body.get("error") if isinstance(self.body, dict) else None


class Player:
    def __init__(self, port: int, timeout: float = 30.0):
        self.port = port
        self.timeout = timeout
        self.token: str | None = None

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Reply:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        try:
            try:
                connection.connect()
            except OSError as error:
                raise NotSent(str(error)) from error
            sent_headers = {"Accept": "application/json", "Connection": "close"}
            if method not in ("GET", "HEAD"):
                sent_headers["Origin"] = self.origin
            data = None
            if body is not None:
                data = json.dumps(body).encode()
                sent_headers["Content-Type"] = "application/json"
            if self.token:
                sent_headers["Cookie"] = f"{COOKIE}={self.token}"
            sent_headers.update(headers or {})
            try:
                connection.request(method, path, body=data, headers=sent_headers)
                response = connection.getresponse()
                raw = response.read()
            except (OSError, http.client.HTTPException) as error:
                raise Unknown(f"{type(error).__name__}: {error}") from error
            for name, value in response.getheaders():
                if name.lower() == "set-cookie" and value.startswith(COOKIE + "="):
                    self.token = value.split(";", 1)[0].split("=", 1)[1]
            try:
                parsed = json.loads(raw) if raw else None
            except ValueError:
                parsed = raw.decode(errors="replace")
            return Reply(response.status, parsed, {k.lower(): v for k, v in response.getheaders()})
        finally:
            connection.close()
