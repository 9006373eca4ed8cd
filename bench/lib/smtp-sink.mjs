// SMTP sink for the sending benchmark, run as its own process: accepts every message on loopback, counts messages,
// bytes and deliveries per recipient address. Status over a tiny loopback HTTP endpoint:
//   GET /status         {phase, messages, recipients, distinct, duplicated, bytes, firstAt, lastAt}
//   GET /counts         {address: count, ...} of the current phase
//   GET /sample         the first raw message of the current phase
//   GET /timeline       [[unix second, messages], ...] of the current phase
//   POST /reset?phase=x starts a new phase (clears the counts)
// Prints one line "READY {smtpPort, httpPort}" when listening, and the status of the phase on SIGTERM.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { setTimeout } from 'node:timers';
import { SMTPServer } from 'smtp-server';

let phase = 'initial';
let counts = new Map();
let messages = 0;
let bytes = 0;
let firstAt = 0;
let lastAt = 0;
let sample = null;
let perSecond = new Map();

const smtp = new SMTPServer({
  disableReverseLookup: true,
  authOptional: true,
  hideSTARTTLS: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  banner: 'ulak bench sink',
  maxClients: 1000,
  onData(stream, session, callback) {
    let size = 0;
    const keep = sample === null ? [] : null;
    stream.on('data', (chunk) => {
      size += chunk.length;
      if (keep) keep.push(chunk);
    });
    stream.on('end', () => {
      messages += 1;
      bytes += size;
      const now = Date.now();
      if (!firstAt) firstAt = now;
      lastAt = now;
      const sec = Math.floor(now / 1000);
      perSecond.set(sec, (perSecond.get(sec) ?? 0) + 1);
      for (const r of session.envelope.rcptTo) {
        const a = r.address.toLowerCase();
        counts.set(a, (counts.get(a) ?? 0) + 1);
      }
      if (keep && sample === null) sample = Buffer.concat(keep).toString('utf8');
      callback();
    });
  },
});

function status() {
  let recipients = 0;
  let duplicated = 0;
  for (const n of counts.values()) {
    recipients += n;
    if (n > 1) duplicated += 1;
  }
  return {
    phase,
    messages,
    recipients,
    distinct: counts.size,
    duplicated,
    bytes,
    avgBytes: messages ? bytes / messages : 0,
    firstAt,
    lastAt,
    activeSeconds: perSecond.size,
  };
}

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.method === 'POST' && url.pathname === '/reset') {
    phase = url.searchParams.get('phase') ?? 'unnamed';
    counts = new Map();
    messages = 0;
    bytes = 0;
    firstAt = 0;
    lastAt = 0;
    sample = null;
    perSecond = new Map();
    res.end('{}');
    return;
  }
  if (url.pathname === '/status') return void res.setHeader('content-type', 'application/json').end(JSON.stringify(status()));
  if (url.pathname === '/counts') return void res.setHeader('content-type', 'application/json').end(JSON.stringify(Object.fromEntries(counts)));
  if (url.pathname === '/timeline') return void res.setHeader('content-type', 'application/json').end(JSON.stringify([...perSecond.entries()]));
  if (url.pathname === '/sample') return void res.end(sample ?? '');
  res.statusCode = 404;
  res.end();
});

smtp.on('error', (err) => process.stderr.write(`sink smtp error: ${err.message}\n`));
smtp.listen(0, '127.0.0.1', () => {
  web.listen(0, '127.0.0.1', () => {
    process.stdout.write(`READY ${JSON.stringify({ smtpPort: smtp.server.address().port, httpPort: web.address().port })}\n`);
  });
});

process.on('SIGTERM', () => {
  process.stdout.write(`SINK ${JSON.stringify(status())}\n`);
  smtp.close(() => undefined);
  web.close();
  setTimeout(() => process.exit(0), 200).unref();
});
