import {describe, expect, it} from 'vitest';
import {parseCli, USAGE} from './usage';

describe('drift command line', () => {
  it('takes --help and -h', () => {
    expect(parseCli(['--help']).help).toBe(true);
    expect(parseCli(['-h']).help).toBe(true);
  });

  it('takes the upstream, the tag and the docs folder', () => {
    expect(parseCli(['--upstream', '/r', '--to', 'v1.2.3', '--docs', 'd'])).toMatchObject({
      upstream: '/r',
      to: 'v1.2.3',
      docs: 'd',
    });
  });

  it('names every option and report section in the usage', () => {
    for (const word of ['--upstream', '--to', '--docs', '--help', 'Doc sources', 'Effective defaults']) {
      expect(USAGE).toContain(word);
    }
  });

  it('refuses an option it does not know', () => {
    expect(() => parseCli(['--form', 'v1'])).toThrow();
  });
});
