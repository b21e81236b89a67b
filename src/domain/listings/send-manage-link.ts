import type { Mailer } from '../mail/mailer';
import { LISTING_LIFETIME_DAYS } from './listing-constants';

/** Mails the seller their management link, so a lost browser tab does not lose the ad. */
export async function sendManageLink(
  mailer: Mailer,
  options: { to: string; title: string; manageUrl: string; publicUrl: string },
): Promise<void> {
  const link = `${options.publicUrl}${options.manageUrl}`;
  await mailer.send({
    to: options.to,
    subject: `Manage your ad: ${options.title}`,
    text: [
      'Thank you for posting on Cityboard.',
      '',
      `Your ad: ${options.title}`,
      '',
      'Save this link to edit or delete your ad, mark it as sold or renew it:',
      link,
      '',
      'Anyone with this link can manage the ad, so keep it to yourself.',
      `Listings stay up for ${LISTING_LIFETIME_DAYS} days unless you renew them.`,
    ].join('\n'),
  });
}
