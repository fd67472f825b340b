/**
 * Rate limits with a constant cost per request, whatever the traffic: one token bucket per
 * key (a few numbers, updated in place), kept in a Map used as an LRU list (delete + set
 * moves a key to the end, the first key is the stalest), so finding, refilling, taking and
 * evicting are all O(1).
 */

const MINUTE_MS = 60_000;
/** Keys remembered at most; past it the stalest bucket goes (one eviction per new key). */
export const MAX_TRACKED_KEYS = 100_000;

export interface RateLimiter {
  /** Takes one token for the key; undefined when allowed, else the seconds to wait. */
  take(key: string): number | undefined;
  /** Buckets currently remembered (for tests and the benchmark). */
  readonly size: number;
}

export interface RateLimitOptions {
  /** The period `limit` tokens refill over; default one minute. */
  windowMs?: number;
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key: `limit` requests at once, then one more every `windowMs / limit`,
 * so over any window a key gets at most `2 × limit` and, sustained, exactly `limit`.
 */
export function createRateLimiter(
  limit: number,
  now: () => number,
  options: RateLimitOptions = {},
): RateLimiter {
  const windowMs = options.windowMs ?? MINUTE_MS;
  const maxKeys = options.maxKeys ?? MAX_TRACKED_KEYS;
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();
  return {
    take(key) {
      const time = now();
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        bucket = { tokens: limit, at: time };
      } else {
        buckets.delete(key);
        const elapsed = Math.max(0, time - bucket.at);
        bucket.tokens = Math.min(limit, bucket.tokens + elapsed * refillPerMs);
        bucket.at = time;
      }
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value ?? key);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return undefined;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1_000));
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * The rate-limit key of a client address. An IPv6 visitor usually holds a whole /64 (and
 * can pick any address in it), so IPv6 addresses count per /64; IPv4-mapped IPv6 addresses
 * count as their IPv4 address. Anything else is used as it is, cut to a sane length.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined || address === "") return "unknown";
  const ip = address.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(ip);
  if (groups !== undefined) return `${groups.slice(0, 4).join(":")}::/64`;
  return ip.slice(0, 64);
}

/** The eight 16-bit groups of an IPv6 address (without a zone), or undefined. */
function ipv6Groups(ip: string): string[] | undefined {
  if (!ip.includes(":") || !/^[0-9a-f:.]+(%.+)?$/i.test(ip)) return undefined;
  const address = ip.replace(/%.*$/, "");
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for two groups.
  const last = tail.at(-1) ?? head.at(-1);
  const dotted = last?.includes(".") ? 1 : 0;
  const missing = 8 - head.length - tail.length - dotted;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) =>
    group.includes(".") ? group : group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
}
