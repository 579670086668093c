import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'apps/enterprise-portal',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
