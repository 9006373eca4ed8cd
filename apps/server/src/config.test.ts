import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to port 5000, PGlite under ./data and capture mail', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.role).toBe('all');
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('names every bad variable in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ULAK_ROLE: 'boss', ULAK_ADMIN_EMAIL: 'a@b.co', ULAK_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const msg = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ULAK_ROLE', 'ULAK_ADMIN_PASSWORD', 'ULAK_SECRET']) expect(msg).toContain(name);
  });

  it('accepts a full configuration', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      ULAK_PUBLIC_URL: 'https://mail.example.com/',
      ULAK_SMTP_URL: 'smtps://u:p@smtp.example.com',
      ULAK_ROLE: 'worker',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://mail.example.com',
      smtpUrl: 'smtps://u:p@smtp.example.com',
      role: 'worker',
    });
  });
});
