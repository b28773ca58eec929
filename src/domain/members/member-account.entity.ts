/**
 * What the accounts service answers for a member's account (spec 1 §7 'Accounts service').
 * Spec 1 §3 does not say which fields are merged; the table needs the name and the e-mail.
 */
export interface MemberAccount {
  readonly fullName: string | undefined;
  readonly email: string | undefined;
}
