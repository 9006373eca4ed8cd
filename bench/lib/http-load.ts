// A small keep-alive HTTP load generator for the benchmarks that need each request's own latency (hrtime, microsecond
// resolution; autocannon reports whole milliseconds): sequential clients, each on its own connection per target.
import http from 'node:http';

/** An answer's status and time; `target`: which of load's targets it was sent to. */
export type Answer = { status: number; ms: number; target?: number };
// get sends one GET on a keep-alive agent and times it from the first byte written to the last byte read
export function get(agent: http.Agent, base: string, p: string, token: string): Promise<Answer> {
  const url = new URL(p, base);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// load sends `count` requests from `clients` sequential clients, each on its own connection; targets alternate per request
export async function load(targets: { base: string; token: string; path: string }[], count: number, clients: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      for (;;) {
        const i = next++;
        if (i >= count) break;
        const k = i % targets.length;
        answers.push({ ...(await get(agents[k], targets[k].base, targets[k].path, targets[k].token)), target: k });
      }
      for (const a of agents) a.destroy();
    }),
  );
  return answers;
}
