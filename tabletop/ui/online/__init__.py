"""Game → Play online… (issue 30 item 3): a shared server's lobby in the app.

`part.OnlinePart` (`win.online`) opens `dialog.OnlineDialog`: the server address, register or
log in (`login.LoginPage`, credentials files kept by `store`), then the lobby
(`lobby.LobbyPage`: games, create, join with a deck, spectate, chat, players). A game joined
opens its table as a network seat (`tables.Tables`, the invite join's window); between the
games of a match, sideboarding and the loser's choice of who goes first."""
