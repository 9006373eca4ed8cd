import { describe, expect, it } from 'vitest';
import en from '../../i18n/audience.en.json';
import tr from '../../i18n/audience.tr.json';

describe('audience translations', () => {
  it('names the panel entry Kişiler / Contacts', () => {
    expect(tr.nav.contacts).toBe('Kişiler');
    expect(en.nav.contacts).toBe('Contacts');
  });
});
