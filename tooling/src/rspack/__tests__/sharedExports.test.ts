import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../release/repoRoot';
import { computeUsedExports, renderUsedExportsFile, USED_EXPORTS_FILE } from '../sharedExports';

const root = findRepoRoot();

describe('the used-export lists of the trimmed shared libraries', () => {
  const used = computeUsedExports(root);

  it(`are current in ${USED_EXPORTS_FILE} (else run \`npm run shared:exports\`)`, () => {
    expect(readFileSync(path.join(root, USED_EXPORTS_FILE), 'utf8')).toBe(
      renderUsedExportsFile(used),
    );
  });

  it('include what reaches MUI through the icon and date-picker aliases', () => {
    expect(used['@mui/material']).toEqual(
      expect.arrayContaining(['SvgIcon', 'createSvgIcon', 'styled', 'useThemeProps', 'Fade']),
    );
    expect(used['react-router']).toEqual(
      expect.arrayContaining(['RouterProvider', 'createBrowserRouter', 'useRoutes']),
    );
  });
});
