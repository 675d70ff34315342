import trimmedSharedFallback from '../trimmedSharedFallback';

type Plugin = ReturnType<typeof trimmedSharedFallback>;
type Args = Parameters<NonNullable<Plugin['resolveShare']>>[0];

/** The shell's trimmed MUI, loaded, as the runtime would resolve it for a remote. */
function resolveFor(needed: string[] | undefined, loaded: Record<string, unknown> | null) {
  const shellCopy = {
    from: 'shell',
    treeShaking: { mode: 'runtime-infer', lib: loaded ? () => loaded : undefined },
  };
  const args = {
    pkgName: '@mui/material',
    shareInfo: { from: 'booking', treeShaking: needed ? { usedExports: needed } : undefined },
    resolver: () => ({ shared: shellCopy, useTreesShaking: true }),
  } as unknown as Args;
  const plugin = trimmedSharedFallback();
  return (plugin.resolveShare?.(args) ?? args).resolver();
}

describe('the trimmed shared fallback', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("hands over the page's copy when it has every name the app uses", () => {
    expect(resolveFor(['Box', 'Button'], { Box: {}, Button: {} })?.shared.from).toBe('shell');
    expect(resolveFor(undefined, { Box: {} })?.shared.from).toBe('shell');
    // Not loaded yet: nothing to check, the runtime decides as usual.
    expect(resolveFor(['Stepper'], null)?.shared.from).toBe('shell');
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the app load its own copy, with a warning, when names are missing', () => {
    expect(resolveFor(['Box', 'Stepper'], { Box: {} })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('@mui/material from shell lacks Stepper, which booking uses'),
    );
  });
});
