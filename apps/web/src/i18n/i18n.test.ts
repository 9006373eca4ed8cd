import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

type Tree = { [key: string]: string | Tree };

// flatten turns a translation tree into dotted key → text.
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

// Every translation pair of src/i18n (tr.json/en.json and each feature's <name>.tr.json/<name>.en.json).
const trees = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const pairs = Object.keys(trees)
  .filter((file) => /(^|\.)tr\.json$/.test(file.replace('./', '')))
  .map((trFile) => ({
    name: trFile.replace('./', '').replace(/\.?tr\.json$/, '') || 'main',
    tr: trees[trFile],
    en: trees[trFile.replace(/tr\.json$/, 'en.json')],
  }));

describe.each(pairs)('translations: $name', ({ tr: trTree, en: enTree }) => {
  it('has an English tree beside the Turkish one', () => {
    expect(enTree).toBeTruthy();
  });

  it('has the same keys in tr and en', () => {
    expect([...flatten(trTree).keys()].sort()).toEqual([...flatten(enTree).keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...flatten(enTree), ...flatten(trTree)]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders and tags in both languages', () => {
    const trKeys = flatten(trTree);
    for (const [key, text] of flatten(enTree)) {
      const other = trKeys.get(key) ?? '';
      expect(variables(other), key).toEqual(variables(text));
      expect(tags(other), key).toEqual(tags(text));
    }
  });
});

describe('translations', () => {
  it('carries the specification texts', () => {
    expect(tr.auth.login.submit).toBe('Giriş yap');
    expect(en.auth.login.submit).toBe('Sign in');
    expect(tr.auth.signup.passwordMismatch).toBe('Şifreler eşleşmiyor!');
    expect(tr.auth.signup.mustAcceptTerms).toBe('Kullanım koşullarını kabul etmelisiniz!');
    expect(tr.auth.forgot.connectionError).toBe('Bağlantı hatası. Lütfen tekrar deneyin.');
    expect(en.errors.unexpectedTitle).toBe('Unexpected Application Error!');
    expect(tr.customer.upgrade.success).toBe('Plan başarıyla güncellendi!');
    expect(en.usage.level.critical).toBe('Limit almost reached!');
    expect(tr.pricing.yearlyBadge).toBe('2 Ay Ücretsiz!');
    expect(en.pricing.yearlyBadge).toBe('2 months free!');
    expect(tr.help.noResults).toBe('Aradığınız içerik bulunamadı');
    expect(en.help.noResults).toBe('No content matched your search');
    expect(en.landing.plans.viewAll).toBe('View All {{n}} Plans');
    expect(en.landing.hero.badge).toBe('Enterprise Solution Partner');
    expect(en.plans.mostPopular).toBe('Most Popular');
    expect(en.plans.startFree).toBe('Start Free');
    expect(en.plans.getStarted).toBe('Get Started');
    expect(en.pricing.banner.sales).toBe('Talk to Sales');
    expect(en.customer.upgrade.success).toBe('Plan upgraded successfully!');
  });

  it('has one category label per blog and help category of the API', () => {
    expect(Object.keys(en.blog.categories).sort()).toEqual(['automation', 'company', 'crm', 'email-marketing', 'invoicing', 'product']);
    expect(Object.keys(en.help.categories).sort()).toEqual(['all', 'analytics', 'billing', 'campaigns', 'crm', 'getting-started', 'integrations', 'security']);
  });
});
