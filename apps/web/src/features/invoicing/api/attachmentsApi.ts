// Calls of a draft's attachments (supporting documents embedded in its e-invoices, EN 16931 BG-24): list, upload (the
// file's bytes in base64 in a JSON body; the server reads the type from the bytes), download with the bearer token,
// delete.
import type { AttachmentInput } from '@ulak/shared/invoicing';
import type { AttachmentView, InvoicingAnswer } from '@ulak/shared/invoicing-responses';
import { apiRequest } from '../../../lib/api';
import { fetchFile, type FetchedFile } from './http';

export type Attachment = AttachmentView;

const attachmentsPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/attachments`;

// fetchAttachments lists an invoice's attachments.
export async function fetchAttachments(invoiceId: string): Promise<Attachment[]> {
  return (await apiRequest<InvoicingAnswer<'attachments'>>(attachmentsPath(invoiceId))).attachments;
}

// base64Of reads a file's bytes as base64 (without the data URL's header).
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

// uploadAttachment adds a file (PDF, PNG, JPEG, CSV, XLSX or ODS of at most 2 MB) to a draft.
export async function uploadAttachment(invoiceId: string, file: File): Promise<Attachment> {
  const body: AttachmentInput = { filename: file.name, content: await base64Of(file) };
  return (await apiRequest<InvoicingAnswer<'attachment'>>(attachmentsPath(invoiceId), { method: 'POST', body })).attachment;
}

// fetchAttachment fetches an attachment's bytes.
export function fetchAttachment(invoiceId: string, attachment: Attachment): Promise<FetchedFile> {
  return fetchFile(`${attachmentsPath(invoiceId)}/${encodeURIComponent(attachment.id)}`, attachment.filename);
}

// deleteAttachment removes an attachment from a draft.
export function deleteAttachment(invoiceId: string, attachmentId: string): Promise<InvoicingAnswer<'done'>> {
  return apiRequest(`${attachmentsPath(invoiceId)}/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });
}
