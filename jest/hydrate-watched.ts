import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Spies still watching console.error, restored after each test (also one that failed half-way). */
const watching: Array<jest.SpyInstance> = [];
/**
 * Roots hydrated by a test, unmounted after it: a root left mounted keeps its effects' timers (a lazy image's
 * first viewport check runs on the next frame) and they fire inside the next test — CI saw a later test's
 * stand-in Image load badges the earlier test's root had asked for.
 */
const mounted: Root[] = [];
afterEach(async () => {
  const roots = mounted.splice(0);
  if (roots.length) await act(async () => roots.forEach((root) => root.unmount()));
  for (const spy of watching.splice(0)) spy.mockRestore();
});

export interface Hydrated {
  /** What React recovered from while hydrating (a mismatch makes it render the section again). */
  mismatches: unknown[];
  /** console.error, watched from before hydration until the test ends (React logs hydration trouble there). */
  errors: jest.SpyInstance;
  /** Nothing went wrong so far: no recovered mismatch, nothing on console.error. */
  expectClean(): void;
}

/**
 * Hydrates server HTML already in `container` with `element`, the way the browser does, and watches for what a
 * mismatch leaves behind. Call `expectClean()` after hydrating, and again after later updates if they matter.
 */
export async function hydrateWatched(container: Element, element: ReactNode): Promise<Hydrated> {
  const mismatches: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  watching.push(errors);
  await act(async () => {
    mounted.push(hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }));
  });
  return {
    mismatches,
    errors,
    expectClean() {
      expect(mismatches).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  };
}
