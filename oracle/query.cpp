// SPDX-License-Identifier: MIT
// oracle/query.cpp — the predicate table and line evaluation of the oracle command.
#include "query.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "exactpred/exactpred.hpp"

namespace exactpred::query {
namespace {

std::string sign_text(sign s) {
  switch (s) {
    case sign::negative:
      return "-1";
    case sign::zero:
      return "0";
    default:
      return "1";
  }
}

point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }
point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }

std::string eval_orient2d(const double* x, std::size_t) {
  return sign_text(orient2d(p2(x, 0), p2(x, 1), p2(x, 2)));
}
std::string eval_orient3d(const double* x, std::size_t) {
  return sign_text(orient3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_incircle(const double* x, std::size_t) {
  return sign_text(incircle(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3)));
}
std::string eval_insphere(const double* x, std::size_t) {
  return sign_text(insphere(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)));
}

std::vector<predicate_info> make_table() {
  std::vector<predicate_info> t = {
      {"orient2d", "ax ay bx by cx cy", 6, 0, eval_orient2d},
      {"orient3d", "ax ay az bx by bz cx cy cz dx dy dz", 12, 0, eval_orient3d},
      {"incircle", "ax ay bx by cx cy dx dy", 8, 0, eval_incircle},
      {"insphere", "ax ay az bx by bz cx cy cz dx dy dz ex ey ez", 15, 0, eval_insphere},
  };
  append_planar_predicates(t);
  append_spatial_predicates(t);
  append_volume_predicates(t);
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

}  // namespace

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
      why = "'" + std::string(token) + "' is not a number";
      return false;
    }
  }
  if (!std::isfinite(value)) {
    why = "'" + std::string(token) + "' is not finite";
    return false;
  }
  return true;
}

line_result evaluate_line(std::string_view line, reference_table reference) {
  std::size_t i = 0;
  while (i < line.size() && is_space(line[i])) ++i;
  if (i == line.size() || line[i] == '#') return {line_result::skipped, {}};
  std::size_t j = i;
  while (j < line.size() && !is_space(line[j])) ++j;
  const std::string_view name = line.substr(i, j - i);
  const predicate_info* p = find_predicate(name);
  if (p == nullptr) return {line_result::error, "unknown predicate '" + std::string(name) + "'"};
  // Reused across calls: no heap allocation per line once it has grown to the longest query.
  thread_local std::vector<double> args;
  args.clear();
  std::string why;
  while (true) {
    while (j < line.size() && is_space(line[j])) ++j;
    if (j == line.size()) break;
    double v;
    // Fast path: parse in place and accept when the number ends the token.
    // The number is not longer than the text before the next ' ' (found with memchr).
    const char* begin = line.data() + j;
    const char* end = line.data() + line.size();
    const void* blank = std::memchr(begin, ' ', static_cast<std::size_t>(end - begin));
    if (blank != nullptr) end = static_cast<const char*>(blank);
    const char* stop = parse_prefix(begin, end, v);
    if (stop != nullptr && (stop == end || is_space(*stop)) && std::isfinite(v)) {
      args.push_back(v);
      j = static_cast<std::size_t>(stop - line.data());
      continue;
    }
    std::size_t k = j;
    while (k < line.size() && !is_space(line[k])) ++k;
    if (!parse_number(line.substr(j, k - j), v, why)) {
      return {line_result::error,
              std::string(p->name) + ": argument " + std::to_string(args.size() + 1) + " " + why};
    }
    args.push_back(v);
    j = k;
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
    return {line_result::answered, f(args.data(), args.size())};
  } catch (const std::exception& e) {
    return {line_result::error, e.what()};
  }
}

}  // namespace exactpred::query
