// Calls of the import endpoints: upload a file, start with a mapping, progress, recent imports, rejected rows.
import { apiRequest } from '../../../lib/api';
import { downloadFile, uploadFile } from './http';

export type ImportStatus = 'pending' | 'queued' | 'running' | 'completed' | 'failed';
export type DedupeMode = 'update' | 'skip';
/** The same address twice in one file: the first row is kept, or the last row's values win. */
export type DuplicateMode = 'first' | 'last';

export type ContactImport = {
  id: string;
  status: ImportStatus;
  fileName: string;
  format: 'csv' | 'xlsx';
  headers: string[];
  preview: string[][];
  mapping: Record<string, string> | null;
  suggestedMapping: Record<string, string>;
  dedupe: DedupeMode;
  duplicates: DuplicateMode;
  listId: string | null;
  totalRows: number | null;
  processedRows: number;
  progress: number;
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
  /** Why the import failed, in the request language. */
  error: string | null;
  /** The reason's message code (IMPORT_UPLOAD_FAILED: the file never arrived, nothing to open). */
  errorCode: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type StartImportBody = { mapping: Record<string, string>; dedupe: DedupeMode; duplicates: DuplicateMode; listId?: string | null };

// uploadImport sends a CSV or XLSX file and returns its headers, preview and suggested mapping.
export async function uploadImport(file: File): Promise<ContactImport> {
  return (await uploadFile<{ import: ContactImport }>('/contacts/imports', file)).import;
}

// startImport confirms the mapping and queues the import in the background.
export async function startImport(id: string, body: StartImportBody): Promise<ContactImport> {
  return (await apiRequest<{ import: ContactImport }>(`/contacts/imports/${encodeURIComponent(id)}/start`, { method: 'POST', body })).import;
}

// fetchImport reads one import with its progress and counters.
export async function fetchImport(id: string): Promise<ContactImport> {
  return (await apiRequest<{ import: ContactImport }>(`/contacts/imports/${encodeURIComponent(id)}`)).import;
}

// fetchImports reads the recent imports of the workspace.
export async function fetchImports(): Promise<ContactImport[]> {
  return (await apiRequest<{ imports: ContactImport[] }>('/contacts/imports')).imports;
}

// downloadImportErrors downloads the rejected rows (line, reason, row) as CSV.
export function downloadImportErrors(id: string): Promise<void> {
  return downloadFile(`/contacts/imports/${encodeURIComponent(id)}/errors.csv`, `import-errors-${id}.csv`);
}
