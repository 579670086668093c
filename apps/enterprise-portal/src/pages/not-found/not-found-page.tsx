import { NotFoundPage } from '@smes/ui';

export default function PortalNotFoundPage() {
  return <NotFoundPage homeHref="/home" />;
}
