// SPDX-License-Identifier: MIT
// exactpred/point.hpp — point types and the adapters that let predicates take the caller's
// own point types without copying them.
//
// A type P is a point of dimension N when point_traits<P> has `dim == N` and
// `static double get(const P&, int i)`. Provided: exactpred::point2 / point3 (and their float
// twins point2f / point3f), std::array<T, N>, T[N], and any struct with public x, y (and z)
// data members or x(), y() (and z()) accessors, for T = double or float (every float is a
// double, so float input is exact too; it is widened on its bits, which no floating-point
// environment can flush to zero). Register another type by specialising point_traits.
#ifndef EXACTPRED_POINT_HPP
#define EXACTPRED_POINT_HPP

#include <array>
#include <type_traits>
#include <utility>

#include "exactpred/config.hpp"
#include "exactpred/detail/fp_bits.hpp"

namespace exactpred {
inline namespace v0 {

struct point2 {
  double x, y;
};
struct point3 {
  double x, y, z;
};
struct point2f {
  float x, y;
};
struct point3f {
  float x, y, z;
};

/// Specialise for a point type of your own: `static constexpr int dim` and
/// `static double get(const P& p, int i)` returning coordinate i (0 = x, 1 = y, 2 = z).
template <class P, class Enable = void>
struct point_traits {};

namespace detail {
template <class T>
inline constexpr bool is_coordinate_v = std::is_same_v<T, double> || std::is_same_v<T, float>;

template <class T, class = void>
struct has_xyz_members : std::false_type {};
template <class T>
struct has_xyz_members<T, std::void_t<decltype(std::declval<const T&>().z)>>
    : std::bool_constant<is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().x)>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().y)>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().z)>>> {};

template <class T, class = void>
struct has_xy_members : std::false_type {};
template <class T>
struct has_xy_members<
    T, std::void_t<decltype(std::declval<const T&>().x), decltype(std::declval<const T&>().y)>>
    : std::bool_constant<!has_xyz_members<T>::value &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().x)>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().y)>>> {};

/// Eigen's fixed-size vectors and expressions of them (Vector2d, Vector3d, Vector2f, Map<...>,
/// ...): recognised by their compile-time size and scalar type, without including Eigen. They
/// must not be taken for x()/y()/z() types: Eigen declares z() on every vector, also 2D ones.
template <class T, class = void>
struct is_eigen_type : std::false_type {};
template <class T>
struct is_eigen_type<T, std::void_t<decltype(T::SizeAtCompileTime), typename T::Scalar,
                                    decltype(std::declval<const T&>().coeff(0))>> : std::true_type {
};
template <class T, bool = is_eigen_type<T>::value>
struct eigen_vector_size : std::integral_constant<int, 0> {};
template <class T>
struct eigen_vector_size<T, true>
    : std::integral_constant<int, (T::SizeAtCompileTime == 2 || T::SizeAtCompileTime == 3) &&
                                          is_coordinate_v<typename T::Scalar>
                                      ? static_cast<int>(T::SizeAtCompileTime)
                                      : 0> {};
/// An Eigen vector usable as a point (fixed size 2 or 3, double or float).
template <class T>
inline constexpr bool is_eigen_like_v = eigen_vector_size<T>::value != 0;

template <class T, class = void>
struct has_xyz_accessors : std::false_type {};
template <class T>
struct has_xyz_accessors<T, std::void_t<decltype(std::declval<const T&>().z())>>
    : std::bool_constant<!is_eigen_type<T>::value &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().x())>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().y())>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().z())>>> {};

template <class T, class = void>
struct has_xy_accessors : std::false_type {};
template <class T>
struct has_xy_accessors<
    T, std::void_t<decltype(std::declval<const T&>().x()), decltype(std::declval<const T&>().y())>>
    : std::bool_constant<!is_eigen_type<T>::value && !has_xyz_accessors<T>::value &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().x())>> &&
                         is_coordinate_v<std::decay_t<decltype(std::declval<const T&>().y())>>> {};
}  // namespace detail

/// Eigen fixed-size vectors of 2 or 3 doubles or floats, and Maps of them.
template <class P>
struct point_traits<P, std::enable_if_t<detail::is_eigen_like_v<P>>> {
  static constexpr int dim = detail::eigen_vector_size<P>::value;
  static double get(const P& p, int i) { return detail::widen(p.coeff(i)); }
};

template <class T, std::size_t N>
struct point_traits<std::array<T, N>, std::enable_if_t<detail::is_coordinate_v<T>>> {
  static constexpr int dim = static_cast<int>(N);
  static double get(const std::array<T, N>& p, int i) {
    return detail::widen(p[static_cast<std::size_t>(i)]);
  }
};

template <class T, std::size_t N>
struct point_traits<T[N], std::enable_if_t<detail::is_coordinate_v<T>>> {
  static constexpr int dim = static_cast<int>(N);
  static double get(const T (&p)[N], int i) { return detail::widen(p[i]); }
};

template <class P>
struct point_traits<P, std::enable_if_t<detail::has_xy_members<P>::value>> {
  static constexpr int dim = 2;
  static double get(const P& p, int i) { return i == 0 ? detail::widen(p.x) : detail::widen(p.y); }
};

template <class P>
struct point_traits<P, std::enable_if_t<detail::has_xyz_members<P>::value>> {
  static constexpr int dim = 3;
  static double get(const P& p, int i) {
    return i == 0 ? detail::widen(p.x) : (i == 1 ? detail::widen(p.y) : detail::widen(p.z));
  }
};

template <class P>
struct point_traits<P, std::enable_if_t<detail::has_xy_accessors<P>::value>> {
  static constexpr int dim = 2;
  static double get(const P& p, int i) {
    return i == 0 ? detail::widen(p.x()) : detail::widen(p.y());
  }
};

template <class P>
struct point_traits<P, std::enable_if_t<detail::has_xyz_accessors<P>::value>> {
  static constexpr int dim = 3;
  static double get(const P& p, int i) {
    return i == 0 ? detail::widen(p.x()) : (i == 1 ? detail::widen(p.y()) : detail::widen(p.z()));
  }
};

namespace detail {
template <class P, class = void>
struct point_dim : std::integral_constant<int, 0> {};
template <class P>
struct point_dim<P, std::void_t<decltype(point_traits<P>::dim)>>
    : std::integral_constant<int, point_traits<P>::dim> {};
}  // namespace detail

namespace detail {
/// True for the implicit point types of implicit.hpp (and their variants), which the explicit
/// predicates' templates leave to the overloads there.
template <class T>
struct is_implicit_point : std::false_type {};
template <class T>
using if_explicit_point = std::enable_if_t<!is_implicit_point<T>::value, int>;
}  // namespace detail

/// True when P is usable as a point of dimension N.
template <class P, int N>
inline constexpr bool is_point_v = detail::point_dim<std::remove_cv_t<P>>::value == N;

/// Coordinate i of a point of any adapted type, as a double.
template <class P>
inline double coord(const P& p, int i) {
  static_assert(detail::point_dim<P>::value > 0,
                "exactpred: this type is not a point: use point2/point3, std::array<double, N>, "
                "double[N], a struct with x/y(/z) members or accessors, or specialise "
                "exactpred::point_traits");
  return point_traits<P>::get(p, i);
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_POINT_HPP
