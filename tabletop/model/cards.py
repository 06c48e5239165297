"""Card facts: what is printed on a card: the facts the rules need, and its text (Oracle rules
text per face, printed text by language, a flavor name) so that a card reads without a database.

Field names follow Scryfall's card objects (see SCENARIOS.md "Card facts"). `CardFacts.from_dict`
reads that shape and `to_dict` writes it back, so facts travel through saves and imports unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from .limits import MAX_PRINTED_TEXTS, MAX_RULES_TEXT, MAX_SHORT, MAX_TYPE_LINE, MAX_URL
from .mana import COLORS, ManaCost, ManaCostError, parse_mana_cost
from .typeline import TypeLine, parse_type_line

LAYOUTS = ("normal", "transform", "modal_dfc", "token", "split", "flip", "adventure", "meld",
           "saga", "class", "leveler", "emblem", "double_faced_token", "reversible_card",
           "prototype", "mutate", "case", "planar", "scheme", "vanguard", "art_series", "augment",
           "host", "aftermath", "battle")
DFC_LAYOUTS = ("transform", "modal_dfc", "meld", "double_faced_token", "reversible_card")
FACE_DOWN_KEYWORDS = ("morph", "megamorph", "disguise")
HINT_FLAGS = ("etb_trigger", "turned_face_up_trigger", "dies_trigger", "enters_with_x_counters")
WATCHER_SCOPES = ("yours", "any")

# Ability facts: abilities the rules recognise by what they are (never by the card's name).
END_STEP_MANIFEST_OPTIONAL = "end_step_manifest_optional"  # "at the beginning of your end
# step, you may manifest the top card of your library" (Primordial Mist)
END_STEP_MANIFEST = "end_step_manifest"  # the same, not optional (Whisperwood Elemental)
EXILE_FACE_DOWN_TO_PLAY = "exile_face_down_to_play"  # "Exile a face-down permanent you control
# face up: You may play that card this turn." (Primordial Mist, an activated ability)
PLAY_EXILED_THIS_TURN = "play_exiled_this_turn"  # the permission that ability gives
CAST_FROM_HAND_MANIFEST = "cast_from_hand_manifest"  # "Whenever you cast an instant or sorcery
# spell from your hand, manifest the top card of your library" (Cryptic Pursuit)
FACE_DOWN_DIES_CAST = "face_down_dies_cast"  # "Whenever a face-down creature you control dies,
# exile it if it's an instant or sorcery card. You may cast that card until the end of your
# next turn." (Cryptic Pursuit)
ACTIVATED_MANIFEST = "activated_manifest"  # "{cost}: Manifest the top card of your library"
# (Mastery of the Unseen, an activated ability)
OPPONENT_UPKEEP_MANIFEST_DREAD = "opponent_upkeep_manifest_dread"  # Abhorrent Oculus
FACE_UP_GAIN_LIFE = "face_up_gain_life"  # "Whenever a permanent you control is turned face up,
# you gain 1 life for each creature you control." (Mastery of the Unseen)
ABILITY_FACTS = (END_STEP_MANIFEST_OPTIONAL, END_STEP_MANIFEST, EXILE_FACE_DOWN_TO_PLAY,
                 PLAY_EXILED_THIS_TURN, CAST_FROM_HAND_MANIFEST, FACE_DOWN_DIES_CAST,
                 ACTIVATED_MANIFEST, OPPONENT_UPKEEP_MANIFEST_DREAD, FACE_UP_GAIN_LIFE)
# The printed abilities of the seed and demo cards, for facts that name the card without its
# text (the shared scenario files): card data, looked up once as the facts are read.
SEED_ABILITIES: dict[str, tuple[str, ...]] = {
    "Primordial Mist": (END_STEP_MANIFEST_OPTIONAL, EXILE_FACE_DOWN_TO_PLAY,
                        PLAY_EXILED_THIS_TURN),
    "Cryptic Pursuit": (CAST_FROM_HAND_MANIFEST, FACE_DOWN_DIES_CAST),
    "Mastery of the Unseen": (ACTIVATED_MANIFEST, FACE_UP_GAIN_LIFE),
    "Whisperwood Elemental": (END_STEP_MANIFEST,),
    "Abhorrent Oculus": (OPPONENT_UPKEEP_MANIFEST_DREAD,),
}


class CardFactsError(ValueError):
    """Card facts that cannot be read: a missing name, a bad mana cost, a wrong type."""


@dataclass(frozen=True, slots=True)
class Hints:
    """Facts about abilities the rules assist needs (SCENARIOS.md `hints`)."""

    etb_trigger: bool = False
    turned_face_up_trigger: bool = False
    dies_trigger: bool = False
    as_turned_face_up_counters: int = 0
    enters_with_x_counters: bool = False
    face_up_watcher: str | None = None
    manifest_dread_watcher: bool = False
    abilities: tuple[str, ...] = ()  # ability facts (ABILITY_FACTS)

    def has(self, ability: str) -> bool:
        return ability in self.abilities

    @classmethod
    def from_dict(cls, d: dict | None) -> Hints:
        if not d:
            return _NO_HINTS
        if not isinstance(d, dict):
            raise CardFactsError("hints must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(d) - known
        if unknown:
            raise CardFactsError(f"unknown hints: {', '.join(sorted(unknown))}")
        watcher = d.get("face_up_watcher")
        if watcher not in (None, *WATCHER_SCOPES):
            raise CardFactsError(f"face_up_watcher must be 'yours' or 'any', not {watcher!r}")
        counters = d.get("as_turned_face_up_counters", 0)
        if not isinstance(counters, int) or isinstance(counters, bool) or not 0 <= counters <= 1000:
            raise CardFactsError("as_turned_face_up_counters must be a whole number 0..1000")
        flags = {k: d.get(k, False) for k in (*HINT_FLAGS, "manifest_dread_watcher")}
        for k, v in flags.items():
            if not isinstance(v, bool):
                raise CardFactsError(f"hint {k} must be true or false")
        abilities = d.get("abilities") or ()
        if not isinstance(abilities, (list, tuple)) or not all(
                a in ABILITY_FACTS for a in abilities):
            raise CardFactsError("abilities must be a list of: " + ", ".join(ABILITY_FACTS))
        return cls(as_turned_face_up_counters=counters, face_up_watcher=watcher,
                   abilities=tuple(dict.fromkeys(abilities)), **flags)

    def to_dict(self) -> dict:
        out: dict = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if v not in (False, 0, None, ()):
                out[f.name] = list(v) if isinstance(v, tuple) else v
        return out


_NO_HINTS = Hints()
NO_HINTS = _NO_HINTS  # no ability facts


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card (the only face of a normal card)."""

    name: str
    mana_cost: ManaCost | None = None
    type_line: TypeLine = TypeLine()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    colors: tuple[str, ...] | None = None  # None: derived from the mana cost
    oracle_text: str | None = None  # the Oracle (English) rules text of this face

    @property
    def color_list(self) -> list[str]:
        if self.colors is not None:
            return list(self.colors)
        return self.mana_cost.colors if self.mana_cost else []

    def to_dict(self) -> dict:
        d: dict = {"name": self.name}
        if self.mana_cost is not None:
            d["mana_cost"] = self.mana_cost.text
        d["type_line"] = self.type_line.text
        for k in ("power", "toughness", "loyalty"):
            if getattr(self, k) is not None:
                d[k] = getattr(self, k)
        if self.colors is not None:
            d["colors"] = list(self.colors)
        if self.oracle_text is not None:
            d["oracle_text"] = self.oracle_text
        return d


@dataclass(frozen=True, slots=True)
class CardFacts:
    """Everything the rules know of a card: its faces, keyword costs, other keywords, hints."""

    name: str
    faces: tuple[Face, ...]
    layout: str = "normal"
    morph: str | None = None
    megamorph: str | None = None
    disguise: str | None = None
    keywords: tuple[str, ...] = ()
    hints: Hints = field(default=_NO_HINTS)
    names: tuple[tuple[str, str], ...] = ()  # localized names: (("de", "Urnebel"), ...)
    set_code: str | None = None
    collector_number: str | None = None
    flavor_name: str | None = None
    # printed rules text by language (("de", "..."), ...); a multi-faced card's faces joined
    # with FACE_SEPARATOR
    printed_text: tuple[tuple[str, str], ...] = ()
    scryfall_id: str | None = None
    image_normal: str | None = None  # Scryfall's `image_uris.normal`: an http(s) URL

    @property
    def oracle_text(self) -> str | None:
        """The card's Oracle text: a multi-faced card's faces joined with FACE_SEPARATOR."""
        texts = [f.oracle_text for f in self.faces]
        if all(t is None for t in texts):
            return None
        if len(texts) == 1:
            return texts[0]
        return FACE_SEPARATOR.join(t or "" for t in texts)

    def text_in(self, lang: str) -> str | None:
        """The rules text in `lang` where the card has it, else the Oracle text."""
        for code, text in self.printed_text:
            if code == lang:
                return text
        return self.oracle_text

    # -- the front face stands for the card in most questions (712.15a) --
    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def mana_cost(self) -> ManaCost | None:
        return self.front.mana_cost

    @property
    def type_line(self) -> TypeLine:
        return self.front.type_line

    @property
    def is_double_faced(self) -> bool:
        return self.layout in DFC_LAYOUTS and len(self.faces) > 1

    def is_type(self, card_type: str) -> bool:
        return self.front.type_line.has(card_type)

    @property
    def is_instant_or_sorcery(self) -> bool:
        return self.is_type("Instant") or self.is_type("Sorcery")

    @property
    def is_permanent_card(self) -> bool:
        return self.front.type_line.is_permanent

    @property
    def is_land(self) -> bool:
        return self.is_type("Land")

    def keyword_cost(self, keyword: str) -> str | None:
        return getattr(self, keyword)

    def localized(self, lang: str) -> str:
        for code, name in self.names:
            if code == lang:
                return name
        return self.name

    @property
    def keyword_abilities(self) -> list[str]:
        """Keyword abilities it has face up, spelled as SCENARIOS.md's `abilities` check."""
        out = list(self.keywords)
        for kw in FACE_DOWN_KEYWORDS:
            if getattr(self, kw) is not None:
                out.append(kw.capitalize())
        return out

    # -- JSON shape (Scryfall field names) --
    @classmethod
    def from_dict(cls, d: dict, *, checked: bool = False) -> CardFacts:
        """Card facts from their JSON shape. `checked`: `d` has passed the save schema's facts
        (`tabletop.storage.schema.Facts`), whose types and bounds are `_check_bounds`' (a test
        of the storage proves it), so they are not looked at again (a save's 2,000 cards)."""
        if not isinstance(d, dict):
            raise CardFactsError("card facts must be an object")
        name = d.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_SHORT:
            raise CardFactsError(f"card facts need a name (text, at most {MAX_SHORT} "
                                 "characters)")
        get = d.get
        if not checked:
            _check_bounds(d, name)
        layout = get("layout") or "normal"
        if layout not in LAYOUTS:
            raise CardFactsError(f"{name}: unknown layout {layout!r}")
        faces = _faces_from_dict(d, name, checked)
        morph, megamorph, disguise = get("morph"), get("megamorph"), get("disguise")
        if morph is not None or megamorph is not None or disguise is not None:
            morph, megamorph, disguise = (_keyword_cost(name, kw, get(kw))
                                          for kw in FACE_DOWN_KEYWORDS)
        keywords = _keywords_from(get("keywords"), name, checked)
        names = _names_from(get("names"), name, checked)
        hints = _hints_with_seed(get("hints"), name)
        printed = _printed_from(get("printed_text"), name, checked)
        image = _image_from(get("image_uris"), name)
        return cls(
            name.strip(), faces, layout, morph, megamorph, disguise, tuple(keywords),
            Hints.from_dict(hints) if hints else _NO_HINTS, names, get("set"),
            get("collector_number"), get("flavor_name"), printed, get("scryfall_id"), image)

    def to_dict(self) -> dict:
        if len(self.faces) > 1:
            d: dict = {"name": self.name, "layout": self.layout,
                       "type_line": " // ".join(f.type_line.text for f in self.faces),
                       "card_faces": [f.to_dict() for f in self.faces]}
        else:
            d = self.front.to_dict()
            d["name"] = self.name
            if self.layout != "normal":
                d["layout"] = self.layout
        for kw in FACE_DOWN_KEYWORDS:
            if getattr(self, kw) is not None:
                d[kw] = getattr(self, kw)
        if self.keywords:
            d["keywords"] = list(self.keywords)
        hints = self.hints.to_dict()
        if hints:
            d["hints"] = hints
        if self.names:
            d["names"] = dict(self.names)
        if self.set_code:
            d["set"] = self.set_code
        if self.collector_number:
            d["collector_number"] = self.collector_number
        if self.flavor_name:
            d["flavor_name"] = self.flavor_name
        if self.printed_text:
            d["printed_text"] = dict(self.printed_text)
        if self.scryfall_id:
            d["scryfall_id"] = self.scryfall_id
        if self.image_normal:
            d["image_uris"] = {"normal": self.image_normal}
        return d


# -- the parts of `CardFacts.from_dict`, in the order it reads them --
# Card facts parsed, by the card data they were parsed from (`repr` of the facts' JSON shape: two
# shapes of JSON values with the same `repr` are the same data, keys in the same order). A save's
# facts are parsed again by every load, journal and export of it; they are the same data each time.
_PARSED: dict[str, CardFacts] = {}
MAX_PARSED = 65_536  # facts kept (then the cache starts again): all of Magic is about 35,000


def parsed_facts(d: dict, *, checked: bool = False) -> CardFacts:
    """`CardFacts.from_dict(d, checked=checked)`, from the cache of card facts parsed before
    when `d` is the same card data (`CardFactsError` as it raises; a failure is not kept). A
    result is kept whether or not it was `checked`: facts that passed the save schema meet
    `_check_bounds` (a test of the storage proves it), so either way they are valid facts."""
    if type(d) is not dict:
        return CardFacts.from_dict(d, checked=checked)
    key = repr(d)
    out = _PARSED.get(key)
    if out is None:
        out = CardFacts.from_dict(d, checked=checked)
        if len(_PARSED) >= MAX_PARSED:
            _PARSED.clear()
        _PARSED[key] = out
    return out


def _faces_from_dict(d: dict, name: str, checked: bool) -> tuple:
    """The faces of facts `d` named `name`: its `card_faces` (1 to 4; the card's `colors` go to
    a front face that has none), or `d` itself as the one face."""
    try:
        raw_faces = d.get("card_faces")
        if not raw_faces:
            return (_face_from_dict(d, name, checked),)
        if not isinstance(raw_faces, list) or not 1 <= len(raw_faces) <= 4:
            raise CardFactsError(f"{name}: card_faces must be a list of 1 to 4 faces")
        faces = tuple(_face_from_dict(f, name, checked) for f in raw_faces)
        if d.get("colors") is not None and faces[0].colors is None:
            faces = (_with_colors(faces[0], d["colors"], name),) + faces[1:]
        return faces
    except ManaCostError as exc:
        raise CardFactsError(f"{name}: {exc}") from None


def _keywords_from(keywords, name: str, checked: bool):
    """The keywords of facts (a list of text), or () when none."""
    keywords = keywords or ()
    if keywords and not checked and (not isinstance(keywords, list) or not all(
            isinstance(k, str) for k in keywords)):
        raise CardFactsError(f"{name}: keywords must be a list of text")
    return keywords


def _language_texts(texts, checked: bool) -> bool:
    """Whether `texts` maps language codes to text (or `checked` says the schema saw it)."""
    return checked or (isinstance(texts, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in texts.items()))


def _names_from(names, name: str, checked: bool) -> tuple:
    """The localized names of facts, (language, name) pairs by language, English left out."""
    if not names:
        return ()
    if not _language_texts(names, checked):
        raise CardFactsError(f"{name}: names must map language codes to text")
    return tuple(sorted((k, v) for k, v in names.items() if k != "en"))


def _hints_with_seed(hints, name: str):
    """The facts' hints, with the seeded abilities of a card of this name when they name none
    (`SEED_ABILITIES`)."""
    seed = SEED_ABILITIES.get(name.strip())
    if seed and not (isinstance(hints, dict) and hints.get("abilities")):
        hints = {**(hints if isinstance(hints, dict) else {}), "abilities": list(seed)}
    return hints


def _printed_from(printed, name: str, checked: bool) -> tuple:
    """The printed texts of facts, (language, text) pairs by language."""
    if not printed:
        return ()
    if not _language_texts(printed, checked):
        raise CardFactsError(f"{name}: printed_text must map language codes to text")
    return tuple(sorted(printed.items()))


def _image_from(image, name: str) -> str | None:
    """The URL of the card's image (`image_uris`, which holds only `normal`), or None."""
    if image is None:
        return None
    if not isinstance(image, dict) or set(image) - {"normal"}:
        raise CardFactsError(f"{name}: image_uris holds only a 'normal' URL")
    return image.get("normal")


# The bounds of a save's card facts (`tabletop.storage.schema.Facts`), checked where facts enter
# (imports, the card database, setups) so that no card makes a game that can't be saved: texts
# of 1 to MAX_SHORT characters, a type line of at most MAX_TYPE_LINE, at most 100 keywords and
# 50 localized names.
_SHORT_TEXT = ("layout", "power", "toughness", "loyalty", "set", "collector_number",
               "flavor_name", "scryfall_id")
MAX_KEYWORDS, MAX_NAMES = 100, 50
FACE_SEPARATOR = "\n//\n"  # between the faces' texts of a multi-faced card's text


def _short(card_name: str, what: str, v, longest: int = MAX_SHORT, least: int = 1) -> None:
    if not isinstance(v, str) or not least <= len(v) <= longest:
        raise CardFactsError(f"{card_name}: {what} must be text of {least} to {longest:,} "
                             f"characters" + (f", not {len(v):,}" if isinstance(v, str) else ""))


def _by_language(texts, name: str, most: int, what: str, each: str, longest: int,
                 least: int) -> None:
    """A map of language code -> text (localized names, printed texts) within bounds."""
    if not isinstance(texts, dict):
        return
    if len(texts) > most:
        raise CardFactsError(f"{name}: at most {most} {what}, not {len(texts):,}")
    for lang, text in texts.items():
        _short(name, "a language code", lang)
        _short(name, f"its {lang!r} {each}" if isinstance(lang, str) else f"a {each}", text,
               longest, least)


def _check_bounds(d: dict, name: str) -> None:
    """Refuse facts that a save could not hold (see `_SHORT_TEXT`). Each text is looked at
    inline and `_short` names the first one out of bounds (a card's facts are checked wherever
    they enter: 32,000 at a time by an import, every card of a save when it loads)."""
    get = d.get
    for key in _SHORT_TEXT:
        v = get(key)
        if v is not None and not (type(v) is str and 0 < len(v) <= MAX_SHORT):
            _short(name, key, v)
    for key, longest in (("type_line", MAX_TYPE_LINE), ("mana_cost", MAX_SHORT)):
        v = get(key)
        if v is not None and not (type(v) is str and len(v) <= longest):
            _short(name, key, v, longest, 0)
    v = get("oracle_text")
    if v is not None and not (type(v) is str and len(v) <= MAX_RULES_TEXT):
        _short(name, "oracle_text", v, MAX_RULES_TEXT, 0)
    faces = get("card_faces")
    if isinstance(faces, list):
        for face in faces:
            if isinstance(face, dict):
                _check_face_bounds(face, name)
    keywords = get("keywords")
    if isinstance(keywords, list):
        _check_keyword_bounds(keywords, name)
    _by_language(d.get("names"), name, MAX_NAMES, "localized names", "name", MAX_SHORT, 1)
    _by_language(d.get("printed_text"), name, MAX_PRINTED_TEXTS, "languages of printed text",
                 "printed text", MAX_RULES_TEXT, 0)
    image = d.get("image_uris")
    if isinstance(image, dict) and image.get("normal") is not None:
        _check_image_url(image["normal"], name)


def _check_face_bounds(face: dict, name: str) -> None:
    """`_check_bounds` of one face of a multi-faced card: its name, text, power, toughness
    and loyalty."""
    v = face.get("name")
    if v is not None and not (type(v) is str and 0 < len(v) <= MAX_SHORT):
        _short(name, "a face's name", v)
    v = face.get("oracle_text")
    if v is not None and not (type(v) is str and len(v) <= MAX_RULES_TEXT):
        _short(name, "a face's oracle_text", v, MAX_RULES_TEXT, 0)
    for key in ("power", "toughness", "loyalty"):
        v = face.get(key)
        if v is not None and not (type(v) is str and 0 < len(v) <= MAX_SHORT):
            _short(name, f"a face's {key}", v)


def _check_keyword_bounds(keywords: list, name: str) -> None:
    """At most MAX_KEYWORDS keywords, each text of 1 to MAX_SHORT characters."""
    if len(keywords) > MAX_KEYWORDS:
        raise CardFactsError(f"{name}: at most {MAX_KEYWORDS} keywords, not "
                             f"{len(keywords):,}")
    for k in keywords:
        if not (type(k) is str and 0 < len(k) <= MAX_SHORT):
            _short(name, "a keyword", k)


def _check_image_url(url, name: str) -> None:
    """The card's image: an http or https URL of at most MAX_URL characters."""
    _short(name, "image_uris.normal", url, MAX_URL)
    if not url.startswith(("https://", "http://")):
        raise CardFactsError(f"{name}: image_uris.normal must be an http or https URL")


def _keyword_cost(name: str, kw: str, v) -> str | None:
    if v is not None and (not isinstance(v, str) or not v.strip() or len(v) > MAX_SHORT):
        raise CardFactsError(f"{name}: {kw} must be a non-empty cost text")
    return v.strip() if isinstance(v, str) else None


_FACE_TEXT = ("mana_cost", "type_line", "power", "toughness", "loyalty", "oracle_text")


def _face_from_dict(d: dict, card_name: str, checked: bool = False) -> Face:
    if not isinstance(d, dict):
        raise CardFactsError(f"{card_name}: a face must be an object")
    get = d.get
    name = get("name", card_name)
    if not isinstance(name, str) or not name:
        raise CardFactsError(f"{card_name}: a face needs a name")
    cost, type_line, power, toughness, loyalty, text = values = (
        get("mana_cost"), get("type_line"), get("power"), get("toughness"), get("loyalty"),
        get("oracle_text"))
    if checked:  # the schema's bounds, but for a card's own type line (up to MAX_TYPE_LINE)
        if type_line is not None and len(type_line) > MAX_SHORT:
            raise CardFactsError(f"{card_name}: type_line is too long")
    else:
        for k, v in zip(_FACE_TEXT, values, strict=True):
            if v is None:
                continue
            if not isinstance(v, str):
                raise CardFactsError(f"{card_name}: {k} must be text")
            if len(v) > (MAX_RULES_TEXT if k == "oracle_text" else MAX_SHORT):
                raise CardFactsError(f"{card_name}: {k} is too long")
    face = Face(name, parse_mana_cost(cost), parse_type_line(type_line), power, toughness,
                loyalty, None, text)
    if get("colors") is not None:
        face = _with_colors(face, d["colors"], card_name)
    return face


def _with_colors(face: Face, colors, card_name: str) -> Face:
    if not isinstance(colors, list) or not all(c in COLORS for c in colors):
        raise CardFactsError(f"{card_name}: colors must be a list of W U B R G")
    ordered = tuple(c for c in COLORS if c in colors)
    return replace(face, colors=ordered)


def parse_pt(value: str | None) -> int | None:
    """Printed power/toughness as a number: `"2"` → 2, `"*"` → 0, `"1+*"` → 1, None → None."""
    if value is None:
        return None
    digits = "".join(ch for ch in value.split("+")[0] if ch.isdigit() or ch == "-")
    try:
        return int(digits)
    except ValueError:
        return 0
