import {describe, expect, it} from 'vitest';
import {withoutBuildOnlyFrontMatter} from './index';

describe('withoutBuildOnlyFrontMatter', () => {
  it('drops the sources and readings blocks and keeps the rest of the front matter and the content', () => {
    const parsed = {
      frontMatter: {
        title: 'read_file',
        description: 'How it reads',
        sidebar_position: 13,
        sources: {tag: 'v3.28.10', files: ['src/core/tools/readFileTool.ts']},
        readings: [{date: '2026-11-29', tag: 'v3.28.10', reader: 'citations'}],
      },
      content: '# Body\n',
    };
    expect(withoutBuildOnlyFrontMatter(parsed)).toEqual({
      frontMatter: {title: 'read_file', description: 'How it reads', sidebar_position: 13},
      content: '# Body\n',
    });
    expect(parsed.frontMatter.sources).toEqual({tag: 'v3.28.10', files: ['src/core/tools/readFileTool.ts']});
  });

  it('returns a page without a sources block as it was', () => {
    const parsed = {frontMatter: {title: 'A', tags: ['sources']}, content: 'sources: in the body stays\n'};
    expect(withoutBuildOnlyFrontMatter(parsed)).toBe(parsed);
  });
});
