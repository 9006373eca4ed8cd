// Emails of invoicing: an invoice (PDF attached, link to the public page) and payment reminders before, on and after
// the due date. Worded in the customer's language; replies go to the company's email.
import { formatMinor, type InvoiceCurrency, type Language } from '@ulak/shared';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.js';
import { formatDate } from './labels.js';
import { esc } from './xml.js';

export type MailInvoice = {
  kind: 'invoice' | 'credit_note';
  number: string;
  seller: string;
  replyTo: string | null;
  totalMinor: number;
  balanceMinor: number;
  currency: InvoiceCurrency;
  dueDate: string;
  language: Language;
  link: string;
};

const html = (paragraphs: string[], link: string, button: string, color: string) =>
  `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1F2937;max-width:560px">${paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join('')}<p><a href="${esc(link)}" style="display:inline-block;padding:10px 18px;background:${esc(color)};color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${esc(button)}</a></p></div>`;

// invoiceMail is the email that delivers an invoice or credit note with its PDF.
export function invoiceMail(to: string, inv: MailInvoice, pdf: Buffer, message: string | null, color: string): OutgoingMail {
  const tr = inv.language === 'tr';
  const credit = inv.kind === 'credit_note';
  const amount = formatMinor(inv.totalMinor, inv.currency, inv.language);
  const subject = tr
    ? `${credit ? 'İade faturası' : 'Fatura'} ${inv.number} – ${inv.seller}`
    : `${credit ? 'Credit note' : 'Invoice'} ${inv.number} from ${inv.seller}`;
  const lines = credit
    ? [tr ? `${inv.number} numaralı iade faturanız (${amount}) ektedir.` : `Please find attached credit note ${inv.number} (${amount}).`]
    : [
        tr ? `${inv.number} numaralı faturanız ektedir.` : `Please find attached invoice ${inv.number}.`,
        tr ? `Tutar: ${amount}\nSon ödeme tarihi: ${formatDate(inv.dueDate)}` : `Amount: ${amount}\nDue date: ${formatDate(inv.dueDate)}`,
      ];
  const paragraphs = [
    ...(message ? [message] : []),
    ...lines,
    tr ? `Faturayı çevrimiçi görüntülemek için: ${inv.link}` : `View it online: ${inv.link}`,
    tr ? `Saygılarımızla,\n${inv.seller}` : `Kind regards,\n${inv.seller}`,
  ];
  const attachment: MailAttachment = { filename: `${inv.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(paragraphs, inv.link, tr ? 'Faturayı görüntüle' : 'View invoice', color),
    ...(inv.replyTo ? { replyTo: inv.replyTo } : {}),
    attachments: [attachment],
  };
}

// reminderMail asks for payment: offsetDays < 0 before the due date, 0 on it, > 0 after it.
export function reminderMail(to: string, inv: MailInvoice, offsetDays: number, color: string): OutgoingMail {
  const tr = inv.language === 'tr';
  const balance = formatMinor(inv.balanceMinor, inv.currency, inv.language);
  const due = formatDate(inv.dueDate);
  const days = Math.abs(offsetDays);
  const subject =
    offsetDays < 0
      ? tr
        ? `Hatırlatma: ${inv.number} numaralı faturanın vadesi ${days} gün sonra`
        : `Reminder: invoice ${inv.number} is due in ${days} days`
      : offsetDays === 0
        ? tr
          ? `Hatırlatma: ${inv.number} numaralı faturanın vadesi bugün`
          : `Reminder: invoice ${inv.number} is due today`
        : tr
          ? `Vadesi geçen fatura: ${inv.number} (${days} gün)`
          : `Overdue invoice: ${inv.number} (${days} days)`;
  const body =
    offsetDays < 0
      ? tr
        ? `${inv.number} numaralı faturanızın ${balance} tutarındaki ödemesinin son günü ${due}.`
        : `This is a friendly reminder that ${balance} on invoice ${inv.number} is due on ${due}.`
      : offsetDays === 0
        ? tr
          ? `${inv.number} numaralı faturanızın ${balance} tutarındaki ödemesinin son günü bugün (${due}).`
          : `${balance} on invoice ${inv.number} is due today (${due}).`
        : tr
          ? `${inv.number} numaralı faturanızın ${balance} tutarındaki ödemesi ${due} tarihinde yapılmalıydı. Ödemeyi yaptıysanız bu e-postayı dikkate almayın.`
          : `${balance} on invoice ${inv.number} was due on ${due}. If you have already paid, please ignore this email.`;
  const paragraphs = [
    body,
    tr ? `Faturayı görüntülemek için: ${inv.link}` : `View the invoice: ${inv.link}`,
    tr ? `Saygılarımızla,\n${inv.seller}` : `Kind regards,\n${inv.seller}`,
  ];
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: html(paragraphs, inv.link, tr ? 'Faturayı görüntüle' : 'View invoice', color),
    ...(inv.replyTo ? { replyTo: inv.replyTo } : {}),
  };
}
