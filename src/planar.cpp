// src/planar.cpp — the compiled part of the planar predicates.
#include "exactpred/planar.hpp"
