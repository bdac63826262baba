import path from 'node:path';
import {releaseTitle, releaseVersionOf, seriesOfFile, seriesTitle} from './versions';

type ParsedFrontMatter = {frontMatter: Record<string, unknown>; content: string};

/**
 * Release-note titles follow from the file name and the `date` field, so a note never spells its
 * version twice. Other pages pass through untouched.
 */
export function withReleaseTitle(filePath: string, parsed: ParsedFrontMatter): ParsedFrontMatter {
  if (!filePath.split(path.sep).includes('update-notes')) return parsed;
  const fileName = path.basename(filePath);
  const version = releaseVersionOf(fileName);
  const series = seriesOfFile(fileName);
  const date = parsed.frontMatter.date;
  const dateText = date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' ? date : undefined;
  const title = version ? releaseTitle(version, dateText) : series ? seriesTitle(series) : undefined;
  if (!title) return parsed;
  return {...parsed, frontMatter: {...parsed.frontMatter, title, ...(dateText ? {date: dateText} : {})}};
}
