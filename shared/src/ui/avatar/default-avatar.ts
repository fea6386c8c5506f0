/** The configured default avatar (seed spec §3): a neutral head-and-shoulders silhouette, inline so it never 404s. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" fill="#e8edf5"/>' +
      '<circle cx="32" cy="25" r="12" fill="#a9b6cc"/>' +
      '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#a9b6cc"/>' +
      '</svg>',
  );
