import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { parseCsv } from './import-files.js';

async function rows(text: string, chunk = 1 << 20) {
  async function* chunks() {
    for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
  }
  const out: { line: number; values: string[] }[] = [];
  for await (const r of parseCsv(chunks())) out.push(r);
  return out;
}

const SAMPLE = [
  '\uFEFFE-posta,Ad,Soyad,Şehir,tags',
  'ayse@imp.test,Ayşe,Kaya,İzmir,"vip,2026"',
  '  padded@imp.test  , Ali ,Veli,,',
  '',
  '   ',
  '"quoted@imp.test","Multi, Name",X,"Line',
  'break",',
  '"say ""hi""",5" screen,"a"b,last',
  'short',
  'x@y.z,1,2,3,4,5,6',
  'final@imp.test,no newline at the end',
].join('\r\n');

describe('parseCsv', () => {
  it('reads fields, quotes, line breaks in quotes, padding, blank lines and line numbers', async () => {
    expect(await rows(SAMPLE)).toEqual([
      { line: 1, values: ['E-posta', 'Ad', 'Soyad', 'Şehir', 'tags'] },
      { line: 2, values: ['ayse@imp.test', 'Ayşe', 'Kaya', 'İzmir', 'vip,2026'] },
      { line: 3, values: ['padded@imp.test', 'Ali', 'Veli', '', ''] },
      { line: 6, values: ['quoted@imp.test', 'Multi, Name', 'X', 'Line\r\nbreak', ''] },
      { line: 8, values: ['say "hi"', '5" screen', 'ab', 'last'] },
      { line: 9, values: ['short'] },
      { line: 10, values: ['x@y.z', '1', '2', '3', '4', '5', '6'] },
      { line: 11, values: ['final@imp.test', 'no newline at the end'] },
    ]);
  });

  it('gives the same records whatever the chunk boundaries', async () => {
    const whole = await rows(SAMPLE);
    for (const size of [1, 2, 3, 5, 7, 16, 61]) expect(await rows(SAMPLE, size)).toEqual(whole);
  });

  it('agrees with csv-parse on well-formed files', async () => {
    const lines = ['email,first_name,company,note'];
    for (let i = 0; i < 500; i++)
      lines.push([`u${i}@x.test`, i % 3 ? `Ad${i}` : '"Öz, Can"', i % 5 ? 'Acme' : '"The ""Best"" Co."', i % 7 ? '' : '"two\nlines"'].join(','));
    const text = lines.join('\n') + '\n';
    const theirs = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    expect((await rows(text, 333)).map((r) => r.values)).toEqual(theirs);
  });

  it('takes the delimiter the header uses: semicolon or tab', async () => {
    expect(await rows('email;ad;firma\na@b.co;Ali;"X; Y"\n')).toEqual([
      { line: 1, values: ['email', 'ad', 'firma'] },
      { line: 2, values: ['a@b.co', 'Ali', 'X; Y'] },
    ]);
    expect((await rows('email\tad\r\na@b.co\tAli, Veli\r\n')).map((r) => r.values)).toEqual([
      ['email', 'ad'],
      ['a@b.co', 'Ali, Veli'],
    ]);
  });

  it('reads CR-only line ends, and closes a quote left open at the end of the file', async () => {
    expect((await rows('a,b\rc,d\r')).map((r) => r.values)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect((await rows('a,b\nc,"open\nstill')).map((r) => r.values)).toEqual([
      ['a', 'b'],
      ['c', 'open\nstill'],
    ]);
  });

  it('reads a stray quote that never closes as plain text once it runs past 1 MB, without holding the file', async () => {
    const text = 'email,name\n"stray@x.test,A\n' + Array.from({ length: 60_000 }, (_, i) => `u${i}@x.test,Name ${i}`).join('\n') + '\n';
    const out = await rows(text, 64 * 1024);
    expect(out[1]).toEqual({ line: 2, values: ['"stray@x.test', 'A'] });
    expect(out).toHaveLength(60_002);
    expect(out[60_001]).toEqual({ line: 60_002, values: ['u59999@x.test', 'Name 59999'] });
  });
});
