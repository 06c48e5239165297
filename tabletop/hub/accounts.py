"""Accounts: a name, unique on its server, and a bcrypt hash of a password only its player has.

Registering, the *client* makes a random password (24 characters, 144 bits), computes its bcrypt
hash (the `bcrypt` package: salted, the format nats-server checks passwords against) and sends
only the hash. The server keeps the hash in `tt_accounts` and in its generated config; it never
sees the password, so a copy of the server's files or of its KV gives nobody a way in, and a
server operator cannot read a player's password. The player keeps the password in a
credentials file (`hub.creds`, mode 0600).

The cost factor is bcrypt's lowest, 4 (2^4 rounds). A cost factor slows an attacker guessing a
*person's* password from a stolen hash; these passwords are random and 144 bits long, out of
reach at any cost. And nats-server checks the password of every connected client again at
each reload of its users (measured here with nats-server 2.15.1: 114 ms a client at cost 11,
6.8 s for one reload with 60 clients connected; 1 ms a client at cost 4, 0.2 s with 200), and
the hub reloads at every seat taken. The server refuses any other cost: a hash of cost 31
would let one player stall every reload.
"""

from __future__ import annotations

import re
import secrets
import time

from pydantic import BaseModel, ConfigDict, Field

NAME_RE = re.compile(r"[a-z0-9_-]{2,24}")
BCRYPT_COST = 4
HASH_RE = re.compile(r"\$2[aby]\$04\$[./A-Za-z0-9]{53}")
PASSWORD_CHARS = 24
USER_PREFIX = "a-"
MAX_ACCOUNTS = 10_000  # per server: registering stops there (a bound on the config's size)


class Account(BaseModel):
    """tt_accounts[name]."""

    model_config = ConfigDict(extra="ignore")
    name: str = Field(pattern=NAME_RE.pattern)
    hash: str = Field(pattern=HASH_RE.pattern)
    created: float
    removed: bool = False


def check_name(name: object) -> str | None:
    """Why `name` is not an account name, in words, or None."""
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        return ("an account name is 2 to 24 characters: lower-case letters a-z, digits, '_' "
                "and '-'")
    return None


def normal_name(name: str) -> str:
    """Names are compared lower-case: 'Alice' registers 'alice'."""
    return name.strip().lower()


def user_of(name: str) -> str:
    """The NATS user name of an account."""
    return USER_PREFIX + name


def new_password() -> str:
    return secrets.token_urlsafe(PASSWORD_CHARS)[:PASSWORD_CHARS]


def hash_password(password: str) -> str:
    """The bcrypt hash of `password` (client side), the form nats-server checks."""
    import bcrypt
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(BCRYPT_COST)).decode("ascii")


def new_account(name: str, hashed: str) -> Account:
    return Account(name=name, hash=hashed, created=time.time())
