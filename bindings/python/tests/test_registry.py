# SPDX-License-Identifier: MIT
# bindings/python/tests/test_registry.py — every scalar function of the registry
# (interfaces/predicates.json, written from interfaces/predicates.py) is in the module: the
# Python function of the same name, or for the rows whose C++ form is an overload or a
# construction on an implicit point, its Python spelling below. (test_vectors.py checks every
# answer against the corpus.)
import json
from pathlib import Path

import exactpred

REGISTRY = json.loads(
    (Path(__file__).resolve().parents[3] / "interfaces" / "predicates.json").read_text())

# Rows whose Python form is spelled differently: the function, then how a call is made.
SPELLED = {
    "coplanar_orientation_3": "coplanar_orientation",
    "ssi_rounded": "rounded",
    "lpi_rounded": "rounded",
    "tpi_rounded": "rounded",
    "circumcenter_2d": "circumcenter",
    "circumcenter_triangle_3d": "circumcenter",
    "circumcenter_3d": "circumcenter",
}


def test_every_row_has_a_python_function():
    missing = [r["name"] for r in REGISTRY["rows"]
               if not callable(getattr(exactpred, SPELLED.get(r["name"], r["name"]), None))]
    assert missing == []


def test_the_differently_spelled_rows_answer_as_the_registry_says():
    assert exactpred.coplanar_orientation((0, 0, 0), (1, 0, 0), (0, 1, 0)) == 1
    assert exactpred.rounded(exactpred.ssi((0, 0), (2, 2), (0, 2), (2, 0))) == ((1, 1), True)
    assert exactpred.circumcenter((0, 0), (4, 0), (0, 4)) == ((2, 2), True)
    assert exactpred.circumcenter((0, 0, 0), (4, 0, 0), (0, 4, 0)) == ((2, 2, 0), True)
    assert exactpred.circumcenter((0, 0, 0), (2, 0, 0), (0, 2, 0), (0, 0, 2)) == ((1, 1, 1), True)


def test_every_classification_has_the_registry_words():
    answers = {
        "segment_relation": exactpred.Intersection,
        "intersection_3d": exactpred.Intersection,
        "triangle_location": exactpred.TriangleLocation,
        "triangle_location_3d": exactpred.TriangleLocation,
        "polygon_location": exactpred.PolygonLocation,
        "fill_rule": exactpred.FillRule,
        "convex_relation": exactpred.ConvexRelation,
        "ray_plane_relation": exactpred.RayPlane,
        "segment_plane_relation": exactpred.SegmentPlane,
        "triangle_feature": exactpred.TriangleFeature,
        "segment_triangle_feature": exactpred.SegmentTriangleFeature,
        "segment_pair_feature": exactpred.SegmentPairFeature,
        "ball_relation": exactpred.BallRelation,
        "ball_side": exactpred.BallSide,
        "box_intersection": exactpred.BoxIntersection,
        "box_box_relation": exactpred.BoxBoxRelation,
    }
    for name, cls in answers.items():
        assert [m.value for m in cls] == REGISTRY["enums"][name], name
