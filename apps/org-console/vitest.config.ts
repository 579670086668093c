import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'apps/org-console',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
