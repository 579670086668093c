import { NotFoundPage } from '@smes/ui';
import { paths } from '../../app/paths';

export default function ConsoleNotFoundPage() {
  return <NotFoundPage homeHref={paths.home} />;
}
