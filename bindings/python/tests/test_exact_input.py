# SPDX-License-Identifier: MIT
# bindings/python/tests/test_exact_input.py — every input is exactly a double or an error: ints,
# numpy integers, longdouble, Fraction and Decimal are taken only when their value is a double
# (2**60 yes, 2**60 + 1 no), in scalar points, radii, weighted points, polygons, point sets and
# batch arrays; complex input is a TypeError; the error names the function, the argument and
# the value. Out of memory is MemoryError (a subprocess under an address-space limit).
import os
import subprocess
import sys
import textwrap
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import exactpred

BIG = 2**60 + 1  # not a double: the nearest is 2**60
BIG_TEXT = "1152921504606846977"


def test_big_int_scalar_is_an_error():
    # The report's case: rounded to doubles the three points are collinear (answer 0); the exact
    # answer is -1.
    with pytest.raises(ValueError) as e:
        exactpred.orient2d((0, 0), (BIG, 2**60), (2**60, 2**60 - 1))
    message = str(e.value)
    assert "orient2d" in message and "argument 'b'" in message and BIG_TEXT in message
    assert "not exactly a double" in message
    # Ints that are doubles are exact input.
    assert exactpred.orient2d((0, 0), (2**60, 2**60), (2**60, 2**60 - 2**8)) == -1
    assert exactpred.orient2d((0, 0), (2**60, 2**60), (2**61, 2**61)) == 0
    assert exactpred.orient2d((0, 0), (-(2**63), 1), (2**1023, 0)) == -1


def test_too_large_int_is_an_overflow_error():
    with pytest.raises(OverflowError, match="argument 'c'.*too large for a double"):
        exactpred.orient2d((0, 0), (1, 0), (2**1100, 1))


@pytest.mark.parametrize("dtype", [np.int64, np.uint64])
def test_numpy_integer_scalars(dtype):
    with pytest.raises(ValueError, match=BIG_TEXT):
        exactpred.orient2d((0, 0), (dtype(BIG), dtype(2**60)), (dtype(2**60), dtype(2**60 - 1)))
    assert exactpred.orient2d((0, 0), (dtype(2**60), dtype(0)), (dtype(0), dtype(1))) == 1


def test_int64_batch_is_an_error():
    points = np.array([[0, 0], [BIG, 2**60], [2**60, 2**60 - 1]], dtype=np.int64)
    with pytest.raises(ValueError, match=r"orient2d\(\): points: row 1, column 0: " + BIG_TEXT):
        exactpred.orient2d(points, np.array([[0, 1, 2]]))
    with pytest.raises(ValueError, match=BIG_TEXT):
        exactpred.orient2d(points.astype(np.uint64), np.array([[0, 1, 2]]))
    with pytest.raises(ValueError, match=BIG_TEXT):
        exactpred.orient2d(points.astype(">i8"), np.array([[0, 1, 2]]))  # byte-swapped
    with pytest.raises(ValueError, match=BIG_TEXT):  # a strided view
        exactpred.orient2d(np.repeat(points, 2, axis=1)[:, ::2], np.array([[0, 1, 2]]))
    with pytest.raises(ValueError, match="18446744073709551615"):
        exactpred.orient2d(np.array([[0, 0], [2**64 - 1, 0], [0, 1]], dtype=np.uint64),
                           np.array([[0, 1, 2]]))
    # Integers that are doubles, of every width: the same answers as float64.
    exact = np.array([[0, 0], [2**60, 2**60], [2**60, 2**60 - 2**8], [-(2**62), 3]])
    queries = np.array([[0, 1, 2], [0, 2, 1], [1, 2, 3], [0, 1, 1]])
    want = exactpred.orient2d(exact.astype(np.float64), queries)
    assert list(want) == [-1, 1, -1, 0]
    np.testing.assert_array_equal(exactpred.orient2d(exact.astype(np.int64), queries), want)
    small = np.array([[0, 0], [5, 1], [3, -2], [-7, 4]])
    want = exactpred.orient2d(small.astype(np.float64), queries)
    for dtype in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
                  np.uint64]:
        pts = np.abs(small).astype(dtype) if np.dtype(dtype).kind == "u" else small.astype(dtype)
        ref = exactpred.orient2d(np.abs(small).astype(np.float64) if np.dtype(dtype).kind == "u"
                                 else small.astype(np.float64), queries)
        np.testing.assert_array_equal(exactpred.orient2d(pts, queries), ref)


def test_python_ints_in_arrays_and_lists():
    for points in ([[0, 0], [2**70 + 1, 0], [0, 1]],
                   np.array([[0, 0], [2**70 + 1, 0], [0, 1]], dtype=object)):
        with pytest.raises(ValueError, match="row 1, column 0: 1180591620717411303425"):
            exactpred.orient2d(points, [[0, 1, 2]])
    with pytest.raises(OverflowError, match="too large"):
        exactpred.orient2d([[0, 0], [2**2000, 0], [0, 1]], [[0, 1, 2]])
    assert list(exactpred.orient2d([[0, 0], [2**70, 0], [0, 1]], [[0, 1, 2]])) == [1]


def test_complex_is_a_type_error():
    with pytest.raises(TypeError, match="argument 'b'.*complex"):
        exactpred.orient2d((0, 0), (1, 1j), (0, 1))
    for value in (np.complex64(1), np.complex128(1)):
        with pytest.raises(TypeError, match="complex"):
            exactpred.orient2d((0, 0), (value, 0), (0, 1))
    for dtype in (np.complex64, np.complex128):
        points = np.array([[0, 0], [1, 1j], [0, 1]], dtype=dtype)
        with pytest.raises(TypeError, match="complex"):
            exactpred.orient2d(points, np.array([[0, 1, 2]]))
        with pytest.raises(TypeError, match="complex"):
            exactpred.polygon_orientation(points)
    with pytest.raises(TypeError, match="complex"):
        exactpred.orient2d([[0, 0], [1, 1j], [0, 1]], [[0, 1, 2]])


longdouble_is_wider = np.finfo(np.longdouble).nmant > np.finfo(np.float64).nmant


@pytest.mark.skipif(not longdouble_is_wider, reason="longdouble is float64 here")
def test_longdouble():
    one = np.longdouble(1) + np.longdouble(2) ** -60  # not a double
    # Rounded, (1 + 2^-60, 1) is (1, 1): collinear with (0, 0) and (1, 1), answer 0; exactly,
    # the point is below the line: -1.
    with pytest.raises(ValueError, match="argument 'c'.*not exactly a double"):
        exactpred.orient2d((0, 0), (1, 1), (one, 1))
    points = np.array([[0, 0], [1, 1], [one, 1]], dtype=np.longdouble)
    with pytest.raises(ValueError, match="row 2, column 0"):
        exactpred.orient2d(points, np.array([[0, 1, 2]]))
    with pytest.raises(ValueError, match="argument 'polygon'"):
        exactpred.polygon_orientation(points)
    # longdouble values that are doubles are exact input.
    exact = np.array([[0, 0], [1, 1], [1.5, 1]], dtype=np.longdouble)
    assert list(exactpred.orient2d(exact, np.array([[0, 1, 2]]))) == [-1]
    assert exactpred.orient2d((0, 0), (1, 1), (np.longdouble(1.5), 1)) == -1


def test_narrow_floats_are_exact():
    for dtype in (np.float16, np.float32):
        points = np.array([[0, 0], [0.1, 0.1], [0.3, 0.3]], dtype=dtype)
        assert list(exactpred.orient2d(points, np.array([[0, 1, 2]]))) == [0]
        assert exactpred.orient2d(*[tuple(p) for p in points]) == 0


def test_fraction_and_decimal():
    assert exactpred.orient2d((0, 0), (1, 1), (Fraction(1, 2), Decimal("0.25"))) == -1
    with pytest.raises(ValueError, match=r"Fraction\(1, 3\)"):
        exactpred.orient2d((0, 0), (1, 1), (Fraction(1, 3), 1))
    with pytest.raises(ValueError, match=r"Decimal\('0.1'\)"):
        exactpred.orient2d((0, 0), (1, 1), (Decimal("0.1"), 1))


def test_radius_weight_and_sos_index_arguments():
    with pytest.raises(ValueError, match="point_sphere.*argument 'r'.*" + BIG_TEXT):
        exactpred.point_sphere((0, 0, 0), BIG, (1, 0, 0))
    assert exactpred.point_sphere((0, 0, 0), 2**60, (1, 0, 0)) == "inside"
    with pytest.raises(ValueError, match="power_incircle.*argument 'a'.*coordinate w"):
        exactpred.power_incircle((0, 0, BIG), (1, 0, 0), (0, 1, 0), (1, 1, 0))
    with pytest.raises(ValueError, match=r"power_incircle\(\): points: row 0, column 2"):
        exactpred.power_incircle(np.array([[0, 0, BIG], [1, 0, 0], [0, 1, 0], [1, 1, 0]]),
                                 np.array([[0, 1, 2, 3]]))
    with pytest.raises(ValueError, match="orient2d_sos.*argument 'b'"):
        exactpred.orient2d_sos((0, 0), (BIG, 2**60), (2**60, 2**60 - 1), 0, 1, 2)
    with pytest.raises(ValueError, match=r"orient2d_sos\(\): points: row 1"):
        exactpred.orient2d_sos(np.array([[0, 0], [BIG, 2**60], [2**60, 2**60 - 1]]),
                               np.array([[0, 1, 2]]))


def test_polygons_and_point_sets():
    bad = [(0, 0), (BIG, 2**60), (2**60, 2**60 - 1)]
    for polygon in (bad, np.array(bad, dtype=np.int64), np.array(bad, dtype=object)):
        with pytest.raises(ValueError, match="argument 'polygon': point 1, coordinate x"):
            exactpred.polygon_orientation(polygon)
        with pytest.raises(ValueError, match="argument 'polygon'"):
            exactpred.winding_number((1, 1), polygon)
        with pytest.raises(ValueError, match="argument 'polygon'"):
            exactpred.point_in_polygon((1, 1), polygon)
        with pytest.raises(ValueError, match="convex_hull.*argument 'points'"):
            exactpred.convex_hull(polygon)
        with pytest.raises(ValueError, match="argument 'b'"):
            exactpred.convex_polygons_intersect([(0, 0), (1, 0), (0, 1)], polygon)
    good = [(0, 0), (2**60, 2**60), (2**60, 2**60 - 2**8)]
    assert exactpred.polygon_orientation(good) == -1
    assert exactpred.polygon_orientation(np.array(good, dtype=np.int64)) == -1


def test_implicit_points():
    with pytest.raises(ValueError, match=r"ssi\(\): argument 'b'"):
        exactpred.ssi((0, 0), (BIG, 1), (0, 1), (1, 0))
    s = exactpred.ssi((0, 0), (1, 1), (0, 1), (1, 0))
    with pytest.raises(ValueError, match=r"orient2d\(\): argument 'b'"):
        exactpred.orient2d(s, (BIG, 0), (0, 0))
    with pytest.raises(ValueError, match=r"lpi\(\): argument 'q'"):
        exactpred.lpi((0, 0, -1), (0, 0, BIG), (0, 0, 0), (1, 0, 0), (0, 1, 0))


def test_a_failed_call_leaves_nothing_behind():
    # An argument that is not a double in an overload that does not match (the second
    # argument is not a point) gives pybind11's TypeError; the same list, corrected, is then
    # good input.
    point = [BIG, 0]
    with pytest.raises(TypeError):
        exactpred.orient2d(point, "not a point", (0, 0))
    point[0] = 1
    assert exactpred.orient2d(point, (0, 1), (0, 0)) == 1
    assert exactpred.orient2d((0, 0), (1, 0), (0, 1)) == 1


# One valid call of every scalar function; each argument in turn is given a coordinate that is
# not a double, which must raise ValueError naming the function and the argument.
P2 = [(0, 0), (3, 0), (0, 3), (1, 1), (2, 5)]
P3 = [(0, 0, 0), (3, 0, 0), (0, 3, 0), (0, 0, 3), (1, 1, 1), (2, 5, 7)]
CALLS = {
    "orient2d": P2[:3], "incircle": P2[:4], "orient3d": P3[:4], "insphere": P3[:5],
    "orient2d_value": P2[:3], "incircle_value": P2[:4], "orient3d_value": P3[:4],
    "insphere_value": P3[:5], "circumcenter": P2[:3], "rounded": [P2[1]],
    "circumcenter_2d": P2[:3], "circumcenter_triangle_3d": P3[:3], "circumcenter_3d": P3[:4],
    "ssi_rounded": P2[:4],
    "lpi_rounded": [(0, 0, -1), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)],
    "tpi_rounded": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 0), (0, 1, 0), (0, 0, 1),
                    (0, 0, 0), (0, 0, 1), (1, 0, 0)],
    "orient2d_sos": P2[:3] + [0, 1, 2], "incircle_sos": P2[:4] + [0, 1, 2, 3],
    "orient3d_sos": P3[:4] + [0, 1, 2, 3], "insphere_sos": P3[:5] + [0, 1, 2, 3, 4],
    "compare_xy": P2[:2], "compare_xyz": P3[:2], "compare_x": P2[:2], "compare_y": P2[:2],
    "compare_z": P3[:2], "orient2d_xy": P3[:3], "orient2d_yz": P3[:3], "orient2d_zx": P3[:3],
    "coplanar_orientation": P3[:3], "coplanar_orientation_3": P3[:3],
    "coplanar_side_of_bounded_circle": [(0, 0, 0), (3, 0, 0), (0, 3, 0), (1, 1, 0)],
    "power_incircle": [(0, 0, 0), (3, 0, 0), (0, 3, 0), (1, 1, 0)],
    "power_insphere": [(0, 0, 0, 0), (3, 0, 0, 0), (0, 3, 0, 0), (0, 0, 3, 0), (1, 1, 1, 0)],
    "compare_power_distance_2": [(0, 0), (3, 0, 1), (0, 3, 2)],
    "compare_power_distance_3": [(0, 0, 0), (3, 0, 0, 1), (0, 3, 0, 2)],
    "side_of_diametral_circle": P2[:3], "side_of_diametral_sphere": P3[:3],
    "power_incircle_sos": [(0, 0, 0), (3, 0, 0), (0, 3, 0), (1, 1, 0), 0, 1, 2, 3],
    "power_insphere_sos": [(0, 0, 0, 0), (3, 0, 0, 0), (0, 3, 0, 0), (0, 0, 3, 0), (1, 1, 1, 0),
                           0, 1, 2, 3, 4],
    "same_side_2d": P2[:4], "segment_intersect_2d": P2[:4], "point_in_triangle_2d": P2[:4],
    "compare_distance_2d": P2[:3], "polygon_orientation": [P2[:3]],
    "winding_number": [P2[3], P2[:3]], "point_in_polygon": [P2[3], P2[:3]],
    "convex_hull": [P2], "convex_polygons_intersect": [P2[:3], P2[1:4]],
    "same_side_3d": P3[:5], "same_side_line_3d": P3[:4], "segment_intersect_3d": P3[:4],
    "point_in_triangle_3d": P3[:4], "ray_plane": P3[:4], "segment_plane": P3[:4],
    "segment_triangle_3d": P3[:5], "ray_triangle_3d": P3[:5], "compare_distance_3d": P3[:3],
    "closest_feature_3d": P3[:4], "compare_distance_point_plane": P3[:4],
    "compare_distance_point_line_3d": P3[:4], "compare_distance_point_segment_3d": P3[:4],
    "closest_feature_segment_segment_3d": P3[:4], "closest_feature_segment_triangle": P3[:5],
    "point_sphere": [P3[0], 2, P3[1]], "sphere_sphere": [P3[0], 2, P3[1], 1],
    "segment_sphere": [P3[0], 2, P3[1], P3[2]], "triangle_sphere": [P3[0], 2] + P3[1:4],
    "segment_box_3d": [P3[0], P3[4], (0, 0, 0), (2, 2, 2)],
    "ray_box_3d": [P3[0], P3[4], (0, 0, 0), (2, 2, 2)],
    "box_box_3d": [(0, 0, 0), (2, 2, 2), (1, 1, 1), (3, 3, 3)],
    "box_sphere": [P3[4], 1, (0, 0, 0), (2, 2, 2)],
    "capsule_box": [P3[0], P3[4], 1, (0, 0, 0), (2, 2, 2)],
    "ssi": P2[:4], "lpi": [(0, 0, -1), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)],
    "tpi": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 0), (0, 1, 0), (0, 0, 1), (0, 0, 0),
            (0, 0, 1), (1, 0, 0)],
}
NOT_COORDINATE_FUNCTIONS = {"batch_isa_in_use", "batch_isa_supported", "set_batch_isa",
                            "c_api_version"}


def test_every_function_is_listed():
    public = {n for n in dir(exactpred) if not n.startswith("_") and callable(getattr(exactpred, n))
              and getattr(getattr(exactpred, n), "__module__", "") != "exactpred._answers"}
    assert public - NOT_COORDINATE_FUNCTIONS == set(CALLS)


def spoil(arg):
    """arg with its first number replaced by 2**60 + 1, or None when it has no number to spoil
    (an SoS index)."""
    if isinstance(arg, tuple):
        return (BIG,) + arg[1:]
    if isinstance(arg, list):
        return [spoil(arg[0])] + arg[1:]
    if isinstance(arg, int) and not isinstance(arg, bool):
        return None
    return BIG


@pytest.mark.parametrize("name", sorted(CALLS))
def test_every_argument_is_checked(name):
    fn = getattr(exactpred, name)
    args = CALLS[name]
    fn(*args)  # valid as given
    sos_indices = name.endswith("_sos")
    for i, arg in enumerate(args):
        if sos_indices and isinstance(arg, int):
            continue
        spoiled = spoil(arg) if not isinstance(arg, (int, float)) else BIG
        bad = list(args)
        bad[i] = spoiled
        with pytest.raises(ValueError, match=name + r"\(\): argument '") as e:
            fn(*bad)
        assert BIG_TEXT in str(e.value)


def run_limited(code):
    """Runs code in a fresh interpreter whose address space is limited to ~1 GB above what it
    uses after importing numpy and exactpred; returns its output."""
    script = textwrap.dedent("""
        import resource
        import numpy as np
        import exactpred
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[0])
        limit = pages * resource.getpagesize() + 1_000_000_000
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        G = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
        try:
        """) + textwrap.indent(textwrap.dedent(code), "    ") + textwrap.dedent("""
            print("no error")
        except MemoryError as e:
            print("MemoryError:", e)
        """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, env=dict(os.environ, OPENBLAS_NUM_THREADS="1"))
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    return result.stdout


needs_rlimit = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                  reason="RLIMIT_AS and /proc are Linux's")

OUT_OF_MEMORY = {
    # The report's case: 2e8 broadcast queries of int64 (a view of 24 bytes) need 2.4 GB as
    # uint32; the conversion used to read through a null array (a segfault).
    "queries": "exactpred.orient2d(G, np.broadcast_to(np.array([0, 1, 2]), (2 * 10**8, 3)))",
    "sos_queries": "exactpred.orient2d_sos(G, np.broadcast_to(np.array([0, 1, 2]), (2 * 10**8, 3)))",
    # Points numpy cannot copy to float64 (used to be "TypeError: points: expected a float64
    # or float32 array"), and int64 points converted in C++.
    "points": "exactpred.orient2d(np.broadcast_to(np.array([1.0, 2.0]), (2 * 10**8, 2)), [[0, 1, 2]])",
    "int_points": "exactpred.orient2d(np.broadcast_to(np.array([1, 2]), (2 * 10**8, 2)), [[0, 1, 2]])",
    "weighted_points": "exactpred.power_incircle(np.broadcast_to(np.array([1.0, 2.0, 0.0]), (2 * 10**8, 3)), [[0, 1, 2, 3]])",
    "polygon": "exactpred.polygon_orientation(np.broadcast_to(np.array([1.0, 2.0]), (2 * 10**8, 2)))",
    # The vectorised derived predicates convert their points with the same checked conversion.
    "vectorised_points": "exactpred.point_in_polygon(np.broadcast_to(np.array([1, 2]), (2 * 10**8, 2)), G)",
    "vectorised_segments": "exactpred.segment_intersect_2d(G, G, G, np.broadcast_to(np.array([1.0, 2.0]), (2 * 10**8, 2)))",
}


@needs_rlimit
@pytest.mark.parametrize("case", sorted(OUT_OF_MEMORY))
def test_out_of_memory_is_memory_error(case):
    out = run_limited(OUT_OF_MEMORY[case])
    assert out.startswith("MemoryError"), out
