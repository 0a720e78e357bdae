import { CustomerLayout } from '@/components/layouts/customer-layout';
import { RequireCustomer } from '@/app/guards';

export default function CustomerArea() {
  return (
    <RequireCustomer>
      <CustomerLayout />
    </RequireCustomer>
  );
}
