import {describe, expect, it} from 'vitest';
import {REDIRECT_SCRIPT, redirectPage, redirectPageFile, redirectProblems} from './redirect-pages';
import {inlineScripts} from './security-headers';

describe('redirectPage', () => {
  it('names the target in the canonical link, the meta refresh and a link a reader can follow', () => {
    const html = redirectPage('/features/checkpoints');
    expect(html).toContain('<link rel="canonical" href="/features/checkpoints">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/features/checkpoints">');
    expect(html).toContain('<a href="/features/checkpoints">/features/checkpoints</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('runs the same one script whatever the target, so the policy needs one hash for every page', () => {
    expect(inlineScripts(redirectPage('/a'))).toEqual([REDIRECT_SCRIPT]);
    expect(inlineScripts(redirectPage('/features/mcp/overview'))).toEqual([REDIRECT_SCRIPT]);
  });

  it('reads the canonical link after the parser has it', () => {
    const html = redirectPage('/a');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<script>'));
  });

  it('escapes a target that could end an attribute', () => {
    const html = redirectPage('/a"><script>x()</script>');
    expect(html).not.toContain('"><script>x()');
    expect(inlineScripts(html)).toEqual([REDIRECT_SCRIPT]);
  });
});

describe('redirectPageFile', () => {
  it('puts the page where a route without a trailing slash is served from', () => {
    expect(redirectPageFile('/advanced-usage/checkpoints')).toBe('advanced-usage/checkpoints/index.html');
    expect(redirectPageFile('/mcp/')).toBe('mcp/index.html');
  });
});

describe('redirectProblems', () => {
  const routes = ['/', '/features/checkpoints', '/features/mcp/overview/'];

  it('accepts a table whose targets are pages and whose old paths are not', () => {
    expect(
      redirectProblems(
        [
          {from: '/advanced-usage/checkpoints', to: '/features/checkpoints'},
          {from: '/mcp/overview', to: '/features/mcp/overview'},
        ],
        routes,
      ),
    ).toEqual([]);
  });

  it('names a target that is not a page', () => {
    expect(redirectProblems([{from: '/old', to: '/features/gone'}], routes)).toEqual([
      '/old → /features/gone: the target is not a page of the site',
    ]);
  });

  it('names an old path that is still a page, whose page the redirect would replace', () => {
    expect(redirectProblems([{from: '/features/checkpoints', to: '/features/mcp/overview'}], routes)).toEqual([
      '/features/checkpoints → /features/mcp/overview: the old path is still a page of the site',
    ]);
  });

  it('names an old path with a query or a trailing slash', () => {
    expect(redirectProblems([{from: '/old?x=1', to: '/'}], routes)).toHaveLength(1);
    expect(redirectProblems([{from: '/old/', to: '/'}], routes)).toHaveLength(1);
  });
});
