// @ts-check
/**
 * A bundler loader for the modules of `@docsearch/react`, in the browser
 * bundle. DocSearch bundles Zod, which decides when its schemas are made
 * whether it may compile code: it calls `new Function("")` in a `try`. The
 * site's Content-Security-Policy (plugins/hosting/rules.ts) allows no eval, so
 * the call throws and Zod parses without compiling, as it would here anyway;
 * but the browser reports each blocked call as a CSP violation in the
 * console, every time the search modal opens. The loader makes the probe
 * answer "no" without the call.
 *
 * A module that still calls `Function("")` in another shape stops the build:
 * the probe has changed, and the loader must be updated or dropped
 * (plugins/README.md).
 *
 * @this {{ resourcePath?: string } | undefined}
 * @param {string} source
 * @returns {string}
 */
module.exports = function evalProbeLoader(source) {
  const probe = 'try{return new Function(""),!0}catch(e){return!1}';
  const result = source.split(probe).join('return!1');
  if (result.includes('Function("")')) {
    throw new Error(
      `plugins/hosting/eval-probe-loader.cjs: ${this?.resourcePath ?? 'a @docsearch/react module'} calls Function("") in a shape the loader does not know: Zod's eval probe has changed. Update the loader or drop it (plugins/README.md).`,
    );
  }
  return result;
};
