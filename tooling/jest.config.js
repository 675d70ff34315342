import { nodeProject } from '../jest.preset.js';

// The build and release tooling's own tests (shared-export lists, page
// chunks, the contract check, the federation runtime plugins). The
// pseudo-locale transform is plain ESM JavaScript, as is the pseudolocale
// package it uses: both are compiled for Jest like the TypeScript.
const project = nodeProject(import.meta.dirname);
const [, typescript] = Object.entries(project.transform)[0];
export default {
  ...project,
  transform: { '^.+\\.(m?j|t)sx?$': typescript },
  transformIgnorePatterns: ['/node_modules/(?!pseudolocale/)'],
};
