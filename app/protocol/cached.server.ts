// One read shared by every caller for `ttlMs` (or as long as the value says): a second caller while it runs waits for the same
// promise. The protocol page's figures are read at most this often, whoever asks.
export interface Cached<T> {
  get: () => Promise<T>;
  forget: () => void;
}

export function cached<T>(ttlMs: number | ((value: T) => number), read: () => Promise<T>): Cached<T> {
  const ttlOf = (value: T) => (typeof ttlMs === "number" ? ttlMs : ttlMs(value));
  let kept: { at: number; value: T } | undefined;
  let reading: Promise<T> | undefined;
  return {
    get() {
      if (kept && Date.now() - kept.at < ttlOf(kept.value)) return Promise.resolve(kept.value);
      reading ??= read()
        .then((value) => {
          kept = { at: Date.now(), value };
          return value;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
    forget() {
      kept = undefined;
    },
  };
}

/** `promise`'s value, or `fallback` once `ms` have passed. */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
