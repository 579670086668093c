import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/hand-over',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
