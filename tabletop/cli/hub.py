"""`tabletop server`, `register`, `games` and `play`: the shared server ("hub", issue 30).

    tabletop server --listen HOST:PORT --store DIR [--workers N]
                    [--cluster-listen HOST:PORT --routes URL,...] [--websocket HOST:PORT]
    tabletop server status --store DIR [--json]
    tabletop server remove-account NAME (--store DIR | --server URL --creds admin.creds)
    tabletop server remove-game ID (--store DIR | --server URL --creds admin.creds)
    tabletop register NAME --server URL --out FILE
    tabletop games --server URL --creds FILE [--json]
    tabletop play --server URL --creds FILE (--new --seats N | --game ID) [--deck FILE]
                  [--clock SECONDS] [--headless --script F.jsonl --record OUT.jsonl]
                  [--timeout S]

`server` prints `serving at URL` once it serves, and runs until SIGINT or SIGTERM. Removing
an account or a game goes through the admin's credentials, `DIR/admin.creds` (written by the
server; with --server and --creds, from another machine). `register` exits 1 with one line
when the name is taken. `play` prints `game ID` first; it takes a free seat with the deck (the
demo deck "Mists of the Unseen" without --deck), or spectates a game whose seats are all
taken; with --script it waits until the game has started, then runs the script as
`join --headless` does, with its exit codes. Without --headless, the table opens in a window.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
from pathlib import Path
from typing import Any

from tabletop.cli.net import CONNECTION, OK, REFUSED, USAGE, _app_module, _join, read_script

SERVER_ACTIONS = ("status", "remove-account", "remove-game")
START_WAIT = 600.0  # seconds `play --script` waits for the other seats and a worker


def _say(text: str) -> None:
    print(f"tabletop: {text}", file=sys.stderr)


def register(sub) -> None:
    p = sub.add_parser("server", help="run a shared server (lobby, accounts, hosted games)",
                       description="Run one node of a shared server; or, with an action, "
                       "look at or moderate a running one.")
    p.add_argument("action", nargs="?", choices=SERVER_ACTIONS, help="status, remove-account "
                   "NAME or remove-game ID (none: run the server)")
    p.add_argument("target", nargs="?", metavar="NAME|ID")
    p.add_argument("--listen", metavar="HOST:PORT")
    p.add_argument("--store", metavar="DIR", help="the node's files (accounts and games live "
                   "in its JetStream store)")
    p.add_argument("--workers", type=int, default=2, metavar="N")
    p.add_argument("--cluster-listen", metavar="HOST:PORT")
    p.add_argument("--routes", metavar="URL,...", help="the other nodes' cluster URLs")
    p.add_argument("--websocket", metavar="HOST:PORT")
    p.add_argument("--json", action="store_true")
    p.add_argument("--server", metavar="URL", help="(remove-...) a server elsewhere")
    p.add_argument("--creds", metavar="FILE", help="(remove-...) the admin's credentials")
    p.set_defaults(func=cmd_server)

    p = sub.add_parser("register", help="make an account on a shared server")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--server", required=True, metavar="URL")
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=cmd_register)

    p = sub.add_parser("games", help="list a shared server's games")
    p.add_argument("--server", required=True, metavar="URL")
    p.add_argument("--creds", required=True, metavar="FILE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("play", help="play a game on a shared server")
    p.add_argument("--server", required=True, metavar="URL")
    p.add_argument("--creds", required=True, metavar="FILE")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--new", action="store_true")
    which.add_argument("--game", metavar="ID")
    p.add_argument("--seats", type=int, default=None, metavar="N")
    p.add_argument("--match", type=int, default=1, choices=(1, 3))
    p.add_argument("--life", type=int, default=20)
    p.add_argument("--clock", type=int, default=None, metavar="SECONDS",
                   help="a chess clock: each player's time for the game (60 to 86400)")
    p.add_argument("--deck", metavar="FILE")
    p.add_argument("--headless", action="store_true")
    p.add_argument("--script", metavar="FILE.jsonl")
    p.add_argument("--record", metavar="OUT.jsonl")
    p.add_argument("--timeout", type=float, default=10.0, metavar="S")
    p.set_defaults(func=cmd_play)


def _run(coro) -> int:
    """Run a command's coroutine: a connection problem or a refusal said in one line."""
    from tabletop.hub.client import HubError
    from tabletop.hub.creds import CredsError
    from tabletop.net.errors import NetError
    try:
        return int(asyncio.run(coro))
    except HubError as exc:
        _say(exc.message)
        return REFUSED
    except CredsError as exc:
        _say(str(exc))
        return USAGE
    except NetError as exc:
        _say(str(exc))
        return CONNECTION


# -- server ----------------------------------------------------------------------------------

def cmd_server(args: argparse.Namespace) -> int:
    if not args.store and not (args.server and args.creds):
        _say("--store DIR is needed (or --server URL --creds FILE to remove something)")
        return USAGE
    if args.action == "status":
        return _run(_status(Path(args.store), args.json))
    if args.action in ("remove-account", "remove-game"):
        if not args.target:
            _say(f"server {args.action}: name the {'account' if 'acc' in args.action else 'game'}")
            return USAGE
        return _run(_remove(args))
    return _serve(args)


def _node_options(args: argparse.Namespace):
    from tabletop.hub.node import NodeOptions
    from tabletop.net.server import split_listen
    if not args.listen:
        raise ValueError("--listen HOST:PORT is needed to run a server")
    for name in ("listen", "cluster_listen", "websocket"):
        if getattr(args, name):
            split_listen(getattr(args, name))
    routes = tuple(r.strip() for r in (args.routes or "").split(",") if r.strip())
    if routes and not args.cluster_listen:
        raise ValueError("--routes goes with --cluster-listen")
    if not 0 <= args.workers <= 64:
        raise ValueError("--workers: 0 to 64")
    return NodeOptions(listen=args.listen, store=Path(args.store), workers=args.workers,
                       cluster_listen=args.cluster_listen, routes=routes,
                       websocket=args.websocket)


def _serve(args: argparse.Namespace) -> int:
    from tabletop.net.errors import NetError
    try:
        opts = _node_options(args)
    except (ValueError, NetError) as exc:
        _say(str(exc))
        return USAGE
    return _run(_serving(opts))


async def _serving(opts) -> int:
    from tabletop.hub.node import serve
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await serve(opts, lambda url: print(f"serving at {url}", flush=True), stop)
    return OK


async def _internal(store: Path):
    from tabletop.hub.creds import read_node_creds
    from tabletop.net.protocol import connect
    creds = read_node_creds(store / "internal.json")
    return await connect(creds.url, 10.0, what=f"the server of {store}", user=creds.user,
                         password=creds.password)


async def _status(store: Path, as_json: bool) -> int:
    from tabletop.hub.status import status
    nc = await _internal(store)
    try:
        doc = await status(nc)
    finally:
        await nc.close()
    if as_json:
        print(json.dumps(doc))
    else:
        for g in doc["games"]:
            print(f"{g['id']}  seats {g['seats']}  worker {g['worker_pid'] or '-'}  "
                  f"{', '.join(g['players'])}")
        print(f"workers: {' '.join(str(p) for p in doc['workers']) or 'none'}")
    return OK


async def _remove(args: argparse.Namespace) -> int:
    from tabletop.hub.client import _request
    from tabletop.hub.creds import read_node_creds
    from tabletop.hub.names import ADMIN_SUBJECT
    from tabletop.hub.perms import ADMIN_INBOX
    from tabletop.net.protocol import connect
    creds = read_node_creds(args.creds or Path(args.store) / "admin.creds")
    url = args.server or creds.url
    nc = await connect(url, 10.0, what=url, user=creds.user, password=creds.password,
                       inbox_prefix=ADMIN_INBOX)
    key = "name" if args.action == "remove-account" else "game"
    try:
        await _request(nc, ADMIN_SUBJECT.format(op=args.action), {key: args.target}, 15.0)
    finally:
        await nc.close()
    print(f"removed {args.target}")
    return OK


# -- register, games ---------------------------------------------------------------------------

def cmd_register(args: argparse.Namespace) -> int:
    from tabletop.hub.accounts import check_name, normal_name
    from tabletop.hub.client import register as register_account
    from tabletop.storage.files import UnsafeTarget, check_target
    problem = check_name(normal_name(args.name))
    if problem is not None:
        _say(f"{args.name!r}: {problem}")
        return USAGE
    try:
        check_target(args.out, protect=[])
    except (UnsafeTarget, OSError) as exc:
        _say(f"--out {args.out}: {exc}")
        return USAGE
    async def run() -> int:
        await register_account(args.server, args.name, args.out)
        return OK
    status = _run(run())
    if status == OK:
        print(f"registered {normal_name(args.name)}: credentials in {args.out}")
    return status


def clock_text(seconds: int) -> str:
    """A clock's time per player as `M:SS` (or `H:MM:SS`)."""
    h, rest = divmod(int(seconds), 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60}:{rest % 60:02d}"


def cmd_games(args: argparse.Namespace) -> int:
    return _run(_games(args))


async def _games(args: argparse.Namespace) -> int:
    from tabletop.hub.client import HubClient
    async with HubClient.from_creds(args.creds, url=args.server) as client:
        games = await client.games()
    if args.json:
        print(json.dumps({"games": games}, ensure_ascii=False))
        return OK
    for g in games:
        taken = sum(1 for s in g["seats"] if s.get("account"))
        names = ", ".join(s["account"] for s in g["seats"] if s.get("account"))
        clock = f"clock {clock_text(g['clock'])}" if g.get("clock") else "no clock"
        print(f"{g['id']}  {g['state']:<12} {taken}/{len(g['seats'])}  {g['format'] or '-'}  "
              f"{'spectators' if g['spectators'] else 'no spectators'}  {clock}  {names}")
    return OK


# -- play --------------------------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    try:
        plan = _play_plan(args)
    except ValueError as exc:
        _say(str(exc))
        return USAGE
    record = None
    if args.record:
        from tabletop.storage.files import UnsafeTarget, check_target
        try:
            check_target(args.record, protect=[args.creds, *([args.script] if args.script
                                                            else [])])
            record = open(args.record, "w", encoding="utf-8")  # noqa: SIM115
        except (UnsafeTarget, OSError) as exc:
            _say(f"--record {args.record}: {getattr(exc, 'strerror', None) or exc}")
            return USAGE
    try:
        return _play(args, plan, record)
    finally:
        if record is not None:
            record.close()


def _play(args: argparse.Namespace, plan: dict, record: Any) -> int:
    taken: list[Any] = []

    async def seat() -> int:
        taken.append(await _seat(args, plan))
        return OK
    status = _run(seat())
    if status != OK:
        return status
    if not args.headless:  # (the window runs its own event loop: after asyncio.run's)
        return _window(taken[0])
    return _run(_join(taken[0], plan["script"], record, args.timeout))


def _play_plan(args: argparse.Namespace) -> dict:
    """The checked arguments of `play` (ValueError, in words, for a usage error)."""
    from tabletop.carddata.decklists import DecklistError, read_decklist
    from tabletop.hub.client import deck_of
    _check_play_args(args)
    try:
        deck = read_decklist(args.deck) if args.deck else _demo_deck()
        deck_of(deck)
    except DecklistError as exc:
        raise ValueError(str(exc)) from None
    script = read_script(args.script) if args.script else []
    return {"deck": deck, "script": script}


def _check_play_args(args: argparse.Namespace) -> None:
    if args.new and not args.seats:
        raise ValueError("--new needs --seats N")
    if args.seats is not None and not 2 <= args.seats <= 8:
        raise ValueError("--seats: 2 to 8")
    if not 1 <= args.life <= 999:
        raise ValueError("--life: 1 to 999")
    if args.clock is not None and not (args.new and 60 <= args.clock <= 24 * 3600):
        raise ValueError("--clock goes with --new: 60 to 86400 seconds per player")
    if (args.script or args.record) and not args.headless:
        raise ValueError("--script and --record go with --headless")
    if not 0 < args.timeout <= 600:
        raise ValueError("--timeout: more than 0 and at most 600 seconds")


def _demo_deck():
    from tabletop.carddata.demo import demo_decks
    return demo_decks()[0]


async def _seat(args: argparse.Namespace, plan: dict):
    """Create or join the game (printing `game ID`), wait for its start when a script is to
    be played, and return the invite of the place taken."""
    from tabletop.hub.client import CreateGame, HubClient
    async with HubClient.from_creds(args.creds, url=args.server) as client:
        if args.new:
            game, _ = await client.create(CreateGame(seats=args.seats, match=args.match,
                                                     life=args.life, clock=args.clock),
                                          plan["deck"])
        else:
            game = args.game
            await _take_place(client, game, plan["deck"])
        print(f"game {game}", flush=True)
        if args.headless and plan["script"]:
            await client.wait_started(game, START_WAIT)
        return await client.invite(game)


def _window(invite) -> int:
    """The table of the seat in the app's window, as `join` without --headless opens it."""
    try:  # the app, imported at call time: the headless commands import no Qt and no UI
        run_join_window = _app_module("tabletop.ui.net.join").run_join_window
    except ImportError as exc:  # an installation without PySide6 (a server's): headless only
        _say(f"playing in a window needs the app ({exc}); use --headless")
        return USAGE
    return int(run_join_window(invite))


async def _take_place(client, game: str, deck) -> None:
    """A free seat with the deck, or a spectator's place when the seats are all taken."""
    from tabletop.hub.client import HubError
    from tabletop.hub.models import Code
    try:
        await client.join(game, deck)
    except HubError as exc:
        if exc.code not in (Code.FULL, Code.WRONG_STATE):
            raise
        await client.spectate(game)
        _say(f"{exc.message}: watching it as a spectator")


