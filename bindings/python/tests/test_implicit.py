# SPDX-License-Identifier: MIT
# bindings/python/tests/test_implicit.py — the predicates on implicit points (SPEC section 9:
# ssi, lpi, tpi) against an independent exact reference: the constructed points and the
# predicates' determinants computed in Python with fractions.Fraction (every double is a
# fraction, so the reference is exact). Random queries over every mix of kinds, and queries
# degenerate by construction (a crossing point on a line through it, a plane's point on the
# plane) where rounding the constructed point to doubles gives the wrong sign.
import math
import random
from fractions import Fraction as F

import numpy as np
import pytest

import exactpred

# ---- the exact reference --------------------------------------------------------------------


def sub(u, v):
    return tuple(a - b for a, b in zip(u, v))


def dot(u, v):
    return sum(a * b for a, b in zip(u, v))


def cross(u, v):
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])


def cross2(u, v):
    return u[0] * v[1] - u[1] * v[0]


def sign(x):
    return (x > 0) - (x < 0)


def exact(p):
    return tuple(F(c) for c in p)


def ssi_point(a, b, c, d):
    a, b, c, d = map(exact, (a, b, c, d))
    den = cross2(sub(b, a), sub(d, c))
    assert den != 0
    t = cross2(sub(c, a), sub(d, c)) / den
    return tuple(a[i] + t * (b[i] - a[i]) for i in range(2))


def lpi_point(p, q, a, b, c):
    p, q, a, b, c = map(exact, (p, q, a, b, c))
    n = cross(sub(b, a), sub(c, a))
    den = dot(n, sub(q, p))
    assert den != 0
    t = dot(n, sub(a, p)) / den
    return tuple(p[i] + t * (q[i] - p[i]) for i in range(3))


def det3(r0, r1, r2):
    return dot(r0, cross(r1, r2))


def tpi_point(*pts):
    pts = [exact(p) for p in pts]
    normals, offsets = [], []
    for k in range(3):
        a, b, c = pts[3 * k:3 * k + 3]
        n = cross(sub(b, a), sub(c, a))
        normals.append(n)
        offsets.append(dot(n, a))
    den = det3(*normals)
    assert den != 0
    cols = list(zip(*normals))  # columns of the matrix [n1; n2; n3]
    out = []
    for i in range(3):
        m = [list(col) for col in cols]
        m[i] = offsets
        rows = list(zip(*m))
        out.append(det3(*rows) / den)
    return tuple(out)


def ref_point(p):
    """The exact coordinates of an explicit point (a tuple) or an implicit one."""
    if isinstance(p, exactpred.ssi):
        return ssi_point(p.a, p.b, p.c, p.d)
    if isinstance(p, exactpred.lpi):
        return lpi_point(p.p, p.q, p.a, p.b, p.c)
    if isinstance(p, exactpred.tpi):
        return tpi_point(*[x for plane in p.planes for x in plane])
    return exact(p)


def ref_orient2d(a, b, c):
    return sign(cross2(sub(b, a), sub(c, a)))


def ref_incircle(a, b, c, d):
    rows = []
    for p in (a, b, c):
        u = sub(p, d)
        rows.append((u[0], u[1], u[0] * u[0] + u[1] * u[1]))
    return sign(det3(*rows))


def ref_orient3d(a, b, c, d):
    return sign(det3(sub(b, a), sub(c, a), sub(d, a)))


def project(p, axes):
    return tuple(p[i] for i in axes)


REFERENCE = {
    "orient2d": lambda *p: ref_orient2d(*p),
    "incircle": lambda *p: ref_incircle(*p),
    "orient3d": lambda *p: ref_orient3d(*p),
    "orient2d_xy": lambda *p: ref_orient2d(*(project(x, (0, 1)) for x in p)),
    "orient2d_yz": lambda *p: ref_orient2d(*(project(x, (1, 2)) for x in p)),
    "orient2d_zx": lambda *p: ref_orient2d(*(project(x, (2, 0)) for x in p)),
    "compare_x": lambda a, b: sign(a[0] - b[0]),
    "compare_y": lambda a, b: sign(a[1] - b[1]),
    "compare_z": lambda a, b: sign(a[2] - b[2]),
}


def check(name, *points):
    """exactpred's answer, asserted equal to the exact reference's; returned."""
    got = getattr(exactpred, name)(*points)
    want = REFERENCE[name](*(ref_point(p) for p in points))
    assert got == want, f"{name}{points}: exactpred {got}, exact {want}"
    return got


# ---- generators -----------------------------------------------------------------------------


def rnd_double(rng):
    """A double of a mixed shape: uniform in [-1, 1], a scaled one, or a small integer."""
    k = rng.random()
    if k < 0.5:
        return rng.uniform(-1.0, 1.0)
    if k < 0.8:
        return rng.uniform(-1.0, 1.0) * 2.0 ** rng.randint(-20, 20)
    return float(rng.randint(-4, 4))


def rnd_point(rng, dim):
    return tuple(rnd_double(rng) for _ in range(dim))


def make_ssi(rng):
    while True:
        a, b, c, d = (rnd_point(rng, 2) for _ in range(4))
        if cross2(sub(exact(b), exact(a)), sub(exact(d), exact(c))) != 0:
            return exactpred.ssi(a, b, c, d)


def make_lpi(rng):
    while True:
        p, q, a, b, c = (rnd_point(rng, 3) for _ in range(5))
        n = cross(sub(exact(b), exact(a)), sub(exact(c), exact(a)))
        if dot(n, sub(exact(q), exact(p))) != 0:
            return exactpred.lpi(p, q, a, b, c)


def make_tpi(rng):
    while True:
        pts = [rnd_point(rng, 3) for _ in range(9)]
        ex = [exact(p) for p in pts]
        normals = [cross(sub(ex[3 * k + 1], ex[3 * k]), sub(ex[3 * k + 2], ex[3 * k]))
                   for k in range(3)]
        if det3(*normals) != 0:
            return exactpred.tpi(*pts)


def rnd_point2(rng):
    return make_ssi(rng) if rng.random() < 0.6 else rnd_point(rng, 2)


def rnd_point3(rng):
    k = rng.random()
    if k < 0.35:
        return make_lpi(rng)
    if k < 0.7:
        return make_tpi(rng)
    return rnd_point(rng, 3)


# ---- random mixes ---------------------------------------------------------------------------

ARITY = {"orient2d": (3, 2), "incircle": (4, 2), "orient3d": (4, 3), "orient2d_xy": (3, 3),
         "orient2d_yz": (3, 3), "orient2d_zx": (3, 3), "compare_x": (2, None),
         "compare_y": (2, None), "compare_z": (2, 3)}


@pytest.mark.parametrize("name", sorted(ARITY))
def test_random_mixes(name):
    rng = random.Random(f"implicit-{name}")
    count, dim = ARITY[name]
    for i in range(60):
        d = dim if dim is not None else (2 if i % 2 == 0 else 3)
        points = [rnd_point2(rng) if d == 2 else rnd_point3(rng) for _ in range(count)]
        check(name, *points)


def test_random_mixes_cover_the_signs():
    # The random queries above are not all of one sign: check a sample of orient2d answers.
    rng = random.Random("signs")
    answers = {check("orient2d", rnd_point2(rng), rnd_point2(rng), rnd_point2(rng))
               for _ in range(40)}
    assert answers == {-1, 1}


# ---- degenerate by construction -------------------------------------------------------------


def rounded(p):
    """The constructed point rounded to doubles (what code that stores it would use)."""
    return tuple(float(c) for c in ref_point(p))


def test_ssi_on_its_lines():
    rng = random.Random("ssi-on-line")
    wrong_after_rounding = 0
    for _ in range(100):
        a, b, c, d = (tuple(rng.uniform(-1, 1) for _ in range(2)) for _ in range(4))
        if cross2(sub(exact(b), exact(a)), sub(exact(d), exact(c))) == 0:
            continue
        s = exactpred.ssi(a, b, c, d)
        assert check("orient2d", s, a, b) == 0
        assert check("orient2d", c, s, d) == 0
        assert check("orient2d", b, a, s) == 0
        # The same point from the other construction orders.
        for t in (exactpred.ssi(c, d, a, b), exactpred.ssi(b, a, d, c)):
            assert check("compare_x", s, t) == 0
            assert check("compare_y", t, s) == 0
        # Two crossing points on the line a -> b and a itself: collinear.
        e, f = (tuple(rng.uniform(-1, 1) for _ in range(2)) for _ in range(2))
        if cross2(sub(exact(b), exact(a)), sub(exact(f), exact(e))) != 0:
            assert check("orient2d", s, exactpred.ssi(a, b, e, f), a) == 0
        if exactpred.orient2d(rounded(s), a, b) != 0:
            wrong_after_rounding += 1
    # Rounding the crossing point to doubles moves it off the line in most cases: the exact
    # answer 0 is then a wrong +-1. exactpred answered 0 every time above.
    assert wrong_after_rounding >= 30


def test_ssi_on_a_circle():
    # Lines through lattice points of the circle x^2 + y^2 = 25, with directions chosen at
    # random: the crossing point is that lattice point, so the four points are cocircular.
    rng = random.Random("ssi-circle")
    circle = [(5, 0), (0, 5), (-5, 0), (0, -5), (3, 4), (4, 3), (-3, 4), (-4, -3), (3, -4)]
    for _ in range(60):
        x = rng.choice(circle)
        u = (rng.randint(-9, 9), rng.randint(1, 9))
        v = (rng.randint(1, 9), rng.randint(-9, 9))
        if cross2(u, v) == 0:
            continue
        s1, s2 = rng.uniform(0.125, 4), rng.uniform(0.125, 4)  # exact multiples below
        s1, s2 = math.ldexp(round(math.ldexp(s1, 8)), -8), math.ldexp(round(math.ldexp(s2, 8)), -8)
        a = (x[0] - s1 * u[0], x[1] - s1 * u[1])
        b = (x[0] + s2 * u[0], x[1] + s2 * u[1])
        c = (x[0] - s2 * v[0], x[1] - s2 * v[1])
        d = (x[0] + s1 * v[0], x[1] + s1 * v[1])
        s = exactpred.ssi(a, b, c, d)
        assert ref_point(s) == exact(x)
        others = [p for p in circle if p != x][:3]
        assert check("incircle", others[0], others[1], others[2], s) == 0
        assert check("incircle", s, others[0], others[1], others[2]) == 0


def test_lpi_on_its_plane_and_line():
    rng = random.Random("lpi-on-plane")
    wrong_after_rounding = 0
    for _ in range(80):
        p, q, a, b, c = (tuple(rng.uniform(-1, 1) for _ in range(3)) for _ in range(5))
        n = cross(sub(exact(b), exact(a)), sub(exact(c), exact(a)))
        if dot(n, sub(exact(q), exact(p))) == 0:
            continue
        L = exactpred.lpi(p, q, a, b, c)
        assert check("orient3d", L, a, b, c) == 0
        assert check("orient3d", a, b, L, c) == 0
        for name in ("orient2d_xy", "orient2d_yz", "orient2d_zx"):
            assert check(name, L, p, q) == 0
        # Another line through the same plane: both points and a, b are coplanar.
        p2, q2 = (tuple(rng.uniform(-1, 1) for _ in range(3)) for _ in range(2))
        if dot(n, sub(exact(q2), exact(p2))) != 0:
            assert check("orient3d", L, exactpred.lpi(p2, q2, a, b, c), a, b) == 0
        if exactpred.orient3d(rounded(L), a, b, c) != 0:
            wrong_after_rounding += 1
    assert wrong_after_rounding >= 30


def test_tpi_on_its_planes():
    rng = random.Random("tpi-on-planes")
    wrong_after_rounding = 0
    for _ in range(60):
        pts = [tuple(rng.uniform(-1, 1) for _ in range(3)) for _ in range(9)]
        try:
            T = exactpred.tpi(*pts)
        except ValueError:
            continue
        planes = [pts[0:3], pts[3:6], pts[6:9]]
        for a, b, c in planes:
            assert check("orient3d", T, a, b, c) == 0
        # The same point from the planes in another order, and a line meeting plane 1 at an
        # lpi point: T and that point both lie on plane 1.
        T2 = exactpred.tpi(*planes[1], *planes[2], *planes[0])
        for name in ("compare_x", "compare_y", "compare_z"):
            assert check(name, T, T2) == 0
        p, q = (tuple(rng.uniform(-1, 1) for _ in range(3)) for _ in range(2))
        L = exactpred.lpi(p, q, *planes[0])
        assert check("orient3d", T, L, planes[0][0], planes[0][1]) == 0
        if exactpred.orient3d(rounded(T), *planes[0]) != 0:
            wrong_after_rounding += 1
    assert wrong_after_rounding >= 20


def test_near_degenerate():
    # Move one defining point of an on-the-line case by one ulp: the answer is no longer 0
    # and its sign must match the exact reference.
    rng = random.Random("near")
    signs = set()
    for _ in range(100):
        a, b, c, d = (tuple(rng.uniform(-1, 1) for _ in range(2)) for _ in range(4))
        if cross2(sub(exact(b), exact(a)), sub(exact(d), exact(c))) == 0:
            continue
        s = exactpred.ssi(a, b, c, d)
        b2 = (math.nextafter(b[0], 2.0), b[1])
        signs.add(check("orient2d", s, a, b2))
    assert signs == {-1, 1}


def test_near_degenerate_3d():
    # An lpi or tpi point against its own plane with one defining point of that plane moved by
    # one ulp; and its projections against the line it is on, the line's end moved by one ulp.
    rng = random.Random("near-3d")
    signs = set()
    for i in range(40):
        pts = [tuple(rng.uniform(-1, 1) for _ in range(3)) for _ in range(9)]
        try:
            P = exactpred.lpi(*pts[:5]) if i % 2 == 0 else exactpred.tpi(*pts)
        except ValueError:
            continue
        a, b, c = pts[2:5] if i % 2 == 0 else pts[0:3]
        c2 = (c[0], c[1], math.nextafter(c[2], 2.0))
        signs.add(check("orient3d", P, a, b, c2))
        if i % 2 == 0:
            p, q = pts[0], pts[1]
            q2 = (math.nextafter(q[0], -2.0), q[1], q[2])
            for name in ("orient2d_xy", "orient2d_zx"):
                signs.add(check(name, P, p, q2))
    assert signs == {-1, 1}


# ---- arguments and errors -------------------------------------------------------------------


def test_sequences_and_numpy_rows_mix_with_implicit_points():
    s = exactpred.ssi((0, 0), (2, 2), (0, 2), (2, 0))  # (1, 1)
    assert exactpred.orient2d(s, (0, 0), [1, 1]) == 0
    assert exactpred.orient2d(s, np.array([0.0, 0.0]), np.array([2.0, 0.0], np.float32)) == 1
    assert exactpred.compare_x(s, (1, 5)) == 0
    assert exactpred.compare_y(s, (0, 2)) == -1
    # All-explicit calls keep working, and the new predicates take explicit points too.
    assert exactpred.orient2d((0, 0), (1, 0), (0, 1)) == 1
    assert exactpred.compare_z((0, 0, 1), (5, 5, 0)) == 1
    assert exactpred.orient2d_yz((9, 0, 0), (9, 1, 0), (9, 0, 1)) == 1
    L = exactpred.lpi((0, 0, -1), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0))  # the origin
    T = exactpred.tpi((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 0), (0, 1, 0), (0, 0, 1),
                      (0, 0, 0), (0, 0, 1), (1, 0, 0))  # the origin
    for name in ("compare_x", "compare_y", "compare_z"):
        assert getattr(exactpred, name)(L, T) == 0
    assert exactpred.orient3d(L, (1, 0, 0), (0, 1, 0), (0, 0, 1)) == 1
    assert exactpred.orient3d(T, (1, 0, 0), (0, 1, 0), [0, 0, 1]) == 1
    assert s.a == (0.0, 0.0) and s.d == (2.0, 0.0)
    assert L.p == (0.0, 0.0, -1.0)
    assert T.planes[2][2] == (1.0, 0.0, 0.0)
    assert repr(s) == "ssi((0.0, 0.0), (2.0, 2.0), (0.0, 2.0), (2.0, 0.0))"


@pytest.mark.parametrize("make,match", [
    (lambda: exactpred.ssi((0, 0), (1, 1), (0, 1), (1, 2)), "ssi is undefined: the lines"),
    (lambda: exactpred.ssi((0, 0), (0, 0), (0, 1), (1, 2)), "ssi is undefined"),
    (lambda: exactpred.lpi((0, 0, 1), (1, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)),
     "lpi is undefined: the line p->q is parallel"),
    (lambda: exactpred.lpi((0, 0, 1), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)),
     "lpi is undefined"),
    (lambda: exactpred.lpi((0, 0, 1), (0, 0, 2), (0, 0, 0), (1, 0, 0), (2, 0, 0)),
     "lpi is undefined"),
    (lambda: exactpred.tpi((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1), (0, 1, 1),
                           (0, 0, 0), (0, 0, 1), (1, 0, 0)),
     "tpi is undefined: the three planes"),
    (lambda: exactpred.ssi((0, float("nan")), (1, 1), (0, 1), (1, 0)),
     "ssi: coordinate 2 of 8 is NaN"),
    (lambda: exactpred.lpi((0, 0, 0), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, float("inf"), 0)),
     "lpi: coordinate 14 of 15 is \\+infinity"),
    (lambda: exactpred.tpi(*[(0, 0, 0)] * 8, (0, 0, -math.inf)), "tpi: coordinate 27 of 27"),
])
def test_undefined_or_non_finite_construction_raises(make, match):
    with pytest.raises(ValueError, match=match):
        make()


def test_wrong_dimension_is_a_type_error():
    s = exactpred.ssi((0, 0), (2, 2), (0, 2), (2, 0))
    with pytest.raises(TypeError):
        exactpred.orient3d(s, (0, 0, 0), (1, 0, 0), (0, 1, 0))
    with pytest.raises(TypeError):
        exactpred.compare_x(s, (0, 0, 0))
    with pytest.raises(TypeError):
        exactpred.compare_z(s, (0, 0))
    with pytest.raises(ValueError, match="orient2d"):
        exactpred.orient2d(s, (0, 0), (float("nan"), 0))


# ---- against exactpred-oracle (CGAL's exact intersections), when it is available -------------


def oracle_point(p):
    """The oracle's tagged group for one point (SPEC section 9)."""
    if isinstance(p, exactpred.ssi):
        tag, pts = "ssi", (p.a, p.b, p.c, p.d)
    elif isinstance(p, exactpred.lpi):
        tag, pts = "lpi", (p.p, p.q, p.a, p.b, p.c)
    elif isinstance(p, exactpred.tpi):
        tag, pts = "tpi", [x for plane in p.planes for x in plane]
    else:
        tag, pts = ("p2" if len(p) == 2 else "p3"), (p,)
    return " ".join([tag] + [float(c).hex() for q in pts for c in q])


def test_against_the_oracle():
    """Random and degenerate mixes against `exactpred-oracle --reference cgal`: run when the
    environment variable EXACTPRED_ORACLE names the command (the build's
    build/bin/exactpred-oracle); the exact-fraction tests above need no oracle."""
    import os
    import subprocess
    oracle = os.environ.get("EXACTPRED_ORACLE")
    if not oracle:
        pytest.skip("EXACTPRED_ORACLE not set")
    rng = random.Random("oracle")
    queries, answers = [], []
    for i in range(400):
        name = sorted(ARITY)[i % len(ARITY)]
        count, dim = ARITY[name]
        d = dim if dim is not None else (2 if i % 2 == 0 else 3)
        points = [rnd_point2(rng) if d == 2 else rnd_point3(rng) for _ in range(count)]
        if i % 4 == 0:  # degenerate by construction: a point's own defining points
            P = points[0]
            if isinstance(P, exactpred.ssi) and name == "orient2d":
                points = [P, P.a, P.b]
            elif isinstance(P, exactpred.lpi) and name == "orient3d":
                points = [P, P.a, P.b, P.c]
            elif isinstance(P, exactpred.lpi) and name.startswith("orient2d_"):
                points = [P, P.p, P.q]
        queries.append(f"{name}_ip " + " ".join(oracle_point(p) for p in points))
        answers.append(getattr(exactpred, name)(*points))
    out = subprocess.run([oracle, "--reference", "cgal"], input="\n".join(queries) + "\n",
                         capture_output=True, text=True, check=True).stdout.split("\n")
    for query, got, want in zip(queries, answers, out):
        assert str(got) == want, f"{query}: module {got}, oracle {want}"
    assert len(out) >= len(queries) and 0 in answers
