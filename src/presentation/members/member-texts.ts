import type { TextKey } from '../i18n/texts';

/** Up to this many e-mails are named in the reject confirmation; the rest are counted. */
export const REJECT_ALERT_MAX_EMAILS = 5;

type Translate = (key: TextKey<'members'>, options?: Record<string, unknown>) => string;

/**
 * The reject confirmation's body (spec 1 §8): the e-mails that lose access, and that it
 * cannot be undone. Plain text: the host adapter escapes it before the portal renders HTML.
 */
export function rejectAlertBody(emails: readonly string[], t: Translate): string {
  const named = emails.slice(0, REJECT_ALERT_MAX_EMAILS).join(', ');
  const more = emails.length - REJECT_ALERT_MAX_EMAILS;
  const list = more > 0 ? t('reject.emailsAndMore', { emails: named, more }) : named;
  return t('reject.body', { emails: list, count: emails.length });
}
