// SPDX-License-Identifier: MIT
// bindings/python/src/module.cpp — the pybind11 module `exactpred`: every public predicate of
// the library with points as sequences (tuples, lists, numpy rows), and the batch predicates
// over numpy arrays (the GIL released while they run).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
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

namespace {

using py::detail::exact_args;

int sgn(exactpred::sign s) { return exactpred::to_int(s); }

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

  batch_points(const py::handle& obj, const char* name) {
    using point = std::conditional_t<D == 2, point2, point3>;
    using pointf = std::conditional_t<D == 2, exactpred::point2f, exactpred::point3f>;
    static_assert(sizeof(point) == D * sizeof(double) && sizeof(pointf) == D * sizeof(float),
                  "point layout");
    py::array a = exact_array(obj, D, std::string(name) + "(): points",
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

/// The SoS predicates over a batch (no batch kernel: one scalar call per query, the GIL
/// released): the perturbation index of a point is its row in `points`.
template <int D, int K, class F>
py::array_t<std::int8_t> run_sos_batch(const py::handle& points, const py::handle& queries,
                                       const char* name, F fn) {
  batch_points<D> pts(points, name);
  batch_queries<K> q(queries);
  py::array_t<std::int8_t> out = new_signs(q.count);
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

/// m.def with exact_args: every bound function converts its arguments exactly and names the
/// argument that is not.
template <class F, class... Extra>
void def(py::module_& m, const char* name, F&& f, const Extra&... extra) {
  m.def(name, std::forward<F>(f), extra..., exact_args{});
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
      "an argument outside a predicate's domain, raises ValueError with the library's message. "
      "Numbers are taken only when they are exactly doubles (ints, numpy integers, longdouble, "
      "Fraction, Decimal included): otherwise ValueError (OverflowError beyond the doubles' "
      "range); complex numbers raise TypeError; out of memory raises MemoryError.";
  m.attr("__version__") = ep::version_string;

  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ep::invalid_input& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  // ---- core (scalar) ----
  def(
      m, "orient2d", [](point2 a, point2 b, point2 c) { return sgn(ep::orient2d(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear.");
  def(
      m, "orient3d",
      [](point3 a, point3 b, point3 c, point3 d) { return sgn(ep::orient3d(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Sign of det[b - a, c - a, d - a] (CGAL's orientation, the opposite of Shewchuk's).");
  def(
      m, "incircle",
      [](point2 a, point2 b, point2 c, point2 d) { return sgn(ep::incircle(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "+1 when d is inside the circle abc (a, b, c counterclockwise), 0 when cocircular.");
  def(
      m, "insphere",
      [](point3 a, point3 b, point3 c, point3 d, point3 e) {
        return sgn(ep::insphere(a, b, c, d, e));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "+1 when e is inside the sphere abcd (orient3d(a, b, c, d) > 0), 0 when cospherical.");

  // ---- core (batch) ----
  def(
      m, "orient2d",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 3>(points, queries, "orient2d",
                               [](const ep::point2_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::orient2d_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 2) float64/float32, queries (m, 3) integer indices -> (m,) int8.");
  def(
      m, "orient3d",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 4>(points, queries, "orient3d",
                               [](const ep::point3_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::orient3d_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3), queries (m, 4) -> (m,) int8.");
  def(
      m, "incircle",
      [](py::handle points, py::handle queries) {
        return run_batch<2, 4>(points, queries, "incircle",
                               [](const ep::point2_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::incircle_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 2), queries (m, 4) -> (m,) int8.");
  def(
      m, "insphere",
      [](py::handle points, py::handle queries) {
        return run_batch<3, 5>(points, queries, "insphere",
                               [](const ep::point3_span& p, const std::uint32_t* q, std::size_t m,
                                  ep::sign* out) { ep::insphere_batch(p, q, m, out); });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3), queries (m, 5) -> (m,) int8.");

  // ---- symbolic perturbation ----
  def(
      m, "orient2d_sos",
      [](point2 a, point2 b, point2 c, ep::sos_index ia, ep::sos_index ib, ep::sos_index ic) {
        return sgn(ep::orient2d_sos(a, b, c, ia, ib, ic));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("ia"), py::arg("ib"), py::arg("ic"));
  def(
      m, "orient3d_sos",
      [](point3 a, point3 b, point3 c, point3 d, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::orient3d_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  def(
      m, "incircle_sos",
      [](point2 a, point2 b, point2 c, point2 d, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::incircle_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  def(
      m, "insphere_sos",
      [](point3 a, point3 b, point3 c, point3 d, point3 e, ep::sos_index ia, ep::sos_index ib,
         ep::sos_index ic, ep::sos_index id,
         ep::sos_index ie) { return sgn(ep::insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"));
  def(
      m, "orient2d_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<2, 3>(
            points, queries, "orient2d_sos", [](const ep::point2_span& p, const std::uint32_t* i) {
              return ep::orient2d_sos(p[i[0]], p[i[1]], p[i[2]], i[0], i[1], i[2]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  def(
      m, "orient3d_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<3, 4>(
            points, queries, "orient3d_sos", [](const ep::point3_span& p, const std::uint32_t* i) {
              return ep::orient3d_sos(p[i[0]], p[i[1]], p[i[2]], p[i[3]], i[0], i[1], i[2], i[3]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  def(
      m, "incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_sos_batch<2, 4>(
            points, queries, "incircle_sos", [](const ep::point2_span& p, const std::uint32_t* i) {
              return ep::incircle_sos(p[i[0]], p[i[1]], p[i[2]], p[i[3]], i[0], i[1], i[2], i[3]);
            });
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  def(
      m, "insphere_sos",
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
  def(
      m, "compare_xy", [](point2 a, point2 b) { return sgn(ep::compare_xy(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a - b in lexicographic (x, y) order.");
  def(
      m, "compare_xyz", [](point3 a, point3 b) { return sgn(ep::compare_xyz(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a - b in lexicographic (x, y, z) order.");
  def(
      m, "coplanar_orientation",
      [](point3 a, point3 b, point3 c) { return sgn(ep::coplanar_orientation(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "coplanar_orientation",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(ep::coplanar_orientation(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"));
  def(
      m, "coplanar_orientation_3",
      [](point3 a, point3 b, point3 c) { return sgn(ep::coplanar_orientation_3(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "coplanar_side_of_bounded_circle",
      [](point3 a, point3 b, point3 c, point3 d) {
        return sgn(ep::coplanar_side_of_bounded_circle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"));
  def(
      m, "power_incircle",
      [](weighted_point2 a, weighted_point2 b, weighted_point2 c, weighted_point2 d) {
        return sgn(ep::power_incircle(a, b, c, d));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Weighted points (x, y, w), w a CGAL weight (squared radius).");
  def(
      m, "power_insphere",
      [](weighted_point3 a, weighted_point3 b, weighted_point3 c, weighted_point3 d,
         weighted_point3 e) { return sgn(ep::power_insphere(a, b, c, d, e)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"),
      "Weighted points (x, y, z, w), w a CGAL weight (squared radius).");
  def(
      m, "power_incircle_sos",
      [](weighted_point2 a, weighted_point2 b, weighted_point2 c, weighted_point2 d,
         ep::sos_index ia, ep::sos_index ib, ep::sos_index ic,
         ep::sos_index id) { return sgn(ep::power_incircle_sos(a, b, c, d, ia, ib, ic, id)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("ia"), py::arg("ib"),
      py::arg("ic"), py::arg("id"));
  def(
      m, "power_insphere_sos",
      [](weighted_point3 a, weighted_point3 b, weighted_point3 c, weighted_point3 d,
         weighted_point3 e, ep::sos_index ia, ep::sos_index ib, ep::sos_index ic, ep::sos_index id,
         ep::sos_index ie) {
        return sgn(ep::power_insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie));
      },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), py::arg("e"), py::arg("ia"),
      py::arg("ib"), py::arg("ic"), py::arg("id"), py::arg("ie"));
  def(
      m, "power_incircle",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, "power_incircle",
                                        &ep::power_incircle_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 3) rows (x, y, w), queries (m, 4) row indices; an (m,) int8 array.");
  def(
      m, "power_insphere",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, "power_insphere",
                                        &ep::power_insphere_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form: points (n, 4) rows (x, y, z, w), queries (m, 5); an (m,) int8 array.");
  def(
      m, "power_incircle_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<2, 4>(points, queries, "power_incircle_sos",
                                        &ep::power_incircle_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");
  def(
      m, "power_insphere_sos",
      [](py::handle points, py::handle queries) {
        return run_weighted_batch<3, 5>(points, queries, "power_insphere_sos",
                                        &ep::power_insphere_sos_batch);
      },
      py::arg("points"), py::arg("queries"),
      "Batch form; the perturbation index of a point is its row in points.");

  // ---- planar ----
  def(
      m, "same_side_2d",
      [](point2 p, point2 q, point2 a, point2 b) { return sgn(ep::same_side_2d(p, q, a, b)); },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"));
  def(
      m, "segment_intersect_2d",
      [](point2 p1, point2 p2, point2 q1, point2 q2) {
        return ep::to_string(ep::segment_intersect_2d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"));
  def(
      m, "point_in_triangle_2d",
      [](point2 p, point2 a, point2 b, point2 c) {
        return ep::to_string(ep::point_in_triangle_2d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "compare_distance_2d",
      [](point2 p, point2 q, point2 r) { return sgn(ep::compare_distance_2d(p, q, r)); },
      py::arg("p"), py::arg("q"), py::arg("r"));
  def(
      m, "polygon_orientation",
      [](const std::vector<point2>& polygon) { return sgn(ep::polygon_orientation(polygon)); },
      py::arg("polygon"));
  def(
      m, "winding_number",
      [](point2 p, const std::vector<point2>& polygon) -> py::object {
        const ep::winding_result w = ep::winding_number(p, polygon);
        if (w.on_boundary) return py::str("on_boundary");
        return py::int_(w.number);
      },
      py::arg("p"), py::arg("polygon"),
      "The winding number (an int), or the string 'on_boundary'.");
  def(
      m, "point_in_polygon",
      [](point2 p, const std::vector<point2>& polygon, const std::string& rule) {
        return ep::to_string(ep::point_in_polygon(p, polygon, parse_fill_rule(rule)));
      },
      py::arg("p"), py::arg("polygon"), py::arg("rule") = "non_zero",
      "'inside', 'outside' or 'on_boundary'; rule is 'non_zero' or 'even_odd'.");
  def(
      m, "convex_hull",
      [](const std::vector<point2>& points, bool keep_collinear) {
        return ep::convex_hull(points, keep_collinear);
      },
      py::arg("points"), py::arg("keep_collinear") = false,
      "Indices of the hull's points, counterclockwise from the smallest.");
  def(
      m, "convex_polygons_intersect",
      [](const std::vector<point2>& a, const std::vector<point2>& b) {
        return ep::to_string(ep::convex_polygons_intersect(a, b));
      },
      py::arg("a"), py::arg("b"));

  // ---- spatial ----
  def(
      m, "same_side_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return sgn(ep::same_side_3d(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "same_side_line_3d",
      [](point3 p, point3 q, point3 a, point3 b) { return sgn(ep::same_side_line_3d(p, q, a, b)); },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"));
  def(
      m, "segment_intersect_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return ep::to_string(ep::segment_intersect_3d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"));
  def(
      m, "point_in_triangle_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::point_in_triangle_3d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "ray_plane",
      [](point3 o, point3 d, point3 c, point3 n) {
        return ep::to_string(ep::ray_plane(o, d, c, n));
      },
      py::arg("o"), py::arg("d"), py::arg("c"), py::arg("n"));
  def(
      m, "segment_plane",
      [](point3 p, point3 q, point3 c, point3 n) {
        return ep::to_string(ep::segment_plane(p, q, c, n));
      },
      py::arg("p"), py::arg("q"), py::arg("c"), py::arg("n"));
  def(
      m, "segment_triangle_3d",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::segment_triangle_3d(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "ray_triangle_3d",
      [](point3 o, point3 d, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::ray_triangle_3d(o, d, a, b, c));
      },
      py::arg("o"), py::arg("d"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "compare_distance_3d",
      [](point3 p, point3 q, point3 r) { return sgn(ep::compare_distance_3d(p, q, r)); },
      py::arg("p"), py::arg("q"), py::arg("r"));
  def(
      m, "closest_feature_3d",
      [](point3 p, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::closest_feature_3d(p, a, b, c));
      },
      py::arg("p"), py::arg("a"), py::arg("b"), py::arg("c"));
  def(
      m, "compare_distance_point_plane",
      [](point3 c, point3 n, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_plane(c, n, p, q));
      },
      py::arg("c"), py::arg("n"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, H)^2 - dist(q, H)^2, H the plane through c with normal n (n != 0).");
  def(
      m, "compare_distance_point_line_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_line_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, line ab)^2 - dist(q, line ab)^2 (a != b).");
  def(
      m, "compare_distance_point_segment_3d",
      [](point3 a, point3 b, point3 p, point3 q) {
        return sgn(ep::compare_distance_point_segment_3d(a, b, p, q));
      },
      py::arg("a"), py::arg("b"), py::arg("p"), py::arg("q"),
      "Sign of dist(p, [a, b])^2 - dist(q, [a, b])^2 (a = b: the point a).");
  def(
      m, "closest_feature_segment_segment_3d",
      [](point3 p1, point3 p2, point3 q1, point3 q2) {
        return ep::to_string(ep::closest_feature_segment_segment_3d(p1, p2, q1, q2));
      },
      py::arg("p1"), py::arg("p2"), py::arg("q1"), py::arg("q2"),
      "'intersecting', 'parallel', or 'P_Q' (P in p1, p2, interior; Q in q1, q2, interior).");
  def(
      m, "closest_feature_segment_triangle",
      [](point3 p, point3 q, point3 a, point3 b, point3 c) {
        return ep::to_string(ep::closest_feature_segment_triangle(p, q, a, b, c));
      },
      py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"),
      "'intersecting', 'edge_ab', 'edge_bc', 'edge_ca', 'endpoint_p' or 'endpoint_q'.");

  // ---- volume ----
  def(
      m, "point_sphere",
      [](point3 c, exact::real r, point3 p) {
        return ep::to_string(ep::point_sphere(c, r.value, p));
      },
      py::arg("c"), py::arg("r"), py::arg("p"));
  def(
      m, "sphere_sphere",
      [](point3 c1, exact::real r1, point3 c2, exact::real r2) {
        return ep::to_string(ep::sphere_sphere(c1, r1.value, c2, r2.value));
      },
      py::arg("c1"), py::arg("r1"), py::arg("c2"), py::arg("r2"));
  def(
      m, "segment_sphere",
      [](point3 c, exact::real r, point3 p, point3 q) {
        return ep::to_string(ep::segment_sphere(c, r.value, p, q));
      },
      py::arg("c"), py::arg("r"), py::arg("p"), py::arg("q"));
  def(
      m, "triangle_sphere",
      [](point3 c, exact::real r, point3 a, point3 b, point3 t) {
        return ep::to_string(ep::triangle_sphere(c, r.value, a, b, t));
      },
      py::arg("c"), py::arg("r"), py::arg("a"), py::arg("b"), py::arg("t"));
  def(
      m, "segment_box_3d",
      [](point3 p, point3 q, point3 lo, point3 hi) {
        return ep::to_string(ep::segment_box_3d(p, q, lo, hi));
      },
      py::arg("p"), py::arg("q"), py::arg("lo"), py::arg("hi"));
  def(
      m, "ray_box_3d",
      [](point3 o, point3 d, point3 lo, point3 hi) {
        return ep::to_string(ep::ray_box_3d(o, d, lo, hi));
      },
      py::arg("o"), py::arg("d"), py::arg("lo"), py::arg("hi"));
  def(
      m, "box_box_3d",
      [](point3 alo, point3 ahi, point3 blo, point3 bhi) {
        return ep::to_string(ep::box_box_3d(alo, ahi, blo, bhi));
      },
      py::arg("alo"), py::arg("ahi"), py::arg("blo"), py::arg("bhi"));
  def(
      m, "box_sphere",
      [](point3 c, exact::real r, point3 lo, point3 hi) {
        return ep::to_string(ep::box_sphere(c, r.value, lo, hi));
      },
      py::arg("c"), py::arg("r"), py::arg("lo"), py::arg("hi"),
      "Closed ball (c, r) vs closed box [lo, hi]: 'disjoint', 'touching' or 'intersecting'.");
  def(
      m, "capsule_box",
      [](point3 p, point3 q, exact::real r, point3 lo, point3 hi) {
        return ep::to_string(ep::capsule_box(p, q, r.value, lo, hi));
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
           py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"), exact_args{})
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
           py::arg("p"), py::arg("q"), py::arg("a"), py::arg("b"), py::arg("c"), exact_args{})
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
           py::arg("a3"), py::arg("b3"), py::arg("c3"), exact_args{})
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
  def(
      m, "orient2d", [](ip2 a, ip2 b, ip2 c) { return sgn(ep::orient2d(a, b, c)); }, py::arg("a"),
      py::arg("b"), py::arg("c"), "Any mix of 2D points (x, y) and ssi points.");
  def(
      m, "incircle", [](ip2 a, ip2 b, ip2 c, ip2 d) { return sgn(ep::incircle(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 2D points (x, y) and ssi points.");
  def(
      m, "orient3d", [](ip3 a, ip3 b, ip3 c, ip3 d) { return sgn(ep::orient3d(a, b, c, d)); },
      py::arg("a"), py::arg("b"), py::arg("c"), py::arg("d"),
      "Any mix of 3D points (x, y, z), lpi and tpi points.");
  def(
      m, "orient2d_xy", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_xy(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (x, y) of 3D points (explicit, lpi or tpi).");
  def(
      m, "orient2d_yz", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_yz(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (y, z) of 3D points (explicit, lpi or tpi).");
  def(
      m, "orient2d_zx", [](ip3 a, ip3 b, ip3 c) { return sgn(ep::orient2d_zx(a, b, c)); },
      py::arg("a"), py::arg("b"), py::arg("c"),
      "orient2d of the projections on (z, x) of 3D points (explicit, lpi or tpi).");
  def(
      m, "compare_x", [](ip2 a, ip2 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 2D points (explicit or ssi).");
  def(
      m, "compare_x", [](ip3 a, ip3 b) { return sgn(ep::compare_x(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.x - b.x for 3D points (explicit, lpi or tpi).");
  def(
      m, "compare_y", [](ip2 a, ip2 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 2D points (explicit or ssi).");
  def(
      m, "compare_y", [](ip3 a, ip3 b) { return sgn(ep::compare_y(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.y - b.y for 3D points (explicit, lpi or tpi).");
  def(
      m, "compare_z", [](ip3 a, ip3 b) { return sgn(ep::compare_z(a, b)); }, py::arg("a"),
      py::arg("b"), "Sign of a.z - b.z for 3D points (explicit, lpi or tpi).");

  // ---- the batch kernels' instruction set ----
  def(
      m, "batch_isa_in_use", [] { return std::string(ep::to_string(ep::batch_isa_in_use())); },
      "The instruction set of the batch kernels: 'scalar', 'sse2', 'avx2' or 'avx512'.");
  def(
      m, "batch_isa_supported",
      [](const std::string& isa) { return ep::batch_isa_supported(parse_isa(isa)); },
      py::arg("isa"));
  def(
      m, "set_batch_isa", [](const std::string& isa) { return ep::set_batch_isa(parse_isa(isa)); },
      py::arg("isa"),
      "Uses this instruction set from now on; False (and no change) when unsupported.");
  def(
      m, "c_api_version", [] { return std::string(exactpred_version()); },
      "The version string of the C interface (exactpred_version()).");
}
