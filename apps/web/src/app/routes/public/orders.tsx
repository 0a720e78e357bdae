import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** The spec's public /orders screen is the trader's own orders, which live in the customer area. */
export default function OrdersRoute() {
  return <Navigate to={paths.dashboard.orders} replace />;
}
