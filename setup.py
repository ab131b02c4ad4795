# SPDX-License-Identifier: MIT
# setup.py — `pip install --no-build-isolation .` from the repository root builds the Python
# module exactly as bindings/python/setup.py does (docs/python.md).
import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "exactpred_bindings_setup", Path(__file__).resolve().parent / "bindings/python/setup.py")
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
_module.exactpred_setup("bindings/python/src/module.cpp", "bindings/python/src/exactpred")
