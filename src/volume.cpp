// src/volume.cpp — the compiled part of the volume predicates.
#include "exactpred/volume.hpp"
