// A proof image goes out as the image it was checked to be (PNG or JPEG by its first bytes, decision
// 0750): shown inline, never sniffed, sandboxed should a browser treat it as a page, never cached
// by a shared cache.
import type { FastifyReply } from 'fastify';
import type { ProofImage } from './read-proofs.ts';

export function sendProofImage(reply: FastifyReply, image: ProofImage, name: string): FastifyReply {
  return reply
    .header('content-type', image.mimeType)
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(image.bytes);
}
