/** Turns a plain payload into multipart form fields: arrays repeat the field, objects travel as JSON text. */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) append(form, key, item);
  }
  return form;
}

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
  else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}

/** GET query without empty values (seed spec §7): undefined, null and '' are left off. */
export function compactParams(params: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}
