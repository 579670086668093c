import { NotFoundPage } from '@smes/ui';

export default function ConsoleNotFoundPage() {
  return <NotFoundPage homeHref="/home" />;
}
