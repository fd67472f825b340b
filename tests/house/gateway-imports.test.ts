// @vitest-environment node
/**
 * The mail gateway's modules form layers (adapters -> gateway -> delivery -> spool, with
 * shared types below them): no module of server/ imports itself back through another,
 * type-only imports included, so each layer can be read and tested on its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server");
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+"\.\/([\w-]+)\.ts"/gm;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(SERVER).filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(path.join(SERVER, file), "utf8");
    const targets = [...source.matchAll(IMPORT)].map((match) => `${match[1] ?? ""}.ts`);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at !== -1) return void found.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe("server/ imports", () => {
  it("reads the imports of every module (the check itself works)", () => {
    const graph = importGraph();
    expect(graph.get("gateway.ts")).toContain("config.ts");
    expect(
      cycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["a.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts", "a.ts"]]);
  });

  it("has no import cycle", () => {
    expect(cycles(importGraph()).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });
});
