# SPDX-License-Identifier: MIT
# exactpred._answers — the answer types of the classifying predicates: one enum per
# classification of the C++ library (its words are the C++ to_string words, its members in the
# C++ declaration order, so that a member's `code` is the C++ enumerator's value; the compiled
# module checks both when it is imported), and the winding number's result.
import enum
from typing import Any, Tuple, Type, TypeVar

__all__ = [
    "Answer", "Intersection", "TriangleLocation", "PolygonLocation", "FillRule",
    "ConvexRelation", "RayPlane", "SegmentPlane", "TriangleFeature", "SegmentTriangleFeature",
    "SegmentPairFeature", "BallRelation", "BallSide", "BoxIntersection", "BoxBoxRelation",
    "BatchIsa", "WindingNumber", "WindingNumbers",
]

_A = TypeVar("_A", bound="Answer")


class Answer(str, enum.Enum):
    """An answer word of exactpred: a str equal to the word (``Intersection.crossing ==
    "crossing"``), hashing as the word, printing as the word.

    Comparing an answer with a string that is none of its class's words raises ValueError
    instead of answering False, so that a misspelt word (``answer == "crosing"``) cannot go
    unnoticed; comparisons with anything that is not a string are False, as for str."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, str):
            return NotImplemented
        word = str.__str__(other)
        if word not in type(self)._value2member_map_:
            raise ValueError(
                f"{word!r} is not an answer word of {type(self).__name__} ("
                + ", ".join(repr(m.value) for m in type(self)) + ")")
        return str.__eq__(self, word)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return str.__hash__(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        return format(str.__str__(self), spec)

    @property
    def code(self) -> int:
        """The member's code in the vectorised forms' int8 arrays: its position in the class
        (the C++ enumerator's value)."""
        return _codes(type(self)).index(self.value)

    @classmethod
    def from_code(cls: Type[_A], code: int) -> _A:
        """The member whose code is `code` (ValueError for any other integer)."""
        words = _codes(cls)
        if not 0 <= int(code) < len(words):
            raise ValueError(f"{code!r} is not a {cls.__name__} code (0 to {len(words) - 1})")
        return cls(words[int(code)])


def _codes(cls: "Type[Answer]") -> Tuple[str, ...]:
    return tuple(m.value for m in cls)


class Intersection(Answer):
    """How two closed segments (segment_intersect_2d, segment_intersect_3d), or a segment or a
    ray and a closed triangle (segment_triangle_3d, ray_triangle_3d), meet."""
    disjoint = "disjoint"        # no common point
    crossing = "crossing"        # one common point, interior to both
    touching = "touching"        # one common point, on the boundary of one of them
    overlapping = "overlapping"  # more than one common point


class TriangleLocation(Answer):
    """Where a point lies with respect to a closed triangle (point_in_triangle_2d,
    point_in_triangle_3d)."""
    outside = "outside"
    inside = "inside"            # in the interior
    on_edge = "on_edge"          # on the boundary, not a vertex
    on_vertex = "on_vertex"      # equal to a vertex


class PolygonLocation(Answer):
    """Where a point lies with respect to a polygon under a fill rule (point_in_polygon)."""
    outside = "outside"
    inside = "inside"
    on_boundary = "on_boundary"  # on an edge or a vertex


class FillRule(Answer):
    """Which points a self-intersecting polygon covers (point_in_polygon's rule): non-zero
    winding number, or odd winding number."""
    non_zero = "non_zero"
    even_odd = "even_odd"


class ConvexRelation(Answer):
    """How two closed convex polygons meet (convex_polygons_intersect)."""
    disjoint = "disjoint"        # no common point
    touching = "touching"        # common points, the interiors do not meet
    overlapping = "overlapping"  # the interiors meet


class RayPlane(Answer):
    """How a ray meets a plane (ray_plane)."""
    hits = "hits"
    misses = "misses"
    parallel = "parallel"        # parallel to the plane, off it
    in_plane = "in_plane"        # in the plane


class SegmentPlane(Answer):
    """How a closed segment meets a plane (segment_plane)."""
    disjoint = "disjoint"
    crossing = "crossing"        # the endpoints strictly on opposite sides
    touching = "touching"        # one endpoint in the plane
    in_plane = "in_plane"        # both endpoints in the plane


class TriangleFeature(Answer):
    """The feature of a triangle abc closest to a point: a vertex, an open edge or the open
    face (closest_feature_3d)."""
    vertex_a = "vertex_a"
    vertex_b = "vertex_b"
    vertex_c = "vertex_c"
    edge_ab = "edge_ab"
    edge_bc = "edge_bc"
    edge_ca = "edge_ca"
    face = "face"


class SegmentTriangleFeature(Answer):
    """Where the closest points of a segment pq and a triangle abc lie
    (closest_feature_segment_triangle)."""
    intersecting = "intersecting"
    edge_ab = "edge_ab"
    edge_bc = "edge_bc"
    edge_ca = "edge_ca"
    endpoint_p = "endpoint_p"
    endpoint_q = "endpoint_q"


class SegmentPairFeature(Answer):
    """Where the closest points of two segments p1p2 and q1q2 lie
    (closest_feature_segment_segment_3d): `intersecting`, `parallel`, or P_Q with P the
    feature of the first segment (p1, p2 or interior) and Q that of the second."""
    intersecting = "intersecting"
    parallel = "parallel"
    p1_q1 = "p1_q1"
    p1_q2 = "p1_q2"
    p1_interior = "p1_interior"
    p2_q1 = "p2_q1"
    p2_q2 = "p2_q2"
    p2_interior = "p2_interior"
    interior_q1 = "interior_q1"
    interior_q2 = "interior_q2"
    interior_interior = "interior_interior"


class BallRelation(Answer):
    """How a closed ball meets another set (sphere_sphere, segment_sphere, triangle_sphere,
    box_sphere, capsule_box)."""
    disjoint = "disjoint"
    touching = "touching"        # common points on the boundary only
    intersecting = "intersecting"


class BallSide(Answer):
    """A point against a closed ball (point_sphere)."""
    outside = "outside"
    on_boundary = "on_boundary"
    inside = "inside"


class BoxIntersection(Answer):
    """A closed segment or ray against a closed box (segment_box_3d, ray_box_3d)."""
    disjoint = "disjoint"
    intersecting = "intersecting"


class BoxBoxRelation(Answer):
    """Two closed boxes (box_box_3d)."""
    disjoint = "disjoint"
    touching = "touching"        # they meet, the intersection has zero volume
    overlapping = "overlapping"  # the intersection has positive volume


class BatchIsa(Answer):
    """The instruction set of the batch kernels (batch_isa_in_use, batch_isa_supported,
    set_batch_isa)."""
    scalar = "scalar"
    sse2 = "sse2"
    avx2 = "avx2"
    avx512 = "avx512"


class _NoComparison:
    __slots__ = ()

    def _refuse(self, other: object) -> None:
        raise TypeError(
            f"a {type(self).__name__} is not a number: test .on_boundary, then compare "
            f".number (a point on the boundary has no winding number)")

    def __bool__(self) -> bool:
        self._refuse(None)
        return False

    def __lt__(self, other: object) -> bool:
        self._refuse(other)
        return False

    __le__ = __gt__ = __ge__ = __lt__


class WindingNumber(_NoComparison):
    """The result of winding_number(p, polygon), as the C++ winding_result: `on_boundary`
    (True when p lies on an edge or a vertex, where the winding number is undefined; `number`
    is then 0) and `number`, the winding number (an int, counted positive counterclockwise).

    It is no number: comparing it with anything but a WindingNumber, or testing its truth,
    raises TypeError, so that `wn != 0` cannot count boundary points as inside."""

    __slots__ = ("on_boundary", "number")
    on_boundary: bool
    number: int

    def __init__(self, on_boundary: bool, number: int) -> None:
        object.__setattr__(self, "on_boundary", bool(on_boundary))
        object.__setattr__(self, "number", int(number))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, WindingNumber):
            self._refuse(other)
        assert isinstance(other, WindingNumber)
        return (self.on_boundary, self.number) == (other.on_boundary, other.number)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((WindingNumber, self.on_boundary, self.number))

    def __repr__(self) -> str:
        return f"WindingNumber(on_boundary={self.on_boundary}, number={self.number})"

    def __str__(self) -> str:
        """"on_boundary", or the number (as exactpred-oracle prints the answer)."""
        return "on_boundary" if self.on_boundary else str(self.number)

    def __reduce__(self) -> Tuple[Any, ...]:
        return (WindingNumber, (self.on_boundary, self.number))


class WindingNumbers(_NoComparison):
    """The result of winding_number(points, polygon) for an (n, 2) array of points: two (n,)
    arrays, `on_boundary` (bool) and `number` (int64, 0 where on_boundary). Like WindingNumber
    it is no number (comparisons and truth raise TypeError); `result[i]` is the WindingNumber
    of point i."""

    __slots__ = ("on_boundary", "number")
    on_boundary: Any
    number: Any

    def __init__(self, on_boundary: Any, number: Any) -> None:
        object.__setattr__(self, "on_boundary", on_boundary)
        object.__setattr__(self, "number", number)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        self._refuse(other)
        return False

    def __ne__(self, other: object) -> bool:
        self._refuse(other)
        return False

    __hash__ = None  # type: ignore[assignment]

    def __len__(self) -> int:
        return len(self.number)

    def __getitem__(self, i: int) -> WindingNumber:
        return WindingNumber(bool(self.on_boundary[i]), int(self.number[i]))

    def __repr__(self) -> str:
        return f"WindingNumbers(on_boundary={self.on_boundary!r}, number={self.number!r})"
