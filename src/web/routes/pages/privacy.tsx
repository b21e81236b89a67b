import { InfoPage } from '../../components/pages/info-page';

/** /privacy (footer). */
export default function Page() {
  return <InfoPage page="privacy" />;
}
