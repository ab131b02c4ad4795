// SPDX-License-Identifier: MIT
// oracle/query.cpp — the predicate table and line evaluation of the oracle command.
#include "query.hpp"

#include <algorithm>
#include <cfenv>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <utility>

#include "exactpred/exactpred.hpp"

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#endif

namespace exactpred::query {

std::string sign_text(sign s) {
  static const char* const words[] = {"-1", "0", "1"};
  return words[to_int(s) + 1];
}

std::string double_text(double v) {
  // to_chars reads v with floating-point operations: under DAZ (denormals-are-zero) or a
  // flush-to-zero mode a subnormal would be written as 0. It runs in the default environment,
  // and the caller's is restored after (flags included).
  char buf[32];
#if defined(__SSE2__) || defined(_M_X64)
  const unsigned caller = _mm_getcsr();
  _mm_setcsr(0x1F80);  // round to nearest, every exception masked, no DAZ or FTZ
  const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, v);
  _mm_setcsr(caller);
#else
  std::fenv_t caller;
  std::fegetenv(&caller);
  std::fesetenv(FE_DFL_ENV);
  const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, v);
  std::fesetenv(&caller);
#endif
  return std::string(buf, r.ptr);
}

std::string rounded_point_text(const double* v, int n, bool exact) {
  std::string r;
  for (int i = 0; i < n; ++i) r += double_text(v[i]) + " ";
  return r + (exact ? "exact" : "rounded");
}
std::string rounded_point_text(const rounded_point2& p) {
  const double v[] = {p.point.x, p.point.y};
  return rounded_point_text(v, 2, p.exact);
}
std::string rounded_point_text(const rounded_point3& p) {
  const double v[] = {p.point.x, p.point.y, p.point.z};
  return rounded_point_text(v, 3, p.exact);
}

std::string winding_text(const winding_result& w) {
  return w.on_boundary ? "on_boundary" : std::to_string(w.number);
}

std::string indices_text(const std::vector<std::size_t>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i > 0) s += ' ';
    s += std::to_string(v[i]);
  }
  return s;
}

std::vector<point2> vertices(const double* x, std::size_t at) {
  const std::size_t n = static_cast<std::size_t>(x[at]);
  std::vector<point2> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = {x[at + 1 + 2 * i], x[at + 2 + 2 * i]};
  return v;
}

bool check_two_counted_lists(const char* predicate, const std::vector<double>& args,
                             std::string& why) {
  const auto is_count = [](double n) { return n >= 0 && n == std::floor(n) && n <= 1e8; };
  const std::string name = predicate;
  if (args.empty() || !is_count(args[0])) {
    why = name + ": the first value must be the vertex count n of the first polygon";
    return false;
  }
  const std::size_t at = 1 + 2 * static_cast<std::size_t>(args[0]);
  if (args.size() <= at || !is_count(args[at])) {
    why = name + ": after the " + std::to_string(static_cast<std::size_t>(args[0])) +
          " vertices of the first polygon the vertex count m of the second must follow";
    return false;
  }
  const std::size_t expected = at + 1 + 2 * static_cast<std::size_t>(args[at]);
  if (args.size() != expected) {
    why = name + ": vertex counts " + std::to_string(static_cast<std::size_t>(args[0])) + " and " +
          std::to_string(static_cast<std::size_t>(args[at])) + " need " + std::to_string(expected) +
          " numbers in all, got " + std::to_string(args.size());
    return false;
  }
  return true;
}

namespace {

std::vector<predicate_info> make_table() {
  std::vector<predicate_info> t;
  append_registry_predicates(t);
  return t;
}

const std::vector<predicate_info> table = make_table();

// ' ', '\t', '\v', '\f', '\r' (not '\n'), with one comparison for every printable character.
bool is_space(char c) {
  const unsigned u = static_cast<unsigned char>(c);
  return u <= 32 && ((std::uint64_t{0x100003A00} >> u) & 1) != 0;
}

// The common forms without copies: a plain decimal, or a C99 hex float with an optional '-'.
// Returns where the number ends, or nullptr when these forms do not apply (a leading '+', a
// value out of range, no number): the caller then falls back to strtod.
const char* parse_prefix(const char* first, const char* last, double& value) {
  if (first == last || *first == '+') return nullptr;
  const bool negative = *first == '-';
  const char* digits = first + (negative ? 1 : 0);
  if (last - digits > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    if (digits[2] == '-' || digits[2] == '+') return nullptr;
    const std::from_chars_result r =
        std::from_chars(digits + 2, last, value, std::chars_format::hex);
    if (r.ec != std::errc()) return nullptr;
    if (negative) value = -value;
    return r.ptr;
  }
  const std::from_chars_result r = std::from_chars(first, last, value);
  return r.ec == std::errc() ? r.ptr : nullptr;
}

// The shape of an argument layout: single arguments, and vertex lists "n x1 y1 ... xn yn" (a
// count, then that many vertices).
struct layout_part {
  std::string name;                // the argument, or the count of a vertex list
  std::vector<std::string> group;  // a vertex's coordinates ("x", "y"); empty: one argument
};
using layout_shape = std::vector<layout_part>;

layout_shape parse_layout(std::string_view layout) {
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < layout.size();) {
    const std::size_t end = std::min(layout.find(' ', i), layout.size());
    if (end > i) words.push_back(layout.substr(i, end - i));
    i = end + 1;
  }
  const auto first_of_group = [](std::string_view w) { return w.size() > 1 && w.back() == '1'; };
  layout_shape shape;
  for (std::size_t i = 0; i < words.size();) {
    std::size_t dots = i + 1;
    while (dots < words.size() && first_of_group(words[dots])) ++dots;
    if (dots > i + 1 && dots < words.size() && words[dots] == "...") {
      layout_part part{std::string(words[i]), {}};
      for (std::size_t k = i + 1; k < dots; ++k) {
        part.group.emplace_back(words[k].substr(0, words[k].size() - 1));
      }
      i = dots + 1 + part.group.size();  // past "xn yn"
      shape.push_back(std::move(part));
    } else {
      shape.push_back({std::string(words[i]), {}});
      ++i;
    }
  }
  return shape;
}

const std::vector<layout_shape> shapes = [] {
  std::vector<layout_shape> s;
  for (const predicate_info& p : table) s.push_back(parse_layout(p.layout));
  return s;
}();

// A valid vertex count (as check_arity wants it).
bool is_count(double n) { return n >= 0 && n == std::floor(n) && n <= 1e8; }

// Follows a query's arguments through its layout as they are parsed: how many it takes in all,
// once the vertex counts are known.
class arity_tracker {
 public:
  explicit arity_tracker(const layout_shape& shape) : shape_(shape) {}

  // Call after each new argument. False when a vertex count is not a valid count.
  bool advance(const std::vector<double>& args) {
    while (part_ < shape_.size()) {
      const layout_part& part = shape_[part_];
      if (part.group.empty()) {
        ++end_;
      } else {
        if (args.size() <= end_) return true;  // the count is still to come
        if (!is_count(args[end_])) return false;
        counts_.push_back(static_cast<std::size_t>(args[end_]));
        end_ += 1 + counts_.back() * part.group.size();
      }
      ++part_;
    }
    return true;
  }
  // Whether the total is known, and what it is.
  bool known() const { return part_ == shape_.size(); }
  std::size_t total() const { return end_; }
  const std::vector<std::size_t>& counts() const { return counts_; }

 private:
  const layout_shape& shape_;
  std::size_t part_ = 0, end_ = 0;
  std::vector<std::size_t> counts_;
};

const layout_shape& shape_of(const predicate_info& p, layout_shape& scratch) {
  if (!table.empty() && &p >= table.data() && &p < table.data() + table.size()) {
    return shapes[static_cast<std::size_t>(&p - table.data())];
  }
  scratch = parse_layout(p.layout);
  return scratch;
}

// "cy" for argument `index` of a layout (args: the arguments before it).
std::string name_in(const layout_shape& shape, std::size_t index, const double* args) {
  std::size_t at = 0;
  for (const layout_part& part : shape) {
    if (index == at) return part.name;
    if (part.group.empty()) {
      ++at;
      continue;
    }
    if (!is_count(args[at])) return {};
    const std::size_t n = static_cast<std::size_t>(args[at]);
    const std::size_t g = part.group.size();
    if (index <= at + n * g) {
      const std::size_t k = index - at - 1;
      return part.group[k % g] + std::to_string(k / g + 1);
    }
    at += 1 + n * g;
  }
  return {};
}

// The tokens left in `rest` (separated by is_space), without looking at them further.
std::size_t count_tokens(std::string_view rest) {
  std::size_t n = 0;
  bool in_token = false;
  for (const char c : rest) {
    const bool space = is_space(c);
    n += !space && !in_token;
    in_token = !space;
  }
  return n;
}

// Drops the argument storage of this thread after a huge query (a long vertex list), so a
// thread keeps at most 8 MiB of it between queries.
struct release_if_huge {
  std::vector<double>& args;
  ~release_if_huge() {
    if (args.capacity() > (std::size_t{1} << 20)) std::vector<double>().swap(args);
  }
};

}  // namespace

std::string printable(std::string_view text, std::size_t max_bytes) {
  std::size_t end = text.size();
  const bool cut = end > max_bytes;
  if (cut) {
    end = max_bytes;
    // Not inside a UTF-8 sequence: text[end] is the first byte left out.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  }
  std::string out;
  out.reserve(end + 3);
  for (std::size_t i = 0; i < end; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c < 0x20 && c != '\t') || c == 0x7f) {
      static const char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  if (cut) out += "...";
  return out;
}

std::string quoted_token(std::string_view token) {
  return "'" + printable(token, echoed_token_bytes) + "'";
}

std::string argument_name(const predicate_info& p, std::size_t index, const double* args) {
  layout_shape scratch;
  return name_in(shape_of(p, scratch), index, args);
}

const std::vector<predicate_info>& predicates() { return table; }

const predicate_info* find_predicate(std::string_view name) {
  for (const predicate_info& p : table) {
    if (name == p.name) return &p;
  }
  return nullptr;
}

bool check_arity(const predicate_info& p, const std::vector<double>& args, std::string& why) {
  if (p.check != nullptr) return p.check(args, why);
  const std::size_t got = args.size();
  if (p.stride == 0) {
    if (got == static_cast<std::size_t>(p.prefix)) return true;
    why = std::string(p.name) + " takes " + std::to_string(p.prefix) + " numbers (" + p.layout +
          "), got " + std::to_string(got);
    return false;
  }
  const std::size_t prefix = static_cast<std::size_t>(p.prefix);
  if (got < prefix + 1) {
    why = std::string(p.name) + " takes " + p.layout + ", got only " + std::to_string(got) +
          " numbers";
    return false;
  }
  const double n = args[prefix];
  if (!(n >= 0) || n != std::floor(n) || n > 1e8) {
    why = std::string(p.name) + ": the vertex count must be a non-negative integer";
    return false;
  }
  const std::size_t expected = prefix + 1 + static_cast<std::size_t>(n) * p.stride;
  if (got != expected) {
    why = std::string(p.name) + ": vertex count " + std::to_string(static_cast<std::size_t>(n)) +
          " needs " + std::to_string(expected) + " numbers in all, got " + std::to_string(got);
    return false;
  }
  return true;
}

bool parse_number(std::string_view token, double& value, std::string& why) {
  const char* first = token.data();
  const char* last = first + token.size();
  const bool parsed = parse_prefix(first, last, value) == last;
  if (!parsed) {
    // Every other strtod form (a leading '+', values that underflow, "infinity", ...). The
    // token is copied to have a terminating NUL: on the stack when it is short.
    char small[128];
    std::string large;
    const char* text = small;
    if (token.size() < sizeof small) {
      std::memcpy(small, token.data(), token.size());
      small[token.size()] = '\0';
    } else {
      large.assign(token);
      text = large.c_str();
    }
    char* end = nullptr;
    value = std::strtod(text, &end);
    if (token.empty() || end != text + token.size()) {
      why = quoted_token(token) + " is not a number";
      return false;
    }
  }
  if (!std::isfinite(value)) {
    why = quoted_token(token) + " is not finite";
    return false;
  }
  return true;
}

bool parse_convention(std::string_view name, convention& c) {
  if (name == "exactpred" || name == "cgal") {
    c = convention::exactpred;
  } else if (name == "shewchuk") {
    c = convention::shewchuk;
  } else if (name == "robust-predicates") {
    c = convention::robust_predicates;
  } else if (name == "geogram") {
    c = convention::geogram;
  } else {
    return false;
  }
  return true;
}

namespace {

/// The answer `text` of core predicate `name` in convention c (unchanged for other names). A
/// value query (`orient3d_value`, ...) takes its predicate's factor: its number negated, but an
/// exact zero stays +0 (the exact sign tells it from a value that rounded to zero).
line_result in_convention(convention c, std::string_view name, const double* x, std::string text) {
  if (c == convention::exactpred) return {line_result::answered, std::move(text)};
  constexpr std::string_view value_suffix = "_value";
  if (name.size() > value_suffix.size() &&
      name.substr(name.size() - value_suffix.size()) == value_suffix) {
    const std::string_view predicate = name.substr(0, name.size() - value_suffix.size());
    const line_result s = in_convention(c, predicate, x, "1");
    if (s.status != line_result::answered) return s;
    if (s.text == "1") return {line_result::answered, std::move(text)};
    sign exact = sign::zero;
    if (predicate == "orient2d") {
      exact = orient2d(point2{x[0], x[1]}, point2{x[2], x[3]}, point2{x[4], x[5]});
    } else if (predicate == "orient3d") {
      exact = orient3d(point3{x[0], x[1], x[2]}, point3{x[3], x[4], x[5]}, point3{x[6], x[7], x[8]},
                       point3{x[9], x[10], x[11]});
    } else if (predicate == "incircle") {
      exact =
          incircle(point2{x[0], x[1]}, point2{x[2], x[3]}, point2{x[4], x[5]}, point2{x[6], x[7]});
    } else if (predicate == "insphere") {
      exact = insphere(point3{x[0], x[1], x[2]}, point3{x[3], x[4], x[5]}, point3{x[6], x[7], x[8]},
                       point3{x[9], x[10], x[11]}, point3{x[12], x[13], x[14]});
    }
    if (exact == sign::zero) return {line_result::answered, "0"};
    return {line_result::answered, text[0] == '-' ? text.substr(1) : "-" + text};
  }
  int factor = 1;
  if (name == "orient2d") {
    factor = c == convention::robust_predicates ? -1 : 1;
  } else if (name == "orient3d") {
    factor = c == convention::geogram ? 1 : -1;
  } else if (name == "incircle") {
    if (c == convention::geogram && text != "0") {
      const sign o = orient2d(point2{x[0], x[1]}, point2{x[2], x[3]}, point2{x[4], x[5]});
      if (o == sign::zero) {
        return {line_result::error,
                "incircle: geogram's in_circle_2d_SOS has no counterpart for collinear a, b, c"};
      }
      factor = to_int(o);
    }
  } else if (name == "insphere") {
    factor = c == convention::shewchuk ? -1 : 1;
  } else {
    return {line_result::answered, std::move(text)};
  }
  if (factor == -1 && text != "0") text = text == "1" ? "-1" : "1";
  return {line_result::answered, std::move(text)};
}

}  // namespace

line_result evaluate_line(std::string_view line, reference_table reference, convention c) {
  std::size_t i = 0;
  while (i < line.size() && is_space(line[i])) ++i;
  if (i == line.size() || line[i] == '#') return {line_result::skipped, {}};
  std::size_t j = i;
  while (j < line.size() && !is_space(line[j])) ++j;
  const std::string_view name = line.substr(i, j - i);
  if (is_implicit_query(name)) return evaluate_implicit_line(name, line.substr(j), reference);
  const predicate_info* p = find_predicate(name);
  if (p == nullptr) return {line_result::error, "unknown predicate " + quoted_token(name)};
  // Reused across calls: no heap allocation per line once it has grown to the longest query.
  thread_local std::vector<double> args;
  args.clear();
  const release_if_huge release{args};
  layout_shape scratch;
  arity_tracker arity(shape_of(*p, scratch));
  std::string why;
  while (true) {
    while (j < line.size() && is_space(line[j])) ++j;
    if (j == line.size()) break;
    if (arity.known() && args.size() == arity.total()) {
      // More arguments than the predicate takes: count them, do not parse them.
      const std::size_t got = args.size() + count_tokens(line.substr(j));
      std::string text;
      if (arity.counts().empty()) {
        text = std::string(p->name) + " takes " + std::to_string(arity.total()) + " numbers (" +
               p->layout + "), got " + std::to_string(got);
      } else {
        text = std::string(p->name) + ": vertex count" + (arity.counts().size() > 1 ? "s " : " ");
        for (std::size_t k = 0; k < arity.counts().size(); ++k) {
          if (k > 0) text += k + 1 == arity.counts().size() ? " and " : ", ";
          text += std::to_string(arity.counts()[k]);
        }
        text += std::string(arity.counts().size() > 1 ? " need " : " needs ") +
                std::to_string(arity.total()) + " numbers in all, got " + std::to_string(got);
      }
      return {line_result::error, text};
    }
    double v;
    // Fast path: parse in place and accept when the number ends the token.
    // The number is not longer than the text before the next ' ' (found with memchr).
    const char* begin = line.data() + j;
    const char* end = line.data() + line.size();
    const void* blank = std::memchr(begin, ' ', static_cast<std::size_t>(end - begin));
    if (blank != nullptr) end = static_cast<const char*>(blank);
    const char* stop = parse_prefix(begin, end, v);
    if (stop != nullptr && (stop == end || is_space(*stop)) && std::isfinite(v)) {
      j = static_cast<std::size_t>(stop - line.data());
    } else {
      std::size_t k = j;
      while (k < line.size() && !is_space(line[k])) ++k;
      if (!parse_number(line.substr(j, k - j), v, why)) {
        const std::string arg = argument_name(*p, args.size(), args.data());
        return {line_result::error, std::string(p->name) + ": argument " +
                                        std::to_string(args.size() + 1) +
                                        (arg.empty() ? "" : " (" + arg + ")") + " " + why};
      }
      j = k;
    }
    args.push_back(v);
    if (!arity.advance(args)) {  // a bad vertex count: check_arity says so
      if (!check_arity(*p, args, why)) return {line_result::error, why};
      return {line_result::error, std::string(p->name) + ": a vertex count is not valid"};
    }
  }
  if (!check_arity(*p, args, why)) return {line_result::error, why};
  evaluator f = p->ours;
  if (reference != nullptr) {
    f = reference(name);
    if (f == nullptr) {
      return {line_result::error, "the reference has no " + std::string(name)};
    }
  }
  try {
    return in_convention(c, name, args.data(), f(args.data(), args.size()));
  } catch (const std::exception& e) {
    return {line_result::error, e.what()};
  }
}

}  // namespace exactpred::query
