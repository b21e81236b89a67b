import { InfoPage } from '../../components/pages/info-page';

/** /cookies (footer). */
export default function Page() {
  return <InfoPage page="cookies" />;
}
