import type { Locale } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { signInEmailChangedEmail } from '../mail/templates.ts';
import { createIdentityRepository } from './identity.repository.ts';

/** `s…@example.com`: enough for the owner to recognise, too little to write to. */
export function maskAddress(address: string): string {
  return `${address.slice(0, 1)}…${address.slice(address.lastIndexOf('@'))}`;
}

/**
 * Inside the transaction that moves an account to `newEmail`: reset links sent to the old address
 * stop working, and the old address is told. Mail already written to the old address stays
 * addressed to it: mail goes only where it was written to.
 */
export async function recordSignInEmailChange(
  trx: Kysely<Database>,
  account: { userId: string; email: string; locale: Locale },
  newEmail: string,
  at: Date,
): Promise<void> {
  await createIdentityRepository(trx).spendResetTokens(account.userId, at);
  await createOutboxRepository(trx).enqueue({
    to: account.email,
    userId: account.userId,
    locale: account.locale,
    ...signInEmailChangedEmail({ locale: account.locale, newAddress: maskAddress(newEmail), changedAt: at }),
  });
}
