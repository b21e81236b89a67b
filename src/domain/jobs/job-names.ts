/**
 * The names of the jobs the domain itself sends, written once here: the domain may not
 * import src/jobs. Their definitions (src/jobs/definitions) read these constants.
 */

/** `{ participantId }`: mail one person what they have not been mailed yet (one mail, or a digest). */
export const CONVERSATION_MAIL_JOB = 'conversation-mail';
/** `{ savedSearchId }`: mails a saved search's new matches (instant, batched per 15 minutes, or the daily digest). */
export const ALERT_MAIL_JOB = 'alert-mail';
/** `{ email, language, timeZone }`: mails a "My ads" sign-in link if the address has listings (asked on the "My ads" page). */
export const MY_ADS_LINK_JOB = 'my-ads-link';
