"""`tabletop host ...` and `tabletop join ...`: network play from the shell.

    tabletop host [--open FILE [--recover] | --demo | --decks A.txt B.txt ...] [--seats A,B]
                  [--spectators N] [--listen HOST:PORT] --invites DIR [--tls]
                  [--advertise HOST:PORT] [--server URL [--creds FILE]] [--headless]
    tabletop join INVITE [--headless --script FILE.jsonl --record OUT.jsonl] [--timeout S]

`host` writes one invite per seat and spectator into DIR, then prints `hosting GAME at URL`;
with `--headless` it runs until SIGINT or SIGTERM, saves the game to its autosave place
(`<state folder>/net/GAME/game.json`, printed on stderr) and exits 0; `tabletop host --open`
that file resumes the game with the same invites. A journal damaged before its last line stops
the resume (exit status 4, naming the line and what the save and the journal hold); with
`--recover` the game is resumed up to the last good line, and stderr says how many
acknowledged changes that leaves out. Exit status 1 when the last save failed (a full disk:
the journal holds everything acknowledged; resume with `--open` once there is room).

`join --headless --script FILE` sends each command of the script (one JSON object a line: the
model's command JSON, cards named by the ids of the seat's view; or `{"net": "undo"}`,
`{"net": "chat", "text": "..."}`, `{"net": "wait", "for": "request"}`), waits for each answer,
goes on after a refusal, and writes every message it receives to `--record` as a JSON line, the
last one the seat's current view (a resync's welcome). A command on another seat's things is
sent as a request (said on stderr; not a refusal). `{"net": "wait", "for": "request"}` waits
until a request addressed to this seat is pending (at most --timeout seconds), so that the next
line may answer it: `{"kind": "answer", "request": N, "accept": true}`. Exit status: 0 every
command carried out or requested, 1 one was refused, 2 a usage error or a malformed script
line, 3 a connection error or a timeout (a wait included).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys
from pathlib import Path
from typing import Any

OK, REFUSED, USAGE, CONNECTION, DAMAGED = 0, 1, 2, 3, 4
NOT_SAVED = REFUSED  # `host`: the last save failed
MAX_SCRIPT_BYTES = 16 * 1024 * 1024
WAIT_REQUEST = {"net": "wait", "for": "request"}
NET_LINES = ({"net": "undo"}, WAIT_REQUEST)  # (and {"net": "chat", "text": ...})
SERVER_WAIT = 24 * 3600.0  # --server: seconds to wait for the operator to install the users


def register(sub) -> None:
    p = sub.add_parser("host", help="host a network game",
                       description="Host a game over NATS: write an invite per seat, then "
                       "serve the game until stopped.")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--open", metavar="FILE", help="a save (or a hosted game's game.json: "
                     "resume it with the same invites)")
    src.add_argument("--demo", action="store_true", help="the demo game (the default)")
    src.add_argument("--decks", nargs="+", metavar="DECK", help="one decklist per player")
    p.add_argument("--recover", action="store_true", help="with --open of a hosted game whose "
                   "journal is damaged: resume up to its last good line (saying how many "
                   "acknowledged changes that leaves out)")
    p.add_argument("--seats", metavar="A,B", help="the players to invite (default: all); with "
                   "--decks or --demo, the players' names")
    p.add_argument("--spectators", type=int, default=0, metavar="N")
    p.add_argument("--no-spectator-chat", action="store_true",
                   help="spectators may read the chat but not say anything")
    p.add_argument("--listen", metavar="HOST:PORT", default=None,
                   help="where the embedded server listens (default 127.0.0.1:0, a free port)")
    p.add_argument("--invites", required=True, metavar="DIR")
    p.add_argument("--tls", action="store_true", help="TLS with a self-signed certificate, "
                   "pinned by the invites")
    p.add_argument("--advertise", metavar="HOST:PORT", help="the address written into the "
                   "invites (a forwarded port, a public name)")
    p.add_argument("--server", metavar="URL", help="use this NATS deployment instead of an "
                   "embedded server (install the authorization block of the file it names)")
    p.add_argument("--creds", metavar="FILE", help="the host's credentials file for --server")
    p.add_argument("--headless", action="store_true", help="no window: run until stopped")
    p.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_host)

    p = sub.add_parser("join", help="join a network game with an invite",
                       description="Join a network game: the table of your seat, or with "
                       "--headless a script of commands.")
    p.add_argument("invite", metavar="INVITE")
    p.add_argument("--headless", action="store_true")
    p.add_argument("--script", metavar="FILE.jsonl")
    p.add_argument("--record", metavar="OUT.jsonl")
    p.add_argument("--timeout", type=float, default=10.0, metavar="S",
                   help="seconds to wait for each answer (default 10)")
    p.set_defaults(func=cmd_join)


def _say(text: str) -> None:
    print(f"tabletop: {text}", file=sys.stderr)


# -- host ----------------------------------------------------------------------------------------

def cmd_host(args: argparse.Namespace) -> int:
    from tabletop.net.errors import NetError
    from tabletop.net.journal import JournalDamaged
    if args.spectators < 0 or args.spectators > 99:
        _say("--spectators: 0 to 99")
        return USAGE
    if args.creds and not args.server:
        _say("--creds goes with --server")
        return USAGE
    if args.recover and _resume_folder(args) is None:
        _say("--recover goes with --open of a hosted game's game.json")
        return USAGE
    for name in ("listen", "advertise"):
        v = getattr(args, name)
        if v is not None and not _host_port(v):
            _say(f"--{name} {v}: give HOST:PORT (a port from 0 to 65535)")
            return USAGE
    try:
        return asyncio.run(_host(args))
    except JournalDamaged as exc:
        _say(str(exc))
        return DAMAGED
    except NetError as exc:
        _say(str(exc))
        return CONNECTION
    except _Usage as exc:
        _say(str(exc))
        return USAGE


class _Usage(Exception):
    pass


def _host_port(v: str) -> bool:
    host, _, port = v.rpartition(":")
    return bool(host) and port.isdigit() and 0 <= int(port) <= 65535


def _seat_names(args: argparse.Namespace) -> list[str] | None:
    if not args.seats:
        return None
    return [s.strip() for s in args.seats.split(",") if s.strip()]


def _new_game(args: argparse.Namespace):
    """The game to host (not a resumed one) and the seats to invite."""
    from tabletop.model.setup import SetupError, check_player_name
    from tabletop.storage import SaveError, load_game
    seats = _seat_names(args)
    try:
        if args.open:
            return load_game(args.open), seats
        if args.decks:
            from tabletop.carddata.database import CardDatabase
            from tabletop.carddata.decklists import read_decklist
            from tabletop.model.game import new_seed
            from tabletop.session.opening import decks_game
            names = seats or [Path(d).stem[:100] or f"Player {i}"
                              for i, d in enumerate(args.decks, 1)]
            if len(names) != len(args.decks):
                raise _Usage(f"--seats names {len(names)} players for {len(args.decks)} "
                             "decklists")
            for n in names:
                check_player_name(n)
            decks = [(n, read_decklist(d)) for n, d in zip(names, args.decks, strict=True)]
            seed = new_seed() if args.seed is None else args.seed
            with CardDatabase.open() as db:
                return decks_game(decks, db.find_dict, seed=seed), None
        from tabletop.session.opening import demo_game
        names = seats or ["Alice", "Bob"]
        if len(names) != 2:
            raise _Usage("--demo is a game of two players: name them with --seats A,B")
        for n in names:
            check_player_name(n)
        return demo_game(tuple(names), seed=args.seed, pregame=True), None
    except SaveError as exc:
        raise _Usage("; ".join(exc.problems[:5])) from None
    except (SetupError, ValueError) as exc:  # (DecklistError is a ValueError)
        raise _Usage(str(exc)) from None


def _check_headless_seats(args: argparse.Namespace, game, seats: list[str] | None) -> None:
    """A headless host plays no seat: a player it does not invite could never act, and the
    game would wait for them for ever (their mulligan, their turn)."""
    if not args.headless or seats is None:
        return
    st = game.state
    missing = [p for p in st.players if p not in seats and p not in st.left]
    if missing:
        raise _Usage(f"--headless: invite every player still in the game (a headless host "
                     f"plays no seat); --seats leaves out {', '.join(missing)}")


def _resume_folder(args: argparse.Namespace) -> Path | None:
    """The hosted game's folder when --open names a hosted game's game.json."""
    from tabletop.net.host import GAME_FILE, NET_FILE
    if not args.open:
        return None
    path = Path(args.open).resolve()  # (the server's files by one name, wherever run from)
    if path.name == GAME_FILE and (path.parent / NET_FILE).exists():
        return path.parent
    return None


def _host_state(args: argparse.Namespace) -> tuple[Path, Any, Any]:
    """The game's folder, its net state, and the game to host (None when it is resumed from
    its folder)."""
    from tabletop.net.errors import NetError
    from tabletop.net.host import NetState, autosave_place

    game = None
    resumed = _resume_folder(args)
    if resumed is not None:
        folder = resumed
        net = NetState.load(folder / "net.json")
    else:
        game, seats = _new_game(args)
        _check_headless_seats(args, game, seats)
        try:
            net = NetState.new(game, seats=seats, spectators=args.spectators,
                               listen=args.listen or "127.0.0.1:0", advertise=args.advertise,
                               tls=args.tls, server=args.server,
                               spectators_chat=not args.no_spectator_chat)
        except NetError as exc:  # seats that are not the game's players
            raise _Usage(str(exc)) from None
        folder = autosave_place(net.game)
    if args.listen:
        net.listen = args.listen
    if args.advertise:
        net.advertise = args.advertise
    return folder, net, game


def _host_server(folder: Path, net: Any) -> tuple[Any, str, str | None, float]:
    """The game's NATS server: the embedded one started (None for `--server`, whose operator
    is asked to install the authorization block); its url, its certificate and how long the
    host waits for it."""
    from tabletop.net.server import EmbeddedServer, NetUser, permissions_for
    from tabletop.storage.files import private_folder

    users = [NetUser(u["user"], u["password"], *permissions_for(net.game, tok))
             for tok, u in net.users.items()]  # (as Host.users() gives them)
    if net.server:
        block = write_authorization(folder, users)
        _say(f"install the authorization block in {block} (it holds every seat's password: "
             f"readable by you only) on the NATS server {net.server} and reload it; waiting "
             "for it (Ctrl-C to give up)")
        return None, net.server, None, SERVER_WAIT
    server = EmbeddedServer(private_folder(folder) / "server", listen=net.listen, tls=net.tls)
    server.on_event = _say  # (a server that died and is started again: said at once)
    server.start(users)
    net.listen = server.url.split("://", 1)[1]  # the port it took: a resume keeps it
    return server, server.url, server.certificate_pem, 10.0


async def _host(args: argparse.Namespace) -> int:
    from tabletop.net import protocol as P
    from tabletop.net.host import Host

    folder, net, game = _host_state(args)
    server, url, certificate, wait = _host_server(folder, net)
    try:
        if game is None:
            host = Host.resume(folder, url=url, certificate=certificate, recover=args.recover,
                               credentials=args.creds, server=server)
            host.net.listen, host.net.advertise = net.listen, net.advertise
            if host.recovered:
                _say(f"recovered: {host.recovered}")
        else:
            host = Host(game, net, folder, url=url, certificate=certificate,
                        credentials=args.creds, server=server)
        await host.start(wait)
        for inv in host.invites():
            P.write_invite(args.invites, inv)
        if not args.headless:
            print(f"hosting {host.net.game} at {host.invite_url}", flush=True)
            return await _host_window(host, server)
        return await _host_headless(host, folder)
    finally:
        if server is not None:
            server.stop()


async def _host_headless(host: Any, folder: Path) -> int:
    """Host until SIGINT or SIGTERM, then save."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):  # (before the line: a stop is heard)
        loop.add_signal_handler(sig, stop.set)
    print(f"hosting {host.net.game} at {host.invite_url}", flush=True)
    await stop.wait()
    await host.stop()
    if not host.saved:
        _say(f"could not save {folder / 'game.json'}: {host.saver.failure}; its journal "
             "holds every acknowledged change: resume with --open that file once it can")
        return NOT_SAVED
    _say(f"saved to {folder / 'game.json'}")
    return OK


def write_authorization(folder: Path, users: list) -> Path:
    """`--server`: the game's users as the NATS config block the operator installs, written to
    `folder/authorization.conf`, readable by its owner only (every seat's password)."""
    from tabletop.net.server import authorization_block
    from tabletop.storage.files import PRIVATE, private_folder, write_atomic
    block = private_folder(folder) / "authorization.conf"
    write_atomic(block, authorization_block(users).encode(), backup=False, mode=PRIVATE)
    return block


async def _host_window(host, server) -> int:
    try:  # the app, imported at call time: the headless commands import no Qt and no UI
        run_host_window = _app_module("tabletop.ui.net.host").run_host_window
    except ImportError as exc:  # an installation without PySide6 (a server's): headless only
        _say(f"hosting with a window needs the app ({exc}); use --headless")
        await host.stop()
        return USAGE
    return int(await run_host_window(host, server))


def _app_module(name: str):
    """A module of the desktop app, imported when a window is wanted (the import contracts say
    `tabletop.cli` imports no `tabletop.ui`: a headless server may have no Qt)."""
    import importlib
    return importlib.import_module(name)


# -- join ----------------------------------------------------------------------------------------

def read_script(path: str) -> list[dict]:
    """The script's lines, each checked (a model command, or a net request); ValueError names
    the first bad line."""
    from tabletop import safeio
    from tabletop.model.commands import CommandError, parse_command
    try:
        text = safeio.read_text(path, MAX_SCRIPT_BYTES, "scripts")
    except safeio.FileRefused as exc:
        raise ValueError(str(exc)) from None
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            doc = safeio.parse_json(line, f"{path}:{n}", max_depth=16)
        except safeio.FileRefused as exc:
            raise ValueError(str(exc)) from None
        if not isinstance(doc, dict):
            raise ValueError(f"{path}:{n}: a line must be a JSON object")
        if "net" in doc:
            if doc in NET_LINES or (doc.get("net") == "chat" and set(doc) == {"net", "text"}
                                    and isinstance(doc["text"], str)):
                out.append(doc)
                continue
            raise ValueError(f"{path}:{n}: a net line is {{\"net\": \"undo\"}}, "
                             "{\"net\": \"chat\", \"text\": \"...\"} or "
                             "{\"net\": \"wait\", \"for\": \"request\"}")
        try:
            parse_command(doc)
        except CommandError as exc:
            raise ValueError(f"{path}:{n}: {exc}") from None
        out.append(doc)
    return out


async def _send_line(client, line: dict) -> dict:
    """One script line sent: the host's result."""
    if line.get("net") == "undo":
        return await client.undo()
    if line.get("net") == "chat":
        return await client.chat(line["text"])
    return await client.send(line)


async def _wait_request(client) -> None:
    """Wait until a request to this seat is pending (NetTimeout after the --timeout)."""
    from tabletop.net.seat import NetTimeout
    if not await client.wait_until(lambda c: c.asked()):
        raise NetTimeout(f"no request to {client.seat} came within {client.timeout:g} s")
    for r in client.asked():
        _say(f"request {r['id']}: {r['by']} asks {r['to']} to allow {r['kind']}")


def cmd_join(args: argparse.Namespace) -> int:
    from tabletop.net.protocol import InviteError, read_invite
    try:
        invite = read_invite(args.invite)
    except InviteError as exc:
        _say(str(exc))
        return USAGE
    if not args.headless:
        if args.script or args.record:
            _say("--script and --record go with --headless")
            return USAGE
        try:
            run_join_window = _app_module("tabletop.ui.net.join").run_join_window
        except ImportError as exc:  # an installation without PySide6: headless only
            _say(f"joining with a window needs the app ({exc}); use --headless")
            return USAGE
        return int(run_join_window(invite))
    if not 0 < args.timeout <= 600:
        _say("--timeout: more than 0 and at most 600 seconds")
        return USAGE
    script: list[dict] = []
    if args.script:
        try:
            script = read_script(args.script)
        except ValueError as exc:
            _say(str(exc))
            return USAGE
    record = None
    if args.record:
        from tabletop.storage.files import UnsafeTarget, check_target
        try:
            check_target(args.record, protect=[args.invite] + ([args.script] if args.script
                                                              else []))
            record = open(args.record, "w", encoding="utf-8")  # noqa: SIM115
        except (UnsafeTarget, OSError) as exc:
            _say(f"--record {args.record}: {getattr(exc, 'strerror', None) or exc}")
            return USAGE
    try:
        return asyncio.run(_join(invite, script, record, args.timeout))
    finally:
        if record is not None:
            record.close()


async def _join(invite, script: list[dict], record, timeout: float) -> int:
    from tabletop.net.errors import NetError
    from tabletop.net.protocol import ProtocolError
    from tabletop.net.seat import NetTimeout, Refused, SeatClient

    recording = [True]

    def write(msg: dict) -> None:
        if record is not None and recording[0]:
            record.write(json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n")
            record.flush()
    client = SeatClient(invite, on_message=write, timeout=timeout, heartbeat=0)
    status = OK
    try:
        await client.connect()
        for line in script:
            try:
                if line == WAIT_REQUEST:
                    await _wait_request(client)
                    continue
                result = await _send_line(client, line)
            except Refused as exc:
                _say(f"refused: {exc}")
                status = REFUSED
                continue
            except ProtocolError as exc:
                _say(f"not sent: {exc.message}")
                status = REFUSED
                continue
            if not result.get("ok"):
                _say(f"refused: {line.get('kind') or line.get('net')}: "
                     f"{result.get('reason') or 'the host refused it'}")
                status = REFUSED
            elif result.get("result") == "requested":
                _say(f"requested: {line.get('kind')}: request {result.get('request')}, "
                     f"waiting for {result.get('to')}'s answer")
        await client.resync(full_log=True)  # the last line recorded: the seat's current view
        recording[0] = False
    except NetTimeout as exc:
        _say(str(exc))
        return CONNECTION
    except NetError as exc:
        _say(str(exc))
        return CONNECTION
    finally:
        with contextlib.suppress(Exception):
            await client.close()
    return status
