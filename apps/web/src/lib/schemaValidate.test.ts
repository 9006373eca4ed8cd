import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { changePasswordSchema, loginSchema } from '@ulak/shared/auth';
import { invoiceSettingsSchema } from '@ulak/shared/invoicing';
import { platformSettingsSchema } from '@ulak/shared/site';
import { messageText, schemaValidate, type SafeParser } from './schemaValidate';

// the interface's i18next instance, as the app registers it (getI18n reads the language from it)
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'tr', resources: {}, showSupportNotice: false });
});

describe('schemaValidate', () => {
  it('maps each issue to its field with the catalogue text in the interface language', async () => {
    const validate = schemaValidate<{ email: string; password: string }>(loginSchema);
    await i18n.changeLanguage('tr');
    expect(validate({ email: '', password: '' })).toEqual({ email: 'Bu alan zorunludur.', password: 'Bu alan zorunludur.' });
    await i18n.changeLanguage('en');
    expect(validate({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validate({ email: 'ayse@example.com', password: 'secret' })).toEqual({});
  });

  it('keeps the first issue of a path and reaches nested list fields', async () => {
    await i18n.changeLanguage('en');
    const validate = schemaValidate(platformSettingsSchema);
    const errors = validate({
      supportEmail: null,
      whatsappNumber: '12',
      testimonials: [
        { name: 'Ayşe', company: 'Işık', text: 'Harika', rating: 5 },
        { name: '', company: 'x'.repeat(101), text: 'Güzel', rating: 4 },
      ],
    });
    expect(errors).toEqual({
      whatsappNumber: 'Invalid value.',
      'testimonials.1.name': 'This field is required.',
      'testimonials.1.company': 'This field is too long.',
    });
  });

  it('validates the body the form sends and puts body paths on the form fields', async () => {
    await i18n.changeLanguage('tr');
    type Values = { rates: string; term: number | string };
    const toBody = (v: Values) => ({ taxRates: v.rates.split(',').map(Number), paymentTermDays: v.term === '' ? Number.NaN : Number(v.term) });
    const validate = schemaValidate<Values>(invoiceSettingsSchema, { toBody, paths: { taxRates: 'rates', paymentTermDays: 'term' } });
    expect(validate({ rates: '0, 20, 120', term: 400 })).toEqual({ rates: 'Oran 0 ile 100 arasında olmalıdır.', term: 'Geçersiz değer.' });
    expect(validate({ rates: '0, 20', term: 30 })).toEqual({});
    // a field's own wording replaces the catalogue's generic one; the rule stays the schema's
    const worded = schemaValidate<Values>(invoiceSettingsSchema, {
      toBody,
      paths: { taxRates: 'rates', paymentTermDays: 'term' },
      messages: { term: '0–365 gün' },
    });
    expect(worded({ rates: '0, 20', term: '' })).toEqual({ term: '0–365 gün' });
    expect(worded({ rates: '0, 20', term: 365 })).toEqual({});
  });

  it('adds UI-only checks on the fields the schema left alone, as catalogue keys or translated texts', async () => {
    await i18n.changeLanguage('en');
    type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
    const validate = schemaValidate<Values>(changePasswordSchema, {
      toBody: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      uiOnly: (v) => ({ confirmPassword: v.confirmPassword !== v.newPassword && 'Passwords do not match', newPassword: !v.newPassword && 'v.required' }),
    });
    expect(validate({ currentPassword: 'old', newPassword: '12345', confirmPassword: '1234' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validate({ currentPassword: 'old', newPassword: '', confirmPassword: '' })).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect(validate({ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('falls back to the generic text for a message that is not a catalogue key', async () => {
    await i18n.changeLanguage('en');
    // a testimonial's rating has no message key of its own: zod's English text is not shown, the generic one is
    const errors = schemaValidate(platformSettingsSchema)({ testimonials: [{ name: 'Ayşe', company: 'Işık', text: 'Harika', rating: 0 }] });
    expect(errors).toEqual({ 'testimonials.0.rating': 'Invalid value.' });
    const schema: SafeParser = { safeParse: () => ({ success: false, error: { issues: [{ path: [], message: 'Expected string' }] } }) };
    expect(schemaValidate(schema)({})).toEqual({ '': 'Invalid value.' });
    expect(messageText('v.email', 'tr')).toBe('Geçerli bir e-posta adresi girin.');
    expect(messageText('nonsense', 'tr')).toBe('Geçersiz değer.');
  });
});
