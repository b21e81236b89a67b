import type { ManagedListing } from '../../../domain/listings/manage-listing';
import { endedKey, endWordFor, type EndedText } from '../../../domain/taxonomy/end-word';
import { useTranslation } from '../../i18n/use-translation';

/** A flat is let and a job filled, not sold: the words follow the category (the status stays 'sold'). */
export function useEndedWords(listing: Pick<ManagedListing, 'category' | 'subcategory'>) {
  const { t } = useTranslation();
  const endWord = endWordFor(listing.category, listing.subcategory);
  return (text: EndedText, values?: Record<string, string>) => t(endedKey(endWord, text), values);
}
