// @vitest-environment node
/**
 * The CMS's local backend can never be reached from outside the machine (issue 24): it
 * has no sign-in and writes the working tree, so it listens on the loopback interface
 * only, refuses to be started on any other, and `npm run cms` starts it (and the dev
 * server) on 127.0.0.1.
 */
import net from "node:net";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startCms } from "../../scripts/cms.ts";
import { startLocalBackend, type LocalBackend } from "../../scripts/cmsBackend.ts";
import { contentFixture } from "../support/contentFixture.ts";

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's addresses other than loopback (its LAN, Docker bridges…). */
const outsideAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((info) => info && !info.internal && info.family === "IPv4")
  .map((info) => info?.address ?? "");

const fixture = contentFixture();
const started: LocalBackend[] = [];
afterAll(async () => {
  await Promise.all(started.map((backend) => backend.close()));
  fixture.remove();
});

describe("the CMS's local backend", () => {
  it("listens on 127.0.0.1 only, and answers decap's info request there", async () => {
    const backend = await startLocalBackend({ repoDir: fixture.dir, port: 0 });
    started.push(backend);
    expect((backend.server.address() as AddressInfo).address).toBe("127.0.0.1");
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const info = await fetch(backend.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(await info.json()).toMatchObject({ type: "local_fs" });
    for (const address of outsideAddresses) {
      expect(await connects(address, backend.port), address).toBe(false);
    }
  });

  it("refuses to listen anywhere but the loopback interface", async () => {
    for (const host of ["0.0.0.0", "::", ...outsideAddresses]) {
      await expect(startLocalBackend({ repoDir: fixture.dir, port: 0, host })).rejects.toThrow(
        /loopback/,
      );
    }
  });

  it("answers browsers of local origins only (no CORS for another site)", async () => {
    const backend = await startLocalBackend({ repoDir: fixture.dir, port: 0 });
    started.push(backend);
    const ask = (origin: string) =>
      fetch(backend.url, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
    expect((await ask("http://127.0.0.1:5173")).headers.get("access-control-allow-origin")).toBe(
      "http://127.0.0.1:5173",
    );
    expect(
      (await ask("https://evil.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
  });

  it("is started by `npm run cms` with the dev server, both on 127.0.0.1", async () => {
    const { backend, server } = await startCms({ PORT: "0", CMS_BACKEND_PORT: "0" });
    try {
      expect((backend.server.address() as AddressInfo).address).toBe("127.0.0.1");
      const dev = server.httpServer?.address() as AddressInfo;
      expect(dev.address).toBe("127.0.0.1");
      const config = await fetch(`http://127.0.0.1:${dev.port}/admin/config.yml`);
      expect(await config.text()).toContain(`url: ${backend.url}`);
      const admin = await fetch(`http://127.0.0.1:${dev.port}/admin/`);
      expect(admin.headers.get("x-robots-tag")).toMatch(/noindex/);
    } finally {
      await Promise.all([backend.close(), server.close()]);
      delete process.env.CMS_LOCAL_BACKEND_URL;
    }
  }, 60_000);
});
