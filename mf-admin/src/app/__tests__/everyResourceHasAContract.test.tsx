import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_PARTS, registered, SAMPLES } from '../../testing/resourceContract';

it('has a sample answer for every registered resource', () => {
  expect(registered.map(({ key }) => key).filter((key) => !(key in SAMPLES))).toEqual([]);
});

it("runs every registered resource's contract in its part's test file", () => {
  const parts = new Set<string>(CONTRACT_PARTS);
  expect(registered.filter(({ part }) => !parts.has(part)).map(({ key }) => key)).toEqual([]);
  for (const part of CONTRACT_PARTS) {
    expect(registered.filter((entry) => entry.part === part)).not.toHaveLength(0);
    expect(fs.existsSync(path.join(__dirname, `resourceContract.${part}.test.tsx`))).toBe(true);
  }
});
