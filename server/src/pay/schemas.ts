/** JSON-schema fragments of the top-up inputs; every body is closed (`additionalProperties: false`). */
export const orderNoSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$' } as const;

export function bodySchema<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
