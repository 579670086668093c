import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'tools/provider-hosts',
  environment: 'node',
});
