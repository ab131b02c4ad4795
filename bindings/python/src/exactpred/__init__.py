# SPDX-License-Identifier: MIT
# exactpred — exact geometric predicates. The predicates are the compiled module
# exactpred._core (bindings/python/src/module.cpp), the types of their answers
# exactpred._answers; this package re-exports both. Type stubs: __init__.pyi (py.typed).
from . import _answers
from ._answers import *  # noqa: F401,F403
from . import _core
from ._core import *  # noqa: F401,F403
from ._core import __version__  # noqa: F401

__doc__ = _core.__doc__
