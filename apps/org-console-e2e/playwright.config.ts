import { e2eConfig } from '@smes/e2e-support';

// The portal is served too: journeys 4 and 5 (cross-app.spec.ts) cross from one app to the other in one browser.
export default e2eConfig({ app: 'org-console', testDir: './src', serveOtherApp: true });
