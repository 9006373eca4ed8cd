// The whole-workspace export: every table with a workspace_id column, one NDJSON file per table, in a .tar.gz.
// Rows are read in pages and spooled to temporary files, so memory stays bounded whatever the workspace's size.
// Columns that hold credentials (hashes, secrets, tokens, passwords, sealed values) are left out.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client.js';

const PAGE = 1000;
const SECRET_COLUMN = /(hash|secret|password|token|sealed|encrypted|private_key|api_key)/i;

// tarHeader builds a ustar header block for a regular file.
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(512, 0);
  const put = (s: string, off: number, len: number) => h.write(s.slice(0, len), off, len, 'utf8');
  const octal = (n: number, len: number) => n.toString(8).padStart(len - 1, '0') + '\0';
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  h.fill(0x20, 148, 156);
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return h;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

// exportWorkspace writes the workspace's archive to outFile and returns its size in bytes.
export async function exportWorkspace(database: Database, workspaceId: string, outFile: string): Promise<number> {
  const cols = (
    await database.query(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.table_name IN (
        SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'workspace_id')
      ORDER BY c.table_name, c.ordinal_position`,
    )
  ).rows as { table_name: string; column_name: string }[];
  const tables = new Map<string, string[]>();
  for (const c of cols) {
    if (SECRET_COLUMN.test(c.column_name)) continue;
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const spool = fs.mkdtempSync(`${outFile}.parts-`);
  try {
    const parts: { name: string; file: string }[] = [];
    const ws = (await database.query('SELECT id, name, created_at FROM workspaces WHERE id = $1', [workspaceId])).rows;
    const wsFile = path.join(spool, 'workspace.json');
    fs.writeFileSync(wsFile, JSON.stringify({ exportedAt: new Date().toISOString(), workspace: ws[0] ?? null }, null, 2));
    parts.push({ name: 'workspace.json', file: wsFile });
    for (const [table, columns] of tables) {
      const file = path.join(spool, `${table}.ndjson`);
      const fd = fs.openSync(file, 'w');
      try {
        const list = columns.map(quoteIdent).join(', ');
        for (let offset = 0; ; offset += PAGE) {
          const rows = (
            await database.query(`SELECT ${list} FROM ${quoteIdent(table)} WHERE workspace_id = $1 ORDER BY ctid LIMIT ${PAGE} OFFSET ${offset}`, [workspaceId])
          ).rows;
          if (rows.length) fs.writeSync(fd, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
          if (rows.length < PAGE) break;
        }
      } finally {
        fs.closeSync(fd);
      }
      parts.push({ name: `tables/${table}.ndjson`, file });
    }
    const now = new Date();
    await pipeline(
      async function* () {
        for (const p of parts) {
          const size = fs.statSync(p.file).size;
          yield tarHeader(p.name, size, now);
          for await (const chunk of fs.createReadStream(p.file)) yield chunk as Buffer;
          if (size % 512) yield Buffer.alloc(512 - (size % 512), 0);
        }
        yield Buffer.alloc(1024, 0);
      },
      zlib.createGzip(),
      fs.createWriteStream(outFile),
    );
    return fs.statSync(outFile).size;
  } finally {
    fs.rmSync(spool, { recursive: true, force: true });
  }
}
