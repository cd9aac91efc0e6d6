import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig.json keeps JSX for Docusaurus to compile; tests that render
  // site components need it compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
