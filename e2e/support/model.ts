import { expect } from './test';

/** A probability as the 模型 tab writes it: 45.3%. */
export const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** An API answer's `data`, the request checked. */
export async function api<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  expect(res.ok, path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
