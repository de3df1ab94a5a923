import 'server-only';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { claimAttachments } from '../db/schema';
import { decryptClaimText } from '../claims/claim-text';
import { getFileStore } from '../storage/store';
import { recordAudit, type Actor } from './audit';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A claim document for the console: decrypted as a stream (never whole in memory), offered as a
 * download with the type detected from its bytes at upload, never cached, and audited.
 */
export async function downloadDocument(actor: Actor, attachmentId: string): Promise<Response | null> {
  // A UUID's own shape (36 dashes have the right length but are none): anything else is a 404, never a query.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(attachmentId)) return null;
  const db = await getDb();
  const [file] = await db.select().from(claimAttachments).where(eq(claimAttachments.id, attachmentId));
  if (!file) return null;
  // The audit log is kept without end: it names the document by id and hash, never by its (sealed) name.
  await recordAudit(actor, {
    action: 'document.download',
    subjectType: 'claim',
    subjectId: file.claimId,
    detail: { attachmentId: file.id, sha256: file.sha256 },
  });
  const body = Readable.toWeb(getFileStore().read(file.storageKey)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': file.mediaType,
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': contentDisposition(decryptClaimText(file.originalName)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store, private',
    },
  });
}
