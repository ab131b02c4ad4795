// SPDX-License-Identifier: MIT
// src/isa_namespace.hpp — a separate namespace for arithmetic compiled for an instruction set
// beyond the baseline (src/stages_fma.cpp defines EXACTPRED_ISA_NAMESPACE before including
// the arithmetic headers). Every inline function and type of those headers then has names of
// its own in that object, so the linker can never pick a copy that uses the extra instructions
// for code that runs on CPUs without them.
#ifndef EXACTPRED_SRC_ISA_NAMESPACE_HPP
#define EXACTPRED_SRC_ISA_NAMESPACE_HPP

#if defined(EXACTPRED_ISA_NAMESPACE)
#define EXACTPRED_ISA_BEGIN inline namespace EXACTPRED_ISA_NAMESPACE {
#define EXACTPRED_ISA_END }
#else
#define EXACTPRED_ISA_BEGIN
#define EXACTPRED_ISA_END
#endif

#endif  // EXACTPRED_SRC_ISA_NAMESPACE_HPP
