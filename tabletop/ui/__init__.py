"""The Qt table: the only package that imports PySide6. A package per concept:

- `window`: `MainWindow`, which holds the parts below and wires them (menus, docks, status bar).
- `table`: the seat's table: scene, view, items, layout, card art and text, images, the
  controller (view ids to model ids, actions to commands, the undo stack), the actions shared by
  context menus, shortcuts and drops, the side panels, phase bar, request bar, screen readers.
- `players`: the players' area (life, counters), arrows, notes, tokens, dice, the curtain.
- `library`: the library tools, opening hands and the card browser they share.
- `lessons`: the lesson picker, player, panel, summary and recorder.
- `net`: hosting, joining, the joined table, chat and the qasync loop.
- `editor`: the position editor.
- `files`: new game from decklists, open, save, export, recent files, autosave, recovery.
- `common`: dialogs, plain text (`plain`: the one way outside text reaches a widget), the
  user-visible strings (`messages`, `logtrans`, `logtext`) and the UI language (`uilang`).
"""
