import { nodeProject } from '../jest.preset.js';

export default nodeProject(import.meta.dirname);
