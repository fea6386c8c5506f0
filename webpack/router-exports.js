/**
 * What the apps share under the name `react-router-dom`: the router API the product uses, re-exported from
 * react-router. A shared module cannot be tree-shaken by its consumers, so sharing the whole package costs
 * ~60 KB gzip; this list keeps one router context for shell and remotes at a fraction of it. A remote that
 * imports something not listed here fails its build (exportsPresence: 'error'), and adding it here is the fix.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
