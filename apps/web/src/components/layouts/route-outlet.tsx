import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { ContentSkeleton } from './frame-skeleton';

/**
 * The content area. While the next page's code loads it shows grey blocks in the shape of a
 * page; the layout around it stays put. Only a change of page counts: a page that updates
 * its own search parameters (filters, paging) keeps its state and focus.
 */
export function RouteOutlet() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return changingPage ? (
    <div role="status" aria-label={t`Loading`}>
      <ContentSkeleton />
    </div>
  ) : (
    <Outlet />
  );
}
