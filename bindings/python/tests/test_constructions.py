# SPDX-License-Identifier: MIT
# bindings/python/tests/test_constructions.py — the correctly rounded constructions (SPEC §11)
# from Python: rounded() of explicit and implicit points and circumcenter(), checked against
# Python's exact Fraction arithmetic (float(Fraction) rounds to nearest, ties to even, with
# subnormals), with the exactness flag; undefined constructions and inexact inputs raise.
import math
import random
from fractions import Fraction as F

import pytest

import exactpred
from exact_rounding import nearest


def expected(coords):
    values = tuple(nearest(q) for q in coords)
    exact = all(math.isfinite(v) and F(v) == q for v, q in zip(values, coords))
    return values, exact


def sub(p, q):
    return [F(p[k]) - F(q[k]) for k in range(len(p))]


def cross(u, v):
    return [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]


def dot(u, v):
    return sum(x * y for x, y in zip(u, v))


def ref_ssi(a, b, c, d):
    u, v, w = sub(b, a), sub(d, c), sub(c, a)
    t = (w[0] * v[1] - w[1] * v[0]) / (u[0] * v[1] - u[1] * v[0])
    return [F(a[k]) + t * u[k] for k in range(2)]


def ref_lpi(p, q, a, b, c):
    r, n = sub(q, p), cross(sub(b, a), sub(c, a))
    s = dot(sub(a, p), n) / dot(r, n)
    return [F(p[k]) + s * r[k] for k in range(3)]


def ref_circumcenter_2d(a, b, c):
    b1, c1 = sub(b, a), sub(c, a)
    d = 2 * (b1[0] * c1[1] - b1[1] * c1[0])
    b2, c2 = dot(b1, b1), dot(c1, c1)
    return [F(a[0]) + (b2 * c1[1] - c2 * b1[1]) / d, F(a[1]) + (c2 * b1[0] - b2 * c1[0]) / d]


def ref_circumcenter_3d(a, b, c, d):
    b1, c1, d1 = sub(b, a), sub(c, a), sub(d, a)
    det = 2 * dot(b1, cross(c1, d1))
    cd, db, bc = cross(c1, d1), cross(d1, b1), cross(b1, c1)
    n = [dot(b1, b1) * cd[k] + dot(c1, c1) * db[k] + dot(d1, d1) * bc[k] for k in range(3)]
    return [F(a[k]) + n[k] / det for k in range(3)]


def point(rng, dim, near=None):
    if near is None:
        return tuple(rng.uniform(-1, 1) for _ in range(dim))
    return tuple(math.nextafter(v, math.inf) if rng.random() < 0.5 else v for v in near)


def test_agrees_with_fractions_on_random_and_near_degenerate_input():
    rng = random.Random(20261203)
    for i in range(300):
        a, b, c, d = (point(rng, 2) for _ in range(4))
        if i % 3 == 0:  # nearly parallel lines, nearly collinear points
            s = rng.uniform(-2, 2)
            d = point(rng, 2, (c[0] + s * (b[0] - a[0]), c[1] + s * (b[1] - a[1])))
            c = point(rng, 2, (a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])))
        try:
            want = expected(ref_ssi(a, b, c, d))
        except ZeroDivisionError:
            with pytest.raises(ValueError):
                exactpred.rounded(exactpred.ssi(a, b, c, d))
        else:
            assert exactpred.rounded(exactpred.ssi(a, b, c, d)) == want
        try:
            want = expected(ref_circumcenter_2d(a, b, c))
        except ZeroDivisionError:
            with pytest.raises(ValueError):
                exactpred.circumcenter(a, b, c)
        else:
            assert exactpred.circumcenter(a, b, c) == want
        p, q, e, f, g, h = (point(rng, 3) for _ in range(6))
        assert exactpred.rounded(exactpred.lpi(p, q, e, f, g)) == expected(ref_lpi(p, q, e, f, g))
        assert exactpred.circumcenter(p, q, e, f) == expected(ref_circumcenter_3d(p, q, e, f))


def test_exact_points_ties_and_explicit_points():
    assert exactpred.circumcenter((0, 0), (1, 0), (0, 1)) == ((0.5, 0.5), True)
    # A coordinate halfway between two floats rounds to the even one.
    A = 2.0**52 + 1
    want = expected(ref_circumcenter_2d((A, 0), (A + 1, 0), (A, 1)))
    assert want == ((A + 1, 0.5), False)
    assert exactpred.circumcenter((A, 0), (A + 1, 0), (A, 1)) == want
    assert exactpred.rounded((-0.0, 2.5)) == ((0.0, 2.5), True)
    assert math.copysign(1, exactpred.rounded((-0.0, 2.5))[0][0]) == 1
    planes = [(1, 0, 0), (1, 1, 0), (1, 0, 1), (0, 2, 0), (1, 2, 0), (0, 2, 1),
              (0, 0, 3), (1, 0, 3), (0, 1, 3)]
    assert exactpred.rounded(exactpred.tpi(*planes)) == ((1.0, 2.0, 3.0), True)
    assert exactpred.circumcenter((0, 0, 0), (1, 0, 0), (0, 1, 0)) == ((0.5, 0.5, 0.0), True)


def test_undefined_and_inexact_input_raise():
    with pytest.raises(ValueError, match="collinear"):
        exactpred.circumcenter((0, 0), (1, 1), (2, 2))
    with pytest.raises(ValueError, match="coplanar"):
        exactpred.circumcenter((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0))
    with pytest.raises(ValueError):
        exactpred.circumcenter((0, 0), (1, 0), (0, math.nan))
    with pytest.raises((ValueError, TypeError)):
        exactpred.circumcenter((0, 0), (1, 0), (0, 2**53 + 1))  # not exactly a float
