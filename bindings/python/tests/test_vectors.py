# SPDX-License-Identifier: MIT
# bindings/python/tests/test_vectors.py — every predicate of the module against the reference
# corpus tests/vectors/ (CGAL's answers): each file, each query, including the queries whose
# answer is 'error' (ValueError expected), the correctly rounded values (*_value: CGAL's
# exact rationals rounded by MPFR) and constructed points (circumcenter_*, round_ip: the
# coordinates so rounded, then 'exact' or 'rounded').
import math
from pathlib import Path

import pytest

import exactpred

VECTORS = Path(__file__).resolve().parents[3] / "tests" / "vectors"


def layout_of(path):
    """The argument names listed in the file's first line: '# Reference corpus for NAME (...)'."""
    first = path.read_text().splitlines()[0]
    return first[first.index("(") + 1:first.rindex(")")].split()


def group(names, values):
    """Fixed layouts: consecutive coordinates of one point (ax ay [az] [aw]: a weight last)
    become a tuple; other names (r, r1, r2) stay scalars."""
    args, i = [], 0
    while i < len(names):
        stem = names[i][:-1]
        if names[i][-1] == "x" and i + 1 < len(names) and names[i + 1] == stem + "y":
            dim = 3 if i + 2 < len(names) and names[i + 2] == stem + "z" else 2
            if i + dim < len(names) and names[i + dim] == stem + "w":
                dim += 1
            args.append(tuple(values[i:i + dim]))
            i += dim
        else:
            args.append(values[i])
            i += 1
    return args


def take_polygon(values, start):
    n = int(values[start])
    assert n == values[start], "a count must be an integer"
    pts = [(values[start + 1 + 2 * k], values[start + 2 + 2 * k]) for k in range(n)]
    return pts, start + 1 + 2 * n


IMPLICIT = {"ssi": (exactpred.ssi, 2), "lpi": (exactpred.lpi, 3), "tpi": (exactpred.tpi, 3)}


def round_ip(tag, values):
    """round_ip TAG NUMBERS: the point of that kind (p2, p3: explicit), rounded."""
    if tag in ("p2", "p3"):
        return exactpred.rounded(tuple(values))
    kind, dim = IMPLICIT[tag]
    points = [tuple(values[i:i + dim]) for i in range(0, len(values), dim)]
    return exactpred.rounded(kind(*points))


def call(name, names, values):
    if name == "round_ip":
        return round_ip(values[0], values[1:])
    if name.startswith("circumcenter_"):
        return exactpred.circumcenter(*group(names, values))
    """Runs predicate `name` on one query; returns the answer as the corpus writes it."""
    if name in ("polygon_orientation", "convex_hull", "convex_hull_collinear"):
        poly, end = take_polygon(values, 0)
        assert end == len(values)
        if name == "polygon_orientation":
            return str(exactpred.polygon_orientation(poly))
        hull = exactpred.convex_hull(poly, keep_collinear=(name == "convex_hull_collinear"))
        return " ".join(str(i) for i in hull)
    if name in ("winding_number", "point_in_polygon", "point_in_polygon_even_odd"):
        p = (values[0], values[1])
        poly, end = take_polygon(values, 2)
        assert end == len(values)
        if name == "winding_number":
            return str(exactpred.winding_number(p, poly))
        rule = "even_odd" if name.endswith("even_odd") else "non_zero"
        return exactpred.point_in_polygon(p, poly, rule)
    if name == "convex_polygons_intersect":
        a, mid = take_polygon(values, 0)
        b, end = take_polygon(values, mid)
        assert end == len(values)
        return exactpred.convex_polygons_intersect(a, b)
    assert len(names) == len(values), f"{name}: {len(values)} values for layout {names}"
    if name.endswith("_value"):  # a correctly rounded value: a float, compared as a number
        return getattr(exactpred, name)(*group(names, values))
    return str(getattr(exactpred, name)(*group(names, values)))


# Predicates the module does not bind yet: their files are left out here, and
# test_unbound_are_really_unbound fails once one of them is bound, so that its corpus file is
# then checked too. Every predicate of the corpus is bound today.
NOT_BOUND = set()


def corpus():
    files = sorted(VECTORS.glob("*.txt"))
    assert files, f"no reference corpus in {VECTORS}"
    for path in files:
        if path.stem in NOT_BOUND:
            continue
        names = layout_of(path)
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if not line or line.startswith("#"):
                continue
            query, answer = line.split("\t")
            fields = query.split()
            tag = fields[1:2] if fields[0] == "round_ip" else []  # the point's kind
            values = tag + [float.fromhex(v) for v in fields[1 + len(tag):]]
            yield pytest.param(path.stem, fields[0], names, values, answer,
                               id=f"{path.stem}:{number}")


@pytest.mark.parametrize("stem,name,names,values,answer", list(corpus()))
def test_reference_answer(stem, name, names, values, answer):
    assert name == stem
    if answer == "error":
        # (An undefined implicit point is already refused by its constructor, exactpred.ssi.)
        expected = "undefined|parallel" if name == "round_ip" else name.replace(
            "_even_odd", "").replace("_collinear", "")
        with pytest.raises(ValueError, match=expected):
            call(name, names, values)
    elif name == "round_ip" or name.startswith("circumcenter_"):
        # ((coordinates), exact) against 'x y [z] exact|rounded', numbers compared as numbers
        # with the sign of zero.
        coords, exact = call(name, names, values)
        *want, word = answer.split()
        assert [(v, math.copysign(1.0, v)) for v in coords] == [
            (float(w), math.copysign(1.0, float(w))) for w in want], (coords, answer)
        assert exact == (word == "exact"), (exact, answer)
    elif name.endswith("_value"):
        # The shortest decimal that reads back as the double (`inf`, `-inf`, `-0` included):
        # the same number, zero's sign too.
        got, want = call(name, names, values), float(answer)
        assert got == want and math.copysign(1.0, got) == math.copysign(1.0, want), (got, want)
    else:
        assert call(name, names, values) == answer


def test_unbound_are_really_unbound():
    for name in NOT_BOUND:
        assert not hasattr(exactpred, name), f"{name} is bound: remove it from NOT_BOUND"
        assert (VECTORS / f"{name}.txt").exists()


def test_corpus_is_large():
    # Every file of the corpus is read above; make sure they were not silently empty.
    assert sum(1 for _ in corpus()) >= 12000
