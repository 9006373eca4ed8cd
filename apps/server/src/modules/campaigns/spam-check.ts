// Content spam check: rules that fired, each with its points and how to fix it; score 0–100.
import { spamBand, type SpamCheckResultView, type SpamRuleView } from '@ulak/shared';
import { scanHtml } from '../../mail/html-scan.js';

export type SpamRule = SpamRuleView;
export type SpamResult = SpamCheckResultView;

const PHRASES = [
  'free money',
  'act now',
  'click here',
  'buy now',
  'limited time',
  '100% free',
  'winner',
  'you have been selected',
  'risk free',
  'no credit check',
  'cash bonus',
  'double your',
  'earn extra cash',
  'guaranteed',
  'urgent',
  'lowest price',
  'viagra',
  'casino',
  'bitcoin giveaway',
  'bedava',
  'hemen tıkla',
  'şimdi al',
  'kaçırma',
  'son fırsat',
  'kazandınız',
  'ücretsiz para',
  'garantili',
  'acele edin',
  'sınırlı süre',
  'tebrikler kazandınız',
  'kredi notu',
];
const SHORTENERS = new Set(['bit.ly', 'tinyurl.com', 'goo.gl', 't.co', 'ow.ly', 'is.gd', 'buff.ly', 'cutt.ly', 'rebrand.ly', 'shorturl.at']);

type Anchor = { href: string; text: string };
/** What the rules read from the HTML: its visible text, images, links, and whether it carries scripts. */
type Content = { text: string; images: number; anchors: Anchor[]; script: boolean };

const collapse = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');

// readContent reads the HTML with a linear-time scanner (never regular expressions over the markup).
function readContent(html: string): Content {
  const content: Content = { text: '', images: 0, anchors: [], script: false };
  const texts: string[] = [];
  let anchor: { href: string; texts: string[] } | undefined;
  const closeAnchor = () => {
    if (anchor) content.anchors.push({ href: anchor.href, text: collapse(anchor.texts.join(' ')) });
    anchor = undefined;
  };
  scanHtml(html, {
    openTag(name) {
      if (name === 'script') content.script = true;
      if (name === 'img') content.images += 1;
      if (name === 'a') {
        closeAnchor();
        anchor = { href: '', texts: [] };
      }
    },
    attribute(tag, name, value) {
      if (name.startsWith('on') || value.trim().toLowerCase().startsWith('javascript:')) content.script = true;
      if (tag === 'a' && name === 'href' && anchor) anchor.href = value;
    },
    closeTag(name) {
      if (name === 'a') closeAnchor();
    },
    text(text, rawIn) {
      if (rawIn) return;
      texts.push(text);
      anchor?.texts.push(text);
    },
  });
  closeAnchor();
  content.text = collapse(texts.join(' ').replaceAll('\u00a0', ' '));
  return content;
}

const hostOf = (url: string): string | undefined => {
  const m = /^https?:\/\/([^/?#\s]+)/i.exec(url.trim());
  return m?.[1]?.toLowerCase();
};

// checkSpam scores a subject and HTML body against the rules; it does not call any outside service.
export function checkSpam(subject: string, html: string, textPart?: string): SpamResult {
  const rules: SpamRule[] = [];
  const add = (id: string, points: number, en: string, tr: string, fixEn: string, fixTr: string) =>
    rules.push({ id, points, message: { en, tr }, fix: { en: fixEn, tr: fixTr } });
  const content = readContent(html);
  const text = content.text;
  const lowerAll = `${subject} ${text}`.toLocaleLowerCase('tr');

  const letters = subject.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 6 && letters === letters.toLocaleUpperCase('tr'))
    add(
      'shouting_subject',
      20,
      'The subject is in capital letters.',
      'Konu tamamen büyük harf.',
      'Write the subject in sentence case.',
      'Konuyu normal cümle düzeninde yazın.',
    );
  if (/[!?]{2,}/.test(subject) || (subject.match(/!/g)?.length ?? 0) >= 2)
    add(
      'subject_punctuation',
      10,
      'The subject has excessive punctuation.',
      'Konuda aşırı noktalama var.',
      'Use at most one exclamation mark.',
      'En fazla bir ünlem işareti kullanın.',
    );
  if (/[!?]{3,}/.test(text))
    add(
      'body_punctuation',
      5,
      'The body has runs of !!! or ???.',
      'Metinde !!! veya ??? dizileri var.',
      'Remove repeated punctuation.',
      'Tekrarlanan noktalamayı kaldırın.',
    );
  const found = PHRASES.filter((p) => lowerAll.includes(p));
  if (found.length)
    add(
      'spam_phrases',
      Math.min(30, 8 * found.length),
      `Spam phrases: ${found.join(', ')}.`,
      `Spam ifadeleri: ${found.join(', ')}.`,
      'Rephrase these in plain words.',
      'Bu ifadeleri sade bir dille yeniden yazın.',
    );
  if (!/unsubscribe|abonelikten\s+çık|\{\{\s*unsubscribe_url\s*\}\}|\{%\s*unsubscribe|list-unsubscribe|preferences|tercihler/i.test(html)) {
    add(
      'no_unsubscribe',
      15,
      'No visible unsubscribe link.',
      'Görünür bir abonelikten çıkma bağlantısı yok.',
      'Add {{ unsubscribe_url }} as a link (Ulak also adds one).',
      '{{ unsubscribe_url }} bağlantısı ekleyin (Ulak da ekler).',
    );
  }
  if (textPart !== undefined && textPart.trim() === '')
    add(
      'no_text_part',
      10,
      'The plain-text part is empty.',
      'Düz metin bölümü boş.',
      'Let Ulak derive the text part or write one.',
      'Düz metni Ulak oluştursun ya da kendiniz yazın.',
    );
  const images = content.images;
  if (images > 0 && text.length < images * 200)
    add(
      'image_ratio',
      15,
      'Too many images for the amount of text.',
      'Metne göre çok fazla görsel var.',
      'Aim for at least ~200 characters of text per image.',
      'Görsel başına en az ~200 karakter metin hedefleyin.',
    );
  if (content.anchors.some((a) => SHORTENERS.has(hostOf(a.href) ?? '')))
    add(
      'link_shortener',
      15,
      'Links use a URL shortener.',
      'Bağlantılarda URL kısaltıcı kullanılmış.',
      'Link to the full address on your own domain.',
      'Kendi alan adınızdaki tam adrese bağlantı verin.',
    );
  for (const a of content.anchors) {
    const shown = a.text.split(' ').map(hostOf).find(Boolean);
    const target = hostOf(a.href);
    if (shown && target && shown !== target) {
      add(
        'mismatched_link',
        15,
        'A link shows one address and goes to another.',
        'Bir bağlantı farklı bir adres gösterip başka yere gidiyor.',
        'Make the visible address match the target.',
        'Görünen adresi hedefle aynı yapın.',
      );
      break;
    }
  }
  if (subject.trim().length > 0 && subject.trim().length < 4)
    add('short_subject', 5, 'The subject is very short.', 'Konu çok kısa.', 'Write a clear, descriptive subject.', 'Açık ve açıklayıcı bir konu yazın.');
  if (subject.length > 120)
    add('long_subject', 5, 'The subject is very long.', 'Konu çok uzun.', 'Keep the subject under ~60 characters.', 'Konuyu ~60 karakterin altında tutun.');
  if (/\$\$\$|₺₺₺|€€€/.test(lowerAll))
    add(
      'money_symbols',
      10,
      'Repeated currency symbols.',
      'Tekrarlanan para birimi simgeleri.',
      'Remove repeated currency symbols.',
      'Tekrarlanan simgeleri kaldırın.',
    );
  if (text.length < 20 && images === 0)
    add('empty_body', 10, 'The body has almost no text.', 'Gövdede neredeyse hiç metin yok.', 'Add meaningful content.', 'Anlamlı içerik ekleyin.');
  if (content.script)
    add(
      'script',
      25,
      'The HTML contains scripts.',
      'HTML betik içeriyor.',
      'Remove scripts: mail clients block them.',
      'Betikleri kaldırın: e-posta istemcileri engeller.',
    );

  const spamScore = Math.min(
    100,
    rules.reduce((n, r) => n + r.points, 0),
  );
  return { spamScore, band: spamBand(spamScore), rules };
}
