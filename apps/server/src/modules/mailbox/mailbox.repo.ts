// SQL for the capture mailbox.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { capturedMails } from './mailbox.schema.js';

export type NewCapturedMail = typeof capturedMails.$inferInsert;

export type MailboxRepo = ReturnType<typeof mailboxRepo>;

// mailboxRepo reads and writes captured messages.
export function mailboxRepo(db: Db) {
  return {
    async insert(mail: NewCapturedMail) {
      await db.insert(capturedMails).values(mail);
    },
    async list(limit: number, offset: number) {
      const [items, [{ total }]] = await Promise.all([
        db
          .select({
            id: capturedMails.id,
            from: capturedMails.fromAddress,
            to: capturedMails.toAddresses,
            subject: capturedMails.subject,
            receivedAt: capturedMails.receivedAt,
            hasHtml: sql<boolean>`${capturedMails.html} is not null`,
          })
          .from(capturedMails)
          .orderBy(desc(capturedMails.receivedAt), desc(capturedMails.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(capturedMails),
      ]);
      return { items, total: Number(total) };
    },
    async get(id: string) {
      const [row] = await db.select().from(capturedMails).where(eq(capturedMails.id, id));
      return row;
    },
    async remove(id: string) {
      const rows = await db.delete(capturedMails).where(eq(capturedMails.id, id)).returning({ id: capturedMails.id });
      return rows.length > 0;
    },
  };
}
