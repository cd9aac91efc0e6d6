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
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  return source.replace(/(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g, '$1""$2');
};
