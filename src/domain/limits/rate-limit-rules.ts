/**
 * How often one visitor, and one network address, may do the things that cost us or
 * other people something. Each limit counts twice: per anonymous visitor (the signed
 * cookie) and per client IP, because dropping the cookie gives a fresh visitor id.
 * The IP limits are looser: a household or an office shares one address.
 */

export const LIMITED_ACTIONS = [
  'post_listing',
  'upload_image',
  'report_listing',
  'start_conversation',
  'send_message',
  'search',
  'email_confirmation',
  'reviewer_login',
  'wrong_link_token',
  'my_ads_link',
  'save_search',
] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

export interface ActionLimit {
  /** Allowed uses per window and visitor. */
  perVisitor: number;
  /** Allowed uses per window and client IP. */
  perIp: number;
  windowSeconds: number;
  /** What the person is told when they hit it: a catalogue key, said in their language (i18n/error-text.ts). */
  message: string;
}

export type RateLimitRules = Record<LimitedAction, ActionLimit>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The defaults; each number can be changed by environment (README, "Rate limits"). */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  post_listing: {
    perVisitor: 10,
    perIp: 30,
    windowSeconds: HOUR,
    message: 'errors.limits.postListing',
  },
  upload_image: {
    perVisitor: 100,
    perIp: 300,
    windowSeconds: HOUR,
    message: 'errors.limits.uploadImage',
  },
  report_listing: {
    perVisitor: 20,
    perIp: 60,
    windowSeconds: 24 * HOUR,
    message: 'errors.limits.reportListing',
  },
  /** A new conversation reaches a seller's inbox: fewer than a busy buyer needs is too few, a spammer's run too many. */
  start_conversation: {
    perVisitor: 20,
    perIp: 60,
    windowSeconds: HOUR,
    message: 'errors.limits.startConversation',
  },
  /**
   * Messages within conversations already started: on the web per visitor and address;
   * replies by mail with the same per-visitor number, counted per relay address
   * (domain/conversations/post-reply-by-mail.ts).
   */
  send_message: {
    perVisitor: 120,
    perIp: 360,
    windowSeconds: HOUR,
    message: 'errors.limits.sendMessage',
  },
  search: {
    perVisitor: 120,
    perIp: 600,
    windowSeconds: MINUTE,
    message: 'errors.limits.search',
  },
  /** Confirmation mails go to someone else's inbox: a few an hour at most. */
  email_confirmation: {
    perVisitor: 5,
    perIp: 20,
    windowSeconds: HOUR,
    message: 'errors.limits.emailConfirmation',
  },
  /**
   * Reviewer sign-in attempts: the token is long, this stops guessing at scale. The
   * address is what counts (a guesser drops cookies), so both numbers are the same.
   */
  reviewer_login: {
    perVisitor: 10,
    perIp: 10,
    windowSeconds: 15 * MINUTE,
    message: 'errors.limits.reviewerLogin',
  },
  /**
   * Wrong tokens in secret links (management links, email confirmations). The tokens
   * are 256 random bits, so guessing cannot succeed; this keeps anyone from trying at
   * scale. Only wrong tokens count, but once they are used up every link is refused
   * for the rest of the window, the right one too: were the right token still let in,
   * the refusals would tell a guesser which guess was right. A seller clicks links
   * rather than typing them, so a handful of mistakes is plenty.
   */
  wrong_link_token: {
    perVisitor: 10,
    perIp: 30,
    windowSeconds: 15 * MINUTE,
    message: 'errors.limits.wrongLinkToken',
  },
  /** "My ads" sign-in links go to someone's inbox, whether or not it has ads: a few an hour. */
  my_ads_link: {
    perVisitor: 5,
    perIp: 20,
    windowSeconds: HOUR,
    message: 'errors.limits.myAdsLink',
  },
  /** Each saved search mails a confirmation link to an address someone typed: a handful an hour. */
  save_search: {
    perVisitor: 10,
    perIp: 30,
    windowSeconds: HOUR,
    message: 'errors.limits.saveSearch',
  },
};

/** The environment variable names of each limit, e.g. RATE_LIMIT_POSTS_PER_HOUR. */
export const RATE_LIMIT_ENV: Record<LimitedAction, { perVisitor: string; perIp: string }> = {
  post_listing: { perVisitor: 'RATE_LIMIT_POSTS_PER_HOUR', perIp: 'RATE_LIMIT_POSTS_PER_HOUR_PER_IP' },
  upload_image: { perVisitor: 'RATE_LIMIT_UPLOADS_PER_HOUR', perIp: 'RATE_LIMIT_UPLOADS_PER_HOUR_PER_IP' },
  report_listing: { perVisitor: 'RATE_LIMIT_REPORTS_PER_DAY', perIp: 'RATE_LIMIT_REPORTS_PER_DAY_PER_IP' },
  start_conversation: { perVisitor: 'RATE_LIMIT_CONVERSATIONS_PER_HOUR', perIp: 'RATE_LIMIT_CONVERSATIONS_PER_HOUR_PER_IP' },
  send_message: { perVisitor: 'RATE_LIMIT_MESSAGES_PER_HOUR', perIp: 'RATE_LIMIT_MESSAGES_PER_HOUR_PER_IP' },
  search: { perVisitor: 'RATE_LIMIT_SEARCHES_PER_MINUTE', perIp: 'RATE_LIMIT_SEARCHES_PER_MINUTE_PER_IP' },
  email_confirmation: { perVisitor: 'RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR', perIp: 'RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR_PER_IP' },
  reviewer_login: { perVisitor: 'RATE_LIMIT_REVIEWER_SIGN_INS_PER_15_MINUTES', perIp: 'RATE_LIMIT_REVIEWER_SIGN_INS_PER_15_MINUTES_PER_IP' },
  wrong_link_token: { perVisitor: 'RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES', perIp: 'RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES_PER_IP' },
  my_ads_link: { perVisitor: 'RATE_LIMIT_MY_ADS_LINKS_PER_HOUR', perIp: 'RATE_LIMIT_MY_ADS_LINKS_PER_HOUR_PER_IP' },
  save_search: { perVisitor: 'RATE_LIMIT_SAVED_SEARCHES_PER_HOUR', perIp: 'RATE_LIMIT_SAVED_SEARCHES_PER_HOUR_PER_IP' },
};

/** The defaults with some numbers replaced (from configuration). */
export function rateLimitRules(overrides: Partial<Record<LimitedAction, Partial<Pick<ActionLimit, 'perVisitor' | 'perIp'>>>> = {}): RateLimitRules {
  const rules = { ...DEFAULT_RATE_LIMITS };
  for (const action of LIMITED_ACTIONS) {
    rules[action] = { ...DEFAULT_RATE_LIMITS[action], ...stripUndefined(overrides[action] ?? {}) };
  }
  return rules;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
