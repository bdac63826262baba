import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contractOf, packageDir} from '../contract';
import leanCssPlugin from './index';

const contract = contractOf('lean-css');
const BUNDLER = '@docusaurus/bundler';

type Loader = {loader: string; options?: {postcssOptions?: {plugins: unknown[]}}};

describe('lean-css contract with the installed Docusaurus', () => {
  it("finds postcss-preset-env in the real style loaders' PostCSS options and removes only it", async () => {
    contract.file(BUNDLER, 'lib/loaders/styleLoader.js');
    const {createStyleLoadersFactory} = (await import(
      path.join(packageDir(BUNDLER), 'lib/loaders/styleLoader.js')
    )) as {
      createStyleLoadersFactory: (options: object) => Promise<(isServer: boolean, css?: object) => Loader[]>;
    };
    const {default: rspack} = await import('@rspack/core');
    const getStyleLoaders = await createStyleLoadersFactory({currentBundler: {name: 'rspack', instance: rspack}});
    const postCss = getStyleLoaders(false, {}).find((loader) => loader.options?.postcssOptions);
    contract.expect(postCss, 'a PostCSS loader among the client style loaders').toBeDefined();
    const options = {...postCss!.options!.postcssOptions!, plugins: [...postCss!.options!.postcssOptions!.plugins]};
    contract
      .expect(JSON.stringify(options.plugins), 'postcss-preset-env in the PostCSS plugins')
      .toContain('postcss-preset-env');
    const configure = (o: typeof options) => leanCssPlugin().configurePostCss!(o) as typeof options;
    const lean = configure(options);
    contract.expect(JSON.stringify(lean.plugins), 'postcss-preset-env removed').not.toContain('postcss-preset-env');
    contract.expect(lean, 'PostCSS config lookup switched off').toHaveProperty('config', false);
  });

  it('stops the build, naming the patch, when a PostCSS loader has no preset-env to drop', () => {
    const configure = leanCssPlugin().configurePostCss!.bind(null) as (o: {plugins: unknown[]}) => unknown;
    expect(() => configure({plugins: ['autoprefixer']})).toThrow('Upstream patch "lean-css"');
  });
});
