// SQL for the capture mailbox; attachments of captured messages are kept as files beside the database.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { capturedMails } from './mailbox.schema.js';

export type NewCapturedMail = typeof capturedMails.$inferInsert;
/** What the admin sees of an attachment: its position in the message, name, media type and size in bytes. */
export type AttachmentMeta = { index: number; filename: string; contentType: string; size: number };
export type NewAttachment = { filename: string; contentType: string; content: Buffer };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MailboxRepo = ReturnType<typeof mailboxRepo>;

// mailboxRepo reads and writes captured messages.
export function mailboxRepo(db: Db, opts: { attachmentsDir?: string } = {}) {
  // <attachmentsDir>/<message id>/index.json lists the attachments, <n> holds the n-th one's bytes
  const dirOf = (id: string) => (opts.attachmentsDir && UUID.test(id) ? path.join(opts.attachmentsDir, id.toLowerCase()) : undefined);
  async function attachments(id: string): Promise<AttachmentMeta[]> {
    const dir = dirOf(id);
    if (!dir) return [];
    try {
      return JSON.parse(await fs.readFile(path.join(dir, 'index.json'), 'utf8')) as AttachmentMeta[];
    } catch {
      return [];
    }
  }
  return {
    /**
     * Stores a message and its attachments (when an attachments directory is configured); returns its id. The files are
     * written before the row, so a message is never listed without the attachments it has.
     */
    async insert(mail: NewCapturedMail, files: NewAttachment[] = []) {
      const id = mail.id ?? crypto.randomUUID();
      const dir = dirOf(id);
      if (dir && files.length) {
        await fs.mkdir(dir, { recursive: true });
        const index: AttachmentMeta[] = [];
        for (const [i, f] of files.entries()) {
          await fs.writeFile(path.join(dir, String(i)), f.content);
          index.push({ index: i, filename: f.filename, contentType: f.contentType, size: f.content.length });
        }
        await fs.writeFile(path.join(dir, 'index.json'), JSON.stringify(index));
      }
      try {
        const [row] = await db
          .insert(capturedMails)
          .values({ ...mail, id })
          .returning({ id: capturedMails.id });
        return row.id;
      } catch (err) {
        if (dir) await fs.rm(dir, { recursive: true, force: true });
        throw err;
      }
    },
    attachments,
    /** One attachment's metadata and bytes, or undefined. */
    async attachment(id: string, index: number): Promise<(AttachmentMeta & { content: Buffer }) | undefined> {
      const meta = (await attachments(id)).find((a) => a.index === index);
      const dir = dirOf(id);
      if (!meta || !dir) return undefined;
      return { ...meta, content: await fs.readFile(path.join(dir, String(index))) };
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
      const dir = dirOf(id);
      if (rows.length > 0 && dir) await fs.rm(dir, { recursive: true, force: true });
      return rows.length > 0;
    },
  };
}
