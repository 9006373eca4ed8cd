// Tests: a real DNS server on 127.0.0.1 (UDP) answering TXT, CNAME and A questions from tables the test fills in.
// A name in no table answers NXDOMAIN (no such name), a name with records of other types answers no data, and a name
// in `silent` gets no answer at all (the client times out), as an unreachable blocklist would.
import dns2 from 'dns2';

export type DomainTestDns = {
  server: string;
  txt: Map<string, string[]>;
  cname: Map<string, string>;
  a: Map<string, string[]>;
  silent: Set<string>;
  close: () => Promise<void>;
};

const NXDOMAIN = 3;

// startDomainTestDns listens on a free loopback port; `server` is the "127.0.0.1:port" to put in ULAK_DNS_SERVERS.
export async function startDomainTestDns(): Promise<DomainTestDns> {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string>();
  const a = new Map<string, string[]>();
  const silent = new Set<string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      if (silent.has(name)) return;
      const answer = (type: number, data: object) => response.answers.push({ name: question.name, type, class: Packet.CLASS.IN, ttl: 60, ...data } as never);
      if (question.type === Packet.TYPE.TXT) for (const value of txt.get(name) ?? []) answer(Packet.TYPE.TXT, { data: value });
      const target = cname.get(name);
      if (question.type === Packet.TYPE.CNAME && target) answer(Packet.TYPE.CNAME, { domain: target });
      if (question.type === Packet.TYPE.A) for (const address of a.get(name) ?? []) answer(Packet.TYPE.A, { address });
      if (!txt.has(name) && !cname.has(name) && !a.has(name)) response.header.rcode = NXDOMAIN;
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return { server: `127.0.0.1:${port}`, txt, cname, a, silent, close: () => server.close() };
}
