import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy/waitFor give up after 1 s by default; on two cores shared with other work a lazy route and its
// first fetch can take several seconds. One wait for every test, as long as the browser tests' expect
// (e2e/playwright.config.ts): a test gives no shorter one of its own (docs/decisions/test-suite.md). A
// wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// What a test stubbed (the main-API stub's fetch among it) ends with the test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The files of a worker share one jsdom and one module graph (isolate: false in vitest.config.ts): what a
// file stubbed or faked ends with the file, whether or not the file undid it itself.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
