"""The Qt table: the only package that imports PySide6.

- `window` (with the `menus` and `winfiles` mixins): the main window, menus, docks, status bar,
  hot-seat curtain (`curtain`), files (`fileops` does the work through `tabletop.storage`).
- `scene`, `seatview`, `view`, `items`, `layout`, `cardart`: the table scene built from
  `view_for(seat)` and then updated item by item from the controller's deltas, cards drawn from
  their facts into cached pixmaps, face-down marker badges.
- `controller`: the one place that maps view ids to model ids and turns actions into commands
  (run once through the game's `tabletop.session.Table`, what was carried out pushed through
  `undo.ModelCommand` onto a QUndoStack whose undo/redo are the table's), and each
  change's events into a `SceneDelta` of the objects it touched (`object_views`).
- `actions`: every model action as data, shared by context menus, shortcuts and drops.
- `panels`: rules assist (verdicts, rule numbers, override, reminders), log, preview.
- `messages`: every user-visible string built from model keys and parameters.
- `plain`: the one way text from files, players, cards and the network reaches a widget: as
  written (plain labels, escaped tooltips, plain message boxes, literal titles and menu entries).
- `demo`, `newgame`, `dialogs`, `logtext`: the demo game, decklists, dialogs, log lines.
- `phasebar`: the turn's steps below the table; a click is the `advance` command.
- `tokenpicker`: choose a token (the card data's list, or a custom one), how many, tapped.
- `cardbrowser`: one dialog for the library tools: search (filter, pick, destination, reveal,
  shuffle, fail to find), arrange looked-at cards (top in order, bottom, graveyard), a
  mulligan's bottom cards; card entries in, ids per pile out.
"""
