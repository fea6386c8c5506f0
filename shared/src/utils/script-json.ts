/**
 * JSON for a data block inside HTML (`<script type="application/json">`): `<`, `>`, `&` and the two JavaScript
 * line separators are escaped, so no value (an article title with `</script>` in it) can end the block or start
 * markup. The one escaper of the product: the shell's registry block (server/src/static/shell-page.ts) and a
 * server-rendered page's query cache (shell/src/server/render-page.tsx) both use it.
 */
export function toDataBlockJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
