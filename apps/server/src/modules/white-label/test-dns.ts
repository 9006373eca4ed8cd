// Tests: a real DNS server on 127.0.0.1 (UDP) answering TXT and CNAME questions from tables the test fills in.
import dns2 from 'dns2';

export type DomainTestDns = { server: string; txt: Map<string, string[]>; cname: Map<string, string>; close: () => Promise<void> };

// startDomainTestDns listens on a free loopback port; `server` is the "127.0.0.1:port" to put in ULAK_DNS_SERVERS.
export async function startDomainTestDns(): Promise<DomainTestDns> {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase();
      if (question.type === Packet.TYPE.TXT) {
        for (const value of txt.get(name) ?? [])
          response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: value } as never);
      }
      const target = cname.get(name);
      if (question.type === Packet.TYPE.CNAME && target)
        response.answers.push({ name: question.name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: target } as never);
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as { port: number };
  return { server: `127.0.0.1:${port}`, txt, cname, close: () => server.close() };
}
