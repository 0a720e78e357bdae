import { PrivacyPage } from '@/features/legal/components/privacy-page';
import { PublicPage } from './market';

export default function PrivacyRoute() {
  return (
    <PublicPage live={false}>
      <PrivacyPage />
    </PublicPage>
  );
}
