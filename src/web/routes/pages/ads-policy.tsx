import { InfoPage } from '../../components/pages/info-page';

/** /ads-policy (footer). */
export default function Page() {
  return <InfoPage page="adsPolicy" />;
}
