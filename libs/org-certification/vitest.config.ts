import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'libs/org-certification',
  environment: 'happy-dom',
  setupFiles: ['src/test-setup.ts'],
});
