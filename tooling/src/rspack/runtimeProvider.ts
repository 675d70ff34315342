/**
 * One federation runtime for the whole site. The remotes are built with
 * `experiments.externalRuntime` (sharing.ts): their entries read the
 * federation runtime core from a global the shell sets
 * (`provideExternalRuntime`), instead of each carrying its own copy
 * (about 20 KiB gzip per remote on every page).
 *
 * A remote's own page has no shell. This plugin gives it the runtime core:
 * it builds `src/federation-runtime/provideRuntimeCore.ts` once, with a compiler
 * of its own (the remote's compiler would add its federation runtime to
 * any entry, and that runtime needs the global before anything can set
 * it), emits it as `federation-runtime.<hash>.js` and puts it first among
 * the page's scripts. The shell never loads it.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

const require = createRequire(import.meta.url);
const PLUGIN_NAME = 'ParishRuntimeProviderPlugin';
const TOOLING_ROOT = path.resolve(import.meta.dirname, '../..');
const PROVIDER_SOURCE = path.join(TOOLING_ROOT, 'src/federation-runtime/provideRuntimeCore.ts');

/** What provideRuntimeCore.ts imports the runtime core as. */
export const RUNTIME_CORE_ALIAS = 'parish-federation-runtime-core';

/**
 * The runtime core the remotes' federation runtime is built against: the
 * one `@module-federation/runtime` (of the pinned enhanced plugin) imports,
 * in its ES module build, as the shell bundles it (sharing.ts).
 */
export function runtimeCoreFile(): string {
  const runtime = require.resolve('@module-federation/runtime', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/rspack'))],
  });
  const core = require.resolve('@module-federation/runtime-core', {
    paths: [path.dirname(runtime)],
  });
  return core.replace(/\.cjs$/, '.js');
}

function compile(outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: TOOLING_ROOT,
    target: ['web', 'es2022'],
    devtool: false,
    entry: PROVIDER_SOURCE,
    output: { path: outDir, filename: 'provider.js' },
    resolve: {
      extensions: ['.ts', '.js'],
      alias: { [`${RUNTIME_CORE_ALIAS}$`]: runtimeCoreFile() },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
        },
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors())
          reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  });
}

let built: Promise<string> | undefined;

/** The provider script, built once per process (the runtime core does not change while it runs). */
export function providerScript(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'parish-runtime-provider-'));
    try {
      await compile(outDir);
      return await readFile(path.join(outDir, 'provider.js'), 'utf8');
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  })();
  built.catch(() => {
    built = undefined;
  });
  return built;
}

/** `federation-runtime.<hash>.js`: hashed like the other files, so it is cached for good. */
export function providerFileName(script: string): string {
  return `federation-runtime.${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
}

export class RuntimeProviderPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, HtmlRspackPlugin, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const script = await providerScript();
          compilation.emitAsset(providerFileName(script), new sources.RawSource(script), {
            immutable: true,
            minimized: true,
          });
        },
      );
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise(
        PLUGIN_NAME,
        async (data) => {
          const file = providerFileName(await providerScript());
          data.assets.js.unshift(`${data.assets.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}
