// src/spatial.cpp — the compiled part of the spatial predicates.
#include "exactpred/spatial.hpp"
