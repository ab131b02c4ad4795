# SPDX-License-Identifier: MIT
# The Python interface around the predicates: the answer enums (equal to the words, a
# misspelt word raising), the winding number's result type, docstrings that state every answer,
# short errors for points of the wrong dimension, the stubs (exactly the module's names; mypy
# --strict on the examples is run by scripts/bindings-check), and the examples of docs/python.md.
import ast
import json
import pickle
import re
import runpy
from pathlib import Path

import pytest

import exactpred
from exactpred import Answer, Intersection, PolygonLocation, WindingNumber

from test_exact_input import CALLS

HERE = Path(__file__).resolve().parent
STUB = Path(exactpred.__file__).with_name("__init__.pyi")
EXAMPLES = HERE.parent / "examples"
DOCS = HERE.parents[2] / "docs" / "python.md"


def public_names():
    return {n for n in dir(exactpred) if not n.startswith("_")}


def stub_tree():
    return ast.parse(STUB.read_text())


def stub_functions():
    """name -> the return annotations (as text) of its forms in the stub."""
    out = {}
    for node in stub_tree().body:
        if isinstance(node, ast.FunctionDef):
            out.setdefault(node.name, []).append(ast.unparse(node.returns))
    return out


def answer_classes():
    return {n: getattr(exactpred, n) for n in public_names()
            if isinstance(getattr(exactpred, n), type) and issubclass(getattr(exactpred, n), Answer)
            and getattr(exactpred, n) is not Answer}


# ---- the stubs --------------------------------------------------------------------------------

def test_stub_and_py_typed_are_installed():
    assert STUB.is_file()
    assert STUB.with_name("py.typed").is_file()


def test_stub_names_exactly_the_public_names():
    declared = set()
    for node in stub_tree().body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            declared.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            declared.add(node.target.id)
        elif isinstance(node, ast.Assign):
            declared.update(t.id for t in node.targets)
        elif isinstance(node, ast.ImportFrom) and node.module == "_answers":
            declared.update(a.asname for a in node.names if a.asname == a.name)
    declared = {n for n in declared if not n.startswith("_")} | {"__version__"}
    exported = public_names() | {"__version__"}
    assert declared == exported, (f"in the stub only: {sorted(declared - exported)}; "
                                  f"in the module only: {sorted(exported - declared)}")


# ---- answers ------------------------------------------------------------------------------------

WORD_CALLS = {  # one call per classifying function, with its answer word
    "segment_intersect_2d": (((0, 0), (2, 2), (0, 2), (2, 0)), "crossing"),
    "point_in_triangle_2d": (((0, 0), (0, 0), (1, 0), (0, 1)), "on_vertex"),
    "point_in_polygon": (((0.25, 0.25), [(0, 0), (1, 0), (0, 1)]), "inside"),
    "convex_polygons_intersect": (([(0, 0), (1, 0), (0, 1)], [(1, 0), (2, 0), (1, 1)]),
                                  "touching"),
    "segment_intersect_3d": (((0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0)), "disjoint"),
    "point_in_triangle_3d": (((0.5, 0, 0), (0, 0, 0), (1, 0, 0), (0, 1, 0)), "on_edge"),
    "ray_plane": (((0, 0, 1), (0, 0, -1), (0, 0, 0), (0, 0, 1)), "hits"),
    "segment_plane": (((0, 0, 0), (1, 0, 0), (0, 0, 0), (0, 0, 1)), "in_plane"),
    "segment_triangle_3d": (((0.2, 0.2, -1), (0.2, 0.2, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)),
                            "crossing"),
    "ray_triangle_3d": (((0.2, 0.2, -1), (0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)),
                        "crossing"),
    "closest_feature_3d": (((0.2, 0.2, 5), (0, 0, 0), (1, 0, 0), (0, 1, 0)), "face"),
    "closest_feature_segment_segment_3d": (((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0)),
                                           "parallel"),
    "closest_feature_segment_triangle": (((5, 5, 1), (6, 6, 1), (0, 0, 0), (1, 0, 0),
                                          (0, 1, 0)), "edge_bc"),
    "point_sphere": (((0, 0, 0), 1, (1, 0, 0)), "on_boundary"),
    "sphere_sphere": (((0, 0, 0), 1, (2, 0, 0), 1), "touching"),
    "segment_sphere": (((0, 0, 0), 1, (-2, 0, 0), (2, 0, 0)), "intersecting"),
    "triangle_sphere": (((0, 0, 5), 1, (0, 0, 0), (1, 0, 0), (0, 1, 0)), "disjoint"),
    "segment_box_3d": (((0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3)), "disjoint"),
    "ray_box_3d": (((0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3)), "intersecting"),
    "box_box_3d": (((0, 0, 0), (1, 1, 1), (1, 0, 0), (2, 1, 1)), "touching"),
    "box_sphere": (((0, 0, 0), 1, (1, 0, 0), (2, 1, 1)), "touching"),
    "capsule_box": (((0, 0, 0), (0, 0, 1), 1, (5, 5, 5), (6, 6, 6)), "disjoint"),
}


def test_every_classifying_function_is_covered():
    returns = stub_functions()
    classifying = {name for name, forms in returns.items()
                   if forms[0] in answer_classes() and name != "batch_isa_in_use"}
    assert classifying == set(WORD_CALLS)


@pytest.mark.parametrize("name", sorted(WORD_CALLS))
def test_answers_are_enum_members_equal_to_the_words(name):
    args, word = WORD_CALLS[name]
    answer = getattr(exactpred, name)(*args)
    cls = getattr(exactpred, stub_functions()[name][0])
    assert type(answer) is cls
    assert isinstance(answer, str) and isinstance(answer, Answer)
    assert answer == word and word == answer and not answer != word
    assert answer is cls(word) and answer is getattr(cls, word)
    assert str(answer) == word and f"{answer}" == word and f"{answer:>12}" == f"{word:>12}"
    assert hash(answer) == hash(word) and {word: 1}[answer] == 1
    assert json.dumps(answer) == json.dumps(word)
    assert pickle.loads(pickle.dumps(answer)) is answer
    assert answer in [word] and answer in {word}
    other = next(m for m in cls if m is not answer)
    assert answer != other.value and not answer == other.value
    assert answer != 0 and answer != None  # noqa: E711 -- not a str: False, as for str


def test_a_misspelt_word_raises():
    answer = exactpred.segment_intersect_2d((0, 0), (2, 2), (0, 2), (2, 0))
    with pytest.raises(ValueError, match=r"'crosing' is not an answer word of Intersection "
                                         r"\('disjoint', 'crossing', 'touching', 'overlapping'\)"):
        answer == "crosing"
    with pytest.raises(ValueError, match="crosing"):
        answer != "crosing"
    with pytest.raises(ValueError, match="crosing"):
        "crosing" == answer
    # A word of another classification is a mistake too.
    location = exactpred.point_in_polygon((0.25, 0.25), [(0, 0), (1, 0), (0, 1)])
    with pytest.raises(ValueError, match="'crossing' is not an answer word of PolygonLocation"):
        location == "crossing"


def test_codes_are_the_library_enumerators():
    # The compiled module checks this when imported; the documented codes:
    assert [m.code for m in Intersection] == [0, 1, 2, 3]
    assert [m.value for m in PolygonLocation] == ["outside", "inside", "on_boundary"]
    for cls in answer_classes().values():
        for m in cls:
            assert cls.from_code(m.code) is m
        with pytest.raises(ValueError):
            cls.from_code(len(cls))


def test_words_are_accepted_as_arguments():
    poly = [(0, 0), (2, 0), (2, 2), (1, 0.5), (0, 2)]
    for rule in exactpred.FillRule:
        assert exactpred.point_in_polygon((1, 1), poly, rule) == \
            exactpred.point_in_polygon((1, 1), poly, rule.value)
    isa = exactpred.batch_isa_in_use()
    assert isinstance(isa, exactpred.BatchIsa)
    assert exactpred.batch_isa_supported(isa) and exactpred.set_batch_isa(isa)


# ---- winding_number -------------------------------------------------------------------------------

SQUARE = [(0, 0), (4, 0), (4, 4), (0, 4)]


def test_winding_number_is_a_result_not_a_number():
    inside = exactpred.winding_number((1, 1), SQUARE)
    boundary = exactpred.winding_number((4, 2), SQUARE)
    outside = exactpred.winding_number((5, 5), SQUARE)
    assert type(inside) is WindingNumber
    assert (inside.on_boundary, inside.number) == (False, 1)
    assert (boundary.on_boundary, boundary.number) == (True, 0)
    assert (outside.on_boundary, outside.number) == (False, 0)
    assert exactpred.winding_number((1, 1), SQUARE[::-1]).number == -1
    assert boundary == WindingNumber(True, 0) and inside != boundary
    assert str(boundary) == "on_boundary" and str(inside) == "1"
    assert repr(boundary) == "WindingNumber(on_boundary=True, number=0)"
    assert pickle.loads(pickle.dumps(inside)) == inside
    for wn in (inside, boundary, outside):
        with pytest.raises(TypeError, match="test .on_boundary, then compare .number"):
            wn != 0
        with pytest.raises(TypeError):
            wn == 1
        with pytest.raises(TypeError):
            wn == "on_boundary"
        with pytest.raises(TypeError):
            bool(wn)
        with pytest.raises(TypeError):
            wn > 0
    with pytest.raises(AttributeError):
        inside.number = 2


# ---- docstrings ---------------------------------------------------------------------------------

def public_functions():
    return sorted(n for n in public_names() if callable(getattr(exactpred, n))
                  and not isinstance(getattr(exactpred, n), type))


@pytest.mark.parametrize("name", public_functions())
def test_docstring_states_the_meaning_and_every_answer(name):
    doc = getattr(exactpred, name).__doc__
    assert doc, f"{name} has no docstring"
    signature = re.compile(rf"^{name}\(.*\) -> .*$")
    lines = doc.splitlines()
    signatures = [line for line in lines if signature.match(line)]
    text = "\n".join(line for line in lines if not signature.match(line)).strip()
    assert signatures, doc
    assert "*args" not in doc and "Overloaded function" not in doc
    assert len(text.split()) >= 8, f"{name}: the docstring is little more than its signature"
    for returns in stub_functions()[name]:
        if returns in answer_classes():
            for member in answer_classes()[returns]:
                assert f"'{member.value}'" in doc, f"{name}: {member.value!r} not in the docstring"
        elif returns in ("_Sign", "_NonZeroSign", "_Signs"):
            for sign in (["-1", "+1"] if returns == "_NonZeroSign" else ["-1", "0", "+1"]):
                assert sign in text, f"{name}: sign {sign} not in the docstring"
        elif returns == "_Codes":
            assert "codes" in text and re.search(r"0 '\w+', 1 '\w+'", text), doc
        elif returns in ("WindingNumber", "WindingNumbers"):
            assert "on_boundary" in text and "number" in text
        elif returns == "float":
            assert "nearest float" in text and "ties to even" in text, doc
    assert re.search(r"-1|\+1|'\w+'|True|list|WindingNumber|version|nearest float", text), doc


# ---- points of the wrong dimension --------------------------------------------------------------

def wrong_dimension_cases():
    for name, args in CALLS.items():
        for i, arg in enumerate(args):
            if isinstance(arg, tuple) and all(isinstance(v, int) for v in arg):
                wrong = arg + (0,) if len(arg) < 4 else arg[:2]
                if name == "rounded":  # takes a 2D or a 3D point: four numbers are neither
                    wrong = arg + (0, 0)
                yield pytest.param(name, args, i, wrong, id=f"{name}-{i}")


@pytest.mark.parametrize("name,args,index,wrong", list(wrong_dimension_cases()))
def test_a_point_of_the_wrong_dimension_is_a_short_clear_error(name, args, index, wrong):
    call = list(args)
    call[index] = wrong
    with pytest.raises(TypeError) as info:
        getattr(exactpred, name)(*call)
    message = str(info.value)
    assert "incompatible" not in message and "\n" not in message and len(message) < 300, message
    assert message.startswith(f"{name}(): argument '"), message
    assert re.search(r"(a|an) (weighted )?(2D|3D) point|points", message), message
    assert re.search(r"got a sequence of \d items", message), message


def test_wrong_dimension_messages():
    with pytest.raises(TypeError) as info:
        exactpred.orient2d((0, 0), (1, 0), (0, 1, 2))
    assert str(info.value) == ("orient2d(): argument 'c': expected a 2D point (a sequence of 2 "
                               "numbers x, y), got a sequence of 3 items (0, 1, 2)")
    with pytest.raises(TypeError, match=r"^orient3d\(\): argument 'b': expected a 3D point"):
        exactpred.orient3d((0, 0, 0), b=(1, 0), c=(0, 1, 0), d=(0, 0, 1))
    with pytest.raises(TypeError, match=r"^compare_x\(\): argument 'b': expected a 2D point"):
        exactpred.compare_x((0, 0), (0, 0, 0))
    with pytest.raises(TypeError, match=r"^point_in_polygon\(\): argument 'polygon': point 2: "
                                        r"expected a 2D point"):
        exactpred.point_in_polygon((0, 0), [(0, 0), (1, 0), (0, 1, 0)])
    with pytest.raises(TypeError, match=r"^ssi\(\): argument 'c': expected a 2D point"):
        exactpred.ssi((0, 0), (1, 1), (0, 1, 0), (1, 0))
    with pytest.raises(TypeError, match=r"^orient2d\(\): takes \(a, b, c\), \(points, queries\) "
                                        r"or \(a, b, c\), got 4 positional arguments"):
        exactpred.orient2d((0, 0), (1, 0), (0, 1), (1, 1))
    with pytest.raises(TypeError, match=r"^convex_hull\(\): argument 'keep_collinear': "
                                        r"expected a bool"):
        exactpred.convex_hull([(0, 0)], keep_collinear="yes")
    assert exactpred.convex_hull([(0, 0), (1, 0), (2, 0)], keep_collinear=1) == [0, 1, 2]


# ---- the examples of docs/python.md ---------------------------------------------------------------

EXAMPLE_FILES = sorted(EXAMPLES.glob("*.py"))


def test_there_are_examples():
    assert len(EXAMPLE_FILES) >= 3


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_example_runs_and_is_in_the_docs(path, capsys):
    runpy.run_path(str(path), run_name="__main__")
    body = path.read_text()
    assert f"```python\n{body}```" in DOCS.read_text(), f"{path.name} is not shown in {DOCS}"
