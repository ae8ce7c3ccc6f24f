// A sliding-window limit per client, kept in this process's memory. Behind several app
// processes each keeps its own count, so the effective limit is per process.
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit (the hit is not counted). */
  hit(key: string, now?: number): boolean;
  reset(): void;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Forget the oldest clients first, so memory stays bounded.
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return true;
    },
    reset: () => hits.clear(),
  };
}
