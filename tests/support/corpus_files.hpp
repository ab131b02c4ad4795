// SPDX-License-Identifier: MIT
// tests/support/corpus_files.hpp — the predicates of the reference corpus: the stems of the
// *.txt files in a directory (tests/vectors/), sorted.
#ifndef EXACTPRED_TESTS_SUPPORT_CORPUS_FILES_HPP
#define EXACTPRED_TESTS_SUPPORT_CORPUS_FILES_HPP

#include <dirent.h>

#include <algorithm>
#include <string>
#include <vector>

namespace exactpred {
namespace testing {

inline std::vector<std::string> corpus_stems(const char* dir) {
  std::vector<std::string> stems;
  if (DIR* d = opendir(dir)) {
    while (const dirent* e = readdir(d)) {
      const std::string n = e->d_name;
      if (n.size() > 4 && n.compare(n.size() - 4, 4, ".txt") == 0) {
        stems.push_back(n.substr(0, n.size() - 4));
      }
    }
    closedir(d);
  }
  std::sort(stems.begin(), stems.end());
  return stems;
}

}  // namespace testing
}  // namespace exactpred

#endif  // EXACTPRED_TESTS_SUPPORT_CORPUS_FILES_HPP
