# SPDX-License-Identifier: MIT
# interfaces/predicates.py — the registry: one row per scalar function of exactpred's public
# API (predicates, correctly rounded values and constructions on explicit points). Every
# interface that is generated (scripts/generate-interfaces: the C API's scalar functions, the
# nothrow forms, the JavaScript functions and their TypeScript declarations) and every test
# list that iterates the API (tests/generated/, the bindings' parity tests) is written from
# these rows; docs/architecture.md says why a checked-in generator and not C++ templates.
#
# A row: the name (C: exactpred_NAME, JavaScript: its camelCase, oracle and corpus: NAME), the
# C++ call, the typed arguments, the answer type and a one-line doc. Argument kinds:
#   point2, point3          a point (C: const double NAME[2|3]; JavaScript: NAMEx, NAMEy[, NAMEz])
#   weighted2, weighted3    a point and its weight (C: const double NAME[3|4]; ... NAMEw)
#   radius                  a double r >= 0 (C: double)
#   polygon                 a sequence of 2D points (C: const double* NAME, size_t NAME_size:
#                           NAME_size points, x and y each; JavaScript: an array or Float64Array
#                           of x, y pairs)
#   fill_rule               exactpred::fill_rule (C: int, EXACTPRED_FILL_RULE_*; JavaScript:
#                           'non_zero' or 'even_odd')
#   flag                    a bool (C: int, non-zero for true; JavaScript: a boolean)
# `sos=True`: the points are followed by one index each (C: const size_t index[N]; JavaScript:
# iNAME numbers, non-negative safe integers). `batch=True`: the C++ batch form NAME_batch over an
# index array exists (batch.hpp), and Python gets the form (points, queries) calling it.
# Answer kinds: 'sign' (-1, 0, +1), an enum's name (ENUMS: C int codes, the C++ enumerator
# values; JavaScript the words), 'value' (a double), 'point2'/'point3' (a constructed point and
# whether it is exact), 'winding' (a winding number and whether the point is on the boundary),
# 'indices' (convex_hull's vertex positions).

# The classifications: the C++ enumerators in declaration order (the generated C++ checks each
# word against exactpred::to_string and each code against the enumerator's value).
ENUMS = {
    "segment_relation": ["disjoint", "crossing", "touching", "overlapping"],
    "triangle_location": ["outside", "inside", "on_edge", "on_vertex"],
    "polygon_location": ["outside", "inside", "on_boundary"],
    "fill_rule": ["non_zero", "even_odd"],
    "convex_relation": ["disjoint", "touching", "overlapping"],
    "intersection_3d": ["disjoint", "crossing", "touching", "overlapping"],
    "triangle_location_3d": ["outside", "inside", "on_edge", "on_vertex"],
    "ray_plane_relation": ["hits", "misses", "parallel", "in_plane"],
    "segment_plane_relation": ["disjoint", "crossing", "touching", "in_plane"],
    "triangle_feature": ["vertex_a", "vertex_b", "vertex_c", "edge_ab", "edge_bc", "edge_ca",
                         "face"],
    "segment_triangle_feature": ["intersecting", "edge_ab", "edge_bc", "edge_ca", "endpoint_p",
                                 "endpoint_q"],
    "segment_pair_feature": ["intersecting", "parallel", "p1_q1", "p1_q2", "p1_interior",
                             "p2_q1", "p2_q2", "p2_interior", "interior_q1", "interior_q2",
                             "interior_interior"],
    "ball_relation": ["disjoint", "touching", "intersecting"],
    "ball_side": ["outside", "on_boundary", "inside"],
    "box_intersection": ["disjoint", "intersecting"],
    "box_box_relation": ["disjoint", "touching", "overlapping"],
}


# The Python class of each classification (exactpred/_answers.py: a str enum of its words).
ANSWER_CLASSES = {
    "segment_relation": "Intersection", "triangle_location": "TriangleLocation",
    "polygon_location": "PolygonLocation", "fill_rule": "FillRule",
    "convex_relation": "ConvexRelation", "intersection_3d": "Intersection",
    "triangle_location_3d": "TriangleLocation", "ray_plane_relation": "RayPlane",
    "segment_plane_relation": "SegmentPlane", "triangle_feature": "TriangleFeature",
    "segment_triangle_feature": "SegmentTriangleFeature",
    "segment_pair_feature": "SegmentPairFeature", "ball_relation": "BallRelation",
    "ball_side": "BallSide", "box_intersection": "BoxIntersection",
    "box_box_relation": "BoxBoxRelation",
}

class Row:
    def __init__(self, name, args, answer, doc, call=None, cpp_name=None, sos=False,
                 c_packed=None, out_name=None, group=None, batch=False):
        self.name = name
        self.cpp_name = cpp_name or name  # the C++ function (an overload for some rows)
        # "a:point2 r:radius rule:fill_rule=non_zero": (name, kind) pairs, and the defaults of
        # the C++ and JavaScript forms (C has none).
        self.args, self.defaults = [], {}
        for a in args.split():
            name, kind = a.split(":")
            if "=" in kind:
                kind, self.defaults[name] = kind.split("=")
            self.args.append((name, kind))
        self.answer = answer
        self.doc = doc
        # The C++ call when it is not exactpred::CPP_NAME(arguments...), "{a}" for argument a
        # (the implicit-point constructions; nothrow.hpp declares their forms by hand).
        self.call = call
        self.sos = sos
        self.c_packed = c_packed  # the C form takes every point in one array of this name
        self.out_name = out_name or "point"  # a construction's output array (C)
        self.group = group
        # The C++ batch form NAME_batch over an index array exists (batch.hpp: a point span, or
        # weighted points and their count): Python then has the form (points, queries).
        self.batch = batch

    @property
    def points(self):
        return [n for n, k in self.args if k in ("point2", "point3", "weighted2", "weighted3")]


GROUPS = [
    ("core", "the core predicates (C++: exactpred/core.hpp)",
     "Signs in CGAL's conventions; see the C++ header for each."),
    ("values", "the correctly rounded values (docs/SPEC.md section 11)",
     "The determinant whose sign the predicate of the same name is, rounded to the nearest "
     "double (ties to even), for every finite input and in every floating-point environment: "
     "subnormal results included, +-infinity beyond DBL_MAX + ulp/2, +0.0 for an exact zero "
     "and a zero of the value's sign when it rounds to zero."),
    ("constructions", "the correctly rounded constructions (docs/SPEC.md section 11)",
     "A constructed point, each coordinate rounded to the nearest double (ties to even), for "
     "every finite input and in every floating-point environment (subnormals, +-infinity "
     "beyond DBL_MAX + ulp/2, +0.0 for an exact zero), and whether it is the point itself. An "
     "undefined construction is invalid input."),
    ("sos", "symbolic perturbation (C++: exactpred/sos.hpp, exactpred/meshing.hpp)",
     "The perturbed predicates: never 0 when the indices (one per point) are distinct; equal "
     "indices where the perturbation is needed are invalid input."),
    ("meshing", "the meshing predicates (C++: exactpred/meshing.hpp)",
     "CGAL's meshing predicates; weighted points are a point followed by its weight (a squared "
     "radius, any finite double)."),
    ("planar", "planar predicates, polygons and point sets (C++: exactpred/planar.hpp)",
     "Polygons are sequences of points, x and y each, closed implicitly."),
    ("spatial", "spatial predicates (C++: exactpred/spatial.hpp)", ""),
    ("volume", "spheres and boxes (C++: exactpred/volume.hpp)",
     "Radii are doubles >= 0 and boxes closed [lo, hi] with lo <= hi in every coordinate; "
     "anything else is invalid input."),
]

_ = None
ROWS = [
    # -- core
    Row("orient2d", "a:point2 b:point2 c:point2", "sign",
        "Sign of det[b - a, c - a]: +1 when c lies left of the directed line a -> b (a, b, c "
        "counterclockwise), -1 when right, 0 when collinear.", group="core", batch=True),
    Row("orient3d", "a:point3 b:point3 c:point3 d:point3", "sign",
        "Sign of det[b - a, c - a, d - a]: +1 when d lies on the side of the plane abc that "
        "(b - a) x (c - a) points to, 0 when coplanar. CGAL's convention, the opposite of "
        "Shewchuk's orient3d.", group="core", batch=True),
    Row("incircle", "a:point2 b:point2 c:point2 d:point2", "sign",
        "+1 when d lies inside the circle through a, b, c if a, b, c are counterclockwise "
        "(outside if clockwise), 0 when cocircular. Equals CGAL's "
        "side_of_oriented_circle(a, b, c, d).", group="core", batch=True),
    Row("insphere", "a:point3 b:point3 c:point3 d:point3 e:point3", "sign",
        "+1 when e lies inside the sphere through a, b, c, d if orient3d(a, b, c, d) > 0 "
        "(outside if < 0), 0 when cospherical. Equals CGAL's "
        "side_of_oriented_sphere(a, b, c, d, e).", group="core", batch=True),
    # -- values
    Row("orient2d_value", "a:point2 b:point2 c:point2", "value",
        "det[b - a, c - a], correctly rounded: the value whose sign is orient2d.",
        group="values"),
    Row("orient3d_value", "a:point3 b:point3 c:point3 d:point3", "value",
        "det[b - a, c - a, d - a], correctly rounded: the value whose sign is orient3d.",
        group="values"),
    Row("incircle_value", "a:point2 b:point2 c:point2 d:point2", "value",
        "The lifted 3x3 determinant whose sign is incircle, correctly rounded.", group="values"),
    Row("insphere_value", "a:point3 b:point3 c:point3 d:point3 e:point3", "value",
        "The lifted 4x4 determinant whose sign is insphere, correctly rounded.", group="values"),
    # -- constructions
    Row("ssi_rounded", "a:point2 b:point2 c:point2 d:point2", "point2",
        "The intersection of the lines a -> b and c -> d (undefined when parallel or "
        "degenerate).", call="exactpred::rounded(exactpred::ssi{{{a}, {b}, {c}, {d}}})",
        group="constructions"),
    Row("lpi_rounded", "p:point3 q:point3 a:point3 b:point3 c:point3", "point3",
        "The point where the line p -> q meets the plane (a, b, c).",
        call="exactpred::rounded(exactpred::lpi{{{p}, {q}, {a}, {b}, {c}}})",
        group="constructions"),
    Row("tpi_rounded",
        "a1:point3 b1:point3 c1:point3 a2:point3 b2:point3 c2:point3 a3:point3 b3:point3 "
        "c3:point3", "point3",
        "The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3), given as the "
        "27 coordinates a1 b1 c1 a2 b2 c2 a3 b3 c3.",
        call="exactpred::rounded(exactpred::tpi{{{a1}, {b1}, {c1}, {a2}, {b2}, {c2}, {a3}, "
             "{b3}, {c3}}})", c_packed="planes", group="constructions"),
    Row("circumcenter_2d", "a:point2 b:point2 c:point2", "point2",
        "The centre of the circle through a, b, c (collinear points: undefined).",
        cpp_name="circumcenter", out_name="center",
        group="constructions"),
    Row("circumcenter_triangle_3d", "a:point3 b:point3 c:point3", "point3",
        "The centre of the circle through a, b, c in 3D, in their plane (collinear: "
        "undefined).", cpp_name="circumcenter", out_name="center",
        group="constructions"),
    Row("circumcenter_3d", "a:point3 b:point3 c:point3 d:point3", "point3",
        "The centre of the sphere through a, b, c, d (coplanar points: undefined).",
        cpp_name="circumcenter", out_name="center",
        group="constructions"),
    # -- sos
    Row("orient2d_sos", "a:point2 b:point2 c:point2", "sign",
        "orient2d(a, b, c) when non-zero, else its sign under symbolic perturbation.",
        sos=True, group="sos", batch=True),
    Row("orient3d_sos", "a:point3 b:point3 c:point3 d:point3", "sign",
        "orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation.",
        sos=True, group="sos", batch=True),
    Row("incircle_sos", "a:point2 b:point2 c:point2 d:point2", "sign",
        "incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation.",
        sos=True, group="sos", batch=True),
    Row("insphere_sos", "a:point3 b:point3 c:point3 d:point3 e:point3", "sign",
        "insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation.",
        sos=True, group="sos", batch=True),
    Row("power_incircle_sos", "a:weighted2 b:weighted2 c:weighted2 d:weighted2", "sign",
        "power_incircle(a, b, c, d) when non-zero, else its sign under symbolic "
        "perturbation.", sos=True, group="sos", batch=True),
    Row("power_insphere_sos", "a:weighted3 b:weighted3 c:weighted3 d:weighted3 e:weighted3",
        "sign",
        "power_insphere(a, b, c, d, e) when non-zero, else its sign under symbolic "
        "perturbation.", sos=True, group="sos", batch=True),
    # -- meshing
    Row("compare_xy", "a:point2 b:point2", "sign",
        "Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xy.", group="meshing"),
    Row("compare_xyz", "a:point3 b:point3", "sign",
        "Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xyz.",
        group="meshing"),
    Row("coplanar_orientation_3", "a:point3 b:point3 c:point3", "sign",
        "CGAL's coplanar_orientation(a, b, c): orient2d of the projection on xy, else yz, "
        "else xz.", cpp_name="coplanar_orientation", group="meshing"),
    Row("coplanar_orientation", "a:point3 b:point3 c:point3 d:point3", "sign",
        "CGAL's coplanar_orientation(a, b, c, d): a, b, c, d coplanar and a, b, c not "
        "collinear, else invalid input.", group="meshing"),
    Row("coplanar_side_of_bounded_circle", "a:point3 b:point3 c:point3 d:point3", "sign",
        "CGAL's coplanar_side_of_bounded_circle(a, b, c, d): +1 inside, 0 on, -1 outside the "
        "circle abc (coplanar points, a, b, c not collinear, else invalid input).",
        group="meshing"),
    Row("power_incircle", "a:weighted2 b:weighted2 c:weighted2 d:weighted2", "sign",
        "CGAL's power_side_of_oriented_power_circle; with zero weights, incircle.",
        group="meshing", batch=True),
    Row("power_insphere", "a:weighted3 b:weighted3 c:weighted3 d:weighted3 e:weighted3",
        "sign", "CGAL's power_side_of_oriented_power_sphere; with zero weights, insphere.",
        group="meshing", batch=True),
    Row("compare_power_distance_2", "p:point2 q:weighted2 r:weighted2", "sign",
        "CGAL's compare_power_distance_2: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 "
        "when p is closer to q in power.", group="meshing"),
    Row("compare_power_distance_3", "p:point3 q:weighted3 r:weighted3", "sign",
        "CGAL's compare_power_distance_3: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 "
        "when p is closer to q in power.", group="meshing"),
    Row("side_of_diametral_circle", "p:point2 q:point2 t:point2", "sign",
        "CGAL's side_of_bounded_circle(p, q, t): where t lies with respect to the circle with "
        "diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the "
        "point p). Delaunay refinement's encroachment test.", group="meshing"),
    Row("side_of_diametral_sphere", "p:point3 q:point3 t:point3", "sign",
        "CGAL's side_of_bounded_sphere(p, q, t): where t lies with respect to the sphere with "
        "diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the "
        "point p).", group="meshing"),
    # -- planar
    Row("same_side_2d", "p:point2 q:point2 a:point2 b:point2", "sign",
        "orient2d(a, b, p) * orient2d(a, b, q): +1 when p and q lie strictly on the same side "
        "of the line ab, -1 on opposite sides, 0 when one is on it or a = b.", group="planar"),
    Row("segment_intersect_2d", "p1:point2 p2:point2 q1:point2 q2:point2", "segment_relation",
        "How the closed segments p1p2 and q1q2 meet: disjoint (no common point), crossing (one "
        "common point, interior to both), touching (one common point, an endpoint of one of "
        "them), overlapping (collinear, more than one common point).", group="planar"),
    Row("point_in_triangle_2d", "p:point2 a:point2 b:point2 c:point2", "triangle_location",
        "Where p lies with respect to the closed triangle abc (either orientation): outside, "
        "inside (the interior), on_edge (the boundary, not a vertex) or on_vertex.",
        group="planar"),
    Row("compare_distance_2d", "p:point2 q:point2 r:point2", "sign",
        "The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r.", group="planar"),
    Row("polygon_orientation", "polygon:polygon", "sign",
        "The sign of the polygon's signed area: +1 counterclockwise, -1 clockwise, 0 for zero "
        "area.", group="planar"),
    Row("winding_number", "p:point2 polygon:polygon", "winding",
        "The winding number of the polygon around p, or that p lies on its boundary.",
        group="planar"),
    Row("point_in_polygon", "p:point2 polygon:polygon rule:fill_rule=non_zero", "polygon_location",
        "Where p lies with respect to the polygon: on_boundary on an edge or a vertex, else "
        "inside when the winding number is non-zero (rule non_zero) or odd (even_odd), else "
        "outside.", group="planar"),
    Row("convex_hull", "points:polygon keep_collinear:flag=false", "indices",
        "The positions of the convex hull's vertices in `points`, counterclockwise from the "
        "lexicographically smallest point; with keep_collinear, the points on its edges too.",
        group="planar"),
    Row("convex_polygons_intersect", "a:polygon b:polygon", "convex_relation",
        "How the closed convex polygons a and b (either orientation) meet: disjoint (no common "
        "point), touching (common points, the interiors do not meet) or overlapping (the "
        "interiors meet).", group="planar"),
    # -- spatial
    Row("same_side_3d", "p:point3 q:point3 a:point3 b:point3 c:point3", "sign",
        "orient3d(a, b, c, p) * orient3d(a, b, c, q): +1 when p and q lie strictly on the same "
        "side of the plane abc, -1 on opposite sides, 0 when one is on it or a, b, c are "
        "collinear.", group="spatial"),
    Row("same_side_line_3d", "p:point3 q:point3 a:point3 b:point3", "sign",
        "For p, q, a, b coplanar: whether p and q lie on the same side of the line ab in "
        "their plane (+1), on opposite sides (-1) or one on the line (0).", group="spatial"),
    Row("segment_intersect_3d", "p1:point3 p2:point3 q1:point3 q2:point3", "intersection_3d",
        "How the closed segments p1p2 and q1q2 meet in 3D: disjoint, crossing (one common "
        "point, interior to both), touching (one common point, an endpoint of one of them) or "
        "overlapping (collinear, more than one common point).", group="spatial"),
    Row("point_in_triangle_3d", "p:point3 a:point3 b:point3 c:point3", "triangle_location_3d",
        "Where p lies with respect to the closed triangle abc in 3D (a point off the "
        "triangle's plane is outside): outside, inside, on_edge or on_vertex.",
        group="spatial"),
    Row("ray_plane", "o:point3 d:point3 c:point3 n:point3", "ray_plane_relation",
        "The ray o + t d, t >= 0, against the plane through c with normal n: hits (one common "
        "point), misses (the line meets the plane at t < 0), parallel (d . n = 0, o off the "
        "plane) or in_plane (the whole ray lies in it); d = 0 or n = 0: invalid input.",
        group="spatial"),
    Row("segment_plane", "p:point3 q:point3 c:point3 n:point3", "segment_plane_relation",
        "The closed segment pq against the plane through c with normal n: disjoint, crossing "
        "(p and q strictly on opposite sides), touching (one of them on the plane) or in_plane "
        "(both on it); n = 0: invalid input.", group="spatial"),
    Row("segment_triangle_3d", "p:point3 q:point3 a:point3 b:point3 c:point3",
        "intersection_3d",
        "How the closed segment pq meets the closed triangle abc: disjoint, crossing (one common "
        "point, interior to both), touching (one common point on the boundary of one of them) "
        "or overlapping (more than one common point).", group="spatial"),
    Row("ray_triangle_3d", "o:point3 d:point3 a:point3 b:point3 c:point3", "intersection_3d",
        "How the ray o + t d, t >= 0, meets the closed triangle abc: disjoint, crossing (one "
        "common point with t > 0, in the triangle's interior), touching (one common point on a "
        "boundary or at o) or overlapping (more than one); d = 0: invalid input.",
        group="spatial"),
    Row("compare_distance_3d", "p:point3 q:point3 r:point3", "sign",
        "The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r.",
        group="spatial"),
    Row("closest_feature_3d", "p:point3 a:point3 b:point3 c:point3", "triangle_feature",
        "The feature of the closed triangle abc whose relative interior holds the point "
        "closest to p: a vertex, an open edge or the open face.", group="spatial"),
    Row("compare_distance_point_plane", "c:point3 n:point3 p:point3 q:point3", "sign",
        "Which of p and q is closer to the plane through c with normal n: -1 p, 0 equal, "
        "+1 q (n = 0: invalid input).", group="spatial"),
    Row("compare_distance_point_line_3d", "a:point3 b:point3 p:point3 q:point3", "sign",
        "Which of p and q is closer to the line ab: -1 p, 0 equal, +1 q (a = b: invalid "
        "input).", group="spatial"),
    Row("compare_distance_point_segment_3d", "a:point3 b:point3 p:point3 q:point3", "sign",
        "Which of p and q is closer to the closed segment ab: -1 p, 0 equal, +1 q.",
        group="spatial"),
    Row("closest_feature_segment_segment_3d", "p1:point3 p2:point3 q1:point3 q2:point3",
        "segment_pair_feature",
        "Where the closest points of the segments p1p2 and q1q2 lie: intersecting, parallel, "
        "or P_Q with P in p1, p2, interior and Q in q1, q2, interior.",
        group="spatial"),
    Row("closest_feature_segment_triangle", "p:point3 q:point3 a:point3 b:point3 c:point3",
        "segment_triangle_feature",
        "Where the closest points of the segment pq and the triangle abc lie: intersecting, an "
        "edge of the triangle or an endpoint of the segment.",
        group="spatial"),
    # -- volume
    Row("point_sphere", "c:point3 r:radius p:point3", "ball_side",
        "p against the closed ball of centre c and radius r: outside (|p - c| > r), "
        "on_boundary (= r) or inside (< r).",
        group="volume"),
    Row("sphere_sphere", "c1:point3 r1:radius c2:point3 r2:radius", "ball_relation",
        "How the closed balls (c1, r1) and (c2, r2) meet: disjoint, touching (at boundary "
        "points only) or intersecting.", group="volume"),
    Row("segment_sphere", "c:point3 r:radius p:point3 q:point3", "ball_relation",
        "The closed segment pq against the closed ball (c, r): disjoint, touching (common "
        "points on the sphere only) or intersecting.", group="volume"),
    Row("triangle_sphere", "c:point3 r:radius a:point3 b:point3 t:point3", "ball_relation",
        "The closed triangle abt against the closed ball (c, r): disjoint, touching (common "
        "points on the sphere only) or intersecting.", group="volume"),
    Row("segment_box_3d", "p:point3 q:point3 lo:point3 hi:point3", "box_intersection",
        "Whether the closed segment pq meets the closed box [lo, hi].", group="volume"),
    Row("ray_box_3d", "o:point3 d:point3 lo:point3 hi:point3", "box_intersection",
        "Whether the ray o + t d, t >= 0, meets the closed box [lo, hi].", group="volume"),
    Row("box_box_3d", "alo:point3 ahi:point3 blo:point3 bhi:point3", "box_box_relation",
        "How the closed boxes [alo, ahi] and [blo, bhi] meet: disjoint, touching (their "
        "intersection has zero volume) or overlapping (positive volume).", group="volume"),
    Row("box_sphere", "c:point3 r:radius lo:point3 hi:point3", "ball_relation",
        "The closed box [lo, hi] against the closed ball (c, r).", group="volume"),
    Row("capsule_box", "p:point3 q:point3 r:radius lo:point3 hi:point3", "ball_relation",
        "The capsule of radius r around the segment pq against the closed box [lo, hi].",
        group="volume"),
]

# Corpus files (tests/vectors/NAME.txt) of rows with fixed extra arguments: the file's name,
# the row, and the arguments the oracle line does not carry.
CORPUS_VARIANTS = {
    "point_in_polygon": ("point_in_polygon", {"rule": "non_zero"}),
    "point_in_polygon_even_odd": ("point_in_polygon", {"rule": "even_odd"}),
    "convex_hull": ("convex_hull", {"keep_collinear": False}),
    "convex_hull_collinear": ("convex_hull", {"keep_collinear": True}),
}

BY_NAME = {r.name: r for r in ROWS}
