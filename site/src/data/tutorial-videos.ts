// The project's own tutorial videos, shown on /tutorial-videos. Titles are the videos' published titles;
// the summaries are ours. Add a video by appending an entry: the grid groups and filters by `topic`.

export type VideoTopic = 'getting-started' | 'features' | 'integrations';

export type TutorialVideo = {
  /** Published title of the video. */
  title: string;
  /** YouTube video id (the `v` parameter of a watch link): 11 characters. */
  id: string;
  topic: VideoTopic;
  /** One line of our own about what the video covers. */
  summary?: string;
};

/** Topic labels in the order the grid shows them. */
export const VIDEO_TOPICS: readonly {id: VideoTopic; label: string}[] = [
  {id: 'getting-started', label: 'Getting started'},
  {id: 'features', label: 'Features'},
  {id: 'integrations', label: 'Integrations'},
];

export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = [
  {
    title: 'Installing Roo Code in VS Code',
    id: 'Mcq3r1EPZ-4',
    topic: 'getting-started',
    summary: 'From the Extensions view to the Roo Code panel in the Activity Bar.',
  },
  {
    title: 'Configuring Profiles | Detailed Tutorial',
    id: 'eEJErgZBqLE',
    topic: 'getting-started',
    summary: 'Keep several provider and model set-ups and switch between them.',
  },
  {
    title: 'Auto Approve in Roo Code Explained | Detailed Tutorial',
    id: 'jW4_PPyRXCs',
    topic: 'features',
    summary: 'Which actions can run without a click, and how to keep that safe.',
  },
  {
    title: 'Custom Modes in Roo Code | Official Tutorial',
    id: 'qgqceCuhlRA',
    topic: 'features',
    summary: 'Build a mode with its own role, instructions and tool access.',
  },
  {
    title: 'Codebase Indexing',
    id: 'r1bpod1VWhg',
    topic: 'features',
    summary: 'Semantic search over a project with embeddings and a vector store.',
  },
  {
    title: 'Checkpoints',
    id: 'Ho30nyY332E',
    topic: 'features',
    summary: 'Compare and roll back the workspace to an earlier point of a task.',
  },
  {
    title: 'Todo Lists',
    id: '6h5vB9PpoPk',
    topic: 'features',
    summary: 'How a task keeps and updates its own checklist of steps.',
  },
  {
    title: 'Setting up MCP server in Roo',
    id: 'QDy3dm1xJ6Y',
    topic: 'integrations',
    summary: 'Add an MCP server so Roo can call its tools.',
  },
];
