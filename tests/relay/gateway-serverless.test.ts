// @vitest-environment node
import { describe, expect, it } from "vitest";
import serverless, { OPTIONS, POST } from "../../server/serverless.ts";
import { gatewayConfigFromEnv } from "../../server/config.ts";

const domain = gatewayConfigFromEnv(process.env).domain;
const endpoint = `https://site.example/v3/${domain}/messages`;

describe("the gateway as a serverless function", () => {
  it("exposes one handler under both export shapes", () => {
    expect(POST).toBe(serverless.fetch);
    expect(OPTIONS).toBe(serverless.fetch);
  });

  it("answers a CORS preflight from an allowed origin", async () => {
    const res = await serverless.fetch(
      new Request(endpoint, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("answers a malformed request with a 4xx JSON error, not a crash", async () => {
    const res = await POST(
      new Request(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "X-Forwarded-For": "203.0.113.9",
        },
        body: "not multipart at all",
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});
