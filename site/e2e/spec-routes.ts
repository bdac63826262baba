import fs from 'node:fs';
import path from 'node:path';

/** The spec's route list (a copy of shared/spec/routes.json), so CI needs nothing from outside the repository. */
export const specRoutes: {
  docs: string[];
  updateNotes: string[];
  redirects: Record<string, string>;
  notFound: string[];
} = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/spec-routes.json'), 'utf8'));
