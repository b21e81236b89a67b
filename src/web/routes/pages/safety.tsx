import { InfoPage } from '../../components/pages/info-page';

/** /safety (footer). */
export default function Page() {
  return <InfoPage page="safety" />;
}
