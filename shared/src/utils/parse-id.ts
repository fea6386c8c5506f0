/** A route or query id as the API accepts it (an integer 1…2³¹−1, e.g. `?id=12`), or null when it is not one. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}
