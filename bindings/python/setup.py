# SPDX-License-Identifier: MIT
# bindings/python/setup.py — builds the Python package `exactpred`: the library (../../, with
# CMake, so that each batch kernel gets its own instruction-set flags) and the pybind11
# extension linked against it. Offline with Debian's packages, from here or from the
# repository root (whose setup.py calls exactpred_setup below):
#   pip install --no-build-isolation ./bindings/python
#   pip install --no-build-isolation .
import os
import subprocess
from pathlib import Path

from pybind11.setup_helpers import Pybind11Extension, build_ext
from setuptools import setup

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def library_version():
    parts = {}
    for line in (ROOT / "include/exactpred/version.hpp").read_text().splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[0] == "#define" and fields[1].startswith("EXACTPRED_VERSION_"):
            parts[fields[1][len("EXACTPRED_VERSION_"):]] = fields[2]
    return "{MAJOR}.{MINOR}.{PATCH}".format(**parts)


class build_with_library(build_ext):
    """Builds libexactpred.a with CMake (Release, position-independent) before the extension."""

    def build_extensions(self):
        jobs = os.environ.get("MAX_JOBS", "1")
        reuse = os.environ.get("EXACTPRED_LIBRARY_BUILD")
        if reuse:
            # An existing CMake build tree of this source (static, Release; the library target
            # is always position-independent), e.g. the one scripts/test builds first: its
            # library is brought up to date and linked instead of compiling it a second time.
            build = Path(reuse).resolve()
            cache = build / "CMakeCache.txt"
            settings = {}
            for line in (cache.read_text().splitlines() if cache.is_file() else []):
                name, _, value = line.partition("=")
                settings[name.split(":")[0]] = value
            for name, value in (("CMAKE_BUILD_TYPE", "Release"), ("BUILD_SHARED_LIBS", "OFF")):
                if settings.get(name, "OFF") != value:
                    raise SystemExit(f"EXACTPRED_LIBRARY_BUILD={reuse}: not a configured build tree "
                                     f"with {name}={value}")
            # The options that change the inline code: the module is compiled the library's way.
            for option in ("EXACTPRED_STRICT_FP_EXCEPTIONS", "EXACTPRED_PORTABLE"):
                if settings.get(option, "OFF").upper() in ("ON", "1", "TRUE", "YES"):
                    for ext in self.extensions:
                        ext.define_macros.append((option, "1"))
        else:
            build = Path(self.build_temp).resolve() / "libexactpred"
            build.mkdir(parents=True, exist_ok=True)
            subprocess.check_call([
                "cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                "-DEXACTPRED_BUILD_TESTS=OFF", "-DEXACTPRED_BUILD_ORACLE=OFF",
                "-DEXACTPRED_INSTALL=OFF", "-DBUILD_SHARED_LIBS=OFF",
                "-DCMAKE_POSITION_INDEPENDENT_CODE=ON",
            ])
        subprocess.check_call(["cmake", "--build", str(build), "--target", "exactpred",
                               "-j", jobs])
        for ext in self.extensions:
            ext.extra_objects.append(str(build / "libexactpred.a"))
        super().build_extensions()


def exactpred_setup(module_source, package_dir):
    """setup() for the package; module_source (src/module.cpp) and package_dir (exactpred/) are
    relative to the directory pip runs the calling setup.py in. The package is src/exactpred/
    (the Python answer types, the type stubs and py.typed) with the compiled module as
    exactpred._core."""
    ext = Pybind11Extension(
        "exactpred._core",
        [module_source],
        include_dirs=[str(ROOT / "include")],
        cxx_std=17,
        extra_compile_args=["-Wall", "-Wextra", "-Werror", "-ffp-contract=off"],
    )
    setup(
        name="exactpred",
        version=library_version(),
        description="Exact geometric predicates for every finite double input",
        license="MIT",
        packages=["exactpred"],
        package_dir={"exactpred": package_dir},
        package_data={"exactpred": ["py.typed", "*.pyi"]},
        ext_modules=[ext],
        cmdclass={"build_ext": build_with_library},
        python_requires=">=3.8",
        install_requires=["numpy"],
        zip_safe=False,
    )


if __name__ == "__main__":
    exactpred_setup("src/module.cpp", "src/exactpred")
