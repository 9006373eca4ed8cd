// Supporting documents of an invoice (EN 16931 BG-24), embedded in its UBL, CII and Factur-X: PDF, PNG, JPEG, CSV, XLSX
// and ODS only, at most 2 MB each and 5 per invoice, added and removed on drafts. The type is read from the bytes
// (magic numbers; the ZIP directory for XLSX and ODS; valid UTF-8 text with a delimiter for CSV), never from the client.
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_INVOICE, type AttachmentInput, type AttachmentMime } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import type { InvoicesRepo } from './invoicing.repo.js';
import { attachmentView } from './views.js';

const startsWith = (b: Buffer, bytes: number[]) => b.length >= bytes.length && bytes.every((v, i) => b[i] === v);

// zipNames lists the entry names of a ZIP archive from its central directory (undefined when it is not a readable ZIP).
export function zipNames(b: Buffer): string[] | undefined {
  // the end-of-central-directory record is in the last 22 + 65535 bytes
  const from = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= from; i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    if (at + 46 + nameLength > b.length) return undefined;
    names.push(b.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

const ODS = 'application/vnd.oasis.opendocument.spreadsheet';

// isCsv accepts UTF-8 text without control characters (tab, CR, LF aside) whose first line has a delimiter.
function isCsv(b: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f) return false;
  }
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
  return /[,;\t]/.test(first);
}

// sniffMime tells an attachment's type from its bytes, or undefined when it is not one EN 16931 allows.
export function sniffMime(b: Buffer): AttachmentMime | undefined {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    // an OpenDocument file starts with the uncompressed entry "mimetype" holding its type
    const nameLength = b.length >= 30 ? b.readUInt16LE(26) : 0;
    const extra = b.length >= 30 ? b.readUInt16LE(28) : 0;
    if (nameLength === 8 && b.toString('latin1', 30, 38) === 'mimetype' && b.toString('latin1', 38 + extra, 38 + extra + ODS.length) === ODS) return ODS;
    const names = zipNames(b);
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/')))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return undefined;
  }
  return isCsv(b) ? 'text/csv' : undefined;
}

const EXTENSIONS: Record<AttachmentMime, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

// fileNameFor keeps the given name when its extension fits the sniffed type, else adds the type's extension.
export function fileNameFor(name: string, mime: AttachmentMime): string {
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return EXTENSIONS[mime].includes(ext) ? name : `${name}.${EXTENSIONS[mime][0]}`;
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;

// attachmentsService adds, lists, reads and removes an invoice's attachments.
export function attachmentsService(repo: InvoicesRepo) {
  async function invoice(workspaceId: string, id: string) {
    const row = await repo.find(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }
  return {
    async list(workspaceId: string, invoiceId: string) {
      await invoice(workspaceId, invoiceId);
      return (await repo.attachments(workspaceId, invoiceId)).map(attachmentView);
    },

    /** Adds an attachment to a draft, under the invoice's row lock so two uploads at once cannot pass the limit. */
    async add(workspaceId: string, invoiceId: string, input: AttachmentInput) {
      const bytes = Buffer.from(input.content, 'base64');
      if (bytes.length === 0) throw new AppError(400, 'ATTACHMENT_EMPTY');
      if (bytes.length > ATTACHMENT_MAX_BYTES) throw new AppError(400, 'ATTACHMENT_TOO_LARGE', { max: `${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB` });
      const mime = sniffMime(bytes);
      if (!mime) throw new AppError(400, 'ATTACHMENT_TYPE');
      const created = await repo.transaction(async (tx) => {
        const row = await tx.lock(workspaceId, invoiceId);
        if (!row) throw notFound();
        if (row.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_EDITABLE');
        if ((await tx.attachments(workspaceId, invoiceId)).length >= ATTACHMENTS_PER_INVOICE)
          throw new AppError(409, 'ATTACHMENT_LIMIT', { max: ATTACHMENTS_PER_INVOICE });
        return tx.insertAttachment({
          workspaceId,
          invoiceId,
          filename: fileNameFor(input.filename.trim(), mime),
          mime,
          description: input.description?.trim() || null,
          size: bytes.length,
          bytes,
        });
      });
      return attachmentView(created);
    },

    /** The file of an attachment (any status: issued invoices keep theirs). */
    async file(workspaceId: string, invoiceId: string, id: string) {
      const row = await repo.attachment(workspaceId, invoiceId, id);
      if (!row) throw notFound();
      return { filename: row.filename, mime: row.mime, body: row.bytes };
    },

    /** Removes an attachment of a draft (an issued invoice's documents do not change). */
    async remove(workspaceId: string, invoiceId: string, id: string) {
      await repo.transaction(async (tx) => {
        const row = await tx.lock(workspaceId, invoiceId);
        if (!row) throw notFound();
        if (row.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_EDITABLE');
        if (!(await tx.removeAttachment(workspaceId, invoiceId, id))) throw notFound();
      });
    },
  };
}
