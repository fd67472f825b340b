#!/usr/bin/env python3
"""
Writes src/fonts/inter-latin-greek-wght-normal.woff2: Inter's Latin and Greek letters in
one variable file (weight axis 100-900), which the Greek pages load instead of two
(decision 024, "One font file on Greek pages"). English pages keep @fontsource's Latin file.

@fontsource ships Inter in one file per script, and variable fonts cannot be merged, so the
file is cut from the whole Inter variable font instead: its optical-size axis fixed at 14
(text, as in @fontsource's "wght" files), then subset to the characters of @fontsource's
Latin and Greek files together, with their layout features. Run it again only to change
the Inter release; the output is committed (the build needs no Python).

    npm pack inter-ui@4.1.1 && tar xzf inter-ui-4.1.1.tgz
    python3 scripts/fonts/inter-latin-greek.py package/variable/InterVariable.woff2

Needs fontTools with brotli (Debian: python3-fonttools python3-brotli). Inter is under the
SIL Open Font License 1.1 (no reserved font name); its text is committed beside the file.
"""
import sys
from io import BytesIO
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
FONTSOURCE = ROOT / "node_modules/@fontsource-variable/inter/files"
PARTS = ["inter-latin-wght-normal.woff2", "inter-greek-wght-normal.woff2"]
OUT = ROOT / "src/fonts/inter-latin-greek-wght-normal.woff2"


def features(font: TTFont) -> set[str]:
    tags: set[str] = set()
    for table in ("GSUB", "GPOS"):
        if table in font:
            tags |= {r.FeatureTag for r in font[table].table.FeatureList.FeatureRecord}
    return tags


def main(source: str) -> None:
    parts = [TTFont(FONTSOURCE / name) for name in PARTS]
    characters = set().union(*(part.getBestCmap() for part in parts))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = sorted(set().union(*(features(part) for part in parts)))
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False  # the same input writes the same bytes
    # Saved and read again: the subsetter needs the instanced tables in their final form.
    instance = BytesIO()
    instancer.instantiateVariableFont(TTFont(source, recalcTimestamp=False), {"opsz": 14}).save(
        instance
    )
    font = TTFont(BytesIO(instance.getvalue()), recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=characters)
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(OUT)
    print(f"{OUT.relative_to(ROOT)}: {len(font.getBestCmap())} characters, "
          f"{OUT.stat().st_size} bytes, features {' '.join(options.layout_features)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
