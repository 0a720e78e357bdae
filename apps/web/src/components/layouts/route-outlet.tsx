import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * The content area. While the next page's code loads it shows the spec's spinner with
 * Loading...; the layout around it stays put. Only a change of page counts: a page that updates
 * its own search parameters (filters, paging) keeps its state and focus.
 */
export function RouteOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return changingPage ? <PageSpinner /> : <Outlet />;
}
