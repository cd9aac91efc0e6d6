import type { Plugin } from '@docusaurus/types';

/**
 * jq-wasm, the jq of the rule playground (src/components/Playground/jq.ts),
 * is one Emscripten script that also runs under Node: there it requires
 * `fs`, `path` and `crypto`, in code the browser never reaches. The browser
 * build resolves those three to nothing instead of failing on them. Its
 * WebAssembly is inside the script, so it needs no other file or request.
 */
export default function jqWasm(): Plugin {
  return {
    name: 'jq-wasm',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { fallback: { fs: false, path: false, crypto: false } },
        // It reads `__filename` and `__dirname` only after checking that they exist.
        ignoreWarnings: [{ module: /node_modules\/jq-wasm\//, message: /"__(file|dir)name" is used/ }],
      };
    },
  };
}
