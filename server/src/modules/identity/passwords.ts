import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt (OWASP: N = 2^17, r = 8, p = 1 in production). The parameters travel inside the hash,
 * so the cost can be raised later without breaking existing passwords.
 */
export function createPasswordHasher(log2Cost: number) {
  const options = { N: 2 ** log2Cost, r: 8, p: 1, maxmem: 256 * 2 ** log2Cost * 8 };

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, options);
    return ['scrypt', options.N, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const N = Number(n);
    const actual = await derive(password, Buffer.from(salt, 'base64url'), {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: 256 * N * Number(r),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  // Checking a password of an unknown account costs as much as a real check, so response times
  // do not tell which e-mail addresses have accounts.
  const decoy = hash(randomBytes(16).toString('hex'));

  return {
    hash,
    /** Compares against `stored`, or against a decoy when there is no account. */
    async matches(password: string, stored: string | null | undefined): Promise<boolean> {
      const result = await verify(password, stored ?? (await decoy));
      return result && Boolean(stored);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

let commonPasswords: Set<string> | undefined;

/** True for a password on the list of the 10,000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('../../../data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}
