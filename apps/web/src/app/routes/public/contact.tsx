import { ContactPage } from '@/features/legal/components/contact-page';
import { PublicPage } from './market';

export default function ContactRoute() {
  return (
    <PublicPage live={false}>
      <ContactPage />
    </PublicPage>
  );
}
