#!/usr/bin/env python3
"""Times the solver workloads of scripts/autolayout-vs-kiwisolver with
kiwisolver (the C++ Cassowary solver behind matplotlib), as Python code
drives it. Prints one JSON object: per workload the median and minimum
time in microseconds over the repeats, and the solved values, for the
comparison with OpenLayoutEngine (Benchmarks/Sources/LayoutWorkloads).

Workloads (the same in both):
  chain  build a fresh solver with v0 == 0 and, for each of 999 links,
         v[i] == v[i-1] + 100, v[i] >= 0 and (v[i] == 0 | weak), then read
         every value (2,998 constraints, 1,000 variables).
  enaml  kiwi's "enaml-like" benchmark (Benchmarks/Workloads/enaml-like.txt):
         111 constraints, 37 variables, width and height strong edit
         variables; one sample = six suggestValue(width)/suggestValue(height)/
         updateVariables rounds (400x600, 600x400, 800x1200, 1200x800,
         400x800, 800x400).
"""
import json
import os
import statistics
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

HERE = os.path.dirname(os.path.abspath(__file__))
WORKLOAD = os.path.join(HERE, "..", "Benchmarks", "Workloads", "enaml-like.txt")
SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def chain():
    solver = Solver()
    v = [Variable(f"v{i}") for i in range(1000)]
    solver.addConstraint(v[0] == 0)
    for i in range(1, 1000):
        solver.addConstraint(v[i] == v[i - 1] + 100)
        solver.addConstraint(v[i] >= 0)
        solver.addConstraint((v[i] == 0) | "weak")
    solver.updateVariables()
    return [x.value() for x in v]


def enaml_solver():
    strengths = {
        "required": "required", "strong": "strong", "medium": "medium", "weak": "weak",
        "mmedium": strength.create(0, 1, 0, 1.25), "smedium": strength.create(0, 100, 0),
    }
    solver = Solver()
    names = []
    variables = {}
    constraints = []
    with open(WORKLOAD) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("variables "):
                names = line.split()[1:]
                variables = {name: Variable(name) for name in names}
                continue
            expression, name = line.rsplit(" | ", 1)
            constraints.append(eval(expression, {}, variables) | strengths[name])
    solver.addEditVariable(variables["width"], "strong")
    solver.addEditVariable(variables["height"], "strong")
    for c in constraints:
        solver.addConstraint(c)
    return solver, names, variables


def enaml_error(values):
    """The total weighted error of an assignment of the enaml workload's
    variables (the objective both solvers minimise, the strong edits at the
    last size included), and the total violation of its required
    constraints. Ties between optimal solutions have equal errors."""
    weights = {"strong": 1e6, "medium": 1e3, "weak": 1, "mmedium": 1250, "smedium": 1e5}
    error, required = 0.0, 0.0
    with open(WORKLOAD) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or line.startswith("variables "):
                continue
            expression, name = line.rsplit(" | ", 1)
            for op in (" >= ", " <= ", " == "):
                if op in expression:
                    value = eval(expression.split(op)[0], {}, dict(values))
                    break
            violation = abs(value) if op == " == " else max(0, -value) if op == " >= " else max(0, value)
            if name == "required":
                required += violation
            else:
                error += violation * weights[name]
    width, height = SIZES[-1]
    error += (abs(values["width"] - width) + abs(values["height"] - height)) * weights["strong"]
    return error, required


def enaml_rounds(solver, width, height):
    for w, h in SIZES:
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()


def timed(function, repeats, inner=1):
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        for _ in range(inner):
            function()
        samples.append((time.perf_counter_ns() - start) / inner / 1000)
    return {"median_us": statistics.median(samples), "min_us": min(samples), "repeats": repeats}


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    result = {"kiwisolver": kiwisolver.__version__, "python": sys.version.split()[0]}
    result["chain"] = timed(chain, repeats)
    result["chain"]["values"] = chain()[::111]
    solver, names, variables = enaml_solver()
    width, height = variables["width"], variables["height"]
    result["enaml"] = timed(lambda: enaml_rounds(solver, width, height), repeats * 20, inner=50)
    result["enaml"]["values"] = {name: variables[name].value() for name in names}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
