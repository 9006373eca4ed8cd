// Tests: a real DNS server on 127.0.0.1 (UDP) answering TXT, A, AAAA and MX questions from tables the test fills in.
import dns2 from 'dns2';

export type TestDns = {
  server: string;
  txt: Map<string, string[]>;
  a: Map<string, string[]>;
  aaaa: Map<string, string[]>;
  mx: Map<string, { exchange: string; priority: number }[]>;
  queries: string[];
  close: () => Promise<void>;
};

// startTestDns listens on a free loopback port; `server` is the "127.0.0.1:port" to put in ULAK_DNS_SERVERS.
export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  const a = new Map<string, string[]>();
  const aaaa = new Map<string, string[]>();
  const mx = new Map<string, { exchange: string; priority: number }[]>();
  const queries: string[] = [];
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      queries.push(name);
      const answer = (type: number, data: object) => response.answers.push({ name: question.name, type, class: Packet.CLASS.IN, ttl: 60, ...data } as never);
      if (question.type === Packet.TYPE.TXT)
        // long values travel as several character-strings of at most 255 bytes, as real zones publish them
        for (const value of txt.get(name) ?? []) answer(Packet.TYPE.TXT, { data: value.match(/.{1,255}/g) ?? [''] });
      if (question.type === Packet.TYPE.A) for (const address of a.get(name) ?? []) answer(Packet.TYPE.A, { address });
      if (question.type === Packet.TYPE.AAAA) for (const address of aaaa.get(name) ?? []) answer(Packet.TYPE.AAAA, { address });
      if (question.type === Packet.TYPE.MX) for (const m of mx.get(name) ?? []) answer(Packet.TYPE.MX, { exchange: m.exchange, priority: m.priority });
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return { server: `127.0.0.1:${port}`, txt, a, aaaa, mx, queries, close: () => server.close() };
}
