# SPDX-License-Identifier: MIT
# bindings/python/bench_point_in_polygon.py — the vectorised point_in_polygon over 10^6 random points
# (a star-shaped 20-gon) against a Python loop over the scalar call; checks that they agree.
import time
import numpy as np
import exactpred
rng = np.random.default_rng(0)
polygon = [(np.cos(t) * (2 + np.sin(5 * t)), np.sin(t) * (2 + np.sin(5 * t)))
           for t in np.linspace(0, 2 * np.pi, 20, endpoint=False)]
points = rng.uniform(-3, 3, size=(10**6, 2))
t0 = time.perf_counter(); codes = exactpred.point_in_polygon(points, polygon); t1 = time.perf_counter()
rows = [tuple(p) for p in points.tolist()]
t2 = time.perf_counter(); scalar = [exactpred.point_in_polygon(p, polygon) for p in rows]; t3 = time.perf_counter()
assert codes.tolist() == [a.code for a in scalar]
print(f"vectorised point_in_polygon, 10^6 points, 20-gon: {t1 - t0:.3f} s")
print(f"Python loop over the scalar call:                 {t3 - t2:.3f} s ({(t3 - t2) / (t1 - t0):.0f}x)")
