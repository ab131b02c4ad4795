# SPDX-License-Identifier: MIT
# The vectorised derived predicates (point_in_polygon and winding_number over an (n, 2) array of
# points, segment_intersect_2d over arrays of segments) against the scalar calls: random,
# lattice and degenerate inputs (points on edges and vertices, shared endpoints, collinear
# overlaps, one-ulp perturbations), float64, float32, integer and list inputs, and the errors.
import numpy as np
import pytest

import exactpred
from exactpred import Intersection, PolygonLocation, WindingNumbers

RNG = np.random.default_rng(20240601)

STAR = [(0, 0), (4, 1), (1, 3), (2, -1), (3, 3)]  # self-intersecting: winding numbers 0, 1, 2
SQUARE = [(0, 0), (4, 0), (4, 4), (0, 4)]
SPIRAL = [(0, 0), (6, 0), (6, 6), (1, 6), (1, 1), (5, 1), (5, 5), (2, 5), (2, 2), (4, 2),
          (4, 4), (3, 4), (3, 3), (0, 3)]
POLYGONS = [STAR, SQUARE, SPIRAL, SQUARE[::-1], [(0, 0), (1, 1)], [(0, 0), (0, 0), (2, 0), (0, 2)]]


def query_points(polygon, n=300):
    poly = np.array(polygon, dtype=np.float64)
    lo, hi = poly.min(axis=0) - 1, poly.max(axis=0) + 1
    random = RNG.uniform(lo, hi, size=(n, 2))
    lattice = np.stack(np.meshgrid(np.arange(lo[0], hi[0] + 0.5, 0.5),
                                   np.arange(lo[1], hi[1] + 0.5, 0.5)), -1).reshape(-1, 2)
    k = len(poly)
    t = RNG.integers(0, 9, size=(n, 1)) / 8.0
    a = poly[RNG.integers(0, k, size=n)]
    b = poly[(RNG.integers(0, k, size=n))]
    on_edges = a + t * (b - a)  # on edges and vertices when a, b are neighbours, else anywhere
    edges = np.array([poly[i] + s * (poly[(i + 1) % k] - poly[i])
                      for i in range(k) for s in (0, 0.25, 0.5, 1 / 3)])
    nudged = np.nextafter(edges, edges + RNG.choice([-1.0, 1.0], size=edges.shape))
    return np.concatenate([random, lattice, on_edges, poly, edges, nudged])


@pytest.mark.parametrize("polygon", POLYGONS, ids=range(len(POLYGONS)))
@pytest.mark.parametrize("rule", ["non_zero", "even_odd"])
def test_point_in_polygon_agrees_with_the_scalar_calls(polygon, rule):
    points = query_points(polygon)
    codes = exactpred.point_in_polygon(points, polygon, rule)
    assert codes.dtype == np.int8 and codes.shape == (len(points),)
    expected = [exactpred.point_in_polygon(tuple(p), polygon, rule).code for p in points]
    assert codes.tolist() == expected
    if len(polygon) > 2:  # the degenerate cases occur
        assert {PolygonLocation.from_code(c) for c in codes} >= {"inside", "on_boundary",
                                                                  "outside"}


@pytest.mark.parametrize("polygon", POLYGONS, ids=range(len(POLYGONS)))
def test_winding_number_agrees_with_the_scalar_calls(polygon):
    points = query_points(polygon)
    result = exactpred.winding_number(points, polygon)
    assert isinstance(result, WindingNumbers) and len(result) == len(points)
    assert result.on_boundary.dtype == np.bool_ and result.number.dtype == np.int64
    for i, p in enumerate(points):
        assert result[i] == exactpred.winding_number(tuple(p), polygon)
    if polygon is STAR:
        assert set(result.number.tolist()) == {0, 1, 2} and result.on_boundary.any()
    with pytest.raises(TypeError):
        result != 0
    with pytest.raises(TypeError):
        bool(result)


def segment_cases(n=2000):
    lattice = RNG.integers(-3, 4, size=(4, n, 2)).astype(np.float64)  # many degenerate pairs
    p1, p2, q1, q2 = lattice
    shared = q1.copy()
    shared[: n // 4] = p1[: n // 4]  # shared endpoints
    shared[n // 4: n // 2] = p2[n // 4: n // 2]
    t = RNG.integers(-2, 5, size=(n, 1)) / 2.0
    s = RNG.integers(-2, 5, size=(n, 1)) / 2.0
    col_q1 = p1 + t * (p2 - p1)  # collinear with p1p2: overlapping, touching or disjoint
    col_q2 = p1 + s * (p2 - p1)
    random = RNG.uniform(-1, 1, size=(4, n, 2))
    tiny = np.nextafter(p1, p1 + 1)
    return [
        (p1, p2, q1, q2),
        (p1, p2, shared, q2),
        (p1, p2, col_q1, col_q2),
        tuple(random),
        (p1, p2, tiny, q2),
        (p1, p1, q1, q1),  # zero-length segments
    ]


@pytest.mark.parametrize("case", range(6))
def test_segment_intersect_agrees_with_the_scalar_calls(case):
    p1, p2, q1, q2 = segment_cases()[case]
    codes = exactpred.segment_intersect_2d(p1, p2, q1, q2)
    assert codes.dtype == np.int8 and codes.shape == (len(p1),)
    expected = [exactpred.segment_intersect_2d(tuple(a), tuple(b), tuple(c), tuple(d)).code
                for a, b, c, d in zip(p1, p2, q1, q2)]
    assert codes.tolist() == expected
    if case in (0, 1):
        assert set(codes.tolist()) == {m.code for m in Intersection}
    if case == 2:  # collinear: never crossing
        assert set(codes.tolist()) == {m.code for m in Intersection} - {Intersection.crossing.code}


def test_input_types():
    points = [(1, 3), (4, 2), (2**60, 0)]
    want = [PolygonLocation.inside.code, PolygonLocation.on_boundary.code,
            PolygonLocation.outside.code]
    for form in (points, np.array(points, dtype=np.int64), np.array(points, dtype=np.float32),
                 np.array(points, dtype=object), np.asfortranarray(np.array(points, dtype=float)),
                 np.repeat(np.array(points, dtype=float), 2, axis=0)[::2]):
        assert exactpred.point_in_polygon(form, SQUARE).tolist() == want
        wn = exactpred.winding_number(form, SQUARE)
        assert wn.on_boundary.tolist() == [False, True, False]
        assert wn.number.tolist() == [1, 0, 0]
    empty = np.zeros((0, 2))
    assert exactpred.point_in_polygon(empty, SQUARE).shape == (0,)
    assert len(exactpred.winding_number(empty, SQUARE)) == 0
    assert exactpred.segment_intersect_2d(empty, empty, empty, empty).shape == (0,)
    f = np.array([[0, 0], [0.1, 0.1], [0.3, 0.3]], dtype=np.float32)
    # Exactly collinear as floats (not as the doubles 0.1, 0.3): touching at (0.1f, 0.1f).
    assert exactpred.segment_intersect_2d(f[:1], f[1:2], f[1:2], f[2:]).tolist() == [
        Intersection.touching.code]


def test_errors():
    with pytest.raises(ValueError, match=r"point_in_polygon\(\): points: row 1, column 0: "
                                         r"1152921504606846977 is not exactly a double"):
        exactpred.point_in_polygon(np.array([[0, 0], [2**60 + 1, 0]]), SQUARE)
    with pytest.raises(ValueError, match=r"segment_intersect_2d\(\): q1: row 0"):
        exactpred.segment_intersect_2d([(0, 0)], [(1, 1)], [(2**60 + 1, 0)], [(0, 0)])
    with pytest.raises(ValueError, match=r"winding_number\(\): row 1: .*NaN"):
        exactpred.winding_number(np.array([[0, 0], [np.nan, 0]]), SQUARE)
    with pytest.raises(ValueError, match=r"point_in_polygon\(\): points: expected shape \(n, 2\)"):
        exactpred.point_in_polygon(np.zeros((4, 3)), SQUARE)
    with pytest.raises(ValueError, match="same number of rows"):
        exactpred.segment_intersect_2d(np.zeros((2, 2)), np.zeros((2, 2)), np.zeros((3, 2)),
                                       np.zeros((2, 2)))
    with pytest.raises(TypeError, match="complex"):
        exactpred.point_in_polygon(np.zeros((2, 2), dtype=complex), SQUARE)
    with pytest.raises(ValueError, match="fill rule"):
        exactpred.point_in_polygon(np.zeros((2, 2)), SQUARE, "odd")
    with pytest.raises(TypeError, match=r"point_in_polygon\(\): argument 'polygon'"):
        exactpred.point_in_polygon(np.zeros((2, 2)), [(0, 0, 0)])
