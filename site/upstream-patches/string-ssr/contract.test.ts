import {describe, it} from 'vitest';
import {contractOf} from '../contract';
import {DOCUSAURUS_RENDER_TO_HTML} from './index';

const contract = contractOf('string-ssr');
const CORE = '@docusaurus/core';

// render-to-html.test.ts also renders a page with the real module and compares the HTML with ours.
describe('string-ssr contract with the installed Docusaurus', () => {
  it('finds renderToHtml(app) at the path it replaces, exported by name and awaited by the server entry', () => {
    const file = contract.file(CORE, 'lib/client/renderToHtml.js');
    contract.expect(DOCUSAURUS_RENDER_TO_HTML.test(file), 'the path of renderToHtml.js').toBe(true);
    contract
      .expect(contract.read(CORE, 'lib/client/renderToHtml.js'), 'export async function renderToHtml(app)')
      .toContain('export async function renderToHtml(app)');
    const serverEntry = contract.read(CORE, 'lib/client/serverEntry.js');
    contract
      .expect(serverEntry, "the server entry importing renderToHtml from './renderToHtml'")
      .toContain("import { renderToHtml } from './renderToHtml'");
    contract.expect(serverEntry, 'the server entry awaiting renderToHtml(app)').toContain('await renderToHtml(app)');
  });
});
