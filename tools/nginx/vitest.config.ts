import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'tools/nginx',
  environment: 'node',
});
