// SPDX-License-Identifier: MIT
// bindings/python/src/module.cpp — the pybind11 module `exactpred`: every public predicate of
// the library with points as sequences (tuples, lists, numpy rows), and the batch predicates
// over numpy arrays (the GIL released while they run).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "exactpred/exactpred.h"
#include "exactpred/exactpred.hpp"

namespace py = pybind11;
using exactpred::point2;
using exactpred::point3;

namespace pybind11 {
namespace detail {

/// The n numbers of a Python sequence of exactly n numbers (a tuple, a list, a numpy row),
/// each converted with float() semantics; false (and no Python error left set) otherwise.
inline bool read_numbers(handle src, double* c, int n) {
  if (!src || PyUnicode_Check(src.ptr()) || PyBytes_Check(src.ptr()) ||
      !PySequence_Check(src.ptr())) {
    return false;
  }
  if (PySequence_Size(src.ptr()) != n) {
    PyErr_Clear();
    return false;
  }
  for (int i = 0; i < n; ++i) {
    object item = reinterpret_steal<object>(PySequence_GetItem(src.ptr(), i));
    if (!item || !PyNumber_Check(item.ptr())) {
      PyErr_Clear();
      return false;
    }
    c[i] = PyFloat_AsDouble(item.ptr());
    if (c[i] == -1.0 && PyErr_Occurred()) {
      PyErr_Clear();
      return false;
    }
  }
  return true;
}

/// A point from any Python sequence of N numbers: a tuple, a list, a numpy row. Each number is
/// converted with float() semantics (so numpy float32 and Python ints are accepted; every
/// float32 is exactly a double).
template <class P, int N>
struct point_caster {
  PYBIND11_TYPE_CASTER(P, const_name(N == 2 ? "Point2" : "Point3"));
  bool load(handle src, bool) {
    double c[N];
    if (!read_numbers(src, c, N)) return false;
    if constexpr (N == 2) {
      value = P{c[0], c[1]};
    } else {
      value = P{c[0], c[1], c[2]};
    }
    return true;
  }
  static handle cast(const P& p, return_value_policy, handle) {
    if constexpr (N == 2) {
      return make_tuple(p.x, p.y).release();
    } else {
      return make_tuple(p.x, p.y, p.z).release();
    }
  }
};
template <>
struct type_caster<point2> : point_caster<point2, 2> {};
template <>
struct type_caster<point3> : point_caster<point3, 3> {};

/// A weighted point from a sequence (x, y, w) or (x, y, z, w) (meshing.hpp; w a CGAL weight).
template <class P, int N>
struct weighted_caster {
  PYBIND11_TYPE_CASTER(P, const_name(N == 3 ? "WeightedPoint2" : "WeightedPoint3"));
  bool load(handle src, bool) {
    double c[N];
    if (!read_numbers(src, c, N)) return false;
    if constexpr (N == 3) {
      value = P{c[0], c[1], c[2]};
    } else {
      value = P{c[0], c[1], c[2], c[3]};
    }
    return true;
  }
  static handle cast(const P& p, return_value_policy, handle) {
    if constexpr (N == 3) {
      return make_tuple(p.x, p.y, p.w).release();
    } else {
      return make_tuple(p.x, p.y, p.z, p.w).release();
    }
  }
};
template <>
struct type_caster<exactpred::weighted_point2> : weighted_caster<exactpred::weighted_point2, 3> {};
template <>
struct type_caster<exactpred::weighted_point3> : weighted_caster<exactpred::weighted_point3, 4> {};

}  // namespace detail
}  // namespace pybind11

namespace {

int sgn(exactpred::sign s) { return exactpred::to_int(s); }

// ---- batches ------------------------------------------------------------------------------------

/// The points of a batch call: an (n, D) array of float64 or float32 in C order, viewed in place
/// by a point_span (the batch kernels read floats in place and widen them exactly); any other
/// array-like (another dtype or layout, a list) is converted by numpy once to float64.
template <int D>
struct batch_points {
  exactpred::point_span<D> span;
  py::object keep;  // the array the span views

  explicit batch_points(const py::handle& obj) {
    using point = std::conditional_t<D == 2, point2, point3>;
    using pointf = std::conditional_t<D == 2, exactpred::point2f, exactpred::point3f>;
    static_assert(sizeof(point) == D * sizeof(double) && sizeof(pointf) == D * sizeof(float),
                  "point layout");
    auto any = py::array::ensure(obj);
    if (!any) {
      throw py::type_error("points: expected an array-like of shape (n, " + std::to_string(D) +
                           ")");
    }
    if (any.ndim() != 2 || any.shape(1) != D) {
      throw py::value_error("points: expected shape (n, " + std::to_string(D) + ")");
    }
    const auto n = static_cast<std::size_t>(any.shape(0));
    if (py::isinstance<py::array_t<float>>(any) && (any.flags() & py::array::c_style) != 0) {
      keep = any;
      span = exactpred::point_span<D>(static_cast<const pointf*>(any.data()), n);
      return;
    }
    auto d = py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(any);
    if (!d) throw py::type_error("points: expected a float64 or float32 array");
    keep = d;
    span = exactpred::point_span<D>(reinterpret_cast<const point*>(d.data()), n);
  }
};

/// The queries of a batch call: an (m, K) array of point indices, used in place when it is
/// uint32 in C order; other integer arrays are checked (0 <= index < 2^32) and narrowed in C++.
template <int K>
struct batch_queries {
  const std::uint32_t* data = nullptr;
  std::size_t count = 0;
  std::vector<std::uint32_t> narrowed;
  py::object keep;

  explicit batch_queries(const py::handle& obj) {
    auto any = py::array::ensure(obj);
    if (!any) throw py::type_error("queries: expected an integer array-like");
    if (any.ndim() != 2 || any.shape(1) != K) {
      throw py::value_error("queries: expected shape (m, " + std::to_string(K) + ")");
    }
    const char kind = any.dtype().kind();
    if (kind != 'i' && kind != 'u' && !(any.size() == 0)) {
      throw py::type_error("queries: expected an integer array");
    }
    count = static_cast<std::size_t>(any.shape(0));
    if (py::isinstance<py::array_t<std::uint32_t>>(any) &&
        (any.flags() & py::array::c_style) != 0) {
      keep = any;
      data = static_cast<const std::uint32_t*>(any.data());
      return;
    }
    auto w = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(any);
    if (kind == 'u' && any.itemsize() == 8) {
      // uint64 above 2^63 would wrap in int64: check on the unsigned values.
      auto u = py::array_t<std::uint64_t, py::array::c_style | py::array::forcecast>::ensure(any);
      const std::uint64_t* p = u.data();
      for (std::size_t i = 0; i < count * K; ++i) {
        if (p[i] > std::numeric_limits<std::uint32_t>::max()) {
          throw py::value_error("queries: index " + std::to_string(p[i]) + " out of range");
        }
      }
    }
    const std::int64_t* p = w.data();
    narrowed.resize(count * K);
    for (std::size_t i = 0; i < count * K; ++i) {
      if (p[i] < 0 || p[i] > static_cast<std::int64_t>(std::numeric_limits<std::uint32_t>::max())) {
        throw py::value_error("queries: index " + std::to_string(p[i]) + " out of range");
      }
      narrowed[i] = static_cast<std::uint32_t>(p[i]);
    }
    data = narrowed.data();
  }
};

template <int D, int K, class F>
py::array_t<std::int8_t> run_batch(const py::handle& points, const py::handle& queries, F fn) {
  batch_points<D> pts(points);
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out(static_cast<py::ssize_t>(q.count));
  static_assert(sizeof(exactpred::sign) == sizeof(std::int8_t), "sign is one byte");
  auto* res = reinterpret_cast<exactpred::sign*>(out.mutable_data());
  {
    py::gil_scoped_release release;
    fn(pts.span, q.data, q.count, res);
  }
  return out;
}

/// The SoS predicates over a batch (no batch kernel: one scalar call per query, the GIL
/// released): the perturbation index of a point is its row in `points`.
template <int D, int K, class F>
py::array_t<std::int8_t> run_sos_batch(const py::handle& points, const py::handle& queries,
                                       const char* name, F fn) {
  batch_points<D> pts(points);
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out(static_cast<py::ssize_t>(q.count));
  std::int8_t* res = out.mutable_data();
  std::string error;
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < q.count; ++i) {
      const std::uint32_t* idx = q.data + i * K;
      bool ok = true;
      for (int j = 0; j < K; ++j) {
        if (idx[j] >= pts.span.size()) {
          error = std::string(name) + ": query " + std::to_string(i) + ": point index " +
                  std::to_string(idx[j]) + " out of range (" + std::to_string(pts.span.size()) +
                  " points)";
          ok = false;
          break;
        }
      }
      if (!ok) break;
      try {
        res[i] = static_cast<std::int8_t>(exactpred::to_int(fn(pts.span, idx)));
      } catch (const exactpred::invalid_input& e) {
        error = std::string("query ") + std::to_string(i) + ": " + e.what();
        break;
      }
    }
  }
  if (!error.empty()) throw py::value_error(error);
  return out;
}

/// A batch call on weighted points: an (n, D + 1) array (coordinates, then the weight; any
/// array-like, converted by numpy once to float64 in C order when it is not already) and an
/// (m, K) index array; the library's batch function runs with the GIL released.
template <int D, int K, class W>
py::array_t<std::int8_t> run_weighted_batch(const py::handle& points, const py::handle& queries,
                                            void (*fn)(const W*, std::size_t, const std::uint32_t*,
                                                       std::size_t, exactpred::sign*)) {
  static_assert(sizeof(W) == (D + 1) * sizeof(double), "weighted point layout");
  auto pts = py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(points);
  if (!pts) throw py::type_error("points: expected a float array-like");
  if (pts.ndim() != 2 || pts.shape(1) != D + 1) {
    throw py::value_error("points: expected shape (n, " + std::to_string(D + 1) +
                          "): coordinates, then the weight");
  }
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out(static_cast<py::ssize_t>(q.count));
  std::vector<exactpred::sign> res(q.count);
  std::string error;
  {
    py::gil_scoped_release release;
    try {
      fn(reinterpret_cast<const W*>(pts.data()), static_cast<std::size_t>(pts.shape(0)), q.data,
         q.count, res.data());
    } catch (const exactpred::invalid_input& e) {
      error = e.what();
    }
  }
  if (!error.empty()) throw py::value_error(error);
  std::int8_t* o = out.mutable_data();
  for (std::size_t i = 0; i < q.count; ++i)
    o[i] = static_cast<std::int8_t>(exactpred::to_int(res[i]));
  return out;
}

// ---- implicit points (SPEC section 9)
// ------------------------------------------------------------

/// Throws ValueError when the implicit point is undefined or has a non-finite coordinate: the
/// library checks both before it evaluates any predicate, so one comparison with one of the
/// point's own defining points does it; its message, "compare_x: point a (ssi) is undefined:
/// ...", is reported as "ssi is undefined: ...".
template <class P, class Q>
void check_implicit(const P& point, const Q& other, const char* kind) {
  try {
    (void)exactpred::compare_x(point, other);
  } catch (const exactpred::invalid_input& e) {
    std::string what = e.what();
    const std::string prefix = std::string("compare_x: point a (") + kind + ")";
    if (what.compare(0, prefix.size(), prefix) == 0) what = kind + what.substr(prefix.size());
    throw py::value_error(what);
  }
}

py::tuple as_tuple(const point2& p) { return py::make_tuple(p.x, p.y); }
py::tuple as_tuple(const point3& p) { return py::make_tuple(p.x, p.y, p.z); }

/// "ssi((0.0, 0.0), (2.0, 2.0), ...)": the constructor call that makes the point again.
template <class... P>
std::string implicit_repr(const char* kind, const P&... points) {
  std::string out = std::string(kind) + "(";
  bool first = true;
  for (const py::tuple& t : {as_tuple(points)...}) {
    if (!first) out += ", ";
    out += py::repr(t).cast<std::string>();
    first = false;
  }
  return out + ")";
}

exactpred::fill_rule parse_fill_rule(const std::string& rule) {
  if (rule == "non_zero") return exactpred::fill_rule::non_zero;
  if (rule == "even_odd") return exactpred::fill_rule::even_odd;
  throw py::value_error("fill rule must be 'non_zero' or 'even_odd', not '" + rule + "'");
}

exactpred::batch_isa parse_isa(const std::string& isa) {
  using exactpred::batch_isa;
  for (batch_isa i : {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2, batch_isa::avx512}) {
    if (isa == exactpred::to_string(i)) return i;
  }
  throw py::value_error("unknown instruction set '" + isa + "' (scalar, sse2, avx2 or avx512)");
}

}  // namespace

PYBIND11_MODULE(exactpred, m) {
  namespace ep = exactpred;
  m.doc() =
      "Exact geometric predicates for every finite double input. Signs are -1, 0, +1; "
      "classifications are the words exactpred-oracle prints. A NaN or infinite coordinate, or "
      "an argument outside a predicate's domain, raises ValueError with the library's message.";
  m.attr("__version__") = ep::version_string;

  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ep::invalid_input& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  // ---- core (scalar) ----
  m.def(
      "orient2d", [](point2 a, point2 b, point2 c) { return sgn(ep::orient2d(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear.");
  m.def(
      "orient3d",
      [](point3 a, point3 b, point3 c, point3 d) { return sgn(ep::orient3d(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Sign of det[b - a, c - a, d - a] (CGAL's orientation, the opposite of Shewchuk's).");
  m.def(
      "incircle",
      [](point2 a, point2 b, point2 c, point2 d) { return sgn(ep::incircle(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "+1 when d is inside the circle abc (a, b, c counterclockwise), 0 when cocircular.");
  m.def(
      "insphere",
      [](point3 a, point3 b, point3 c, point3 d, point3 e) {
        return sgn(ep::insphere(a, b, c, d, e));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "+1 when e is inside the sphere abcd (orient3d(a, b, c, d) > 0), 0 when cospherical.");

  // ---- core (batch) ----
  m.def(
      "orient2d",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 3>(points, queries,
                               [](const ep::point2_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::orient2d_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 2) float64/float32, queries (m, 3) integer indices -> (m,) int8.");
  m.def(
      "orient3d",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 4>(points, queries,
                               [](const ep::point3_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::orient3d_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3), queries (m, 4) -> (m,) int8.");
  m.def(
      "incircle",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 4>(points, queries,
                               [](const ep::point2_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::incircle_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 2), queries (m, 4) -> (m,) int8.");
  m.def(
      "insphere",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 5>(points, queries,
                               [](const ep::point3_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::insphere_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3), queries (m, 5) -> (m,) int8.");

  // ---- symbolic perturbation ----
  m.def(
      "orient2d_sos",
      [](point2 a, point2 b, point2 c, ep::sos_index ia, ep::sos_index ib, ep::sos_index ic) {
        return sgn(ep::orient2d_sos(a, b, c, ia, ib, ic));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("ia"), py::arg("ib"), py::arg("ic"));
  m.def(
      "orient3d_sos",
      [](point3 a, point3 b, point3 c, point3 d, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::orient3d_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  m.def(
      "incircle_sos",
      [](point2 a, point2 b, point2 c, point2 d, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::incircle_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  m.def(
      "insphere_sos",
      [](point3 a, point3 b, point3 c, point3 d, point3 e, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic, ep::sos_index id,
         ep::sos_index ie) { return sgn(ep::insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"));
  m.def(
      "orient2d_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<2, 3>(
            points, queries, "orient2d_sos", [](const ep::point2_span& p, const std::uint32_t* i) {
              return ep::orient2d_sos(p[i[0]], p[i[1]], p[i[2]], i[0], i[1], i[2]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  m.def(
      "orient3d_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<3, 4>(
            points, queries, "orient3d_sos", [](const ep::point3_span& p, const std::uint32_t* i) {
              return ep::orient3d_sos(p[i[0]], p[i[1]], p[i[2]], p[i[3]], i[0], i[1], i[2], i[3]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  m.def(
      "incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<2, 4>(
            points, queries, "incircle_sos", [](const ep::point2_span& p, const std::uint32_t* i) {
              return ep::incircle_sos(p[i[0]], p[i[1]], p[i[2]], p[i[3]], i[0], i[1], i[2], i[3]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  m.def(
      "insphere_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<3, 5>(points, queries, "insphere_sos",
                                   [](const ep::point3_span& p, const std::uint32_t* i) {
                                     return ep::insphere_sos(p[i[0]], p[i[1]], p[i[2]], p[i[3]],
                                                             p[i[4]], i[0], i[1], i[2], i[3], i[4]);
                                   });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");

  // ---- meshing (SPEC section 8) ----
  using ep::weighted_point2;
  using ep::weighted_point3;
  m.def(
      "compare_xy", [](point2 a, point2 b) { return sgn(ep::compare_xy(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a - b in lexicographic (x, y) order.");
  m.def(
      "compare_xyz", [](point3 a, point3 b) { return sgn(ep::compare_xyz(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a - b in lexicographic (x, y, z) order.");
  m.def(
      "coplanar_orientation",
      [](point3 a, point3 b, point3 c) { return sgn(ep::coplanar_orientation(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "coplanar_orientation",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(ep::coplanar_orientation(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"));
  m.def(
      "coplanar_orientation_3",
      [](point3 a, point3 b, point3 c) { return sgn(ep::coplanar_orientation_3(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "coplanar_side_of_bounded_circle",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(ep::coplanar_side_of_bounded_circle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"));
  m.def(
      "power_incircle",
      [](weighted_point2 a, weighted_point2 b, weighted_point2 c, weighted_point2 d) {
        return sgn(ep::power_incircle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Weighted points (x, y, w), w a CGAL weight (squared radius).");
  m.def(
      "power_insphere",
      [](weighted_point3 a, weighted_point3 b, weighted_point3 c, weighted_point3 d,
         weighted_point3 e) { return sgn(ep::power_insphere(a, b, c, d, e)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "Weighted points (x, y, z, w), w a CGAL weight (squared radius).");
  m.def(
      "power_incircle_sos",
      [](weighted_point2 a, weighted_point2 b, weighted_point2 c, weighted_point2 d,
         ep::sos_index ia, ep::sos_index ib, ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::power_incircle_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  m.def(
      "power_insphere_sos",
      [](weighted_point3 a, weighted_point3 b, weighted_point3 c, weighted_point3 d,
         weighted_point3 e, ep::sos_index ia, ep::sos_index ib, ep::sos_index ic, ep::sos_index id,
         ep::sos_index ie) {
        return sgn(ep::power_insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"));
  m.def(
      "power_incircle",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, &ep::power_incircle_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3) rows (x, y, w), queries (m, 4) row indices; an (m,) int8 array.");
  m.def(
      "power_insphere",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, &ep::power_insphere_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 4) rows (x, y, z, w), queries (m, 5); an (m,) int8 array.");
  m.def(
      "power_incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, &ep::power_incircle_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  m.def(
      "power_insphere_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, &ep::power_insphere_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");

  // ---- planar ----
  m.def(
      "same_side_2d",
      [](point2 p, point2 q, point2 a, point2 b) { return sgn(ep::same_side_2d(p, q, a, b)); },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"));
  m.def(
      "segment_intersect_2d",
      [](point2 p1, point2 p2, point2 q1, point2 q2) {
        return ep::to_string(ep::segment_intersect_2d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"));
  m.def(
      "point_in_triangle_2d",
      [](point2 p, point2 a, point2 b, point2 c) {
        return ep::to_string(ep::point_in_triangle_2d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "compare_distance_2d",
      [](point2 p, point2 q, point2 r) { return sgn(ep::compare_distance_2d(p, q, r)); },
      py::arg("p"), py::arg("q"), py::arg("r"));
  m.def(
      "polygon_orientation",
      [](const std::vector<point2>& polygon) { return sgn(ep::polygon_orientation(polygon)); },
      py::arg("polygon"));
  m.def(
      "winding_number",
      [](point2 p, const std::vector<point2>& polygon) -> py::object {
        const ep::winding_result w = ep::winding_number(p, polygon);
        if (w.on_boundary) return py::str("on_boundary");
        return py::int_(w.number);
      },
      py::arg("p"), py::arg("polygon"),
      "The winding number (an int), or the string 'on_boundary'.");
  m.def(
      "point_in_polygon",
      [](point2 p, const std::vector<point2>& polygon, const std::string& rule) {
        return ep::to_string(ep::point_in_polygon(p, polygon, parse_fill_rule(rule)));
      },
      py::arg("p"), py::arg("polygon"), py::arg("rule") = "non_zero",
      "'inside', 'outside' or 'on_boundary'; rule is 'non_zero' or 'even_odd'.");
  m.def(
      "convex_hull",
      [](const std::vector<point2>& points, bool keep_collinear) {
        return ep::convex_hull(points, keep_collinear);
      },
      py::arg("points"), py::arg("keep_collinear") = false,
      "Indices of the hull's points, counterclockwise from the smallest.");
  m.def(
      "convex_polygons_intersect",
      [](const std::vector<point2>& a, const std::vector<point2>& b) {
        return ep::to_string(ep::convex_polygons_intersect(a, b));
      },
      py::arg("a"), py::arg("b"));

  // ---- spatial ----
  m.def(
      "same_side_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return sgn(ep::same_side_3d(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "same_side_line_3d",
      [](point3 p, point3 q, point3 a, point3 b) { return sgn(ep::same_side_line_3d(p, q, a, b)); },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"));
  m.def(
      "segment_intersect_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return ep::to_string(ep::segment_intersect_3d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"));
  m.def(
      "point_in_triangle_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::point_in_triangle_3d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "ray_plane",
      [](point3 o, point3 d, point3 c, point3 n) {
        return ep::to_string(ep::ray_plane(o, d, c, n));
      },
      py::arg("o"), py::arg("d"), py::arg("c"), py::arg("n"));
  m.def(
      "segment_plane",
      [](point3 p, point3 q, point3 c, point3 n) {
        return ep::to_string(ep::segment_plane(p, q, c, n));
      },
      py::arg("p"), py::arg("q"), py::arg("c"), py::arg("n"));
  m.def(
      "segment_triangle_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::segment_triangle_3d(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "ray_triangle_3d",
      [](point3 o, point3 d, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::ray_triangle_3d(o, d, a, b, c));
      },
      py::arg("o"), py::arg("d"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "compare_distance_3d",
      [](point3 p, point3 q, point3 r) { return sgn(ep::compare_distance_3d(p, q, r)); },
      py::arg("p"), py::arg("q"), py::arg("r"));
  m.def(
      "closest_feature_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::closest_feature_3d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  m.def(
      "compare_distance_point_plane",
      [](point3 c, point3 n, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_plane(c, n, p, q));
      },
      py::arg("c"), py::arg("n"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, H)^2 - dist(q, H)^2, H the plane through c with normal n (n != 0).");
  m.def(
      "compare_distance_point_line_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_line_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, line ab)^2 - dist(q, line ab)^2 (a != b).");
  m.def(
      "compare_distance_point_segment_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_segment_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, [a, b])^2 - dist(q, [a, b])^2 (a = b: the point a).");
  m.def(
      "closest_feature_segment_segment_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return ep::to_string(ep::closest_feature_segment_segment_3d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "'intersecting', 'parallel', or 'P_Q' (P in p1, p2, interior; Q in q1, q2, interior).");
  m.def(
      "closest_feature_segment_triangle",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::closest_feature_segment_triangle(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "'intersecting', 'edge_ab', 'edge_bc', 'edge_ca', 'endpoint_p' or 'endpoint_q'.");

  // ---- volume ----
  m.def(
      "point_sphere",
      [](point3 c, double r, point3 p) { return ep::to_string(ep::point_sphere(c, r, p)); },
      py::arg("c"), py::arg("r"), py::arg("p"));
  m.def(
      "sphere_sphere",
      [](point3 c1, double r1, point3 c2, double r2) {
        return ep::to_string(ep::sphere_sphere(c1, r1, c2, r2));
      },
      py::arg("c1"), py::arg("r1"), py::arg("c2"), py::arg("r2"));
  m.def(
      "segment_sphere",
      [](point3 c, double r, point3 p, point3 q) {
        return ep::to_string(ep::segment_sphere(c, r, p, q));
      },
      py::arg("c"), py::arg("r"), py::arg("p"), py::arg("q"));
  m.def(
      "triangle_sphere",
      [](point3 c, double r, point3 a, point3 b, point3 t) {
        return ep::to_string(ep::triangle_sphere(c, r, a, b, t));
      },
      py::arg("c"), py::arg("r"), py::arg("a"), py::arg("b"), py::arg("t"));
  m.def(
      "segment_box_3d",
      [](point3 p, point3 q, point3 lo, point3 hi) {
        return ep::to_string(ep::segment_box_3d(p, q, lo, hi));
      },
      py::arg("p"), py::arg("q"), py::arg("lo"), py::arg("hi"));
  m.def(
      "ray_box_3d",
      [](point3 o, point3 d, point3 lo, point3 hi) {
        return ep::to_string(ep::ray_box_3d(o, d, lo, hi));
      },
      py::arg("o"), py::arg("d"), py::arg("lo"), py::arg("hi"));
  m.def(
      "box_box_3d",
      [](point3 alo, point3 ahi, point3 blo, point3 bhi) {
        return ep::to_string(ep::box_box_3d(alo, ahi, blo, bhi));
      },
      py::arg("alo"), py::arg("ahi"), py::arg("blo"), py::arg("bhi"));
  m.def(
      "box_sphere",
      [](point3 c, double r, point3 lo, point3 hi) {
        return ep::to_string(ep::box_sphere(c, r, lo, hi));
      },
      py::arg("c"), py::arg("r"), py::arg("lo"), py::arg("hi"),
      "Closed ball (c, r) vs closed box [lo, hi]: 'disjoint', 'touching' or 'intersecting'.");
  m.def(
      "capsule_box",
      [](point3 p, point3 q, double r, point3 lo, point3 hi) {
        return ep::to_string(ep::capsule_box(p, q, r, lo, hi));
      },
      py::arg("p"), py::arg("q"), py::arg("r"), py::arg("lo"), py::arg("hi"),
      "Capsule of radius r around [p, q] vs closed box [lo, hi]: 'disjoint', 'touching' or "
      "'intersecting'.");

  // ---- implicit points (SPEC section 9) ----
  py::class_<ep::ssi>(m, "ssi",
                      "2D implicit point: the intersection of the line a -> b and the line "
                      "c -> d, never rounded. ValueError when the lines are parallel or one has "
                      "zero length, or a coordinate is not finite.")
      .def(py::init([](point2 a, point2 b, point2 c, point2 d) {
             ep::ssi s{a, b, c, d};
             check_implicit(s, a, "ssi");
             return s;
           }),
           py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"))
      .def_property_readonly("a", [](const ep::ssi& s) { return s.a; })
      .def_property_readonly("b", [](const ep::ssi& s) { return s.b; })
      .def_property_readonly("c", [](const ep::ssi& s) { return s.c; })
      .def_property_readonly("d", [](const ep::ssi& s) { return s.d; })
      .def("__repr__", [](const ep::ssi& s) { return implicit_repr("ssi", s.a, s.b, s.c, s.d); });
  py::class_<ep::lpi>(m, "lpi",
                      "3D implicit point: where the line p -> q meets the plane through a, b, "
                      "c, never rounded. ValueError when the line is parallel to the plane or "
                      "has zero length, the plane is degenerate, or a coordinate is not finite.")
      .def(py::init([](point3 p, point3 q, point3 a, point3 b, point3 c) {
             ep::lpi l{p, q, a, b, c};
             check_implicit(l, p, "lpi");
             return l;
           }),
           py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"))
      .def_property_readonly("p", [](const ep::lpi& l) { return l.p; })
      .def_property_readonly("q", [](const ep::lpi& l) { return l.q; })
      .def_property_readonly("a", [](const ep::lpi& l) { return l.a; })
      .def_property_readonly("b", [](const ep::lpi& l) { return l.b; })
      .def_property_readonly("c", [](const ep::lpi& l) { return l.c; })
      .def("__repr__",
           [](const ep::lpi& l) { return implicit_repr("lpi", l.p, l.q, l.a, l.b, l.c); });
  py::class_<ep::tpi>(m, "tpi",
                      "3D implicit point: the common point of the planes (a1, b1, c1), "
                      "(a2, b2, c2), (a3, b3, c3), never rounded. ValueError when they do not "
                      "meet in one point, one is degenerate, or a coordinate is not finite.")
      .def(py::init([](point3 a1, point3 b1, point3 c1, point3 a2, point3 b2, point3 c2, point3 a3,
                       point3 b3, point3 c3) {
             ep::tpi t{a1, b1, c1, a2, b2, c2, a3, b3, c3};
             check_implicit(t, a1, "tpi");
             return t;
           }),
           py::arg("a1"), py::arg("b1"), py::arg("c1"), py::arg("a2"), py::arg("b2"), py::arg("c2"),
           py::arg("a3"), py::arg("b3"), py::arg("c3"))
      .def_property_readonly("planes",
                             [](const ep::tpi& t) {
                               return py::make_tuple(py::make_tuple(t.a1, t.b1, t.c1),
                                                     py::make_tuple(t.a2, t.b2, t.c2),
                                                     py::make_tuple(t.a3, t.b3, t.c3));
                             })
      .def("__repr__", [](const ep::tpi& t) {
        return implicit_repr("tpi", t.a1, t.b1, t.c1, t.a2, t.b2, t.c2, t.a3, t.b3, t.c3);
      });
  // Any mix of explicit points (sequences) and implicit points; registered after the explicit
  // forms, which keep answering all-explicit calls directly.
  using ip2 = const ep::implicit_point2&;
  using ip3 = const ep::implicit_point3&;
  m.def(
      "orient2d", [](ip2 a, ip2 b, ip2 c) { return sgn(ep::orient2d(a, b, c)); }, py::arg("a"),
      py::arg("b"), py::arg("c"), "Any mix of 2D points (x, y) and ssi points.");
  m.def(
      "incircle", [](ip2 a, ip2 b, ip2 c, ip2 d) { return sgn(ep::incircle(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 2D points (x, y) and ssi points.");
  m.def(
      "orient3d", [](ip3 a, ip3 b, ip3 c, ip3 d) { return sgn(ep::orient3d(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 3D points (x, y, z), lpi and tpi points.");
  m.def(
      "orient2d_xy", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_xy(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (x, y) of 3D points (explicit, lpi or tpi).");
  m.def(
      "orient2d_yz", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_yz(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (y, z) of 3D points (explicit, lpi or tpi).");
  m.def(
      "orient2d_zx", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_zx(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (z, x) of 3D points (explicit, lpi or tpi).");
  m.def(
      "compare_x", [](ip2 a, ip2 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 2D points (explicit or ssi).");
  m.def(
      "compare_x", [](ip3 a, ip3 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 3D points (explicit, lpi or tpi).");
  m.def(
      "compare_y", [](ip2 a, ip2 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 2D points (explicit or ssi).");
  m.def(
      "compare_y", [](ip3 a, ip3 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 3D points (explicit, lpi or tpi).");
  m.def(
      "compare_z", [](ip3 a, ip3 b) { return sgn(ep::compare_z(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.z - b.z for 3D points (explicit, lpi or tpi).");

  // ---- the batch kernels' instruction set ----
  m.def(
      "batch_isa_in_use", [] { return std::string(ep::to_string(ep::batch_isa_in_use())); },
      "The instruction set of the batch kernels: 'scalar', 'sse2', 'avx2' or 'avx512'.");
  m.def(
      "batch_isa_supported",
      [](const std::string& isa) { return ep::batch_isa_supported(parse_isa(isa)); },
      py::arg("isa"));
  m.def(
      "set_batch_isa", [](const std::string& isa) { return ep::set_batch_isa(parse_isa(isa)); },
      py::arg("isa"),
      "Uses this instruction set from now on; False (and no change) when unsupported.");
  m.def(
      "c_api_version", [] { return std::string(exactpred_version()); },
      "The version string of the C interface (exactpred_version()).");
}
