import { webProject } from '../jest.preset.js';

export default webProject(import.meta.dirname);
