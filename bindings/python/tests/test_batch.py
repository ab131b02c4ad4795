# SPDX-License-Identifier: MIT
# bindings/python/tests/test_batch.py — the vectorised forms against the scalar ones (random,
# near-degenerate and lattice input, float64 and float32 arrays, every index dtype), the
# symbolic-perturbation forms, and ValueError for NaN, infinity and bad indices.
import math

import numpy as np
import pytest

import exactpred

CORE = [("orient2d", 2, 3), ("orient3d", 3, 4), ("incircle", 2, 4), ("insphere", 3, 5)]
SOS = [("orient2d_sos", 2, 3), ("orient3d_sos", 3, 4), ("incircle_sos", 2, 4),
       ("insphere_sos", 3, 5)]


def hard_points(rng, n, dim):
    """Random points, lattice points (many exact degeneracies) and points on a line or plane
    moved by a few ulps."""
    k = n // 3
    rand = rng.uniform(-1, 1, size=(k, dim))
    lattice = rng.integers(-3, 4, size=(k, dim)).astype(np.float64)
    t = rng.uniform(-1, 1, size=(n - 2 * k, 1))
    s = rng.uniform(-1, 1, size=(n - 2 * k, 1))
    base = 0.5 + t * 0.25 + (s * 0.125 if dim == 3 else 0)
    near = np.repeat(base, dim, axis=1) * np.linspace(1, 2, dim)
    near = near + near * np.finfo(np.float64).eps * rng.integers(-4, 5, size=near.shape)
    return np.concatenate([rand, lattice, near])


def scalar_answers(name, points, queries, sos=False):
    fn = getattr(exactpred, name)
    out = []
    for q in queries:
        pts = [tuple(points[i]) for i in q]
        out.append(fn(*pts, *[int(i) for i in q]) if sos else fn(*pts))
    return np.array(out, dtype=np.int8)


@pytest.mark.parametrize("name,dim,k", CORE)
def test_batch_equals_scalar(name, dim, k):
    rng = np.random.default_rng(17)
    points = hard_points(rng, 600, dim)
    queries = rng.integers(0, len(points), size=(3000, k))
    # Queries inside one group of points too: there the degenerate answers are common.
    queries[::2] = queries[::2] % 200 + 200
    got = getattr(exactpred, name)(points, queries)
    assert got.dtype == np.int8 and got.shape == (len(queries),)
    want = scalar_answers(name, points, queries)
    np.testing.assert_array_equal(got, want)
    assert (want == 0).sum() > 0 and (want == 1).sum() > 0 and (want == -1).sum() > 0


@pytest.mark.parametrize("name,dim,k", CORE)
def test_float32_points_and_index_dtypes(name, dim, k):
    rng = np.random.default_rng(5)
    points32 = hard_points(rng, 300, dim).astype(np.float32)
    queries = rng.integers(0, len(points32), size=(1000, k))
    fn = getattr(exactpred, name)
    want = fn(points32.astype(np.float64), queries.astype(np.uint32))
    for dtype in (np.int64, np.int32, np.uint32, np.uint64, np.int16):
        np.testing.assert_array_equal(fn(points32, queries.astype(dtype)), want)
    # Non-contiguous and Fortran-order arrays and plain lists are accepted too.
    wide = np.zeros((len(points32), dim + 1))
    wide[:, :dim] = points32
    np.testing.assert_array_equal(fn(wide[:, :dim], queries), want)
    np.testing.assert_array_equal(fn(np.asfortranarray(points32), queries), want)
    np.testing.assert_array_equal(fn(wide[:, :dim].astype(np.float32), queries), want)
    np.testing.assert_array_equal(fn(points32.tolist(), queries.tolist()), want)


@pytest.mark.parametrize("name,dim,k", SOS)
def test_sos_batch_equals_scalar_and_is_never_zero(name, dim, k):
    rng = np.random.default_rng(23)
    points = rng.integers(-2, 3, size=(40, dim)).astype(np.float64)
    queries = np.array([rng.choice(len(points), size=k, replace=False) for _ in range(2000)])
    got = getattr(exactpred, name)(points, queries)
    np.testing.assert_array_equal(got, scalar_answers(name, points, queries, sos=True))
    assert not (got == 0).any()
    exact = getattr(exactpred, name[:-4])(points, queries)
    nonzero = exact != 0
    assert (~nonzero).sum() > 0
    np.testing.assert_array_equal(got[nonzero], exact[nonzero])


def test_sos_equal_indices_raise():
    with pytest.raises(ValueError, match="orient2d_sos"):
        exactpred.orient2d_sos((0, 0), (1, 1), (2, 2), 0, 1, 1)
    with pytest.raises(ValueError, match="orient2d_sos"):
        exactpred.orient2d_sos(np.zeros((3, 2)), [[0, 1, 1]])


def test_natural_arguments():
    row = np.array([[0.0, 1.0]])
    assert exactpred.orient2d((0, 0), [1, 0], row[0]) == 1
    assert exactpred.orient2d((0, 0), (1, 1), (2, 2)) == 0
    assert exactpred.orient3d((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)) == 1
    assert exactpred.incircle((0, 0), (1, 0), (0, 1), (0.5, 0.5)) == 1
    assert exactpred.insphere((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (0.25, 0.25, 0.25)) == 1
    assert exactpred.segment_intersect_2d((0, 0), (2, 2), (0, 2), (2, 0)) == "crossing"
    assert exactpred.point_in_polygon((5, 5), np.array([[0, 0], [1, 0], [0, 1]])) == "outside"
    assert exactpred.point_in_polygon((0.1, 0.1), [(0, 0), (1, 0), (0, 1)], "even_odd") == "inside"
    assert exactpred.winding_number((0, 0), [(0, 0), (1, 0), (0, 1)]).on_boundary
    with pytest.raises(TypeError):
        exactpred.orient2d((0, 0, 0), (1, 0), (0, 1))
    with pytest.raises(ValueError, match="fill rule"):
        exactpred.point_in_polygon((0, 0), [(0, 0)], "odd")


def test_float32_exactness():
    # 0.1f and 0.3f are not 0.1 and 0.3: the float points are exactly collinear, the doubles
    # 0.1 and 0.3 are not.
    f = np.array([[0, 0], [0.1, 0.1], [0.3, 0.3]], dtype=np.float32)
    assert exactpred.orient2d(f, [[0, 1, 2]])[0] == 0
    assert exactpred.orient2d(f[0], f[1], f[2]) == 0
    g = f.copy()
    g[2, 1] = np.nextafter(g[2, 1], np.float32(1))
    assert exactpred.orient2d(g, [[0, 1, 2]])[0] == 1


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_scalar_raises(bad):
    with pytest.raises(ValueError, match="orient2d"):
        exactpred.orient2d((0, 0), (1, bad), (0, 1))
    with pytest.raises(ValueError, match="orient3d"):
        exactpred.orient3d((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, bad, 1))
    with pytest.raises(ValueError, match="incircle"):
        exactpred.incircle((bad, 0), (1, 0), (0, 1), (1, 1))
    with pytest.raises(ValueError, match="insphere"):
        exactpred.insphere((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (0, 0, bad))
    with pytest.raises(ValueError, match="segment_intersect_2d"):
        exactpred.segment_intersect_2d((0, 0), (1, 1), (bad, 0), (1, 0))
    with pytest.raises(ValueError, match="point_sphere"):
        exactpred.point_sphere((0, 0, 0), bad, (1, 1, 1))
    with pytest.raises(ValueError, match="polygon_orientation"):
        exactpred.polygon_orientation([(0, 0), (1, 0), (bad, 1)])


@pytest.mark.parametrize("name,dim,k", CORE + SOS)
@pytest.mark.parametrize("bad", [math.nan, math.inf])
def test_non_finite_batch_raises(name, dim, k, bad):
    points = np.arange(10 * dim, dtype=np.float64).reshape(10, dim) ** 1.5
    points[7, dim - 1] = bad
    queries = np.array([list(range(k)), [7] + list(range(k - 1))])
    with pytest.raises(ValueError, match=name):
        getattr(exactpred, name)(points, queries)
    with pytest.raises(ValueError, match=name):
        getattr(exactpred, name)(points.astype(np.float32), queries)


@pytest.mark.parametrize("name,dim,k", CORE + SOS)
def test_bad_indices_and_shapes(name, dim, k):
    fn = getattr(exactpred, name)
    points = np.zeros((4, dim))
    with pytest.raises(ValueError, match="out of range"):
        fn(points, [[4] * k])
    with pytest.raises(ValueError, match="out of range"):
        fn(points, [[-1] * k])
    with pytest.raises(ValueError, match="shape"):
        fn(points, [[0] * (k + 1)])
    with pytest.raises(ValueError, match="shape"):
        fn(np.zeros((4, dim + 1)), [[0] * k])
    assert fn(points, np.zeros((0, k), dtype=np.int64)).shape == (0,)


def test_batch_isa_choice_keeps_answers():
    rng = np.random.default_rng(3)
    points = hard_points(rng, 300, 2)
    queries = rng.integers(0, 300, size=(2000, 3))
    before = exactpred.batch_isa_in_use()
    want = exactpred.orient2d(points, queries)
    try:
        for isa in ("scalar", "sse2", "avx2", "avx512"):
            if exactpred.batch_isa_supported(isa):
                assert exactpred.set_batch_isa(isa)
                assert exactpred.batch_isa_in_use() == isa
                np.testing.assert_array_equal(exactpred.orient2d(points, queries), want)
            else:
                assert not exactpred.set_batch_isa(isa)
    finally:
        exactpred.set_batch_isa(before)
    assert exactpred.__version__ == exactpred.c_api_version()


def weighted(rng, n, dim):
    """Hard points with weights: zero, small integers (power-cocircular lattice configurations
    are common) and random ones."""
    pts = hard_points(rng, n, dim)
    w = np.where(rng.integers(0, 3, size=n) == 0, 0.0,
                 np.where(rng.integers(0, 2, size=n) == 0, rng.integers(-2, 3, size=n) * 0.5,
                          rng.uniform(-0.1, 0.1, size=n)))
    return np.concatenate([pts, w[:, None]], axis=1)


@pytest.mark.parametrize("name,dim,k,sos", [("power_incircle", 2, 4, False),
                                            ("power_insphere", 3, 5, False),
                                            ("power_incircle_sos", 2, 4, True),
                                            ("power_insphere_sos", 3, 5, True)])
def test_power_batch_equals_scalar(name, dim, k, sos):
    rng = np.random.default_rng(23)
    points = weighted(rng, 300, dim)
    # Distinct indices in every query (symbolic perturbation needs them); half of the queries
    # within one group of points, where degenerate answers are common.
    queries = np.argsort(rng.random((1500, len(points))), axis=1)[:, :k]
    queries[::2] = np.argsort(rng.random((750, 100)), axis=1)[:, :k] + 100
    got = getattr(exactpred, name)(points, queries)
    assert got.dtype == np.int8 and got.shape == (len(queries),)
    want = scalar_answers(name, points, queries, sos=sos)
    np.testing.assert_array_equal(got, want)
    if not sos:
        assert (want == 0).sum() > 0 and (want == 1).sum() > 0 and (want == -1).sum() > 0
    if sos:
        assert (got != 0).all()
    bad = points.copy()
    bad[int(queries[7][2])][dim] = math.nan
    with pytest.raises(ValueError, match="query 7"):
        getattr(exactpred, name)(bad, queries)
    with pytest.raises(ValueError, match="shape"):
        getattr(exactpred, name)(points[:, :dim], queries)


def test_meshing_scalar_forms():
    assert exactpred.compare_xy((0, 1), (0, 2)) == -1
    assert exactpred.compare_xyz((1, 0, 0), (0, 5, 5)) == 1
    assert exactpred.coplanar_orientation((0, 0, 0), (1, 0, 0), (0, 1, 0)) == 1
    assert exactpred.coplanar_orientation((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0)) == 1
    assert exactpred.coplanar_side_of_bounded_circle((0, 0, 0), (2, 0, 0), (0, 2, 0),
                                                     (1, 1, 0)) == 1
    # Four cocircular points with zero weights: on the power circle.
    assert exactpred.power_incircle((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0)) == 0
    with pytest.raises(ValueError, match="power_incircle"):
        exactpred.power_incircle((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, math.inf))
    with pytest.raises(ValueError, match="not coplanar"):
        exactpred.coplanar_orientation((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1))
