"""The gettext catalogues: complete, current, and loadable."""

from __future__ import annotations

import gettext
import importlib.util
import sys
from pathlib import Path

from forNorthwood import i18n

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_catalog", ROOT / "scripts" / "i18n_catalog.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_catalog"] = module
    spec.loader.exec_module(module)
    return module


def test_the_committed_catalogue_is_up_to_date():
    tool = _tool()
    stale = [p.name for p, data in tool.outputs(tool.extract()).items() if not p.exists() or p.read_bytes() != data]
    assert stale == [], "run: python scripts/i18n_catalog.py"


def test_the_english_catalogue_translates_every_message_to_itself():
    tool = _tool()
    catalogue = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=["en"])
    messages = tool.extract()
    assert len(messages) > 300
    for m in messages:
        if m.plural is None:
            assert catalogue.gettext(m.msgid) == m.msgid
        else:
            assert catalogue.ngettext(m.msgid, m.plural, 1) == m.msgid
            assert catalogue.ngettext(m.msgid, m.plural, 5) == m.plural


def test_set_language_loads_the_catalogue_and_falls_back_for_unknown_languages():
    try:
        i18n.set_language("en")
        assert isinstance(i18n._translation, gettext.GNUTranslations)
        assert i18n._("Claws") == "Claws"
        i18n.set_language("xx")
        assert i18n._("Claws") == "Claws"
    finally:
        i18n.set_language("en")
