/** The list's phone layout (rows, heights): below this width. Read with `useMediaQuery` from @jincheng/shared. */
export const COMPACT_QUERY = '(max-width: 640px)';
