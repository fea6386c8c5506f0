/**
 * style-loader's `insert` for every app: a <style> element gets the page's CSP nonce before it joins <head>.
 * The server puts each response's style nonce on `<meta property="csp-nonce">` (server/src/security); browsers
 * hide the attribute once the policy applies, but the element's `nonce` property keeps it. Without a server
 * (webpack dev servers) the meta still says `__CSP_NONCE__` and no nonce is needed.
 */
module.exports = function insertWithNonce(element) {
  const meta = document.querySelector('meta[property="csp-nonce"]');
  const nonce = meta ? meta.nonce || meta.getAttribute('nonce') : '';
  if (nonce && nonce !== '__CSP_NONCE__') element.setAttribute('nonce', nonce);
  document.head.appendChild(element);
};
