// CRM calls that are not plain JSON: the query string of list filters and the authenticated CSV download.
export { downloadFile, queryString } from '../../../lib/files';
