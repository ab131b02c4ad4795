// SPDX-License-Identifier: MIT
// fuzz/decoders.cpp — see decoders.hpp. Every computation is plain double arithmetic with
// results fixed by IEEE-754 (plus std::sqrt, and std::sin/std::cos that only shape the rounded
// circles), and this file is compiled with -ffp-contract=off, so an input decodes to the same
// query under every compiler.
#include "decoders.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>

namespace exactpred::fuzzing {
namespace {

constexpr double pi = 3.141592653589793;

double from_bits(std::uint64_t b) {
  double d;
  std::memcpy(&d, &b, sizeof d);
  return d;
}

double finite_or(double v, double fallback) { return std::isfinite(v) ? v : fallback; }

// Integer points on circles (2D) and spheres (3D) centred at the origin, exactly; 2D ones in
// counterclockwise order starting at angle 0.
struct lattice_set {
  int radius;
  std::vector<point> points;
};

bool upper_half(const point& p) { return p[1] > 0 || (p[1] == 0 && p[0] > 0); }

std::vector<lattice_set> make_lattices(int dim) {
  const int radii2[] = {5, 25, 65};
  const int radii3[] = {3, 7, 9, 11};
  std::vector<lattice_set> out;
  const int* radii = dim == 2 ? radii2 : radii3;
  const int count = dim == 2 ? 3 : 4;
  for (int i = 0; i < count; ++i) {
    const int r = radii[i];
    lattice_set s{r, {}};
    for (int x = -r; x <= r; ++x) {
      for (int y = -r; y <= r; ++y) {
        if (dim == 2) {
          if (x * x + y * y == r * r) s.points.push_back({double(x), double(y), 0});
        } else {
          for (int z = -r; z <= r; ++z) {
            if (x * x + y * y + z * z == r * r)
              s.points.push_back({double(x), double(y), double(z)});
          }
        }
      }
    }
    if (dim == 2) {
      // Exact angular order: upper half-plane first, then by cross product (small integers).
      std::sort(s.points.begin(), s.points.end(), [](const point& a, const point& b) {
        const bool ha = upper_half(a), hb = upper_half(b);
        if (ha != hb) return ha;
        return a[0] * b[1] - a[1] * b[0] > 0;
      });
    }
    out.push_back(std::move(s));
  }
  return out;
}

const std::vector<lattice_set>& lattices(int dim) {
  static const std::vector<lattice_set> two = make_lattices(2);
  static const std::vector<lattice_set> three = make_lattices(3);
  return dim == 2 ? two : three;
}

bool is_ellipsis(const std::string& t) {
  return t.find("...") != std::string::npos || t.find("\xe2\x80\xa6") != std::string::npos ||
         t == ".." || t.find("\xe2\x8b\xaf") != std::string::npos;
}

std::vector<std::string> split(const char* layout) {
  std::istringstream in(layout != nullptr ? layout : "");
  std::vector<std::string> out;
  std::string t;
  while (in >> t) out.push_back(t);
  return out;
}

}  // namespace

// ---- byte_source --------------------------------------------------------------------------

std::uint64_t byte_source::bits(int count) {
  std::uint64_t r = 0;
  for (int i = 0; i < count && i < 8; ++i) r |= std::uint64_t{byte()} << (8 * i);
  return r;
}

std::uint32_t byte_source::below(std::uint32_t n) {
  if (n <= 1) return 0;
  const std::uint64_t v = n <= 256 ? byte() : (n <= 65536 ? bits(2) : bits(4));
  return static_cast<std::uint32_t>(v % n);
}

int byte_source::in_range(int lo, int hi) {
  if (hi <= lo) return lo;
  return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1)));
}

// ---- values -------------------------------------------------------------------------------

double special_value(byte_source& src) {
  const std::uint8_t sel = src.byte();
  const bool negative = (sel & 0x80) != 0;
  const std::uint64_t sign_bit = negative ? std::uint64_t{1} << 63 : 0;
  const std::uint64_t mant_mask = (std::uint64_t{1} << 52) - 1;
  double v = 0;
  switch (sel % 8) {
    case 0:  // signed zero
      v = from_bits(sign_bit);
      break;
    case 1: {  // subnormal with a random significand
      std::uint64_t m = src.bits(7) & mant_mask;
      if (m == 0) m = 1;
      v = from_bits(sign_bit | m);
      break;
    }
    case 2:  // a few multiples of the smallest subnormal
      v = from_bits(sign_bit | static_cast<std::uint64_t>(src.in_range(1, 16)));
      break;
    case 3: {  // tiny normal
      const std::uint64_t e = static_cast<std::uint64_t>(src.in_range(1, 64));
      v = from_bits(sign_bit | (e << 52) | (src.bits(7) & mant_mask));
      break;
    }
    case 4: {  // near overflow
      const std::uint64_t e = static_cast<std::uint64_t>(src.in_range(2046 - 63, 2046));
      v = from_bits(sign_bit | (e << 52) | (src.bits(7) & mant_mask));
      break;
    }
    case 5:  // +-DBL_MAX, +-DBL_MIN
      v = (src.byte() & 1) ? DBL_MAX : DBL_MIN;
      if (negative) v = -v;
      break;
    case 6: {  // any finite bit pattern
      std::uint64_t b = src.bits(8);
      if (((b >> 52) & 0x7ff) == 0x7ff) b &= ~(std::uint64_t{1} << 62);
      v = from_bits(b);
      break;
    }
    default: {  // a power of two (often 1) moved by a few ulps
      const int e = (src.byte() & 1) ? 0 : src.in_range(-1074, 1023);
      v = std::ldexp(negative ? -1.0 : 1.0, e);
      const int steps = src.in_range(-3, 3);
      for (int i = 0; i < steps; ++i) v = std::nextafter(v, HUGE_VAL);
      for (int i = 0; i > steps; --i) v = std::nextafter(v, -HUGE_VAL);
      v = finite_or(v, negative ? -DBL_MAX : DBL_MAX);
      break;
    }
  }
  return v;
}

double scaled_small_integer(byte_source& src, int k) {
  const std::uint8_t sel = src.byte();
  int magnitude_bits;
  if (sel % 8 < 5) {
    magnitude_bits = 4;  // |i| <= 15: dense, so degeneracies are frequent
  } else if (sel % 8 < 7) {
    magnitude_bits = 26;
  } else {
    magnitude_bits = 53;
  }
  const std::uint64_t mask = (std::uint64_t{1} << magnitude_bits) - 1;
  const std::uint64_t m = src.bits((magnitude_bits + 7) / 8) & mask;
  const double i = static_cast<double>(m);  // exact: m < 2^53
  k = std::clamp(k, -1074, 1023 - 53);
  const double v = std::ldexp((sel & 0x80) ? -i : i, k);
  return v;
}

double any_magnitude(byte_source& src) {
  const int e = src.in_range(-1074, 1023);
  const std::uint64_t m = src.bits(7) & ((std::uint64_t{1} << 52) - 1);
  const double f = 1.0 + std::ldexp(static_cast<double>(m), -52);
  double v = std::ldexp(f, e);
  v = finite_or(v, DBL_MAX);
  return (src.byte() & 1) ? -v : v;
}

double nextafter_steps(double from, byte_source& src) {
  const std::uint8_t sel = src.byte();
  const int steps = 1 + sel % 4;
  const double toward = (sel & 0x80) ? -HUGE_VAL : HUGE_VAL;
  double v = from;
  for (int i = 0; i < steps; ++i) {
    const double w = std::nextafter(v, toward);
    if (!std::isfinite(w)) break;
    v = w;
  }
  if (v == from) v = std::nextafter(from, -toward);  // at +-DBL_MAX: step inwards
  return finite_or(v, from);
}

// ---- point_decoder ------------------------------------------------------------------------

point_decoder::point_decoder(byte_source& src, int dimension)
    : src_(src), dim_(dimension == 3 ? 3 : 2) {
  const std::uint8_t sel = src_.byte();
  near_degenerate_ = (sel & 3) == 3;
  if (sel < 128) {
    scale_ = 0;
  } else if (sel < 192) {
    scale_ = src_.in_range(-60, 60);
  } else {
    scale_ = src_.in_range(-1074, 1023 - 60);
  }
}

point point_decoder::remember(point p) {
  for (int i = dim_; i < 3; ++i) p[i] = 0;
  for (int i = 0; i < dim_; ++i) {
    if (!std::isfinite(p[i])) p[i] = 0;  // a computation overflowed: keep the query finite
    values_.push_back(p[i]);
  }
  points_.push_back(p);
  return p;
}

const point& point_decoder::earlier() {
  return points_[src_.below(static_cast<std::uint32_t>(points_.size()))];
}

point point_decoder::next_point() {
  const std::uint8_t sel = src_.byte();
  if (near_degenerate_ && points_.size() >= static_cast<std::size_t>(dim_)) {
    switch (sel % 8) {
      case 0:
      case 1:
      case 2:
        return on_line_through_earlier();
      case 3:
      case 4:
        return on_plane_through_earlier();
      case 5:
        return on_rounded_circle();
      case 6:
        return nextafter_of_earlier();
      default:
        return copy_of_earlier();
    }
  }
  switch (sel % 16) {
    case 0:
    case 1:
    case 2:
      return integer_point();
    case 3:
      return special_point();
    case 4:
      return mixed_point();
    case 5:
      return copy_of_earlier();
    case 6:
      return nextafter_of_earlier();
    case 7:
      return coordinate_copies();
    case 8:
    case 9:
      return on_line_through_earlier();
    case 10:
      return on_plane_through_earlier();
    case 11:
    case 12:
      return on_lattice_sphere();
    case 13:
      return on_rounded_circle();
    case 14:
      return midpoint_of_earlier();
    default:
      return scaled_by_power_of_two((sel & 0x10) && !points_.empty() ? earlier() : integer_point());
  }
}

double point_decoder::next_value() {
  const std::uint8_t sel = src_.byte();
  double v;
  switch (sel % 5) {
    case 0:
      v = special_value(src_);
      break;
    case 1:
      v = values_.empty() ? 0.0 : values_[src_.below(static_cast<std::uint32_t>(values_.size()))];
      break;
    case 2:
      v = values_.empty() ? 1.0 : nextafter_steps(values_[src_.below(values_.size())], src_);
      break;
    case 3:
      v = any_magnitude(src_);
      break;
    default:
      v = scaled_small_integer(src_, scale_);
      break;
  }
  values_.push_back(v);
  return v;
}

point point_decoder::integer_point() {
  point p{};
  for (int i = 0; i < dim_; ++i) p[i] = scaled_small_integer(src_, scale_);
  return remember(p);
}

point point_decoder::special_point() {
  point p{};
  for (int i = 0; i < dim_; ++i) p[i] = special_value(src_);
  return remember(p);
}

point point_decoder::mixed_point() {
  point p{};
  for (int i = 0; i < dim_; ++i) {
    switch (src_.byte() % 3) {
      case 0:
        p[i] = any_magnitude(src_);
        break;
      case 1:
        p[i] = special_value(src_);
        break;
      default:
        p[i] = scaled_small_integer(src_, scale_);
        break;
    }
  }
  return remember(p);
}

point point_decoder::copy_of_earlier() {
  if (points_.empty()) return integer_point();
  return remember(earlier());
}

point point_decoder::nextafter_of_earlier() {
  if (points_.empty()) return integer_point();
  point p = earlier();
  const std::uint8_t which = src_.byte();  // which coordinates move (at least one)
  bool moved = false;
  for (int i = 0; i < dim_; ++i) {
    if ((which >> i) & 1) {
      p[i] = nextafter_steps(p[i], src_);
      moved = true;
    }
  }
  if (!moved) p[which % dim_] = nextafter_steps(p[which % dim_], src_);
  return remember(p);
}

point point_decoder::coordinate_copies() {
  point p{};
  for (int i = 0; i < dim_; ++i) {
    if (!values_.empty() && (src_.byte() & 1)) {
      p[i] = values_[src_.below(static_cast<std::uint32_t>(values_.size()))];
    } else {
      p[i] = scaled_small_integer(src_, scale_);
    }
  }
  return remember(p);
}

point point_decoder::on_line_through_earlier() {
  if (points_.size() < 2) {
    if (points_.empty()) integer_point();
    integer_point();
  }
  const point a = earlier();
  const point b = earlier();
  double t;
  const std::uint8_t sel = src_.byte();
  if (sel < (near_degenerate_ ? 64 : 160)) {
    t = src_.in_range(-8, 16) / 8.0;  // dyadic: exact on integer points
  } else {
    t = -2.0 + 5.0 * (static_cast<double>(src_.bits(4)) / 4294967296.0);
  }
  point p{};
  for (int i = 0; i < dim_; ++i) p[i] = finite_or(a[i] + t * (b[i] - a[i]), a[i]);
  return remember(p);
}

point point_decoder::on_plane_through_earlier() {
  if (dim_ == 2) return on_line_through_earlier();
  while (points_.size() < 3) integer_point();
  const point a = earlier();
  const point b = earlier();
  const point c = earlier();
  double s, t;
  if (src_.byte() < (near_degenerate_ ? 64 : 160)) {
    s = src_.in_range(-8, 16) / 8.0;
    t = src_.in_range(-8, 16) / 8.0;
  } else {
    s = -2.0 + 5.0 * (static_cast<double>(src_.bits(4)) / 4294967296.0);
    t = -2.0 + 5.0 * (static_cast<double>(src_.bits(4)) / 4294967296.0);
  }
  point p{};
  for (int i = 0; i < 3; ++i) p[i] = finite_or(a[i] + s * (b[i] - a[i]) + t * (c[i] - a[i]), a[i]);
  return remember(p);
}

void point_decoder::ensure_sphere() {
  if (has_sphere_) return;
  has_sphere_ = true;
  for (int i = 0; i < dim_; ++i) sphere_center_[i] = scaled_small_integer(src_, scale_);
  sphere_lattice_ = static_cast<int>(src_.below(static_cast<std::uint32_t>(lattices(dim_).size())));
}

point point_decoder::on_lattice_sphere() {
  ensure_sphere();
  const std::vector<point>& pts = lattices(dim_)[sphere_lattice_].points;
  const point& q = pts[src_.below(static_cast<std::uint32_t>(pts.size()))];
  point p{};
  for (int i = 0; i < dim_; ++i) {
    p[i] = finite_or(sphere_center_[i] + std::ldexp(q[i], std::clamp(scale_, -1074, 1000)),
                     sphere_center_[i]);
  }
  return remember(p);
}

point point_decoder::on_rounded_circle() {
  point c{};
  double radius;
  if (points_.size() >= 2 && (src_.byte() & 1)) {
    c = earlier();
    const point& q = earlier();
    double s = 0;
    for (int i = 0; i < dim_; ++i) s += (q[i] - c[i]) * (q[i] - c[i]);
    radius = finite_or(std::sqrt(s), 1.0);
  } else {
    for (int i = 0; i < dim_; ++i) c[i] = scaled_small_integer(src_, scale_);
    radius = std::fabs(scaled_small_integer(src_, scale_));
  }
  const double theta = 2 * pi * static_cast<double>(src_.bits(2)) / 65536.0;
  point p = c;
  if (dim_ == 2) {
    p[0] = finite_or(c[0] + radius * std::cos(theta), c[0]);
    p[1] = finite_or(c[1] + radius * std::sin(theta), c[1]);
  } else {
    const double phi = pi * static_cast<double>(src_.bits(2)) / 65536.0;
    p[0] = finite_or(c[0] + radius * std::sin(phi) * std::cos(theta), c[0]);
    p[1] = finite_or(c[1] + radius * std::sin(phi) * std::sin(theta), c[1]);
    p[2] = finite_or(c[2] + radius * std::cos(phi), c[2]);
  }
  return remember(p);
}

point point_decoder::midpoint_of_earlier() {
  while (points_.size() < 2) integer_point();
  const point a = earlier();
  const point b = earlier();
  point p{};
  for (int i = 0; i < dim_; ++i) {
    const double m = (a[i] + b[i]) * 0.5;
    p[i] = std::isfinite(m) ? m : a[i] * 0.5 + b[i] * 0.5;
  }
  return remember(p);
}

point point_decoder::scaled_by_power_of_two(point p) {
  const int j = src_.in_range(-600, 600);
  point q = p;
  for (int i = 0; i < dim_; ++i) {
    q[i] = std::ldexp(p[i], j);
    if (!std::isfinite(q[i])) return remember(p);
  }
  return remember(q);
}

double point_decoder::next_radius(const point& center) {
  const std::uint8_t sel = src_.byte();
  double r;
  switch (sel % 8) {
    case 0:
      r = 0.0;
      break;
    case 1:
      r = -0.0;  // a valid radius: -0.0 >= 0
      break;
    case 2:
    case 3: {  // the sphere of the lattice points, centred at the query's center
      has_sphere_ = true;
      sphere_center_ = center;
      sphere_lattice_ =
          static_cast<int>(src_.below(static_cast<std::uint32_t>(lattices(dim_).size())));
      r = std::ldexp(static_cast<double>(lattices(dim_)[sphere_lattice_].radius),
                     std::clamp(scale_, -1074, 1000));
      break;
    }
    case 4:
      r = scaled_small_integer(src_, scale_);
      break;
    case 5:
      r = special_value(src_);
      break;
    default:
      r = any_magnitude(src_);
      break;
  }
  if ((sel & 0xc0) == 0xc0) r = nextafter_steps(r, src_);
  r = std::isfinite(r) ? r : DBL_MAX;
  if (std::signbit(r) && r != 0) r = -r;
  values_.push_back(r);
  return r;
}

std::vector<point> point_decoder::next_vertex_list(bool convex) {
  std::vector<point> out;
  const std::uint8_t sel = src_.byte();
  if (dim_ == 2 && (convex || sel % 4 == 0)) {
    // A convex polygon: lattice points of a circle in angular order (a subset), either
    // orientation, any start, with some edge midpoints or repeated vertices inserted; every
    // coordinate exact, so the polygon is exactly convex.
    const std::vector<point>& pts =
        lattices(2)[src_.below(static_cast<std::uint32_t>(lattices(2).size()))].points;
    std::vector<point> chosen;
    const std::uint8_t density = src_.byte();
    const std::size_t at_least = src_.byte() % 8 == 0 ? src_.below(3) : 3;  // 0-2: degenerate
    for (const point& q : pts) {
      if (src_.byte() < density || chosen.size() < at_least) chosen.push_back(q);
      if (chosen.size() >= 24) break;
    }
    if (sel & 0x10) std::reverse(chosen.begin(), chosen.end());
    if (!chosen.empty()) {
      std::rotate(chosen.begin(), chosen.begin() + src_.below(chosen.size()), chosen.end());
    }
    std::vector<point> extended;
    const bool midpoints = (sel & 0x20) != 0, repeats = (sel & 0x40) != 0;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      extended.push_back(chosen[i]);
      const std::uint8_t b = (midpoints || repeats) ? src_.byte() : 0;
      if (midpoints && (b & 1)) {
        const point& next = chosen[(i + 1) % chosen.size()];
        extended.push_back({(chosen[i][0] + next[0]) * 0.5, (chosen[i][1] + next[1]) * 0.5, 0});
      } else if (repeats && (b & 2)) {
        extended.push_back(chosen[i]);
      }
    }
    // Polygons of one query often share their centre (shared vertices and edges); the
    // centre is a moderate integer so that every vertex stays exact.
    const int k = std::clamp(scale_, -1060, 1000);
    if (!has_polygon_center_ || (src_.byte() & 1)) {
      has_polygon_center_ = true;
      for (int i = 0; i < 2; ++i) polygon_center_[i] = std::ldexp(src_.in_range(-64, 64), k);
    }
    const int size = k + src_.in_range(-2, 2);
    for (const point& q : extended) {
      point p{};
      for (int i = 0; i < 2; ++i) p[i] = polygon_center_[i] + std::ldexp(q[i], size);
      out.push_back(remember(p));
    }
    return out;
  }
  const std::uint8_t c = src_.byte();
  std::size_t n;
  if (c < 26) {
    n = c % 3;
  } else if (c < 200) {
    n = 3 + c % 6;
  } else {
    n = 9 + c % 8;
  }
  for (std::size_t i = 0; i < n; ++i) out.push_back(next_point());
  return out;
}

// ---- layouts ------------------------------------------------------------------------------

slot classify(const std::string& name) {
  slot s;
  s.name = name;
  const auto all_digits = [](const std::string& t, std::size_t from) {
    for (std::size_t i = from; i < t.size(); ++i) {
      if (t[i] < '0' || t[i] > '9') return false;
    }
    return true;
  };
  if (name == "count" || ((name[0] == 'n' || name[0] == 'm') && all_digits(name, 1)) ||
      name == "k") {
    s.kind = slot_kind::count;
    return s;
  }
  if (name == "radius" || (name[0] == 'r' && all_digits(name, 1)) ||
      (name.size() == 2 && name[0] == 'r' && name[1] != 'x' && name[1] != 'y' && name[1] != 'z' &&
       name[1] != 'w') ||
      name.rfind("radius", 0) == 0 || name.rfind("r_", 0) == 0) {
    s.kind = slot_kind::radius;
    return s;
  }
  std::size_t end = name.size();
  while (end > 0 && name[end - 1] >= '0' && name[end - 1] <= '9') --end;
  if (end > 0) {
    const char a = name[end - 1];
    if (a == 'x' || a == 'y' || a == 'z') {
      s.kind = slot_kind::coordinate;
      s.axis = a - 'x';
      s.key = name.substr(0, end - 1) + name.substr(end);
      return s;
    }
  }
  s.kind = slot_kind::scalar;
  return s;
}

namespace {

slot generic_coordinate(int index, int stride) {
  slot s;
  s.kind = slot_kind::coordinate;
  s.axis = index % stride;
  s.key = "p" + std::to_string(index / stride);
  s.name = s.key + static_cast<char>('x' + s.axis);
  return s;
}

std::vector<slot> list_element(const std::vector<std::string>& tokens, std::size_t from,
                               int stride) {
  std::vector<slot> e;
  for (int i = 0; i < stride; ++i) {
    slot s;
    if (from + i < tokens.size() && !is_ellipsis(tokens[from + i])) s = classify(tokens[from + i]);
    if (s.kind != slot_kind::coordinate) {
      s = generic_coordinate(i, stride);
    }
    s.key = "v";
    e.push_back(s);
  }
  return e;
}

// An argument list of the layout's shape with every count set to `n` (zeros elsewhere).
std::vector<double> sample_args(const query_layout& l, std::size_t n) {
  std::vector<double> a;
  for (const layout_item& it : l.items) {
    if (it.is_list) {
      a.push_back(static_cast<double>(n));
      a.insert(a.end(), n * it.element.size(), 0.0);
    } else {
      a.push_back(it.fixed.kind == slot_kind::count ? 0.0 : 1.0);
    }
  }
  return a;
}

bool accepts(const query::predicate_info& p, const query_layout& l) {
  std::string why;
  return query::check_arity(p, sample_args(l, 3), why) &&
         query::check_arity(p, sample_args(l, 5), why);
}

void finish(query_layout& l) {
  int max_axis = 1;
  std::vector<std::string> keys;
  for (const layout_item& it : l.items) {
    const auto note = [&](const slot& s) {
      if (s.kind == slot_kind::coordinate) max_axis = std::max(max_axis, s.axis);
    };
    if (it.is_list) {
      for (const slot& s : it.element) note(s);
    } else {
      note(it.fixed);
      if (it.fixed.kind == slot_kind::coordinate &&
          std::find(keys.begin(), keys.end(), it.fixed.key) == keys.end()) {
        keys.push_back(it.fixed.key);
      }
    }
  }
  l.dimension = max_axis >= 2 ? 3 : 2;
  const std::pair<const char*, const char*> names[] = {{"lo", "hi"}, {"min", "max"}};
  for (const std::string& k : keys) {
    for (const auto& [lo, hi] : names) {
      const std::size_t pos = k.find(lo);
      if (pos == std::string::npos) continue;
      std::string partner = k;
      partner.replace(pos, std::strlen(lo), hi);
      if (std::find(keys.begin(), keys.end(), partner) != keys.end())
        l.boxes.push_back({k, partner});
    }
  }
}

}  // namespace

query_layout parse_layout(const query::predicate_info& p) {
  const std::vector<std::string> tokens = split(p.layout);
  query_layout l;
  if (p.check == nullptr) {
    for (int i = 0; i < p.prefix; ++i) {
      layout_item it;
      it.fixed = i < static_cast<int>(tokens.size()) ? classify(tokens[i]) : slot{};
      if (it.fixed.kind == slot_kind::count) it.fixed.kind = slot_kind::scalar;
      l.items.push_back(it);
    }
    if (p.stride > 0) {
      layout_item it;
      it.is_list = true;
      it.element = list_element(tokens, static_cast<std::size_t>(p.prefix) + 1, p.stride);
      l.items.push_back(it);
    }
  } else {
    // Counted lists: a count name, one element's names, an ellipsis, the last element's names.
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      if (is_ellipsis(tokens[i])) continue;
      slot s = classify(tokens[i]);
      if (s.kind != slot_kind::count) {
        layout_item it;
        it.fixed = s;
        l.items.push_back(it);
        continue;
      }
      std::size_t j = i + 1;
      while (j < tokens.size() && !is_ellipsis(tokens[j]) &&
             classify(tokens[j]).kind != slot_kind::count) {
        ++j;
      }
      const int stride = static_cast<int>(j - i - 1);
      layout_item it;
      it.is_list = true;
      it.element = list_element(tokens, i + 1, stride > 0 ? stride : 2);
      l.items.push_back(it);
      if (j < tokens.size() && is_ellipsis(tokens[j])) {
        i = j + static_cast<std::size_t>(stride);  // then skip the last element's names
      } else {
        i = j - 1;  // continue at the next count (or the end)
      }
    }
    if (!accepts(p, l)) {
      // Fall back to the simplest shapes: f fixed coordinates, then one or two lists.
      bool found = false;
      for (int lists = 1; lists <= 2 && !found; ++lists) {
        for (int stride = 2; stride <= 3 && !found; ++stride) {
          for (int fixed = 0; fixed <= 12 && !found; ++fixed) {
            query_layout t;
            for (int i = 0; i < fixed; ++i) {
              layout_item it;
              it.fixed = generic_coordinate(i, stride);
              t.items.push_back(it);
            }
            for (int k = 0; k < lists; ++k) {
              layout_item it;
              it.is_list = true;
              it.element = list_element({}, 0, stride);
              t.items.push_back(it);
            }
            if (accepts(p, t)) {
              l = t;
              found = true;
            }
          }
        }
      }
    }
  }
  finish(l);
  l.convex_lists = std::strstr(p.name, "convex_polygon") != nullptr;
  l.valid = accepts(p, l);
  return l;
}

std::vector<slot> slots_of(const query_layout& layout, const std::vector<double>& args) {
  std::vector<slot> out;
  std::size_t pos = 0;
  for (const layout_item& it : layout.items) {
    if (pos >= args.size()) return {};
    if (!it.is_list) {
      out.push_back(it.fixed);
      ++pos;
      continue;
    }
    const double n = args[pos];
    if (!(n >= 0) || n != std::floor(n) || n > 1e6) return {};
    slot c;
    c.name = "n";
    c.kind = slot_kind::count;
    out.push_back(c);
    ++pos;
    const std::size_t count = static_cast<std::size_t>(n);
    if (args.size() - pos < count * it.element.size()) return {};
    for (std::size_t i = 0; i < count; ++i) {
      out.insert(out.end(), it.element.begin(), it.element.end());
    }
    pos += count * it.element.size();
  }
  if (pos != args.size()) return {};
  return out;
}

bool has_non_finite(const std::vector<double>& args) {
  for (double v : args) {
    if (!std::isfinite(v)) return true;
  }
  return false;
}

bool violates_layout_domain(const query_layout& layout, const std::vector<double>& args) {
  const std::vector<slot> slots = slots_of(layout, args);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].kind == slot_kind::radius && args[i] < 0) return true;
  }
  for (const auto& [lo, hi] : layout.boxes) {
    double lo_v[3] = {0, 0, 0}, hi_v[3] = {0, 0, 0};
    bool lo_set[3] = {false, false, false}, hi_set[3] = {false, false, false};
    for (std::size_t i = 0; i < slots.size(); ++i) {
      if (slots[i].kind != slot_kind::coordinate) continue;
      if (slots[i].key == lo) {
        lo_v[slots[i].axis] = args[i];
        lo_set[slots[i].axis] = true;
      } else if (slots[i].key == hi) {
        hi_v[slots[i].axis] = args[i];
        hi_set[slots[i].axis] = true;
      }
    }
    for (int a = 0; a < 3; ++a) {
      if (lo_set[a] && hi_set[a] && lo_v[a] > hi_v[a]) return true;
    }
  }
  return false;
}

std::vector<double> decode_query(const query::predicate_info& p, byte_source& src) {
  return decode_query(p, parse_layout(p), src);
}

std::vector<double> decode_query(const query::predicate_info& p, const query_layout& layout,
                                 byte_source& src) {
  (void)p;
  std::vector<double> args;
  if (!layout.valid) return args;
  const std::uint8_t mode = src.byte();
  const bool non_finite = mode % 64 == 63;
  const bool out_of_domain = mode % 64 == 62 || mode % 64 == 61;
  point_decoder d(src, layout.dimension);

  struct deferred_radius {
    std::size_t index;
    point center;
    std::size_t after;  // points generated after the center
  };
  std::vector<deferred_radius> deferred;
  point current{};
  std::string current_key;
  bool axis_used[3] = {false, false, false};
  bool in_point = false;
  for (const layout_item& it : layout.items) {
    if (it.is_list) {
      in_point = false;
      const std::vector<point> vertices = d.next_vertex_list(layout.convex_lists);
      args.push_back(static_cast<double>(vertices.size()));
      for (const point& v : vertices) {
        for (const slot& e : it.element) {
          args.push_back(e.kind == slot_kind::coordinate ? v[e.axis] : d.next_value());
        }
      }
      continue;
    }
    const slot& s = it.fixed;
    switch (s.kind) {
      case slot_kind::coordinate:
        if (!in_point || s.key != current_key || axis_used[s.axis]) {
          current = d.next_point();
          current_key = s.key;
          axis_used[0] = axis_used[1] = axis_used[2] = false;
          in_point = true;
        }
        axis_used[s.axis] = true;
        args.push_back(current[s.axis]);
        break;
      case slot_kind::radius:
        in_point = false;
        if (src.byte() % 6 == 0) {
          deferred.push_back({args.size(), current, d.history().size()});
          args.push_back(0.0);
        } else {
          args.push_back(d.next_radius(current));
        }
        break;
      case slot_kind::count:
        in_point = false;
        args.push_back(static_cast<double>(src.below(5)));
        break;
      default:
        in_point = false;
        args.push_back(d.next_value());
        break;
    }
  }

  // A radius equal to the (rounded) distance from the center to a later point: touching.
  for (const deferred_radius& r : deferred) {
    const std::vector<point>& h = d.history();
    double radius = 1.0;
    if (!h.empty()) {
      const std::size_t first = r.after < h.size() ? r.after : 0;
      const point& q = h[first + src.below(static_cast<std::uint32_t>(h.size() - first))];
      double s = 0;
      for (int i = 0; i < layout.dimension; ++i) s += (q[i] - r.center[i]) * (q[i] - r.center[i]);
      radius = std::sqrt(s);
      if (!std::isfinite(radius)) radius = DBL_MAX;
      if (src.byte() & 1) radius = std::fabs(nextafter_steps(radius, src));
    }
    args[r.index] = radius;
  }

  const std::vector<slot> slots = slots_of(layout, args);
  // Box corners: lo <= hi on every axis.
  std::vector<std::pair<std::size_t, std::size_t>> box_axes;  // (lo index, hi index)
  for (const auto& [lo, hi] : layout.boxes) {
    for (std::size_t i = 0; i < slots.size(); ++i) {
      if (slots[i].kind != slot_kind::coordinate || slots[i].key != lo) continue;
      for (std::size_t j = 0; j < slots.size(); ++j) {
        if (slots[j].kind == slot_kind::coordinate && slots[j].key == hi &&
            slots[j].axis == slots[i].axis) {
          if (args[i] > args[j]) std::swap(args[i], args[j]);
          box_axes.push_back({i, j});
        }
      }
    }
  }

  if (out_of_domain) {
    std::vector<std::size_t> radii;
    for (std::size_t i = 0; i < slots.size(); ++i) {
      if (slots[i].kind == slot_kind::radius) radii.push_back(i);
    }
    const std::size_t choices = radii.size() + box_axes.size();
    if (choices > 0) {
      const std::size_t c = src.below(static_cast<std::uint32_t>(choices));
      if (c < radii.size()) {
        double& r = args[radii[c]];
        r = r > 0 ? -r : -std::ldexp(1.0, src.in_range(-1074, 1023));
      } else {
        const auto [i, j] = box_axes[c - radii.size()];
        if (args[i] < args[j]) {
          std::swap(args[i], args[j]);
        } else if (args[j] > -DBL_MAX) {
          args[j] = std::nextafter(args[j], -HUGE_VAL);
        } else {
          args[i] = std::nextafter(args[i], HUGE_VAL);
        }
      }
    }
  }

  if (non_finite) {
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < slots.size(); ++i) {
      if (slots[i].kind != slot_kind::count) candidates.push_back(i);
    }
    if (!candidates.empty()) {
      const std::size_t i = candidates[src.below(static_cast<std::uint32_t>(candidates.size()))];
      const std::uint8_t which = src.byte() % 3;
      args[i] = which == 0 ? std::numeric_limits<double>::quiet_NaN()
                           : (which == 1 ? HUGE_VAL : -HUGE_VAL);
    }
  }
  return args;
}

}  // namespace exactpred::fuzzing
