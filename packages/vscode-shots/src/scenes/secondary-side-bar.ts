// Tips and tricks: Roo Code moved to the Secondary Side Bar, so the Explorer keeps the primary one. The move is the
// one a user makes on the Roo Code icon (its context menu's Move To → Secondary Side Bar, which is what dragging the
// icon across does); then the Explorer is opened and a file is shown, as during work.
import {bench, panel, type Flow} from '../scene.js';

import {QUIET_EDITOR} from './quiet.js';

const TODO_TS = `// A small to-do list kept in memory.

export interface Todo {
  id: number;
  title: string;
  done: boolean;
}

const todos: Todo[] = [];

export function add(title: string): Todo {
  const todo = {id: todos.length + 1, title, done: false};
  todos.push(todo);
  return todo;
}

export function complete(id: number): void {
  const todo = todos.find((t) => t.id === id);
  if (todo) todo.done = true;
}

export function open(): Todo[] {
  return todos.filter((t) => !t.done);
}
`;

const roo = bench('.activitybar [aria-label^="Roo Code"]');
const menuItem = (label: string) => bench('.context-view .action-label', label);

export const secondarySideBar: Flow = {
  id: 'secondary-side-bar',
  folder: 'todo-app',
  files: {
    'README.md': '# todo-app\n\nA small to-do list, kept in memory.\n',
    'package.json': '{\n  "name": "todo-app",\n  "version": "0.1.0",\n  "private": true\n}\n',
    'src/todo.ts': TODO_TS,
    'src/index.ts': "import {add, open} from './todo';\n\nadd('Write the README');\nconsole.log(open());\n",
  },
  configured: true,
  script: [],
  window: {width: 1280, height: 720},
  sidebarWidth: 260,
  // The lightbulb that Roo Code's own code actions put beside the cursor's line came in one theme's picture and not in
  // the other's; this figure is about the layout, so it is off here.
  settings: {...QUIET_EDITOR, 'editor.lightbulb.enabled': 'off'},
  scenes: [
    {
      id: 'vscode-secondary-side-bar',
      alt:
        'VS Code with the Explorer and the todo-app file tree on the left, src/todo.ts open in the ' +
        'editor, and the Roo Code panel in the Secondary Side Bar on the right with a request typed into its box.',
      caption:
        'Roo Code in the Secondary Side Bar: the Explorer keeps its place on the left while the chat stays open.',
      steps: [
        {rightClick: roo},
        {click: menuItem('Move To')},
        {click: menuItem('Secondary Side Bar')},
        {waitFor: bench('.part.auxiliarybar', 'Roo Code')},
        // Wide enough for the panel's mode and profile buttons to show their names.
        {drag: bench('.part.auxiliarybar'), edge: 'left', by: -80},
        // The Explorer is the side bar's view from the start (clicking its icon now would hide it).
        {waitFor: bench('.part.sidebar .monaco-list-row', 'src')},
        {click: bench('.part.sidebar .monaco-list-row', 'src')},
        {click: bench('.part.sidebar .monaco-list-row', 'todo.ts')},
        {waitFor: bench('.part.editor .tab', 'todo.ts')},
        // A request being written while the file is in view. (The empty box's hint would not do: the panel, made
        // anew in its new place, words it without "/images" until the model's details arrive, which took from
        // seconds to more than 90 s.)
        {type: panel('textarea'), text: 'Add a clearDone() function to src/todo.ts that removes finished to-dos.'},
        {wait: 3000},
      ],
      // The workbench's parts without the title and status bars: the status bar reports the TypeScript server's
      // progress, which differs from run to run.
      frame: [bench('.activitybar'), bench('.part.sidebar'), bench('.part.editor'), bench('.part.auxiliarybar')],
      expect: ['Explorer', 'todo.ts', 'Roo Code'],
      // On a phone: the Secondary Side Bar with the panel in it.
      narrow: {frame: [bench('.part.auxiliarybar')], expect: ['Roo Code']},
    },
  ],
};
