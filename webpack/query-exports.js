/**
 * What the apps share under the name `@tanstack/react-query`: the query API the product uses. Like the router
 * (router-exports.js), a shared module cannot be tree-shaken by its consumers, so the whole package would ship
 * (13.7 KB gzip); this list is 11.8 KB. It imports the package's build by file path, because the package name
 * itself is the shared key (importing it here would consume this very module). A remote that imports something
 * not listed fails its build (exportsPresence: 'error'); adding it here is the fix.
 */
export {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  QueryErrorResetBoundary,
  dehydrate,
  hashKey,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '../node_modules/@tanstack/react-query/build/modern/index.js';
