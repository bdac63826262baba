// The beginner tutorial (getting-started/your-first-task), run for real: an empty folder, the page's own request, and
// a model script that creates word_count.py and sample.txt, runs the script and completes.
import {bench, panel, type Flow} from '../scene.js';

import {QUIET_EDITOR, TERMINAL} from './quiet.js';

export const TASK =
  'Create a Python script named word_count.py that takes a file path as its argument and prints how many lines, ' +
  'words and characters the file has. Then create a sample.txt with a few lines of text and run the script on it.';

const SCRIPT_PY = `import sys


def count(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return len(text.splitlines()), len(text.split()), len(text)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python word_count.py <file>")
    lines, words, chars = count(sys.argv[1])
    print(f"lines: {lines}  words: {words}  characters: {chars}")
`;

const SAMPLE = `Roo Code works inside the folder you open.
It proposes each change and waits for you.
This file has three lines.
`;

const RUN = 'python word_count.py sample.txt';

const roo = bench('.activitybar [aria-label^="Roo Code"]');
const sidebar = bench('.part.sidebar');
const editor = bench('.part.editor');
const save = panel('vscode-button', 'Save');
const terminalPart = bench('.part.panel');
const TERMINAL_ICON = 'svg[aria-label="Terminal icon"]';

export const firstTask: Flow = {
  id: 'first-task',
  folder: 'word-count',
  files: {},
  configured: true,
  window: {width: 1100, height: 720},
  sidebarWidth: 400,
  // The cursor's line is not highlighted, nor marked in the overview ruler (see the create-file scene).
  settings: {
    ...QUIET_EDITOR,
    'editor.renderLineHighlight': 'none',
    'editor.hideCursorInOverviewRuler': true,
    // Roo Code's own lightbulb came beside the cursor's line in one theme's picture and not in the other's.
    'editor.lightbulb.enabled': 'off',
    ...TERMINAL,
  },
  script: [
    {
      when: 'word_count.py',
      reply:
        "I'll start with the script.\n\n<write_to_file>\n<path>word_count.py</path>\n<content>\n" +
        SCRIPT_PY +
        '</content>\n<line_count>14</line_count>\n</write_to_file>',
    },
    {
      when: 'word_count.py',
      reply:
        'Now a sample file to try it on.\n\n<write_to_file>\n<path>sample.txt</path>\n<content>\n' +
        SAMPLE +
        '</content>\n<line_count>3</line_count>\n</write_to_file>',
    },
    {
      when: 'sample.txt',
      reply: `Both files are in place. Let me run the script on the sample.\n\n<execute_command>\n<command>${RUN}</command>\n</execute_command>`,
    },
    {
      when: 'lines: 3',
      reply:
        '<attempt_completion>\n<result>\nI created word_count.py, which prints the number of lines, words and ' +
        'characters of the file given as its argument, and sample.txt to try it on. Running ' +
        '`python word_count.py sample.txt` printed: lines: 3  words: 21  characters: 112.\n</result>\n' +
        '</attempt_completion>',
    },
  ],
  scenes: [
    {
      id: 'vscode-first-task-panel',
      alt:
        'VS Code with the Roo Code icon selected in the Activity Bar and the Roo Code panel open beside it, ' +
        'in Code mode, ready for a first task.',
      caption: 'The Roo Code icon, outlined, in the Activity Bar opens the panel; the mode selector is under the box.',
      steps: [{click: roo}, {waitFor: panel('textarea')}],
      frame: [bench('.activitybar'), sidebar],
      outline: roo,
      expect: ['Roo Code', 'Code'],
    },
    {
      id: 'vscode-first-task-typed',
      alt: 'The Roo Code panel in VS Code with the word_count.py request typed into the input box, in Code mode.',
      caption: 'The request typed into the input box, ready to send with Enter.',
      steps: [{type: panel('textarea'), text: TASK}],
      frame: [sidebar],
      expect: ['word_count.py'],
    },
    {
      id: 'vscode-first-task-create-file',
      alt:
        'VS Code during the first task: the Roo Code panel says "Roo wants to create a new file" for ' +
        'word_count.py with Save and Reject buttons, and the editor shows the new file in a diff view.',
      caption: 'Roo proposes word_count.py: the diff editor shows the file, the panel waits for Save or Reject.',
      steps: [
        {press: 'Enter', on: panel('textarea')},
        {waitFor: save},
        // Where the cursor ends after Roo has streamed the file (line 1 or 14) differed from run to run; a click on
        // the first line puts it in one place.
        {click: bench('.part.editor .monaco-diff-editor .editor.modified .view-line', 'import sys')},
        {wait: 1500},
      ],
      frame: [sidebar, editor],
      expect: ['Roo wants to create a new file', 'word_count.py', 'Save', 'Reject'],
      // On a phone: the panel, where the step's labels are.
      narrow: {frame: [sidebar], expect: ['Roo wants to create a new file', 'word_count.py', 'Save', 'Reject']},
    },
    {
      id: 'vscode-first-task-command',
      alt:
        'The Roo Code panel asking to run python word_count.py sample.txt, with Run and Reject buttons under the ' +
        'command.',
      caption: 'After both files are saved, Roo asks to run the script; Run starts it in a terminal.',
      steps: [
        {click: save},
        // The second file's row (the task's own text names sample.txt too, so that alone would not do).
        {waitFor: panel(':nth-match(:text("Roo wants to create a new file"), 2)')},
        {wait: 1500},
        {click: save},
        {waitFor: panel('vscode-button', 'Run')},
        {wait: 1500},
      ],
      frame: [sidebar],
      expect: [RUN, 'Run', 'Reject'],
    },
    {
      id: 'vscode-first-task-completed',
      alt:
        'VS Code after the first task: the Roo Code panel shows the approved python word_count.py sample.txt ' +
        'command, then "Task Completed" with a summary that gives the counts; sample.txt is open beside it, and the ' +
        'terminal below it shows the command and its output.',
      caption: 'The task ends with Task Completed and a summary; reply to continue or start a new task.',
      steps: [{click: panel('vscode-button', 'Run')}, {waitFor: panel('*', 'Task Completed')}, {wait: 2000}],
      frame: [sidebar, editor],
      expect: ['Task Completed'],
      narrow: {frame: [sidebar], expect: ['Task Completed', 'Start New Task']},
    },
    {
      id: 'vscode-roo-code-terminal',
      alt:
        'VS Code after Roo ran python word_count.py sample.txt: the Roo Code panel shows the command with its output ' +
        'unfolded, and beside it the Terminal panel, on the terminal named Roo Code, shows the same command and the ' +
        'counts it printed.',
      caption: 'The command runs in the Roo Code terminal; the panel’s command row repeats its output.',
      steps: [
        // The row's output is folded until the chevron in its header is pressed.
        {click: panel(`div.justify-between:has(${TERMINAL_ICON}) button`)},
        // The terminal's top edge raised to the command row's height, so the two sit side by side.
        {drag: terminalPart, edge: 'top', by: -250},
        {wait: 1000},
      ],
      frame: [
        panel(TERMINAL_ICON),
        panel('.bg-vscode-editor-background', RUN),
        bench('.part.panel > .composite.title'),
        bench('.part.panel .xterm-rows > div', 'lines: 3'),
      ],
      padding: 10,
      expect: ['Roo Code', 'Running', RUN, 'lines: 3 words: 21 characters: 112'],
      // On a phone: the terminal the step is about, named Roo Code, with the command and its output. Every span of
      // the rows, not those containing "word-count": the renderer draws a prompt's first letter in a span of its own.
      // The gutter's command dots are at the rows' left, where a crop starting at the text would slice them.
      narrow: {
        frame: [
          bench('.part.panel .single-terminal-tab'),
          bench('.part.panel .terminal-command-decoration'),
          bench('.part.panel .xterm-rows span'),
        ],
        padding: 6,
        expect: ['Roo Code', RUN, 'lines: 3 words: 21 characters: 112'],
      },
    },
  ],
};
