// Audience calls that are not JSON in and out: a multipart upload and authenticated file downloads.
export { downloadFile, fileNameOf, queryString, uploadFile } from '../../../lib/files';
