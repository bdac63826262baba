import {z} from 'zod';

import {clineMessageSchema, tokenUsageSchema} from './message';
import {toolNameSchema, toolUsageSchema} from './tool';

/** Events a task emits over its life, plus the two evaluation verdicts. */
export const rooCodeEventNames = [
  'taskCreated',
  'taskStarted',
  'taskCompleted',
  'taskAborted',
  'taskFocused',
  'taskUnfocused',
  'taskActive',
  'taskInteractive',
  'taskResumable',
  'taskIdle',
  'taskPaused',
  'taskUnpaused',
  'taskSpawned',
  'message',
  'taskModeSwitched',
  'taskAskResponded',
  'taskUserMessage',
  'taskTokenUsageUpdated',
  'taskToolFailed',
  'modeChanged',
  'providerProfileChanged',
  'evalPass',
  'evalFail',
] as const;
export const rooCodeEventNameSchema = z.enum(rooCodeEventNames);
export type RooCodeEventName = z.infer<typeof rooCodeEventNameSchema>;

const taskId = z.string();
const justTheTask = z.tuple([taskId]);

/** The arguments each event carries, in order. */
export const rooCodeEventsSchema = z.object({
  taskCreated: justTheTask,
  taskStarted: justTheTask,
  taskCompleted: z.tuple([taskId, tokenUsageSchema, toolUsageSchema, z.object({isSubtask: z.boolean()})]),
  taskAborted: justTheTask,
  taskFocused: justTheTask,
  taskUnfocused: justTheTask,
  taskActive: justTheTask,
  taskInteractive: justTheTask,
  taskResumable: justTheTask,
  taskIdle: justTheTask,
  taskPaused: justTheTask,
  taskUnpaused: justTheTask,
  // Parent task id, then the id of the subtask it spawned.
  taskSpawned: z.tuple([taskId, z.string()]),
  message: z.tuple([z.object({taskId, action: z.enum(['created', 'updated']), message: clineMessageSchema})]),
  taskModeSwitched: z.tuple([taskId, z.string()]),
  taskAskResponded: justTheTask,
  taskUserMessage: justTheTask,
  taskToolFailed: z.tuple([taskId, toolNameSchema, z.string()]),
  taskTokenUsageUpdated: z.tuple([taskId, tokenUsageSchema]),
  modeChanged: z.tuple([z.string()]),
  providerProfileChanged: z.tuple([z.object({name: z.string(), provider: z.string()})]),
});
export type RooCodeEvents = z.infer<typeof rooCodeEventsSchema>;

const shape = rooCodeEventsSchema.shape;
const event = <N extends keyof typeof shape>(eventName: N) =>
  z.object({eventName: z.literal(eventName), payload: shape[eventName], taskId: z.number().optional()});

/**
 * An event as the automation socket relays it. Evaluation verdicts carry no payload and must name the
 * task (here a number, the evaluation run's task id).
 */
export const taskEventSchema = z.discriminatedUnion('eventName', [
  event('taskCreated'),
  event('taskStarted'),
  event('taskCompleted'),
  event('taskAborted'),
  event('taskFocused'),
  event('taskUnfocused'),
  event('taskActive'),
  event('taskInteractive'),
  event('taskResumable'),
  event('taskIdle'),
  event('taskPaused'),
  event('taskUnpaused'),
  event('taskSpawned'),
  event('message'),
  event('taskModeSwitched'),
  event('taskAskResponded'),
  event('taskToolFailed'),
  event('taskTokenUsageUpdated'),
  z.object({eventName: z.literal('evalPass'), payload: z.undefined(), taskId: z.number()}),
  z.object({eventName: z.literal('evalFail'), payload: z.undefined(), taskId: z.number()}),
]);
export type TaskEvent = z.infer<typeof taskEventSchema>;
