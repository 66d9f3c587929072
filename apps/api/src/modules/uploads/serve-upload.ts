// The one way a stored upload goes back out (decision 0613), to its member or to staff alike:
// always as a download (Content-Disposition: attachment), never sniffed (nosniff), and sandboxed
// should a browser render it anyway. A file with active content is sent as plain bytes
// (application/octet-stream), so no browser or viewer treats it as a page, an image or a PDF.
import type { FastifyReply } from 'fastify';
import { attachmentHeader } from '../quotation/service.ts';

export interface ServedUpload {
  originalName: string;
  mimeType: string;
  activeContent: boolean;
}

export function sendStoredUpload(reply: FastifyReply, upload: ServedUpload, bytes: Buffer): FastifyReply {
  return reply
    .header('content-type', upload.activeContent ? 'application/octet-stream' : upload.mimeType)
    .header('content-disposition', attachmentHeader(upload.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
