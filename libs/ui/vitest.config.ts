import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/ui',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
