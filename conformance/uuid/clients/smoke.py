"""The uuid service's own checks for the Python smoke test of its generated client
(conformance/clients/smoke/python/smoke.py loads this file and sets `smoke` to itself).

They spend the free allowance of GET /v1/uuid (the Go smoke test spends the one of
GET /x402/uuid), so they expect a fresh server, as conformance/clients/run.sh starts.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any

smoke: Any  # set by smoke.py before this module runs

URN_V4 = re.compile(r"^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def checks(service: str, pkg: ModuleType, base_url: str, creds: dict, doc: dict) -> None:
    paid = smoke.api_with(pkg, smoke.configuration(pkg, base_url, creds), "generate_uuid")
    anon = smoke.api_with(pkg, smoke.configuration(pkg, base_url, None), "generate_uuid")
    op = doc["paths"]["/v1/uuid"]["get"]
    free = int(op["x-free-per-ip-per-day"])
    price_micros = int(op["x-price-micro-usd"])

    def three_urns() -> str:
        res = paid.generate_uuid_with_http_info(count="3", format="urn")
        smoke.expect(res.status_code == 200, f"status {res.status_code}")
        body = res.data
        smoke.expect(isinstance(body, pkg.UuidResult), f"body is {type(body).__name__}")
        smoke.expect(body.success is True, f"success == {body.success!r}")
        smoke.expect(body.count == 3 and isinstance(body.count, int), f"count == {body.count!r}")
        smoke.expect(body.format == "urn", f"format == {body.format!r}")
        smoke.expect(len(body.uuids) == 3 and len(set(body.uuids)) == 3, f"uuids == {body.uuids!r}")
        for u in body.uuids:
            smoke.expect(URN_V4.match(u) is not None, f"not a v4 URN: {u!r}")
        smoke.expect(body.uuid is None, "uuid present although count is 3")
        return f"{body.uuids[0]}, ..."

    def x402_face() -> str:
        body = paid.get_uuid(count="1", format="hex")
        smoke.expect(isinstance(body, pkg.X402UuidResult), f"body is {type(body).__name__}")
        smoke.expect(body.count == 1 and body.format == "hex", f"count/format {body.count}/{body.format}")
        smoke.expect(re.fullmatch(r"[0-9a-f]{32}", body.uuid or "") is not None, f"uuid == {body.uuid!r}")
        smoke.expect(body.uuids == [body.uuid], "uuids != [uuid]")
        smoke.expect((body.network, body.asset) == ("base", "USDC"), f"network/asset {body.network}/{body.asset}")
        return f"uuid={body.uuid}"

    def bad_count() -> str:
        try:
            paid.generate_uuid(count="101")
        except pkg.ApiException as err:
            smoke.expect(err.status == 400, f"status {err.status}")
            env = err.data
            smoke.expect(isinstance(env, pkg.ErrorEnvelope400Priced), f"error body is {type(env).__name__}")
            smoke.expect(env.success is False and env.code == "validation_failed", f"envelope {env}")
            issue = (env.issues or [None])[0]
            smoke.expect(issue is not None and issue.location == pkg.ContractIssueLocation.QUERY and issue.name == "count",
                   f"issues {env.issues}")
            return f"code={env.code} issue={issue.location.value}:{issue.name}"
        raise smoke.CheckFailed("count=101 was accepted")

    def bad_key() -> str:
        api = smoke.api_with(pkg, pkg.Configuration(host=base_url, access_token="sk_not_a_key"), "generate_uuid")
        try:
            api.generate_uuid()
        except importlib.import_module(f"{pkg.__name__}.exceptions").UnauthorizedException as err:
            smoke.expect(isinstance(err.data, pkg.ErrorEnvelope401) and err.data.code == "invalid_credentials",
                   f"error body is {type(err.data).__name__} {err.data}")
            return f"code={err.data.code}"
        raise smoke.CheckFailed("an unknown key was accepted")

    def free_allowance() -> str:
        for i in range(free):
            body = anon.generate_uuid(format="uuid")
            smoke.expect(isinstance(body, pkg.UuidResult) and body.count == 1, f"free call {i + 1}: {body}")
            smoke.expect(body.uuid == body.uuids[0], "uuid != uuids[0]")
        try:
            anon.generate_uuid()
        except pkg.ApiException as err:
            smoke.expect(err.status == 402, f"call {free + 1} gave {err.status}, not 402")
            smoke.expect(isinstance(err.data, pkg.ErrorEnvelope402Priced) and err.data.code == "free_allowance_spent",
                   f"402 body {err.data}")
            terms = smoke.decode_payment_required(err.headers)
            smoke.expect(terms.get("x402Version") == 2, f"x402Version {terms.get('x402Version')}")
            smoke.expect(terms["resource"]["url"] == f"{base_url}/v1/uuid", f"resource {terms['resource']}")
            amounts = {a["amount"] for a in terms["accepts"]}
            smoke.expect(amounts == {str(price_micros)}, f"amounts {amounts}, contract says {price_micros}")
            return f"{free} free, then 402 asking {price_micros} micro-USDC on {terms['accepts'][0]['network']}"
        raise smoke.CheckFailed(f"call {free + 1} without credentials was not refused")

    smoke.check(f"{service}: GET /v1/uuid?count=3&format=urn (bearer)", three_urns)
    smoke.check(f"{service}: GET /x402/uuid?count=1&format=hex (bearer)", x402_face)
    smoke.check(f"{service}: GET /v1/uuid?count=101 -> 400 envelope", bad_count)
    smoke.check(f"{service}: GET /v1/uuid with an unknown key -> 401", bad_key)
    smoke.check(f"{service}: GET /v1/uuid without credentials: free allowance, then 402", free_allowance)
