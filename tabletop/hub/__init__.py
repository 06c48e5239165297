"""The shared server ("hub", issue 30): accounts, a lobby and hosted games on NATS.

`tabletop server` (`hub.node`) runs a nats-server with JetStream, a supervisor that keeps the
server's users and permissions in step with the accounts and games (`hub.perms`,
`hub.natsconf`), the lobby service (`hub.lobby`) and the game workers (`hub.worker`). Players
use `hub.client.HubClient`. No module of this package imports Qt.
"""
