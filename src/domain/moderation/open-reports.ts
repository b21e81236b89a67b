/**
 * A report is open until a reviewer decides on its listing after it was made
 * (ai_moderations.reviewed_at): an approval is not undone by the reports it already
 * weighed, and a report made after a decision counts again. One SQL condition on
 * listing_reports rows, used wherever reports are counted or listed: how many reporters
 * hide a listing, the queue's rule, and the reports each queue item shows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { aiModerations, listingReports } from '../../db/schema';

/** The contentType of a listing in ai_moderations. */
export const LISTING_CONTENT = 'listing';

/** True for a listing_reports row made since the last decision on its listing. */
export const isOpenReport: SQL = sql`${listingReports.createdAt} > coalesce((select max(${aiModerations.reviewedAt}) from ${aiModerations}
  where ${aiModerations.contentType} = ${LISTING_CONTENT} and ${aiModerations.contentId} = ${listingReports.listingId}::text), '-infinity'::timestamptz)`;
