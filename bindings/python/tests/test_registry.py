# SPDX-License-Identifier: MIT
# Every row of the registry (interfaces/predicates.json, written from interfaces/predicates.py)
# is a function of the module under its own name, answering the registry's answer kind
# (test_vectors.py checks every answer against the corpus); the other spellings of some rows
# (the overloads `rounded`, `circumcenter` and the three-point `coplanar_orientation`) answer as
# the rows do.
import json
from pathlib import Path

import exactpred

REGISTRY = json.loads(
    (Path(__file__).resolve().parents[3] / "interfaces" / "predicates.json").read_text())


def test_every_row_has_a_python_function_of_its_name():
    missing = [r["name"] for r in REGISTRY["rows"] if not callable(getattr(exactpred, r["name"],
                                                                           None))]
    assert missing == []


def test_every_row_states_its_answers_and_its_arguments():
    for row in REGISTRY["rows"]:
        doc = getattr(exactpred, row["name"]).__doc__
        names = [a["name"] for a in row["args"]]
        if row["sos"]:
            names += ["i" + a["name"] for a in row["args"]]
        signature = next(line for line in doc.splitlines()
                         if line.startswith(row["name"] + "(") and all(
                             n + ":" in line for n in names))
        assert signature, (row["name"], doc)
        if row["answer"] in REGISTRY["enums"]:
            for word in REGISTRY["enums"][row["answer"]]:
                assert f"'{word}'" in doc, (row["name"], word)


def test_the_other_spellings_answer_as_the_rows():
    a2, b2, c2, d2 = (0, 0), (2, 2), (0, 2), (2, 0)
    assert exactpred.rounded(exactpred.ssi(a2, b2, c2, d2)) == ((1, 1), True)
    assert exactpred.ssi_rounded(a2, b2, c2, d2) == ((1, 1), True)
    p, q = (0, 0, -1), (0, 0, 3)
    a, b, c = (0, 0, 1), (1, 0, 1), (0, 1, 1)
    assert exactpred.rounded(exactpred.lpi(p, q, a, b, c)) == exactpred.lpi_rounded(
        p, q, a, b, c) == ((0, 0, 1), True)
    planes = [(0, 0, 1), (1, 0, 1), (0, 1, 1), (0, 1, 0), (1, 1, 0), (0, 1, 1), (3, 0, 0),
              (3, 1, 0), (3, 0, 1)]
    assert exactpred.rounded(exactpred.tpi(*planes)) == exactpred.tpi_rounded(
        *planes) == ((3, 1, 1), True)
    thirds = [(0, 0), (1, 0), (0, 1)]  # the centre (1/2, 1/2); and one that rounds
    assert exactpred.circumcenter(*thirds) == exactpred.circumcenter_2d(*thirds) == (
        (0.5, 0.5), True)
    rounds = [(0, 0), (3, 0), (1, 7)]
    assert exactpred.circumcenter(*rounds) == exactpred.circumcenter_2d(*rounds)
    assert exactpred.circumcenter_2d(*rounds)[1] is False
    t3 = [(0, 0, 0), (4, 0, 0), (0, 4, 0)]
    assert exactpred.circumcenter(*t3) == exactpred.circumcenter_triangle_3d(*t3) == (
        (2, 2, 0), True)
    s3 = [(0, 0, 0), (2, 0, 0), (0, 2, 0), (0, 0, 2)]
    assert exactpred.circumcenter(*s3) == exactpred.circumcenter_3d(*s3) == ((1, 1, 1), True)
    for pts in ([(0, 0, 0), (1, 0, 0), (0, 1, 0)], [(0, 0, 0), (1, 0, 0), (0, 0, 1)],
                [(0, 0, 0), (1, 0, 0), (2, 0, 0)]):
        assert exactpred.coplanar_orientation(*pts) == exactpred.coplanar_orientation_3(*pts)


def test_every_classification_has_the_registry_words():
    for name, cls in REGISTRY["answer_classes"].items():
        assert [m.value for m in getattr(exactpred, cls)] == REGISTRY["enums"][name], name


def test_every_batch_row_has_a_batch_form_answering_as_the_scalar_calls():
    import numpy as np
    rng = np.random.default_rng(29)
    numbers = {"point2": 2, "point3": 3, "weighted2": 3, "weighted3": 4}
    rows = [r for r in REGISTRY["rows"] if r["batch"]]
    assert len(rows) >= 12
    for row in rows:
        fn = getattr(exactpred, row["name"])
        k = len(row["args"])
        width = numbers[row["args"][0]["kind"]]
        points = rng.integers(-4, 5, size=(12, width)).astype(np.float64)
        queries = np.array([rng.permutation(12)[:k] for _ in range(200)], dtype=np.int64)
        got = fn(points, queries)
        want = [fn(*[tuple(points[i]) for i in q], *([int(i) for i in q] if row["sos"] else []))
                for q in queries]
        assert got.dtype == np.int8 and list(got) == want, row["name"]
