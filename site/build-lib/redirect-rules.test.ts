import {describe, expect, it} from 'vitest';
import {netlifyRedirects, nginxRedirects, vercelConfig} from './redirect-rules';

const table = [
  {from: '/advanced-usage/checkpoints', to: '/features/checkpoints'},
  {from: '/mcp/overview', to: '/features/mcp/overview'},
];

describe('netlifyRedirects', () => {
  it('writes one 301 rule a line after a comment', () => {
    expect(netlifyRedirects(table).split('\n').slice(1)).toEqual([
      '/advanced-usage/checkpoints /features/checkpoints 301',
      '/mcp/overview /features/mcp/overview 301',
      '',
    ]);
  });

  it('forces the rules for Netlify when asked', () => {
    expect(netlifyRedirects(table, {force: true})).toContain('/mcp/overview /features/mcp/overview 301!\n');
  });
});

describe('vercelConfig', () => {
  it('lists every redirect as permanent', () => {
    expect(JSON.parse(vercelConfig(table))).toEqual({
      redirects: [
        {source: '/advanced-usage/checkpoints', destination: '/features/checkpoints', permanent: true},
        {source: '/mcp/overview', destination: '/features/mcp/overview', permanent: true},
      ],
    });
  });
});

describe('vercelConfig with headers', () => {
  it('sends the headers on every path', () => {
    const config = JSON.parse(vercelConfig(table, {'X-Frame-Options': 'DENY'}));
    expect(config.headers).toEqual([{source: '/(.*)', headers: [{key: 'X-Frame-Options', value: 'DENY'}]}]);
    expect(config.redirects).toHaveLength(2);
  });
});

describe('nginxRedirects', () => {
  it('writes an exact-match location with a 301 for each redirect', () => {
    expect(nginxRedirects(table)).toBe(
      'location = /advanced-usage/checkpoints { return 301 /features/checkpoints; }\n' +
        'location = /mcp/overview { return 301 /features/mcp/overview; }\n',
    );
  });
});
