"""The replay viewer (issue 31): a game stepped through as each seat knew it.

`source` (what each lens shows: the storage's lenses and ledger, nothing drawn), `timeline` (the
scrubber with its marks, the legend, the entries by turn and step), `window` (the viewer),
`bookmarks` (notes on entries, saved into the file), `words` (its texts), `part` (File → Open
replay…, `tabletop FILE --replay`, take over from here)."""
