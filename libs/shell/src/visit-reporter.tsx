import { useRecordVisit } from '@smes/api';
import { RouteTitle } from '@smes/ui';

/** Sets document.title from the matched route and reports each visit with that title (spec §1, §7). */
export function VisitReporter() {
  const recordVisit = useRecordVisit();
  return <RouteTitle onVisit={recordVisit} />;
}
