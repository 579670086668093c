// Test-only entry (`@smes/ui/testing`): helpers for tests of screens built on @smes/ui.
export { renderWithTheme } from './render-with-theme';
export { DEFAULT_VIEWPORT, setViewport } from './viewport';
export { failOnReactWarnings, REACT_WARNING } from './react-warnings';
export { readChart } from './read-chart';
export { ASYNC_WAIT_MS, configureAsyncWaits } from './async-waits';
