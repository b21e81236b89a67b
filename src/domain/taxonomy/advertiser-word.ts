/**
 * What the person who posted an ad is called by those who write about it, by what the ad
 * offers: the seller of an item, the employer of a job, the provider of a service, and
 * otherwise the advertiser (a flat may be let by its owner or by an agent; a gig, a
 * community post, free stuff and a wanted ad have no seller). Only words change with it:
 * the conversation's role stays `seller`. Who writes to them is the end word's
 * (`listing.ended.<word>.person`: a buyer, someone interested, an applicant).
 */
import type { CategorySlug } from './categories';

export const ADVERTISER_WORDS = ['seller', 'advertiser', 'employer', 'provider'] as const;

export type AdvertiserWord = (typeof ADVERTISER_WORDS)[number];

const BY_CATEGORY: Readonly<Record<CategorySlug, AdvertiserWord>> = {
  'for-sale': 'seller',
  housing: 'advertiser',
  jobs: 'employer',
  // A gig is often one person's errand: "employer" would claim a contract that is not there.
  gigs: 'advertiser',
  services: 'provider',
  community: 'advertiser',
};

/** Subcategories of For Sale whose poster sells nothing: things given away, or sought. */
const BY_SUBCATEGORY: Readonly<Record<string, AdvertiserWord>> = {
  'for-sale/free-stuff': 'advertiser',
  'for-sale/wanted': 'advertiser',
};

export function advertiserWordFor(category: string | null | undefined, subcategory?: string | null): AdvertiserWord {
  if (!category) return 'seller';
  return BY_SUBCATEGORY[`${category}/${subcategory ?? ''}`] ?? BY_CATEGORY[category as CategorySlug] ?? 'seller';
}

/** The sentences that name the advertiser: the listing's contact button and dialog, the thread's heading and role, the mails' label. */
export type AdvertiserText = 'message' | 'messageTitle' | 'messageDescription' | 'heading' | 'role' | 'mailName';

/**
 * Catalogue keys written whole (few choices, each findable by its name): the seller's are
 * the keys pages said before the other words came, the others their siblings.
 */
const KEYS: Readonly<Record<AdvertiserWord, Readonly<Record<AdvertiserText, string>>>> = {
  seller: {
    message: 'listing.messageSeller',
    messageTitle: 'listing.messageSellerTitle',
    messageDescription: 'listing.messageSellerDescription',
    heading: 'conversation.heading.seller',
    role: 'conversation.role.seller',
    mailName: 'mail.conversation.theSeller',
  },
  advertiser: {
    message: 'listing.messageAdvertiser',
    messageTitle: 'listing.messageAdvertiserTitle',
    messageDescription: 'listing.messageAdvertiserDescription',
    heading: 'conversation.heading.advertiser',
    role: 'conversation.role.advertiser',
    mailName: 'mail.conversation.theAdvertiser',
  },
  employer: {
    message: 'listing.messageEmployer',
    messageTitle: 'listing.messageEmployerTitle',
    messageDescription: 'listing.messageEmployerDescription',
    heading: 'conversation.heading.employer',
    role: 'conversation.role.employer',
    mailName: 'mail.conversation.theEmployer',
  },
  provider: {
    message: 'listing.messageProvider',
    messageTitle: 'listing.messageProviderTitle',
    messageDescription: 'listing.messageProviderDescription',
    heading: 'conversation.heading.provider',
    role: 'conversation.role.provider',
    mailName: 'mail.conversation.theProvider',
  },
};

/** The catalogue key of one sentence for a word: advertiserKey('employer', 'message') → 'listing.messageEmployer'. */
export function advertiserKey(word: AdvertiserWord, text: AdvertiserText): string {
  return KEYS[word][text];
}
