// Baseline of the sending benchmark, run as its own process: a bare pooled nodemailer client (5 connections,
// maxMessages Infinity) sends N pre-built messages of the same shape and size as Ulak's to the sink.
// Input: a JSON file path as argv[2] {smtpPort, count, from, subjectSuffix, html, text, firstNames, lastNames, inFlight}.
// Prints "DONE {ms, sent, failed, cpuS, maxRssKb}" when every message is acknowledged.
import fs from 'node:fs';
import nodemailer from 'nodemailer';

const cfg = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: cfg.smtpPort,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 5,
  maxMessages: Infinity,
});

const started = performance.now();
let next = 1;
let sent = 0;
let failed = 0;
async function worker() {
  while (next <= cfg.count) {
    const i = next++;
    const first = cfg.firstNames[i % cfg.firstNames.length];
    const last = cfg.lastNames[i % cfg.lastNames.length];
    try {
      await transport.sendMail({
        from: cfg.from,
        to: { name: `${first} ${last}`, address: `r${i}@sink.test` },
        subject: `${first}${cfg.subjectSuffix}`,
        html: cfg.html,
        text: cfg.text,
        messageId: `<${i.toString(36)}.baseline@127.0.0.1>`,
        headers: {
          'List-Unsubscribe': `<${cfg.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Ulak-Campaign': '00000000-0000-4000-8000-000000000000',
          'X-Ulak-Delivery': String(i),
          Precedence: 'bulk',
        },
      });
      sent += 1;
    } catch {
      failed += 1;
    }
  }
}
await Promise.all(Array.from({ length: cfg.inFlight ?? 64 }, worker));
const ms = performance.now() - started;
transport.close();
const cpu = process.cpuUsage();
process.stdout.write(`DONE ${JSON.stringify({ ms, sent, failed, cpuS: (cpu.user + cpu.system) / 1e6, maxRssKb: process.resourceUsage().maxRSS })}\n`);
