// Stand-in of a Turkish e-invoice integrator (özel entegratör) on 127.0.0.1, speaking the protocol of
// apps/server/src/modules/invoicing/gib-integrator.ts. It checks what it receives the way an integrator does before
// signing and forwarding to GİB: HTTP Basic credentials, the Idempotency-Key against the ETTN, the base64 content
// against its SHA-256, and the UBL-TR XML itself (well-formed, UBL-TR 1.2, the ETTN as cbc:UUID, the 16-character ID,
// the seller's VKN/TCKN as the sender, profile and type as declared). It answers queued, then sent and accepted on
// the next status polls, or rejected with a reason; the same ETTN with the same content is idempotent.
import crypto from 'node:crypto';
import { SaxesParser } from 'saxes';
import { faults, listen, type StandInRequest, type StandInReply } from './http.js';

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

type Stored = {
  ettn: string;
  sha256: string;
  xml: string;
  body: Record<string, unknown>;
  status: string;
  reason: string | null;
  polls: number;
  reference: string;
};

/** The facts of a UBL-TR invoice the stand-in checks, read with a streaming parser. */
type Facts = {
  root: string;
  rootNs: string;
  customization: string;
  profile: string;
  id: string;
  uuid: string;
  type: string;
  supplierIds: { scheme: string; id: string }[];
};

function readFacts(xml: string): Facts {
  const facts: Facts = { root: '', rootNs: '', customization: '', profile: '', id: '', uuid: '', type: '', supplierIds: [] };
  const path: string[] = [];
  let text = '';
  let scheme = '';
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    if (!path.length) {
      facts.root = tag.local ?? '';
      facts.rootNs = tag.uri ?? '';
    }
    path.push(tag.name);
    text = '';
    const s = tag.attributes.schemeID;
    scheme = typeof s === 'string' ? s : (s?.value ?? '');
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const p = path.join('/');
    const v = text.trim();
    if (path.length === 2 && tag.uri === CBC) {
      if (tag.local === 'CustomizationID') facts.customization = v;
      if (tag.local === 'ProfileID') facts.profile = v;
      if (tag.local === 'ID') facts.id = v;
      if (tag.local === 'UUID') facts.uuid = v;
      if (tag.local === 'InvoiceTypeCode') facts.type = v;
    }
    if (p.endsWith('cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID')) facts.supplierIds.push({ scheme, id: v });
    path.pop();
    text = '';
  });
  parser.write(xml).close();
  return facts;
}

export type GibIntegratorStandIn = Awaited<ReturnType<typeof startGibIntegrator>>;

// startGibIntegrator starts the stand-in with one account (user name and password).
export async function startGibIntegrator(account: { username: string; password: string }) {
  const documents = new Map<string, Stored>();
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  const scripted = faults();
  let rejectNext: string | null = null;
  let receiverRejects: string | null = null;
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
  const reject = (code: string, message: string): StandInReply => ({ status: 422, body: { status: 'rejected', code, message } });

  function submit(req: StandInRequest): StandInReply {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { code: 'BAD_JSON' } };
    }
    const ettn = String(body.ettn ?? '');
    if (req.headers['idempotency-key'] !== ettn) return reject('IDEMPOTENCY_KEY', 'Idempotency-Key must be the ETTN');
    const xml = Buffer.from(String(body.content ?? ''), 'base64').toString('utf8');
    const sha256 = crypto.createHash('sha256').update(xml, 'utf8').digest('hex');
    if (sha256 !== body.sha256) return reject('CHECKSUM', 'content does not match sha256');
    const known = documents.get(ettn);
    if (known) {
      if (known.sha256 !== sha256) return { status: 409, body: { code: 'ETTN_CONFLICT', message: 'this ETTN was sent with other content' } };
      return { status: 200, body: { ettn, status: known.status, reference: known.reference } };
    }
    let f: Facts;
    try {
      f = readFacts(xml);
    } catch (err) {
      return reject('XML', `not well-formed: ${String(err)}`);
    }
    const sender = body.sender as { vkn?: string } | undefined;
    const problems = [
      f.root !== 'Invoice' || f.rootNs !== UBL ? 'root is not a UBL Invoice' : '',
      f.customization !== 'TR1.2' && f.customization !== 'TR1.2.1' ? `CustomizationID ${f.customization}` : '',
      f.uuid !== ettn ? `UUID ${f.uuid} is not the ETTN ${ettn}` : '',
      !/^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/.test(ettn) ? 'ETTN is not a UUID' : '',
      !/^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/.test(f.id) || f.id !== body.documentId ? `ID ${f.id}` : '',
      f.profile !== body.profile ? `ProfileID ${f.profile}` : '',
      f.type !== body.invoiceType ? `InvoiceTypeCode ${f.type}` : '',
      !f.supplierIds.some((i) => (i.scheme === 'VKN' || i.scheme === 'TCKN') && i.id === sender?.vkn) ? 'sender VKN/TCKN is not the supplier’s' : '',
    ].filter(Boolean);
    if (problems.length) return reject('SCHEMATRON', problems.join('; '));
    if (rejectNext) {
      const message = rejectNext;
      rejectNext = null;
      return reject('GIB', message);
    }
    const stored: Stored = { ettn, sha256, xml, body, status: 'queued', reason: null, polls: 0, reference: `REF-${documents.size + 1}` };
    documents.set(ettn, stored);
    return { status: 202, body: { ettn, status: 'queued', reference: stored.reference } };
  }

  function status(ettn: string): StandInReply {
    const d = documents.get(ettn);
    if (!d) return { status: 404, body: { code: 'NOT_FOUND' } };
    // each poll moves the document on: queued → sent → accepted (or rejected by the receiver)
    d.polls += 1;
    if (d.status === 'queued') d.status = 'sent';
    else if (d.status === 'sent') {
      if (receiverRejects) {
        d.status = 'rejected';
        d.reason = receiverRejects;
      } else d.status = 'accepted';
    }
    return { status: 200, body: { ettn, status: d.status, reason: d.reason, reference: d.reference } };
  }

  const server = await listen(async (req) => {
    const authorized = req.headers.authorization === expected;
    requests.push({ method: req.method, path: req.path, authorized });
    const fault = await scripted.take();
    if (fault) return { status: fault, body: { code: 'UNAVAILABLE' } };
    if (!authorized) return { status: 401, body: { code: 'UNAUTHORIZED' } };
    if (req.method === 'GET' && req.path === '/v1/ping') return { status: 200, body: { ok: true } };
    if (req.method === 'POST' && req.path === '/v1/documents') return submit(req);
    const m = /^\/v1\/documents\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) return status(decodeURIComponent(m[1]));
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });

  return {
    url: server.url,
    close: server.close,
    documents,
    requests,
    faults: scripted,
    /** The next submission is refused by GİB's checks with this message. */
    rejectNext(message: string) {
      rejectNext = message;
    },
    /** Documents delivered from now on are rejected by their receiver (ticari fatura RED) with this reason. */
    receiverRejects(reason: string | null) {
      receiverRejects = reason;
    },
  };
}
