import { Outlet, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';

/** Placeholder shell: the sidebar, drawer and bottom bar come with the layouts work. */
export function AdminLayout() {
  const navigation = useNavigation();
  return (
    <main className="mx-auto max-w-6xl p-4">
      {navigation.state === 'loading' ? <PageSpinner /> : <Outlet />}
    </main>
  );
}
