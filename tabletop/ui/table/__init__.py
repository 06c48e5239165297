"""The table of one seat: what is drawn and how a seat acts on it.

- `scene`, `seatview`, `view`, `items`, `layout`, `cardart`, `cardtext`, `images`: the scene built
  from `view_for(seat)`, then updated item by item from the controller's deltas; cards drawn
  from their facts into cached pixmaps; the full card as text; card images.
- `controller`: the one place that maps view ids to model ids and turns actions into commands
  (`undo` puts what was carried out on the Qt undo stack).
- `actions`, `menus`: every model action as data, and the context menus that offer them.
- `panels`, `phasebar`, `requests`, `access`: rules assist, log and preview; the turn's steps;
  the request bar; the table for screen readers.
"""
