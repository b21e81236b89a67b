import { InfoPage } from '../../components/pages/info-page';

/** /help (footer). */
export default function Page() {
  return <InfoPage page="help" />;
}
