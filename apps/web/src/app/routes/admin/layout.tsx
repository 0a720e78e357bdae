import { AdminLayout } from '@/components/layouts/admin-layout';
import { RequireAdmin } from '@/app/guards';

export default function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
