import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type InvitationRow = {
  id: string;
  companyId: string;
  email: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

/** The columns of an InvitationRow, as written and as read. */
const INVITATION_COLUMNS = [
  'id',
  'company_id as companyId',
  'email',
  'expires_at as expiresAt',
  'accepted_at as acceptedAt',
  'revoked_at as revokedAt',
  'created_at as createdAt',
] as const;

export type CompanyInvitationsRepository = ReturnType<typeof createCompanyInvitationsRepository>;

export function createCompanyInvitationsRepository(db: Kysely<Database>) {
  return {
    async insert(invitation: {
      id: string;
      companyId: string;
      invitedBy: string;
      email: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      return db
        .insertInto('invitations')
        .values({
          id: invitation.id,
          company_id: invitation.companyId,
          invited_by: invitation.invitedBy,
          email: invitation.email,
          token_hash: invitation.tokenHash,
          expires_at: invitation.expiresAt,
          accepted_at: null,
          revoked_at: null,
        })
        .returning(INVITATION_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** A newer invitation to the same address replaces the open ones: only the latest link works. */
    async revokeOpen(companyId: string, email: string, at: Date): Promise<void> {
      await db
        .updateTable('invitations')
        .set({ revoked_at: at })
        .where('company_id', '=', companyId)
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** The invitation with this token hash; `lock` holds it until the transaction ends. */
    byTokenHash(tokenHash: string, options: { lock?: boolean } = {}): Promise<InvitationRow | undefined> {
      const query = db.selectFrom('invitations').select(INVITATION_COLUMNS).where('token_hash', '=', tokenHash);
      return (options.lock ? query.forUpdate() : query).executeTakeFirst();
    },

    async markAccepted(id: string, at: Date): Promise<void> {
      await db.updateTable('invitations').set({ accepted_at: at }).where('id', '=', id).execute();
    },
  };
}
