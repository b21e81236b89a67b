/**
 * Secret links (management links, email confirmations) are checked here against the
 * `wrong_link_token` limit: only a wrong token counts, and once this visitor or address
 * has spent its wrong tokens, every link is refused (429) until the window ends — the
 * right one too, or the difference between "refused" and "let in" would still tell a
 * guesser when a guess was right.
 */
import type { Limits } from './rate-limiter';

/** Answers whether the token matched; throws `rate_limited` when guessing is limited. */
export async function acceptLinkToken(limits: Limits, matches: () => boolean): Promise<boolean> {
  await limits.check('wrong_link_token');
  if (matches()) return true;
  await limits.consume('wrong_link_token');
  return false;
}
