"""What went wrong talking to a server, in words for the dialog (never a traceback)."""

from __future__ import annotations

from tabletop.ui.common.messages import tr


def problem_text(exc: BaseException, name: str = "") -> str:
    """One sentence for an exception of a lobby request, a registration or a log-in."""
    from tabletop.hub.client import HubError
    from tabletop.hub.creds import CredsError
    from tabletop.net.errors import NetError
    if isinstance(exc, HubError):
        return _refusal(exc, name)
    if isinstance(exc, CredsError):
        return tr("This credentials file can't be used: {why}").format(why=str(exc))
    if isinstance(exc, NetError):
        return _unreached(str(exc))
    if isinstance(exc, (ValueError, OSError)):
        return str(exc) or type(exc).__name__
    return tr("Something went wrong: {why}").format(why=str(exc) or type(exc).__name__)


def _refusal(exc, name: str) -> str:
    from tabletop.hub.models import Code
    if exc.code == Code.TAKEN and name:
        return tr("The name {name} is taken on this server: choose another.").format(name=name)
    return tr("The server refused: {why}").format(why=exc.message)


def _unreached(why: str) -> str:
    if "authoriz" in why.lower() or "password" in why.lower():
        return tr("The server refused these credentials: the account is unknown there, "
                  "was removed, or the file belongs to another server.")
    return tr("Can't reach the server: {why}").format(why=why)
