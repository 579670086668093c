import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/ui',
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
});
