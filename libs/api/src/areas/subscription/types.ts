import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** What the signed-in account follows: policy categories, region codes, GB/T 4754 sections, and the two switches. */
export type Subscription = Schemas['Subscription'];
export type Message = Schemas['Message'];
export type MessageType = Message['type'];
/** Where a message leads; null for messages that stand on their own (system notices). */
export type MessageLink = NonNullable<Message['link']>;
export type MessageLinkKind = MessageLink['kind'];
export type MessagePage = Schemas['MessagePage'];
/** Query of `GET /api/message/list`; `read` absent means every message. */
export type MessageQuery = NonNullable<operations['messageList']['parameters']['query']>;
