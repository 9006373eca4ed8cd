// Signed, unguessable public links to an invoice (HMAC-SHA-256 of the id with the instance secret, 192 bits kept).
import crypto from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type InvoiceLinks = ReturnType<typeof invoiceLinks>;

// invoiceLinks signs and verifies invoice tokens and builds the customer-facing URLs.
export function invoiceLinks(secret: string, publicUrl: string) {
  const sign = (id: string) => crypto.createHmac('sha256', secret).update(`invoice:${id}`).digest('base64url').slice(0, 32);
  const token = (id: string) => `${id}.${sign(id)}`;
  return {
    token,
    /** The invoice id of a valid token, else undefined. */
    read(value: string): string | undefined {
      const [id, sig] = value.split('.');
      if (!id || !sig || !UUID.test(id)) return undefined;
      const expected = sign(id);
      return sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected)) ? id : undefined;
    },
    /** The printable page a customer opens from the email. */
    pageUrl: (id: string) => `${publicUrl.replace(/\/$/, '')}/api/public/invoices/${token(id)}/html`,
    pdfUrl: (id: string) => `${publicUrl.replace(/\/$/, '')}/api/public/invoices/${token(id)}/pdf`,
  };
}
