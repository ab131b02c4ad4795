// SPDX-License-Identifier: MIT
// bindings/python/src/module.cpp — the pybind11 module `exactpred._core`: every public predicate of
// the library with points as sequences (tuples, lists, numpy rows), and the batch predicates
// over numpy arrays (the GIL released while they run).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <limits>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "exactpred/exactpred.h"
#include "exactpred/exactpred.hpp"

namespace py = pybind11;
using exactpred::point2;
using exactpred::point3;

// ---- exact conversion of input numbers ----------------------------------------------------------
//
// Every coordinate (and radius) is taken only when its value is exactly a double: Python floats
// and ints, numpy floats and integers of any width (float16, float32, float64, longdouble,
// int8 ... uint64), Fraction, Decimal and any other real number with __float__ whose value the
// float equals. An int or longdouble that a double would round (2**53 + 1) raises ValueError,
// one beyond the doubles' range OverflowError, a complex number TypeError. Out of memory is
// always MemoryError: a Python error that is a MemoryError is never turned into "not a number".

namespace exact {

/// Throws the Python error that is set when it is a MemoryError; clears any other.
inline void clear_error_unless_memory() {
  if (PyErr_ExceptionMatches(PyExc_MemoryError)) throw py::error_already_set();
  PyErr_Clear();
}

/// MemoryError naming the allocation that failed.
[[noreturn]] inline void throw_memory_error(const std::string& what, std::size_t bytes) {
  PyErr_SetString(PyExc_MemoryError,
                  (what + ": cannot allocate " + std::to_string(bytes) + " bytes").c_str());
  throw py::error_already_set();
}

enum class status { exact, not_a_number, inexact, too_large, complex };

/// True when the integer of magnitude m is exactly a double (its odd part has <= 53 bits).
inline bool magnitude_is_double(std::uint64_t m) {
  if (m == 0) return true;
  while ((m & 1U) == 0) m >>= 1;
  return m < (std::uint64_t{1} << 53);
}

/// `v` == `d` in Python's comparison (exact between int, float, Fraction, Decimal, and numpy
/// floats, which compare in the wider type).
inline status compare_equal(PyObject* v, double d) {
  py::object f = py::reinterpret_steal<py::object>(PyFloat_FromDouble(d));
  if (!f) throw py::error_already_set();
  const int eq = PyObject_RichCompareBool(v, f.ptr(), Py_EQ);
  if (eq < 0) {
    clear_error_unless_memory();
    return status::not_a_number;
  }
  return eq != 0 ? status::exact : status::inexact;
}

/// A Python int (or bool) as a double.
inline status from_int(PyObject* v, double* out) {
  int overflow = 0;
  const long long s = PyLong_AsLongLongAndOverflow(v, &overflow);
  if (s == -1 && PyErr_Occurred()) {
    clear_error_unless_memory();
    return status::not_a_number;
  }
  if (overflow == 0) {
    *out = static_cast<double>(s);
    const std::uint64_t m =
        s < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(s) : static_cast<std::uint64_t>(s);
    return magnitude_is_double(m) ? status::exact : status::inexact;
  }
  const double d = PyLong_AsDouble(v);
  if (d == -1.0 && PyErr_Occurred()) {
    if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
      PyErr_Clear();
      return status::too_large;
    }
    clear_error_unless_memory();
    return status::not_a_number;
  }
  *out = d;
  return compare_equal(v, d);
}

/// The one conversion of a Python number to a double: `exact` and the value when the number is
/// exactly a double (or NaN or an infinity, which the library rejects with its own message).
inline status to_double(PyObject* v, double* out) {
  if (PyFloat_Check(v)) {  // float, numpy.float64
    *out = PyFloat_AS_DOUBLE(v);
    return status::exact;
  }
  if (PyLong_Check(v)) return from_int(v, out);
  if (PyComplex_Check(v)) return status::complex;
  if (PyUnicode_Check(v) || PyBytes_Check(v) || !PyNumber_Check(v)) return status::not_a_number;
  // numpy scalars: complex64 and clongdouble are no Python complex; integers of any width are
  // read exactly through __index__ (comparing a numpy int64 with a float would round it).
  if (PyObject* dt = PyObject_GetAttrString(v, "dtype")) {
    py::object dtype = py::reinterpret_steal<py::object>(dt);
    if (py::isinstance<py::dtype>(dtype) && dtype.cast<py::dtype>().kind() == 'c') {
      return status::complex;
    }
  } else {
    clear_error_unless_memory();
  }
  if (PyIndex_Check(v)) {
    py::object i = py::reinterpret_steal<py::object>(PyNumber_Index(v));
    if (i) return from_int(i.ptr(), out);
    clear_error_unless_memory();
  }
  const double d = PyFloat_AsDouble(v);
  if (d == -1.0 && PyErr_Occurred()) {
    if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
      PyErr_Clear();
      return status::too_large;
    }
    clear_error_unless_memory();
    return status::not_a_number;
  }
  *out = d;
  if (std::isnan(d)) return status::exact;
  return compare_equal(v, d);
}

/// repr(v), or its type's name when repr fails (an int too long for str()).
inline std::string safe_repr(PyObject* v) {
  PyObject* r = PyObject_Repr(v);
  if (r == nullptr) {
    clear_error_unless_memory();
    return std::string("a ") + Py_TYPE(v)->tp_name + " (no repr)";
  }
  py::object text = py::reinterpret_steal<py::object>(r);
  std::string out = text.cast<std::string>();
  if (out.size() > 80)
    out = out.substr(0, 60) + "... (" + std::to_string(out.size()) + " characters)";
  return out;
}

inline std::string double_repr(double d) {
  return safe_repr(py::reinterpret_steal<py::object>(PyFloat_FromDouble(d)).ptr());
}

/// The Python exception type and the message for a number that is not taken.
inline PyObject* error_type(status s) {
  switch (s) {
    case status::too_large:
      return PyExc_OverflowError;
    case status::complex:
    case status::not_a_number:
      return PyExc_TypeError;
    default:
      return PyExc_ValueError;
  }
}

inline std::string describe(status s, PyObject* v, double nearest) {
  const std::string r = safe_repr(v);
  switch (s) {
    case status::inexact:
      return r + " is not exactly a double (the nearest double is " + double_repr(nearest) +
             "); exactpred takes only numbers that are doubles";
    case status::too_large:
      return r + " is too large for a double";
    case status::complex:
      return r + " is complex; coordinates must be real numbers";
    default:
      return r + " is not a real number";
  }
}

/// A conversion error found while pybind11 loads an argument. It is raised once the overload is
/// chosen (process_attribute<exact_args>::precall, which knows the function and the argument's
/// name), and forgotten when the overload attempt ends (a patient of its loader_life_support
/// frame clears it). The loaded value is NaN meanwhile, which the library would reject.
struct pending_error {
  bool active = false;
  PyObject* argument = nullptr;  // compared by identity with the call's arguments
  PyObject* type = nullptr;
  std::string detail;
};

inline pending_error& pending() {
  thread_local pending_error p;
  return p;
}

inline void defer_error(py::handle argument, PyObject* type, std::string detail) {
  pending_error& p = pending();
  if (p.active) return;
  try {
    py::capsule end_of_attempt([] { pending() = pending_error{}; });
    py::detail::loader_life_support::add_patient(end_of_attempt);
  } catch (const py::cast_error&) {  // no bound call under way (py::cast): raise now
    PyErr_SetString(type, detail.c_str());
    throw py::error_already_set();
  }
  p.active = true;
  p.argument = argument.ptr();
  p.type = type;
  p.detail = std::move(detail);
}

/// The n numbers of a Python sequence of exactly n numbers (a tuple, a list, a numpy row):
/// false (and no Python error set) when `src` is no such sequence; otherwise true, with
/// `*bad` the status of the first number that is not exactly a double (its index in `*which`).
inline bool read_numbers(py::handle src, double* c, int n, status* bad, int* which,
                         py::object* culprit) {
  *bad = status::exact;
  if (!src || PyUnicode_Check(src.ptr()) || PyBytes_Check(src.ptr()) ||
      !PySequence_Check(src.ptr())) {
    return false;
  }
  const Py_ssize_t size = PySequence_Size(src.ptr());
  if (size < 0) clear_error_unless_memory();
  if (size != n) return false;
  for (int i = 0; i < n; ++i) {
    py::object item = py::reinterpret_steal<py::object>(PySequence_GetItem(src.ptr(), i));
    if (!item) {
      clear_error_unless_memory();
      return false;
    }
    const status s = to_double(item.ptr(), &c[i]);
    if (s == status::not_a_number) return false;
    if (s != status::exact && *bad == status::exact) {
      *bad = s;
      *which = i;
      *culprit = item;
    }
  }
  return true;
}

/// Loads a point (N numbers) or a weighted point (N numbers, the last the weight) from `src`;
/// a number that is not a double becomes a pending error on `argument` (the whole argument:
/// the point, or the sequence of points it belongs to, `label` then naming the point).
template <int N>
bool load_point(py::handle src, double* c, bool weighted, py::handle argument,
                const std::string& label) {
  status bad;
  int which = 0;
  py::object culprit;
  if (!read_numbers(src, c, N, &bad, &which, &culprit)) return false;
  if (bad != status::exact) {
    static const char* const axes[] = {"x", "y", "z"};
    const char* axis = weighted && which == N - 1 ? "w" : axes[which];
    defer_error(argument, error_type(bad),
                label + "coordinate " + axis + " of " + safe_repr(src.ptr()) + ": " +
                    describe(bad, culprit.ptr(), c[which]));
    for (int i = 0; i < N; ++i) c[i] = std::numeric_limits<double>::quiet_NaN();
  }
  return true;
}

}  // namespace exact

namespace pybind11 {
namespace detail {

/// Marks a bound function whose arguments are converted exactly: raises the pending conversion
/// error, if any, naming the function and the argument.
struct exact_args {};

template <>
struct process_attribute<exact_args> : process_attribute_default<exact_args> {
  static void precall(function_call& call) {
    exact::pending_error& p = exact::pending();
    if (!p.active) return;
    std::string function = call.func.name != nullptr ? call.func.name : "function";
    if (function == "__init__" && call.func.scope) {
      function = str(call.func.scope.attr("__name__")).cast<std::string>();
    }
    std::string argument = "an argument";
    for (std::size_t i = 0; i < call.args.size(); ++i) {
      if (call.args[i].ptr() != p.argument) continue;
      if (i < call.func.args.size() && call.func.args[i].name != nullptr) {
        argument = std::string("argument '") + call.func.args[i].name + "'";
      } else {
        argument = "argument " + std::to_string(i + 1);
      }
      break;
    }
    const std::string message = function + "(): " + argument + ": " + p.detail;
    PyErr_SetString(p.type, message.c_str());
    throw error_already_set();
  }
};

/// A point from any Python sequence of N numbers: a tuple, a list, a numpy row; each number
/// exactly a double (exact::to_double).
template <class P, int N>
struct point_caster {
  PYBIND11_TYPE_CASTER(P, const_name(N == 2 ? "Point2" : "Point3"));
  bool load(handle src, bool) {
    double c[N];
    if (!exact::load_point<N>(src, c, false, src, "")) return false;
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

/// A polygon or point set: a sequence of points (a list of tuples, an (n, 2) array), each
/// converted as point_caster does; an error names the point's index.
template <class P, int N>
struct points_caster {
  using vector = std::vector<P>;
  PYBIND11_TYPE_CASTER(vector, const_name("Sequence[") + const_name(N == 2 ? "Point2" : "Point3") +
                                   const_name("]"));
  bool load(handle src, bool) {
    if (!src || PyUnicode_Check(src.ptr()) || PyBytes_Check(src.ptr()) ||
        !PySequence_Check(src.ptr())) {
      return false;
    }
    const Py_ssize_t size = PySequence_Size(src.ptr());
    if (size < 0) {
      exact::clear_error_unless_memory();
      return false;
    }
    vector points;
    points.reserve(static_cast<std::size_t>(size));
    for (Py_ssize_t i = 0; i < size; ++i) {
      object item = reinterpret_steal<object>(PySequence_GetItem(src.ptr(), i));
      if (!item) {
        exact::clear_error_unless_memory();
        return false;
      }
      double c[N];
      if (!exact::load_point<N>(item, c, false, src, "point " + std::to_string(i) + ", ")) {
        return false;
      }
      if constexpr (N == 2) {
        points.push_back(P{c[0], c[1]});
      } else {
        points.push_back(P{c[0], c[1], c[2]});
      }
    }
    value = std::move(points);
    return true;
  }
  static handle cast(const vector& v, return_value_policy policy, handle parent) {
    list out(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
      PyList_SET_ITEM(out.ptr(), static_cast<ssize_t>(i),
                      make_caster<P>::cast(v[i], policy, parent).ptr());
    }
    return out.release();
  }
};
template <>
struct type_caster<std::vector<point2>> : points_caster<point2, 2> {};
template <>
struct type_caster<std::vector<point3>> : points_caster<point3, 3> {};

/// A weighted point from a sequence (x, y, w) or (x, y, z, w) (meshing.hpp; w a CGAL weight).
template <class P, int N>
struct weighted_caster {
  PYBIND11_TYPE_CASTER(P, const_name(N == 3 ? "WeightedPoint2" : "WeightedPoint3"));
  bool load(handle src, bool) {
    double c[N];
    if (!exact::load_point<N>(src, c, true, src, "")) return false;
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

namespace exact {
/// A radius: one number, exactly a double.
struct real {
  double value;
};
}  // namespace exact

namespace pybind11 {
namespace detail {
template <>
struct type_caster<exact::real> {
  PYBIND11_TYPE_CASTER(exact::real, const_name("float"));
  bool load(handle src, bool) {
    double d = 0;
    const exact::status s = exact::to_double(src.ptr(), &d);
    if (s == exact::status::not_a_number) return false;
    if (s != exact::status::exact) {
      exact::defer_error(src, exact::error_type(s), exact::describe(s, src.ptr(), d));
      d = std::numeric_limits<double>::quiet_NaN();
    }
    value = exact::real{d};
    return true;
  }
  static handle cast(const exact::real& r, return_value_policy, handle) {
    return PyFloat_FromDouble(r.value);
  }
};
}  // namespace detail
}  // namespace pybind11

// ---- answers: the Python types of the results (exactpred/_answers.py)
// ----------------------------

namespace answers {

/// The Python members of one C++ classification, indexed by enumerator value; filled when the
/// module is imported (register_enum) and kept for the life of the process.
template <class E>
std::vector<PyObject*>& members() {
  static auto* table = new std::vector<PyObject*>();
  return *table;
}

/// The Python class of each C++ classification and its number of enumerators.
template <class E>
struct info;
#define EXACTPRED_ANSWER(E, NAME, COUNT)      \
  template <>                                 \
  struct info<exactpred::E> {                 \
    static constexpr const char* name = NAME; \
    static constexpr int count = COUNT;       \
  };
EXACTPRED_ANSWER(segment_relation, "Intersection", 4)
EXACTPRED_ANSWER(intersection_3d, "Intersection", 4)
EXACTPRED_ANSWER(triangle_location, "TriangleLocation", 4)
EXACTPRED_ANSWER(triangle_location_3d, "TriangleLocation", 4)
EXACTPRED_ANSWER(polygon_location, "PolygonLocation", 3)
EXACTPRED_ANSWER(convex_relation, "ConvexRelation", 3)
EXACTPRED_ANSWER(ray_plane_relation, "RayPlane", 4)
EXACTPRED_ANSWER(segment_plane_relation, "SegmentPlane", 4)
EXACTPRED_ANSWER(triangle_feature, "TriangleFeature", 7)
EXACTPRED_ANSWER(segment_triangle_feature, "SegmentTriangleFeature", 6)
EXACTPRED_ANSWER(segment_pair_feature, "SegmentPairFeature", 11)
EXACTPRED_ANSWER(ball_relation, "BallRelation", 3)
EXACTPRED_ANSWER(ball_side, "BallSide", 3)
EXACTPRED_ANSWER(box_intersection, "BoxIntersection", 2)
EXACTPRED_ANSWER(box_box_relation, "BoxBoxRelation", 3)
EXACTPRED_ANSWER(batch_isa, "BatchIsa", 4)
#undef EXACTPRED_ANSWER

/// True for the classifications above (those with an info<E>).
template <class E, class = void>
struct is_answer : std::false_type {};
template <class E>
struct is_answer<E, std::void_t<decltype(info<E>::count)>> : std::true_type {};

/// Looks up the Python members of E: each C++ word must be a member of the class, with the
/// enumerator's value as its code, and the class must have no other member (ImportError
/// otherwise: the two definitions have drifted apart).
template <class E>
void register_enum(const py::module_& module) {
  py::object cls = module.attr(info<E>::name);
  if (py::len(cls) != static_cast<std::size_t>(info<E>::count)) {
    throw py::import_error(std::string("exactpred: ") + info<E>::name + " has " +
                           std::to_string(py::len(cls)) + " members, the library " +
                           std::to_string(info<E>::count));
  }
  std::vector<PyObject*>& table = members<E>();
  table.clear();
  for (int i = 0; i < info<E>::count; ++i) {
    const char* word = exactpred::to_string(static_cast<E>(i));
    py::object member = cls(word);
    if (member.attr("code").cast<int>() != i) {
      throw py::import_error(std::string("exactpred: ") + info<E>::name + "." + word +
                             " has code " + py::str(member.attr("code")).cast<std::string>() +
                             ", the library " + std::to_string(i));
    }
    table.push_back(member.release().ptr());
  }
}

/// WindingNumber and WindingNumbers (set when the module is imported).
inline PyObject*& winding_number_class() {
  static PyObject* cls = nullptr;
  return cls;
}
inline PyObject*& winding_numbers_class() {
  static PyObject* cls = nullptr;
  return cls;
}

}  // namespace answers

namespace exact {
namespace {  // internal linkage: these hold Python objects, whose types pybind11 hides
/// A bool argument: True, False, numpy.bool_, or any number (its truth), as pybind11's converting
/// bool caster takes it.
struct flag {
  bool value;
};

/// The points of a vectorised call: an ndarray with two dimensions, or a non-empty sequence
/// whose first item is a sequence (a list of points); exact_array then checks the shape and the
/// values. Anything else (one point, a number) is no match, so that a point of the wrong
/// dimension given to a scalar form is reported as such.
template <int D>
struct rows {
  py::object object;
};

/// The two arrays of winding_number(points, polygon).
struct winding_numbers {
  py::array_t<bool> on_boundary;
  py::array_t<std::int64_t> number;
};
}  // namespace
}  // namespace exact

namespace pybind11 {
namespace detail {

/// An answer enumerator as its Python member (an exactpred.Answer, a str).
template <class E>
struct answer_caster {
  bool load(handle, bool) { return false; }
  static handle cast(E e, return_value_policy, handle) {
    const std::vector<PyObject*>& table = answers::members<E>();
    const auto i = static_cast<std::size_t>(e);
    if (i >= table.size()) {
      PyErr_SetString(PyExc_SystemError, "exactpred: an answer without a Python member");
      return handle();
    }
    return handle(table[i]).inc_ref();
  }
};
#define EXACTPRED_ANSWER_CASTER(E, NAME)                           \
  template <>                                                      \
  struct type_caster<exactpred::E> : answer_caster<exactpred::E> { \
    PYBIND11_TYPE_CASTER(exactpred::E, const_name(NAME));          \
    using answer_caster<exactpred::E>::load;                       \
    using answer_caster<exactpred::E>::cast;                       \
  };
EXACTPRED_ANSWER_CASTER(segment_relation, "Intersection")
EXACTPRED_ANSWER_CASTER(intersection_3d, "Intersection")
EXACTPRED_ANSWER_CASTER(triangle_location, "TriangleLocation")
EXACTPRED_ANSWER_CASTER(triangle_location_3d, "TriangleLocation")
EXACTPRED_ANSWER_CASTER(polygon_location, "PolygonLocation")
EXACTPRED_ANSWER_CASTER(convex_relation, "ConvexRelation")
EXACTPRED_ANSWER_CASTER(ray_plane_relation, "RayPlane")
EXACTPRED_ANSWER_CASTER(segment_plane_relation, "SegmentPlane")
EXACTPRED_ANSWER_CASTER(triangle_feature, "TriangleFeature")
EXACTPRED_ANSWER_CASTER(segment_triangle_feature, "SegmentTriangleFeature")
EXACTPRED_ANSWER_CASTER(segment_pair_feature, "SegmentPairFeature")
EXACTPRED_ANSWER_CASTER(ball_relation, "BallRelation")
EXACTPRED_ANSWER_CASTER(ball_side, "BallSide")
EXACTPRED_ANSWER_CASTER(box_intersection, "BoxIntersection")
EXACTPRED_ANSWER_CASTER(box_box_relation, "BoxBoxRelation")
EXACTPRED_ANSWER_CASTER(batch_isa, "BatchIsa")
#undef EXACTPRED_ANSWER_CASTER

/// winding_result as an exactpred.WindingNumber (on_boundary, number).
template <>
struct type_caster<exactpred::winding_result> {
  PYBIND11_TYPE_CASTER(exactpred::winding_result, const_name("WindingNumber"));
  bool load(handle, bool) { return false; }
  static handle cast(const exactpred::winding_result& w, return_value_policy, handle) {
    return handle(answers::winding_number_class())(bool_(w.on_boundary), int_(w.number)).release();
  }
};

template <>
struct type_caster<exact::winding_numbers> {
  PYBIND11_TYPE_CASTER(exact::winding_numbers, const_name("WindingNumbers"));
  bool load(handle, bool) { return false; }
  static handle cast(const exact::winding_numbers& w, return_value_policy, handle) {
    return handle(answers::winding_numbers_class())(w.on_boundary, w.number).release();
  }
};

template <>
struct type_caster<exact::flag> {
  PYBIND11_TYPE_CASTER(exact::flag, const_name("bool"));
  bool load(handle src, bool) {
    make_caster<bool> b;
    if (!b.load(src, true)) return false;
    value.value = cast_op<bool>(b);
    return true;
  }
  static handle cast(const exact::flag& f, return_value_policy, handle) {
    return bool_(f.value).release();
  }
};

template <int D>
struct type_caster<exact::rows<D>> {
  PYBIND11_TYPE_CASTER(exact::rows<D>, const_name("numpy.ndarray"));
  bool load(handle src, bool) {
    if (!src) return false;
    if (isinstance<array>(src)) {
      if (reinterpret_borrow<array>(src).ndim() != 2) return false;
    } else {
      if (PyUnicode_Check(src.ptr()) || PyBytes_Check(src.ptr()) || !PySequence_Check(src.ptr())) {
        return false;
      }
      const Py_ssize_t size = PySequence_Size(src.ptr());
      if (size <= 0) {
        if (size < 0) exact::clear_error_unless_memory();
        return false;
      }
      object first = reinterpret_steal<object>(PySequence_GetItem(src.ptr(), 0));
      if (!first) {
        exact::clear_error_unless_memory();
        return false;
      }
      if (PyUnicode_Check(first.ptr()) || PyBytes_Check(first.ptr()) ||
          !PySequence_Check(first.ptr())) {
        return false;
      }
    }
    value.object = reinterpret_borrow<object>(src);
    return true;
  }
  static handle cast(const exact::rows<D>& r, return_value_policy, handle) {
    return r.object.inc_ref();
  }
};

}  // namespace detail
}  // namespace pybind11

namespace {

using py::detail::exact_args;

int sgn(exactpred::sign s) { return exactpred::to_int(s); }

/// A correctly rounded construction as ((x, y[, z]), exact).
py::tuple rounded_tuple(const exactpred::rounded_point2& r) {
  return py::make_tuple(py::make_tuple(r.point.x, r.point.y), r.exact);
}
py::tuple rounded_tuple(const exactpred::rounded_point3& r) {
  return py::make_tuple(py::make_tuple(r.point.x, r.point.y, r.point.z), r.exact);
}

// ---- batches ------------------------------------------------------------------------------------

/// `obj` as a numpy array: numpy's conversion errors propagate (a MemoryError as it is, any other
/// as TypeError naming `what`).
py::array as_array(py::handle obj, const std::string& what, const std::string& expected) {
  if (py::isinstance<py::array>(obj)) return py::reinterpret_borrow<py::array>(obj);
  try {
    return py::array(py::reinterpret_borrow<py::object>(obj));
  } catch (py::error_already_set& e) {
    if (e.matches(PyExc_MemoryError)) throw;
    throw py::type_error(what + ": expected " + expected + " (" + e.what() + ")");
  }
}

/// The array in its native byte order (numpy's astype when it is not).
py::array native(const py::array& a) {
  if (a.dtype().byteorder() != '>' && a.dtype().byteorder() != '<') return a;
  if (a.dtype().attr("isnative").cast<bool>()) return a;
  return a.attr("astype")(a.dtype().attr("newbyteorder")("="));
}

/// Reads element (i, j) of a 2D array of T (any strides and alignment).
template <class T>
T element(const py::array& a, py::ssize_t i, py::ssize_t j) {
  T v;
  std::memcpy(&v, static_cast<const char*>(a.data()) + i * a.strides(0) + j * a.strides(1),
              sizeof v);
  return v;
}

/// A new C-order float64 array of shape (n, cols); MemoryError naming `what` when it cannot be
/// had.
py::array_t<double> new_doubles(py::ssize_t n, py::ssize_t cols, const std::string& what) {
  try {
    return py::array_t<double>({n, cols});
  } catch (py::error_already_set& e) {
    if (!e.matches(PyExc_MemoryError)) throw;
    exact::throw_memory_error(what, static_cast<std::size_t>(n) * cols * sizeof(double));
  }
}

[[noreturn]] void inexact_element(const py::array& a, py::ssize_t i, py::ssize_t j, exact::status s,
                                  double nearest, const std::string& what) {
  py::object item = a.attr("__getitem__")(py::make_tuple(i, j));
  const std::string message = what + ": row " + std::to_string(i) + ", column " +
                              std::to_string(j) + ": " + exact::describe(s, item.ptr(), nearest);
  PyErr_SetString(exact::error_type(s), message.c_str());
  throw py::error_already_set();
}

/// The integers of `a` as doubles, each checked to be exactly one.
template <class T>
void integers_to_doubles(const py::array& a, double* out, const std::string& what) {
  const py::ssize_t n = a.shape(0);
  const py::ssize_t cols = a.shape(1);
  for (py::ssize_t i = 0; i < n; ++i) {
    for (py::ssize_t j = 0; j < cols; ++j) {
      const T v = element<T>(a, i, j);
      std::uint64_t m = static_cast<std::uint64_t>(v);
      if constexpr (std::is_signed<T>::value) {
        if (v < 0) m = std::uint64_t{0} - m;
      }
      const double d = static_cast<double>(v);
      if (!exact::magnitude_is_double(m)) inexact_element(a, i, j, exact::status::inexact, d, what);
      *out++ = d;
    }
  }
}

/// integers_to_doubles for the integer type of the array's width (1, 2, 4 or 8 bytes).
template <class I8, class I16, class I32, class I64>
void integers_of_width(const py::array& a, double* o, const std::string& what,
                       py::ssize_t itemsize) {
  switch (itemsize) {
    case 1:
      return integers_to_doubles<I8>(a, o, what);
    case 2:
      return integers_to_doubles<I16>(a, o, what);
    case 4:
      return integers_to_doubles<I32>(a, o, what);
    case 8:
      return integers_to_doubles<I64>(a, o, what);
    default:
      throw py::type_error(what + ": unsupported integer dtype");
  }
}

/// The one checked conversion of an array of coordinates: `obj` (any array-like of shape
/// (n, cols)) as a C-order float64 array with exactly its values, or the float32 array itself
/// when `keep_float32` and it is one in C order. Integer arrays of any width, longdouble and
/// object arrays (Python ints, Fractions, ...) are checked value by value; complex arrays are a
/// TypeError, a value that is not a double ValueError (or OverflowError), out of memory
/// MemoryError.
py::array exact_array(py::handle obj, py::ssize_t cols, const std::string& what,
                      const std::string& shape, bool keep_float32) {
  py::array a = as_array(obj, what, "an array-like of shape " + shape);
  if (a.ndim() != 2 || a.shape(1) != cols) {
    throw py::value_error(what + ": expected shape " + shape);
  }
  const bool c_order = (a.flags() & py::array::c_style) != 0;
  if (py::isinstance<py::array_t<double>>(a) && c_order) return a;
  if (py::isinstance<py::array_t<float>>(a) && c_order && keep_float32) return a;
  const char kind = a.dtype().kind();
  const std::size_t itemsize = static_cast<std::size_t>(a.itemsize());
  const py::ssize_t n = a.shape(0);
  if (kind == 'f' && itemsize <= sizeof(double)) {
    // float16, float32, float64: every value is a double; numpy copies them (MemoryError when
    // it cannot).
    return py::array_t<double, py::array::c_style | py::array::forcecast>(a);
  }
  if (kind == 'c') {
    throw py::type_error(what + ": complex values (dtype " +
                         py::str(a.dtype()).cast<std::string>() +
                         ") are not coordinates; exactpred takes real numbers");
  }
  if (kind != 'f' && kind != 'i' && kind != 'u' && kind != 'b' && kind != 'O') {
    throw py::type_error(what + ": expected numbers, not dtype " +
                         py::str(a.dtype()).cast<std::string>());
  }
  a = native(a);
  py::array_t<double> out = new_doubles(n, cols, what);
  double* o = out.mutable_data();
  if (kind == 'f') {
    if (!py::isinstance<py::array_t<long double>>(a)) {
      throw py::type_error(what + ": unsupported float dtype " +
                           py::str(a.dtype()).cast<std::string>());
    }
    for (py::ssize_t i = 0; i < n; ++i) {
      for (py::ssize_t j = 0; j < cols; ++j) {
        const long double v = element<long double>(a, i, j);
        const double d = static_cast<double>(v);
        if (static_cast<long double>(d) != v && !std::isnan(v)) {
          inexact_element(
              a, i, j, std::isinf(d) ? exact::status::too_large : exact::status::inexact, d, what);
        }
        *o++ = d;
      }
    }
  } else if (kind == 'O') {
    for (py::ssize_t i = 0; i < n; ++i) {
      for (py::ssize_t j = 0; j < cols; ++j) {
        PyObject* v = element<PyObject*>(a, i, j);
        double d = 0;
        const exact::status s = exact::to_double(v, &d);
        if (s != exact::status::exact) inexact_element(a, i, j, s, d, what);
        *o++ = d;
      }
    }
  } else if (kind == 'b') {
    for (py::ssize_t i = 0; i < n; ++i) {
      for (py::ssize_t j = 0; j < cols; ++j) *o++ = element<std::uint8_t>(a, i, j) != 0 ? 1 : 0;
    }
  } else if (kind == 'i') {
    integers_of_width<std::int8_t, std::int16_t, std::int32_t, std::int64_t>(a, o, what, itemsize);
  } else {
    integers_of_width<std::uint8_t, std::uint16_t, std::uint32_t, std::uint64_t>(a, o, what,
                                                                                 itemsize);
  }
  return out;
}

/// The points of a batch call: an (n, D) array of float64 or float32 in C order, viewed in place
/// by a point_span (the batch kernels read floats in place and widen them exactly); any other
/// array-like is converted once to float64 by exact_array (an error for a value that is not
/// exactly a double).
template <int D>
struct batch_points {
  exactpred::point_span<D> span;
  py::object keep;  // the array the span views

  batch_points(const py::handle& obj, const char* name, const char* argument = "points") {
    using point = std::conditional_t<D == 2, point2, point3>;
    using pointf = std::conditional_t<D == 2, exactpred::point2f, exactpred::point3f>;
    static_assert(sizeof(point) == D * sizeof(double) && sizeof(pointf) == D * sizeof(float),
                  "point layout");
    py::array a = exact_array(obj, D, std::string(name) + "(): " + argument,
                              "(n, " + std::to_string(D) + ")", true);
    keep = a;
    const auto n = static_cast<std::size_t>(a.shape(0));
    if (py::isinstance<py::array_t<float>>(a)) {
      span = exactpred::point_span<D>(static_cast<const pointf*>(a.data()), n);
    } else {
      span = exactpred::point_span<D>(static_cast<const point*>(a.data()), n);
    }
  }
};

/// Narrows the (m, K) integer array `a` (any strides) to uint32, checking 0 <= index < 2^32.
template <class T>
void narrow_indices(const py::array& a, std::uint32_t* out) {
  const py::ssize_t m = a.shape(0);
  const py::ssize_t k = a.shape(1);
  for (py::ssize_t i = 0; i < m; ++i) {
    for (py::ssize_t j = 0; j < k; ++j) {
      const T v = element<T>(a, i, j);
      bool ok = true;
      if constexpr (std::is_signed<T>::value) ok = v >= 0;
      if (ok && static_cast<std::uint64_t>(v) > std::numeric_limits<std::uint32_t>::max()) {
        ok = false;
      }
      if (!ok) throw py::value_error("queries: index " + std::to_string(v) + " out of range");
      *out++ = static_cast<std::uint32_t>(v);
    }
  }
}

/// The queries of a batch call: an (m, K) array of point indices, used in place when it is
/// uint32 in C order; other integer arrays (any dtype, any strides) are checked
/// (0 <= index < 2^32) and narrowed in C++ (MemoryError when the copy cannot be allocated).
template <int K>
struct batch_queries {
  const std::uint32_t* data = nullptr;
  std::size_t count = 0;
  std::vector<std::uint32_t> narrowed;
  py::object keep;

  explicit batch_queries(const py::handle& obj) {
    py::array any = as_array(obj, "queries", "an integer array-like");
    if (any.ndim() != 2 || any.shape(1) != K) {
      throw py::value_error("queries: expected shape (m, " + std::to_string(K) + ")");
    }
    const char kind = any.dtype().kind();
    count = static_cast<std::size_t>(any.shape(0));
    if (count == 0) return;
    if (kind != 'i' && kind != 'u') throw py::type_error("queries: expected an integer array");
    if (py::isinstance<py::array_t<std::uint32_t>>(any) &&
        (any.flags() & py::array::c_style) != 0) {
      keep = any;
      data = static_cast<const std::uint32_t*>(any.data());
      return;
    }
    any = native(any);
    if (count > narrowed.max_size() / K) {
      exact::throw_memory_error("queries", std::numeric_limits<std::size_t>::max());
    }
    try {
      narrowed.resize(count * K);
    } catch (const std::bad_alloc&) {
      exact::throw_memory_error("queries", count * K * sizeof(std::uint32_t));
    }
    std::uint32_t* out = narrowed.data();
    const bool is_signed = kind == 'i';
    switch (any.itemsize()) {
      case 1:
        is_signed ? narrow_indices<std::int8_t>(any, out) : narrow_indices<std::uint8_t>(any, out);
        break;
      case 2:
        is_signed ? narrow_indices<std::int16_t>(any, out)
                  : narrow_indices<std::uint16_t>(any, out);
        break;
      case 4:
        is_signed ? narrow_indices<std::int32_t>(any, out)
                  : narrow_indices<std::uint32_t>(any, out);
        break;
      case 8:
        is_signed ? narrow_indices<std::int64_t>(any, out)
                  : narrow_indices<std::uint64_t>(any, out);
        break;
      default:
        throw py::type_error("queries: unsupported integer dtype");
    }
    data = narrowed.data();
  }
};

/// The (m,) int8 answer array; MemoryError naming its size when it cannot be allocated.
py::array_t<std::int8_t> new_signs(std::size_t m) {
  try {
    return py::array_t<std::int8_t>(static_cast<py::ssize_t>(m));
  } catch (py::error_already_set& e) {
    if (!e.matches(PyExc_MemoryError)) throw;
    exact::throw_memory_error("the answer array", m);
  }
}

template <int D, int K, class F>
py::array_t<std::int8_t> run_batch(const py::handle& points, const py::handle& queries,
                                   const char* name, F fn) {
  batch_points<D> pts(points, name);
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out = new_signs(q.count);
  static_assert(sizeof(exactpred::sign) == sizeof(std::int8_t), "sign is one byte");
  auto* res = reinterpret_cast<exactpred::sign*>(out.mutable_data());
  {
    py::gil_scoped_release release;
    fn(pts.span, q.data, q.count, res);
  }
  return out;
}

/// A batch call on weighted points: an (n, D + 1) array (coordinates, then the weight; any
/// array-like, converted once to float64 in C order by exact_array when it is not already) and an
/// (m, K) index array; the library's batch function runs with the GIL released.
template <int D, int K, class W>
py::array_t<std::int8_t> run_weighted_batch(const py::handle& points, const py::handle& queries,
                                            const char* name,
                                            void (*fn)(const W*, std::size_t, const std::uint32_t*,
                                                       std::size_t, exactpred::sign*)) {
  static_assert(sizeof(W) == (D + 1) * sizeof(double), "weighted point layout");
  py::array pts =
      exact_array(points, D + 1, std::string(name) + "(): points",
                  "(n, " + std::to_string(D + 1) + "): coordinates, then the weight", false);
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out = new_signs(q.count);
  auto* res = reinterpret_cast<exactpred::sign*>(out.mutable_data());
  std::string error;
  {
    py::gil_scoped_release release;
    try {
      fn(reinterpret_cast<const W*>(pts.data()), static_cast<std::size_t>(pts.shape(0)), q.data,
         q.count, res);
    } catch (const exactpred::invalid_input& e) {
      error = e.what();
    }
  }
  if (!error.empty()) throw py::value_error(error);
  return out;
}

// ---- vectorised derived predicates
// ----------------------------------------------------------------

/// A new (n,) array of T; MemoryError naming its size when it cannot be allocated.
template <class T>
py::array_t<T> new_answers(std::size_t n) {
  try {
    return py::array_t<T>(static_cast<py::ssize_t>(n));
  } catch (py::error_already_set& e) {
    if (!e.matches(PyExc_MemoryError)) throw;
    exact::throw_memory_error("the answer array", n * sizeof(T));
  }
}

/// Calls fn(i) for i < n with the GIL released; an exactpred::invalid_input from call i becomes
/// a ValueError naming the function and the row.
template <class F>
void for_each_row(std::size_t n, const char* name, F fn) {
  std::string error;
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < n; ++i) {
      try {
        fn(i);
      } catch (const exactpred::invalid_input& e) {
        error = std::string(name) + "(): row " + std::to_string(i) + ": " + e.what();
        break;
      }
    }
  }
  if (!error.empty()) throw py::value_error(error);
}

/// point_in_polygon over the rows of `points`: the int8 codes of the answers (PolygonLocation).
py::array_t<std::int8_t> point_in_polygon_rows(const exact::rows<2>& points,
                                               const std::vector<point2>& polygon,
                                               exactpred::fill_rule rule) {
  batch_points<2> pts(points.object, "point_in_polygon");
  const std::size_t n = pts.span.size();
  py::array_t<std::int8_t> out = new_answers<std::int8_t>(n);
  std::int8_t* res = out.mutable_data();
  for_each_row(n, "point_in_polygon", [&](std::size_t i) {
    res[i] = static_cast<std::int8_t>(exactpred::point_in_polygon(pts.span[i], polygon, rule));
  });
  return out;
}

/// winding_number over the rows of `points`.
exact::winding_numbers winding_number_rows(const exact::rows<2>& points,
                                           const std::vector<point2>& polygon) {
  batch_points<2> pts(points.object, "winding_number");
  const std::size_t n = pts.span.size();
  exact::winding_numbers out{new_answers<bool>(n), new_answers<std::int64_t>(n)};
  bool* boundary = out.on_boundary.mutable_data();
  std::int64_t* number = out.number.mutable_data();
  for_each_row(n, "winding_number", [&](std::size_t i) {
    const exactpred::winding_result w = exactpred::winding_number(pts.span[i], polygon);
    boundary[i] = w.on_boundary;
    number[i] = static_cast<std::int64_t>(w.number);
  });
  return out;
}

/// segment_intersect_2d of the segments p1[i] p2[i] and q1[i] q2[i]: the int8 codes of the
/// answers (Intersection).
py::array_t<std::int8_t> segment_intersect_rows(const exact::rows<2>& p1, const exact::rows<2>& p2,
                                                const exact::rows<2>& q1,
                                                const exact::rows<2>& q2) {
  const char* name = "segment_intersect_2d";
  batch_points<2> a(p1.object, name, "p1"), b(p2.object, name, "p2"), c(q1.object, name, "q1"),
      d(q2.object, name, "q2");
  const std::size_t n = a.span.size();
  if (b.span.size() != n || c.span.size() != n || d.span.size() != n) {
    throw py::value_error(std::string(name) + "(): p1, p2, q1 and q2 must have the same number " +
                          "of rows, not " + std::to_string(n) + ", " +
                          std::to_string(b.span.size()) + ", " + std::to_string(c.span.size()) +
                          " and " + std::to_string(d.span.size()));
  }
  py::array_t<std::int8_t> out = new_answers<std::int8_t>(n);
  std::int8_t* res = out.mutable_data();
  for_each_row(n, name, [&](std::size_t i) {
    res[i] = static_cast<std::int8_t>(
        exactpred::segment_intersect_2d(a.span[i], b.span[i], c.span[i], d.span[i]));
  });
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

// ---- signatures, docstrings and the diagnosis of calls that match no form ----------------------
//
// Every function is registered through def() below, which records, for each form (overload), the
// kind of each parameter, the parameter names and the Python class of the answer. Once all forms
// are bound, finish_functions() adds to each function a last form taking any arguments: pybind11
// reaches it only when no other form matches, and it raises a short TypeError naming the
// function, the argument and what was expected (a 2D point given 3 coordinates, say) instead of
// pybind11's list of every overload. It then writes each function's docstring: every form's
// signature and text, and the words of its answer.

enum class kind {
  point2,
  point3,
  ip2,
  ip3,
  wpoint2,
  wpoint3,
  points2,
  points3,
  real,
  index,
  text,
  flag,
  rows2,
  any
};

template <class T>
constexpr kind kind_of() {
  namespace ep = exactpred;
  using U = std::decay_t<T>;
  if constexpr (std::is_same_v<U, point2>) return kind::point2;
  if constexpr (std::is_same_v<U, point3>) return kind::point3;
  if constexpr (std::is_same_v<U, ep::implicit_point2>) return kind::ip2;
  if constexpr (std::is_same_v<U, ep::implicit_point3>) return kind::ip3;
  if constexpr (std::is_same_v<U, ep::weighted_point2>) return kind::wpoint2;
  if constexpr (std::is_same_v<U, ep::weighted_point3>) return kind::wpoint3;
  if constexpr (std::is_same_v<U, std::vector<point2>>) return kind::points2;
  if constexpr (std::is_same_v<U, std::vector<point3>>) return kind::points3;
  if constexpr (std::is_same_v<U, exact::real>) return kind::real;
  if constexpr (std::is_same_v<U, ep::sos_index>) return kind::index;
  if constexpr (std::is_same_v<U, std::string>) return kind::text;
  if constexpr (std::is_same_v<U, exact::flag>) return kind::flag;
  if constexpr (std::is_same_v<U, exact::rows<2>>) return kind::rows2;
  return kind::any;
}

struct form {
  std::vector<kind> kinds;
  std::vector<std::string> names;
  std::size_t required = 0;
  std::string answer;  // the Python class of the answer, when it is an exactpred.Answer
};

template <class F>
struct form_of : form_of<decltype(&F::operator())> {};
template <class C, class R, class... A>
struct form_of<R (C::*)(A...) const> {
  static form make() {
    form f;
    f.kinds = {kind_of<A>()...};
    if constexpr (answers::is_answer<R>::value) f.answer = answers::info<R>::name;
    return f;
  }
};

inline void add_extra(form& f, const py::arg_v& a) { f.names.emplace_back(a.name); }
inline void add_extra(form& f, const py::arg& a) {
  f.names.emplace_back(a.name);
  ++f.required;
}
inline void add_extra(form&, const char*) {}
inline void add_extra(form&, const exact_args&) {}

/// The forms of each function, in the order they were bound (never freed).
// A deque: finish_class and finish_functions keep pointers to entries, which adding a name
// later must not move (a vector's growth did, and a class finished before the last def then
// read freed memory).
std::deque<std::pair<std::string, std::vector<form>>>& registry() {
  static auto* r = new std::deque<std::pair<std::string, std::vector<form>>>();
  return *r;
}

template <class F, class... Extra>
void add_form(const std::string& name, const Extra&... extra) {
  form f = form_of<std::decay_t<F>>::make();
  (add_extra(f, extra), ...);
  for (auto& entry : registry()) {
    if (entry.first == name) {
      entry.second.push_back(std::move(f));
      return;
    }
  }
  registry().emplace_back(name, std::vector<form>{std::move(f)});
}

/// m.def with exact_args: every bound function converts its arguments exactly and names the
/// argument that is not; its form is recorded for finish_functions.
template <class F, class... Extra>
void def(py::module_& m, const char* name, F&& f, const Extra&... extra) {
  add_form<F>(name, extra...);
  m.def(name, std::forward<F>(f), extra..., exact_args{});
}

/// "a 2D point (x, y)", ...: what a parameter of this kind takes.
std::string expected(kind k) {
  switch (k) {
    case kind::point2:
      return "a 2D point (a sequence of 2 numbers x, y)";
    case kind::point3:
      return "a 3D point (a sequence of 3 numbers x, y, z)";
    case kind::ip2:
      return "a 2D point (a sequence of 2 numbers x, y) or an ssi";
    case kind::ip3:
      return "a 3D point (a sequence of 3 numbers x, y, z), an lpi or a tpi";
    case kind::wpoint2:
      return "a weighted 2D point (a sequence of 3 numbers x, y, w)";
    case kind::wpoint3:
      return "a weighted 3D point (a sequence of 4 numbers x, y, z, w)";
    case kind::points2:
      return "a sequence of 2D points (x, y)";
    case kind::points3:
      return "a sequence of 3D points (x, y, z)";
    case kind::real:
      return "a real number";
    case kind::index:
      return "a non-negative int";
    case kind::text:
      return "a str";
    case kind::flag:
      return "a bool";
    case kind::rows2:
      return "an (n, 2) array of 2D points";
    case kind::any:
      break;
  }
  return "any object";
}

/// What `obj` is, for an error message: "3 numbers (0, 0, 1)", "a str 'x'", "an array of shape
/// (3,)".
std::string what_is(py::handle obj) {
  const std::string r = exact::safe_repr(obj.ptr());
  if (py::isinstance<py::array>(obj)) {
    const std::string shape = py::str(obj.attr("shape")).cast<std::string>();
    return "an array of shape " + shape + ": " + r;
  }
  if (!PyUnicode_Check(obj.ptr()) && !PyBytes_Check(obj.ptr()) && PySequence_Check(obj.ptr())) {
    const Py_ssize_t n = PySequence_Size(obj.ptr());
    if (n < 0) {
      exact::clear_error_unless_memory();
    } else {
      return "a sequence of " + std::to_string(n) + (n == 1 ? " item " : " items ") + r;
    }
  }
  return std::string("a ") + Py_TYPE(obj.ptr())->tp_name + " " + r;
}

/// True when `obj` is a sequence of n numbers (exact or not: that is reported elsewhere).
bool is_point(py::handle obj, int n) {
  double c[4];
  exact::status bad;
  int which = 0;
  py::object culprit;
  return exact::read_numbers(obj, c, n, &bad, &which, &culprit);
}

/// Empty when `obj` fits a parameter of kind k; otherwise why not.
std::string misfit(kind k, py::handle obj) {
  const auto fits = [&]() -> bool {
    switch (k) {
      case kind::point2:
        return is_point(obj, 2);
      case kind::point3:
        return is_point(obj, 3);
      case kind::ip2:
        return is_point(obj, 2) || py::isinstance<exactpred::ssi>(obj);
      case kind::ip3:
        return is_point(obj, 3) || py::isinstance<exactpred::lpi>(obj) ||
               py::isinstance<exactpred::tpi>(obj);
      case kind::wpoint2:
        return is_point(obj, 3);
      case kind::wpoint3:
        return is_point(obj, 4);
      case kind::real: {
        double d = 0;
        return exact::to_double(obj.ptr(), &d) != exact::status::not_a_number;
      }
      case kind::index:
        return py::detail::make_caster<exactpred::sos_index>().load(obj, false);
      case kind::text:
        return py::detail::make_caster<std::string>().load(obj, false);
      case kind::flag:
        return py::detail::make_caster<exact::flag>().load(obj, true);
      case kind::rows2:
        return py::detail::make_caster<exact::rows<2>>().load(obj, true);
      case kind::points2:
      case kind::points3:
      case kind::any:
        return true;
    }
    return true;
  };
  if (k == kind::points2 || k == kind::points3) {
    const int n = k == kind::points2 ? 2 : 3;
    if (PyUnicode_Check(obj.ptr()) || PyBytes_Check(obj.ptr()) || !PySequence_Check(obj.ptr())) {
      return "expected " + expected(k) + ", got " + what_is(obj);
    }
    const Py_ssize_t size = PySequence_Size(obj.ptr());
    for (Py_ssize_t i = 0; i < size; ++i) {
      py::object item = py::reinterpret_steal<py::object>(PySequence_GetItem(obj.ptr(), i));
      if (!item) {
        exact::clear_error_unless_memory();
        break;
      }
      if (!is_point(item, n)) {
        return "point " + std::to_string(i) + ": expected " +
               expected(n == 2 ? kind::point2 : kind::point3) + ", got " + what_is(item);
      }
    }
    return "";
  }
  if (fits()) return "";
  return "expected " + expected(k) + ", got " + what_is(obj);
}

/// "(a, b, c)", "(p, polygon, rule='non_zero')"-like parameter lists of the forms.
std::string parameter_lists(const std::vector<form>& forms) {
  std::string out;
  for (std::size_t i = 0; i < forms.size(); ++i) {
    if (i > 0) out += i + 1 == forms.size() ? " or " : ", ";
    out += "(";
    for (std::size_t j = 0; j < forms[i].names.size(); ++j) {
      if (j > 0) out += ", ";
      out += forms[i].names[j];
    }
    out += ")";
  }
  return out;
}

/// Raises the TypeError for a call that matches none of the forms: the first argument that does
/// not fit, in the form whose arguments fit longest (the first such form).
[[noreturn]] void no_matching_form(const std::string& function, const std::vector<form>& forms,
                                   const py::args& args, const py::kwargs& kwargs) {
  std::size_t best_fitted = 0;
  std::string best;
  for (const form& f : forms) {
    if (args.size() > f.names.size()) continue;
    std::vector<py::handle> bound(f.names.size());
    for (std::size_t i = 0; i < args.size(); ++i) bound[i] = args[i];
    bool ok = true;
    for (const auto& item : kwargs) {
      const std::string key = py::str(item.first).cast<std::string>();
      std::size_t j = 0;
      while (j < f.names.size() && f.names[j] != key) ++j;
      if (j == f.names.size() || bound[j]) {
        ok = false;
        break;
      }
      bound[j] = item.second;
    }
    for (std::size_t i = 0; ok && i < f.required; ++i) ok = static_cast<bool>(bound[i]);
    if (!ok) continue;
    for (std::size_t i = 0; i < bound.size(); ++i) {
      if (!bound[i]) continue;
      const std::string why = misfit(f.kinds[i], bound[i]);
      if (why.empty()) continue;
      if (best.empty() || i + 1 > best_fitted) {
        best_fitted = i + 1;
        best = "argument '" + f.names[i] + "': " + why;
      }
      break;
    }
  }
  if (best.empty()) {
    std::string got =
        std::to_string(args.size()) + " positional argument" + (args.size() == 1 ? "" : "s");
    if (kwargs.size() > 0) {
      got += " and keyword argument" + std::string(kwargs.size() == 1 ? " " : "s ");
      bool first = true;
      for (const auto& item : kwargs) {
        got += (first ? "'" : ", '") + py::str(item.first).cast<std::string>() + "'";
        first = false;
      }
    }
    best = "takes " + parameter_lists(forms) + ", got " + got;
  }
  PyErr_SetString(PyExc_TypeError, (function + "(): " + best).c_str());
  throw py::error_already_set();
}

/// The docstring of a function: each form's signature (pybind11's, from the function records)
/// and its text, then the words of its answers.
std::string docstring(const std::string& name, py::handle function, const std::vector<form>& forms,
                      const py::module_& answer_types) {
  py::handle self = PyCFunction_GET_SELF(function.ptr());
  auto* rec = static_cast<py::detail::function_record*>(
      PyCapsule_GetPointer(self.ptr(), PyCapsule_GetName(self.ptr())));
  std::string out;
  std::vector<std::string> answer_classes;
  std::size_t i = 0;
  for (; rec != nullptr; rec = rec->next, ++i) {
    const std::string signature = rec->signature != nullptr ? rec->signature : "";
    if (signature.rfind("(*args", 0) == 0) continue;  // the form for calls that match no other
    if (!out.empty()) out += "\n";
    out += name + signature + "\n";
    if (rec->doc != nullptr && rec->doc[0] != '\0') out += "    " + std::string(rec->doc) + "\n";
    if (i < forms.size() && !forms[i].answer.empty()) {
      const std::string& cls = forms[i].answer;
      bool seen = false;
      for (const std::string& c : answer_classes) seen = seen || c == cls;
      if (!seen) answer_classes.push_back(cls);
    }
  }
  for (const std::string& cls : answer_classes) {
    std::string words;
    py::list members(answer_types.attr(cls.c_str()));
    for (std::size_t j = 0; j < members.size(); ++j) {
      if (j > 0) words += j + 1 == members.size() ? " or " : ", ";
      words += "'" + py::str(members[j]).cast<std::string>() + "'";
    }
    out += "\nAnswers " + cls + ": " + words + " (exactpred." + cls +
           " members, equal to these strings).\n";
  }
  return out;
}

/// Replaces the docstring of a pybind11 function (as pybind11 writes it: the method definition's
/// ml_doc, owned by the function record).
void set_docstring(py::handle function, const std::string& doc) {
  auto* f = reinterpret_cast<PyCFunctionObject*>(function.ptr());
  char* copy = strdup(doc.c_str());
  if (copy == nullptr) throw std::bad_alloc();
  std::free(const_cast<char*>(f->m_ml->ml_doc));
  f->m_ml->ml_doc = copy;
}

/// Adds the last-resort form to every function bound with def() and writes its docstring.
void finish_functions(py::module_& m, const py::module_& answer_types) {
  for (const auto& entry : registry()) {
    if (py::isinstance<py::type>(m.attr(entry.first.c_str()))) continue;  // finish_class
    const std::string name = entry.first;
    const std::vector<form>* forms = &entry.second;
    m.def(entry.first.c_str(), [name, forms](const py::args& args, const py::kwargs& kwargs) {
      no_matching_form(name, *forms, args, kwargs);
    });
    py::object function = m.attr(entry.first.c_str());
    set_docstring(function, docstring(name, function, *forms, answer_types));
  }
}

/// The last-resort constructor of an implicit-point class (as finish_functions does for
/// functions).
template <class C>
void finish_class(C& cls, const std::string& name) {
  const std::vector<form>* forms = nullptr;
  for (const auto& entry : registry()) {
    if (entry.first == name) forms = &entry.second;
  }
  cls.def(py::init([name, forms](const py::args& args, const py::kwargs& kwargs) {
    no_matching_form(name, *forms, args, kwargs);
    return static_cast<typename C::type*>(nullptr);
  }));
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

PYBIND11_MODULE(_core, m) {
  namespace ep = exactpred;
  m.doc() =
      "Exact geometric predicates for every finite double input. Signs are -1, 0, +1; "
      "classifications are the words exactpred-oracle prints. A NaN or infinite coordinate, or "
      "an argument outside a predicate's domain, raises ValueError with the library's message. "
      "Numbers are taken only when they are exactly doubles (ints, numpy integers, longdouble, "
      "Fraction, Decimal included): otherwise ValueError (OverflowError beyond the doubles' "
      "range); complex numbers raise TypeError; out of memory raises MemoryError.";
  m.attr("__version__") = ep::version_string;

  // The answer types (exactpred/_answers.py), checked against the library's enumerations.
  py::module_ answer_types = py::module_::import("exactpred._answers");
  answers::register_enum<ep::segment_relation>(answer_types);
  answers::register_enum<ep::intersection_3d>(answer_types);
  answers::register_enum<ep::triangle_location>(answer_types);
  answers::register_enum<ep::triangle_location_3d>(answer_types);
  answers::register_enum<ep::polygon_location>(answer_types);
  answers::register_enum<ep::convex_relation>(answer_types);
  answers::register_enum<ep::ray_plane_relation>(answer_types);
  answers::register_enum<ep::segment_plane_relation>(answer_types);
  answers::register_enum<ep::triangle_feature>(answer_types);
  answers::register_enum<ep::segment_triangle_feature>(answer_types);
  answers::register_enum<ep::segment_pair_feature>(answer_types);
  answers::register_enum<ep::ball_relation>(answer_types);
  answers::register_enum<ep::ball_side>(answer_types);
  answers::register_enum<ep::box_intersection>(answer_types);
  answers::register_enum<ep::box_box_relation>(answer_types);
  answers::register_enum<ep::batch_isa>(answer_types);
  answers::winding_number_class() = py::object(answer_types.attr("WindingNumber")).release().ptr();
  answers::winding_numbers_class() =
      py::object(answer_types.attr("WindingNumbers")).release().ptr();

  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ep::invalid_input& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  // ---- every row of the registry (interfaces/predicates.py): its scalar form, then the batch
  // form (points, queries) of the rows with one ----
  // BEGIN GENERATED by scripts/generate-interfaces: do not edit
  // clang-format off
  def(
      m, "orient2d",
      [](point2 a, point2 b, point2 c) {
        return sgn(exactpred::orient2d(a, b, c));
      },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "Sign of det[b - a, c - a]: +1 when c lies left of the directed line a -> b (a, b, c "
      "counterclockwise), -1 when right, 0 when collinear. Answers -1, 0 or +1.");
  def(
      m, "orient3d",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(exactpred::orient3d(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Sign of det[b - a, c - a, d - a]: +1 when d lies on the side of the plane abc that (b - a) "
      "x (c - a) points to, 0 when coplanar. CGAL's convention, the opposite of Shewchuk's "
      "orient3d. Answers -1, 0 or +1.");
  def(
      m, "incircle",
      [](point2 a, point2 b, point2 c, point2 d) {
        return sgn(exactpred::incircle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "+1 when d lies inside the circle through a, b, c if a, b, c are counterclockwise (outside "
      "if clockwise), 0 when cocircular. Equals CGAL's side_of_oriented_circle(a, b, c, d). "
      "Answers -1, 0 or +1.");
  def(
      m, "insphere",
      [](point3 a, point3 b, point3 c, point3 d, point3 e) {
        return sgn(exactpred::insphere(a, b, c, d, e));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "+1 when e lies inside the sphere through a, b, c, d if orient3d(a, b, c, d) > 0 (outside "
      "if < 0), 0 when cospherical. Equals CGAL's side_of_oriented_sphere(a, b, c, d, e). Answers "
      "-1, 0 or +1.");
  def(
      m, "orient2d_value",
      [](point2 a, point2 b, point2 c) {
        return exactpred::orient2d_value(a, b, c);
      },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "det[b - a, c - a], correctly rounded: the value whose sign is orient2d. The nearest float "
      "(ties to even; subnormals, infinities beyond the largest float, +0.0 for an exact zero).");
  def(
      m, "orient3d_value",
      [](point3 a, point3 b, point3 c, point3 d) {
        return exactpred::orient3d_value(a, b, c, d);
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "det[b - a, c - a, d - a], correctly rounded: the value whose sign is orient3d. The nearest "
      "float (ties to even; subnormals, infinities beyond the largest float, +0.0 for an exact "
      "zero).");
  def(
      m, "incircle_value",
      [](point2 a, point2 b, point2 c, point2 d) {
        return exactpred::incircle_value(a, b, c, d);
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "The lifted 3x3 determinant whose sign is incircle, correctly rounded. The nearest float "
      "(ties to even; subnormals, infinities beyond the largest float, +0.0 for an exact zero).");
  def(
      m, "insphere_value",
      [](point3 a, point3 b, point3 c, point3 d, point3 e) {
        return exactpred::insphere_value(a, b, c, d, e);
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "The lifted 4x4 determinant whose sign is insphere, correctly rounded. The nearest float "
      "(ties to even; subnormals, infinities beyond the largest float, +0.0 for an exact zero).");
  def(
      m, "ssi_rounded",
      [](point2 a, point2 b, point2 c, point2 d) {
        return rounded_tuple(exactpred::rounded(exactpred::ssi{a, b, c, d}));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "The intersection of the lines a -> b and c -> d (undefined when parallel or degenerate). "
      "((x, y), exact): each coordinate the nearest float (ties to even); exact is True when they "
      "are the point itself. An undefined construction raises ValueError.");
  def(
      m, "lpi_rounded",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return rounded_tuple(exactpred::rounded(exactpred::lpi{p, q, a, b, c}));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "The point where the line p -> q meets the plane (a, b, c). ((x, y, z), exact): each "
      "coordinate the nearest float (ties to even); exact is True when they are the point itself. "
      "An undefined construction raises ValueError.");
  def(
      m, "tpi_rounded",
      [](point3 a1, point3 b1, point3 c1, point3 a2, point3 b2, point3 c2, point3 a3, point3 b3,
          point3 c3) {
        return rounded_tuple(exactpred::rounded(exactpred::tpi{a1, b1, c1, a2, b2, c2, a3, b3,
            c3}));
      },
      py::arg("a1"), py::arg("b1"), py::arg("c1"), py::arg("a2"), py::arg("b2"), py::arg("c2"),
      py::arg("a3"), py::arg("b3"), py::arg("c3"),
      "The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3), given as the 27 "
      "coordinates a1 b1 c1 a2 b2 c2 a3 b3 c3. ((x, y, z), exact): each coordinate the nearest "
      "float (ties to even); exact is True when they are the point itself. An undefined "
      "construction raises ValueError.");
  def(
      m, "circumcenter_2d",
      [](point2 a, point2 b, point2 c) {
        return rounded_tuple(exactpred::circumcenter(a, b, c));
      },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "The centre of the circle through a, b, c (collinear points: undefined). ((x, y), exact): "
      "each coordinate the nearest float (ties to even); exact is True when they are the point "
      "itself. An undefined construction raises ValueError.");
  def(
      m, "circumcenter_triangle_3d",
      [](point3 a, point3 b, point3 c) {
        return rounded_tuple(exactpred::circumcenter(a, b, c));
      },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "The centre of the circle through a, b, c in 3D, in their plane (collinear: undefined). "
      "((x, y, z), exact): each coordinate the nearest float (ties to even); exact is True when "
      "they are the point itself. An undefined construction raises ValueError.");
  def(
      m, "circumcenter_3d",
      [](point3 a, point3 b, point3 c, point3 d) {
        return rounded_tuple(exactpred::circumcenter(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "The centre of the sphere through a, b, c, d (coplanar points: undefined). ((x, y, z), "
      "exact): each coordinate the nearest float (ties to even); exact is True when they are the "
      "point itself. An undefined construction raises ValueError.");
  def(
      m, "orient2d_sos",
      [](point2 a, point2 b, point2 c, exactpred::sos_index ia, exactpred::sos_index ib,
          exactpred::sos_index ic) {
        return sgn(exactpred::orient2d_sos(a, b, c, ia, ib, ic));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("ia"), py::arg("ib"), py::arg("ic"),
      "orient2d(a, b, c) when non-zero, else its sign under symbolic perturbation. Answers -1 or "
      "+1, never 0 (ia, ib, ic: the points' distinct indices, ints; equal ones raise ValueError "
      "where the perturbation is needed).");
  def(
      m, "orient3d_sos",
      [](point3 a, point3 b, point3 c, point3 d, exactpred::sos_index ia, exactpred::sos_index ib,
          exactpred::sos_index ic, exactpred::sos_index id) {
        return sgn(exactpred::orient3d_sos(a, b, c, d, ia, ib, ic, id));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"),
      "orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation. Answers -1 "
      "or +1, never 0 (ia, ib, ic, id: the points' distinct indices, ints; equal ones raise "
      "ValueError where the perturbation is needed).");
  def(
      m, "incircle_sos",
      [](point2 a, point2 b, point2 c, point2 d, exactpred::sos_index ia, exactpred::sos_index ib,
          exactpred::sos_index ic, exactpred::sos_index id) {
        return sgn(exactpred::incircle_sos(a, b, c, d, ia, ib, ic, id));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"),
      "incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. Answers -1 "
      "or +1, never 0 (ia, ib, ic, id: the points' distinct indices, ints; equal ones raise "
      "ValueError where the perturbation is needed).");
  def(
      m, "insphere_sos",
      [](point3 a, point3 b, point3 c, point3 d, point3 e, exactpred::sos_index ia,
          exactpred::sos_index ib, exactpred::sos_index ic, exactpred::sos_index id,
          exactpred::sos_index ie) {
        return sgn(exactpred::insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"),
      "insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. Answers "
      "-1 or +1, never 0 (ia, ib, ic, id, ie: the points' distinct indices, ints; equal ones "
      "raise ValueError where the perturbation is needed).");
  def(
      m, "power_incircle_sos",
      [](exactpred::weighted_point2 a, exactpred::weighted_point2 b, exactpred::weighted_point2 c,
          exactpred::weighted_point2 d, exactpred::sos_index ia, exactpred::sos_index ib,
          exactpred::sos_index ic, exactpred::sos_index id) {
        return sgn(exactpred::power_incircle_sos(a, b, c, d, ia, ib, ic, id));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"),
      "power_incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. "
      "Answers -1 or +1, never 0 (ia, ib, ic, id: the points' distinct indices, ints; equal ones "
      "raise ValueError where the perturbation is needed).");
  def(
      m, "power_insphere_sos",
      [](exactpred::weighted_point3 a, exactpred::weighted_point3 b, exactpred::weighted_point3 c,
          exactpred::weighted_point3 d, exactpred::weighted_point3 e, exactpred::sos_index ia,
          exactpred::sos_index ib, exactpred::sos_index ic, exactpred::sos_index id,
          exactpred::sos_index ie) {
        return sgn(exactpred::power_insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"),
      "power_insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. "
      "Answers -1 or +1, never 0 (ia, ib, ic, id, ie: the points' distinct indices, ints; equal "
      "ones raise ValueError where the perturbation is needed).");
  def(
      m, "compare_xy",
      [](point2 a, point2 b) {
        return sgn(exactpred::compare_xy(a, b));
      },
      py::arg("a"), py::arg("b"),
      "Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xy. Answers -1, 0 or +1.");
  def(
      m, "compare_xyz",
      [](point3 a, point3 b) {
        return sgn(exactpred::compare_xyz(a, b));
      },
      py::arg("a"), py::arg("b"),
      "Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xyz. Answers -1, 0 or +1.");
  def(
      m, "coplanar_orientation_3",
      [](point3 a, point3 b, point3 c) {
        return sgn(exactpred::coplanar_orientation(a, b, c));
      },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "CGAL's coplanar_orientation(a, b, c): orient2d of the projection on xy, else yz, else xz. "
      "Answers -1, 0 or +1.");
  def(
      m, "coplanar_orientation",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(exactpred::coplanar_orientation(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "CGAL's coplanar_orientation(a, b, c, d): a, b, c, d coplanar and a, b, c not collinear, "
      "else invalid input. Answers -1, 0 or +1.");
  def(
      m, "coplanar_side_of_bounded_circle",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(exactpred::coplanar_side_of_bounded_circle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "CGAL's coplanar_side_of_bounded_circle(a, b, c, d): +1 inside, 0 on, -1 outside the circle "
      "abc (coplanar points, a, b, c not collinear, else invalid input). Answers -1, 0 or +1.");
  def(
      m, "power_incircle",
      [](exactpred::weighted_point2 a, exactpred::weighted_point2 b, exactpred::weighted_point2 c,
          exactpred::weighted_point2 d) {
        return sgn(exactpred::power_incircle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "CGAL's power_side_of_oriented_power_circle; with zero weights, incircle. Answers -1, 0 or "
      "+1.");
  def(
      m, "power_insphere",
      [](exactpred::weighted_point3 a, exactpred::weighted_point3 b, exactpred::weighted_point3 c,
          exactpred::weighted_point3 d, exactpred::weighted_point3 e) {
        return sgn(exactpred::power_insphere(a, b, c, d, e));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "CGAL's power_side_of_oriented_power_sphere; with zero weights, insphere. Answers -1, 0 or "
      "+1.");
  def(
      m, "compare_power_distance_2",
      [](point2 p, exactpred::weighted_point2 q, exactpred::weighted_point2 r) {
        return sgn(exactpred::compare_power_distance_2(p, q, r));
      },
      py::arg("p"), py::arg("q"), py::arg("r"),
      "CGAL's compare_power_distance_2: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 when "
      "p is closer to q in power. Answers -1, 0 or +1.");
  def(
      m, "compare_power_distance_3",
      [](point3 p, exactpred::weighted_point3 q, exactpred::weighted_point3 r) {
        return sgn(exactpred::compare_power_distance_3(p, q, r));
      },
      py::arg("p"), py::arg("q"), py::arg("r"),
      "CGAL's compare_power_distance_3: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 when "
      "p is closer to q in power. Answers -1, 0 or +1.");
  def(
      m, "side_of_diametral_circle",
      [](point2 p, point2 q, point2 t) {
        return sgn(exactpred::side_of_diametral_circle(p, q, t));
      },
      py::arg("p"), py::arg("q"), py::arg("t"),
      "CGAL's side_of_bounded_circle(p, q, t): where t lies with respect to the circle with "
      "diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the "
      "point p). Delaunay refinement's encroachment test. Answers -1, 0 or +1.");
  def(
      m, "side_of_diametral_sphere",
      [](point3 p, point3 q, point3 t) {
        return sgn(exactpred::side_of_diametral_sphere(p, q, t));
      },
      py::arg("p"), py::arg("q"), py::arg("t"),
      "CGAL's side_of_bounded_sphere(p, q, t): where t lies with respect to the sphere with "
      "diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the "
      "point p). Answers -1, 0 or +1.");
  def(
      m, "same_side_2d",
      [](point2 p, point2 q, point2 a, point2 b) {
        return sgn(exactpred::same_side_2d(p, q, a, b));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"),
      "orient2d(a, b, p) * orient2d(a, b, q): +1 when p and q lie strictly on the same side of "
      "the line ab, -1 on opposite sides, 0 when one is on it or a = b. Answers -1, 0 or +1.");
  def(
      m, "segment_intersect_2d",
      [](point2 p1, point2 p2, point2 q1, point2 q2) {
        return exactpred::segment_intersect_2d(p1, p2, q1, q2);
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "How the closed segments p1p2 and q1q2 meet: disjoint (no common point), crossing (one "
      "common point, interior to both), touching (one common point, an endpoint of one of them), "
      "overlapping (collinear, more than one common point).");
  def(
      m, "point_in_triangle_2d",
      [](point2 p, point2 a, point2 b, point2 c) {
        return exactpred::point_in_triangle_2d(p, a, b, c);
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"),
      "Where p lies with respect to the closed triangle abc (either orientation): outside, inside "
      "(the interior), on_edge (the boundary, not a vertex) or on_vertex.");
  def(
      m, "compare_distance_2d",
      [](point2 p, point2 q, point2 r) {
        return sgn(exactpred::compare_distance_2d(p, q, r));
      },
      py::arg("p"), py::arg("q"), py::arg("r"),
      "The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r. Answers -1, 0 or +1.");
  def(
      m, "polygon_orientation",
      [](const std::vector<point2>& polygon) {
        return sgn(exactpred::polygon_orientation(polygon));
      },
      py::arg("polygon"),
      "The sign of the polygon's signed area: +1 counterclockwise, -1 clockwise, 0 for zero area. "
      "Answers -1, 0 or +1.");
  def(
      m, "winding_number",
      [](point2 p, const std::vector<point2>& polygon) {
        return exactpred::winding_number(p, polygon);
      },
      py::arg("p"), py::arg("polygon"),
      "The winding number of the polygon around p, or that p lies on its boundary. A "
      "WindingNumber: on_boundary (True when p lies on an edge or a vertex, where no winding "
      "number exists; number is then 0) and number (an int, counted positive counterclockwise). "
      "It is no number: test wn.on_boundary, then wn.number.");
  def(
      m, "point_in_polygon",
      [](point2 p, const std::vector<point2>& polygon, const std::string& rule) {
        return exactpred::point_in_polygon(p, polygon, parse_fill_rule(rule));
      },
      py::arg("p"), py::arg("polygon"), py::arg("rule") = "non_zero",
      "Where p lies with respect to the polygon: on_boundary on an edge or a vertex, else inside "
      "when the winding number is non-zero (rule non_zero) or odd (even_odd), else outside.");
  def(
      m, "convex_hull",
      [](const std::vector<point2>& points, exact::flag keep_collinear) {
        return exactpred::convex_hull(points, keep_collinear.value);
      },
      py::arg("points"), py::arg("keep_collinear") = false,
      "The positions of the convex hull's vertices in `points`, counterclockwise from the "
      "lexicographically smallest point; with keep_collinear, the points on its edges too. A list "
      "of positions in points.");
  def(
      m, "convex_polygons_intersect",
      [](const std::vector<point2>& a, const std::vector<point2>& b) {
        return exactpred::convex_polygons_intersect(a, b);
      },
      py::arg("a"), py::arg("b"),
      "How the closed convex polygons a and b (either orientation) meet: disjoint (no common "
      "point), touching (common points, the interiors do not meet) or overlapping (the interiors "
      "meet).");
  def(
      m, "same_side_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return sgn(exactpred::same_side_3d(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "orient3d(a, b, c, p) * orient3d(a, b, c, q): +1 when p and q lie strictly on the same side "
      "of the plane abc, -1 on opposite sides, 0 when one is on it or a, b, c are collinear. "
      "Answers -1, 0 or +1.");
  def(
      m, "same_side_line_3d",
      [](point3 p, point3 q, point3 a, point3 b) {
        return sgn(exactpred::same_side_line_3d(p, q, a, b));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"),
      "For p, q, a, b coplanar: whether p and q lie on the same side of the line ab in their "
      "plane (+1), on opposite sides (-1) or one on the line (0). Answers -1, 0 or +1.");
  def(
      m, "segment_intersect_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return exactpred::segment_intersect_3d(p1, p2, q1, q2);
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "How the closed segments p1p2 and q1q2 meet in 3D: disjoint, crossing (one common point, "
      "interior to both), touching (one common point, an endpoint of one of them) or overlapping "
      "(collinear, more than one common point).");
  def(
      m, "point_in_triangle_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return exactpred::point_in_triangle_3d(p, a, b, c);
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"),
      "Where p lies with respect to the closed triangle abc in 3D (a point off the triangle's "
      "plane is outside): outside, inside, on_edge or on_vertex.");
  def(
      m, "ray_plane",
      [](point3 o, point3 d, point3 c, point3 n) {
        return exactpred::ray_plane(o, d, c, n);
      },
      py::arg("o"), py::arg("d"), py::arg("c"), py::arg("n"),
      "The ray o + t d, t >= 0, against the plane through c with normal n: hits (one common "
      "point), misses (the line meets the plane at t < 0), parallel (d . n = 0, o off the plane) "
      "or in_plane (the whole ray lies in it); d = 0 or n = 0: invalid input.");
  def(
      m, "segment_plane",
      [](point3 p, point3 q, point3 c, point3 n) {
        return exactpred::segment_plane(p, q, c, n);
      },
      py::arg("p"), py::arg("q"), py::arg("c"), py::arg("n"),
      "The closed segment pq against the plane through c with normal n: disjoint, crossing (p and "
      "q strictly on opposite sides), touching (one of them on the plane) or in_plane (both on "
      "it); n = 0: invalid input.");
  def(
      m, "segment_triangle_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return exactpred::segment_triangle_3d(p, q, a, b, c);
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "How the closed segment pq meets the closed triangle abc: disjoint, crossing (one common "
      "point, interior to both), touching (one common point on the boundary of one of them) or "
      "overlapping (more than one common point).");
  def(
      m, "ray_triangle_3d",
      [](point3 o, point3 d, point3 a, point3 b, point3 c) {
        return exactpred::ray_triangle_3d(o, d, a, b, c);
      },
      py::arg("o"), py::arg("d"), py::arg("a"), py::arg("b"), py::arg("c"),
      "How the ray o + t d, t >= 0, meets the closed triangle abc: disjoint, crossing (one common "
      "point with t > 0, in the triangle's interior), touching (one common point on a boundary or "
      "at o) or overlapping (more than one); d = 0: invalid input.");
  def(
      m, "compare_distance_3d",
      [](point3 p, point3 q, point3 r) {
        return sgn(exactpred::compare_distance_3d(p, q, r));
      },
      py::arg("p"), py::arg("q"), py::arg("r"),
      "The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r. Answers -1, 0 or +1.");
  def(
      m, "closest_feature_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return exactpred::closest_feature_3d(p, a, b, c);
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"),
      "The feature of the closed triangle abc whose relative interior holds the point closest to "
      "p: a vertex, an open edge or the open face.");
  def(
      m, "compare_distance_point_plane",
      [](point3 c, point3 n, point3 p, point3 q) {
        return sgn(exactpred::compare_distance_point_plane(c, n, p, q));
      },
      py::arg("c"), py::arg("n"), py::arg("p"), py::arg("q"),
      "Which of p and q is closer to the plane through c with normal n: -1 p, 0 equal, +1 q (n = "
      "0: invalid input). Answers -1, 0 or +1.");
  def(
      m, "compare_distance_point_line_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(exactpred::compare_distance_point_line_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Which of p and q is closer to the line ab: -1 p, 0 equal, +1 q (a = b: invalid input). "
      "Answers -1, 0 or +1.");
  def(
      m, "compare_distance_point_segment_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(exactpred::compare_distance_point_segment_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Which of p and q is closer to the closed segment ab: -1 p, 0 equal, +1 q. Answers -1, 0 or "
      "+1.");
  def(
      m, "closest_feature_segment_segment_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return exactpred::closest_feature_segment_segment_3d(p1, p2, q1, q2);
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "Where the closest points of the segments p1p2 and q1q2 lie: intersecting, parallel, or P_Q "
      "with P in p1, p2, interior and Q in q1, q2, interior.");
  def(
      m, "closest_feature_segment_triangle",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return exactpred::closest_feature_segment_triangle(p, q, a, b, c);
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "Where the closest points of the segment pq and the triangle abc lie: intersecting, an edge "
      "of the triangle or an endpoint of the segment.");
  def(
      m, "point_sphere",
      [](point3 c, exact::real r, point3 p) {
        return exactpred::point_sphere(c, r.value, p);
      },
      py::arg("c"), py::arg("r"), py::arg("p"),
      "p against the closed ball of centre c and radius r: outside (|p - c| > r), on_boundary (= "
      "r) or inside (< r).");
  def(
      m, "sphere_sphere",
      [](point3 c1, exact::real r1, point3 c2, exact::real r2) {
        return exactpred::sphere_sphere(c1, r1.value, c2, r2.value);
      },
      py::arg("c1"), py::arg("r1"), py::arg("c2"), py::arg("r2"),
      "How the closed balls (c1, r1) and (c2, r2) meet: disjoint, touching (at boundary points "
      "only) or intersecting.");
  def(
      m, "segment_sphere",
      [](point3 c, exact::real r, point3 p, point3 q) {
        return exactpred::segment_sphere(c, r.value, p, q);
      },
      py::arg("c"), py::arg("r"), py::arg("p"), py::arg("q"),
      "The closed segment pq against the closed ball (c, r): disjoint, touching (common points on "
      "the sphere only) or intersecting.");
  def(
      m, "triangle_sphere",
      [](point3 c, exact::real r, point3 a, point3 b, point3 t) {
        return exactpred::triangle_sphere(c, r.value, a, b, t);
      },
      py::arg("c"), py::arg("r"), py::arg("a"), py::arg("b"), py::arg("t"),
      "The closed triangle abt against the closed ball (c, r): disjoint, touching (common points "
      "on the sphere only) or intersecting.");
  def(
      m, "segment_box_3d",
      [](point3 p, point3 q, point3 lo, point3 hi) {
        return exactpred::segment_box_3d(p, q, lo, hi);
      },
      py::arg("p"), py::arg("q"), py::arg("lo"), py::arg("hi"),
      "Whether the closed segment pq meets the closed box [lo, hi].");
  def(
      m, "ray_box_3d",
      [](point3 o, point3 d, point3 lo, point3 hi) {
        return exactpred::ray_box_3d(o, d, lo, hi);
      },
      py::arg("o"), py::arg("d"), py::arg("lo"), py::arg("hi"),
      "Whether the ray o + t d, t >= 0, meets the closed box [lo, hi].");
  def(
      m, "box_box_3d",
      [](point3 alo, point3 ahi, point3 blo, point3 bhi) {
        return exactpred::box_box_3d(alo, ahi, blo, bhi);
      },
      py::arg("alo"), py::arg("ahi"), py::arg("blo"), py::arg("bhi"),
      "How the closed boxes [alo, ahi] and [blo, bhi] meet: disjoint, touching (their "
      "intersection has zero volume) or overlapping (positive volume).");
  def(
      m, "box_sphere",
      [](point3 c, exact::real r, point3 lo, point3 hi) {
        return exactpred::box_sphere(c, r.value, lo, hi);
      },
      py::arg("c"), py::arg("r"), py::arg("lo"), py::arg("hi"),
      "The closed box [lo, hi] against the closed ball (c, r).");
  def(
      m, "capsule_box",
      [](point3 p, point3 q, exact::real r, point3 lo, point3 hi) {
        return exactpred::capsule_box(p, q, r.value, lo, hi);
      },
      py::arg("p"), py::arg("q"), py::arg("r"), py::arg("lo"), py::arg("hi"),
      "The capsule of radius r around the segment pq against the closed box [lo, hi].");
  def(
      m, "orient2d",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 3>(points, queries, "orient2d", [](const exactpred::point2_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::orient2d_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 2) array (or any array-like of exact numbers), queries an (m, 3) "
      "array of row indices into points -> an (m,) int8 array of signs -1, 0, +1.");
  def(
      m, "orient3d",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 4>(points, queries, "orient3d", [](const exactpred::point3_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::orient3d_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) array (or any array-like of exact numbers), queries an (m, 4) "
      "array of row indices into points -> an (m,) int8 array of signs -1, 0, +1.");
  def(
      m, "incircle",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 4>(points, queries, "incircle", [](const exactpred::point2_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::incircle_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 2) array (or any array-like of exact numbers), queries an (m, 4) "
      "array of row indices into points -> an (m,) int8 array of signs -1, 0, +1.");
  def(
      m, "insphere",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 5>(points, queries, "insphere", [](const exactpred::point3_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::insphere_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) array (or any array-like of exact numbers), queries an (m, 5) "
      "array of row indices into points -> an (m,) int8 array of signs -1, 0, +1.");
  def(
      m, "orient2d_sos",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 3>(points, queries, "orient2d_sos", [](const exactpred::point2_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::orient2d_sos_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 2) array (or any array-like of exact numbers), queries an (m, 3) "
      "array of row indices into points -> an (m,) int8 array of signs -1, +1; the perturbation "
      "index of a point is its row in points.");
  def(
      m, "orient3d_sos",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 4>(points, queries, "orient3d_sos", [](const exactpred::point3_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::orient3d_sos_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) array (or any array-like of exact numbers), queries an (m, 4) "
      "array of row indices into points -> an (m,) int8 array of signs -1, +1; the perturbation "
      "index of a point is its row in points.");
  def(
      m, "incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 4>(points, queries, "incircle_sos", [](const exactpred::point2_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::incircle_sos_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 2) array (or any array-like of exact numbers), queries an (m, 4) "
      "array of row indices into points -> an (m,) int8 array of signs -1, +1; the perturbation "
      "index of a point is its row in points.");
  def(
      m, "insphere_sos",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 5>(points, queries, "insphere_sos", [](const exactpred::point3_span& p,
            const std::uint32_t* q, std::size_t count,
            exactpred::sign* out) { exactpred::insphere_sos_batch(p, q, count, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) array (or any array-like of exact numbers), queries an (m, 5) "
      "array of row indices into points -> an (m,) int8 array of signs -1, +1; the perturbation "
      "index of a point is its row in points.");
  def(
      m, "power_incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, "power_incircle_sos",
            &exactpred::power_incircle_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) rows (x, y, w) array (or any array-like of exact numbers), "
      "queries an (m, 4) array of row indices into points -> an (m,) int8 array of signs -1, +1; "
      "the perturbation index of a point is its row in points.");
  def(
      m, "power_insphere_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, "power_insphere_sos",
            &exactpred::power_insphere_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 4) rows (x, y, z, w) array (or any array-like of exact numbers), "
      "queries an (m, 5) array of row indices into points -> an (m,) int8 array of signs -1, +1; "
      "the perturbation index of a point is its row in points.");
  def(
      m, "power_incircle",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, "power_incircle",
            &exactpred::power_incircle_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 3) rows (x, y, w) array (or any array-like of exact numbers), "
      "queries an (m, 4) array of row indices into points -> an (m,) int8 array of signs -1, 0, "
      "+1.");
  def(
      m, "power_insphere",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, "power_insphere",
            &exactpred::power_insphere_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points an (n, 4) rows (x, y, z, w) array (or any array-like of exact numbers), "
      "queries an (m, 5) array of row indices into points -> an (m,) int8 array of signs -1, 0, "
      "+1.");
  // clang-format on
  // END GENERATED

  // The forms the registry does not write: vectorised forms over arrays of points, the implicit
  // points (registered after the explicit forms, which keep answering all-explicit calls
  // directly), and other spellings.

  // ---- meshing (SPEC section 8) ----
  def(
      m, "coplanar_orientation",
      [](point3 a, point3 b, point3 c) { return sgn(ep::coplanar_orientation(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "Orientation of a, b, c in their plane (CGAL's coplanar_orientation(a, b, c)): orient2d of "
      "the projection on the xy plane if it is not 0, else on yz, else on xz: +1, -1, or 0 for "
      "collinear points.");

  // ---- planar, vectorised ----
  def(
      m, "point_in_polygon",
      [](const exact::rows<2>& points, const std::vector<point2>& polygon,
         const std::string& rule) {
        return point_in_polygon_rows(points, polygon, parse_fill_rule(rule));
      },
      py::arg("points"), py::arg("polygon"), py::arg("rule") = "non_zero",
      "Vectorised form: points an (n, 2) array -> an (n,) int8 array of PolygonLocation codes: "
      "0 'outside', 1 'inside', 2 'on_boundary' (PolygonLocation.inside.code == 1).");
  def(
      m, "winding_number",
      [](const exact::rows<2>& points, const std::vector<point2>& polygon) {
        return winding_number_rows(points, polygon);
      },
      py::arg("points"), py::arg("polygon"),
      "Vectorised form: points an (n, 2) array -> a WindingNumbers: on_boundary, an (n,) bool "
      "array, and number, an (n,) int64 array (0 where on_boundary). Comparing it raises "
      "TypeError.");
  def(
      m, "segment_intersect_2d",
      [](const exact::rows<2>& p1, const exact::rows<2>& p2, const exact::rows<2>& q1,
         const exact::rows<2>& q2) { return segment_intersect_rows(p1, p2, q1, q2); },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "Vectorised form: p1, p2, q1, q2 (n, 2) arrays, segment i from p1[i] to p2[i] against "
      "q1[i] to q2[i] -> an (n,) int8 array of Intersection codes: 0 'disjoint', 1 'crossing', "
      "2 'touching', 3 'overlapping'.");

  // ---- implicit points (SPEC section 9) ----
  const auto make_ssi = [](point2 a, point2 b, point2 c, point2 d) {
    ep::ssi s{a, b, c, d};
    check_implicit(s, a, "ssi");
    return s;
  };
  add_form<decltype(make_ssi)>("ssi", py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"));
  auto ssi_class = py::class_<ep::ssi>(
                       m, "ssi",
                       "2D implicit point: the intersection of the line a -> b and the line "
                       "c -> d, never rounded. ValueError when the lines are parallel or one has "
                       "zero length, or a coordinate is not finite.")
                       .def(py::init(make_ssi), py::arg("a"), py::arg("b"), py::arg("c"),
                            py::arg("d"), exact_args{})
                       .def_property_readonly("a", [](const ep::ssi& s) { return s.a; })
                       .def_property_readonly("b", [](const ep::ssi& s) { return s.b; })
                       .def_property_readonly("c", [](const ep::ssi& s) { return s.c; })
                       .def_property_readonly("d", [](const ep::ssi& s) { return s.d; })
                       .def("__repr__", [](const ep::ssi& s) {
                         return implicit_repr("ssi", s.a, s.b, s.c, s.d);
                       });
  finish_class(ssi_class, "ssi");
  const auto make_lpi = [](point3 p, point3 q, point3 a, point3 b, point3 c) {
    ep::lpi l{p, q, a, b, c};
    check_implicit(l, p, "lpi");
    return l;
  };
  add_form<decltype(make_lpi)>("lpi", py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"),
                               py::arg("c"));
  auto lpi_class = py::class_<ep::lpi>(
                       m, "lpi",
                       "3D implicit point: where the line p -> q meets the plane through a, b, "
                       "c, never rounded. ValueError when the line is parallel to the plane or "
                       "has zero length, the plane is degenerate, or a coordinate is not finite.")
                       .def(py::init(make_lpi), py::arg("p"), py::arg("q"), py::arg("a"),
                            py::arg("b"), py::arg("c"), exact_args{})
                       .def_property_readonly("p", [](const ep::lpi& l) { return l.p; })
                       .def_property_readonly("q", [](const ep::lpi& l) { return l.q; })
                       .def_property_readonly("a", [](const ep::lpi& l) { return l.a; })
                       .def_property_readonly("b", [](const ep::lpi& l) { return l.b; })
                       .def_property_readonly("c", [](const ep::lpi& l) { return l.c; })
                       .def("__repr__", [](const ep::lpi& l) {
                         return implicit_repr("lpi", l.p, l.q, l.a, l.b, l.c);
                       });
  finish_class(lpi_class, "lpi");
  const auto make_tpi = [](point3 a1, point3 b1, point3 c1, point3 a2, point3 b2, point3 c2,
                           point3 a3, point3 b3, point3 c3) {
    ep::tpi t{a1, b1, c1, a2, b2, c2, a3, b3, c3};
    check_implicit(t, a1, "tpi");
    return t;
  };
  add_form<decltype(make_tpi)>("tpi", py::arg("a1"), py::arg("b1"), py::arg("c1"), py::arg("a2"),
                               py::arg("b2"), py::arg("c2"), py::arg("a3"), py::arg("b3"),
                               py::arg("c3"));
  auto tpi_class =
      py::class_<ep::tpi>(m, "tpi",
                          "3D implicit point: the common point of the planes (a1, b1, c1), "
                          "(a2, b2, c2), (a3, b3, c3), never rounded. ValueError when they do not "
                          "meet in one point, one is degenerate, or a coordinate is not finite.")
          .def(py::init(make_tpi), py::arg("a1"), py::arg("b1"), py::arg("c1"), py::arg("a2"),
               py::arg("b2"), py::arg("c2"), py::arg("a3"), py::arg("b3"), py::arg("c3"),
               exact_args{})
          .def_property_readonly("planes",
                                 [](const ep::tpi& t) {
                                   return py::make_tuple(py::make_tuple(t.a1, t.b1, t.c1),
                                                         py::make_tuple(t.a2, t.b2, t.c2),
                                                         py::make_tuple(t.a3, t.b3, t.c3));
                                 })
          .def("__repr__", [](const ep::tpi& t) {
            return implicit_repr("tpi", t.a1, t.b1, t.c1, t.a2, t.b2, t.c2, t.a3, t.b3, t.c3);
          });
  finish_class(tpi_class, "tpi");
  // Any mix of explicit points (sequences) and implicit points; registered after the explicit
  // forms, which keep answering all-explicit calls directly.
  using ip2 = const ep::implicit_point2&;
  using ip3 = const ep::implicit_point3&;
  def(
      m, "orient2d", [](ip2 a, ip2 b, ip2 c) { return sgn(ep::orient2d(a, b, c)); }, py::arg("a"),
      py::arg("b"), py::arg("c"),
      "Any mix of 2D points (x, y) and ssi points: the sign -1, 0, +1 as for explicit points.");
  def(
      m, "incircle", [](ip2 a, ip2 b, ip2 c, ip2 d) { return sgn(ep::incircle(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 2D points (x, y) and ssi points: the sign -1, 0, +1 as for explicit points.");
  def(
      m, "orient3d", [](ip3 a, ip3 b, ip3 c, ip3 d) { return sgn(ep::orient3d(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 3D points (x, y, z), lpi and tpi points: the sign -1, 0, +1 as for explicit "
      "points.");
  def(
      m, "orient2d_xy", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_xy(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (x, y) of 3D points (explicit, lpi or tpi): +1, -1, "
      "or 0 when the projections are collinear.");
  def(
      m, "orient2d_yz", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_yz(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (y, z) of 3D points (explicit, lpi or tpi): +1, -1, "
      "or 0 when the projections are collinear.");
  def(
      m, "orient2d_zx", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_zx(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (z, x) of 3D points (explicit, lpi or tpi): +1, -1, "
      "or 0 when the projections are collinear.");
  def(
      m, "compare_x", [](ip2 a, ip2 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 2D points (explicit or ssi): -1, 0 or +1.");
  def(
      m, "compare_x", [](ip3 a, ip3 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 3D points (explicit, lpi or tpi): -1, 0 or +1.");
  def(
      m, "compare_y", [](ip2 a, ip2 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 2D points (explicit or ssi): -1, 0 or +1.");
  def(
      m, "compare_y", [](ip3 a, ip3 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 3D points (explicit, lpi or tpi): -1, 0 or +1.");
  def(
      m, "compare_z", [](ip3 a, ip3 b) { return sgn(ep::compare_z(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.z - b.z for 3D points (explicit, lpi or tpi): -1, 0 or +1.");

  // ---- the correctly rounded constructions ----
  def(
      m, "rounded", [](ip2 p) { return rounded_tuple(ep::rounded(p)); }, py::arg("p"),
      "((x, y), exact): the coordinates of a 2D point (explicit or ssi), each rounded to the "
      "nearest float (ties to even), and whether they are the point itself.");
  def(
      m, "rounded", [](ip3 p) { return rounded_tuple(ep::rounded(p)); }, py::arg("p"),
      "((x, y, z), exact): the coordinates of a 3D point (explicit, lpi or tpi), each rounded to "
      "the nearest float (ties to even), and whether they are the point itself.");
  def(
      m, "circumcenter",
      [](point2 a, point2 b, point2 c) { return rounded_tuple(ep::circumcenter(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "((x, y), exact): the centre of the circle through a, b, c, each coordinate rounded to "
      "the nearest float (ties to even). ValueError for collinear points.");
  def(
      m, "circumcenter",
      [](point3 a, point3 b, point3 c) { return rounded_tuple(ep::circumcenter(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "((x, y, z), exact): the centre of the circle through the 3D points a, b, c, in their "
      "plane, correctly rounded. ValueError for collinear points.");
  def(
      m, "circumcenter",
      [](point3 a, point3 b, point3 c, point3 d) {
        return rounded_tuple(ep::circumcenter(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "((x, y, z), exact): the centre of the sphere through a, b, c, d, correctly rounded. "
      "ValueError for coplanar points.");

  // ---- the batch kernels' instruction set ----
  def(
      m, "batch_isa_in_use", [] { return ep::batch_isa_in_use(); },
      "The instruction set the batch kernels use now: 'scalar', 'sse2', 'avx2' or 'avx512'.");
  def(
      m, "batch_isa_supported",
      [](const std::string& isa) { return ep::batch_isa_supported(parse_isa(isa)); },
      py::arg("isa"),
      "True when this machine and build can run the batch kernels with the instruction set isa "
      "('scalar', 'sse2', 'avx2' or 'avx512').");
  def(
      m, "set_batch_isa", [](const std::string& isa) { return ep::set_batch_isa(parse_isa(isa)); },
      py::arg("isa"),
      "Uses the instruction set isa ('scalar', 'sse2', 'avx2' or 'avx512') from now on: True, "
      "or False (and no change) when this machine cannot run it.");
  def(
      m, "c_api_version", [] { return std::string(exactpred_version()); },
      "The version string of the C interface (exactpred_version()), e.g. '0.1.0'.");

  finish_functions(m, answer_types);
}
