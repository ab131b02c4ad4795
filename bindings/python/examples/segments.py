# SPDX-License-Identifier: MIT
import numpy as np

import exactpred
from exactpred import Intersection

rng = np.random.default_rng(1)
p1, p2, q1, q2 = (rng.integers(0, 8, size=(1000, 2)).astype(np.float64) for _ in range(4))
codes = exactpred.segment_intersect_2d(p1, p2, q1, q2)  # (1000,) int8 codes of Intersection
for i in range(len(codes)):
    assert Intersection.from_code(codes[i]) == exactpred.segment_intersect_2d(
        tuple(p1[i]), tuple(p2[i]), tuple(q1[i]), tuple(q2[i]))
crossing = np.count_nonzero(codes == Intersection.crossing.code)
print(f"{crossing} of {len(codes)} pairs cross")
