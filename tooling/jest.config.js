import { nodeProject } from '../jest.preset.js';

// The build and release tooling's own tests (shared-export lists, page
// chunks, the contract check, the federation runtime plugins).
export default nodeProject(import.meta.dirname);
