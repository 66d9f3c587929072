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

const VIEWABLE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Staff may look at a PNG or JPEG in the page (decision 0751): an image format the browser only
 * draws, checked from its bytes at upload, and without active content. Everything else (PDF, AI,
 * EPS, PSD, SVG, ZIP) is only ever downloaded.
 */
export function isViewableImage(upload: { mimeType: string; activeContent: boolean }): boolean {
  return !upload.activeContent && VIEWABLE_TYPES.includes(upload.mimeType);
}

/** A viewable image, inline: still never sniffed, sandboxed and not kept by any cache. */
export function sendViewableImage(reply: FastifyReply, upload: ServedUpload, bytes: Buffer): FastifyReply {
  return reply
    .header('content-type', upload.mimeType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(bytes);
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
