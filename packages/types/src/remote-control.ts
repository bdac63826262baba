import {z} from 'zod';

import {extensionInstanceSchema} from './cloud';
import {taskEventSchema} from './events';
import {clineMessageSchema} from './message';
import {providerSettingsSchema} from './provider-settings';
import {globalSettingsSchema} from './global-settings';

const prompt = {
  text: z.string(),
  images: z.array(z.string()).optional(),
  mode: z.string().optional(),
  providerProfile: z.string().optional(),
};
const reply = {text: z.string().optional(), images: z.array(z.string()).optional()};

/** Commands a remote client sends to one extension instance. */
export const instanceCommandSchema = z.discriminatedUnion('type', [
  z.object({type: z.literal('start_task'), instanceId: z.string(), payload: z.object(prompt), timestamp: z.number()}),
  z.object({
    type: z.literal('stop_task'),
    instanceId: z.string(),
    payload: z.object({taskId: z.string()}),
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('resume_task'),
    instanceId: z.string(),
    payload: z.object({taskId: z.string()}),
    timestamp: z.number(),
  }),
]);
export type InstanceCommand = z.infer<typeof instanceCommandSchema>;

/** Commands a remote client sends to one running task. */
export const taskCommandMessageSchema = z.discriminatedUnion('type', [
  z.object({type: z.literal('message'), taskId: z.string(), payload: z.object(prompt), timestamp: z.number()}),
  z.object({type: z.literal('approve_ask'), taskId: z.string(), payload: z.object(reply), timestamp: z.number()}),
  z.object({type: z.literal('deny_ask'), taskId: z.string(), payload: z.object(reply), timestamp: z.number()}),
]);
export type TaskCommandMessage = z.infer<typeof taskCommandMessageSchema>;

/** Anything a remote client may send. */
export const clientMessageSchema = z.union([instanceCommandSchema, taskCommandMessageSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Instance events relayed to remote viewers; two of them add the new mode or profile. */
export const instanceEventNames = [
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
  'taskUserMessage',
  'taskTokenUsageUpdated',
  'instance_registered',
  'instance_unregistered',
  'heartbeat_updated',
] as const;

const instanceEvent = <T extends string>(type: T) =>
  z.object({type: z.literal(type), instance: extensionInstanceSchema, timestamp: z.number()});
const [firstInstanceEvent, ...otherInstanceEvents] = instanceEventNames.map(instanceEvent);

export const instanceEventSchema = z.discriminatedUnion('type', [
  firstInstanceEvent!,
  ...otherInstanceEvents,
  z.object({
    type: z.literal('modeChanged'),
    instance: extensionInstanceSchema,
    mode: z.string(),
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('providerProfileChanged'),
    instance: extensionInstanceSchema,
    providerProfile: z.object({name: z.string(), provider: z.string().optional()}),
    timestamp: z.number(),
  }),
]);
export type InstanceEvent = z.infer<typeof instanceEventSchema>;

/** Events of one task relayed from the extension to the page watching it. */
export const taskPageEventSchema = z.discriminatedUnion('type', [
  z.object({type: z.literal('message'), taskId: z.string(), action: z.string(), message: clineMessageSchema}),
  z.object({type: z.literal('taskModeSwitched'), taskId: z.string(), mode: z.string()}),
  z.object({type: z.literal('taskInteractive'), taskId: z.string()}),
]);
export type TaskPageEvent = z.infer<typeof taskPageEventSchema>;

/** Settings a StartNewTask command may carry: any provider or global setting. */
export const taskConfigurationSchema = providerSettingsSchema.merge(globalSettingsSchema);

/** The local automation channel: start, cancel, close or resume a task. */
export const taskCommandSchema = z.discriminatedUnion('commandName', [
  z.object({
    commandName: z.literal('StartNewTask'),
    data: z.object({
      configuration: taskConfigurationSchema,
      text: z.string(),
      images: z.array(z.string()).optional(),
      newTab: z.boolean().optional(),
    }),
  }),
  z.object({commandName: z.literal('CancelTask'), data: z.string()}),
  z.object({commandName: z.literal('CloseTask'), data: z.string()}),
  z.object({commandName: z.literal('ResumeTask'), data: z.string()}),
]);
export type TaskCommand = z.infer<typeof taskCommandSchema>;

/** The acknowledgement the server sends a client that connects. */
export const ackSchema = z.object({clientId: z.string(), pid: z.number(), ppid: z.number()});
export type Ack = z.infer<typeof ackSchema>;

const ackMessage = z.object({type: z.literal('Ack'), origin: z.literal('server'), data: ackSchema});
const taskEventMessage = z.object({
  type: z.literal('TaskEvent'),
  origin: z.literal('server'),
  relayClientId: z.string().optional(),
  data: taskEventSchema,
});
const clientCommandMessage = z.object({
  type: z.literal('TaskCommand'),
  origin: z.literal('client'),
  clientId: z.string(),
  data: taskCommandSchema,
});

/** What the server sends on the automation channel: an acknowledgement or a task event. */
export const serverMessageSchema = z.discriminatedUnion('type', [ackMessage, taskEventMessage]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Every message on the automation channel, in either direction. */
export const ipcMessageSchema = z.discriminatedUnion('type', [ackMessage, clientCommandMessage, taskEventMessage]);
export type IpcMessage = z.infer<typeof ipcMessageSchema>;
