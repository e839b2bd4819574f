"""The loading screen's words, written into static/js/boot.js from the locales.

The loading screen speaks before Python (and its catalogues) runs, so static/js/boot.js carries its
own words: the catalogues' ``boot.*`` messages (game/ui/locales/<code>.json), written between its
``/* messages:begin */`` and ``/* messages:end */`` marks by this script. ``make vendor`` runs it;
a test checks that boot.js holds what the locales say.

Usage: python3 scripts/boot_words.py [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOT = ROOT / "static" / "js" / "boot.js"
LOCALES = ROOT / "game" / "ui" / "locales"
#: the languages in the order boot.js lists them (English first: the fallback)
CODES = ("en", "ru", "it", "cs", "kk")
PREFIX = "boot."
BEGIN, END = "/* messages:begin */", "/* messages:end */"


def boot_messages(locales: Path = LOCALES) -> dict[str, dict[str, str]]:
    """Each language's ``boot.*`` messages, by their names without the prefix."""
    words: dict[str, dict[str, str]] = {}
    for code in CODES:
        catalogue = json.loads((locales / f"{code}.json").read_text(encoding="utf-8"))
        words[code] = {key[len(PREFIX) :]: text for key, text in catalogue.items() if key.startswith(PREFIX)}
    return words


def with_words(source: str, words: dict[str, dict[str, str]]) -> str:
    """``source`` (boot.js) with ``words`` between its marks."""
    start, end = source.index(BEGIN) + len(BEGIN), source.index(END)
    body = json.dumps(words, ensure_ascii=False, indent=2).replace("\n", "\n  ")
    return f"{source[:start]}\n  var MESSAGES = {body};\n  {source[end:]}"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only say whether boot.js is up to date")
    args = parser.parse_args()
    source = BOOT.read_text(encoding="utf-8")
    wanted = with_words(source, boot_messages())
    if wanted == source:
        return 0
    if args.check:
        print("static/js/boot.js: its words differ from the locales' (python3 scripts/boot_words.py)")
        return 1
    BOOT.write_text(wanted, encoding="utf-8")
    print("static/js/boot.js: words written from the locales")
    return 0


if __name__ == "__main__":
    sys.exit(main())
