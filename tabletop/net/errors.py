"""The one error of the network layer: a clear sentence for the user, never a traceback."""


class NetError(Exception):
    """Something about remote play went wrong; `str(exc)` is one sentence a player can act on."""
