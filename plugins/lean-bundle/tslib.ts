/**
 * The one tslib helper that `@docusaurus/utils-common` calls in the browser,
 * in place of the whole of tslib (4 KB gzip in every page's `main`): its
 * CommonJS build reaches tslib through a namespace, so the bundler keeps every
 * helper. Same behaviour as tslib's own `__importDefault`.
 */
export function __importDefault<T>(module: T): T | { default: T } {
  return module && (module as { __esModule?: boolean }).__esModule ? module : { default: module };
}
