"""Remote play: hosting, joining, the joined table, chat, the qasync loop, screenshots."""
