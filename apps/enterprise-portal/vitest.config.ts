import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'apps/enterprise-portal',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
