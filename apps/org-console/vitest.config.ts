import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'apps/org-console',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
