/**
 * What every route of the portal draws around its screen: the shell's layout and the portal's footer. One module, so
 * one chunk, which index.html preloads (vite.config.ts): as two, every visit fetched each with its own import lines
 * (ADR 117). main.tsx loads it (`loadLayout`).
 */
export { AppLayout } from '@smes/shell';
export { PortalFooter as Footer } from './portal-footer';
