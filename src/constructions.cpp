// SPDX-License-Identifier: MIT
// src/constructions.cpp — constructed points, correctly rounded (constructions.hpp): the stages
// every construction of detail/construction_formulas.hpp goes through.
//
// Every construction (the three circumcentres, rounded(ssi), rounded(lpi), rounded(tpi)) first
// tries the fast path of constructions_fma.cpp (with FMA, in the caller's environment, inside its
// input window: construction_paths.hpp), which decides nearly every such query away from a
// degeneracy; the stages below take every query it returns.
//
// In the library's floating-point environment (fp_env_guard), for coordinates
// base_j + N_j / D:
//  1. Inputs whose magnitudes lie in the window of every N_j and D are used as they are; others
//     (and those far from 1 when that fails) are rescaled by a power of two 2^k that brings the
//     largest near 1 while keeping every intermediate value of every N_j and D between 2^-1022
//     and 2^958 (as the predicates' stages do, rescale_exponent in stages_impl.hpp, for all of
//     C's formulas at once). The point scales by 2^k.
//  2. Inputs spanning so few bits that every N_j and D is exact in plain doubles: those, and
//     the quotient with a bound (construction_stages.hpp); else N_j and D in double-word
//     arithmetic with their bounds, and the same quotient. A coordinate is certified when no
//     rounding boundary lies within its bound; the point is `exact` when every coordinate is
//     proven to be its double, and `rounded` as soon as one is proven not to be.
//  3. A rounding the bound could not certify, near a degeneracy (D small beside the magnitudes
//     of its terms): D exactly, as an expansion, and the numerators as before; then, when the
//     numerators are near zero as well, every N_j exactly too.
//  4. Otherwise (a bound still too wide: D at or next to zero, a coordinate near zero from
//     cancellation, an exact point whose exactness the bound cannot show, inputs too far apart
//     for any rescaling): the exact stage. Every input is an integer multiple of 2^low; N_j and
//     D on the integers x / 2^low are integers (wide_int.hpp, on the stack for inputs spanning
//     few bits, else kept on the heap, as the exact stage of the high-degree implicit
//     predicates does), D = 0 is the undefined construction, and coordinate j is
//     (base_j D + N_j) / D 2^low, rounded once (rounded_quotient.hpp).
#include "exactpred/constructions.hpp"

#include <cmath>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#include "construction_paths.hpp"
#include "construction_stages.hpp"
#include "exactpred/detail/construction_formulas.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "fp_env.hpp"
#include "implicit_impl.hpp"  // boxed_int, ip_stack_limbs
#include "rounded_quotient.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

#if defined(EXACTPRED_FMA_STAGE)
/// The fast stage's double-word evaluation compiled with FMA (constructions_fma.cpp).
template <class C>
void fast_construction_fma(const double* y, int k, fast_coordinate* out);
#endif

namespace {

/// The degrees, counts and windows of C's formulas taken together.
template <class C>
struct construction_ranges {
  template <std::size_t... J>
  static constexpr int max_degree(std::index_sequence<J...>) {
    int d = 0;
    ((d = formula_degree<construction_part<C, J>> > d ? formula_degree<construction_part<C, J>>
                                                      : d),
     ...);
    return d;
  }
  template <std::size_t... J>
  static constexpr int k_min_offset(std::index_sequence<J...>) {  // plus -low
    int k = -100000;
    ((k = ceil_div(-1022, formula_degree<construction_part<C, J>>) > k
              ? ceil_div(-1022, formula_degree<construction_part<C, J>>)
              : k),
     ...);
    return k;
  }
  template <std::size_t... J>
  static constexpr int k_max_offset(std::index_sequence<J...>) {  // plus -high - 1
    int k = 100000;
    ((k = floor_div(958 - (ceil_log2(formula_count<construction_part<C, J>>) + 2),
                    formula_degree<construction_part<C, J>>) < k
              ? floor_div(958 - (ceil_log2(formula_count<construction_part<C, J>>) + 2),
                          formula_degree<construction_part<C, J>>)
              : k),
     ...);
    return k;
  }
  template <std::size_t... J>
  static constexpr bool all_narrow(const exponent_range& r, std::index_sequence<J...>) {
    return (narrow_span<construction_part<C, J>>(r) && ...);
  }
  static constexpr auto parts = std::make_index_sequence<C::coords + 1>{};
  static constexpr int degree = max_degree(parts);
  static constexpr int lo = k_min_offset(parts);
  static constexpr int hi = k_max_offset(parts);
  /// The window of inputs that need no rescaling (values.cpp's value_window for all parts).
  static constexpr int window_lo = 52 + lo;
  static constexpr int window_hi = hi;
  static_assert(formula_degree<construction_part<C, 0>> ==
                    formula_degree<construction_part<C, C::coords>> + 1,
                "a coordinate's numerator has one degree more than the denominator");
};

/// The power of two that brings the largest input near 1 (into [1, 2)), within the range that
/// keeps every intermediate value of C's formulas between 2^-1022 and 2^958 (as
/// rescale_exponent does for one formula); nullopt when that range is empty. Near 1, the
/// numerators and the denominator stay well inside the fast stage's guards.
template <class C>
std::optional<int> construction_rescale_exponent(const exponent_range& range) {
  using R = construction_ranges<C>;
  if (range.all_zero) return 0;
  const int k_min = R::lo - range.low;
  const int k_max = R::hi - range.high - 1;
  if (k_min > k_max) return std::nullopt;
  const int centre = -range.high;
  return centre < k_min ? k_min : (centre > k_max ? k_max : centre);
}

template <class C, std::size_t... I>
bool in_construction_window(const double* x, std::index_sequence<I...>) {
  using R = construction_ranges<C>;
  return in_window<R::window_lo, R::window_hi>(x[I]...);
}

template <int N>
const wide_int<N>& int_value(const wide_int<N>& v) {
  return v;
}
template <int N>
const wide_int<N>& int_value(const boxed_int<N>& v) {
  return v.value();
}

[[noreturn]] void undefined(const char* name, const char* why) {
  throw invalid_input(std::string(name) + ": " + why);
}

/// The exact stage with integers of N limbs, each converted by `make` (to itself or boxed).
template <class C, int N, class Make, std::size_t... I, std::size_t... J>
bool exact_construction_with(const char* name, const char* why, const double* x, int low, Make make,
                             double* out, std::index_sequence<I...>, std::index_sequence<J...>) {
  using integer = wide_int<N>;
  const auto t = C::eval(make(integer_leaf<integer>(x[I], low))...);
  const integer d = int_value(std::get<C::coords>(t));
  if (d.sign() == 0) undefined(name, why);
  bool exact = true;
  const auto one = [&](const auto& num, int j) {
    const integer total = integer_leaf<integer>(x[C::base[j]], low) * d + int_value(num);
    const rounded_value r = round_quotient(total, d, low);
    exact = exact && r.exact;
    out[j] = r.value;
  };
  (one(std::get<J>(t), static_cast<int>(J)), ...);
  return exact;
}

template <class C>
bool exact_construction(const char* name, const double* x, double* out) {
  constexpr auto seq = std::make_index_sequence<C::arity>{};
  constexpr auto coords = std::make_index_sequence<C::coords>{};
  const exponent_range range = range_of(x, C::arity);
  if (range.all_zero) undefined(name, C::undefined);  // every point is the origin
  using R = construction_ranges<C>;
  const int span = range.high - range.low + 1;
  // Bits of the largest value: N_j's (degree + 1 for base_j D) with the sums' carries.
  const long bits = static_cast<long>(R::degree + 1) * span +
                    ceil_log2(formula_count<construction_part<C, 0>>) + 4;
  if (bits <= 64L * (ip_stack_limbs - 2)) {
    return exact_construction_with<C, ip_stack_limbs>(
        name, C::undefined, x, range.low, [](const wide_int<ip_stack_limbs>& w) { return w; }, out,
        seq, coords);
  }
  constexpr int N = (R::degree + 1) * 2100 / 64 + 4;
  return exact_construction_with<C, N>(
      name, C::undefined, x, range.low, [](const wide_int<N>& w) { return boxed_int<N>(w); }, out,
      seq, coords);
}

template <class C>
void fast_stage(const double* y, int k, bool exact_leaves, fast_coordinate* out) {
  constexpr auto seq = std::make_index_sequence<C::arity>{};
  constexpr auto coords = std::make_index_sequence<C::coords>{};
  if (exact_leaves) return fast_construction<C, true>(y, k, out, seq, coords);
#if defined(EXACTPRED_FMA_STAGE)
  if (cpu_has_fma()) return fast_construction_fma<C>(y, k, out);
#endif
  fast_construction<C, false>(y, k, out, seq, coords);
}

/// Whether the fast stage decided the point: every coordinate certified, and the point proven
/// exact or proven not to be. Then its coordinates go to out; *exact says which.
template <int coords>
bool decided(const fast_coordinate* c, double* out, bool* exact) {
  bool certified = true, inexact = false, unknown = false;
  for (int j = 0; j < coords; ++j) {
    certified = certified && c[j].value == c[j].value;
    inexact = inexact || c[j].exact == 0;
    unknown = unknown || c[j].exact < 0;
  }
  if (!certified || (unknown && !inexact)) return false;
  for (int j = 0; j < coords; ++j) out[j] = c[j].value;
  *exact = !inexact;
  return true;
}

/// A double word within a bound relative to the value of the exact expansion e (at least
/// 2^-40 above sum_expansion's), as certified_quotient takes numerators and denominators.
template <class E>
expansion_sum expansion_double_word(const E& e) {
  const expansion_sum s = sum_expansion(e);
  return {s.hi, s.lo, s.err * (1 + 0x1p-40), s.terms};
}

/// D from its exact expansion d (expansion_double_word).
template <class E>
certified_denominator expansion_denominator(const E& d) {
  const expansion_sum s = expansion_double_word(d);
  return make_denominator(s.hi, s.lo, s.err);
}

/// Near a degeneracy D is small beside the magnitudes its bound is made of, and the double-word
/// bound cannot certify the quotient: D exactly instead, as an expansion (stages_impl.hpp, on the
/// same inputs y = x 2^k), summed to a double word within a bound relative to D itself; the
/// numerators in double-word arithmetic as before. Every coordinate NaN when the expansion
/// outgrows its capacity or D = 0.
template <class C, std::size_t... I, std::size_t... J>
void exact_denominator_stage(const double* y, int k, fast_coordinate* out,
                             std::index_sequence<I...> seq, std::index_sequence<J...> coords) {
  const auto r = exact_expansion<construction_part<C, C::coords>>(y, seq);
  if (!r.ok || r.n == 0) return leave_undecided(out, coords);
  const certified_denominator den = expansion_denominator(r);
  if (!den.ok) return leave_undecided(out, coords);
  double_word_quotients<C>(y, k, C::eval(dd_input{y[I], 0.0, std::fabs(y[I])}...), den, out,
                           coords);
}

/// Every N_j and D exactly, as expansions (the same inputs), each summed to a double word within
/// a bound relative to itself; every coordinate NaN when an expansion outgrows its capacity.
template <class C, std::size_t... I, std::size_t... J>
void expansion_stage(const double* y, int k, fast_coordinate* out, std::index_sequence<I...> seq,
                     std::index_sequence<J...> coords) {
  const auto t = exact_expansion<C>(y, seq);  // the tuple, as expansions
  const auto& d = std::get<C::coords>(t);
  if (!(d.ok && (std::get<J>(t).ok && ...)) || d.n == 0) return leave_undecided(out, coords);
  const certified_denominator den = expansion_denominator(d);
  if (!den.ok) return leave_undecided(out, coords);
  const auto one = [&](const auto& num, int j) {
    if (num.n == 0) return certified_quotient(y[C::base[j]], 0.0, 0.0, 0.0, den, -k);
    const expansion_sum ns = expansion_double_word(num);
    return certified_quotient(y[C::base[j]], ns.hi, ns.lo, ns.err, den, -k);
  };
  ((out[J] = one(std::get<J>(t), static_cast<int>(J))), ...);
}

/// Construction C on x (C::arity doubles) into out[0..C::coords); whether the point is exact.
template <class C>
bool construct(const char* name, const double* x, double* out) {
  constexpr auto seq = std::make_index_sequence<C::arity>{};
  // (The window test reads bits only; it fails for a NaN or an infinity.)
  const bool in_window = in_construction_window<C>(x, seq);
  if (!in_window) {
    for (int i = 0; i < C::arity; ++i) {
      if (!is_finite(x[i])) throw_not_finite(name, C::dim, C::arity, i, x[i]);
    }
  }
  bool exact = false;
  {
    const fp_env_guard env;
    fast_coordinate c[3];
    // Inside the window: double-word arithmetic on the inputs as they are.
    const double* y = nullptr;  // the inputs of the double-word stage, and their scale
    int k = 0;
    if (in_window) {
      fast_stage<C>(x, 0, false, c);
      if (decided<C::coords>(c, out, &exact)) return exact;
      y = x;
    }
    // Inputs spanning few bits (lattice and grid points: often an exact point), in plain
    // doubles; else, outside the window, double-word arithmetic after rescaling.
    const exponent_range range = range_of(x, C::arity);
    const std::optional<int> power = construction_rescale_exponent<C>(range);
    const bool narrow = construction_ranges<C>::all_narrow(range, construction_ranges<C>::parts);
    double scaled[C::arity];
    // (Inside the window, inputs far from 1 may have missed the guards: rescaled too.)
    if (power && !range.all_zero && (narrow || !in_window || *power > 32 || *power < -32)) {
      scale_by_power_of_two(x, scaled, C::arity, *power);
      fast_stage<C>(scaled, *power, narrow, c);
      if (decided<C::coords>(c, out, &exact)) return exact;
      if (!narrow) {
        y = scaled;
        k = *power;
      }
    }
    // A rounding the bound could not certify (not an exactness it could not show): D exactly.
    bool certified = true;
    for (int j = 0; j < C::coords; ++j) certified = certified && c[j].value == c[j].value;
    if (y != nullptr && !narrow && !certified) {
      exact_denominator_stage<C>(y, k, c, seq, std::make_index_sequence<C::coords>{});
      if (decided<C::coords>(c, out, &exact)) return exact;
      // The numerators near zero too (a near-degenerate triangle's normal enters both): all
      // of them exactly.
      certified = true;
      for (int j = 0; j < C::coords; ++j) certified = certified && c[j].value == c[j].value;
      if (!certified) {
        expansion_stage<C>(y, k, c, seq, std::make_index_sequence<C::coords>{});
        if (decided<C::coords>(c, out, &exact)) return exact;
      }
    }
  }
  return exact_construction<C>(name, x, out);
}

/// A defining point shared by every flat of an intersection (bit for bit one of the defining
/// points of each line or plane: segments meeting at an endpoint, a segment ending on a
/// triangle's vertex, three faces around a vertex, as meshes ask), written to out: the
/// intersection is that point, exactly, whenever it is defined. The flats are `flats` groups of
/// consecutive points of Dim coordinates in x, of `size[i]` points each. False when there is
/// no such point, an input is not finite or the intersection is undefined (its denominator, the
/// implicit point's W, is zero): the stages decide or report those. The fast path's exactness
/// proof cannot hold here (the quotient is exactly a double), and the stages would evaluate
/// the numerators exactly.
template <int Dim, int Flats>
bool at_shared_point(int kind, const double* x, const int (&size)[Flats], double* out) {
  int count = 0;
  for (int n : size) count += n;
  for (int i = 0; i < count * Dim; ++i) {
    if (!is_finite(x[i])) return false;
  }
  const auto same = [x](int i, int j) { return same_double_bits(x + Dim * i, x + Dim * j, Dim); };
  for (int i = 0; i < size[0]; ++i) {  // a point of the first flat
    bool everywhere = true;
    for (int f = 1, first = size[0]; f < Flats && everywhere; first += size[f], ++f) {
      bool found = false;
      for (int j = first; j < first + size[f]; ++j) found = found || same(i, j);
      everywhere = found;
    }
    if (!everywhere) continue;
    if (ip_w_sign(kind, x) == sign::zero) return false;
    for (int c = 0; c < Dim; ++c) {
      const double v = x[Dim * i + c];
      out[c] = (bits_of(v) << 1) == 0 ? 0.0 : v;  // a zero is +0, as the stages round it
    }
    return true;
  }
  return false;
}

rounded_point2 point2_result(const double* v, bool exact) { return {{v[0], v[1]}, exact}; }
rounded_point3 point3_result(const double* v, bool exact) { return {{v[0], v[1], v[2]}, exact}; }

/// An explicit point as a constructed one: its coordinates, -0.0 as +0.0 (and finite).
double explicit_coordinate(const char* name, int dim, int i, double v) {
  if (!is_finite(v)) throw_not_finite(name, dim, dim, i, v);
  return (bits_of(v) << 1) == 0 ? 0.0 : v;  // on the bits: denormals-are-zero cannot reach it
}

}  // namespace

#if defined(EXACTPRED_FMA_STAGE)
namespace {
/// Whether the CPU has FMA, read once at load time (a call made by another object's static
/// initializer before this one ran takes the stages, which are as exact).
const bool construction_fast_path = cpu_has_fma();
}  // namespace
bool construction_fast_path_available() { return construction_fast_path; }
bool circumcenter_2d_fast(const point2& a, const point2& b, const point2& c, rounded_point2& out) {
  return construction_fast_path && circumcenter_2d_fma(a, b, c, out);
}
bool ssi_fast(const ssi& s, rounded_point2& out) {
  return construction_fast_path && ssi_fma(s, out);
}
bool lpi_fast(const lpi& l, rounded_point3& out) {
  return construction_fast_path && lpi_fma(l, out);
}
bool tpi_fast(const tpi& t, rounded_point3& out) {
  return construction_fast_path && tpi_fma(t, out);
}
bool circumcenter_3d_fast(const point3& a, const point3& b, const point3& c, const point3& d,
                          rounded_point3& out) {
  return construction_fast_path && circumcenter_3d_fma(a, b, c, d, out);
}
bool circumcenter_triangle_3d_fast(const point3& a, const point3& b, const point3& c,
                                   rounded_point3& out) {
  return construction_fast_path && circumcenter_triangle_3d_fma(a, b, c, out);
}
#else
bool construction_fast_path_available() { return false; }
bool circumcenter_2d_fast(const point2&, const point2&, const point2&, rounded_point2&) {
  return false;
}
bool ssi_fast(const ssi&, rounded_point2&) { return false; }
bool lpi_fast(const lpi&, rounded_point3&) { return false; }
bool tpi_fast(const tpi&, rounded_point3&) { return false; }
bool circumcenter_3d_fast(const point3&, const point3&, const point3&, const point3&,
                          rounded_point3&) {
  return false;
}
bool circumcenter_triangle_3d_fast(const point3&, const point3&, const point3&, rounded_point3&) {
  return false;
}
#endif

// The stages of ssi, lpi and the 2D and 3D circumcentres, behind their fast path (out of line: the
// public functions hold nothing of them).
void ssi_staged(const ssi& s, rounded_point2& out) {
  const double x[] = {s.a.x, s.a.y, s.b.x, s.b.y, s.c.x, s.c.y, s.d.x, s.d.y};
  double v[2];
  const bool exact =
      at_shared_point<2>(ip_ssi, x, {2, 2}, v) || construct<ssi_construction>("rounded(ssi)", x, v);
  out = point2_result(v, exact);
}
void lpi_staged(const lpi& l, rounded_point3& out) {
  const double x[] = {l.p.x, l.p.y, l.p.z, l.q.x, l.q.y, l.q.z, l.a.x, l.a.y,
                      l.a.z, l.b.x, l.b.y, l.b.z, l.c.x, l.c.y, l.c.z};
  double v[3];
  const bool exact =
      at_shared_point<3>(ip_lpi, x, {2, 3}, v) || construct<lpi_construction>("rounded(lpi)", x, v);
  out = point3_result(v, exact);
}
void tpi_staged(const tpi& t, rounded_point3& out) {
  const point3* q[] = {&t.a1, &t.b1, &t.c1, &t.a2, &t.b2, &t.c2, &t.a3, &t.b3, &t.c3};
  double x[27];
  for (int i = 0; i < 9; ++i) {
    x[3 * i] = q[i]->x;
    x[3 * i + 1] = q[i]->y;
    x[3 * i + 2] = q[i]->z;
  }
  double v[3];
  const bool exact = at_shared_point<3>(ip_tpi, x, {3, 3, 3}, v) ||
                     construct<tpi_construction>("rounded(tpi)", x, v);
  out = point3_result(v, exact);
}
void circumcenter_3d_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                            rounded_point3& out) {
  const double x[] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z};
  double v[3];
  const bool exact = construct<circumcenter_3d_construction>("circumcenter_3d", x, v);
  out = point3_result(v, exact);
}
void circumcenter_triangle_3d_staged(const point3& a, const point3& b, const point3& c,
                                     rounded_point3& out) {
  const double x[] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z};
  double v[3];
  const bool exact =
      construct<circumcenter_triangle_3d_construction>("circumcenter_triangle_3d", x, v);
  out = point3_result(v, exact);
}
void circumcenter_2d_staged(const point2& a, const point2& b, const point2& c,
                            rounded_point2& out) {
  const double x[] = {a.x, a.y, b.x, b.y, c.x, c.y};
  double v[2];
  const bool exact = construct<circumcenter_2d_construction>("circumcenter_2d", x, v);
  out = point2_result(v, exact);
}

}  // namespace detail

rounded_point2 rounded(const ssi& s) {
  rounded_point2 r;
  if (!detail::ssi_fast(s, r)) detail::ssi_staged(s, r);
  return r;
}

rounded_point3 rounded(const lpi& l) {
  rounded_point3 r;
  if (!detail::lpi_fast(l, r)) detail::lpi_staged(l, r);
  return r;
}

rounded_point3 rounded(const tpi& t) {
  rounded_point3 r;
  if (!detail::tpi_fast(t, r)) detail::tpi_staged(t, r);
  return r;
}

rounded_point2 rounded(const implicit_point2& p) {
  if (const point2* e = std::get_if<point2>(&p)) {
    return {{detail::explicit_coordinate("rounded(p2)", 2, 0, e->x),
             detail::explicit_coordinate("rounded(p2)", 2, 1, e->y)},
            true};
  }
  return rounded(std::get<ssi>(p));
}

rounded_point3 rounded(const implicit_point3& p) {
  if (const point3* e = std::get_if<point3>(&p)) {
    return {{detail::explicit_coordinate("rounded(p3)", 3, 0, e->x),
             detail::explicit_coordinate("rounded(p3)", 3, 1, e->y),
             detail::explicit_coordinate("rounded(p3)", 3, 2, e->z)},
            true};
  }
  if (const lpi* l = std::get_if<lpi>(&p)) return rounded(*l);
  return rounded(std::get<tpi>(p));
}

rounded_point2 circumcenter(const point2& a, const point2& b, const point2& c) {
  rounded_point2 r;
  if (!detail::circumcenter_2d_fast(a, b, c, r)) detail::circumcenter_2d_staged(a, b, c, r);
  return r;
}

rounded_point3 circumcenter(const point3& a, const point3& b, const point3& c) {
  rounded_point3 r;
  if (!detail::circumcenter_triangle_3d_fast(a, b, c, r)) {
    detail::circumcenter_triangle_3d_staged(a, b, c, r);
  }
  return r;
}

rounded_point3 circumcenter(const point3& a, const point3& b, const point3& c, const point3& d) {
  rounded_point3 r;
  if (!detail::circumcenter_3d_fast(a, b, c, d, r)) detail::circumcenter_3d_staged(a, b, c, d, r);
  return r;
}

}  // namespace v0
}  // namespace exactpred
