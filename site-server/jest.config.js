import { nodeProject } from '../jest.preset.js';

// The site server: static files, the /api proxy, the shell's documents, render workers, the stack.
export default nodeProject(import.meta.dirname);
