"""The names the hub's processes share: KV buckets, the journal stream, subjects, timings.

Written by the node side (`tabletop server`); the worker side keeps the same constants.
"""

KV_ACCOUNTS = "tt_accounts"   # key: account name -> Account JSON
KV_GAMES = "tt_games"         # key: game id G -> GameRecord JSON
KV_DECKS = "tt_decks"         # key: f"{G}.{token}" -> submitted deck JSON (hidden)
KV_LEASES = "tt_leases"       # key: G -> Lease JSON (worker-owned)
KV_WORKERS = "tt_workers"     # key: worker id -> {"pid", "node", "seen"} (worker-owned)
KV_NODES = "tt_nodes"         # key: node name -> {"applied": {bucket: revision}, "seen"}
STREAM = "TT_JOURNAL"         # subjects "ttj.>"; game G, game number k: f"ttj.{G}.{k}"
JOURNAL_SUBJECT = "ttj.{game}.{number}"
LOBBY_SUBJECT = "tt.lobby.{account}.{op}"   # an account publishes only its own
LOBBY_CHAT = "tt.lobby.chat"                # lobby chat and lobby events, every account subscribes
LOBBY_EVENTS = "tt.lobby.events"            # {"game": G} whenever a game record changes
ADMIN_SUBJECT = "tt.admin.{op}"             # only the admin user publishes these
REGISTER_SUBJECT = "tt.register"            # the guest (no_auth_user) publishes only this
LEASE_SECONDS = 5.0          # a worker renews every second; a lease older than this is free
WORKER_QUEUE = "tt-workers"
