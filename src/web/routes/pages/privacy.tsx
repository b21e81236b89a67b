import { InfoPage } from '../../components/pages/info-page';
import type { Route } from './+types/privacy';

/** The period the page states is the one the server deletes by (MESSAGE_RETENTION_DAYS). */
export function loader({ context }: Route.LoaderArgs) {
  return { retentionDays: context.messageRetentionDays };
}

/** /privacy (footer). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <InfoPage page="privacy" values={{ days: loaderData.retentionDays }} />;
}
