# SPDX-License-Identifier: MIT
# bindings/python/tests/exact_rounding.py — the reference rounding the value and construction
# tests share: an exact Fraction to the nearest float (float(Fraction) rounds to nearest, ties to
# even, with subnormals), infinity where it overflows.
import math
from fractions import Fraction


def nearest(q: Fraction) -> float:
    try:
        return float(q)
    except OverflowError:
        return math.inf if q > 0 else -math.inf
