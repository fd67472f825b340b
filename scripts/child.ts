/**
 * A child process run to its end without blocking this one (so several can run at once):
 * resolves with its exit status, rejects if it could not start.
 */
import { spawn, type SpawnOptions } from "node:child_process";

export function runToEnd(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on("error", reject);
    child.on("close", resolve);
  });
}
