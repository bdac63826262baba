// Registers one upstream patch with the bundler: module replacements (an import some package makes, swapped for our
// file) and loaders (a rewrite of a package's or a generated file's source). Either one, when upstream renames or
// moves what it targets, would simply stop applying and leave upstream code in place; so once a compilation's modules
// are known, this counts for each replacement the upstream modules that import our file (our own imports of it do not
// count: they prove nothing about upstream) and for each loader rule the modules it reached, and fails the build,
// naming the patch, when one part did nothing. The module graph is read rather than the swaps counted as they happen:
// Rspack's persistent cache restores the graph without resolving the requests again.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export type PatchCounts = {overrides: number[]; loaders: number[]};

/** Which of Docusaurus's two bundles a part of a patch applies to. */
export type Bundles = 'both' | 'client' | 'server';

export type ModuleOverride = {
  /** The import request; with `issuedFrom` unset it may also match the resolved path of the upstream module. */
  request: RegExp;
  /**
   * Which importing folders the swap applies to, so that our stand-in, which may import the original, is not swapped
   * again. When set, only the request is matched.
   */
  issuedFrom?: (context: string) => boolean;
  /** Absolute path of our file. */
  replacement: string;
  bundles?: Bundles;
};

export type LoaderRule = {
  /** The resolved path of the module to rewrite. */
  test: RegExp;
  /** Absolute path of the loader. */
  loader: string;
  bundles?: Bundles;
};

export type UpstreamPatch = {overrides?: readonly ModuleOverride[]; loaders?: readonly LoaderRule[]};

type ModuleLike = {resource?: string};
type Connection = {originModule?: ModuleLike | null};
type Compilation = {
  errors: unknown[];
  moduleGraph: {getIncomingConnections: (module: ModuleLike) => Connection[]};
  hooks: {finishModules: {tap: (name: string, fn: (modules: Iterable<ModuleLike>) => void) => void}};
};
type Compiler = {
  hooks: {thisCompilation: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
  webpack: {WebpackError: new (message: string) => Error};
};

const appliesTo = (bundles: Bundles | undefined, isServer: boolean) =>
  !bundles || bundles === 'both' || (bundles === 'server') === isServer;

// A module's resource may carry a query (`file.js?x`); what we compare is its path.
const pathOf = (module: ModuleLike) => module.resource?.replace(/\?.*$/, '');

/** Counts, for each loader rule of a patch, how many of a compilation's modules it reached; pure, for a test. */
export function countLoaderMatches({loaders = []}: UpstreamPatch, modulePaths: Iterable<string>): number[] {
  const paths = [...modulePaths];
  return loaders.map(({test}) => paths.filter((file) => test.test(file)).length);
}

/** The callback of one override: swaps the request when it comes from the importer the override is scoped to. */
export function replacementCallback(override: ModuleOverride) {
  return (resource: {context?: string; request?: string; createData?: {resource?: string}}) => {
    if (override.issuedFrom) {
      if (!resource.context || !override.issuedFrom(resource.context)) return;
      resource.request = override.replacement;
    } else if (resource.createData?.resource !== undefined) {
      // After resolution the match was on the resolved path of the upstream module.
      resource.createData.resource = override.replacement;
    } else {
      resource.request = override.replacement;
    }
  };
}

/**
 * How many upstream modules import a replacement: an origin inside the site's own sources (not the generated
 * `.docusaurus` folder) is ours; an entry point (no origin) counts, as the bundle's entry is upstream's.
 */
export function upstreamImporters(origins: readonly (string | undefined)[], siteDir: string): number {
  const ours = (file: string) =>
    file.startsWith(siteDir + path.sep) &&
    !file.startsWith(path.join(siteDir, '.docusaurus') + path.sep) &&
    !file.includes(`${path.sep}node_modules${path.sep}`);
  return origins.filter((origin) => origin === undefined || !ours(origin)).length;
}

/** The build errors for the parts of a patch that reached no module; empty when all of them applied. */
export function unmatchedPatchParts(name: string, patch: UpstreamPatch, counts: PatchCounts): string[] {
  const where = `see site/upstream-patches/${name}/README.md`;
  return [
    ...(patch.overrides ?? [])
      .filter((_override, index) => counts.overrides[index] === 0)
      .map(
        ({request}) =>
          `Upstream patch "${name}": the module replacement for ${request} was never applied to an upstream ` +
          `import, so upstream code runs unpatched. Upstream has changed; ${where}.`,
      ),
    ...(patch.loaders ?? [])
      .filter((_loader, index) => counts.loaders[index] === 0)
      .map(
        ({test}) =>
          `Upstream patch "${name}": the loader for ${test} matched no module, so upstream code runs unpatched. ` +
          `Upstream has changed; ${where}.`,
      ),
  ];
}

export function upstreamPatchPlugin(name: string, patch: UpstreamPatch): Plugin {
  return {
    name,
    configureWebpack(_config, isServer, {currentBundler}) {
      const siteDir = path.resolve(__dirname, '..');
      const applied: UpstreamPatch = {
        overrides: (patch.overrides ?? []).filter(({bundles}) => appliesTo(bundles, isServer)),
        loaders: (patch.loaders ?? []).filter(({bundles}) => appliesTo(bundles, isServer)),
      };
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replacements = (applied.overrides ?? []).map(
        (override) => new NormalModuleReplacementPlugin(override.request, replacementCallback(override)),
      );
      const check = {
        // Typed loosely: Docusaurus's types name webpack's Compiler, though Rspack (Docusaurus Faster) runs this.
        apply(bundler: unknown) {
          const compiler = bundler as Compiler;
          compiler.hooks.thisCompilation.tap(name, (compilation) => {
            compilation.hooks.finishModules.tap(name, (modules) => {
              const all = [...modules];
              const paths = all.map(pathOf).filter((file): file is string => Boolean(file));
              const overrides = (applied.overrides ?? []).map(({replacement}) =>
                all
                  .filter((module) => pathOf(module) === replacement)
                  .reduce((count, module) => {
                    const origins = compilation.moduleGraph
                      .getIncomingConnections(module)
                      .map(({originModule}) => (originModule ? pathOf(originModule) : undefined));
                    return count + upstreamImporters(origins, siteDir);
                  }, 0),
              );
              const counts = {overrides, loaders: countLoaderMatches(applied, paths)};
              for (const message of unmatchedPatchParts(name, applied, counts)) {
                compilation.errors.push(new compiler.webpack.WebpackError(message));
              }
            });
          });
        },
      };
      return {
        plugins: [...replacements, check],
        module: {rules: (applied.loaders ?? []).map(({test, loader}) => ({test, use: [loader]}))},
      };
    },
  };
}
