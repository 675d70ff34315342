/**
 * No import cycles in the API or in the shared contracts (issue 34): a
 * cycle, even through a type-only import, means two files cannot be read
 * (or moved to another module) one without the other. The import zones
 * themselves are ESLint's (eslint.config.js); this checks only what a
 * linter of one file cannot see. `npm run lint:cycles`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other, directly or round a loop.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
