// Calls of the import endpoints: upload a file, start with a mapping, progress, recent imports, rejected rows.
import type { importMappingSchema } from '@ulak/shared/audience';
import type { AudienceAnswer, ContactImportView } from '@ulak/shared/audience-responses';
import type { RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';
import { downloadFile, uploadFile } from './http';

export type ContactImport = ContactImportView;
export type ImportStatus = ContactImport['status'];
export type DedupeMode = ContactImport['dedupe'];
/** The same address twice in one file: the first row is kept, or the last row's values win. */
export type DuplicateMode = ContactImport['duplicates'];

export type StartImportBody = RequestBody<typeof importMappingSchema>;

// uploadImport sends a CSV or XLSX file and returns its headers, preview and suggested mapping.
export async function uploadImport(file: File): Promise<ContactImport> {
  return (await uploadFile<AudienceAnswer<'import'>>('/contacts/imports', file)).import;
}

// startImport confirms the mapping and queues the import in the background.
export async function startImport(id: string, body: StartImportBody): Promise<ContactImport> {
  return (await apiRequest<AudienceAnswer<'import'>>(`/contacts/imports/${encodeURIComponent(id)}/start`, { method: 'POST', body })).import;
}

// fetchImport reads one import with its progress and counters.
export async function fetchImport(id: string): Promise<ContactImport> {
  return (await apiRequest<AudienceAnswer<'import'>>(`/contacts/imports/${encodeURIComponent(id)}`)).import;
}

// fetchImports reads the recent imports of the workspace.
export async function fetchImports(): Promise<ContactImport[]> {
  return (await apiRequest<AudienceAnswer<'imports'>>('/contacts/imports')).imports;
}

// downloadImportErrors downloads the rejected rows (line, reason, row) as CSV.
export function downloadImportErrors(id: string): Promise<void> {
  return downloadFile(`/contacts/imports/${encodeURIComponent(id)}/errors.csv`, `import-errors-${id}.csv`);
}
