"""Build hook: compile the gettext catalogs in ``locales/`` into the package.

Players never run a manual step: ``pip install .`` and ``pip install -e .`` both
compile every ``locales/<lang>/LC_MESSAGES/<domain>.po`` into
``src/alea/locale/<lang>/LC_MESSAGES/<domain>.mo`` before the package is built.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def compile_catalogs() -> None:
    """Compile every .po under locales/ into the package's locale folder."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    root = Path(__file__).parent
    for po in sorted((root / "locales").glob("*/LC_MESSAGES/*.po")):
        lang = po.parent.parent.name
        target = root / "src" / "alea" / "locale" / lang / "LC_MESSAGES" / (po.stem + ".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        with target.open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)


class BuildWithCatalogs(build_py):
    """build_py that compiles the catalogs first (also runs for editable installs)."""

    def run(self) -> None:
        compile_catalogs()
        super().run()


setup(cmdclass={"build_py": BuildWithCatalogs})
