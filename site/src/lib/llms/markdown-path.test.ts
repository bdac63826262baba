import {describe, expect, it} from 'vitest';
import {markdownPathFor} from './markdown-path';

describe('markdownPathFor', () => {
  it.each([
    ['/', '/index.md'],
    ['/features/checkpoints', '/features/checkpoints.md'],
    ['/features/', '/features.md'],
    ['/update-notes/v3.28.10', '/update-notes/v3.28.10.md'],
  ])('serves %s at %s', (route, file) => {
    expect(markdownPathFor(route)).toBe(file);
  });
});
