# SPDX-License-Identifier: MIT
import numpy as np

import exactpred
from exactpred import PolygonLocation

square = [(0, 0), (4, 0), (4, 4), (0, 4)]
wn = exactpred.winding_number((4, 2), square)
if wn.on_boundary:  # on an edge: no winding number; wn.number is 0
    print("on the boundary")
elif wn.number != 0:
    print("inside")

points = np.array([[1.0, 1.0], [4.0, 2.0], [5.0, 5.0]])
codes = exactpred.point_in_polygon(points, square)  # int8 codes of PolygonLocation
assert codes.tolist() == [PolygonLocation.inside.code, PolygonLocation.on_boundary.code,
                          PolygonLocation.outside.code]
inside = points[codes == PolygonLocation.inside.code]
print([PolygonLocation.from_code(c) for c in codes])

many = exactpred.winding_number(points, square)  # arrays on_boundary and number
assert many.on_boundary.tolist() == [False, True, False]
strictly_inside = ~many.on_boundary & (many.number != 0)
assert strictly_inside.tolist() == [True, False, False]
