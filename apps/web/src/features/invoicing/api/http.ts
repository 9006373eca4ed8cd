// Invoicing calls that are not plain JSON: list query strings and authenticated file downloads (PDF, HTML, UBL, CII).
export { fetchFile, fileNameOf, openFile, queryString, saveFile } from '../../../lib/files';
export type { FetchedFile } from '../../../lib/files';
