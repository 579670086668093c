import { NotFoundPage } from '@smes/ui';
import { paths } from '../../app/paths';

export default function PortalNotFoundPage() {
  return <NotFoundPage homeHref={paths.home} />;
}
