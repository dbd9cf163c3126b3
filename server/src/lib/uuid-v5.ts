import { createHash } from 'node:crypto';

/** The project's namespace for name-based ids (RFC 9562 §5.5). */
const JOBMATCH_NAMESPACE = '3d1f6a52-5c53-4a4e-9a7e-2f3c6b1d8e40';

/**
 * A stable uuid for a name, so that reference rows keep the same id in every database and across
 * re-seeding (clients may store them).
 */
export function uuidV5(name: string, namespace = JOBMATCH_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name)
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
