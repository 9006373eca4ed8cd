// Tests: a real DNS server on 127.0.0.1 (UDP) answering TXT questions from a table the test fills in.
import dns2 from 'dns2';

export type TestDns = { server: string; txt: Map<string, string[]>; queries: string[]; close: () => Promise<void> };

// startTestDns listens on a free loopback port; `server` is the "127.0.0.1:port" to put in ULAK_DNS_SERVERS.
export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  const queries: string[] = [];
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      queries.push(name);
      for (const value of question.type === Packet.TYPE.TXT ? (txt.get(name) ?? []) : []) {
        // long values travel as several character-strings of at most 255 bytes, as real zones publish them
        const chunks = value.match(/.{1,255}/g) ?? [''];
        response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: chunks } as never);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return { server: `127.0.0.1:${port}`, txt, queries, close: () => server.close() };
}
