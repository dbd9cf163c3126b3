import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for an e-mailed link (password reset, invitation). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * Only this hash is stored. Looking a token up by its hash is an index lookup on a value the
 * caller cannot steer, so it leaks nothing through timing.
 */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
