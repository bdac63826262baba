import {describe, expect, it} from 'vitest';
import type {UiManifest} from '../../src/lib/screenshots/manifest';
import {agreementProblems, captionProblems, figuresIn, quotedIn, stepAbove, uiLabels} from './agreement';

const image = {file: 'x.webp', width: 840, height: 600, bytes: 1, sha256: '0'.repeat(64)};
const narrowImage = {...image, file: 'x-narrow.webp', width: 400};
const manifest: UiManifest = {
  tag: 'v3.28.10',
  scale: 2,
  scenes: [
    {
      id: 'edit',
      alt: 'Roo asks "Roo wants to edit this file" with the buttons "Save" and “Reject”.',
      caption: 'An edit waiting for an answer.',
      text: ['Roo wants to edit this file', 'src/app.ts', 'Save', 'Reject'],
      controls: ['Restore Checkpoint'],
      images: {dark: image, light: image},
    },
    {
      id: 'wide',
      alt: 'The editor with the file and its Save button.',
      caption: 'A wide window with a phone crop.',
      text: ['Explorer', 'src/app.ts', 'Save', 'Reject'],
      controls: ['Split Editor'],
      images: {dark: image, light: image},
      narrow: {images: {dark: narrowImage, light: narrowImage}, text: ['src/app.ts', 'Save']},
    },
    {
      id: 'diff',
      alt: 'The diff of "src/app.ts" beside the panel, whose "Checkpoint" row has a "View Diff" button.',
      caption: 'A checkpoint diff, with a phone crop of the editor alone.',
      text: ['Checkpoint', 'src/app.ts', 'Keep'],
      controls: ['View Diff'],
      images: {dark: image, light: image},
      narrow: {images: {dark: narrowImage, light: narrowImage}, text: ['src/app.ts', 'Keep'], controls: ['View Diff']},
    },
    {id: 'bare', alt: 'A scene without a caption of its own.', text: ['Done'], images: {dark: image, light: image}},
  ],
};

describe('the step above a figure', () => {
  it('is the paragraph right above it', () => {
    expect(stepAbove('Intro.\n\nClick :ui[Save] to keep it.\n\n')).toBe('Click :ui[Save] to keep it.');
  });

  it('is the last item of a list, not the whole list', () => {
    const list = '1. Open :ui[Settings].\n2. Pick :ui[Context].\n   Then scroll.\n';
    expect(stepAbove(list)).toBe('2. Pick :ui[Context].\n   Then scroll.');
  });

  it('is nothing after a heading or another figure', () => {
    expect(stepAbove('## The :ui[Save] button\n\n')).toBe('');
    expect(stepAbove('Text.\n\n<Screenshot scene="edit" />\n\n')).toBe('');
  });

  it('reads labels with escaped brackets', () => {
    expect(uiLabels('Press :ui[Save] then :ui[Open \\[beta\\]].')).toEqual(['Save', 'Open [beta]']);
  });
});

describe('figuresIn', () => {
  it('takes each figure with its line, the labels the page lists and those of its step', () => {
    const source =
      '# Page\n\nClick :ui[Save].\n\n<Screenshot scene="edit" labels="Reject | src/app.ts" alt="Mine" />\n';
    expect(figuresIn('a.mdx', source)).toEqual([
      {file: 'a.mdx', line: 5, scene: 'edit', labels: ['Reject', 'src/app.ts'], stepLabels: ['Save'], alt: 'Mine'},
    ]);
  });
});

describe('agreementProblems', () => {
  const figure = (source: string) => figuresIn('page.mdx', source);

  it('passes labels that are text in the frame or the name of an icon control in it', () => {
    const source = 'Click :ui[Save], or :ui[Restore Checkpoint].\n<Screenshot scene="edit" labels="Reject" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([]);
  });

  it('names the page, the line, the scene and each label the picture lacks', () => {
    const source = 'Intro.\n\nClick :ui[Approve] now.\n<Screenshot scene="edit" labels="Save|Run" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([
      'page.mdx:4 (edit): the step names "Run", which the picture does not show',
      'page.mdx:4 (edit): the step names "Approve", which the picture does not show',
    ]);
  });

  it("checks the labels the alt text quotes, the page's alt text when it has one", () => {
    expect(quotedIn('The "Save" and “Reject” buttons')).toEqual(['Save', 'Reject']);
    expect(agreementProblems(manifest, figure('<Screenshot scene="edit" />'))).toEqual([]);
    expect(
      agreementProblems(manifest, figure('<Screenshot scene="edit" alt="The \u201cApprove\u201d button" />')),
    ).toEqual(['page.mdx:1 (edit): the alt text quotes "Approve", which is not inside the frame']);
  });

  it('leaves unknown scenes to the usage check', () => {
    expect(agreementProblems(manifest, figure('Click :ui[Save].\n<Screenshot scene="nope" />'))).toEqual([]);
  });
});

describe('the narrow crop a phone gets', () => {
  const figure = (source: string) => figuresIn('page.mdx', source);

  it('reads the labels a figure lets the narrow crop leave out', () => {
    expect(figure('<Screenshot scene="wide" narrowOmits="Explorer | Split Editor" />')[0].narrowOmits).toEqual([
      'Explorer',
      'Split Editor',
    ]);
  });

  it('passes a step whose labels are inside the narrow crop too', () => {
    expect(agreementProblems(manifest, figure('Click :ui[Save].\n<Screenshot scene="wide" />'))).toEqual([]);
  });

  it('names each label the full frame shows but the narrow crop does not, icon names included', () => {
    const source = 'Open :ui[Explorer], then :ui[Split Editor], then :ui[Save].\n<Screenshot scene="wide" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([
      'page.mdx:2 (wide): the step names "Explorer", which the narrow crop (phones) does not show',
      'page.mdx:2 (wide): the step names "Split Editor", which the narrow crop (phones) does not show',
    ]);
  });

  it('accepts what the figure lets the narrow crop leave out, and only that', () => {
    const source = 'Open :ui[Explorer] and :ui[Reject].\n<Screenshot scene="wide" narrowOmits="Explorer" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([
      'page.mdx:2 (wide): the step names "Reject", which the narrow crop (phones) does not show',
    ]);
  });

  it('reports an omission that no longer applies', () => {
    const source = 'Click :ui[Save].\n<Screenshot scene="wide" narrowOmits="Save|Explorer" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([
      'page.mdx:2 (wide): narrowOmits lists "Save", which the narrow crop shows',
      'page.mdx:2 (wide): narrowOmits lists "Explorer", which neither the step nor the alt text names',
    ]);
    expect(
      agreementProblems(manifest, figure('Click :ui[Save].\n<Screenshot scene="edit" narrowOmits="Save" />')),
    ).toEqual(['page.mdx:2 (edit): narrowOmits is set, but the scene has no narrow crop']);
  });

  it("finds an icon button's name among the narrow crop's own controls", () => {
    expect(
      agreementProblems(
        manifest,
        figure('Click :ui[View Diff].\n<Screenshot scene="diff" narrowOmits="Checkpoint" />'),
      ),
    ).toEqual([]);
  });

  it('holds the alt text to the narrow crop too, since phones get it under the same alt', () => {
    expect(agreementProblems(manifest, figure('<Screenshot scene="diff" />'))).toEqual([
      'page.mdx:1 (diff): the alt text quotes "Checkpoint", which the narrow crop (phones) does not show',
    ]);
    const own = '<Screenshot scene="diff" alt="The diff of \u201csrc/app.ts\u201d, with \u201cKeep\u201d." />';
    expect(agreementProblems(manifest, figure(own))).toEqual([]);
    // A quoted phrase the crop leaves out on purpose is listed like a step's label, and the list is checked the same way.
    expect(agreementProblems(manifest, figure('<Screenshot scene="diff" narrowOmits="Checkpoint" />'))).toEqual([]);
    expect(agreementProblems(manifest, figure(`${own.replace(' />', ' narrowOmits="Checkpoint" />')}`))).toEqual([
      'page.mdx:1 (diff): narrowOmits lists "Checkpoint", which neither the step nor the alt text names',
    ]);
  });

  it('still requires an omitted label in the full frame', () => {
    const source = 'Open :ui[Problems].\n<Screenshot scene="wide" narrowOmits="Problems" />';
    expect(agreementProblems(manifest, figure(source))).toEqual([
      'page.mdx:2 (wide): the step names "Problems", which the picture does not show',
    ]);
  });
});

describe('captionProblems', () => {
  it("takes the page's caption or the scene's, and names figures with neither", () => {
    const figures = figuresIn('p.mdx', '<Screenshot scene="edit" />\n<Screenshot scene="bare" />\n');
    expect(captionProblems(manifest, figures)).toEqual(['p.mdx:2 (bare) has no caption']);
    const captioned = figuresIn('p.mdx', '<Screenshot scene="bare" caption="Done, at last." />');
    expect(captionProblems(manifest, captioned)).toEqual([]);
  });
});
