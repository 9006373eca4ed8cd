// The starter gallery: real MJML templates in Turkish and English that a workspace copies and edits.
import { translate, type GalleryTemplateView, type Language } from '@ulak/shared';

type Starter = {
  key: string;
  category: 'newsletter' | 'promotional' | 'transactional' | 'welcome';
  name: Record<Language, string>;
  subject: Record<Language, string>;
  body: Record<Language, string[]>;
  button: Record<Language, string>;
};

const STARTERS: Starter[] = [
  {
    key: 'welcome',
    category: 'welcome',
    name: { tr: 'Hoş geldiniz', en: 'Welcome' },
    subject: { tr: 'Aramıza hoş geldin, {{ contact.first_name | default: "dostum" }}!', en: 'Welcome aboard, {{ contact.first_name | default: "friend" }}!' },
    body: {
      tr: [
        'Merhaba {{ contact.first_name | default: "" }},',
        'Bültenimize katıldığın için teşekkürler. Her ay ürün haberlerini, ipuçlarını ve sana özel teklifleri burada bulacaksın.',
        'Bir sorun olursa bu e-postayı yanıtlaman yeterli; ekibimiz okuyor.',
      ],
      en: [
        'Hi {{ contact.first_name | default: "there" }},',
        'Thanks for joining us. Every month you will get product news, tips and offers made for you.',
        'If you ever have a question, just reply to this email: a person on our team reads it.',
      ],
    },
    button: { tr: 'Hesabıma git', en: 'Go to my account' },
  },
  {
    key: 'newsletter',
    category: 'newsletter',
    name: { tr: 'Aylık bülten', en: 'Monthly newsletter' },
    subject: { tr: 'Bu ayın öne çıkanları', en: "This month's highlights" },
    body: {
      tr: [
        'Merhaba {{ contact.first_name | default: "" }},',
        'Bu ay neler yaptık: yeni özellikler, müşterilerimizden öğrendiklerimiz ve önümüzdeki etkinlikler.',
        'Yazının tamamını blogumuzda okuyabilirsin.',
      ],
      en: [
        'Hello {{ contact.first_name | default: "there" }},',
        'Here is what we did this month: new features, what we learned from our customers and the events ahead.',
        'Read the full story on our blog.',
      ],
    },
    button: { tr: 'Devamını oku', en: 'Read more' },
  },
  {
    key: 'promotion',
    category: 'promotional',
    name: { tr: 'Kampanya duyurusu', en: 'Promotion' },
    subject: { tr: '{{ contact.first_name | default: "Sana" }} özel %20 indirim', en: '20% off, just for {{ contact.first_name | default: "you" }}' },
    body: {
      tr: [
        'Merhaba {{ contact.first_name | default: "" }},',
        'Bu hafta sonuna kadar tüm yıllık planlarda %20 indirim seni bekliyor. Kodu ödeme sırasında kullanman yeterli: ULAK20.',
        'Teklif pazar gece yarısı sona erer.',
      ],
      en: [
        'Hi {{ contact.first_name | default: "there" }},',
        'Until the end of this week, every yearly plan is 20% off. Use the code ULAK20 at checkout.',
        'The offer ends Sunday at midnight.',
      ],
    },
    button: { tr: 'İndirimi kullan', en: 'Use the discount' },
  },
  {
    key: 'receipt',
    category: 'transactional',
    name: { tr: 'Sipariş onayı', en: 'Order confirmation' },
    subject: { tr: 'Siparişin alındı', en: 'We received your order' },
    body: {
      tr: [
        'Merhaba {{ contact.first_name | default: "" }},',
        'Siparişin bize ulaştı ve hazırlanıyor. Kargoya verildiğinde sana takip numarasıyla birlikte haber vereceğiz.',
        'Teşekkür ederiz!',
      ],
      en: [
        'Hi {{ contact.first_name | default: "there" }},',
        'Your order reached us and is being prepared. We will let you know with a tracking number once it ships.',
        'Thank you!',
      ],
    },
    button: { tr: 'Siparişi görüntüle', en: 'View order' },
  },
];

// starterMjml builds the MJML of a starter in one language.
function starterMjml(s: Starter, lang: Language): string {
  const paragraphs = s.body[lang].map((p) => `<mj-text font-size="16px" line-height="24px" color="#343a40">${p}</mj-text>`).join('\n        ');
  const footer = translate('TEMPLATE_STARTER_FOOTER', lang);
  return `<mjml>
  <mj-head><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="#1c7ed6" padding="24px"><mj-column><mj-text color="#ffffff" font-size="22px" font-weight="bold">{{ workspace.name | default: "Ulak" }}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        ${paragraphs}
        <mj-button background-color="#1c7ed6" href="https://example.com" font-size="16px">${s.button[lang]}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px"><mj-column><mj-text font-size="12px" color="#868e96" align="center">${footer}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

// galleryList is the starter gallery in one language.
export function galleryList(lang: Language): GalleryTemplateView[] {
  return STARTERS.map((s) => ({ key: s.key, category: s.category, name: s.name[lang], subject: s.subject[lang], mjml: starterMjml(s, lang) }));
}

// galleryItem returns one starter in one language.
export function galleryItem(key: string, lang: Language) {
  return galleryList(lang).find((g) => g.key === key);
}
