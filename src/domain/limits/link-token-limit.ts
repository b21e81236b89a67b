/**
 * Secret links (management links, conversation links, email confirmations, alert and
 * "My ads" links) are checked here against the `wrong_link_token` limit: only a wrong
 * token counts, and once this visitor or address has spent its wrong tokens on one thing,
 * every link to that thing is refused (429) until the window has room — the right one
 * too, or the difference between "refused" and "let in" would tell a guesser which guess
 * was right, and the limit would stop nothing.
 *
 * The count is per thing guessed (`scope`: the listing, conversation or link id), not per
 * address alone: many people share an address (a household's or an office's NAT), and a
 * lock on the address let anyone there shut a seller out of all their links for the rest
 * of the window by trying wrong ones. Per thing, a guesser is still stopped where they
 * guess; spreading guesses over many things gains nothing, since each token is 256
 * random bits and a handful of tries per thing never finds one (ADR 024).
 */
import type { Limits } from './rate-limiter';

/**
 * Answers whether the token matched; throws `rate_limited` when guessing at `scope` is
 * limited. `scope` names what the token is for: a listing or link id, or for links known
 * by their token alone the kind of link (a guess at one of those is a guess at them all).
 */
export async function acceptLinkToken(limits: Limits, matches: () => boolean, scope?: string): Promise<boolean> {
  await limits.check('wrong_link_token', scope);
  if (matches()) return true;
  await limits.consume('wrong_link_token', scope);
  return false;
}
