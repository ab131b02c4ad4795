// SPDX-License-Identifier: MIT
// exactpred/point_span.hpp — a read-only view of the caller's own array of points, of any
// adapted point type (point.hpp), without copying it.
//
// point2_span / point3_span (point_span<2> / point_span<3>) are what the polygon, point-set
// and batch functions take. One is built from a pointer and a count, or from any contiguous
// container (std::vector, std::array, a built-in array, ...), of any type P that is a point of
// that dimension: point2, point2f, std::array<float, 2>, double[3], Eigen::Vector3d, a struct
// with x/y members or x()/y() accessors, a type with its own point_traits. The view keeps a
// pointer: the array must outlive it.
//
// How coordinates are read, decided once when the view is built:
// - P stores its coordinates in itself as consecutive doubles (point2, double[N],
//   std::array<double, N>, Eigen::Vector2d, struct {double x, y; int tag;}, ...): read in
//   place, with the array's stride;
// - the same with floats: read in place and widened on their bits (exactly, in any
//   floating-point environment);
// - anything else (accessors returning by value, Eigen::Map, a point_traits of the caller's):
//   through point_traits<P>::get, called by a function instantiated for P.
// The batch kernels gather the first two kinds straight from the array.
#ifndef EXACTPRED_POINT_SPAN_HPP
#define EXACTPRED_POINT_SPAN_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>

#include "exactpred/point.hpp"

namespace exactpred {
inline namespace v0 {

namespace detail {

/// The point type of dimension N (point2 or point3).
template <int N>
using point_of_dim = std::conditional_t<N == 2, point2, point3>;

/// A point of any adapted type as point2 / point3.
template <int N, class P>
inline point_of_dim<N> load_point(const P& p) {
  if constexpr (N == 2) {
    return point2{coord(p, 0), coord(p, 1)};
  } else {
    return point3{coord(p, 0), coord(p, 1), coord(p, 2)};
  }
}

/// The address of coordinate i when P stores it in itself as a double or float lvalue, else
/// nullptr (the address is checked against the object's own bytes by the caller).
template <class T>
using coordinate_t = std::remove_cv_t<std::remove_reference_t<T>>;

template <class P, class = void>
struct stored_coordinates {
  using type = void;  // not known to be stored in place
};
template <class P>
struct stored_coordinates<P, std::enable_if_t<is_eigen_like_v<P>>> {
  using type = typename P::Scalar;
  static const type* address(const P& p, int i) {
    return p.innerStride() == 1 ? p.data() + i : nullptr;
  }
};
template <class T, std::size_t N>
struct stored_coordinates<std::array<T, N>, std::enable_if_t<is_coordinate_v<T>>> {
  using type = T;
  static const T* address(const std::array<T, N>& p, int i) { return p.data() + i; }
};
template <class T, std::size_t N>
struct stored_coordinates<T[N], std::enable_if_t<is_coordinate_v<T>>> {
  using type = T;
  static const T* address(const T (&p)[N], int i) { return p + i; }
};
template <class P>
struct stored_coordinates<P,
                          std::enable_if_t<has_xy_members<P>::value || has_xyz_members<P>::value>> {
  using type = coordinate_t<decltype(std::declval<const P&>().x)>;
  static const type* address(const P& p, int i) {
    if constexpr (has_xyz_members<P>::value) {
      if (i == 2) return address_if_same(p.z);
    }
    return i == 0 ? address_if_same(p.x) : address_if_same(p.y);
  }
  template <class U>
  static const type* address_if_same(const U& v) {
    if constexpr (std::is_same_v<U, type>) {
      return &v;
    } else {
      return nullptr;  // mixed coordinate types: read through point_traits
    }
  }
};

/// How a span reads its points (see the top of the file).
enum class point_storage : unsigned char { doubles, floats, other };

}  // namespace detail

template <int N>
class point_span {
  static_assert(N == 2 || N == 3, "points have 2 or 3 coordinates");

 public:
  using value_type = detail::point_of_dim<N>;

  /// An input iterator whose elements are the points as point2 / point3 (by value).
  class iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = detail::point_of_dim<N>;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = value_type;
    iterator(const point_span* s, std::size_t i) noexcept : s_(s), i_(i) {}
    value_type operator*() const noexcept { return (*s_)[i_]; }
    iterator& operator++() noexcept {
      ++i_;
      return *this;
    }
    iterator operator++(int) noexcept {
      iterator old = *this;
      ++i_;
      return old;
    }
    friend bool operator==(const iterator& a, const iterator& b) noexcept { return a.i_ == b.i_; }
    friend bool operator!=(const iterator& a, const iterator& b) noexcept { return a.i_ != b.i_; }

   private:
    const point_span* s_;
    std::size_t i_;
  };

  constexpr point_span() noexcept = default;

  /// The `size` points at `data`, of any point type of dimension N.
  template <class P, class = std::enable_if_t<is_point_v<P, N>>>
  point_span(const P* data, std::size_t size) noexcept : data_(data), size_(size) {
    using S = detail::stored_coordinates<std::remove_cv_t<P>>;
    load_ = &load<std::remove_cv_t<P>>;
    if constexpr (!std::is_void_v<typename S::type>) {
      using T = typename S::type;
      if (size == 0 || data == nullptr) {
        storage_ = std::is_same_v<T, float> ? detail::point_storage::floats
                                            : detail::point_storage::doubles;
        first_ = data;
        stride_ = sizeof(P) / sizeof(T);
        return;
      }
      const auto object = reinterpret_cast<std::uintptr_t>(data);
      const T* c0 = S::address(data[0], 0);
      bool in_place = c0 != nullptr && sizeof(P) % sizeof(T) == 0 &&
                      reinterpret_cast<std::uintptr_t>(c0) % alignof(T) == 0;
      for (int i = 0; i < N && in_place; ++i) {
        const T* c = S::address(data[0], i);
        const auto a = reinterpret_cast<std::uintptr_t>(c);
        in_place = c == c0 + i && a >= object && a + sizeof(T) <= object + sizeof(P);
      }
      if (in_place) {
        storage_ = std::is_same_v<T, float> ? detail::point_storage::floats
                                            : detail::point_storage::doubles;
        first_ = c0;
        stride_ = sizeof(P) / sizeof(T);
      }
    }
  }

  /// Every point of a contiguous container (anything with std::data and std::size whose
  /// elements are points of dimension N).
  template <class C,
            class = std::enable_if_t<
                !std::is_same_v<C, point_span> &&
                std::is_pointer_v<decltype(std::data(std::declval<const C&>()))> &&
                is_point_v<std::remove_pointer_t<decltype(std::data(std::declval<const C&>()))>,
                           N>>>
  point_span(const C& container) noexcept  // NOLINT: implicit, like std::span
      : point_span(std::data(container), std::size(container)) {}

  /// The caller's array.
  const void* data() const noexcept { return data_; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }

  /// Point i, as point2 / point3.
  EXACTPRED_ALWAYS_INLINE value_type operator[](std::size_t i) const noexcept {
    switch (storage_) {
      case detail::point_storage::doubles:
        return read<double>(i);
      case detail::point_storage::floats:
        return read<float>(i);
      default:
        return load_(data_, i);
    }
  }
  iterator begin() const noexcept { return iterator(this, 0); }
  iterator end() const noexcept { return iterator(this, size_); }

  /// How the points are read (the batch kernels gather the in-place kinds directly).
  detail::point_storage storage() const noexcept { return storage_; }
  /// With doubles / floats storage: the address of point 0's x, and the distance from one
  /// point's x to the next one's, in coordinates (sizeof(P) / sizeof(coordinate)).
  const void* first_coordinate() const noexcept { return first_; }
  std::size_t stride() const noexcept { return stride_; }

 private:
  template <class P>
  static value_type load(const void* data, std::size_t i) {
    return detail::load_point<N>(static_cast<const P*>(data)[i]);
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE value_type read(std::size_t i) const noexcept {
    // The bytes of point i's coordinates (memcpy: a plain load, defined for any P).
    T c[N];
    std::memcpy(c, static_cast<const unsigned char*>(first_) + i * stride_ * sizeof(T), sizeof c);
    if constexpr (N == 2) {
      return value_type{detail::widen(c[0]), detail::widen(c[1])};
    } else {
      return value_type{detail::widen(c[0]), detail::widen(c[1]), detail::widen(c[2])};
    }
  }

  const void* data_ = nullptr;
  std::size_t size_ = 0;
  const void* first_ = nullptr;
  std::size_t stride_ = 0;
  detail::point_storage storage_ = detail::point_storage::other;
  value_type (*load_)(const void*, std::size_t) = nullptr;
};

/// A view of the caller's 2D / 3D points (see the top of the file).
using point2_span = point_span<2>;
using point3_span = point_span<3>;

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_POINT_SPAN_HPP
