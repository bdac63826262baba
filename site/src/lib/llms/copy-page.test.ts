import {describe, expect, it, vi} from 'vitest';
import {copyMarkdown, type Fetcher} from './copy-page';

const answering = (status: number, body = ''): Fetcher =>
  vi.fn(async () => ({ok: status >= 200 && status < 300, status, text: async () => body}));

describe('copyMarkdown', () => {
  it('fetches the Markdown twin asking for Markdown and writes it as text', async () => {
    const fetcher = answering(200, '# Checkpoints\n');
    const writeText = vi.fn(async () => undefined);
    await copyMarkdown('/features/checkpoints.md', fetcher, {writeText});
    expect(fetcher).toHaveBeenCalledWith('/features/checkpoints.md', {headers: {Accept: 'text/markdown'}});
    expect(writeText).toHaveBeenCalledWith('# Checkpoints\n');
  });

  it('hands the pending text to a deferred write when the browser offers one', async () => {
    const writeText = vi.fn(async () => undefined);
    let written = '';
    await copyMarkdown('/a.md', answering(200, 'A'), {
      writeText,
      writeLater: async (text) => void (written = await text),
    });
    expect(written).toBe('A');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to a plain write when the deferred write is refused', async () => {
    const writeText = vi.fn(async () => undefined);
    await copyMarkdown('/a.md', answering(200, 'A'), {
      writeText,
      writeLater: async () => Promise.reject(new Error('NotAllowed')),
    });
    expect(writeText).toHaveBeenCalledWith('A');
  });

  it('rejects with the status when the twin is missing, writing nothing', async () => {
    const writeText = vi.fn(async () => undefined);
    await expect(copyMarkdown('/gone.md', answering(404), {writeText})).rejects.toThrow('/gone.md answered 404');
    expect(writeText).not.toHaveBeenCalled();
  });
});
