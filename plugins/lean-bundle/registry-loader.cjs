// @ts-check
/**
 * A bundler loader for Docusaurus's generated `registry.js`, in the browser
 * bundle only. Each entry of the registry is
 *   [() => import("<module>"), "<module>", require.resolveWeak("<module>")]
 * and the bundler turns the two calls into numbers, but keeps the middle
 * string: the module's path, which react-loadable only reads while the
 * server renders (to collect the chunks of a page). The browser gets an empty
 * string in its place.
 *
 * When Docusaurus writes the entries in another shape, the loader would
 * replace nothing and the paths would quietly come back: it stops the build.
 *
 * @this {{ resourcePath?: string } | undefined}
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let trimmed = 0;
  const result = source.replace(
    /(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g,
    (_match, before, after) => {
      trimmed += 1;
      return `${before}""${after}`;
    },
  );
  if (entries === 0 || trimmed !== entries) {
    throw new Error(
      `plugins/lean-bundle/registry-loader.cjs: ${this?.resourcePath ?? 'registry.js'} has ${entries} entries with require.resolveWeak and the loader trimmed the path of ${trimmed}: Docusaurus writes its route registry in a shape the loader does not know. Update the loader or drop it (plugins/README.md).`,
    );
  }
  return result;
};
