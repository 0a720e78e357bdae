import { TermsPage } from '@/features/legal/components/terms-page';
import { PublicPage } from './market';

export default function TermsRoute() {
  return (
    <PublicPage live={false}>
      <TermsPage />
    </PublicPage>
  );
}
