// This process's HTTP answers per minute, all of them and the 5xx, kept for the last 10 minutes in memory. The admin
// module's heartbeat publishes them per process, so the error rate is read across every API process.
const MINUTE = 60_000;
const KEEP = 10;

type Bucket = { minute: number; requests: number; errors: number };

// createRequestStats builds a recorder; the app uses the process-wide one below, tests may build their own.
export function createRequestStats() {
  const buckets: Bucket[] = [];
  return {
    /** Counts one answer with its status code. */
    record(status: number, now = Date.now()) {
      const minute = Math.floor(now / MINUTE);
      let last = buckets[buckets.length - 1];
      if (!last || last.minute !== minute) {
        last = { minute, requests: 0, errors: 0 };
        buckets.push(last);
        if (buckets.length > KEEP) buckets.shift();
      }
      last.requests += 1;
      if (status >= 500) last.errors += 1;
    },
    /** Answers and 5xx of the last `minutes` minutes (the current one included). */
    last(minutes: number, now = Date.now()) {
      const from = Math.floor(now / MINUTE) - minutes + 1;
      let requests = 0;
      let errors = 0;
      for (const b of buckets) {
        if (b.minute < from) continue;
        requests += b.requests;
        errors += b.errors;
      }
      return { requests, errors };
    },
  };
}

export type RequestStats = ReturnType<typeof createRequestStats>;

/** The answers of this process (every app in it records here: one onResponse hook in app.ts). */
export const requestStats = createRequestStats();
