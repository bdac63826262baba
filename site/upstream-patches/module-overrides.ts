// Registers one upstream patch with the bundler: module replacements (an import some package makes, swapped for our
// file) and loaders (a rewrite of a package's or a generated file's source). Either one, when upstream renames or
// moves what it targets, would simply stop applying and leave upstream code in place; so once the modules of a
// compilation are known, this counts what each replacement and each loader rule reached and fails the build, naming
// the patch, when one reached nothing.
import type {Plugin} from '@docusaurus/types';

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
type Compilation = {
  errors: unknown[];
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

/** Counts, for each part of a patch, how many of a compilation's modules it reached; pure, so a test can feed it. */
export function countPatchMatches(
  {overrides = [], loaders = []}: UpstreamPatch,
  modulePaths: Iterable<string>,
): {overrides: number[]; loaders: number[]} {
  const paths = [...modulePaths];
  return {
    // A replacement that applied is in the compilation: nothing else of ours imports those files.
    overrides: overrides.map(({replacement}) => paths.filter((file) => file === replacement).length),
    loaders: loaders.map(({test}) => paths.filter((file) => test.test(file)).length),
  };
}

/** The build errors for the parts of a patch that reached no module; empty when all of them applied. */
export function unmatchedPatchParts(
  name: string,
  patch: UpstreamPatch,
  counts: {overrides: number[]; loaders: number[]},
): string[] {
  const where = `see site/upstream-patches/${name}/README.md`;
  return [
    ...(patch.overrides ?? [])
      .filter((_override, index) => counts.overrides[index] === 0)
      .map(
        ({request}) =>
          `Upstream patch "${name}": the module replacement for ${request} matched no module, so upstream code ` +
          `runs unpatched. Upstream has changed; ${where}.`,
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
      const applied: UpstreamPatch = {
        overrides: (patch.overrides ?? []).filter(({bundles}) => appliesTo(bundles, isServer)),
        loaders: (patch.loaders ?? []).filter(({bundles}) => appliesTo(bundles, isServer)),
      };
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replacements = (applied.overrides ?? []).map(({request, issuedFrom, replacement}) =>
        issuedFrom
          ? new NormalModuleReplacementPlugin(request, (resource) => {
              if (resource.context && issuedFrom(resource.context)) resource.request = replacement;
            })
          : new NormalModuleReplacementPlugin(request, replacement),
      );
      const check = {
        // Typed loosely: Docusaurus's types name webpack's Compiler, though Rspack (Docusaurus Faster) runs this.
        apply(bundler: unknown) {
          const compiler = bundler as Compiler;
          compiler.hooks.thisCompilation.tap(name, (compilation) => {
            compilation.hooks.finishModules.tap(name, (modules) => {
              const paths = [...modules].map(pathOf).filter((file): file is string => Boolean(file));
              for (const message of unmatchedPatchParts(name, applied, countPatchMatches(applied, paths))) {
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
