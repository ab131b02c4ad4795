// SPDX-License-Identifier: MIT
// bench/peers.hpp — the libraries a user would pick instead of exactpred, for the comparison
// benchmark: Shewchuk's predicates.c and geogram's standalone PCK (Predicates_psm). Neither is
// part of this repository: configure with -DEXACTPRED_BENCH_PEERS=<dir>, where <dir> holds
//   predicates.c                        Shewchuk, "Adaptive Precision Floating-Point Arithmetic
//                                       and Fast Robust Geometric Predicates" (public domain;
//                                       https://www.cs.cmu.edu/~quake/robust.html, or
//                                       github.com/libigl/libigl-predicates)
//   Predicates_psm.h, Predicates_psm.cpp  geogram's predicates as a standalone module
//                                       (BSD-3-Clause; github.com/BrunoLevy/geogram.psm.Predicates)
// Every function answers in exactpred's (CGAL's) convention, as int -1/0/1 over a query's
// flattened coordinates. Shewchuk's orient3d and insphere have the opposite sign of ours and
// are negated. geogram's standalone module has in-circle and in-sphere only with symbolic
// perturbation (in_circle_2d_SOS, in_sphere_3d_SOS): they never answer 0, so on exactly
// degenerate input they answer a different question (counted apart); its in-circle test does
// not depend on the triangle's orientation, so the adapter multiplies it by orient_2d.
#ifndef EXACTPRED_BENCH_PEERS_HPP
#define EXACTPRED_BENCH_PEERS_HPP

namespace exactpred::bench::peers {

/// True when the benchmark was built with the peers' sources.
bool available();

/// Calls each library's one-time initialisation (exactinit, PCK::initialize).
void initialize();

int shewchuk_orient2d(const double* x);
int shewchuk_orient3d(const double* x);
int shewchuk_incircle(const double* x);
int shewchuk_insphere(const double* x);

/// predicates.c's approximate determinants, in exactpred's sign convention (its orient3d and
/// insphere negated).
double shewchuk_orient2d_value(const double* x);
double shewchuk_orient3d_value(const double* x);
double shewchuk_incircle_value(const double* x);
double shewchuk_insphere_value(const double* x);

int geogram_orient2d(const double* x);
int geogram_orient3d(const double* x);
int geogram_incircle(const double* x);  // symbolic perturbation: never 0
int geogram_insphere(const double* x);  // symbolic perturbation: never 0

}  // namespace exactpred::bench::peers

#endif  // EXACTPRED_BENCH_PEERS_HPP
