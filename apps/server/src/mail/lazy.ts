// Packages the server needs only when a message arrives are loaded on first use, not at start: each is several MB of
// heap that an idle instance would otherwise hold (docs/benchmarks.md, "Idle memory").
import type * as Mailparser from 'mailparser';

let mailparser: Promise<typeof Mailparser> | undefined;

/** mailparser (and its charset tables), loaded once on the first message parsed. */
export function loadMailparser(): Promise<typeof Mailparser> {
  mailparser ??= import('mailparser');
  return mailparser;
}
