# SPDX-License-Identifier: MIT
import exactpred
from exactpred import Intersection

answer = exactpred.segment_intersect_2d((0, 0), (2, 2), (0, 2), (2, 0))
assert answer is Intersection.crossing
assert answer == "crossing"  # a str, equal to the word
print(f"the segments are {answer}")  # the segments are crossing
try:
    answer == "crosing"  # not an Intersection word
except ValueError as e:
    print(e)  # 'crosing' is not an answer word of Intersection ('disjoint', ...)

if exactpred.orient2d((0, 0), (1, 0), (0, 1)) > 0:  # signs are ints: -1, 0, 1
    print("counterclockwise")
