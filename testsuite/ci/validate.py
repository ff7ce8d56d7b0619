#!/usr/bin/env python3
"""Checks a result file of tandem: validate.py json|sarif FILE.

json: against docs/tandem-result.schema.json. sarif: against the SARIF
2.1.0 schema in testsuite/schemas/ (see the README there), and the
properties Tandem promises: a rule per defect kind, ruleId and ruleIndex
agreeing, the second access of a race as a related location."""
import json
import os
import sys

import jsonschema

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SARIF_SCHEMA = os.path.join(ROOT, "testsuite", "schemas", "sarif-schema-2.1.0.json")


def check_sarif(log):
    with open(SARIF_SCHEMA) as f:
        schema = json.load(f)
    jsonschema.validators.validator_for(schema)(schema).validate(log)
    assert log["version"] == "2.1.0"
    assert len(log["runs"]) == 1
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "tandem" and driver["version"]
    ids = [r["id"] for r in driver["rules"]]
    assert len(set(ids)) == len(ids)
    for r in run["results"]:
        assert ids[r["ruleIndex"]] == r["ruleId"], r
        assert r["level"] in ("error", "warning")
        assert r["message"]["text"]
        loc = r["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uri"]
        if r["ruleId"].startswith("data-race/"):
            assert loc["region"]["startLine"] >= 1
            assert len(r["relatedLocations"]) == 1


def main():
    kind, path = sys.argv[1], sys.argv[2]
    with open(path) as f:
        doc = json.load(f)
    if kind == "json":
        with open(os.path.join(ROOT, "docs", "tandem-result.schema.json")) as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator(schema).validate(doc)
    else:
        check_sarif(doc)
    print(f"{path}: valid {kind}")


if __name__ == "__main__":
    main()
