// The template market: ready workflows in Turkish and English. Installing one creates its email templates
// (templateType 'automation') and a draft workflow whose send steps point at them, ready to publish.
import type { Language, MarketTemplate, WorkflowGraph, WorkflowInput, WorkflowNode } from '@ulak/shared';

type Mail = { name: string; subject: string; body: string };
type Step = { type: WorkflowNode['type']; data?: Record<string, unknown>; mail?: Mail };
export type MarketItem = Omit<WorkflowInput, 'graph'> & { trigger: Step; steps: Step[] };

const wait = (minutes: number): Step => ({ type: 'wait', data: { mode: 'duration', minutes } });
const DAY = 24 * 60;
const html = (body: string) =>
  `<html><body style="font-family:Arial,sans-serif"><p>{{ contact.first_name | default: contact.name }},</p><p>${body}</p></body></html>`;

const ITEMS: Record<MarketTemplate, Record<Language, MarketItem>> = {
  welcome_series: {
    en: {
      name: 'Welcome series',
      category: 'Onboarding',
      description: 'Three emails over a week for every new contact.',
      trigger: { type: 'user_registration' },
      steps: [
        { type: 'send_email', mail: { name: 'Welcome 1', subject: 'Welcome aboard!', body: 'Thank you for joining us. Here is what to expect.' } },
        wait(2 * DAY),
        { type: 'send_email', mail: { name: 'Welcome 2', subject: 'Getting the most out of it', body: 'A few tips our customers love.' } },
        wait(5 * DAY),
        { type: 'send_email', mail: { name: 'Welcome 3', subject: 'Anything we can help with?', body: 'Reply to this email: a person reads it.' } },
      ],
    },
    tr: {
      name: 'Hoş geldin serisi',
      category: 'Onboarding',
      description: 'Her yeni kişiye bir hafta içinde üç e-posta.',
      trigger: { type: 'user_registration' },
      steps: [
        {
          type: 'send_email',
          mail: { name: 'Hoş geldin 1', subject: 'Aramıza hoş geldiniz!', body: 'Bize katıldığınız için teşekkürler. Sizi neler bekliyor, anlatalım.' },
        },
        wait(2 * DAY),
        { type: 'send_email', mail: { name: 'Hoş geldin 2', subject: 'En iyi şekilde kullanmak için', body: 'Müşterilerimizin sevdiği birkaç ipucu.' } },
        wait(5 * DAY),
        {
          type: 'send_email',
          mail: { name: 'Hoş geldin 3', subject: 'Yardımcı olabileceğimiz bir şey var mı?', body: 'Bu e-postayı yanıtlayın: bir insan okuyor.' },
        },
      ],
    },
  },
  abandoned_cart: {
    en: {
      name: 'Abandoned cart',
      category: 'E-ticaret',
      description: 'Two reminders when a cart is left without a purchase; a purchase ends the run.',
      goal: 'purchase_made',
      entryRule: 'every_time',
      trigger: { type: 'cart_abandoned', data: { afterMinutes: 60 } },
      steps: [
        { type: 'send_email', mail: { name: 'Cart reminder 1', subject: 'You left something in your cart', body: 'Your cart is waiting for you.' } },
        wait(DAY),
        {
          type: 'send_email',
          mail: { name: 'Cart reminder 2', subject: 'Still thinking about it?', body: 'Your items are still in your cart, but not for long.' },
        },
      ],
    },
    tr: {
      name: 'Terk edilen sepet',
      category: 'E-ticaret',
      description: 'Satın alma olmadan bırakılan sepete iki hatırlatma; satın alma akışı bitirir.',
      goal: 'purchase_made',
      entryRule: 'every_time',
      trigger: { type: 'cart_abandoned', data: { afterMinutes: 60 } },
      steps: [
        { type: 'send_email', mail: { name: 'Sepet hatırlatma 1', subject: 'Sepetinizde ürün unuttunuz', body: 'Sepetiniz sizi bekliyor.' } },
        wait(DAY),
        {
          type: 'send_email',
          mail: { name: 'Sepet hatırlatma 2', subject: 'Hâlâ düşünüyor musunuz?', body: 'Ürünleriniz hâlâ sepetinizde, ama uzun süre değil.' },
        },
      ],
    },
  },
  birthday_coupon: {
    en: {
      name: 'Birthday coupon',
      category: 'Özel Günler',
      description: 'A coupon on the contact’s birthday (attribute "birthday"), at 9:00.',
      entryRule: 'every_time',
      trigger: { type: 'birthday', data: { attribute: 'birthday', hour: 9 } },
      steps: [
        {
          type: 'send_email',
          mail: { name: 'Birthday coupon', subject: 'Happy birthday! A gift for you', body: 'Use the code BIRTHDAY20 for 20% off this week.' },
        },
        { type: 'update_contact', data: { addTags: ['birthday-coupon'] } },
      ],
    },
    tr: {
      name: 'Doğum günü kuponu',
      category: 'Özel Günler',
      description: 'Kişinin doğum gününde ("birthday" özelliği) saat 9:00’da bir kupon.',
      entryRule: 'every_time',
      trigger: { type: 'birthday', data: { attribute: 'birthday', hour: 9 } },
      steps: [
        {
          type: 'send_email',
          mail: { name: 'Doğum günü kuponu', subject: 'İyi ki doğdunuz! Size bir hediye', body: 'Bu hafta %20 indirim için DOGUMGUNU20 kodunu kullanın.' },
        },
        { type: 'update_contact', data: { addTags: ['dogum-gunu-kuponu'] } },
      ],
    },
  },
  win_back: {
    en: {
      name: 'Win-back after 90 days',
      category: 'Retention',
      description: 'Contacts with no open or click for 90 days get a win-back email, then a tag if they stay silent.',
      entryRule: 'again_after',
      reentryDays: 180,
      trigger: { type: 'inactivity', data: { days: 90, hour: 10 } },
      steps: [
        { type: 'send_email', mail: { name: 'We miss you', subject: 'We miss you', body: 'It has been a while. Here is what is new.' } },
        wait(7 * DAY),
        { type: 'if_else', data: { condition: { kind: 'opened_previous' } } },
      ],
    },
    tr: {
      name: '90 gün sonra geri kazanım',
      category: 'Retention',
      description: '90 gündür açmayan veya tıklamayan kişilere geri kazanım e-postası, sessiz kalırlarsa etiket.',
      entryRule: 'again_after',
      reentryDays: 180,
      trigger: { type: 'inactivity', data: { days: 90, hour: 10 } },
      steps: [
        { type: 'send_email', mail: { name: 'Sizi özledik', subject: 'Sizi özledik', body: 'Epey zaman oldu. İşte yenilikler.' } },
        wait(7 * DAY),
        { type: 'if_else', data: { condition: { kind: 'opened_previous' } } },
      ],
    },
  },
  post_purchase_review: {
    en: {
      name: 'Post-purchase review',
      category: 'E-ticaret',
      description: 'Three days after a purchase, ask for a review.',
      entryRule: 'every_time',
      trigger: { type: 'purchase_made' },
      steps: [
        wait(3 * DAY),
        {
          type: 'send_email',
          mail: { name: 'Review request', subject: 'How was your order?', body: 'Tell us what you think: your review helps other customers.' },
        },
      ],
    },
    tr: {
      name: 'Satın alma sonrası değerlendirme',
      category: 'E-ticaret',
      description: 'Satın almadan üç gün sonra değerlendirme isteği.',
      entryRule: 'every_time',
      trigger: { type: 'purchase_made' },
      steps: [
        wait(3 * DAY),
        {
          type: 'send_email',
          mail: {
            name: 'Değerlendirme isteği',
            subject: 'Siparişiniz nasıldı?',
            body: 'Düşüncenizi paylaşın: değerlendirmeniz diğer müşterilere yardımcı olur.',
          },
        },
      ],
    },
  },
  lead_nurture: {
    en: {
      name: 'Lead nurture into the CRM',
      category: 'Onboarding',
      description: 'Two nurturing emails; a contact who clicks becomes a CRM lead.',
      trigger: { type: 'user_registration' },
      steps: [
        { type: 'send_email', mail: { name: 'Nurture 1', subject: 'A guide for you', body: 'Our short guide to getting started.' } },
        wait(3 * DAY),
        { type: 'send_email', mail: { name: 'Nurture 2', subject: 'Customer stories', body: 'How teams like yours use us.' } },
        wait(2 * DAY),
        { type: 'if_else', data: { condition: { kind: 'clicked_previous' } } },
      ],
    },
    tr: {
      name: 'Potansiyel müşteriyi CRM’e taşıma',
      category: 'Onboarding',
      description: 'İki besleme e-postası; tıklayan kişi CRM’de potansiyel müşteri olur.',
      trigger: { type: 'user_registration' },
      steps: [
        { type: 'send_email', mail: { name: 'Besleme 1', subject: 'Sizin için bir rehber', body: 'Başlamak için kısa rehberimiz.' } },
        wait(3 * DAY),
        { type: 'send_email', mail: { name: 'Besleme 2', subject: 'Müşteri hikâyeleri', body: 'Sizin gibi ekipler bizi nasıl kullanıyor.' } },
        wait(2 * DAY),
        { type: 'if_else', data: { condition: { kind: 'clicked_previous' } } },
      ],
    },
  },
};

/** The market item of a template in a language. */
export const marketItem = (t: MarketTemplate, lang: Language) => ITEMS[t][lang];

/** The mail bodies as HTML for the templates service. */
export const mailHtml = (m: Mail) => html(m.body);

// buildMarketGraph lays the steps out top to bottom; an if/else at the end branches "yes" to an exit and "no" to a
// tag (win-back) or a CRM lead (lead nurture) — with templateIds filled from the created templates, in step order.
export function buildMarketGraph(t: MarketTemplate, item: MarketItem, templateIds: string[]): WorkflowGraph {
  const nodes: WorkflowNode[] = [{ id: 'trigger', type: item.trigger.type, position: { x: 250, y: 0 }, data: item.trigger.data ?? {} }];
  const edges: WorkflowGraph['edges'] = [];
  let prev = 'trigger';
  let mail = 0;
  item.steps.forEach((s, i) => {
    const id = `n${i + 1}`;
    const data = s.type === 'send_email' ? { templateId: templateIds[mail++] } : (s.data ?? {});
    nodes.push({ id, type: s.type, position: { x: 250, y: (i + 1) * 120 }, data });
    edges.push({
      id: `e-${prev}-${id}`,
      source: prev,
      target: id,
      sourceHandle: prev.startsWith('n') && nodes.find((n) => n.id === prev)?.type === 'if_else' ? 'yes' : null,
    });
    prev = id;
  });
  const last = nodes[nodes.length - 1];
  if (last.type === 'if_else') {
    const y = last.position.y + 120;
    nodes.push({ id: 'exit', type: 'exit', position: { x: 100, y }, data: {} });
    edges.push({ id: 'e-yes', source: last.id, target: 'exit', sourceHandle: 'yes' });
    const other: WorkflowNode =
      t === 'lead_nurture'
        ? { id: 'lead', type: 'create_crm_lead', position: { x: 400, y }, data: { source: 'email_campaign' } }
        : { id: 'tag', type: 'update_contact', position: { x: 400, y }, data: { addTags: ['inactive'] } };
    if (t === 'lead_nurture') {
      // lead nurture: a click ("yes") makes the lead, no click exits
      edges[edges.length - 1] = { id: 'e-yes', source: last.id, target: 'lead', sourceHandle: 'yes' };
      edges.push({ id: 'e-no', source: last.id, target: 'exit', sourceHandle: 'no' });
    } else {
      edges.push({ id: 'e-no', source: last.id, target: other.id, sourceHandle: 'no' });
    }
    nodes.push(other);
  }
  return { nodes, edges };
}
