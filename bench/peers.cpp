// SPDX-License-Identifier: MIT
// bench/peers.cpp — adapters from bench/peers.hpp to the peers' own functions. Compiled with
// EXACTPRED_BENCH_HAVE_PEERS only when -DEXACTPRED_BENCH_PEERS=<dir> provides their sources;
// otherwise every adapter reports the peers as unavailable.
#include "peers.hpp"

#include <stdexcept>

#if defined(EXACTPRED_BENCH_HAVE_PEERS)
#include "Predicates_psm.h"

extern "C" {
void exactinit();
double orient2d(double* pa, double* pb, double* pc);
double orient3d(double* pa, double* pb, double* pc, double* pd);
double incircle(double* pa, double* pb, double* pc, double* pd);
double insphere(double* pa, double* pb, double* pc, double* pd, double* pe);
}
#endif

namespace exactpred::bench::peers {

#if defined(EXACTPRED_BENCH_HAVE_PEERS)

namespace {
inline int sign_of(double v) { return (v > 0) - (v < 0); }
// Shewchuk's functions take non-const pointers but do not write through them.
inline double* p(const double* x) { return const_cast<double*>(x); }
}  // namespace

bool available() { return true; }

void initialize() {
  exactinit();
  GEO::PCK::initialize();
}

int shewchuk_orient2d(const double* x) { return sign_of(::orient2d(p(x), p(x + 2), p(x + 4))); }
int shewchuk_orient3d(const double* x) {
  return -sign_of(::orient3d(p(x), p(x + 3), p(x + 6), p(x + 9)));
}
int shewchuk_incircle(const double* x) {
  return sign_of(::incircle(p(x), p(x + 2), p(x + 4), p(x + 6)));
}
int shewchuk_insphere(const double* x) {
  return -sign_of(::insphere(p(x), p(x + 3), p(x + 6), p(x + 9), p(x + 12)));
}

double shewchuk_orient2d_value(const double* x) { return ::orient2d(p(x), p(x + 2), p(x + 4)); }
double shewchuk_orient3d_value(const double* x) {
  return -::orient3d(p(x), p(x + 3), p(x + 6), p(x + 9));
}
double shewchuk_incircle_value(const double* x) {
  return ::incircle(p(x), p(x + 2), p(x + 4), p(x + 6));
}
double shewchuk_insphere_value(const double* x) {
  return -::insphere(p(x), p(x + 3), p(x + 6), p(x + 9), p(x + 12));
}

int geogram_orient2d(const double* x) { return GEO::PCK::orient_2d(x, x + 2, x + 4); }
int geogram_orient3d(const double* x) { return GEO::PCK::orient_3d(x, x + 3, x + 6, x + 9); }
// in_circle_2d_SOS answers whether the fourth point is inside the circle whatever the
// triangle's orientation; ours is oriented, so the adapter multiplies by orient_2d.
int geogram_incircle(const double* x) {
  return GEO::PCK::in_circle_2d_SOS(x, x + 2, x + 4, x + 6) * GEO::PCK::orient_2d(x, x + 2, x + 4);
}
int geogram_insphere(const double* x) {
  return GEO::PCK::in_sphere_3d_SOS(x, x + 3, x + 6, x + 9, x + 12);
}

#else

namespace {
[[noreturn]] int missing() {
  throw std::logic_error("built without -DEXACTPRED_BENCH_PEERS: no peer implementations");
}
}  // namespace

bool available() { return false; }
void initialize() {}
int shewchuk_orient2d(const double*) { missing(); }
int shewchuk_orient3d(const double*) { missing(); }
int shewchuk_incircle(const double*) { missing(); }
int shewchuk_insphere(const double*) { missing(); }
double shewchuk_orient2d_value(const double*) { missing(); }
double shewchuk_orient3d_value(const double*) { missing(); }
double shewchuk_incircle_value(const double*) { missing(); }
double shewchuk_insphere_value(const double*) { missing(); }
int geogram_orient2d(const double*) { missing(); }
int geogram_orient3d(const double*) { missing(); }
int geogram_incircle(const double*) { missing(); }
int geogram_insphere(const double*) { missing(); }

#endif

}  // namespace exactpred::bench::peers
