import {describe, expect, it} from 'vitest';
import {chatPrompt, pageMenuLinks} from './page-menu';

describe('pageMenuLinks', () => {
  it("points View as Markdown at the page's twin on this site", () => {
    expect(pageMenuLinks('/features/checkpoints')[0]).toEqual({
      id: 'markdown',
      label: 'View as Markdown',
      href: '/features/checkpoints.md',
      external: false,
    });
    expect(pageMenuLinks('/')[0].href).toBe('/index.md');
  });

  it("gives both chat links a prompt naming the twin's full address, encoded once", () => {
    const [, chatgpt, claude] = pageMenuLinks('/features/mcp/', 'https://docs.example');
    const prompt = chatPrompt('https://docs.example/features/mcp.md');
    expect(new URL(chatgpt.href).origin).toBe('https://chatgpt.com');
    expect(new URL(chatgpt.href).searchParams.get('q')).toBe(prompt);
    expect(new URL(claude.href).origin).toBe('https://claude.ai');
    expect(new URL(claude.href).searchParams.get('q')).toBe(prompt);
    expect(prompt).toContain('https://docs.example/features/mcp.md');
  });
});
