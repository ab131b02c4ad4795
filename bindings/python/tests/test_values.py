# SPDX-License-Identifier: MIT
# bindings/python/tests/test_values.py — the correctly rounded values (SPEC §11): the exact
# determinant rounded to the nearest float, checked against Python's exact Fraction arithmetic
# (float(Fraction) rounds to nearest, ties to even, with subnormals, and raises OverflowError
# where the value rounds to infinity); inputs that are not exactly doubles are errors.
import math
import random
from fractions import Fraction

import pytest

import exactpred
from exact_rounding import nearest


def det(rows):
    if len(rows) == 1:
        return rows[0][0]
    total = Fraction(0)
    for j, a in enumerate(rows[0]):
        minor = [row[:j] + row[j + 1:] for row in rows[1:]]
        total += (-1) ** j * a * det(minor)
    return total


def exact_orient2d(a, b, c):
    F = Fraction
    return (F(b[0]) - F(a[0])) * (F(c[1]) - F(a[1])) - (F(b[1]) - F(a[1])) * (F(c[0]) - F(a[0]))


def exact_insphere(a, b, c, d, e):
    rows = []
    for p in (a, b, c, d):
        u = [Fraction(p[k]) - Fraction(e[k]) for k in range(3)]
        rows.append(u + [sum(x * x for x in u)])
    return -det(rows)


def random_double(rng):
    k = rng.random()
    if k < 0.4:
        return rng.uniform(-1, 1)
    if k < 0.6:
        return float(rng.randint(-20, 20))
    return rng.uniform(-1, 1) * 2.0 ** rng.randint(-700, 300)


def test_values_are_the_exact_determinants_rounded():
    rng = random.Random(11)
    for _ in range(2000):
        a, b, c = [(random_double(rng), random_double(rng)) for _ in range(3)]
        got = exactpred.orient2d_value(a, b, c)
        expected = nearest(exact_orient2d(a, b, c))
        assert got == expected, (a, b, c)
        if expected == 0 and exact_orient2d(a, b, c) == 0:
            assert math.copysign(1, got) == 1  # an exact zero is +0.0
    for _ in range(300):
        pts = [tuple(random_double(rng) for _ in range(3)) for _ in range(5)]
        assert exactpred.insphere_value(*pts) == nearest(exact_insphere(*pts)), pts


def test_subnormal_overflow_and_signed_zero():
    t = 2.0 ** -600
    v = exactpred.orient2d_value((0, 0), (0, t), (t, 0))
    assert v == 0 and math.copysign(1, v) == -1  # -2^-1200 rounds to -0.0
    s = 2.0 ** -530
    assert exactpred.orient2d_value((0, 0), (s, 0), (0, s)) == 2.0 ** -1060  # subnormal
    h = 2.0 ** 600
    assert exactpred.orient2d_value((0, 0), (h, 0), (0, h)) == math.inf
    assert exactpred.orient3d_value((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)) == 1.0
    assert exactpred.incircle_value((0, 0), (1, 0), (0, 1), (0.5, 0.5)) == 0.5


def test_inputs_that_are_not_doubles_are_errors():
    with pytest.raises(ValueError) as e:
        exactpred.orient2d_value((0, 0), (2**60 + 1, 0), (0, 1))
    assert "orient2d_value" in str(e.value)
    with pytest.raises(ValueError):
        exactpred.incircle_value((0, 0), (1, 0), (0, math.nan), (1, 1))
