import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {readVersionNotes} from './read-notes';

let dir: string;
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-notes-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('readVersionNotes', () => {
  it('reads releases only, with their series, date and description', () => {
    write('v3.9.md', '---\ndescription: The series\n---\n');
    write('v3.9.1.md', '---\ndate: 2025-03-01\ndescription: First fix.\n---\n');
    write('index.md', '---\ntitle: Index\n---\n');
    const notes = readVersionNotes(dir);
    expect(notes).toEqual([
      {
        version: '3.9.1',
        series: '3.9',
        date: '2025-03-01',
        description: 'First fix.',
        file: path.join(dir, 'v3.9.1.md'),
      },
    ]);
  });

  it('sees an edit to a note it has already read', () => {
    write('v3.9.1.md', '---\ndate: 2025-03-01\ndescription: First.\n---\n');
    expect(readVersionNotes(dir)[0]?.description).toBe('First.');
    write('v3.9.1.md', '---\ndate: 2025-03-02\ndescription: First, reworded.\n---\n');
    expect(readVersionNotes(dir)[0]).toMatchObject({date: '2025-03-02', description: 'First, reworded.'});
  });
});
