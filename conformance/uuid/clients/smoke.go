// The uuid service's own checks for the Go smoke test of its generated client
// (conformance/clients/run.sh copies this file next to conformance/clients/smoke/go/main.go).
//
// They spend the free allowance of GET /x402/uuid (the Python smoke test spends the one of
// GET /v1/uuid), so they expect a fresh server, as run.sh starts.
package main

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"regexp"
	"strconv"

	uuidclient "conformance.local/clients/uuid"
)

var urnV4 = regexp.MustCompile(`^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func init() { serviceChecks["uuid"] = uuidChecks }

// apiError unwraps the generated client's error and its decoded ErrorEnvelope.
// envelope is what every error body of the UUID service offers: each status has its own model
// (ErrorEnvelope400Priced, ErrorEnvelope402Priced, …) narrowing `code` to the codes it can carry.
type envelope interface {
	GetSuccess() bool
	GetCode() string
	GetIssues() []uuidclient.ContractValidationIssue
}

func apiError(err error, res *http.Response, want int) (envelope, error) {
	var env envelope
	if err == nil {
		return env, fmt.Errorf("expected %d, the call succeeded", want)
	}
	if res == nil || res.StatusCode != want {
		return env, fmt.Errorf("expected %d, got %v", want, err)
	}
	var oe *uuidclient.GenericOpenAPIError
	if !errors.As(err, &oe) {
		return env, fmt.Errorf("error is %T, not *GenericOpenAPIError", err)
	}
	switch m := oe.Model().(type) {
	case uuidclient.ErrorEnvelope400Priced:
		env = &m
	case uuidclient.ErrorEnvelope402Priced:
		env = &m
	default:
		return env, fmt.Errorf("error model is %T, body %s", oe.Model(), oe.Body())
	}
	if env.GetSuccess() {
		return env, errors.New("error envelope with success=true")
	}
	return env, nil
}

func number(op map[string]interface{}, key string) (int, error) {
	v, ok := op[key].(float64)
	if !ok {
		return 0, fmt.Errorf("%s missing from the served document", key)
	}
	return int(v), nil
}

func uuidChecks(s *Smoke) {
	api, anon := s.API.DefaultAPI, s.Anon.DefaultAPI

	check("uuid: GET /v1/uuid?count=3&format=urn (bearer)", func() (string, error) {
		body, res, err := api.GenerateUuid(s.Paid).Count("3").Format("urn").Execute()
		if err != nil {
			return "", err
		}
		switch {
		case res.StatusCode != 200:
			return "", fmt.Errorf("status %d", res.StatusCode)
		case !body.GetSuccess():
			return "", errors.New("success is false")
		case body.GetCount() != 3:
			return "", fmt.Errorf("count = %d", body.GetCount())
		case body.GetFormat() != "urn":
			return "", fmt.Errorf("format = %q", body.GetFormat())
		case len(body.GetUuids()) != 3:
			return "", fmt.Errorf("uuids = %v", body.GetUuids())
		case body.HasUuid():
			return "", errors.New("uuid present although count is 3")
		}
		seen := map[string]bool{}
		for _, u := range body.GetUuids() {
			if !urnV4.MatchString(u) || seen[u] {
				return "", fmt.Errorf("bad or repeated URN %q", u)
			}
			seen[u] = true
		}
		return body.GetUuids()[0] + ", ...", nil
	})

	check("uuid: GET /x402/uuid?count=2&format=int (bearer)", func() (string, error) {
		body, _, err := api.GetUuid(s.Paid).Count("2").Format("int").Execute()
		if err != nil {
			return "", err
		}
		if body.GetCount() != 2 || body.GetFormat() != "int" || len(body.GetUuids()) != 2 {
			return "", fmt.Errorf("body %+v", body)
		}
		if body.GetNetwork() != "base" || body.GetAsset() != "USDC" {
			return "", fmt.Errorf("network/asset %s/%s", body.GetNetwork(), body.GetAsset())
		}
		for _, u := range body.GetUuids() {
			// A version-4 UUID as one unsigned 128-bit decimal: version nibble 4 at bits 76..79.
			n, ok := new(big.Int).SetString(u, 10)
			if !ok || n.Sign() < 0 || n.BitLen() > 128 || new(big.Int).Rsh(n, 76).Uint64()&0xf != 4 {
				return "", fmt.Errorf("%q is not a version-4 UUID as an integer", u)
			}
		}
		return "uuids[0]=" + body.GetUuids()[0], nil
	})

	check("uuid: GET /v1/uuid?count=0 -> 400 envelope", func() (string, error) {
		_, res, err := api.GenerateUuid(s.Paid).Count("0").Execute()
		env, err := apiError(err, res, 400)
		if err != nil {
			return "", err
		}
		issues := env.GetIssues()
		if env.GetCode() != "validation_failed" || len(issues) == 0 ||
			issues[0].GetLocation() != uuidclient.CONTRACTISSUELOCATION_QUERY || issues[0].GetName() != "count" {
			return "", fmt.Errorf("envelope %+v", env)
		}
		return "code=" + env.GetCode() + " issue=" + string(issues[0].GetLocation()) + ":" + issues[0].GetName(), nil
	})

	check("uuid: GET /x402/uuid without credentials: free allowance, then 402", func() (string, error) {
		op, err := s.Operation("GET", "/x402/uuid")
		if err != nil {
			return "", err
		}
		free, err := number(op, "x-free-per-ip-per-day")
		if err != nil {
			return "", err
		}
		price, err := number(op, "x-price-micro-usd")
		if err != nil {
			return "", err
		}
		for i := 1; i <= free; i++ {
			body, _, err := anon.GetUuid(s.Free).Execute()
			if err != nil {
				return "", fmt.Errorf("free call %d: %w", i, err)
			}
			if body.GetCount() != 1 || body.GetUuid() != body.GetUuids()[0] {
				return "", fmt.Errorf("free call %d: body %+v", i, body)
			}
		}
		_, res, err := anon.GetUuid(s.Free).Execute()
		env, err := apiError(err, res, 402)
		if err != nil {
			return "", fmt.Errorf("call %d: %w", free+1, err)
		}
		if env.GetCode() != "free_allowance_spent" {
			return "", fmt.Errorf("code %q", env.GetCode())
		}
		raw, err := base64.StdEncoding.DecodeString(res.Header.Get("PAYMENT-REQUIRED"))
		if err != nil {
			return "", fmt.Errorf("PAYMENT-REQUIRED: %w", err)
		}
		var terms struct {
			X402Version int `json:"x402Version"`
			Resource    struct {
				URL string `json:"url"`
			} `json:"resource"`
			Accepts []struct {
				Network string `json:"network"`
				Amount  string `json:"amount"`
			} `json:"accepts"`
		}
		if err := json.Unmarshal(raw, &terms); err != nil {
			return "", fmt.Errorf("PAYMENT-REQUIRED: %w", err)
		}
		if terms.X402Version != 2 || terms.Resource.URL != s.BaseURL+"/x402/uuid" || len(terms.Accepts) == 0 {
			return "", fmt.Errorf("terms %+v", terms)
		}
		for _, a := range terms.Accepts {
			if a.Amount != strconv.Itoa(price) {
				return "", fmt.Errorf("amount %s, contract says %d", a.Amount, price)
			}
		}
		return fmt.Sprintf("%d free, then 402 asking %d micro-USDC on %s", free, price, terms.Accepts[0].Network), nil
	})
}
