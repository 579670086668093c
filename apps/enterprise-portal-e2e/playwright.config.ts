import { e2eConfig } from '@smes/e2e-support';

export default e2eConfig({ app: 'enterprise-portal', testDir: './src' });
