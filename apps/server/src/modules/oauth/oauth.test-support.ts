// Test support: a local OpenID provider (oauth2-mock-server) and a local GitHub/Facebook stand-in on 127.0.0.1, and a
// driver that walks a browser's redirects through them and the app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestApp } from '../../test/harness.js';

export type Claims = Record<string, unknown>;

/** A local OpenID provider whose next ID token carries `claims` (and any test tweak). */
export async function startOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  let claims: Claims = {};
  const tokenRequests: Record<string, string>[] = [];
  server.service.on('beforeTokenSigning', (token: { payload: Claims }) => {
    Object.assign(token.payload, claims);
  });
  server.service.on('beforeResponse', (_res: unknown, req: { body?: Record<string, string> }) => {
    if (req.body) tokenRequests.push(req.body);
  });
  return {
    server,
    issuer,
    tokenRequests,
    setClaims(c: Claims) {
      claims = c;
    },
    endpoints: {
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      jwksUrl: `${issuer}/jwks`,
      issuer,
    },
    stop: () => server.stop(),
  };
}

/** A GitHub- and Facebook-like OAuth 2 server: /authorize, /token, /user, /user/emails and /me. */
export async function startOAuthStandIn() {
  const state = {
    user: { id: 4242, login: 'octo', name: 'Octo Cat' } as Claims,
    emails: [{ email: 'octo@example.com', primary: true, verified: true }] as Claims[],
    me: { id: '1001', first_name: 'Face', last_name: 'Book', email: 'face@example.com' } as Claims,
  };
  const codes = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const ok = codes.delete(form.get('code') ?? '') && !!form.get('code_verifier') && form.get('client_secret') === 'stand-in-secret';
        res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { access_token: 'at-1', token_type: 'bearer' } : { error: 'bad_verification_code' }));
      });
      return;
    }
    if (req.headers.authorization !== 'Bearer at-1') {
      res.writeHead(401).end();
      return;
    }
    const json = (v: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(v));
    if (url.pathname === '/user') return json(state.user);
    if (url.pathname === '/user/emails') return json(state.emails);
    if (url.pathname === '/me') return json(state.me);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    state,
    endpoints: {
      github: { authorizationUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userinfoUrl: `${base}/user`, emailsUrl: `${base}/user/emails` },
      facebook: { authorizationUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userinfoUrl: `${base}/me` },
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Follows a provider sign-in the way a browser does; answers the final /oauth/callback URL of the app. */
export async function browserSignIn(t: TestApp, provider: string, browserState: string, opts: { ip?: string; formPost?: boolean } = {}) {
  const start = await t.request({ method: 'GET', url: `/api/auth/oauth/${provider}?state=${browserState}`, ip: opts.ip });
  const toProvider = String(start.headers.location);
  // a refusal comes straight back to the app's callback page
  if (toProvider.startsWith('http://localhost:5000/')) return new URL(toProvider);
  const atProvider = await fetch(toProvider, { redirect: 'manual' });
  const back = new URL(String(atProvider.headers.get('location')));
  return new URL(await returnToApp(t, provider, back, opts));
}

/** Delivers the provider's answer to the app's callback (GET, or a form_post like Apple's); answers the app's redirect. */
export async function returnToApp(t: TestApp, provider: string, back: URL, opts: { ip?: string; formPost?: boolean; extra?: Record<string, string> } = {}) {
  const path = `/api/auth/oauth/${provider}/callback`;
  if (opts.formPost) {
    const form = new URLSearchParams({ ...Object.fromEntries(back.searchParams), ...opts.extra });
    const res = await t.request({
      method: 'POST',
      url: path,
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: opts.ip,
    });
    return String(res.headers.location);
  }
  const res = await t.request({ method: 'GET', url: `${path}${back.search}`, ip: opts.ip });
  return String(res.headers.location);
}

/** Exchanges the callback page's code with the browser's state, as the web app does. */
export async function exchange(t: TestApp, callback: URL, browserState: string) {
  return t.request({ method: 'POST', url: '/api/auth/oauth/exchange', body: { code: callback.searchParams.get('code'), state: browserState } });
}
