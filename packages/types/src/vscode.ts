import {z} from 'zod';

/** Interface languages the extension ships translations for. */
export const languages = [
  'ca',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Editor commands offered on a selection (the lightbulb menu). */
export const codeActionIds = ['explainCode', 'fixCode', 'improveCode', 'addToContext', 'newTask'] as const;
export const codeActionIdSchema = z.enum(codeActionIds);
export type CodeActionId = z.infer<typeof codeActionIdSchema>;

/** Commands offered on terminal output. */
export const terminalActionIds = ['terminalAddToContext', 'terminalFixCommand', 'terminalExplainCommand'] as const;
export const terminalActionIdSchema = z.enum(terminalActionIds);
export type TerminalActionId = z.infer<typeof terminalActionIdSchema>;

/** How VS Code describes a chat model it exposes through its Language Model API. */
export const vsCodeLmEntrySchema = z.object({
  family: z.string().describe('Model family VS Code reports'),
  version: z.string().describe('Model version VS Code reports'),
  name: z.string().describe('Display name'),
  supportsToolCalling: z.boolean().describe('Whether VS Code allows tool calls with this model'),
  maxInputTokens: z.number().describe('Largest prompt VS Code accepts, in tokens'),
});
export type VsCodeLmEntry = z.infer<typeof vsCodeLmEntrySchema>;

/** The fields that pick a VS Code language model in a provider profile. */
export const vsCodeLmModelSelectorSchema = z.object({
  vendor: z.string().optional(),
  family: z.string().optional(),
  version: z.string().optional(),
  id: z.string().optional(),
});
export type VsCodeLmModelSelector = z.infer<typeof vsCodeLmModelSelectorSchema>;
