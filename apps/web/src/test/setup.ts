import { afterEach } from 'vitest';

// Mantine reads these browser features, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      // An empty query matches every medium, as in a browser (mantine-datatable shows a column by one).
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Mantine's autosizing textarea listens for web fonts loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  // jsdom lays nothing out, so it has no scrolling either (the ticket keeps its last line in view).
  Element.prototype.scrollIntoView ??= () => {};
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // findBy and waitFor give up after 1 s by default; a dialog loaded on first use (lazy) or a first
  // Mantine render takes longer than that on a loaded two-core CI machine. A passing wait is no slower.
  configure({ asyncUtilTimeout: 5_000 });
}
