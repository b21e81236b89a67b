import { InfoPage } from '../../components/pages/info-page';

/** /terms (footer). */
export default function Page() {
  return <InfoPage page="terms" />;
}
