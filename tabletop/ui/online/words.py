"""What went wrong talking to a server, in words for the dialog (never a traceback)."""

from __future__ import annotations

from tabletop.ui.common.messages import tr


def problem_text(exc: BaseException, name: str = "") -> str:
    """One sentence for an exception of a lobby request, a registration or a log-in."""
    from tabletop.hub.client import HubError
    from tabletop.hub.creds import CredsError
    from tabletop.hub.models import Code
    from tabletop.net.errors import NetError
    if isinstance(exc, HubError):
        if exc.code == Code.TAKEN and name:
            return tr("The name {name} is taken on this server: choose another.").format(
                name=name)
        return tr("The server refused: {why}").format(why=exc.message)
    if isinstance(exc, CredsError):
        return tr("This credentials file can't be used: {why}").format(why=str(exc))
    if isinstance(exc, NetError):
        why = str(exc)
        if "authoriz" in why.lower() or "password" in why.lower():
            return tr("The server refused these credentials: the account is unknown there, "
                      "was removed, or the file belongs to another server.")
        return tr("Can't reach the server: {why}").format(why=why)
    if isinstance(exc, (ValueError, OSError)):
        return str(exc) or type(exc).__name__
    return tr("Something went wrong: {why}").format(why=str(exc) or type(exc).__name__)
